//! The printable cross board, on the grid of the text diagram
//! ([`RING_CELLS`], [`lane_cell`]): the four bases in the corners (red
//! top-left, green top-right, yellow bottom-right, blue bottom-left), the 52
//! numbered ring squares in their colours, the stars and start squares (both
//! safe, framed in bold), the red and yellow home lanes `R1`–`R5`, `Y1`–`Y5`,
//! and the centre where planes arrive. Every colour is doubled by a pattern
//! (red `/`, green dots, yellow `—`, blue `|`) and every plane carries its
//! side's initial, so the board prints in black and white.
//!
//! Each plane is a `<g class="piece" data-piece="red|yellow" data-square="…">`
//! (a stack is one element per plane); each highlighted square a `class="hl"`
//! outline.

use super::board::{
    Cell, RING_CELLS, RingColour, STARS, Side, Square, is_safe, lane_cell, ring_colour,
};
use super::game::Game;
use crate::svg::{self, Key, Svg, ink};

const CELL: f64 = 36.0;
const MARGIN: f64 = 8.0;
const BOARD: f64 = 15.0 * CELL;
const WIDTH: f64 = BOARD + 2.0 * MARGIN;
const TOKEN: f64 = 10.5;

/// A point of the drawing.
type Point = (f64, f64);

/// The words of the drawing, language-neutral; the adapter translates them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    /// The drawing's name (the game).
    Title,
    /// How the game stands: who moves, or who won.
    Status,
    /// The pending roll.
    Dice(u8),
    /// Sixes already rolled this turn.
    Sixes(u8),
    /// The one-letter mark of a side's planes.
    Initial(Side),
    /// The base of a colour: where a playing side's planes wait, or a
    /// colour that does not play in this edition.
    Base(RingColour),
    /// Legend: a plane of this side.
    Plane(Side),
    /// Legend: ring squares of this colour.
    Colour(RingColour),
    /// Legend: a star square.
    Star,
    /// Legend: a start square.
    Start,
    /// Legend: the centre, where planes arrive.
    Goal,
    /// Legend: a square the question names.
    Highlight,
}

struct Paint {
    strong: &'static str,
    tint: &'static str,
    line: &'static str,
    name: &'static str,
}

fn paint(colour: RingColour) -> Paint {
    match colour {
        RingColour::Red => Paint {
            strong: "#c62828",
            tint: "#fbe4e2",
            line: "#d9605a",
            name: "red",
        },
        RingColour::Green => Paint {
            strong: "#2e7d32",
            tint: "#e4f2e4",
            line: "#4f9a53",
            name: "green",
        },
        RingColour::Yellow => Paint {
            strong: "#b8860b",
            tint: "#fdf3c8",
            line: "#c99a1b",
            name: "yellow",
        },
        RingColour::Blue => Paint {
            strong: "#1565c0",
            tint: "#e2ecf8",
            line: "#5b8fd0",
            name: "blue",
        },
    }
}

fn side_colour(side: Side) -> RingColour {
    match side {
        Side::Red => RingColour::Red,
        Side::Yellow => RingColour::Yellow,
    }
}

const COLOURS: [RingColour; 4] = [
    RingColour::Red,
    RingColour::Green,
    RingColour::Yellow,
    RingColour::Blue,
];

fn patterns(s: &mut Svg) {
    for colour in COLOURS {
        let p = paint(colour);
        s.pattern(p.name, 8.0, |s| {
            s.el(
                "rect",
                &[
                    ("width", 8.0.into()),
                    ("height", 8.0.into()),
                    ("fill", p.tint.into()),
                ],
            );
            let line = |s: &mut Svg, x1: f64, y1: f64, x2: f64, y2: f64| {
                s.el(
                    "line",
                    &[
                        ("x1", x1.into()),
                        ("y1", y1.into()),
                        ("x2", x2.into()),
                        ("y2", y2.into()),
                        ("stroke", p.line.into()),
                        ("stroke-width", 1.1.into()),
                    ],
                )
            };
            match colour {
                RingColour::Red => svg::hatch(s, 8.0, p.line, 1.1, true),
                RingColour::Green => {
                    for (x, y) in [(2.0, 2.0), (6.0, 6.0)] {
                        svg::disc(s, (x, y), 1.2, p.line, "none", 0.0);
                    }
                }
                RingColour::Yellow => line(s, 0.0, 4.0, 8.0, 4.0),
                RingColour::Blue => line(s, 4.0, 0.0, 4.0, 8.0),
            }
        });
    }
}

