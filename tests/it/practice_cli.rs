//! Practice driven from standard input, as a script or a test would: stdin
//! transcripts in fr, ru and en (attempts, skip, review, runs chosen with
//! options, a teacher's folder), JSON events, reset, and the "all done" end.
//!
//! A transcript is the program's output with each line it read written after
//! the `> ` that asked for it.

use std::path::PathBuf;
use std::process::Command;

use crate::common::{LANGS, parse_json, plyyard, run, run_with_stdin};

/// A fresh progress folder for one test, relative to the crate folder so
/// that nothing in a snapshot depends on the machine.
fn data_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from("target/test-data/practice").join(name);
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&dir);
    let _ = std::fs::remove_dir_all(&full);
    std::fs::create_dir_all(&full).unwrap();
    dir
}

fn practice(lang: &str, dir: &PathBuf, args: &[&str]) -> Command {
    let mut cmd = plyyard(Some(lang), &[&["practice"][..], args].concat());
    cmd.env("PLYYARD_DATA_DIR", dir);
    cmd
}

/// The output with each input line shown after its prompt.
fn transcript(output: &str, input: &str) -> String {
    let mut lines = input.lines();
    let mut out = String::new();
    let mut rest = output;
    while let Some(i) = rest.find("> ") {
        let at_line_start = i == 0 || rest[..i].ends_with('\n');
        out.push_str(&rest[..i + 2]);
        rest = &rest[i + 2..];
        if at_line_start {
            match lines.next() {
                Some(l) => {
                    out.push_str(l);
                    out.push('\n');
                }
                None => out.push_str("⏎ (end of input)\n"),
            }
            rest = rest.strip_prefix('\n').unwrap_or(rest);
        }
    }
    out.push_str(rest);
    out
}

/// Runs and snapshots a transcript as `it__practice_cli__<name>.snap`.
#[track_caller]
fn snap(name: &str, mut cmd: Command, input: &str) -> (i32, String) {
    let (code, stdout, stderr) = run_with_stdin(&mut cmd, input);
    let text = format!(
        "{}\n--- exit {code}{}",
        transcript(&stdout, input),
        if stderr.is_empty() {
            String::new()
        } else {
            format!("\n--- stderr\n{stderr}")
        }
    );
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!(format!("it__practice_cli__{name}"), text));
    (code, stdout)
}

/// Answers per language: (wrong set, right set, wrong yes/no, skip word).
fn words(lang: &str) -> [&'static str; 5] {
    match lang {
        "fr" => ["14", "13", "non", "solution", "quitter"],
        "ru" => ["14", "13", "нет", "ответ", "выход"],
        _ => ["14", "13", "no", "solution", "quit"],
    }
}

#[test]
fn attempts_diagnosis_then_answer() {
    for lang in LANGS {
        let dir = data_dir(&format!("attempts-{lang}"));
        let [wrong, right, no, solution, _] = words(lang);
        // q1: wrong (diagnosis, no answer), then right; q2: yes/no wrong
        // (answer at once); q3: the solution asked for.
        let input = format!("{wrong}\n{right}\n{no}\n{solution}\n");
        let cmd = practice(lang, &dir, &["--exercise", "aeroplane/capture-extra-roll"]);
        let (code, out) = snap(&format!("attempts-{lang}"), cmd, &input);
        assert_eq!(code, 0);
        // The first verdict says how far off, not the answer.
        let first = out.split("\n1. ").nth(2).unwrap_or_default();
        assert!(!first.is_empty(), "{out}");
    }
}

#[test]
fn two_wrong_answers_show_the_answer_and_count_as_missed() {
    let dir = data_dir("two-wrong");
    let cmd = practice("en", &dir, &["--exercise", "hnefatafl/between-two-enemies"]);
    let (code, out) = snap("two-wrong-en", cmd, "e5\nc5\nnone\nd5\n");
    assert_eq!(code, 0);
    assert!(out.contains("The answer is:"), "{out}");
    let (_, v) = crate::common::run_json(
        plyyard(None, &["list", "--game", "hnefatafl", "--format", "json"])
            .env("PLYYARD_DATA_DIR", &dir),
    );
    let row = v["exercises"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == "hnefatafl/between-two-enemies")
        .unwrap()
        .clone();
    assert_eq!(row["state"], "done", "{row}");
    assert_eq!(row["first_try"], 0, "{row}");
    // Both questions were missed at the first try.
    assert_eq!(row["due"], 2, "{row}");
}

