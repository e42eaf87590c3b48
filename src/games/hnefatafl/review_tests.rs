//! Reviewer's adversarial tests: every expectation below was worked out by hand
//! from rules.md §4 and the guide, not copied from the engine's output.

use super::board::Bitboard;
use super::game::{Game, Illegal, Move, Outcome, Side};
use super::notation::parse_move;
use super::rules::FETLAR;
use super::search::{Goal, force};
use super::test_support::*;

// ---------------------------------------------------------------- throne

#[test]
fn empty_throne_is_an_anvil_against_a_defender_on_each_side() {
    // f7 between f8 (arriving attacker) and the empty throne f6
    let g = game(&["k8"], &["f7"], "b2", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "k8-f8"), bb(&["f7"]));
    // e6 between d6 and the empty throne, along the rank
    let g = game(&["d9"], &["e6"], "b2", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "d9-d6"), bb(&["e6"]));
    // f5 from below
    let g = game(&["a4"], &["f5"], "b2", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "a4-f4"), bb(&["f5"]));
}

#[test]
fn king_on_throne_shields_defenders_but_still_arms_the_throne_against_attackers() {
    // the king sits on f6: the throne is not hostile to the defender on f7
    let g = game(&["k8"], &["f7"], "f6", Side::Black);
    assert!(removed(&g, &FETLAR, "k8-f8").is_empty());
    // ... but the king himself is an anvil for the defenders' captures
    let g = game(&["f7"], &["k8"], "f6", Side::White);
    assert_eq!(removed(&g, &FETLAR, "k8-f8"), bb(&["f7"]));
    // the empty throne, with the king far away, captures attackers too
    let g = game(&["f7"], &["k8"], "b2", Side::White);
    assert_eq!(removed(&g, &FETLAR, "k8-f8"), bb(&["f7"]));
}

#[test]
fn the_king_as_hammer_against_the_empty_throne_and_a_corner() {
    // king h9 -> h6: g6 attacker between the king and the empty throne
    let g = game(&["g6"], &[], "h9", Side::White);
    assert_eq!(removed(&g, &FETLAR, "h9-h6"), bb(&["g6"]));
    // king e3 -> a3: a2 attacker between the king and the corner a1
    let g = game(&["a2"], &[], "e3", Side::White);
    assert_eq!(removed(&g, &FETLAR, "e3-a3"), bb(&["a2"]));
    // king h8 -> d8: d7 attacker between the king and the defender d6
    let g = game(&["d7"], &["d6"], "h8", Side::White);
    assert_eq!(removed(&g, &FETLAR, "h8-d8"), bb(&["d7"]));
}

#[test]
fn corners_are_hostile_to_both_sides_along_both_edges() {
    // defender b11 between the corner a11 and an attacker arriving on c11
    let g = game(&["c5"], &["b11"], "f6", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "c5-c11"), bb(&["b11"]));
    // defender k10 between k11 and an attacker arriving on k9
    let g = game(&["e9"], &["k10"], "f6", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "e9-k9"), bb(&["k10"]));
    // attacker j1 between k1 and a defender arriving on i1
    let g = game(&["j1"], &["i5"], "f6", Side::White);
    assert_eq!(removed(&g, &FETLAR, "i5-i1"), bb(&["j1"]));
    // a piece next to a corner along the other line is not bracketed
    let g = game(&["c2"], &["b1"], "f6", Side::Black);
    assert!(removed(&g, &FETLAR, "c2-b2").is_empty());
}

// ------------------------------------------------------------ captures

#[test]
fn three_captures_in_one_move_with_the_throne_as_one_anvil() {
    // black f11 -> f8: e8 (vs d8), g8 (vs h8) and f7 (vs the empty throne)
    let g = game(&["f11", "d8", "h8"], &["e8", "g8", "f7"], "b2", Side::Black);
    assert_eq!(written(&g, "f11-f8"), "f11-f8xe8/f7/g8");
    let (next, ev) = play(&g, &FETLAR, "f11-f8xg8/e8/f7");
    assert_eq!(ev.captured.count(), 3);
    assert!(next.white().is_empty());
    assert_eq!(next.quiet(), 0);
    // white d1 -> d4: c4, e4, d5 (vs b4, f4, d6)
    let g = game(
        &["c4", "e4", "d5"],
        &["d1", "b4", "f4", "d6"],
        "k6",
        Side::White,
    );
    assert_eq!(written(&g, "d1-d4"), "d1-d4xc4/d5/e4");
}

