//! The engine's opponent against a random mover, for the tests and the
//! strength figures (`examples/versus_random.rs`): whole games from a seed,
//! every move checked by the engine before it is played.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::games::engine::Outcome;
use crate::games::play::Playable;

use super::table::{Actor, Table};

/// How one game went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// The outcome (`Ongoing` when the move limit stopped the game).
    pub outcome: Outcome,
    /// The side the opponent played.
    pub engine: &'static str,
    /// Moves played.
    pub plies: usize,
    /// Moves the opponent chose.
    pub engine_moves: usize,
}

impl Match {
    /// Whether the opponent won.
    pub fn engine_won(&self) -> bool {
        self.outcome == Outcome::Won(self.engine)
    }
}

/// An illegal move proposed by a player, with the position's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// Who proposed it.
    pub by: Actor,
    /// The move, as a player would write it.
    pub mv: String,
    /// After how many moves.
    pub ply: usize,
}

/// Plays the opponent at `level` on side `engine` (0 moves first) against
/// uniformly random choices, from `seed`, for at most `max_plies` moves.
/// `think` is called around each of the opponent's choices (a CPU clock for
/// the figures; anything for the tests).
pub fn engine_vs_random<G: Playable>(
    seed: u64,
    level: u8,
    engine: usize,
    max_plies: usize,
    think: &mut dyn FnMut(bool),
) -> Result<Match, IllegalMove> {
    let mut table = Table::<G>::new(seed);
    let mut random = ChaCha8Rng::seed_from_u64(seed);
    random.set_stream(3);
    let engine_side = G::KIND.sides()[engine];
    let mut engine_moves = 0;
    while table.outcome() == Outcome::Ongoing && table.plies().len() < max_plies {
        let (mv, by) = if let Some(chance) = table.roll().filter(|c| c.forced.is_some()) {
            (chance.forced.expect("filtered"), Actor::Rules)
        } else if let Some((mv, _)) = table.forced() {
            (mv, Actor::Rules)
        } else if table.turn() == engine_side {
            think(true);
            let choice = table.opponent(level);
            think(false);
            engine_moves += 1;
            (choice.mv, Actor::Engine)
        } else {
            let choices = table.choices();
            let k = random.random_range(0..choices.len());
            (choices[k], Actor::Human)
        };
        let text = table.state().move_text(&mv);
        if table.play(mv, by).is_err() {
            return Err(IllegalMove {
                by,
                mv: text,
                ply: table.plies().len(),
            });
        }
    }
    Ok(Match {
        outcome: table.outcome(),
        engine: engine_side,
        plies: table.plies().len(),
        engine_moves,
    })
}
