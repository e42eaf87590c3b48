//! The text diagram: the line with the Unicode domino tiles (U+1F030 block,
//! horizontal, left half first) and a plain `[2|5]` line beneath, the open ends
//! at both sides, then the hands and the boneyard. Known tiles are drawn, a
//! hand's unknown tiles face down (`🀰`, `[?]`), the unknown boneyard only as
//! a count. The mover is marked `▶` while the game goes on.
//!
//! Highlighted tiles are written `{2|5}` in the plain line, and in reverse
//! video when colours are on. `diagram()` gets no language, so the only words
//! are the position-file keys (`line`, `black`, `white`, `boneyard`,
//! `passes`), which are the same in every language of the project.

use std::fmt::Write;

use super::state::{Side, State, Tiles};
use super::tile::{Oriented, tiles_of};

const BACK: char = '\u{1F030}';
const REVERSE: &str = "\x1b[7m";
const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";

fn glyph(o: Oriented) -> char {
    char::from_u32(0x1F031 + u32::from(o.left) * 7 + u32::from(o.right)).unwrap_or(BACK)
}

struct Painter<'a> {
    highlight: &'a [String],
    colour: bool,
}

impl Painter<'_> {
    fn marked(&self, o: Oriented) -> bool {
        let name = o.tile().to_string();
        self.highlight.contains(&name)
    }

    fn wrap(&self, on: bool, text: String) -> String {
        if on && self.colour {
            format!("{REVERSE}{text}{RESET}")
        } else {
            text
        }
    }

    fn glyphs(&self, tiles: &[Oriented], unknown: u8) -> String {
        let mut s = String::new();
        for &o in tiles {
            s.push_str(&self.wrap(self.marked(o), glyph(o).to_string()));
            s.push(' ');
        }
        for _ in 0..unknown {
            s.push(BACK);
            s.push(' ');
        }
        s.trim_end().to_string()
    }

    fn plain(&self, tiles: &[Oriented], unknown: u8, gap: &str) -> String {
        let mut parts: Vec<String> = tiles
            .iter()
            .map(|&o| {
                let m = self.marked(o);
                let (a, b) = if m { ('{', '}') } else { ('[', ']') };
                self.wrap(m, format!("{a}{}|{}{b}", o.left, o.right))
            })
            .collect();
        parts.extend((0..unknown).map(|_| "[?]".to_string()));
        parts.join(gap)
    }

    fn value(&self, v: u8) -> String {
        if self.colour {
            format!("{BOLD}{v}{RESET}")
        } else {
            v.to_string()
        }
    }
}

fn group_tiles(g: Tiles) -> Vec<Oriented> {
    tiles_of(g.known)
        .map(|t| Oriented {
            left: t.lo(),
            right: t.hi(),
        })
        .collect()
}

/// The words of the diagram, language-neutral; the adapter localises them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The line of laid tiles.
    Line,
    /// A side's hand and how many tiles it holds.
    Hand(Side, u32),
    /// The boneyard and how many tiles it holds.
    Boneyard(u32),
    /// Consecutive passes so far.
    Passes(u8),
}

impl Label {
    /// The label written with the position file's keys (`line:`, `black (7):`…).
    /// Labels carry their own colon: French puts a space before it.
    pub fn key_text(self) -> String {
        match self {
            Label::Line => "line:".to_string(),
            Label::Hand(side, n) => format!("{} ({n}):", side.name()),
            Label::Boneyard(n) => format!("boneyard ({n}):"),
            Label::Passes(n) => format!("passes: {n}"),
        }
    }
}

/// Renders the position with the file keys as labels.
pub fn render(s: &State, highlight: &[String], colour: bool) -> String {
    render_labelled(s, highlight, colour, &|l| l.key_text())
}

/// Renders the position, `label` giving the words.
pub fn render_labelled(
    s: &State,
    highlight: &[String],
    colour: bool,
    label: &dyn Fn(Label) -> String,
) -> String {
    render_marked(s, highlight, colour, label, true)
}

