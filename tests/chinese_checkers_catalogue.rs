//! Every catalogue exercise of Chinese checkers loads through the adapter, every
//! question's engine answer equals the author's answer, every declared trap
//! really changes the answer, and every text exists in en, fr and ru.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use plyyard::game_api::{About, Answer, AnswerKind, Ask, GameAdapter, ItemKind, Position, Status};
use plyyard::games::chinese_checkers::ADAPTER;
use plyyard::position_reader::with_position;
use serde::Deserialize;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Exercise {
    format: u32,
    game: String,
    level: u32,
    tags: Vec<String>,
    #[allow(dead_code)]
    position: toml::Table,
    question: Vec<Question>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Question {
    ask: String,
    #[serde(rename = "move")]
    mv: Option<Spanned<String>>,
    from: Option<Spanned<String>>,
    to: Option<Spanned<String>>,
    moves: Option<Vec<Spanned<String>>>,
    about: Option<String>,
    answer: Option<String>,
    #[serde(default)]
    traps: Vec<String>,
}

fn ask_of(q: &Question) -> Ask {
    match q.ask.as_str() {
        "legal" => Ask::Legal {
            mv: q.mv.clone().expect("legal needs move"),
        },
        "moves" => Ask::Moves {
            from: q.from.clone(),
        },
        "after" => Ask::After {
            moves: q.moves.clone().expect("after needs moves"),
            about: About::parse(q.about.as_deref().expect("after needs about"))
                .expect("known about"),
        },
        "status" => Ask::Status,
        "distance" => Ask::Distance {
            from: q.from.clone().expect("distance needs from"),
            to: q.to.clone().expect("distance needs to"),
        },
        other => panic!("unexpected ask {other}"),
    }
}

/// Reads an author's answer in the answer syntax of contract §3.
fn parse_answer(kind: AnswerKind, text: &str) -> Option<Answer> {
    let t = text.trim().to_lowercase();
    let side = |w: &str| match w {
        "red" | "rouge" | "rouges" | "красные" => Some("red"),
        "blue" | "bleu" | "bleus" | "синие" => Some("blue"),
        _ => None,
    };
    match kind {
        AnswerKind::YesNo => match t.as_str() {
            "yes" | "oui" | "да" | "true" => Some(Answer::YesNo(true)),
            "no" | "non" | "нет" | "false" => Some(Answer::YesNo(false)),
            _ => None,
        },
        AnswerKind::Status => match t.as_str() {
            "ongoing" | "en cours" | "продолжается" => {
                Some(Answer::Status(Status::Ongoing))
            }
            "draw" | "nulle" | "ничья" => Some(Answer::Status(Status::Draw)),
            s => side(s).map(|s| Answer::Status(Status::Won(s))),
        },
        AnswerKind::Side => side(&t).map(Answer::Side),
        AnswerKind::Distance => match t.as_str() {
            "none" | "aucun" | "aucune" | "нет" | "-" => Some(Answer::Distance(None)),
            n => n.parse().ok().map(|n| Answer::Distance(Some(n))),
        },
        AnswerKind::Set(item) => {
            if matches!(
                t.as_str(),
                "none" | "aucun" | "aucune" | "нет" | "ничего" | "-"
            ) {
                return Some(Answer::Set(BTreeSet::new()));
            }
            let items: Option<BTreeSet<String>> = t
                .split([',', ' '])
                .filter(|s| !s.is_empty())
                .map(|s| ADAPTER.canonical_item(item, s))
                .collect();
            items.map(Answer::Set)
        }
        _ => None,
    }
}

fn ftl_ids(lang: &str) -> BTreeSet<String> {
    let path = format!("locales/{lang}/exercises-chinese-checkers.ftl");
    let src = fs::read_to_string(&path).unwrap_or_default();
    src.lines()
        .filter(|l| l.starts_with("ex-"))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

#[test]
fn catalogue_answers_traps_and_texts() {
    let dir = Path::new("exercises/chinese-checkers");
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(
        files.len() >= 12,
        "at least 12 exercises, found {}",
        files.len()
    );
    let ids: Vec<BTreeSet<String>> = ["en", "fr", "ru"].iter().map(|l| ftl_ids(l)).collect();
    let mut failures = Vec::new();
    let mut traps_seen = BTreeSet::new();
    for file in &files {
        let name = file.file_stem().unwrap().to_str().unwrap().to_string();
        let src = fs::read_to_string(file).unwrap();
        let ex: Exercise = toml::from_str(&src).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(ex.format, 1, "{name}");
        assert_eq!(ex.game, "chinese-checkers", "{name}");
        assert!((1..=3).contains(&ex.level), "{name}");
        assert!(!ex.tags.is_empty(), "{name}");
        let pos: Option<Box<dyn Position>> = with_position(&src, |r| {
            let p = ADAPTER.load_position(r);
            assert!(r.problems().is_empty(), "{name}: {:?}", r.problems());
            p
        });
        let pos = pos.unwrap_or_else(|| panic!("{name}: position invalid"));
        let _ = pos.diagram(&[], false);
        for (i, q) in ex.question.iter().enumerate() {
            let ask = ask_of(q);
            assert!(ADAPTER.supports(&ask), "{name} q{}", i + 1);
            let engine = pos
                .answer(&ask, None)
                .unwrap_or_else(|e| panic!("{name} q{}: {e:?}", i + 1));
            let author = q
                .answer
                .as_deref()
                .expect("catalogue questions carry an answer");
            let parsed = parse_answer(ADAPTER.answer_kind(&ask), author);
            if parsed.as_ref() != Some(&engine) {
                failures.push(format!(
                    "{name} q{}: author `{author}`, engine `{engine}`",
                    i + 1
                ));
            }
            for trap in &q.traps {
                traps_seen.insert(trap.clone());
                match pos.answer(&ask, Some(trap)) {
                    Ok(a) if a != engine => {}
                    other => failures.push(format!(
                        "{name} q{}: trap {trap} does not change the answer ({other:?})",
                        i + 1
                    )),
                }
            }
            for (lang, set) in ["en", "fr", "ru"].iter().zip(&ids) {
                let id = format!("ex-chinese-checkers-{name}-q{}", i + 1);
                if !set.contains(&id) {
                    failures.push(format!("{lang}: {id} missing"));
                }
            }
            assert!(
                !pos.explain(&ask).is_empty() || matches!(ask, Ask::Moves { .. }),
                "{name} q{}",
                i + 1
            );
        }
        for (lang, set) in ["en", "fr", "ru"].iter().zip(&ids) {
            for part in ["title", "explain", "hint"] {
                let id = format!("ex-chinese-checkers-{name}-{part}");
                if !set.contains(&id) {
                    failures.push(format!("{lang}: {id} missing"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    for trap in ["jump-captures", "camp-lock", "must-continue"] {
        assert!(traps_seen.contains(trap), "no exercise catches {trap}");
    }
    assert_eq!(ids[0], ids[1], "en and fr exercise ids differ");
    assert_eq!(ids[0], ids[2], "en and ru exercise ids differ");
    let _ = ItemKind::Move;
}

/// Authoring aid: `cargo test --test chinese_checkers_catalogue -- --ignored --nocapture`
#[test]
#[ignore]
fn dump_catalogue() {
    let mut files: Vec<_> = fs::read_dir("exercises/chinese-checkers")
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for file in files {
        let src = fs::read_to_string(&file).unwrap();
        let ex: Exercise = toml::from_str(&src).unwrap();
        let pos = with_position(&src, |r| ADAPTER.load_position(r)).unwrap();
        println!("== {}\n{}", file.display(), pos.diagram(&[], false));
        for q in &ex.question {
            let ask = ask_of(q);
            println!(
                "  {} -> {:?}",
                q.ask,
                pos.answer(&ask, None).map(|a| a.to_string())
            );
            for t in ["jump-captures", "camp-lock", "must-continue"] {
                println!(
                    "     {t}: {:?}",
                    pos.answer(&ask, Some(t)).map(|a| a.to_string())
                );
            }
            for m in pos.explain(&ask) {
                println!("     {m:?}");
            }
        }
    }
}
