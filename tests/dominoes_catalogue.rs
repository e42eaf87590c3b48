//! Every catalogue exercise of dominoes loads through the adapter, every
//! recorded answer equals the engine's, every declared trap changes the answer,
//! and every exercise has its texts in en, fr and ru.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use plyyard::game_api::{About, Answer, AnswerKind, Ask, GameAdapter, Position};
use plyyard::games::dominoes::ADAPTER;
use plyyard::position_reader::with_position;
use toml::Spanned;

fn sp(s: &str) -> Spanned<String> {
    Spanned::new(0..0, s.to_string())
}

fn ask_of(q: &toml::Table) -> Ask {
    let get = |k: &str| q.get(k).and_then(|v| v.as_str()).map(sp);
    match q["ask"].as_str().unwrap() {
        "legal" => Ask::Legal {
            mv: get("move").unwrap(),
        },
        "moves" => Ask::Moves { from: get("from") },
        "after" => Ask::After {
            moves: q["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| sp(m.as_str().unwrap()))
                .collect(),
            about: About::parse(q["about"].as_str().unwrap()).unwrap(),
        },
        "status" => Ask::Status,
        "classify" => Ask::Classify,
        "draws" => Ask::Draws,
        "score" => Ask::Score {
            mv: get("move").unwrap(),
        },
        other => panic!("unexpected ask {other}"),
    }
}

/// The author's answer string in the canonical form of `Answer`'s Display.
fn canonical(kind: AnswerKind, text: &str) -> String {
    let t = text.trim().to_lowercase();
    match kind {
        AnswerKind::YesNo => match t.as_str() {
            "yes" | "oui" | "да" | "true" => "yes".into(),
            "no" | "non" | "нет" | "false" => "no".into(),
            _ => panic!("bad yes/no {t}"),
        },
        AnswerKind::Status | AnswerKind::Side | AnswerKind::Number => t,
        AnswerKind::Set(item) => {
            if t == "none" {
                return t;
            }
            let items: BTreeSet<String> = t
                .split([',', ' '])
                .filter(|s| !s.is_empty())
                .map(|s| {
                    ADAPTER
                        .canonical_item(item, s)
                        .unwrap_or_else(|| panic!("unreadable item {s}"))
                })
                .collect();
            items.into_iter().collect::<Vec<_>>().join(" ")
        }
        AnswerKind::Ends => {
            let mut v: Vec<u8> = t
                .split([',', ' '])
                .filter(|s| !s.is_empty())
                .map(|s| s.parse().unwrap())
                .collect();
            v.sort();
            assert_eq!(v.len(), 2);
            format!("{} {}", v[0], v[1])
        }
        AnswerKind::Classify => {
            let mut pairs: Vec<(String, String)> = t
                .split_whitespace()
                .map(|p| {
                    let (tile, end) = p.rsplit_once(':').unwrap();
                    (
                        ADAPTER
                            .canonical_item(plyyard::game_api::ItemKind::Tile, tile)
                            .unwrap(),
                        end.to_string(),
                    )
                })
                .collect();
            pairs.sort();
            pairs
                .iter()
                .map(|(t, e)| format!("{t}:{e}"))
                .collect::<Vec<_>>()
                .join(" ")
        }
        other => panic!("unexpected answer kind {other:?}"),
    }
}

fn ftl_ids(lang: &str) -> BTreeSet<String> {
    let path = format!("locales/{lang}/exercises-dominoes.ftl");
    let text = fs::read_to_string(&path).unwrap_or_else(|_| panic!("{path} missing"));
    text.lines()
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .filter(|id| id.starts_with("ex-dominoes-"))
        .collect()
}

#[test]
fn catalogue_is_consistent() {
    let dir = Path::new("exercises/dominoes");
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert!(files.len() >= 12, "only {} exercises", files.len());
    let langs: Vec<(&str, BTreeSet<String>)> = ["en", "fr", "ru"]
        .iter()
        .map(|l| (*l, ftl_ids(l)))
        .collect();
    let mut question_count = 0;
    for path in &files {
        let name = path.file_stem().unwrap().to_str().unwrap();
        let source = fs::read_to_string(path).unwrap();
        let doc: toml::Table = toml::from_str(&source).unwrap();
        assert_eq!(doc["format"].as_integer(), Some(1), "{name}");
        assert_eq!(doc["game"].as_str(), Some("dominoes"), "{name}");
        let level = doc["level"].as_integer().unwrap();
        assert!((1..=3).contains(&level), "{name}");
        let (pos, problems) = with_position(&source, |r| {
            let pos = ADAPTER.load_position(r);
            (pos, r.problems().to_vec())
        });
        let pos: Box<dyn Position> =
            pos.unwrap_or_else(|| panic!("{name}: invalid position {problems:?}"));
        let questions = doc["question"].as_array().unwrap();
        for (i, q) in questions.iter().enumerate() {
            question_count += 1;
            let q = q.as_table().unwrap();
            let ask = ask_of(q);
            assert!(ADAPTER.supports(&ask), "{name} q{}", i + 1);
            let kind = ADAPTER.answer_kind(&ask);
            let engine = pos
                .answer(&ask, None)
                .unwrap_or_else(|e| panic!("{name} q{}: {e:?}", i + 1));
            let author = q["answer"].as_str().unwrap();
            assert_eq!(
                engine.to_string(),
                canonical(kind, author),
                "{name} q{}",
                i + 1
            );
            assert!(!pos.explain(&ask).is_empty(), "{name} q{} explains", i + 1);
            for trap in q
                .get("traps")
                .and_then(|t| t.as_array())
                .into_iter()
                .flatten()
            {
                let trap = trap.as_str().unwrap();
                assert!(ADAPTER.traps().contains(&trap), "{name}: trap {trap}");
                let under: Answer = pos
                    .answer(&ask, Some(trap))
                    .unwrap_or_else(|e| panic!("{name} q{} under {trap}: {e:?}", i + 1));
                assert_ne!(under, engine, "{name} q{}: {trap} changes nothing", i + 1);
            }
            for (lang, ids) in &langs {
                let id = format!("ex-dominoes-{name}-q{}", i + 1);
                assert!(ids.contains(&id), "{lang}: {id} missing");
            }
        }
        for (lang, ids) in &langs {
            for part in ["title", "explain", "hint"] {
                let id = format!("ex-dominoes-{name}-{part}");
                assert!(ids.contains(&id), "{lang}: {id} missing");
            }
        }
        assert!(!pos.diagram(&[], false).is_empty());
    }
    assert!(question_count >= 20);
    // Same ids in every language.
    assert_eq!(langs[0].1, langs[1].1, "en/fr exercise ids differ");
    assert_eq!(langs[0].1, langs[2].1, "en/ru exercise ids differ");
}
