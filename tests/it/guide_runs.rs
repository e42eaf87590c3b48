//! Our own words: no text of the project repeats six or more words in a row
//! from the rule guides. The guides give the terms; the sentences are ours.
//!
//! The same check as `shared/hooks/copycheck.py PROJECT GUIDES 6`, with the
//! same normalisation (words are runs of ASCII letters and digits, Latin-1
//! letters, `œ` and Cyrillic letters; lower case; `ё` read as `е`), over
//! `locales/`, `docs/`, `README.md` and `src/`. The learners' questions in
//! `tests/fixtures/qa/` are their own words, kept as written, and not looked at.
//!
//! The guides are read from `$PLYYARD_GUIDES` if set, else from
//! `../shared/guides` beside the crate root (where CI puts them). Without
//! them the test fails: it must not pass for having had nothing to compare.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The length of the runs looked for.
const RUN: usize = 6;

/// The files looked at, by their ending (as copycheck.py).
const ENDINGS: [&str; 7] = [".rs", ".ftl", ".toml", ".md", ".txt", ".ron", ".json"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// copycheck.py's `[0-9A-Za-zÀ-ÖØ-öø-ÿœŒА-Яа-яЁё]`.
fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(c, 'À'..='Ö' | 'Ø'..='ö' | 'ø'..='ÿ' | 'œ' | 'Œ' | 'А'..='я' | 'Ё' | 'ё')
}

/// The words of `text`, normalised, each with the line it starts on.
fn words(text: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut line = 1;
    let mut start = 1;
    for c in text.chars().chain(std::iter::once(' ')) {
        if is_word_char(c) {
            if current.is_empty() {
                start = line;
            }
            current.extend(c.to_lowercase());
        } else if !current.is_empty() {
            out.push((std::mem::take(&mut current).replace('ё', "е"), start));
        }
        if c == '\n' {
            line += 1;
        }
    }
    out
}

fn guides_dir() -> PathBuf {
    match std::env::var_os("PLYYARD_GUIDES") {
        Some(dir) => PathBuf::from(dir),
        None => root().join("../shared/guides"),
    }
}

/// Every run of `RUN` words of the guides, with the guide it comes from.
fn guide_runs() -> HashMap<String, String> {
    let dir = guides_dir();
    let entries = fs::read_dir(&dir).unwrap_or_else(|e| {
        panic!(
            "the rule guides are needed to check that no text copies them, and {} \
             cannot be read ({e}): put them at ../shared/guides beside the crate \
             root or point PLYYARD_GUIDES at them",
            dir.display()
        )
    });
    let mut names: Vec<PathBuf> = entries
        .map(|e| e.expect("a guide's entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    names.sort();
    assert!(
        !names.is_empty(),
        "no guide (*.txt) in {}: put the rule guides there or point PLYYARD_GUIDES at them",
        dir.display()
    );
    let mut runs = HashMap::new();
    for path in names {
        let text = fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read the guide {}: {e}", path.display()));
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let ws: Vec<String> = words(&text).into_iter().map(|(w, _)| w).collect();
        for run in ws.windows(RUN) {
            runs.entry(run.join(" ")).or_insert_with(|| name.clone());
        }
    }
    runs
}

/// The files under `path` (or `path` itself) that the check reads.
fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = fs::read_dir(path)
            .unwrap_or_else(|e| panic!("cannot list {}: {e}", path.display()))
            .map(|e| e.expect("an entry").path())
            .collect();
        entries.sort();
        for entry in entries {
            files(&entry, out);
        }
    } else if path
        .to_str()
        .is_some_and(|p| ENDINGS.iter().any(|end| p.ends_with(end)))
    {
        out.push(path.to_path_buf());
    }
}

/// The copied runs of `text`: overlapping hits merged into one run each, with
/// its first line and the guide it comes from.
fn copied(text: &str, guides: &HashMap<String, String>) -> Vec<(usize, String, String)> {
    let ws = words(text);
    let mut out: Vec<(usize, usize, String)> = Vec::new();
    for i in 0..ws.len().saturating_sub(RUN - 1) {
        let run: Vec<&str> = ws[i..i + RUN].iter().map(|(w, _)| w.as_str()).collect();
        let Some(guide) = guides.get(&run.join(" ")) else {
            continue;
        };
        match out.last_mut() {
            Some((_, end, _)) if i <= *end => *end = i + RUN,
            _ => out.push((i, i + RUN, guide.clone())),
        }
    }
    out.into_iter()
        .map(|(start, end, guide)| {
            let run: Vec<&str> = ws[start..end].iter().map(|(w, _)| w.as_str()).collect();
            (ws[start].1, run.join(" "), guide)
        })
        .collect()
}

#[test]
fn no_six_word_run_from_the_guides() {
    let guides = guide_runs();
    let root = root();
    let mut paths = Vec::new();
    for part in ["locales", "docs", "README.md", "src"] {
        let path = root.join(part);
        assert!(path.exists(), "{} is missing", path.display());
        files(&path, &mut paths);
    }
    let mut found = Vec::new();
    for path in &paths {
        // As copycheck.py: a file that is not UTF-8 is not a text.
        let Ok(text) = fs::read_to_string(path) else {
            continue;
        };
        let rel = path.strip_prefix(&root).unwrap_or(path).display();
        for (line, run, guide) in copied(&text, &guides) {
            found.push(format!("{rel}:{line}: \"{run}\" (guide {guide})"));
        }
    }
    assert!(
        found.is_empty(),
        "{} run(s) of {RUN} or more words copied from the guides; keep the terms, \
         write the sentence anew:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_normalisation_is_copychecks() {
    let ws: Vec<String> = words("L’Œuvre, ÉLÈVE\nёлка 11×11 Ÿ naïve")
        .into_iter()
        .map(|(w, line)| format!("{w}@{line}"))
        .collect();
    assert_eq!(
        ws,
        [
            "l@1",
            "œuvre@1",
            "élève@1",
            "елка@2",
            "11@2",
            "11@2",
            "naïve@2"
        ]
    );
    let guides: HashMap<String, String> =
        [("un deux trois quatre cinq six".to_string(), "g".to_string())].into();
    assert_eq!(
        copied("Zéro, un deux\ntrois quatre cinq six.", &guides),
        [(
            1,
            "un deux trois quatre cinq six".to_string(),
            "g".to_string()
        )]
    );
    assert!(copied("un deux trois quatre cinq sept", &guides).is_empty());
}
