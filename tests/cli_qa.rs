//! `quiz`, `ask` and `rules` through the binary: languages, exit codes, JSON,
//! a seeded quiz driven through standard input.

mod common;

use std::io::Write;
use std::process::Stdio;

use common::{LANGS, plyyard};
use insta_cmd::assert_cmd_snapshot;

#[test]
fn ask_answers_in_the_language_of_the_question() {
    let out = plyyard(
        None,
        &[
            "ask",
            "Un soldat peut-il s'arrêter sur le trône ?",
            "--format",
            "json",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["lang"], "fr");
    assert_eq!(v["verdict"], "no");
    assert!(v["id"].is_string());
    assert!(v["question"].as_str().unwrap().contains("trône"));
    assert!(v["alternatives"].is_array());

    let out = plyyard(
        None,
        &["ask", "можно ли брать две последние кости из базара"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Нет"));
}

#[test]
fn ask_follows_lang_when_given() {
    let out = plyyard(
        Some("en"),
        &[
            "ask",
            "Un soldat peut-il s'arrêter sur le trône ?",
            "--format",
            "json",
        ],
    )
    .output()
    .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["lang"], "fr", "the detected language of the question");
    assert!(v["answer"].as_str().unwrap().starts_with("No"), "{v}");
}

#[test]
fn ask_without_a_match_exits_1() {
    let out = plyyard(
        None,
        &["ask", "quelle heure est-il à Tokyo", "--format", "json"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["id"].is_null());
    assert!(v["verdict"].is_null());
}

#[test]
fn rules_in_three_languages() {
    for lang in LANGS {
        for game in ["hnefatafl", "dominoes"] {
            insta::with_settings!({snapshot_suffix => format!("{game}-{lang}")}, {
                assert_cmd_snapshot!(plyyard(Some(lang), &["rules", game]));
            });
        }
    }
    let out = plyyard(Some("fr"), &["rules", "chess"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

fn quiz(lang: &str, seed: &str, input: &str) -> (i32, String) {
    let mut child = plyyard(
        Some(lang),
        &["quiz", "--game", "dominoes", "--seed", seed, "--count", "4"],
    )
    .stdin(Stdio::piped())
    .stdout(Stdio::piped())
    .spawn()
    .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn ask_snapshots_in_three_languages() {
    for (lang, text) in [
        ("en", "Can two attackers take the king?"),
        ("fr", "Peut-on piocher les deux derniers dominos ?"),
        ("ru", "Что будет, если выпадет третья шестёрка подряд?"),
    ] {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(None, &["ask", text]));
        });
    }
}

#[test]
fn quiz_snapshots_in_french_and_english() {
    let (_, fr) = quiz("fr", "3", "oui\nnon\npeut-être\nnoirs\nnon\n");
    insta::assert_snapshot!("quiz-fr-seed-3", fr);
    let (_, en) = quiz("en", "3", "yes\nno\nyes\nno\n");
    insta::assert_snapshot!("quiz-en-seed-3", en);
}

#[test]
fn seeded_quiz_is_reproducible_and_scored() {
    let (code, first) = quiz("ru", "7", "да\nнет\nда\nнет\n");
    assert_eq!(code, 0);
    let (_, again) = quiz("ru", "7", "да\nнет\nда\nнет\n");
    assert_eq!(first, again, "the same seed gives the same quiz");
    insta::assert_snapshot!("quiz-ru-seed-7", first);
    let (_, other) = quiz("ru", "8", "да\nнет\nда\nнет\n");
    assert_ne!(first, other, "another seed gives another order");
}
