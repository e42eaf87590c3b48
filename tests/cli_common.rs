//! CLI behaviour shared by all games: errors, exit codes, languages, JSON.
//! Snapshots in fr, ru and en of bad files, checks and lists.

mod common;

use common::{LANGS, plyyard};
use insta_cmd::assert_cmd_snapshot;

#[test]
fn bad_toml_errors_in_three_languages() {
    for file in [
        "bad-syntax",
        "unknown-keys",
        "wrong-types",
        "unknown-game",
        "future-format",
    ] {
        for lang in LANGS {
            let path = format!("tests/fixtures/files/{file}.toml");
            insta::with_settings!({snapshot_suffix => format!("{file}-{lang}")}, {
                assert_cmd_snapshot!(plyyard(Some(lang), &["show", &path]));
            });
        }
    }
}

#[test]
fn validate_reports_structure_problems_with_exit_2() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["validate", "tests/fixtures/files/wrong-types.toml"]));
        });
    }
}

#[test]
fn language_comes_from_the_environment_when_not_given() {
    let out = plyyard(None, &["show", "no/such-exercise"])
        .env("LANG", "ru_RU.UTF-8")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("ошибка:"));
    let out = plyyard(None, &["show", "no/such-exercise"])
        .env("LANG", "ru_RU.UTF-8")
        .env("LC_MESSAGES", "fr_FR.UTF-8")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("erreur :"));
    let out = plyyard(Some("en"), &["show", "no/such-exercise"])
        .env("LC_ALL", "fr_FR.UTF-8")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error:"));
}

#[test]
fn global_options_are_accepted_after_the_command() {
    let out = plyyard(
        None,
        &["show", "no/such", "--lang", "fr", "--format", "json"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("aucun exercice"));
}

#[test]
fn unreadable_answer_is_exit_2_with_expected_form() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &[
                "check", "dominoes/guide-two-and-five", "--question", "1", "--answer", "left",
            ]));
        });
    }
}

