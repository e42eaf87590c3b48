//! The aeroplane race end to end through the CLI: snapshots of show, check
//! (right, wrong, trap), solve and validate in fr, ru and en.

use crate::common::{check, plyyard, run, run_json, snapshot_in_each_lang};
use insta_cmd::assert_cmd_snapshot;

/// The guides' analysed position: colour gives no free steps.
const ANALYSED: &str = "aeroplane/colour-no-jump";
const THIRD_SIX: &str = "aeroplane/third-six-sequence";
const INVALID: &str = "tests/fixtures/files/aeroplane-invalid.toml";

#[test]
fn show_the_analysed_position() {
    snapshot_in_each_lang("show_the_analysed_position", &["show", ANALYSED]);
}

#[test]
fn the_russian_board_writes_no_colour_letter_that_reads_as_a_digit() {
    // `10З` read as 103: the colours are lower-case letters after a number.
    let (code, out, _) = run(&mut plyyard(Some("ru"), &["show", ANALYSED]));
    assert_eq!(code, 0);
    let chars: Vec<char> = out.chars().collect();
    for w in chars.windows(2) {
        assert!(
            !(w[0].is_ascii_digit() && "ЗОБЧ".contains(w[1])),
            "{}{} in:\n{out}",
            w[0],
            w[1]
        );
    }
    assert!(out.contains("10з") && out.contains("з зелёный"), "{out}");
}

#[test]
fn check_right_wrong_and_trap() {
    for (tag, question, answer) in [
        ("right", "1", "5"),
        ("trap", "1", "9"),
        ("wrong", "1", "6"),
        ("roll-right", "2", "no"),
    ] {
        snapshot_in_each_lang(
            &format!("check_right_wrong_and_trap-{tag}"),
            &check(ANALYSED, question, answer),
        );
    }
}

#[test]
fn third_six_trap_and_answers_in_each_language() {
    // The third-six-undo trap: the learner thinks the plane went back to 1.
    snapshot_in_each_lang(
        "third_six_trap_and_answers_in_each_language",
        &check(THIRD_SIX, "1", "1"),
    );
    for (question, answer, expected) in [
        ("2", "jaunes", 0),
        ("2", "жёлтые", 0),
        ("2", "Rouge", 1),
        ("3", "non", 0),
        ("3", "да", 1),
    ] {
        let (code, _, _) = run(&mut plyyard(
            Some("en"),
            &check(THIRD_SIX, question, answer),
        ));
        assert_eq!(code, expected, "{question} {answer}");
    }
    // An unreadable square is an error that shows the expected form.
    let (code, _, _) = run(&mut plyyard(
        Some("fr"),
        &check(ANALYSED, "1", "quelque part"),
    ));
    assert_eq!(code, 2);
}

#[test]
fn trap_is_reported_in_json() {
    let (code, v) = run_json(plyyard(None, &check(ANALYSED, "1", "9")).args(["--format", "json"]));
    assert_eq!(code, 1);
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
    snapshot_in_each_lang("validate_lists_every_problem", &["validate", INVALID]);
    assert_cmd_snapshot!(plyyard(None, &["validate", INVALID, "--format", "json"]));
}

#[test]
fn a_finished_position_is_valid_and_reports_its_status() {
    let (code, v) = run_json(&mut plyyard(
        None,
        &[
            "validate",
            "tests/fixtures/files/aeroplane-won.toml",
            "--format",
            "json",
        ],
    ));
    assert_eq!(code, 0);
    assert_eq!(v["valid"], true);
    assert_eq!(v["status"], "yellow");
    assert_eq!(v["problems"], serde_json::json!([]));
}
