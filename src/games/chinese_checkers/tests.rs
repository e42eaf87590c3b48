//! Rule tests of the engine: every rule, decision and exclusion of rules.md §2
//! and the guide, with their corner cases.

use std::collections::BTreeSet;

use super::board::{BLUE_CAMP, MAX_COL, POINTS, Point, RED_CAMP, points};
use super::game::{Event, Game};
use super::legality::{Illegal, check};
use super::movegen::{destinations, legal_moves};
use super::path::{MAX_PATH, Move, RawMove};
use super::rules::{Rules, Side};
use super::search::{distance, random_playout};
use super::setup::Setup;

const E: Rules = Rules::EDITION;

fn p(s: &str) -> Point {
    Point::parse(s).unwrap()
}

fn pts(s: &str) -> Vec<Point> {
    s.split_whitespace().map(p).collect()
}

fn partial(turn: Side, red: &str, blue: &str) -> Game {
    Setup {
        turn,
        red: pts(red),
        blue: pts(blue),
        partial: true,
        unreadable: [0, 0],
    }
    .validate()
    .unwrap()
}

fn full(turn: Side, red: &str, blue: &str) -> Game {
    Setup {
        turn,
        red: pts(red),
        blue: pts(blue),
        partial: false,
        unreadable: [0, 0],
    }
    .validate()
    .unwrap()
}

fn chk(g: &Game, r: &Rules, mv: &str) -> Result<Move, Illegal> {
    check(g, r, &RawMove::parse(mv).unwrap()).map(|l| l.mv())
}

fn moves(g: &Game, r: &Rules) -> BTreeSet<String> {
    legal_moves(g, r, 1_000_000)
        .unwrap()
        .iter()
        .map(|m| m.mv().to_string())
        .collect()
}

fn dests(g: &Game, r: &Rules, from: &str) -> BTreeSet<String> {
    points(destinations(g, r, p(from)))
        .map(|q| q.name())
        .collect()
}

fn set(s: &str) -> BTreeSet<String> {
    s.split_whitespace().map(String::from).collect()
}

fn play(g: &mut Game, r: &Rules, mv: &str) -> Vec<Event> {
    let legal = check(g, r, &RawMove::parse(mv).unwrap()).unwrap();
    g.play(legal, r)
}

/// Blue's camp minus `skip`, plus `extra` (a red army almost home).
fn red_almost_home(skip: &str, extra: &str) -> String {
    let mut v: Vec<String> = points(BLUE_CAMP)
        .map(|q| q.name())
        .filter(|n| n != skip)
        .collect();
    v.push(extra.to_string());
    v.join(" ")
}

#[test]
fn a_step_goes_to_an_adjacent_empty_point_and_ends_the_move() {
    let g = partial(Side::Red, "i13", "");
    assert!(chk(&g, &E, "i13-i15").is_ok());
    assert!(chk(&g, &E, "i13-j14").is_ok());
    assert_eq!(
        chk(&g, &E, "i13-i15-i17"),
        Err(Illegal::StepThenMore {
            from: p("i13"),
            to: p("i15"),
            next: p("i17")
        })
    );
    assert_eq!(dests(&g, &E, "i13"), set("h12 h14 i11 i15 j12 j14"));
}

#[test]
fn a_step_onto_an_occupied_point_is_illegal() {
    let g = partial(Side::Red, "i13", "i15");
    assert_eq!(
        chk(&g, &E, "i13-i15"),
        Err(Illegal::StepOccupied {
            from: p("i13"),
            to: p("i15")
        })
    );
}

#[test]
fn jumps_go_over_either_colour_and_the_pivot_stays() {
    for (red, blue) in [("d12 e13", ""), ("d12", "e13")] {
        let mut g = partial(Side::Red, red, blue);
        let ev = play(&mut g, &E, "d12-f14");
        assert_eq!(
            ev,
            [Event::Jump {
                side: Side::Red,
                from: p("d12"),
                over: p("e13"),
                to: p("f14")
            }]
        );
        assert!(g.side_at(p("e13")).is_some(), "the jumped piece stays");
        assert_eq!(g.side_at(p("f14")), Some(Side::Red));
        assert_eq!(g.side_at(p("d12")), None);
        assert_eq!(g.turn(), Side::Blue);
    }
}

