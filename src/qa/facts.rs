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

use super::analyse::Wh;
use super::concepts::{ConceptId, Concepts, concepts};
use super::facts_build::{self, BuildError, OwnedAnswer, OwnedFact, OwnedGameFacts, OwnedLit};
use crate::game_api::{GameKind, Trap};

pub use super::facts_build::{Sign, Source};

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
    Side(&'static str),
    /// A number.
    Number(u32),
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
    pub lits: &'static [Lit],
}

/// One fact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    /// Unique kebab-case id, e.g. `hnef-soldier-throne`.
    pub id: &'static str,
    /// Its game.
    pub game: GameKind,
    /// The answer of its quiz question.
    pub answer: Answer,
    /// Where it comes from.
    pub source: Source,
    /// The side it is about (for `SIDE` frames).
    pub side: Option<&'static str>,
    /// The other variant's rule its false form carries.
    pub trap: Option<&'static str>,
    /// The ways a question can say it.
    pub frames: &'static [Frame],
    /// Concepts a question may add.
    pub also: &'static [Lit],
    /// The witness exercise, complete.
    pub witness: Option<&'static str>,
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
        Trap::parse(self.game, self.trap?)
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
    pub generic: &'static [ConceptId],
    /// Its facts, in file order.
    pub facts: &'static [Fact],
}

/// The build script's facts (`$OUT_DIR/facts.rs`): every game's, in
/// catalogue order, and the facts' ids sorted with (game, fact) indices; or
/// why a file could not be built.
mod generated {
    use super::super::analyse::Wh;
    use super::{Answer, Fact, Frame, GameFacts, Lit, Sign, Source};
    use crate::game_api::GameKind;
    include!(concat!(env!("OUT_DIR"), "/facts.rs"));
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

/// A value kept for the rest of the run (facts built at run time).
fn keep<T>(v: Vec<T>) -> &'static [T] {
    v.leak()
}

fn keep_str(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn lit(l: OwnedLit) -> Lit {
    match l {
        OwnedLit::Concept(c, n) => Lit::Concept(c, n),
        OwnedLit::Side => Lit::Side,
        OwnedLit::Num => Lit::Num,
        OwnedLit::Wh(i) => Lit::Wh(Wh::MARKERS[i].1),
    }
}

/// Reads a frame such as `- EXIT !SIX` (its literals kept for the rest of
/// the run).
pub fn parse_frame(concepts: &Concepts, text: &str) -> Result<Frame, String> {
    let f = facts_build::frame(&|n| concepts.get(n), text)?;
    Ok(Frame {
        sign: f.sign,
        lits: keep(f.lits.into_iter().map(lit).collect()),
    })
}

fn convert(game: GameKind, raw: OwnedFact) -> Result<Fact, FactError> {
    let bad = |message: String| FactError::Fact {
        id: raw.id.clone(),
        message,
    };
    let sides = game.sides();
    let answer = match raw.answer {
        OwnedAnswer::YesNo(b) => Answer::YesNo(b),
        OwnedAnswer::Number(n) => Answer::Number(n),
        OwnedAnswer::Side(s) => match sides.iter().copied().find(|x| *x == s) {
            Some(side) => Answer::Side(side),
            None => return Err(bad(format!("answer {s:?}: yes, no, a side or a number"))),
        },
    };
    let side = match raw.side {
        None => None,
        Some(s) => match sides.iter().copied().find(|x| *x == s) {
            Some(side) => Some(side),
            None => return Err(bad(format!("side {s:?} is not a side of {game}"))),
        },
    };
    Ok(Fact {
        id: keep_str(raw.id),
        game,
        answer,
        source: raw.source,
        side,
        trap: raw.trap.map(keep_str),
        frames: keep(
            raw.frames
                .into_iter()
                .map(|f| Frame {
                    sign: f.sign,
                    lits: keep(f.lits.into_iter().map(lit).collect()),
                })
                .collect(),
        ),
        also: keep(raw.also.into_iter().map(lit).collect()),
        witness: raw.witness.map(keep_str),
        witness_flip: raw.witness_flip,
    })
}

/// Builds one facts file's source, as the build script does (the same
/// `facts_build::build`); the facts are kept for the rest of the run (for
/// tests and checks).
pub fn parse_facts(game: GameKind, source: &str) -> Result<GameFacts, FactError> {
    let c = concepts();
    let owned: OwnedGameFacts =
        facts_build::build(game.name(), source, &|n| c.get(n)).map_err(|e| match e {
            BuildError::Syntax(message) => FactError::Syntax {
                game: game.name().to_string(),
                message,
            },
            BuildError::Fact(id, message) => FactError::Fact { id, message },
        })?;
    let facts = owned
        .facts
        .into_iter()
        .map(|f| convert(game, f))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(GameFacts {
        game,
        generic: keep(owned.generic),
        facts: keep(facts),
    })
}

/// The facts of every game, in catalogue order.
pub fn games() -> &'static [GameFacts] {
    // Checked by the unit tests below.
    match generated::FACTS {
        Ok(games) => games,
        Err(e) => panic!("{e}"),
    }
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

/// The fact with this id (the first of a repeated id, as a search in order
/// would find).
pub fn fact(id: &str) -> Option<&'static Fact> {
    let by_id = generated::BY_ID;
    let i = by_id.binary_search_by(|(k, _, _)| (*k).cmp(id)).ok()?;
    let (_, game, index) = by_id[i];
    games().get(game as usize)?.facts.get(index as usize)
}

