//! Deciding which fact, if any, answers an analysed question.
//!
//! Readings are tried in turn ([`decide_with`]):
//!
//! 1. the strict reading ([`strict`], [`qualify`]): a frame of a fact
//!    qualifies when every one of its literals is in the question and every
//!    content concept of the question is explained by the frame, the fact's
//!    `also` list or its game's generic concepts; the most specific frame
//!    wins and its truth, turned over for a negated question, is the verdict;
//! 2. the focused reading: the asking sentence alone, and the whole text
//!    with its context allowed to stay unexplained, must agree;
//! 3. the tolerant reading: one weak word may stay unexplained (off unless
//!    `lexicon/decision.toml` gives it a tolerance);
//! 4. games that agree: a question that fits several games whose strict
//!    readings give the same verdict is answered for all of them;
//! 5. the scored reading ([`score`]): a calibrated model over every frame's
//!    reading (silent unless its threshold is at most 1).
//!
//! Otherwise the question is not answered, and the closest questions
//! ([`alternatives`]) are offered. Words about sides and counts are read in
//! [`words`], frames against questions in [`frame`], games in [`games`].

mod alternatives;
mod frame;
mod games;
pub mod neighbours_reading;
mod qualify;
pub mod relaxed;
pub mod score;
mod strict;
mod words;

use super::analyse::{Analysis, Slot, Wh};
use super::concepts::{ALL_GAMES, ConceptId, Kind, concepts, game_bit, id};
use super::facts::{self, Fact, Frame, Lit, Sign, Source};
use crate::game_api::GameKind;

use alternatives::*;
use frame::*;
use games::*;
use qualify::*;
pub use strict::decide_strictly;
use words::*;

/// How many closest questions are offered.
pub const ALTERNATIVES: usize = 3;

/// Why a question is not answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Abstain {
    /// No fact explains it.
    NotUnderstood,
    /// Its words fit several games and none was named.
    GameUnclear(Vec<GameKind>),
    /// Facts with different verdicts fit it equally well.
    Conflict,
}

/// The answer to a question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    /// The fact.
    pub fact: &'static Fact,
    /// Yes or no for the question as asked; `None` for an open question.
    pub verdict: Option<bool>,
    /// Whether the question states the other variant's rule the fact corrects.
    pub misconception: bool,
    /// For an answer of the scored reading ([`score`]), its probability in
    /// thousandths; `None` for the strict reading.
    pub confidence: Option<u16>,
    /// The same answer in other games: a question that names no game and
    /// fits several whose facts agree (`does red start?` in the aeroplane
    /// race and in Chinese checkers) is answered for all of them.
    pub others: Vec<&'static Fact>,
    /// Whether the learner picked the fact among the closest questions
    /// (`ask --pick N`): its own question is answered, not the learner's.
    pub picked: bool,
}

/// What `ask` decides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The answer, or why there is none.
    pub outcome: Result<Answered, Abstain>,
    /// Other facts close to the question, best first.
    pub alternatives: Vec<&'static Fact>,
}

/// The question's asking sentence alone, when other sentences say
/// something: its slots, its own conditions and polarity.
fn focused(a: &Analysis) -> Option<(Analysis, Analysis)> {
    if a.slots.iter().all(|s| s.sentence == a.focus) {
        return None;
    }
    let mut alone = a.clone();
    alone.slots.retain(|s| s.sentence == a.focus);
    let mut context_free = a.clone();
    context_free.context_free = true;
    (!alone.slots.is_empty()).then_some((alone, context_free))
}

/// The one game the whole text's words point to, if they fit one only.
fn single_game(a: &Analysis) -> Option<GameKind> {
    let (mask, mixed) = game_mask(a);
    match games_in(mask).as_slice() {
        [g] if !mixed => Some(*g),
        _ => None,
    }
}

/// The answer of a question that fits several games, when each game's
/// strict reading answers it and all give the same verdict (for an open
/// question, the same answer): the first game's, with the others'.
fn agreed(a: &Analysis, games: &[GameKind]) -> Option<Answered> {
    let mut answers = games
        .iter()
        .map(|g| decide_strictly(a, Some(*g)).outcome.ok());
    let first = answers.next()??;
    let mut others = Vec::new();
    for other in answers {
        let other = other?;
        let same = match first.verdict {
            Some(v) => other.verdict == Some(v) && other.misconception == first.misconception,
            // An open question agrees on a side or a number, not on two
            // rules that each say yes.
            None => {
                other.verdict.is_none()
                    && other.fact.answer == first.fact.answer
                    && !matches!(first.fact.answer, facts::Answer::YesNo(_))
            }
        };
        if !same {
            return None;
        }
        others.push(other.fact);
    }
    Some(Answered { others, ..first })
}

