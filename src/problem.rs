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
    pub const ALL: [FileCode; 12] = [
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
        matches!(self, Code::File(c) if c != FileCode::OutOfRange)
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
