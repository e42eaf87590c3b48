//! Drills without a pattern: for each game, topic and level, over 200 seeded
//! drills, no answer of a question kind takes more than half of the drills
//! of that kind (yes/no: at most 60 %), so that a learner cannot learn to
//! type `none`, `0` or `no`. The shares are computed here and printed
//! (`cargo test --locked drill_shares -- --nocapture`).

use std::collections::BTreeMap;

use plyyard::drill::{Drill, DrillId, LEVELS, Topic};
use plyyard::game_api::{Answer, Ask};

/// Drills per topic and level.
const RUN: u64 = 200;

/// The kind of a question: its `ask`, and `about` for `after`.
fn kind(ask: &Ask) -> String {
    match ask {
        Ask::After { about, .. } => format!("after/{}", about.name()),
        other => other.name().to_string(),
    }
}

/// (kind, answer) counts of `RUN` drills of `topic` at `level`.
pub fn shares(
    topic: Topic,
    level: u8,
    first_seed: u64,
) -> BTreeMap<String, BTreeMap<String, usize>> {
    let mut out: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for i in 0..RUN {
        let id = DrillId {
            topic,
            level,
            seed: first_seed + i * 7_919,
        };
        let Ok(d) = Drill::make(id, 1) else {
            continue;
        };
        let answer = match &d.draft.answer {
            Answer::YesNo(b) => if *b { "yes" } else { "no" }.to_string(),
            a => a.to_string(),
        };
        *out.entry(kind(&d.draft.ask))
            .or_default()
            .entry(answer)
            .or_default() += 1;
    }
    out
}

#[test]
fn no_answer_takes_more_than_half_of_a_topics_drills() {
    check_shares(1_000);
}

/// The same on seeds nobody chose: `PLYYARD_SEED_BASE=N cargo test --locked
/// drill_shares -- --ignored --nocapture` (several bases, comma-separated).
#[test]
#[ignore]
fn shares_on_other_seeds() {
    let bases = std::env::var("PLYYARD_SEED_BASE").unwrap_or_else(|_| "555000".into());
    let mut problems = Vec::new();
    for base in bases.split(',') {
        let base: u64 = base.trim().parse().expect("a seed base");
        problems.extend(
            over_limit(base)
                .into_iter()
                .map(|p| format!("base {base}: {p}")),
        );
    }
    assert!(
        problems.is_empty(),
        "{} patterns:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Asserts the limits over `RUN` drills of every topic and level, seeds
/// from `base`.
fn check_shares(base: u64) {
    let problems = over_limit(base);
    assert!(
        problems.is_empty(),
        "{} patterns:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The kinds of question over the limits in `RUN` drills of every topic
/// and level, seeds from `base` (every share is printed).
fn over_limit(base: u64) -> Vec<String> {
    let mut problems = Vec::new();
    let mut report = Vec::new();
    for topic in Topic::ALL {
        for level in LEVELS {
            let t = std::time::Instant::now();
            let by_kind = shares(topic, level, base + u64::from(level));
            for (k, answers) in &by_kind {
                let total: usize = answers.values().sum();
                let (top, n) = answers.iter().max_by_key(|(_, n)| **n).unwrap();
                let share = *n as f64 / total as f64;
                // Two possible answers (yes/no, or a side, or a result
                // between two outcomes): at most 60 %; more: at most 50 %.
                let binary = answers.len() <= 2 && !answers.contains_key("none");
                let limit = if binary { 0.6 } else { 0.5 };
                report.push(format!(
                    "{}/{topic} level {level} {k}: {total} drills, top answer {top} {:.0} % ({} ms)",
                    topic.game(),
                    share * 100.0,
                    t.elapsed().as_millis()
                ));
                if share > limit && total >= 10 {
                    problems.push(report.last().unwrap().clone());
                }
            }
        }
    }
    println!("{}", report.join("\n"));
    problems
}
