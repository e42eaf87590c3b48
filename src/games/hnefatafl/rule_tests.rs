//! Unit tests of every rule, decision and exclusion of rules.md §4 and the guide.

use super::board::Bitboard;
use super::game::{Game, Illegal, MoveList, Outcome, Side};
use super::notation::{move_with_captures, parse_move};
use super::rules::{FETLAR, Rules};
use super::search::{Goal, force};
use super::test_support::*;

fn illegal(g: &Game, text: &str) -> Illegal {
    let w = parse_move(text).unwrap();
    g.play_checked(&FETLAR, w.mv, w.claimed).unwrap_err()
}

#[test]
fn black_starts_and_start_is_ongoing() {
    let g = Game::start();
    assert_eq!(g.turn(), Side::Black);
    assert_eq!(g.status(&FETLAR), Outcome::Ongoing);
    assert_eq!(g.black().count(), 24);
    assert_eq!(g.white().count(), 12);
    assert_eq!(g.king(), sq("f6"));
    let mut list = MoveList::new();
    g.legal_moves(&FETLAR, &mut list);
    // d1 and h1 are symmetric: each goes up to rank 3 (2 moves) and sideways
    // (d1: c1 b1 = 2 moves, a1 is a corner); every black move stays legal.
    assert!(list.as_slice().contains(&mv("d1-d3")));
    assert!(!list.as_slice().contains(&mv("d1-a1")));
    for m in list.as_slice() {
        assert!(g.check(&FETLAR, *m).is_ok());
    }
}

#[test]
fn slides_without_jumping() {
    let g = game(&["c3", "c7"], &["e3"], "k6", Side::Black);
    assert!(g.check(&FETLAR, mv("c3-c6")).is_ok());
    assert_eq!(
        illegal(&g, "c3-c8"),
        Illegal::PathBlocked {
            from: sq("c3"),
            to: sq("c8"),
            at: sq("c7")
        }
    );
    assert_eq!(
        illegal(&g, "c3-g3"),
        Illegal::PathBlocked {
            from: sq("c3"),
            to: sq("g3"),
            at: sq("e3")
        }
    );
    assert_eq!(
        illegal(&g, "c3-c7"),
        Illegal::DestinationOccupied { to: sq("c7") }
    );
    assert_eq!(
        illegal(&g, "c3-d4"),
        Illegal::NotStraight {
            from: sq("c3"),
            to: sq("d4")
        }
    );
    assert_eq!(
        illegal(&g, "c3-c3"),
        Illegal::SameSquare { square: sq("c3") }
    );
    assert_eq!(illegal(&g, "d4-d5"), Illegal::NoPiece { square: sq("d4") });
    assert_eq!(
        illegal(&g, "e3-e4"),
        Illegal::NotYourPiece {
            square: sq("e3"),
            owner: Side::White
        }
    );
}

#[test]
fn soldiers_cross_the_empty_throne_but_never_stop_there() {
    let g = game(&["f3"], &["c6"], "k6", Side::Black);
    assert!(g.check(&FETLAR, mv("f3-f9")).is_ok());
    assert_eq!(
        illegal(&g, "f3-f6"),
        Illegal::ThroneReserved { to: sq("f6") }
    );
    let g = game(&["f3"], &["c6"], "k6", Side::White);
    assert!(g.check(&FETLAR, mv("c6-i6")).is_ok());
    assert_eq!(
        illegal(&g, "c6-f6"),
        Illegal::ThroneReserved { to: sq("f6") }
    );
    // the king may pass over his empty throne too
    let g = game(&["f2"], &["c6"], "f9", Side::White);
    assert!(g.check(&FETLAR, mv("f9-f3")).is_ok());
}