#[test]
fn question_number_is_required_when_several() {
    let out = plyyard(
        Some("en"),
        &["check", "dominoes/guide-two-and-five", "--answer", "2 2"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = plyyard(
        Some("ru"),
        &[
            "check",
            "dominoes/guide-two-and-five",
            "--question",
            "9",
            "--answer",
            "2 2",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("3 вопроса"));
}

#[test]
fn check_exit_codes_and_json() {
    let ok = plyyard(
        None,
        &[
            "check",
            "dominoes/guide-two-and-five",
            "--question",
            "1",
            "--answer",
            "2, 2",
            "--format",
            "json",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(ok.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&ok.stdout).unwrap();
    assert_eq!(v["correct"], true);
    assert_eq!(v["question"], 1);
    assert_eq!(v["exercise"], "dominoes/guide-two-and-five");
    assert!(v["trap"].is_null());
    let wrong = plyyard(
        None,
        &[
            "check",
            "dominoes/guide-two-and-five",
            "--question",
            "1",
            "--answer",
            "5 2",
            "--format",
            "json",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(wrong.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&wrong.stdout).unwrap();
    assert_eq!(v["correct"], false);
    assert_eq!(v["given"], "5 2");
}

#[test]
fn trap_answer_names_the_misconception() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &[
                "check", "dominoes/doubles-no-bonus", "--question", "1", "--answer", "10",
            ]));
        });
    }
}

#[test]
fn verify_passes_on_the_catalogue() {
    let out = plyyard(Some("en"), &["verify", "--format", "json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["problems"], serde_json::json!([]), "{v:#}");
    assert_eq!(v["ok"], true);
    assert!(v["exercises"].as_u64().unwrap() >= 12);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn verify_reports_problems_in_files_with_exit_1() {
    let out = plyyard(
        Some("en"),
        &["verify", "tests/fixtures/files/unknown-keys.toml"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("unknown-keys.toml:3:1: unknown key `colour`"),
        "{text}"
    );
    assert!(text.contains("position.speed"), "{text}");
    assert!(text.contains("question[1].answr"), "{text}");
}

#[test]
fn list_and_practice_save_progress() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str], input: &str| {
        use std::io::Write;
        let mut child = plyyard(Some("en"), args)
            .env("PLYYARD_DATA_DIR", dir.path())
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    let before = run(&["list", "--game", "dominoes", "--format", "json"], "");
    let v: serde_json::Value = serde_json::from_slice(&before.stdout).unwrap();
    assert_eq!(v["done"], 0);
    let total = v["total"].as_u64().unwrap();
    let first = v["exercises"][0]["id"].as_str().unwrap().to_string();
    // Solve the first exercise by asking the engine for its answers.
    let solved = run(&["solve", &first, "--format", "json"], "");
    let s: serde_json::Value = serde_json::from_slice(&solved.stdout).unwrap();
    let answers: Vec<String> = s["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["answer"].as_str().unwrap().to_string())
        .collect();
    let mut input = String::from("hint\nnot an answer\n");
    for a in &answers {
        input.push_str(a);
        input.push('\n');
    }
    input.push_str("quit\n");
    let session = run(&["practice", "--game", "dominoes"], &input);
    assert_eq!(session.status.code(), Some(0));
    let text = String::from_utf8_lossy(&session.stdout);
    assert!(text.contains("Correct."), "{text}");
    assert!(text.contains("cannot read the answer"), "{text}");
    let after = run(&["list", "--game", "dominoes", "--format", "json"], "");
    let v: serde_json::Value = serde_json::from_slice(&after.stdout).unwrap();
    assert_eq!(v["done"], 1, "{v}");
    assert_eq!(v["total"].as_u64().unwrap(), total);
    assert!(dir.path().join("progress.ron").exists());
}

#[test]
fn corrupt_progress_is_an_error_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("progress.ron"), "{{{").unwrap();
    let out = plyyard(Some("fr"), &["list"])
        .env("PLYYARD_DATA_DIR", dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("progression"));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("progress.ron")).unwrap(),
        "{{{"
    );
}

#[test]
fn usage_errors_are_localised_with_exit_2() {
    for lang in LANGS {
        insta::with_settings!({snapshot_suffix => lang}, {
            assert_cmd_snapshot!(plyyard(Some(lang), &["check", "dominoes/who-opens", "--format", "xml"]));
        });
    }
    let out = plyyard(None, &["--lang", "ru", "check", "dominoes/who-opens"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("не указан --answer"));
}

#[test]
fn teacher_exercise_uses_its_own_texts() {
    let file = "tests/fixtures/teacher/corner-run.toml";
    let out = plyyard(Some("fr"), &["show", file]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("Une course vers les coins"), "{text}");
    assert!(text.contains("Quels coins le roi"), "{text}");
    let out = plyyard(
        Some("ru"),
        &["check", file, "--question", "1", "--answer", "a1"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Королю нужна"));
    let out = plyyard(None, &["verify", "tests/fixtures/teacher"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn teacher_exercise_missing_a_language_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    for ext in ["toml", "en.ftl", "fr.ftl"] {
        std::fs::copy(
            format!("tests/fixtures/teacher/corner-run.{ext}"),
            dir.path().join(format!("corner-run.{ext}")),
        )
        .unwrap();
    }
    let path = dir.path().join("corner-run.toml");
    let out = plyyard(
        None,
        &["verify", path.to_str().unwrap(), "--format", "json"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let codes: Vec<&str> = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["code"].as_str().unwrap())
        .collect();
    assert!(
        !codes.is_empty() && codes.iter().all(|c| *c == "text-missing"),
        "{v}"
    );
}

#[test]
fn an_exercise_without_texts_gets_generic_prompts() {
    let out = plyyard(
        Some("fr"),
        &["show", "tests/fixtures/files/hnefatafl-won.toml"],
    )
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Où en est la partie"), "{text}");
}
