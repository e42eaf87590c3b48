//! The printable star: the 121 points on their lattice, each empty point
//! with its name (`e13`), the row letters on both sides, red's camp (rows
//! a–d, hatched) at the bottom and blue's camp (rows n–q, dotted) at the top.
//! Red pieces are solid discs, blue pieces hatched discs, so the two sides
//! differ in black and white too; each piece carries its point's name.
//!
//! Each piece is a `<g class="piece" data-piece="red|blue" data-square="…">`;
//! each highlighted point a `class="hl"` ring.

use super::board::{MAX_COL, Point, ROWS};
use super::game::Game;
use super::rules::Side;
use crate::svg::{self, Key, Svg, ink};

/// Half the distance between neighbours on a row (columns are doubled).
const DX: f64 = 13.5;
/// Distance between rows: neighbours on the diagonals are as far as on a row.
const DY: f64 = DX * 1.732_050_8;
const MARGIN_X: f64 = 64.0;
const MARGIN_Y: f64 = 52.0;
const HOLE: f64 = 12.2;
/// Size of the point names: three characters fit in a hole.
const NAME_FONT: f64 = 8.6;
const WIDTH: f64 = 2.0 * MARGIN_X + (MAX_COL - 1) as f64 * DX;
const STAR_HEIGHT: f64 = 2.0 * MARGIN_Y + (ROWS - 1) as f64 * DY;
/// How far the star's outline stands off the outer points.
const PAD: f64 = 21.0;

const RED: &str = "#c62828";
const BLUE: &str = "#1565c0";
const RED_TINT: &str = "#fdecea";
const BLUE_TINT: &str = "#e6f0fb";

/// The words of the drawing, language-neutral; the adapter translates them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    /// The drawing's name (the game).
    Title,
    /// How the game stands: who moves, or who won.
    Status,
    /// Legend: a piece of this side.
    Piece(Side),
    /// Legend: an empty point with its name.
    Empty,
    /// Legend: the camp this side starts in.
    Camp(Side),
    /// Legend: a point the question names.
    Highlight,
}

fn centre(row: u8, col: u8) -> (f64, f64) {
    (
        MARGIN_X + f64::from(col - 1) * DX,
        MARGIN_Y + f64::from(16 - row) * DY,
    )
}

fn at(p: Point) -> (f64, f64) {
    centre(p.row(), p.col())
}

