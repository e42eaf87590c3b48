//! One property test for the four engines, through the shape they share
//! (`plyyard::games::engine::Engine`), on positions reached by seeded random
//! play under the edition's rules:
//! - the legal-move list is exactly the set of candidate moves that the
//!   legality check accepts (and every listed move is accepted);
//! - playing a move changes the pieces in play only by what it captured or
//!   brought into play;
//! - a listed move can always be played, and games end or go on as the
//!   outcome says.

use plyyard::games::engine::{Engine, Outcome};
use plyyard::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Positions met along a random game from the start (at most `plies`).
fn positions<E: Engine>(seed: u64, plies: usize) -> Vec<E> {
    let rules = E::edition();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = E::start(seed);
    let mut seen = Vec::new();
    for _ in 0..plies {
        seen.push(pos.clone());
        if pos.outcome(&rules) != Outcome::Ongoing {
            break;
        }
        let moves = pos.legal_moves(&rules);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        if let Err(why) = pos.play_move(&rules, &mv) {
            panic!("listed move {mv:?} refused: {why:?}");
        }
    }
    seen
}

fn legal_list_is_what_the_check_accepts<E: Engine>(pos: &E) {
    let rules = E::edition();
    let legal = pos.legal_moves(&rules);
    for m in &legal {
        assert!(pos.check(&rules, m).is_ok(), "listed but refused: {m:?}");
    }
    for m in pos.candidate_moves(&rules) {
        assert_eq!(
            pos.check(&rules, &m).is_ok(),
            legal.contains(&m),
            "check and list disagree on {m:?}"
        );
    }
}

fn play_keeps_the_census<E: Engine>(pos: &E) {
    let rules = E::edition();
    for m in pos.legal_moves(&rules) {
        let mut after = pos.clone();
        let before = after.census() as isize;
        let effects = after
            .play_move(&rules, &m)
            .unwrap_or_else(|why| panic!("{m:?}: {why:?}"));
        assert_eq!(
            after.census() as isize,
            before + E::census_change(&effects),
            "pieces appeared or vanished with {m:?}"
        );
    }
}

fn check_game<E: Engine>(games: u64, plies: usize) -> usize {
    let mut count = 0;
    for seed in 0..games {
        for pos in positions::<E>(seed, plies) {
            legal_list_is_what_the_check_accepts(&pos);
            play_keeps_the_census(&pos);
            count += 1;
        }
    }
    count
}

#[test]
fn hnefatafl_shape() {
    assert!(check_game::<hnefatafl::game::Game>(8, 80) >= 300);
}

#[test]
fn aeroplane_shape() {
    assert!(check_game::<aeroplane::game::Game>(40, 200) >= 2000);
}

#[test]
fn chinese_checkers_shape() {
    assert!(check_game::<chinese_checkers::game::Game>(6, 80) >= 300);
}

#[test]
fn dominoes_shape() {
    assert!(check_game::<dominoes::state::State>(150, 40) >= 1000);
}
