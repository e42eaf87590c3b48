//! `plyyard quiz`, `plyyard ask` and `plyyard rules`: the rule-questions layer.

use std::io::{BufRead, Write};

use super::report::{RulesReport, RulesSection, print_json};
use super::{AppError, Context, Exit};
use crate::game_api::GameKind;
use crate::i18n::Localiser;
use crate::qa;
use crate::render;

pub fn quiz(
    ctx: &Context,
    game: Option<GameKind>,
    seed: Option<u64>,
    count: usize,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    });
    let options = qa::quiz::QuizOptions { game, seed, count };
    if ctx.json {
        qa::quiz::run_events(&options, &ctx.loc, input, &mut |e| {
            print_json(out, e)?;
            out.flush()
        })?;
    } else {
        qa::quiz::run(&options, &ctx.loc, ctx.width, input, out)?;
    }
    Ok(Exit::Ok)
}

pub fn ask(
    ctx: &Context,
    text: &str,
    game: Option<GameKind>,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let asked = qa::ask::ask(text, game)?;
    // Answer in the language of the question unless --lang says otherwise.
    let loc = if ctx.lang_explicit {
        Localiser::new(ctx.lang)
    } else {
        Localiser::new(asked.lang)
    };
    if ctx.json {
        print_json(out, &render::ask_report(&asked, &loc))?;
    } else {
        // Wrapped like check and rules: to the terminal, 80 columns off one.
        let mut text = Vec::new();
        render::write_ask(&asked, &loc, &mut text)?;
        let text = String::from_utf8_lossy(&text);
        writeln!(out, "{}", render::wrap(&text, ctx.width))?;
    }
    Ok(if asked.decision.outcome.is_ok() {
        Exit::Ok
    } else {
        Exit::No
    })
}

pub fn rules(ctx: &Context, game: GameKind, out: &mut dyn Write) -> Result<Exit, AppError> {
    if ctx.json {
        let sections = ["rule", "excluded", "decision"]
            .into_iter()
            .map(|section| RulesSection {
                items: qa::rules::item_ids(game, section, &ctx.loc)
                    .iter()
                    .map(|id| ctx.loc.get(id))
                    .collect(),
                section,
            })
            .collect();
        print_json(
            out,
            &RulesReport {
                game: game.name(),
                sections,
            },
        )?;
        return Ok(Exit::Ok);
    }
    qa::rules::render(game, &ctx.loc, ctx.width, out)?;
    Ok(Exit::Ok)
}
