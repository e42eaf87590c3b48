//! Data-driven test: illegal moves from tests/fixtures/chinese-checkers/*.toml
//! and the reason (with its points) the engine must give.

use std::fs;

use plyyard::games::chinese_checkers::legality::{Illegal, check};
use plyyard::games::chinese_checkers::path::RawMove;
use plyyard::games::chinese_checkers::reader::read_position;
use plyyard::games::chinese_checkers::rules::Rules;
use plyyard::position_reader::with_position;
use serde::Deserialize;

#[derive(Deserialize)]
struct Fixture {
    #[allow(dead_code)]
    position: toml::Table,
    case: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    #[serde(rename = "move")]
    mv: String,
    trap: Option<String>,
    reason: String,
    points: Vec<String>,
}

/// The reason's kebab name and its points (`*` for an example the engine picks).
fn describe(reason: &Illegal) -> (&'static str, Vec<String>) {
    let n = |p: &plyyard::games::chinese_checkers::board::Point| p.name();
    match reason {
        Illegal::GameOver { .. } => ("game-over", vec![]),
        Illegal::PassWhileMoveExists { .. } => ("pass-while-move-exists", vec!["*".into()]),
        Illegal::NoDestination { at } => ("no-destination", vec![n(at)]),
        Illegal::OffBoard { name } => ("off-board", vec![name.to_string()]),
        Illegal::NoPiece { at } => ("no-piece", vec![n(at)]),
        Illegal::NotYourPiece { at, .. } => ("not-your-piece", vec![n(at)]),
        Illegal::NotAdjacentNorJump { from, to } => ("not-adjacent-nor-jump", vec![n(from), n(to)]),
        Illegal::StepOccupied { from, to } => ("step-occupied", vec![n(from), n(to)]),
        Illegal::NothingToJump { from, over, to } => {
            ("nothing-to-jump", vec![n(from), n(over), n(to)])
        }
        Illegal::LandingOccupied { from, over, to } => {
            ("landing-occupied", vec![n(from), n(over), n(to)])
        }
        Illegal::VisitedTwice { at } => ("visited-twice", vec![n(at)]),
        Illegal::StepThenMore { from, to, next } => {
            ("step-then-more", vec![n(from), n(to), n(next)])
        }
        Illegal::StepAfterJump { from, to } => ("step-after-jump", vec![n(from), n(to)]),
        Illegal::LeavesTargetCamp { from, to } => ("leaves-target-camp", vec![n(from), n(to)]),
        Illegal::MustContinue { at, over, to } => ("must-continue", vec![n(at), n(over), n(to)]),
    }
}

#[test]
fn illegal_moves_give_their_reasons() {
    let mut files: Vec<_> = fs::read_dir("tests/fixtures/chinese-checkers")
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut count = 0;
    for file in files {
        let src = fs::read_to_string(&file).unwrap();
        let fx: Fixture =
            toml::from_str(&src).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let game = with_position(&src, |r| {
            let g = read_position(r);
            assert!(
                r.problems().is_empty(),
                "{}: {:?}",
                file.display(),
                r.problems()
            );
            g
        })
        .expect("fixture position is valid");
        for case in &fx.case {
            let rules = match &case.trap {
                Some(t) => Rules::with_trap(t).expect("known trap"),
                None => Rules::EDITION,
            };
            let raw = RawMove::parse(&case.mv).expect("readable fixture move");
            let got = check(&game, &rules, &raw).map(|l| l.mv().to_string());
            let reason = got.expect_err(&format!(
                "{}: {} should be illegal",
                file.display(),
                case.mv
            ));
            let (name, points) = describe(&reason);
            assert_eq!(
                (name, &points),
                (case.reason.as_str(), &case.points),
                "{}: {}",
                file.display(),
                case.mv
            );
            // and it is legal under the edition when the reason comes from a trap
            if case.trap.is_some() {
                assert!(check(&game, &Rules::EDITION, &raw).is_ok(), "{}", case.mv);
            }
            count += 1;
        }
    }
    assert!(count >= 25, "{count} cases");
}