#[test]
fn king_may_use_throne_and_corners_occupied_throne_blocks() {
    let g = game(&["f3"], &["c6"], "k6", Side::White);
    assert_eq!(
        g.check(&FETLAR, mv("k6-f6")).map(|v| v.get()),
        Ok(mv("k6-f6"))
    );
    let g = game(&["f3"], &["c6"], "f6", Side::Black);
    assert_eq!(
        illegal(&g, "f3-f9"),
        Illegal::PathBlocked {
            from: sq("f3"),
            to: sq("f9"),
            at: sq("f6")
        }
    );
    let g = game(&["b3"], &[], "a5", Side::White);
    assert!(g.check(&FETLAR, mv("a5-a11")).is_ok());
    assert!(g.check(&FETLAR, mv("a5-a1")).is_ok());
    let g = game(&["a3"], &["c6"], "f6", Side::Black);
    assert_eq!(
        illegal(&g, "a3-a1"),
        Illegal::CornerReserved { to: sq("a1") }
    );
}

#[test]
fn custodian_capture_by_pieces_king_corner_and_throne() {
    // two attackers
    let g = game(&["c5", "d3"], &["d5"], "k6", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "d3-d4"), Bitboard::EMPTY);
    let g = game(&["c5", "e3"], &["d5"], "k6", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "e3-e5"), bb(&["d5"]));
    // the king is armed
    let g = game(&["d8"], &["d5"], "d9", Side::White);
    assert_eq!(removed(&g, &FETLAR, "d5-d7"), bb(&["d8"]));
    // a corner is hostile
    let g = game(&["b1"], &["c5"], "k6", Side::White);
    assert_eq!(removed(&g, &FETLAR, "c5-c1"), bb(&["b1"]));
    let g = game(&["c4"], &["a2"], "k6", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "c4-a4").count(), 0);
    let g = game(&["c3"], &["a2"], "k6", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "c3-a3"), bb(&["a2"]));
    // the empty throne is hostile to defenders
    let g = game(&["h7"], &["g6"], "k6", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "h7-h6"), bb(&["g6"]));
    // ... but not while the king sits on it
    let g = game(&["h7"], &["g6"], "f6", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "h7-h6"), Bitboard::EMPTY);
    // the throne is always hostile to attackers (empty)
    let g = game(&["g6"], &["h7"], "k2", Side::White);
    assert_eq!(removed(&g, &FETLAR, "h7-h6"), bb(&["g6"]));
    // ... and with the king on it
    let g = game(&["g6"], &["h7"], "f6", Side::White);
    assert_eq!(removed(&g, &FETLAR, "h7-h6"), bb(&["g6"]));
    // proximity alone, or a diagonal, does not capture
    let g = game(&["c5", "e3"], &["d5"], "k6", Side::Black);
    assert_eq!(removed(&g, &FETLAR, "e3-e4"), Bitboard::EMPTY);
}

#[test]
fn several_captures_in_one_move_and_suffix() {
    let g = game(
        &["e9", "f8", "d9", "e4"],
        &["e5", "e10", "g8"],
        "k2",
        Side::White,
    );
    let (_, ev) = play(&g, &FETLAR, "e5-e8");
    assert_eq!(ev.captured, bb(&["e9", "f8"]));
    assert_eq!(
        move_with_captures(ev.mv, ev.removed(g.king())),
        "e5-e8xe9/f8"
    );
    assert!(
        g.play_checked(&FETLAR, mv("e5-e8"), Some(bb(&["f8", "e9"])))
            .is_ok()
    );
    assert_eq!(
        illegal(&g, "e5-e8xf8"),
        Illegal::WrongCaptures {
            claimed: bb(&["f8"]),
            actual: bb(&["e9", "f8"])
        }
    );
    let g2 = game(&["c3"], &["e5"], "k2", Side::White);
    assert_eq!(
        illegal(&g2, "e5-e8xe9"),
        Illegal::WrongCaptures {
            claimed: bb(&["e9"]),
            actual: Bitboard::EMPTY
        }
    );
}

