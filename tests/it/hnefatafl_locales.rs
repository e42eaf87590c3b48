//! The hnefatafl Fluent files: parse cleanly, same ids in en/fr/ru, engine
//! messages format without errors, no bidi marks, and no run of 8 words
//! copied from the French guide. (Whether every id is used and defined is
//! checked for all files at once in `locales`.)

use crate::common::SolvedParts;
use std::collections::BTreeSet;
use std::fs;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use plyyard::game_api::{About, Ask, GameAdapter};
use plyyard::games::hnefatafl::ADAPTER;
use plyyard::message::{Arg, Message};
use plyyard::position_reader::with_position;
use toml::Spanned;

const LANGS: [&str; 3] = ["en", "fr", "ru"];
const FILES: [&str; 2] = ["hnefatafl", "exercises-hnefatafl"];

fn ids(src: &str) -> BTreeSet<String> {
    assert!(
        FluentResource::try_new(src.to_string()).is_ok(),
        "ftl parses"
    );
    src.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id.to_string())
        .collect()
}

fn bundle(lang: &str) -> FluentBundle<FluentResource> {
    let mut b = FluentBundle::new(vec![lang.parse().unwrap()]);
    b.set_use_isolating(false);
    for f in ["common", "hnefatafl", "exercises-hnefatafl"] {
        let src = fs::read_to_string(format!("locales/{lang}/{f}.ftl")).unwrap();
        b.add_resource(FluentResource::try_new(src).unwrap())
            .unwrap();
    }
    b
}

fn format(b: &FluentBundle<FluentResource>, msg: &Message) -> String {
    let mut args = FluentArgs::new();
    for (name, arg) in &msg.args {
        let v = match arg {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Text(t) => FluentValue::from(t.clone()),
            Arg::Msg(inner) => FluentValue::from(format(b, inner)),
        };
        args.set(*name, v);
    }
    let pattern = b
        .get_message(&msg.id)
        .and_then(|m| m.value())
        .unwrap_or_else(|| panic!("missing {}", msg.id));
    let mut errors = Vec::new();
    let out = b
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned();
    assert!(errors.is_empty(), "{}: {errors:?}", msg.id);
    out
}

#[test]
fn same_ids_everywhere_and_no_bidi() {
    for f in FILES {
        let sets: Vec<BTreeSet<String>> = LANGS
            .iter()
            .map(|l| {
                let src = fs::read_to_string(format!("locales/{l}/{f}.ftl")).unwrap();
                for c in [
                    '\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{202a}', '\u{202c}',
                ] {
                    assert!(!src.contains(c), "{l}/{f}: bidi mark");
                }
                let s = ids(&src);
                let prefix = if f == "hnefatafl" {
                    "hnef-"
                } else {
                    "ex-hnefatafl-"
                };
                assert!(s.iter().all(|id| id.starts_with(prefix)), "{l}/{f}");
                s
            })
            .collect();
        assert_eq!(sets[0], sets[1], "{f}: en vs fr");
        assert_eq!(sets[0], sets[2], "{f}: en vs ru");
    }
}

fn sp(s: &str) -> Spanned<String> {
    Spanned::new(0..0, s.to_string())
}

#[test]
fn engine_messages_format_in_three_languages() {
    let bundles: Vec<_> = LANGS.iter().map(|l| bundle(l)).collect();
    let src = "[position]\nturn = \"white\"\nattackers = [\"e9\", \"f8\", \"c5\", \"e4\", \"h1\"]\ndefenders = [\"e5\", \"e10\", \"g8\"]\nking = \"e1\"\n";
    let pos = with_position(src, |r| ADAPTER.load_position(r)).unwrap();
    let asks = vec![
        Ask::Legal { mv: sp("e5-e8") },
        Ask::Legal { mv: sp("e5-e8xf8") },
        Ask::Legal { mv: sp("e5-e3") },
        Ask::Legal { mv: sp("c5-c6") },
        Ask::Legal { mv: sp("e1-a1") },
        Ask::Legal { mv: sp("zz") },
        Ask::Moves { from: None },
        Ask::Moves {
            from: Some(sp("e5")),
        },
        Ask::Moves {
            from: Some(sp("c5")),
        },
        Ask::After {
            moves: vec![sp("e5-e8"), sp("c5-c9")],
            about: About::Captured,
        },
        Ask::After {
            moves: vec![sp("e5-e8"), sp("c5-c5")],
            about: About::Status,
        },
        Ask::Status,
        Ask::KingRoutes,
        Ask::Escape { within: 1 },
        Ask::Escape { within: 9 },
        Ask::CaptureKing { within: 1 },
    ];
    let mut count = 0;
    for ask in &asks {
        for msg in pos.explain(ask) {
            for b in &bundles {
                let text = format(b, &msg);
                assert!(!text.contains('{') && !text.is_empty(), "{text}");
                count += 1;
            }
        }
    }
    assert!(count > 40);
    // problems
    let bad = "[position]\nturn = \"x\"\nattackers = [\"f6\", \"a1\", \"zz\", \"c3\", \"c3\"]\ndefenders = [\"d4\"]\nking = \"d4\"\n";
    let problems = with_position(bad, |r| {
        let _ = ADAPTER.load_position(r);
        r.problems().to_vec()
    });
    assert!(problems.len() >= 5);
    for p in &problems {
        for b in &bundles {
            format(b, &p.message);
        }
    }
}

fn words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase().replace('’', "'"))
        .collect()
}

#[test]
fn no_eight_word_run_from_the_guide() {
    let guide = fs::read_to_string("/work/shared/guides/004_c05e3c711ed5e10c.txt")
        .or_else(|_| fs::read_to_string("../../shared/guides/004_c05e3c711ed5e10c.txt"));
    let Ok(guide) = guide else { return };
    let gw = words(&guide);
    let grams: BTreeSet<Vec<String>> = gw.windows(8).map(|w| w.to_vec()).collect();
    for l in LANGS {
        for f in FILES {
            let src = fs::read_to_string(format!("locales/{l}/{f}.ftl")).unwrap();
            for line in src.lines() {
                let w = words(line);
                for g in w.windows(8) {
                    assert!(!grams.contains(g), "{l}/{f}: copied run {g:?}");
                }
            }
        }
    }
}

#[test]
fn the_too_deep_refusal_formats_in_three_languages() {
    let msg = plyyard::games::hnefatafl::text::too_deep(4, 2_000_000);
    for l in LANGS {
        let text = format(&bundle(l), &msg);
        assert!(
            text.contains("2000000") && text.contains("within 4"),
            "{l}: {text}"
        );
    }
}
