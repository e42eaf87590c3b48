//! Build script: rebuilds when embedded data changes (include_dir cannot tell
//! cargo itself), and writes the index of Fluent message ids, so that a run
//! parses only the `.ftl` files whose messages it uses.
//!
//! `$OUT_DIR/ftl_index.rs` holds, per language (en, fr, ru), the file names
//! and the sorted list of (message id, file number).
//!
//! `$OUT_DIR/lexicons.rs` holds the words of `ask` (`lexicon/<lang>.toml`)
//! compiled ahead of time into static tables: stopwords and patterns
//! normalised by the program's own `src/fold.rs`, patterns split into words
//! and alternatives with their concept ids and precision, sorted first words
//! and prefixes (`src/qa/lexicon_build.rs`, shared with the program), so that
//! `ask` builds nothing before matching (`src/qa/lexicon.rs` checks the
//! tables equal the file's).
//!
//! `$OUT_DIR/data_json.rs` holds `lexicon/concepts.toml`,
//! `lexicon/rewrites.toml` and `facts/*.toml` turned into JSON, which the
//! program reads with the same serde structures several times faster than
//! TOML (a syntax error is kept as its message).
//!
//! `$OUT_DIR/neighbours.bin` and `neighbours.tsv` hold the index of the dev
//! corpus's questions (`tests/fixtures/qa/corpus-dev.toml`) for the
//! neighbours' reading of `ask` (`src/qa/neighbours_terms.rs` describes the
//! bytes; the `.tsv` has each question's verdict and facts, one per line).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

#[path = "src/fold.rs"]
mod fold;

#[path = "src/qa/neighbours_terms.rs"]
mod neighbours_terms;

#[path = "src/qa/lexicon_build.rs"]
#[allow(dead_code)]
mod lexicon_build;

const LANGS: [&str; 3] = ["en", "fr", "ru"];

/// The message ids a Fluent source defines (not terms, not attributes).
fn ids(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|line| {
            let first = line.chars().next()?;
            if !first.is_ascii_alphabetic() {
                return None;
            }
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            id.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                .then(|| id.to_string())
        })
        .collect()
}

/// Stopwords and merged patterns (pattern → concept names in name order) of
/// one lexicon file, as `Lexicon::parse` reads it.
type Compiled = (Vec<String>, BTreeMap<String, Vec<String>>);

fn compile_lexicon(source: &str) -> Result<Compiled, String> {
    let table: toml::Table = toml::from_str(source).map_err(|e| e.to_string())?;
    if let Some(key) = table.keys().find(|k| *k != "stop" && *k != "words") {
        return Err(format!("unknown field `{key}`, expected `stop` or `words`"));
    }
    let strings = |v: &toml::Value, what: &str| -> Result<Vec<String>, String> {
        v.as_array()
            .ok_or(format!("`{what}` is not a list"))?
            .iter()
            .map(|x| {
                x.as_str()
                    .map(fold::normalise)
                    .ok_or(format!("`{what}` holds a value that is not a string"))
            })
            .collect()
    };
    let stop = strings(table.get("stop").ok_or("missing field `stop`")?, "stop")?;
    let words = table
        .get("words")
        .ok_or("missing field `words`")?
        .as_table()
        .ok_or("`words` is not a table")?;
    let mut names: Vec<&String> = words.keys().collect();
    names.sort();
    let mut merged: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for name in names {
        for pattern in strings(&words[name.as_str()], name)? {
            let concepts = merged.entry(pattern).or_default();
            if !concepts.contains(name) {
                concepts.push(name.clone());
            }
        }
    }
    Ok((stop, merged))
}

/// The concept ids by name, as `src/qa/concepts.rs` numbers them.
fn concept_ids() -> Result<std::collections::HashMap<String, u16>, String> {
    let source = std::fs::read_to_string("lexicon/concepts.toml").map_err(|e| e.to_string())?;
    let table: toml::Table = toml::from_str(&source).map_err(|e| e.to_string())?;
    let names: Vec<String> = table
        .get("concepts")
        .and_then(|c| c.as_table())
        .ok_or("`concepts` is not a table")?
        .keys()
        .cloned()
        .collect();
    Ok(lexicon_build::concept_order(&names)
        .into_iter()
        .enumerate()
        .map(|(i, n)| (n, i as u16))
        .collect())
}

