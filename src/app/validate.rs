//! `plyyard validate`: every problem of a position, located.

use std::io::Write;
use std::path::Path;

use super::report::{ValidateProblem, ValidateReport, print_json};
use super::{AppError, Context, Exit, located};
use crate::exercise;
use crate::game_api::Status;
use crate::message::{Message, printable};
use crate::problem::weight;

pub fn run(ctx: &Context, arg: &Path, out: &mut dyn Write) -> Result<Exit, AppError> {
    let opened = exercise::open(arg)?;
    let source = opened.source;
    let (status, problems) = exercise::validate(&source);
    let unreadable = problems.iter().any(|p| p.code.is_structural());
    let exit = match (problems.is_empty(), unreadable) {
        (true, _) => Exit::Ok,
        (false, false) => Exit::No,
        (false, true) => Exit::Error,
    };
    if ctx.json {
        let list = problems
            .iter()
            .map(|p| {
                let at = p.span.as_ref().map(|s| source.locate(s));
                ValidateProblem {
                    code: p.code,
                    column: at.map(|a| a.column),
                    line: at.map(|a| a.line),
                    message: ctx.loc.text(&p.message),
                    squares: p.squares.clone(),
                }
            })
            .collect();
        print_json(
            out,
            &ValidateReport {
                file: &source.label,
                problems: list,
                status: status.map(Status::word),
                valid: problems.is_empty(),
            },
        )?;
        return Ok(exit);
    }
    if let Some(status) = status.filter(|_| problems.is_empty()) {
        let word = match status {
            Status::Ongoing => Message::new("status-ongoing"),
            Status::Draw => Message::new("status-draw"),
            Status::Won(side) => Message::new("show-won").msg("side", Message::side(side)),
        };
        writeln!(
            out,
            "{}",
            ctx.loc.text(
                &Message::new("validate-ok")
                    .text("file", source.label.as_str())
                    .msg("status", word)
            )
        )?;
        return Ok(exit);
    }
    let total: usize = problems.iter().map(|p| weight(p.code, &p.message)).sum();
    for p in &problems {
        let mut line = located(
            &ctx.loc,
            &source,
            p.span.as_ref().map(|s| s.start),
            &p.message,
        );
        line.push_str(&format!(" [{}]", p.code));
        if !p.squares.is_empty() {
            line.push_str(&format!(" ({})", printable(&p.squares.join(", "))));
        }
        writeln!(out, "{line}")?;
    }
    writeln!(
        out,
        "{}",
        ctx.loc
            .text(&Message::new("validate-count").num("count", total as i64))
    )?;
    Ok(exit)
}