fn cell_xy((r, c): Cell) -> (f64, f64) {
    (
        MARGIN + f64::from(c - 1) * CELL,
        MARGIN + f64::from(r - 1) * CELL,
    )
}

fn cell_centre(cell: Cell) -> (f64, f64) {
    let (x, y) = cell_xy(cell);
    (x + CELL / 2.0, y + CELL / 2.0)
}

/// A square of the board: the colour's pattern, framed (bold when safe).
fn square(s: &mut Svg, cell: Cell, colour: RingColour, safe: bool, opacity: f64) {
    let (x, y) = cell_xy(cell);
    let fill = s.url(paint(colour).name);
    s.el(
        "rect",
        &[
            ("x", (x + 1.5).into()),
            ("y", (y + 1.5).into()),
            ("width", (CELL - 3.0).into()),
            ("height", (CELL - 3.0).into()),
            ("rx", 4.0.into()),
            ("fill", fill.into()),
            ("fill-opacity", opacity.into()),
            ("stroke", if safe { ink::INK } else { "#8a8a8a" }.into()),
            ("stroke-width", if safe { 2.4 } else { 0.9 }.into()),
        ],
    );
}

fn star(s: &mut Svg, x: f64, y: f64, r: f64) {
    let points: Vec<String> = (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { r } else { r * 0.45 };
            let a = std::f64::consts::PI * (f64::from(i) / 5.0 - 0.5);
            format!(
                "{},{}",
                svg::num(x + radius * a.cos()),
                svg::num(y + radius * a.sin())
            )
        })
        .collect();
    s.el(
        "polygon",
        &[
            ("points", points.join(" ").into()),
            ("fill", "#fff".into()),
            ("stroke", ink::INK.into()),
            ("stroke-width", 1.2.into()),
            ("stroke-linejoin", "round".into()),
        ],
    );
}

/// An arrow pointing along the route from a start square: `(dx, dy)` is the
/// direction of travel.
fn start_arrow(s: &mut Svg, x: f64, y: f64, (dx, dy): (f64, f64), size: f64) {
    let tip = (x + dx * size, y + dy * size);
    let back = (x - dx * size * 0.6, y - dy * size * 0.6);
    let side = (-dy * size * 0.7, dx * size * 0.7);
    let points = format!(
        "{},{} {},{} {},{}",
        svg::num(tip.0),
        svg::num(tip.1),
        svg::num(back.0 + side.0),
        svg::num(back.1 + side.1),
        svg::num(back.0 - side.0),
        svg::num(back.1 - side.1)
    );
    s.el(
        "polygon",
        &[("points", points.into()), ("fill", ink::INK.into())],
    );
}

/// The direction of travel leaving ring square `n` (towards `n + 1`).
fn heading(n: u8) -> (f64, f64) {
    let (r0, c0) = RING_CELLS[usize::from(n - 1)];
    let (r1, c1) = RING_CELLS[usize::from(n % 52)];
    (f64::from(c1) - f64::from(c0), f64::from(r1) - f64::from(r0))
}

fn token(s: &mut Svg, side: Side, x: f64, y: f64, r: f64, initial: &str) {
    let (fill, stroke, text) = match side {
        Side::Red => ("#c62828", "#5f0f0f", "#fff"),
        Side::Yellow => ("#f9c22e", "#5c4400", ink::INK),
    };
    svg::disc(s, (x, y), r, fill, stroke, r / 6.0);
    s.text(
        &[
            ("x", x.into()),
            ("y", (y + r * 0.42).into()),
            ("font-size", (r * 1.2).into()),
            ("font-weight", "bold".into()),
            ("text-anchor", "middle".into()),
            ("fill", text.into()),
        ],
        initial,
    );
}

/// A plane: a token of radius `r`, marked with the square it stands on.
fn plane(s: &mut Svg, (side, square): (Side, Square), x: f64, y: f64, r: f64, initial: &str) {
    s.open(
        "g",
        &[
            ("class", "piece".into()),
            ("data-piece", side.name().into()),
            ("data-square", square.to_string().into()),
        ],
    );
    token(s, side, x, y, r, initial);
    s.close("g");
}

