//! Records of games played through standard input, re-checked move by move
//! by the independent reference implementations of the differential tests
//! (`*_reference.rs`, and the coordinate reference of
//! `chinese_checkers_props.rs`), with their own notation readers here: each
//! move must be written for the side to move and be legal for the
//! reference, and the record's result must be the reference's.
//!
//! The games: two people at one keyboard making random choices, and a
//! person against the level-1 opponent. The typed moves are worked out
//! beforehand by running the same table (same seed, same calls), then typed
//! into `plyyard play … --record FILE`.

use std::collections::BTreeSet;

use plyyard::exercise::Source;
use plyyard::games::engine::Outcome;
use plyyard::games::play::Playable;
use plyyard::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use plyyard::play::record::{self, Record, split_move};
use plyyard::play::table::{Actor, Table};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::common::{plyyard, run_with_stdin};

/// The lines a person types for a whole game: random choices for the sides
/// people play, the level-1 opponent for the others (`None`: hot seat).
fn typed_game<G: Playable>(seed: u64, engine: Option<usize>, max: usize) -> Vec<String> {
    let mut t = Table::<G>::new(seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let sides = G::KIND.sides();
    let mut lines = Vec::new();
    while t.outcome() == Outcome::Ongoing && t.plies().len() < max {
        if let Some(c) = t.roll()
            && let Some(mv) = c.forced
        {
            t.play(mv, Actor::Rules).unwrap();
            continue;
        }
        let engine_turn = engine.is_some_and(|e| sides[e] == t.turn());
        if let Some((mv, _)) = t.forced()
            && (engine_turn || !G::forced_is_typed())
        {
            t.play(mv, Actor::Rules).unwrap();
            continue;
        }
        if engine_turn {
            let mv = t.opponent(1).mv;
            t.play(mv, Actor::Engine).unwrap();
            continue;
        }
        let choices = t.choices();
        let mv = choices[rng.random_range(0..choices.len())];
        lines.push(t.state().move_text(&mv));
        t.mark();
        t.play(mv, Actor::Human).unwrap();
    }
    lines
}

/// Plays the game through standard input and returns its record.
fn recorded<G: Playable>(seed: u64, engine: Option<usize>, max: usize) -> Record {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.toml");
    let mut input = typed_game::<G>(seed, engine, max).join("\n");
    input.push_str("\nquit\n");
    let seed_text = seed.to_string();
    let mut args = vec!["play", G::KIND.name(), "--seed", &seed_text, "--level", "1"];
    match engine {
        None => args.push("--hot-seat"),
        Some(0) => args.extend(["--side", G::KIND.sides()[1]]),
        Some(_) => {}
    }
    let file = path.to_str().unwrap().to_string();
    args.extend(["--record", &file, "--format", "json"]);
    let (code, stdout, stderr) = run_with_stdin(&mut plyyard(Some("en"), &args), &input);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert!(report["tries"].as_array().unwrap().is_empty(), "{report}");
    let text = std::fs::read_to_string(&path).unwrap();
    record::read(&Source::new("game.toml", text)).unwrap()
}

fn moves(rec: &Record) -> Vec<(String, String)> {
    rec.moves
        .iter()
        .map(|m| {
            let (side, mv) = split_move(m.get_ref()).unwrap();
            (side.to_string(), mv.to_string())
        })
        .collect()
}

fn result(rec: &Record) -> String {
    rec.result.as_ref().unwrap().get_ref().clone()
}

fn check_aeroplane(rec: &Record) {
    use crate::aeroplane_reference::{Mv, NAMES, Rules, Sq, St};
    let square = |t: &str| -> Sq {
        match t {
            "base" => Sq::Base,
            "goal" => Sq::Goal,
            _ if t.starts_with('R') => Sq::Lane(0, t[1..].parse().unwrap()),
            _ if t.starts_with('Y') => Sq::Lane(1, t[1..].parse().unwrap()),
            _ => Sq::Ring(t.parse().unwrap()),
        }
    };
    let rules = Rules::default();
    let mut st = St::start();
    for (i, (side, text)) in moves(rec).iter().enumerate() {
        assert_eq!(side, NAMES[st.turn], "move {i}");
        let mv = match text.split_once(':') {
            Some((r, p)) => Mv::Play {
                roll: Some(r.parse().unwrap()),
                from: square(p),
            },
            None => Mv::Bare(text.parse().unwrap()),
        };
        assert!(st.legal(&rules, mv), "move {i}: {text}");
        st.apply(&rules, mv);
    }
    assert_eq!(st.status(), result(rec));
}

fn check_dominoes(rec: &Record) {
    use crate::dominoes_reference::{Act, EDITION, Pos, Tile};
    let tile = |t: &str| -> Tile {
        let (a, b) = t.split_once('-').unwrap();
        (a.parse().unwrap(), b.parse().unwrap())
    };
    let mut order: Vec<Tile> = Vec::new();
    for key in ["black", "white", "boneyard"] {
        let (_, list) = rec.deal.iter().find(|(k, _)| k == key).unwrap();
        order.extend(list.iter().map(|t| tile(t)));
    }
    let distinct: BTreeSet<Tile> = order.iter().copied().collect();
    assert_eq!((order.len(), distinct.len()), (28, 28));
    let mut pos = Pos::deal(&order);
    for (i, (side, text)) in moves(rec).iter().enumerate() {
        assert_eq!(side, ["black", "white"][pos.turn], "move {i}");
        let act = if text == "pass" {
            Act::Pass
        } else if let Some(t) = text.strip_prefix("draw:") {
            Act::Draw(Some(tile(t)))
        } else if let Some((t, end)) = text.split_once('@') {
            Act::Play(tile(t), end == "left")
        } else {
            Act::Open(tile(text))
        };
        assert!(pos.legal(act, EDITION), "move {i}: {text}");
        pos.apply(act, EDITION);
    }
    assert_eq!(pos.status().word(), result(rec));
}

fn check_hnefatafl(rec: &Record) {
    use crate::hnefatafl_reference::{Pos, name, parse_sq, rules_for, st_word};
    let rules = rules_for(None);
    let mut pos = Pos::start();
    for (i, (side, text)) in moves(rec).iter().enumerate() {
        let turn = if i % 2 == 0 { "black" } else { "white" };
        assert_eq!(side, turn, "move {i}");
        let (mv, suffix) = text.split_once('x').unwrap_or((text, ""));
        let (from, to) = mv.split_once('-').unwrap();
        let (from, to) = (parse_sq(from), parse_sq(to));
        assert!(
            pos.legal_moves(&rules).contains(&(from, to)),
            "move {i}: {text}"
        );
        let (next, taken) = pos.play(&rules, from, to);
        let mut named: Vec<String> = suffix
            .split('/')
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        let mut real: Vec<String> = taken.iter().map(|s| name(*s)).collect();
        named.sort();
        real.sort();
        assert_eq!(named, real, "move {i}: {text}");
        pos = next;
    }
    assert_eq!(st_word(pos.status(&rules)), result(rec));
}

fn check_chinese_checkers(rec: &Record) {
    use crate::chinese_checkers_props::reference;
    use plyyard::games::chinese_checkers::board::{BLUE_CAMP, Point, RED_CAMP, points};
    use plyyard::games::chinese_checkers::rules::{Rules, Side};
    use plyyard::games::chinese_checkers::setup::Setup;
    let mut red: Vec<Point> = points(RED_CAMP).collect();
    let mut blue: Vec<Point> = points(BLUE_CAMP).collect();
    let mut turn = Side::Red;
    for (i, (side, text)) in moves(rec).iter().enumerate() {
        assert_eq!(side, turn.name(), "move {i}");
        let game = Setup {
            turn,
            red: red.clone(),
            blue: blue.clone(),
            partial: false,
            unreadable: [0, 0],
        }
        .validate()
        .unwrap();
        assert!(
            reference::moves(&game, &Rules::EDITION).contains(text),
            "move {i}: {text}"
        );
        if text != "pass" {
            let pts: Vec<Point> = text.split('-').map(|p| Point::parse(p).unwrap()).collect();
            let own = if turn == Side::Red {
                &mut red
            } else {
                &mut blue
            };
            let k = own.iter().position(|p| *p == pts[0]).unwrap();
            own[k] = *pts.last().unwrap();
        }
        turn = turn.other();
    }
    let home = |list: &[Point], camp: u128| list.iter().all(|p| camp & p.bit() != 0);
    let word = if home(&red, BLUE_CAMP) {
        "red"
    } else if home(&blue, RED_CAMP) {
        "blue"
    } else {
        "ongoing"
    };
    assert_eq!(word, result(rec));
}

#[test]
fn aeroplane_records_agree_with_the_reference() {
    for (seed, engine) in [(1, None), (2, None), (3, Some(1))] {
        check_aeroplane(&recorded::<aeroplane::Game>(seed, engine, 2_000));
    }
}

#[test]
fn dominoes_records_agree_with_the_reference() {
    for (seed, engine) in [(1, None), (2, None), (3, None), (4, Some(0)), (5, Some(1))] {
        check_dominoes(&recorded::<dominoes::State>(seed, engine, 500));
    }
}

#[test]
fn hnefatafl_records_agree_with_the_reference() {
    for (seed, engine) in [(1, None), (2, Some(0))] {
        check_hnefatafl(&recorded::<hnefatafl::game::Game>(seed, engine, 160));
    }
}

#[test]
fn chinese_checkers_records_agree_with_the_reference() {
    for (seed, engine) in [(1, None), (2, Some(1))] {
        check_chinese_checkers(&recorded::<chinese_checkers::game::Game>(seed, engine, 120));
    }
}
