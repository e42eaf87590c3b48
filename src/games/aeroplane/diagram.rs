//! The text board: the 15×15 cross, bases in the corners (red top-left, yellow
//! bottom-right), the numbered ring (`*` after a safe square), the lanes, planes
//! (`r`, `y`, with a count when stacked: `r2`; `ry` when both share a safe
//! square), goal counts beside the centre, highlighted squares in `[ ]`.
//! Each ring square carries its colour as a capital letter after its number
//! or plane, so that the board reads the same without colours: the initial of
//! the colour's name in the reader's language (`R G Y B` with the file keys,
//! `R V J B` in French, `К З Ж С` in Russian), never a plane's `r` or `y`.

use super::board::{
    BASE, Cell, GOAL, RING_CELLS, RingColour, Side, Square, is_safe, lane_cell, ring_colour,
};
use super::game::Game;

const RESET: &str = "\x1b[0m";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Tone {
    Plain,
    Ring(RingColour),
    Lane(Side),
    Plane(Option<Side>),
    Centre,
}

struct CellText {
    text: String,
    tone: Tone,
    /// The ring square's colour, shown as a letter after the cell.
    tag: Option<RingColour>,
    safe: bool,
    square: Option<Square>,
}

fn ansi(tone: Tone) -> &'static str {
    match tone {
        Tone::Plain => "",
        Tone::Ring(RingColour::Red) | Tone::Lane(Side::Red) => "\x1b[31m",
        Tone::Ring(RingColour::Green) => "\x1b[32m",
        Tone::Ring(RingColour::Yellow) | Tone::Lane(Side::Yellow) => "\x1b[33m",
        Tone::Ring(RingColour::Blue) => "\x1b[34m",
        Tone::Plane(Some(Side::Red)) => "\x1b[1;31m",
        Tone::Plane(Some(Side::Yellow)) => "\x1b[1;33m",
        Tone::Plane(None) => "\x1b[1;35m",
        Tone::Centre => "\x1b[2m",
    }
}

fn count_text(letter: char, n: usize) -> String {
    if n > 1 {
        format!("{letter}{n}")
    } else {
        letter.to_string()
    }
}

/// Planes of each side on `square`.
fn occupants(game: &Game, square: Square) -> [usize; 2] {
    Side::BOTH.map(|s| game.squares(s).iter().filter(|&&q| q == square).count())
}

fn plane_text(counts: [usize; 2]) -> Option<(String, Tone)> {
    match counts {
        [0, 0] => None,
        [r, 0] => Some((count_text('r', r), Tone::Plane(Some(Side::Red)))),
        [0, y] => Some((count_text('y', y), Tone::Plane(Some(Side::Yellow)))),
        _ => Some(("ry".to_string(), Tone::Plane(None))),
    }
}

fn cell(game: &Game, at: Cell) -> CellText {
    let blank = |text: &str, tone| CellText {
        text: text.to_string(),
        tone,
        tag: None,
        safe: false,
        square: None,
    };
    if let Some(i) = RING_CELLS.iter().position(|&c| c == at) {
        let n = i as u8 + 1;
        let square = Square::Ring(n);
        let (text, tone) = plane_text(occupants(game, square))
            .unwrap_or_else(|| (n.to_string(), Tone::Ring(ring_colour(n))));
        return CellText {
            text,
            tone,
            tag: Some(ring_colour(n)),
            safe: is_safe(n),
            square: Some(square),
        };
    }
    for side in Side::BOTH {
        for k in 1..=5 {
            if lane_cell(side, k) == at {
                let square = Square::Lane(side, k);
                let (text, tone) = plane_text(occupants(game, square))
                    .unwrap_or_else(|| (square.to_string(), Tone::Lane(side)));
                return CellText {
                    text,
                    tone,
                    tag: None,
                    safe: false,
                    square: Some(square),
                };
            }
        }
    }
    let (r, c) = at;
    // Goal counts beside the centre: red's on the left, yellow's on the right.
    for (side, goal_cell) in [(Side::Red, (8, 7)), (Side::Yellow, (8, 9))] {
        if at == goal_cell {
            let n = game.planes(side).iter().filter(|&&p| p == GOAL).count();
            let mut counts = [0, 0];
            counts[side.index()] = n;
            let (text, tone) = plane_text(counts).unwrap_or(("::".to_string(), Tone::Centre));
            return CellText {
                text,
                tone,
                tag: None,
                safe: false,
                square: Some(Square::Goal),
            };
        }
    }
    if (7..=9).contains(&r) && (7..=9).contains(&c) {
        let mut t = blank("::", Tone::Centre);
        t.square = Some(Square::Goal);
        return t;
    }
    // Unused lanes of green and blue.
    if c == 8 && ((2..=6).contains(&r) || (10..=14).contains(&r)) {
        return blank("..", Tone::Centre);
    }
    // Base slots: red around (3..=4, 3..=4), yellow around (12..=13, 12..=13).
    for (side, top) in [(Side::Red, 3u8), (Side::Yellow, 12u8)] {
        if (top..=top + 1).contains(&r) && (top..=top + 1).contains(&c) {
            let slot = usize::from((r - top) * 2 + (c - top));
            let in_base = game.planes(side).iter().filter(|&&p| p == BASE).count();
            let mut t = if slot < in_base {
                let mut counts = [0, 0];
                counts[side.index()] = 1;
                let (text, tone) = plane_text(counts).unwrap_or((String::new(), Tone::Plain));
                blank(&text, tone)
            } else {
                blank(" .", Tone::Centre)
            };
            t.square = Some(Square::Base);
            return t;
        }
    }
    blank("", Tone::Plain)
}

/// Draws `game`; `highlight` holds canonical square names to mark.
pub fn draw(game: &Game, highlight: &[String], colour: bool) -> String {
    draw_labelled(game, highlight, colour, &|l| l.key_text())
}

