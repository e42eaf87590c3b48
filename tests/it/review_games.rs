//! `plyyard review`: games played through standard input (in fr, ru and
//! en) against the level-1 opponent, with illegal tries that match a trap,
//! then reviewed; fixed records with their expected marks; every exported
//! exercise verified and solved by the engine to its recorded answer; and
//! no mark whose better move is not better by the measure it states.
//!
//! The typed moves are worked out beforehand by running the same table
//! (same seed, same calls), as `play_reference.rs` does.

use plyyard::exercise::Source;
use plyyard::games::engine::Outcome;
use plyyard::games::play::Playable;
use plyyard::games::review::Reviewable;
use plyyard::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use plyyard::play::record::{self, Record};
use plyyard::play::replay::replay;
use plyyard::play::table::{Actor, Judged, Table};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use crate::common::{plyyard, run, run_json, run_with_stdin};

/// A try typed before a move: moves played before it, the text, its traps.
type Tried = (usize, String, Vec<String>);

/// The lines typed for a game where the learner plays the first side
/// (random choices) against the level-1 opponent, with up to `tries`
/// illegal moves that a trap would allow typed before the learner's moves.
fn typed_game<G: Playable>(seed: u64, max: usize, tries: usize) -> (Vec<String>, Vec<Tried>) {
    let mut t = Table::<G>::new(seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let me = G::KIND.sides()[0];
    let mut lines = Vec::new();
    let mut tried = Vec::new();
    while t.outcome() == Outcome::Ongoing && t.plies().len() < max {
        if let Some(c) = t.roll()
            && let Some(mv) = c.forced
        {
            t.play(mv, Actor::Rules).unwrap();
            continue;
        }
        let mine = t.turn() == me;
        if let Some((mv, _)) = t.forced()
            && (!mine || !G::forced_is_typed())
        {
            t.play(mv, Actor::Rules).unwrap();
            continue;
        }
        if !mine {
            let mv = t.opponent(1).mv;
            t.play(mv, Actor::Engine).unwrap();
            continue;
        }
        if tried.len() < tries {
            let rules = G::edition();
            let state = t.state().clone();
            let trap_try = state.candidate_moves(&rules).into_iter().find_map(|m| {
                let text = state.move_text(&m);
                match t.judge(&text) {
                    Judged::Illegal(_, traps) if !traps.is_empty() => Some((text, traps)),
                    _ => None,
                }
            });
            if let Some((text, traps)) = trap_try {
                tried.push((
                    t.plies().len(),
                    text.clone(),
                    traps.iter().map(|t| t.name().to_string()).collect(),
                ));
                lines.push(text);
            }
        }
        let choices = t.choices();
        let mv = choices[rng.random_range(0..choices.len())];
        lines.push(t.state().move_text(&mv));
        t.mark();
        t.play(mv, Actor::Human).unwrap();
    }
    (lines, tried)
}

/// Plays the game through standard input in `lang`; the record's path.
fn played<G: Playable>(
    dir: &std::path::Path,
    lang: &str,
    seed: u64,
    max: usize,
) -> (String, Vec<Tried>) {
    let path = dir.join(format!("{}-{seed}.toml", G::KIND.name()));
    let (lines, tried) = typed_game::<G>(seed, max, 2);
    let mut input = lines.join("\n");
    input.push_str("\nquit\n");
    let seed_text = seed.to_string();
    let file = path.to_str().unwrap().to_string();
    let args = [
        "play",
        G::KIND.name(),
        "--seed",
        &seed_text,
        "--level",
        "1",
        "--record",
        &file,
    ];
    let mut cmd = plyyard(Some(lang), &args);
    cmd.env("PLYYARD_DATA_DIR", dir.join("data"));
    let (code, stdout, stderr) = run_with_stdin(&mut cmd, &input);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    (file, tried)
}

fn read_record(path: &str) -> Record {
    let text = std::fs::read_to_string(path).unwrap();
    record::read(&Source::new(path, text)).unwrap()
}

/// Every mark of a reviewed record, checked again from the record: the
/// move is the learner's, the better move is legal there, and by the
/// stated measure it beats the move played.
fn check_marks<G: Reviewable>(path: &str, marks: &[Value]) {
    let rec = read_record(path);
    let r = replay::<G>(&rec);
    assert!(r.fault.is_none());
    let rules = G::edition();
    for m in marks {
        let ply = m["ply"].as_u64().unwrap() as usize;
        let code = m["code"].as_str().unwrap();
        let mv = &r.moves[ply - 1];
        let before = r.positions[ply - 1].before(Some(mv));
        assert_eq!(Some(before.side_to_move()), rec.learner(), "{m}");
        assert_eq!(before.move_text(mv), m["move"], "{m}");
        let better = before
            .choices(&rules)
            .into_iter()
            .chain(before.legal_moves(&rules))
            .find(|c| before.move_text(c) == m["better"].as_str().unwrap())
            .unwrap_or_else(|| panic!("{m}: the better move is not legal"));
        let played = before.measure(code, mv).unwrap();
        let best = before.measure(code, &better).unwrap();
        assert!(best > played, "{m}: {best} is not better than {played}");
        assert_eq!(
            (m["played_measure"].as_i64(), m["better_measure"].as_i64()),
            (Some(played), Some(best)),
            "{m}"
        );
    }
}

fn review_json(path: &str) -> Value {
    let (code, v) = run_json(&mut plyyard(None, &["review", path, "--format", "json"]));
    assert_eq!(code, 0, "{v}");
    v
}

/// The exported exercises verify, `solve` gives each one the answer
/// written in it, and they are in the learner's review (progress in
/// `data`): `practice --review` asks them.
fn check_export(path: &str, dir: &std::path::Path, data: &std::path::Path, lang: &str) {
    let out = dir.to_str().unwrap();
    let (code, v) = run_json(
        plyyard(None, &["review", path, "--export", out, "--format", "json"])
            .env("PLYYARD_DATA_DIR", data),
    );
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["problems"], serde_json::json!([]), "{v}");
    let exported = v["exported"].as_array().unwrap();
    assert_eq!(exported.len(), v["marks"].as_array().unwrap().len(), "{v}");
    assert_eq!(v["enrolled"], exported.len(), "{v}");
    if exported.is_empty() {
        return;
    }
    let quit = match lang {
        "fr" => "quitter\n",
        "ru" => "выход\n",
        _ => "quit\n",
    };
    let (code, stdout, stderr) = run_with_stdin(
        plyyard(Some(lang), &["practice", "--review"]).env("PLYYARD_DATA_DIR", data),
        quit,
    );
    assert_eq!(code, 0, "{stderr}");
    let first = exported[0]["file"].as_str().unwrap();
    let ftl = std::fs::read_to_string(first.replace(".toml", &format!(".{lang}.ftl"))).unwrap();
    let title = ftl
        .lines()
        .find_map(|l| l.strip_prefix("title = "))
        .unwrap();
    assert!(stdout.contains(title.trim()), "{title}\n{stdout}");
    let (code, stdout, stderr) = run(&mut plyyard(Some("en"), &["verify", out]));
    assert_eq!(code, 0, "{stdout}{stderr}");
    for e in exported {
        let file = e["file"].as_str().unwrap();
        let (code, s) = run_json(&mut plyyard(None, &["solve", file, "--format", "json"]));
        assert_eq!(code, 0, "{s}");
        let answer = s["answers"][0]["answer"].to_string();
        let written = std::fs::read_to_string(file).unwrap();
        assert!(
            written.contains(&format!("answer = \"{}\"", e["answer"].as_str().unwrap())),
            "{written}"
        );
        assert!(
            answer.contains(e["answer"].as_str().unwrap()) || e["answer"] == "none",
            "{answer} / {e}"
        );
        // The title names the situation: it never holds the answer.
        for lang in ["en", "fr", "ru"] {
            let ftl =
                std::fs::read_to_string(file.replace(".toml", &format!(".{lang}.ftl"))).unwrap();
            let title = ftl.lines().find(|l| l.starts_with("title = ")).unwrap();
            assert!(!title.contains(e["answer"].as_str().unwrap()), "{title}");
        }
    }
}