/// The corner area of a base (6×6 cells) and its top-left cell.
fn base_corner(colour: RingColour) -> Cell {
    match colour {
        RingColour::Red => (1, 1),
        RingColour::Green => (1, 10),
        RingColour::Yellow => (10, 10),
        RingColour::Blue => (10, 1),
    }
}

/// The four waiting slots of a playing side's base.
fn base_slots(side: Side) -> [(f64, f64); 4] {
    let (r, c) = base_corner(side_colour(side));
    let (x, y) = cell_xy((r + 2, c + 2));
    let step = CELL;
    [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)]
        .map(|(i, j)| (x + (i + 0.5) * step, y + (j + 0.5) * step))
}

fn base(s: &mut Svg, colour: RingColour, label: &str) {
    let (x, y) = cell_xy(base_corner(colour));
    let p = paint(colour);
    let fill = s.url(p.name);
    s.el(
        "rect",
        &[
            ("class", format!("base base-{}", p.name).into()),
            ("x", (x + 4.0).into()),
            ("y", (y + 4.0).into()),
            ("width", (6.0 * CELL - 8.0).into()),
            ("height", (6.0 * CELL - 8.0).into()),
            ("rx", 14.0.into()),
            ("fill", fill.into()),
            ("fill-opacity", 0.6.into()),
            ("stroke", p.strong.into()),
            ("stroke-width", 2.0.into()),
        ],
    );
    // The name of the base on a white band near its outer edge.
    let top = matches!(colour, RingColour::Red | RingColour::Green);
    let band_y = if top { y + 14.0 } else { y + 6.0 * CELL - 40.0 };
    s.el(
        "rect",
        &[
            ("x", (x + 16.0).into()),
            ("y", band_y.into()),
            ("width", (6.0 * CELL - 32.0).into()),
            ("height", 26.0.into()),
            ("rx", 6.0.into()),
            ("fill", "#fff".into()),
            ("stroke", p.strong.into()),
            ("stroke-width", 1.0.into()),
        ],
    );
    s.text(
        &[
            ("x", (x + 3.0 * CELL).into()),
            ("y", (band_y + 17.5).into()),
            ("font-size", 12.5.into()),
            ("font-weight", "bold".into()),
            ("text-anchor", "middle".into()),
            ("fill", ink::INK.into()),
        ],
        label,
    );
}

fn slot(s: &mut Svg, x: f64, y: f64) {
    s.el(
        "circle",
        &[
            ("cx", x.into()),
            ("cy", y.into()),
            ("r", (TOKEN + 3.0).into()),
            ("fill", "#fff".into()),
            ("stroke", "#8a8a8a".into()),
            ("stroke-width", 1.0.into()),
            ("stroke-dasharray", "3 2".into()),
        ],
    );
}

/// The centre: four triangles, each colour's on the side its lane comes from.
fn centre(s: &mut Svg) {
    let (x0, y0) = cell_xy((7, 7));
    let size = 3.0 * CELL;
    let (cx, cy) = (x0 + size / 2.0, y0 + size / 2.0);
    let corners = [
        (x0, y0),
        (x0 + size, y0),
        (x0 + size, y0 + size),
        (x0, y0 + size),
    ];
    // Top (green), right (yellow), bottom (blue), left (red).
    let order = [
        RingColour::Green,
        RingColour::Yellow,
        RingColour::Blue,
        RingColour::Red,
    ];
    for (i, colour) in order.into_iter().enumerate() {
        let a = corners[i];
        let b = corners[(i + 1) % 4];
        let fill = s.url(paint(colour).name);
        let playing = matches!(colour, RingColour::Red | RingColour::Yellow);
        s.el(
            "polygon",
            &[
                (
                    "points",
                    format!(
                        "{},{} {},{} {},{}",
                        svg::num(a.0),
                        svg::num(a.1),
                        svg::num(b.0),
                        svg::num(b.1),
                        svg::num(cx),
                        svg::num(cy)
                    )
                    .into(),
                ),
                ("fill", fill.into()),
                ("fill-opacity", if playing { 1.0 } else { 0.45 }.into()),
                ("stroke", ink::INK.into()),
                ("stroke-width", 1.2.into()),
                ("stroke-linejoin", "round".into()),
            ],
        );
    }
    s.el(
        "rect",
        &[
            ("class", "goal".into()),
            ("x", x0.into()),
            ("y", y0.into()),
            ("width", size.into()),
            ("height", size.into()),
            ("fill", "none".into()),
            ("stroke", ink::INK.into()),
            ("stroke-width", 2.0.into()),
        ],
    );
}

