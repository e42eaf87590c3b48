//! Marks on a Chinese checkers move (`plyyard review`): a move that brings
//! the mover's pieces at least [`MARGIN`] steps less close to the target
//! camp (sum of distances) than the best move available.

use crate::games::engine::Engine;
use crate::games::play::Playable;
use crate::games::review::{Drill, Finding, Reviewable, better_choice};
use crate::message::Message;

use super::ai::distance_sum;
use super::game::Game;
use super::path::Move;

/// How many steps of the sum of distances the best move must gain over the
/// move played before it is marked.
pub const MARGIN: i64 = 3;

/// Minus the mover's sum of distances to its target tip after `mv`.
fn closeness(g: &Game, mv: &Move) -> Option<i64> {
    let side = g.turn();
    let mut next = *g;
    <Game as Engine>::play_move(&mut next, &<Game as Engine>::edition(), mv).ok()?;
    Some(-i64::from(distance_sum(&next, side)))
}

impl Reviewable for Game {
    fn review(&self, played: &Move) -> Option<Finding<Move>> {
        let rules = <Game as Engine>::edition();
        let choices = <Game as Engine>::legal_moves(self, &rules);
        let played_measure = closeness(self, played)?;
        let (better, better_measure) =
            better_choice(&choices, played, played_measure, MARGIN, |m| {
                closeness(self, m)
            })?;
        let Move::Path(path) = better else {
            return None;
        };
        let before = -i64::from(distance_sum(self, self.turn()));
        Some(Finding {
            code: "lost-distance",
            better,
            played_measure,
            better_measure,
            reason: {
                // A move that brings nothing nearer (or goes back) is said
                // so, with the steps lost.
                let gained = played_measure - before;
                let id = match gained > 0 {
                    true => "review-chinese-checkers-lost-distance",
                    false => "review-chinese-checkers-went-back",
                };
                Message::new(id)
                    .text("move", played.to_string())
                    .text("better", better.to_string())
                    .num("gained", gained.abs())
                    .num("best", better_measure - before)
            },
            exercise: Drill {
                position: self.position_toml(None).ok()?,
                question: format!("ask = \"moves\"\nfrom = \"{}\"\n", path.from().name()),
                title: "review-title-hop-chains",
            },
        })
    }

    fn measure(&self, code: &str, mv: &Move) -> Option<i64> {
        (code == "lost-distance")
            .then(|| closeness(self, mv))
            .flatten()
    }
}
