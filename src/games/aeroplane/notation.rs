//! Move notation: `ROLL:PLANE` (`3:12`, `6:base`, `2:R3`), the plane alone when
//! a roll is pending (`12`), and a bare roll (`6`) that allows no move or is a
//! cancelled third 6.

use std::fmt;

use super::board::{RING, Square};
use super::game::{Action, Game};
use super::rules::Rules;

/// A move as written, before the position tells what a bare number means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveText {
    /// `ROLL:PLANE` or `PLANE`.
    Play {
        /// The roll, if written.
        roll: Option<u8>,
        /// The plane's square.
        from: Square,
    },
    /// A bare number: a roll, or a ring square when a roll is pending.
    Bare(u8),
}

fn number(text: &str) -> Option<u8> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse::<u8>().ok()
}

impl MoveText {
    /// Reads a move (case and spaces ignored); `None` if unreadable.
    pub fn parse(text: &str) -> Option<MoveText> {
        let t = text.trim();
        if let Some((roll, plane)) = t.split_once(':') {
            return Some(MoveText::Play {
                roll: Some(number(roll)?),
                from: Square::parse(plane)?,
            });
        }
        if let Some(n) = number(t) {
            return Some(MoveText::Bare(n));
        }
        Some(MoveText::Play {
            roll: None,
            from: Square::parse(t)?,
        })
    }

    /// What the text means in `game`. Without a pending roll, a bare number is
    /// a roll. With a pending roll, a bare number names the mover's plane on
    /// that ring square when there is one; otherwise a die value (1–6) is read
    /// as a roll (the pending roll passed when no plane can use it, else a
    /// roll that cannot be passed or that is not the pending one), and a larger
    /// ring number as a plane that is not there. A ring plane can always use
    /// any roll, so a bare number is never ambiguous. `None` when a bare
    /// number is neither a die value nor a ring square.
    pub fn resolve(self, game: &Game, _rules: &Rules) -> Option<Action> {
        match self {
            MoveText::Play { roll, from } => Some(Action::Play { roll, from }),
            MoveText::Bare(n) => match game.pending() {
                None => Some(Action::Roll(n)),
                Some(_) if game.squares(game.turn()).contains(&Square::Ring(n)) => {
                    Some(Action::Play {
                        roll: None,
                        from: Square::Ring(n),
                    })
                }
                Some(_) if (1..=6).contains(&n) => Some(Action::Roll(n)),
                Some(_) if (1..=RING).contains(&n) => Some(Action::Play {
                    roll: None,
                    from: Square::Ring(n),
                }),
                Some(_) => None,
            },
        }
    }
}

impl fmt::Display for MoveText {
    /// Canonical form: `3:12`, `12`, `6:base`, `2:R3`, `6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveText::Play {
                roll: Some(r),
                from,
            } => write!(f, "{r}:{from}"),
            MoveText::Play { roll: None, from } => write!(f, "{from}"),
            MoveText::Bare(n) => write!(f, "{n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::aeroplane::board::{BASE, Side};
    use crate::games::aeroplane::game::Illegal;

    #[test]
    fn parse_and_print() {
        for (text, canon) in [
            ("3:12", "3:12"),
            (" 6 : BASE ", "6:base"),
            ("2:r3", "2:R3"),
            ("12", "12"),
            ("06", "6"),
            ("y2", "Y2"),
            ("4:012", "4:12"),
        ] {
            assert_eq!(MoveText::parse(text).unwrap().to_string(), canon, "{text}");
        }
        for bad in ["", "x:12", "3:", ":12", "3:53", "3:G2", "hello", "999"] {
            assert_eq!(MoveText::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn bare_numbers_depend_on_the_pending_roll() {
        let e = Rules::EDITION;
        let mut planes = [[BASE; 4]; 2];
        planes[0][0] = 5; // red plane on square 6
        let no_roll = Game::from_parts(planes, Side::Red, None, 0);
        assert_eq!(
            MoveText::Bare(6).resolve(&no_roll, &e),
            Some(Action::Roll(6))
        );
        let pending = Game::from_parts(planes, Side::Red, Some(6), 0);
        assert_eq!(
            MoveText::Bare(6).resolve(&pending, &e),
            Some(Action::Play {
                roll: None,
                from: Square::Ring(6)
            })
        );
        // All planes in base and a pending 5: the bare 5 is the roll passed.
        let stuck = Game::from_parts([[BASE; 4]; 2], Side::Red, Some(5), 0);
        assert_eq!(MoveText::Bare(5).resolve(&stuck, &e), Some(Action::Roll(5)));
        assert_eq!(MoveText::Bare(60).resolve(&stuck, &e), None);
        // A pending 6 written alone while the plane on 6 can use it: the plane.
        // Written alone with no plane on that square, it is the roll, which
        // cannot be passed while a plane can use it.
        let mut planes = [[BASE; 4]; 2];
        planes[0][0] = 9; // red plane on square 10
        let g = Game::from_parts(planes, Side::Red, Some(6), 0);
        assert_eq!(MoveText::Bare(6).resolve(&g, &e), Some(Action::Roll(6)));
        assert_eq!(
            g.check(&e, Action::Roll(6)),
            Err(Illegal::MoveExists {
                roll: 6,
                plane: Square::Ring(10)
            })
        );
        // A die value other than the pending one is a mismatched roll.
        assert_eq!(
            g.check(&e, MoveText::Bare(3).resolve(&g, &e).unwrap()),
            Err(Illegal::RollMismatch {
                given: 3,
                pending: 6
            })
        );
        // Beyond 6, a ring square without a plane of the mover.
        assert_eq!(
            g.check(&e, MoveText::Bare(12).resolve(&g, &e).unwrap()),
            Err(Illegal::NoPlaneThere {
                square: Square::Ring(12)
            })
        );
        assert_eq!(
            MoveText::Bare(10).resolve(&g, &e),
            Some(Action::Play {
                roll: None,
                from: Square::Ring(10)
            })
        );
    }
}
