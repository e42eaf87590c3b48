//! The printable table: the line of laid tiles with real pip faces, left to
//! right as oriented, the two open values marked at its ends; then each
//! hand (known tiles face up, unknown ones face down, the side to move
//! marked) and the boneyard with its count. Long rows wrap.
//!
//! Each tile is a `<g class="piece" data-piece="line|black|white|boneyard"
//! data-tile="2-5|?">`; each highlighted tile a `class="hl"` outline.

use super::state::{Side, State, Tiles};
use super::tile::{Oriented, tiles_of};
use crate::svg::{self, Key, Svg, ink};

/// Side of one half of a tile.
const HALF: f64 = 30.0;
const GAP: f64 = 4.0;
const MARGIN: f64 = 12.0;
/// Tiles per row before wrapping.
const PER_ROW: usize = 9;
/// The narrowest drawing, so that the labels fit.
const MIN_WIDTH: f64 = 440.0;
const IVORY: &str = "#fffdf5";

/// The words of the drawing, language-neutral; the adapter translates them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    /// The drawing's name (the game).
    Title,
    /// How the game stands: who moves, or who won.
    Status,
    /// The line of laid tiles.
    Line,
    /// The line before the first tile.
    NotOpened,
    /// A side's hand and how many tiles it holds.
    Hand(Side, u32),
    /// The boneyard and how many tiles it holds.
    Boneyard(u32),
    /// Consecutive passes so far.
    Passes(u8),
    /// Legend: an open end of the line.
    OpenEnd,
    /// Legend: a tile lying face down.
    FaceDown,
    /// Legend: the mark of the side to move.
    ToMove,
    /// Legend: a tile the question names.
    Highlight,
}

/// Pip spots of a value in a square of side 1 (centre at 0.5, 0.5).
fn spots(value: u8) -> &'static [(f64, f64)] {
    const A: f64 = 0.25;
    const B: f64 = 0.5;
    const C: f64 = 0.75;
    match value {
        0 => &[],
        1 => &[(B, B)],
        2 => &[(A, A), (C, C)],
        3 => &[(A, A), (B, B), (C, C)],
        4 => &[(A, A), (C, A), (A, C), (C, C)],
        5 => &[(A, A), (C, A), (B, B), (A, C), (C, C)],
        _ => &[(A, A), (C, A), (A, B), (C, B), (A, C), (C, C)],
    }
}

fn patterns(s: &mut Svg) {
    s.pattern("back", 6.0, |s| {
        s.el(
            "rect",
            &[
                ("width", 6.0.into()),
                ("height", 6.0.into()),
                ("fill", "#e8e6df".into()),
            ],
        );
        svg::hatch(s, 6.0, "#8d8a80", 1.0, true);
        svg::hatch(s, 6.0, "#8d8a80", 1.0, false);
    });
}

/// One face-up tile, horizontal, `half` the side of each half.
fn face(s: &mut Svg, o: Oriented, x: f64, y: f64, half: f64) {
    s.el(
        "rect",
        &[
            ("x", x.into()),
            ("y", y.into()),
            ("width", (2.0 * half).into()),
            ("height", half.into()),
            ("rx", (half / 7.0).into()),
            ("fill", IVORY.into()),
            ("stroke", ink::INK.into()),
            ("stroke-width", 1.5.into()),
        ],
    );
    s.el(
        "line",
        &[
            ("x1", (x + half).into()),
            ("y1", (y + half * 0.15).into()),
            ("x2", (x + half).into()),
            ("y2", (y + half * 0.85).into()),
            ("stroke", ink::INK.into()),
            ("stroke-width", 1.2.into()),
        ],
    );
    for (k, value) in [o.left, o.right].into_iter().enumerate() {
        let x0 = x + k as f64 * half;
        for &(u, v) in spots(value) {
            svg::disc(
                s,
                (x0 + u * half, y + v * half),
                half / 10.0,
                ink::INK,
                "none",
                0.0,
            );
        }
    }
}

