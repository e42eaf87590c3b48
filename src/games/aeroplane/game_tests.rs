//! Unit tests of the turn machine: every rule and decision of rules.md §1.

use super::*;

const E: Rules = Rules::EDITION;

fn trap(name: &str) -> Rules {
    Rules::with_trap(name).unwrap()
}

fn side_planes(side: Side, names: [&str; 4]) -> [u8; 4] {
    names.map(|n| Square::parse(n).unwrap().progress(side).unwrap())
}

fn pos(turn: Side, red: [&str; 4], yellow: [&str; 4], dice: Option<u8>, sixes: u8) -> Game {
    Game::from_parts(
        [
            side_planes(Side::Red, red),
            side_planes(Side::Yellow, yellow),
        ],
        turn,
        dice,
        sixes,
    )
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn play(roll: u8, from: &str) -> Action {
    Action::Play {
        roll: Some(roll),
        from: sq(from),
    }
}

fn names(g: &Game, side: Side) -> Vec<String> {
    let mut v: Vec<String> = g.squares(side).iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

const BASES: [&str; 4] = ["base"; 4];

#[test]
fn red_moves_first_and_all_start_in_base() {
    let g = Game::START;
    assert_eq!(g.turn(), Side::Red);
    assert_eq!(g.squares(Side::Yellow), [Square::Base; 4]);
    assert_eq!(g.winner(), None);
}

#[test]
fn exit_only_on_a_six_to_the_start_square() {
    let g = pos(Side::Red, ["base", "base", "base", "10"], BASES, None, 0);
    assert_eq!(
        g.check(&E, play(5, "base")),
        Err(Illegal::ExitNeedsSix { roll: 5 })
    );
    let mut g2 = g;
    let out = g2.apply(&E, play(6, "base")).unwrap();
    assert_eq!(
        out.kind,
        OutcomeKind::Moved(PlaneMove {
            index: 0,
            from: Square::Base,
            via: None,
            to: Square::Ring(1)
        })
    );
    assert!(out.extra_roll);
    assert_eq!(g2.turn(), Side::Red);
    // Yellow exits onto 27.
    let mut y = pos(Side::Yellow, BASES, BASES, Some(6), 0);
    let out = y
        .apply(
            &E,
            Action::Play {
                roll: None,
                from: Square::Base,
            },
        )
        .unwrap();
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == Square::Ring(27)));
}

#[test]
fn a_six_may_advance_instead_of_exiting() {
    let g = pos(Side::Red, ["base", "base", "base", "10"], BASES, Some(6), 0);
    let mut buf = Vec::new();
    g.legal_planes(&E, 6, &mut buf);
    assert_eq!(buf, [Square::Base, Square::Ring(10)]);
    let mut g2 = g;
    let out = g2
        .apply(
            &E,
            Action::Play {
                roll: None,
                from: sq("10"),
            },
        )
        .unwrap();
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == Square::Ring(16)));
    assert!(out.extra_roll, "a 6 gives another roll");
    assert_eq!(g2.sixes(), 1);
}

#[test]
fn exact_count_to_goal() {
    // R3 is progress 53: goal needs exactly 3.
    let g = pos(Side::Red, ["R3", "base", "base", "base"], BASES, None, 0);
    assert_eq!(
        g.check(&E, play(5, "R3")),
        Err(Illegal::Overshoot {
            from: sq("R3"),
            roll: 5,
            by: 2
        })
    );
    let mut g2 = g;
    let out = g2.apply(&E, play(3, "R3")).unwrap();
    assert!(out.arrived && out.extra_roll);
    assert_eq!(g2.turn(), Side::Red, "arrival earns a roll");
    assert_eq!(g2.sixes(), 0);
    // Planes at goal never move.
    assert_eq!(g2.check(&E, play(1, "goal")), Err(Illegal::AtGoal));
}

#[test]
fn overshoot_leaves_no_move_so_the_roll_passes() {
    let g = pos(Side::Red, ["R5", "goal", "goal", "goal"], BASES, None, 0);
    let mut buf = Vec::new();
    g.legal_planes(&E, 6, &mut buf);
    assert!(buf.is_empty());
    let mut g2 = g;
    let out = g2.apply(&E, Action::Roll(6)).unwrap();
    assert_eq!(out.kind, OutcomeKind::NoMove);
    assert!(!out.extra_roll, "no move: the turn passes even on a 6");
    assert_eq!(g2.turn(), Side::Yellow);
    assert_eq!(g2.sixes(), 0);
    // A bare roll is illegal when a plane can use it.
    assert_eq!(
        g.check(&E, Action::Roll(1)),
        Err(Illegal::MoveExists {
            roll: 1,
            plane: sq("R5")
        })
    );
}

