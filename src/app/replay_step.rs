//! `replay FILE --show N` and `replay FILE --step`: the board after N moves
//! of a record as `show` draws it (the roll of the next move on the die),
//! the move that led there with its effects (captures, exits, draws,
//! passes), and how the game stands under the board; `--step` goes forward
//! and back through the record with commands read from standard input.
//!
//! Everything comes from the replay already made (`crate::play::replay`):
//! its positions, moves and effects; the JSON position is the `[position]`
//! table that `--export-ply` writes.

use std::io::{BufRead, Write};

use serde::Serialize;

use super::report::print_json;
use super::{AppError, Context, Exit};
use crate::exercise::Source;
use crate::games::engine::Outcome;
use crate::games::play::Playable;
use crate::message::Message;
use crate::play::replay::{Replayed, outcome_word};
use crate::practice::read_line;

/// `replay --show N --format json`.
#[derive(Serialize)]
struct ShowReport {
    /// The position as an exercise file's `[position]` table, or `null`
    /// when the game cannot write it (a hnefatafl board without its king).
    position: Option<toml::Table>,
    /// Why the position cannot be written, when it cannot.
    position_error: Option<String>,
    /// What the move did, localised, one sentence each.
    effects: Vec<String>,
    /// How the game ended, localised, once it has.
    ending: Option<String>,
    /// The record file.
    file: String,
    /// The game.
    game: &'static str,
    /// The move that led here (`red 4:12`), in full notation; `null` at 0.
    #[serde(rename = "move")]
    mv: Option<String>,
    /// Legal moves in the record.
    moves: usize,
    /// The next move of the record, if any.
    next: Option<String>,
    /// Moves played to reach this position (0: the start).
    ply: usize,
    /// `ongoing`, the winner, or `draw`, at this position.
    result: &'static str,
    /// The side to move, while the game goes on.
    to_move: Option<&'static str>,
}

/// The side and the move in full notation, as a record writes them.
fn written<G: Playable>(r: &Replayed<G>, i: usize) -> (&'static str, String) {
    let before = &r.positions[i];
    (
        before.side_to_move(),
        before.record_text(&r.moves[i], &r.effects[i]),
    )
}

/// The side and the move as the reader's language writes them, for a
/// screen (`4-4@droite`); JSON keeps `written`.
fn shown<G: Playable>(r: &Replayed<G>, i: usize) -> (&'static str, Message) {
    let before = &r.positions[i];
    (
        before.side_to_move(),
        before.record_words(&r.moves[i], &r.effects[i]),
    )
}

/// The error for a position beyond the record.
fn beyond(ply: usize, count: usize) -> AppError {
    AppError::Usage(
        Message::new("replay-show-beyond")
            .text("ply", ply.to_string())
            .num("count", count as i64),
    )
}

/// What the board at `ply` says in words: above it (the move and its
/// effects) and under it (the next move, or how the game ended).
fn around<G: Playable>(r: &Replayed<G>, ply: usize) -> (Vec<Message>, Vec<Message>) {
    let count = r.moves.len();
    let mut above = Vec::new();
    if ply == 0 {
        above.push(Message::new("replay-show-start").num("count", count as i64));
    } else {
        let (side, mv) = shown(r, ply - 1);
        above.push(
            Message::new("replay-show-move")
                .num("ply", ply as i64)
                .num("count", count as i64)
                .msg("side", Message::side(side))
                .msg("move", mv),
        );
        above.extend(r.positions[ply - 1].effects_text(&r.effects[ply - 1], None));
    }
    let position = &r.positions[ply];
    let rules = G::edition();
    let mut under = Vec::new();
    if position.outcome(&rules) != Outcome::Ongoing {
        // An ending the move's effects already told is not told twice.
        under.extend(position.ending_text(&rules).filter(|e| !above.contains(e)));
        under.push(super::replay_cmd::result_message(r));
    } else if ply < count {
        let (side, mv) = shown(r, ply);
        under.push(
            Message::new("replay-show-next")
                .msg("side", Message::side(side))
                .msg("move", mv),
        );
    } else {
        under.push(match r.resigned {
            Some(_) => super::replay_cmd::result_message(r),
            None => Message::new("replay-show-end"),
        });
    }
    (above, under)
}

/// Writes the board at `ply` (text), or its report (JSON).
fn print_at<G: Playable>(
    ctx: &Context,
    source: &Source,
    r: &Replayed<G>,
    ply: usize,
    out: &mut dyn Write,
) -> Result<(), AppError> {
    let loc = &ctx.loc;
    let (above, under) = around(r, ply);
    let position = &r.positions[ply];
    if ctx.json {
        let (table, error) = match position.position_toml(r.moves.get(ply)) {
            Ok(text) => match text.parse::<toml::Table>() {
                Ok(t) => (Some(t), None),
                Err(_) => (None, Some(loc.text(&Message::new("replay-export-invalid")))),
            },
            Err(m) => (None, Some(loc.text(&m))),
        };
        let rules = G::edition();
        let ongoing = position.outcome(&rules) == Outcome::Ongoing;
        let report = ShowReport {
            position: table,
            position_error: error,
            effects: match ply {
                0 => Vec::new(),
                n => r.positions[n - 1]
                    .effects_text(&r.effects[n - 1], None)
                    .iter()
                    .map(|m| loc.text(m))
                    .collect(),
            },
            ending: position.ending_text(&rules).map(|m| loc.text(&m)),
            file: source.label.clone(),
            game: G::KIND.name(),
            mv: (ply > 0).then(|| {
                let (side, mv) = written(r, ply - 1);
                format!("{side} {mv}")
            }),
            moves: r.moves.len(),
            next: (ply < r.moves.len()).then(|| {
                let (side, mv) = written(r, ply);
                format!("{side} {mv}")
            }),
            ply,
            result: outcome_word(position.outcome(&rules)),
            to_move: ongoing.then(|| position.side_to_move()),
        };
        print_json(out, &report)?;
        return Ok(());
    }
    for m in &above {
        writeln!(out, "{}", loc.text(m))?;
    }
    let over = position.outcome(&G::edition()) != Outcome::Ongoing
        || (ply == r.moves.len() && r.resigned.is_some());
    let board =
        position
            .before(r.moves.get(ply))
            .diagram(None, &[], ctx.colour, &|m| loc.text(m), over);
    write!(out, "{board}")?;
    for m in &under {
        writeln!(out, "{}", loc.text(m))?;
    }
    Ok(())
}

