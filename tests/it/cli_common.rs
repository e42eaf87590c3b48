//! CLI behaviour shared by all games: errors, exit codes, languages, JSON.
//! Snapshots in fr, ru and en of bad files, checks and lists.

use crate::common::{check, plyyard, run, run_json, run_with_stdin, snapshot_in_each_lang};

const GUIDE: &str = "dominoes/guide-two-and-five";

#[test]
fn bad_toml_errors_in_three_languages() {
    for file in [
        "bad-syntax",
        "unknown-keys",
        "wrong-types",
        "unknown-game",
        "future-format",
    ] {
        let path = format!("tests/fixtures/files/{file}.toml");
        snapshot_in_each_lang(
            &format!("bad_toml_errors_in_three_languages-{file}"),
            &["show", &path],
        );
    }
}

#[test]
fn validate_reports_structure_problems_with_exit_2() {
    snapshot_in_each_lang(
        "validate_reports_structure_problems_with_exit_2",
        &["validate", "tests/fixtures/files/wrong-types.toml"],
    );
}

#[test]
fn language_comes_from_the_environment_when_not_given() {
    let (code, _, stderr) =
        run(plyyard(None, &["show", "no/such-exercise"]).env("LANG", "ru_RU.UTF-8"));
    assert_eq!(code, 2);
    assert!(stderr.starts_with("ошибка:"));
    let (_, _, stderr) = run(plyyard(None, &["show", "no/such-exercise"])
        .env("LANG", "ru_RU.UTF-8")
        .env("LC_MESSAGES", "fr_FR.UTF-8"));
    assert!(stderr.starts_with("erreur :"));
    let (_, _, stderr) =
        run(plyyard(Some("en"), &["show", "no/such-exercise"]).env("LC_ALL", "fr_FR.UTF-8"));
    assert!(stderr.starts_with("error:"));
}

#[test]
fn global_options_are_accepted_after_the_command() {
    let (code, _, stderr) = run(&mut plyyard(
        None,
        &["show", "no/such", "--lang", "fr", "--format", "json"],
    ));
    assert_eq!(code, 2);
    assert!(stderr.contains("aucun exercice"));
}

#[test]
fn unreadable_answer_is_exit_2_with_expected_form() {
    snapshot_in_each_lang(
        "unreadable_answer_is_exit_2_with_expected_form",
        &check(GUIDE, "1", "left"),
    );
}

#[test]
fn question_number_is_required_when_several() {
    let (code, _, _) = run(&mut plyyard(
        Some("en"),
        &["check", GUIDE, "--answer", "2 2"],
    ));
    assert_eq!(code, 2);
    let (code, _, stderr) = run(&mut plyyard(Some("ru"), &check(GUIDE, "9", "2 2")));
    assert_eq!(code, 2);
    assert!(stderr.contains("3 вопроса"));
}

#[test]
fn check_exit_codes_and_json() {
    let (code, v) = run_json(plyyard(None, &check(GUIDE, "1", "2, 2")).args(["--format", "json"]));
    assert_eq!(code, 0);
    assert_eq!(v["correct"], true);
    assert_eq!(v["question"], 1);
    assert_eq!(v["exercise"], GUIDE);
    assert!(v["trap"].is_null());
    let (code, v) = run_json(plyyard(None, &check(GUIDE, "1", "5 2")).args(["--format", "json"]));
    assert_eq!(code, 1);
    assert_eq!(v["correct"], false);
    assert_eq!(v["given"], "5 2");
}

#[test]
fn trap_answer_names_the_misconception() {
    snapshot_in_each_lang(
        "trap_answer_names_the_misconception",
        &check("dominoes/doubles-no-bonus", "1", "10"),
    );
}

#[test]
fn verify_passes_on_the_catalogue() {
    let (code, v) = run_json(&mut plyyard(Some("en"), &["verify", "--format", "json"]));
    assert_eq!(v["problems"], serde_json::json!([]), "{v:#}");
    assert_eq!(v["ok"], true);
    assert!(v["exercises"].as_u64().unwrap() >= 12);
    assert_eq!(code, 0);
}

