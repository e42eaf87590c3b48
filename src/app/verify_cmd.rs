//! `plyyard verify`: the authoring check over files, folders or the catalogue.
//!
//! Folders are walked by [`super::sources::Walk`]: each folder entered once and
//! each file verified once (link loops end, review D4); a file or folder that
//! cannot be read is a problem of that file, and the others are still
//! verified (review D10).

use std::io::Write;
use std::path::{Path, PathBuf};

use super::report::{VerifyItem, VerifyReport, print_json};
use super::sources::Walk;
use super::{AppError, Context, Exit};
use crate::cli::LangArg;
use crate::exercise::{self, OpenError, VerifyProblem};
use crate::i18n::Lang;
use crate::message::{Message, display_path, printable};
use crate::problem::{Code, FileCode, weight};

/// The problem standing for a file that cannot be opened.
fn open_problem(path: &Path, err: &OpenError) -> VerifyProblem {
    let (code, message) = match err {
        OpenError::TooLarge { .. } => (FileCode::TooLarge, err.reason()),
        OpenError::NotUtf8 { .. } => (FileCode::Unreadable, err.reason()),
        _ => (
            FileCode::Unreadable,
            Message::new("file-unreadable").msg("detail", err.reason()),
        ),
    };
    VerifyProblem {
        exercise: display_path(path),
        code: Code::File(code),
        message,
        at: err.at(),
    }
}

/// Verifies the given paths, or the whole embedded catalogue; `langs`, when
/// not empty, are the languages texts are asked for.
pub fn verify_all(
    paths: &[PathBuf],
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
    let mut walk = Walk::default();
    for path in paths {
        if path.exists() {
            walk.add(path);
        } else {
            // A catalogue id.
            let opened = exercise::open(path)?;
            count += 1;
            problems.extend(exercise::verify_in(
                &opened.id,
                opened.source,
                opened.texts,
                langs,
            ));
        }
    }
    count += walk.problems.len();
    problems.append(&mut walk.problems);
    for file in walk.files {
        count += 1;
        match exercise::open_file(&file) {
            Ok(opened) => problems.extend(exercise::verify_in(
                &opened.id,
                opened.source,
                opened.texts,
                langs,
            )),
            Err(err) => problems.push(open_problem(&file, &err)),
        }
    }
    Ok((count, problems))
}

pub fn run(
    ctx: &Context,
    paths: &[PathBuf],
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
            .map(|p| VerifyItem::of(p, &ctx.loc))
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
    let total: usize = problems.iter().map(|p| weight(p.code, &p.message)).sum();
    for p in &problems {
        let place = match p.at {
            Some(at) => format!("{}:{}:{}", printable(&p.exercise), at.line, at.column),
            None => printable(&p.exercise).into_owned(),
        };
        writeln!(out, "{place}: {} [{}]", ctx.loc.text(&p.message), p.code)?;
    }
    writeln!(
        out,
        "{}",
        ctx.loc.text(
            &Message::new("verify-summary")
                .num("exercises", count as i64)
                .num("problems", total as i64)
        )
    )?;
    Ok(exit)
}
