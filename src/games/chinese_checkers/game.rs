//! A validated game state, its status, and playing a checked move.

use super::board::{Point, points};
use super::legality::Legal;
use super::path::Move;
use super::rules::{Rules, Side};

/// Pieces of both sides, the side to move and whether it is a partial
/// teaching position. Only [`super::setup`] builds one from a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    red: u128,
    blue: u128,
    turn: Side,
    partial: bool,
}

/// What a played move did, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A step to an adjacent point.
    Step {
        /// Mover.
        side: Side,
        /// Start.
        from: Point,
        /// Arrival.
        to: Point,
    },
    /// One jump of a chain.
    Jump {
        /// Mover.
        side: Side,
        /// Start of this jump.
        from: Point,
        /// The jumped piece (the pivot).
        over: Point,
        /// Landing.
        to: Point,
    },
    /// A jumped piece removed (only under the `jump-captures` trap).
    Captured {
        /// Owner of the removed piece.
        owner: Side,
        /// Where it stood.
        at: Point,
    },
    /// The side had no move and passed.
    Passed {
        /// Who passed.
        side: Side,
    },
    /// The mover filled the target camp.
    Won {
        /// The winner.
        side: Side,
    },
}

impl Game {
    /// Builds a state from bitboards (callers guarantee disjoint, counts checked).
    pub(crate) fn from_parts(red: u128, blue: u128, turn: Side, partial: bool) -> Game {
        Game {
            red,
            blue,
            turn,
            partial,
        }
    }

    /// The opening position: red on rows a–d, blue on rows n–q, red to move.
    pub fn start() -> Game {
        Game::from_parts(
            Side::Red.home_camp(),
            Side::Blue.home_camp(),
            Side::Red,
            false,
        )
    }

    /// The pieces of a side.
    #[inline]
    pub fn pieces(&self, side: Side) -> u128 {
        match side {
            Side::Red => self.red,
            Side::Blue => self.blue,
        }
    }

    /// Every occupied point.
    #[inline]
    pub fn occupied(&self) -> u128 {
        self.red | self.blue
    }

    /// The side to move.
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Whether this is a partial teaching position (nobody can win).
    pub fn partial(&self) -> bool {
        self.partial
    }

    /// Who stands on a point.
    pub fn side_at(&self, p: Point) -> Option<Side> {
        if self.red & p.bit() != 0 {
            Some(Side::Red)
        } else if self.blue & p.bit() != 0 {
            Some(Side::Blue)
        } else {
            None
        }
    }

    /// Whether `side` fills its whole target camp (never in a partial position).
    pub fn is_home(&self, side: Side) -> bool {
        !self.partial && self.pieces(side) == side.target_camp()
    }

    /// The winner, if a side has all ten pieces in the opponent's camp.
    pub fn winner(&self) -> Option<Side> {
        [Side::Red, Side::Blue]
            .into_iter()
            .find(|&s| self.is_home(s))
    }

    /// Moves one piece of the side to move (no checks: playouts and search).
    #[inline]
    pub(crate) fn shift(&mut self, from: Point, to: Point) {
        let m = from.bit() | to.bit();
        match self.turn {
            Side::Red => self.red ^= m,
            Side::Blue => self.blue ^= m,
        }
        self.turn = self.turn.other();
    }

    /// Passes the turn (no checks).
    pub(crate) fn pass_turn(&mut self) {
        self.turn = self.turn.other();
    }

    /// Plays a checked move and returns what happened.
    pub fn play(&mut self, mv: Legal, rules: &Rules) -> Vec<Event> {
        let side = self.turn;
        let mut events = Vec::new();
        let path = match mv.mv() {
            Move::Pass => {
                self.pass_turn();
                events.push(Event::Passed { side });
                return events;
            }
            Move::Path(p) => p,
        };
        let pts = path.points();
        let mut captured = 0u128;
        for w in pts.windows(2) {
            let (from, to) = (w[0], w[1]);
            match from.jump_dir(to) {
                Some(d) if from.step_dir(to).is_none() => {
                    let over = from.neighbour(d).expect("a jump has a pivot");
                    events.push(Event::Jump {
                        side,
                        from,
                        over,
                        to,
                    });
                    if rules.jump_captures
                        && (rules.jump_captures_own || self.pieces(side.other()) & over.bit() != 0)
                    {
                        captured |= over.bit();
                    }
                }
                _ => events.push(Event::Step { side, from, to }),
            }
        }
        self.shift(path.from(), path.to());
        for at in points(captured) {
            let owner = if self.pieces(side) & at.bit() != 0 {
                side
            } else {
                side.other()
            };
            events.push(Event::Captured { owner, at });
        }
        self.blue &= !captured;
        self.red &= !captured;
        if self.is_home(side) {
            events.push(Event::Won { side });
        }
        events
    }
}
