//! Every catalogue exercise loads, every recorded answer equals the engine's,
//! every declared trap changes the answer, and every text exists in en/fr/ru.

use std::collections::BTreeSet;
use std::fs;

use plyyard::game_api::{About, Answer, AnswerKind, Ask, GameAdapter, Position, Status};
use plyyard::games::hnefatafl::ADAPTER;
use plyyard::position_reader::with_position;
use toml::Spanned;

fn spanned(s: &str) -> Spanned<String> {
    Spanned::new(0..0, s.to_string())
}

fn ask_of(q: &toml::Table) -> Ask {
    let s = |k: &str| q.get(k).and_then(|v| v.as_str()).map(spanned);
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
                .map(|m| spanned(m.as_str().unwrap()))
                .collect(),
            about: About::parse(q["about"].as_str().unwrap()).unwrap(),
        },
        "status" => Ask::Status,
        "king-routes" => Ask::KingRoutes,
        "escape" => Ask::Escape {
            within: q["within"].as_integer().unwrap() as u32,
        },
        "capture-king" => Ask::CaptureKing {
            within: q["within"].as_integer().unwrap() as u32,
        },
        other => panic!("unexpected ask {other}"),
    }
}

fn status_word(w: &str) -> Status {
    match w {
        "ongoing" => Status::Ongoing,
        "draw" => Status::Draw,
        "black" => Status::Won("black"),
        "white" => Status::Won("white"),
        other => panic!("bad status {other}"),
    }
}

/// Reads the author's answer in the answer syntax of contract §3.
fn parse_answer(kind: AnswerKind, text: &str) -> Answer {
    let t = text.trim().to_lowercase();
    match kind {
        AnswerKind::YesNo => Answer::YesNo(match t.as_str() {
            "yes" => true,
            "no" => false,
            other => panic!("bad yes/no {other}"),
        }),
        AnswerKind::Status => Answer::Status(status_word(&t)),
        AnswerKind::Side => Answer::Side(match t.as_str() {
            "black" => "black",
            "white" => "white",
            other => panic!("bad side {other}"),
        }),
        AnswerKind::Set(item) => {
            if t == "none" {
                return Answer::Set(BTreeSet::new());
            }
            Answer::Set(
                t.split([',', ' '])
                    .filter(|s| !s.is_empty())
                    .map(|s| {
                        ADAPTER
                            .canonical_item(item, s)
                            .unwrap_or_else(|| panic!("bad item {s}"))
                    })
                    .collect(),
            )
        }
        other => panic!("unexpected answer kind {other:?}"),
    }
}

fn ftl(lang: &str) -> String {
    fs::read_to_string(format!("locales/{lang}/exercises-hnefatafl.ftl")).unwrap()
}

fn has_id(src: &str, id: &str) -> bool {
    src.lines().any(|l| l.starts_with(&format!("{id} =")))
}

#[test]
fn catalogue_is_consistent() {
    let mut files: Vec<_> = fs::read_dir("exercises/hnefatafl")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert!(files.len() >= 12, "only {} exercises", files.len());
    let texts: Vec<String> = ["en", "fr", "ru"].iter().map(|l| ftl(l)).collect();
    let mut asks = BTreeSet::new();
    let mut traps_seen = BTreeSet::new();
    for path in files {
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let src = fs::read_to_string(&path).unwrap();
        let doc: toml::Table = toml::from_str(&src).unwrap();
        assert_eq!(doc["format"].as_integer(), Some(1), "{name}");
        assert_eq!(doc["game"].as_str(), Some("hnefatafl"), "{name}");
        let level = doc["level"].as_integer().unwrap();
        assert!((1..=3).contains(&level), "{name}");
        let pos: Box<dyn Position> = with_position(&src, |r| {
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
            asks.insert(ask.name());
            let engine = pos
                .answer(&ask, None)
                .unwrap_or_else(|e| panic!("{name} q{}: {e:?}", i + 1));
            let author = parse_answer(ADAPTER.answer_kind(&ask), q["answer"].as_str().unwrap());
            assert_eq!(
                engine.to_string(),
                author.to_string(),
                "{name} q{}: engine vs author",
                i + 1
            );
            assert!(!pos.explain(&ask).is_empty(), "{name} q{}", i + 1);
            for trap in q
                .get("traps")
                .and_then(|t| t.as_array())
                .into_iter()
                .flatten()
            {
                let trap = trap.as_str().unwrap();
                assert!(
                    ADAPTER.traps().contains(&trap),
                    "{name}: unknown trap {trap}"
                );
                let under = pos.answer(&ask, Some(trap));
                assert!(
                    under.as_ref() != Ok(&engine),
                    "{name} q{}: trap {trap} does not change the answer",
                    i + 1
                );
                traps_seen.insert(trap.to_string());
            }
            for (lang, t) in ["en", "fr", "ru"].iter().zip(&texts) {
                let id = format!("ex-hnefatafl-{name}-q{}", i + 1);
                assert!(has_id(t, &id), "{lang}: missing {id}");
            }
        }
        for (lang, t) in ["en", "fr", "ru"].iter().zip(&texts) {
            for part in ["title", "explain", "hint"] {
                let id = format!("ex-hnefatafl-{name}-{part}");
                assert!(has_id(t, &id), "{lang}: missing {id}");
            }
        }
        // the diagram draws
        assert_eq!(pos.diagram(&[], false).lines().count(), 13);
    }
    for a in [
        "legal",
        "moves",
        "after",
        "status",
        "king-routes",
        "escape",
        "capture-king",
    ] {
        assert!(asks.contains(a), "no question asks {a}");
    }
    for t in ADAPTER.traps() {
        assert!(traps_seen.contains(*t), "no question catches trap {t}");
    }
}