#[test]
fn route_turns_into_the_lane_at_the_home_entry() {
    let mut g = pos(Side::Red, ["49", "base", "base", "base"], BASES, None, 0);
    let out = g.apply(&E, play(4, "49")).unwrap();
    // 49 → 50, 51 (home entry), R1, R2.
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == sq("R2")));
    let mut y = pos(Side::Yellow, BASES, ["25", "base", "base", "base"], None, 0);
    let out = y.apply(&E, play(5, "25")).unwrap();
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == sq("Y5")));
    // Yellow passes red's home entry on the ring.
    let mut y = pos(Side::Yellow, BASES, ["50", "base", "base", "base"], None, 0);
    let out = y.apply(&E, play(4, "50")).unwrap();
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == sq("2")));
}

#[test]
fn capture_sends_all_opponents_on_the_square_to_base() {
    let mut g = pos(
        Side::Red,
        ["10", "base", "base", "base"],
        ["13", "13", "12", "base"],
        None,
        0,
    );
    let out = g.apply(&E, play(3, "10")).unwrap();
    assert_eq!(
        out.captures,
        [
            Some(Capture {
                square: 13,
                count: 2
            }),
            None
        ]
    );
    assert!(out.extra_roll, "a capture earns a roll");
    assert_eq!(names(&g, Side::Yellow), ["12", "base", "base", "base"]);
    // Passing over the plane on 12 did nothing.
    assert_eq!(g.turn(), Side::Red);
    let ev = out.events();
    assert!(ev.contains(&Event::Capture {
        victim: Side::Yellow,
        square: sq("13"),
        count: 2
    }));
    assert!(ev.contains(&Event::ExtraRoll { side: Side::Red }));
}

#[test]
fn safe_squares_protect_and_are_shared() {
    for safe in ["9", "14", "22", "27", "35", "40", "48"] {
        let target: u8 = safe.parse().unwrap();
        let from = (target - 3).to_string();
        let mut g = pos(
            Side::Red,
            [from.as_str(), "base", "base", "base"],
            [safe, "base", "base", "base"],
            None,
            0,
        );
        let out = g.apply(&E, play(3, &from)).unwrap();
        assert_eq!(out.captures, [None, None], "{safe}");
        assert!(!out.extra_roll);
        assert_eq!(g.squares(Side::Yellow)[0], sq(safe));
        assert_eq!(g.squares(Side::Red)[0], sq(safe));
    }
}

#[test]
fn own_planes_stack() {
    let mut g = pos(Side::Red, ["10", "12", "base", "base"], BASES, None, 0);
    let out = g.apply(&E, play(2, "10")).unwrap();
    assert_eq!(out.captures, [None, None]);
    assert_eq!(names(&g, Side::Red), ["12", "12", "base", "base"]);
}

#[test]
fn third_six_is_cancelled_and_earlier_moves_stay() {
    let mut g = pos(Side::Red, ["1", "base", "base", "base"], BASES, None, 0);
    g.apply(&E, play(6, "1")).unwrap();
    g.apply(&E, play(6, "7")).unwrap();
    assert_eq!(g.sixes(), 2);
    assert_eq!(
        g.check(&E, play(6, "13")),
        Err(Illegal::ThirdSixCancelled { from: sq("13") })
    );
    let out = g.apply(&E, Action::Roll(6)).unwrap();
    assert_eq!(out.kind, OutcomeKind::Cancelled);
    assert!(!out.undone);
    assert_eq!(g.turn(), Side::Yellow);
    assert_eq!(g.sixes(), 0);
    assert_eq!(g.squares(Side::Red)[0], sq("13"));
}