#[test]
fn only_the_movers_pieces_capture_and_only_next_to_the_moved_piece() {
    // a defender already between two attackers stays when black moves elsewhere
    let g = game(&["c5", "e5", "j2"], &["d5"], "k6", Side::Black);
    assert!(removed(&g, &FETLAR, "j2-j3").is_empty());
    // moving next to a pair does not capture what is not bracketed by the mover
    // (j5-f5: e5 is backed by d5, a defender; d5 is backed by e5)
    let g = game(&["c5", "j5"], &["d5", "e5"], "k7", Side::Black);
    assert!(removed(&g, &FETLAR, "j5-f5").is_empty());
    // a white move never removes a white piece, even leaving one bracketed
    let g = game(&["f8"], &["f7", "j2"], "f6", Side::White);
    // the king leaves the throne: f7 is now between f8 and the empty throne, but
    // it is white's own move
    let (next, ev) = play(&g, &FETLAR, "f6-c6");
    assert!(ev.removed(g.king()).is_empty());
    assert!(next.white().contains(sq("f7")));
}

#[test]
fn stepping_between_enemies_or_next_to_the_throne_is_safe() {
    // a defender steps onto f7 between an attacker f8 and the empty throne
    let g = game(&["f8"], &["a7"], "b2", Side::White);
    let (next, ev) = play(&g, &FETLAR, "a7-f7");
    assert!(ev.removed(g.king()).is_empty());
    assert!(next.white().contains(sq("f7")));
    // under self-capture the same move loses the soldier
    let (_, ev) = play(&g, &trap("self-capture"), "a7-f7");
    assert_eq!(ev.self_captured, Some(sq("f7")));
    // an attacker steps onto b1 between a1 and a defender: safe in Fetlar
    let g = game(&["b7"], &["c1"], "f6", Side::Black);
    let (next, ev) = play(&g, &FETLAR, "b7-b1");
    assert!(ev.removed(g.king()).is_empty());
    assert!(next.black().contains(sq("b1")));
    // an attacker steps between the king d4 and a defender d6: safe
    let g = game(&["a5"], &["d6"], "d4", Side::Black);
    let (next, ev) = play(&g, &FETLAR, "a5-d5");
    assert!(ev.removed(g.king()).is_empty());
    assert!(next.black().contains(sq("d5")));
    // ... but not under self-capture (the armed king is one side)
    let (next, ev) = play(&g, &trap("self-capture"), "a5-d5");
    assert_eq!(ev.self_captured, Some(sq("d5")));
    assert!(!next.black().contains(sq("d5")));
}

// ---------------------------------------------------------------- king

#[test]
fn king_beside_the_throne_three_attackers_each_side_of_the_throne() {
    // king e6 (west of the throne): d6, e5, e7 and the throne
    let g = game(&["d6", "e5", "a7"], &[], "e6", Side::Black);
    let (next, ev) = play(&g, &FETLAR, "a7-e7");
    assert!(ev.king_captured);
    assert_eq!(next.status(&FETLAR), Outcome::KingCaptured);
    assert_eq!(next.status(&FETLAR).winner(), Some(Some(Side::Black)));
    // king g6 (east): h6, g5, g7
    let g = game(&["h6", "g5", "k7"], &[], "g6", Side::Black);
    assert!(play(&g, &FETLAR, "k7-g7").1.king_captured);
    // king f5 (south): e5, g5, f4
    let g = game(&["e5", "g5", "a4"], &[], "f5", Side::Black);
    assert!(play(&g, &FETLAR, "a4-f4").1.king_captured);
    // a defender instead of the third attacker saves him
    let g = game(&["e5", "a4"], &["g5"], "f5", Side::Black);
    assert!(!play(&g, &FETLAR, "a4-f4").1.king_captured);
    // one square away from the throne: three attackers are not enough
    // (king d6: c6, d5 and the arriving d7; e6 is an ordinary empty square)
    let g = game(&["c6", "d5", "a7"], &[], "d6", Side::Black);
    assert!(!play(&g, &FETLAR, "a7-d7").1.king_captured);
}

