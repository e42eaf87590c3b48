//! The question bank: entries read from the embedded `bank/<game>.toml` files.
//!
//! An entry has an id (kebab-case, unique), a kind (`yes-no` with its answer,
//! `side` with the side that is the answer, or `text`), optional extra keywords
//! per language for `ask`, and an optional *witness*: an inline exercise
//! (contract §1: `format`, `game`, `[position]`, one `[[question]]` with its
//! `answer`) that the game engine must answer as recorded. Texts live in
//! `locales/<lang>/bank-<game>.ftl` as `bank-<id>-q`, `bank-<id>-a`,
//! `bank-<id>-explain`.

use std::sync::OnceLock;

use serde::Deserialize;

use crate::game_api::GameKind;
use crate::i18n::Lang;

const SOURCES: [(GameKind, &str); 4] = [
    (
        GameKind::Aeroplane,
        include_str!("../../bank/aeroplane.toml"),
    ),
    (
        GameKind::ChineseCheckers,
        include_str!("../../bank/chinese-checkers.toml"),
    ),
    (GameKind::Dominoes, include_str!("../../bank/dominoes.toml")),
    (
        GameKind::Hnefatafl,
        include_str!("../../bank/hnefatafl.toml"),
    ),
];

/// What kind of answer an entry has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// A yes/no question and its answer.
    YesNo(bool),
    /// A question answered by a side (canonical name: `red`, `black`…).
    Side(String),
    /// A question answered in words only.
    Text,
}

/// Extra matching words per language (synonyms the question text lacks).
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Keywords {
    /// English words.
    #[serde(default)]
    pub en: Vec<String>,
    /// French words.
    #[serde(default)]
    pub fr: Vec<String>,
    /// Russian words.
    #[serde(default)]
    pub ru: Vec<String>,
}

impl Keywords {
    /// The keywords of one language.
    pub fn of(&self, lang: Lang) -> &[String] {
        match lang {
            Lang::En => &self.en,
            Lang::Fr => &self.fr,
            Lang::Ru => &self.ru,
        }
    }
}

/// One rule question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Unique kebab-case id, e.g. `hnef-soldier-throne`.
    pub id: String,
    /// The game it is about.
    pub game: GameKind,
    /// Its kind of answer.
    pub kind: EntryKind,
    /// Extra matching words.
    pub keywords: Keywords,
    /// The inline exercise that checks the answer against the engine, if any.
    pub witness: Option<String>,
}

impl Entry {
    /// Fluent id of the question text.
    pub fn question_id(&self) -> String {
        format!("bank-{}-q", self.id)
    }

    /// Fluent id of the short answer.
    pub fn answer_id(&self) -> String {
        format!("bank-{}-a", self.id)
    }

    /// Fluent id of the explanation.
    pub fn explain_id(&self) -> String {
        format!("bank-{}-explain", self.id)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    entry: Vec<RawEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    id: String,
    kind: String,
    answer: Option<String>,
    #[serde(default)]
    keywords: Keywords,
    witness: Option<String>,
}

/// Why an embedded bank file is wrong (the tests keep them right).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum BankError {
    /// The TOML does not parse into entries.
    #[error("bank/{game}.toml: {message}")]
    Syntax {
        /// The game file.
        game: String,
        /// The parser's message.
        message: String,
    },
    /// An entry's kind or answer is not one of the allowed forms.
    #[error("bank entry {id}: {message}")]
    Entry {
        /// The entry id.
        id: String,
        /// What is wrong.
        message: String,
    },
}

fn convert(game: GameKind, raw: RawEntry) -> Result<Entry, BankError> {
    let bad = |message: &str| BankError::Entry {
        id: raw.id.clone(),
        message: message.to_string(),
    };
    let kind = match (raw.kind.as_str(), raw.answer.as_deref()) {
        ("yes-no", Some("yes")) => EntryKind::YesNo(true),
        ("yes-no", Some("no")) => EntryKind::YesNo(false),
        ("side", Some(side @ ("red" | "yellow" | "blue" | "black" | "white"))) => {
            EntryKind::Side(side.to_string())
        }
        ("text", None) => EntryKind::Text,
        _ => {
            return Err(bad(
                "kind must be yes-no (answer yes|no), side (answer a side) or text",
            ));
        }
    };
    Ok(Entry {
        id: raw.id,
        game,
        kind,
        keywords: raw.keywords,
        witness: raw.witness,
    })
}

/// Parses one bank file's source.
pub fn parse_bank(game: GameKind, source: &str) -> Result<Vec<Entry>, BankError> {
    let file: RawFile = toml::from_str(source).map_err(|e| BankError::Syntax {
        game: game.name().to_string(),
        message: e.to_string(),
    })?;
    file.entry.into_iter().map(|r| convert(game, r)).collect()
}

