//! Any position of a record as an exercise file (format 1): the position
//! after N moves, with a `moves` question (or `status` once the game is
//! over) whose answer the engine computes, so that `plyyard verify` accepts
//! the file.

use crate::exercise::{Solution, Source, Texts, load};
use crate::games::engine::Outcome;
use crate::games::play::Playable;
use crate::message::Message;

use super::replay::Replayed;

/// Why a position cannot be exported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportError {
    /// N is beyond the legal moves of the record (how many there are).
    Beyond(usize),
    /// The game cannot write this position as an exercise.
    Position(Message),
}

/// The exercise file of the position after `ply` moves of a replayed record.
pub fn export<G: Playable>(
    replayed: &Replayed<G>,
    ply: usize,
    label: &str,
) -> Result<String, ExportError> {
    let Some(position) = replayed.positions.get(ply) else {
        return Err(ExportError::Beyond(replayed.moves.len()));
    };
    let next = replayed.moves.get(ply);
    let table = position
        .position_toml(next)
        .map_err(ExportError::Position)?;
    let over = position.outcome(&G::edition()) != Outcome::Ongoing;
    let ask = if over { "status" } else { "moves" };
    match exercise_text::<G>(&table, ply, label, ask) {
        // No move to list without a roll (an aeroplane game before its first
        // roll): the position is still an exercise, about its status.
        Err(_) if ask == "moves" => exercise_text::<G>(&table, ply, label, "status"),
        done => done,
    }
}

/// A file name as it may go into a TOML comment: a line break or another
/// control character in it is written escaped, so it cannot start a line of
/// its own (review R9).
pub(super) fn comment_safe(label: &str) -> String {
    label
        .chars()
        .map(|c| match c.is_control() {
            true => c.escape_unicode().to_string(),
            false => c.to_string(),
        })
        .collect()
}

/// The exercise file of a position table with one question, `ask`.
fn exercise_text<G: Playable>(
    table: &str,
    ply: usize,
    label: &str,
    ask: &str,
) -> Result<String, ExportError> {
    let shown = comment_safe(label);
    let head = format!(
        "# Position after move {ply} of {shown}\nformat = 1\ngame = \"{}\"\nlevel = 1\ntags = [\"game-record\"]\n\n[position]\n{table}\n[[question]]\nask = \"{ask}\"\n",
        G::KIND.name()
    );
    let exercise = load(label, Source::new(label, head.clone()), Texts::None).map_err(|e| {
        ExportError::Position(
            e.problems
                .first()
                .map(|p| p.message.clone())
                .unwrap_or_else(|| Message::new("replay-export-invalid")),
        )
    })?;
    let question = &exercise.questions[0];
    let solution =
        Solution::new(&exercise, question).map_err(|e| ExportError::Position(e.message))?;
    Ok(format!("{head}answer = \"{}\"\n", solution.key()))
}
