//! Benchmarks of the aeroplane engine: random playouts from the start, and the
//! legal-plane list of a mid-game position.

use std::hint::black_box;

mod common {
    pub mod cpu_time;
}

use common::cpu_time::CpuTime;
use criterion::{Criterion, criterion_group, criterion_main};
use plyyard::games::aeroplane::game::Game;
use plyyard::games::aeroplane::rules::Rules;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn playout(rng: &mut ChaCha8Rng, buf: &mut Vec<plyyard::games::aeroplane::Square>) -> u32 {
    let rules = Rules::EDITION;
    let mut g = Game::START;
    let mut rolls = 0;
    while g.winner().is_none() {
        let roll = rng.random_range(1..=6u8);
        g.play_roll(&rules, roll, buf, |n| rng.random_range(0..n));
        rolls += 1;
    }
    rolls
}

fn benches(c: &mut Criterion<CpuTime>) {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut buf = Vec::with_capacity(4);
    c.bench_function("aeroplane random playout", |b| {
        b.iter(|| black_box(playout(&mut rng, &mut buf)))
    });
    // A mid-game position: 60 rolls into a seeded game.
    let mut g = Game::START;
    let mut r2 = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..60 {
        let roll = r2.random_range(1..=6u8);
        g.play_roll(&Rules::EDITION, roll, &mut buf, |n| r2.random_range(0..n));
    }
    c.bench_function("aeroplane legal planes, 6 rolls", |b| {
        b.iter(|| {
            let mut n = 0;
            for roll in 1..=6 {
                black_box(&g).legal_planes(&Rules::EDITION, roll, &mut buf);
                n += buf.len();
            }
            n
        })
    });
}

criterion_group! {
    name = aeroplane;
    config = Criterion::default().with_measurement(CpuTime);
    targets = benches
}
criterion_main!(aeroplane);
