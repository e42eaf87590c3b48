//! Reads what a learner typed into a typed [`Answer`] (contract §3, answer syntax).
//!
//! Case and accents are ignored, spaces trimmed; the words for yes/no, sides,
//! statuses, ends and the empty set come from [`crate::vocab`], shared with
//! `quiz`, `practice` and `ask`.

use std::collections::{BTreeMap, BTreeSet};

use crate::game_api::{Answer, AnswerKind, End, GameAdapter, ItemKind, Status};
use crate::message::Message;
use crate::vocab::{self, normalise};

/// An answer that cannot be read; carries the expected form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerError {
    /// What was typed.
    pub given: String,
    /// The expected form (`form-…` message).
    pub expected: Message,
    /// A square typed with Cyrillic letters (`д5`): the text in Latin
    /// letters when it can be told (`d5`).
    pub cyrillic: Option<Option<String>>,
}

/// "Type Latin letters", for a square or move typed with Cyrillic letters
/// (`д5`), with the Latin spelling when it can be told; `None` otherwise.
pub fn cyrillic_square_message(given: &str) -> Option<Message> {
    vocab::cyrillic_square(given).map(|latin| latin_message(given, latin.as_deref()))
}

fn latin_message(given: &str, latin: Option<&str>) -> Message {
    match latin {
        Some(latin) => Message::new("error-answer-latin")
            .text("given", given.trim())
            .text("latin", latin),
        None => Message::new("error-answer-latin-plain").text("given", given.trim()),
    }
}

impl AnswerError {
    /// What to tell the learner: type Latin letters, when a square was typed
    /// in Cyrillic; else the expected form.
    pub fn message(&self) -> Message {
        match &self.cyrillic {
            Some(latin) => latin_message(&self.given, latin.as_deref()),
            None => Message::new("error-bad-answer")
                .text("given", self.given.as_str())
                .msg("expected", self.expected.clone()),
        }
    }
}

/// The `form-…` message describing the expected form for a kind of answer.
pub fn expected_form(kind: AnswerKind) -> Message {
    let id = match kind {
        AnswerKind::YesNo => "form-yes-no",
        AnswerKind::Status => "form-status",
        AnswerKind::Side => "form-side",
        AnswerKind::Set(ItemKind::Square) => "form-set-square",
        AnswerKind::Set(ItemKind::Move) => "form-set-move",
        AnswerKind::Set(ItemKind::Die) => "form-set-die",
        AnswerKind::Set(ItemKind::Tile) => "form-set-tile",
        AnswerKind::Number => "form-number",
        AnswerKind::Distance => "form-distance",
        AnswerKind::Square => "form-square",
        AnswerKind::Ends => "form-ends",
        AnswerKind::Classify => "form-classify",
    };
    Message::new(id)
}

/// Reads `text` as an answer of `kind` for the game of `adapter`.
pub fn parse_answer(
    kind: AnswerKind,
    text: &str,
    adapter: &dyn GameAdapter,
) -> Result<Answer, AnswerError> {
    // Squares are named in Latin letters in hnefatafl and Chinese checkers
    // (the aeroplane's colour letters are the reader's own).
    let latin_squares = matches!(
        kind,
        AnswerKind::Square | AnswerKind::Set(ItemKind::Square | ItemKind::Move)
    ) && matches!(
        adapter.kind(),
        crate::game_api::GameKind::Hnefatafl | crate::game_api::GameKind::ChineseCheckers
    );
    let fail = || AnswerError {
        given: text.trim().to_string(),
        expected: expected_form(kind),
        cyrillic: latin_squares
            .then(|| vocab::cyrillic_square(text))
            .flatten(),
    };
    let norm = normalise(text);
    if norm.is_empty() {
        return Err(fail());
    }
    let game = adapter.kind();
    let parsed = match kind {
        AnswerKind::YesNo => vocab::yes_no(&norm).map(Answer::YesNo),
        AnswerKind::Status => {
            if vocab::is_ongoing(&norm) {
                Some(Answer::Status(Status::Ongoing))
            } else if vocab::is_draw(&norm) {
                Some(Answer::Status(Status::Draw))
            } else {
                vocab::side(&norm, game).map(|s| Answer::Status(Status::Won(s)))
            }
        }
        AnswerKind::Side => vocab::side(&norm, game).map(Answer::Side),
        AnswerKind::Set(item) => parse_set(&norm, item, adapter).map(Answer::Set),
        // Digits or number words, as the quiz reads them (`dix`, `два`).
        AnswerKind::Number => vocab::number(&norm).map(Answer::Number),
        AnswerKind::Distance => {
            if vocab::is_none(&norm) {
                Some(Answer::Distance(None))
            } else {
                vocab::number(&norm).map(|n| Answer::Distance(Some(n)))
            }
        }
        AnswerKind::Square => adapter
            .canonical_item(ItemKind::Square, &norm)
            .map(Answer::Square),
        AnswerKind::Ends => {
            let values: Vec<&str> = split_items(&norm);
            match values.as_slice() {
                [a, b] => a
                    .parse::<u8>()
                    .ok()
                    .zip(b.parse::<u8>().ok())
                    .filter(|(a, b)| *a <= 6 && *b <= 6)
                    .map(|(a, b)| Answer::ends(a, b)),
                _ => None,
            }
        }
        AnswerKind::Classify => parse_classify(&norm, adapter).map(Answer::Classify),
    };
    parsed.ok_or_else(fail)
}

