//! Benchmarks of the hnefatafl engine: move generation, random playouts and
//! the forced-escape search on the guide's analysed position.

use criterion::{Criterion, criterion_group, criterion_main};
use plyyard::games::hnefatafl::board::{Bitboard, Square};
use plyyard::games::hnefatafl::game::{Game, MoveList, Side};
use plyyard::games::hnefatafl::playout::random_playout;
use plyyard::games::hnefatafl::rules::FETLAR;
use plyyard::games::hnefatafl::search::{Goal, force};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// The guide's analysed position (exercises/hnefatafl/edge-not-corner.toml).
pub const ANALYSED_ATTACKERS: [&str; 21] = [
    "d11", "e11", "g11", "h11", "f10", "a9", "c8", "b5", "c3", "d1", "e1", "f1", "g1", "h1", "f2",
    "k4", "k5", "k6", "k7", "k8", "j6",
];
/// Defenders of the analysed position.
pub const ANALYSED_DEFENDERS: [&str; 10] =
    ["f4", "e5", "g5", "d6", "g6", "h6", "e7", "g7", "f8", "c6"];

fn set(names: &[&str]) -> Bitboard {
    names
        .iter()
        .filter_map(|n| Square::parse(n))
        .fold(Bitboard::EMPTY, |a, s| a | s.bb())
}

fn analysed(turn: Side) -> Game {
    Game::from_parts(
        set(&ANALYSED_ATTACKERS),
        set(&ANALYSED_DEFENDERS),
        Square::parse("a7").expect("square"),
        turn,
        0,
    )
}

fn benches(c: &mut Criterion) {
    let start = Game::start();
    let mut list = MoveList::new();
    c.bench_function("hnefatafl/movegen-start", |b| {
        b.iter(|| {
            black_box(&start).legal_moves(&FETLAR, &mut list);
            black_box(list.len())
        })
    });
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    c.bench_function("hnefatafl/random-playout", |b| {
        b.iter(|| {
            let (_, outcome, plies) =
                random_playout(&start, &FETLAR, 400, |n| rng.random_range(0..n));
            black_box((outcome, plies))
        })
    });
    for (name, turn, goal, n) in [
        ("escape-within-2-black", Side::Black, Goal::Escape, 2),
        ("escape-within-3-black", Side::Black, Goal::Escape, 3),
        ("capture-within-2-black", Side::Black, Goal::CaptureKing, 2),
        ("capture-within-3-black", Side::Black, Goal::CaptureKing, 3),
    ] {
        let g = analysed(turn);
        c.bench_function(&format!("hnefatafl/{name}"), |b| {
            b.iter(|| black_box(force(&g, &FETLAR, goal, n).unwrap().yes))
        });
    }
}

criterion_group!(group, benches);
criterion_main!(group);
