//! `replay FILE --show N` and `replay FILE --step` (issue 25, item 1): the
//! board after N moves with the move, its effects and the status, in each
//! language; the JSON position is the one `--export-ply` writes; stepping is
//! driven through standard input; a record without seed or players (as old
//! records are) still replays and steps. Item 4: `play` records the
//! learner's side, the level and the seed.

use crate::common::{plyyard, run, run_json, run_with_stdin};

const DIR: &str = "tests/fixtures/records";

fn fixture(name: &str) -> String {
    format!("{DIR}/{name}.toml")
}

#[test]
fn show_prints_the_move_its_effects_the_board_and_the_status() {
    let cases = [
        (
            "en",
            "Move 3 of 14: Black f10-b10.",
            "Next move: White g6-i6.",
        ),
        (
            "fr",
            "Coup 3 sur 14 : Noirs f10-b10.",
            "Coup suivant : Blancs g6-i6.",
        ),
        (
            "ru",
            "Ход 3 из 14: чёрные f10-b10.",
            "Следующий ход: белые g6-i6.",
        ),
    ];
    for (lang, head, next) in cases {
        let (code, out, err) = run(&mut plyyard(
            Some(lang),
            &["replay", &fixture("hnefatafl"), "--show", "3"],
        ));
        assert_eq!(code, 0, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], head, "{out}");
        assert_eq!(*lines.last().unwrap(), next, "{out}");
        // The board as `show` draws it: f10 emptied, b10 taken.
        assert!(
            out.contains(" 10  .  X  .  .  .  .  .  .  .  .  .  10"),
            "{out}"
        );
    }
}

#[test]
fn show_tells_captures_passes_draws_and_the_ending() {
    let dir = tempfile::tempdir().unwrap();
    let capture = dir.path().join("capture.toml");
    std::fs::write(
        &capture,
        "format = 1\ngame = \"hnefatafl\"\nmoves = [\n  \"black h1-h2\",\n  \"white h6-h3\",\n  \"black k4-h4xh3\",\n]\n",
    )
    .unwrap();
    let capture = capture.to_str().unwrap().to_string();
    let cases: [(&str, String, &str, &[&str]); 8] = [
        (
            "en",
            capture.clone(),
            "3",
            &["Captured by custodian: h3.", "The record stops here"],
        ),
        (
            "fr",
            fixture("aeroplane"),
            "1",
            &["Coup 1 sur 168 : Rouges 2.", "Coup suivant : Jaunes 5."],
        ),
        (
            "ru",
            fixture("dominoes"),
            "2",
            &["Ход 2 из 23: белые добор:3-4.", "Белые берут из базара 3-4"],
        ),
        (
            "ru",
            fixture("aeroplane"),
            "9",
            &["кубик: 6", "Следующий ход: красные 6:base."],
        ),
        (
            "fr",
            fixture("dominoes"),
            "23",
            &["Noirs 4-4@droite", "Résultat : victoire des Noirs."],
        ),
        // The learner's end words, as `play` writes them (issue 24, item 4).
        (
            "ru",
            fixture("dominoes"),
            "23",
            &["Ход 23 из 23: чёрные 4-4@справа."],
        ),
        (
            "en",
            fixture("dominoes"),
            "22",
            &["Next move: Black 4-4@right."],
        ),
        (
            "en",
            fixture("chinese-checkers"),
            "24",
            &["Result: Red resigned."],
        ),
    ];
    for (lang, file, ply, wanted) in cases {
        let (code, out, err) = run(&mut plyyard(Some(lang), &["replay", &file, "--show", ply]));
        assert_eq!(code, 0, "{err}");
        for w in wanted {
            assert!(out.contains(w), "{lang} {file} {ply}: {w}\n{out}");
        }
    }
    // An ending the effects told is not told again under the board.
    let (_, out, _) = run(&mut plyyard(
        Some("en"),
        &["replay", &fixture("dominoes"), "--show", "23"],
    ));
    let first = out.lines().nth(2).unwrap();
    assert_eq!(out.matches(first).count(), 1, "{out}");
}

