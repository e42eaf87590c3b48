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

/// `plyyard ask`: the answer, or why there is none and the closest
/// questions, numbered; `--pick N` (or, in a terminal, the number typed
/// after an abstention) answers the N-th of them.
pub fn ask(
    ctx: &Context,
    text: &str,
    game: Option<GameKind>,
    pick: Option<u8>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let mut asked = qa::ask::ask(text, game)?;
    // Answer in the language of the question unless --lang says otherwise.
    let loc = if ctx.lang_explicit {
        Localiser::new(ctx.lang)
    } else {
        Localiser::new(asked.lang)
    };
    if let (Some(n), Err(_)) = (pick, &asked.decision.outcome) {
        match asked.decision.alternatives.get(usize::from(n) - 1) {
            Some(fact) => asked = qa::ask::picked(asked.lang, fact),
            None => {
                return Err(AppError::Usage(
                    crate::message::Message::new("qa-ask-no-such-pick")
                        .num("n", n)
                        .num("count", asked.decision.alternatives.len() as i64),
                ));
            }
        }
    }
    let write = |asked: &qa::ask::Asked, out: &mut dyn Write| -> Result<(), AppError> {
        if ctx.json {
            print_json(out, &render::ask_report(asked, &loc))?;
        } else {
            // Wrapped like check and rules: to the terminal, 80 columns off one.
            let mut text = Vec::new();
            render::write_ask(asked, &loc, &mut text)?;
            let text = String::from_utf8_lossy(&text);
            writeln!(out, "{}", render::wrap(&text, ctx.width))?;
        }
        Ok(())
    };
    write(&asked, out)?;
    if asked.decision.outcome.is_err() && ctx.interactive && !ctx.json && pick.is_none() {
        // One keystroke: the number of a closest question answers it.
        writeln!(out, "{}", loc.get("qa-ask-pick-prompt"))?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line).is_ok() {
            let chosen = line
                .trim()
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| asked.decision.alternatives.get(i).copied());
            if let Some(fact) = chosen {
                asked = qa::ask::picked(asked.lang, fact);
                writeln!(out)?;
                write(&asked, out)?;
            }
        }
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
