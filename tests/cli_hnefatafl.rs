//! The first complete slice end to end: hnefatafl exercises through the CLI,
//! with snapshots of show, check (right, wrong, trap), solve and validate in
//! fr, ru and en.

mod common;

use common::{LANGS, plyyard};
use insta_cmd::assert_cmd_snapshot;

#[test]
fn show_the_analysed_position() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["show", "hnefatafl/edge-not-corner"]));
        });
    }
}

#[test]
fn check_right_wrong_and_trap() {
    for lang in LANGS {
        for (name, question, answer) in [
            ("right", "1", "ongoing"),
            ("trap", "1", "white"),
            ("wrong", "1", "draw"),
            ("routes-trap", "2", "a1 a6"),
        ] {
            insta::with_settings!({snapshot_suffix => format!("{name}-{lang}")}, {
                assert_cmd_snapshot!(plyyard(Some(lang), &[
                    "check", "hnefatafl/edge-not-corner", "--question", question, "--answer", answer,
                ]));
            });
        }
    }
}

#[test]
fn answers_in_each_language_are_read() {
    for (answer, code) in [
        ("en cours", 0),
        ("продолжается", 0),
        ("Blancs", 1),
        ("белые", 1),
        ("nulle", 1),
    ] {
        let out = plyyard(
            Some("en"),
            &[
                "check",
                "hnefatafl/edge-not-corner",
                "--question",
                "1",
                "--answer",
                answer,
            ],
        )
        .output()
        .unwrap();
        assert_eq!(out.status.code(), Some(code), "{answer}");
    }
    let out = plyyard(
        Some("fr"),
        &[
            "check",
            "hnefatafl/edge-not-corner",
            "--question",
            "3",
            "--answer",
            "peut-être",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("oui ou non"));
}

#[test]
fn trap_is_reported_in_json() {
    let out = plyyard(
        None,
        &[
            "check",
            "hnefatafl/edge-not-corner",
            "--question",
            "1",
            "--answer",
            "white",
            "--format",
            "json",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["trap"], "edge-escape");
    assert_eq!(v["correct"], false);
    assert_eq!(v["given"], "white");
    assert!(v["message"].as_str().unwrap().contains("corner"));
}

#[test]
fn solve_in_json() {
    assert_cmd_snapshot!(plyyard(
        None,
        &["solve", "hnefatafl/edge-not-corner", "--format", "json"]
    ));
}

#[test]
fn validate_lists_every_problem() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["validate", "tests/fixtures/files/hnefatafl-invalid.toml"]));
        });
    }
    assert_cmd_snapshot!(plyyard(
        None,
        &[
            "validate",
            "tests/fixtures/files/hnefatafl-invalid.toml",
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
            "tests/fixtures/files/hnefatafl-won.toml",
            "--format",
            "json",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["valid"], true);
    assert_eq!(v["status"], "white");
    assert_eq!(v["problems"], serde_json::json!([]));
}

#[test]
fn check_explains_captures_and_the_weak_king_trap() {
    for lang in LANGS {
        for (name, exercise, question, answer) in [
            // the empty throne captures g6; "none" is wrong and shows the events
            ("throne-wrong", "hnefatafl/throne-captures", "1", "none"),
            // the king on his throne with three attackers: "black" is the weak-king answer
            ("weak-king-trap", "hnefatafl/occupied-throne", "3", "black"),
            // a forced escape in two white moves
            ("escape-right", "hnefatafl/open-a-route", "2", "yes"),
        ] {
            insta::with_settings!({snapshot_suffix => format!("{name}-{lang}")}, {
                assert_cmd_snapshot!(plyyard(Some(lang), &[
                    "check", exercise, "--question", question, "--answer", answer,
                ]));
            });
        }
    }
}

#[test]
fn solve_throne_captures_in_json() {
    assert_cmd_snapshot!(plyyard(
        None,
        &["solve", "hnefatafl/throne-captures", "--format", "json"]
    ));
}
