//! Dominoes through the CLI, with snapshots of show, check (right, wrong,
//! trap), solve and validate in fr, ru and en.

mod common;

use common::{LANGS, plyyard};
use insta_cmd::assert_cmd_snapshot;

#[test]
fn show_the_analysed_position() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["show", "dominoes/guide-two-and-five"]));
        });
    }
}

#[test]
fn check_right_wrong_and_trap() {
    for lang in LANGS {
        for (name, exercise, question, answer) in [
            ("right", "guide-two-and-five", "1", "2 2"),
            ("wrong", "guide-two-and-five", "1", "2 5"),
            (
                "classify-right",
                "guide-two-and-five",
                "3",
                "2-5:both 1-2:left 5-6:right",
            ),
            ("score-trap", "doubles-no-bonus", "1", "10"),
            ("turn-trap", "draw-keeps-turn", "1", "white"),
            ("draws-trap", "two-stay", "1", "5"),
        ] {
            insta::with_settings!({snapshot_suffix => format!("{name}-{lang}")}, {
                assert_cmd_snapshot!(plyyard(Some(lang), &[
                    "check", &format!("dominoes/{exercise}"), "--question", question, "--answer", answer,
                ]));
            });
        }
    }
}

#[test]
fn answers_in_each_language_are_read() {
    for (question, answer, code) in [
        ("3", "2-5:les deux 1-2:gauche 5-6:droite", 0),
        ("3", "2-5:оба 1-2:слева 5-6:справа", 0),
        ("3", "2-5:both 1-2:left 5-6:left", 1),
        ("1", "2, 2", 0),
        ("2", "5 5", 0),
    ] {
        let out = plyyard(
            Some("en"),
            &[
                "check",
                "dominoes/guide-two-and-five",
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
}

#[test]
fn trap_is_reported_in_json() {
    for (exercise, answer, trap) in [
        ("doubles-no-bonus", "10", "all-fives"),
        ("draw-keeps-turn", "white", "draw-ends-turn"),
        ("two-stay", "5", "draw-all"),
    ] {
        let out = plyyard(
            None,
            &[
                "check",
                &format!("dominoes/{exercise}"),
                "--question",
                "1",
                "--answer",
                answer,
                "--format",
                "json",
            ],
        )
        .output()
        .unwrap();
        assert_eq!(out.status.code(), Some(1), "{exercise}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["trap"], trap, "{exercise}");
        assert_eq!(v["correct"], false);
    }
}

#[test]
fn solve_in_json() {
    assert_cmd_snapshot!(plyyard(
        None,
        &["solve", "dominoes/guide-two-and-five", "--format", "json"]
    ));
}

#[test]
fn validate_lists_every_problem() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["validate", "tests/fixtures/files/dominoes-invalid.toml"]));
        });
    }
    assert_cmd_snapshot!(plyyard(
        None,
        &[
            "validate",
            "tests/fixtures/files/dominoes-invalid.toml",
            "--format",
            "json",
        ]
    ));
}
