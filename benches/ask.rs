//! Benchmarks of `plyyard ask`: reading a question and deciding its answer,
//! and the whole answer (Fluent texts built, answer written).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use plyyard::i18n::{Lang, Localiser};
use plyyard::qa::ask::{MAX_CHARS, ask};
use plyyard::render::write_ask;

const QUESTIONS: [(&str, &str); 3] = [
    (
        "fr",
        "Si je n'ai aucun domino qui va, je suis obligé de piocher ?",
    ),
    (
        "ru",
        "Может ли защитник пройти через трон, если на нём сидит король?",
    ),
    ("en", "With a 5, may I move one plane 3 and another 2?"),
];

fn bench(c: &mut Criterion) {
    for (lang, q) in QUESTIONS {
        // Warm the lexicons and the facts once, as the first call of a run does.
        ask(q, None).unwrap();
        c.bench_function(&format!("ask understand {lang}"), |b| {
            b.iter(|| black_box(ask(black_box(q), None).unwrap()))
        });
    }
    let longest: String = "Est-ce que le roi peut sauter ? "
        .chars()
        .cycle()
        .take(MAX_CHARS)
        .collect();
    c.bench_function("ask understand, longest text allowed", |b| {
        b.iter(|| black_box(ask(black_box(&longest), None).unwrap()))
    });
    c.bench_function("ask whole: Fluent texts built, answer written", |b| {
        b.iter(|| {
            let asked = ask(QUESTIONS[0].1, None).unwrap();
            let loc = Localiser::new(Lang::Fr);
            let mut out = Vec::new();
            write_ask(&asked, &loc, &mut out).unwrap();
            black_box(out)
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