#[test]
fn third_six_undo_trap_sends_back_the_earlier_moves() {
    let undo = trap("third-six-undo");
    let start = pos(
        Side::Red,
        ["1", "base", "base", "base"],
        ["10", "base", "base", "base"],
        None,
        0,
    );
    let mut g = start;
    g.apply(&undo, play(6, "base")).unwrap();
    g.apply(&undo, play(6, "4")).unwrap_err();
    g.apply(&undo, play(6, "1")).unwrap(); // 1 → 7, and the second plane sits on 1
    let out = g.apply(&undo, Action::Roll(6)).unwrap();
    assert!(out.undone);
    assert_eq!(names(&g, Side::Red), names(&start, Side::Red));
    assert_eq!(g.turn(), Side::Yellow);
    // The edition keeps them.
    let mut k = start;
    k.apply(&E, play(6, "base")).unwrap();
    k.apply(&E, play(6, "1")).unwrap();
    k.apply(&E, Action::Roll(6)).unwrap();
    assert_eq!(names(&k, Side::Red), ["1", "7", "base", "base"]);
    // 6s counted in the file cannot be undone.
    let mut f = pos(Side::Red, ["13", "base", "base", "base"], BASES, None, 2);
    let out = f.apply(&undo, Action::Roll(6)).unwrap();
    assert!(!out.undone);
    assert_eq!(f.squares(Side::Red)[0], sq("13"));
}

#[test]
fn undo_restores_captured_planes() {
    let undo = trap("third-six-undo");
    let mut g = pos(
        Side::Red,
        ["1", "base", "base", "base"],
        ["13", "base", "base", "base"],
        None,
        0,
    );
    g.apply(&undo, play(6, "1")).unwrap();
    let out = g.apply(&undo, play(6, "7")).unwrap();
    assert!(out.captures[0].is_some());
    g.apply(&undo, Action::Roll(6)).unwrap();
    assert_eq!(g.squares(Side::Yellow)[0], sq("13"));
    assert_eq!(g.squares(Side::Red)[0], sq("1"));
}

#[test]
fn six_count_resets_on_a_non_six_and_when_the_turn_passes() {
    let mut g = pos(
        Side::Red,
        ["1", "base", "base", "base"],
        ["30", "base", "base", "base"],
        None,
        0,
    );
    g.apply(&E, play(6, "1")).unwrap();
    assert_eq!(g.sixes(), 1);
    g.apply(&E, play(2, "7")).unwrap();
    assert_eq!((g.sixes(), g.turn()), (0, Side::Yellow));
    // A capture with a non-6 gives a roll but the count is 0.
    let mut c = pos(
        Side::Red,
        ["1", "base", "base", "base"],
        ["13", "base", "base", "base"],
        None,
        1,
    );
    let out = c.apply(&E, play(6, "1")).unwrap();
    assert!(out.captures[0].is_none() && out.extra_roll);
    assert_eq!(c.sixes(), 2);
    let out = c.apply(&E, play(6, "7")).unwrap_err();
    assert_eq!(out, Illegal::ThirdSixCancelled { from: sq("7") });
}

#[test]
fn one_extra_roll_even_with_several_reasons() {
    // A 6 that captures: one extra roll, same side, nothing pending.
    let mut g = pos(
        Side::Red,
        ["7", "base", "base", "base"],
        ["13", "base", "base", "base"],
        None,
        0,
    );
    let out = g.apply(&E, play(6, "7")).unwrap();
    assert!(out.extra_roll);
    assert_eq!(
        out.events()
            .iter()
            .filter(|e| matches!(e, Event::ExtraRoll { .. }))
            .count(),
        1
    );
    assert_eq!(g.pending(), None);
}

#[test]
fn winning_move_ends_the_game_without_a_roll() {
    let mut g = pos(Side::Yellow, BASES, ["Y4", "goal", "goal", "goal"], None, 0);
    let out = g.apply(&E, play(2, "Y4")).unwrap();
    assert!(out.won && out.arrived && !out.extra_roll);
    assert_eq!(g.winner(), Some(Side::Yellow));
    assert_eq!(
        g.check(&E, play(6, "base")),
        Err(Illegal::GameOver {
            winner: Side::Yellow
        })
    );
    assert_eq!(
        out.events().last(),
        Some(&Event::Won { side: Side::Yellow })
    );
}

