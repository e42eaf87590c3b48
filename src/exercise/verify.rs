//! The authoring check (`plyyard verify`): positions valid, questions answerable,
//! recorded answers equal to the engine's, declared traps effective, texts
//! present in every language.

use super::answer::parse_answer;
use super::check::{key, trap_answer};
use super::load::load;
use super::model::{Exercise, Texts};
use super::source::{LineCol, Source};
use crate::game_api::Span;
use crate::games;
use crate::i18n::{Lang, Localiser};
use crate::message::Message;

/// One problem found by `verify`.
#[derive(Clone, Debug)]
pub struct VerifyProblem {
    /// The exercise (id or path).
    pub exercise: String,
    /// Stable kebab-case code.
    pub code: &'static str,
    /// What is wrong.
    pub message: Message,
    /// Where in the file, when known.
    pub at: Option<LineCol>,
}

fn located(
    source: &Source,
    exercise: &str,
    code: &'static str,
    message: Message,
    span: Option<&Span>,
) -> VerifyProblem {
    VerifyProblem {
        exercise: exercise.to_string(),
        code,
        message,
        at: span.map(|s| source.locate(s)),
    }
}

/// Verifies one exercise source; an empty list means all is well.
pub fn verify(id: &str, source: Source, texts: Texts) -> Vec<VerifyProblem> {
    let check_texts = !matches!(texts, Texts::None);
    let exercise = match load(id, source, texts) {
        Ok(e) => e,
        Err(err) => {
            return err
                .problems
                .iter()
                .map(|p| located(&err.source, id, p.code, p.message.clone(), p.span.as_ref()))
                .collect();
        }
    };
    let mut problems = verify_answers(&exercise);
    if check_texts {
        problems.extend(verify_texts(&exercise));
    }
    problems
}

/// Verifies a source that carries no texts (a rule-question witness).
pub fn verify_source(label: &str, source: &str) -> Vec<VerifyProblem> {
    verify(label, Source::new(label, source), Texts::None)
}

fn verify_answers(exercise: &Exercise) -> Vec<VerifyProblem> {
    let adapter = games::adapter(exercise.game);
    let src = &exercise.source;
    let id = exercise.id.as_str();
    let mut out = Vec::new();
    for q in &exercise.questions {
        let key = match key(exercise, q) {
            Ok(k) => k,
            Err(err) => {
                let span = err.span.clone().unwrap_or(q.span.clone());
                out.push(located(
                    src,
                    id,
                    "question-unanswerable",
                    err.message,
                    Some(&span),
                ));
                continue;
            }
        };
        match &q.answer {
            None => out.push(located(
                src,
                id,
                "answer-missing",
                Message::new("verify-answer-missing").num("question", q.number as i64),
                Some(&q.span),
            )),
            Some(recorded) => {
                match parse_answer(adapter.answer_kind(&q.ask), recorded.get_ref(), adapter) {
                    Err(err) => out.push(located(
                        src,
                        id,
                        "answer-unreadable",
                        Message::new("verify-answer-unreadable")
                            .text("given", err.given)
                            .msg("expected", err.expected),
                        Some(&recorded.span()),
                    )),
                    Ok(given) if given != key => out.push(located(
                        src,
                        id,
                        "answer-mismatch",
                        Message::new("verify-answer-mismatch")
                            .num("question", q.number as i64)
                            .text("given", given.to_string())
                            .text("engine", key.to_string()),
                        Some(&recorded.span()),
                    )),
                    Ok(_) => {}
                }
            }
        }
        for trap in &q.traps {
            if trap_answer(exercise, q, trap.get_ref(), &key).is_none() {
                out.push(located(
                    src,
                    id,
                    "trap-no-effect",
                    Message::new("verify-trap-no-effect")
                        .text("trap", trap.get_ref().as_str())
                        .num("question", q.number as i64),
                    Some(&trap.span()),
                ));
            }
        }
    }
    out
}

fn verify_texts(exercise: &Exercise) -> Vec<VerifyProblem> {
    let mut parts = vec!["title".to_string(), "explain".to_string()];
    parts.extend(exercise.questions.iter().map(|q| format!("q{}", q.number)));
    let mut out = Vec::new();
    let english = Localiser::with_extra(Lang::En, &exercise.extra_sources(Lang::En));
    for lang in Lang::ALL {
        let loc = Localiser::with_extra(lang, &exercise.extra_sources(lang));
        for part in &parts {
            let Some(text_id) = exercise.text_id(part) else {
                continue;
            };
            if !loc.has(&text_id) {
                out.push(located(
                    &exercise.source,
                    &exercise.id,
                    "text-missing",
                    Message::new("verify-text-missing")
                        .text("id", text_id)
                        .text("lang", lang.code()),
                    None,
                ));
            } else if untranslated(lang, &loc.get(&text_id), &english.get(&text_id)) {
                out.push(located(
                    &exercise.source,
                    &exercise.id,
                    "text-untranslated",
                    Message::new("verify-text-untranslated")
                        .text("id", text_id)
                        .text("lang", lang.code()),
                    None,
                ));
            }
        }
    }
    out
}

/// A French text identical to the English one (longer than a few words), or a
/// Russian text without a Cyrillic letter, was left untranslated.
fn untranslated(lang: Lang, text: &str, english: &str) -> bool {
    match lang {
        Lang::En => false,
        Lang::Fr => text == english && text.split_whitespace().count() > 3,
        Lang::Ru => {
            text.chars().any(char::is_alphabetic)
                && !text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
        }
    }
}
