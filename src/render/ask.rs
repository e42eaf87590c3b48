//! What `plyyard ask` prints: the verdict on the question as asked, the game,
//! the rule in our words, its explanation, the misconception when the
//! question carries another variant's rule, and the closest questions; or,
//! when there is no answer, why, and the closest questions.

use std::io::{self, Write};

use crate::app::report::{AskAlternative, AskReport};
use crate::i18n::Localiser;
use crate::message::Message;
use crate::qa::ask::Asked;
use crate::qa::facts::{Answer, Fact};
use crate::qa::resolve::{Abstain, Answered};

/// The game's name, as a message argument.
fn game_name(fact: &Fact) -> Message {
    Message::new(format!("qa-game-{}", fact.game.name()))
}

/// The rule a fact states, in our words: its answer text, without the verdict
/// that opens a yes/no fact's answer (`Non : seul un six…` → `Seul un six…`).
pub fn rule_text(fact: &Fact, loc: &Localiser) -> String {
    let answer = loc.get(&fact.answer_id());
    if !matches!(fact.answer, Answer::YesNo(_)) {
        return answer;
    }
    let rest = answer
        .split_once(':')
        .map_or(answer.as_str(), |(_, r)| r)
        .trim();
    let mut chars = rest.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => answer.clone(),
    }
}

fn verdict_word(verdict: bool) -> &'static str {
    if verdict { "yes" } else { "no" }
}

/// The verdict line's selector: `yes`/`no`, or for a negative question
/// (`Can't…?`, `Ne peut-on pas…?`) `neg-yes` when its negation holds and
/// `neg-no` when it does not, which each language words its own way (English
/// answers the positive: "Yes" they can; French « Si » / « Non »; Russian
/// agrees with the question as put: «Да» it cannot, «Нет» it can).
fn verdict_key(verdict: bool, negative: bool) -> &'static str {
    match (negative, verdict) {
        (false, v) => verdict_word(v),
        (true, true) => "neg-yes",
        (true, false) => "neg-no",
    }
}

