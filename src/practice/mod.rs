//! The interactive practice session and the progress it keeps.

mod commands;
mod progress;
mod session;

pub use progress::{ExerciseProgress, Progress, ProgressError, ProgressStore};
pub use session::{SessionEnd, SessionOptions, run_session};
