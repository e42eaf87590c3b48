//! The header of an exercise: title, game, level (not the id) and whose turn it is
//! (unless a question asks it: `practice::reveal::status_line`).

use std::io::{self, Write};

use super::exercise_title;
use crate::exercise::Exercise;
use crate::i18n::Localiser;
use crate::message::Message;

/// Writes the header of an exercise: title, game, level and whose turn (on
/// paper every question is open, so the line goes when one asks it).
pub fn write_header(out: &mut dyn Write, ex: &Exercise, loc: &Localiser) -> io::Result<()> {
    writeln!(out, "{}", exercise_title(ex, loc))?;
    writeln!(
        out,
        "{}",
        loc.text(
            // Not the id: it often names the lesson ("edge-is-not-escape").
            &Message::new("practice-header")
                .msg("game", Message::new(format!("game-{}", ex.game.name())))
                .num("level", ex.level)
        )
    )?;
    match crate::practice::reveal::status_line(ex, &ex.questions) {
        Some(line) => writeln!(out, "{}", loc.text(&line)),
        None => Ok(()),
    }
}
