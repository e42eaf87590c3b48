//! Benchmarks of the dominoes engine: random games, move generation, draws.

use std::hint::black_box;

mod common {
    pub mod cpu_time;
}

use common::cpu_time::CpuTime;
use criterion::{Criterion, criterion_group, criterion_main};
use plyyard::games::dominoes::playout::{deal, random_game};
use plyyard::games::dominoes::{EDITION, Move};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn bench(c: &mut Criterion<CpuTime>) {
    c.bench_function("dominoes random game", |b| {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut buf: Vec<Move> = Vec::with_capacity(64);
        b.iter(|| {
            let mut s = deal(&mut rng);
            black_box(random_game(&mut s, EDITION, &mut rng, &mut buf))
        })
    });

    // A mid-game position: a few random actions from a fixed deal.
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut mid = deal(&mut rng);
    let mut buf: Vec<Move> = Vec::with_capacity(64);
    for _ in 0..6 {
        mid.legal_moves(EDITION, &mut buf).unwrap();
        let mv = match buf[0] {
            Move::Draw(None) => {
                Move::Draw(plyyard::games::dominoes::tile::tiles_of(mid.boneyard.known).next())
            }
            m => m,
        };
        mid.play(mv, EDITION).unwrap();
    }
    c.bench_function("dominoes legal moves", |b| {
        b.iter(|| {
            black_box(&mid).legal_moves(EDITION, &mut buf).unwrap();
            black_box(buf.len())
        })
    });
    c.bench_function("dominoes max draws", |b| {
        b.iter(|| black_box(black_box(&mid).draw_bound(EDITION)))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().with_measurement(CpuTime);
    targets = bench
}
criterion_main!(benches);
