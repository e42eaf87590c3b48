//! Game records: `replay` of valid records (exit 0) and of faulty ones (the
//! first fault with its line, exit 1; a broken file, exit 2), in each
//! language and as JSON; positions exported as exercises that `verify`
//! accepts; `play --record` and `save` writing records that replay.

use crate::common::{LANGS, plyyard, run, run_json, run_with_stdin, snapshot_in_each_lang};

const DIR: &str = "tests/fixtures/records";

fn fixture(name: &str) -> String {
    format!("{DIR}/{name}.toml")
}

const VALID: [(&str, &str, u64); 4] = [
    ("hnefatafl", "white", 14),
    ("aeroplane", "red", 168),
    ("dominoes", "black", 23),
    ("chinese-checkers", "blue", 24),
];

#[test]
fn valid_records_replay_with_their_result() {
    for (name, result, moves) in VALID {
        let (code, v) = run_json(&mut plyyard(
            None,
            &["replay", &fixture(name), "--format", "json"],
        ));
        assert_eq!(code, 0, "{name}: {v}");
        assert_eq!(v["valid"], true);
        assert_eq!(v["result"], result, "{name}");
        assert_eq!(v["moves"], moves, "{name}");
        assert_eq!(v["error"], serde_json::Value::Null);
    }
    snapshot_in_each_lang("replay_valid_hnefatafl", &["replay", &fixture("hnefatafl")]);
    snapshot_in_each_lang("replay_resigned", &["replay", &fixture("chinese-checkers")]);
}

#[test]
fn the_first_fault_is_reported_with_its_line() {
    let cases = [
        ("hnefatafl-illegal", 18, "destination-occupied", 10),
        ("hnefatafl-bad-capture", 16, "wrong-captures", 8),
        ("hnefatafl-wrong-result", 7, "result-mismatch", 0),
        ("aeroplane-no-roll", 19, "move-exists", 11),
        ("dominoes-wrong-side", 14, "wrong-side", 6),
        ("dominoes-unnamed-draw", 11, "incomplete", 3),
    ];
    for (name, line, code, ply) in cases {
        let (exit, v) = run_json(&mut plyyard(
            Some("en"),
            &["replay", &fixture(name), "--format", "json"],
        ));
        assert_eq!(exit, 1, "{name}: {v}");
        assert_eq!(v["valid"], false);
        assert_eq!(v["error"]["line"], line, "{name}: {v}");
        assert_eq!(v["error"]["code"], code, "{name}: {v}");
        assert_eq!(v["error"]["ply"], ply, "{name}: {v}");
    }
    snapshot_in_each_lang(
        "replay_illegal_move",
        &["replay", &fixture("hnefatafl-illegal")],
    );
    snapshot_in_each_lang(
        "replay_wrong_side",
        &["replay", &fixture("dominoes-wrong-side")],
    );
    snapshot_in_each_lang("replay_no_deal", &["replay", &fixture("dominoes-no-deal")]);
}

#[test]
fn broken_and_missing_files_are_errors() {
    snapshot_in_each_lang(
        "replay_bad_structure",
        &["replay", &fixture("bad-structure")],
    );
    for lang in LANGS {
        let (code, stdout, stderr) = run(&mut plyyard(Some(lang), &["replay", "no/such.toml"]));
        assert_eq!(code, 2);
        assert!(
            stdout.is_empty() && stderr.contains("no/such.toml"),
            "{stderr}"
        );
    }
}

