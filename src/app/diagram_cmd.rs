//! `plyyard diagram`: the position as a printable SVG drawing, on standard
//! output or in a file, with the squares a question names outlined.

use std::io::Write;
use std::path::Path;

use super::report::{DiagramReport, print_json};
use super::solve_check::pick_question;
use super::{AppError, Context, Exit, load_exercise, write_file};
use crate::exercise::Solution;
use crate::message::Message;
use crate::practice::reveal;

/// Draws the exercise `arg` (the squares question `question` names
/// outlined) to `file`, or to `out` when no file is given.
pub fn run(
    ctx: &Context,
    arg: &Path,
    file: Option<&Path>,
    question: Option<usize>,
    force: bool,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    // Never over the exercise itself, even with --force (review R4).
    if let Some(path) = file.filter(|p| crate::output::same_file(p, arg)) {
        return Err(crate::output::OutputError::IsInput(path.to_path_buf()).into());
    }
    let (ex, loc) = load_exercise(ctx, arg)?;
    // On paper every question is open: the caption leaves out a status that
    // one asks, and no outline falls on a square of any answer.
    let open: Vec<Solution<'_>> = ex
        .questions
        .iter()
        .filter_map(|q| Solution::new(&ex, q).ok())
        .collect();
    let highlight = match question {
        Some(n) => reveal::paper_marks(&ex, &[pick_question(&ex, Some(n))?], &open),
        None => Vec::new(),
    };
    let status = reveal::status_shown(&ex.questions);
    let drawing = ex.position.svg(&highlight, "board", &|m| {
        reveal::board_label(&ex, status, &loc, m)
    });
    if let Some(path) = file {
        write_file(path, &drawing, force)?;
    }
    if ctx.json {
        print_json(
            out,
            &DiagramReport {
                exercise: &ex.id,
                file: file.map(|p| p.display().to_string()),
                highlight,
                svg: file.is_none().then_some(drawing),
            },
        )?;
    } else if let Some(path) = file {
        let written = Message::new("diagram-written").text("file", path.display().to_string());
        writeln!(out, "{}", ctx.loc.text(&written))?;
    } else {
        out.write_all(drawing.as_bytes())?;
    }
    Ok(Exit::Ok)
}
