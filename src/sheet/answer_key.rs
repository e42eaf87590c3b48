//! The answer key, on a page of its own: for each exercise and question the
//! engine's answer in the reader's language, the engine's reasons, the
//! misconceptions the question is built to catch (with the answer each would
//! give) and the question's own explanation, then the exercise's explanation
//! and hint.

use super::Item;
use super::exercise_block::meta_line;
use super::exercise_title;
use super::html::Html;
use crate::exercise::Solution;
use crate::i18n::Localiser;
use crate::message::Message;
use crate::render::{answer_text, prompt_text, text_part};

/// Writes the answer key of `items`.
pub fn write(h: &mut Html, items: &[Item<'_>], loc: &Localiser, title: &str) {
    h.open("section", "key");
    h.open("header", "key-head");
    h.element("h1", "", &loc.get("sheet-key-title"));
    h.element("p", "summary", title);
    h.close("header");
    for (i, item) in items.iter().enumerate() {
        entry(h, i + 1, item);
    }
    h.close("section");
}

fn labelled(h: &mut Html, class: &str, label: &str, text: &str) {
    h.open("p", class);
    h.element("span", "label", label);
    h.text(" ");
    h.text(text);
    h.close("p");
}

fn entry(h: &mut Html, n: usize, item: &Item<'_>) {
    let ex = item.exercise;
    let loc = item.loc;
    h.open("article", "key-entry");
    h.open("header", "");
    h.element("span", "number", &n.to_string());
    h.element("h2", "", &exercise_title(ex, loc));
    h.element("p", "meta", &meta_line(ex, loc));
    h.close("header");
    h.open("ol", "questions");
    for s in &item.solutions {
        question(h, item, s);
    }
    h.close("ol");
    if let Some(explain) = text_part(ex, "explain", loc) {
        labelled(h, "explain", &loc.get("sheet-key-explain"), &explain);
    }
    if let Some(hint) = text_part(ex, "hint", loc) {
        labelled(h, "hint", &loc.get("sheet-key-hint"), &hint);
    }
    h.close("article");
}

fn question(h: &mut Html, item: &Item<'_>, s: &Solution<'_>) {
    let ex = item.exercise;
    let loc = item.loc;
    let q = s.question();
    h.open("li", "question");
    h.element("p", "prompt", &prompt_text(ex, q, loc));
    let local = answer_text(s.key(), &q.ask, ex.adapter, loc);
    let canonical = s.key().to_string();
    h.open("p", "key-answer");
    h.element("span", "label", &loc.get("sheet-key-answer"));
    h.text(" ");
    h.element("strong", "", &local);
    // The form the checker reads, only when it would not read the words
    // printed (the learner's words are accepted back: « noirs », «нет»).
    // A gloss in parentheses (« aucun (inaccessible) ») is not typed.
    let bare = local.split(" (").next().unwrap_or(&local);
    let read_back = [local.as_str(), bare]
        .iter()
        .any(|text| s.read(text).is_ok_and(|a| a.to_string() == canonical));
    if !read_back && local.to_lowercase() != canonical.to_lowercase() {
        h.text(" ");
        h.element("span", "canonical", &format!("({canonical})"));
    }
    h.close("p");
    let reasons = &s.solved().reasons;
    if !reasons.is_empty() {
        h.open("ul", "reasons");
        for r in reasons {
            h.element("li", "", &loc.text(r));
        }
        h.close("ul");
    }
    for trap in q.traps.iter().map(|t| *t.get_ref()) {
        let id = format!("trap-{}-{}", ex.game.name(), trap.name());
        h.open("div", "trap");
        h.open("p", "trap-name");
        h.element("span", "label", &loc.get("sheet-key-trap"));
        h.text(" ");
        h.element("strong", "", &loc.get(&id));
        if let Some(wrong) = s.trap_answer(trap) {
            h.text(" — ");
            h.text(
                &loc.text(
                    &Message::new("sheet-key-trap-answer")
                        .text("answer", answer_text(&wrong, &q.ask, ex.adapter, loc)),
                ),
            );
        }
        h.close("p");
        h.element("p", "trap-explain", &loc.get(&format!("{id}-explain")));
        h.close("div");
    }
    if let Some(explain) = text_part(ex, &format!("q{}-explain", q.number), loc) {
        h.element("p", "q-explain", &explain);
    }
    h.close("li");
}