/// Where the planes at the goal stand: in their side's triangle.
fn goal_spot(side: Side) -> (f64, f64) {
    let (x, y) = cell_centre((8, 8));
    match side {
        Side::Red => (x - CELL * 0.95, y),
        Side::Yellow => (x + CELL * 0.95, y),
    }
}

/// Where `n` planes sharing a square stand around its centre, in a small
/// grid so that each stays visible, and the radius that keeps them apart.
fn spots(n: usize) -> (f64, Vec<(f64, f64)>) {
    if n <= 1 {
        return (TOKEN, vec![(0.0, 0.0)]);
    }
    let cols = (n as f64).sqrt().ceil() as usize;
    let rows = n.div_ceil(cols);
    let step = 30.0 / cols as f64;
    let r = (step / 2.0 - 0.5).min(TOKEN);
    let at = |i: usize, count: usize| (i as f64 - (count as f64 - 1.0) / 2.0) * step;
    let spots = (0..n)
        .map(|i| (at(i % cols, cols), at(i / cols, rows)))
        .collect();
    (r, spots)
}

fn die(s: &mut Svg, x: f64, y: f64, size: f64, value: u8) {
    s.el(
        "rect",
        &[
            ("x", x.into()),
            ("y", y.into()),
            ("width", size.into()),
            ("height", size.into()),
            ("rx", (size / 6.0).into()),
            ("fill", "#fff".into()),
            ("stroke", ink::INK.into()),
            ("stroke-width", 1.5.into()),
        ],
    );
    let q = size / 4.0;
    let spots: &[(f64, f64)] = match value {
        1 => &[(2.0, 2.0)],
        2 => &[(1.0, 1.0), (3.0, 3.0)],
        3 => &[(1.0, 1.0), (2.0, 2.0), (3.0, 3.0)],
        4 => &[(1.0, 1.0), (3.0, 1.0), (1.0, 3.0), (3.0, 3.0)],
        5 => &[(1.0, 1.0), (3.0, 1.0), (2.0, 2.0), (1.0, 3.0), (3.0, 3.0)],
        _ => &[
            (1.0, 1.0),
            (3.0, 1.0),
            (1.0, 2.0),
            (3.0, 2.0),
            (1.0, 3.0),
            (3.0, 3.0),
        ],
    };
    for (i, j) in spots {
        svg::disc(
            s,
            (x + i * q, y + j * q),
            size / 11.0,
            ink::INK,
            "none",
            0.0,
        );
    }
}

fn highlight(s: &mut Svg, game: &Game, name: &str) {
    let Some(sq) = Square::parse(name) else {
        return;
    };
    let (x, y, w) = match sq {
        Square::Ring(n) => {
            let (x, y) = cell_xy(RING_CELLS[usize::from(n - 1)]);
            (x, y, CELL)
        }
        Square::Lane(side, k) => {
            let (x, y) = cell_xy(lane_cell(side, k));
            (x, y, CELL)
        }
        Square::Base => {
            let (x, y) = cell_xy(base_corner(side_colour(game.turn())));
            (x, y, 6.0 * CELL)
        }
        Square::Goal => {
            let (x, y) = cell_xy((7, 7));
            (x, y, 3.0 * CELL)
        }
    };
    svg::highlight_rect(s, &sq.to_string(), x + 1.0, y + 1.0, w - 2.0, w - 2.0);
}

