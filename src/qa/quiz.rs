//! `plyyard quiz`: seeded rule questions, answers read line by line.
//!
//! Yes/no and side questions of the bank are shuffled with a ChaCha8 generator
//! seeded by `seed` (same seed, same quiz). Each answer line is read in any of
//! the three languages; an unreadable line is asked again once with the
//! expected form; a wrong answer is explained; the end of input stops the quiz
//! with the score so far.

use std::io::{self, BufRead, Write};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::bank::{self, Entry, EntryKind};
use crate::game_api::GameKind;
use crate::i18n::Localiser;
use crate::message::Message;
use crate::render::wrap;
use crate::vocab;

/// What to ask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizOptions {
    /// Only this game's questions, or all games.
    pub game: Option<GameKind>,
    /// The seed of the shuffle.
    pub seed: u64,
    /// How many questions (0 = all that can be asked).
    pub count: usize,
}

/// The result of a quiz.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuizScore {
    /// Right answers.
    pub correct: usize,
    /// Questions answered (or given up on).
    pub asked: usize,
    /// Questions planned.
    pub total: usize,
}

/// The questions a quiz with these options asks, in order.
pub fn select(options: &QuizOptions) -> Vec<&'static Entry> {
    let mut pool: Vec<&'static Entry> = bank::entries()
        .iter()
        .filter(|e| options.game.is_none_or(|g| e.game == g))
        .filter(|e| !matches!(e.kind, EntryKind::Text))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    for i in (1..pool.len()).rev() {
        let j = rng.random_range(0..=i);
        pool.swap(i, j);
    }
    if options.count > 0 {
        pool.truncate(options.count);
    }
    pool
}

/// How a quiz answer was judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The expected answer.
    Right,
    /// A readable, wrong answer.
    Wrong,
    /// Not an answer of the expected form.
    Unreadable,
}

/// Judges one typed answer to a quiz entry (words from [`crate::vocab`]).
pub fn judge(entry: &Entry, line: &str) -> Reply {
    match &entry.kind {
        EntryKind::YesNo(expected) => match vocab::yes_no(line) {
            Some(given) if given == *expected => Reply::Right,
            Some(_) => Reply::Wrong,
            None => Reply::Unreadable,
        },
        EntryKind::Side(expected) => match vocab::side(line, entry.game) {
            Some(given) if given == expected => Reply::Right,
            Some(_) => Reply::Wrong,
            None => Reply::Unreadable,
        },
        EntryKind::Text => Reply::Unreadable,
    }
}

fn form(entry: &Entry, loc: &Localiser) -> String {
    match entry.kind {
        EntryKind::Side(_) => {
            let [a, b] = entry.game.sides();
            loc.text(
                &Message::new("qa-quiz-form-side")
                    .msg("first", Message::side(a))
                    .msg("second", Message::side(b)),
            )
        }
        _ => loc.get("qa-quiz-form-yes-no"),
    }
}

/// What a quiz says, as events: printed as text, or one JSON object each.
#[derive(Clone, Debug, serde::Serialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum QuizEvent {
    /// The start.
    Start {
        /// The intro line.
        text: String,
        /// Questions planned.
        total: usize,
    },
    /// A question is asked.
    Question {
        /// How to answer.
        form: String,
        /// The game.
        game: &'static str,
        /// Its number, from 1.
        n: usize,
        /// The bank id of the question.
        question: String,
        /// The question line.
        text: String,
        /// Questions planned.
        total: usize,
    },
    /// An answer could not be read (asked again once).
    Unreadable {
        /// What was typed.
        given: String,
        /// The message.
        text: String,
    },
    /// An answer was judged.
    Verdict {
        /// Right or wrong.
        correct: bool,
        /// The explanation (after a wrong answer).
        explanation: Option<String>,
        /// The question's number.
        n: usize,
        /// The verdict line with the answer.
        text: String,
    },
    /// The input ended early.
    Note {
        /// The note.
        text: String,
    },
    /// The score.
    Summary {
        /// Questions answered.
        asked: usize,
        /// Right answers.
        correct: usize,
        /// The score line.
        text: String,
        /// Questions planned.
        total: usize,
    },
}

