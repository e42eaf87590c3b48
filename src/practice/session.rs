//! The interactive loop: board, prompt, answer, feedback, hints, skip, quit.

use std::io::{self, BufRead, Write};

use super::progress::{Progress, ProgressError, ProgressStore};
use crate::exercise::{self, Entry, Exercise, QuestionSpec, Solution};
use crate::i18n::{Lang, Localiser};
use crate::message::Message;
use crate::render::{exercise_title, prompt_text, text_part, write_header, write_verdict};
use crate::vocab::{Command, command};

/// What can stop a session: the terminal (reading answers, writing output)
/// or the progress file, kept apart so that each is reported for what it is.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// Reading the learner's input or writing the output failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// The progress file cannot be read or written.
    #[error(transparent)]
    Progress(#[from] ProgressError),
}

/// Reads one line of input; bytes that are not UTF-8 are replaced, so that a
/// learner's terminal in another encoding gets an unreadable answer, not an
/// error. `None` at the end of input.
pub fn read_line(input: &mut dyn BufRead) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// What ended a session.
#[derive(Debug, PartialEq, Eq)]
pub enum SessionEnd {
    /// Every exercise was gone through.
    Finished,
    /// The learner quit, or input ended.
    Stopped,
}

/// Options of a session.
pub struct SessionOptions {
    /// The interface language.
    pub lang: Lang,
    /// ANSI colours.
    pub colour: bool,
}

enum QuestionEnd {
    Solved,
    Skip,
    Stop,
}

fn progress_bar(done: usize, total: usize) -> String {
    const WIDTH: usize = 20;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(0);
    format!("[{}{}]", "#".repeat(filled), ".".repeat(WIDTH - filled))
}

/// Runs a practice session over `entries`, saving progress after every answer.
pub fn run_session(
    entries: &[Entry],
    store: &ProgressStore,
    progress: &mut Progress,
    opts: &SessionOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<SessionEnd, SessionError> {
    let base = Localiser::new(opts.lang);
    let total = entries.len();
    let mut order: Vec<&Entry> = entries
        .iter()
        .filter(|e| !progress.is_done(&e.id))
        .collect();
    order.extend(entries.iter().filter(|e| progress.is_done(&e.id)));
    let done_count = |p: &Progress| entries.iter().filter(|e| p.is_done(&e.id)).count();
    writeln!(
        out,
        "{}",
        base.text(
            &Message::new("practice-welcome")
                .num("total", total as i64)
                .num("done", done_count(progress) as i64)
        )
    )?;
    for entry in order {
        if progress.is_done(&entry.id) && done_count(progress) < total {
            continue;
        }
        let ex = match exercise::load(&entry.id, entry.source(), entry.texts()) {
            Ok(ex) => ex,
            Err(_) => continue,
        };
        let loc = Localiser::with_extra(opts.lang, &ex.extra_sources(opts.lang));
        let done = done_count(progress);
        writeln!(out)?;
        writeln!(
            out,
            "{} {}/{} · {}",
            progress_bar(done, total),
            done,
            total,
            exercise_title(&ex, &loc)
        )?;
        write_header(out, &ex, &loc)?;
        write!(
            out,
            "{}",
            ex.position.diagram_in(&[], opts.colour, &|m| loc.text(m))
        )?;
        writeln!(out, "{}", loc.get(&format!("legend-{}", ex.game.name())))?;
        let solved = progress.entry(&ex.id).solved.clone();
        for q in ex.questions.iter().filter(|q| !solved.contains(&q.number)) {
            match ask_question(&ex, q, &loc, opts, input, out, progress, store)? {
                QuestionEnd::Solved => {}
                QuestionEnd::Skip => break,
                QuestionEnd::Stop => {
                    writeln!(out, "{}", loc.get("practice-saved"))?;
                    return Ok(SessionEnd::Stopped);
                }
            }
        }
        let record = progress.entry(&ex.id);
        if ex
            .questions
            .iter()
            .all(|q| record.solved.contains(&q.number))
            && !record.done
        {
            record.done = true;
            store.save(progress)?;
        }
    }
    writeln!(
        out,
        "{}",
        base.text(
            &Message::new("practice-finished")
                .num("done", done_count(progress) as i64)
                .num("total", total as i64)
        )
    )?;
    Ok(SessionEnd::Finished)
}

#[allow(clippy::too_many_arguments)]
fn ask_question(
    ex: &Exercise,
    q: &QuestionSpec,
    loc: &Localiser,
    opts: &SessionOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    progress: &mut Progress,
    store: &ProgressStore,
) -> Result<QuestionEnd, SessionError> {
    let solution = match Solution::new(ex, q) {
        Ok(s) => s,
        Err(err) => {
            writeln!(out, "{}", loc.text(&err.message))?;
            return Ok(QuestionEnd::Skip);
        }
    };
    loop {
        writeln!(out)?;
        writeln!(out, "{}. {}", q.number, prompt_text(ex, q, loc))?;
        writeln!(out, "{}", loc.get("practice-commands"))?;
        write!(out, "> ")?;
        out.flush()?;
        let Some(line) = read_line(input)? else {
            writeln!(out)?;
            return Ok(QuestionEnd::Stop);
        };
        match command(&line) {
            Some(Command::Quit) => return Ok(QuestionEnd::Stop),
            Some(Command::Skip) => return Ok(QuestionEnd::Skip),
            Some(Command::Hint) => {
                let hint = text_part(ex, "hint", loc)
                    .unwrap_or_else(|| loc.get(&format!("hint-{}", q.ask.name())));
                writeln!(out, "{hint}")?;
                let squares = &solution.solved().highlights;
                if !squares.is_empty() {
                    write!(
                        out,
                        "{}",
                        ex.position
                            .diagram_in(squares, opts.colour, &|m| loc.text(m))
                    )?;
                }
                continue;
            }
            None if line.trim().is_empty() => continue,
            None => {}
        }
        match solution.check(&line) {
            Err(err) => {
                let msg = Message::new("error-bad-answer")
                    .text("given", err.given)
                    .msg("expected", err.expected);
                writeln!(out, "{}", loc.text(&msg))?;
            }
            Ok(verdict) => {
                write_verdict(out, ex, q, &verdict, loc, opts.colour)?;
                let record = progress.entry(&ex.id);
                record.attempts += 1;
                if verdict.correct {
                    record.solved.insert(q.number);
                }
                store.save(progress)?;
                if verdict.correct {
                    return Ok(QuestionEnd::Solved);
                }
                let squares = &solution.solved().highlights;
                write!(
                    out,
                    "{}",
                    ex.position
                        .diagram_in(squares, opts.colour, &|m| loc.text(m))
                )?;
                writeln!(out, "{}", loc.get("practice-try-again"))?;
            }
        }
    }
}
