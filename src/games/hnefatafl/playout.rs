//! Random playouts (benchmarks, property tests): no allocation per move.

use super::game::{Game, MoveList, Outcome};
use super::rules::Rules;

/// Plays random legal moves from `game` until the game ends or `max_plies`
/// half-moves were played. `pick(n)` must return an index below `n`.
/// Returns the final state, its outcome and the number of half-moves played.
pub fn random_playout(
    game: &Game,
    rules: &Rules,
    max_plies: u32,
    mut pick: impl FnMut(usize) -> usize,
) -> (Game, Outcome, u32) {
    let mut g = *game;
    let mut list = MoveList::new();
    let mut plies = 0;
    loop {
        let outcome = g.status(rules);
        if outcome != Outcome::Ongoing || plies >= max_plies {
            return (g, outcome, plies);
        }
        g.legal_moves(rules, &mut list);
        let mv = list.as_slice()[pick(list.len()) % list.len()];
        g = g.apply(rules, mv).0;
        plies += 1;
    }
}
