//! Benchmarks of the Chinese checkers engine: full-path generation, destination
//! sets, legality checks, distance and random playouts.

use std::hint::black_box;

mod common {
    pub mod cpu_time;
}

use common::cpu_time::CpuTime;
use criterion::{Criterion, criterion_group, criterion_main};
use plyyard::games::chinese_checkers::board::{Point, points};
use plyyard::games::chinese_checkers::flood::Flood;
use plyyard::games::chinese_checkers::game::Game;
use plyyard::games::chinese_checkers::legality::check;
use plyyard::games::chinese_checkers::movegen::{destinations, legal_moves};
use plyyard::games::chinese_checkers::path::RawMove;
use plyyard::games::chinese_checkers::rules::Rules;
use plyyard::games::chinese_checkers::search::{distance, random_playout};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A middle-game position reached by a fixed random playout.
fn midgame() -> Game {
    let mut g = Game::start();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut buf = Vec::new();
    random_playout(&mut g, &mut rng, 60, &mut buf);
    g
}

/// 300 positions of seeded random playouts of 10 to 159 plies (games already
/// won left out), the side to move's sets measured in each.
fn seeded_positions() -> Vec<Game> {
    (0..300u64)
        .filter_map(|seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed + 1000);
            let plies = rng.random_range(10..160);
            let mut g = Game::start();
            random_playout(&mut g, &mut rng, plies, &mut Vec::new());
            g.winner().is_none().then_some(g)
        })
        .collect()
}

fn bench(c: &mut Criterion<CpuTime>) {
    let rules = Rules::EDITION;
    let start = Game::start();
    let mid = midgame();
    c.bench_function("cc full paths, start", |b| {
        b.iter(|| {
            legal_moves(black_box(&start), &rules, 1_000_000)
                .unwrap()
                .len()
        })
    });
    c.bench_function("cc full paths, midgame", |b| {
        b.iter(|| {
            legal_moves(black_box(&mid), &rules, 1_000_000)
                .map(|v| v.len())
                .unwrap_or(0)
        })
    });
    c.bench_function("cc destinations, all pieces of the mover, midgame", |b| {
        b.iter(|| {
            points(mid.pieces(mid.turn()))
                .map(|p| destinations(black_box(&mid), &rules, p).count_ones())
                .sum::<u32>()
        })
    });
    c.bench_function("cc destination sets of the side to move, midgame", |b| {
        let mut out = Vec::with_capacity(16);
        b.iter(|| {
            let g = black_box(&mid);
            let side = g.turn();
            Flood::new(g.occupied(), &rules, side).side_sets(g.pieces(side), &mut out);
            out.len()
        })
    });
    let many = seeded_positions();
    c.bench_function(
        "cc destination sets of the side to move, 300 seeded positions",
        |b| {
            let mut out = Vec::with_capacity(16);
            b.iter(|| {
                let mut n = 0;
                for g in black_box(&many) {
                    let side = g.turn();
                    Flood::new(g.occupied(), &rules, side).side_sets(g.pieces(side), &mut out);
                    n += out.len();
                }
                n
            })
        },
    );
    let raw = RawMove::parse("c13-e11").unwrap();
    c.bench_function("cc legality check", |b| {
        b.iter(|| check(black_box(&start), &rules, &raw).is_ok())
    });
    let (from, to) = (Point::parse("d10").unwrap(), Point::parse("m13").unwrap());
    c.bench_function("cc distance d10 to m13, start", |b| {
        b.iter(|| distance(black_box(&start), &rules, from, to))
    });
    c.bench_function("cc random playout, 200 plies", |b| {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut buf = Vec::with_capacity(16);
        b.iter(|| {
            let mut g = start;
            random_playout(&mut g, &mut rng, 200, &mut buf).plies
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().with_measurement(CpuTime);
    targets = bench
}
criterion_main!(benches);