/// The games a question is read in: `game` when forced, else the games
/// its words fit.
pub fn question_mask(a: &Analysis, game: Option<GameKind>) -> u8 {
    match game {
        Some(g) => game_bit(g),
        None => game_mask(a).0,
    }
}

/// The scored reading's answer, when its best reading is probable enough
/// and ahead of every reading with another verdict (for an open question:
/// of every other fact) by the calibrated margin.
fn scored_answer(a: &Analysis, mask: u8, model: &score::Model) -> Option<Answered> {
    if model.threshold > 1.0 {
        return None;
    }
    let list = score::scored(a, mask, Some(model));
    let top = list.first()?;
    let rival = list
        .iter()
        .skip(1)
        .find(|s| s.verdict != top.verdict || top.verdict.is_none())
        .map_or(0.0, |s| s.p);
    (top.p >= model.threshold && top.p - rival >= model.margin).then(|| Answered {
        fact: top.fact,
        verdict: top.verdict,
        misconception: top.misconception,
        confidence: Some((top.p * 1000.0).round() as u16),
        others: Vec::new(),
        picked: false,
    })
}

/// Decides the answer to an analysed question; `game` forces the game. The
/// strict reading first ([`decide_strictly`]); when it finds no fact or two
/// that disagree, the scored reading ([`score`]).
pub fn decide(a: &Analysis, game: Option<GameKind>) -> Decision {
    decide_with(a, game, score::model())
}

/// [`decide`] under another model and thresholds (for measuring them).
pub fn decide_with(a: &Analysis, game: Option<GameKind>, model: &score::Model) -> Decision {
    let strict = decide_strictly(a, game);
    // The asking sentence alone, its context set aside (a story, what a
    // friend said): its words must all be explained, the context's need not.
    let strict = match (&strict.outcome, focused(a)) {
        (Err(Abstain::NotUnderstood | Abstain::Conflict), Some((alone, context_free))) => {
            let narrow = decide_strictly(&alone, game.or_else(|| single_game(a)));
            let wide = decide_strictly(&context_free, game);
            match (&narrow.outcome, &wide.outcome) {
                (Ok(x), Ok(y)) if x.fact.id == y.fact.id && x.verdict == y.verdict => wide,
                _ => strict,
            }
        }
        _ => strict,
    };
    // The tolerant reading: one word that says little may stay unexplained.
    let strict = match &strict.outcome {
        Err(Abstain::NotUnderstood | Abstain::Conflict) if model.tolerance > 0.0 => {
            let mut tolerant = a.clone();
            tolerant.tolerance = (model.tolerance * 100.0).round() as u16;
            let t = decide_strictly(&tolerant, game);
            if t.outcome.is_ok() { t } else { strict }
        }
        _ => strict,
    };
    if let (Err(Abstain::GameUnclear(games)), None) = (&strict.outcome, game) {
        // Every game the words fit must answer, not only those with a
        // reading: a game that says nothing may have another rule.
        let fit = games_in(question_mask(a, None));
        let all: Vec<GameKind> = games
            .iter()
            .chain(&fit)
            .copied()
            .fold(Vec::new(), |mut v, g| {
                if !v.contains(&g) {
                    v.push(g);
                }
                v
            });
        if let Some(answer) = agreed(a, &all) {
            return Decision {
                alternatives: alternatives(a, game_bit(answer.fact.game), Some(answer.fact)),
                outcome: Ok(answer),
            };
        }
    }
    match strict.outcome {
        Ok(ref ans) if model.veto > 0.0 => {
            // The strict answer stands when the model finds it probable.
            let p = score::scored(a, game_bit(ans.fact.game), Some(model))
                .into_iter()
                .find(|s| s.fact.id == ans.fact.id && s.verdict == ans.verdict)
                .map_or(0.0, |s| s.p);
            if p >= model.veto {
                strict
            } else {
                Decision {
                    alternatives: alternatives(a, question_mask(a, game), None),
                    outcome: Err(Abstain::NotUnderstood),
                }
            }
        }
        Err(Abstain::NotUnderstood | Abstain::Conflict) if !a.slots.is_empty() => {
            match scored_answer(a, question_mask(a, game), model) {
                Some(answer) => Decision {
                    alternatives: alternatives(a, game_bit(answer.fact.game), Some(answer.fact)),
                    outcome: Ok(answer),
                },
                None => strict,
            }
        }
        _ => strict,
    }
}
