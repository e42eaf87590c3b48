//! Exercises: files, the catalogue, questions, answers, checking and authoring checks.

mod answer;
mod catalogue;
mod check;
mod load;
mod model;
mod open;
mod source;
pub(crate) mod toml_errors;
mod verify;

pub use answer::{AnswerError, cyrillic_square_message, expected_form, parse_answer};
pub use catalogue::{Entry, entries, find};
pub use check::{CheckError, Solution, Verdict, check};
pub(crate) use load::format_and_game;
pub use load::{FORMAT, LoadError, MAX_FILE_BYTES, MAX_QUESTIONS, load, validate};
pub use model::{Exercise, QuestionSpec, TextFile, Texts};
pub use open::{OpenError, Opened, open, open_file, read_text};
pub use source::{LineCol, Source};
pub use verify::{VerifyProblem, text_file_problems, verify, verify_in, verify_source};
