//! Dominoes through the CLI, with snapshots of show, check (right, wrong,
//! trap), solve and validate in fr, ru and en.

use crate::common::{check, plyyard, run, run_json, snapshot_in_each_lang};
use insta_cmd::assert_cmd_snapshot;

const GUIDE: &str = "dominoes/guide-two-and-five";
const INVALID: &str = "tests/fixtures/files/dominoes-invalid.toml";

#[test]
fn show_the_analysed_position() {
    snapshot_in_each_lang("show_the_analysed_position", &["show", GUIDE]);
}

#[test]
fn check_right_wrong_and_trap() {
    for (tag, exercise, question, answer) in [
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
        snapshot_in_each_lang(
            &format!("check_right_wrong_and_trap-{tag}"),
            &check(&format!("dominoes/{exercise}"), question, answer),
        );
    }
}

#[test]
fn answers_in_each_language_are_read() {
    for (question, answer, expected) in [
        ("3", "2-5:les deux 1-2:gauche 5-6:droite", 0),
        ("3", "2-5:оба 1-2:слева 5-6:справа", 0),
        ("3", "2-5:both 1-2:left 5-6:left", 1),
        ("1", "2, 2", 0),
        ("2", "5 5", 0),
    ] {
        let (code, _, _) = run(&mut plyyard(Some("en"), &check(GUIDE, question, answer)));
        assert_eq!(code, expected, "{answer}");
    }
}

#[test]
fn trap_is_reported_in_json() {
    for (exercise, answer, trap) in [
        ("doubles-no-bonus", "10", "all-fives"),
        ("draw-keeps-turn", "white", "draw-ends-turn"),
        ("two-stay", "5", "draw-all"),
    ] {
        let (code, v) = run_json(
            plyyard(None, &check(&format!("dominoes/{exercise}"), "1", answer))
                .args(["--format", "json"]),
        );
        assert_eq!(code, 1, "{exercise}");
        assert_eq!(v["trap"], trap, "{exercise}");
        assert_eq!(v["correct"], false);
    }
}

#[test]
fn solve_in_json() {
    assert_cmd_snapshot!(plyyard(None, &["solve", GUIDE, "--format", "json"]));
}

#[test]
fn validate_lists_every_problem() {
    snapshot_in_each_lang("validate_lists_every_problem", &["validate", INVALID]);
    assert_cmd_snapshot!(plyyard(None, &["validate", INVALID, "--format", "json"]));
}
