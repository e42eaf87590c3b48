//! The first complete slice end to end: hnefatafl exercises through the CLI,
//! with snapshots of show, check (right, wrong, trap), solve and validate in
//! fr, ru and en.

use crate::common::{check, plyyard, run, run_json, snapshot_in_each_lang};
use insta_cmd::assert_cmd_snapshot;

const ANALYSED: &str = "hnefatafl/edge-not-corner";
const INVALID: &str = "tests/fixtures/files/hnefatafl-invalid.toml";

#[test]
fn show_the_analysed_position() {
    snapshot_in_each_lang("show_the_analysed_position", &["show", ANALYSED]);
}

#[test]
fn check_right_wrong_and_trap() {
    for (tag, question, answer) in [
        ("right", "1", "ongoing"),
        ("trap", "1", "white"),
        ("wrong", "1", "draw"),
        ("routes-trap", "2", "a1 a6"),
    ] {
        snapshot_in_each_lang(
            &format!("check_right_wrong_and_trap-{tag}"),
            &check(ANALYSED, question, answer),
        );
    }
}

#[test]
fn answers_in_each_language_are_read() {
    for (answer, expected) in [
        ("en cours", 0),
        ("продолжается", 0),
        ("Blancs", 1),
        ("белые", 1),
        ("nulle", 1),
    ] {
        let (code, _, _) = run(&mut plyyard(Some("en"), &check(ANALYSED, "1", answer)));
        assert_eq!(code, expected, "{answer}");
    }
    let (code, _, stderr) = run(&mut plyyard(Some("fr"), &check(ANALYSED, "3", "peut-être")));
    assert_eq!(code, 2);
    assert!(stderr.contains("oui ou non"));
}

#[test]
fn trap_is_reported_in_json() {
    let (code, v) =
        run_json(plyyard(None, &check(ANALYSED, "1", "white")).args(["--format", "json"]));
    assert_eq!(code, 1);
    assert_eq!(v["trap"], "edge-escape");
    assert_eq!(v["correct"], false);
    assert_eq!(v["given"], "white");
    assert!(v["message"].as_str().unwrap().contains("corner"));
}

#[test]
fn solve_in_json() {
    assert_cmd_snapshot!(plyyard(None, &["solve", ANALYSED, "--format", "json"]));
}

#[test]
fn validate_lists_every_problem() {
    snapshot_in_each_lang("validate_lists_every_problem", &["validate", INVALID]);
    assert_cmd_snapshot!(plyyard(None, &["validate", INVALID, "--format", "json"]));
}

#[test]
fn a_finished_position_is_valid_and_reports_its_status() {
    let (code, v) = run_json(&mut plyyard(
        None,
        &[
            "validate",
            "tests/fixtures/files/hnefatafl-won.toml",
            "--format",
            "json",
        ],
    ));
    assert_eq!(code, 0);
    assert_eq!(v["valid"], true);
    assert_eq!(v["status"], "white");
    assert_eq!(v["problems"], serde_json::json!([]));
}

#[test]
fn check_explains_captures_and_the_weak_king_trap() {
    for (tag, exercise, question, answer) in [
        // the empty throne captures g6; "none" is wrong and shows the events
        ("throne-wrong", "hnefatafl/throne-captures", "1", "none"),
        // the king on his throne with three attackers: "black" is the weak-king answer
        ("weak-king-trap", "hnefatafl/occupied-throne", "3", "black"),
        // a forced escape in two white moves
        ("escape-right", "hnefatafl/open-a-route", "2", "yes"),
    ] {
        snapshot_in_each_lang(
            &format!("check_explains_captures_and_the_weak_king_trap-{tag}"),
            &check(exercise, question, answer),
        );
    }
}

#[test]
fn solve_throne_captures_in_json() {
    assert_cmd_snapshot!(plyyard(
        None,
        &["solve", "hnefatafl/throne-captures", "--format", "json"]
    ));
}
