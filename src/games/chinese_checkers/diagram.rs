//! The text board: rows `q` (top, blue's camp) to `a` (bottom, red's camp),
//! doubled column labels above and below, `R`/`B` pieces, `.` empty points,
//! highlighted points in brackets. Camps and pieces are coloured on request.

use super::board::{BLUE_CAMP, MAX_COL, Point, RED_CAMP};
use super::game::Game;
use super::rules::Side;

const RESET: &str = "\x1b[0m";

fn paint(out: &mut String, text: &str, style: Option<&str>) {
    match style {
        Some(s) => {
            out.push_str(s);
            out.push_str(text);
            out.push_str(RESET);
        }
        None => out.push_str(text),
    }
}

fn labels(out: &mut String, odd: bool) {
    let mut line = String::from("  ");
    for c in 1..=MAX_COL {
        if (c % 2 == 1) != odd {
            continue;
        }
        let x = 2 + 2 * c as usize; // last digit lands on the point's column
        let label = c.to_string();
        while line.len() + label.len() < x + 1 {
            line.push(' ');
        }
        line.push_str(&label);
    }
    out.push_str(line.trim_end());
    out.push('\n');
}

/// Draws the board; `highlight` holds canonical point names.
pub fn draw(game: &Game, highlight: &[String], colour: bool) -> String {
    let marked: u128 = highlight
        .iter()
        .filter_map(|h| Point::parse(h).ok())
        .fold(0, |m, p| m | p.bit());
    let mut out = String::new();
    labels(&mut out, true);
    labels(&mut out, false);
    for row in (0..17u8).rev() {
        let letter = (b'a' + row) as char;
        let mut line = String::new();
        line.push(letter);
        line.push(' ');
        // cells at x = 2 + 2*col (col 1..=25), brackets at x-1 and x+1
        let mut x = 2usize;
        for col in 1..=MAX_COL {
            let Some(p) = Point::at(row, col) else {
                continue;
            };
            let cx = 2 + 2 * col as usize;
            let hi = marked & p.bit() != 0;
            while x < cx - 1 {
                line.push(' ');
                x += 1;
            }
            let bracket = colour.then_some("\x1b[1;33m");
            paint(
                &mut line,
                if hi { "[" } else { " " },
                if hi { bracket } else { None },
            );
            let (ch, style) = match game.side_at(p) {
                Some(Side::Red) => ("R", "\x1b[1;31m"),
                Some(Side::Blue) => ("B", "\x1b[1;34m"),
                None if RED_CAMP & p.bit() != 0 => (".", "\x1b[31m"),
                None if BLUE_CAMP & p.bit() != 0 => (".", "\x1b[34m"),
                None => (".", "\x1b[2m"),
            };
            paint(&mut line, ch, colour.then_some(style));
            paint(
                &mut line,
                if hi { "]" } else { " " },
                if hi { bracket } else { None },
            );
            x = cx + 2;
        }
        let pad = (2 + 2 * MAX_COL as usize + 3).saturating_sub(x);
        line.push_str(&" ".repeat(pad));
        line.push(letter);
        out.push_str(&line);
        out.push('\n');
    }
    labels(&mut out, true);
    labels(&mut out, false);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_diagram_shows_both_camps_and_labels() {
        let d = draw(&Game::start(), &[], false);
        let lines: Vec<&str> = d.lines().collect();
        assert_eq!(lines.len(), 17 + 4);
        assert!(d.ends_with('\n'));
        assert!(!d.contains('\x1b'));
        let q = lines[2];
        assert!(q.starts_with("q ") && q.ends_with('q'));
        assert_eq!(q.matches('B').count(), 1);
        let a = lines[18];
        assert_eq!(a.matches('R').count(), 1);
        assert_eq!(d.matches('R').count(), 10);
        assert_eq!(d.matches('B').count(), 10);
        // the centre row i has nine points
        assert_eq!(lines[10].matches('.').count(), 9);
        // every row ends on the same column
        let w = lines[2].chars().count();
        assert!(lines[2..19].iter().all(|l| l.chars().count() == w));
        // the tip a13 sits under the column label 13
        let col13 = lines[0].find("13").unwrap() + 1;
        assert_eq!(a.find('R').unwrap(), col13);
    }

    #[test]
    fn highlights_and_colours() {
        let d = draw(&Game::start(), &["i13".into(), "d10".into()], false);
        assert!(d.contains("[.]"));
        assert!(d.contains("[R]"));
        let c = draw(&Game::start(), &[], true);
        assert!(c.contains("\x1b[1;31mR\x1b[0m"));
        assert!(c.contains("\x1b[1;34mB\x1b[0m"));
    }
}