/// `replay FILE --show N`.
pub fn show<G: Playable>(
    ctx: &Context,
    source: &Source,
    r: &Replayed<G>,
    ply: usize,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    if ply >= r.positions.len() {
        return Err(beyond(ply, r.moves.len()));
    }
    print_at(ctx, source, r, ply, out)?;
    Ok(Exit::Ok)
}

/// A command of `--step`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Next,
    Back,
    Quit,
    Go(usize),
    Help,
}

/// Reads a command of `--step` in any of the three languages: Enter or
/// `n` goes on, `p` goes back, a number goes to that move, `q` quits.
fn step_command(typed: &str) -> Option<Step> {
    let word = typed.trim().to_lowercase();
    let step = match word.as_str() {
        "" | "n" | "next" | "s" | "suivant" | "д" | "дальше" | "вперёд" | "вперед" => {
            Step::Next
        }
        "p" | "prev" | "previous" | "back" | "précédent" | "precedent" | "retour" | "н"
        | "назад" => Step::Back,
        "q" | "quit" | "quitter" | "в" | "выход" => Step::Quit,
        "help" | "?" | "aide" | "commandes" | "справка" => Step::Help,
        number => Step::Go(number.parse().ok()?),
    };
    Some(step)
}

/// `replay FILE --step`: from `start`, forward and back, one command a line.
pub fn step<G: Playable>(
    ctx: &Context,
    source: &Source,
    r: &Replayed<G>,
    start: usize,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let count = r.moves.len();
    if start > count {
        return Err(beyond(start, count));
    }
    let loc = &ctx.loc;
    let say = |out: &mut dyn Write, m: Message| -> Result<(), AppError> {
        if !ctx.json {
            writeln!(out, "{}", loc.text(&m))?;
        }
        Ok(())
    };
    if !ctx.json {
        writeln!(out, "{}", loc.text(&Message::new("replay-step-help")))?;
    }
    let mut at = start;
    print_at(ctx, source, r, at, out)?;
    loop {
        if !ctx.json {
            let prompt = Message::new("replay-step-prompt")
                .num("ply", at as i64)
                .num("count", count as i64);
            write!(out, "{} ", loc.text(&prompt))?;
            out.flush()?;
        }
        let Some(line) = read_line(input)? else {
            if !ctx.json {
                writeln!(out)?;
            }
            return Ok(Exit::Ok);
        };
        let typed = line.trim();
        if !ctx.interactive && !ctx.json {
            writeln!(out, "{typed}")?;
        }
        let to = match step_command(typed) {
            Some(Step::Quit) => return Ok(Exit::Ok),
            Some(Step::Help) => {
                say(out, Message::new("replay-step-help"))?;
                continue;
            }
            None => {
                say(
                    out,
                    Message::new("replay-step-unknown").text("given", typed),
                )?;
                continue;
            }
            Some(Step::Next) if at == count => {
                say(out, Message::new("replay-step-at-end"))?;
                continue;
            }
            Some(Step::Back) if at == 0 => {
                say(out, Message::new("replay-step-at-start"))?;
                continue;
            }
            Some(Step::Next) => at + 1,
            Some(Step::Back) => at - 1,
            Some(Step::Go(n)) if n > count => {
                let m = Message::new("replay-show-beyond")
                    .text("ply", n.to_string())
                    .num("count", count as i64);
                say(out, m)?;
                continue;
            }
            Some(Step::Go(n)) => n,
        };
        at = to;
        print_at(ctx, source, r, at, out)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_commands_in_three_languages() {
        assert_eq!(step_command(""), Some(Step::Next));
        assert_eq!(step_command(" N "), Some(Step::Next));
        assert_eq!(step_command("suivant"), Some(Step::Next));
        assert_eq!(step_command("дальше"), Some(Step::Next));
        assert_eq!(step_command("p"), Some(Step::Back));
        assert_eq!(step_command("Précédent"), Some(Step::Back));
        assert_eq!(step_command("назад"), Some(Step::Back));
        assert_eq!(step_command("q"), Some(Step::Quit));
        assert_eq!(step_command("выход"), Some(Step::Quit));
        assert_eq!(step_command("12"), Some(Step::Go(12)));
        assert_eq!(step_command("e5-e8"), None);
        assert_eq!(step_command("-1"), None);
    }
}
