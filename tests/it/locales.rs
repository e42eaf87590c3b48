//! The Fluent files: valid syntax, the same ids in fr, ru and en, every id the
//! code uses defined and every defined id used (one check for all files and
//! locales), Russian plural forms where numbers are counted.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use clap::CommandFactory;

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

/// Every string literal of `src/` (Rust files), with its file.
fn literals() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
        let mut entries: Vec<_> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).unwrap();
                for part in text.split('"').skip(1).step_by(2) {
                    out.push((path.display().to_string(), part.to_string()));
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

/// Literal prefixes that only message ids use: a literal in the code that
/// starts with one of these and looks like an id must be defined. (Problem
/// codes such as `answer-mismatch`, `trap-no-effect` or `toml-syntax` share
/// other prefixes, so those prefixes are not listed.)
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
    "side-",
    "help-",
    "rules-",
    "svg-",
    "sheet-",
    "diagram-",
    "worksheet-",
    "play-",
    "replay-",
    "os-",
];

/// The ids the code builds at run time, family by family. This is the
/// allow-list of dynamic ids: a new `format!`-built id needs a family here.
///
/// | family | where the variable part comes from |
/// |---|---|
/// | `side-{side}` | each game's sides |
/// | `trap-{game}-{trap}`, `…-explain` | each game's traps |
/// | `game-{game}`, `legend-{game}`, `qa-game-{game}` | the four games |
/// | `ask-after-{about}` | `About::ALL` |
/// | `hint-{ask}` | `Ask::NAMES` |
/// | `end-{end}`, `dom-fits-{end}` | the four dominoes ends |
/// | `type-{type}` | the value types a position key can expect |
/// | `help-{command}`, `help-arg-{arg}`, `help-arg-{command}-{arg}` | the clap command (the last where a command words an option its own way) |
/// | `drill-topic-{topic}`, `drill-hint-{topic}` | `drill::Topic::ALL` |
/// | `dom-problem-{code}` | the dominoes setup problem codes |
/// | `rules-{game}-title`, `-intro`, `-{section}-{n}` | `plyyard rules` (numbered from 1, no gap) |
/// | `ex-{game}-{name}-title`, `-q{n}`, `-explain`, `-hint` | `exercises/{game}/{name}.toml` |
/// | `fact-{id}-q`, `-a`, `-explain` | the facts of `facts/{game}.toml` |
/// | `qa-misc-{trap}` | the misconceptions named by the facts (`trap = …`) |
fn composed_ids(defined: &BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for game in GameKind::ALL {
        let name = game.name();
        let adapter = games::adapter(game);
        for side in adapter.sides() {
            out.insert(format!("side-{side}"));
        }
        for trap in adapter.traps() {
            out.insert(format!("trap-{name}-{trap}"));
            out.insert(format!("trap-{name}-{trap}-explain"));
            out.insert(format!("trap-{name}-{trap}-rule"));
        }
        if name != "dominoes" {
            out.insert(format!("legend-{name}-unmarked"));
        }
        for family in ["game", "legend", "qa-game", "play-notation"] {
            out.insert(format!("{family}-{name}"));
        }
        out.insert(format!("rules-{name}-title"));
        out.insert(format!("rules-{name}-intro"));
        for (_, section) in plyyard::qa::rules::SECTIONS {
            // `plyyard rules` stops at the first missing number: every
            // numbered item defined must follow an unbroken run from 1.
            let mut n = 1;
            while defined.contains(&format!("rules-{name}-{section}-{n}")) {
                out.insert(format!("rules-{name}-{section}-{n}"));
                n += 1;
            }
        }
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("exercises")
            .join(name);
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "toml") {
                continue;
            }
            let stem = path.file_stem().unwrap().to_string_lossy().to_string();
            let text = fs::read_to_string(&path).unwrap();
            let questions = text.lines().filter(|l| l.trim() == "[[question]]").count();
            let prefix = format!("ex-{name}-{stem}");
            for part in ["title", "explain", "hint"] {
                out.insert(format!("{prefix}-{part}"));
            }
            for q in 1..=questions {
                out.insert(format!("{prefix}-q{q}"));
            }
        }
        for fact in plyyard::qa::facts::of(game).facts {
            for part in ["q", "a", "explain"] {
                out.insert(format!("fact-{}-{part}", fact.id));
            }
            // The misconception a fact's false form carries.
            if let Some(trap) = &fact.trap {
                out.insert(format!("qa-misc-{trap}"));
            }
        }
    }
    for about in About::ALL {
        out.insert(format!("ask-after-{}", about.name()));
    }
    for topic in plyyard::drill::Topic::ALL {
        out.insert(topic.label_id());
        out.insert(format!("drill-hint-{}", topic.name()));
    }
    for ask in Ask::NAMES {
        out.insert(format!("hint-{ask}"));
    }
    for end in ["left", "right", "both", "none"] {
        out.insert(format!("end-{end}"));
        out.insert(format!("dom-fits-{end}"));
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
        out.insert(format!("type-{ty}"));
    }
    let cli = plyyard::cli::Cli::command();
    for arg in cli.get_arguments() {
        out.insert(format!("help-arg-{}", arg.get_id()));
    }
    let mut subs: Vec<(String, &clap::Command)> = cli
        .get_subcommands()
        .map(|s| (s.get_name().to_string(), s))
        .collect();
    // Value names (`<GAME>` is `help-value-game`), as src/app/help.rs
    // composes them, and the synopsis words.
    let mut value_names = |arg: &clap::Arg| {
        if !arg.get_action().takes_values() {
            return;
        }
        for name in arg.get_value_names().unwrap_or_default() {
            for part in name.split('|') {
                out.insert(format!(
                    "help-value-{}",
                    part.to_lowercase().replace('_', "-")
                ));
            }
        }
    };
    let mut stack = vec![&cli];
    while let Some(cmd) = stack.pop() {
        cmd.get_arguments().for_each(&mut value_names);
        stack.extend(cmd.get_subcommands());
    }
    out.insert("help-value-options".to_string());
    out.insert("help-value-command".to_string());
    while let Some((name, sub)) = subs.pop() {
        out.insert(format!("help-{name}"));
        for arg in sub.get_arguments() {
            out.insert(format!("help-arg-{}", arg.get_id()));
            let own = format!("help-arg-{}-{}", sub.get_name(), arg.get_id());
            if defined.contains(&own) {
                out.insert(own);
            }
        }
        subs.extend(
            sub.get_subcommands()
                .map(|s| (format!("{name}-{}", s.get_name()), s)),
        );
    }
    for (file, lit) in literals() {
        if file.ends_with("dominoes/setup.rs") {
            out.insert(format!("dom-problem-{lit}"));
        }
    }
    out
}

