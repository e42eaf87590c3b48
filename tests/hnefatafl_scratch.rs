use plyyard::games::hnefatafl::board::{Bitboard, Square};
use plyyard::games::hnefatafl::game::{Game, Side};
use plyyard::games::hnefatafl::rules::{FETLAR, Rules};
use plyyard::games::hnefatafl::search::{Goal, force};
use std::time::Instant;
const A: [&str; 21] = [
    "d11", "e11", "g11", "h11", "f10", "a9", "c8", "b5", "c3", "d1", "e1", "f1", "g1", "h1", "f2",
    "k4", "k5", "k6", "k7", "k8", "j6",
];
const D: [&str; 10] = ["f4", "e5", "g5", "d6", "g6", "h6", "e7", "g7", "f8", "c6"];
fn set(names: &[&str]) -> Bitboard {
    names.iter().filter_map(|n| Square::parse(n)).fold(Bitboard::EMPTY, |a, s| a | s.bb())
}
#[test]
fn scratch() {
    for turn in [Side::Black, Side::White] {
        let g = Game::from_parts(set(&A), set(&D), Square::parse("a7").unwrap(), turn, 0);
        for (goal, rules, rn) in [(Goal::Escape, FETLAR, "fetlar"), (Goal::CaptureKing, FETLAR, "fetlar"), (Goal::Escape, Rules::with_trap("edge-escape").unwrap(), "edge")] {
            for n in 1..=3 {
                let t = Instant::now();
                let f = force(&g, &rules, goal, n);
                println!("{turn:?} {goal:?} {rn} n={n}: {} first={:?} nodes={} {:?}", f.yes, f.first.map(|m| format!("{}-{}", m.from, m.to)), f.nodes, t.elapsed());
            }
        }
    }
}