#[test]
fn moving_between_two_enemies_is_safe_except_under_self_capture() {
    let g = game(&["c5", "e5"], &["d8"], "k2", Side::White);
    let (next, ev) = play(&g, &FETLAR, "d8-d5");
    assert!(ev.removed(g.king()).is_empty());
    assert!(next.white().contains(sq("d5")));
    let trap = Rules::with_trap("self-capture").unwrap();
    let (next, ev) = play(&g, &trap, "d8-d5");
    assert_eq!(ev.self_captured, Some(sq("d5")));
    assert!(!next.white().contains(sq("d5")));
    assert_eq!(next.quiet(), 0);
    // the move's own capture comes first and saves the piece
    let g = game(&["c5", "e5"], &["d8", "f5"], "k2", Side::White);
    let (next, ev) = play(&g, &trap, "d8-d5");
    assert_eq!(ev.captured, bb(&["e5"]));
    assert_eq!(ev.self_captured, None);
    assert!(next.white().contains(sq("d5")));
    // the king never captures himself
    let g = game(&["c5", "e5"], &["k9"], "d8", Side::White);
    assert_eq!(play(&g, &trap, "d8-d5").1.self_captured, None);
}

#[test]
fn king_needs_four_sides_or_three_and_the_empty_throne() {
    // three attackers around d4, the fourth arrives
    let g = game(&["c4", "e4", "d5", "d1"], &[], "d4", Side::Black);
    let (next, ev) = play(&g, &FETLAR, "d1-d3");
    assert!(ev.king_captured);
    assert_eq!(next.status(&FETLAR), Outcome::KingCaptured);
    assert_eq!(move_with_captures(ev.mv, ev.removed(g.king())), "d1-d3xd4");
    // two attackers never capture him
    let g = game(&["c4", "e1"], &[], "d4", Side::Black);
    let (_, ev) = play(&g, &FETLAR, "e1-e4");
    assert!(!ev.king_captured);
    // ... except in the weak-king trap
    let weak = Rules::with_trap("weak-king").unwrap();
    let (_, ev) = play(&g, &weak, "e1-e4");
    assert!(ev.king_captured);
    // next to the empty throne: three attackers suffice
    let g = game(&["e7", "g7", "h8"], &[], "f7", Side::Black);
    let (_, ev) = play(&g, &FETLAR, "h8-f8");
    assert!(ev.king_captured);
    // on the throne: four attackers needed
    let g = game(&["e6", "g6", "f5", "h7"], &[], "f6", Side::Black);
    assert!(play(&g, &FETLAR, "h7-f7").1.king_captured);
    let g = game(&["e6", "g6", "h7"], &[], "f6", Side::Black);
    assert!(!play(&g, &FETLAR, "h7-f7").1.king_captured);
    // a defender on the fourth side saves him
    let g = game(&["c4", "e4", "d1"], &["d5"], "d4", Side::Black);
    assert!(!play(&g, &FETLAR, "d1-d3").1.king_captured);
}

#[test]
fn king_on_the_edge_cannot_be_captured() {
    let g = game(&["a4", "b5", "c6"], &[], "a5", Side::Black);
    let (_, ev) = play(&g, &FETLAR, "c6-a6");
    assert!(!ev.king_captured);
    // under weak-king he is taken between a4 and a6
    let weak = Rules::with_trap("weak-king").unwrap();
    assert!(play(&g, &weak, "c6-a6").1.king_captured);
}

#[test]
fn king_walking_into_a_ring_is_not_captured() {
    // the king walks to d4 between three attackers and the (empty) side he came from
    let g = game(&["c4", "e4", "d5", "d3", "j9"], &[], "d4", Side::Black);
    // black moves elsewhere: the ring was not completed by this move
    let (_, ev) = play(&g, &FETLAR, "j9-j8");
    assert!(!ev.king_captured);
}

#[test]
fn corner_wins_edge_does_not() {
    let g = game(&["c3"], &[], "a5", Side::White);
    assert_eq!(g.status(&FETLAR), Outcome::Ongoing);
    let edge = Rules::with_trap("edge-escape").unwrap();
    assert_eq!(g.status(&edge), Outcome::Escaped);
    assert_eq!(g.king_routes(&FETLAR), bb(&["a1", "a11"]));
    let (next, ev) = play(&g, &FETLAR, "a5-a11");
    assert!(ev.escaped);
    assert_eq!(next.status(&FETLAR), Outcome::Escaped);
    assert_eq!(next.status(&FETLAR).winner(), Some(Some(Side::White)));
    // and the game is over
    assert_eq!(next.check(&FETLAR, mv("c3-c4")), Err(Illegal::GameOver));
    let g = game(&["c3"], &[], "e5", Side::White);
    let (_, ev) = play(&g, &FETLAR, "e5-e1");
    assert!(!ev.escaped);
    assert!(play(&g, &edge, "e5-e1").1.escaped);
}