/// One test for every file and every locale: each id the code names (a
/// literal, or a composed family above) is defined in fr, ru and en, and each
/// defined id is used by the code.
#[test]
fn every_id_is_used_and_every_used_id_is_defined() {
    let en = ids(Lang::En);
    let composed = composed_ids(&en);
    let literal: BTreeSet<String> = literals().into_iter().map(|(_, l)| l).collect();
    let named: BTreeSet<String> = literal
        .iter()
        .filter(|l| {
            l.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !l.ends_with('-')
                && !l.starts_with("no-such")
                // Fact ids (`aero-exit-six`) look like message ids but name
                // facts, whose messages are `fact-<id>-q`, `-a`, `-explain`.
                && plyyard::qa::facts::fact(l).is_none()
                && PREFIXES.iter().any(|p| l.starts_with(p))
        })
        .cloned()
        .collect();
    // used => defined, in every language
    for lang in Lang::ALL {
        let defined = ids(lang);
        let missing: Vec<_> = named.iter().filter(|id| !defined.contains(*id)).collect();
        assert!(
            missing.is_empty(),
            "{lang}: ids named in the code but not defined: {missing:?}"
        );
        // A composed family member may legitimately not exist only where
        // the family is generated over more names than have texts
        // (dominoes problem codes come from every literal of setup.rs).
        let missing: Vec<_> = composed
            .iter()
            .filter(|id| !defined.contains(*id) && !id.starts_with("dom-problem-"))
            .collect();
        assert!(
            missing.is_empty(),
            "{lang}: composed ids not defined: {missing:?}"
        );
    }
    // defined => used (ids that practice shows only when they exist: a
    // question's own explanation and hint, a game's extra legend line)
    let optional = |id: &str| {
        let per_question = id.starts_with("ex-")
            && (id.ends_with("-explain") || id.ends_with("-hint"))
            && id
                .rsplit('-')
                .nth(1)
                .is_some_and(|q| q.starts_with('q') && q[1..].parse::<u32>().is_ok());
        per_question || (id.starts_with("legend-") && id.ends_with("-marks"))
    };
    let unused: Vec<_> = en
        .iter()
        .filter(|id| !literal.contains(*id) && !composed.contains(*id) && !optional(id))
        .collect();
    assert!(unused.is_empty(), "ids defined but never used: {unused:?}");
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
