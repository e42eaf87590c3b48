//! Every catalogue exercise loads, every author's answer equals the engine's,
//! every declared trap changes the answer, and every text exists in en, fr, ru.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use plyyard::game_api::{About, AnswerKind, Ask, GameAdapter, ItemKind};
use plyyard::games::aeroplane::ADAPTER;
use plyyard::position_reader::with_position;
use toml::{Spanned, Value};

fn sp(s: &str) -> Spanned<String> {
    Spanned::new(0..0, s.to_string())
}

fn ask_of(q: &toml::Table) -> Ask {
    let s = |k: &str| q.get(k).and_then(Value::as_str).map(sp);
    match q["ask"].as_str().unwrap() {
        "legal" => Ask::Legal {
            mv: s("move").unwrap(),
        },
        "moves" => Ask::Moves { from: s("from") },
        "after" => Ask::After {
            moves: q["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| sp(v.as_str().unwrap()))
                .collect(),
            about: About::parse(q["about"].as_str().unwrap()).unwrap(),
        },
        "status" => Ask::Status,
        "capture-rolls" => Ask::CaptureRolls {
            target: s("target").unwrap(),
        },
        other => panic!("unexpected ask {other}"),
    }
}

/// The author's answer in the canonical form of `Answer`'s Display.
fn canonical(kind: AnswerKind, text: &str) -> String {
    let t = text.trim().to_lowercase();
    match kind {
        AnswerKind::YesNo => match t.as_str() {
            "yes" | "oui" | "да" | "true" => "yes".into(),
            "no" | "non" | "нет" | "false" => "no".into(),
            _ => panic!("bad yes/no {text}"),
        },
        AnswerKind::Status | AnswerKind::Side => t,
        AnswerKind::Square => ADAPTER.canonical_item(ItemKind::Square, &t).unwrap(),
        AnswerKind::Set(item) => {
            if t == "none" {
                return "none".into();
            }
            let set: BTreeSet<String> = t
                .split([',', ' '])
                .filter(|s| !s.is_empty())
                .map(|s| ADAPTER.canonical_item(item, s).unwrap())
                .collect();
            set.into_iter().collect::<Vec<_>>().join(" ")
        }
        other => panic!("unexpected answer kind {other:?}"),
    }
}

fn ftl_ids(lang: &str, file: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang)
        .join(file);
    let src = fs::read_to_string(&path).unwrap();
    if let Err((_, errs)) = fluent_bundle::FluentResource::try_new(src.clone()) {
        panic!("{lang}/{file}: {errs:?}");
    }
    src.lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
        .filter(|id| !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        .map(str::to_string)
        .collect()
}

#[test]
fn catalogue_is_consistent() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("exercises/aeroplane");
    let mut names = Vec::new();
    let texts: Vec<(String, BTreeSet<String>)> = ["en", "fr", "ru"]
        .iter()
        .map(|l| (l.to_string(), ftl_ids(l, "exercises-aeroplane.ftl")))
        .collect();
    let mut traps_seen = BTreeSet::new();
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let source = fs::read_to_string(&path).unwrap();
        let doc: toml::Table = toml::from_str(&source).unwrap();
        assert_eq!(doc["format"].as_integer(), Some(1), "{name}");
        assert_eq!(doc["game"].as_str(), Some("aeroplane"), "{name}");
        let level = doc["level"].as_integer().unwrap();
        assert!((1..=3).contains(&level), "{name}");
        let pos = with_position(&source, |r| {
            let p = ADAPTER.load_position(r);
            assert!(r.problems().is_empty(), "{name}: {:?}", r.problems());
            p
        })
        .unwrap_or_else(|| panic!("{name}: position invalid"));
        let questions = doc["question"].as_array().unwrap();
        for (i, q) in questions.iter().enumerate() {
            let q = q.as_table().unwrap();
            let ask = ask_of(q);
            assert!(ADAPTER.supports(&ask), "{name} q{}", i + 1);
            let engine = pos
                .answer(&ask, None)
                .unwrap_or_else(|e| panic!("{name} q{}: {e:?}", i + 1));
            let author = canonical(ADAPTER.answer_kind(&ask), q["answer"].as_str().unwrap());
            assert_eq!(engine.to_string(), author, "{name} q{}", i + 1);
            assert!(!pos.explain(&ask).is_empty(), "{name} q{} explains", i + 1);
            for trap in q
                .get("traps")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let trap = trap.as_str().unwrap();
                assert!(ADAPTER.traps().contains(&trap), "{name}: {trap}");
                let under = pos
                    .answer(&ask, Some(trap))
                    .unwrap_or_else(|e| panic!("{name} q{} under {trap}: {e:?}", i + 1));
                assert_ne!(under, engine, "{name} q{}: {trap} changes nothing", i + 1);
                traps_seen.insert(trap.to_string());
            }
            for (lang, ids) in &texts {
                let id = format!("ex-aeroplane-{name}-q{}", i + 1);
                assert!(ids.contains(&id), "{lang}: {id}");
            }
        }
        for (lang, ids) in &texts {
            for part in ["title", "explain", "hint"] {
                let id = format!("ex-aeroplane-{name}-{part}");
                assert!(ids.contains(&id), "{lang}: {id}");
            }
        }
        names.push(name);
    }
    assert!(names.len() >= 12, "{} exercises", names.len());
    assert_eq!(
        traps_seen.len(),
        ADAPTER.traps().len(),
        "every trap is exercised"
    );
    // No text for an exercise that does not exist.
    for (lang, ids) in &texts {
        for id in ids {
            assert!(
                names
                    .iter()
                    .any(|n| id.starts_with(&format!("ex-aeroplane-{n}-"))),
                "{lang}: stray {id}"
            );
        }
    }
}

#[test]
fn game_texts_have_parity_and_cover_the_code() {
    let en = ftl_ids("en", "aeroplane.ftl");
    assert_eq!(en, ftl_ids("fr", "aeroplane.ftl"));
    assert_eq!(en, ftl_ids("ru", "aeroplane.ftl"));
    assert!(en.iter().all(|id| id.starts_with("aero-")));
    let src_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/aeroplane");
    for entry in fs::read_dir(src_dir).unwrap() {
        let src = fs::read_to_string(entry.unwrap().path()).unwrap();
        for part in src.split('"').skip(1).step_by(2) {
            if part.starts_with("aero-") && !part.contains(' ') {
                assert!(en.contains(part), "missing text {part}");
            }
        }
    }
    for lang in ["en", "fr", "ru"] {
        for file in ["aeroplane.ftl", "exercises-aeroplane.ftl"] {
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("locales")
                .join(lang)
                .join(file);
            let src = fs::read_to_string(path).unwrap();
            assert!(!src.contains(['\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}']));
        }
    }
}
