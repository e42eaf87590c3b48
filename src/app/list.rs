//! `plyyard list`: the catalogue with each exercise's progress: done, begun
//! or new, the first-try score, the review questions due, and the totals.

use std::io::Write;

use super::practice_cmd::load_error;
use super::report::{ListReport, ListedExercise, print_json};
use super::{AppError, Context, Exit};
use crate::exercise;
use crate::game_api::GameKind;
use crate::message::Message;
use crate::practice::progress::today;
use crate::practice::{Key, ProgressStore};
use crate::render::exercise_title;

struct Row {
    id: String,
    game: GameKind,
    level: u8,
    title: String,
    questions: usize,
    state: &'static str,
    first_try: usize,
    due: usize,
}

pub fn run(ctx: &Context, game: Option<GameKind>, out: &mut dyn Write) -> Result<Exit, AppError> {
    let store = ProgressStore::default_location();
    let progress = store.load().map_err(load_error)?;
    let day = today();
    let mut rows = Vec::new();
    for entry in exercise::entries(game) {
        let (title, level, questions) =
            match exercise::load(&entry.id, entry.source(), entry.texts()) {
                Ok(ex) => (exercise_title(&ex, &ctx.loc), ex.level, ex.questions.len()),
                Err(_) => (entry.id.clone(), 0, 0),
            };
        let record = progress
            .get(&Key::Catalogue(entry.id.clone()))
            .cloned()
            .unwrap_or_default();
        let state = if record.done {
            "done"
        } else if !record.settled().is_empty() || !record.first.is_empty() {
            "partial"
        } else {
            "new"
        };
        rows.push(Row {
            id: entry.id.clone(),
            game: entry.game,
            level,
            title,
            questions,
            state,
            first_try: record.first_try(),
            due: record.due(day).len(),
        });
    }
    let done = rows.iter().filter(|r| r.state == "done").count();
    let first_try: usize = rows.iter().map(|r| r.first_try).sum();
    let questions: usize = rows.iter().map(|r| r.questions).sum();
    let due: usize = rows.iter().map(|r| r.due).sum();
    if ctx.json {
        let exercises = rows
            .iter()
            .map(|r| ListedExercise {
                done: r.state == "done",
                due: r.due,
                first_try: r.first_try,
                game: r.game.name(),
                id: &r.id,
                level: r.level,
                questions: r.questions,
                state: r.state,
                title: r.title.clone(),
            })
            .collect();
        print_json(
            out,
            &ListReport {
                done,
                due,
                exercises,
                first_try,
                questions,
                total: rows.len(),
            },
        )?;
        return Ok(Exit::Ok);
    }
    for r in &rows {
        let mark = match r.state {
            "done" => "[x]",
            "partial" => "[~]",
            _ => "[ ]",
        };
        let due = if r.due > 0 { "!" } else { " " };
        writeln!(
            out,
            "{mark}{due} {:<38} {} {:>2}/{:<2} {}",
            r.id, r.level, r.first_try, r.questions, r.title
        )?;
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
    writeln!(
        out,
        "{}",
        ctx.loc.text(
            &Message::new("list-totals")
                .num("first", first_try as i64)
                .num("questions", questions as i64)
                .num("due", due as i64)
        )
    )?;
    writeln!(out, "{}", ctx.loc.get("list-legend"))?;
    Ok(Exit::Ok)
}