/// One face-down tile, `w`×`h`.
fn back(s: &mut Svg, x: f64, y: f64, w: f64, h: f64) {
    let fill = s.url("back");
    s.el(
        "rect",
        &[
            ("x", x.into()),
            ("y", y.into()),
            ("width", w.into()),
            ("height", h.into()),
            ("rx", (w.min(h) / 7.0).into()),
            ("fill", fill.into()),
            ("stroke", ink::INK.into()),
            ("stroke-width", 1.5.into()),
        ],
    );
}

/// A tile drawn as one element of a place.
enum Drawn {
    Up(Oriented),
    Down,
}

struct Table<'a> {
    s: Svg,
    highlight: &'a [String],
    width: f64,
}

impl Table<'_> {
    /// Draws a row of tiles from (x, y), wrapping after `PER_ROW`; returns the
    /// height used. `small` tiles (the boneyard's unknown ones) stand upright.
    fn tiles(&mut self, place: &str, tiles: &[Drawn], x: f64, y: f64, small: bool) -> f64 {
        let (w, h) = if small {
            (HALF * 0.6, HALF * 1.2)
        } else {
            (2.0 * HALF, HALF)
        };
        let per_row = if small { 2 * PER_ROW } else { PER_ROW };
        let mut used = 0.0;
        for (i, tile) in tiles.iter().enumerate() {
            let tx = x + (i % per_row) as f64 * (w + GAP);
            let ty = y + (i / per_row) as f64 * (h + GAP);
            used = ty + h - y;
            let name = match tile {
                Drawn::Up(o) => o.tile().to_string(),
                Drawn::Down => "?".to_string(),
            };
            self.s.open(
                "g",
                &[
                    ("class", "piece".into()),
                    ("data-piece", place.into()),
                    ("data-tile", name.clone().into()),
                ],
            );
            match tile {
                Drawn::Up(o) => face(&mut self.s, *o, tx, ty, HALF),
                Drawn::Down => back(&mut self.s, tx, ty, w, h),
            }
            self.s.close("g");
            if matches!(tile, Drawn::Up(_)) && self.highlight.contains(&name) {
                svg::highlight_rect(&mut self.s, &name, tx - 3.0, ty - 3.0, w + 6.0, h + 6.0);
            }
        }
        used
    }

    fn heading(&mut self, x: f64, y: f64, text: &str, bold: bool) {
        self.s.text(
            &[
                ("x", x.into()),
                ("y", y.into()),
                ("font-size", 13.0.into()),
                ("font-weight", if bold { "bold" } else { "normal" }.into()),
                ("fill", ink::INK.into()),
            ],
            text,
        );
    }
}

/// The mark of an open end: the value in a box with a point outwards.
fn open_end(s: &mut Svg, x: f64, y: f64, value: Option<u8>, left: bool) {
    let size = if value.is_some() { 22.0 } else { 13.0 };
    let dir = if left { -1.0 } else { 1.0 };
    let (w, h) = (size, size);
    let x0 = x - w / 2.0;
    let y0 = y - h / 2.0;
    let tip = x + dir * (w / 2.0 + size / 3.0);
    let (near, far) = if left { (x0 + w, x0) } else { (x0, x0 + w) };
    let points = format!(
        "{n},{t} {f},{t} {tip},{m} {f},{b} {n},{b}",
        n = svg::num(near),
        f = svg::num(far),
        t = svg::num(y0),
        b = svg::num(y0 + h),
        m = svg::num(y),
        tip = svg::num(tip)
    );
    s.el(
        "polygon",
        &[
            ("class", "open-end".into()),
            ("points", points.into()),
            ("fill", "#fff".into()),
            ("stroke", ink::INK.into()),
            ("stroke-width", 1.8.into()),
            ("stroke-linejoin", "round".into()),
        ],
    );
    if let Some(v) = value {
        s.text(
            &[
                ("x", x.into()),
                ("y", (y + 5.0).into()),
                ("font-size", 14.0.into()),
                ("font-weight", "bold".into()),
                ("text-anchor", "middle".into()),
                ("fill", ink::INK.into()),
            ],
            &v.to_string(),
        );
    }
}

