//! The fact base: `facts/<game>.toml`, texts in `locales/<lang>/facts-<game>.ftl`.
//!
//! A fact is one proposition about one edition, taken from `plyyard rules`,
//! the guide's FAQ and misconception, another variant's rule that learners
//! bring along (a trap), or a question learners ask. Each has:
//!
//! - `id` (kebab-case, prefixed by the game), `source` (`rule`, `excluded`,
//!   `decision`, `faq`, `misconception`, `trap` or `learner`);
//! - `answer`: the truth of its quiz question (`yes`/`no`), or the side or the
//!   number that answers it (`red`, `4`); `side`: the side a yes/no fact is
//!   about, if any; `trap`: the other variant's rule its false form carries;
//! - `frames`: the ways a question can say it, each a sign (`+` true, `-`
//!   false, `?` an open question) and concepts (`!X` is X negated, `SIDE` a
//!   side named in the question, compared with the fact's side, `NUM` a
//!   number compared with the fact's number, `@WHERE` a question word);
//! - `also`: concepts a question may add without changing the proposition;
//! - `witness`: for a fact of play, an exercise (without `format`, `game` and
//!   `level`, added here) whose question the engine must answer as recorded;
//!   `witness-flip`: its yes/no answer is the negation of the fact's answer.
//!
//! Texts: `fact-<id>-q` (the quiz question), `fact-<id>-a` (its answer; a
//! yes/no fact's starts with the verdict, then the rule in our words) and
//! `fact-<id>-explain`.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::analyse::Wh;
use super::concepts::{ConceptId, Concepts, concepts};
use crate::game_api::{GameKind, Trap};

#[cfg(test)]
const SOURCES: [(GameKind, &str); 4] = [
    (
        GameKind::Aeroplane,
        include_str!("../../facts/aeroplane.toml"),
    ),
    (
        GameKind::ChineseCheckers,
        include_str!("../../facts/chinese-checkers.toml"),
    ),
    (
        GameKind::Dominoes,
        include_str!("../../facts/dominoes.toml"),
    ),
    (
        GameKind::Hnefatafl,
        include_str!("../../facts/hnefatafl.toml"),
    ),
];

/// What answers a fact's quiz question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Yes or no.
    YesNo(bool),
    /// A side (`red`, `black`…).
    Side(String),
    /// A number.
    Number(u32),
}

/// Where a fact comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// A rule of `plyyard rules`.
    Rule,
    /// Something the edition excludes.
    Excluded,
    /// A decision where the guide is silent.
    Decision,
    /// A question of the guide's FAQ.
    Faq,
    /// The guide's misconception.
    Misconception,
    /// Another variant's rule (an engine trap).
    Trap,
    /// A question learners ask that the guide does not list.
    Learner,
}

/// The sign of a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sign {
    /// The frame states something true.
    Yes,
    /// The frame states something false.
    No,
    /// The frame is an open question.
    Open,
}

/// One literal of a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lit {
    /// A concept, negated or not.
    Concept(ConceptId, bool),
    /// A side named in the question.
    Side,
    /// A number in the question.
    Num,
    /// The kind of open question.
    Wh(Wh),
}

/// One way of saying a fact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Its sign.
    pub sign: Sign,
    /// Its literals.
    pub lits: Vec<Lit>,
}

/// One fact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    /// Unique kebab-case id, e.g. `hnef-soldier-throne`.
    pub id: String,
    /// Its game.
    pub game: GameKind,
    /// The answer of its quiz question.
    pub answer: Answer,
    /// Where it comes from.
    pub source: Source,
    /// The side it is about (for `SIDE` frames).
    pub side: Option<String>,
    /// The other variant's rule its false form carries.
    pub trap: Option<String>,
    /// The ways a question can say it.
    pub frames: Vec<Frame>,
    /// Concepts a question may add.
    pub also: Vec<Lit>,
    /// The witness exercise, complete.
    pub witness: Option<String>,
    /// Whether the witness's yes/no answer is the negation of the fact's.
    pub witness_flip: bool,
}

impl Fact {
    /// Fluent id of the quiz question.
    pub fn question_id(&self) -> String {
        format!("fact-{}-q", self.id)
    }

    /// Fluent id of the answer.
    pub fn answer_id(&self) -> String {
        format!("fact-{}-a", self.id)
    }

    /// Fluent id of the explanation.
    pub fn explain_id(&self) -> String {
        format!("fact-{}-explain", self.id)
    }

    /// The engine trap of this fact, if its misconception is one.
    pub fn engine_trap(&self) -> Option<Trap> {
        Trap::parse(self.game, self.trap.as_deref()?)
    }

    /// The number a `NUM` frame compares with.
    pub fn number(&self) -> Option<u32> {
        match self.answer {
            Answer::Number(n) => Some(n),
            _ => None,
        }
    }
}

