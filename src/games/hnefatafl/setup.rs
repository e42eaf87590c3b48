//! A position as written (not necessarily legal) and its validation.
//!
//! Problem codes reported for a hnefatafl `[position]` (besides the reader's
//! `missing-key`, `wrong-type`, `unknown-key` and `out-of-range` — the last one
//! covers `quiet` outside 0–100):
//! - `bad-square`: a name that is not a square of the 11×11 board (a1…k11).
//! - `bad-turn`: `turn` is neither `black` nor `white`.
//! - `king-missing`: there is no `king` key.
//! - `two-kings`: the king's square is also listed among the defenders.
//! - `square-used-twice`: one square holds two pieces (within or across lists).
//! - `soldier-on-throne`: an attacker or defender on the throne f6.
//! - `soldier-on-corner`: an attacker or defender on a corner.
//! - `too-many-attackers`: more than 24 attackers.
//! - `too-many-defenders`: more than 12 defenders.
//! - `king-enclosed`: white is to move but the king already has an attacker on
//!   each of his four sides — black's last move would have captured him (the
//!   king cannot walk into such a ring: the side he came from is empty).
//!   **Decision:** three attackers and the empty throne are *not* a problem:
//!   the king can cross his empty throne into that enclosure (`f5-f7` between
//!   `e7`, `g7`, `f8`), and a later black move elsewhere does not capture him
//!   (captures are made only by the arriving piece, see `game.rs`).
//!
//! A finished position (king in a corner, `quiet = 100`, side without a move) is valid.

use super::board::{Bitboard, CORNERS, Direction, Square, THRONE};
use super::game::{Game, Side};

/// Most attackers allowed.
pub const MAX_ATTACKERS: usize = 24;
/// Most defenders allowed (the king not counted).
pub const MAX_DEFENDERS: usize = 12;

/// Where a piece was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Item `i` of `attackers`.
    Attacker(usize),
    /// Item `i` of `defenders`.
    Defender(usize),
    /// The `king` key.
    King,
}

/// A position as read, squares already parsed (unreadable names left out).
#[derive(Clone, Debug, Default)]
pub struct Setup {
    /// Attackers with their place in the list.
    pub attackers: Vec<(Square, usize)>,
    /// Defenders with their place in the list.
    pub defenders: Vec<(Square, usize)>,
    /// Number of items written in `attackers` (readable or not).
    pub attackers_written: usize,
    /// Number of items written in `defenders`.
    pub defenders_written: usize,
    /// The king, if given and readable.
    pub king: Option<Square>,
    /// The side to move, if readable.
    pub turn: Option<Side>,
    /// Half-moves since the last capture.
    pub quiet: u8,
}

/// A rule broken by a setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// Two pieces on one square.
    SquareUsedTwice {
        /// The square.
        square: Square,
        /// The earlier mention.
        first: Origin,
        /// The later mention (reported there).
        second: Origin,
    },
    /// The king's square also appears among the defenders.
    TwoKings {
        /// The square.
        square: Square,
        /// Index in `defenders`.
        defender: usize,
    },
    /// A soldier on the throne.
    SoldierOnThrone {
        /// Where it was written.
        origin: Origin,
    },
    /// A soldier on a corner.
    SoldierOnCorner {
        /// The corner.
        square: Square,
        /// Where it was written.
        origin: Origin,
    },
    /// More than 24 attackers.
    TooManyAttackers {
        /// How many were written.
        count: usize,
        /// The ones beyond the limit.
        surplus: Vec<Square>,
    },
    /// More than 12 defenders.
    TooManyDefenders {
        /// How many were written.
        count: usize,
        /// The ones beyond the limit.
        surplus: Vec<Square>,
    },
    /// White to move with the king already enclosed.
    KingEnclosed {
        /// The king.
        king: Square,
        /// The enclosing attackers.
        attackers: Bitboard,
    },
}

impl SetupProblem {
    /// The stable problem code.
    pub fn code(&self) -> &'static str {
        match self {
            SetupProblem::SquareUsedTwice { .. } => "square-used-twice",
            SetupProblem::TwoKings { .. } => "two-kings",
            SetupProblem::SoldierOnThrone { .. } => "soldier-on-throne",
            SetupProblem::SoldierOnCorner { .. } => "soldier-on-corner",
            SetupProblem::TooManyAttackers { .. } => "too-many-attackers",
            SetupProblem::TooManyDefenders { .. } => "too-many-defenders",
            SetupProblem::KingEnclosed { .. } => "king-enclosed",
        }
    }
}