/// Every witness as (fact id, TOML source), for `plyyard::exercise::verify_source`.
pub fn witnesses() -> Vec<(String, String)> {
    all()
        .filter_map(|f| Some((f.id.to_string(), f.witness?.to_string())))
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
    fn the_id_index_finds_every_fact_and_only_those() {
        for f in all() {
            assert!(std::ptr::eq(fact(f.id).unwrap(), f), "{}", f.id);
        }
        assert!(fact("no-such-fact").is_none());
        assert!(fact("").is_none());
    }

    #[test]
    fn the_question_words_are_those_of_the_analyser() {
        let markers: Vec<&str> = Wh::MARKERS
            .iter()
            .map(|(m, _)| m.strip_prefix("WH_").unwrap())
            .collect();
        assert_eq!(markers, facts_build::WH);
    }

    #[test]
    fn wrong_files_are_refused_with_the_fact_named() {
        let game = GameKind::Dominoes;
        let fact = "[[fact]]\nid = \"no-such-fact\"\nsource = \"rule\"\n";
        let cases = [
            ("generic = []\nfacts = []\n", None),
            (
                &*format!("generic = []\n{fact}answer = \"red\"\n"),
                Some("no-such-fact"),
            ),
            (
                &*format!("generic = []\n{fact}answer = \"yes\"\nside = \"red\"\n"),
                Some("no-such-fact"),
            ),
            (
                &*format!("generic = []\n{fact}answer = \"yes\"\nframe = []\n"),
                Some("no-such-fact"),
            ),
            (
                &*format!("generic = []\n{fact}answer = \"yes\"\nframes = [\"+ NOSUCH\"]\n"),
                Some("no-such-fact"),
            ),
            (
                &*format!("generic = [\"NOSUCH\"]\n{fact}answer = \"yes\"\n"),
                None,
            ),
        ];
        for (source, id) in cases {
            match (parse_facts(game, source), id) {
                (Err(FactError::Fact { id: got, .. }), Some(want)) => assert_eq!(got, want),
                (Err(FactError::Syntax { .. }), None) => {}
                (other, _) => panic!("{source}: {other:?}"),
            }
        }
        let ok = format!("generic = []\n{fact}answer = \"white\"\nframes = [\"? SIDE\"]\n");
        let built = parse_facts(game, &ok).unwrap();
        assert_eq!(built.facts[0].answer, Answer::Side("white"));
        assert_eq!(built.facts[0].side, Some("white"));
    }

    #[test]
    fn facts_parse_ids_are_unique_prefixed_and_numerous() {
        let ids: BTreeSet<&str> = all().map(|f| f.id).collect();
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
