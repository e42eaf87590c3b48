//! Chinese checkers end to end through the CLI, with snapshots of show, check
//! (right, wrong, trap), solve and validate in fr, ru and en. The exercise is
//! the guide's analysed position (`supports-stay`): A i9, B i11, C i13, D i15,
//! E i17 on one row.

mod common;

use common::{LANGS, plyyard};
use insta_cmd::assert_cmd_snapshot;

const EXERCISE: &str = "chinese-checkers/supports-stay";
const INVALID: &str = "tests/fixtures/files/chinese-checkers-invalid.toml";

#[test]
fn show_the_analysed_position() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["show", EXERCISE]));
        });
    }
}

#[test]
fn check_right_wrong_and_trap() {
    for lang in LANGS {
        for (name, question, answer) in [
            ("right", "1", "yes"),
            ("wrong", "1", "no"),
            ("right-none", "2", "none"),
            ("trap", "2", "i11"),
            ("wrong-set", "2", "i11 i15"),
        ] {
            insta::with_settings!({snapshot_suffix => format!("{name}-{lang}")}, {
                assert_cmd_snapshot!(plyyard(Some(lang), &[
                    "check", EXERCISE, "--question", question, "--answer", answer,
                ]));
            });
        }
    }
}

#[test]
fn trap_is_reported_in_json() {
    let out = plyyard(
        None,
        &[
            "check",
            EXERCISE,
            "--question",
            "2",
            "--answer",
            "I11",
            "--format",
            "json",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["trap"], "jump-captures");
    assert_eq!(v["correct"], false);
}

#[test]
fn answers_in_each_language_are_read() {
    for (question, answer, code) in [
        ("1", "oui", 0),
        ("1", "да", 0),
        ("1", "non", 1),
        ("2", "aucune", 0),
        ("2", "ничего", 0),
        ("2", "i13", 1),
    ] {
        let out = plyyard(
            Some("en"),
            &[
                "check",
                EXERCISE,
                "--question",
                question,
                "--answer",
                answer,
            ],
        )
        .output()
        .unwrap();
        assert_eq!(out.status.code(), Some(code), "{answer}");
    }
    // a square that is not on the star cannot be read
    let out = plyyard(
        Some("fr"),
        &["check", EXERCISE, "--question", "2", "--answer", "a12"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn solve_in_json() {
    assert_cmd_snapshot!(plyyard(None, &["solve", EXERCISE, "--format", "json"]));
}

#[test]
fn validate_lists_every_problem() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["validate", INVALID]));
        });
    }
    assert_cmd_snapshot!(plyyard(None, &["validate", INVALID, "--format", "json"]));
}
