//! Move notation: `2-5@right`, the opening tile alone `3-4`, `draw`,
//! `draw:3-4` (the tile drawn named), `pass`.
//!
//! Input is lenient (case, spaces, `[2|5]`, French and Russian words for the
//! ends and actions); output is canonical (`min-max`, English words).

use std::fmt;

use super::moves::{At, Move};
use super::tile::{TileError, parse_oriented, parse_tile};

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Open(o) => write!(f, "{}", o.tile()),
            Move::Play { tile, at } => write!(f, "{tile}@{}", at.name()),
            Move::Draw(None) => f.write_str("draw"),
            Move::Draw(Some(t)) => write!(f, "draw:{t}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// Why a move text cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// The tile part is unreadable.
    Tile(TileError),
    /// The end after `@` is not left or right.
    End,
}

const DRAW: &[&str] = &[
    "draw",
    "pioche",
    "piocher",
    "pick",
    "взять",
    "добрать",
    "добор",
];
const PASS: &[&str] = &["pass", "passe", "passer", "пас", "пропуск", "пропустить"];
const LEFT: &[&str] = &[
    "left",
    "l",
    "gauche",
    "g",
    "слева",
    "лево",
    "левый",
    "левому",
];
const RIGHT: &[&str] = &[
    "right",
    "r",
    "droite",
    "d",
    "справа",
    "право",
    "правый",
    "правому",
];

/// Reads an end name (English, French or Russian).
pub fn parse_at(text: &str) -> Option<At> {
    let t = text.trim().to_lowercase();
    if LEFT.contains(&t.as_str()) {
        Some(At::Left)
    } else if RIGHT.contains(&t.as_str()) {
        Some(At::Right)
    } else {
        None
    }
}

/// Reads a move.
pub fn parse_move(text: &str) -> Result<Move, NotationError> {
    let t: String = text.trim().to_lowercase();
    if DRAW.contains(&t.as_str()) {
        return Ok(Move::Draw(None));
    }
    if PASS.contains(&t.as_str()) {
        return Ok(Move::Pass);
    }
    if let Some((word, tile)) = t.split_once(':')
        && DRAW.contains(&word.trim())
    {
        return parse_tile(tile)
            .map(|t| Move::Draw(Some(t)))
            .map_err(NotationError::Tile);
    }
    if let Some((tile, end)) = t.split_once('@') {
        let tile = parse_tile(tile).map_err(NotationError::Tile)?;
        let at = parse_at(end).ok_or(NotationError::End)?;
        return Ok(Move::Play { tile, at });
    }
    parse_oriented(&t)
        .map(Move::Open)
        .map_err(NotationError::Tile)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canon(s: &str) -> String {
        parse_move(s).unwrap().to_string()
    }

    #[test]
    fn canonical_forms() {
        assert_eq!(canon("5-2@RIGHT"), "2-5@right");
        assert_eq!(canon(" 2-5 @ gauche "), "2-5@left");
        assert_eq!(canon("[5|2]@справа"), "2-5@right");
        assert_eq!(canon("4-3"), "3-4");
        assert_eq!(canon("Draw"), "draw");
        assert_eq!(canon("pioche : 4-3"), "draw:3-4");
        assert_eq!(canon("passe"), "pass");
        assert_eq!(canon("пас"), "pass");
    }

    #[test]
    fn bad_moves() {
        assert_eq!(parse_move("2-5@up"), Err(NotationError::End));
        assert_eq!(
            parse_move("2-9@left"),
            Err(NotationError::Tile(TileError::Range(9)))
        );
        assert_eq!(
            parse_move("draw:x"),
            Err(NotationError::Tile(TileError::Syntax))
        );
        assert_eq!(
            parse_move("hello"),
            Err(NotationError::Tile(TileError::Syntax))
        );
    }
}
