//! `plyyard ask`: reads a learner's question and decides its answer.
//!
//! The language is detected ([`detect`](super::detect)), the text analysed
//! ([`analyse`](super::analyse)) and matched against the facts
//! ([`resolve`](super::resolve)). Texts longer than [`MAX_CHARS`] are refused
//! before any work, so the time spent on a question stays bounded.

use super::analyse::{Analysis, analyse};
use super::detect::detect;
use super::resolve::{Decision, decide};
use crate::game_api::GameKind;
use crate::i18n::Lang;

/// The longest question `ask` reads, in characters.
pub const MAX_CHARS: usize = 1000;

/// A question too long to be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("question of {length} characters; at most {max}")]
pub struct TooLong {
    /// Its length in characters.
    pub length: usize,
    /// The limit.
    pub max: usize,
}

/// A question, read and decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    /// The language it is written in.
    pub lang: Lang,
    /// What it says.
    pub analysis: Analysis,
    /// Its answer, or why there is none, and the closest facts.
    pub decision: Decision,
}

/// Reads `text` and decides its answer; `game` forces the game.
pub fn ask(text: &str, game: Option<GameKind>) -> Result<Asked, TooLong> {
    let length = text.chars().count();
    if length > MAX_CHARS {
        return Err(TooLong {
            length,
            max: MAX_CHARS,
        });
    }
    let lang = detect(text);
    let analysis = analyse(lang, text);
    let decision = decide(&analysis, game);
    Ok(Asked {
        lang,
        analysis,
        decision,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_refused_and_the_limit_is_inclusive() {
        let long = "a".repeat(MAX_CHARS + 1);
        assert_eq!(
            ask(&long, None).unwrap_err(),
            TooLong {
                length: MAX_CHARS + 1,
                max: MAX_CHARS
            }
        );
        let ok = "é".repeat(MAX_CHARS);
        assert!(ask(&ok, None).is_ok(), "characters, not bytes");
    }

    #[test]
    fn the_examples_of_issue_9_are_answered_rightly() {
        let verdict = |text: &str| {
            let a = ask(text, None).unwrap();
            a.decision.outcome.map(|o| (o.fact.id.clone(), o.verdict))
        };
        assert_eq!(
            verdict("Does a plane need a six to leave its base?"),
            Ok(("aero-exit-six".to_string(), Some(true)))
        );
        assert_eq!(
            verdict("Can a defender cross the throne while the king sits on it?"),
            Ok(("hnef-throne-occupied-cross".to_string(), Some(false)))
        );
        assert_eq!(
            verdict("With a 5, may I move one plane 3 and another 2?"),
            Ok(("aero-no-split".to_string(), Some(false)))
        );
        assert_eq!(
            verdict("Can two tiles be played in one turn?"),
            Ok(("dom-one-tile-per-turn".to_string(), Some(false)))
        );
        assert_eq!(
            verdict("Avec un six, suis-je obligé de sortir un nouvel avion ?"),
            Ok(("aero-six-exit-optional".to_string(), Some(false)))
        );
    }
}
