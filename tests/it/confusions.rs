//! The small confusions of the learner's walk (issue 24, item 8), each driven
//! through the binary as a learner meets it: number words in `check`, a
//! second unreadable quiz answer, the board once a game is over, praise only
//! when earned, the hidden dominoes hand, one count of quiet half-moves per
//! move, and a list left open in a teacher's TOML file.

use std::path::PathBuf;

use crate::common::{check, plyyard, run, run_with_stdin};

/// A fresh progress folder for one test, relative to the crate folder.
fn data_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from("target/test-data/confusions").join(name);
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&dir);
    let _ = std::fs::remove_dir_all(&full);
    std::fs::create_dir_all(&full).unwrap();
    dir
}

#[test]
fn check_reads_number_words_as_the_quiz_does() {
    // last-three-arrivals q3: m13 to o13 takes 2 moves; q1: never ("none").
    let ex = "chinese-checkers/last-three-arrivals";
    for (lang, word) in [("fr", "deux"), ("ru", "два"), ("en", "two"), ("fr", "2")] {
        let (code, out, err) = run(&mut plyyard(Some(lang), &check(ex, "3", word)));
        assert_eq!(code, 0, "{lang} {word}: {out}{err}");
    }
    for (lang, word) in [("fr", "trois"), ("ru", "три")] {
        let (code, out, err) = run(&mut plyyard(Some(lang), &check(ex, "3", word)));
        assert_eq!(code, 1, "{lang} {word} is read, and wrong: {out}{err}");
    }
    // "aucun" still means "never" for a distance, not 0.
    let (code, out, err) = run(&mut plyyard(Some("fr"), &check(ex, "1", "aucun")));
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn quiz_says_when_a_second_unreadable_answer_counts_as_wrong() {
    for (lang, again, score) in [
        ("fr", "ne se lit pas non plus", "Score : 0"),
        ("ru", "тоже не удаётся понять", "Результат: 0 из 1"),
        ("en", "cannot be read as an answer either", "Score: 0"),
    ] {
        let mut cmd = plyyard(Some(lang), &["quiz", "--seed", "3", "--count", "1"]);
        let (code, out, err) = run_with_stdin(&mut cmd, "xyz\nqwerty\n");
        assert_eq!(code, 0, "{err}");
        let said = out.find(again).unwrap_or_else(|| panic!("{lang}: {out}"));
        assert!(out.contains("« qwerty »") || out.contains("«qwerty»") || out.contains("“qwerty”"));
        // Said before the verdict, then the score.
        let verdict = ["Faux.", "Неверно.", "Wrong."]
            .iter()
            .filter_map(|w| out.find(w))
            .min()
            .unwrap_or_else(|| panic!("{lang}: no verdict: {out}"));
        assert!(said < verdict, "{out}");
        assert!(out.contains(score), "{lang}: {out}");
        // A first unreadable line is only asked again.
        let mut cmd = plyyard(Some(lang), &["quiz", "--seed", "3", "--count", "1"]);
        let (_, once, _) = run_with_stdin(&mut cmd, "xyz\n");
        assert!(!once.contains(again), "{lang}: {once}");
    }
}

#[test]
fn quiz_json_names_the_given_up_question() {
    let mut cmd = plyyard(
        Some("en"),
        &["quiz", "--seed", "3", "--count", "1", "--format", "json"],
    );
    let (code, out, err) = run_with_stdin(&mut cmd, "xyz\nqwerty\n");
    assert_eq!(code, 0, "{err}");
    let events: Vec<String> = out
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            v["event"].as_str().unwrap().to_string()
        })
        .collect();
    assert_eq!(
        events,
        [
            "start",
            "question",
            "unreadable",
            "given-up",
            "verdict",
            "summary"
        ]
    );
}

/// The lines printed after `marker` (the end of the game).
fn after<'a>(out: &'a str, marker: &str) -> &'a str {
    let at = out
        .rfind(marker)
        .unwrap_or_else(|| panic!("no {marker}: {out}"));
    &out[at..]
}