#[test]
fn skip_a_question_then_quit() {
    for lang in LANGS {
        let dir = data_dir(&format!("skip-{lang}"));
        let skip = match lang {
            "fr" => "passer",
            "ru" => "пропустить",
            _ => "skip",
        };
        let quit = words(lang)[4];
        let input = format!("{skip}\n{quit}\n");
        let cmd = practice(lang, &dir, &["--exercise", "chinese-checkers/jump-anatomy"]);
        let (code, out) = snap(&format!("skip-{lang}"), cmd, &input);
        assert_eq!(code, 0);
        // The skipped question's answer is shown and the next question asked.
        assert!(out.contains("\n2. "), "{out}");
    }
}

#[test]
fn review_asks_the_missed_question_first() {
    for lang in LANGS {
        let dir = data_dir(&format!("review-{lang}"));
        let (draw, wrong) = match lang {
            "fr" => ("nulle", "blancs"),
            "ru" => ("ничья", "белые"),
            _ => ("draw", "white"),
        };
        // Two wrong answers: the answer is shown, the question goes to review.
        let first = format!("{wrong}\n{wrong}\n");
        let (code, _, _) = run_with_stdin(
            &mut practice(lang, &dir, &["--exercise", "dominoes/blocked-equal"]),
            &first,
        );
        assert_eq!(code, 0);
        let input = format!("{draw}\n");
        let cmd = practice(
            lang,
            &dir,
            &["--review", "--game", "dominoes", "--level", "2"],
        );
        let (code, out) = snap(&format!("review-{lang}"), cmd, &input);
        assert_eq!(code, 0);
        // The review comes first: the exercise done before, 1 of 5.
        assert!(out.contains("[####................] 1/5"), "{out}");
    }
}

#[test]
fn options_choose_level_and_attempts() {
    for lang in LANGS {
        let dir = data_dir(&format!("options-{lang}"));
        // One try only: the first wrong answer shows the answer.
        let cmd = practice(
            lang,
            &dir,
            &["--game", "dominoes", "--level", "3", "--attempts", "1"],
        );
        let (code, _) = snap(&format!("options-{lang}"), cmd, "9\n");
        assert_eq!(code, 0);
    }
}

#[test]
fn a_teachers_folder() {
    for lang in LANGS {
        let dir = data_dir(&format!("folder-{lang}"));
        let cmd = practice(lang, &dir, &["tests/fixtures/practice-folder"]);
        let (code, out) = snap(&format!("folder-{lang}"), cmd, "a1\na1 a11\n?\nyes\n");
        assert_eq!(code, 0);
        assert!(out.contains("broken.toml"), "{out}");
        // Its progress is kept apart, by canonical path and content hash.
        let text = std::fs::read_to_string(
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join(&dir)
                .join("progress.ron"),
        )
        .unwrap();
        assert!(text.contains("practice-folder/king-corner.toml#"), "{text}");
        assert!(text.contains("exercises: {\n    }"), "{text}");
    }
    // Done: a second run says so and dumps no board.
    let dir = PathBuf::from("target/test-data/practice/folder-en");
    let (code, out, _) = run(&mut practice(
        "en",
        &dir,
        &["tests/fixtures/practice-folder"],
    ));
    assert_eq!(code, 0);
    assert!(out.contains("All done here: 1 of 1 exercise"), "{out}");
    assert!(!out.contains("a11"), "{out}");
}

#[test]
fn all_done_suggests_what_next() {
    let dir = data_dir("all-done");
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&dir);
    std::fs::write(
        full.join("progress.ron"),
        "(version: 1, exercises: {\"dominoes/blocked-equal\": (solved: [1], attempts: 1, done: true)})",
    )
    .unwrap();
    let cmd = practice(
        "fr",
        &dir,
        &[
            "--game",
            "dominoes",
            "--level",
            "2",
            "--exercise",
            "blocked-equal",
        ],
    );
    // --exercise redoes a finished exercise.
    let (code, out) = snap("redo-fr", cmd, "nulle\n");
    assert_eq!(code, 0);
    assert!(out.contains("Bravo"), "{out}");
}

