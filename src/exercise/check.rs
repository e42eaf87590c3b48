//! Solves a question once, reads a learner's answer, judges it, and recognises
//! the misconception (trap) a wrong answer matches.

use std::cell::OnceCell;

use super::answer::{AnswerError, parse_answer};
use super::model::{Exercise, QuestionSpec};
use crate::game_api::{Answer, AnswerKind, AskSpec, QuestionError, Solved, Trap};
use crate::message::Message;

/// The outcome of checking one answer.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// Whether the answer equals the engine's.
    pub correct: bool,
    /// The learner's answer, read.
    pub given: Answer,
    /// The engine's answer under the edition's rules.
    pub key: Answer,
    /// The misconception the wrong answer matches, if any.
    pub trap: Option<Trap>,
    /// Why the key is what it is (engine reasons and events).
    pub reasons: Vec<Message>,
}

/// Why an answer could not be checked.
#[derive(Clone, Debug)]
pub enum CheckError {
    /// The answer could not be read.
    Answer(AnswerError),
    /// The question cannot be answered on this position.
    Question(QuestionError),
}

/// A question of an exercise, solved once under the edition's rules. The
/// answers under traps are computed only when a wrong answer needs them, once.
pub struct Solution<'a> {
    exercise: &'a Exercise,
    question: &'a QuestionSpec,
    spec: &'static AskSpec,
    solved: Solved,
    traps: OnceCell<Vec<(Trap, Answer)>>,
}

impl<'a> Solution<'a> {
    /// Solves `question` of `exercise` under the edition's rules.
    pub fn new(exercise: &'a Exercise, question: &'a QuestionSpec) -> Result<Self, QuestionError> {
        let spec = exercise.adapter.spec(&question.ask).ok_or_else(|| {
            QuestionError::new(
                Message::new("file-ask-not-for-game")
                    .text("ask", question.ask.name())
                    .text("game", exercise.game.name()),
            )
        })?;
        // A refusal that names no parameter is placed at the question.
        let solved = exercise
            .position
            .solve(&question.ask, None)
            .map_err(|mut e| {
                e.span = e.span.or_else(|| Some(question.span.clone()));
                e
            })?;
        Ok(Solution {
            exercise,
            question,
            spec,
            solved,
            traps: OnceCell::new(),
        })
    }

    /// The question.
    pub fn question(&self) -> &'a QuestionSpec {
        self.question
    }

    /// The engine's answer, reasons and highlights under the edition's rules.
    pub fn solved(&self) -> &Solved {
        &self.solved
    }

    /// The engine's answer under the edition's rules.
    pub fn key(&self) -> &Answer {
        &self.solved.answer
    }

    /// How a learner's answer to this question is read.
    pub fn answer_kind(&self) -> AnswerKind {
        self.spec.answer
    }

    /// Reads what a learner typed.
    pub fn read(&self, text: &str) -> Result<Answer, AnswerError> {
        parse_answer(self.spec.answer, text, self.exercise.adapter)
    }

    /// The traps worth trying for a wrong answer: those that can change this
    /// kind of question; for a search, only those the exercise declares.
    fn candidates(&self) -> Vec<Trap> {
        let declared: Vec<Trap> = self.question.traps.iter().map(|t| *t.get_ref()).collect();
        self.spec
            .traps
            .iter()
            .copied()
            .filter(|t| !self.spec.search || declared.contains(t))
            .collect()
    }

    /// The answers under the candidate traps that differ from the key.
    pub fn trap_answers(&self) -> &[(Trap, Answer)] {
        self.traps.get_or_init(|| {
            self.candidates()
                .into_iter()
                .filter_map(|t| self.under(t).map(|a| (t, a)))
                .collect()
        })
    }

    /// The answer under `trap` if it differs from the key (computed directly,
    /// whatever the question table says).
    pub fn trap_answer(&self, trap: Trap) -> Option<Answer> {
        if let Some(cached) = self.traps.get() {
            if let Some((_, a)) = cached.iter().find(|(t, _)| *t == trap) {
                return Some(a.clone());
            }
            if self.candidates().contains(&trap) {
                return None;
            }
        }
        self.under(trap)
    }

    fn under(&self, trap: Trap) -> Option<Answer> {
        self.exercise
            .position
            .answer(&self.question.ask, Some(trap))
            .ok()
            .filter(|a| *a != self.solved.answer)
    }

    /// The trap one of whose other readings gives `given` (tried only when no
    /// trap's own answer matched).
    fn trap_reading(&self, given: &Answer) -> Option<Trap> {
        self.candidates().into_iter().find(|t| {
            self.exercise
                .position
                .trap_readings(&self.question.ask, *t)
                .iter()
                .any(|a| a == given && *a != self.solved.answer)
        })
    }

    /// Judges a learner's answer, already read.
    pub fn judge(&self, given: Answer) -> Verdict {
        let correct = given == self.solved.answer;
        let trap = if correct {
            None
        } else {
            // Several misconceptions may lead to the same answer: the one
            // the question declares (the one it is aimed at) is named first.
            let declared: Vec<Trap> = self.question.traps.iter().map(|t| *t.get_ref()).collect();
            let matching: Vec<Trap> = self
                .trap_answers()
                .iter()
                .filter(|(_, a)| *a == given)
                .map(|(t, _)| *t)
                .collect();
            matching
                .iter()
                .find(|t| declared.contains(t))
                .or(matching.first())
                .copied()
                .or_else(|| self.trap_reading(&given))
        };
        Verdict {
            correct,
            given,
            key: self.solved.answer.clone(),
            trap,
            reasons: self.solved.reasons.clone(),
        }
    }

    /// Reads and judges what a learner typed.
    pub fn check(&self, text: &str) -> Result<Verdict, AnswerError> {
        self.read(text).map(|given| self.judge(given))
    }
}