/// [`render_labelled`], with the mover marked only when `mark_turn` (not
/// once the game is over: nobody is to move then).
pub fn render_marked(
    s: &State,
    highlight: &[String],
    colour: bool,
    label: &dyn Fn(Label) -> String,
    mark_turn: bool,
) -> String {
    render_within(s, highlight, colour, label, mark_turn, usize::MAX)
}

/// How many tiles go on one row of a group: its plain row is `pad` columns,
/// then `cell` per tile (a gap between tiles is in `cell`), within `width`;
/// at least one.
fn per_row(width: usize, pad: usize, cell: usize) -> usize {
    (width.saturating_sub(pad) / cell).max(1)
}

/// [`render_marked`] within `width` columns: the chain and each group wrap
/// between tiles, each row of glyphs over its row of `[a|b]`, continued
/// under the first tile.
pub fn render_within(
    s: &State,
    highlight: &[String],
    colour: bool,
    label: &dyn Fn(Label) -> String,
    mark_turn: bool,
    width: usize,
) -> String {
    let p = Painter { highlight, colour };
    let mut out = String::new();
    let line: Vec<Oriented> = s.line.iter().collect();
    match s.line.ends() {
        None => {
            let _ = writeln!(out, "{} -", label(Label::Line));
        }
        Some((l, r)) => {
            let head = format!("{} ", label(Label::Line));
            let pad = " ".repeat(head.chars().count());
            // `[a|b]` is five columns; the glyph row, two per tile and the
            // open values around them, is the shorter one.
            let n = per_row(width, pad.len(), 5).min(per_row(width, pad.len() + 8, 2));
            let rows: Vec<&[Oriented]> = line.chunks(n).collect();
            for (i, row) in rows.iter().enumerate() {
                let first = i == 0;
                let last = i + 1 == rows.len();
                let _ = writeln!(
                    out,
                    "{}{}{}{}",
                    if first { head.as_str() } else { pad.as_str() },
                    if first {
                        format!("{} ◀ ", p.value(l))
                    } else {
                        "    ".to_string()
                    },
                    p.glyphs(row, 0),
                    if last {
                        format!(" ▶ {}", p.value(r))
                    } else {
                        String::new()
                    }
                );
                let _ = writeln!(out, "{pad}{}", p.plain(row, 0, ""));
            }
        }
    }
    for side in [Side::Black, Side::White] {
        let hand = s.hands[side.index()];
        let mark = if mark_turn && side == s.turn {
            '▶'
        } else {
            ' '
        };
        let head = format!("{mark} {}", label(Label::Hand(side, hand.count() as u32)));
        let pad = " ".repeat(head.chars().count() + 1);
        write_group(&mut out, &p, (&head, &pad), hand, true, width);
    }
    let head = format!("  {}", label(Label::Boneyard(s.boneyard.count() as u32)));
    let pad = " ".repeat(head.chars().count() + 1);
    write_group(&mut out, &p, (&head, &pad), s.boneyard, false, width);
    if s.passes > 0 {
        let _ = writeln!(out, "  {}", label(Label::Passes(s.passes)));
    }
    out
}

/// A group of tiles: the known ones, then the unknown ones face down when
/// `backs` (a hand: the reader sees how many tiles it holds), else only
/// counted in the heading (the boneyard, whose size is all one can see).
/// Rows wrap between tiles within `width`.
fn write_group(
    out: &mut String,
    p: &Painter<'_>,
    (head, pad): (&str, &str),
    g: Tiles,
    backs: bool,
    width: usize,
) {
    if g.known == 0 && (g.unknown == 0 || !backs) {
        // Nothing to draw: the count in the heading says it all.
        let _ = writeln!(out, "{head}");
        return;
    }
    let tiles = group_tiles(g);
    let unknown = usize::from(if backs || g.known != 0 { g.unknown } else { 0 });
    // `[a|b] ` is six columns (a face-down `[?] ` four: counted as six).
    let n = per_row(width.saturating_add(1), pad.chars().count(), 6);
    let cells: Vec<Option<Oriented>> = tiles
        .iter()
        .copied()
        .map(Some)
        .chain(std::iter::repeat_n(None, unknown))
        .collect();
    for (i, row) in cells.chunks(n).enumerate() {
        let known: Vec<Oriented> = row.iter().flatten().copied().collect();
        let backs = (row.len() - known.len()) as u8;
        let lead = if i == 0 {
            format!("{head} ")
        } else {
            pad.to_string()
        };
        let _ = writeln!(out, "{lead}{}", p.glyphs(&known, backs));
        let _ = writeln!(out, "{pad}{}", p.plain(&known, backs, " "));
    }
}