#[test]
fn the_json_position_is_the_exported_one() {
    for (name, plies) in [
        ("hnefatafl", &[0usize, 1, 7, 14][..]),
        ("aeroplane", &[0, 1, 9, 10, 84, 168][..]),
        ("dominoes", &[0, 2, 12, 23][..]),
        ("chinese-checkers", &[0, 5, 24][..]),
    ] {
        for &ply in plies {
            let n = ply.to_string();
            let (code, v) = run_json(&mut plyyard(
                None,
                &["replay", &fixture(name), "--show", &n, "--format", "json"],
            ));
            assert_eq!(code, 0, "{name} {ply}: {v}");
            assert_eq!(v["ply"].as_u64(), Some(ply as u64));
            assert_eq!(v["move"].is_null(), ply == 0, "{v}");
            let (code, exported, err) = run(&mut plyyard(
                None,
                &["replay", &fixture(name), "--export-ply", &n],
            ));
            assert_eq!(code, 0, "{err}");
            let table: toml::Table = exported.parse().unwrap();
            let position = serde_json::to_value(&table["position"]).unwrap();
            assert_eq!(v["position"], position, "{name} {ply}");
        }
    }
    let (_, v) = run_json(&mut plyyard(
        Some("fr"),
        &[
            "replay",
            &fixture("aeroplane"),
            "--show",
            "10",
            "--format",
            "json",
        ],
    ));
    assert_eq!(v["move"], "red 6:base");
    assert_eq!(v["next"], "red 1:1");
    assert_eq!(v["position"]["dice"], 1);
    assert_eq!(v["to_move"], "red");
    assert!(v["effects"][0].as_str().unwrap().contains("Rouges"), "{v}");
}

#[test]
fn a_ply_beyond_the_record_is_a_localised_error() {
    let cases = [
        ("en", "there is no move 15 (choose 0 to 14)"),
        ("fr", "il n’y a pas de coup 15 (choisissez entre 0 et 14)"),
        (
            "ru",
            "в записи 14 допустимых ходов: хода 15 нет (выберите от 0 до 14)",
        ),
    ];
    for (lang, wanted) in cases {
        let (code, out, err) = run(&mut plyyard(
            Some(lang),
            &["replay", &fixture("hnefatafl"), "--show", "15"],
        ));
        assert_eq!((code, out.as_str()), (2, ""), "{err}");
        assert!(err.contains(wanted), "{err}");
    }
    // In Russian, 1, 2–4 and 5+ moves take their own forms.
    let dir = tempfile::tempdir().unwrap();
    for (count, form) in [(1, "1 допустимый ход"), (3, "3 допустимых хода")]
    {
        let moves = ["black j6-j2", "white h6-h3", "black f10-b10"][..count]
            .iter()
            .map(|m| format!("\"{m}\""))
            .collect::<Vec<_>>()
            .join(", ");
        let path = dir.path().join(format!("r{count}.toml"));
        std::fs::write(
            &path,
            format!("format = 1\ngame = \"hnefatafl\"\nmoves = [{moves}]\n"),
        )
        .unwrap();
        let (code, _, err) = run(&mut plyyard(
            Some("ru"),
            &["replay", path.to_str().unwrap(), "--show", "9"],
        ));
        assert_eq!(code, 2);
        assert!(err.contains(form), "{err}");
    }
}

