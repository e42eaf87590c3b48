//! A drill question as made by a topic: the position's keys, the question,
//! the engine's answer, the traps it catches and the messages that phrase it.

use toml::Spanned;

use crate::game_api::{Answer, Ask, Trap};
use crate::message::Message;

/// A value of the `[position]` table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A string.
    Str(String),
    /// A whole number.
    Int(i64),
    /// A boolean.
    Bool(bool),
    /// A list of strings.
    List(Vec<String>),
}

/// One question on one position, proved by the engine.
#[derive(Clone, Debug)]
pub struct Draft {
    /// The `[position]` keys, in writing order.
    pub position: Vec<(&'static str, Value)>,
    /// The question.
    pub ask: Ask,
    /// The engine's answer under the edition's rules.
    pub answer: Answer,
    /// The misconceptions whose answer differs (declared in `traps`).
    pub traps: Vec<Trap>,
    /// The prompt.
    pub prompt: Message,
    /// The explanation, sentence by sentence.
    pub explain: Vec<Message>,
}

impl Draft {
    /// A question on a position, with the engine's answer from `judged`.
    pub fn new(
        position: Vec<(&'static str, Value)>,
        ask: Ask,
        judged: super::judge::Judged,
        traps: Vec<Trap>,
        prompt: Message,
        explain: Vec<Message>,
    ) -> Draft {
        Draft {
            position,
            ask,
            answer: judged.solved.answer,
            traps,
            prompt,
            explain,
        }
    }
}

/// A question parameter as written in a file (its place is unknown: drills
/// are made, not read).
pub fn param(text: impl Into<String>) -> Spanned<String> {
    Spanned::new(0..0, text.into())
}

/// A list of square names as a position value.
pub fn list<I, S>(items: I) -> Value
where
    I: IntoIterator<Item = S>,
    S: ToString,
{
    Value::List(items.into_iter().map(|s| s.to_string()).collect())
}

/// A string as a position value.
pub fn text(s: impl ToString) -> Value {
    Value::Str(s.to_string())
}
