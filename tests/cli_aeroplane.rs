//! The aeroplane race end to end through the CLI: snapshots of show, check
//! (right, wrong, trap), solve and validate in fr, ru and en.

mod common;

use common::{LANGS, plyyard};
use insta_cmd::assert_cmd_snapshot;

/// The guides' analysed position: colour gives no free steps.
const ANALYSED: &str = "aeroplane/colour-no-jump";

#[test]
fn show_the_analysed_position() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["show", ANALYSED]));
        });
    }
}

#[test]
fn check_right_wrong_and_trap() {
    for lang in LANGS {
        for (name, question, answer) in [
            ("right", "1", "5"),
            ("trap", "1", "9"),
            ("wrong", "1", "6"),
            ("roll-right", "2", "no"),
        ] {
            insta::with_settings!({snapshot_suffix => format!("{name}-{lang}")}, {
                assert_cmd_snapshot!(plyyard(Some(lang), &[
                    "check", ANALYSED, "--question", question, "--answer", answer,
                ]));
            });
        }
    }
}

#[test]
fn third_six_trap_and_answers_in_each_language() {
    // The third-six-undo trap: the learner thinks the plane went back to 1.
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &[
                "check", "aeroplane/third-six-sequence", "--question", "1", "--answer", "1",
            ]));
        });
    }
    for (question, answer, code) in [
        ("2", "jaunes", 0),
        ("2", "жёлтые", 0),
        ("2", "Rouge", 1),
        ("3", "non", 0),
        ("3", "да", 1),
    ] {
        let out = plyyard(
            Some("en"),
            &[
                "check",
                "aeroplane/third-six-sequence",
                "--question",
                question,
                "--answer",
                answer,
            ],
        )
        .output()
        .unwrap();
        assert_eq!(out.status.code(), Some(code), "{question} {answer}");
    }
    // An unreadable square is an error that shows the expected form.
    let out = plyyard(
        Some("fr"),
        &[
            "check",
            ANALYSED,
            "--question",
            "1",
            "--answer",
            "quelque part",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn trap_is_reported_in_json() {
    let out = plyyard(
        None,
        &[
            "check",
            ANALYSED,
            "--question",
            "1",
            "--answer",
            "9",
            "--format",
            "json",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["trap"], "colour-jump");
    assert_eq!(v["correct"], false);
    assert_eq!(v["given"], "9");
}

#[test]
fn solve_in_json() {
    assert_cmd_snapshot!(plyyard(None, &["solve", ANALYSED, "--format", "json"]));
    assert_cmd_snapshot!(plyyard(
        None,
        &["solve", "aeroplane/home-entry-capture", "--format", "json"]
    ));
}

#[test]
fn validate_lists_every_problem() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["validate", "tests/fixtures/files/aeroplane-invalid.toml"]));
        });
    }
    assert_cmd_snapshot!(plyyard(
        None,
        &[
            "validate",
            "tests/fixtures/files/aeroplane-invalid.toml",
            "--format",
            "json",
        ]
    ));
}

#[test]
fn a_finished_position_is_valid_and_reports_its_status() {
    let out = plyyard(
        None,
        &[
            "validate",
            "tests/fixtures/files/aeroplane-won.toml",
            "--format",
            "json",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["valid"], true);
    assert_eq!(v["status"], "yellow");
    assert_eq!(v["problems"], serde_json::json!([]));
}