/// The games of an answer, named (`Jeu de l’avion, Dames chinoises`).
fn games_named(answered: &Answered, loc: &Localiser) -> String {
    std::iter::once(answered.fact)
        .chain(answered.others.iter().copied())
        .map(|f| loc.text(&game_name(f)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The verdict and the game (`Oui (Dominos).`).
fn verdict_line(verdict: bool, negative: bool, answered: &Answered, loc: &Localiser) -> String {
    loc.text(
        &Message::new("qa-ask-verdict")
            .text("verdict", verdict_key(verdict, negative))
            .text("game", games_named(answered, loc)),
    )
}

/// The first line of an answer: the verdict and the game, or the game alone
/// for an open question.
fn head(answered: &Answered, negative: bool, loc: &Localiser) -> String {
    match answered.verdict {
        Some(v) => verdict_line(v, negative, answered, loc),
        None => loc.text(&Message::new("qa-ask-open").text("game", games_named(answered, loc))),
    }
}

fn misconception(answered: &Answered, loc: &Localiser) -> Option<String> {
    let trap = answered.fact.trap.filter(|_| answered.misconception)?;
    Some(loc.text(
        &Message::new("qa-ask-misconception").msg("name", Message::new(format!("qa-misc-{trap}"))),
    ))
}

fn why_not(why: &Abstain, loc: &Localiser) -> String {
    match why {
        Abstain::NotUnderstood => loc.get("qa-ask-not-understood"),
        Abstain::Conflict => loc.get("qa-ask-conflict"),
        Abstain::GameUnclear(games) => {
            let names: Vec<String> = games
                .iter()
                .map(|g| loc.get(&format!("qa-game-{}", g.name())))
                .collect();
            loc.text(&Message::new("qa-ask-game-unclear").text("games", names.join(", ")))
        }
    }
}

/// The closest questions, numbered for `--pick N` (and the number typed
/// in a terminal), each with its game.
fn write_alternatives(asked: &Asked, loc: &Localiser, out: &mut dyn Write) -> io::Result<()> {
    for (i, f) in asked.decision.alternatives.iter().enumerate() {
        let game = loc.text(&game_name(f));
        writeln!(out, "  {}. {} ({game})", i + 1, loc.get(&f.question_id()))?;
    }
    Ok(())
}

/// Writes the answer to a question, or why there is none.
pub fn write_ask(asked: &Asked, loc: &Localiser, out: &mut dyn Write) -> io::Result<()> {
    match &asked.decision.outcome {
        Ok(answered) if answered.picked => {
            let fact = answered.fact;
            writeln!(
                out,
                "{} ({})",
                loc.get(&fact.question_id()),
                games_named(answered, loc)
            )?;
            writeln!(out, "{}", loc.get(&fact.answer_id()))?;
            writeln!(out, "{}", loc.get(&fact.explain_id()))?;
        }
        Ok(answered) => {
            let fact = answered.fact;
            writeln!(
                out,
                "{}",
                head(answered, asked.analysis.negative_question(), loc)
            )?;
            writeln!(out, "{}", rule_text(fact, loc))?;
            for other in &answered.others {
                let rule = rule_text(other, loc);
                if rule != rule_text(fact, loc) {
                    let line = Message::new("qa-ask-in-game")
                        .msg("game", game_name(other))
                        .text("rule", rule);
                    writeln!(out, "{}", loc.text(&line))?;
                }
            }
            writeln!(out, "{}", loc.get(&fact.explain_id()))?;
            if let Some(line) = misconception(answered, loc) {
                writeln!(out, "{line}")?;
            }
            let question = loc.get(&fact.question_id());
            writeln!(
                out,
                "{}",
                loc.text(&Message::new("qa-ask-understood").text("question", question))
            )?;
            if !asked.decision.alternatives.is_empty() {
                writeln!(out)?;
                writeln!(out, "{}", loc.get("qa-ask-see-also"))?;
                write_alternatives(asked, loc, out)?;
            }
        }
        Err(why) => {
            writeln!(out, "{}", why_not(why, loc))?;
            writeln!(out, "{}", loc.get("qa-ask-closest"))?;
            write_alternatives(asked, loc, out)?;
        }
    }
    Ok(())
}

/// The JSON report of a question (contract §4, with `game`, `fact`,
/// `explanation`, `misconception` and `reason`).
pub fn ask_report(asked: &Asked, loc: &Localiser) -> AskReport {
    let alternatives = asked
        .decision
        .alternatives
        .iter()
        .map(|f| AskAlternative {
            fact: f.id.to_string(),
            game: f.game.name(),
            question: loc.get(&f.question_id()),
        })
        .collect();
    match &asked.decision.outcome {
        Ok(answered) => {
            let fact = answered.fact;
            let rule = rule_text(fact, loc);
            let answer = match answered.verdict {
                Some(v) => format!(
                    "{} {rule}",
                    verdict_line(v, asked.analysis.negative_question(), answered, loc)
                ),
                None if answered.picked => loc.get(&fact.answer_id()),
                None => rule,
            };
            AskReport {
                alternatives,
                answer: Some(answer),
                explanation: Some(loc.get(&fact.explain_id())),
                fact: Some(fact.id.to_string()),
                game: Some(fact.game.name()),
                games: std::iter::once(fact)
                    .chain(answered.others.iter().copied())
                    .map(|f| f.game.name())
                    .collect(),
                also_facts: answered.others.iter().map(|f| f.id.to_string()).collect(),
                id: Some(fact.id.to_string()),
                lang: asked.lang.code(),
                message: None,
                negative: asked.analysis.negative_question(),
                misconception: misconception(answered, loc),
                question: Some(loc.get(&fact.question_id())),
                reason: if answered.picked {
                    "picked"
                } else {
                    "answered"
                },
                verdict: answered.verdict.map(verdict_word),
            }
        }
        Err(why) => AskReport {
            alternatives,
            answer: None,
            explanation: None,
            fact: None,
            game: None,
            games: Vec::new(),
            also_facts: Vec::new(),
            id: None,
            lang: asked.lang.code(),
            message: Some(why_not(why, loc)),
            negative: asked.analysis.negative_question(),
            misconception: None,
            question: None,
            reason: match why {
                Abstain::NotUnderstood => "not-understood",
                Abstain::GameUnclear(_) => "game-unclear",
                Abstain::Conflict => "conflict",
            },
            verdict: None,
        },
    }
}