/// Draws `game` with the `highlight` squares outlined; `id` prefixes the
/// drawing's ids, `word` gives its words in the reader's language.
pub fn draw(
    game: &Game,
    highlight_squares: &[String],
    id: &str,
    word: &dyn Fn(Word) -> String,
) -> String {
    let mut s = Svg::new(id);
    patterns(&mut s);
    s.el(
        "rect",
        &[
            ("width", WIDTH.into()),
            ("height", WIDTH.into()),
            ("fill", "#fff".into()),
        ],
    );
    for colour in COLOURS {
        base(&mut s, colour, &word(Word::Base(colour)));
    }
    for side in Side::BOTH {
        for (x, y) in base_slots(side) {
            slot(&mut s, x, y);
        }
    }
    // The lanes of green and blue, which do not play: faint, unnamed.
    for r in (2..=6).chain(10..=14) {
        let colour = if r < 8 {
            RingColour::Green
        } else {
            RingColour::Blue
        };
        square(&mut s, (r, 8), colour, false, 0.45);
    }
    for side in Side::BOTH {
        for k in 1..=5 {
            let cell = lane_cell(side, k);
            square(&mut s, cell, side_colour(side), false, 1.0);
            let (x, y) = cell_centre(cell);
            let name = Square::Lane(side, k).to_string();
            svg::label(&mut s, x, y, 11.0, "bold", ink::INK, &name);
        }
    }
    centre(&mut s);
    let occupied = |sq: Square| {
        Side::BOTH
            .iter()
            .any(|&side| game.squares(side).contains(&sq))
    };
    for (i, &cell) in RING_CELLS.iter().enumerate() {
        let n = i as u8 + 1;
        square(&mut s, cell, ring_colour(n), is_safe(n), 1.0);
        let (x, y) = cell_centre(cell);
        if STARS.contains(&n) {
            star(&mut s, x + 10.0, y - 10.0, 6.5);
        } else if is_safe(n) {
            // The arrow sits at the side the planes leave by.
            let (dx, dy) = heading(n);
            start_arrow(&mut s, x + dx * 12.5, y + dy * 12.5, (dx, dy), 4.0);
        }
        if !occupied(Square::Ring(n)) {
            svg::label(&mut s, x, y + 1.0, 12.0, "bold", ink::INK, &n.to_string());
        }
    }
    let initial = Side::BOTH.map(|side| word(Word::Initial(side)));
    for side in Side::BOTH {
        let waiting = game
            .squares(side)
            .iter()
            .filter(|&&q| q == Square::Base)
            .count();
        for (x, y) in base_slots(side).into_iter().take(waiting) {
            let initial = &initial[side.index()];
            plane(&mut s, (side, Square::Base), x, y, TOKEN, initial);
        }
    }
    // Every other place with its planes, red's first: a ring or lane square
    // (both sides may share a safe one), or a side's triangle in the centre.
    let mut places: Vec<(Point, Vec<(Side, Square)>)> = Vec::new();
    for side in Side::BOTH {
        for sq in game.squares(side) {
            let centre = match sq {
                Square::Base => continue,
                Square::Ring(n) => {
                    let (x, y) = cell_centre(RING_CELLS[usize::from(n - 1)]);
                    (x + 2.0, y + 3.0)
                }
                Square::Lane(lane, k) => cell_centre(lane_cell(lane, k)),
                Square::Goal => goal_spot(side),
            };
            match places.iter_mut().find(|(c, _)| *c == centre) {
                Some((_, planes)) => planes.push((side, sq)),
                None => places.push((centre, vec![(side, sq)])),
            }
        }
    }
    for ((x, y), planes) in &places {
        let (r, offsets) = spots(planes.len());
        for (&(side, sq), (dx, dy)) in planes.iter().zip(offsets) {
            plane(
                &mut s,
                (side, sq),
                x + dx,
                y + dy,
                r,
                &initial[side.index()],
            );
        }
    }
    // The number of an occupied ring square, small, above its planes.
    for (i, &cell) in RING_CELLS.iter().enumerate() {
        let n = i as u8 + 1;
        if occupied(Square::Ring(n)) {
            let (x, y) = cell_centre(cell);
            svg::label(
                &mut s,
                x - 10.0,
                y - 11.0,
                8.5,
                "bold",
                ink::INK,
                &n.to_string(),
            );
        }
    }
    for name in highlight_squares {
        highlight(&mut s, game, name);
    }
    let mut y = MARGIN + BOARD + 10.0;
    let mut caption = word(Word::Status);
    if game.sixes() > 0 {
        caption = format!("{caption} · {}", word(Word::Sixes(game.sixes())));
    }
    let mut x = MARGIN;
    if let Some(d) = game.pending() {
        // The pending roll as a die face, then in words.
        die(&mut s, x, y, 20.0, d);
        x += 28.0;
        caption = format!("{} · {caption}", word(Word::Dice(d)));
    }
    svg::caption(&mut s, x, y + 15.0, &caption);
    y += 28.0;
    let mut keys = vec![
        Key::new(word(Word::Plane(Side::Red)), |s, x, y| {
            token(s, Side::Red, x, y, 8.5, &word(Word::Initial(Side::Red)))
        }),
        Key::new(word(Word::Plane(Side::Yellow)), |s, x, y| {
            token(
                s,
                Side::Yellow,
                x,
                y,
                8.5,
                &word(Word::Initial(Side::Yellow)),
            )
        }),
        Key::new(word(Word::Star), |s, x, y| star(s, x, y, 9.0)),
        Key::new(word(Word::Start), |s, x, y| {
            svg::key_square(s, x, y, "#fff", ink::INK, 2.0);
            start_arrow(s, x + 4.0, y, (1.0, 0.0), 3.5);
        }),
        Key::new(word(Word::Goal), |s, x, y| {
            s.el(
                "polygon",
                &[
                    (
                        "points",
                        format!(
                            "{},{} {},{} {},{}",
                            svg::num(x - 8.0),
                            svg::num(y - 8.0),
                            svg::num(x + 8.0),
                            svg::num(y),
                            svg::num(x - 8.0),
                            svg::num(y + 8.0)
                        )
                        .into(),
                    ),
                    ("fill", s.url("red").into()),
                    ("stroke", ink::INK.into()),
                    ("stroke-width", 1.0.into()),
                ],
            )
        }),
    ];
    for colour in COLOURS {
        keys.push(Key::new(word(Word::Colour(colour)), move |s, x, y| {
            let fill = s.url(paint(colour).name);
            svg::key_square(s, x, y, &fill, "#8a8a8a", 0.9);
        }));
    }
    if !highlight_squares.is_empty() {
        keys.push(Key::highlight(word(Word::Highlight)));
    }
    y += svg::legend(&mut s, MARGIN, y, BOARD, &keys);
    s.finish(WIDTH, y + 6.0, &word(Word::Title), "board aeroplane")
}

