//! `plyyard play` through standard input, in English, French and Russian:
//! illegal tries with the engine's reasons, tries another variant allows,
//! legal moves another variant judges otherwise, hints, undo, resignation,
//! a whole game to its end; snapshots of the transcripts.

use plyyard::games::dominoes;
use plyyard::games::engine::Outcome;
use plyyard::games::play::Playable;
use plyyard::play::table::{Actor, Table};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::common::{LANGS, plyyard, run, run_with_stdin};

/// The command words of each language.
fn words(lang: &str) -> [&'static str; 6] {
    match lang {
        "fr" => [
            "coups",
            "indice",
            "annuler",
            "abandonner",
            "quitter",
            "commandes",
        ],
        "ru" => [
            "ходы",
            "подсказка",
            "отменить",
            "сдаться",
            "выход",
            "справка",
        ],
        _ => ["moves", "hint", "undo", "resign", "quit", "help"],
    }
}

/// Snapshots `play ARGS` fed with `input(lang)`, in each language.
#[track_caller]
fn transcript(name: &str, args: &[&str], input: impl Fn(&str) -> String) {
    for lang in LANGS {
        let (code, stdout, stderr) = run_with_stdin(&mut plyyard(Some(lang), args), &input(lang));
        assert_eq!(code, 0, "{stderr}");
        assert!(stderr.is_empty(), "{stderr}");
        insta::assert_snapshot!(format!("{name}-{lang}"), stdout);
    }
}

#[test]
fn hnefatafl_illegal_tries_a_variant_note_and_undo() {
    transcript(
        "hnefatafl_hot_seat",
        &["play", "hnefatafl", "--hot-seat", "--seed", "1"],
        |lang| {
            let [moves, _, undo, resign, _, _] = words(lang);
            [
                "f4-f9", // black to move: not black's piece
                "h1-h2", // legal
                "f4-f9", // blocked at f5
                "f6-f7", // the king's way is taken
                "e5",    // not a move
                &format!("{moves} g5"),
                "g5-g2", // between two attackers: safe here, not under self-capture
                undo,
                resign,
            ]
            .join("\n")
        },
    );
}

#[test]
fn aeroplane_even_exit_trap_and_hint_against_the_engine() {
    transcript(
        "aeroplane_engine",
        &["play", "aeroplane", "--seed", "5", "--level", "2"],
        |lang| {
            let [moves, hint, _, _, quit, _] = words(lang);
            let base = match lang {
                "fr" => "hangar",
                "ru" => "база",
                _ => "base",
            };
            [base, base, hint, "1", moves, quit].join("\n")
        },
    );
}

#[test]
fn dominoes_reasons_and_a_hidden_hand() {
    transcript(
        "dominoes_engine",
        &["play", "dominoes", "--seed", "5", "--level", "2"],
        |lang| {
            let [moves, hint, _, resign, _, help] = words(lang);
            let (left, draw) = match lang {
                "fr" => ("gauche", "pioche"),
                "ru" => ("слева", "добрать"),
                _ => ("left", "draw"),
            };
            [
                "6-6".to_string(),
                format!("0-0@{left}"),
                draw.to_string(),
                format!("{draw}:1-2"),
                moves.to_string(),
                hint.to_string(),
                help.to_string(),
                "2-2".to_string(),
                draw.to_string(),
                resign.to_string(),
            ]
            .join("\n")
        },
    );
}

#[test]
fn chinese_checkers_reasons_and_a_must_continue_note() {
    transcript(
        "chinese_checkers_hot_seat",
        &["play", "chinese-checkers", "--hot-seat", "--seed", "1"],
        |lang| {
            let [_, _, undo, _, quit, _] = words(lang);
            let pass = if lang == "ru" { "пас" } else { "pass" };
            [
                "a13-b12", "n10-m9", "d10-f12", pass, "c11-e13", "n10-m9", "c13-e15", undo, quit,
            ]
            .join("\n")
        },
    );
}

