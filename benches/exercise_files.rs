//! Benchmarks of reading exercise files whose problems are many: locating them
//! must stay linear in the file's size (review D2: it was quadratic).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use plyyard::exercise::{self, Source};

/// `count` lines `[tN]`: one `unknown-key` problem per line.
fn many_tables(count: usize) -> String {
    let mut text = String::from("format = 1\ngame = \"hnefatafl\"\n");
    for n in 0..count {
        text.push_str(&format!("[t{n}]\n"));
    }
    text
}

fn bench(c: &mut Criterion) {
    for count in [10_000, 40_000] {
        let text = many_tables(count);
        c.bench_function(&format!("validate {count} unknown tables"), |b| {
            b.iter(|| {
                let source = Source::new("many.toml", text.as_str());
                let (_, problems) = exercise::validate(&source);
                black_box(
                    problems
                        .iter()
                        .filter_map(|p| p.span.as_ref())
                        .map(|s| source.locate(s).line)
                        .sum::<usize>(),
                )
            })
        });
    }
    let syntax = "= = =\n".repeat(40_000);
    c.bench_function("validate 40000 syntax-error lines", |b| {
        b.iter(|| {
            black_box(
                exercise::validate(&Source::new("bad.toml", syntax.as_str()))
                    .1
                    .len(),
            )
        })
    });
    let text = "é".repeat(1 << 19);
    let source = Source::new("long.toml", text.as_str());
    c.bench_function("locate every offset of 1 MiB, 40 000 lines", |b| {
        let lined = "abcdefghijklmnopqrstuvwxy\n".repeat(40_000);
        let lined = Source::new("lined.toml", lined);
        b.iter(|| {
            let mut sum = 0;
            for offset in (0..lined.text.len()).step_by(26) {
                sum += lined.line_col(offset).line;
            }
            black_box(sum)
        })
    });
    c.bench_function("locate the end of a 1 MiB line", |b| {
        b.iter(|| black_box(source.line_col(black_box(text.len()))))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
