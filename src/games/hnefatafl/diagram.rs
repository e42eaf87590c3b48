//! The text board: 11×11 with file letters and rank numbers.
//!
//! Glyphs: `X` attacker, `O` defender, `K` king, `#` empty throne, `+` empty
//! corner, `.` empty square. A highlighted square is shown in brackets
//! (`[X]`), or in inverse video when colours are on.

use super::board::{CORNERS, SIZE, Square, THRONE};
use super::game::Game;

const RESET: &str = "\x1b[0m";

/// Draws the board, rank 11 at the top.
pub fn draw(game: &Game, highlight: &[Square], colour: bool) -> String {
    let files: String = (0..SIZE)
        .map(|f| format!(" {} ", (b'a' + f) as char))
        .collect();
    let mut out = format!("    {files}\n");
    for rank in (0..SIZE).rev() {
        out.push_str(&format!("{:>3} ", rank + 1));
        for file in 0..SIZE {
            let Some(sq) = Square::new(file, rank) else {
                continue;
            };
            let (glyph, style) = cell(game, sq);
            let marked = highlight.contains(&sq);
            if colour {
                let inverse = if marked { "\x1b[7m" } else { "" };
                out.push_str(&format!("{inverse}{style} {glyph} {RESET}"));
            } else if marked {
                out.push_str(&format!("[{glyph}]"));
            } else {
                out.push_str(&format!(" {glyph} "));
            }
        }
        out.push_str(&format!(" {}\n", rank + 1));
    }
    out.push_str(&format!("    {files}\n"));
    out
}

fn cell(game: &Game, sq: Square) -> (char, &'static str) {
    if !game.king_captured() && game.king() == sq {
        ('K', "\x1b[1;33m")
    } else if game.black().contains(sq) {
        ('X', "\x1b[1;31m")
    } else if game.white().contains(sq) {
        ('O', "\x1b[1;37m")
    } else if sq == THRONE {
        ('#', "\x1b[2m")
    } else if CORNERS.contains(sq) {
        ('+', "\x1b[2m")
    } else {
        ('.', "\x1b[2m")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_board_plain() {
        let g = Game::start();
        let f6 = Square::parse("f6").unwrap();
        let d = draw(&g, &[f6], false);
        let lines: Vec<&str> = d.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[0].trim(), "a  b  c  d  e  f  g  h  i  j  k");
        assert_eq!(lines[1], " 11  +  .  .  X  X  X  X  X  .  .  +  11");
        assert_eq!(lines[6], "  6  X  X  .  O  O [K] O  O  .  X  X  6");
        assert!(d.ends_with('\n'));
        assert!(!d.contains('\x1b'));
        assert!(!draw(&g, &[], true).contains("\x1b[7m"));
        assert!(draw(&g, &[f6], true).contains("\x1b[7m"));
    }
}
