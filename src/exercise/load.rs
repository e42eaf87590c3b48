//! Reads an exercise file: TOML syntax, the common keys, the questions, and the
//! game's `[position]` (through its adapter). Every problem is collected.

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::model::{Exercise, QuestionSpec, Texts};
use super::source::Source;
use super::toml_errors::syntax_error;
use crate::game_api::{About, Ask, GameAdapter, GameKind, Param, ParamValue, Status, Trap};
use crate::games;
use crate::i18n::Lang;
use crate::message::Message;
use crate::position_reader::{Int, PositionReader, int_literal};
use crate::problem::{FileCode, MAX_PROBLEMS, Problem, Span, cap_problems};

/// The newest exercise file format this build reads.
pub const FORMAT: i64 = 1;

/// The largest exercise file read, in bytes (1 MiB): a larger one is refused
/// before it is parsed.
pub const MAX_FILE_BYTES: usize = 1 << 20;

/// The most `[[question]]` tables an exercise may have.
pub const MAX_QUESTIONS: usize = 100;

/// Why an exercise could not be loaded.
#[derive(Debug)]
pub struct LoadError {
    /// The file, for locating problems.
    pub source: Source,
    /// Every problem found, in file order.
    pub problems: Vec<Problem>,
}

impl LoadError {
    /// Whether the file is unreadable (syntax or structure), rather than a
    /// readable position that breaks the rules.
    pub fn unreadable(&self) -> bool {
        self.problems.iter().any(|p| p.code.is_structural())
    }
}

/// Loads an exercise from its source. `id` is its catalogue id (or the path);
/// `texts` says where its title and prompts come from.
pub fn load(id: &str, source: Source, texts: Texts) -> Result<Exercise, LoadError> {
    let (exercise, problems) = read_capped(id, &source, texts);
    match exercise {
        Some(exercise) if problems.is_empty() => Ok(exercise),
        _ => Err(LoadError { source, problems }),
    }
}

/// The position's status and every problem, for `validate`: the status is
/// known when the position is valid.
pub fn validate(source: &Source) -> (Option<Status>, Vec<Problem>) {
    let (exercise, problems) = read_capped(&source.label, source, Texts::None);
    (exercise.map(|e| e.position.status()), problems)
}

/// [`read`] with at most [`crate::problem::MAX_PROBLEMS`] problems listed.
fn read_capped(id: &str, source: &Source, texts: Texts) -> (Option<Exercise>, Vec<Problem>) {
    if source.text.len() > MAX_FILE_BYTES {
        let problem = Problem::new(
            FileCode::TooLarge,
            Message::new("file-too-large")
                .num("size", source.text.len() as i64)
                .num("max", MAX_FILE_BYTES as i64),
            Vec::new(),
            Some(0..0),
        );
        return (None, vec![problem]);
    }
    let (exercise, problems, unlisted) = read(id, source, texts);
    (exercise, cap_problems(problems, unlisted))
}

