//! A small SVG writer shared by the four boards: escaping, elements with
//! attributes, compact numbers, the document frame and a legend laid out in
//! rows. Pure: it builds a `String`, no I/O, no language (words come in
//! already translated).
//!
//! Every diagram is self-contained: no external resource, generic font
//! families only, and ids prefixed so that several diagrams can share one
//! HTML page.

use std::borrow::Cow;
use std::fmt::Write;

/// Escapes text for XML content and attribute values (`&`, `<`, `>`, `"`, `'`).
pub fn escape(text: &str) -> Cow<'_, str> {
    if !text.contains(['&', '<', '>', '"', '\'']) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// A number with at most two decimals and no trailing zeros (`12`, `3.5`).
pub fn num(v: f64) -> String {
    let rounded = (v * 100.0).round() / 100.0;
    let text = format!("{rounded:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

/// An attribute value: text (escaped on output) or a number.
#[derive(Clone, Debug)]
pub enum Val<'a> {
    /// Text.
    Str(Cow<'a, str>),
    /// A number, written with [`num`].
    Num(f64),
}

impl<'a> From<&'a str> for Val<'a> {
    fn from(s: &'a str) -> Self {
        Val::Str(Cow::Borrowed(s))
    }
}

impl From<String> for Val<'_> {
    fn from(s: String) -> Self {
        Val::Str(Cow::Owned(s))
    }
}

impl From<f64> for Val<'_> {
    fn from(v: f64) -> Self {
        Val::Num(v)
    }
}

impl From<u8> for Val<'_> {
    fn from(v: u8) -> Self {
        Val::Num(f64::from(v))
    }
}

/// The colours and strokes every board shares, so the four read as one set.
pub mod ink {
    /// Text and strong lines.
    pub const INK: &str = "#222";
    /// Thin grid lines.
    pub const GRID: &str = "#777";
    /// Secondary text (names of empty points, counts).
    pub const MUTED: &str = "#666";
    /// The outline of highlighted squares: dark violet, far from every game
    /// colour, dashed so it also reads in black and white.
    pub const HIGHLIGHT: &str = "#6a1b9a";
    /// Dash pattern of the highlight outline.
    pub const HIGHLIGHT_DASH: &str = "5 3";
}

/// An SVG document being written: the body first, the frame on [`Svg::finish`]
/// (when the size is known).
pub struct Svg {
    body: String,
    defs: String,
    prefix: String,
}

impl Svg {
    /// A new document; `prefix` starts every id in it (letters, digits, `-`).
    pub fn new(prefix: &str) -> Svg {
        let prefix: String = prefix
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        Svg {
            body: String::new(),
            defs: String::new(),
            prefix: if prefix.is_empty() {
                "d".to_string()
            } else {
                prefix
            },
        }
    }

    /// The document-wide id for a local name (`hatch` → `p-hatch`).
    pub fn id(&self, name: &str) -> String {
        format!("{}-{name}", self.prefix)
    }

    /// `url(#id)` of a local name, to fill with a pattern.
    pub fn url(&self, name: &str) -> String {
        format!("url(#{})", self.id(name))
    }

