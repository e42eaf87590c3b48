//! An [`Answer`] in the learner's language.

use crate::game_api::{Answer, Status};
use crate::i18n::Localiser;
use crate::message::Message;

/// The answer as a learner would write it in the localiser's language.
pub fn answer_text(answer: &Answer, loc: &Localiser) -> String {
    match answer {
        Answer::YesNo(true) => loc.get("answer-yes"),
        Answer::YesNo(false) => loc.get("answer-no"),
        Answer::Status(Status::Ongoing) => loc.get("status-ongoing"),
        Answer::Status(Status::Draw) => loc.get("status-draw"),
        Answer::Status(Status::Won(side)) | Answer::Side(side) => loc.text(&Message::side(side)),
        Answer::Set(items) if items.is_empty() => loc.get("answer-none"),
        Answer::Distance(None) => loc.get("answer-none"),
        Answer::Classify(map) => map
            .iter()
            .map(|(tile, end)| format!("{tile}:{}", loc.get(&format!("end-{}", end.word()))))
            .collect::<Vec<_>>()
            .join(" "),
        other => other.to_string(),
    }
}
