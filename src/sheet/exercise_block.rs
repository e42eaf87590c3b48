//! One exercise on the worksheet: number, title, game and level, the board
//! (the squares the questions name outlined, who moves under it), then each
//! question with room for the answer: boxes to tick for yes/no, sides and
//! results, ruled lines otherwise, and the expected form in small print.

use super::Item;
use super::exercise_title;
use super::html::Html;
use crate::exercise::{Exercise, QuestionSpec, expected_form};
use crate::game_api::AnswerKind;
use crate::i18n::Localiser;
use crate::message::Message;
use crate::practice::reveal;
use crate::render::prompt_text;

/// Writes exercise number `n`.
pub fn write(h: &mut Html, n: usize, item: &Item<'_>) {
    let ex = item.exercise;
    let loc = item.loc;
    h.open_with("article", "exercise", &[("id", &format!("ex-{n}"))]);
    h.open("header", "");
    h.element("span", "number", &n.to_string());
    h.element("h2", "", &exercise_title(ex, loc));
    h.element("p", "meta", &meta_line(ex, loc));
    h.close("header");
    h.open("div", &format!("body game-{}", ex.game.name()));
    h.open("figure", "board");
    // A sheet is paper: every question is open until the answer key.
    let status = reveal::status_shown(&ex.questions);
    let shown: Vec<&QuestionSpec> = ex.questions.iter().collect();
    let marks = reveal::paper_marks(ex, &shown, &item.solutions);
    h.trusted(&ex.position.svg(&marks, &format!("ex{n}"), &|m| {
        reveal::board_label(ex, status, loc, m)
    }));
    h.close("figure");
    h.open("ol", "questions");
    for s in &item.solutions {
        let q = s.question();
        h.open("li", "question");
        h.element("p", "prompt", &prompt_text(ex, q, loc));
        answer_area(h, ex, s.answer_kind(), loc);
        h.close("li");
    }
    h.close("ol");
    h.close("div");
    h.close("article");
}

/// Game and level, for the line under a title (who moves is under the board).
pub fn meta_line(ex: &Exercise, loc: &Localiser) -> String {
    [
        loc.get(&format!("game-{}", ex.game.name())),
        loc.text(&Message::new("sheet-level").num("level", ex.level)),
    ]
    .join(" · ")
}

fn answer_area(h: &mut Html, ex: &Exercise, kind: AnswerKind, loc: &Localiser) {
    let sides = ex.game.sides();
    let choices: Vec<String> = match kind {
        AnswerKind::YesNo => vec![loc.get("answer-yes"), loc.get("answer-no")],
        AnswerKind::Side => sides
            .iter()
            .map(|s| loc.text(&Message::side_form(s, "cap")))
            .collect(),
        AnswerKind::Status => {
            let mut v = vec![loc.get("status-ongoing")];
            v.extend(
                sides
                    .iter()
                    .map(|s| loc.text(&Message::new("show-won").msg("side", Message::side(s)))),
            );
            v.push(loc.get("status-draw"));
            v
        }
        _ => Vec::new(),
    };
    if !choices.is_empty() {
        h.open("div", "choices");
        for c in &choices {
            h.open("span", "choice");
            h.element("span", "box", "");
            h.text(c);
            h.close("span");
        }
        h.close("div");
        return;
    }
    let lines = match kind {
        AnswerKind::Set(_) | AnswerKind::Classify => 2,
        _ => 1,
    };
    h.open("div", "lines");
    for _ in 0..lines {
        h.element("span", "line", "");
    }
    h.close("div");
    h.element("p", "form", &loc.text(&expected_form(kind)));
}