/// The words under the board, language-neutral; the adapter localises them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The side to move.
    Turn(Side),
    /// The pending roll.
    Dice(u8),
    /// Sixes already rolled this turn.
    Sixes(u8),
    /// Where a side's four planes are.
    Planes(Side, [Square; 4]),
    /// The letter marking a ring square of this colour (its first character
    /// is used).
    Colour(RingColour),
}

impl Label {
    /// The label written with the position file's keys (`dice = 3`).
    pub fn key_text(self) -> String {
        match self {
            Label::Turn(side) => format!("turn = {}", side.name()),
            Label::Dice(d) => format!("dice = {d}"),
            Label::Sixes(n) => format!("sixes = {n}"),
            Label::Planes(side, squares) => {
                let names: Vec<String> = squares.iter().map(Square::to_string).collect();
                let letter = if side == Side::Red { 'r' } else { 'y' };
                format!("{letter}: {}", names.join(" "))
            }
            Label::Colour(colour) => match colour {
                RingColour::Red => "R",
                RingColour::Green => "G",
                RingColour::Yellow => "Y",
                RingColour::Blue => "B",
            }
            .to_string(),
        }
    }
}

/// The diagram, `label` giving the words under the board.
pub fn draw_labelled(
    game: &Game,
    highlight: &[String],
    colour: bool,
    label: &dyn Fn(Label) -> String,
) -> String {
    let marked = |s: Option<Square>| {
        s.is_some_and(|s| {
            highlight
                .iter()
                .any(|h| Square::parse(h).is_some_and(|h| h == s))
        })
    };
    let letters = [
        RingColour::Red,
        RingColour::Green,
        RingColour::Yellow,
        RingColour::Blue,
    ]
    .map(|c| (c, label(Label::Colour(c)).chars().next().unwrap_or(' ')));
    let letter = |c: RingColour| {
        letters
            .iter()
            .find_map(|&(k, l)| (k == c).then_some(l))
            .unwrap_or(' ')
    };
    let mut out = String::new();
    for r in 1..=15u8 {
        let mut line = String::new();
        for c in 1..=15u8 {
            let t = cell(game, (r, c));
            let hl = marked(t.square) && !t.text.is_empty();
            let (open, close) = match (hl, t.safe) {
                (true, _) => ('[', ']'),
                (false, true) => (' ', '*'),
                (false, false) => (' ', ' '),
            };
            line.push(open);
            let body = format!("{:>2}", t.text);
            if colour && (t.tone != Tone::Plain || hl) {
                if hl {
                    line.push_str("\x1b[7m");
                }
                line.push_str(ansi(t.tone));
                line.push_str(&body);
                line.push_str(RESET);
            } else {
                line.push_str(&body);
            }
            line.push(t.tag.map_or(' ', letter));
            line.push(close);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    for side in Side::BOTH {
        out.push_str(&label(Label::Planes(side, game.squares(side))));
        out.push('\n');
    }
    // The turn, the pending roll and the sixes: a label left empty (the turn
    // hidden while a question asks it) takes no room.
    let mut state = vec![label(Label::Turn(game.turn()))];
    if let Some(d) = game.pending() {
        state.push(label(Label::Dice(d)));
    }
    if game.sixes() > 0 {
        state.push(label(Label::Sixes(game.sixes())));
    }
    state.retain(|l| !l.is_empty());
    if !state.is_empty() {
        out.push_str(&state.join("   "));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Game {
        let mut planes = [[BASE; 4]; 2];
        planes[0] = [0, 11, 11, 53]; // red on 1, 12, 12, R3
        planes[1] = [0, 8, GOAL, BASE]; // yellow on 27, 35, goal, base
        Game::from_parts(planes, Side::Red, Some(6), 0)
    }

    #[test]
    fn board_shape_and_contents() {
        let d = draw(&sample(), &[], false);
        let lines: Vec<&str> = d.lines().collect();
        assert_eq!(lines.len(), 18);
        assert!(!d.contains('\x1b'));
        // Row 7 holds red's start (a plane) and squares 2..5, each with
        // its colour's letter.
        assert!(
            lines[6].starts_with(" 52B   rR*  2G   3Y   4B   5R"),
            "{}",
            lines[6]
        );
        // Stack of two red planes on 12 (row 1, col 8), a blue square.
        assert_eq!(&lines[0][35..40], " r2B ");
        assert!(lines[7].contains("r "), "{}", lines[7]);
        assert!(d.contains("r: 1 12 12 R3"));
        assert!(d.contains("y: 27 35 goal base"));
        assert!(d.contains("dice = 6"));
    }

    #[test]
    fn colour_letters_come_from_the_labels() {
        let fr = |l: Label| match l {
            Label::Colour(RingColour::Green) => "V".to_string(),
            Label::Colour(RingColour::Yellow) => "Jaune".to_string(),
            other => other.key_text(),
        };
        let d = draw_labelled(&sample(), &[], false, &fr);
        let lines: Vec<&str> = d.lines().collect();
        assert!(
            lines[6].starts_with(" 52B   rR*  2V   3J   4B   5R"),
            "{}",
            lines[6]
        );
    }

    #[test]
    fn highlight_and_colour() {
        let d = draw(&sample(), &["12".to_string(), "r3".to_string()], false);
        assert!(d.contains("[r2B]"));
        let lines: Vec<&str> = d.lines().collect();
        assert!(lines[7].contains("[ r ]"), "{}", lines[7]);
        let c = draw(&sample(), &["12".to_string()], true);
        assert!(c.contains("\x1b[7m"));
        assert!(c.contains("\x1b[1;31m"));
        assert!(c.lines().all(|l| !l.ends_with(' ')));
    }
}
