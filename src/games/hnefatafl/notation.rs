//! Move notation: `f6-f9`, with an optional capture suffix `xf8` / `xf8/e9`.

use super::board::{Bitboard, Square};
use super::game::Move;

/// A move as written: the move and, if present, the squares its suffix names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written {
    /// The move.
    pub mv: Move,
    /// The capture suffix, if any.
    pub claimed: Option<Bitboard>,
}

/// Splits `f6` off the front of `text`: a letter and one or two digits.
fn take_square(text: &str) -> Option<(Square, &str)> {
    let bytes = text.as_bytes();
    // An ASCII letter first: slicing after a multi-byte character would panic.
    if !bytes.first()?.is_ascii_alphabetic() {
        return None;
    }
    let mut end = 1;
    while end < bytes.len() && end < 3 && bytes[end].is_ascii_digit() {
        end += 1;
    }
    let sq = Square::parse(&text[..end])?;
    Some((sq, &text[end..]))
}

/// Reads a move (case, spaces and dash style ignored); `None` if unreadable.
pub fn parse_move(text: &str) -> Option<Written> {
    let cleaned: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '–' | '—' | '‑' => '-',
            '×' => 'x',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    let (from, rest) = take_square(&cleaned)?;
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    let (to, rest) = take_square(rest)?;
    let claimed = if rest.is_empty() {
        None
    } else {
        let list = rest.strip_prefix('x')?;
        let mut set = Bitboard::EMPTY;
        for item in list.split(['/', ',']) {
            set.insert(Square::parse(item)?);
        }
        Some(set)
    };
    Some(Written {
        mv: Move { from, to },
        claimed,
    })
}

/// The canonical `f6-f9`.
pub fn move_name(mv: Move) -> String {
    format!("{}-{}", mv.from, mv.to)
}

/// `e5-e8xe9/f8`: the move and the squares it emptied, sorted by name.
pub fn move_with_captures(mv: Move, removed: Bitboard) -> String {
    let mut s = move_name(mv);
    if !removed.is_empty() {
        let names: Vec<String> = removed
            .sorted_by_name()
            .iter()
            .map(|q| q.to_string())
            .collect();
        s.push('x');
        s.push_str(&names.join("/"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn reads_moves_and_suffixes() {
        let w = parse_move("f6-f9").unwrap();
        assert_eq!(
            w.mv,
            Move {
                from: sq("f6"),
                to: sq("f9")
            }
        );
        assert_eq!(w.claimed, None);
        let w = parse_move(" E5 – e8 x F8/e9 ").unwrap();
        assert_eq!(w.mv.to, sq("e8"));
        assert_eq!(w.claimed, Some(sq("f8").bb() | sq("e9").bb()));
        assert_eq!(parse_move("a10a11").unwrap().mv.to, sq("a11"));
        assert_eq!(parse_move("k10-k1").unwrap().mv.from, sq("k10"));
        for bad in [
            "",
            "f6",
            "f6-",
            "f6-z9",
            "f6-f9x",
            "f6-f9xz1",
            "f6-f9y",
            "f6--f9",
            "f6-f9-f10",
        ] {
            assert_eq!(parse_move(bad), None, "{bad}");
        }
    }

    #[test]
    fn writes_suffix_sorted_by_name() {
        let mv = Move {
            from: sq("e5"),
            to: sq("e8"),
        };
        assert_eq!(
            move_with_captures(mv, sq("f8").bb() | sq("e9").bb()),
            "e5-e8xe9/f8"
        );
        assert_eq!(move_with_captures(mv, Bitboard::EMPTY), "e5-e8");
    }
}
