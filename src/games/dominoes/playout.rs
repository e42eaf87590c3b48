//! Random deals and random games (benchmarks, property tests).

use rand::{Rng, RngExt};

use super::moves::Move;
use super::rules::Rules;
use super::state::{Line, Outcome, Side, State, Tiles};
use super::tile::{TILE_COUNT, Tile, tiles_of};

/// A fresh deal: 7 tiles each, 14 in the boneyard (all known), black to open.
pub fn deal(rng: &mut impl Rng) -> State {
    let mut order: [u8; TILE_COUNT] = std::array::from_fn(|i| i as u8);
    for i in (1..TILE_COUNT).rev() {
        let j = rng.random_range(0..=i);
        order.swap(i, j);
    }
    let set = |r: std::ops::Range<usize>| {
        order[r]
            .iter()
            .fold(0u32, |m, &i| m | Tile::from_index(i as usize).bit())
    };
    State {
        turn: Side::Black,
        line: Line::default(),
        hands: [Tiles::known(set(0..7)), Tiles::known(set(7..14))],
        boneyard: Tiles::known(set(14..28)),
        passes: 0,
    }
}

/// Picks a random tile of a set (non-empty).
fn random_tile(set: u32, rng: &mut impl Rng) -> Tile {
    let k = rng.random_range(0..set.count_ones() as usize);
    tiles_of(set).nth(k).expect("k below the set size")
}

/// Plays random legal actions until the game ends; draws take a random tile of
/// the (known) boneyard. Returns the outcome and the number of actions.
/// `buf` is reused for the move lists.
pub fn random_game(
    state: &mut State,
    rules: Rules,
    rng: &mut impl Rng,
    buf: &mut Vec<Move>,
) -> (Outcome, u32) {
    let mut plies = 0;
    loop {
        let outcome = state.outcome();
        if outcome.is_over() {
            return (outcome, plies);
        }
        if state.legal_moves(rules, buf).is_err() || buf.is_empty() {
            return (outcome, plies);
        }
        let mut mv = buf[rng.random_range(0..buf.len())];
        if mv == Move::Draw(None) && state.boneyard.known != 0 {
            mv = Move::Draw(Some(random_tile(state.boneyard.known, rng)));
        }
        state
            .play(mv, rules)
            .expect("a listed move is playable in a fully known game");
        plies += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::{EDITION, TRAPS};
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn random_games_end() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut buf = Vec::new();
        for rules in
            std::iter::once(EDITION).chain(TRAPS.iter().map(|t| Rules::with_trap(t).unwrap()))
        {
            for _ in 0..200 {
                let mut s = deal(&mut rng);
                let (outcome, plies) = random_game(&mut s, rules, &mut rng, &mut buf);
                assert!(outcome.is_over());
                assert!(plies < 200);
                let total = s.line.len() as u32
                    + u32::from(s.hands[0].count() + s.hands[1].count() + s.boneyard.count());
                assert_eq!(total, 28);
                assert!(s.boneyard.count() >= rules.reserve());
            }
        }
    }
}