#[test]
fn king_on_the_throne_needs_four() {
    let g = game(&["e6", "g6", "f5", "k7"], &[], "f6", Side::Black);
    assert!(play(&g, &FETLAR, "k7-f7").1.king_captured);
    let g = game(&["e6", "g6", "k7"], &["f5"], "f6", Side::Black);
    assert!(!play(&g, &FETLAR, "k7-f7").1.king_captured);
}

#[test]
fn king_on_any_edge_square_is_never_captured() {
    for (att, mv, king) in [
        (&["a4", "b5", "c6"][..], "c6-a6", "a5"),
        (&["j11", "h11", "i9"][..], "i9-i10", "i11"),
        (&["k2", "j3", "k6"][..], "k6-k4", "k3"),
        (&["c1", "e1", "d5"][..], "d5-d2", "d1"),
        // beside a corner
        (&["a3", "c2"][..], "c2-b2", "a2"),
    ] {
        // a spare defender on h8 keeps white with a legal move
        let g = game(att, &["h8"], king, Side::Black);
        let (next, ev) = play(&g, &FETLAR, mv);
        assert!(!ev.king_captured, "{king} {mv}");
        assert_eq!(next.status(&FETLAR), Outcome::Ongoing, "{king} {mv}");
    }
    // without it, the boxed-in king is not captured but white cannot move: black wins
    let g = game(&["a4", "b5", "c6"], &[], "a5", Side::Black);
    let (next, ev) = play(&g, &FETLAR, "c6-a6");
    assert!(!ev.king_captured);
    assert_eq!(next.status(&FETLAR), Outcome::NoMoves(Side::White));
}

#[test]
fn king_walking_into_three_attackers_and_the_throne_is_safe_until_a_ring_is_completed() {
    // the king crosses his empty throne from f5 to f7, between e7, g7 and f8
    let g = game(&["e7", "g7", "f8", "j2"], &["b2"], "f5", Side::White);
    let (g, ev) = play(&g, &FETLAR, "f5-f7");
    assert!(!ev.king_captured);
    assert_eq!(g.status(&FETLAR), Outcome::Ongoing);
    // black moves elsewhere: the ring was not completed by this move
    let (g, ev) = play(&g, &FETLAR, "j2-j3");
    assert!(!ev.king_captured);
    let (g, _) = play(&g, &FETLAR, "b2-b3");
    // an enclosing attacker steps away ...
    let (g, ev) = play(&g, &FETLAR, "e7-d7");
    assert!(!ev.king_captured);
    let (g, _) = play(&g, &FETLAR, "b3-b2");
    // ... and comes back: now a black move completes the ring
    let (g, ev) = play(&g, &FETLAR, "d7-e7xf7");
    assert!(ev.king_captured);
    assert_eq!(g.status(&FETLAR), Outcome::KingCaptured);
}

// ----------------------------------------------------------------- end

#[test]
fn exact_hundredth_quiet_half_move() {
    // 99 + a quiet move = 100: drawn
    let g = Game::from_parts(bb(&["c3"]), bb(&["h8"]), sq("f6"), Side::White, 99);
    let (next, ev) = play(&g, &FETLAR, "h8-h9");
    assert_eq!((ev.quiet, next.quiet()), (100, 100));
    assert_eq!(next.status(&FETLAR), Outcome::QuietDraw);
    assert_eq!(next.status(&FETLAR).winner(), Some(None));
    // 99 + a capture: the counter is back to 0
    let g = Game::from_parts(
        bb(&["c5", "j2"]),
        bb(&["d8", "b5"]),
        sq("k6"),
        Side::White,
        99,
    );
    let (next, ev) = play(&g, &FETLAR, "d8-d5xc5");
    assert_eq!(ev.quiet, 0);
    assert_eq!(next.status(&FETLAR), Outcome::Ongoing);
    // 99 + the king reaching a corner: white wins, not a draw
    let g = Game::from_parts(bb(&["c3"]), Bitboard::EMPTY, sq("a5"), Side::White, 99);
    let (next, _) = play(&g, &FETLAR, "a5-a1");
    assert_eq!(next.status(&FETLAR), Outcome::Escaped);
    // 100 already written in the position: drawn, nothing may move
    let g = Game::from_parts(bb(&["c3"]), bb(&["h8"]), sq("f6"), Side::Black, 100);
    assert_eq!(g.status(&FETLAR), Outcome::QuietDraw);
    assert_eq!(
        g.check(
            &FETLAR,
            Move {
                from: sq("c3"),
                to: sq("c4")
            }
        ),
        Err(Illegal::GameOver)
    );
    // the counter counts half-moves: 98 + two quiet moves
    let g = Game::from_parts(bb(&["c3"]), bb(&["h8"]), sq("f6"), Side::Black, 98);
    let (g, _) = play(&g, &FETLAR, "c3-c4");
    assert_eq!(g.status(&FETLAR), Outcome::Ongoing);
    let (g, _) = play(&g, &FETLAR, "h8-h9");
    assert_eq!(g.status(&FETLAR), Outcome::QuietDraw);
}

