//! Turning exercises, answers and verdicts into localised text.

mod answer_text;
mod prompt;
mod verdict;

pub use answer_text::answer_text;
pub use prompt::{exercise_title, prompt_text, text_part};
pub use verdict::write_verdict;
