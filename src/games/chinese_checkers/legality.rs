//! Checking a written move against the rules, segment by segment.
//!
//! The only way to obtain a [`Legal`] move (which [`Game::play`] requires) is
//! [`check`] or [`check_move`]: nothing can play an unchecked move.

use super::board::{BadName, Point};
use super::game::Game;
use super::movegen;
use super::path::{MAX_PATH, Move, Path, RawMove, RawPath};
use super::rules::{Rules, Side};

/// A move proven legal in a given position under given rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Legal(Move);

impl Legal {
    /// The move.
    pub fn mv(&self) -> Move {
        self.0
    }

    /// For the generator, which only builds legal paths.
    pub(crate) fn trusted(mv: Move) -> Legal {
        Legal(mv)
    }
}

/// Why a move is illegal; every variant carries the points involved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over: this side has already won.
    GameOver {
        /// The winner.
        winner: Side,
    },
    /// `pass` although the side to move has a move (one example is given).
    PassWhileMoveExists {
        /// One legal move's start.
        from: Point,
        /// Its end.
        to: Point,
    },
    /// A path of a single point goes nowhere.
    NoDestination {
        /// The lone point.
        at: Point,
    },
    /// A point name that is not on the star.
    OffBoard {
        /// The name as written.
        name: BadName,
    },
    /// Nothing stands on the starting point.
    NoPiece {
        /// The start.
        at: Point,
    },
    /// The starting point holds the opponent's piece.
    NotYourPiece {
        /// The start.
        at: Point,
        /// Whose piece it is.
        owner: Side,
    },
    /// A segment is neither a step to a neighbour nor a jump along a line.
    NotAdjacentNorJump {
        /// Segment start.
        from: Point,
        /// Segment end.
        to: Point,
    },
    /// A step onto an occupied point.
    StepOccupied {
        /// Start.
        from: Point,
        /// The occupied neighbour.
        to: Point,
    },
    /// A jump over an empty point.
    NothingToJump {
        /// Segment start.
        from: Point,
        /// The empty point in between.
        over: Point,
        /// Segment end.
        to: Point,
    },
    /// A jump whose landing is occupied.
    LandingOccupied {
        /// Segment start.
        from: Point,
        /// The pivot.
        over: Point,
        /// The occupied landing.
        to: Point,
    },
    /// The path comes back to a point (the start included).
    VisitedTwice {
        /// The point reached again.
        at: Point,
    },
    /// A step ends the move; something follows it.
    StepThenMore {
        /// Step start.
        from: Point,
        /// Step end.
        to: Point,
        /// The point written after it.
        next: Point,
    },
    /// A step written after jumps (steps and jumps never mix).
    StepAfterJump {
        /// Segment start.
        from: Point,
        /// Segment end.
        to: Point,
    },
    /// `camp-lock` trap: a piece in its target camp goes out of it.
    LeavesTargetCamp {
        /// Point inside the camp.
        from: Point,
        /// Point outside.
        to: Point,
    },
    /// `must-continue` trap: the chain stops although a further jump exists.
    MustContinue {
        /// Where the chain stops.
        at: Point,
        /// A piece that could still be jumped.
        over: Point,
        /// The free landing beyond it.
        to: Point,
    },
}

impl Illegal {
    /// A stable kebab-case name of the reason (JSON).
    pub fn code(&self) -> &'static str {
        match self {
            Illegal::GameOver { .. } => "game-over",
            Illegal::PassWhileMoveExists { .. } => "pass-while-move-exists",
            Illegal::NoDestination { .. } => "no-destination",
            Illegal::OffBoard { .. } => "off-board",
            Illegal::NoPiece { .. } => "no-piece",
            Illegal::NotYourPiece { .. } => "not-your-piece",
            Illegal::NotAdjacentNorJump { .. } => "not-adjacent-nor-jump",
            Illegal::StepOccupied { .. } => "step-occupied",
            Illegal::NothingToJump { .. } => "nothing-to-jump",
            Illegal::LandingOccupied { .. } => "landing-occupied",
            Illegal::VisitedTwice { .. } => "visited-twice",
            Illegal::StepThenMore { .. } => "step-then-more",
            Illegal::StepAfterJump { .. } => "step-after-jump",
            Illegal::LeavesTargetCamp { .. } => "leaves-target-camp",
            Illegal::MustContinue { .. } => "must-continue",
        }
    }

    /// The points the reason is about, in a fixed order.
    pub fn points(&self) -> Vec<Point> {
        match *self {
            Illegal::GameOver { .. } | Illegal::OffBoard { .. } => Vec::new(),
            Illegal::PassWhileMoveExists { from, to }
            | Illegal::NotAdjacentNorJump { from, to }
            | Illegal::StepOccupied { from, to }
            | Illegal::StepAfterJump { from, to }
            | Illegal::LeavesTargetCamp { from, to } => vec![from, to],
            Illegal::NoDestination { at }
            | Illegal::NoPiece { at }
            | Illegal::NotYourPiece { at, .. }
            | Illegal::VisitedTwice { at } => vec![at],
            Illegal::NothingToJump { from, over, to }
            | Illegal::LandingOccupied { from, over, to } => vec![from, over, to],
            Illegal::StepThenMore { from, to, next } => vec![from, to, next],
            Illegal::MustContinue { at, over, to } => vec![at, over, to],
        }
    }
}