fn points_attr(pts: &[(f64, f64)]) -> String {
    pts.iter()
        .map(|(x, y)| format!("{},{}", svg::num(*x), svg::num(*y)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A big triangle of the star, pushed out by `PAD` from its three tips.
fn triangle(tips: [(u8, u8); 3]) -> [(f64, f64); 3] {
    let (cx, cy) = centre(8, 13);
    let (tx, ty) = centre(tips[0].0, tips[0].1);
    let radius = ((tx - cx).powi(2) + (ty - cy).powi(2)).sqrt();
    // The edges of an equilateral triangle stand at half its radius: moving
    // them out by PAD moves the tips out by 2·PAD.
    let scale = (radius + 2.0 * PAD) / radius;
    tips.map(|(r, c)| {
        let (x, y) = centre(r, c);
        (cx + (x - cx) * scale, cy + (y - cy) * scale)
    })
}

/// The tip of the star beyond the hexagon on the camp's side.
fn camp_area(side: Side) -> [(f64, f64); 3] {
    let (tip, base_row) = match side {
        Side::Red => (triangle([(0, 13), (12, 1), (12, 25)])[0], 3.5),
        Side::Blue => (triangle([(16, 13), (4, 1), (4, 25)])[0], 12.5),
    };
    let y = MARGIN_Y + (16.0 - base_row) * DY;
    // The star's edges run at 30° from the vertical: dx/dy = DX/DY.
    let half = (tip.1 - y).abs() * DX / DY;
    [tip, (tip.0 - half, y), (tip.0 + half, y)]
}

fn patterns(s: &mut Svg) {
    s.pattern("red-camp", 7.0, |s| {
        svg::hatch(s, 7.0, "#e57373", 0.9, true)
    });
    s.pattern("blue-camp", 7.0, |s| {
        svg::disc(s, (3.5, 3.5), 1.3, "#4a90d9", "none", 0.0);
    });
    s.pattern("blue-piece", 4.0, |s| {
        s.el(
            "rect",
            &[
                ("width", 4.0.into()),
                ("height", 4.0.into()),
                ("fill", "#fff".into()),
            ],
        );
        svg::hatch(s, 4.0, BLUE, 1.3, true);
    });
}

fn camp_fill(s: &Svg, side: Side) -> (String, &'static str) {
    match side {
        Side::Red => (s.url("red-camp"), RED_TINT),
        Side::Blue => (s.url("blue-camp"), BLUE_TINT),
    }
}

fn camp(s: &mut Svg, side: Side, pts: &[(f64, f64)]) {
    let (pattern, tint) = camp_fill(s, side);
    let points = points_attr(pts);
    s.el(
        "polygon",
        &[("points", points.clone().into()), ("fill", tint.into())],
    );
    s.el(
        "polygon",
        &[
            ("class", format!("camp camp-{}", side.name()).into()),
            ("points", points.into()),
            ("fill", pattern.into()),
            ("stroke", "#8a8a8a".into()),
            ("stroke-width", 1.0.into()),
            ("stroke-linejoin", "round".into()),
        ],
    );
}

fn piece(s: &mut Svg, side: Side, x: f64, y: f64, r: f64) {
    let fill = match side {
        Side::Red => RED.to_string(),
        Side::Blue => s.url("blue-piece"),
    };
    let stroke = match side {
        Side::Red => "#7f0000",
        Side::Blue => BLUE,
    };
    svg::disc(s, (x, y), r, &fill, stroke, r / 5.0);
}

fn hole(s: &mut Svg, x: f64, y: f64, r: f64) {
    svg::disc(s, (x, y), r, "#fff", "#8a8a8a", 1.0);
}

fn lattice(s: &mut Svg) {
    let mut d = String::new();
    for p in Point::all() {
        // Three directions each, so every line is drawn once.
        for dir in 0..3 {
            if let Some(q) = p.neighbour(dir) {
                let (x1, y1) = at(p);
                let (x2, y2) = at(q);
                d.push_str(&format!(
                    "M{} {}L{} {}",
                    svg::num(x1),
                    svg::num(y1),
                    svg::num(x2),
                    svg::num(y2)
                ));
            }
        }
    }
    s.el(
        "path",
        &[
            ("d", d.into()),
            ("stroke", "#b5b5b5".into()),
            ("stroke-width", 1.0.into()),
            ("fill", "none".into()),
        ],
    );
}

/// Draws `game` with the `highlight` points ringed; `id` prefixes the
/// drawing's ids, `word` gives its words in the reader's language.
pub fn draw(game: &Game, highlight: &[Point], id: &str, word: &dyn Fn(Word) -> String) -> String {
    let mut s = Svg::new(id);
    patterns(&mut s);
    let up = triangle([(16, 13), (4, 1), (4, 25)]);
    let down = triangle([(0, 13), (12, 1), (12, 25)]);
    s.el(
        "rect",
        &[
            ("width", WIDTH.into()),
            ("height", STAR_HEIGHT.into()),
            ("fill", "#fff".into()),
        ],
    );
    for tri in [up, down] {
        s.el(
            "polygon",
            &[
                ("points", points_attr(&tri).into()),
                ("fill", "#f7f6f2".into()),
            ],
        );
    }
    camp(&mut s, Side::Red, &camp_area(Side::Red));
    camp(&mut s, Side::Blue, &camp_area(Side::Blue));
    for tri in [up, down] {
        s.el(
            "polygon",
            &[
                ("points", points_attr(&tri).into()),
                ("fill", "none".into()),
                ("stroke", ink::INK.into()),
                ("stroke-width", 1.5.into()),
                ("stroke-linejoin", "round".into()),
            ],
        );
    }
    lattice(&mut s);
    for row in 0..ROWS as u8 {
        let letter = ((b'a' + row) as char).to_string();
        let (_, y) = centre(row, 1);
        for x in [MARGIN_X - 50.0, WIDTH - MARGIN_X + 50.0] {
            svg::label(&mut s, x, y, 12.0, "bold", ink::MUTED, &letter);
        }
    }
    for p in Point::all() {
        let (x, y) = at(p);
        let name = p.name();
        match game.side_at(p) {
            Some(side) => {
                s.open(
                    "g",
                    &[
                        ("class", "piece".into()),
                        ("data-piece", side.name().into()),
                        ("data-square", name.clone().into()),
                    ],
                );
                piece(&mut s, side, x, y, HOLE);
                let fill = if side == Side::Red { "#fff" } else { ink::INK };
                let text_attrs = [
                    ("x", x.into()),
                    ("y", (y + NAME_FONT * 0.35).into()),
                    ("font-size", NAME_FONT.into()),
                    ("font-weight", "bold".into()),
                    ("text-anchor", "middle".into()),
                    ("fill", fill.into()),
                ];
                if side == Side::Red {
                    s.text(&text_attrs, &name);
                } else {
                    svg::label(&mut s, x, y, NAME_FONT, "bold", ink::INK, &name);
                }
                s.close("g");
            }
            None => {
                hole(&mut s, x, y, HOLE);
                s.text(
                    &[
                        ("x", x.into()),
                        ("y", (y + NAME_FONT * 0.35).into()),
                        ("font-size", NAME_FONT.into()),
                        ("text-anchor", "middle".into()),
                        ("fill", ink::MUTED.into()),
                    ],
                    &name,
                );
            }
        }
    }
    for &p in highlight {
        let (x, y) = at(p);
        svg::highlight_circle(&mut s, &p.name(), x, y, HOLE + 3.0);
    }
    let mut y = STAR_HEIGHT - 10.0;
    svg::caption(&mut s, 12.0, y + 10.0, &word(Word::Status));
    y += 22.0;
    let camp_key = |side: Side| {
        move |s: &mut Svg, x: f64, y: f64| {
            // The camp's own tip: red's points down, blue's up.
            let dir = if side == Side::Red { 1.0 } else { -1.0 };
            let pts = [
                (x, y + dir * 10.0),
                (x - 11.0, y - dir * 9.0),
                (x + 11.0, y - dir * 9.0),
            ];
            camp(s, side, &pts);
        }
    };
    let mut keys = vec![
        Key::new(word(Word::Piece(Side::Red)), |s, x, y| {
            piece(s, Side::Red, x, y, 8.0)
        }),
        Key::new(word(Word::Piece(Side::Blue)), |s, x, y| {
            piece(s, Side::Blue, x, y, 8.0)
        }),
        Key::new(word(Word::Empty), |s, x, y| hole(s, x, y, 8.0)),
        Key::new(word(Word::Camp(Side::Red)), camp_key(Side::Red)),
        Key::new(word(Word::Camp(Side::Blue)), camp_key(Side::Blue)),
    ];
    if !highlight.is_empty() {
        keys.push(Key::new(word(Word::Highlight), |s, x, y| {
            s.el(
                "circle",
                &[
                    ("cx", x.into()),
                    ("cy", y.into()),
                    ("r", 7.5.into()),
                    ("fill", "none".into()),
                    ("stroke", ink::HIGHLIGHT.into()),
                    ("stroke-width", 2.5.into()),
                    ("stroke-dasharray", "4 2".into()),
                ],
            )
        }));
    }
    let x0 = 12.0;
    y += svg::legend(&mut s, x0, y, WIDTH - 2.0 * x0, &keys);
    s.finish(WIDTH, y + 6.0, &word(Word::Title), "board chinese-checkers")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(w: Word) -> String {
        format!("{w:?}")
    }

    #[test]
    fn start_position_has_ten_pieces_a_side_and_every_name() {
        let out = draw(&Game::start(), &[], "t", &words);
        assert_eq!(out.matches("data-piece=\"red\"").count(), 10);
        assert_eq!(out.matches("data-piece=\"blue\"").count(), 10);
        assert!(out.contains("data-piece=\"red\" data-square=\"a13\""));
        for p in Point::all() {
            assert!(out.contains(&format!(">{}</text>", p.name())), "{p}");
        }
        assert!(!out.contains("class=\"hl\""));
    }

    #[test]
    fn highlights_ring_the_points() {
        let i13 = Point::parse("i13").unwrap();
        let out = draw(&Game::start(), &[i13], "t", &words);
        assert!(out.contains("class=\"hl\" data-square=\"i13\""));
        assert!(out.contains(">Highlight</text>"));
    }

    #[test]
    fn the_star_is_symmetric() {
        let (x, _) = centre(8, 13);
        assert!((x - WIDTH / 2.0).abs() < 1e-9);
        let [tip, left, right] = camp_area(Side::Red);
        assert!((tip.0 - x).abs() < 1e-9);
        assert!(((left.0 + right.0) / 2.0 - x).abs() < 1e-9);
    }
}
