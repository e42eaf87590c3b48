//! `plyyard review FILE`: the learner's moves of a record that mattered,
//! each with the engine's reason and the better move, and the illegal
//! moves tried during the game with the trap each matched; with
//! `--export DIR`, each marked position as an exercise file (with its
//! texts in fr/ru/en) that `verify` accepts.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::replay_cmd::{fault_text, read_record};
use super::report::{VerifyItem, print_json};
use super::{AppError, Context, Exit};
use crate::exercise::{self, Source, VerifyProblem};
use crate::game_api::GameKind;
use crate::games::review::Reviewable;
use crate::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use crate::message::Message;
use crate::output::{self, Existing};
use crate::play::record::Record;
use crate::play::replay::{Replayed, replay};
use crate::play::review::{Reviewed, exercise, review};
use crate::practice::plan::content_hash;
use crate::practice::progress::{Key, Op, ProgressStore, apply};

/// Runs `review`.
pub fn run(
    ctx: &Context,
    file: &Path,
    export: Option<&Path>,
    force: bool,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let (source, rec) = read_record(file)?;
    let args = (ctx, &source, &rec, export, force);
    match rec.game {
        GameKind::Aeroplane => reviewed::<aeroplane::Game>(args, out),
        GameKind::ChineseCheckers => reviewed::<chinese_checkers::game::Game>(args, out),
        GameKind::Dominoes => reviewed::<dominoes::State>(args, out),
        GameKind::Hnefatafl => reviewed::<hnefatafl::game::Game>(args, out),
    }
}

/// One mark (JSON).
#[derive(Serialize)]
struct MarkItem {
    better: String,
    better_measure: i64,
    code: &'static str,
    #[serde(rename = "move")]
    mv: String,
    played_measure: i64,
    ply: usize,
    reason: String,
    side: &'static str,
}

/// One illegal try (JSON).
#[derive(Serialize)]
struct TryItem {
    code: &'static str,
    given: String,
    message: String,
    ply: usize,
    side: &'static str,
    traps: Vec<&'static str>,
}

/// One exported exercise (JSON).
#[derive(Serialize)]
struct ExportItem {
    answer: String,
    code: &'static str,
    file: String,
    ply: usize,
}

#[derive(Serialize)]
struct ReviewReport<'a> {
    enrolled: usize,
    exported: Vec<ExportItem>,
    file: &'a str,
    game: &'static str,
    learner: Option<&'static str>,
    looked_at: usize,
    marks: Vec<MarkItem>,
    problems: Vec<VerifyItem<'a>>,
    tries: Vec<TryItem>,
}

type Args<'a> = (&'a Context, &'a Source, &'a Record, Option<&'a Path>, bool);