/// The exercise (when its position is valid), its problems, and how many more
/// problems were found but not even made into [`Problem`]s (TOML syntax errors
/// beyond the first that can be listed).
fn read(id: &str, source: &Source, texts: Texts) -> (Option<Exercise>, Vec<Problem>, usize) {
    let (doc, errors) = DeTable::parse_recoverable(&source.text);
    if !errors.is_empty() {
        // A list left open makes every later line an error: one problem,
        // where it was opened.
        if let Some(problem) = super::toml_errors::unclosed_array_problem(&source.text) {
            return (None, vec![problem], 0);
        }
        // Every syntax error at once (the first ones are listed, the others
        // counted); what follows them cannot be trusted.
        let mut errors: Vec<_> = errors.iter().collect();
        errors.sort_by_key(|err| err.span().map_or(0, |s| s.start));
        let shown = errors.len().min(MAX_PROBLEMS + 1);
        let problems: Vec<Problem> = errors[..shown]
            .iter()
            .map(|err| {
                Problem::new(
                    FileCode::TomlSyntax,
                    syntax_error(err.message()),
                    Vec::new(),
                    Some(super::toml_errors::error_span(
                        &source.text,
                        err.message(),
                        err.span(),
                    )),
                )
            })
            .collect();
        return (None, problems, errors.len() - shown);
    }
    let whole = doc.span();
    let mut top = PositionReader::named(doc.get_ref(), whole.clone(), "");
    let mut problems = Vec::new();

    let game = format_and_game(&mut top, FORMAT, &mut problems);
    let level = top.opt_int("level", 1, 3).map_or(1, |l| *l.get_ref() as u8);
    let tags: Vec<String> = top
        .opt_strings("tags")
        .unwrap_or_default()
        .into_iter()
        .map(|t| t.into_inner())
        .collect();
    let langs = read_langs(&mut top, &mut problems);
    let position_table = top.opt_table("position");
    if position_table.is_none() && doc.get_ref().get("position").is_none() {
        problems.push(Problem::new(
            FileCode::MissingKey,
            Message::new("file-missing-key").text("key", "position"),
            Vec::new(),
            Some(0..0),
        ));
    }
    let question_tables = top.opt_tables("question");
    if question_tables.is_empty() && doc.get_ref().get("question").is_none() {
        problems.push(Problem::new(
            FileCode::NoQuestion,
            Message::new("file-no-question"),
            Vec::new(),
            Some(0..0),
        ));
    }
    problems.extend(top.finish());

    let Some(game) = game else {
        problems.sort_by_key(|p| p.span.as_ref().map_or(0, |s| s.start));
        return (None, problems, 0);
    };
    let adapter = games::adapter(game);
    let mut questions = Vec::new();
    if let Some((_, span)) = question_tables.get(MAX_QUESTIONS) {
        problems.push(Problem::new(
            FileCode::TooManyQuestions,
            Message::new("file-too-many-questions")
                .num("count", question_tables.len() as i64)
                .num("max", MAX_QUESTIONS as i64),
            Vec::new(),
            Some(span.clone()),
        ));
    }
    for (index, (table, span)) in question_tables.into_iter().take(MAX_QUESTIONS).enumerate() {
        if let Some(q) = read_question(adapter, index + 1, table, span, &mut problems) {
            questions.push(q);
        }
    }
    let position = position_table.and_then(|(table, span)| {
        let mut reader = PositionReader::new(table, span);
        let position = adapter.load_position(&mut reader);
        problems.extend(reader.finish());
        position
    });
    problems.sort_by_key(|p| p.span.as_ref().map_or(0, |s| s.start));
    let exercise = position.map(|position| Exercise {
        id: id.to_string(),
        source: source.clone(),
        game,
        adapter,
        level,
        tags,
        position,
        questions,
        texts,
        langs,
    });
    (exercise, problems, 0)
}

/// `langs = ["fr", …]`: the languages of the exercise's texts (all three by
/// default); a code that is not `en`, `fr` or `ru` is a `wrong-type` problem.
fn read_langs(top: &mut PositionReader<'_>, problems: &mut Vec<Problem>) -> Vec<Lang> {
    let Some(codes) = top.opt_strings("langs") else {
        return Lang::ALL.to_vec();
    };
    let mut langs = Vec::new();
    for code in codes {
        match Lang::parse(code.get_ref()) {
            Some(lang) if !langs.contains(&lang) => langs.push(lang),
            Some(_) => {}
            None => problems.push(Problem::new(
                FileCode::WrongType,
                Message::new("file-wrong-type")
                    .text("key", "langs")
                    .msg("expected", Message::new("type-lang-list")),
                Vec::new(),
                Some(code.span()),
            )),
        }
    }
    langs
}

fn read_question(
    adapter: &dyn GameAdapter,
    number: usize,
    table: &DeTable<'_>,
    span: Span,
    problems: &mut Vec<Problem>,
) -> Option<QuestionSpec> {
    let prefix = format!("question[{number}]");
    let mut r = PositionReader::named(table, span.clone(), &prefix);
    let ask_name = r.string("ask");
    let ask = ask_name.as_ref().and_then(|name| {
        let Some(params) = Ask::params(name.get_ref()) else {
            r.problem(Problem::new(
                FileCode::UnknownAsk,
                Message::new("file-unknown-ask").text("ask", name.get_ref().as_str()),
                Vec::new(),
                Some(name.span()),
            ));
            return None;
        };
        let values = params
            .iter()
            .map(|param| read_param(&mut r, *param, &prefix, name.get_ref(), &span))
            .collect();
        Ask::build(name.get_ref(), values)
    });
    if let (Some(ask), Some(name)) = (&ask, &ask_name)
        && !adapter.supports(ask)
    {
        r.problem(Problem::new(
            FileCode::UnknownAsk,
            Message::new("file-ask-not-for-game")
                .text("ask", ask.name())
                .text("game", adapter.kind().name()),
            Vec::new(),
            Some(name.span()),
        ));
    }
    let answer = r.opt_raw("answer").and_then(|value| {
        let text = answer_text(value.get_ref());
        if text.is_none() {
            r.wrong_type("answer", "answer", value.span());
        }
        text.map(|t| Spanned::new(value.span(), t))
    });
    let mut traps = Vec::new();
    for name in r.opt_strings("traps").unwrap_or_default() {
        match Trap::parse(adapter.kind(), name.get_ref()) {
            Some(trap) => traps.push(Spanned::new(name.span(), trap)),
            None => {
                let known: Vec<&str> = adapter.traps().iter().map(|t| t.name()).collect();
                r.problem(Problem::new(
                    FileCode::UnknownTrap,
                    Message::new("file-unknown-trap")
                        .text("trap", name.get_ref().as_str())
                        .text("known", known.join(", ")),
                    Vec::new(),
                    Some(name.span()),
                ));
            }
        }
    }
    let before = problems.len();
    problems.extend(r.finish());
    let ask = ask?;
    (problems.len() == before).then_some(QuestionSpec {
        number,
        ask,
        answer,
        traps,
        span,
    })
}