#[test]
fn side_to_move_without_a_move_loses() {
    // black has no piece at all
    let g = game(&[], &["c3"], "f6", Side::Black);
    assert_eq!(g.status(&FETLAR), Outcome::NoMoves(Side::Black));
    assert_eq!(g.status(&FETLAR).winner(), Some(Some(Side::White)));
    // black's only attacker b1 is walled in by white: a1 is a corner
    let g = game(&["b1"], &["c1", "b2"], "f6", Side::Black);
    assert_eq!(g.status(&FETLAR), Outcome::NoMoves(Side::Black));
    // white: king on the throne boxed in by attackers (not captured: nobody moved)
    let g = game(&["e6", "g6", "f5", "f7"], &[], "f6", Side::White);
    assert_eq!(g.status(&FETLAR), Outcome::NoMoves(Side::White));
    assert_eq!(g.status(&FETLAR).winner(), Some(Some(Side::Black)));
    // the same box with black to move is still going on
    let g = game(&["e6", "g6", "f5", "f7"], &[], "f6", Side::Black);
    assert_eq!(g.status(&FETLAR), Outcome::Ongoing);
}

#[test]
fn edge_is_not_an_exit_but_a_corner_is() {
    let g = game(&["c3"], &[], "e5", Side::White);
    let (next, ev) = play(&g, &FETLAR, "e5-e11");
    assert!(!ev.escaped);
    assert_eq!(next.status(&FETLAR), Outcome::Ongoing);
    assert_eq!(next.king_routes(&FETLAR), bb(&["a11", "k11"]));
    let edge = trap("edge-escape");
    assert_eq!(next.status(&edge), Outcome::Escaped);
    // a soldier on the edge is nothing special
    let g = game(&["c3"], &["e5"], "f6", Side::White);
    assert_eq!(play(&g, &edge, "e5-e1").0.status(&edge), Outcome::Ongoing);
}

// -------------------------------------------------------------- notation

#[test]
fn capture_suffix_is_checked_as_a_set() {
    let g = game(&["f11", "d8", "h8"], &["e8", "g8", "f7"], "b2", Side::Black);
    for ok in [
        "f11-f8",
        "f11-f8xe8/f7/g8",
        "F11-F8XG8/F7/E8",
        "f11f8xe8,f7,g8",
        "f11 - f8 x e8/f7/g8",
    ] {
        let w = parse_move(ok).unwrap();
        assert!(g.play_checked(&FETLAR, w.mv, w.claimed).is_ok(), "{ok}");
    }
    for bad in [
        "f11-f8xe8",
        "f11-f8xe8/f7",
        "f11-f8xe8/f7/g8/d8",
        "f11-f8xd8",
    ] {
        let w = parse_move(bad).unwrap();
        assert!(
            matches!(
                g.play_checked(&FETLAR, w.mv, w.claimed),
                Err(Illegal::WrongCaptures { .. })
            ),
            "{bad}"
        );
    }
    // a suffix on a quiet move is wrong
    let g = game(&["c3"], &["h8"], "f6", Side::Black);
    let w = parse_move("c3-c4xc5").unwrap();
    assert!(g.play_checked(&FETLAR, w.mv, w.claimed).is_err());
}

#[test]
fn unreadable_moves_never_panic() {
    for text in [
        "é5-e6",
        "f6-é7",
        "ф6-f7",
        "€",
        "f6-f7x€",
        "f6-f7xé1",
        "\u{301}a1-a2",
        "a١-a2",
        "f6—f9",
        "x",
        "-",
        "f6-",
        "f6-f7x/",
        "f6-f7x/f8",
        "f6-f7xf8/",
        "a12-a1",
        "a1-a12",
        "a0-a1",
    ] {
        let _ = parse_move(text);
    }
    assert!(parse_move("é5-e6").is_none());
    assert!(parse_move("f6-é7").is_none());
    assert!(parse_move("f6—f9").is_some());
}

