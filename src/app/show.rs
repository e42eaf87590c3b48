//! `plyyard show`: the board and the questions.

use std::io::Write;
use std::path::Path;

use super::report::{ShowReport, ShownQuestion, print_json};
use super::{AppError, Context, Exit, load_exercise};
use crate::practice::reveal;
use crate::render::{exercise_title, prompt_text, write_header};

pub fn run(ctx: &Context, arg: &Path, out: &mut dyn Write) -> Result<Exit, AppError> {
    let (ex, loc) = load_exercise(ctx, arg)?;
    // On paper every question is open: no line, mark or caption answers one.
    let status = reveal::status_shown(&ex.questions);
    if ctx.json {
        let questions = ex
            .questions
            .iter()
            .map(|q| ShownQuestion {
                ask: q.ask.name(),
                prompt: prompt_text(&ex, q, &loc),
                question: q.number,
            })
            .collect();
        print_json(
            out,
            &ShowReport {
                diagram: reveal::text_board(&ex, &[], false, status, &loc),
                exercise: &ex.id,
                game: ex.game.name(),
                level: ex.level,
                questions,
                status: status.then(|| ex.position.status().word()),
                tags: &ex.tags,
                title: exercise_title(&ex, &loc),
                turn: status.then(|| ex.position.to_move()),
            },
        )?;
        return Ok(Exit::Ok);
    }
    write_header(out, &ex, &loc)?;
    writeln!(out)?;
    write!(
        out,
        "{}",
        reveal::text_board(&ex, &[], ctx.colour, status, &loc)
    )?;
    for line in reveal::legend_lines(&ex, &loc, false) {
        writeln!(out, "{line}")?;
    }
    writeln!(out)?;
    for q in &ex.questions {
        writeln!(out, "{}. {}", q.number, prompt_text(&ex, q, &loc))?;
    }
    Ok(Exit::Ok)
}
