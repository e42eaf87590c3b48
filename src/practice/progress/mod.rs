//! Progress through the catalogue and a teacher's files: what the file holds
//! ([`model`]), its versioned text ([`format`], [`raw`]), the changes a
//! session makes ([`ops`]) and the file on disk ([`store`]).

mod format;
mod model;
mod ops;
mod raw;
mod store;

pub use format::{PROGRESS_VERSION, parse, render};
pub use model::{Key, Progress, Record, Review};
pub use ops::{LAST_BOX, Op, apply, today};
pub use store::{ProgressError, ProgressStore};
