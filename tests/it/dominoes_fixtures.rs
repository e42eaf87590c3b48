//! Data-driven legality checks: every `tests/fixtures/dominoes/*.toml` case
//! names a move and the expected reason (or `legal`), checked both on the
//! engine and through the adapter's `legal` question.

use crate::common::SolvedParts;
use std::fs;

use plyyard::game_api::{Answer, Ask, GameAdapter};
use plyyard::games::dominoes::notation::parse_move;
use plyyard::games::dominoes::setup::{RawGroup, RawSetup, build};
use plyyard::games::dominoes::{ADAPTER, EDITION, Refusal, Rules};
use plyyard::position_reader::with_position;
use toml::Spanned;

fn strs(v: &toml::Value) -> Vec<&str> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap())
        .collect()
}

fn group(v: &toml::Value) -> RawGroup<'_> {
    match v.as_integer() {
        Some(n) => RawGroup::Count(n),
        None => RawGroup::List(strs(v)),
    }
}

#[test]
fn fixtures() {
    let mut files: Vec<_> = fs::read_dir("tests/fixtures/dominoes")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert!(files.len() >= 5);
    let mut seen_codes = std::collections::BTreeSet::new();
    for path in files {
        let name = path.display().to_string();
        let source = fs::read_to_string(&path).unwrap();
        let doc: toml::Table = toml::from_str(&source).unwrap();
        let p = doc["position"].as_table().unwrap();
        let raw = RawSetup {
            turn: p.get("turn").and_then(|v| v.as_str()),
            line: p.get("line").map(strs).unwrap_or_default(),
            hands: [Some(group(&p["black"])), Some(group(&p["white"]))],
            boneyard: Some(group(&p["boneyard"])),
            passes: p.get("passes").and_then(|v| v.as_integer()).unwrap_or(0) as u8,
            partial: p.get("partial").and_then(|v| v.as_bool()).unwrap_or(false),
        };
        let state = build(&raw).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let pos = with_position(&source, |r| ADAPTER.load_position(r)).expect("valid");
        for case in doc["case"].as_array().unwrap() {
            let case = case.as_table().unwrap();
            let text = case["move"].as_str().unwrap();
            let want = case["reason"].as_str().unwrap();
            let trap = case.get("trap").and_then(|v| v.as_str());
            let rules = trap.map_or(EDITION, |t| Rules::with_trap(t).unwrap());
            let ctx = format!("{name}: {text} ({trap:?})");
            let (got, tile) = match parse_move(text) {
                Err(_) => ("bad-notation", None),
                Ok(mv) => match state.validate(mv, rules) {
                    Ok(_) => ("legal", None),
                    Err(Refusal::Illegal(i)) => (i.code(), i.tile()),
                    Err(Refusal::Hidden(h)) => (h.code(), None),
                },
            };
            assert_eq!(got, want, "{ctx}");
            if let Some(t) = case.get("tile").and_then(|v| v.as_str()) {
                assert_eq!(tile.map(|x| x.to_string()).as_deref(), Some(t), "{ctx}");
            }
            seen_codes.insert(got);
            // The adapter agrees: yes, no, or a question error.
            let ask = Ask::Legal {
                mv: Spanned::new(0..0, text.to_string()),
            };
            let answer = pos.answer(&ask, trap.map(crate::common::trap));
            match got {
                "legal" => assert_eq!(answer, Ok(Answer::YesNo(true)), "{ctx}"),
                "bad-notation" => assert!(answer.is_err(), "{ctx}"),
                code if code.starts_with("hidden-") => assert!(answer.is_err(), "{ctx}"),
                _ => {
                    assert_eq!(answer, Ok(Answer::YesNo(false)), "{ctx}");
                    assert!(!pos.explain(&ask).is_empty(), "{ctx}");
                }
            }
        }
    }
    // Every reason but `boneyard-empty` (impossible in a valid position under
    // the edition's reserve) appears in the fixtures.
    for code in [
        "game-over",
        "not-in-hand",
        "no-match",
        "wrong-end",
        "draw-while-playable",
        "last-two",
        "not-in-boneyard",
        "pass-while-draw-possible",
        "pass-while-playable",
        "not-opened",
        "end-on-empty-line",
        "end-not-named",
        "hidden-hand",
        "hidden-maybe-in-hand",
        "bad-notation",
        "legal",
    ] {
        assert!(seen_codes.contains(code), "no fixture for {code}");
    }
}