/// Reads one parameter of a question; a missing required one is a problem.
fn read_param(
    r: &mut PositionReader<'_>,
    param: Param,
    prefix: &str,
    ask: &str,
    span: &Span,
) -> Option<ParamValue> {
    let (key, required) = match param {
        Param::Text(k) | Param::List(k) | Param::Number(k, _, _) => (k, true),
        Param::OptText(k) => (k, false),
    };
    let value = match param {
        Param::Text(_) | Param::OptText(_) if key == "about" => {
            r.opt_string(key).and_then(|about| {
                let found = About::parse(about.get_ref());
                if found.is_none() {
                    r.problem(Problem::new(
                        FileCode::UnknownAbout,
                        Message::new("file-unknown-about").text("about", about.get_ref().as_str()),
                        Vec::new(),
                        Some(about.span()),
                    ));
                }
                found.map(ParamValue::About)
            })
        }
        Param::Text(_) | Param::OptText(_) => r.opt_string(key).map(ParamValue::Text),
        Param::List(_) => r.opt_strings(key).map(ParamValue::List),
        Param::Number(_, min, max) => r
            .opt_int(key, i64::from(min), i64::from(max))
            .map(|n| ParamValue::Number(*n.get_ref() as u32)),
    };
    if value.is_none() && required && r.value_span(key).is_none() {
        r.problem(Problem::new(
            FileCode::MissingParam,
            Message::new("file-missing-param")
                .text("key", format!("{prefix}.{key}"))
                .text("ask", ask),
            Vec::new(),
            Some(span.clone()),
        ));
    }
    value
}

/// The author's answer as text: a string, a boolean, a number, or a list.
fn answer_text(value: &DeValue<'_>) -> Option<String> {
    match value {
        DeValue::String(s) => Some(s.to_string()),
        DeValue::Boolean(b) => Some(if *b { "yes" } else { "no" }.to_string()),
        DeValue::Integer(_) => int_literal(value).map(|n| match n {
            Int::Value(n) => n.to_string(),
            Int::TooBig(digits) => digits,
        }),
        DeValue::Array(items) => {
            let parts: Option<Vec<String>> =
                items.iter().map(|i| answer_text(i.get_ref())).collect();
            parts.map(|p| {
                if p.is_empty() {
                    "none".to_string()
                } else {
                    p.join(", ")
                }
            })
        }
        _ => None,
    }
}

/// The `format` and `game` keys every file begins with: a missing or
/// unsupported format and an unknown game are pushed to `problems`; the
/// game if it is known.
pub(crate) fn format_and_game(
    top: &mut PositionReader<'_>,
    supported: i64,
    problems: &mut Vec<Problem>,
) -> Option<GameKind> {
    match top.opt_raw("format") {
        None => problems.push(Problem::new(
            FileCode::MissingKey,
            Message::new("file-missing-key").text("key", "format"),
            Vec::new(),
            Some(0..0),
        )),
        Some(value) => match int_literal(value.get_ref()) {
            Some(Int::Value(n)) if n == supported => {}
            // 0 and below are no format at all, not a newer one (review R13).
            Some(Int::Value(n)) => problems.push(Problem::new(
                FileCode::FormatUnsupported,
                Message::new(if n > supported {
                    "file-format-unsupported"
                } else {
                    "file-format-invalid"
                })
                .num("found", n)
                .num("supported", supported),
                Vec::new(),
                Some(value.span()),
            )),
            Some(Int::TooBig(digits)) => top.too_big("format", digits, value.span()),
            None => top.wrong_type("format", "integer", value.span()),
        },
    }
    top.string("game").and_then(|name| {
        let found = GameKind::parse(name.get_ref());
        if found.is_none() {
            problems.push(Problem::new(
                FileCode::UnknownGame,
                Message::new("file-unknown-game").text("game", name.get_ref().as_str()),
                Vec::new(),
                Some(name.span()),
            ));
        }
        found
    })
}
