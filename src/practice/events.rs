//! What a practice session tells the learner, as events: the text screen
//! prints them for people, `--format json` prints each as one JSON object.
//! Texts are already in the learner's language.

use serde::Serialize;

/// One thing the session says.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// The start: what the session will go through.
    Start {
        /// Exercises done in the selection.
        done: usize,
        /// Review questions due now.
        due: usize,
        /// The welcome line.
        text: String,
        /// Exercises in the selection.
        total: usize,
    },
    /// An exercise begins: header, board and legend.
    Exercise {
        /// The board as text (no colour in JSON).
        diagram: String,
        /// Exercises done before this one.
        done: usize,
        /// The exercise id (catalogue id or file path).
        exercise: String,
        /// The game.
        game: &'static str,
        /// Header lines after the title.
        header: Vec<String>,
        /// Legend lines under the board.
        legend: Vec<String>,
        /// 1 to 3.
        level: u8,
        /// Whether only review questions are asked.
        review: bool,
        /// The title.
        title: String,
        /// Exercises in the selection.
        total: usize,
    },
    /// A question is asked.
    Question {
        /// The attempt about to be made (from 1).
        attempt: u32,
        /// Wrong answers allowed before the answer is shown.
        attempts: u32,
        /// The commands line.
        commands: String,
        /// The board with the squares the question names outlined, when
        /// it names some and the board shown last did not outline them.
        diagram: Option<String>,
        /// The exercise.
        exercise: String,
        /// How to write the answer.
        form: String,
        /// The prompt.
        prompt: String,
        /// The question number (from 1).
        question: usize,
    },
    /// A hint was asked for.
    Hint {
        /// The board with the squares the question names, if any.
        diagram: Option<String>,
        /// The exercise.
        exercise: String,
        /// The question.
        question: usize,
        /// The hint.
        text: String,
    },
    /// The answer could not be read (not counted).
    Unreadable {
        /// The exercise.
        exercise: String,
        /// What was typed.
        given: String,
        /// The message with the expected form.
        message: String,
        /// The question.
        question: usize,
    },
    /// An answer was checked, or the answer was shown.
    Verdict {
        /// The expected answer, canonical; only once it is shown.
        answer: Option<String>,
        /// The attempt (from 1; 0 when no answer was given).
        attempt: u32,
        /// Right or wrong (false when the answer is shown without one).
        correct: bool,
        /// The board marking the answer's squares, once it is shown.
        diagram: Option<String>,
        /// The exercise.
        exercise: String,
        /// The answer given, as read (none for a skip or a request).
        given: Option<String>,
        /// The feedback lines: diagnosis before the answer, reasons and
        /// explanations after.
        lines: Vec<String>,
        /// The question.
        question: usize,
        /// Whether the answer is now shown (right, out of tries, asked for, skipped).
        revealed: bool,
        /// How it ended when revealed without a right answer: `skipped`,
        /// `asked`, `out-of-tries`.
        shown: Option<&'static str>,
        /// The verdict head (`✓ Correct.`, `✗ Not right.`, `→ The answer is: …`).
        title: String,
        /// The misconception matched, if any.
        trap: Option<&'static str>,
        /// What to do next when not revealed.
        retry: Option<String>,
    },
    /// A summary: of an exercise or of the session.
    Summary {
        /// The exercise (for an exercise summary).
        exercise: Option<String>,
        /// Questions right at the first try.
        first_try: usize,
        /// Questions settled (answered right or shown).
        questions: usize,
        /// `exercise` or `session`.
        scope: &'static str,
        /// Answers shown (skipped, asked for, out of tries).
        shown: usize,
        /// The summary lines.
        text: Vec<String>,
    },
    /// Nothing left to practise in the selection.
    AllDone {
        /// What to do next.
        text: Vec<String>,
    },
    /// A note (an exercise that cannot be practised, progress saved…).
    Note {
        /// The note.
        text: String,
    },
}

/// Where events go: a screen for people or JSON lines for scripts.
pub trait Screen {
    /// Shows one event.
    fn show(&mut self, event: &Event) -> std::io::Result<()>;
    /// Writes the prompt marker before reading an answer (text only).
    fn ready(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