/// Checks a written move for the side to move.
pub fn check(game: &Game, rules: &Rules, raw: &RawMove) -> Result<Legal, Illegal> {
    if let Some(winner) = game.winner() {
        return Err(Illegal::GameOver { winner });
    }
    let named = match raw {
        RawMove::Pass => return check_pass(game, rules),
        RawMove::Path(named) => named,
    };
    let side = game.turn();
    let first = named.first().map_err(|name| Illegal::OffBoard { name })?;
    let named = named.names();
    match game.side_at(first) {
        None => return Err(Illegal::NoPiece { at: first }),
        Some(owner) if owner != side => return Err(Illegal::NotYourPiece { at: first, owner }),
        Some(_) => {}
    }
    if named.len() == 1 {
        return Err(Illegal::NoDestination { at: first });
    }
    let occ = game.occupied() & !first.bit();
    let target = side.target_camp();
    let mut visited = first.bit();
    let mut path = Path::start(first);
    let mut prev_step: Option<(Point, Point)> = None;
    for item in &named[1..] {
        let to = match item {
            Ok(p) => *p,
            Err(name) => return Err(Illegal::OffBoard { name: *name }),
        };
        let from = path.last();
        if visited & to.bit() != 0 {
            return Err(Illegal::VisitedTwice { at: to });
        }
        if let Some((a, b)) = prev_step {
            return Err(Illegal::StepThenMore {
                from: a,
                to: b,
                next: to,
            });
        }
        if from.step_dir(to).is_some() {
            if path.len() > 1 {
                return Err(Illegal::StepAfterJump { from, to });
            }
            if occ & to.bit() != 0 {
                return Err(Illegal::StepOccupied { from, to });
            }
            prev_step = Some((from, to));
        } else if let Some(d) = from.jump_dir(to) {
            let over = from.neighbour(d).expect("a jump line has a middle point");
            if occ & over.bit() == 0 {
                return Err(Illegal::NothingToJump { from, over, to });
            }
            if occ & to.bit() != 0 {
                return Err(Illegal::LandingOccupied { from, over, to });
            }
        } else {
            return Err(Illegal::NotAdjacentNorJump { from, to });
        }
        if rules.camp_lock && target & from.bit() != 0 && target & to.bit() == 0 {
            return Err(Illegal::LeavesTargetCamp { from, to });
        }
        // a simple jump path never exceeds MAX_PATH (see tests), so this holds
        debug_assert!(path.len() < MAX_PATH);
        path.push(to);
        visited |= to.bit();
    }
    if rules.must_continue && prev_step.is_none() {
        if let Some((over, to)) = movegen::further_jump(occ, rules, target, &path, visited) {
            return Err(Illegal::MustContinue {
                at: path.last(),
                over,
                to,
            });
        }
    }
    Ok(Legal(Move::Path(path)))
}

fn check_pass(game: &Game, rules: &Rules) -> Result<Legal, Illegal> {
    match movegen::first_move(game, rules) {
        Some((from, to)) => Err(Illegal::PassWhileMoveExists { from, to }),
        None => Ok(Legal(Move::Pass)),
    }
}

/// Checks a typed move (same rules as [`check`]).
pub fn check_move(game: &Game, rules: &Rules, mv: &Move) -> Result<Legal, Illegal> {
    let raw = match mv {
        Move::Pass => RawMove::Pass,
        Move::Path(p) => RawMove::Path(RawPath::of(p)),
    };
    check(game, rules, &raw)
}
