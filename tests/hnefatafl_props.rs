//! Property tests: the move list equals what the legality check accepts, the
//! state's invariants hold along random games, and random games end.

use plyyard::games::hnefatafl::board::{Bitboard, CORNERS, RESTRICTED, Square, THRONE};
use plyyard::games::hnefatafl::game::{Game, Move, MoveList, Outcome, QUIET_LIMIT};
use plyyard::games::hnefatafl::notation::{move_name, parse_move};
use plyyard::games::hnefatafl::playout::random_playout;
use plyyard::games::hnefatafl::rules::{FETLAR, Rules, TRAPS};
use plyyard::games::hnefatafl::search::{Goal, force};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn rules_of(i: usize) -> Rules {
    if i == 0 {
        FETLAR
    } else {
        Rules::with_trap(TRAPS[i - 1]).unwrap()
    }
}

/// A position reached by `plies` random moves from the start.
fn random_position(seed: u64, plies: u32, rules: &Rules) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    random_playout(&Game::start(), rules, plies, |n| rng.random_range(0..n)).0
}

fn all_squares() -> impl Iterator<Item = Square> {
    (0..121u8).map(Square::from_index)
}

fn check_invariants(g: &Game) {
    let (b, w) = (g.black(), g.white());
    assert!((b & w).is_empty());
    if !g.king_captured() {
        assert!(!(b | w).contains(g.king()));
    }
    assert!((b | w) & RESTRICTED == Bitboard::EMPTY);
    assert!(b.count() <= 24 && w.count() <= 12);
    assert!(g.quiet() <= QUIET_LIMIT);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn move_list_equals_legality_check(seed in any::<u64>(), plies in 0u32..120, trap in 0usize..5) {
        let rules = rules_of(trap);
        let g = random_position(seed, plies, &rules);
        let mut list = MoveList::new();
        g.legal_moves(&rules, &mut list);
        let listed: std::collections::HashSet<Move> = list.as_slice().iter().copied().collect();
        prop_assert_eq!(listed.len(), list.len());
        for from in all_squares() {
            for to in all_squares() {
                let mv = Move { from, to };
                prop_assert_eq!(g.check(&rules, mv).is_ok(), listed.contains(&mv), "{}", move_name(mv));
            }
        }
        // status agrees with the list
        let status = g.status(&rules);
        prop_assert_eq!(status == Outcome::Ongoing, !list.is_empty());
    }

    #[test]
    fn moves_keep_invariants(seed in any::<u64>(), trap in 0usize..5) {
        let rules = rules_of(trap);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = Game::start();
        let mut list = MoveList::new();
        for _ in 0..200 {
            if g.status(&rules) != Outcome::Ongoing { break; }
            g.legal_moves(&rules, &mut list);
            let mv = list.as_slice()[rng.random_range(0..list.len())];
            let (next, ev) = g.play(&rules, g.check(&rules, mv).unwrap());
            check_invariants(&next);
            prop_assert_eq!(next.turn(), g.turn().other());
            let removed = ev.removed(g.king());
            // pieces only disappear through the reported captures
            let before = g.black().count() + g.white().count();
            let after = next.black().count() + next.white().count();
            prop_assert_eq!(before - after, ev.captured.count() + u32::from(ev.self_captured.is_some()));
            prop_assert_eq!(next.quiet() == 0, !removed.is_empty());
            // captured squares were enemy soldiers next to the arrival square (or on the edge row)
            for s in ev.captured.iter() {
                prop_assert!(g.pieces(g.turn().other()).contains(s));
                prop_assert!(s != THRONE && !CORNERS.contains(s));
            }
            if ev.king_captured { prop_assert_eq!(next.status(&rules), Outcome::KingCaptured); }
            if ev.escaped { prop_assert_eq!(next.status(&rules), Outcome::Escaped); }
            // notation round trip
            prop_assert_eq!(parse_move(&move_name(mv)).unwrap().mv, mv);
            g = next;
        }
    }

    #[test]
    fn escape_in_one_means_a_king_route(seed in any::<u64>(), plies in 0u32..200, trap in 0usize..5) {
        let rules = rules_of(trap);
        let g = random_position(seed, plies, &rules);
        if g.status(&rules) == Outcome::Ongoing && g.turn() == plyyard::games::hnefatafl::game::Side::White {
            let f = force(&g, &rules, Goal::Escape, 1);
            prop_assert_eq!(f.yes, !g.king_routes(&rules).is_empty());
            // more moves never hurt
            if f.yes { prop_assert!(force(&g, &rules, Goal::Escape, 2).yes); }
        }
    }
}

#[test]
fn random_games_end() {
    for trap in 0..5 {
        let rules = rules_of(trap);
        for seed in 0..20u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + trap as u64);
            let (end, outcome, plies) =
                random_playout(&Game::start(), &rules, 5000, |n| rng.random_range(0..n));
            assert_ne!(
                outcome,
                Outcome::Ongoing,
                "seed {seed} trap {trap} after {plies}"
            );
            check_invariants(&end);
        }
    }
}
