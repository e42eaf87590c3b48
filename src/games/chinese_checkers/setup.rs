//! A setup as written (not necessarily legal) and its validation into a [`Game`].
//!
//! Problem codes (stable, kebab-case), reported with the points involved:
//! - `bad-turn`: `turn` is neither `red` nor `blue` (adapter).
//! - `bad-point`: a listed name is not a point of the star (adapter).
//! - `duplicate-point`: a point is listed twice, in one list or in both.
//! - `too-many-pieces`: a side has more than ten pieces.
//! - `wrong-piece-count`: a side does not have exactly ten pieces although
//!   `partial` is false.
//! - `both-home`: both sides fill their target camps at once (impossible).
//!
//! A finished game (one side fills its target camp) is valid.
//!
//! **Decision:** with `partial = true` a side may have 0 to 10 pieces (ten
//! included); nobody ever wins in such a position, even with ten pieces on
//! the ten points of the target camp.

use super::board::Point;
use super::game::Game;
use super::rules::Side;

/// Pieces per side in a full game.
pub const PIECES: usize = 10;

/// A position as read from a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Side to move.
    pub turn: Side,
    /// Red's pieces, in file order.
    pub red: Vec<Point>,
    /// Blue's pieces, in file order.
    pub blue: Vec<Point>,
    /// Teaching position with fewer pieces (nobody can win).
    pub partial: bool,
    /// Listed names that are not points (red, blue): they still count as
    /// listed pieces, so a list of ten with one bad name is not "too short".
    pub unreadable: [usize; 2],
}

/// One thing wrong with a setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// `side`'s item number `index` repeats a point listed earlier.
    Duplicate {
        /// The repeated point.
        at: Point,
        /// List holding the repetition.
        side: Side,
        /// Position of the repetition in that list.
        index: usize,
        /// List holding the first mention.
        first: Side,
    },
    /// More than ten pieces.
    TooMany {
        /// The side.
        side: Side,
        /// How many are listed.
        count: usize,
    },
    /// Not exactly ten pieces in a full position.
    WrongCount {
        /// The side.
        side: Side,
        /// How many are listed.
        count: usize,
    },
    /// Both sides fill their target camps.
    BothHome,
}

impl SetupProblem {
    /// The stable problem code.
    pub fn code(&self) -> &'static str {
        match self {
            SetupProblem::Duplicate { .. } => "duplicate-point",
            SetupProblem::TooMany { .. } => "too-many-pieces",
            SetupProblem::WrongCount { .. } => "wrong-piece-count",
            SetupProblem::BothHome => "both-home",
        }
    }
}

impl Setup {
    /// The list of one side.
    pub fn list(&self, side: Side) -> &[Point] {
        match side {
            Side::Red => &self.red,
            Side::Blue => &self.blue,
        }
    }

    /// Validates; on failure returns every problem found.
    pub fn validate(&self) -> Result<Game, Vec<SetupProblem>> {
        let mut problems = Vec::new();
        let mut seen: [u128; 2] = [0, 0];
        let mut bits = [0u128; 2];
        for (k, side) in [Side::Red, Side::Blue].into_iter().enumerate() {
            for (index, &at) in self.list(side).iter().enumerate() {
                if let Some(first) = [Side::Red, Side::Blue]
                    .into_iter()
                    .enumerate()
                    .find(|&(j, _)| seen[j] & at.bit() != 0)
                    .map(|(_, s)| s)
                {
                    problems.push(SetupProblem::Duplicate {
                        at,
                        side,
                        index,
                        first,
                    });
                }
                seen[k] |= at.bit();
                bits[k] |= at.bit();
            }
            let count = self.list(side).len() + self.unreadable[k];
            if count > PIECES {
                problems.push(SetupProblem::TooMany { side, count });
            } else if count != PIECES && !self.partial {
                problems.push(SetupProblem::WrongCount { side, count });
            }
        }
        let game = Game::from_parts(bits[0], bits[1] & !bits[0], self.turn, self.partial);
        if problems.is_empty() && game.is_home(Side::Red) && game.is_home(Side::Blue) {
            problems.push(SetupProblem::BothHome);
        }
        if problems.is_empty() {
            Ok(game)
        } else {
            Err(problems)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::{BLUE_CAMP, RED_CAMP, points};
    use super::*;

    fn pts(names: &[&str]) -> Vec<Point> {
        names.iter().map(|n| Point::parse(n).unwrap()).collect()
    }

    fn start() -> Setup {
        Setup {
            turn: Side::Red,
            red: points(RED_CAMP).collect(),
            blue: points(BLUE_CAMP).collect(),
            partial: false,
            unreadable: [0, 0],
        }
    }

    #[test]
    fn the_start_is_valid_and_ongoing() {
        let g = start().validate().unwrap();
        assert_eq!(g, Game::start());
        assert_eq!(g.winner(), None);
    }

    #[test]
    fn duplicates_within_and_across_lists_are_reported() {
        let mut s = start();
        s.red[9] = s.red[0];
        s.blue[0] = s.red[1];
        let probs = s.validate().unwrap_err();
        assert!(probs.contains(&SetupProblem::Duplicate {
            at: s.red[0],
            side: Side::Red,
            index: 9,
            first: Side::Red
        }));
        assert!(probs.contains(&SetupProblem::Duplicate {
            at: s.red[1],
            side: Side::Blue,
            index: 0,
            first: Side::Red
        }));
    }

    #[test]
    fn counts_are_checked_unless_partial() {
        let mut s = start();
        s.red.pop();
        assert_eq!(
            s.validate().unwrap_err(),
            [SetupProblem::WrongCount {
                side: Side::Red,
                count: 9
            }]
        );
        s.partial = true;
        assert!(s.validate().is_ok());
        s.red = points(RED_CAMP).chain(pts(&["i13"])).collect();
        assert_eq!(
            s.validate().unwrap_err(),
            [SetupProblem::TooMany {
                side: Side::Red,
                count: 11
            }]
        );
    }

    #[test]
    fn both_home_is_impossible_but_one_home_is_a_finished_game() {
        let mut s = start();
        std::mem::swap(&mut s.red, &mut s.blue);
        assert_eq!(s.validate().unwrap_err(), [SetupProblem::BothHome]);
        s.blue = points(RED_CAMP).skip(1).chain(pts(&["i13"])).collect();
        let g = s.validate().unwrap();
        assert_eq!(g.winner(), Some(Side::Red));
        s.partial = true;
        s.red.pop();
        assert_eq!(s.validate().unwrap().winner(), None);
    }
}
