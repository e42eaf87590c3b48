//! `plyyard replay FILE`: a record checked move by move (exit 0, or 1 with
//! the first illegal move and its place), or one of its positions printed as
//! an exercise file (`--export-ply N`), or shown as `show` draws it with the
//! move that led there (`--show N`, `--step`).

use std::io::{BufRead, Write};
use std::path::Path;

use super::report::{ReplayFault, ReplayReport, print_json};
use super::{AppError, Context, Exit, located};
use crate::exercise::{LoadError, OpenError, Source, read_text};
use crate::game_api::GameKind;
use crate::games::play::Playable;
use crate::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use crate::message::{Message, display_path};
use crate::play::export::{ExportError, export};
use crate::play::record::{self, Record};
use crate::play::replay::{Replayed, outcome_word, replay};

/// What `replay` prints besides the check.
#[derive(Clone, Copy, Debug, Default)]
pub struct View {
    /// `--export-ply N`: the position after N moves as an exercise file.
    pub export_ply: Option<usize>,
    /// `--show N`: the board after N moves, the move and its effects.
    pub show: Option<usize>,
    /// `--step`: forward and back through the record, commands from input.
    pub step: bool,
}

/// Runs `replay`.
pub fn run(
    ctx: &Context,
    file: &Path,
    view: View,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let (source, rec) = read_record(file)?;
    let mut io = (input, out);
    match rec.game {
        GameKind::Aeroplane => check::<aeroplane::Game>(ctx, &source, &rec, view, &mut io),
        GameKind::ChineseCheckers => {
            check::<chinese_checkers::game::Game>(ctx, &source, &rec, view, &mut io)
        }
        GameKind::Dominoes => check::<dominoes::State>(ctx, &source, &rec, view, &mut io),
        GameKind::Hnefatafl => check::<hnefatafl::game::Game>(ctx, &source, &rec, view, &mut io),
    }
}

/// Reads a record file as exercise files are read (review R7): a regular
/// file only, at most 1 MiB, UTF-8 text (the first bad byte located).
pub(super) fn read_record(file: &Path) -> Result<(Source, Record), AppError> {
    let text = read_text(file).map_err(|e| match e {
        OpenError::NotFound(_) => OpenError::Io {
            path: file.to_path_buf(),
            source: std::io::ErrorKind::NotFound.into(),
        },
        other => other,
    })?;
    let source = Source::new(display_path(file), text);
    let rec = record::read(&source).map_err(|problems| {
        AppError::Load(Box::new(LoadError {
            source: source.clone(),
            problems,
        }))
    })?;
    Ok((source, rec))
}

/// The first fault of a replayed record in words, with its place.
pub(super) fn fault_text(ctx: &Context, source: &Source, f: &crate::play::replay::Fault) -> String {
    let message = if f.ply > 0 {
        Message::new("replay-illegal")
            .num("ply", f.ply as i64)
            .text("move", f.written.as_str())
            .msg("reason", f.message.clone())
    } else {
        f.message.clone()
    };
    let offset = f.span.as_ref().map(|s| s.start);
    located(&ctx.loc, source, offset, &message)
}

fn check<G: Playable>(
    ctx: &Context,
    source: &Source,
    rec: &Record,
    view: View,
    io: &mut (&mut dyn BufRead, &mut dyn Write),
) -> Result<Exit, AppError> {
    let (input, out) = (&mut *io.0, &mut *io.1);
    let export_ply = view.export_ply;
    let replayed: Replayed<G> = replay(rec);
    let loc = &ctx.loc;
    // An export or a shown position needs the moves up to its position only;
    // stepping, all of them.
    let upto = if view.step {
        None
    } else {
        export_ply.or(view.show)
    };
    let blocking = replayed
        .fault
        .as_ref()
        .filter(|f| upto.is_none_or(|n| f.ply == 0 || f.ply <= n));
    if let Some(f) = blocking {
        if ctx.json {
            let at = f.span.as_ref().map(|s| source.line_col(s.start));
            print_json(
                out,
                &report::<G>(
                    source,
                    &replayed,
                    Some(ReplayFault {
                        code: f.code,
                        column: at.map(|a| a.column),
                        line: at.map(|a| a.line),
                        message: loc.text(&f.message),
                        mv: f.written.clone(),
                        ply: f.ply,
                        squares: f.squares.clone(),
                    }),
                ),
            )?;
        } else {
            writeln!(out, "{}", fault_text(ctx, source, f))?;
        }
        return Ok(Exit::No);
    }
    if view.step {
        return super::replay_step::step(
            ctx,
            source,
            &replayed,
            view.show.unwrap_or(0),
            input,
            out,
        );
    }
    if let Some(n) = view.show {
        return super::replay_step::show(ctx, source, &replayed, n, out);
    }
    if let Some(n) = export_ply {
        return match export(&replayed, n, &source.label) {
            Ok(text) => {
                write!(out, "{text}")?;
                Ok(Exit::Ok)
            }
            Err(ExportError::Beyond(count)) => Err(AppError::Usage(
                Message::new("replay-export-beyond")
                    .text("ply", n.to_string())
                    .num("count", count as i64),
            )),
            Err(ExportError::Position(m)) => Err(AppError::Usage(m)),
        };
    }
    if ctx.json {
        print_json(out, &report::<G>(source, &replayed, None))?;
        return Ok(Exit::Ok);
    }
    let result = result_message(&replayed);
    writeln!(
        out,
        "{}",
        loc.text(
            &Message::new("replay-ok")
                .text("file", source.label.as_str())
                .num("count", replayed.moves.len() as i64)
                .msg("result", result)
        )
    )?;
    if let Some(ending) = &replayed.ending {
        writeln!(out, "{}", loc.text(ending))?;
    }
    Ok(Exit::Ok)
}

/// The result in words: who won (and how, for a resignation), a draw, or a
/// game still going on.
pub(super) fn result_message<G: Playable>(r: &Replayed<G>) -> Message {
    if let Some(side) = r.resigned {
        return Message::new("replay-result-resigned").msg("side", Message::side(side));
    }
    match outcome_word(r.outcome) {
        "ongoing" => Message::new("replay-result-ongoing"),
        "draw" => Message::new("replay-result-draw"),
        side => Message::new("replay-result-won").msg("side", Message::side(side)),
    }
}

fn report<G: Playable>(
    source: &Source,
    r: &Replayed<G>,
    fault: Option<ReplayFault>,
) -> ReplayReport {
    let sides = G::KIND.sides();
    let result = match r.resigned {
        Some(side) if side == sides[0] => sides[1],
        Some(_) => sides[0],
        None => outcome_word(r.outcome),
    };
    ReplayReport {
        error: fault,
        file: source.label.clone(),
        game: G::KIND.name(),
        moves: r.moves.len(),
        resigned: r.resigned,
        result,
        valid: r.fault.is_none(),
    }
}
