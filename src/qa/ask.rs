//! `plyyard ask`: reads a learner's question and decides its answer.
//!
//! The language is detected ([`detect`](super::detect)), the text analysed
//! ([`analyse`](super::analyse)) and matched against the facts
//! ([`resolve`](super::resolve)). Texts longer than [`MAX_CHARS`] are refused
//! before any work, so the time spent on a question stays bounded.

use super::analyse::{Analysis, analyse};
use super::detect::detect;
use super::resolve::neighbours_reading::with_neighbours;
use super::resolve::{Decision, decide, score};
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
    let decision = with_neighbours(
        text,
        &analysis,
        game,
        score::model(),
        decide(&analysis, game),
    );
    Ok(Asked {
        lang,
        analysis,
        decision,
    })
}

/// The answer to a closest question the learner picked: the fact's own
/// question, answered with the fact's own answer (the verdict on the
/// learner's words is not known, so none is given).
pub fn picked(lang: Lang, fact: &'static crate::qa::facts::Fact) -> Asked {
    Asked {
        lang,
        analysis: Analysis {
            lang,
            slots: Vec::new(),
            flipped: false,
            wh: None,
            unknown: Vec::new(),
            conditions: Vec::new(),
            hypotheses: Vec::new(),
            unplaced: false,
            focus: 0,
            confirms: false,
            unknown_in_focus: 0,
            context_free: false,
            tolerance: 0,
        },
        decision: Decision {
            outcome: Ok(crate::qa::resolve::Answered {
                fact,
                verdict: None,
                misconception: false,
                confidence: None,
                others: Vec::new(),
                picked: true,
            }),
            alternatives: Vec::new(),
        },
    }
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

    fn answer(text: &str) -> Option<(String, Option<bool>, Vec<String>)> {
        let a = ask(text, None).unwrap();
        a.decision.outcome.ok().map(|o| {
            let others = o.others.iter().map(|f| f.id.to_string()).collect();
            (o.fact.id.to_string(), o.verdict, others)
        })
    }

    /// Asserts that `text` is answered by `fact` with `verdict`.
    fn answered_by(text: &str, fact: &str, verdict: Option<bool>) {
        let got = answer(text).map(|(f, v, _)| (f, v));
        assert_eq!(got, Some((fact.to_string(), verdict)), "{text}");
    }

    #[test]
    fn games_that_agree_are_answered_together_and_games_that_differ_are_not() {
        let (fact, verdict, others) =
            answer("Est-ce toujours le joueur rouge qui commence la partie ?").unwrap();
        assert_eq!((fact.as_str(), verdict), ("aero-red-starts", Some(true)));
        assert_eq!(others, ["cc-red-first"]);
        // Landing on an occupied square: no in Chinese checkers and
        // hnefatafl, a capture in the aeroplane race.
        assert_eq!(
            answer("can I land on a square that already has a piece?"),
            None
        );
    }

    #[test]
    fn a_count_answers_only_a_question_about_that_count() {
        // Issue 22, item 8: "sixteen" was read as nothing and the question
        // answered by who moves first; "never drawn" by the boneyard's size.
        let sixteen = answer("do the black attackers begin with sixteen pieces?");
        assert!(
            sixteen
                .as_ref()
                .is_none_or(|(f, ..)| f != "hnef-who-starts"),
            "{sixteen:?}"
        );
        let never = answer("How many tiles can never be drawn from the boneyard?");
        assert!(
            never
                .as_ref()
                .is_none_or(|(f, ..)| f != "dom-boneyard-fourteen"),
            "{never:?}"
        );
    }

    #[test]
    fn three_attackers_take_the_king_beside_the_throne_not_on_it() {
        // Written for this test: the king on the throne needs four.
        for text in [
            "If the king sits on the throne, do three attackers take him?",
            "Король стоит на троне: трёх атакующих хватит, чтобы его взять?",
        ] {
            answered_by(text, "hnef-king-on-throne", Some(false));
        }
        answered_by(
            "Can three attackers capture the king next to the empty throne?",
            "hnef-king-throne-three",
            Some(true),
        );
    }

    #[test]
    fn the_last_plane_home_ends_the_game_and_earns_no_roll() {
        // Written for this test: an arrival earns a roll, except the fourth.
        for text in [
            "Quand mon dernier avion arrive au centre, je rejoue ?",
            "Когда мой последний самолёт доходит до финиша, я бросаю ещё раз?",
        ] {
            answered_by(text, "aero-four-home-wins", Some(false));
        }
        answered_by(
            "Does a plane reaching the centre give an extra roll?",
            "aero-goal-extra",
            Some(true),
        );
    }

    #[test]
    fn a_story_before_the_question_is_context() {
        let text = "Hier on jouait aux dominos avec mon fils. Il a posé un double. \
                    Peut-on poser deux dominos dans le même tour ?";
        let a = ask(text, None).unwrap();
        assert_eq!(a.analysis.focus, 2, "the asking sentence");
        let (fact, verdict, _) = answer(text).unwrap();
        assert_eq!(
            (fact.as_str(), verdict),
            ("dom-one-tile-per-turn", Some(false))
        );
        // "C'est vrai ?" asks about the sentence before it.
        let hearsay = ask(
            "Mon cousin dit qu'on pose deux dominos par tour. C'est vrai ?",
            None,
        );
        assert_eq!(hearsay.unwrap().analysis.focus, 0);
    }

    #[test]
    fn a_russian_razve_question_asks_the_positive_wherever_its_negation_stands() {
        for text in [
            "Разве фишка, через которую я перепрыгнул в китайских шашках, не снимается с доски?",
            "Разве король не может уйти на край?",
        ] {
            assert!(!ask(text, None).unwrap().analysis.flipped, "{text}");
        }
        assert!(
            ask("Фишка не снимается с доски после прыжка?", None)
                .unwrap()
                .analysis
                .flipped
        );
    }

    #[test]
    fn a_picked_question_is_answered_with_its_own_answer() {
        let asked = ask("Засчитывается ли третья шестёрка подряд?", None).unwrap();
        assert!(asked.decision.outcome.is_err());
        let first = asked.decision.alternatives[0];
        let picked = picked(asked.lang, first);
        let answered = picked.decision.outcome.unwrap();
        assert!(answered.picked && answered.verdict.is_none());
        assert_eq!(answered.fact.id, first.id);
    }

    #[test]
    fn the_examples_of_issue_9_are_answered_rightly() {
        let verdict = |text: &str| {
            let a = ask(text, None).unwrap();
            a.decision
                .outcome
                .map(|o| (o.fact.id.to_string(), o.verdict))
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