fn split_items(norm: &str) -> Vec<&str> {
    norm.split([',', ';', ' '])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect()
}

fn parse_set(norm: &str, item: ItemKind, adapter: &dyn GameAdapter) -> Option<BTreeSet<String>> {
    if vocab::is_none(norm) {
        return Some(BTreeSet::new());
    }
    split_items(norm)
        .into_iter()
        .map(|raw| match item {
            ItemKind::Die => raw
                .parse::<u8>()
                .ok()
                .filter(|d| (1..=6).contains(d))
                .map(|d| d.to_string()),
            _ => adapter.canonical_item(item, raw),
        })
        .collect()
}

fn parse_classify(norm: &str, adapter: &dyn GameAdapter) -> Option<BTreeMap<String, End>> {
    // Multi-word end names (`les deux`, `оба конца`…) become their one-word
    // canonical name before splitting, longest first.
    let mut folded = norm.replace(": ", ":").replace(" :", ":");
    let mut phrases: Vec<(&str, End)> = vocab::END_WORDS
        .iter()
        .flat_map(|(end, words)| words.iter().map(move |w| (*w, *end)))
        .filter(|(w, _)| w.contains(' '))
        .collect();
    phrases.sort_by_key(|(w, _)| std::cmp::Reverse(w.len()));
    for (phrase, end) in phrases {
        folded = folded.replace(phrase, end.word());
    }
    let mut map = BTreeMap::new();
    for pair in split_items(&folded) {
        let (tile, end) = pair.split_once(':')?;
        let tile = adapter.canonical_item(ItemKind::Tile, tile)?;
        let end = vocab::end(end)?;
        if map.insert(tile, end).is_some() {
            return None;
        }
    }
    (!map.is_empty()).then_some(map)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_api::GameKind;
    use crate::games;

    #[test]
    fn statuses_sides_and_sets() {
        let hnef = games::adapter(GameKind::Hnefatafl);
        assert_eq!(
            parse_answer(AnswerKind::Status, "Noirs", hnef),
            Ok(Answer::Status(Status::Won("black")))
        );
        assert_eq!(
            parse_answer(AnswerKind::Side, "attaquants", hnef),
            Ok(Answer::Side("black"))
        );
        assert_eq!(
            parse_answer(AnswerKind::Set(ItemKind::Square), "aucune", hnef),
            Ok(Answer::Set(BTreeSet::new()))
        );
        assert!(parse_answer(AnswerKind::Side, "rouges", hnef).is_err());
    }

    #[test]
    fn classify_pairs_with_multi_word_ends() {
        let dom = games::adapter(GameKind::Dominoes);
        let Ok(Answer::Classify(map)) =
            parse_answer(AnswerKind::Classify, "2-5: les deux, 1-2:à gauche", dom)
        else {
            panic!("readable");
        };
        assert_eq!(map.get("2-5"), Some(&End::Both));
        assert_eq!(map.get("1-2"), Some(&End::Left));
    }
}
