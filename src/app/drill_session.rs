//! The interactive drill: each question made when it is needed, asked with
//! the board, checked like a catalogue exercise (two tries, the misconception
//! named, then the answer and its explanation), and at the end the questions
//! missed at the first try asked again (review of mistakes).

use std::io::{BufRead, Write};

use super::{AppError, Context, Exit};
use crate::drill::{Drill, Plan};
use crate::exercise::{Exercise, Solution};
use crate::i18n::Localiser;
use crate::message::Message;
use crate::practice::read_line;
use crate::render::{
    prompt_text, text_part, trap_lines, verdict_head, write_header, write_verdict,
};
use crate::vocab::{Command, command};

/// Wrong answers before the answer is shown.
const TRIES: u32 = 2;

/// How a question ended.
#[derive(Clone, Copy, PartialEq, Eq)]
enum End {
    /// Right at the first try.
    First,
    /// Right later, shown, or skipped.
    Missed,
    /// The learner quit or input ended.
    Quit,
}

fn no_drill(e: crate::drill::NoDrill) -> AppError {
    AppError::Refused(Message::new("drill-none-found").text("id", e.0.to_string()))
}

pub fn run(
    ctx: &Context,
    plan: &Plan,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let topic = match plan.topic {
        Some(t) => Message::new(t.label_id()),
        None => Message::new("drill-every-topic"),
    };
    writeln!(
        out,
        "{}",
        ctx.loc.text(
            &Message::new("drill-welcome")
                .msg("game", Message::new(format!("game-{}", plan.game.name())))
                .msg("topic", topic)
                .num("level", plan.level)
                .num("count", plan.count as i64)
                .text("seed", plan.seed.to_string())
        )
    )?;
    let mut missed: Vec<Drill> = Vec::new();
    let mut first = 0usize;
    let mut asked = 0usize;
    for (index, id) in plan.ids().into_iter().enumerate() {
        let drill = Drill::make(id, index + 1).map_err(no_drill)?;
        writeln!(out)?;
        writeln!(out, "[{}/{}]", index + 1, plan.count)?;
        match ask(ctx, &drill, input, out)? {
            End::First => first += 1,
            End::Missed => missed.push(drill),
            End::Quit => break,
        }
        asked += 1;
    }
    writeln!(out)?;
    writeln!(
        out,
        "{}",
        ctx.loc.text(
            &Message::new("drill-summary")
                .num("first", first as i64)
                .num("asked", asked as i64)
        )
    )?;
    if asked < plan.count {
        return Ok(Exit::Ok);
    }
    if missed.is_empty() {
        return Ok(Exit::Ok);
    }
    writeln!(
        out,
        "{}",
        ctx.loc
            .text(&Message::new("drill-review").num("count", missed.len() as i64))
    )?;
    for drill in &missed {
        writeln!(out)?;
        if ask(ctx, drill, input, out)? == End::Quit {
            break;
        }
    }
    Ok(Exit::Ok)
}

/// Shows one drill and asks its question until it is settled.
fn ask(
    ctx: &Context,
    drill: &Drill,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<End, AppError> {
    let label = drill.id.to_string();
    let ex: Exercise = drill
        .exercise(&label, &[ctx.lang])
        .map_err(AppError::Load)?;
    let loc = ctx.loc.layered(&ex.extra_sources(ctx.lang));
    write_header(out, &ex, &loc)?;
    write!(
        out,
        "{}",
        ex.position.diagram_in(&[], ctx.colour, &|m| loc.text(m))
    )?;
    writeln!(out, "{}", loc.get(&format!("legend-{}", ex.game.name())))?;
    let q = &ex.questions[0];
    let solution = Solution::new(&ex, q).map_err(|e| AppError::Question(ex.source.clone(), e))?;
    let mut wrong = 0;
    loop {
        writeln!(out)?;
        writeln!(out, "{}", prompt_text(&ex, q, &loc))?;
        writeln!(out, "{}", loc.get("practice-commands"))?;
        write!(out, "> ")?;
        out.flush()?;
        let Some(line) = read_line(input)? else {
            writeln!(out)?;
            return Ok(End::Quit);
        };
        match command(&line) {
            Some(Command::Quit) => return Ok(End::Quit),
            Some(Command::Skip) => {
                reveal(ctx, &ex, &solution, &loc, out)?;
                return Ok(End::Missed);
            }
            Some(Command::Hint) => {
                if let Some(hint) = text_part(&ex, "hint", &loc) {
                    writeln!(out, "{hint}")?;
                }
                continue;
            }
            None if line.trim().is_empty() => continue,
            None => {}
        }
        let verdict = match solution.check(&line) {
            Ok(v) => v,
            Err(err) => {
                let msg = Message::new("error-bad-answer")
                    .text("given", err.given)
                    .msg("expected", err.expected);
                writeln!(out, "{}", loc.text(&msg))?;
                continue;
            }
        };
        if verdict.correct || wrong + 1 >= TRIES {
            write_verdict(out, &ex, q, &verdict, &loc, ctx.colour)?;
            let squares = &solution.solved().highlights;
            if !verdict.correct && !squares.is_empty() {
                write!(
                    out,
                    "{}",
                    ex.position
                        .diagram_in(squares, ctx.colour, &|m| loc.text(m))
                )?;
            }
            return Ok(if verdict.correct && wrong == 0 {
                End::First
            } else {
                End::Missed
            });
        }
        // A first wrong answer: the diagnosis, not the answer.
        wrong += 1;
        writeln!(out, "{}", verdict_head(&verdict, &loc))?;
        if let Some(trap) = verdict.trap {
            for line in trap_lines(&ex, trap, &loc) {
                writeln!(out, "{line}")?;
            }
        }
        writeln!(out, "{}", loc.get("drill-try-again"))?;
    }
}

/// The answer and its explanation, for a skipped question.
fn reveal(
    ctx: &Context,
    ex: &Exercise,
    solution: &Solution<'_>,
    loc: &Localiser,
    out: &mut dyn Write,
) -> Result<(), AppError> {
    let answer =
        crate::render::answer_text(solution.key(), &solution.question().ask, ex.adapter, loc);
    writeln!(
        out,
        "{}",
        loc.text(&Message::new("drill-answer-was").text("answer", answer))
    )?;
    for reason in &solution.solved().reasons {
        writeln!(out, "• {}", loc.text(reason))?;
    }
    if let Some(explain) = text_part(ex, "explain", loc) {
        writeln!(out, "{explain}")?;
    }
    let _ = ctx;
    Ok(())
}
