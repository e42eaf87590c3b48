//! Turning exercises, answers and verdicts into localised text.

mod answer_text;
mod header;
mod prompt;
mod verdict;
mod wrap;

pub use answer_text::answer_text;
pub use header::write_header;
pub use prompt::{exercise_title, prompt_text, text_part};
pub use verdict::{trap_lines, verdict_body, verdict_head, write_verdict};
pub use wrap::{output_width, wrap};
