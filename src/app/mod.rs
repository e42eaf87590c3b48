//! Runs a parsed command line: lowers options, runs the command, maps the result
//! to an exit status. Output goes to the given writers so tests can capture it.

mod context;
mod error;
mod help;
mod list;
mod play_cmd;
mod practice_cmd;
mod qa_cmd;
mod replay_cmd;
mod report;
mod show;
mod solve_check;
mod usage;
mod validate;
mod verify_cmd;

use std::io::{BufRead, Write};

pub use context::Context;
pub use error::{AppError, Exit, located};
pub use help::{localised_command, parse_args};
pub use usage::{lang_from_args, usage_error};

use crate::cli::{Cli, Command};
use crate::exercise::{self, Exercise};
use crate::game_api::GameKind;
use crate::i18n::Localiser;
use crate::message::Message;

/// Runs the command; errors are printed (localised) on `err`.
pub fn run(cli: Cli, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> Exit {
    let ctx = Context::from_args(&cli.global);
    let result = match cli.command {
        Command::Practice { game } => {
            parse_game(game.as_deref()).and_then(|g| practice_cmd::run(&ctx, g, input, out))
        }
        Command::List { game } => parse_game(game.as_deref()).and_then(|g| list::run(&ctx, g, out)),
        Command::Show { exercise } => show::run(&ctx, &exercise, out),
        Command::Check {
            exercise,
            answer,
            question,
        } => solve_check::check(&ctx, &exercise, &answer, question, out),
        Command::Solve { exercise } => solve_check::solve(&ctx, &exercise, out),
        Command::Validate { file } => validate::run(&ctx, &file, out),
        Command::Verify { paths } => verify_cmd::run(&ctx, &paths, out),
        Command::Quiz { game, seed, count } => {
            parse_game(game.as_deref()).and_then(|g| qa_cmd::quiz(&ctx, g, seed, count, input, out))
        }
        Command::Ask { text } => qa_cmd::ask(&ctx, &text, out),
        Command::Rules { game } => parse_game(Some(&game))
            .and_then(|g| qa_cmd::rules(&ctx, g.expect("a game was given"), out)),
        Command::Play {
            game,
            side,
            level,
            seed,
            hot_seat,
            record,
        } => play_cmd::run(
            &ctx,
            play_cmd::PlayArgs {
                game,
                side,
                level,
                seed,
                hot_seat,
                record,
            },
            input,
            out,
        ),
        Command::Replay { record, export_ply } => replay_cmd::run(&ctx, &record, export_ply, out),
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

fn parse_game(name: Option<&str>) -> Result<Option<GameKind>, AppError> {
    name.map(|n| GameKind::parse(n).ok_or_else(|| AppError::UnknownGame(n.to_string())))
        .transpose()
}

/// Opens and loads an exercise, with the context's localiser and the
/// exercise's own texts (a teacher's) layered on it.
pub fn load_exercise(ctx: &Context, arg: &str) -> Result<(Exercise, Localiser), AppError> {
    let opened = exercise::open(arg)?;
    let ex = exercise::load(&opened.id, opened.source, opened.texts).map_err(AppError::Load)?;
    let loc = ctx.loc.layered(&ex.extra_sources(ctx.lang));
    Ok((ex, loc))
}
