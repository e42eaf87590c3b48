//! The header of an exercise: title, game, level and whose turn it is.

use std::io::{self, Write};

use super::exercise_title;
use crate::exercise::Exercise;
use crate::i18n::Localiser;
use crate::message::Message;

/// Writes the header of an exercise: title, game, level and whose turn.
pub fn write_header(out: &mut dyn Write, ex: &Exercise, loc: &Localiser) -> io::Result<()> {
    writeln!(out, "{}", exercise_title(ex, loc))?;
    writeln!(
        out,
        "{}",
        loc.text(
            &Message::new("show-header")
                .msg("game", Message::new(format!("game-{}", ex.game.name())))
                .num("level", ex.level)
                .text("id", ex.id.as_str())
        )
    )?;
    let line = Message::status(ex.position.status(), ex.position.to_move());
    writeln!(out, "{}", loc.text(&line))
}
