//! `plyyard drill` and `practice --drill` through the binary: a seeded
//! session driven through standard input in each language (tries, the
//! misconception named), a drill missed coming back in the review, drills
//! offered when a game's catalogue is done, JSON events, the teacher's export
//! checked by `verify`, and the errors.

use std::path::PathBuf;

use crate::common::{LANGS, parse_json, plyyard, run, run_json, run_with_stdin};

/// A fresh progress folder for one test (relative to the crate folder).
fn data_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from("target/test-data/drill").join(name);
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&dir);
    let _ = std::fs::remove_dir_all(&full);
    std::fs::create_dir_all(&full).unwrap();
    dir
}

/// `plyyard --lang LANG ARGS` with its own progress folder and `input`.
fn with_data(dir: &PathBuf, lang: &str, args: &[&str], input: &str) -> (i32, String, String) {
    run_with_stdin(
        plyyard(Some(lang), args).env("PLYYARD_DATA_DIR", dir),
        input,
    )
}

const SESSION: [&str; 6] = ["drill", "hnefatafl", "--seed", "7", "--count", "2"];

#[test]
fn a_seeded_session_in_each_language() {
    // The first question is right at the second try (a diagnosis, not the
    // answer, after the first), the second at once.
    let answers = ["e5\nc7\nf7\n", "e5\nc7\nf7\n", "e5\nc7\nf7\n"];
    for (lang, input) in LANGS.into_iter().zip(answers) {
        let dir = data_dir(&format!("session-{lang}"));
        let (code, stdout, stderr) = with_data(&dir, lang, &SESSION, input);
        assert_eq!(code, 0, "{stderr}");
        assert!(stderr.is_empty(), "{stderr}");
        insta::assert_snapshot!(format!("drill-session-{lang}"), stdout);
    }
}

#[test]
fn the_same_seed_asks_the_same_questions() {
    let dir = data_dir("same-seed");
    let (_, a, _) = with_data(&dir, "en", &SESSION, "quit\n");
    let (_, b, _) = with_data(&dir, "en", &SESSION, "quit\n");
    assert_eq!(a, b);
    assert!(a.contains("seed 7"), "{a}");
}

#[test]
fn a_trap_answer_is_named_before_the_answer_is_given() {
    // Level 1 corner-escape drills ask about a king on the edge; "white"
    // (he escaped) is the edge-escape misconception.
    let dir = data_dir("trap");
    let args = [
        "drill",
        "hnefatafl",
        "--topic",
        "corner-escape",
        "--seed",
        "3",
        "--count",
        "1",
    ];
    let (code, stdout, _) = with_data(&dir, "en", &args, "white\nquit\n");
    assert_eq!(code, 0);
    assert!(stdout.contains("another variant"), "{stdout}");
}

#[test]
fn a_drill_missed_comes_back_in_the_review() {
    let dir = data_dir("review");
    // Two wrong answers: the answer is shown, the question goes to review.
    let (code, _, _) = with_data(&dir, "fr", &SESSION, "e5\ne6\nquitter\n");
    assert_eq!(code, 0);
    let progress = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join(&dir)
            .join("progress.ron"),
    )
    .unwrap();
    assert!(
        progress.contains("drill/hnefatafl/soldier-capture/1/"),
        "{progress}"
    );
    // It comes first in `practice --drill`, before new drills…
    let (_, stdout, _) = with_data(
        &dir,
        "en",
        &["practice", "--drill", "--game", "hnefatafl"],
        "quit\n",
    );
    assert!(stdout.contains("Black plays d10-d7"), "{stdout}");
    // … and in `practice --review`, where it is answered this time.
    let (code, stdout, _) = with_data(
        &dir,
        "ru",
        &["practice", "--review", "--game", "hnefatafl"],
        "c7\nвыход\n",
    );
    assert_eq!(code, 0);
    let drill = stdout.find("Чёрные ходят d10-d7").expect(&stdout);
    assert!(stdout[drill..].contains("✓ Верно"), "{stdout}");
}

#[test]
fn practice_drill_makes_new_questions() {
    let dir = data_dir("practice-drill");
    let (code, stdout, stderr) = with_data(
        &dir,
        "fr",
        &["practice", "--drill", "--game", "aeroplane", "--level", "2"],
        "quitter\n",
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("0/10"), "{stdout}");
    assert!(stdout.contains("Entraînement : "), "{stdout}");
    let (code, stdout, stderr) = with_data(
        &dir,
        "ru",
        &["practice", "--drill", "--count", "3"],
        "выход\n",
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("0/3"), "{stdout}");
    let (code, _, stderr) = with_data(&dir, "en", &["practice", "--count", "3"], "");
    assert_eq!(code, 2, "--count needs --drill: {stderr}");
}

#[test]
fn drills_are_offered_when_a_game_is_done() {
    let dir = data_dir("offer");
    let done: Vec<String> = plyyard::exercise::entries(Some(plyyard::game_api::GameKind::Dominoes))
        .iter()
        .map(|e| {
            let questions = e.text.matches("[[question]]").count();
            let solved: Vec<String> = (1..=questions).map(|q| q.to_string()).collect();
            format!(
                "{:?}: (solved: [{}], attempts: 1, done: true)",
                e.id,
                solved.join(", ")
            )
        })
        .collect();
    std::fs::write(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join(&dir)
            .join("progress.ron"),
        format!("(version: 1, exercises: {{{}}})", done.join(", ")),
    )
    .unwrap();
    let (code, stdout, _) = with_data(&dir, "en", &["practice", "--game", "dominoes"], "");
    assert_eq!(code, 0);
    assert!(
        stdout.contains("plyyard practice --drill --game dominoes"),
        "{stdout}"
    );
}

#[test]
fn json_events_for_a_drill() {
    let dir = data_dir("json");
    let (code, stdout, stderr) = with_data(
        &dir,
        "en",
        &[
            "drill", "dominoes", "--seed", "3", "--count", "1", "--format", "json",
        ],
        "quit\n",
    );
    assert_eq!(code, 0, "{stderr}");
    let events: Vec<serde_json::Value> = stdout.lines().map(|l| parse_json(l, &stderr)).collect();
    assert!(events.iter().any(|e| e["event"] == "question"), "{stdout}");
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
    // The folder holds an export now: a second one is refused (the files
    // would mix), unless --force replaces it (review R15).
    let args = [
        "drill", "dominoes", "--seed", "11", "--count", "6", "--level", "2", "--export", path,
    ];
    let (code, _, err) = run(&mut plyyard(Some("ru"), &args));
    assert_eq!(code, 2);
    assert!(err.contains("уже есть 6 файлов упражнений"), "{err}");
    let mut forced = args.to_vec();
    forced.push("--force");
    let (code, text, _) = run(&mut plyyard(Some("ru"), &forced));
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
    let (code, _, _) = run(&mut plyyard(
        Some("en"),
        &["drill", "aeroplane", "--level", "4"],
    ));
    assert_eq!(code, 2);
    let (code, _, err) = run(&mut plyyard(Some("ru"), &["drill", "chess"]));
    assert_eq!(code, 2);
    assert!(err.contains("chess"), "{err}");
    let (code, _, _) = run(&mut plyyard(
        Some("en"),
        &[
            "practice",
            "--drill",
            "--exercise",
            "dominoes/blocked-equal",
        ],
    ));
    assert_eq!(code, 2);
}