/// Every entry of the embedded bank, game by game in catalogue order.
pub fn entries() -> &'static [Entry] {
    static BANK: OnceLock<Vec<Entry>> = OnceLock::new();
    BANK.get_or_init(|| {
        SOURCES
            .iter()
            .flat_map(|(game, source)| {
                // The embedded files are checked by the unit tests below.
                parse_bank(*game, source).unwrap_or_else(|e| panic!("{e}"))
            })
            .collect()
    })
}

/// The entry with this id.
pub fn entry(id: &str) -> Option<&'static Entry> {
    entries().iter().find(|e| e.id == id)
}

/// Every witness as (entry id, TOML source), for `plyyard::exercise::verify_source`.
pub fn witnesses() -> Vec<(String, String)> {
    entries()
        .iter()
        .filter_map(|e| Some((e.id.clone(), e.witness.clone()?)))
        .collect()
}

/// (entries with a witness, all entries).
pub fn witness_coverage() -> (usize, usize) {
    let all = entries();
    (
        all.iter().filter(|e| e.witness.is_some()).count(),
        all.len(),
    )
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    const ASKS: [&str; 12] = crate::game_api::Ask::NAMES;

    #[test]
    fn bank_parses_ids_are_unique_and_prefixed() {
        let all = entries();
        assert!(all.len() >= 60, "only {} entries", all.len());
        let ids: BTreeSet<&str> = all.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids.len(), all.len(), "duplicate ids");
        for e in all {
            let prefix = match e.game {
                GameKind::Aeroplane => "aero-",
                GameKind::ChineseCheckers => "cc-",
                GameKind::Dominoes => "dom-",
                GameKind::Hnefatafl => "hnef-",
            };
            assert!(e.id.starts_with(prefix), "{}", e.id);
            assert!(
                e.id.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{} is not kebab-case",
                e.id
            );
        }
        for game in GameKind::ALL {
            let n = all.iter().filter(|e| e.game == game).count();
            assert!(n >= 12, "{game}: only {n} entries");
        }
    }

    #[test]
    fn every_witness_parses_and_names_its_game_and_a_known_ask() {
        for e in entries() {
            let Some(source) = &e.witness else { continue };
            let table: toml::Table = toml::from_str(source)
                .unwrap_or_else(|err| panic!("{}: witness does not parse: {err}", e.id));
            assert_eq!(
                table.get("format").and_then(|v| v.as_integer()),
                Some(1),
                "{}",
                e.id
            );
            assert_eq!(
                table.get("game").and_then(|v| v.as_str()),
                Some(e.game.name()),
                "{}",
                e.id
            );
            let position = table.get("position").and_then(|v| v.as_table());
            assert!(
                position.is_some_and(|p| p.contains_key("turn")),
                "{}: position with turn",
                e.id
            );
            let questions = table
                .get("question")
                .and_then(|v| v.as_array())
                .unwrap_or_else(|| panic!("{}: no [[question]]", e.id));
            assert_eq!(questions.len(), 1, "{}: one question", e.id);
            let q = questions[0].as_table().expect("question table");
            let ask = q.get("ask").and_then(|v| v.as_str()).unwrap_or("");
            assert!(ASKS.contains(&ask), "{}: unknown ask {ask:?}", e.id);
            assert!(
                q.get("answer").and_then(|v| v.as_str()).is_some(),
                "{}: recorded answer",
                e.id
            );
            let needs: &[&str] = match ask {
                "legal" | "score" => &["move"],
                "after" => &["moves", "about"],
                "capture-rolls" => &["target"],
                "escape" | "capture-king" => &["within"],
                "distance" => &["from", "to"],
                _ => &[],
            };
            for key in needs {
                assert!(q.contains_key(*key), "{}: {ask} needs {key}", e.id);
            }
        }
    }

    #[test]
    fn witness_coverage_is_at_least_eighty_percent() {
        let (with, total) = witness_coverage();
        assert!(with * 5 >= total * 4, "{with}/{total}");
        assert_eq!(witnesses().len(), with);
    }

    #[test]
    fn bad_entries_are_refused() {
        let src = "[[entry]]\nid = \"x\"\nkind = \"yes-no\"\nanswer = \"maybe\"\n";
        assert!(matches!(
            parse_bank(GameKind::Dominoes, src),
            Err(BankError::Entry { .. })
        ));
        assert!(matches!(
            parse_bank(GameKind::Dominoes, "[[entry]]\nid = 3\n"),
            Err(BankError::Syntax { .. })
        ));
    }
}
