//! The changes a session makes to progress, as data: each save re-reads the
//! file and applies the session's pending changes to what is there, so two
//! sessions at once keep each other's answers.

use super::model::{Key, Progress, Review};

/// The last Leitner box: a right answer there takes the question out of review.
pub const LAST_BOX: u8 = 4;

/// Days to wait after a right answer in box `n` (index) before asking again.
const WAIT: [u32; LAST_BOX as usize + 1] = [0, 1, 3, 7, 21];

/// One change to progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    /// An answer was checked.
    Answered {
        /// The exercise.
        key: Key,
        /// The question (from 1).
        question: usize,
        /// How many questions the exercise has.
        total: usize,
        /// Right or wrong.
        correct: bool,
        /// The first answer to this question in this sitting.
        first_attempt: bool,
        /// The day (days since 1970-01-01).
        today: u32,
    },
    /// The answer was shown (skip, request, or out of tries).
    Revealed {
        /// The exercise.
        key: Key,
        /// The question.
        question: usize,
        /// How many questions the exercise has.
        total: usize,
        /// Whether a wrong answer was given before in this sitting (then the
        /// review box was already set by it).
        tried: bool,
        /// The day.
        today: u32,
    },
    /// The exercise starts again (redo): its current run is cleared; first
    /// tries, attempts and review boxes stay.
    Restart {
        /// The exercise.
        key: Key,
    },
    /// An exercise made from a learner's own game (`review --export`) goes
    /// into the spaced review, each question due at once, as a mistake
    /// does; questions already in the review keep their box.
    Enrol {
        /// The exercise.
        key: Key,
        /// How many questions it has.
        total: usize,
        /// The day.
        today: u32,
    },
    /// A drill done and out of the review is forgotten (a new drill is made
    /// each time, so its record would serve nothing more).
    Forget {
        /// The drill's id.
        drill: String,
    },
}

/// Applies one change.
pub fn apply(progress: &mut Progress, op: &Op) {
    match op {
        Op::Answered {
            key,
            question,
            total,
            correct,
            first_attempt,
            today,
        } => {
            let record = progress.entry(key);
            record.last = Some(*today);
            record.attempts = record.attempts.saturating_add(1);
            if *correct {
                record.solved.insert(*question);
                record.missed.remove(question);
            }
            if *first_attempt {
                record.first.entry(*question).or_insert(*correct);
                let next = match (record.review.get(question), *correct) {
                    (_, false) => Some(Review {
                        level: 1,
                        due: *today,
                    }),
                    (Some(r), true) if r.level >= LAST_BOX => None,
                    (Some(r), true) => Some(Review {
                        level: r.level + 1,
                        due: today + WAIT[usize::from(r.level)],
                    }),
                    (None, true) => None,
                };
                match next {
                    Some(r) => {
                        record.review.insert(*question, r);
                    }
                    None => {
                        record.review.remove(question);
                    }
                }
            }
            finish(progress, key, *total);
        }
        Op::Revealed {
            key,
            question,
            total,
            tried,
            today,
        } => {
            let record = progress.entry(key);
            record.last = Some(*today);
            record.missed.insert(*question);
            if !*tried {
                record.first.entry(*question).or_insert(false);
            }
            record.review.insert(
                *question,
                Review {
                    level: 1,
                    due: *today,
                },
            );
            finish(progress, key, *total);
        }
        Op::Enrol { key, total, today } => {
            let record = progress.entry(key);
            for q in 1..=*total {
                record.review.entry(q).or_insert(Review {
                    level: 1,
                    due: *today,
                });
            }
        }
        Op::Restart { key } => {
            let record = progress.entry(key);
            record.solved.clear();
            record.missed.clear();
            record.done = false;
        }
        Op::Forget { drill } => {
            if progress
                .drills
                .get(drill)
                .is_some_and(|r| r.done && r.review.is_empty())
            {
                progress.drills.remove(drill);
            }
        }
    }
}

/// Marks the exercise done when every question is settled.
fn finish(progress: &mut Progress, key: &Key, total: usize) {
    let record = progress.entry(key);
    let settled = record.settled();
    record.done = (1..=total).all(|q| settled.contains(&q));
}

/// Today, in days since 1970-01-01 (UTC).
pub fn today() -> u32 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| (d.as_secs() / 86_400) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> Key {
        Key::Catalogue("dominoes/x".into())
    }

    fn answered(q: usize, correct: bool, first: bool, today: u32) -> Op {
        Op::Answered {
            key: key(),
            question: q,
            total: 2,
            correct,
            first_attempt: first,
            today,
        }
    }

    #[test]
    fn wrong_first_answers_go_to_review_and_climb_the_boxes() {
        let mut p = Progress::default();
        apply(&mut p, &answered(1, false, true, 100));
        apply(&mut p, &answered(1, true, false, 100));
        let r = p.get(&key()).unwrap();
        assert_eq!(r.review[&1], Review { level: 1, due: 100 });
        assert!(!r.first[&1]);
        assert!(!r.done);
        apply(&mut p, &answered(2, true, true, 100));
        assert!(p.is_done(&key()));
        assert!(!p.get(&key()).unwrap().review.contains_key(&2));
        // Review: right first time climbs one box, and out after the last.
        for (day, level) in [(100, 2), (101, 3), (104, 4)] {
            apply(&mut p, &answered(1, true, true, day));
            assert_eq!(p.get(&key()).unwrap().review[&1].level, level);
        }
        apply(&mut p, &answered(1, true, true, 111));
        assert!(p.get(&key()).unwrap().review.is_empty());
        assert!(!p.get(&key()).unwrap().first[&1]);
        assert_eq!(p.get(&key()).unwrap().attempts, 7);
    }

    #[test]
    fn shown_answers_count_as_missed_and_restart_clears_the_run() {
        let mut p = Progress::default();
        let reveal = |q| Op::Revealed {
            key: key(),
            question: q,
            total: 2,
            tried: false,
            today: 5,
        };
        apply(&mut p, &reveal(1));
        apply(&mut p, &answered(2, true, true, 5));
        let r = p.get(&key()).unwrap();
        assert!(r.done);
        assert_eq!(r.first_try(), 1);
        assert_eq!(r.due(5), vec![1]);
        apply(&mut p, &Op::Restart { key: key() });
        let r = p.get(&key()).unwrap();
        assert!(!r.done && r.settled().is_empty());
        assert_eq!(r.due(5), vec![1]);
    }

    #[test]
    fn a_drill_is_forgotten_only_when_done_and_out_of_review() {
        let drill = "drill/dominoes/pass/1/7".to_string();
        let key = Key::Drill(drill.clone());
        let mut p = Progress::default();
        let answer = |correct| Op::Answered {
            key: key.clone(),
            question: 1,
            total: 1,
            correct,
            first_attempt: true,
            today: 10,
        };
        apply(&mut p, &answer(false));
        apply(
            &mut p,
            &Op::Forget {
                drill: drill.clone(),
            },
        );
        assert!(p.drills.contains_key(&drill), "missed: it comes back");
        let mut q = Progress::default();
        apply(&mut q, &answer(true));
        assert!(q.is_done(&key));
        apply(
            &mut q,
            &Op::Forget {
                drill: drill.clone(),
            },
        );
        assert!(q.drills.is_empty(), "right at once: nothing to keep");
    }
}
