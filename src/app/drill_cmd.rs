//! `plyyard drill`: endless drills, asked one by one or written out as a
//! teacher's worksheet (`--export DIR`, then checked as `verify` does).

use std::io::{BufRead, Write};
use std::path::Path;

use super::drill_session;
use super::report::{DrillExportReport, ExportedDrill, VerifyItem, print_json};
use super::{AppError, Context, Exit, parse_game};
use crate::drill::export::{ExportError, export, verify_written};
use crate::drill::{Plan, Topic};
use crate::game_api::GameKind;
use crate::message::Message;

/// The options of `drill`, as given.
pub struct DrillArgs<'a> {
    /// The game's name.
    pub game: &'a str,
    /// A topic's name, if any.
    pub topic: Option<&'a str>,
    /// 1–3.
    pub level: u8,
    /// The seed, if given.
    pub seed: Option<u64>,
    /// How many drills.
    pub count: usize,
    /// Where to write them, if exporting.
    pub export: Option<&'a Path>,
    /// Replace an earlier export.
    pub force: bool,
}

/// No question could be made for a drill (the tests keep this from
/// happening).
pub fn no_drill(e: crate::drill::NoDrill) -> AppError {
    AppError::Refused(Message::new("drill-none-found").text("id", e.0.to_string()))
}

fn topic_of(game: GameKind, name: &str) -> Result<Topic, AppError> {
    Topic::parse(game, name).ok_or_else(|| {
        let known: Vec<&str> = Topic::of(game).iter().map(|t| t.name()).collect();
        AppError::Refused(
            Message::new("drill-unknown-topic")
                .text("topic", name)
                .text("game", game.name())
                .text("known", known.join(", ")),
        )
    })
}

/// A seed from the clock when none is given (printed, so the run can be
/// replayed).
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() ^ u64::from(d.subsec_nanos()))
}

/// The plan a command line asks for.
pub fn plan(args: &DrillArgs<'_>) -> Result<Plan, AppError> {
    let game = parse_game(Some(args.game))?.expect("a game was given");
    let topic = args.topic.map(|t| topic_of(game, t)).transpose()?;
    Ok(Plan {
        game,
        topic,
        level: args.level,
        seed: args.seed.unwrap_or_else(fresh_seed),
        count: args.count,
    })
}

pub fn run(
    ctx: &Context,
    args: &DrillArgs<'_>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let plan = plan(args)?;
    match args.export {
        Some(dir) => run_export(ctx, &plan, dir, args.force, out),
        None => drill_session::run(ctx, &plan, input, out),
    }
}

fn run_export(
    ctx: &Context,
    plan: &Plan,
    dir: &Path,
    force: bool,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let written = export(plan, dir, force).map_err(|e| match e {
        ExportError::Io { path, source } => AppError::Write { path, source },
        ExportError::Output(e) => AppError::Output(e),
        ExportError::NotAFolder(path) => AppError::NotAFolder(path),
        ExportError::FolderUsed { path, count } => AppError::FolderUsed { path, count },
        ExportError::NoDrill(n) => no_drill(n),
    })?;
    let problems = verify_written(&written);
    let exit = if problems.is_empty() {
        Exit::Ok
    } else {
        Exit::No
    };
    let shown = dir.display().to_string();
    if ctx.json {
        let drills = written
            .iter()
            .map(|w| ExportedDrill {
                answer: w.drill.draft.answer.to_string(),
                ask: w.drill.draft.ask.name(),
                file: w.path.display().to_string(),
                id: w.drill.id.to_string(),
                topic: w.drill.id.topic.name(),
                traps: w.drill.draft.traps.iter().map(|t| t.name()).collect(),
            })
            .collect();
        let problems = problems
            .iter()
            .map(|p| VerifyItem::of(p, &ctx.loc))
            .collect();
        print_json(
            out,
            &DrillExportReport {
                dir: &shown,
                drills,
                game: plan.game.name(),
                level: plan.level,
                problems,
                seed: plan.seed,
                verified: exit == Exit::Ok,
            },
        )?;
        return Ok(exit);
    }
    for w in &written {
        writeln!(out, "{}", w.path.display())?;
    }
    for p in &problems {
        writeln!(
            out,
            "{}: {} [{}]",
            p.exercise,
            ctx.loc.text(&p.message),
            p.code
        )?;
    }
    writeln!(
        out,
        "{}",
        ctx.loc.text(
            &Message::new("drill-exported")
                .num("count", written.len() as i64)
                .text("dir", shown.as_str())
                .text("seed", plan.seed.to_string())
                .num("problems", problems.len() as i64)
        )
    )?;
    Ok(exit)
}
