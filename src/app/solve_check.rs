//! `plyyard check` and `plyyard solve`.

use std::io::Write;
use std::path::Path;

use super::report::{CheckReport, SolveReport, SolvedAnswer, print_json};
use super::{AppError, Context, Exit, load_exercise};
use crate::exercise::{CheckError, Exercise, QuestionSpec, Solution};
use crate::i18n::Localiser;
use crate::render::{answer_text, prompt_text, verdict_body, verdict_head, write_verdict};

/// The question `n` (or the only one).
pub fn pick_question(ex: &Exercise, n: Option<usize>) -> Result<&QuestionSpec, AppError> {
    let count = ex.questions.len();
    let found = match n {
        Some(n) => ex.question(n),
        None if count == 1 => ex.questions.first(),
        None => None,
    };
    found.ok_or(AppError::NoQuestion { given: n, count })
}

fn check_error(ex: &Exercise, e: CheckError) -> AppError {
    match e {
        CheckError::Answer(a) => AppError::Answer(a),
        CheckError::Question(q) => AppError::Question(Box::new(ex.source.clone()), q),
    }
}

pub fn check(
    ctx: &Context,
    arg: &Path,
    answer: &str,
    n: Option<usize>,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let (ex, loc) = load_exercise(ctx, arg)?;
    let q = pick_question(&ex, n)?;
    let solution = Solution::new(&ex, q).map_err(|e| check_error(&ex, CheckError::Question(e)))?;
    let verdict = solution
        .check(answer)
        .map_err(|e| check_error(&ex, CheckError::Answer(e)))?;
    let exit = if verdict.correct { Exit::Ok } else { Exit::No };
    if ctx.json {
        let mut message = vec![verdict_head(&verdict, &loc)];
        message.extend(verdict_body(&ex, q, &verdict, &loc));
        print_json(
            out,
            &CheckReport {
                correct: verdict.correct,
                exercise: &ex.id,
                expected: verdict.key.to_string(),
                given: answer.trim(),
                message: message.join("\n"),
                question: q.number,
                reasons: verdict.reasons.iter().map(|r| loc.text(r)).collect(),
                trap: verdict.trap.map(|t| t.name()),
            },
        )?;
    } else {
        write_verdict(out, &ex, q, &verdict, &loc, ctx.colour, ctx.width)?;
    }
    Ok(exit)
}

pub fn solve(ctx: &Context, arg: &Path, out: &mut dyn Write) -> Result<Exit, AppError> {
    let (ex, loc) = load_exercise(ctx, arg)?;
    let solutions = ex
        .questions
        .iter()
        .map(|q| {
            Solution::new(&ex, q).map_err(|e| AppError::Question(Box::new(ex.source.clone()), e))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if ctx.json {
        let answers = solutions
            .iter()
            .map(|s| SolvedAnswer {
                answer: s.key().to_string(),
                ask: s.question().ask.name(),
                question: s.question().number,
            })
            .collect();
        print_json(
            out,
            &SolveReport {
                answers,
                exercise: &ex.id,
            },
        )?;
        return Ok(Exit::Ok);
    }
    for s in &solutions {
        write_solution(out, &ex, s, &loc)?;
    }
    Ok(Exit::Ok)
}

/// One solved question for a teacher: prompt, answer in the reader's words
/// (which `check` accepts back) and the engine's reasons.
fn write_solution(
    out: &mut dyn Write,
    ex: &Exercise,
    s: &Solution<'_>,
    loc: &Localiser,
) -> std::io::Result<()> {
    let q = s.question();
    let local = answer_text(s.key(), &q.ask, ex.adapter, loc);
    writeln!(out, "{}. {}", q.number, prompt_text(ex, q, loc))?;
    // In the reader's words only: the canonical form is in `--format json`.
    writeln!(out, "   → {local}")?;
    for reason in &s.solved().reasons {
        writeln!(out, "     • {}", loc.text(reason))?;
    }
    Ok(())
}
