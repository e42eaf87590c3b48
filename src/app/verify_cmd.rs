//! `plyyard verify`: the authoring check over files, folders or the catalogue.

use std::io::Write;
use std::path::Path;

use super::report::{VerifyItem, VerifyReport, print_json};
use super::sources::exercise_files;
use super::{AppError, Context, Exit};
use crate::cli::LangArg;
use crate::exercise::{self, VerifyProblem};
use crate::i18n::Lang;
use crate::message::Message;

/// Verifies the given paths, or the whole embedded catalogue; `langs`, when
/// not empty, are the languages texts are asked for.
pub fn verify_all(
    paths: &[String],
    langs: &[Lang],
) -> Result<(usize, Vec<VerifyProblem>), AppError> {
    let langs = (!langs.is_empty()).then_some(langs);
    let mut problems = Vec::new();
    let mut count = 0;
    if paths.is_empty() {
        for entry in exercise::entries(None) {
            count += 1;
            problems.extend(exercise::verify_in(
                &entry.id,
                entry.source(),
                entry.texts(),
                langs,
            ));
        }
        return Ok((count, problems));
    }
    let mut files = Vec::new();
    for p in paths {
        let path = Path::new(p);
        if path.exists() {
            files.extend(exercise_files(path)?);
        } else {
            // A catalogue id.
            let opened = exercise::open(p)?;
            count += 1;
            problems.extend(exercise::verify_in(
                &opened.id,
                opened.source,
                opened.texts,
                langs,
            ));
        }
    }
    for file in files {
        let opened = exercise::open_file(&file)?;
        count += 1;
        problems.extend(exercise::verify_in(
            &opened.id,
            opened.source,
            opened.texts,
            langs,
        ));
    }
    Ok((count, problems))
}

pub fn run(
    ctx: &Context,
    paths: &[String],
    langs: &[LangArg],
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let langs: Vec<Lang> = langs
        .iter()
        .map(|l| match l {
            LangArg::En => Lang::En,
            LangArg::Fr => Lang::Fr,
            LangArg::Ru => Lang::Ru,
        })
        .collect();
    let (count, problems) = verify_all(paths, &langs)?;
    let exit = if problems.is_empty() {
        Exit::Ok
    } else {
        Exit::No
    };
    if ctx.json {
        let list = problems
            .iter()
            .map(|p| VerifyItem {
                code: p.code,
                column: p.at.map(|a| a.column),
                exercise: &p.exercise,
                line: p.at.map(|a| a.line),
                message: ctx.loc.text(&p.message),
            })
            .collect();
        print_json(
            out,
            &VerifyReport {
                exercises: count,
                ok: problems.is_empty(),
                problems: list,
            },
        )?;
        return Ok(exit);
    }
    for p in &problems {
        let place = match p.at {
            Some(at) => format!("{}:{}:{}", p.exercise, at.line, at.column),
            None => p.exercise.clone(),
        };
        writeln!(out, "{place}: {} [{}]", ctx.loc.text(&p.message), p.code)?;
    }
    writeln!(
        out,
        "{}",
        ctx.loc.text(
            &Message::new("verify-summary")
                .num("exercises", count as i64)
                .num("problems", problems.len() as i64)
        )
    )?;
    Ok(exit)
}