#[test]
fn a_chain_may_change_direction_and_stop_after_any_jump() {
    // d10-f12-h14: over e11 then g13 (the rules.md example)
    let g = partial(Side::Red, "d10 e11 g13", "");
    assert!(chk(&g, &E, "d10-f12-h14").is_ok());
    assert!(chk(&g, &E, "d10-f12").is_ok());
    // change of direction: over e11 to f12, then along the row over f14 to f16
    let g = partial(Side::Red, "d10", "e11 f14");
    assert!(chk(&g, &E, "d10-f12-f16").is_ok());
    assert!(dests(&g, &E, "d10").contains("f16"));
}

#[test]
fn no_point_may_be_visited_twice_including_the_start() {
    let g = partial(Side::Red, "i13", "i15 j16 j14");
    // i13 -> i17 (over i15) -> k15 (over j16) -> i13 (over j14) returns to start
    assert_eq!(
        chk(&g, &E, "i13-i17-k15-i13"),
        Err(Illegal::VisitedTwice { at: p("i13") })
    );
    assert!(chk(&g, &E, "i13-i17-k15").is_ok());
    let g = partial(Side::Red, "i13", "i15");
    assert_eq!(
        chk(&g, &E, "i13-i17-i13"),
        Err(Illegal::VisitedTwice { at: p("i13") })
    );
}

#[test]
fn steps_and_jumps_never_mix() {
    let g = partial(Side::Red, "i13", "i15");
    assert_eq!(
        chk(&g, &E, "i13-i17-j18"),
        Err(Illegal::StepAfterJump {
            from: p("i17"),
            to: p("j18")
        })
    );
    assert_eq!(
        chk(&g, &E, "i13-j14-j18"),
        Err(Illegal::StepThenMore {
            from: p("i13"),
            to: p("j14"),
            next: p("j18")
        })
    );
}

#[test]
fn segments_are_checked_one_by_one() {
    let g = partial(Side::Red, "d10 e11", "f14");
    assert_eq!(
        chk(&g, &E, "d10-d16"),
        Err(Illegal::NotAdjacentNorJump {
            from: p("d10"),
            to: p("d16")
        })
    );
    assert_eq!(
        chk(&g, &E, "d10-f10"),
        Err(Illegal::NotAdjacentNorJump {
            from: p("d10"),
            to: p("f10")
        })
    );
    assert_eq!(
        chk(&g, &E, "d10-d14"),
        Err(Illegal::NothingToJump {
            from: p("d10"),
            over: p("d12"),
            to: p("d14")
        })
    );
    let g2 = partial(Side::Red, "d10 e11 f12", "");
    assert_eq!(
        chk(&g2, &E, "d10-f12"),
        Err(Illegal::LandingOccupied {
            from: p("d10"),
            over: p("e11"),
            to: p("f12")
        })
    );
    // second segment wrong, first fine
    assert_eq!(
        chk(&g, &E, "d10-f12-h14"),
        Err(Illegal::NothingToJump {
            from: p("f12"),
            over: p("g13"),
            to: p("h14")
        })
    );
}

#[test]
fn start_must_hold_own_piece_and_names_must_be_on_the_star() {
    let g = partial(Side::Red, "i13", "i9");
    assert_eq!(
        chk(&g, &E, "i11-i15"),
        Err(Illegal::NoPiece { at: p("i11") })
    );
    assert_eq!(
        chk(&g, &E, "i9-i11"),
        Err(Illegal::NotYourPiece {
            at: p("i9"),
            owner: Side::Blue
        })
    );
    assert_eq!(
        chk(&g, &E, "i13"),
        Err(Illegal::NoDestination { at: p("i13") })
    );
    let off = chk(&g, &E, "i13-a12");
    assert!(matches!(off, Err(Illegal::OffBoard { name }) if name.to_string() == "a12"));
    let off = chk(&g, &E, "z1-i13");
    assert!(matches!(off, Err(Illegal::OffBoard { name }) if name.to_string() == "z1"));
    assert!(RawMove::parse("i13-").is_err());
}