#[test]
fn exported_positions_are_exercises_that_verify() {
    let dir = tempfile::tempdir().unwrap();
    for (name, _, moves) in VALID {
        for ply in [0, moves / 2, moves] {
            let (code, stdout, stderr) = run(&mut plyyard(
                None,
                &["replay", &fixture(name), "--export-ply", &ply.to_string()],
            ));
            assert_eq!(code, 0, "{name} {ply}: {stderr}");
            let ask = if ply == moves && name != "chinese-checkers" {
                "status"
            } else {
                "moves"
            };
            assert!(stdout.contains(&format!("ask = \"{ask}\"")), "{stdout}");
            let path = dir.path().join(format!("{name}-{ply}.toml"));
            std::fs::write(&path, &stdout).unwrap();
            let (code, out, err) = run(&mut plyyard(
                Some("en"),
                &["verify", path.to_str().unwrap()],
            ));
            assert_eq!(code, 0, "{name} {ply}:\n{stdout}\n{out}{err}");
        }
    }
    let (code, _, stderr) = run(&mut plyyard(
        Some("en"),
        &["replay", &fixture("hnefatafl"), "--export-ply", "15"],
    ));
    assert_eq!(code, 2);
    assert!(stderr.contains("14 legal moves"), "{stderr}");
    // A position before the fault can still be exported.
    let (code, _, _) = run(&mut plyyard(
        None,
        &["replay", &fixture("hnefatafl-illegal"), "--export-ply", "9"],
    ));
    assert_eq!(code, 0);
}

#[test]
fn played_games_are_recorded_and_replay() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.toml");
    let saved = dir.path().join("saved.toml");
    let input = format!("h1-h2\ng5-g2\nsave {}\nd1-d3\nresign\n", saved.display());
    let (code, stdout, stderr) = run_with_stdin(
        &mut plyyard(
            Some("en"),
            &[
                "play",
                "hnefatafl",
                "--hot-seat",
                "--record",
                record.to_str().unwrap(),
            ],
        ),
        &input,
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("Game record written to"), "{stdout}");
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains("resigned = \"white\""), "{text}");
    assert!(text.contains("result = \"black\""), "{text}");
    let (code, v) = run_json(&mut plyyard(
        None,
        &["replay", record.to_str().unwrap(), "--format", "json"],
    ));
    assert_eq!(code, 0, "{v}");
    assert_eq!(
        (v["moves"].as_u64(), v["resigned"].as_str()),
        (Some(3), Some("white"))
    );
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(
        text.contains("result = \"ongoing\"") && text.contains("\"white g5-g2\""),
        "{text}"
    );
    let (code, _, _) = run(&mut plyyard(None, &["replay", saved.to_str().unwrap()]));
    assert_eq!(code, 0);
}

#[test]
fn an_unwritable_record_is_an_error_before_the_game() {
    let (code, stdout, stderr) = run_with_stdin(
        &mut plyyard(
            Some("en"),
            &[
                "play",
                "dominoes",
                "--hot-seat",
                "--record",
                "no/such/dir/game.toml",
            ],
        ),
        "quit\n",
    );
    // Found before the first move, not after the game (review R3).
    assert_eq!(code, 2);
    assert!(stdout.is_empty(), "{stdout}");
    assert!(
        stderr.starts_with("error: cannot write no/such/dir/game.toml"),
        "{stderr}"
    );
}

/// The records shown in docs/game-records.md are valid records.
#[test]
fn the_documented_records_replay() {
    use plyyard::exercise::Source;
    use plyyard::game_api::GameKind;
    use plyyard::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
    use plyyard::play::record::read;
    use plyyard::play::replay::replay;
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/game-records.md"))
        .unwrap();
    let blocks: Vec<&str> = doc
        .split("```toml\n")
        .skip(1)
        .map(|b| b.split("```").next().unwrap())
        .collect();
    assert_eq!(blocks.len(), 2);
    for block in blocks {
        let rec = read(&Source::new("doc", block)).unwrap();
        let fault = match rec.game {
            GameKind::Aeroplane => replay::<aeroplane::Game>(&rec).fault,
            GameKind::ChineseCheckers => replay::<chinese_checkers::game::Game>(&rec).fault,
            GameKind::Dominoes => replay::<dominoes::State>(&rec).fault,
            GameKind::Hnefatafl => replay::<hnefatafl::game::Game>(&rec).fault,
        };
        assert_eq!(fault, None, "{block}");
    }
}