#[test]
fn hundred_quiet_half_moves_draw() {
    let g = Game::from_parts(bb(&["c3"]), bb(&["h8"]), sq("f6"), Side::Black, 99);
    let (next, ev) = play(&g, &FETLAR, "c3-c4");
    assert_eq!(ev.quiet, 100);
    assert_eq!(next.status(&FETLAR), Outcome::QuietDraw);
    assert_eq!(next.check(&FETLAR, mv("h8-h9")), Err(Illegal::GameOver));
    let g = Game::from_parts(bb(&["c3"]), bb(&["h8"]), sq("f6"), Side::Black, 98);
    assert_eq!(
        play(&g, &FETLAR, "c3-c4").0.status(&FETLAR),
        Outcome::Ongoing
    );
    // a capture resets the counter
    let g = Game::from_parts(bb(&["c5", "e3"]), bb(&["d5"]), sq("k6"), Side::Black, 99);
    assert_eq!(play(&g, &FETLAR, "e3-e5").1.quiet, 0);
}

#[test]
fn a_side_without_moves_loses() {
    // the white king shut in a corner region with no defender able to move
    let g = game(&["b2", "c1", "a3"], &["b1", "a2"], "k6", Side::White);
    // white still has king moves
    assert_eq!(g.status(&FETLAR), Outcome::Ongoing);
    let g = game(&["a2", "b3", "c2"], &["b2"], "b1", Side::White);
    // b1 king: a1 corner is reachable -> he has a move
    assert_eq!(g.status(&FETLAR), Outcome::Ongoing);
    let g = game(
        &["b10", "c11", "a9", "b8"],
        &["a10", "b9"],
        "b11",
        Side::White,
    );
    // king b11 could go to a11 (corner, empty)? a11 is empty -> move exists
    assert_eq!(g.status(&FETLAR), Outcome::Ongoing);
    let g = game(
        &["c1", "b2", "a3", "d2", "c3", "b4", "a5"],
        &["b1", "a2"],
        "a4",
        Side::White,
    );
    // a4 king: a3 and a5 attackers, b4 attacker -> no move; b1: a1 corner? b1 is defender, may
    // not stop on a1, c1 blocks; a2: a1 corner forbidden, a3 blocks, b2 blocks.
    assert_eq!(g.status(&FETLAR), Outcome::NoMoves(Side::White));
    assert_eq!(g.status(&FETLAR).winner(), Some(Some(Side::Black)));
}

#[test]
fn shieldwall_only_under_its_trap() {
    // white soldiers b1? rows on the bottom edge: d1 e1 are defenders, fronted by d2 e2 attackers,
    // bracketed by c1 (attacker) and f1 (arriving attacker).
    let g = game(&["c1", "d2", "e2", "f5"], &["d1", "e1"], "k6", Side::Black);
    assert!(removed(&g, &FETLAR, "f5-f1").is_empty());
    let wall = Rules::with_trap("shieldwall").unwrap();
    assert_eq!(removed(&g, &wall, "f5-f1"), bb(&["d1", "e1"]));
    // a corner brackets one end
    let g = game(&["b2", "c2", "d5"], &["b1", "c1"], "k6", Side::Black);
    assert_eq!(removed(&g, &wall, "d5-d1"), bb(&["b1", "c1"]));
    // a missing front piece breaks the wall
    let g = game(&["b2", "d5"], &["b1", "c1"], "k6", Side::Black);
    assert!(removed(&g, &wall, "d5-d1").is_empty());
    // the king in the row is not captured
    let g = game(&["c1", "e2", "f5"], &["e1"], "d1", Side::Black);
    assert_eq!(removed(&g, &wall, "f5-f1"), bb(&["e1"]));
}

