//! Problems found in an exercise file or its position, with stable codes and
//! the place in the file.

use std::fmt;
use std::ops::Range;

use crate::message::Message;

/// A byte range in the exercise file's source text.
pub type Span = Range<usize>;

/// Why a file cannot be read as an exercise (the file's structure), or a value
/// outside its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileCode {
    /// TOML syntax.
    TomlSyntax,
    /// A required key is absent.
    MissingKey,
    /// A key the format does not know.
    UnknownKey,
    /// A value of the wrong type.
    WrongType,
    /// `format` newer than this build reads.
    FormatUnsupported,
    /// `game` names no game.
    UnknownGame,
    /// `ask` names no question, or one this game does not answer.
    UnknownAsk,
    /// `about` names nothing `after` reports.
    UnknownAbout,
    /// A trap this game does not model.
    UnknownTrap,
    /// A parameter the question needs is absent.
    MissingParam,
    /// The file has no `[[question]]`.
    NoQuestion,
    /// A number outside its allowed range (a readable file: exit 1).
    OutOfRange,
    /// The file is larger than an exercise file may be.
    TooLarge,
    /// More `[[question]]` tables than an exercise may have.
    TooManyQuestions,
    /// The file cannot be read at all (`verify` goes on with the others).
    Unreadable,
    /// Only the first problems are listed: this one counts the others.
    TooManyProblems,
}

/// What `verify` finds wrong in an exercise an author wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AuthoringCode {
    /// The engine cannot answer the question on this position.
    QuestionUnanswerable,
    /// No recorded `answer`.
    AnswerMissing,
    /// The recorded answer cannot be read.
    AnswerUnreadable,
    /// The recorded answer differs from the engine's.
    AnswerMismatch,
    /// A declared trap does not change the answer.
    TrapNoEffect,
    /// A text is missing in a language.
    TextMissing,
    /// A text is the English one, not translated.
    TextUntranslated,
    /// A teacher's Fluent file cannot be read (located in that file).
    TextSyntax,
}

/// A problem's stable kebab-case code (documented in the README).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    /// The file's structure.
    File(FileCode),
    /// Authoring checks of `verify`.
    Authoring(AuthoringCode),
    /// A position that breaks its game's rules; the code comes from the game's
    /// typed setup problem (`two-kings`, `plane-count`, …).
    Rule(&'static str),
}

impl FileCode {
    /// Every file code.
    pub const ALL: [FileCode; 16] = [
        FileCode::TomlSyntax,
        FileCode::MissingKey,
        FileCode::UnknownKey,
        FileCode::WrongType,
        FileCode::FormatUnsupported,
        FileCode::UnknownGame,
        FileCode::UnknownAsk,
        FileCode::UnknownAbout,
        FileCode::UnknownTrap,
        FileCode::MissingParam,
        FileCode::NoQuestion,
        FileCode::OutOfRange,
        FileCode::TooLarge,
        FileCode::TooManyQuestions,
        FileCode::Unreadable,
        FileCode::TooManyProblems,
    ];

    /// The kebab-case code.
    pub fn as_str(self) -> &'static str {
        match self {
            FileCode::TomlSyntax => "toml-syntax",
            FileCode::MissingKey => "missing-key",
            FileCode::UnknownKey => "unknown-key",
            FileCode::WrongType => "wrong-type",
            FileCode::FormatUnsupported => "format-unsupported",
            FileCode::UnknownGame => "unknown-game",
            FileCode::UnknownAsk => "unknown-ask",
            FileCode::UnknownAbout => "unknown-about",
            FileCode::UnknownTrap => "unknown-trap",
            FileCode::MissingParam => "missing-param",
            FileCode::NoQuestion => "no-question",
            FileCode::OutOfRange => "out-of-range",
            FileCode::TooLarge => "too-large",
            FileCode::TooManyQuestions => "too-many-questions",
            FileCode::Unreadable => "unreadable-file",
            FileCode::TooManyProblems => "too-many-problems",
        }
    }
}

impl AuthoringCode {
    /// Every authoring code.
    pub const ALL: [AuthoringCode; 8] = [
        AuthoringCode::QuestionUnanswerable,
        AuthoringCode::AnswerMissing,
        AuthoringCode::AnswerUnreadable,
        AuthoringCode::AnswerMismatch,
        AuthoringCode::TrapNoEffect,
        AuthoringCode::TextMissing,
        AuthoringCode::TextUntranslated,
        AuthoringCode::TextSyntax,
    ];

    /// The kebab-case code.
    pub fn as_str(self) -> &'static str {
        match self {
            AuthoringCode::QuestionUnanswerable => "question-unanswerable",
            AuthoringCode::AnswerMissing => "answer-missing",
            AuthoringCode::AnswerUnreadable => "answer-unreadable",
            AuthoringCode::AnswerMismatch => "answer-mismatch",
            AuthoringCode::TrapNoEffect => "trap-no-effect",
            AuthoringCode::TextMissing => "text-missing",
            AuthoringCode::TextUntranslated => "text-untranslated",
            AuthoringCode::TextSyntax => "text-syntax",
        }
    }
}

