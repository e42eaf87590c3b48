//! `plyyard play GAME`: options lowered, the game's session run, the report.

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

use super::report::{PlayMove, PlayReport, print_json};
use super::{AppError, Context, Exit};
use crate::game_api::GameKind;
use crate::games::play::{LEVELS, Playable};
use crate::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use crate::message::Message;
use crate::play::session::{self, PlayOptions};
use crate::play::table::Actor;
use crate::vocab;

/// What `play` was asked for, as typed.
pub struct PlayArgs {
    /// The game's name.
    pub game: String,
    /// The side, in any language.
    pub side: Option<String>,
    /// The level.
    pub level: u8,
    /// The seed.
    pub seed: Option<u64>,
    /// Two people, no engine.
    pub hot_seat: bool,
    /// The record file.
    pub record: Option<PathBuf>,
    /// Replace a file already there.
    pub force: bool,
}

/// A seed when none is given: from the clock, shown at the start so the
/// game can be played again.
fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64 % 1_000_000_000)
        .unwrap_or(0)
}

fn bad(message: Message) -> AppError {
    AppError::Usage(message)
}

/// Runs `play`.
pub fn run(
    ctx: &Context,
    args: PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let game =
        GameKind::parse(&args.game).ok_or_else(|| AppError::UnknownGame(args.game.clone()))?;
    if !LEVELS.contains(&args.level) {
        return Err(bad(Message::new("play-bad-level").num("level", args.level)));
    }
    let sides = game.sides();
    let me = match &args.side {
        None => 0,
        Some(text) => {
            let side = vocab::side(text, game).ok_or_else(|| {
                bad(Message::new("play-bad-side")
                    .text("given", text.as_str())
                    .msg("first", Message::side(sides[0]))
                    .msg("second", Message::side(sides[1])))
            })?;
            usize::from(side == sides[1])
        }
    };
    let human = if args.hot_seat {
        [true, true]
    } else {
        [me == 0, me == 1]
    };
    let opts = PlayOptions {
        seed: args.seed.unwrap_or_else(fresh_seed),
        level: args.level,
        human,
        colour: ctx.colour,
        json: ctx.json,
        echo: !std::io::stdin().is_terminal(),
        record: args.record,
        force: args.force,
        width: ctx.width,
    };
    let played = match game {
        GameKind::Aeroplane => play::<aeroplane::Game>(ctx, &opts, input, out),
        GameKind::ChineseCheckers => play::<chinese_checkers::game::Game>(ctx, &opts, input, out),
        GameKind::Dominoes => play::<dominoes::State>(ctx, &opts, input, out),
        GameKind::Hnefatafl => play::<hnefatafl::game::Game>(ctx, &opts, input, out),
    }?;
    count_trap_tries(game, &played);
    if ctx.json {
        print_json(out, &report(&played))?;
    }
    match played.record_error {
        Some(e) => Err(AppError::Output(e)),
        None => Ok(Exit::Ok),
    }
}

/// Adds the game's illegal tries that a trap allows to the progress file,
/// per trap (`plyyard progress` shows them). A progress file that cannot be
/// read or written leaves the game as it was: the record keeps the tries.
fn count_trap_tries(game: GameKind, played: &session::Played) {
    let traps: Vec<&str> = played.tries.iter().flat_map(|t| t.traps.clone()).collect();
    if traps.is_empty() {
        return;
    }
    let store = crate::practice::ProgressStore::default_location();
    let _ = store.update(|p| {
        for trap in traps {
            *p.trap_tries
                .entry(format!("{}/{trap}", game.name()))
                .or_default() += 1;
        }
    });
}

fn report(p: &session::Played) -> PlayReport {
    let by = |a: Actor| match a {
        Actor::Human => "human",
        Actor::Engine => "engine",
        Actor::Rules => "rules",
    };
    PlayReport {
        ending: p.ending.clone(),
        game: p.game,
        moves: p
            .moves
            .iter()
            .map(|m| PlayMove {
                by: by(m.by),
                mv: m.text.clone(),
                ply: m.ply,
                side: m.side,
            })
            .collect(),
        record: p.record.clone(),
        resigned: p.resigned,
        result: p.result,
        seed: p.seed,
        tries: p.tries.clone(),
    }
}

fn play<G: Playable>(
    ctx: &Context,
    opts: &PlayOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<session::Played, AppError> {
    session::run::<G>(opts, &ctx.loc, input, out).map_err(|e| match e {
        session::PlayError::Io(e) => AppError::Io(e),
        session::PlayError::Record(e) => AppError::Output(e),
    })
}
