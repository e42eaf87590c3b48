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

fn codes(problems: &[plyyard::problem::Problem]) -> Vec<&'static str> {
    problems.iter().map(|p| p.code.as_str()).collect()
}

/// D15: a file larger than 1 MiB is refused before it is parsed, with its own
/// code at the start of the file.
#[test]
fn files_over_one_mebibyte_are_refused() {
    let mut text = String::from("format = 1\n#");
    text.push_str(&"x".repeat(exercise::MAX_FILE_BYTES - text.len()));
    assert_eq!(text.len(), exercise::MAX_FILE_BYTES);
    let (_, problems) = exercise::validate(&Source::new("big.toml", text.as_str()));
    assert!(!codes(&problems).contains(&"too-large"), "{problems:?}");
    text.push('x');
    let (status, problems) = exercise::validate(&Source::new("big.toml", text.as_str()));
    assert_eq!(status, None);
    assert_eq!(codes(&problems), ["too-large"]);
    assert_eq!(problems[0].span, Some(0..0));
    assert!(problems[0].code.is_structural());
}

/// D2, D15: only the first problems are listed, the others counted in one
/// last `too-many-problems` problem placed at the first one left out.
#[test]
fn only_the_first_problems_are_listed() {
    let max = plyyard::problem::MAX_PROBLEMS;
    let text = many_tables(10_000);
    let source = Source::new("many.toml", text.as_str());
    let (_, problems) = exercise::validate(&source);
    assert_eq!(problems.len(), max + 1);
    let last = problems.last().unwrap();
    assert_eq!(last.code.as_str(), "too-many-problems");
    assert!(!last.code.is_structural());
    // No [position] and no [[question]] (at the start), then the tables.
    assert_eq!(codes(&problems[..2]), ["missing-key", "no-question"]);
    assert!(
        problems[2..max]
            .iter()
            .all(|p| p.code.as_str() == "unknown-key")
    );
    assert_eq!(
        last.message.args[0].1,
        plyyard::message::Arg::Num(10_002 - max as i64)
    );
    assert_eq!(source.locate(last.span.as_ref().unwrap()).line, 2 + max - 1);

    let syntax = "= = =\n".repeat(40_000);
    let (_, problems) = exercise::validate(&Source::new("bad.toml", syntax.as_str()));
    assert_eq!(problems.len(), max + 1);
    assert_eq!(problems.last().unwrap().code.as_str(), "too-many-problems");
    assert!(
        problems[..max]
            .iter()
            .all(|p| p.code.as_str() == "toml-syntax")
    );
    let Some(plyyard::message::Arg::Num(more)) =
        problems[max].message.args.first().map(|a| a.1.clone())
    else {
        panic!("a count")
    };
    assert!(more > 40_000, "{more}");
}

/// D15: at most 100 questions; the 101st table is where the refusal points.
#[test]
fn at_most_one_hundred_questions() {
    let head = "format = 1\ngame = \"hnefatafl\"\n[position]\nturn = \"black\"\nattackers = [\"a4\"]\ndefenders = [\"f4\"]\nking = \"f6\"\n";
    let question = "[[question]]\nask = \"status\"\n";
    let ok = format!("{head}{}", question.repeat(exercise::MAX_QUESTIONS));
    let loaded = exercise::load("x", Source::new("x.toml", ok), exercise::Texts::None);
    assert_eq!(loaded.map(|e| e.questions.len()).ok(), Some(100));
    let text = format!("{head}{}", question.repeat(5_000));
    let source = Source::new("x.toml", text.as_str());
    let (_, problems) = exercise::validate(&source);
    assert_eq!(codes(&problems), ["too-many-questions"]);
    let at = source.locate(problems[0].span.as_ref().unwrap());
    assert_eq!(at.line, 8 + 2 * exercise::MAX_QUESTIONS);
}

/// A hnefatafl exercise asking `capture-king` with this `within`, as written.
fn within(value: &str) -> String {
    format!(
        "format = 1\ngame = \"hnefatafl\"\n[position]\nturn = \"black\"\nattackers = [\"a4\"]\ndefenders = [\"f4\"]\nking = \"f6\"\n[[question]]\nask = \"capture-king\"\nwithin = {value}\n"
    )
}

/// D11: `within` 5–99 passed `validate` and was then refused by the engine
/// without a place; it is `out-of-range` at the value, at load time.
#[test]
fn within_is_limited_at_load_time_with_its_place() {
    use plyyard::game_api::MAX_WITHIN;
    for n in [0, 6, 99, 1_000_000] {
        let source = Source::new("w.toml", within(&n.to_string()));
        let (_, problems) = exercise::validate(&source);
        assert_eq!(codes(&problems), ["out-of-range"], "within {n}");
        let at = source.locate(problems[0].span.as_ref().unwrap());
        assert_eq!((at.line, at.column), (10, 10), "within {n}");
        assert!(!problems[0].code.is_structural());
    }
    for n in 1..=MAX_WITHIN {
        let source = Source::new("w.toml", within(&n.to_string()));
        assert!(exercise::validate(&source).1.is_empty(), "within {n}");
    }
}

/// D12: an integer beyond 64 bits is `out-of-range` (it was "must be an
/// integer"), and every value is printed as written (`0x7fffffffffffffff` was
/// printed 9223372036854776000, through f64).
#[test]
fn huge_integers_are_out_of_range_and_printed_exactly() {
    use plyyard::i18n::{Lang, Localiser};
    let cases = [
        ("99999999999999999999", "99999999999999999999"),
        ("0x7fffffffffffffff", "9223372036854775807"),
        ("-9_223_372_036_854_775_809", "-9223372036854775809"),
    ];
    for (written, shown) in cases {
        let (_, problems) = exercise::validate(&Source::new("w.toml", within(written)));
        assert_eq!(codes(&problems), ["out-of-range"], "{written}");
        for lang in Lang::ALL {
            let text = Localiser::new(lang).text(&problems[0].message);
            assert!(text.contains(shown), "{lang}: {text}");
            assert!(text.contains("question[1].within"), "{lang}: {text}");
        }
    }
    let boneyard = "format = 1\ngame = \"dominoes\"\n[position]\nturn = \"black\"\nline = []\nblack = 7\nwhite = 7\nboneyard = 1_000_000_000_000_000_000_000\n[[question]]\nask = \"status\"\n";
    let (_, problems) = exercise::validate(&Source::new("d.toml", boneyard));
    assert!(codes(&problems).contains(&"out-of-range"), "{problems:?}");
    let format = "format = 18446744073709551616\n";
    let (_, problems) = exercise::validate(&Source::new("f.toml", format));
    assert!(codes(&problems).contains(&"out-of-range"), "{problems:?}");
}

/// Hunt: 100 000 nested lists, inline tables or dotted keys are one located
/// syntax problem, worded in the reader's language (it was the parser's
/// English "cannot recurse further").
#[test]
fn deep_nesting_is_one_localised_problem() {
    use plyyard::i18n::{Lang, Localiser};
    let texts = [
        format!(
            "format = 1\ntags = {}{}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        ),
        format!(
            "format = 1\nx = {}1{}",
            "{a=".repeat(50_000),
            "}".repeat(50_000)
        ),
        format!("format = 1\n{} = 1", vec!["a"; 100_000].join(".")),
    ];
    for text in texts {
        let (_, problems) = exercise::validate(&Source::new("deep.toml", text));
        assert_eq!(codes(&problems), ["toml-syntax"]);
        let fr = Localiser::new(Lang::Fr).text(&problems[0].message);
        assert!(fr.contains("imbriquées trop profondément"), "{fr}");
    }
}