impl Code {
    /// The kebab-case code.
    pub fn as_str(self) -> &'static str {
        match self {
            Code::File(c) => c.as_str(),
            Code::Authoring(c) => c.as_str(),
            Code::Rule(c) => c,
        }
    }

    /// Whether the problem makes the file unreadable (exit 2 for `validate`),
    /// rather than a readable file that breaks the rules (exit 1).
    pub fn is_structural(self) -> bool {
        matches!(self, Code::File(c) if c != FileCode::OutOfRange && c != FileCode::TooManyProblems)
    }
}

impl From<FileCode> for Code {
    fn from(c: FileCode) -> Code {
        Code::File(c)
    }
}

impl From<AuthoringCode> for Code {
    fn from(c: AuthoringCode) -> Code {
        Code::Authoring(c)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl serde::Serialize for Code {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// One problem found in a position (or its file), with a stable code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Stable kebab-case code, e.g. `two-kings`.
    pub code: Code,
    /// The explanation.
    pub message: Message,
    /// Squares (points, tiles) involved, canonical names.
    pub squares: Vec<String>,
    /// Where in the file, when known.
    pub span: Option<Span>,
}

impl Problem {
    /// A problem with its code, message, squares and place.
    pub fn new(
        code: impl Into<Code>,
        message: Message,
        squares: Vec<String>,
        span: Option<Span>,
    ) -> Self {
        Self {
            code: code.into(),
            message,
            squares,
            span,
        }
    }

    /// A problem of a position that breaks its game's rules.
    pub fn rule(
        code: &'static str,
        message: Message,
        squares: Vec<String>,
        span: Option<Span>,
    ) -> Self {
        Self::new(Code::Rule(code), message, squares, span)
    }
}

/// At most this many problems of one file are listed; the others are counted
/// in one last `too-many-problems` problem.
pub const MAX_PROBLEMS: usize = 100;

/// Keeps the first [`MAX_PROBLEMS`] of `problems` (sorted by place) and adds
/// one `too-many-problems` problem that counts the others (and `unlisted`
/// more found but not in the list), at the place of the first one left out. If the kept problems are all readable-file problems
/// while one left out is structural, that one replaces the last kept, so that
/// the exit status stays what the whole list says.
pub fn cap_problems(mut problems: Vec<Problem>, unlisted: usize) -> Vec<Problem> {
    if problems.len() <= MAX_PROBLEMS && unlisted == 0 {
        return problems;
    }
    let mut rest = problems.split_off(MAX_PROBLEMS.min(problems.len()));
    if !problems.iter().any(|p| p.code.is_structural())
        && let Some(i) = rest.iter().position(|p| p.code.is_structural())
    {
        let structural = rest.remove(i);
        let last = problems.pop().expect("MAX_PROBLEMS > 0");
        problems.push(structural);
        rest.insert(0, last);
    }
    let span = rest.first().and_then(|p| p.span.clone());
    problems.push(Problem::new(
        FileCode::TooManyProblems,
        Message::new("file-too-many-problems")
            .num("count", (rest.len() + unlisted) as i64)
            .num("max", MAX_PROBLEMS as i64),
        Vec::new(),
        span,
    ));
    problems
}

/// How many problems a problem stands for: one, or for `too-many-problems`
/// the number it counts (so that totals count every problem found).
pub fn weight(code: Code, message: &Message) -> usize {
    if code != Code::File(FileCode::TooManyProblems) {
        return 1;
    }
    message
        .args
        .iter()
        .find_map(|(name, arg)| match (name, arg) {
            (&"count", crate::message::Arg::Num(n)) => usize::try_from(*n).ok(),
            _ => None,
        })
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(code: impl Into<Code>, at: usize) -> Problem {
        Problem::new(code, Message::new("x"), Vec::new(), Some(at..at))
    }

    #[test]
    fn a_long_list_is_capped_and_counted() {
        let few: Vec<Problem> = (0..MAX_PROBLEMS)
            .map(|i| problem(Code::Rule("r"), i))
            .collect();
        assert_eq!(cap_problems(few.clone(), 0), few);
        let many: Vec<Problem> = (0..250).map(|i| problem(FileCode::UnknownKey, i)).collect();
        let capped = cap_problems(many, 0);
        assert_eq!(capped.len(), MAX_PROBLEMS + 1);
        let last = capped.last().unwrap();
        assert_eq!(last.code, Code::File(FileCode::TooManyProblems));
        assert_eq!(last.span, Some(100..100));
        assert_eq!(last.message.args[0].1, crate::message::Arg::Num(150));
        let total: usize = capped.iter().map(|p| weight(p.code, &p.message)).sum();
        assert_eq!(total, 250);
    }

    #[test]
    fn a_structural_problem_left_out_is_kept() {
        let mut many: Vec<Problem> = (0..200).map(|i| problem(Code::Rule("r"), i)).collect();
        many.push(problem(FileCode::UnknownKey, 500));
        let capped = cap_problems(many, 0);
        assert_eq!(capped.len(), MAX_PROBLEMS + 1);
        assert!(capped.iter().any(|p| p.code.is_structural()));
        assert!(!capped.last().unwrap().code.is_structural());
    }
}