#[test]
fn pending_roll_and_notation_errors() {
    let g = pos(Side::Red, ["12", "base", "base", "base"], BASES, Some(5), 0);
    assert!(
        g.check(
            &E,
            Action::Play {
                roll: None,
                from: sq("12")
            }
        )
        .is_ok()
    );
    assert!(g.check(&E, play(5, "12")).is_ok());
    assert_eq!(
        g.check(&E, play(3, "12")),
        Err(Illegal::RollMismatch {
            given: 3,
            pending: 5
        })
    );
    assert_eq!(
        g.check(&E, play(5, "13")),
        Err(Illegal::NoPlaneThere { square: sq("13") })
    );
    let none = pos(Side::Red, ["12", "base", "base", "base"], BASES, None, 0);
    assert_eq!(
        none.check(
            &E,
            Action::Play {
                roll: None,
                from: sq("12")
            }
        ),
        Err(Illegal::NoRollPending { from: sq("12") })
    );
    assert_eq!(
        none.check(&E, play(7, "12")),
        Err(Illegal::RollOutOfRange { roll: 7 })
    );
    assert_eq!(
        none.check(&E, Action::Roll(0)),
        Err(Illegal::RollOutOfRange { roll: 0 })
    );
    // Opponent planes are not yours to move.
    let y = pos(
        Side::Red,
        ["12", "base", "base", "base"],
        ["Y1", "30", "base", "base"],
        None,
        0,
    );
    assert_eq!(
        y.check(&E, play(2, "30")),
        Err(Illegal::NoPlaneThere { square: sq("30") })
    );
    assert_eq!(
        y.check(&E, play(2, "Y1")),
        Err(Illegal::NoPlaneThere { square: sq("Y1") })
    );
}

#[test]
fn colour_jump_trap() {
    let cj = trap("colour-jump");
    // Red on 2, roll 3 → 5 (red) → jumps to 9.
    let g = pos(
        Side::Red,
        ["2", "base", "base", "base"],
        ["9", "base", "base", "base"],
        None,
        0,
    );
    let mut a = g;
    let out = a.apply(&E, play(3, "2")).unwrap();
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == sq("5") && m.via.is_none()));
    let mut b = g;
    let out = b.apply(&cj, play(3, "2")).unwrap();
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == sq("9") && m.via == Some(sq("5"))));
    assert_eq!(out.captures, [None, None], "9 is a star: safe");
    // Yellow's colour: 27 + 4k. Yellow on 28 rolls 3 → 31 → 35.
    let mut y = pos(Side::Yellow, BASES, ["28", "base", "base", "base"], None, 0);
    let out = y.apply(&cj, play(3, "28")).unwrap();
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == sq("35")));
    // No jump past the home entry: red on 45 rolls 4 → 49 stays.
    let mut h = pos(Side::Red, ["45", "base", "base", "base"], BASES, None, 0);
    let out = h.apply(&cj, play(4, "45")).unwrap();
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == sq("49") && m.via.is_none()));
    // Capture at the jump landing (and on the die's square).
    let mut c = pos(
        Side::Red,
        ["10", "base", "base", "base"],
        ["13", "17", "17", "base"],
        None,
        0,
    );
    let out = c.apply(&cj, play(3, "10")).unwrap();
    assert_eq!(
        out.captures,
        [
            Some(Capture {
                square: 13,
                count: 1
            }),
            Some(Capture {
                square: 17,
                count: 2
            })
        ]
    );
    // Exits do not jump.
    let mut x = pos(Side::Red, BASES, BASES, None, 0);
    let out = x.apply(&cj, play(6, "base")).unwrap();
    assert!(matches!(out.kind, OutcomeKind::Moved(m) if m.to == sq("1")));
}

#[test]
fn even_exit_trap() {
    let ev = trap("even-exit");
    let g = pos(Side::Red, BASES, BASES, None, 0);
    assert!(g.check(&ev, play(2, "base")).is_ok());
    assert!(g.check(&ev, play(4, "base")).is_ok());
    assert_eq!(
        g.check(&ev, play(3, "base")),
        Err(Illegal::ExitNeedsEven { roll: 3 })
    );
    assert_eq!(
        g.check(&E, play(2, "base")),
        Err(Illegal::ExitNeedsSix { roll: 2 })
    );
    let mut g2 = g;
    let out = g2.apply(&ev, play(4, "base")).unwrap();
    assert!(!out.extra_roll, "an exit on a 4 earns no roll");
}