// ---------------------------------------------------------------- search

#[test]
fn escape_fork_needs_two_white_moves() {
    // king c3 goes to c1: routes to a1 (b1) and k1 (d1…j1) open at once; black,
    // with one attacker on j5, can block only one of them.
    let g = game(&["j5"], &[], "c3", Side::White);
    assert!(!force(&g, &FETLAR, Goal::Escape, 1).unwrap().yes);
    assert!(force(&g, &FETLAR, Goal::Escape, 2).unwrap().yes);
    // under edge-escape the king is out at once (c3-c1)
    assert!(
        force(&g, &trap("edge-escape"), Goal::Escape, 1)
            .unwrap()
            .yes
    );
    // black to move first: one attacker cannot spoil all four forks (c1, c11,
    // a3, k3), and afterwards it blocks only one of the two routes
    let g = game(&["j5"], &[], "c3", Side::Black);
    assert!(force(&g, &FETLAR, Goal::Escape, 2).unwrap().yes);
}

#[test]
fn black_moving_first_can_block_a_single_route() {
    // king a5 with only the a1 route open (a9 blocked by an attacker at a8)
    let g = game(&["a8", "j3"], &[], "a5", Side::Black);
    // j3-a3 closes a1
    assert!(!force(&g, &FETLAR, Goal::Escape, 1).unwrap().yes);
    let g = game(&["a8", "j3"], &[], "a5", Side::White);
    assert!(force(&g, &FETLAR, Goal::Escape, 1).unwrap().yes);
}

#[test]
fn capture_search_who_moves_first() {
    // king d4 with c4, e4, d5; the fourth attacker d1 can reach d3
    let black = game(&["c4", "e4", "d5", "d1"], &[], "d4", Side::Black);
    assert!(force(&black, &FETLAR, Goal::CaptureKing, 1).unwrap().yes);
    // white to move first: the king runs d4-d3 / d4-d2, or a guard fills d3
    let white = Game::from_parts(black.black(), black.white(), black.king(), Side::White, 0);
    assert!(!force(&white, &FETLAR, Goal::CaptureKing, 1).unwrap().yes);
    // the weak king is captured between two attackers at once
    let g = game(&["c4", "j4"], &[], "d4", Side::Black);
    assert!(!force(&g, &FETLAR, Goal::CaptureKing, 1).unwrap().yes);
    assert!(
        force(&g, &trap("weak-king"), Goal::CaptureKing, 1)
            .unwrap()
            .yes
    );
    // on the edge: no capture ever in Fetlar, yes under weak-king
    let g = game(&["a4", "c6"], &[], "a5", Side::Black);
    assert!(!force(&g, &FETLAR, Goal::CaptureKing, 3).unwrap().yes);
    assert!(
        force(&g, &trap("weak-king"), Goal::CaptureKing, 1)
            .unwrap()
            .yes
    );
}

#[test]
fn a_won_game_is_not_reopened_by_the_search() {
    // king already in a corner: escape answered yes, capture no
    let g = game(&["c3"], &[], "a1", Side::Black);
    assert!(force(&g, &FETLAR, Goal::Escape, 1).unwrap().yes);
    assert!(!force(&g, &FETLAR, Goal::CaptureKing, 2).unwrap().yes);
    // a drawn position: nobody forces anything
    let g = Game::from_parts(
        bb(&["c4", "e4", "d5", "d1"]),
        Bitboard::EMPTY,
        sq("d4"),
        Side::Black,
        100,
    );
    assert!(!force(&g, &FETLAR, Goal::CaptureKing, 1).unwrap().yes);
}

#[test]
fn the_quiet_draw_stops_a_forced_escape() {
    // the c3 fork needs white, black, white: half-moves 98, 99, 100
    let fork = |quiet| Game::from_parts(bb(&["j5"]), Bitboard::EMPTY, sq("c3"), Side::White, quiet);
    // from 97: c3-c1 (98), black (99), king to a corner (100, escape first)
    assert!(force(&fork(97), &FETLAR, Goal::Escape, 2).unwrap().yes);
    // from 98: black's reply is the 100th quiet half-move: drawn before the escape
    assert!(!force(&fork(98), &FETLAR, Goal::Escape, 2).unwrap().yes);
}
