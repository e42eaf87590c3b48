//! The forced-goal searches (`escape` / `capture-king`) within 3, 4 and 5 on
//! crowded and sparse positions, in CPU time: the start position, the start
//! after six seeded random moves, the guide's analysed position with either
//! side to move, and 24 attackers around an open king with one defender.

mod common {
    pub mod cpu_time;
}

use common::cpu_time::CpuTime;
use criterion::{Criterion, criterion_group, criterion_main};
use plyyard::games::hnefatafl::board::{Bitboard, Square};
use plyyard::games::hnefatafl::game::{Game, START_ATTACKERS, Side};
use plyyard::games::hnefatafl::playout::random_playout;
use plyyard::games::hnefatafl::rules::FETLAR;
use plyyard::games::hnefatafl::search::{Goal, force};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// The guide's analysed position (exercises/hnefatafl/edge-not-corner.toml).
const ANALYSED_ATTACKERS: [&str; 21] = [
    "d11", "e11", "g11", "h11", "f10", "a9", "c8", "b5", "c3", "d1", "e1", "f1", "g1", "h1", "f2",
    "k4", "k5", "k6", "k7", "k8", "j6",
];
const ANALYSED_DEFENDERS: [&str; 10] = ["f4", "e5", "g5", "d6", "g6", "h6", "e7", "g7", "f8", "c6"];

fn set(names: &[&str]) -> Bitboard {
    names
        .iter()
        .filter_map(|n| Square::parse(n))
        .fold(Bitboard::EMPTY, |a, s| a | s.bb())
}

fn square(name: &str) -> Square {
    Square::parse(name).expect("square")
}

/// The named positions of the benchmark.
fn positions() -> Vec<(&'static str, Game)> {
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    let six = random_playout(&Game::start(), &FETLAR, 6, |n| rng.random_range(0..n)).0;
    let analysed = |turn| {
        Game::from_parts(
            set(&ANALYSED_ATTACKERS),
            set(&ANALYSED_DEFENDERS),
            square("a7"),
            turn,
            0,
        )
    };
    vec![
        ("start", Game::start()),
        ("start-after-six", six),
        ("analysed-black", analysed(Side::Black)),
        ("analysed-white", analysed(Side::White)),
        (
            "sparse",
            Game::from_parts(
                set(&START_ATTACKERS),
                set(&["d4"]),
                square("f6"),
                Side::Black,
                0,
            ),
        ),
    ]
}

fn benches(c: &mut Criterion<CpuTime>) {
    let mut g = c.benchmark_group("hnefatafl-search");
    g.sample_size(10);
    for (name, game) in positions() {
        for (goal_name, goal) in [
            ("escape", Goal::Escape),
            ("capture-king", Goal::CaptureKing),
        ] {
            // within 5 where it is decided inside the budget (the sparse
            // capture is refused: the refusal is measured below)
            let deepest = if name == "sparse" && goal == Goal::CaptureKing {
                4
            } else {
                5
            };
            for within in 3..=deepest {
                g.bench_function(format!("{goal_name}-within-{within}/{name}"), |b| {
                    b.iter(|| {
                        force(black_box(&game), &FETLAR, goal, within)
                            .map(|f| f.yes)
                            .ok()
                    })
                });
            }
        }
    }
    let (_, sparse) = positions().pop().expect("sparse position");
    g.bench_function("refusal/capture-king-within-5/sparse", |b| {
        b.iter(|| force(black_box(&sparse), &FETLAR, Goal::CaptureKing, 5).is_err())
    });
    g.finish();
}

criterion_group! {
    name = group;
    config = Criterion::default().with_measurement(CpuTime);
    targets = benches
}
criterion_main!(group);
