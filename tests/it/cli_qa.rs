//! `quiz`, `ask` and `rules` through the binary: languages, exit codes, JSON,
//! a seeded quiz driven through standard input.

use crate::common::{plyyard, run, run_json, run_with_stdin, snapshot, snapshot_in_each_lang};

#[test]
fn ask_answers_in_the_language_of_the_question() {
    let (code, v) = run_json(&mut plyyard(
        None,
        &[
            "ask",
            "Un soldat peut-il s'arrêter sur le trône ?",
            "--format",
            "json",
        ],
    ));
    assert_eq!(code, 0);
    assert_eq!(v["lang"], "fr");
    assert_eq!(v["verdict"], "no");
    assert!(v["id"].is_string());
    assert!(v["question"].as_str().unwrap().contains("trône"));
    assert!(v["alternatives"].is_array());

    let (code, stdout, _) = run(&mut plyyard(
        None,
        &["ask", "можно ли брать две последние кости из базара"],
    ));
    assert_eq!(code, 0);
    assert!(stdout.contains("Нет"));
}

#[test]
fn ask_follows_lang_when_given() {
    let (_, v) = run_json(&mut plyyard(
        Some("en"),
        &[
            "ask",
            "Un soldat peut-il s'arrêter sur le trône ?",
            "--format",
            "json",
        ],
    ));
    assert_eq!(v["lang"], "fr", "the detected language of the question");
    assert!(v["answer"].as_str().unwrap().starts_with("No"), "{v}");
}

#[test]
fn ask_without_a_match_exits_1() {
    let (code, v) = run_json(&mut plyyard(
        None,
        &["ask", "quelle heure est-il à Tokyo", "--format", "json"],
    ));
    assert_eq!(code, 1);
    assert!(v["id"].is_null());
    assert!(v["verdict"].is_null());
}

#[test]
fn ask_pick_answers_a_closest_question() {
    let text = "Засчитывается ли третья шестёрка подряд?";
    let (code, first) = run_json(&mut plyyard(None, &["ask", text, "--format", "json"]));
    assert_eq!(code, 1, "not understood: {first}");
    let offered = first["alternatives"][1]["fact"]
        .as_str()
        .unwrap()
        .to_string();
    let (code, v) = run_json(&mut plyyard(
        None,
        &["ask", text, "--pick", "2", "--format", "json"],
    ));
    assert_eq!(code, 0);
    assert_eq!(v["reason"], "picked");
    assert_eq!(v["fact"], offered.as_str());
    assert!(v["verdict"].is_null(), "the learner's words got no verdict");
    // In text: the picked question, then its own answer.
    let (code, stdout, _) = run(&mut plyyard(Some("ru"), &["ask", text, "--pick", "1"]));
    assert_eq!(code, 0);
    assert!(stdout.starts_with(first["alternatives"][0]["question"].as_str().unwrap()));
    // Out of range: a usage error.
    let (code, _, stderr) = run(&mut plyyard(None, &["ask", text, "--pick", "4"]));
    assert_eq!(code, 2, "{stderr}");
}

#[test]
fn ask_answers_for_every_game_when_they_agree() {
    let (code, v) = run_json(&mut plyyard(
        None,
        &[
            "ask",
            "Est-ce toujours le joueur rouge qui commence la partie ?",
            "--format",
            "json",
        ],
    ));
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["verdict"], "yes");
    assert_eq!(
        v["games"],
        serde_json::json!(["aeroplane", "chinese-checkers"])
    );
    let (_, stdout, _) = run(&mut plyyard(
        None,
        &[
            "ask",
            "Est-ce toujours le joueur rouge qui commence la partie ?",
        ],
    ));
    assert!(
        stdout.starts_with("Oui (Jeu de l’avion, Dames chinoises)."),
        "{stdout}"
    );
}

#[test]
fn rules_in_three_languages() {
    for game in ["hnefatafl", "dominoes"] {
        snapshot_in_each_lang(
            &format!("rules_in_three_languages-{game}"),
            &["rules", game],
        );
    }
    let (code, _, _) = run(&mut plyyard(Some("fr"), &["rules", "chess"]));
    assert_eq!(code, 2);
}

/// A four-question dominoes quiz in `lang`, answered with `input`: its exit
/// code and standard output.
fn quiz(lang: &str, seed: &str, input: &str) -> (i32, String) {
    let (code, stdout, _) = run_with_stdin(
        &mut plyyard(
            Some(lang),
            &["quiz", "--game", "dominoes", "--seed", seed, "--count", "4"],
        ),
        input,
    );
    (code, stdout)
}