#[cfg(test)]
mod tests {
    use super::super::state::Line;
    use super::*;

    fn state() -> State {
        State {
            turn: Side::Black,
            line: Line::from_tiles(&[
                Oriented { left: 2, right: 4 },
                Oriented { left: 4, right: 5 },
            ]),
            hands: [
                Tiles {
                    known: super::super::tile::Tile::new(2, 5).unwrap().bit(),
                    unknown: 2,
                },
                Tiles {
                    known: 0,
                    unknown: 7,
                },
            ],
            boneyard: Tiles {
                known: 0,
                unknown: 14,
            },
            passes: 0,
        }
    }

    #[test]
    fn plain_diagram() {
        let d = render(&state(), &["2-5".to_string()], false);
        assert!(d.contains("line: 2 ◀ \u{1F043} \u{1F052} ▶ 5\n"), "{d}");
        assert!(d.contains("[2|4][4|5]"));
        assert!(
            d.contains("▶ black (3): \u{1F044} \u{1F030} \u{1F030}"),
            "{d}"
        );
        assert!(d.contains("{2|5} [?] [?]"));
        // A hidden hand is drawn face down; the boneyard is only counted.
        let backs = format!("  white (7): {}", ["\u{1F030}"; 7].join(" "));
        assert!(d.contains(&format!("{backs}\n")), "{d}");
        assert!(d.contains(" [?] [?] [?] [?] [?] [?] [?]\n"), "{d}");
        assert!(d.contains("  boneyard (14):\n"));
        assert!(!d.contains('\x1b'));
        assert!(d.ends_with('\n'));
    }

    #[test]
    fn the_chain_and_the_hands_wrap_between_tiles() {
        let tiles: Vec<Oriented> = [
            (6, 6),
            (6, 1),
            (1, 1),
            (1, 2),
            (2, 2),
            (2, 3),
            (3, 3),
            (3, 4),
        ]
        .iter()
        .map(|&(left, right)| Oriented { left, right })
        .collect();
        let mut s = state();
        s.line = Line::from_tiles(&tiles);
        s.hands[1] = Tiles {
            known: 0,
            unknown: 9,
        };
        let wide = render_within(&s, &[], false, &|l| l.key_text(), true, usize::MAX);
        let narrow = render_within(&s, &[], false, &|l| l.key_text(), true, 30);
        for line in narrow.lines() {
            assert!(line.chars().count() <= 30, "{line}\n{narrow}");
        }
        // The same tiles, in the same order, none cut.
        let plain = |d: &str| -> String {
            d.lines()
                .filter(|l| l.trim_start().starts_with('['))
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" ")
                .replace("][", "] [")
        };
        assert_eq!(plain(&narrow), plain(&wide));
        assert!(narrow.contains("line: 6 ◀ "), "{narrow}");
        assert_eq!(narrow.matches(" ▶ 4").count(), 1, "{narrow}");
        assert!(
            narrow.lines().filter(|l| l.contains("[?]")).count() >= 2,
            "{narrow}"
        );
        assert_eq!(wide, render_marked(&s, &[], false, &|l| l.key_text(), true));
    }

    #[test]
    fn no_mover_once_the_game_is_over() {
        let d = render_marked(&state(), &[], false, &|l| l.key_text(), false);
        assert!(!d.contains("▶ black"), "{d}");
        assert!(d.contains("  black (3):"), "{d}");
    }

    #[test]
    fn colour_only_when_asked() {
        let d = render(&state(), &["2-5".to_string()], true);
        assert!(d.contains(REVERSE));
        let empty = State {
            line: Line::default(),
            ..state()
        };
        assert!(render(&empty, &[], false).starts_with("line: -\n"));
    }
}
