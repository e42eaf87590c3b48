//! Property tests of the aeroplane engine: the legal-move list equals what the
//! legality check accepts, invariants hold along random games, games end.

use plyyard::games::aeroplane::board::{GOAL, LAST_RING, Side, Square, is_safe, ring_at};
use plyyard::games::aeroplane::game::{Action, Game};
use plyyard::games::aeroplane::rules::{Rules, TRAPS};
use plyyard::games::aeroplane::setup::{RawSetup, validate};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn all_squares() -> Vec<Square> {
    let mut v = vec![Square::Base, Square::Goal];
    v.extend((1..=52).map(Square::Ring));
    for side in Side::BOTH {
        v.extend((1..=5).map(|k| Square::Lane(side, k)));
    }
    v
}

fn rule_sets() -> Vec<Rules> {
    let mut v = vec![Rules::EDITION];
    v.extend(TRAPS.iter().map(|t| Rules::with_trap(t).unwrap()));
    v
}

/// Plays `steps` random rolls from the start.
fn random_game(seed: u64, steps: usize, rules: &Rules) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = Game::START;
    let mut buf = Vec::new();
    for _ in 0..steps {
        let roll = rng.random_range(1..=6u8);
        if g.play_roll(rules, roll, &mut buf, |n| rng.random_range(0..n))
            .is_none()
        {
            break;
        }
    }
    g
}

fn check_invariants(g: &Game) {
    let red = g.planes(Side::Red);
    let yellow = g.planes(Side::Yellow);
    for &p in &red {
        for &q in &yellow {
            if p <= LAST_RING && q <= LAST_RING {
                let n = ring_at(Side::Red, p);
                assert!(
                    n != ring_at(Side::Yellow, q) || is_safe(n),
                    "opponents share {n}"
                );
            }
        }
    }
    assert!(g.sixes() <= 2);
    assert!(g.pending().is_none());
    // The position reads back through setup validation.
    let list = |s: Side| {
        Some((
            g.squares(s).iter().map(|q| (q.to_string(), 0..0)).collect(),
            0..0,
        ))
    };
    let raw = RawSetup {
        turn: Some((g.turn().name().to_string(), 0..0)),
        planes: [list(Side::Red), list(Side::Yellow)],
        dice: None,
        sixes: Some((g.sixes(), 0..0)),
    };
    let back = validate(&raw).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(back.squares(Side::Red), g.squares(Side::Red));
    assert_eq!(back.squares(Side::Yellow), g.squares(Side::Yellow));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn legal_list_equals_legality_check(seed in any::<u64>(), steps in 0usize..300, r in 0usize..4) {
        let rules = rule_sets()[r];
        let g = random_game(seed, steps, &rules);
        let mut buf = Vec::new();
        for roll in 1..=6u8 {
            g.legal_planes(&rules, roll, &mut buf);
            for sq in all_squares() {
                let ok = g.check(&rules, Action::Play { roll: Some(roll), from: sq }).is_ok();
                prop_assert_eq!(ok, buf.contains(&sq), "roll {} square {}", roll, sq);
            }
            let bare_ok = g.check(&rules, Action::Roll(roll)).is_ok();
            let third = g.is_third_six(roll);
            if g.winner().is_none() {
                prop_assert_eq!(bare_ok, buf.is_empty() || third);
            } else {
                prop_assert!(!bare_ok);
            }
            // With the same roll pending, the plane alone means the same.
            if g.winner().is_none() && !third {
                let pending = Game::from_parts(
                    [g.planes(Side::Red), g.planes(Side::Yellow)], g.turn(), Some(roll), g.sixes());
                let mut buf2 = Vec::new();
                pending.legal_planes(&rules, roll, &mut buf2);
                prop_assert_eq!(&buf2, &buf);
                for sq in all_squares() {
                    let ok = pending.check(&rules, Action::Play { roll: None, from: sq }).is_ok();
                    prop_assert_eq!(ok, buf.contains(&sq));
                }
            }
        }
    }

    #[test]
    fn invariants_hold_along_random_games(seed in any::<u64>(), r in 0usize..4) {
        let rules = rule_sets()[r];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = Game::START;
        let mut buf = Vec::new();
        for _ in 0..400 {
            let before = g;
            let roll = rng.random_range(1..=6u8);
            let Some(out) = g.play_roll(&rules, roll, &mut buf, |n| rng.random_range(0..n)) else {
                break;
            };
            check_invariants(&g);
            // The mover's total progress never drops (except the undo trap).
            if !out.undone {
                let sum = |x: &Game| x.planes(out.side).iter().map(|&p| if p > GOAL { 0u32 } else { u32::from(p) + 1 }).sum::<u32>();
                prop_assert!(sum(&g) >= sum(&before));
            }
            prop_assert_eq!(out.next, g.turn());
            if out.extra_roll {
                prop_assert_eq!(g.turn(), out.side);
            }
            if out.won {
                prop_assert_eq!(g.winner(), Some(out.side));
            }
        }
    }
}

#[test]
fn random_games_from_the_start_end_with_a_winner() {
    for (i, rules) in rule_sets().iter().enumerate() {
        for seed in 0..10u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + i as u64);
            let mut g = Game::START;
            let mut buf = Vec::new();
            let mut rolls = 0;
            while g.winner().is_none() {
                let roll = rng.random_range(1..=6u8);
                g.play_roll(rules, roll, &mut buf, |n| rng.random_range(0..n));
                rolls += 1;
                assert!(rolls < 100_000, "game does not end");
            }
            let w = g.winner().unwrap();
            assert!(g.planes(w).iter().all(|&p| p == GOAL));
            assert!(g.planes(w.other()).iter().any(|&p| p != GOAL));
        }
    }
}
