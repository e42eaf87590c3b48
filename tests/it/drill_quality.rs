//! The quality filters of the drills, topic by topic and level by level:
//! declared traps belong to the topic and really change the answer, forms
//! aimed at a misconception always declare it, empty answers only where the
//! emptiness is the lesson, levels change the density of the positions, and
//! the texts are complete in every language with correct plurals.

use std::collections::BTreeSet;

use plyyard::drill::{Drill, DrillId, LEVELS, Topic};
use plyyard::exercise::{self, Solution};
use plyyard::game_api::{Answer, Trap};
use plyyard::i18n::{Lang, Localiser};
use plyyard::message::Message;

/// Drills made per topic and level.
const PER: u64 = 12;

fn drills(topic: Topic, level: u8) -> Vec<Drill> {
    (0..PER)
        .map(|i| {
            let id = DrillId {
                topic,
                level,
                seed: 900 + i * 31 + u64::from(level),
            };
            Drill::make(id, i as usize + 1).unwrap_or_else(|e| panic!("{e}"))
        })
        .collect()
}

/// The traps a topic may declare.
fn allowed(topic: Topic) -> &'static [Trap] {
    use Topic::*;
    match topic {
        ExitSix => &[Trap::EvenExit],
        CaptureRolls | NoColourJump => &[Trap::ColourJump],
        ThirdSix => &[Trap::ThirdSixUndo],
        // No-capture asks whether a chain over opponent pieces is legal:
        // a chain that stops while a jump is left is the trap there.
        StepJump | ChainTurn | NoCapture => &[Trap::MustContinue],
        TargetCamp => &[Trap::CampLock],
        DrawUntilPlayable => &[Trap::DrawEndsTurn, Trap::DrawAll],
        Pass => &[Trap::DrawAll],
        SoldierCapture => &[Trap::SelfCapture],
        KingCapture => &[Trap::WeakKing],
        CornerEscape => &[Trap::EdgeEscape],
        ExactArrival | CaptureSafe | Distance | Classify | BothEnds | Blocked | ThroneCorner
        | LegalMove | NoAllFives => &[],
    }
}

/// Topics every question of which is aimed at a misconception.
fn always_a_trap(topic: Topic, level: u8) -> bool {
    use Topic::*;
    match topic {
        NoColourJump | DrawUntilPlayable => true,
        // Levels 2 and 3 also ask with a tile still to draw.
        Pass => level == 1,
        // Level 1 also asks exits that break an ordinary rule (answer no),
        // and corner-escape also asks moves that reach a corner and escapes
        // that are forced: the answers vary, the trap is declared where it
        // changes them.
        TargetCamp => level == 2,
        ThirdSix => level == 3,
        _ => false,
    }
}

/// Topics where an empty answer is the lesson itself (nothing is taken
/// between the throne and the king, a safe square, a roll that cannot
/// capture a plane on a star, no corner in reach…) even without a trap.
fn empty_may_teach(topic: Topic) -> bool {
    matches!(
        topic,
        Topic::ThroneCorner | Topic::CaptureSafe | Topic::CaptureRolls | Topic::ExitSix
    )
}

#[test]
fn declared_traps_belong_to_the_topic_and_change_the_answer() {
    for topic in Topic::ALL {
        for level in LEVELS {
            for d in drills(topic, level) {
                let label = d.id.to_string();
                let ex = d.exercise(&label, &[]).unwrap();
                let q = &ex.questions[0];
                let s = Solution::new(&ex, q).unwrap();
                assert_eq!(*s.key(), d.draft.answer, "{label}");
                for trap in &d.draft.traps {
                    assert!(allowed(topic).contains(trap), "{label}: {trap}");
                    assert!(s.trap_answer(*trap).is_some(), "{label}: {trap}");
                }
                if always_a_trap(topic, level) {
                    assert!(!d.draft.traps.is_empty(), "{label}\n{}", d.toml());
                }
                let empty = matches!(&d.draft.answer, Answer::Set(s) if s.is_empty());
                if empty && !empty_may_teach(topic) {
                    assert!(!d.draft.traps.is_empty(), "{label}\n{}", d.toml());
                }
            }
        }
    }
}

