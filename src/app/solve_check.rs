//! `plyyard check` and `plyyard solve`.

use std::io::Write;

use serde_json::json;

use super::{AppError, Context, Exit, load_exercise};
use crate::exercise::{self, CheckError, Exercise, QuestionSpec};
use crate::i18n::Localiser;
use crate::render::{answer_text, prompt_text, write_verdict};

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
        CheckError::Question(q) => AppError::Question(ex.source.clone(), q),
    }
}

pub fn check(
    ctx: &Context,
    arg: &str,
    answer: &str,
    n: Option<usize>,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let (ex, loc) = load_exercise(ctx, arg)?;
    let q = pick_question(&ex, n)?;
    let verdict = exercise::check(&ex, q, answer).map_err(|e| check_error(&ex, e))?;
    let exit = if verdict.correct { Exit::Ok } else { Exit::No };
    if ctx.json {
        let mut text = Vec::new();
        write_verdict(&mut text, &ex, &verdict, &loc, false)?;
        let value = json!({
            "exercise": ex.id,
            "question": q.number,
            "correct": verdict.correct,
            "given": answer.trim(),
            "expected": verdict.key.to_string(),
            "trap": verdict.trap,
            "message": String::from_utf8_lossy(&text).trim_end(),
            "reasons": verdict.reasons.iter().map(|r| loc.text(r)).collect::<Vec<_>>(),
        });
        writeln!(out, "{value}")?;
    } else {
        write_verdict(out, &ex, &verdict, &loc, ctx.colour)?;
    }
    Ok(exit)
}

/// The engine's answer to each question, as (question, canonical, localised).
pub fn solutions(ex: &Exercise, loc: &Localiser) -> Result<Vec<(usize, String, String)>, AppError> {
    ex.questions
        .iter()
        .map(|q| {
            let key = exercise::key(ex, q).map_err(|e| AppError::Question(ex.source.clone(), e))?;
            Ok((q.number, key.to_string(), answer_text(&key, loc)))
        })
        .collect()
}

pub fn solve(ctx: &Context, arg: &str, out: &mut dyn Write) -> Result<Exit, AppError> {
    let (ex, loc) = load_exercise(ctx, arg)?;
    let answers = solutions(&ex, &loc)?;
    if ctx.json {
        let list: Vec<_> = ex
            .questions
            .iter()
            .zip(&answers)
            .map(|(q, (n, canonical, _))| json!({"question": n, "ask": q.ask.name(), "answer": canonical}))
            .collect();
        writeln!(out, "{}", json!({"exercise": ex.id, "answers": list}))?;
        return Ok(Exit::Ok);
    }
    for (q, (n, canonical, local)) in ex.questions.iter().zip(&answers) {
        writeln!(out, "{n}. {}", prompt_text(&ex, q, &loc))?;
        if local == canonical {
            writeln!(out, "   → {local}")?;
        } else {
            writeln!(out, "   → {local} ({canonical})")?;
        }
        for reason in ex.position.explain(&q.ask) {
            writeln!(out, "     • {}", loc.text(&reason))?;
        }
    }
    Ok(Exit::Ok)
}
