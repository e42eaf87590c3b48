//! Regressions of the reliability review (`reliability-2026-12.md`) on
//! exercise files: sizes, problem counts, numbers and their places.

use plyyard::exercise::{self, LineCol, Source};

/// `count` lines `[tN]` after a valid head: one `unknown-key` problem each
/// (review D2, `repro/many_tables_*.toml`).
fn many_tables(count: usize) -> String {
    let mut text = String::from("format = 1\ngame = \"hnefatafl\"\n");
    for n in 0..count {
        text.push_str(&format!("[t{n}]\n"));
    }
    text
}

/// D2: locating was quadratic (40 000 tables took 86 s); every line start of
/// a 40 000-line file is now located, and the file validated, in linear time.
#[test]
fn many_problems_are_located_in_linear_time() {
    let text = many_tables(40_000);
    let source = Source::new("many.toml", text.as_str());
    let mut line = 1;
    for (offset, byte) in text.bytes().enumerate() {
        if byte == b'\n' {
            line += 1;
            assert_eq!(source.line_col(offset + 1), LineCol { line, column: 1 });
        }
    }
    let (_, problems) = exercise::validate(&source);
    let last = problems.last().expect("unknown tables are problems");
    let at = source.locate(last.span.as_ref().expect("located"));
    assert!(at.line > 2, "{at:?}");
    let syntax = "= = =\n".repeat(40_000);
    let source = Source::new("bad.toml", syntax.as_str());
    let (_, problems) = exercise::validate(&source);
    for p in &problems {
        let at = source.locate(p.span.as_ref().expect("located"));
        assert!((1..=40_001).contains(&at.line));
    }
}