#[test]
fn questions_vary_within_a_topic() {
    for topic in Topic::ALL {
        let answers: BTreeSet<String> = LEVELS
            .flat_map(|l| drills(topic, l))
            .map(|d| d.draft.answer.to_string())
            .collect();
        assert!(answers.len() >= 2, "{topic}: always {answers:?}");
    }
}

/// Pieces on the board (hnefatafl, Chinese checkers) or tiles in the
/// mover's hand (dominoes classify), read back from the exercise file.
fn density(d: &Drill) -> usize {
    let text = d.toml();
    let keys: &[&str] = match d.id.game() {
        plyyard::game_api::GameKind::Hnefatafl => &["attackers", "defenders"],
        plyyard::game_api::GameKind::ChineseCheckers => &["red", "blue"],
        _ => &["black", "white"],
    };
    text.lines()
        .filter(|l| keys.iter().any(|k| l.starts_with(&format!("{k} = "))))
        .map(|l| l.matches('"').count() / 2)
        .sum()
}

#[test]
fn levels_change_the_density_of_the_positions() {
    for topic in [Topic::SoldierCapture, Topic::StepJump, Topic::Classify] {
        let mean = |level| {
            let ds = drills(topic, level);
            ds.iter().map(density).sum::<usize>() as f64 / ds.len() as f64
        };
        let (one, three) = (mean(1), mean(3));
        assert!(one < three, "{topic}: level 1 {one}, level 3 {three}");
    }
}

#[test]
fn texts_are_complete_in_every_language() {
    for topic in Topic::ALL {
        for d in drills(topic, 2).into_iter().take(3) {
            for lang in Lang::ALL {
                let ftl = d.ftl(lang);
                for id in ["title", "q1", "explain", "hint"] {
                    let line = ftl
                        .lines()
                        .find(|l| l.starts_with(&format!("{id} = ")))
                        .unwrap_or_else(|| panic!("{topic} {lang:?}: no {id}\n{ftl}"));
                    assert!(line.len() > id.len() + 8, "{line}");
                    assert!(!line.contains('['), "{topic} {lang:?}: {line}");
                }
            }
        }
    }
}

#[test]
fn plurals_take_numbers_in_each_language() {
    let text = |lang, black: i64| {
        Localiser::new(lang).text(
            &Message::new("drill-dom-x-blocked")
                .num("black", black)
                .num("white", 2),
        )
    };
    // French puts 0 and 1 in `one`; English only 1; Russian 1, 21 in `one`,
    // 2–4 in `few`, 0 and 5–20 in `many`.
    assert!(
        text(Lang::Fr, 0).contains("0 point et"),
        "{}",
        text(Lang::Fr, 0)
    );
    assert!(text(Lang::Fr, 1).contains("1 point et"));
    assert!(text(Lang::Fr, 5).contains("5 points et"));
    assert!(text(Lang::En, 0).contains("0 pips and"));
    assert!(text(Lang::En, 1).contains("1 pip and"));
    assert!(text(Lang::Ru, 0).contains("0 очков,"));
    assert!(text(Lang::Ru, 1).contains("1 очко,"));
    assert!(text(Lang::Ru, 3).contains("3 очка,"));
    assert!(text(Lang::Ru, 21).contains("21 очко,"));
    let between = |lang, taken: i64| {
        Localiser::new(lang).text(
            &Message::new("drill-hnef-x-between")
                .text("square", "e5")
                .num("taken", taken),
        )
    };
    assert!(between(Lang::Fr, 0).ends_with("ne prend rien."));
    assert!(between(Lang::Fr, 2).ends_with("2 pièces."));
    assert!(between(Lang::Ru, 2).ends_with("2 фигуры."));
    assert!(between(Lang::Ru, 5).ends_with("5 фигур."));
}

#[test]
fn every_drill_loads_as_an_exercise_with_its_texts() {
    let d = drills(Topic::KingCapture, 1).remove(0);
    let ex = d.exercise("k.toml", &Lang::ALL).unwrap();
    assert_eq!(ex.level, 1);
    assert_eq!(ex.tags, ["drill", "king-capture"]);
    let problems = exercise::verify("k.toml", ex.source.clone(), ex.texts.clone());
    assert!(problems.is_empty(), "{problems:?}");
}
