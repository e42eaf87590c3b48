//! The authoring check (`plyyard verify`): positions valid, questions answerable,
//! recorded answers equal to the engine's, declared traps effective, texts
//! present in every language.

use fluent_bundle::FluentResource;

use super::check::Solution;
use super::load::load;
use super::model::{Exercise, Texts};
use super::source::{LineCol, Source};
use crate::i18n::{Lang, Localiser};
use crate::message::Message;
use crate::problem::{AuthoringCode, Code, FileCode, Span};

/// One problem found by `verify`.
#[derive(Clone, Debug)]
pub struct VerifyProblem {
    /// The exercise (id or path).
    pub exercise: String,
    /// Stable kebab-case code.
    pub code: Code,
    /// What is wrong.
    pub message: Message,
    /// Where in the file, when known.
    pub at: Option<LineCol>,
}

fn located(
    source: &Source,
    exercise: &str,
    code: impl Into<Code>,
    message: Message,
    span: Option<&Span>,
) -> VerifyProblem {
    VerifyProblem {
        exercise: exercise.to_string(),
        code: code.into(),
        message,
        at: span.map(|s| source.locate(s)),
    }
}

/// Verifies one exercise source; an empty list means all is well. Texts are
/// asked for in the exercise's own languages (`langs`, all three by default).
pub fn verify(id: &str, source: Source, texts: Texts) -> Vec<VerifyProblem> {
    verify_in(id, source, texts, None)
}

/// Like [`verify`], asking for texts only in `langs` when given (`verify
/// --langs fr`) instead of the exercise's own languages.
pub fn verify_in(
    id: &str,
    source: Source,
    texts: Texts,
    langs: Option<&[Lang]>,
) -> Vec<VerifyProblem> {
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
        let langs = langs.unwrap_or(&exercise.langs);
        problems.extend(verify_texts(&exercise, langs));
    }
    problems
}

/// Verifies a source that carries no texts (a rule-question witness).
pub fn verify_source(label: &str, source: &str) -> Vec<VerifyProblem> {
    verify(label, Source::new(label, source), Texts::None)
}

fn verify_answers(exercise: &Exercise) -> Vec<VerifyProblem> {
    let src = &exercise.source;
    let id = exercise.id.as_str();
    let mut out = Vec::new();
    for q in &exercise.questions {
        let solution = match Solution::new(exercise, q) {
            Ok(s) => s,
            Err(err) => {
                let span = err.span.clone().unwrap_or(q.span.clone());
                out.push(located(
                    src,
                    id,
                    AuthoringCode::QuestionUnanswerable,
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
                AuthoringCode::AnswerMissing,
                Message::new("verify-answer-missing").num("question", q.number as i64),
                Some(&q.span),
            )),
            Some(recorded) => {
                let key = solution.key();
                match solution.read(recorded.get_ref()) {
                    Err(err) => out.push(located(
                        src,
                        id,
                        AuthoringCode::AnswerUnreadable,
                        Message::new("verify-answer-unreadable")
                            .text("given", err.given)
                            .msg("expected", err.expected),
                        Some(&recorded.span()),
                    )),
                    Ok(given) if given != *key => out.push(located(
                        src,
                        id,
                        AuthoringCode::AnswerMismatch,
                        Message::new("verify-answer-mismatch")
                            .num("question", q.number as i64)
                            .msg("given", given.message(&q.ask, exercise.adapter))
                            .msg("engine", key.message(&q.ask, exercise.adapter)),
                        Some(&recorded.span()),
                    )),
                    Ok(_) => {}
                }
            }
        }
        for trap in &q.traps {
            if solution.trap_answer(*trap.get_ref()).is_none() {
                out.push(located(
                    src,
                    id,
                    AuthoringCode::TrapNoEffect,
                    Message::new("verify-trap-no-effect")
                        .text("trap", trap.get_ref().name())
                        .num("question", q.number as i64),
                    Some(&trap.span()),
                ));
            }
        }
    }
    out
}

/// What is wrong with a teacher's text files (unreadable, Fluent syntax
/// errors), located in those files: the other commands warn about it, since
/// the texts concerned are not used (review R12).
pub fn text_file_problems(exercise: &Exercise) -> Vec<VerifyProblem> {
    text_syntax(exercise).0
}

/// Fluent syntax errors of a teacher's text files, located in those files.
/// Returns the problems and the languages whose files have errors.
fn text_syntax(exercise: &Exercise) -> (Vec<VerifyProblem>, Vec<Lang>) {
    let mut out = Vec::new();
    let mut broken = Vec::new();
    let Texts::Files(files) = &exercise.texts else {
        return (out, broken);
    };
    for file in files {
        if let Some((reason, at)) = &file.unreadable {
            broken.push(file.lang);
            out.push(VerifyProblem {
                exercise: file.label.clone(),
                code: FileCode::Unreadable.into(),
                message: Message::new("file-unreadable-text").msg("detail", reason.clone()),
                at: *at,
            });
            continue;
        }
        let Err((_, errors)) = FluentResource::try_new(file.text.clone()) else {
            continue;
        };
        broken.push(file.lang);
        let source = Source::new(file.label.clone(), file.text.clone());
        for error in errors {
            let at = source.locate(&(error.pos.start..error.pos.end));
            let line = file.text.lines().nth(at.line - 1).unwrap_or("").trim();
            out.push(VerifyProblem {
                exercise: file.label.clone(),
                code: AuthoringCode::TextSyntax.into(),
                message: Message::new("verify-text-syntax")
                    .text("file", file.label.clone())
                    .num("line", at.line as i64)
                    .num("column", at.column as i64)
                    .text("text", line),
                at: Some(at),
            });
        }
    }
    (out, broken)
}

fn verify_texts(exercise: &Exercise, langs: &[Lang]) -> Vec<VerifyProblem> {
    let mut parts = vec!["title".to_string(), "explain".to_string()];
    parts.extend(exercise.questions.iter().map(|q| format!("q{}", q.number)));
    let (mut out, broken) = text_syntax(exercise);
    let english = Localiser::with_extra(Lang::En, &exercise.extra_sources(Lang::En));
    for &lang in langs {
        if broken.contains(&lang) {
            // The syntax error is the problem to fix; what it hides is not
            // reported as missing.
            continue;
        }
        let loc = Localiser::with_extra(lang, &exercise.extra_sources(lang));
        for part in &parts {
            let Some(text_id) = exercise.text_id(part) else {
                continue;
            };
            if !loc.has(&text_id) {
                out.push(located(
                    &exercise.source,
                    &exercise.id,
                    AuthoringCode::TextMissing,
                    Message::new("verify-text-missing")
                        .text("id", text_id)
                        .text("lang", lang.code()),
                    None,
                ));
            } else if untranslated(lang, &loc.get(&text_id), &english.get(&text_id)) {
                out.push(located(
                    &exercise.source,
                    &exercise.id,
                    AuthoringCode::TextUntranslated,
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
