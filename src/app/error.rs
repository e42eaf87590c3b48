//! Errors of the commands and the one place that maps them to exit codes and
//! localised messages.

use crate::exercise::Source;
use crate::exercise::{AnswerError, LoadError, OpenError};
use crate::game_api::QuestionError;
use crate::i18n::Localiser;
use crate::message::{Message, display_path, printable};
use crate::os_error::{as_input_error, io_error};
use crate::output::OutputError;

/// Exit statuses (contract §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Success, correct answer, valid position.
    Ok = 0,
    /// Wrong answer, invalid position, verify problems, no match.
    No = 1,
    /// Bad input: unreadable file, bad answer, unknown exercise.
    Error = 2,
}

/// What can stop a command.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The exercise argument names nothing, or the file is unreadable.
    #[error(transparent)]
    Open(#[from] OpenError),
    /// The exercise file has problems.
    #[error("exercise cannot be loaded")]
    Load(Box<LoadError>),
    /// The answer cannot be read.
    #[error("answer cannot be read")]
    Answer(AnswerError),
    /// The question cannot be answered on this position.
    #[error("question cannot be answered")]
    Question(Box<Source>, QuestionError),
    /// `--question` is missing or out of range.
    #[error("no such question")]
    NoQuestion {
        /// The number given, if any.
        given: Option<usize>,
        /// How many questions there are.
        count: usize,
    },
    /// `--game` names no game.
    #[error("unknown game")]
    UnknownGame(String),
    /// The `ask` question is too long to be read.
    #[error(transparent)]
    AskTooLong(#[from] crate::qa::ask::TooLong),
    /// The progress file cannot be read or written.
    #[error("progress file")]
    Progress(Message),
    /// An option the command cannot use as given (the message says why).
    #[error("bad option")]
    Refused(Message),
    /// A file or folder to write cannot be written.
    #[error("cannot write {path}")]
    Write {
        /// The file or folder.
        path: std::path::PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// An output file was not written (already there, the input, or the
    /// system refused).
    #[error(transparent)]
    Output(#[from] crate::output::OutputError),
    /// An output folder that is not a folder.
    #[error("not a folder")]
    NotAFolder(std::path::PathBuf),
    /// An export folder already holds exercise files.
    #[error("export folder used")]
    FolderUsed {
        /// The folder.
        path: std::path::PathBuf,
        /// How many exercise files it holds.
        count: usize,
    },
    /// A folder holds no exercise file.
    #[error("no exercise")]
    NoExercises(String),
    /// Writing output failed.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// Lines already in the reader's language.
    #[error("{}", .0.join("; "))]
    Lines(Vec<String>),
    /// An option or argument that cannot be used (the message says why).
    #[error("bad usage")]
    Usage(Message),
}

impl AppError {
    /// Every error is bad input or an I/O failure: exit 2.
    pub fn exit(&self) -> Exit {
        Exit::Error
    }

    /// The localised lines describing the error (each printed after `error:`).
    pub fn messages(&self, loc: &Localiser) -> Vec<String> {
        match self {
            AppError::Open(OpenError::NotFound(name)) => {
                vec![loc.text(&Message::new("error-no-exercise").text("name", name.as_str()))]
            }
            AppError::Open(err @ OpenError::NotUtf8 { path, at }) => vec![format!(
                "{}:{}:{}: {}",
                display_path(path),
                at.line,
                at.column,
                loc.text(&err.reason())
            )],
            AppError::Open(OpenError::Io { path, source })
                if source.kind() == std::io::ErrorKind::NotFound =>
            {
                vec![loc.text(&Message::new("error-file-missing").text("path", display_path(path)))]
            }
            AppError::Open(
                err @ (OpenError::Io { path, .. }
                | OpenError::NotAFile { path, .. }
                | OpenError::TooLarge { path, .. }),
            ) => vec![
                loc.text(
                    &Message::new("error-read-file")
                        .text("path", path.display().to_string())
                        .msg("detail", err.reason()),
                ),
            ],
            AppError::Load(err) => err
                .problems
                .iter()
                .map(|p| {
                    located(
                        loc,
                        &err.source,
                        p.span.as_ref().map(|s| s.start),
                        &p.message,
                    )
                })
                .collect(),
            AppError::Answer(err) => vec![loc.text(&err.message())],
            AppError::Question(source, err) => vec![located(
                loc,
                source,
                err.span.as_ref().map(|s| s.start),
                &err.message,
            )],
            // `--question 0` is a question that does not exist, not a missing
            // option (review D16).
            AppError::NoQuestion { given: None, count } => {
                vec![loc.text(&Message::new("error-question-needed").num("count", *count as i64))]
            }
            AppError::NoQuestion {
                given: Some(given),
                count,
            } => vec![
                loc.text(
                    &Message::new("error-no-question")
                        .text("given", given.to_string())
                        .num("count", *count as i64),
                ),
            ],
            AppError::UnknownGame(name) => {
                vec![loc.text(&Message::new("error-unknown-game").text("game", name.as_str()))]
            }
            AppError::AskTooLong(e) => vec![
                loc.text(
                    &Message::new("qa-ask-too-long")
                        .num("length", e.length as i64)
                        .num("max", e.max as i64),
                ),
            ],
            AppError::Progress(msg) | AppError::Refused(msg) => vec![loc.text(msg)],
            AppError::Write { path, source } => vec![
                loc.text(
                    &Message::new("error-write-file")
                        .text("path", path.display().to_string())
                        .msg("detail", crate::os_error::io_error(source)),
                ),
            ],
            AppError::Output(OutputError::Exists(path)) => vec![
                loc.text(&Message::new("error-output-exists").text("path", display_path(path))),
            ],
            AppError::Output(OutputError::IsInput(path)) => vec![
                loc.text(&Message::new("error-output-is-input").text("path", display_path(path))),
            ],
            AppError::Output(OutputError::Io { path, source }) => vec![
                loc.text(
                    &Message::new("error-write-file")
                        .text("path", display_path(path))
                        .msg("detail", crate::os_error::io_error(source)),
                ),
            ],
            AppError::NotAFolder(path) => {
                vec![loc.text(
                    &Message::new("error-output-not-folder").text("path", display_path(path)),
                )]
            }
            AppError::FolderUsed { path, count } => vec![
                loc.text(
                    &Message::new("error-export-folder-used")
                        .text("path", display_path(path))
                        .num("count", *count as i64),
                ),
            ],
            AppError::NoExercises(place) => {
                vec![loc.text(&Message::new("error-no-exercises").text("place", place.as_str()))]
            }
            AppError::Io(err) if as_input_error(err).is_some() => {
                vec![loc.text(&Message::new("error-input").msg("detail", io_error(err)))]
            }
            AppError::Io(err) => {
                vec![loc.text(&Message::new("error-io").msg("detail", io_error(err)))]
            }
            AppError::Lines(lines) => lines.clone(),
            AppError::Usage(msg) => vec![loc.text(msg)],
        }
    }
}

/// `file:line:column: message`.
pub fn located(
    loc: &Localiser,
    source: &Source,
    offset: Option<usize>,
    message: &Message,
) -> String {
    match offset {
        Some(offset) => {
            let at = source.line_col(offset);
            format!(
                "{}:{}:{}: {}",
                printable(&source.label),
                at.line,
                at.column,
                loc.text(message)
            )
        }
        None => format!("{}: {}", printable(&source.label), loc.text(message)),
    }
}