/// The mark of the side to move: a solid triangle pointing right.
fn mover(s: &mut Svg, x: f64, y: f64) {
    let points = format!(
        "{},{} {},{} {},{}",
        svg::num(x - 5.0),
        svg::num(y - 6.0),
        svg::num(x + 6.0),
        svg::num(y),
        svg::num(x - 5.0),
        svg::num(y + 6.0)
    );
    s.el(
        "polygon",
        &[("points", points.into()), ("fill", ink::INK.into())],
    );
}

fn group(g: Tiles) -> Vec<Drawn> {
    let mut out: Vec<Drawn> = tiles_of(g.known).map(|t| Drawn::Up(t.oriented())).collect();
    out.extend((0..g.unknown).map(|_| Drawn::Down));
    out
}

fn row_width(n: usize, w: f64, per_row: usize) -> f64 {
    n.min(per_row) as f64 * (w + GAP)
}

/// Draws `state` with the `highlight` tiles outlined; `id` prefixes the
/// drawing's ids, `word` gives its words in the reader's language.
pub fn draw(
    state: &State,
    highlight: &[String],
    id: &str,
    word: &dyn Fn(Word) -> String,
) -> String {
    let line: Vec<Drawn> = state.line.iter().map(Drawn::Up).collect();
    let indent = 40.0;
    // As wide as the widest row: the line between its two ends, a hand, the
    // boneyard's backs.
    let tile = 2.0 * HALF;
    let widest_group = [state.hands[0], state.hands[1]]
        .iter()
        .map(|g| row_width(usize::from(g.count()), tile, PER_ROW))
        .chain([
            row_width(state.boneyard.known.count_ones() as usize, tile, PER_ROW),
            row_width(usize::from(state.boneyard.unknown), HALF * 0.6, 2 * PER_ROW),
        ])
        .fold(0.0, f64::max);
    let width = (2.0 * MARGIN + 2.0 * indent + row_width(line.len(), tile, PER_ROW))
        .max(2.0 * MARGIN + 18.0 + widest_group)
        .max(MIN_WIDTH);
    let mut t = Table {
        s: Svg::new(id),
        highlight,
        width,
    };
    patterns(&mut t.s);
    t.s.el(
        "rect",
        &[
            ("width", width.into()),
            ("height", "100%".into()),
            ("fill", "#fff".into()),
        ],
    );
    let mut y = MARGIN + 14.0;
    t.heading(MARGIN, y, &word(Word::Line), true);
    y += 12.0;
    match state.line.ends() {
        None => {
            t.s.el(
                "rect",
                &[
                    ("x", (MARGIN + indent).into()),
                    ("y", y.into()),
                    ("width", (t.width - 2.0 * MARGIN - 2.0 * indent).into()),
                    ("height", HALF.into()),
                    ("rx", 6.0.into()),
                    ("fill", "none".into()),
                    ("stroke", ink::GRID.into()),
                    ("stroke-dasharray", "4 3".into()),
                ],
            );
            t.s.text(
                &[
                    ("x", (t.width / 2.0).into()),
                    ("y", (y + HALF / 2.0 + 4.5).into()),
                    ("font-size", 12.0.into()),
                    ("font-style", "italic".into()),
                    ("text-anchor", "middle".into()),
                    ("fill", ink::MUTED.into()),
                ],
                &word(Word::NotOpened),
            );
            y += HALF;
        }
        Some((l, r)) => {
            let x0 = MARGIN + indent;
            let used = t.tiles("line", &line, x0, y, false);
            open_end(&mut t.s, x0 - 22.0, y + HALF / 2.0, Some(l), true);
            let last = line.len() - 1;
            let end_x = x0 + ((last % PER_ROW) + 1) as f64 * (2.0 * HALF + GAP) - GAP;
            let end_y = y + (last / PER_ROW) as f64 * (HALF + GAP) + HALF / 2.0;
            open_end(&mut t.s, end_x + 22.0, end_y, Some(r), false);
            y += used;
        }
    }
    y += 20.0;
    for side in [Side::Black, Side::White] {
        let hand = state.hands[side.index()];
        y += 16.0;
        if side == state.turn {
            mover(&mut t.s, MARGIN + 6.0, y - 4.5);
        }
        let label = word(Word::Hand(side, u32::from(hand.count())));
        t.heading(MARGIN + 18.0, y, &label, side == state.turn);
        y += 10.0;
        let used = t.tiles(side.name(), &group(hand), MARGIN + 18.0, y, false);
        y += used + 8.0;
    }
    y += 16.0;
    let label = word(Word::Boneyard(u32::from(state.boneyard.count())));
    t.heading(MARGIN + 18.0, y, &label, false);
    y += 10.0;
    let bone = group(state.boneyard);
    // Known boneyard tiles are shown face up at full size; unknown ones as
    // small upright backs.
    let (up, down): (Vec<Drawn>, Vec<Drawn>) =
        bone.into_iter().partition(|d| matches!(d, Drawn::Up(_)));
    let used = t.tiles("boneyard", &up, MARGIN + 18.0, y, false);
    y += if used > 0.0 { used + GAP } else { 0.0 };
    y += t.tiles("boneyard", &down, MARGIN + 18.0, y, true);
    if state.passes > 0 {
        y += 22.0;
        t.heading(MARGIN + 18.0, y, &word(Word::Passes(state.passes)), false);
    }
    y += 28.0;
    svg::caption(&mut t.s, MARGIN, y, &word(Word::Status));
    y += 12.0;
    let mut keys = vec![
        Key::new(word(Word::OpenEnd), |s, x, y| {
            open_end(s, x - 3.0, y, None, false)
        }),
        Key::new(word(Word::FaceDown), |s, x, y| {
            back(s, x - 5.0, y - 9.0, 10.0, 18.0)
        }),
        Key::new(word(Word::ToMove), mover),
    ];
    if !highlight.is_empty() {
        keys.push(Key::highlight(word(Word::Highlight)));
    }
    let legend_width = t.width - 2.0 * MARGIN;
    y += svg::legend(&mut t.s, MARGIN, y, legend_width, &keys);
    let width = t.width;
    t.s.finish(width, y + 6.0, &word(Word::Title), "board dominoes")
}

