//! The no-leak walk over drills, as over the catalogue: for drills of every
//! topic at every level, in every language, nothing practice shows before
//! the question is answered (title, header, legend, hint, prompt, the
//! board's marked squares) holds its answer.

use std::collections::BTreeSet;

use plyyard::drill::{Drill, DrillId, LEVELS, Topic};
use plyyard::exercise::Solution;
use plyyard::i18n::{Lang, Localiser};
use plyyard::practice::leak::gives_away;
use plyyard::practice::reveal;
use plyyard::render::{exercise_title, prompt_text};

/// Drills per topic and level.
const PER: u64 = 8;

#[test]
fn nothing_shown_before_a_drill_is_answered_gives_it_away() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for topic in Topic::ALL {
        for level in LEVELS {
            for i in 0..PER {
                let id = DrillId {
                    topic,
                    level,
                    seed: 5_000 + i * 17 + u64::from(level),
                };
                let drill = Drill::make(id, i as usize + 1).unwrap();
                let label = id.to_string();
                let ex = drill.exercise(&label, &Lang::ALL).unwrap();
                let q = &ex.questions[0];
                let sol = Solution::new(&ex, q).unwrap();
                let marked = reveal::marks_while_open(&ex, std::slice::from_ref(&sol), &[0], 0);
                let named: BTreeSet<String> =
                    reveal::named_squares(&ex, &q.ask).into_iter().collect();
                let answer = reveal::answer_squares(&ex, sol.key(), sol.answer_kind());
                for s in &marked {
                    if !named.contains(s) || answer.contains(s) {
                        problems.push(format!("{label}: the board marks {s} before the answer"));
                    }
                }
                let mut allowed = vec![ex.level.to_string()];
                allowed.extend(named.iter().cloned());
                for lang in Lang::ALL {
                    let loc = Localiser::with_extra(lang, &ex.extra_sources(lang));
                    let mut shown = vec![
                        ("title", exercise_title(&ex, &loc)),
                        ("hint", reveal::hint_text(&ex, q, &loc)),
                        ("prompt", prompt_text(&ex, q, &loc)),
                    ];
                    shown.extend(
                        reveal::header_lines(&ex, &loc)
                            .into_iter()
                            .map(|h| ("header", h)),
                    );
                    shown.extend(
                        reveal::legend_lines(&ex, &loc, true)
                            .into_iter()
                            .map(|l| ("legend", l)),
                    );
                    for (part, text) in shown {
                        checked += 1;
                        if let Some(why) = gives_away(&text, sol.key(), &allowed) {
                            problems.push(format!("{label} [{lang}] {part}: {why}\n  {text}"));
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 3000, "only {checked} texts looked at");
    assert!(
        problems.is_empty(),
        "{} leaks:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