fn reviewed<G: Reviewable>(args: Args<'_>, out: &mut dyn Write) -> Result<Exit, AppError> {
    let (ctx, source, rec, export, force) = args;
    let loc = &ctx.loc;
    let replayed: Replayed<G> = replay(rec);
    if let Some(f) = &replayed.fault {
        // A record that does not replay is not reviewed: its fault is told
        // as `replay` tells it.
        writeln!(out, "{}", fault_text(ctx, source, f))?;
        return Ok(Exit::No);
    }
    let r = review(rec, &replayed);
    let mut written: Vec<(PathBuf, usize, &'static str, String)> = Vec::new();
    let mut problems: Vec<VerifyProblem> = Vec::new();
    if let Some(dir) = export {
        written = write_exercises(&r, &source.label, dir, force)?;
        for (path, ..) in &written {
            match exercise::open_file(path) {
                Ok(o) => problems.extend(exercise::verify(&o.id, o.source, o.texts)),
                Err(e) => {
                    return Err(AppError::Write {
                        path: path.clone(),
                        source: std::io::Error::other(loc.text(&e.reason())),
                    });
                }
            }
        }
    }
    let exit = if problems.is_empty() {
        Exit::Ok
    } else {
        Exit::No
    };
    // The exercises of a learner's own game (played against the engine)
    // go into that learner's review, as mistakes do.
    let enrolled = match (r.learner, problems.is_empty()) {
        (Some(_), true) => enrol(&written)?,
        _ => 0,
    };
    if ctx.json {
        let report = ReviewReport {
            enrolled,
            exported: written
                .iter()
                .map(|(path, ply, code, answer)| ExportItem {
                    answer: answer.clone(),
                    code,
                    file: path.display().to_string(),
                    ply: *ply,
                })
                .collect(),
            file: &source.label,
            game: G::KIND.name(),
            learner: r.learner,
            looked_at: r.looked_at,
            marks: r
                .marks
                .iter()
                .map(|m| MarkItem {
                    better: m.better.clone(),
                    better_measure: m.finding.better_measure,
                    code: m.finding.code,
                    mv: m.played.clone(),
                    played_measure: m.finding.played_measure,
                    ply: m.ply,
                    reason: loc.text(&m.finding.reason),
                    side: m.side,
                })
                .collect(),
            problems: problems.iter().map(|p| VerifyItem::of(p, loc)).collect(),
            tries: r
                .tries
                .iter()
                .map(|t| TryItem {
                    code: t.code,
                    given: t.typed.clone(),
                    message: loc.text(&t.reason),
                    ply: t.ply,
                    side: t.side,
                    traps: t.traps.iter().map(|t| t.name()).collect(),
                })
                .collect(),
        };
        print_json(out, &report)?;
        return Ok(exit);
    }
    let who = match r.learner {
        Some(side) => Message::side(side),
        None => Message::new("review-both-sides"),
    };
    writeln!(
        out,
        "{}",
        loc.text(
            &Message::new("review-head")
                .text("file", source.label.as_str())
                .num("count", r.looked_at as i64)
                .msg("side", who)
                .num("marks", r.marks.len() as i64)
                .num("tries", r.tries.len() as i64)
        )
    )?;
    for m in &r.marks {
        writeln!(
            out,
            "{}",
            loc.text(
                &Message::new("review-mark")
                    .num("ply", m.ply as i64)
                    .msg("move", m.played_words.clone())
                    .msg("reason", m.finding.reason.clone())
            )
        )?;
        writeln!(
            out,
            "  {}",
            loc.text(&Message::new("review-better").msg("move", m.better_words.clone()))
        )?;
    }
    for t in &r.tries {
        writeln!(
            out,
            "{}",
            loc.text(
                &Message::new("review-try")
                    .num("ply", t.ply as i64 + 1)
                    .text("move", t.typed.as_str())
                    .msg("reason", t.reason.clone())
            )
        )?;
        for trap in &t.traps {
            let id = format!("trap-{}-{}", G::KIND.name(), trap.name());
            writeln!(
                out,
                "  {}",
                loc.text(&Message::new("play-trap-illegal").msg("trap", Message::new(id)))
            )?;
        }
    }
    if let Some(dir) = export {
        for (path, ..) in &written {
            writeln!(out, "{}", path.display())?;
        }
        for p in &problems {
            writeln!(out, "{}: {} [{}]", p.exercise, loc.text(&p.message), p.code)?;
        }
        writeln!(
            out,
            "{}",
            loc.text(
                &Message::new("review-exported")
                    .num("count", written.len() as i64)
                    .text("dir", dir.display().to_string())
                    .num("problems", problems.len() as i64)
            )
        )?;
        if enrolled > 0 {
            writeln!(
                out,
                "{}",
                loc.text(&Message::new("review-enrolled").num("count", enrolled as i64))
            )?;
        }
    }
    Ok(exit)
}

/// Puts each written exercise into the learner's spaced review, due today
/// (keyed as `practice` keys a teacher's file: its canonical path and
/// content); returns how many.
fn enrol(written: &[(PathBuf, usize, &'static str, String)]) -> Result<usize, AppError> {
    if written.is_empty() {
        return Ok(0);
    }
    let today = crate::practice::progress::today();
    let mut ops = Vec::new();
    for (path, ..) in written {
        let text = std::fs::read(path).map_err(|source| AppError::Write {
            path: path.clone(),
            source,
        })?;
        let canonical = std::fs::canonicalize(path).unwrap_or_else(|_| path.clone());
        ops.push(Op::Enrol {
            key: Key::File {
                path: canonical.display().to_string(),
                hash: content_hash(&text),
            },
            total: 1,
            today,
        });
    }
    let store = ProgressStore::default_location();
    store
        .update(|p| {
            for op in &ops {
                apply(p, op);
            }
        })
        .map_err(super::practice_cmd::progress_error)?;
    Ok(ops.len())
}

/// Writes the exercise of each mark (and its three Fluent files) into
/// `dir`, made if missing; a file already there is kept and refused unless
/// `force`. Marks whose position cannot be an exercise are left out.
fn write_exercises<G: Reviewable>(
    r: &Reviewed<G>,
    label: &str,
    dir: &Path,
    force: bool,
) -> Result<Vec<(PathBuf, usize, &'static str, String)>, AppError> {
    if dir.exists() && !dir.is_dir() {
        return Err(AppError::NotAFolder(dir.to_path_buf()));
    }
    std::fs::create_dir_all(dir).map_err(|source| AppError::Write {
        path: dir.to_path_buf(),
        source,
    })?;
    let existing = if force {
        Existing::Replace
    } else {
        Existing::Keep
    };
    let mut written = Vec::new();
    for mark in &r.marks {
        let Ok(ex) = exercise(mark, label) else {
            continue;
        };
        let path = dir.join(format!("{}.toml", ex.stem));
        output::write(&path, ex.toml.as_bytes(), existing)?;
        for (lang, text) in &ex.ftl {
            let ftl = dir.join(format!("{}.{}.ftl", ex.stem, lang.code()));
            output::write(&ftl, text.as_bytes(), existing)?;
        }
        written.push((path, mark.ply, mark.finding.code, ex.answer));
    }
    Ok(written)
}
