//! Data-driven tests: illegal moves with their reasons, invalid positions with
//! their problem codes (tests/fixtures/hnefatafl/).

use std::fs;

use plyyard::game_api::GameAdapter;
use plyyard::games::hnefatafl::ADAPTER;
use plyyard::games::hnefatafl::board::Square;
use plyyard::games::hnefatafl::game::{Game, Side};
use plyyard::games::hnefatafl::notation::parse_move;
use plyyard::games::hnefatafl::rules::FETLAR;
use plyyard::games::hnefatafl::setup::{Setup, validate};
use plyyard::position_reader::with_position;

fn strings(v: &toml::Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

fn game_of(pos: &toml::Table) -> Game {
    let list = |k: &str| -> Vec<(Square, usize)> {
        strings(&pos[k])
            .iter()
            .enumerate()
            .map(|(i, s)| (Square::parse(s).unwrap(), i))
            .collect()
    };
    let setup = Setup {
        attackers: list("attackers"),
        defenders: list("defenders"),
        attackers_written: strings(&pos["attackers"]).len(),
        defenders_written: strings(&pos["defenders"]).len(),
        king: Square::parse(pos["king"].as_str().unwrap()),
        turn: Side::parse(pos["turn"].as_str().unwrap()),
        quiet: pos.get("quiet").and_then(|q| q.as_integer()).unwrap_or(0) as u8,
    };
    let (game, problems) = validate(&setup);
    assert!(problems.is_empty(), "{problems:?}");
    game.unwrap()
}

#[test]
fn illegal_moves_have_their_reasons() {
    let src = fs::read_to_string("tests/fixtures/hnefatafl/illegal.toml").unwrap();
    let doc: toml::Table = toml::from_str(&src).unwrap();
    let cases = doc["case"].as_array().unwrap();
    assert!(cases.len() >= 20);
    for case in cases {
        let case = case.as_table().unwrap();
        let name = case["name"].as_str().unwrap();
        let game = game_of(case["position"].as_table().unwrap());
        let text = case
            .get("suffix_check")
            .and_then(|s| s.as_str())
            .unwrap_or_else(|| case["move"].as_str().unwrap());
        let w = parse_move(text).unwrap_or_else(|| panic!("{name}: unreadable {text}"));
        let err = game.play_checked(&FETLAR, w.mv, w.claimed).expect_err(name);
        assert_eq!(err.code(), case["reason"].as_str().unwrap(), "{name}");
        let squares: Vec<String> = err.squares().iter().map(|s| s.to_string()).collect();
        assert_eq!(squares, strings(&case["squares"]), "{name}");
        // the move is never in the legal-move list (suffix cases aside)
        if w.claimed.is_none() {
            let mut list = plyyard::games::hnefatafl::game::MoveList::new();
            game.legal_moves(&FETLAR, &mut list);
            assert!(!list.as_slice().contains(&w.mv), "{name}");
        }
    }
}

#[test]
fn positions_list_every_problem() {
    let src = fs::read_to_string("tests/fixtures/hnefatafl/problems.toml").unwrap();
    let doc: toml::Table = toml::from_str(&src).unwrap();
    for case in doc["case"].as_array().unwrap() {
        let case = case.as_table().unwrap();
        let name = case["name"].as_str().unwrap();
        let body = format!("[position]\n{}", case["source"].as_str().unwrap());
        let (valid, problems) = with_position(&body, |r| {
            let p = ADAPTER.load_position(r);
            (p.is_some(), r.problems().to_vec())
        });
        assert_eq!(valid, problems.is_empty(), "{name}");
        let codes: Vec<&str> = problems.iter().map(|p| p.code.as_str()).collect();
        assert_eq!(codes, strings(&case["codes"]), "{name}");
        let expected: Vec<Vec<String>> = case["squares"]
            .as_array()
            .unwrap()
            .iter()
            .map(strings)
            .collect();
        let got: Vec<Vec<String>> = problems.iter().map(|p| p.squares.clone()).collect();
        assert_eq!(got, expected, "{name}");
        for p in &problems {
            let span = p.span.clone().unwrap_or_else(|| panic!("{name}: no span"));
            assert!(span.end <= body.len() && span.start < span.end, "{name}");
            assert!(p.message.id.starts_with("hnef-") || p.message.id.starts_with("file-"));
        }
    }
}