fn one_game<G: Reviewable>(lang: &str, seed: u64, max: usize) -> (usize, usize) {
    let dir = tempfile::tempdir().unwrap();
    let (path, tried) = played::<G>(dir.path(), lang, seed, max);
    let v = review_json(&path);
    assert_eq!(v["learner"], G::KIND.sides()[0], "{v}");
    let marks = v["marks"].as_array().unwrap();
    check_marks::<G>(&path, marks);
    // The tries typed are kept in the record and matched to their traps.
    let tries: Vec<Tried> = v["tries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["ply"].as_u64().unwrap() as usize,
                t["given"].as_str().unwrap().to_string(),
                t["traps"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|x| x.as_str().unwrap().to_string())
                    .collect(),
            )
        })
        .collect();
    assert_eq!(tries, tried, "{v}");
    // The text review in the game's language lists every mark and try.
    let (code, text, _) = run(&mut plyyard(Some(lang), &["review", &path]));
    assert_eq!(code, 0, "{text}");
    let head = match lang {
        "fr" => "examinés",
        "ru" => "просмотрен",
        _ => "looked at",
    };
    assert!(text.lines().next().unwrap().contains(head), "{text}");
    for m in marks {
        assert!(text.contains(m["better"].as_str().unwrap()), "{text}");
    }
    for (_, given, _) in &tried {
        assert!(text.contains(given.as_str()), "{text}");
    }
    // `progress` counts the tries per trap.
    let (code, p) = run_json(
        plyyard(None, &["progress", "--format", "json"])
            .env("PLYYARD_DATA_DIR", dir.path().join("data")),
    );
    assert_eq!(code, 0, "{p}");
    let mut counted: Vec<(String, u64)> = p["trap_tries"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|t| {
                    assert_eq!(t["game"], G::KIND.name());
                    (
                        t["trap"].as_str().unwrap().to_string(),
                        t["count"].as_u64().unwrap(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    counted.sort();
    let mut expected: Vec<(String, u64)> = Vec::new();
    for trap in tried.iter().flat_map(|t| t.2.iter()) {
        match expected.iter_mut().find(|(t, _)| t == trap) {
            Some(e) => e.1 += 1,
            None => expected.push((trap.clone(), 1)),
        }
    }
    expected.sort();
    assert_eq!(counted, expected);
    check_export(
        &path,
        &dir.path().join("ex"),
        &dir.path().join("data"),
        lang,
    );
    (marks.len(), tried.len())
}

#[test]
fn games_played_in_three_languages_are_reviewed_and_exported() {
    let (mut marks, mut tries) = (0, 0);
    for (i, seed) in [5u64, 17].into_iter().enumerate() {
        let lang = ["fr", "ru", "en"][i % 3];
        let other = ["ru", "en", "fr"][i % 3];
        for (m, t) in [
            one_game::<aeroplane::Game>(lang, seed, 120),
            one_game::<dominoes::State>(other, seed, 60),
            one_game::<chinese_checkers::game::Game>(lang, seed, 40),
            one_game::<hnefatafl::game::Game>(other, seed, 30),
        ] {
            marks += m;
            tries += t;
        }
    }
    assert!(marks > 0, "random play is never marked");
    assert!(tries > 0, "no trap try was typed");
}

/// A mark expected on a fixed record: the move, the code, the better move.
type ExpectedMark = (u64, &'static str, &'static str);

/// The marks of a review's JSON as (move, code, better move).
fn marks_of(v: &Value) -> Vec<(u64, &str, &str)> {
    v["marks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["ply"].as_u64().unwrap(),
                m["code"].as_str().unwrap(),
                m["better"].as_str().unwrap(),
            )
        })
        .collect()
}

#[test]
fn fixed_records_get_their_expected_marks() {
    let expected: [(&str, &[ExpectedMark]); 3] = [
        (
            "hnefatafl",
            &[
                (11, "left-to-capture", "b1-c1"),
                (13, "left-to-capture", "a8-e8"),
            ],
        ),
        (
            "aeroplane",
            &[
                (129, "missed-capture", "4:35"),
                (139, "missed-capture", "2:49"),
            ],
        ),
        (
            "dominoes",
            &[
                (16, "self-block", "1-6@right"),
                (22, "self-block", "1-2@right"),
            ],
        ),
    ];
    for (name, marks) in expected {
        let path = format!("tests/fixtures/records/{name}.toml");
        let v = review_json(&path);
        assert_eq!(marks_of(&v), marks, "{name}");
        // A hot-seat record: both sides are reviewed.
        assert_eq!(v["learner"], Value::Null);
    }
    let v = review_json("tests/fixtures/records/chinese-checkers.toml");
    let marks = v["marks"].as_array().unwrap();
    assert_eq!(marks.len(), 15, "{v}");
    assert!(marks.iter().all(|m| m["code"] == "lost-distance"
        && m["better_measure"].as_i64().unwrap() >= m["played_measure"].as_i64().unwrap() + 3));
    // A record written before tries were kept is reviewed all the same.
    let v = review_json("tests/fixtures/records/old-hnefatafl.toml");
    assert_eq!(v["tries"], serde_json::json!([]));
}

#[test]
fn a_record_that_does_not_replay_is_not_reviewed() {
    let (code, stdout, _) = run(&mut plyyard(
        Some("fr"),
        &["review", "tests/fixtures/records/hnefatafl-illegal.toml"],
    ));
    assert_eq!(code, 1);
    assert!(stdout.contains("coup 10"), "{stdout}");
    let (code, _, stderr) = run(&mut plyyard(Some("ru"), &["review", "no/such.toml"]));
    assert_eq!(code, 2);
    assert!(stderr.contains("no/such.toml"), "{stderr}");
}

#[test]
fn a_black_game_marks_the_corner_road_left_open() {
    // Played through standard input as Black against the level-1 engine,
    // typing the first move `moves` listed each turn.
    let path = "tests/fixtures/records/hnefatafl-black.toml";
    let v = review_json(path);
    assert_eq!(v["learner"], "black");
    assert_eq!(
        marks_of(&v),
        [
            (9, "left-to-capture", "c1-d1"),
            (13, "left-to-capture", "c1-d1"),
            (15, "open-corner-road", "j6-j11"),
        ]
    );
    check_marks::<hnefatafl::game::Game>(path, v["marks"].as_array().unwrap());
}
