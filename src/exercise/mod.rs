//! Exercises: files, the catalogue, questions, answers, checking and authoring checks.

mod answer;
mod catalogue;
mod check;
mod load;
mod model;
mod open;
mod source;
mod toml_errors;
mod verify;

pub use answer::{AnswerError, expected_form, normalise, parse_answer};
pub use catalogue::{Entry, entries, find};
pub use check::{CheckError, Verdict, check, key, trap_answer};
pub use load::{FORMAT, LoadError, is_structural, load, validate};
pub use model::{Exercise, QuestionSpec, Texts};
pub use open::{OpenError, Opened, open, open_file};
pub use source::{LineCol, Source};
pub use verify::{VerifyProblem, verify, verify_source};
