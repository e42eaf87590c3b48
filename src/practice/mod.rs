//! The interactive practice session and the progress it keeps.

mod progress;
mod session;

pub use progress::{ExerciseProgress, Progress, ProgressError, ProgressStore};
pub use session::{SessionEnd, SessionError, SessionOptions, read_line, run_session};
