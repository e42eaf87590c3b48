//! The quality filters' common part: a question solved on a candidate
//! position, under the edition and under the misconceptions it could catch.

use crate::game_api::{Answer, Ask, Position, Solved, Trap};

/// A question solved on a position, with the traps that change its answer.
pub struct Judged {
    /// The edition's answer, reasons and highlights.
    pub solved: Solved,
    /// The traps (among those tried) whose answer differs from the edition's.
    pub differing: Vec<Trap>,
}

impl Judged {
    /// The edition's answer.
    pub fn answer(&self) -> &Answer {
        &self.solved.answer
    }

    /// Whether the answer is an empty set (or an unreachable distance).
    pub fn is_none(&self) -> bool {
        matches!(self.answer(), Answer::Set(s) if s.is_empty())
            || matches!(self.answer(), Answer::Distance(None))
    }

    /// Whether `trap` changes the answer.
    pub fn differs(&self, trap: Trap) -> bool {
        self.differing.contains(&trap)
    }
}

/// Solves `ask` on `position` under the edition, then under each of `traps`
/// (an error under a trap counts as no difference, as for `verify`). `None`
/// when the edition cannot answer: such a question is not checkable.
pub fn judge(position: &dyn Position, ask: &Ask, traps: &[Trap]) -> Option<Judged> {
    let solved = position.solve(ask, None).ok()?;
    let differing = traps
        .iter()
        .copied()
        .filter(|t| {
            position
                .answer(ask, Some(*t))
                .is_ok_and(|a| a != solved.answer)
        })
        .collect();
    Some(Judged { solved, differing })
}
