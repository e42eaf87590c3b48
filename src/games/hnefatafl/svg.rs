//! The printable board: 11×11 squares with file letters and rank numbers on
//! all four sides, the throne (cross-hatched) and the four corners (hatched),
//! attackers as black discs, defenders as white discs, the king as a white
//! disc with a crown. Everything reads in black and white.
//!
//! Each piece is a `<g class="piece" data-piece="attacker|defender|king"
//! data-square="…">`; each highlighted square a `class="hl"` outline.

use super::board::{CORNERS, SIZE, Square, THRONE};
use super::game::Game;
use crate::svg::{self, Key, Svg, ink};

const CELL: f64 = 40.0;
const MARGIN: f64 = 26.0;
const BOARD: f64 = CELL * SIZE as f64;
const WIDTH: f64 = BOARD + 2.0 * MARGIN;
const DISC: f64 = 14.5;

/// The words of the drawing, language-neutral; the adapter translates them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    /// The drawing's name (the game).
    Title,
    /// How the game stands: who moves, or who won.
    Status,
    /// Half-moves without a capture, when there are some.
    Quiet(u8),
    /// Legend: an attacker.
    Attacker,
    /// Legend: a defender.
    Defender,
    /// Legend: the king.
    King,
    /// Legend: the throne.
    Throne,
    /// Legend: a corner.
    Corner,
    /// Legend: a square the question names.
    Highlight,
}

/// The squares' top-left corner in drawing units.
fn origin(sq: Square) -> (f64, f64) {
    let x = MARGIN + f64::from(sq.file()) * CELL;
    let y = MARGIN + f64::from(SIZE - 1 - sq.rank()) * CELL;
    (x, y)
}

fn patterns(s: &mut Svg) {
    s.pattern("hatch", 6.0, |s| svg::hatch(s, 6.0, "#555", 1.1, true));
    s.pattern("cross", 6.0, |s| {
        svg::hatch(s, 6.0, "#555", 0.9, true);
        svg::hatch(s, 6.0, "#555", 0.9, false);
    });
}

fn special(s: &mut Svg, x: f64, y: f64, size: f64, throne: bool) {
    let fill = if throne {
        s.url("cross")
    } else {
        s.url("hatch")
    };
    s.el(
        "rect",
        &[
            ("class", if throne { "throne" } else { "corner" }.into()),
            ("x", x.into()),
            ("y", y.into()),
            ("width", size.into()),
            ("height", size.into()),
            ("fill", fill.into()),
        ],
    );
    // The throne's mark is a square, a corner's a diamond: they differ in
    // shape, not only in hatching.
    let inset = size * 0.2;
    let (cx, cy, r) = (x + size / 2.0, y + size / 2.0, size / 2.0 - inset);
    let points = if throne {
        [(-r, -r), (r, -r), (r, r), (-r, r)]
    } else {
        let d = r * 1.25;
        [(0.0, -d), (d, 0.0), (0.0, d), (-d, 0.0)]
    };
    let points: Vec<String> = points
        .iter()
        .map(|(dx, dy)| format!("{},{}", svg::num(cx + dx), svg::num(cy + dy)))
        .collect();
    s.el(
        "polygon",
        &[
            ("points", points.join(" ").into()),
            ("fill", "#fff".into()),
            ("stroke", ink::INK.into()),
            ("stroke-width", 1.0.into()),
        ],
    );
}

/// Draws a piece of `kind` centred on (x, y) with radius `r`.
fn piece(s: &mut Svg, kind: &str, x: f64, y: f64, r: f64) {
    let (fill, stroke) = match kind {
        "attacker" => (ink::INK, ink::INK),
        _ => ("#fff", ink::INK),
    };
    svg::disc(s, (x, y), r, fill, stroke, r / 7.0);
    if kind == "king" {
        // A crown: three spikes on a band.
        let u = r / 10.0;
        let p = |dx: f64, dy: f64| format!("{},{}", svg::num(x + dx * u), svg::num(y + dy * u));
        let points = [
            p(-6.0, 4.0),
            p(-6.5, -4.0),
            p(-3.0, -0.5),
            p(0.0, -6.0),
            p(3.0, -0.5),
            p(6.5, -4.0),
            p(6.0, 4.0),
        ]
        .join(" ");
        s.el(
            "polygon",
            &[
                ("points", points.into()),
                ("fill", ink::INK.into()),
                ("stroke", ink::INK.into()),
                ("stroke-width", (u * 0.8).into()),
                ("stroke-linejoin", "round".into()),
            ],
        );
    }
}

fn coordinates(s: &mut Svg) {
    for i in 0..SIZE {
        let letter = ((b'a' + i) as char).to_string();
        let x = MARGIN + (f64::from(i) + 0.5) * CELL;
        for y in [MARGIN / 2.0, MARGIN + BOARD + MARGIN / 2.0] {
            svg::label(s, x, y, 12.0, "bold", ink::MUTED, &letter);
        }
        let rank = (i + 1).to_string();
        let y = MARGIN + (f64::from(SIZE - 1 - i) + 0.5) * CELL;
        for x in [MARGIN / 2.0, MARGIN + BOARD + MARGIN / 2.0] {
            svg::label(s, x, y, 12.0, "bold", ink::MUTED, &rank);
        }
    }
}