#[test]
fn json_events_one_object_per_line() {
    let dir = data_dir("json");
    let mut cmd = practice(
        "en",
        &dir,
        &[
            "--exercise",
            "aeroplane/capture-extra-roll",
            "--format",
            "json",
        ],
    );
    let (code, stdout, stderr) = run_with_stdin(&mut cmd, "hint\n14\n13\nyes\nskip\n");
    assert_eq!(code, 0, "{stderr}");
    let events: Vec<serde_json::Value> = stdout.lines().map(|l| parse_json(l, &stderr)).collect();
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "start", "exercise", "question", "hint", "verdict", "question", "verdict", "question",
            "verdict", "question", "verdict", "summary", "summary", "all-done"
        ]
    );
    // Before the answer: no expected answer in the verdict.
    assert!(events[4]["answer"].is_null() && events[4]["revealed"] == false);
    assert_eq!(events[6]["correct"], true);
    assert_eq!(events[6]["answer"], "13");
    assert_eq!(events[10]["shown"], "skipped");
    assert_eq!(events[12]["scope"], "session");
    assert!(!stdout.contains('\x1b'));
}

#[test]
fn progress_alone_shows_each_game_in_text_and_json() {
    let dir = data_dir("show");
    let show = |lang: &str, args: &[&str]| {
        let mut cmd = plyyard(Some(lang), &[&["progress"][..], args].concat());
        cmd.env("PLYYARD_DATA_DIR", &dir);
        let (code, out, err) = run(&mut cmd);
        // The lines are wrapped to 80 columns: compare the words.
        let words = |t: String| t.split_whitespace().collect::<Vec<_>>().join(" ");
        (code, words(out), err)
    };
    let (code, out, err) = show("en", &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("double-six dominoes: 0 of 16 exercises done"),
        "{out}"
    );
    assert!(out.contains("not played yet"), "{out}");
    let (code, _, _) = run_with_stdin(
        &mut practice("en", &dir, &["--exercise", "dominoes/blocked-equal"]),
        "draw\n",
    );
    assert_eq!(code, 0);
    let (code, out, _) = show("fr", &[]);
    assert_eq!(code, 0);
    assert!(
        out.contains("dominos double-six : 1 exercice fait sur 16"),
        "{out}"
    );
    assert!(out.contains("dernière séance le 20"), "{out}");
    let (_, out, _) = show("ru", &[]);
    assert!(
        out.contains("домино «дубль-шесть»: сделано 1 из 16 упражнений"),
        "{out}"
    );
    assert!(out.contains("последнее занятие 20"), "{out}");
    let (_, v) = crate::common::run_json(
        plyyard(None, &["progress", "--format", "json"]).env("PLYYARD_DATA_DIR", &dir),
    );
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 4);
    let dominoes = games.iter().find(|g| g["game"] == "dominoes").unwrap();
    assert_eq!(dominoes["done"], 1);
    assert_eq!(dominoes["total"], 16);
    assert_eq!(dominoes["due"], 0);
    assert_eq!(dominoes["last_played"].as_str().unwrap().len(), 10);
    let hnefatafl = games.iter().find(|g| g["game"] == "hnefatafl").unwrap();
    assert!(hnefatafl["last_played"].is_null());
    assert!(v["file"].as_str().unwrap().ends_with("progress.ron"));
}

#[test]
fn progress_reset_asks_or_needs_yes() {
    let dir = data_dir("reset");
    let (code, _, _) = run_with_stdin(
        &mut practice("en", &dir, &["--exercise", "dominoes/blocked-equal"]),
        "draw\n",
    );
    assert_eq!(code, 0);
    let reset = |args: &[&str]| {
        let mut cmd = plyyard(Some("fr"), &[&["progress", "reset"][..], args].concat());
        cmd.env("PLYYARD_DATA_DIR", &dir);
        run(&mut cmd)
    };
    let (code, _, stderr) = reset(&[]);
    assert_eq!(code, 2);
    assert!(stderr.contains("--yes"), "{stderr}");
    let (code, out, _) = reset(&["--game", "hnefatafl", "--yes"]);
    assert_eq!(code, 0);
    assert!(out.contains("il n’y en avait pas"), "{out}");
    let (code, out, _) = reset(&["--yes"]);
    assert_eq!(code, 0);
    assert!(out.contains("1 exercice"), "{out}");
    let (_, v) = crate::common::run_json(
        plyyard(None, &["list", "--format", "json"]).env("PLYYARD_DATA_DIR", &dir),
    );
    assert_eq!(v["done"], 0);
}