/// A whole dominoes game against the engine, the learner's moves chosen at
/// random among the legal ones (worked out beforehand on the same table),
/// trying to draw when only a pass is left.
#[test]
fn a_whole_dominoes_game_to_its_end() {
    let mut t = Table::<dominoes::State>::new(2);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut lines = Vec::new();
    while t.outcome() == Outcome::Ongoing {
        if let Some((mv, _)) = t.forced()
            && t.turn() == "white"
        {
            t.play(mv, Actor::Rules).unwrap();
        } else if t.turn() == "white" {
            let mv = t.opponent(1).mv;
            t.play(mv, Actor::Engine).unwrap();
        } else {
            let c = t.choices();
            let mv = c[rng.random_range(0..c.len())];
            if c == [dominoes::Move::Pass] {
                // Drawing one of the last two tiles: the draw-all variant.
                lines.push("draw".to_string());
            }
            lines.push(t.state().move_text(&mv));
            t.mark();
            t.play(mv, Actor::Human).unwrap();
        }
    }
    let input = lines.join("\n");
    transcript(
        "dominoes_whole_game",
        &["play", "dominoes", "--seed", "2", "--level", "1"],
        |_| input.clone(),
    );
}

/// One hundred half-moves without a capture end the game in a draw.
#[test]
fn a_hundred_quiet_half_moves_draw() {
    let cycle = ["b6-b7", "e7-d7", "b7-b6", "d7-e7"];
    let input: Vec<&str> = cycle.iter().cycle().take(100).copied().collect();
    for lang in LANGS {
        let (code, stdout, _) = run_with_stdin(
            &mut plyyard(
                Some(lang),
                &["play", "hnefatafl", "--hot-seat", "--format", "json"],
            ),
            &input.join("\n"),
        );
        assert_eq!(code, 0);
        let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
        assert_eq!(v["result"], "draw", "{v}");
        assert_eq!(v["moves"].as_array().unwrap().len(), 100);
        let ending = v["ending"].as_str().unwrap();
        let expected = match lang {
            "fr" => "Cent demi-coups",
            "ru" => "Сто полуходов",
            _ => "One hundred half-moves",
        };
        assert!(ending.contains(expected), "{ending}");
    }
}

#[test]
fn bad_options_are_errors_in_each_language() {
    let cases: [(&str, &[&str]); 3] = [
        ("game", &["play", "chess"]),
        ("level", &["play", "hnefatafl", "--level", "7"]),
        ("side", &["play", "dominoes", "--side", "red"]),
    ];
    for (name, args) in cases {
        for lang in LANGS {
            let (code, stdout, stderr) = run(&mut plyyard(Some(lang), args));
            assert_eq!(code, 2, "{args:?}");
            assert!(stdout.is_empty());
            insta::assert_snapshot!(format!("bad_option_{name}-{lang}"), stderr);
        }
    }
}

#[test]
fn closed_input_stops_the_game_cleanly() {
    let (code, stdout, stderr) = run(&mut plyyard(
        Some("en"),
        &[
            "play",
            "hnefatafl",
            "--side",
            "white",
            "--level",
            "1",
            "--seed",
            "3",
        ],
    ));
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("Black (engine): "), "{stdout}");
    assert!(
        stdout.ends_with("Game stopped before its end.\n"),
        "{stdout}"
    );
}

#[test]
fn json_report_of_a_game() {
    let (code, stdout, _) = run_with_stdin(
        &mut plyyard(
            Some("fr"),
            &[
                "play",
                "hnefatafl",
                "--hot-seat",
                "--format",
                "json",
                "--seed",
                "4",
            ],
        ),
        "f4-f9\nh1-h2\ng5-g2\nabandonner\n",
    );
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["result"], "white");
    assert_eq!(v["resigned"], "black");
    assert_eq!(v["moves"][1]["move"], "g5-g2");
    assert_eq!(v["tries"][0]["code"], "not-your-piece");
    assert!(
        v["tries"][0]["message"]
            .as_str()
            .unwrap()
            .starts_with("Coup illégal.")
    );
}