/// One lexicon file compiled: the tables of `Embedded` as Rust source.
fn lexicon_tables(lang: &str) -> Result<String, String> {
    use lexicon_build::{OwnedAlt, OwnedElem};
    let source = std::fs::read_to_string(Path::new("lexicon").join(format!("{lang}.toml")))
        .map_err(|e| e.to_string())?;
    let (stop, merged) = compile_lexicon(&source)?;
    let ids = concept_ids()?;
    let mut resolved = Vec::with_capacity(merged.len());
    for (pattern, names) in merged {
        let concepts = names
            .iter()
            .map(|n| ids.get(n).copied().ok_or(format!("unknown concept {n}")))
            .collect::<Result<Vec<u16>, String>>()?;
        resolved.push((pattern, concepts));
    }
    let lex = lexicon_build::compile(stop.into_iter(), resolved)
        .map_err(|p| format!("bad pattern {p:?}"))?;
    // what language detection asks: stopwords and first words
    let mut known: Vec<&str> = lex.stop.iter().map(String::as_str).collect();
    known.extend(lex.by_word.iter().map(|(w, _)| w.as_str()));
    known.sort_unstable();
    known.dedup();
    let mut prefixes: Vec<&str> = lex.by_prefix.iter().map(|(p, _)| p.as_str()).collect();
    prefixes.sort_unstable();
    prefixes.dedup();
    let mut out = format!(
        "error: None, known: &{known:?}, prefixes: &{prefixes:?},\n        lexicon: Lexicon {{ stop: &{:?}, patterns: &[\n",
        lex.stop
    );
    for p in &lex.patterns {
        out.push_str("            Pattern { elems: &[");
        for e in &p.elems {
            match e {
                OwnedElem::Gap => out.push_str("Elem::Gap, "),
                OwnedElem::Word(alts) => {
                    out.push_str("Elem::Word(&[");
                    for a in alts {
                        let _ = match a {
                            OwnedAlt::Exact(w) => write!(out, "Alt::Exact({w:?}), "),
                            OwnedAlt::Prefix(w) => write!(out, "Alt::Prefix({w:?}), "),
                        };
                    }
                    out.push_str("]), ");
                }
            }
        }
        let _ = writeln!(
            out,
            "], concepts: &{:?}, precision: {} }},",
            p.concepts, p.precision
        );
    }
    out.push_str("        ], by_word: &[");
    for (w, ids) in &lex.by_word {
        let _ = write!(out, "({w:?}, &{ids:?}), ");
    }
    let _ = writeln!(out, "], by_prefix: &{:?} }} }},", lex.by_prefix);
    Ok(out)
}

/// `$OUT_DIR/lexicons.rs`.
fn write_lexicons(out_dir: &Path) {
    let mut out = String::from(
        "// Generated by build.rs from lexicon/<lang>.toml.\npub static LEXICONS: [Embedded; 3] = [\n",
    );
    for lang in LANGS {
        let _ = write!(out, "    Embedded {{ code: {lang:?}, ");
        match lexicon_tables(lang) {
            Ok(tables) => out.push_str(&tables),
            Err(e) => {
                let _ = writeln!(
                    out,
                    "error: Some({e:?}), known: &[], prefixes: &[], lexicon: Lexicon::EMPTY }},"
                );
            }
        }
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("lexicons.rs"), out).expect("OUT_DIR is writable");
}

/// A data file as JSON, or why it could not be read; as a Rust expression.
fn json_of(path: &str) -> String {
    let value = std::fs::read_to_string(path)
        .map_err(|e| e.to_string())
        .and_then(|s| toml::from_str::<toml::Value>(&s).map_err(|e| e.to_string()))
        .and_then(|v| serde_json::to_string(&v).map_err(|e| e.to_string()));
    match value {
        Ok(json) => format!("Ok({json:?})"),
        Err(e) => format!("Err({e:?})"),
    }
}

