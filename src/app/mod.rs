//! Runs a parsed command line: lowers options, runs the command, maps the result
//! to an exit status. Output goes to the given writers so tests can capture it.

mod context;
mod diagram_cmd;
mod drill_cmd;
mod drill_session;
mod error;
mod help;
mod list;
mod man;
mod play_cmd;
mod practice_cmd;
mod progress_cmd;
mod qa_cmd;
mod replay_cmd;
mod replay_step;
pub(crate) mod report;
mod review_cmd;
mod show;
mod solve_check;
mod sources;
mod usage;
mod validate;
mod verify_cmd;
mod worksheet_cmd;

use std::io::{BufRead, Write};
use std::path::Path;

pub use context::Context;
pub use error::{AppError, Exit, located};
pub use help::{localised_command, parse_args};
pub use usage::{lang_from_args, usage_error};

use crate::cli::{Cli, Command, ProgressAction, ShellArg};
use crate::exercise::{self, Exercise};
use crate::game_api::GameKind;
use crate::i18n::Localiser;
use crate::message::Message;

/// Runs the command; errors are printed (localised) on `err`.
pub fn run(cli: Cli, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> Exit {
    let ctx = Context::from_args(&cli.global);
    let result = match cli.command {
        Command::Practice {
            game,
            level,
            exercise,
            attempts,
            review,
            drill,
            count,
            paths,
        } => parse_game(game.as_deref()).and_then(|game| {
            let args = practice_cmd::PracticeArgs {
                game,
                level,
                exercise,
                attempts,
                review,
                paths,
                drill,
                drills: usize::from(count),
            };
            practice_cmd::run(&ctx, args, input, out)
        }),
        Command::Progress { action: None } => progress_cmd::run(&ctx, out),
        Command::Progress {
            action: Some(ProgressAction::Reset { game, yes }),
        } => {
            parse_game(game.as_deref()).and_then(|g| practice_cmd::reset(&ctx, g, yes, input, out))
        }
        Command::List { game } => parse_game(game.as_deref()).and_then(|g| list::run(&ctx, g, out)),
        Command::Show { exercise } => show::run(&ctx, &exercise, out),
        Command::Check {
            exercise,
            answer,
            question,
        } => solve_check::check(&ctx, &exercise, &answer, question, out),
        Command::Diagram {
            exercise,
            svg,
            highlight,
            force,
        } => diagram_cmd::run(&ctx, &exercise, svg.as_deref(), highlight, force, out),
        Command::Worksheet {
            sources,
            game,
            out: dir,
            force,
        } => parse_game(game.as_deref())
            .and_then(|g| worksheet_cmd::run(&ctx, &sources, g, &dir, force, out)),
        Command::Solve { exercise } => solve_check::solve(&ctx, &exercise, out),
        Command::Validate { file } => validate::run(&ctx, &file, out),
        Command::Verify { paths, langs } => verify_cmd::run(&ctx, &paths, &langs, out),
        Command::Quiz { game, seed, count } => {
            parse_game(game.as_deref()).and_then(|g| qa_cmd::quiz(&ctx, g, seed, count, input, out))
        }
        Command::Drill {
            game,
            topic,
            level,
            seed,
            count,
            export,
            force,
        } => drill_cmd::run(
            &ctx,
            &drill_cmd::DrillArgs {
                game: &game,
                topic: topic.as_deref(),
                level,
                seed,
                count: usize::from(count),
                export: export.as_deref(),
                force,
            },
            input,
            out,
        ),
        Command::Ask { text, game, pick } => {
            parse_game(game.as_deref()).and_then(|g| qa_cmd::ask(&ctx, &text, g, pick, input, out))
        }
        Command::Rules { game } => parse_game(Some(&game))
            .and_then(|g| qa_cmd::rules(&ctx, g.expect("a game was given"), out)),
        Command::Completions { shell } => completions(&ctx, shell, out),
        Command::Man => man_page(&ctx, out),
        Command::Play {
            game,
            side,
            level,
            seed,
            hot_seat,
            record,
            force,
        } => play_cmd::run(
            &ctx,
            play_cmd::PlayArgs {
                game,
                side,
                level,
                seed,
                hot_seat,
                record,
                force,
            },
            input,
            out,
        ),
        Command::Replay {
            record,
            export_ply,
            show,
            step,
        } => replay_cmd::run(
            &ctx,
            &record,
            replay_cmd::View {
                export_ply,
                show,
                step,
            },
            input,
            out,
        ),
        Command::Review {
            record,
            export,
            force,
        } => review_cmd::run(&ctx, &record, export.as_deref(), force, out),
    };
    match result {
        Ok(exit) => exit,
        // A closed pipe (`plyyard rules hnefatafl | head`) is not an error.
        Err(AppError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => Exit::Ok,
        Err(e) => {
            for line in e.messages(&ctx.loc) {
                let text = ctx.loc.text(&Message::new("error-line").text("text", line));
                let _ = writeln!(err, "{text}");
            }
            e.exit()
        }
    }
}

/// `plyyard completions SHELL`: the script for that shell, made from the same
/// localised command as `--help` (so the descriptions are in the reader's
/// language).
fn completions(ctx: &Context, shell: ShellArg, out: &mut dyn Write) -> Result<Exit, AppError> {
    let shell = match shell {
        ShellArg::Bash => clap_complete::Shell::Bash,
        ShellArg::Zsh => clap_complete::Shell::Zsh,
        ShellArg::Fish => clap_complete::Shell::Fish,
        ShellArg::Powershell => clap_complete::Shell::PowerShell,
    };
    let mut cmd = localised_command(ctx.lang);
    // Written to memory first: `generate` panics on a write error, and a
    // closed pipe must end quietly.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut cmd, "plyyard", &mut script);
    out.write_all(&script)?;
    Ok(Exit::Ok)
}

/// `plyyard man`: the manual page in roff, from the localised command.
fn man_page(ctx: &Context, out: &mut dyn Write) -> Result<Exit, AppError> {
    out.write_all(man::page(&localised_command(ctx.lang), ctx.lang).as_bytes())?;
    Ok(Exit::Ok)
}

fn parse_game(name: Option<&str>) -> Result<Option<GameKind>, AppError> {
    name.map(|n| GameKind::parse(n).ok_or_else(|| AppError::UnknownGame(n.to_string())))
        .transpose()
}

/// Opens and loads an exercise, with the context's localiser and the
/// exercise's own texts (a teacher's) layered on it.
pub fn load_exercise(ctx: &Context, arg: &Path) -> Result<(Exercise, Localiser), AppError> {
    load_opened(ctx, exercise::open(arg)?)
}

/// Loads an opened exercise, with its texts layered on the context's.
pub fn load_opened(
    ctx: &Context,
    opened: exercise::Opened,
) -> Result<(Exercise, Localiser), AppError> {
    let ex = exercise::load(&opened.id, opened.source, opened.texts)
        .map_err(|e| AppError::Load(Box::new(e)))?;
    for line in text_warnings(ctx, &ex) {
        eprintln!("{line}");
    }
    let loc = ctx.loc.layered(&ex.extra_sources(ctx.lang));
    Ok((ex, loc))
}

/// A warning line for each problem of the exercise's own text files (one
/// that cannot be read, a Fluent syntax error): its texts are not used, and
/// the reader is told why.
pub fn text_warnings(ctx: &Context, ex: &Exercise) -> Vec<String> {
    exercise::text_file_problems(ex)
        .iter()
        .map(|p| {
            let place = match p.at {
                Some(at) => format!("{}:{}:{}", p.exercise, at.line, at.column),
                None => p.exercise.clone(),
            };
            let text = format!("{place}: {}", ctx.loc.text(&p.message));
            ctx.loc
                .text(&Message::new("warning-line").text("text", text))
        })
        .collect()
}

/// Writes `text` as the file at `path`, atomically; a file already there is
/// replaced only with `force` (and a link there is replaced, not followed).
pub fn write_file(path: &std::path::Path, text: &str, force: bool) -> Result<(), AppError> {
    let existing = if force {
        crate::output::Existing::Replace
    } else {
        crate::output::Existing::Keep
    };
    Ok(crate::output::write(path, text.as_bytes(), existing)?)
}

/// Makes the output folder `dir` (a file, or a link to nothing, there is
/// not a folder).
pub fn output_folder(dir: &std::path::Path) -> Result<(), AppError> {
    if crate::output::occupied(dir) && !dir.is_dir() {
        return Err(AppError::NotAFolder(dir.to_path_buf()));
    }
    std::fs::create_dir_all(dir).map_err(|source| AppError::Write {
        path: dir.to_path_buf(),
        source,
    })
}