#[test]
fn pass_only_without_a_move_and_it_is_no_defeat() {
    let g = Game::start();
    assert!(matches!(
        chk(&g, &E, "pass"),
        Err(Illegal::PassWhileMoveExists { .. })
    ));
    // red's tip a13 walled in: both neighbours filled, both landings filled
    let g = partial(Side::Red, "a13", "b12 b14 c11 c15");
    assert_eq!(moves(&g, &E), set("pass"));
    let mut g2 = g;
    assert_eq!(
        play(&mut g2, &E, "pass"),
        [Event::Passed { side: Side::Red }]
    );
    assert_eq!(g2.turn(), Side::Blue);
    assert_eq!(g2.winner(), None);
}

#[test]
fn leaving_the_target_camp_side_triangles_and_stepping_past_a_jump_are_legal() {
    let g = partial(Side::Red, "n12", "");
    assert!(chk(&g, &E, "n12-m11").is_ok());
    let g = partial(Side::Red, "e3", "");
    assert!(chk(&g, &E, "e3-e1").is_ok());
    let g = partial(Side::Red, "i13 i15", "");
    assert!(
        chk(&g, &E, "i13-h12").is_ok(),
        "a step although the jump i13-i17 exists"
    );
}

#[test]
fn ten_pieces_in_the_opponent_camp_win_and_nothing_less() {
    // red: nine in blue's camp, the tenth next to the free point o11
    let blue = "a13 b12 b14 c11 c13 c15 d10 d12 d14 i13";
    let g = full(Side::Red, &red_almost_home("n10", "m9"), blue);
    assert_eq!(g.winner(), None);
    let mut g2 = g;
    let ev = play(&mut g2, &E, "m9-n10");
    assert_eq!(ev.last(), Some(&Event::Won { side: Side::Red }));
    assert_eq!(g2.winner(), Some(Side::Red));
    assert!(matches!(
        chk(&g2, &E, "i13-i11"),
        Err(Illegal::GameOver { winner: Side::Red })
    ));
    assert!(matches!(
        chk(&g2, &E, "pass"),
        Err(Illegal::GameOver { .. })
    ));
    assert!(legal_moves(&g2, &E, 10).unwrap().is_empty());
}

#[test]
fn an_opponent_piece_in_the_target_camp_prevents_the_win() {
    // blue keeps a piece on o11: red fills the nine others
    let blue = "o11 b12 b14 c11 c13 c15 d10 d12 d14 a13";
    let g = full(Side::Red, &red_almost_home("o11", "m11"), blue);
    assert_eq!(g.winner(), None);
    let mut g2 = g;
    play(&mut g2, &E, "m11-m13");
    assert_eq!(g2.winner(), None);
}

#[test]
fn a_partial_position_never_wins() {
    let mut reds: Vec<String> = points(BLUE_CAMP).map(|q| q.name()).collect();
    reds.pop();
    let g = partial(Side::Blue, &reds.join(" "), "i13");
    assert_eq!(g.winner(), None);
}

#[test]
fn jump_captures_trap_removes_only_opponent_pieces_at_the_end() {
    let r = Rules::with_trap("jump-captures").unwrap();
    let mut g = partial(Side::Red, "d10 g13", "e11");
    let ev = play(&mut g, &r, "d10-f12-h14");
    assert!(ev.contains(&Event::Captured {
        owner: Side::Blue,
        at: p("e11")
    }));
    assert_eq!(g.side_at(p("e11")), None);
    assert_eq!(g.side_at(p("g13")), Some(Side::Red), "own pieces stay");
    // the same path is legal under both rule sets
    let g = partial(Side::Red, "d10 g13", "e11");
    assert_eq!(moves(&g, &r), moves(&g, &E));
    let mut g3 = g;
    let ev = play(&mut g3, &E, "d10-f12-h14");
    assert!(!ev.iter().any(|e| matches!(e, Event::Captured { .. })));
}

#[test]
fn camp_lock_trap_forbids_leaving_the_target_camp() {
    let r = Rules::with_trap("camp-lock").unwrap();
    let g = partial(Side::Red, "n12", "");
    assert_eq!(
        chk(&g, &r, "n12-m11"),
        Err(Illegal::LeavesTargetCamp {
            from: p("n12"),
            to: p("m11")
        })
    );
    assert!(chk(&g, &r, "n12-o13").is_ok());
    // entering is fine, leaving again inside the same chain is not
    let g = partial(Side::Red, "l12", "m13 n14");
    assert!(chk(&g, &r, "l12-n14").is_err());
    let g = partial(Side::Red, "l12", "m13 o15");
    assert!(chk(&g, &r, "l12-n14").is_ok());
    // blue's target is red's camp
    let g = partial(Side::Blue, "", "d12");
    assert!(chk(&g, &r, "d12-e11").is_err());
    assert!(chk(&g, &E, "d12-e11").is_ok());
}

