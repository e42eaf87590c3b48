//! The interactive practice session and the progress it keeps.
//!
//! [`plan`] chooses the exercises and their order, [`session`] asks the
//! questions (with [`reveal`] deciding what may be shown before an answer and
//! [`diagnose`] what a wrong answer is told), [`events`] is what the learner
//! is told, shown by a [`text_screen::TextScreen`] or as JSON, and
//! [`progress`] with [`tracker`] keeps the progress file; [`drills`] turns
//! drills (new, or due in the review) into items of a session.

pub mod diagnose;
pub mod drills;
pub mod events;
pub mod leak;
pub mod menu;
pub mod plan;
pub mod progress;
pub mod reveal;
mod session;
pub mod text_screen;
pub mod tracker;

pub use events::{Event, Screen};
pub use plan::{Filter, Item, Unusable};
pub use progress::{Key, Progress, ProgressError, ProgressStore, Record};
pub use session::{SessionEnd, SessionError, SessionOptions, read_line, run_session};
pub use text_screen::TextScreen;
pub use tracker::Tracker;