#[test]
fn stepping_through_standard_input_in_three_languages() {
    let input = "n\n\np\n14\nn\n99\nzz\n0\np\nq\nn\n";
    let heads = [
        (
            "en",
            "Move ",
            " of 14: ",
            "This is the last move",
            "choose 0 to 14",
            "is not a command",
            "This is the start",
        ),
        (
            "fr",
            "Coup ",
            " sur 14 : ",
            "C’est le dernier coup",
            "choisissez entre 0 et 14",
            "n’est pas une commande",
            "C’est le début",
        ),
        (
            "ru",
            "Ход ",
            " из 14: ",
            "Это последний ход",
            "выберите от 0 до 14",
            "здесь не команда",
            "Это начало партии",
        ),
    ];
    for (lang, word, of, at_end, beyond, unknown, at_start) in heads {
        let (code, out, err) = run_with_stdin(
            &mut plyyard(
                Some(lang),
                &["replay", &fixture("hnefatafl"), "--step", "--show", "12"],
            ),
            input,
        );
        assert_eq!(code, 0, "{err}");
        // The moves shown, in order: 12, then n → 13, Enter → 14, p → 13,
        // 14, n (refused at the end), 0 (the start), p (refused), q.
        let shown: Vec<String> = out
            .lines()
            .filter_map(|l| l.strip_prefix(word))
            .filter_map(|l| l.split_once(of).map(|(n, _)| n.to_string()))
            .collect();
        assert_eq!(shown, ["12", "13", "14", "13", "14"], "{lang}\n{out}");
        for w in [at_end, beyond, unknown, at_start] {
            assert_eq!(out.matches(w).count(), 1, "{lang}: {w}\n{out}");
        }
        // The typed commands are echoed after their prompt; `q` stops before
        // the last line of input.
        assert!(out.trim_end().ends_with("q"), "{out}");
    }
    // The end of input stops too (exit 0), and JSON gives one object a board.
    let (code, out, _) = run_with_stdin(
        &mut plyyard(
            None,
            &["replay", &fixture("dominoes"), "--step", "--format", "json"],
        ),
        "n\nn\np\n",
    );
    assert_eq!(code, 0);
    let plies: Vec<u64> = out
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["ply"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(plies, [0, 1, 2, 1]);
}

#[test]
fn an_old_record_without_seed_or_players_replays_and_steps() {
    let old = fixture("old-hnefatafl");
    let (code, out, _) = run(&mut plyyard(Some("en"), &["replay", &old]));
    assert_eq!(code, 0);
    assert!(out.contains("4 moves, all legal"), "{out}");
    let (code, out, _) =
        run_with_stdin(&mut plyyard(Some("ru"), &["replay", &old, "--step"]), "4\n");
    assert_eq!(code, 0);
    assert!(out.contains("Ход 4 из 4: белые g6-i6."), "{out}");
    assert!(out.contains("Запись кончается здесь"), "{out}");
    let text = std::fs::read_to_string(&old).unwrap();
    let rec = plyyard::play::record::read(&plyyard::exercise::Source::new("old", text)).unwrap();
    assert_eq!((rec.seed, rec.learner(), rec.level()), (None, None, None));
}

#[test]
fn play_records_the_learners_side_the_level_and_the_seed() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, side, input) in [
        ("fr", "blancs", "h6-h3\n"),
        ("ru", "белые", "h6-h3\n"),
        ("en", "white", "h6-h3\n"),
    ] {
        let record = dir.path().join(format!("{lang}.toml"));
        let (code, _, err) = run_with_stdin(
            &mut plyyard(
                Some(lang),
                &[
                    "play",
                    "hnefatafl",
                    "--side",
                    side,
                    "--level",
                    "1",
                    "--seed",
                    "7",
                    "--record",
                    record.to_str().unwrap(),
                ],
            ),
            input,
        );
        assert_eq!(code, 0, "{err}");
        let text = std::fs::read_to_string(&record).unwrap();
        for key in [
            "seed = 7\n",
            "black = \"engine 1\"\n",
            "white = \"human\"\n",
        ] {
            assert!(text.contains(key), "{key}\n{text}");
        }
        let rec = plyyard::play::record::read(&plyyard::exercise::Source::new("r", text)).unwrap();
        assert_eq!(
            (rec.seed, rec.learner(), rec.level()),
            (Some(7), Some("white"), Some(1))
        );
        let (code, out, _) = run(&mut plyyard(
            Some(lang),
            &["replay", record.to_str().unwrap(), "--show", "2"],
        ));
        assert_eq!(code, 0);
        assert!(out.contains("h6-h3"), "{out}");
    }
}
