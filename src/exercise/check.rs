//! Checks a learner's answer against the engine's key, and recognises traps.

use super::answer::{AnswerError, parse_answer};
use super::model::{Exercise, QuestionSpec};
use crate::game_api::{Answer, QuestionError};
use crate::games;
use crate::message::Message;

/// The outcome of checking one answer.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// Whether the answer equals the engine's.
    pub correct: bool,
    /// The learner's answer, read.
    pub given: Answer,
    /// The engine's answer under the edition's rules.
    pub key: Answer,
    /// The misconception the wrong answer matches, if any.
    pub trap: Option<&'static str>,
    /// Why the key is what it is (engine reasons and events).
    pub reasons: Vec<Message>,
}

/// Why an answer could not be checked.
#[derive(Clone, Debug)]
pub enum CheckError {
    /// The answer could not be read.
    Answer(AnswerError),
    /// The question cannot be answered on this position.
    Question(QuestionError),
}

/// The engine's answer to a question (under the edition's rules).
pub fn key(exercise: &Exercise, question: &QuestionSpec) -> Result<Answer, QuestionError> {
    exercise.position.answer(&question.ask, None)
}

/// The answer under a trap's rules, when it differs from the edition's key.
pub fn trap_answer(
    exercise: &Exercise,
    question: &QuestionSpec,
    trap: &str,
    key: &Answer,
) -> Option<Answer> {
    exercise
        .position
        .answer(&question.ask, Some(trap))
        .ok()
        .filter(|a| a != key)
}

/// Checks `text` as the answer to `question`.
pub fn check(
    exercise: &Exercise,
    question: &QuestionSpec,
    text: &str,
) -> Result<Verdict, CheckError> {
    let adapter = games::adapter(exercise.game);
    let key = key(exercise, question).map_err(CheckError::Question)?;
    let kind = adapter.answer_kind(&question.ask);
    let given = parse_answer(kind, text, adapter).map_err(CheckError::Answer)?;
    let correct = given == key;
    let trap = if correct {
        None
    } else {
        adapter
            .traps()
            .iter()
            .copied()
            .find(|trap| trap_answer(exercise, question, trap, &key).as_ref() == Some(&given))
    };
    Ok(Verdict {
        correct,
        given,
        key,
        trap,
        reasons: exercise.position.explain(&question.ask),
    })
}