/// Draws `game` with the `highlight` squares outlined; `id` prefixes the
/// drawing's ids, `word` gives its words in the reader's language.
pub fn draw(game: &Game, highlight: &[Square], id: &str, word: &dyn Fn(Word) -> String) -> String {
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
    for sq in CORNERS.iter().chain([THRONE]) {
        let (x, y) = origin(sq);
        special(&mut s, x, y, CELL, sq == THRONE);
    }
    // The grid.
    for i in 0..=SIZE {
        let t = MARGIN + f64::from(i) * CELL;
        let edge = i == 0 || i == SIZE;
        let width = if edge { 2.0 } else { 0.8 };
        for (x1, y1, x2, y2) in [
            (MARGIN, t, MARGIN + BOARD, t),
            (t, MARGIN, t, MARGIN + BOARD),
        ] {
            s.el(
                "line",
                &[
                    ("x1", x1.into()),
                    ("y1", y1.into()),
                    ("x2", x2.into()),
                    ("y2", y2.into()),
                    ("stroke", if edge { ink::INK } else { ink::GRID }.into()),
                    ("stroke-width", width.into()),
                    ("stroke-linecap", "square".into()),
                ],
            );
        }
    }
    coordinates(&mut s);
    let mut pieces: Vec<(Square, &str)> = Vec::new();
    pieces.extend(
        game.black()
            .sorted_by_name()
            .into_iter()
            .map(|q| (q, "attacker")),
    );
    pieces.extend(
        game.white()
            .sorted_by_name()
            .into_iter()
            .map(|q| (q, "defender")),
    );
    if !game.king_captured() {
        pieces.push((game.king(), "king"));
    }
    for (sq, kind) in pieces {
        let (x, y) = origin(sq);
        s.open(
            "g",
            &[
                ("class", "piece".into()),
                ("data-piece", kind.into()),
                ("data-square", sq.to_string().into()),
            ],
        );
        piece(&mut s, kind, x + CELL / 2.0, y + CELL / 2.0, DISC);
        s.close("g");
    }
    for &sq in highlight {
        let (x, y) = origin(sq);
        svg::highlight_rect(
            &mut s,
            &sq.to_string(),
            x + 2.0,
            y + 2.0,
            CELL - 4.0,
            CELL - 4.0,
        );
    }
    let mut y = MARGIN + BOARD + MARGIN + 8.0;
    let mut caption = word(Word::Status);
    if game.quiet() > 0 {
        caption = format!("{caption} · {}", word(Word::Quiet(game.quiet())));
    }
    svg::caption(&mut s, MARGIN, y + 10.0, &caption);
    y += 22.0;
    let mut keys = vec![
        Key::new(word(Word::Attacker), |s, x, y| {
            piece(s, "attacker", x, y, 8.0)
        }),
        Key::new(word(Word::Defender), |s, x, y| {
            piece(s, "defender", x, y, 8.0)
        }),
        Key::new(word(Word::King), |s, x, y| piece(s, "king", x, y, 8.5)),
        Key::new(word(Word::Throne), |s, x, y| {
            special(s, x - 8.0, y - 8.0, 16.0, true)
        }),
        Key::new(word(Word::Corner), |s, x, y| {
            special(s, x - 8.0, y - 8.0, 16.0, false)
        }),
    ];
    if !highlight.is_empty() {
        keys.push(Key::highlight(word(Word::Highlight)));
    }
    y += svg::legend(&mut s, MARGIN, y, BOARD, &keys);
    s.finish(WIDTH, y + 6.0, &word(Word::Title), "board hnefatafl")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(w: Word) -> String {
        format!("{w:?}")
    }

    #[test]
    fn start_position_has_every_piece_and_the_special_squares() {
        let out = draw(&Game::start(), &[THRONE], "t", &words);
        assert_eq!(out.matches("data-piece=\"attacker\"").count(), 24);
        assert_eq!(out.matches("data-piece=\"defender\"").count(), 12);
        assert_eq!(
            out.matches("data-piece=\"king\" data-square=\"f6\"")
                .count(),
            1
        );
        assert_eq!(out.matches("class=\"corner\"").count(), 4 + 1);
        assert_eq!(out.matches("class=\"throne\"").count(), 1 + 1);
        assert!(out.contains("class=\"hl\" data-square=\"f6\""));
        assert!(out.contains(">Highlight</text>"));
        assert!(out.contains(">Status</text>"));
    }

    #[test]
    fn no_highlight_no_highlight_key() {
        let out = draw(&Game::start(), &[], "t", &words);
        assert!(!out.contains("class=\"hl\""));
        assert!(!out.contains("Highlight"));
    }
}