#[cfg(test)]
mod tests {
    use super::super::board::{BASE, GOAL};
    use super::*;

    fn words(w: Word) -> String {
        match w {
            Word::Initial(Side::Red) => "R".to_string(),
            Word::Initial(Side::Yellow) => "Y".to_string(),
            other => format!("{other:?}"),
        }
    }

    fn sample() -> Game {
        let mut planes = [[BASE; 4]; 2];
        planes[0] = [0, 11, 11, 53]; // red on 1, 12, 12, R3
        planes[1] = [0, 8, GOAL, BASE]; // yellow on 27, 35, goal, base
        Game::from_parts(planes, Side::Red, Some(6), 1)
    }

    #[test]
    fn every_plane_is_drawn_where_it_stands() {
        let out = draw(&sample(), &[], "t", &words);
        assert_eq!(out.matches("data-piece=\"red\"").count(), 4);
        assert_eq!(out.matches("data-piece=\"yellow\"").count(), 4);
        assert_eq!(
            out.matches("data-piece=\"red\" data-square=\"12\"").count(),
            2
        );
        for sq in ["1", "R3"] {
            assert!(out.contains(&format!("data-piece=\"red\" data-square=\"{sq}\"")));
        }
        for sq in ["27", "35", "goal", "base"] {
            assert!(out.contains(&format!("data-piece=\"yellow\" data-square=\"{sq}\"")));
        }
        assert!(out.contains("Dice(6)"));
        assert!(out.contains("Sixes(1)"));
    }

    #[test]
    fn every_ring_square_and_lane_is_named() {
        let out = draw(&sample(), &[], "t", &words);
        for n in 1..=52 {
            assert!(out.contains(&format!(">{n}</text>")), "{n}");
        }
        for name in ["R1", "R5", "Y1", "Y5"] {
            assert!(out.contains(&format!(">{name}</text>")), "{name}");
        }
        assert_eq!(out.matches("class=\"base ").count(), 4);
    }

    #[test]
    fn highlights_outline_squares_lanes_and_the_base() {
        let hl = ["12".to_string(), "R3".to_string(), "base".to_string()];
        let out = draw(&sample(), &hl, "t", &words);
        for sq in ["12", "R3", "base"] {
            assert!(
                out.contains(&format!("class=\"hl\" data-square=\"{sq}\"")),
                "{sq}"
            );
        }
    }

    #[test]
    fn routes_leave_the_start_squares_in_the_right_direction() {
        assert_eq!(heading(1), (1.0, 0.0));
        assert_eq!(heading(14), (0.0, 1.0));
        assert_eq!(heading(27), (-1.0, 0.0));
        assert_eq!(heading(40), (0.0, -1.0));
    }
}