#[test]
fn must_continue_trap_forbids_stopping_while_a_jump_exists() {
    let r = Rules::with_trap("must-continue").unwrap();
    let g = partial(Side::Red, "d10 e11 g13", "");
    assert_eq!(
        chk(&g, &r, "d10-f12"),
        Err(Illegal::MustContinue {
            at: p("f12"),
            over: p("g13"),
            to: p("h14")
        })
    );
    assert!(chk(&g, &r, "d10-f12-h14").is_ok());
    assert!(chk(&g, &r, "d10-e9").is_ok(), "steps are unaffected");
    assert!(!dests(&g, &r, "d10").contains("f12"));
    assert!(dests(&g, &E, "d10").contains("f12"));
}

#[test]
fn the_start_position_has_the_expected_moves() {
    let g = Game::start();
    let m = moves(&g, &E);
    // steps from row d to row e: d10→e9,e11; d12→e11,e13; d14→e13,e15; d16→e15,e17
    for s in [
        "d10-e9", "d10-e11", "d12-e11", "d12-e13", "d14-e13", "d14-e15", "d16-e15", "d16-e17",
    ] {
        assert!(m.contains(s), "{s}");
    }
    // jumps from row c over row d to row e
    for s in [
        "c11-e9", "c11-e13", "c13-e11", "c13-e15", "c15-e13", "c15-e17",
    ] {
        assert!(m.contains(s), "{s}");
    }
    assert!(
        m.iter().all(|s| s.matches('-').count() == 1),
        "no chain at the start"
    );
    assert_eq!(m.len(), 14);
}

#[test]
fn distance_counts_whole_moves_with_the_others_fixed() {
    let g = partial(Side::Red, "d10", "e11 g13");
    assert_eq!(distance(&g, &E, p("d10"), p("h14")), Some(1));
    assert_eq!(distance(&g, &E, p("d10"), p("d10")), Some(0));
    assert_eq!(distance(&g, &E, p("d10"), p("e11")), None, "occupied");
    assert_eq!(distance(&g, &E, p("i13"), p("h14")), None, "no piece");
    let g = partial(Side::Red, "d10", "");
    assert_eq!(distance(&g, &E, p("d10"), p("h14")), Some(4));
    // a walled tip cannot get out
    let g = partial(Side::Red, "a13", "b12 b14 c11 c15");
    assert_eq!(distance(&g, &E, p("a13"), p("i13")), None);
}

#[test]
fn jump_chains_stay_within_max_path() {
    // components of the landing graph bound the length of any simple chain
    let mut seen = 0u128;
    let mut biggest = 0;
    for s in Point::all() {
        if seen & s.bit() != 0 {
            continue;
        }
        let mut comp = s.bit();
        let mut stack = vec![s];
        while let Some(q) = stack.pop() {
            for d in 0..6 {
                if let Some(l) = q.landing(d) {
                    if comp & l.bit() == 0 {
                        comp |= l.bit();
                        stack.push(l);
                    }
                }
            }
        }
        seen |= comp;
        biggest = biggest.max(comp.count_ones());
    }
    assert!((biggest as usize) <= MAX_PATH, "{biggest}");
    assert_eq!(seen.count_ones() as usize, POINTS);
    assert_eq!(RED_CAMP & BLUE_CAMP, 0);
    assert!(Point::all().all(|q| q.col() <= MAX_COL));
}

#[test]
fn random_playouts_keep_ten_pieces_each_and_alternate() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut buf = Vec::new();
    for _ in 0..5 {
        let mut g = Game::start();
        let out = random_playout(&mut g, &mut rng, 300, &mut buf);
        assert!(out.plies <= 300);
        assert_eq!(g.pieces(Side::Red).count_ones(), 10);
        assert_eq!(g.pieces(Side::Blue).count_ones(), 10);
        assert_eq!(g.pieces(Side::Red) & g.pieces(Side::Blue), 0);
    }
}
