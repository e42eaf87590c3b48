//! The documentation inside the repository: `docs/rules-<game>.md` are made
//! from the same Fluent texts as `plyyard rules GAME` (English) and must not
//! drift from them; every relative link of the README and of `docs/` leads to
//! a file of the repository; the exercise format names every question,
//! `about`, trap and problem code the program knows.
//!
//! To regenerate the rules pages after changing `locales/en/rules-*.ftl`:
//!
//! ```text
//! UPDATE_DOCS=1 cargo test --locked docs
//! ```

use std::fs;
use std::path::{Path, PathBuf};

use plyyard::game_api::{About, Ask, GameKind, Trap};
use plyyard::i18n::{Lang, Localiser};
use plyyard::problem::{AuthoringCode, FileCode};
use plyyard::qa::rules::{SECTIONS, item_ids};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The rules of `game` as a Markdown page, from the English texts.
fn rules_page(game: GameKind) -> String {
    let loc = Localiser::new(Lang::En);
    let name = game.name();
    let mut out = format!(
        "<!-- Generated from locales/en/rules-{name}.ftl, the texts of `plyyard rules {name}`.\n     \
         Do not edit: change the Fluent file, then run UPDATE_DOCS=1 cargo test --locked docs -->\n\n"
    );
    out.push_str(&format!(
        "# {}\n\n",
        loc.get(&format!("rules-{name}-title"))
    ));
    out.push_str(&format!("{}\n", loc.get(&format!("rules-{name}-intro"))));
    for (heading, section) in SECTIONS {
        let ids = item_ids(game, section, &loc);
        if ids.is_empty() {
            continue;
        }
        out.push_str(&format!("\n## {}\n\n", loc.get(heading)));
        for (n, id) in ids.iter().enumerate() {
            out.push_str(&format!("{}. {}\n", n + 1, loc.get(id)));
        }
    }
    out.push_str(&format!(
        "\nThe same text in French and Russian: `plyyard --lang fr rules {name}`, \
         `plyyard --lang ru rules {name}`. Squares and moves: [notation.md](notation.md).\n"
    ));
    out
}

#[test]
fn rules_pages_match_the_rules_command() {
    let update = std::env::var_os("UPDATE_DOCS").is_some();
    for game in GameKind::ALL {
        let path = root().join(format!("docs/rules-{}.md", game.name()));
        let want = rules_page(game);
        if update {
            fs::write(&path, &want).unwrap();
            continue;
        }
        let have = fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "{} is out of date with locales/en/rules-{}.ftl: run UPDATE_DOCS=1 cargo test --locked docs",
            path.display(),
            game.name()
        );
        // Every rule line of `plyyard rules` is on the page.
        let mut shown = Vec::new();
        plyyard::qa::rules::render(game, &Localiser::new(Lang::En), usize::MAX, &mut shown)
            .unwrap();
        for line in String::from_utf8(shown).unwrap().lines() {
            if let Some((_, text)) = line.trim_start().split_once(". ") {
                assert!(have.contains(text), "{}: missing {text}", path.display());
            }
        }
    }
}

/// The Markdown files whose links are checked: the README and `docs/*.md`.
fn markdown_files() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The targets of the inline links `[text](target)` of a Markdown text.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        if let Some(end) = rest.find(')') {
            out.push(rest[..end].trim().to_string());
            rest = &rest[end..];
        }
    }
    out
}

#[test]
fn every_relative_link_resolves_inside_the_repository() {
    let top = root().canonicalize().unwrap();
    let mut checked = 0;
    for file in markdown_files() {
        let text = fs::read_to_string(&file).unwrap();
        assert!(
            !text.contains("../shared"),
            "{} points outside the repository",
            file.display()
        );
        for target in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") || target.starts_with('#') {
                continue;
            }
            let path = target.split('#').next().unwrap();
            let resolved = file.parent().unwrap().join(path);
            let resolved = resolved
                .canonicalize()
                .unwrap_or_else(|_| panic!("{}: broken link {target}", file.display()));
            assert!(
                resolved.starts_with(&top),
                "{}: {target} is outside the repository",
                file.display()
            );
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} links checked");
}

#[test]
fn the_readme_links_the_documentation() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    for page in [
        "docs/exercise-format.md",
        "docs/notation.md",
        "docs/rules-aeroplane.md",
        "docs/rules-chinese-checkers.md",
        "docs/rules-dominoes.md",
        "docs/rules-hnefatafl.md",
    ] {
        assert!(
            links(&readme).iter().any(|l| l == page),
            "README does not link {page}"
        );
        assert!(Path::new(&root().join(page)).exists(), "{page}");
    }
}

#[test]
fn the_exercise_format_names_everything_the_program_knows() {
    let doc = fs::read_to_string(root().join("docs/exercise-format.md")).unwrap();
    let named = |word: &str| doc.contains(&format!("`{word}`"));
    let mut missing = Vec::new();
    for ask in Ask::NAMES {
        if !named(ask) {
            missing.push(format!("ask {ask}"));
        }
    }
    for about in About::ALL {
        if !named(about.name()) {
            missing.push(format!("about {}", about.name()));
        }
    }
    for trap in Trap::ALL {
        if !named(trap.name()) {
            missing.push(format!("trap {}", trap.name()));
        }
    }
    for code in FileCode::ALL {
        if !named(code.as_str()) {
            missing.push(format!("code {}", code.as_str()));
        }
    }
    for code in AuthoringCode::ALL {
        if !named(code.as_str()) {
            missing.push(format!("code {}", code.as_str()));
        }
    }
    for key in [
        "format", "game", "level", "tags", "langs", "answer", "traps",
    ] {
        if !named(key) {
            missing.push(format!("key {key}"));
        }
    }
    for game in GameKind::ALL {
        for side in game.sides() {
            if !named(side) {
                missing.push(format!("side {side}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "docs/exercise-format.md lacks {missing:?}"
    );
}
