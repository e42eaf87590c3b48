//! Titles and prompts: the exercise's own texts, or phrased from the question.

use crate::exercise::{Exercise, QuestionSpec};
use crate::game_api::Ask;
use crate::i18n::Localiser;
use crate::message::Message;

/// An exercise text part (`title`, `q1`, `explain`, `hint`) if it has one.
pub fn text_part(exercise: &Exercise, part: &str, loc: &Localiser) -> Option<String> {
    let id = exercise.text_id(part)?;
    loc.has(&id).then(|| loc.get(&id))
}

/// The exercise's title, or its id when it has none.
pub fn exercise_title(exercise: &Exercise, loc: &Localiser) -> String {
    text_part(exercise, "title", loc).unwrap_or_else(|| exercise.id.clone())
}

/// The prompt of a question: the author's text, else a generic phrasing.
pub fn prompt_text(exercise: &Exercise, question: &QuestionSpec, loc: &Localiser) -> String {
    text_part(exercise, &format!("q{}", question.number), loc)
        .unwrap_or_else(|| loc.text(&generic_prompt(&question.ask)))
}

/// A prompt phrased from the question alone.
pub fn generic_prompt(ask: &Ask) -> Message {
    match ask {
        Ask::Legal { mv } => Message::new("ask-legal").text("move", mv.get_ref().as_str()),
        Ask::Moves { from: None } => Message::new("ask-moves"),
        Ask::Moves { from: Some(from) } => {
            Message::new("ask-moves-from").text("from", from.get_ref().as_str())
        }
        Ask::After { moves, about } => {
            let list: Vec<&str> = moves.iter().map(|m| m.get_ref().as_str()).collect();
            Message::new(format!("ask-after-{}", about.name())).text("moves", list.join(", "))
        }
        Ask::Status => Message::new("ask-status"),
        Ask::CaptureRolls { target } => {
            Message::new("ask-capture-rolls").text("target", target.get_ref().as_str())
        }
        Ask::Classify => Message::new("ask-classify"),
        Ask::Draws => Message::new("ask-draws"),
        Ask::Score { mv } => Message::new("ask-score").text("move", mv.get_ref().as_str()),
        Ask::KingRoutes => Message::new("ask-king-routes"),
        Ask::Escape { within } => Message::new("ask-escape").num("within", *within),
        Ask::CaptureKing { within } => Message::new("ask-capture-king").num("within", *within),
        Ask::Distance { from, to } => Message::new("ask-distance")
            .text("from", from.get_ref().as_str())
            .text("to", to.get_ref().as_str()),
    }
}
