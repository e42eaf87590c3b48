//! `plyyard drill` through the binary: a seeded session driven through
//! standard input in each language (two tries, the misconception named, the
//! review of mistakes), the teacher's export checked by `verify`, and the
//! errors.

use crate::common::{LANGS, plyyard, run, run_json, run_with_stdin};

/// A two-question hnefatafl drill in `lang` with `input` as the answers.
fn session(lang: &str, input: &str) -> (i32, String) {
    let (code, stdout, stderr) = run_with_stdin(
        &mut plyyard(
            Some(lang),
            &["drill", "hnefatafl", "--seed", "7", "--count", "2"],
        ),
        input,
    );
    assert!(stderr.is_empty(), "{stderr}");
    (code, stdout)
}

#[test]
fn a_seeded_session_in_each_language() {
    // The first question is right at the second try, the second at once;
    // the first comes back in the review of mistakes.
    let answers = [
        "e5\nf2\nnone\nf2\n",
        "e5\nf2\naucune\nf2\n",
        "e5\nf2\nнет\nf2\n",
    ];
    for (lang, input) in LANGS.into_iter().zip(answers) {
        let (code, stdout) = session(lang, input);
        assert_eq!(code, 0);
        insta::assert_snapshot!(format!("drill-session-{lang}"), stdout);
    }
}

#[test]
fn the_same_seed_asks_the_same_questions() {
    let (_, a) = session("en", "quit\n");
    let (_, b) = session("en", "quit\n");
    assert_eq!(a, b);
    assert!(a.contains("seed 7"), "{a}");
}

#[test]
fn a_trap_answer_is_named_before_the_answer_is_given() {
    // Level 1 corner-escape drills ask about a king on the edge; "white"
    // (he escaped) is the edge-escape misconception.
    let (code, stdout, _) = run_with_stdin(
        &mut plyyard(
            Some("en"),
            &[
                "drill",
                "hnefatafl",
                "--topic",
                "corner-escape",
                "--seed",
                "3",
                "--count",
                "1",
            ],
        ),
        "white\nquit\n",
    );
    assert_eq!(code, 0);
    let named = stdout.find("another variant's rule").expect(&stdout);
    assert!(!stdout[..named].contains("The answer is"), "{stdout}");
}

#[test]
fn export_writes_files_that_verify_accepts() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_str().unwrap();
    let (code, v) = run_json(&mut plyyard(
        Some("fr"),
        &[
            "drill", "dominoes", "--seed", "11", "--count", "6", "--level", "2", "--export", path,
            "--format", "json",
        ],
    ));
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["verified"], true);
    assert_eq!(v["drills"].as_array().unwrap().len(), 6);
    assert_eq!(v["seed"], 11);
    let (code, out, err) = run(&mut plyyard(Some("ru"), &["verify", path]));
    assert_eq!(code, 0, "{out}{err}");
    let (code, text, _) = run(&mut plyyard(
        Some("ru"),
        &[
            "drill", "dominoes", "--seed", "11", "--count", "6", "--level", "2", "--export", path,
        ],
    ));
    assert_eq!(code, 0);
    assert!(text.contains("6 упражнений записано"), "{text}");
}

#[test]
fn bad_options_are_explained() {
    let (code, _, err) = run(&mut plyyard(
        Some("fr"),
        &["drill", "hnefatafl", "--topic", "classify"],
    ));
    assert_eq!(code, 2);
    assert!(err.contains("soldier-capture"), "{err}");
    let (code, _, err) = run(&mut plyyard(
        Some("en"),
        &["drill", "aeroplane", "--format", "json"],
    ));
    assert_eq!(code, 2);
    assert!(err.contains("--export"), "{err}");
    let (code, _, _) = run(&mut plyyard(
        Some("en"),
        &["drill", "aeroplane", "--level", "4"],
    ));
    assert_eq!(code, 2);
    let (code, _, err) = run(&mut plyyard(Some("ru"), &["drill", "chess"]));
    assert_eq!(code, 2);
    assert!(err.contains("chess"), "{err}");
}
