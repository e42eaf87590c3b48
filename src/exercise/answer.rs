//! Reads what a learner typed into a typed [`Answer`] (contract §3, answer syntax).
//!
//! Case and accents are ignored, spaces trimmed; French, Russian and English
//! words are accepted for yes/no, sides, statuses, ends and the empty set.

use std::collections::{BTreeMap, BTreeSet};

use crate::game_api::{Answer, AnswerKind, End, GameAdapter, ItemKind, Status};
use crate::message::Message;

/// An answer that cannot be read; carries the expected form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerError {
    /// What was typed.
    pub given: String,
    /// The expected form (`form-…` message).
    pub expected: Message,
}

/// Lower case, accents removed (Latin), `ё` as `е`, spaces trimmed and folded.
pub fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.trim().chars().flat_map(char::to_lowercase) {
        let mapped = match c {
            'à' | 'â' | 'ä' | 'á' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' | 'í' => 'i',
            'ô' | 'ö' | 'ó' => 'o',
            'ù' | 'û' | 'ü' | 'ú' => 'u',
            'ç' => 'c',
            'ÿ' => 'y',
            'ё' => 'е',
            '’' => '\'',
            c if c.is_whitespace() => ' ',
            c => c,
        };
        out.push(mapped);
    }
    out.split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

const YES: &[&str] = &["yes", "y", "true", "oui", "vrai", "да"];
const NO: &[&str] = &["no", "n", "false", "non", "faux", "нет"];
const EMPTY: &[&str] = &["none", "aucun", "aucune", "rien", "нет", "ничего", "-", "∅"];
const ONGOING: &[&str] = &["ongoing", "en cours", "продолжается", "идет", "не окончена"];
const DRAW: &[&str] = &["draw", "nulle", "partie nulle", "match nul", "nul", "ничья"];

/// Words for each side, normalised (lower case, no accents, `е` for `ё`).
const SIDES: &[(&str, &[&str])] = &[
    (
        "red",
        &[
            "red",
            "reds",
            "rouge",
            "rouges",
            "красные",
            "красный",
            "красная",
            "красных",
        ],
    ),
    (
        "yellow",
        &[
            "yellow",
            "yellows",
            "jaune",
            "jaunes",
            "желтые",
            "желтый",
            "желтая",
            "желтых",
        ],
    ),
    (
        "blue",
        &[
            "blue",
            "blues",
            "bleu",
            "bleus",
            "bleue",
            "bleues",
            "синие",
            "синий",
            "синяя",
            "синих",
        ],
    ),
    (
        "black",
        &[
            "black",
            "blacks",
            "noir",
            "noirs",
            "noire",
            "noires",
            "черные",
            "черный",
            "черная",
            "черных",
        ],
    ),
    (
        "white",
        &[
            "white",
            "whites",
            "blanc",
            "blancs",
            "blanche",
            "blanches",
            "белые",
            "белый",
            "белая",
            "белых",
        ],
    ),
];

const ENDS: &[(End, &[&str])] = &[
    (
        End::Left,
        &[
            "left",
            "gauche",
            "a gauche",
            "слева",
            "левый",
            "левая",
            "лево",
        ],
    ),
    (
        End::Right,
        &[
            "right",
            "droite",
            "a droite",
            "справа",
            "правый",
            "правая",
            "право",
        ],
    ),
    (
        End::Both,
        &["both", "les deux", "deux", "оба", "обе", "оба конца"],
    ),
    (
        End::None,
        &[
            "none",
            "aucun",
            "aucune",
            "aucun bout",
            "нет",
            "никуда",
            "ни один",
        ],
    ),
];

fn side_of(word: &str, sides: [&'static str; 2]) -> Option<&'static str> {
    SIDES
        .iter()
        .find(|(_, words)| words.contains(&word))
        .and_then(|(side, _)| sides.into_iter().find(|s| s == side))
}

fn end_of(word: &str) -> Option<End> {
    ENDS.iter()
        .find(|(_, words)| words.contains(&word))
        .map(|(end, _)| *end)
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
    let fail = || AnswerError {
        given: text.trim().to_string(),
        expected: expected_form(kind),
    };
    let norm = normalise(text);
    if norm.is_empty() {
        return Err(fail());
    }
    let sides = adapter.sides();
    let parsed = match kind {
        AnswerKind::YesNo => {
            if YES.contains(&norm.as_str()) {
                Some(Answer::YesNo(true))
            } else if NO.contains(&norm.as_str()) {
                Some(Answer::YesNo(false))
            } else {
                None
            }
        }
        AnswerKind::Status => {
            if ONGOING.contains(&norm.as_str()) {
                Some(Answer::Status(Status::Ongoing))
            } else if DRAW.contains(&norm.as_str()) {
                Some(Answer::Status(Status::Draw))
            } else {
                side_of(&norm, sides).map(|s| Answer::Status(Status::Won(s)))
            }
        }
        AnswerKind::Side => side_of(&norm, sides).map(Answer::Side),
        AnswerKind::Set(item) => parse_set(&norm, item, adapter).map(Answer::Set),
        AnswerKind::Number => norm.parse::<u32>().ok().map(Answer::Number),
        AnswerKind::Distance => {
            if EMPTY.contains(&norm.as_str()) {
                Some(Answer::Distance(None))
            } else {
                norm.parse::<u32>().ok().map(|n| Answer::Distance(Some(n)))
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
    if EMPTY.contains(&norm) {
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
    // Multi-word end names become one word before splitting.
    let folded = norm
        .replace(": ", ":")
        .replace(" :", ":")
        .replace("les deux", "both")
        .replace("a gauche", "gauche")
        .replace("a droite", "droite");
    let mut map = BTreeMap::new();
    for pair in split_items(&folded) {
        let (tile, end) = pair.split_once(':')?;
        let tile = adapter.canonical_item(ItemKind::Tile, tile)?;
        let end = end_of(end)?;
        if map.insert(tile, end).is_some() {
            return None;
        }
    }
    (!map.is_empty()).then_some(map)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_case_accents_and_yo() {
        assert_eq!(normalise("  Élevé  ÉTÉ "), "eleve ete");
        assert_eq!(normalise("Чёрные"), "черные");
    }

    #[test]
    fn side_words_in_three_languages() {
        let two = ["black", "white"];
        for w in ["noirs", "черные", "black", "noire"] {
            assert_eq!(side_of(&normalise(w), two), Some("black"));
        }
        assert_eq!(side_of("жёлтые", two), None);
        assert_eq!(
            side_of(&normalise("Жёлтые"), ["red", "yellow"]),
            Some("yellow")
        );
        assert_eq!(
            side_of("rouge", two),
            None,
            "a side of another game is not read"
        );
    }

    #[test]
    fn ends_words() {
        assert_eq!(end_of("les deux"), Some(End::Both));
        assert_eq!(end_of("справа"), Some(End::Right));
        assert_eq!(end_of("gauche"), Some(End::Left));
        assert_eq!(end_of("up"), None);
    }
}