/// Checks a setup; returns the game, or every problem found.
///
/// The game is `None` also when the king or the turn is missing (those
/// problems are reported by the reader of the file).
pub fn validate(setup: &Setup) -> (Option<Game>, Vec<SetupProblem>) {
    let mut problems = Vec::new();
    let mut seen: Vec<(Square, Origin)> = Vec::new();
    let mut black = Bitboard::EMPTY;
    let mut white = Bitboard::EMPTY;

    // The king first: a soldier listed on his square is the duplicate.
    let entries = setup
        .king
        .map(|k| (k, Origin::King))
        .into_iter()
        .chain(
            setup
                .attackers
                .iter()
                .map(|&(s, i)| (s, Origin::Attacker(i))),
        )
        .chain(
            setup
                .defenders
                .iter()
                .map(|&(s, i)| (s, Origin::Defender(i))),
        );
    for (square, origin) in entries {
        if let Some(&(_, first)) = seen.iter().find(|(s, _)| *s == square) {
            match (first, origin) {
                (Origin::King, Origin::Defender(i)) => problems.push(SetupProblem::TwoKings {
                    square,
                    defender: i,
                }),
                _ => problems.push(SetupProblem::SquareUsedTwice {
                    square,
                    first,
                    second: origin,
                }),
            }
            continue;
        }
        seen.push((square, origin));
        match origin {
            Origin::King => {}
            _ if square == THRONE => problems.push(SetupProblem::SoldierOnThrone { origin }),
            _ if CORNERS.contains(square) => {
                problems.push(SetupProblem::SoldierOnCorner { square, origin })
            }
            Origin::Attacker(_) => black.insert(square),
            Origin::Defender(_) => white.insert(square),
        }
    }

    if setup.attackers_written > MAX_ATTACKERS {
        problems.push(SetupProblem::TooManyAttackers {
            count: setup.attackers_written,
            surplus: surplus(&setup.attackers, MAX_ATTACKERS),
        });
    }
    if setup.defenders_written > MAX_DEFENDERS {
        problems.push(SetupProblem::TooManyDefenders {
            count: setup.defenders_written,
            surplus: surplus(&setup.defenders, MAX_DEFENDERS),
        });
    }

    let (Some(king), Some(turn)) = (setup.king, setup.turn) else {
        return (None, problems);
    };
    let game = Game::from_parts(black, white, king, turn, setup.quiet);
    let ring = Direction::ALL
        .into_iter()
        .filter_map(|d| king.step(d))
        .filter(|s| black.contains(*s))
        .fold(Bitboard::EMPTY, |acc, s| acc | s.bb());
    if turn == Side::White && ring.count() == 4 {
        problems.push(SetupProblem::KingEnclosed {
            king,
            attackers: ring,
        });
    }
    if problems.is_empty() {
        (Some(game), problems)
    } else {
        (None, problems)
    }
}

fn surplus(list: &[(Square, usize)], limit: usize) -> Vec<Square> {
    list.iter()
        .filter(|(_, i)| *i >= limit)
        .map(|(s, _)| *s)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn setup(att: &[&str], def: &[&str], king: &str, turn: Side) -> Setup {
        Setup {
            attackers: att.iter().enumerate().map(|(i, s)| (sq(s), i)).collect(),
            defenders: def.iter().enumerate().map(|(i, s)| (sq(s), i)).collect(),
            attackers_written: att.len(),
            defenders_written: def.len(),
            king: Some(sq(king)),
            turn: Some(turn),
            quiet: 0,
        }
    }

    fn codes(s: &Setup) -> Vec<&'static str> {
        validate(s).1.iter().map(|p| p.code()).collect()
    }

    #[test]
    fn start_position_is_valid() {
        let s = setup(
            &super::super::game::START_ATTACKERS,
            &super::super::game::START_DEFENDERS,
            "f6",
            Side::Black,
        );
        let (g, p) = validate(&s);
        assert!(p.is_empty());
        assert_eq!(g.unwrap(), Game::start());
    }

    #[test]
    fn every_problem_is_reported() {
        let s = setup(&["a1", "f6", "c3", "c3"], &["c3", "d4"], "d4", Side::Black);
        assert_eq!(
            codes(&s),
            vec![
                "soldier-on-corner",
                "soldier-on-throne",
                "square-used-twice",
                "square-used-twice",
                "two-kings"
            ]
        );
        let s = setup(&["c3"], &[], "c3", Side::Black);
        assert_eq!(codes(&s), vec!["square-used-twice"]);
    }

    #[test]
    fn counts_are_limited() {
        let names: Vec<String> = (0..25)
            .map(|i| Square::from_index(11 + i).to_string())
            .collect();
        let att: Vec<&str> = names.iter().map(String::as_str).collect();
        let s = setup(&att, &att[..0], "f9", Side::Black);
        let (_, p) = validate(&s);
        assert_eq!(p.len(), 1);
        assert!(
            matches!(&p[0], SetupProblem::TooManyAttackers { count: 25, surplus } if surplus.len() == 1)
        );
        let defs: Vec<String> = (0..13)
            .map(|i| Square::from_index(11 + i).to_string())
            .collect();
        let def: Vec<&str> = defs.iter().map(String::as_str).collect();
        assert_eq!(
            codes(&setup(&[], &def, "f9", Side::Black)),
            vec!["too-many-defenders"]
        );
    }

    #[test]
    fn enclosed_king_only_with_white_to_move() {
        let s = setup(&["c4", "e4", "d5", "d3"], &[], "d4", Side::White);
        assert_eq!(codes(&s), vec!["king-enclosed"]);
        let s = setup(&["c4", "e4", "d5", "d3"], &[], "d4", Side::Black);
        assert!(codes(&s).is_empty());
        // three attackers and the empty throne: reachable (the king crossed
        // his throne from f5), so valid
        let s = setup(&["e7", "g7", "f8"], &["b2"], "f7", Side::White);
        assert!(codes(&s).is_empty());
        // on the edge the king is never enclosed
        let s = setup(&["a4", "a6", "b5"], &[], "a5", Side::White);
        assert!(codes(&s).is_empty());
    }

    #[test]
    fn finished_positions_are_valid() {
        let s = setup(&["c3"], &[], "a1", Side::Black);
        assert!(validate(&s).0.is_some());
    }
}
