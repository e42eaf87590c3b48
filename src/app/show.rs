//! `plyyard show`: the board and the questions.

use std::io::Write;
use std::path::Path;

use super::report::{ShowReport, ShownQuestion, print_json};
use super::{AppError, Context, Exit, load_exercise};
use crate::render::{exercise_title, prompt_text, write_header};

pub fn run(ctx: &Context, arg: &Path, out: &mut dyn Write) -> Result<Exit, AppError> {
    let (ex, loc) = load_exercise(ctx, arg)?;
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
                diagram: ex.position.diagram_in(&[], false, &|m| loc.text(m)),
                exercise: &ex.id,
                game: ex.game.name(),
                level: ex.level,
                questions,
                status: ex.position.status().word(),
                tags: &ex.tags,
                title: exercise_title(&ex, &loc),
                turn: ex.position.to_move(),
            },
        )?;
        return Ok(Exit::Ok);
    }
    write_header(out, &ex, &loc)?;
    writeln!(out)?;
    write!(
        out,
        "{}",
        ex.position.diagram_in(&[], ctx.colour, &|m| loc.text(m))
    )?;
    for line in crate::practice::reveal::legend_lines(&ex, &loc) {
        writeln!(out, "{line}")?;
    }
    writeln!(out)?;
    for q in &ex.questions {
        writeln!(out, "{}. {}", q.number, prompt_text(&ex, q, &loc))?;
    }
    Ok(Exit::Ok)
}
