//! Printable worksheets: one HTML page holding, for each exercise, its title,
//! the board drawn as inline SVG, the questions with room to answer; then the
//! answer key on a page of its own, with the engine's answers and reasons, the
//! exercise's explanation and the misconceptions each question tests.
//!
//! Pure: everything is solved and translated beforehand; this module only
//! lays it out, escaping every text.

mod answer_key;
mod exercise_block;
pub mod html;
mod style;

use crate::exercise::{Exercise, Solution};
use crate::game_api::GameKind;
use crate::i18n::Localiser;
use crate::message::Message;
use crate::render::text_part;
use html::Html;

/// One exercise of a worksheet, solved, with its texts.
pub struct Item<'a> {
    /// The exercise.
    pub exercise: &'a Exercise,
    /// Its texts in the sheet's language (a teacher's layered on the
    /// embedded ones).
    pub loc: &'a Localiser,
    /// Each question solved under the edition's rules, in order.
    pub solutions: Vec<Solution<'a>>,
}

/// Renders the worksheet and its answer key as one self-contained HTML
/// document; `loc` gives the sheet's own words.
pub fn render(items: &[Item<'_>], loc: &Localiser) -> String {
    let mut h = Html::new();
    let title = sheet_title(items, loc);
    h.trusted("<!DOCTYPE html>\n");
    h.open_with("html", "", &[("lang", loc.lang().code())]);
    h.open("head", "");
    h.trusted("<meta charset=\"utf-8\"/>\n");
    h.element("title", "", &title);
    h.trusted(&format!("<style>\n{}</style>\n", style::CSS));
    h.close("head");
    h.open("body", "");
    h.open("main", "sheet");
    sheet_head(&mut h, items, loc, &title);
    for (i, item) in items.iter().enumerate() {
        exercise_block::write(&mut h, i + 1, item);
    }
    h.close("main");
    answer_key::write(&mut h, items, loc, &title);
    h.close("body");
    h.close("html");
    h.finish()
}

/// The games of the sheet, in catalogue order.
fn games(items: &[Item<'_>]) -> Vec<GameKind> {
    GameKind::ALL
        .into_iter()
        .filter(|g| items.iter().any(|i| i.exercise.game == *g))
        .collect()
}

/// An exercise's title; one without texts (a teacher's file) is named by its
/// file name rather than its whole path.
fn exercise_title(ex: &Exercise, loc: &Localiser) -> String {
    text_part(ex, "title", loc).unwrap_or_else(|| {
        std::path::Path::new(&ex.id)
            .file_stem()
            .map_or_else(|| ex.id.clone(), |s| s.to_string_lossy().into_owned())
    })
}

fn sheet_title(items: &[Item<'_>], loc: &Localiser) -> String {
    let names: Vec<String> = games(items)
        .iter()
        .map(|g| loc.get(&format!("game-{}", g.name())))
        .collect();
    loc.text(&Message::new("sheet-title").text("games", names.join(", ")))
}

fn sheet_head(h: &mut Html, items: &[Item<'_>], loc: &Localiser, title: &str) {
    h.open("header", "cover");
    h.element("h1", "", title);
    let questions: usize = items.iter().map(|i| i.solutions.len()).sum();
    h.element(
        "p",
        "summary",
        &loc.text(
            &Message::new("sheet-summary")
                .num("exercises", items.len() as i64)
                .num("questions", questions as i64),
        ),
    );
    h.open("div", "learner");
    for id in ["sheet-name", "sheet-class", "sheet-date"] {
        h.open("span", "field");
        h.element("span", "field-label", &loc.get(id));
        h.element("span", "field-line", "");
        h.close("span");
    }
    h.close("div");
    h.element("p", "instructions", &loc.get("sheet-instructions"));
    h.close("header");
}
