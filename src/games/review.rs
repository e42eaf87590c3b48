//! What a reviewed game says about one move of the learner: a move that
//! mattered, the better move, the measure that makes it better, and the
//! exercise the position becomes (`plyyard review`).
//!
//! Each game implements [`Reviewable`] in its own `review.rs`, from its
//! engine (and, for hnefatafl, its search) only. Everything here is pure.

use crate::games::play::Playable;
use crate::message::Message;

/// A mark on a learner's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding<M> {
    /// A stable kebab-case name (`missed-escape`, `left-to-capture`…).
    pub code: &'static str,
    /// The better move, from the same position.
    pub better: M,
    /// The measure of the move played (higher is better), as
    /// [`Reviewable::measure`] gives it for `code`.
    pub played_measure: i64,
    /// The measure of the better move.
    pub better_measure: i64,
    /// Why, in words, with both moves and both measures.
    pub reason: Message,
    /// The position as an exercise: its `[position]` keys and its question.
    pub exercise: Drill,
}

/// A marked position as an exercise (its answer is left to the engine).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    /// The `[position]` keys, as the learner could see the position.
    pub position: String,
    /// The keys of the one `[[question]]`, without `answer`.
    pub question: String,
    /// The message id of the title: it names the situation, not the answer.
    pub title: &'static str,
}

/// A game whose moves a review can mark.
pub trait Reviewable: Playable {
    /// The mark on `played`, the move of the side to move here (`self` is
    /// the position as that side chose, a pending roll included); `None`
    /// when nothing the engine can prove was missed.
    fn review(&self, played: &Self::Move) -> Option<Finding<Self::Move>>;

    /// The measure a mark of kind `code` compares, for a move from here
    /// (higher is better); `None` when the engine cannot tell (a search out
    /// of its budget) or `code` is not this game's.
    fn measure(&self, code: &str, mv: &Self::Move) -> Option<i64>;
}

/// The best of the other choices by `measure` (the first of equals, in the
/// engine's order), when it beats the move played by at least `margin`.
pub fn better_choice<M: Copy + PartialEq>(
    choices: &[M],
    played: &M,
    played_measure: i64,
    margin: i64,
    measure: impl Fn(&M) -> Option<i64>,
) -> Option<(M, i64)> {
    let mut best: Option<(M, i64)> = None;
    for m in choices.iter().filter(|m| *m != played) {
        if let Some(v) = measure(m)
            && best.is_none_or(|(_, b)| v > b)
        {
            best = Some((*m, v));
        }
    }
    best.filter(|(_, v)| *v >= played_measure + margin)
}