#[test]
fn ask_snapshots_in_three_languages() {
    for (lang, text) in [
        ("en", "Can two attackers take the king?"),
        ("fr", "Peut-on piocher les deux derniers dominos ?"),
        ("ru", "Что будет, если выпадет третья шестёрка подряд?"),
    ] {
        // The language is detected from the question, not given.
        snapshot(
            &format!("ask_snapshots_in_three_languages-{lang}"),
            plyyard(None, &["ask", text]),
        );
    }
}

#[test]
fn quiz_snapshots_in_french_and_english() {
    let (_, fr) = quiz("fr", "3", "oui\nnon\npeut-être\nnoirs\nnon\n");
    insta::assert_snapshot!("quiz-fr-seed-3", fr);
    let (_, en) = quiz("en", "3", "yes\nno\nyes\nno\n");
    insta::assert_snapshot!("quiz-en-seed-3", en);
}

#[test]
fn seeded_quiz_is_reproducible_and_scored() {
    let (code, first) = quiz("ru", "7", "да\nнет\nда\nнет\n");
    assert_eq!(code, 0);
    let (_, again) = quiz("ru", "7", "да\nнет\nда\nнет\n");
    assert_eq!(first, again, "the same seed gives the same quiz");
    insta::assert_snapshot!("quiz-ru-seed-7", first);
    let (_, other) = quiz("ru", "8", "да\nнет\nда\nнет\n");
    assert_ne!(first, other, "another seed gives another order");
}

#[test]
fn ask_says_when_the_game_is_unclear_and_game_forces_it() {
    let (code, v) = run_json(&mut plyyard(
        None,
        &["ask", "Qui commence ?", "--format", "json"],
    ));
    assert_eq!(code, 1);
    assert_eq!(v["reason"], "game-unclear");
    assert_eq!(v["alternatives"].as_array().map(Vec::len), Some(3));
    let (code, v) = run_json(&mut plyyard(
        None,
        &[
            "ask",
            "Qui commence ?",
            "--game",
            "dominoes",
            "--format",
            "json",
        ],
    ));
    assert_eq!(code, 0);
    assert_eq!(v["fact"], "dom-black-opens");
    assert_eq!(v["game"], "dominoes");
    let (code, _, _) = run(&mut plyyard(None, &["ask", "x", "--game", "chess"]));
    assert_eq!(code, 2);
}

#[test]
fn ask_refuses_a_question_that_is_too_long() {
    let long = "Le roi peut-il sauter ? ".repeat(50);
    let (code, stdout, stderr) = run(&mut plyyard(Some("fr"), &["ask", &long]));
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
    assert!(stderr.contains("1200 caractères"), "{stderr}");
    assert!(stderr.contains("au plus 1000"), "{stderr}");
}

/// Off a terminal, `rules`, `quiz` and `check` wrap their text at 80
/// columns like practice, never cutting a word or a move: every line fits
/// (a single word longer than the line would stand alone) and the words are
/// those of the unwrapped text.
#[test]
fn rules_quiz_and_check_wrap_at_80_columns_without_cutting_words() {
    use plyyard::game_api::GameKind;
    use plyyard::i18n::{Lang, Localiser};
    let fits = |text: &str, what: &str| {
        for line in text.lines() {
            assert!(
                line.chars().count() <= 80 || !line.trim().contains(' '),
                "{what}: {line}"
            );
        }
    };
    for (lang, code) in [(Lang::En, "en"), (Lang::Fr, "fr"), (Lang::Ru, "ru")] {
        for game in GameKind::ALL {
            let (status, text, _) = run(&mut plyyard(Some(code), &["rules", game.name()]));
            assert_eq!(status, 0);
            fits(&text, &format!("rules {game} {code}"));
            let mut whole = Vec::new();
            plyyard::qa::rules::render(game, &Localiser::new(lang), usize::MAX, &mut whole)
                .unwrap();
            let whole = String::from_utf8(whole).unwrap();
            assert!(
                text.lines().count() > whole.lines().count(),
                "rules {game} {code}: nothing wrapped"
            );
            assert_eq!(
                text.split_whitespace().collect::<Vec<_>>(),
                whole.split_whitespace().collect::<Vec<_>>(),
                "rules {game} {code}"
            );
        }
        let (_, text, _) = run_with_stdin(
            &mut plyyard(Some(code), &["quiz", "--seed", "7", "--count", "6"]),
            "yes\nno\nyes\nno\nyes\nno\n",
        );
        fits(&text, &format!("quiz {code}"));
        let (_, text, _) = run(&mut plyyard(
            Some(code),
            &[
                "check",
                "hnefatafl/edge-not-corner",
                "--question",
                "4",
                "--answer",
                "yes",
            ],
        ));
        fits(&text, &format!("check {code}"));
        assert!(text.lines().count() > 4, "check {code}:\n{text}");
    }
}
