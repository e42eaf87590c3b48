//! Chinese checkers end to end through the CLI, with snapshots of show, check
//! (right, wrong, trap), solve and validate in fr, ru and en. The exercise is
//! the guide's analysed position (`supports-stay`): A i9, B i11, C i13, D i15,
//! E i17 on one row.

use crate::common::{check, plyyard, run, run_json, snapshot_in_each_lang};
use insta_cmd::assert_cmd_snapshot;

const EXERCISE: &str = "chinese-checkers/supports-stay";
const INVALID: &str = "tests/fixtures/files/chinese-checkers-invalid.toml";

#[test]
fn show_the_analysed_position() {
    snapshot_in_each_lang("show_the_analysed_position", &["show", EXERCISE]);
}

#[test]
fn check_right_wrong_and_trap() {
    for (tag, question, answer) in [
        ("right", "1", "yes"),
        ("wrong", "1", "no"),
        ("right-none", "2", "none"),
        ("trap", "2", "i11"),
        ("wrong-set", "2", "i11 i15"),
    ] {
        snapshot_in_each_lang(
            &format!("check_right_wrong_and_trap-{tag}"),
            &check(EXERCISE, question, answer),
        );
    }
}

#[test]
fn trap_is_reported_in_json() {
    let (code, v) =
        run_json(plyyard(None, &check(EXERCISE, "2", "I11")).args(["--format", "json"]));
    assert_eq!(code, 1);
    assert_eq!(v["trap"], "jump-captures");
    assert_eq!(v["correct"], false);
}

#[test]
fn answers_in_each_language_are_read() {
    for (question, answer, expected) in [
        ("1", "oui", 0),
        ("1", "да", 0),
        ("1", "non", 1),
        ("2", "aucune", 0),
        ("2", "ничего", 0),
        ("2", "i13", 1),
    ] {
        let (code, _, _) = run(&mut plyyard(Some("en"), &check(EXERCISE, question, answer)));
        assert_eq!(code, expected, "{answer}");
    }
    // a square that is not on the star cannot be read
    let (code, _, _) = run(&mut plyyard(Some("fr"), &check(EXERCISE, "2", "a12")));
    assert_eq!(code, 2);
}

#[test]
fn solve_in_json() {
    assert_cmd_snapshot!(plyyard(None, &["solve", EXERCISE, "--format", "json"]));
}

#[test]
fn validate_lists_every_problem() {
    snapshot_in_each_lang("validate_lists_every_problem", &["validate", INVALID]);
    assert_cmd_snapshot!(plyyard(None, &["validate", INVALID, "--format", "json"]));
}