#[test]
fn search_escape_and_capture() {
    // king on a5, both corner lines open: white escapes in one
    let g = game(&["c3"], &[], "a5", Side::White);
    assert!(force(&g, &FETLAR, Goal::Escape, 1).unwrap().yes);
    // black to move cannot block both a1 and a11 routes with one move
    let g = game(&["c3", "j9"], &[], "a5", Side::Black);
    assert!(force(&g, &FETLAR, Goal::Escape, 1).unwrap().yes);
    // black can block when only one route is open
    let g = game(&["c3", "a9"], &[], "a5", Side::Black);
    assert!(!force(&g, &FETLAR, Goal::Escape, 1).unwrap().yes);
    // capture in one: three attackers around, the fourth can arrive
    let g = game(&["c4", "e4", "d5", "d1"], &[], "d4", Side::Black);
    assert!(force(&g, &FETLAR, Goal::CaptureKing, 1).unwrap().yes);
    let g = game(&["c4", "e1", "d5", "d1"], &[], "d4", Side::Black);
    assert!(!force(&g, &FETLAR, Goal::CaptureKing, 1).unwrap().yes);
    assert!(
        force(
            &g,
            &Rules::with_trap("weak-king").unwrap(),
            Goal::CaptureKing,
            1
        )
        .unwrap()
        .yes
    );
}

#[test]
fn weak_king_treats_corners_and_empty_throne_as_hostile() {
    let weak = Rules::with_trap("weak-king").unwrap();
    // beside a corner on the edge
    let g = game(&["c3"], &[], "a2", Side::Black);
    assert!(play(&g, &weak, "c3-a3").1.king_captured);
    assert!(!play(&g, &FETLAR, "c3-a3").1.king_captured);
    // beside the empty throne
    let g = game(&["h8"], &[], "f7", Side::Black);
    assert!(play(&g, &weak, "h8-f8").1.king_captured);
    assert!(!play(&g, &FETLAR, "h8-f8").1.king_captured);
    // a defender beyond him protects him
    let g = game(&["h5"], &["c5"], "d5", Side::Black);
    assert!(!play(&g, &weak, "h5-e5").1.king_captured);
}

#[test]
fn shieldwall_for_white_with_the_king_as_bracket() {
    let wall = Rules::with_trap("shieldwall").unwrap();
    // attackers on k4 k5 fronted by j4 j5 (defender and king), bracketed by k3 and k6
    let g = game(&["k4", "k5"], &["j4", "k3", "h6"], "j5", Side::White);
    assert_eq!(removed(&g, &wall, "h6-k6"), bb(&["k4", "k5"]));
    assert!(removed(&g, &FETLAR, "h6-k6").is_empty());
}

#[test]
fn self_capture_against_corner_and_throne() {
    let trap = Rules::with_trap("self-capture").unwrap();
    // an attacker stepping between a corner and a defender is lost
    let g = game(&["b5"], &["c1"], "k6", Side::Black);
    assert_eq!(play(&g, &trap, "b5-b1").1.self_captured, Some(sq("b1")));
    assert_eq!(play(&g, &FETLAR, "b5-b1").1.self_captured, None);
    // a defender next to the occupied throne is not between two hostile squares
    let g = game(&["h6"], &["g9"], "f6", Side::White);
    assert_eq!(play(&g, &trap, "g9-g6").1.self_captured, None);
}

#[test]
fn shieldwall_by_the_king_arriving_in_a_corner_along_either_edge() {
    // A corner lies on two edges: the king arriving there closes a row along
    // the file as well as along the rank (found by tests/hnefatafl_reference.rs).
    let wall = Rules::with_trap("shieldwall").unwrap();
    // row a10 a9 a8 on file a, fronted by b10 b9 b8, closed by a7; the king comes from d11
    let g = game(
        &["a8", "a9", "a10", "e6"],
        &["a7", "b8", "b9", "b10"],
        "d11",
        Side::White,
    );
    assert_eq!(removed(&g, &wall, "d11-a11"), bb(&["a8", "a9", "a10"]));
    assert!(removed(&g, &FETLAR, "d11-a11").is_empty());
    // the same on file k, the king coming along rank 1 into k1
    let g = game(
        &["k2", "k3", "k4", "e6"],
        &["k5", "j2", "j3", "j4"],
        "f1",
        Side::White,
    );
    assert_eq!(removed(&g, &wall, "f1-k1"), bb(&["k2", "k3", "k4"]));
}
