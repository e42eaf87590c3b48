//! Acceptance of issue 14: drills written by `--export` are re-checked by
//! independent implementations of the rules (the differential references of
//! the test suite, written from rules.md alone), and every recorded answer
//! must agree with them. Every topic at every level, several seeds.

use plyyard::drill::export::export;
use plyyard::drill::{LEVELS, Plan, Topic};
use plyyard::exercise::{self, Solution};
use plyyard::game_api::{Ask, GameKind};

/// Drills per topic and level.
const PER: usize = 6;

fn reference(game: GameKind, position: &toml::Table, ask: &Ask) -> Option<String> {
    match game {
        GameKind::Aeroplane => crate::aeroplane_reference::drill_answer(position, ask),
        GameKind::ChineseCheckers => crate::chinese_checkers_reference::drill_answer(position, ask),
        GameKind::Dominoes => crate::dominoes_reference::drill_answer(position, ask),
        GameKind::Hnefatafl => crate::hnefatafl_reference::drill_answer(position, ask),
    }
}

#[test]
fn every_recorded_answer_agrees_with_an_independent_reference() {
    for topic in Topic::ALL {
        for level in LEVELS {
            let plan = Plan {
                game: topic.game(),
                topic: Some(topic),
                level,
                seed: 31_415 + u64::from(level),
                count: PER,
            };
            let dir = tempfile::tempdir().unwrap();
            for w in export(&plan, dir.path(), false).unwrap() {
                let opened = exercise::open_file(&w.path).unwrap();
                let text = opened.source.text.clone();
                let ex = exercise::load(&opened.id, opened.source, opened.texts).unwrap();
                let q = &ex.questions[0];
                let table: toml::Table = toml::from_str(&text).unwrap();
                let position = table["position"].as_table().unwrap();
                let theirs = reference(ex.game, position, &q.ask)
                    .unwrap_or_else(|| panic!("the reference cannot answer\n{text}"));
                let solution = Solution::new(&ex, q).unwrap();
                let recorded = solution.read(q.answer.as_ref().unwrap().get_ref()).unwrap();
                let reference = solution
                    .read(&theirs)
                    .unwrap_or_else(|e| panic!("{e:?} reading {theirs}\n{text}"));
                assert_eq!(recorded, reference, "the reference says {theirs}\n{text}");
            }
        }
    }
}
