//! plyyard beside the `hnefatafl` crate (0.0.2, set up as Fetlar): legal
//! move generation on the start position and on the same 1 000 positions
//! reached by seeded random play, in CPU time. First a differential check:
//! both engines must count the same moves in every position.

mod common {
    pub mod cpu_time;
    pub mod fetlar;
}

use common::cpu_time::CpuTime;
use common::fetlar::{
    disagreements, move_count, peer_logic, peer_move_count, peer_state, positions,
};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use plyyard::games::hnefatafl::game::MoveList;
use std::hint::black_box;

fn benches(c: &mut Criterion<CpuTime>) {
    let games = positions(1_000, 2027);
    let diff = disagreements(&games);
    assert!(
        diff.is_empty(),
        "the engines disagree on {} positions, first {:?}",
        diff.len(),
        diff.first()
    );
    let logic = peer_logic();
    let states: Vec<_> = games.iter().map(peer_state).collect();
    let mut list = MoveList::new();

    let mut g = c.benchmark_group("hnefatafl-peer/start");
    g.bench_function("plyyard", |b| {
        b.iter(|| move_count(black_box(&games[0]), &mut list))
    });
    g.bench_function("hnefatafl-crate", |b| {
        b.iter(|| peer_move_count(&logic, black_box(&states[0]), &games[0]))
    });
    g.finish();

    let mut g = c.benchmark_group("hnefatafl-peer/1000-positions");
    g.throughput(Throughput::Elements(games.len() as u64));
    g.bench_function("plyyard", |b| {
        b.iter(|| {
            games
                .iter()
                .map(|x| move_count(black_box(x), &mut list))
                .sum::<usize>()
        })
    });
    g.bench_function("hnefatafl-crate", |b| {
        b.iter(|| {
            games
                .iter()
                .zip(&states)
                .map(|(x, s)| peer_move_count(&logic, black_box(s), x))
                .sum::<usize>()
        })
    });
    g.finish();
}

criterion_group! {
    name = group;
    config = Criterion::default().with_measurement(CpuTime);
    targets = benches
}
criterion_main!(group);