#[cfg(test)]
mod tests {
    use super::super::state::Line;
    use super::super::tile::Tile;
    use super::*;

    fn words(w: Word) -> String {
        format!("{w:?}")
    }

    fn state() -> State {
        State {
            turn: Side::Black,
            line: Line::from_tiles(&[
                Oriented { left: 2, right: 4 },
                Oriented { left: 4, right: 5 },
            ]),
            hands: [
                Tiles {
                    known: Tile::new(2, 5).unwrap().bit() | Tile::new(6, 6).unwrap().bit(),
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
            passes: 1,
        }
    }

    #[test]
    fn tiles_in_every_place_with_their_pips() {
        let out = draw(&state(), &["2-5".to_string()], "t", &words);
        assert!(out.contains("data-piece=\"line\" data-tile=\"2-4\""));
        assert!(out.contains("data-piece=\"line\" data-tile=\"4-5\""));
        assert!(out.contains("data-piece=\"black\" data-tile=\"2-5\""));
        assert!(out.contains("data-piece=\"black\" data-tile=\"6-6\""));
        assert_eq!(
            out.matches("data-piece=\"black\" data-tile=\"?\"").count(),
            2
        );
        assert_eq!(
            out.matches("data-piece=\"white\" data-tile=\"?\"").count(),
            7
        );
        assert_eq!(
            out.matches("data-piece=\"boneyard\" data-tile=\"?\"")
                .count(),
            14
        );
        assert!(out.contains("class=\"hl\" data-square=\"2-5\""));
        assert!(out.contains("Boneyard(14)"));
        assert!(out.contains("Passes(1)"));
        // Pips: 2+4 + 4+5 in the line, 2+5 + 6+6 in the hand.
        assert_eq!(out.matches("<circle").count(), 6 + 9 + 7 + 12);
    }

    #[test]
    fn an_unopened_line_says_so() {
        let s = State {
            line: Line::default(),
            passes: 0,
            ..state()
        };
        let out = draw(&s, &[], "t", &words);
        assert!(out.contains("NotOpened"));
        assert!(!out.contains("data-piece=\"line\""));
        assert!(!out.contains("class=\"hl\""));
    }

    #[test]
    fn pips_follow_the_usual_faces() {
        for v in 0..=6u8 {
            assert_eq!(spots(v).len(), usize::from(v));
        }
    }
}