#[test]
fn progress_reset_of_a_game_takes_its_teacher_files_and_drills() {
    let dir = data_dir("reset-game");
    let teacher = "tests/fixtures/teacher/corner-run.toml";
    let (code, _, stderr) =
        run_with_stdin(&mut practice("en", &dir, &[teacher]), "a1\nskip\nquit\n");
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = run_with_stdin(
        &mut practice(
            "en",
            &dir,
            &["--drill", "--game", "hnefatafl", "--count", "1"],
        ),
        "zz\nsolution\nquit\n",
    );
    assert_eq!(code, 0, "{stderr}");
    let progress =
        || std::fs::read_to_string(std::path::Path::new(&dir).join("progress.ron")).unwrap();
    assert!(progress().contains("corner-run.toml#"), "{}", progress());
    assert!(progress().contains("drill/hnefatafl/"), "{}", progress());
    let reset = |game: &str| {
        let mut cmd = plyyard(Some("en"), &["progress", "reset", "--game", game, "--yes"]);
        cmd.env("PLYYARD_DATA_DIR", &dir);
        run(&mut cmd)
    };
    let (code, _, _) = reset("dominoes");
    assert_eq!(code, 0);
    assert!(progress().contains("corner-run.toml#"), "{}", progress());
    let (code, out, _) = reset("hnefatafl");
    assert_eq!(code, 0);
    assert!(out.contains("2 exercises"), "{out}");
    assert!(!progress().contains("corner-run.toml#"), "{}", progress());
    assert!(!progress().contains("drill/hnefatafl/"), "{}", progress());
}

#[test]
fn quiz_json_is_events_or_refused() {
    let (code, stdout, stderr) = run_with_stdin(
        &mut plyyard(
            Some("en"),
            &[
                "quiz", "--game", "dominoes", "--seed", "7", "--count", "2", "--format", "json",
            ],
        ),
        "yes\nno\n",
    );
    assert_eq!(code, 0, "{stderr}");
    let events: Vec<serde_json::Value> = stdout.lines().map(|l| parse_json(l, &stderr)).collect();
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "start", "question", "verdict", "question", "verdict", "summary"
        ]
    );
}

#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::{Read, Write};
    use std::process::Stdio;
    let dir = data_dir("pipe");
    let mut child = practice("en", &dir, &["--exercise", "hnefatafl/edge-not-corner"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Enough hints to fill the pipe many times over once it is closed.
    let _ = child
        .stdin
        .take()
        .unwrap()
        .write_all("?\n".repeat(20_000).as_bytes());
    let mut stdout = child.stdout.take().unwrap();
    let mut one = [0u8; 1];
    stdout.read_exact(&mut one).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The first `question` event of a JSON session: its exercise and number.
fn first_question(stdout: &str, stderr: &str) -> (String, u64) {
    let q = stdout
        .lines()
        .map(|l| parse_json(l, stderr))
        .find(|e| e["event"] == "question")
        .unwrap_or_else(|| panic!("no question asked:\n{stdout}"));
    (
        q["exercise"].as_str().unwrap().to_string(),
        q["question"].as_u64().unwrap(),
    )
}

#[test]
fn resume_goes_on_where_the_learner_left_even_after_a_wrong_answer() {
    // The learner's walk: hnefatafl, a wrong first answer, quit. Going on
    // (Enter in the menu, or `practice` with no option from a script) must
    // bring back that exercise and that question, not aeroplane's first.
    let dir = data_dir("resume");
    let id = "hnefatafl/between-two-enemies";
    let (code, _, stderr) = run_with_stdin(
        &mut practice("fr", &dir, &["--exercise", id]),
        "d5\nquitter\n",
    );
    assert_eq!(code, 0, "{stderr}");
    let (code, stdout, stderr) = run_with_stdin(
        &mut practice("fr", &dir, &["--format", "json"]),
        "quitter\n",
    );
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(first_question(&stdout, &stderr), (id.to_string(), 1));
    // In text, the first exercise shown is that one too.
    let (_, stdout, _) = run_with_stdin(&mut practice("fr", &dir, &[]), "quitter\n");
    assert!(
        stdout.contains("Se placer entre deux adversaires"),
        "{stdout}"
    );
    assert!(!stdout.contains("Un 3 depuis la case 2"), "{stdout}");
    // The first question right, the second wrong, quit: back at question 2.
    let (code, _, stderr) = run_with_stdin(&mut practice("fr", &dir, &[]), "aucune\nd6\nquitter\n");
    assert_eq!(code, 0, "{stderr}");
    let (_, stdout, stderr) =
        run_with_stdin(&mut practice("ru", &dir, &["--format", "json"]), "выход\n");
    assert_eq!(first_question(&stdout, &stderr), (id.to_string(), 2));
}