    fn attrs(out: &mut String, attrs: &[(&str, Val<'_>)]) {
        for (name, value) in attrs {
            match value {
                Val::Str(s) => {
                    let _ = write!(out, " {name}=\"{}\"", escape(s));
                }
                Val::Num(n) => {
                    let _ = write!(out, " {name}=\"{}\"", num(*n));
                }
            }
        }
    }

    /// An empty element (`<rect …/>`).
    pub fn el(&mut self, name: &str, attrs: &[(&str, Val<'_>)]) {
        self.body.push('<');
        self.body.push_str(name);
        Self::attrs(&mut self.body, attrs);
        self.body.push_str("/>");
    }

    /// Opens an element (`<g …>`); close it with [`Svg::close`].
    pub fn open(&mut self, name: &str, attrs: &[(&str, Val<'_>)]) {
        self.body.push('<');
        self.body.push_str(name);
        Self::attrs(&mut self.body, attrs);
        self.body.push('>');
    }

    /// Closes an element opened with [`Svg::open`].
    pub fn close(&mut self, name: &str) {
        let _ = write!(self.body, "</{name}>");
    }

    /// A `<text>` element with escaped content.
    pub fn text(&mut self, attrs: &[(&str, Val<'_>)], content: &str) {
        self.open("text", attrs);
        self.body.push_str(&escape(content));
        self.close("text");
    }

    /// A `<title>` (a tooltip and an accessible name for the enclosing element).
    pub fn title(&mut self, content: &str) {
        self.open("title", &[]);
        self.body.push_str(&escape(content));
        self.close("title");
    }

    /// A tiling pattern `name` of `size`×`size` units, drawn by `draw` into
    /// the document's definitions.
    pub fn pattern(&mut self, name: &str, size: f64, draw: impl FnOnce(&mut Svg)) {
        let id = self.id(name);
        let saved = std::mem::take(&mut self.body);
        self.open(
            "pattern",
            &[
                ("id", id.into()),
                ("width", size.into()),
                ("height", size.into()),
                ("patternUnits", "userSpaceOnUse".into()),
            ],
        );
        draw(self);
        self.close("pattern");
        let pattern = std::mem::replace(&mut self.body, saved);
        self.defs.push_str(&pattern);
    }

    /// The finished document, `width`×`height` units, with `title` as its
    /// accessible name and `class` on the root.
    pub fn finish(self, width: f64, height: f64, title: &str, class: &str) -> String {
        let mut out = String::with_capacity(self.body.len() + self.defs.len() + 400);
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"{}\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\" role=\"img\">",
            escape(class),
            w = num(width),
            h = num(height),
        );
        let _ = write!(out, "<title>{}</title>", escape(title));
        if !self.defs.is_empty() {
            let _ = write!(out, "<defs>{}</defs>", self.defs);
        }
        out.push_str(&self.body);
        out.push_str("</svg>\n");
        out
    }
}

/// The approximate width of `text` at `size` (generic sans-serif fonts run
/// about 0.6 em a character), for laying out legends and captions.
pub fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.6
}

/// Draws a symbol centred on (x, y), within about 18×18 units.
pub type Symbol<'a> = Box<dyn Fn(&mut Svg, f64, f64) + 'a>;

/// One legend entry: a symbol drawn centred on a point, and its words.
pub struct Key<'a> {
    /// Draws the symbol.
    pub symbol: Symbol<'a>,
    /// What the symbol means, translated.
    pub text: String,
}

impl<'a> Key<'a> {
    /// An entry.
    pub fn new(text: String, symbol: impl Fn(&mut Svg, f64, f64) + 'a) -> Key<'a> {
        Key {
            symbol: Box::new(symbol),
            text,
        }
    }

    /// The entry of the highlight outline, with its words.
    pub fn highlight(text: String) -> Key<'a> {
        Key::new(text, highlight_symbol)
    }
}

/// Size of legend text.
pub const LEGEND_FONT: f64 = 12.0;
const LEGEND_ROW: f64 = 24.0;
const LEGEND_SYMBOL: f64 = 24.0;
const LEGEND_GAP: f64 = 16.0;

/// Lays the legend out in rows from (x, y), wrapping at `width`; returns the
/// height used. Symbols are drawn by their entries, so the legend shows the
/// very marks of the board.
pub fn legend(svg: &mut Svg, x: f64, y: f64, width: f64, keys: &[Key<'_>]) -> f64 {
    if keys.is_empty() {
        return 0.0;
    }
    let mut cx = x;
    let mut cy = y + LEGEND_ROW / 2.0;
    svg.open("g", &[("class", "legend".into())]);
    for key in keys {
        let w = LEGEND_SYMBOL + text_width(&key.text, LEGEND_FONT);
        if cx > x && cx + w > x + width {
            cx = x;
            cy += LEGEND_ROW;
        }
        (key.symbol)(svg, cx + 9.0, cy);
        svg.text(
            &[
                ("x", (cx + LEGEND_SYMBOL).into()),
                ("y", (cy + 4.0).into()),
                ("font-size", LEGEND_FONT.into()),
                ("fill", ink::INK.into()),
            ],
            &key.text,
        );
        cx += w + LEGEND_GAP;
    }
    svg.close("g");
    cy + LEGEND_ROW / 2.0 - y
}

/// The highlight mark of the legend: a dashed square outline.
pub fn highlight_symbol(svg: &mut Svg, x: f64, y: f64) {
    svg.el(
        "rect",
        &[
            ("x", (x - 8.0).into()),
            ("y", (y - 8.0).into()),
            ("width", 16.0.into()),
            ("height", 16.0.into()),
            ("rx", 3.0.into()),
            ("fill", "none".into()),
            ("stroke", ink::HIGHLIGHT.into()),
            ("stroke-width", 2.5.into()),
            ("stroke-dasharray", "4 2".into()),
        ],
    );
}

/// A dashed highlight outline around a rectangle, marked with the square's
/// name (`class="hl"`, `data-square`).
pub fn highlight_rect(svg: &mut Svg, square: &str, x: f64, y: f64, w: f64, h: f64) {
    svg.el(
        "rect",
        &[
            ("class", "hl".into()),
            ("data-square", square.into()),
            ("x", x.into()),
            ("y", y.into()),
            ("width", w.into()),
            ("height", h.into()),
            ("rx", 4.0.into()),
            ("fill", "none".into()),
            ("stroke", ink::HIGHLIGHT.into()),
            ("stroke-width", 3.5.into()),
            ("stroke-dasharray", ink::HIGHLIGHT_DASH.into()),
        ],
    );
}

/// A dashed highlight ring around a circle, marked like [`highlight_rect`].
pub fn highlight_circle(svg: &mut Svg, square: &str, x: f64, y: f64, r: f64) {
    svg.el(
        "circle",
        &[
            ("class", "hl".into()),
            ("data-square", square.into()),
            ("cx", x.into()),
            ("cy", y.into()),
            ("r", r.into()),
            ("fill", "none".into()),
            ("stroke", ink::HIGHLIGHT.into()),
            ("stroke-width", 3.0.into()),
            ("stroke-dasharray", "4 2.5".into()),
        ],
    );
}

/// The line under a board that says how the game stands (bold), from (x, y)
/// on its baseline.
pub fn caption(svg: &mut Svg, x: f64, y: f64, text: &str) {
    svg.text(
        &[
            ("class", "caption".into()),
            ("x", x.into()),
            ("y", y.into()),
            ("font-size", 14.0.into()),
            ("font-weight", "bold".into()),
            ("fill", ink::INK.into()),
        ],
        text,
    );
}

/// A circle of radius `r` centred on (x, y); `width` 0 draws no outline.
pub fn disc(svg: &mut Svg, (x, y): (f64, f64), r: f64, fill: &str, stroke: &str, width: f64) {
    let mut attrs: Vec<(&str, Val<'_>)> = vec![
        ("cx", x.into()),
        ("cy", y.into()),
        ("r", r.into()),
        ("fill", fill.into()),
    ];
    if width > 0.0 {
        attrs.push(("stroke", stroke.into()));
        attrs.push(("stroke-width", width.into()));
    }
    svg.el("circle", &attrs);
}

/// A small square of the legend, 16×16 centred on (x, y).
pub fn key_square(svg: &mut Svg, x: f64, y: f64, fill: &str, stroke: &str, width: f64) {
    svg.el(
        "rect",
        &[
            ("x", (x - 8.0).into()),
            ("y", (y - 8.0).into()),
            ("width", 16.0.into()),
            ("height", 16.0.into()),
            ("rx", 3.0.into()),
            ("fill", fill.into()),
            ("stroke", stroke.into()),
            ("stroke-width", width.into()),
        ],
    );
}

/// Centred text with a white halo, readable on any fill or pattern.
pub fn label(svg: &mut Svg, x: f64, y: f64, size: f64, weight: &str, fill: &str, text: &str) {
    svg.text(
        &[
            ("x", x.into()),
            ("y", (y + size * 0.35).into()),
            ("font-size", size.into()),
            ("font-weight", weight.into()),
            ("text-anchor", "middle".into()),
            ("fill", fill.into()),
            ("stroke", "#fff".into()),
            ("stroke-width", (size / 4.0).into()),
            ("stroke-linejoin", "round".into()),
            ("paint-order", "stroke".into()),
        ],
        text,
    );
}

/// Diagonal hatching lines in a pattern tile of `size` (`/` if `rising`).
pub fn hatch(svg: &mut Svg, size: f64, colour: &str, width: f64, rising: bool) {
    let (y0, y1) = if rising { (size, 0.0) } else { (0.0, size) };
    for dx in [-size, 0.0, size] {
        svg.el(
            "line",
            &[
                ("x1", dx.into()),
                ("y1", y0.into()),
                ("x2", (dx + size).into()),
                ("y2", y1.into()),
                ("stroke", colour.into()),
                ("stroke-width", width.into()),
            ],
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_characters() {
        assert_eq!(
            escape("a < b & \"c\" > 'd'"),
            "a &lt; b &amp; &quot;c&quot; &gt; &#39;d&#39;"
        );
        assert!(matches!(escape("plain"), Cow::Borrowed(_)));
    }

    #[test]
    fn numbers_are_compact() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(3.5), "3.5");
        assert_eq!(num(0.1 + 0.2), "0.3");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(2.675), "2.68");
    }

    #[test]
    fn a_document_has_its_frame_defs_and_escaped_text() {
        let mut svg = Svg::new("ex 1");
        svg.pattern("dots", 4.0, |s| {
            s.el("circle", &[("r", 1.0.into())]);
        });
        svg.text(&[("x", 1.0.into())], "<K>");
        let out = svg.finish(100.0, 50.5, "A & B", "board");
        assert!(out.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\""));
        assert!(out.contains("viewBox=\"0 0 100 50.5\""));
        assert!(out.contains("<title>A &amp; B</title>"));
        assert!(out.contains("<defs><pattern id=\"ex-1-dots\""));
        assert!(out.contains("<text x=\"1\">&lt;K&gt;</text>"));
        assert!(out.ends_with("</svg>\n"));
    }

    #[test]
    fn the_legend_wraps_rows() {
        let mut svg = Svg::new("t");
        let keys: Vec<Key> = (0..6)
            .map(|i| Key::new(format!("entry number {i}"), |_, _, _| {}))
            .collect();
        let one = legend(&mut svg, 0.0, 0.0, 2000.0, &keys);
        let several = legend(&mut svg, 0.0, 0.0, 200.0, &keys);
        assert_eq!(one, LEGEND_ROW);
        assert!(several >= 3.0 * LEGEND_ROW, "{several}");
    }
}