#[test]
fn verify_reports_problems_in_files_with_exit_1() {
    let (code, text, _) = run(&mut plyyard(
        Some("en"),
        &["verify", "tests/fixtures/files/unknown-keys.toml"],
    ));
    assert_eq!(code, 1);
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
    let in_dir = |args: &[&str]| {
        let mut cmd = plyyard(Some("en"), args);
        cmd.env("PLYYARD_DATA_DIR", dir.path());
        cmd
    };
    let (_, v) = run_json(&mut in_dir(&[
        "list", "--game", "dominoes", "--format", "json",
    ]));
    assert_eq!(v["done"], 0);
    let total = v["total"].as_u64().unwrap();
    let first = v["exercises"][0]["id"].as_str().unwrap().to_string();
    // Solve the first exercise by asking the engine for its answers.
    let (_, s) = run_json(&mut in_dir(&["solve", &first, "--format", "json"]));
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
    let (code, text, _) = run_with_stdin(&mut in_dir(&["practice", "--exercise", &first]), &input);
    assert_eq!(code, 0);
    assert!(text.contains("Correct."), "{text}");
    assert!(text.contains("cannot read the answer"), "{text}");
    let (_, v) = run_json(&mut in_dir(&[
        "list", "--game", "dominoes", "--format", "json",
    ]));
    assert_eq!(v["done"], 1, "{v}");
    assert_eq!(v["total"].as_u64().unwrap(), total);
    assert!(dir.path().join("progress.ron").exists());
}

#[test]
fn corrupt_progress_is_an_error_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("progress.ron"), "{{{").unwrap();
    let (code, _, stderr) = run(plyyard(Some("fr"), &["list"]).env("PLYYARD_DATA_DIR", dir.path()));
    assert_eq!(code, 2);
    assert!(stderr.contains("progression"));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("progress.ron")).unwrap(),
        "{{{"
    );
}

#[test]
fn usage_errors_are_localised_with_exit_2() {
    snapshot_in_each_lang(
        "usage_errors_are_localised_with_exit_2",
        &["check", "dominoes/who-opens", "--format", "xml"],
    );
    let (code, _, stderr) = run(&mut plyyard(
        None,
        &["--lang", "ru", "check", "dominoes/who-opens"],
    ));
    assert_eq!(code, 2);
    assert!(stderr.contains("не указан --answer"));
}

#[test]
fn a_usage_error_in_a_command_points_to_that_command_and_suggests_the_option() {
    let (code, _, stderr) = run(&mut plyyard(
        Some("fr"),
        &["worksheet", "--game", "hnefatafl", "-o", "x"],
    ));
    assert_eq!(code, 2);
    assert!(stderr.contains("option inconnue -o"), "{stderr}");
    assert!(stderr.contains("plyyard worksheet --help"), "{stderr}");
    let (code, _, stderr) = run(&mut plyyard(
        Some("en"),
        &["check", "dominoes/who-opens", "--anser", "x"],
    ));
    assert_eq!(code, 2);
    assert!(stderr.contains("did you mean --answer?"), "{stderr}");
    assert!(stderr.contains("See plyyard check --help."), "{stderr}");
    let (_, _, stderr) = run(&mut plyyard(Some("ru"), &["chek"]));
    assert!(stderr.contains("неизвестная команда chek"), "{stderr}");
    assert!(stderr.contains("Подробнее: plyyard --help."), "{stderr}");
}

#[test]
fn teacher_exercise_uses_its_own_texts() {
    let file = "tests/fixtures/teacher/corner-run.toml";
    let (code, text, _) = run(&mut plyyard(Some("fr"), &["show", file]));
    assert_eq!(code, 0);
    assert!(text.starts_with("Une course vers les coins"), "{text}");
    assert!(text.contains("Quels coins le roi"), "{text}");
    let (code, stdout, _) = run(&mut plyyard(Some("ru"), &check(file, "1", "a1")));
    assert_eq!(code, 1);
    assert!(stdout.contains("Королю нужна"));
    let (code, stdout, _) = run(&mut plyyard(None, &["verify", "tests/fixtures/teacher"]));
    assert_eq!(code, 0, "{stdout}");
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
    let (code, v) = run_json(&mut plyyard(
        None,
        &["verify", path.to_str().unwrap(), "--format", "json"],
    ));
    assert_eq!(code, 1);
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
    let (code, text, _) = run(&mut plyyard(
        Some("fr"),
        &["show", "tests/fixtures/files/hnefatafl-won.toml"],
    ));
    assert_eq!(code, 0);
    assert!(text.contains("Où en est la partie"), "{text}");
}

#[test]
fn solve_writes_answers_in_the_readers_words_that_check_accepts() {
    for (lang, word) in [
        ("fr", "en cours"),
        ("ru", "продолжается"),
        ("en", "ongoing"),
    ] {
        let (code, out, _) = run(&mut plyyard(
            Some(lang),
            &["solve", "hnefatafl/edge-not-corner"],
        ));
        assert_eq!(code, 0);
        let first = out
            .lines()
            .find(|l| l.trim_start().starts_with('→'))
            .unwrap();
        assert_eq!(first.trim(), format!("→ {word}"), "{lang}: {out}");
        let (code, _, err) = run(&mut plyyard(
            Some(lang),
            &[
                "check",
                "hnefatafl/edge-not-corner",
                "--question",
                "1",
                "--answer",
                word,
            ],
        ));
        assert_eq!(code, 0, "{lang}: {err}");
    }
}