/// The facts of one game, with the concepts any of its questions may use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFacts {
    /// The game.
    pub game: GameKind,
    /// Concepts explained by every fact of the game.
    pub generic: Vec<ConceptId>,
    /// Its facts, in file order.
    pub facts: Vec<Fact>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    generic: Vec<String>,
    fact: Vec<RawFact>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawFact {
    id: String,
    source: Source,
    answer: String,
    side: Option<String>,
    trap: Option<String>,
    #[serde(default)]
    frames: Vec<String>,
    #[serde(default)]
    also: Vec<String>,
    witness: Option<String>,
    #[serde(default)]
    witness_flip: bool,
}

/// Why a facts file is wrong (the tests keep them right).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum FactError {
    /// The TOML does not parse.
    #[error("facts/{game}.toml: {message}")]
    Syntax {
        /// The game file.
        game: String,
        /// The parser's message.
        message: String,
    },
    /// A fact is wrong.
    #[error("fact {id}: {message}")]
    Fact {
        /// The fact id.
        id: String,
        /// What is wrong.
        message: String,
    },
}

fn literal(concepts: &Concepts, word: &str) -> Result<Lit, String> {
    match word {
        "SIDE" => return Ok(Lit::Side),
        "NUM" => return Ok(Lit::Num),
        _ => {}
    }
    if let Some(w) = word.strip_prefix('@') {
        return Wh::parse(w)
            .map(Lit::Wh)
            .ok_or_else(|| format!("unknown question word {word}"));
    }
    let (name, negated) = match word.strip_prefix('!') {
        Some(n) => (n, true),
        None => (word, false),
    };
    concepts
        .get(name)
        .map(|id| Lit::Concept(id, negated))
        .ok_or_else(|| format!("unknown concept {name}"))
}

/// Reads a frame such as `- EXIT !SIX`.
pub fn parse_frame(concepts: &Concepts, text: &str) -> Result<Frame, String> {
    let mut words = text.split_whitespace();
    let sign = match words.next() {
        Some("+") => Sign::Yes,
        Some("-") => Sign::No,
        Some("?") => Sign::Open,
        _ => return Err(format!("frame {text:?} must start with +, - or ?")),
    };
    let lits = words
        .map(|w| literal(concepts, w))
        .collect::<Result<Vec<_>, _>>()?;
    if lits.is_empty() {
        return Err(format!("frame {text:?} has no concept"));
    }
    Ok(Frame { sign, lits })
}

fn convert(game: GameKind, concepts: &Concepts, raw: RawFact) -> Result<Fact, FactError> {
    let bad = |message: String| FactError::Fact {
        id: raw.id.clone(),
        message,
    };
    let answer = match raw.answer.as_str() {
        "yes" => Answer::YesNo(true),
        "no" => Answer::YesNo(false),
        side if game.sides().contains(&side) => Answer::Side(side.to_string()),
        n => Answer::Number(
            n.parse()
                .map_err(|_| bad(format!("answer {n:?}: yes, no, a side or a number")))?,
        ),
    };
    let side = match (&answer, raw.side) {
        (Answer::Side(s), None) => Some(s.clone()),
        (_, Some(s)) if game.sides().contains(&s.as_str()) => Some(s),
        (_, Some(s)) => return Err(bad(format!("side {s:?} is not a side of {game}"))),
        (_, None) => None,
    };
    let frames = raw
        .frames
        .iter()
        .map(|f| parse_frame(concepts, f))
        .collect::<Result<Vec<_>, _>>()
        .map_err(&bad)?;
    let also = raw
        .also
        .iter()
        .map(|w| literal(concepts, w))
        .collect::<Result<Vec<_>, _>>()
        .map_err(&bad)?;
    let witness = raw.witness.map(|w| {
        format!(
            "format = 1\ngame = \"{}\"\nlevel = 1\n{}",
            game.name(),
            w.trim_start()
        )
    });
    Ok(Fact {
        id: raw.id,
        game,
        answer,
        source: raw.source,
        side,
        trap: raw.trap,
        frames,
        also,
        witness,
        witness_flip: raw.witness_flip,
    })
}

/// Parses one facts file's source.
pub fn parse_facts(game: GameKind, source: &str) -> Result<GameFacts, FactError> {
    let file: RawFile = toml::from_str(source).map_err(|e| FactError::Syntax {
        game: game.name().to_string(),
        message: e.to_string(),
    })?;
    from_raw(game, file)
}

/// Reads one game's facts from the build script's JSON of its file
/// ([`super::embedded::FACTS`]).
pub fn facts_from_json(game: GameKind, source: Result<&str, &str>) -> Result<GameFacts, FactError> {
    let syntax = |message: String| FactError::Syntax {
        game: game.name().to_string(),
        message,
    };
    let json = source.map_err(|e| syntax(e.to_string()))?;
    let file: RawFile = serde_json::from_str(json).map_err(|e| syntax(e.to_string()))?;
    from_raw(game, file)
}