/// `$OUT_DIR/data_json.rs`.
fn write_json_data(out_dir: &Path) {
    let mut out = String::from(
        "// Generated by build.rs from lexicon/{concepts,rewrites}.toml and facts/*.toml.\n",
    );
    let _ = writeln!(
        out,
        "pub static CONCEPTS: Result<&str, &str> = {};",
        json_of("lexicon/concepts.toml")
    );
    let _ = writeln!(
        out,
        "pub static REWRITES: Result<&str, &str> = {};",
        json_of("lexicon/rewrites.toml")
    );
    out.push_str("pub static FACTS: [Result<&str, &str>; 4] = [\n");
    for game in ["aeroplane", "chinese-checkers", "dominoes", "hnefatafl"] {
        let _ = writeln!(out, "    {},", json_of(&format!("facts/{game}.toml")));
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("data_json.rs"), out).expect("OUT_DIR is writable");
}

fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=exercises");
    println!("cargo:rerun-if-changed=facts");
    println!("cargo:rerun-if-changed=lexicon");
    println!("cargo:rerun-if-changed=src/fold.rs");
    println!("cargo:rerun-if-changed=src/qa/neighbours_terms.rs");
    println!("cargo:rerun-if-changed=src/qa/lexicon_build.rs");
    println!("cargo:rerun-if-changed=tests/fixtures/qa/corpus-dev.toml");
    neighbours_index();
    let mut out =
        String::from("// Generated by build.rs: Fluent message ids per language and file.\n");
    let mut files_table = String::from("pub static FILES: [&[&str]; 3] = [\n");
    let mut index_table = String::from("pub static INDEX: [&[(&str, u16)]; 3] = [\n");
    for lang in LANGS {
        let dir = Path::new("locales").join(lang);
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| n.ends_with(".ftl"))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        let mut index: Vec<(String, usize)> = Vec::new();
        for (i, name) in names.iter().enumerate() {
            let source = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
            index.extend(ids(&source).into_iter().map(|id| (id, i)));
        }
        // An id defined twice: the later file wins, as when the files are
        // added to one bundle in order.
        index.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        index.dedup_by(|a, b| a.0 == b.0);
        let _ = writeln!(files_table, "    &{names:?},");
        index_table.push_str("    &[\n");
        for (id, file) in &index {
            let _ = writeln!(index_table, "        ({id:?}, {file}),");
        }
        index_table.push_str("    ],\n");
    }
    files_table.push_str("];\n");
    index_table.push_str("];\n");
    out.push_str(&files_table);
    out.push_str(&index_table);
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out_dir = Path::new(&out_dir);
    std::fs::write(out_dir.join("ftl_index.rs"), out).expect("OUT_DIR is writable");
    write_lexicons(out_dir);
    write_json_data(out_dir);
}

/// Writes the neighbours' index of the dev corpus (`$OUT_DIR/neighbours.*`).
fn neighbours_index() {
    let out_dir = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let source = std::fs::read_to_string("tests/fixtures/qa/corpus-dev.toml").unwrap_or_default();
    let table: toml::Table = source.parse().unwrap_or_default();
    let mut texts = Vec::new();
    let mut labels = String::new();
    for q in table
        .get("q")
        .and_then(|q| q.as_array())
        .into_iter()
        .flatten()
    {
        let text = q.get("text").and_then(|t| t.as_str()).unwrap_or_default();
        let verdict = q
            .get("verdict")
            .and_then(|t| t.as_str())
            .unwrap_or_default();
        let facts: Vec<&str> = q
            .get("facts")
            .and_then(|f| f.as_array())
            .into_iter()
            .flatten()
            .filter_map(|f| f.as_str())
            .collect();
        texts.push(fold::normalise(text));
        let _ = writeln!(labels, "{verdict}\t{}", facts.join(","));
    }
    std::fs::write(
        out_dir.join("neighbours.bin"),
        neighbours_terms::index_bytes(&texts),
    )
    .expect("OUT_DIR is writable");
    std::fs::write(out_dir.join("neighbours.tsv"), labels).expect("OUT_DIR is writable");
}
