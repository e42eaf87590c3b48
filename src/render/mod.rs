//! Turning exercises, answers and verdicts into localised text.

mod answer_text;
mod ask;
mod header;
mod prompt;
mod verdict;
mod wrap;

pub use answer_text::answer_text;
pub use ask::{ask_report, rule_text, write_ask};
pub use header::write_header;
pub use prompt::{exercise_title, generic_prompt, prompt_text, text_part};
pub use verdict::{trap_lines, trap_lines_before, verdict_body, verdict_head, write_verdict};
pub use wrap::{board_columns, output_width, wrap};
