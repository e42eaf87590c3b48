//! `plyyard list`: the catalogue with each exercise's progress.

use std::io::Write;

use super::report::{ListReport, ListedExercise, print_json};
use super::{AppError, Context, Exit};
use crate::exercise;
use crate::game_api::GameKind;
use crate::message::Message;
use crate::practice::ProgressStore;
use crate::render::exercise_title;

pub fn run(ctx: &Context, game: Option<GameKind>, out: &mut dyn Write) -> Result<Exit, AppError> {
    let store = ProgressStore::default_location();
    let progress = super::practice_cmd::load_progress(&store)?;
    let entries = exercise::entries(game);
    let mut rows = Vec::new();
    for entry in &entries {
        let title = match exercise::load(&entry.id, entry.source(), entry.texts()) {
            Ok(ex) => exercise_title(&ex, &ctx.loc),
            Err(_) => entry.id.clone(),
        };
        rows.push((entry, title, progress.is_done(&entry.id)));
    }
    let done = rows.iter().filter(|r| r.2).count();
    if ctx.json {
        let exercises = rows
            .iter()
            .map(|(e, title, done)| ListedExercise {
                done: *done,
                game: e.game.name(),
                id: &e.id,
                title: title.clone(),
            })
            .collect();
        print_json(
            out,
            &ListReport {
                done,
                exercises,
                total: rows.len(),
            },
        )?;
        return Ok(Exit::Ok);
    }
    for (entry, title, is_done) in &rows {
        let mark = if *is_done { "[x]" } else { "[ ]" };
        writeln!(out, "{mark} {:<40} {title}", entry.id)?;
    }
    writeln!(
        out,
        "{}",
        ctx.loc.text(
            &Message::new("list-count")
                .num("done", done as i64)
                .num("total", rows.len() as i64)
        )
    )?;
    Ok(Exit::Ok)
}