/// Prints quiz events as text, each text wrapped to `width` columns without
/// cutting a word.
pub fn print_text(output: &mut dyn Write, event: &QuizEvent, width: usize) -> io::Result<()> {
    let mut line = |text: &str| writeln!(output, "{}", wrap(text, width));
    match event {
        QuizEvent::Start { text, .. } => line(text),
        QuizEvent::Question { form, text, .. } => {
            line("")?;
            line(text)?;
            line(form)
        }
        QuizEvent::Unreadable { text, .. } => line(text),
        QuizEvent::Verdict {
            text, explanation, ..
        } => {
            line(text)?;
            if let Some(e) = explanation {
                line(e)?;
            }
            Ok(())
        }
        QuizEvent::Note { text } | QuizEvent::Summary { text, .. } => {
            line("")?;
            line(text)
        }
    }
}

/// Runs a quiz: asks on `output` (text wrapped to `width` columns), reads
/// answers from `input`, returns the score.
pub fn run(
    options: &QuizOptions,
    loc: &Localiser,
    width: usize,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<QuizScore> {
    run_events(options, loc, input, &mut |e| print_text(output, e, width))
}

/// Runs a quiz, handing each event to `emit`.
pub fn run_events(
    options: &QuizOptions,
    loc: &Localiser,
    input: &mut dyn BufRead,
    emit: &mut dyn FnMut(&QuizEvent) -> io::Result<()>,
) -> io::Result<QuizScore> {
    let questions = select(options);
    let total = questions.len();
    let mut score = QuizScore {
        correct: 0,
        asked: 0,
        total,
    };
    emit(&QuizEvent::Start {
        text: loc.text(&Message::new("qa-quiz-intro").num("total", total as i64)),
        total,
    })?;
    'questions: for (n, entry) in questions.iter().enumerate() {
        emit(&QuizEvent::Question {
            form: form(entry, loc),
            game: entry.game.name(),
            n: n + 1,
            question: entry.id.clone(),
            text: loc.text(
                &Message::new("qa-quiz-question")
                    .num("n", (n + 1) as i64)
                    .num("total", total as i64)
                    .msg(
                        "game",
                        Message::new(format!("qa-game-{}", entry.game.name())),
                    )
                    .text("question", loc.get(&entry.question_id())),
            ),
            total,
        })?;
        let mut tries = 0;
        let reply = loop {
            let Some(line) = crate::practice::read_line(input)? else {
                emit(&QuizEvent::Note {
                    text: loc.get("qa-quiz-eof"),
                })?;
                break 'questions;
            };
            match judge(entry, &line) {
                Reply::Unreadable if tries == 0 => {
                    tries += 1;
                    emit(&QuizEvent::Unreadable {
                        given: line.trim().to_string(),
                        text: loc.text(
                            &Message::new("qa-quiz-unreadable")
                                .text("given", line.trim().to_string())
                                .text("form", form(entry, loc)),
                        ),
                    })?;
                }
                other => break other,
            }
        };
        score.asked += 1;
        let answer = loc.get(&entry.answer_id());
        let correct = matches!(reply, Reply::Right);
        score.correct += usize::from(correct);
        let id = if correct {
            "qa-quiz-right"
        } else {
            "qa-quiz-wrong"
        };
        emit(&QuizEvent::Verdict {
            correct,
            explanation: (!correct).then(|| loc.get(&entry.explain_id())),
            n: n + 1,
            text: loc.text(&Message::new(id).text("answer", answer)),
        })?;
    }
    emit(&QuizEvent::Summary {
        asked: score.asked,
        correct: score.correct,
        text: loc.text(
            &Message::new("qa-quiz-score")
                .num("correct", score.correct as i64)
                .num("asked", score.asked as i64)
                .num("total", total as i64),
        ),
        total,
    })?;
    Ok(score)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_selection_other_seed_other_order() {
        let opts = |seed| QuizOptions {
            game: None,
            seed,
            count: 10,
        };
        let a: Vec<&str> = select(&opts(7)).iter().map(|e| e.id.as_str()).collect();
        let b: Vec<&str> = select(&opts(7)).iter().map(|e| e.id.as_str()).collect();
        let c: Vec<&str> = select(&opts(8)).iter().map(|e| e.id.as_str()).collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(a.len(), 10);
    }

    #[test]
    fn game_filter_and_no_text_questions() {
        let all = select(&QuizOptions {
            game: Some(GameKind::Dominoes),
            seed: 1,
            count: 0,
        });
        assert!(!all.is_empty());
        assert!(all.iter().all(|e| e.game == GameKind::Dominoes));
        assert!(all.iter().all(|e| e.kind != EntryKind::Text));
    }
}