/// Checks `text` as the answer to `question` (one engine call for the key;
/// more only when the answer is wrong).
pub fn check(
    exercise: &Exercise,
    question: &QuestionSpec,
    text: &str,
) -> Result<Verdict, CheckError> {
    let solution = Solution::new(exercise, question).map_err(CheckError::Question)?;
    solution.check(text).map_err(CheckError::Answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exercise::{Source, Texts, load};

    fn exercise(text: &str) -> Exercise {
        load("t", Source::new("t", text), Texts::None).expect("loads")
    }

    const ESCAPE: &str = r#"
format = 1
game = "hnefatafl"
[position]
turn = "white"
attackers = ["c6", "d5", "e9"]
defenders = ["g6"]
king = "a6"
[[question]]
ask = "escape"
within = 1
"#;

    #[test]
    fn a_right_answer_never_looks_at_the_traps() {
        let ex = exercise(ESCAPE);
        let s = Solution::new(&ex, &ex.questions[0]).unwrap();
        let v = s.check("yes").unwrap();
        assert!(v.correct);
        assert!(s.traps.get().is_none(), "no trap was solved");
    }

    #[test]
    fn a_search_is_tried_only_under_declared_traps() {
        let ex = exercise(ESCAPE);
        let s = Solution::new(&ex, &ex.questions[0]).unwrap();
        assert!(s.candidates().is_empty());
        let v = s.check("no").unwrap();
        assert!(!v.correct);
        assert_eq!(s.trap_answers(), &[]);
        let declared = exercise(&format!("{ESCAPE}traps = [\"edge-escape\"]\n"));
        let s = Solution::new(&declared, &declared.questions[0]).unwrap();
        assert_eq!(s.candidates(), [Trap::EdgeEscape]);
    }

    #[test]
    fn a_wrong_answer_is_matched_to_its_trap_once() {
        let text = ESCAPE.replace("ask = \"escape\"\nwithin = 1", "ask = \"status\"");
        let ex = exercise(&text);
        let s = Solution::new(&ex, &ex.questions[0]).unwrap();
        let v = s.check("white").unwrap();
        assert_eq!(v.trap, Some(Trap::EdgeEscape));
        let again = s.check("blancs").unwrap();
        assert_eq!(again.trap, Some(Trap::EdgeEscape));
        assert_eq!(s.trap_answers().len(), 1);
    }

    const JUMPS: &str = r#"
format = 1
game = "chinese-checkers"
[position]
turn = "red"
red = ["i9", "i15"]
blue = ["i11"]
partial = true
[[question]]
ask = "after"
moves = ["i9-i13-i17"]
about = "captured"
"#;

    #[test]
    fn another_reading_of_a_trap_names_it_too() {
        let ex = exercise(JUMPS);
        let s = Solution::new(&ex, &ex.questions[0]).unwrap();
        // The trap's own answer: the opponent's jumped piece.
        assert_eq!(s.check("i11").unwrap().trap, Some(Trap::JumpCaptures));
        // Read literally, every jumped piece goes, the mover's own too.
        assert_eq!(s.check("i11 i15").unwrap().trap, Some(Trap::JumpCaptures));
        // Only the mover's own piece is no reading of the trap.
        assert_eq!(s.check("i15").unwrap().trap, None);
        assert!(s.check("none").unwrap().correct);
    }
}
