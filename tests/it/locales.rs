//! The Fluent files: valid syntax, the same ids in fr, ru and en, every id the
//! code names present, Russian plural forms where numbers are counted.

use std::collections::BTreeSet;

use fluent_bundle::FluentResource;
use fluent_syntax::ast::Entry;
use plyyard::game_api::{About, Ask, GameKind};
use plyyard::games;
use plyyard::i18n::{Lang, Localiser, embedded_sources};
use plyyard::message::Message;

fn ids(lang: Lang) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (file, text) in embedded_sources(lang) {
        let resource = match FluentResource::try_new(text) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{file}: Fluent syntax errors: {errors:?}"),
        };
        for entry in resource.entries() {
            if let Entry::Message(m) = entry {
                assert!(
                    out.insert(m.id.name.to_string()),
                    "{file}: id {} defined twice in {lang}",
                    m.id.name
                );
            }
        }
    }
    out
}

#[test]
fn three_languages_have_the_same_ids() {
    let en = ids(Lang::En);
    for lang in [Lang::Fr, Lang::Ru] {
        let other = ids(lang);
        let missing: Vec<_> = en.difference(&other).collect();
        let extra: Vec<_> = other.difference(&en).collect();
        assert!(missing.is_empty(), "missing in {lang}: {missing:?}");
        assert!(extra.is_empty(), "only in {lang}: {extra:?}");
    }
}

/// Message-id prefixes: a string literal in the code that starts with one of
/// these and looks like an id must be defined.
const PREFIXES: &[&str] = &[
    "aero-",
    "cc-",
    "dom-",
    "hnef-",
    "qa-",
    "file-",
    "type-",
    "form-",
    "verify-",
    "error-",
    "usage-",
    "status-",
    "verdict-",
    "show-",
    "validate-",
    "ask-",
    "hint-",
    "practice-",
    "list-",
    "legend-",
    "play-",
    "replay-",
];

/// Every id-shaped string literal in `src/` with a message prefix.
fn literal_ids() -> BTreeSet<String> {
    fn walk(dir: &std::path::Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for part in text.split('"').skip(1).step_by(2) {
                    let id_like = part
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                        && !part.ends_with('-');
                    if id_like && PREFIXES.iter().any(|p| part.starts_with(p)) {
                        out.insert(part.to_string());
                    }
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

#[test]
fn every_id_named_in_the_code_exists() {
    let en = ids(Lang::En);
    let missing: Vec<_> = literal_ids()
        .into_iter()
        .filter(|id| !en.contains(id) && !id.starts_with("no-such"))
        .collect();
    assert!(
        missing.is_empty(),
        "ids used in code but not in locales: {missing:?}"
    );
}

#[test]
fn composed_ids_exist() {
    let en = ids(Lang::En);
    let mut wanted = Vec::new();
    for game in GameKind::ALL {
        let adapter = games::adapter(game);
        wanted.push(format!("game-{}", game.name()));
        wanted.push(format!("legend-{}", game.name()));
        for side in adapter.sides() {
            wanted.push(format!("side-{side}"));
        }
        for trap in adapter.traps() {
            wanted.push(format!("trap-{}-{trap}", game.name()));
            wanted.push(format!("trap-{}-{trap}-explain", game.name()));
        }
    }
    for about in About::ALL {
        wanted.push(format!("ask-after-{}", about.name()));
    }
    for ask in Ask::NAMES {
        wanted.push(format!("hint-{ask}"));
    }
    for end in ["left", "right", "both", "none"] {
        wanted.push(format!("end-{end}"));
    }
    for ty in [
        "string",
        "string-list",
        "integer",
        "boolean",
        "count-or-list",
        "table",
        "table-list",
        "answer",
    ] {
        wanted.push(format!("type-{ty}"));
    }
    let missing: Vec<_> = wanted.iter().filter(|id| !en.contains(*id)).collect();
    assert!(missing.is_empty(), "{missing:?}");
}

#[test]
fn russian_plurals_follow_the_number() {
    let ru = Localiser::new(Lang::Ru);
    let count = |n: i64| ru.text(&Message::new("validate-count").num("count", n));
    assert_eq!(count(1), "1 проблема");
    assert_eq!(count(3), "3 проблемы");
    assert_eq!(count(5), "5 проблем");
    assert_eq!(count(11), "11 проблем");
    assert_eq!(count(21), "21 проблема");
    assert_eq!(count(24), "24 проблемы");
    let escape = ru.text(&Message::new("ask-escape").num("within", 2));
    assert!(escape.contains("2 хода"), "{escape}");
}

#[test]
fn no_bidi_isolation_marks() {
    for lang in Lang::ALL {
        let loc = Localiser::new(lang);
        let text = loc.text(
            &Message::new("validate-ok")
                .text("file", "x.toml")
                .msg("status", Message::new("status-draw")),
        );
        assert!(
            !text.contains('\u{2068}') && !text.contains('\u{2069}'),
            "{text:?}"
        );
    }
}