#[test]
fn a_finished_game_shows_no_side_to_move() {
    // Resigned at once: the last board names nobody to move.
    let (_, out, _) = run_with_stdin(
        &mut plyyard(Some("fr"), &["play", "dominoes", "--seed", "1"]),
        "abandonner\n",
    );
    let end = after(&out, "Abandon");
    assert!(end.contains("Noirs (7) :"), "{end}");
    assert!(!end.contains('▶'), "{end}");
    let (_, out, _) = run_with_stdin(
        &mut plyyard(Some("ru"), &["play", "aeroplane", "--seed", "1"]),
        "сдаться\n",
    );
    let end = after(&out, "Сдались");
    assert!(
        !end.contains("очередь:") && !end.contains("кубик:"),
        "{end}"
    );
    assert!(
        out.contains("очередь:"),
        "shown while the game goes on: {out}"
    );
    let (_, out, _) = run_with_stdin(
        &mut plyyard(Some("en"), &["play", "aeroplane", "--seed", "1"]),
        "resign\n",
    );
    let end = after(&out, "Resigned");
    assert!(!end.contains("to move") && !end.contains("die:"), "{end}");
    // While the game goes on the mover is marked.
    let (_, out, _) = run_with_stdin(
        &mut plyyard(Some("fr"), &["play", "dominoes", "--seed", "1"]),
        "quitter\n",
    );
    assert!(out.contains("▶ Noirs (7) :"), "{out}");
}

#[test]
fn the_hidden_dominoes_hand_is_drawn_face_down() {
    for (lang, quit, white) in [
        ("fr", "quitter", "  Blancs (7) :"),
        ("ru", "выход", "  белые (7):"),
        ("en", "quit", "  white (7):"),
    ] {
        let (_, out, _) = run_with_stdin(
            &mut plyyard(Some(lang), &["play", "dominoes", "--seed", "1"]),
            &format!("{quit}\n"),
        );
        let line = out
            .lines()
            .find(|l| l.to_lowercase().starts_with(&white.to_lowercase()))
            .unwrap_or_else(|| panic!("{lang}: {out}"));
        assert_eq!(line.matches('\u{1F030}').count(), 7, "{lang}: {line}");
        assert!(
            out.contains(" [?] [?] [?] [?] [?] [?] [?]\n"),
            "{lang}: {out}"
        );
        // The boneyard stays a count.
        assert!(!out.contains("[?] [?] [?] [?] [?] [?] [?] [?]"), "{out}");
    }
}

#[test]
fn one_count_of_quiet_half_moves_per_move() {
    let (_, out, _) = run_with_stdin(
        &mut plyyard(
            Some("fr"),
            &["play", "hnefatafl", "--side", "blancs", "--seed", "1"],
        ),
        "f4-f3\ne6-e8\nquitter\n",
    );
    let moves = out.lines().filter(|l| l.contains(" jouent ")).count();
    let counts = out.lines().filter(|l| l.contains("sans prise")).count();
    assert!(moves >= 3, "{out}");
    assert_eq!(counts, moves, "{out}");
    assert!(out.contains("Demi-coups sans prise : 1 sur 100."), "{out}");
}

#[test]
fn praise_only_after_a_session_that_earned_it() {
    for (answer, praised) in [("nulle\n", true), ("passer\n", false)] {
        let dir = data_dir(if praised { "praise" } else { "no-praise" });
        let mut cmd = plyyard(
            Some("fr"),
            &["practice", "--exercise", "dominoes/blocked-equal"],
        );
        cmd.env("PLYYARD_DATA_DIR", &dir);
        let (code, out, err) = run_with_stdin(&mut cmd, answer);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("Tout est fait ici"), "{out}");
        assert_eq!(out.contains("Bravo"), praised, "{answer}: {out}");
    }
}

#[test]
fn a_missing_bracket_is_one_error_where_the_list_was_opened() {
    let dir = data_dir("toml");
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&dir);
    let file = full.join("open-list.toml");
    std::fs::write(
        &file,
        "format = 1\ngame = \"hnefatafl\"\nlevel = 1\n\n[position]\n\
         attackers = [\"e7\", \"e5\"\ndefenders = [\"d8\"]\nking = \"g3\"\nturn = \"white\"\n\n\
         [[question]]\nask = \"status\"\nanswer = \"ongoing\"\n",
    )
    .unwrap();
    let path = dir.join("open-list.toml");
    let path = path.to_str().unwrap();
    for (lang, words, count) in [
        ("fr", "la liste ouverte ici n’est pas fermée", "1 problème"),
        ("ru", "список, открытый здесь, не закрыт", "1 проблема"),
        ("en", "the list opened here is not closed", "1 problem"),
    ] {
        let (code, out, err) = run(&mut plyyard(Some(lang), &["validate", path]));
        let all = format!("{out}{err}");
        assert_eq!(code, 2, "{all}");
        let problems: Vec<&str> = all
            .lines()
            .filter(|l| l.contains("[toml-syntax]"))
            .collect();
        assert_eq!(problems.len(), 1, "{all}");
        assert!(problems[0].contains("open-list.toml:6:13:"), "{all}");
        assert!(
            problems[0].contains(words) && problems[0].contains('7'),
            "{all}"
        );
        assert!(all.contains(count), "{all}");
    }
}
