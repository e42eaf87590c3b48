//! Data-driven test: illegal moves from tests/fixtures/aeroplane/illegal.toml
//! with their expected reasons, checked at the engine and through the adapter.

use crate::common::SolvedParts;
use std::fs;
use std::path::Path;

use plyyard::game_api::GameAdapter;
use plyyard::game_api::{Answer, Ask};
use plyyard::games::aeroplane::ADAPTER;
use plyyard::games::aeroplane::Rules;
use plyyard::games::aeroplane::game::Illegal;
use plyyard::games::aeroplane::notation::MoveText;
use plyyard::games::aeroplane::setup::{RawSetup, validate};
use plyyard::position_reader::with_position;
use toml::{Spanned, Table, Value};

fn raw(pos: &Table) -> RawSetup {
    let list = |k: &str| {
        Some((
            pos[k]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| (v.as_str().unwrap().to_string(), 0..0))
                .collect(),
            0..0,
        ))
    };
    let int = |k: &str| {
        pos.get(k)
            .and_then(Value::as_integer)
            .map(|v| (v as u8, 0..0))
    };
    RawSetup {
        turn: Some((pos["turn"].as_str().unwrap().to_string(), 0..0)),
        planes: [list("red"), list("yellow")],
        dice: int("dice"),
        sixes: int("sixes"),
    }
}

#[test]
fn illegal_moves_have_their_reasons() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/aeroplane/illegal.toml");
    let doc: Table = toml::from_str(&fs::read_to_string(path).unwrap()).unwrap();
    let cases = doc["case"].as_array().unwrap();
    assert!(cases.len() >= 15);
    for case in cases {
        let case = case.as_table().unwrap();
        let name = case["name"].as_str().unwrap();
        let trap = case.get("trap").and_then(Value::as_str);
        let rules = Rules::for_trap(trap).unwrap();
        let pos = case["position"].as_table().unwrap();
        let game = validate(&raw(pos)).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let text = case["move"].as_str().unwrap();
        let action = MoveText::parse(text)
            .unwrap()
            .resolve(&game, &rules)
            .unwrap();
        let reason = game.check(&rules, action).expect_err(name);
        assert_eq!(reason.code(), case["reason"].as_str().unwrap(), "{name}");
        if let Some(squares) = case.get("squares").and_then(Value::as_array) {
            let want: Vec<&str> = squares.iter().map(|v| v.as_str().unwrap()).collect();
            let got: Vec<String> = reason.squares().iter().map(|s| s.to_string()).collect();
            assert_eq!(got, want, "{name}");
        }
        if let Some(by) = case.get("by").and_then(Value::as_integer) {
            assert!(
                matches!(reason, Illegal::Overshoot { by: b, .. } if i64::from(b) == by),
                "{name}"
            );
        }
        if let Some(roll) = case.get("roll").and_then(Value::as_integer) {
            assert!(
                matches!(reason, Illegal::ExitNeedsSix { roll: r } if i64::from(r) == roll),
                "{name}"
            );
        }
        // The same through the adapter: `legal` says no and explains the reason.
        let source = format!("[position]\n{}", toml::to_string(pos).unwrap());
        let position = with_position(&source, |r| ADAPTER.load_position(r)).unwrap();
        let ask = Ask::Legal {
            mv: Spanned::new(0..0, text.to_string()),
        };
        assert_eq!(
            position
                .answer(&ask, trap.map(crate::common::trap))
                .unwrap(),
            Answer::YesNo(false),
            "{name}"
        );
        if trap.is_none() {
            let msgs = position.explain(&ask);
            assert_eq!(msgs.len(), 1, "{name}");
            assert!(
                msgs[0].id.starts_with("aero-illegal-"),
                "{name}: {}",
                msgs[0].id
            );
        }
    }
}
