//! `plyyard show`: the board and the questions.

use std::io::Write;

use serde_json::json;

use super::{AppError, Context, Exit, load_exercise};
use crate::exercise::Exercise;
use crate::i18n::Localiser;
use crate::message::Message;
use crate::render::{exercise_title, prompt_text};

/// Writes the header of an exercise: title, game, level and whose turn.
pub fn write_header(out: &mut dyn Write, ex: &Exercise, loc: &Localiser) -> std::io::Result<()> {
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
    let status = ex.position.status();
    let line = match status {
        crate::game_api::Status::Ongoing => {
            Message::new("show-to-move").msg("side", Message::side(ex.position.to_move()))
        }
        crate::game_api::Status::Won(side) => {
            Message::new("show-won").msg("side", Message::side(side))
        }
        crate::game_api::Status::Draw => Message::new("status-draw"),
    };
    writeln!(out, "{}", loc.text(&line))
}

pub fn run(ctx: &Context, arg: &str, out: &mut dyn Write) -> Result<Exit, AppError> {
    let (ex, loc) = load_exercise(ctx, arg)?;
    if ctx.json {
        let questions: Vec<_> = ex
            .questions
            .iter()
            .map(|q| json!({"question": q.number, "ask": q.ask.name(), "prompt": prompt_text(&ex, q, &loc)}))
            .collect();
        let value = json!({
            "exercise": ex.id,
            "game": ex.game.name(),
            "level": ex.level,
            "tags": ex.tags,
            "title": exercise_title(&ex, &loc),
            "turn": ex.position.to_move(),
            "status": ex.position.status().word(),
            "diagram": ex.position.diagram_in(&[], false, &|m| loc.text(m)),
            "questions": questions,
        });
        writeln!(out, "{value}")?;
        return Ok(Exit::Ok);
    }
    write_header(out, &ex, &loc)?;
    writeln!(out)?;
    write!(
        out,
        "{}",
        ex.position.diagram_in(&[], ctx.colour, &|m| loc.text(m))
    )?;
    writeln!(out, "{}", loc.get(&format!("legend-{}", ex.game.name())))?;
    writeln!(out)?;
    for q in &ex.questions {
        writeln!(out, "{}. {}", q.number, prompt_text(&ex, q, &loc))?;
    }
    Ok(Exit::Ok)
}
