//! Marks on a Chinese checkers move (`plyyard review`): a move that brings
//! the mover's pieces at least [`MARGIN`] steps less close to the target
//! camp (sum of distances) than the best move available; and, late in the
//! game (at least [`LATE`] pieces in the target camp), a move that leaves a
//! piece in the home camp when another brings one out and the pieces no
//! less close.

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

/// Pieces of the mover in its target camp from which the game counts as
/// late: a piece still at home then is one the mover will have to bring
/// across the whole board.
pub const LATE: u32 = 5;

/// The mover's pieces in its home camp after `mv`, and its closeness.
fn home_after(g: &Game, mv: &Move) -> Option<(u32, i64)> {
    let side = g.turn();
    let mut next = *g;
    <Game as Engine>::play_move(&mut next, &<Game as Engine>::edition(), mv).ok()?;
    let home = (next.pieces(side) & side.home_camp()).count_ones();
    Some((home, -i64::from(distance_sum(&next, side))))
}

/// The measure of `left-at-home`: fewer pieces at home first, then
/// closeness (so that a better move is never less close).
fn home_measure(g: &Game, mv: &Move) -> Option<i64> {
    let (home, close) = home_after(g, mv)?;
    Some(-i64::from(home) * 10_000 + close)
}

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
        let Some((better, better_measure)) =
            better_choice(&choices, played, played_measure, MARGIN, |m| {
                closeness(self, m)
            })
        else {
            return self.left_at_home(&choices, played);
        };
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
        match code {
            "lost-distance" => closeness(self, mv),
            "left-at-home" => home_measure(self, mv),
            _ => None,
        }
    }
}

impl Game {
    /// Late in the game, `played` leaves a piece in the home camp while
    /// another move brings one out without bringing the pieces less close.
    fn left_at_home(&self, choices: &[Move], played: &Move) -> Option<Finding<Move>> {
        let side = self.turn();
        if (self.pieces(side) & side.target_camp()).count_ones() < LATE {
            return None;
        }
        let (home, _) = home_after(self, played)?;
        if home == 0 {
            return None;
        }
        let played_measure = home_measure(self, played)?;
        // Fewer pieces at home (a whole 10,000) and no less close.
        let (better, better_measure) =
            better_choice(choices, played, played_measure, 10_000, |m| {
                home_measure(self, m)
            })?;
        let Move::Path(path) = better else {
            return None;
        };
        let (left, _) = home_after(self, &better)?;
        Some(Finding {
            code: "left-at-home",
            better,
            played_measure,
            better_measure,
            reason: Message::new("review-chinese-checkers-left-at-home")
                .text("move", played.to_string())
                .text("better", better.to_string())
                .num("count", i64::from(home))
                .num("left", i64::from(left)),
            exercise: Drill {
                position: self.position_toml(None).ok()?,
                question: format!("ask = \"moves\"\nfrom = \"{}\"\n", path.from().name()),
                title: "review-title-home-camp",
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chinese_checkers::board::Point;
    use crate::games::chinese_checkers::rules::Side;

    fn bits(points: &[&str]) -> u128 {
        points
            .iter()
            .map(|p| Point::parse(p).unwrap().bit())
            .fold(0, |a, b| a | b)
    }

    fn find(g: &Game, text: &str) -> Move {
        let rules = <Game as Engine>::edition();
        <Game as Engine>::legal_moves(g, &rules)
            .into_iter()
            .find(|m| m.to_string() == text)
            .unwrap_or_else(|| panic!("{text} is not legal"))
    }

    #[test]
    fn a_piece_left_at_home_late_is_marked_with_a_move_that_brings_it_out() {
        // Five red pieces in blue's camp, one still on d10 at home, one in
        // the middle; only steps exist, each one point closer.
        let red = bits(&["q13", "p12", "p14", "o11", "o13", "d10", "i13"]);
        let g = Game::from_parts(red, bits(&["e1", "e25"]), Side::Red, true);
        let played = find(&g, "i13-j14");
        let f = g.review(&played).expect("marked");
        assert_eq!(f.code, "left-at-home");
        let Move::Path(path) = f.better else {
            panic!("a path")
        };
        assert_eq!(path.from().name(), "d10");
        assert!(f.better_measure >= f.played_measure + 10_000);
        assert_eq!(g.measure("left-at-home", &played), Some(f.played_measure));
        assert!(f.exercise.question.contains("from = \"d10\""));
        // Bringing it out is not marked, and neither is the same move
        // earlier in the game (fewer than five pieces arrived).
        assert!(g.review(&f.better).is_none());
        let early = bits(&["q13", "p12", "p14", "o11", "d10", "i13", "h12"]);
        let g = Game::from_parts(early, bits(&["e1", "e25"]), Side::Red, true);
        assert!(g.review(&find(&g, "i13-j14")).is_none());
    }
}
