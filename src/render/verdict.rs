//! Feedback on a checked answer.

use std::io::{self, Write};

use super::{answer_text, text_part};
use crate::exercise::{Exercise, Verdict};
use crate::i18n::Localiser;
use crate::message::Message;

const GREEN: &str = "\x1b[32;1m";
const RED: &str = "\x1b[31;1m";
const RESET: &str = "\x1b[0m";

/// Writes the verdict: right or wrong, the expected answer, the trap named,
/// the engine's reasons, and the exercise's explanation.
pub fn write_verdict(
    out: &mut dyn Write,
    exercise: &Exercise,
    verdict: &Verdict,
    loc: &Localiser,
    colour: bool,
) -> io::Result<()> {
    let (paint, mark, id) = if verdict.correct {
        (GREEN, "✓", "verdict-correct")
    } else {
        (RED, "✗", "verdict-wrong")
    };
    let head = format!("{mark} {}", loc.get(id));
    if colour {
        writeln!(out, "{paint}{head}{RESET}")?;
    } else {
        writeln!(out, "{head}")?;
    }
    if !verdict.correct {
        writeln!(
            out,
            "{}",
            loc.text(
                &Message::new("verdict-expected")
                    .text("given", answer_text(&verdict.given, loc))
                    .text("expected", answer_text(&verdict.key, loc))
            )
        )?;
    }
    if let Some(trap) = verdict.trap {
        let game = exercise.game.name();
        writeln!(
            out,
            "{}",
            loc.text(
                &Message::new("verdict-trap")
                    .msg("trap", Message::new(format!("trap-{game}-{trap}")))
            )
        )?;
        writeln!(out, "{}", loc.get(&format!("trap-{game}-{trap}-explain")))?;
    }
    for reason in &verdict.reasons {
        writeln!(out, "• {}", loc.text(reason))?;
    }
    if let Some(explain) = text_part(exercise, "explain", loc) {
        writeln!(out, "{explain}")?;
    }
    Ok(())
}
