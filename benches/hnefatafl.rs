//! Benchmarks of the hnefatafl engine: move generation and random playouts
//! (the searches are in `hnefatafl_search`, the peer engine in
//! `hnefatafl_peer`).

mod common {
    pub mod cpu_time;
}

use common::cpu_time::CpuTime;
use criterion::{Criterion, criterion_group, criterion_main};
use plyyard::games::hnefatafl::game::{Game, MoveList};
use plyyard::games::hnefatafl::playout::random_playout;
use plyyard::games::hnefatafl::rules::FETLAR;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

fn benches(c: &mut Criterion<CpuTime>) {
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
}

criterion_group! {
    name = group;
    config = Criterion::default().with_measurement(CpuTime);
    targets = benches
}
criterion_main!(group);
