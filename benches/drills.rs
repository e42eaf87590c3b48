//! Benchmark of the drills: one verified drill exercise per iteration, for
//! each game (topics and levels in turn): made from its seed (positions
//! reached by random play, the filters, the proof as an exercise), then
//! checked as `verify` checks a teacher's file, texts in three languages
//! included. Issue 14 asks for at least 200 per second per game.

use std::hint::black_box;

mod common {
    pub mod cpu_time;
}

use common::cpu_time::CpuTime;
use criterion::{Criterion, criterion_group, criterion_main};
use plyyard::drill::{Drill, LEVELS, Plan};
use plyyard::exercise;
use plyyard::game_api::GameKind;
use plyyard::i18n::Lang;

fn bench(c: &mut Criterion<CpuTime>) {
    for game in GameKind::ALL {
        let plans: Vec<Plan> = LEVELS
            .map(|level| Plan {
                game,
                topic: None,
                level,
                seed: 2026,
                count: 1_000_000,
            })
            .collect();
        let mut i = 0usize;
        c.bench_function(&format!("drill {game}: one verified exercise"), |b| {
            b.iter(|| {
                let plan = &plans[i % plans.len()];
                let drill = Drill::make(plan.id(i / plans.len()), 1).expect("a drill");
                i += 1;
                let ex = drill.exercise("bench.toml", &Lang::ALL).expect("it loads");
                let problems = exercise::verify("bench.toml", ex.source, ex.texts);
                assert!(problems.is_empty());
                black_box(problems)
            })
        });
    }
}

criterion_group! {
    name = drills;
    config = Criterion::default().with_measurement(CpuTime);
    targets = bench
}
criterion_main!(drills);
