//! Traps stay traps: for each topic aimed at a misconception, over seeded
//! drills of every level, the misconception's answer differs from the
//! engine's in a share of the drills, and that answer, when a learner gives
//! it, is judged wrong and diagnosed as that misconception, whose name the
//! feedback before the answer gives in every language. The shares are printed
//! (`cargo test --locked drill_traps -- --nocapture`).

use std::collections::BTreeMap;

use plyyard::drill::{Drill, DrillId, LEVELS, Topic};
use plyyard::exercise::Solution;
use plyyard::game_api::Trap;
use plyyard::i18n::{Lang, Localiser};
use plyyard::message::Message;
use plyyard::render::trap_lines_before;

/// Drills per topic and level.
const PER: u64 = 30;

/// The misconception a topic is aimed at, and the least share of its drills
/// (all levels together) where that misconception changes the answer.
/// No-capture and no-all-fives are not here: the only questions whose answer
/// jump-captures or All Fives would change (what is captured, what a tile
/// scores) have one answer under this edition, so those topics ask other
/// questions and name the other variant in the explanation.
const AIMED: &[(Topic, Trap, f64)] = &[
    (Topic::ExitSix, Trap::EvenExit, 0.2),
    (Topic::NoColourJump, Trap::ColourJump, 0.9),
    (Topic::ThirdSix, Trap::ThirdSixUndo, 0.2),
    (Topic::StepJump, Trap::MustContinue, 0.1),
    (Topic::ChainTurn, Trap::MustContinue, 0.1),
    (Topic::TargetCamp, Trap::CampLock, 0.2),
    (Topic::DrawUntilPlayable, Trap::DrawEndsTurn, 0.1),
    (Topic::DrawUntilPlayable, Trap::DrawAll, 0.1),
    (Topic::Pass, Trap::DrawAll, 0.2),
    (Topic::SoldierCapture, Trap::SelfCapture, 0.1),
    (Topic::KingCapture, Trap::WeakKing, 0.1),
    (Topic::CornerEscape, Trap::EdgeEscape, 0.2),
];

#[test]
fn trap_answers_differ_and_are_diagnosed_as_their_trap() {
    let locs: Vec<Localiser> = Lang::ALL.into_iter().map(Localiser::new).collect();
    // (topic, trap) -> drills where the trap changes the answer; topic -> drills.
    let mut changed: BTreeMap<(Topic, Trap), usize> = BTreeMap::new();
    let mut made: BTreeMap<Topic, usize> = BTreeMap::new();
    let mut problems = Vec::new();
    for topic in Topic::ALL {
        for level in LEVELS {
            for i in 0..PER {
                let id = DrillId {
                    topic,
                    level,
                    seed: 70_001 + i * 6_007 + u64::from(level),
                };
                let d = Drill::make(id, 1).unwrap_or_else(|e| panic!("{e}"));
                *made.entry(topic).or_default() += 1;
                let label = d.id.to_string();
                let ex = d.exercise(&label, &[]).unwrap();
                let s = Solution::new(&ex, &ex.questions[0]).unwrap();
                for &trap in &d.draft.traps {
                    let Some(given) = s.trap_answer(trap) else {
                        problems.push(format!("{label}: {trap} gives the engine's answer"));
                        continue;
                    };
                    *changed.entry((topic, trap)).or_default() += 1;
                    let verdict = s.judge(given.clone());
                    if verdict.correct {
                        problems.push(format!("{label}: {trap}'s answer {given} judged right"));
                        continue;
                    }
                    // Two traps leading to the same answer: either may be named.
                    let named = verdict.trap;
                    let fits = named.is_some_and(|t| {
                        d.draft.traps.contains(&t) && s.trap_answer(t).as_ref() == Some(&given)
                    });
                    if !fits {
                        problems.push(format!(
                            "{label}: {trap}'s answer {given} diagnosed as {named:?}"
                        ));
                        continue;
                    }
                    let named = named.unwrap();
                    for loc in &locs {
                        let name = loc.text(&Message::new(format!(
                            "trap-{}-{}",
                            topic.game().name(),
                            named.name()
                        )));
                        let [head, rule] = trap_lines_before(&ex, named, loc);
                        if name.trim().is_empty() || !head.contains(&name) || rule.trim().is_empty()
                        {
                            problems.push(format!(
                                "{label} ({:?}): feedback for {named} does not name it: {head} / {rule}",
                                loc.lang()
                            ));
                        }
                    }
                }
            }
        }
    }
    let mut report = Vec::new();
    for &(topic, trap, least) in AIMED {
        let n = changed.get(&(topic, trap)).copied().unwrap_or(0);
        let total = made[&topic];
        let share = n as f64 / total as f64;
        report.push(format!(
            "{topic} {trap}: changes the answer in {n} of {total} drills ({:.0} %)",
            share * 100.0
        ));
        if share < least {
            problems.push(format!(
                "{topic}: {trap} changes the answer in {:.0} % of drills, less than {:.0} %",
                share * 100.0,
                least * 100.0
            ));
        }
    }
    println!("{}", report.join("\n"));
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
