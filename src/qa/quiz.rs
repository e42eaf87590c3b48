//! `plyyard quiz`: seeded rule questions, answers read line by line.
//!
//! Every fact can be asked: a yes/no fact by its question, a side fact by the
//! side that answers it, a number fact by its number. The facts are shuffled
//! with a ChaCha8 generator seeded by `seed` (same seed, same quiz). Each
//! answer line is read in any of the three languages; an unreadable line is
//! asked again once with the expected form, and a second one is said to count
//! as wrong; a wrong answer is explained; the end of input stops the quiz with
//! the score so far.

use std::io::{self, BufRead, Write};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::facts::{self, Answer, Fact};
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
pub fn select(options: &QuizOptions) -> Vec<&'static Fact> {
    let mut pool: Vec<&'static Fact> = facts::all()
        .filter(|f| options.game.is_none_or(|g| f.game == g))
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

/// Judges one typed answer to a fact's quiz question (words from
/// [`crate::vocab`]).
pub fn judge(fact: &Fact, line: &str) -> Reply {
    judge_answer(&fact.answer, fact.game, line)
}

/// Judges one typed answer against an expected answer of a game.
pub fn judge_answer(expected: &Answer, game: GameKind, line: &str) -> Reply {
    let verdict = match expected {
        Answer::YesNo(expected) => vocab::yes_no(line).map(|given| given == *expected),
        Answer::Side(expected) => vocab::side(line, game).map(|given| given == *expected),
        Answer::Number(expected) => vocab::number(line).map(|given| given == *expected),
    };
    match verdict {
        Some(true) => Reply::Right,
        Some(false) => Reply::Wrong,
        None => Reply::Unreadable,
    }
}

fn form(fact: &Fact, loc: &Localiser) -> String {
    match fact.answer {
        Answer::Side(_) => {
            let [a, b] = fact.game.sides();
            loc.text(
                &Message::new("qa-quiz-form-side")
                    .msg("first", Message::side(a))
                    .msg("second", Message::side(b)),
            )
        }
        Answer::Number(_) => loc.get("qa-quiz-form-number"),
        Answer::YesNo(_) => loc.get("qa-quiz-form-yes-no"),
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
    /// A second answer could not be read: the question counts as wrong.
    GivenUp {
        /// What was typed.
        given: String,
        /// The message.
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
        QuizEvent::Unreadable { text, .. } | QuizEvent::GivenUp { text, .. } => line(text),
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
    'questions: for (n, fact) in questions.iter().enumerate() {
        emit(&QuizEvent::Question {
            form: form(fact, loc),
            game: fact.game.name(),
            n: n + 1,
            question: fact.id.to_string(),
            text: loc.text(
                &Message::new("qa-quiz-question")
                    .num("n", (n + 1) as i64)
                    .num("total", total as i64)
                    .msg(
                        "game",
                        Message::new(format!("qa-game-{}", fact.game.name())),
                    )
                    .text("question", loc.get(&fact.question_id())),
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
            match judge(fact, &line) {
                Reply::Unreadable if tries == 0 => {
                    tries += 1;
                    emit(&QuizEvent::Unreadable {
                        given: line.trim().to_string(),
                        text: loc.text(
                            &Message::new("qa-quiz-unreadable")
                                .text("given", line.trim().to_string())
                                .text("form", form(fact, loc)),
                        ),
                    })?;
                }
                Reply::Unreadable => {
                    // Said before the verdict, so that "wrong" is not a
                    // surprise after a line that was not read at all.
                    emit(&QuizEvent::GivenUp {
                        given: line.trim().to_string(),
                        text: loc.text(
                            &Message::new("qa-quiz-unreadable-again")
                                .text("given", line.trim().to_string()),
                        ),
                    })?;
                    break Reply::Unreadable;
                }
                other => break other,
            }
        };
        score.asked += 1;
        let answer = loc.get(&fact.answer_id());
        let correct = matches!(reply, Reply::Right);
        score.correct += usize::from(correct);
        let id = if correct {
            "qa-quiz-right"
        } else {
            "qa-quiz-wrong"
        };
        emit(&QuizEvent::Verdict {
            correct,
            explanation: (!correct).then(|| loc.get(&fact.explain_id())),
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
        let a: Vec<&str> = select(&opts(7)).iter().map(|f| f.id).collect();
        let b: Vec<&str> = select(&opts(7)).iter().map(|f| f.id).collect();
        let c: Vec<&str> = select(&opts(8)).iter().map(|f| f.id).collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(a.len(), 10);
    }

    #[test]
    fn game_filter_and_every_fact_can_be_asked() {
        let dominoes = select(&QuizOptions {
            game: Some(GameKind::Dominoes),
            seed: 1,
            count: 0,
        });
        assert_eq!(dominoes.len(), facts::of(GameKind::Dominoes).facts.len());
        assert!(dominoes.iter().all(|f| f.game == GameKind::Dominoes));
        let all = select(&QuizOptions {
            game: None,
            seed: 1,
            count: 0,
        });
        assert_eq!(all.len(), facts::all().count());
    }

    #[test]
    fn side_and_number_answers_are_read() {
        let side = facts::fact("hnef-who-starts").unwrap();
        assert!(matches!(judge(side, "attaquants"), Reply::Right));
        assert!(matches!(judge(side, "белые"), Reply::Wrong));
        let number = facts::fact("dom-seven-each").unwrap();
        assert!(matches!(judge(number, "7"), Reply::Right));
        assert!(matches!(judge(number, "sept"), Reply::Right));
        assert!(matches!(judge(number, "шесть"), Reply::Wrong));
        assert!(matches!(judge(number, "beaucoup"), Reply::Unreadable));
    }
}