fn from_raw(game: GameKind, file: RawFile) -> Result<GameFacts, FactError> {
    let c = concepts();
    let generic = file
        .generic
        .iter()
        .map(|n| {
            c.get(n).ok_or_else(|| FactError::Syntax {
                game: game.name().to_string(),
                message: format!("unknown generic concept {n}"),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let facts = file
        .fact
        .into_iter()
        .map(|r| convert(game, c, r))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(GameFacts {
        game,
        generic,
        facts,
    })
}

/// The facts of every game, in catalogue order.
pub fn games() -> &'static [GameFacts] {
    static ALL: OnceLock<Vec<GameFacts>> = OnceLock::new();
    ALL.get_or_init(|| {
        // The embedded files are checked by the unit tests below.
        GameKind::ALL
            .into_iter()
            .zip(super::embedded::FACTS)
            .map(|(game, json)| facts_from_json(game, json).unwrap_or_else(|e| panic!("{e}")))
            .collect()
    })
}

/// The facts of one game.
pub fn of(game: GameKind) -> &'static GameFacts {
    games()
        .iter()
        .find(|g| g.game == game)
        .expect("every game has facts")
}

/// Every fact, game by game.
pub fn all() -> impl Iterator<Item = &'static Fact> {
    games().iter().flat_map(|g| g.facts.iter())
}

/// The fact with this id.
pub fn fact(id: &str) -> Option<&'static Fact> {
    static BY_ID: OnceLock<HashMap<&'static str, &'static Fact>> = OnceLock::new();
    BY_ID
        .get_or_init(|| {
            let mut by_id = HashMap::new();
            for f in all() {
                // the first of a repeated id, as a search in order would find
                by_id.entry(f.id.as_str()).or_insert(f);
            }
            by_id
        })
        .get(id)
        .copied()
}

/// Every witness as (fact id, TOML source), for `plyyard::exercise::verify_source`.
pub fn witnesses() -> Vec<(String, String)> {
    all()
        .filter_map(|f| Some((f.id.clone(), f.witness.clone()?)))
        .collect()
}

/// (facts with a witness, all facts).
pub fn witness_coverage() -> (usize, usize) {
    (all().filter(|f| f.witness.is_some()).count(), all().count())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn the_built_facts_equal_their_toml_files() {
        assert_eq!(games().len(), SOURCES.len());
        for (built, (game, source)) in games().iter().zip(SOURCES) {
            assert_eq!(built, &parse_facts(game, source).unwrap(), "{game}");
        }
    }

    #[test]
    fn facts_parse_ids_are_unique_prefixed_and_numerous() {
        let ids: BTreeSet<&str> = all().map(|f| f.id.as_str()).collect();
        assert_eq!(ids.len(), all().count(), "duplicate ids");
        for f in all() {
            let prefix = match f.game {
                GameKind::Aeroplane => "aero-",
                GameKind::ChineseCheckers => "cc-",
                GameKind::Dominoes => "dom-",
                GameKind::Hnefatafl => "hnef-",
            };
            assert!(f.id.starts_with(prefix), "{}", f.id);
            assert!(
                f.id.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{}",
                f.id
            );
            assert!(!f.frames.is_empty(), "{}: no frame", f.id);
        }
        for game in GameKind::ALL {
            let n = of(game).facts.len();
            assert!(n >= 45, "{game}: only {n} facts");
        }
    }

    #[test]
    fn engine_traps_are_known_and_side_frames_have_a_side() {
        for f in all() {
            let sided = f.frames.iter().any(|fr| fr.lits.contains(&Lit::Side));
            assert!(
                !sided || f.side.is_some(),
                "{}: SIDE frame without side",
                f.id
            );
            let numbered = f.frames.iter().any(|fr| fr.lits.contains(&Lit::Num));
            assert!(
                !numbered || f.number().is_some(),
                "{}: NUM frame without number",
                f.id
            );
        }
        assert_eq!(
            fact("aero-even-exit").and_then(Fact::engine_trap),
            Some(Trap::EvenExit)
        );
    }

    #[test]
    fn frames_are_read_with_signs_negations_and_markers() {
        let c = concepts();
        let f = parse_frame(c, "- EXIT !SIX @WHERE SIDE").unwrap();
        assert_eq!(f.sign, Sign::No);
        assert_eq!(
            f.lits,
            vec![
                Lit::Concept(c.id("EXIT"), false),
                Lit::Concept(c.id("SIX"), true),
                Lit::Wh(Wh::Where),
                Lit::Side
            ]
        );
        assert!(parse_frame(c, "EXIT").is_err());
        assert!(parse_frame(c, "+ NOSUCH").is_err());
    }
}
