//! Build script: rebuilds when embedded data changes (include_dir cannot tell
//! cargo itself), and writes the index of Fluent message ids, so that a run
//! parses only the `.ftl` files whose messages it uses.
//!
//! `$OUT_DIR/ftl_index.rs` holds, per language (en, fr, ru), the file names
//! and the sorted list of (message id, file number), the ids as spans of one
//! text per language (no pointer per id for the loader to relocate).
//!
//! `$OUT_DIR/lexicons.rs` holds the words of `ask` (`lexicon/<lang>.toml`)
//! compiled ahead of time into static tables: stopwords and patterns
//! normalised by the program's own `src/fold.rs`, patterns split into words
//! and alternatives with their concept ids and precision, sorted first words
//! and prefixes (`src/qa/lexicon_build.rs`, shared with the program), so that
//! `ask` builds nothing before matching (`src/qa/lexicon.rs` checks the
//! tables equal the file's). The tables are plain integers (word ids, spans)
//! and one text of all the words per language: no pointer in them for the
//! dynamic loader to relocate at start-up.
//!
//! `$OUT_DIR/concepts.rs` and `$OUT_DIR/facts.rs` hold `lexicon/concepts.toml`
//! and `facts/*.toml` built ahead of time into static tables (the concepts
//! with their lineages and sorted names, the facts with their frames resolved
//! to concept ids, and the facts' ids sorted) by `src/qa/concepts_build.rs`
//! and `src/qa/facts_build.rs`, shared with the program, so that nothing is
//! read at run time (`src/qa/concepts.rs` and `src/qa/facts.rs` check the
//! tables equal the files'; an error is kept as its message).
//!
//! `$OUT_DIR/data_json.rs` holds `lexicon/rewrites.toml` turned into JSON,
//! which the program reads with the same serde structures several times
//! faster than TOML (a syntax error is kept as its message).
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

#[path = "src/qa/concepts_build.rs"]
#[allow(dead_code)]
mod concepts_build;

#[path = "src/qa/facts_build.rs"]
#[allow(dead_code)]
mod facts_build;

/// The games whose facts are embedded: file name and `GameKind` variant, in
/// catalogue order.
const GAMES: [(&str, &str); 4] = [
    ("aeroplane", "Aeroplane"),
    ("chinese-checkers", "ChineseCheckers"),
    ("dominoes", "Dominoes"),
    ("hnefatafl", "Hnefatafl"),
];

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

/// `lexicon/concepts.toml` built as `src/qa/concepts.rs` builds it.
fn built_concepts() -> Result<concepts_build::OwnedConcepts, String> {
    let source = std::fs::read_to_string("lexicon/concepts.toml").map_err(|e| e.to_string())?;
    concepts_build::build(&source).map_err(|e| match e {
        concepts_build::BuildError::Syntax(m) => m,
        concepts_build::BuildError::Unknown(m) => format!("unknown concept or game {m}"),
    })
}

/// The concept ids by name, as `src/qa/concepts.rs` numbers them.
fn concept_ids() -> Result<std::collections::HashMap<String, u16>, String> {
    Ok(built_concepts()?.by_name.into_iter().collect())
}

/// `$OUT_DIR/concepts.rs`: the static `Concepts` of `src/qa/concepts.rs`.
fn write_concepts(out_dir: &Path) {
    let mut out = String::from(
        "// Generated by build.rs from lexicon/concepts.toml.\npub static CONCEPTS: Result<Concepts, &str> = ",
    );
    match built_concepts() {
        Err(e) => {
            let _ = writeln!(out, "Err({e:?});");
        }
        Ok(c) => {
            out.push_str("Ok(Concepts {\n    list: &[\n");
            for x in &c.list {
                let _ = writeln!(
                    out,
                    "        Concept {{ name: {:?}, games: {}, imported: {}, kind: Kind::{:?}, soft: {}, opposite: {:?}, parents: &{:?}, near: &{:?} }},",
                    x.name, x.games, x.imported, x.kind, x.soft, x.opposite, x.parents, x.near
                );
            }
            let _ = writeln!(
                out,
                "    ],\n    by_name: &{:?},\n    lineage: &[",
                c.by_name
            );
            for l in &c.lineage {
                let _ = write!(out, "&{l:?}, ");
            }
            out.push_str("],\n});\n");
        }
    }
    std::fs::write(out_dir.join("concepts.rs"), out).expect("OUT_DIR is writable");
    std::fs::write(out_dir.join("concept_ids.rs"), concept_consts()).expect("OUT_DIR is writable");
}

/// `$OUT_DIR/concept_ids.rs`: a constant for each concept, named as the
/// concept, for the names the code uses (`id::FILLER`); a compile error with
/// the file's message when it cannot be built.
fn concept_consts() -> String {
    let mut out = String::from("// Generated by build.rs from lexicon/concepts.toml.\n");
    match built_concepts() {
        Err(e) => {
            let _ = writeln!(
                out,
                "compile_error!({:?});",
                format!("lexicon/concepts.toml: {e}")
            );
        }
        Ok(c) => {
            for (name, id) in &c.by_name {
                let _ = writeln!(out, "/// `{name}`.\npub const {name}: ConceptId = {id};");
            }
        }
    }
    out
}

/// A frame literal as Rust source.
fn lit_source(l: &facts_build::OwnedLit) -> String {
    use facts_build::OwnedLit;
    match l {
        OwnedLit::Concept(c, n) => format!("Lit::Concept({c}, {n})"),
        OwnedLit::Side => "Lit::Side".to_string(),
        OwnedLit::Num => "Lit::Num".to_string(),
        OwnedLit::Wh(i) => format!("Lit::Wh(Wh::MARKERS[{i}].1)"),
    }
}

/// One game's facts as the Rust source of a `GameFacts`, with their ids.
fn game_facts_source(
    (game, variant): (&str, &str),
    ids: &std::collections::HashMap<String, u16>,
) -> Result<(String, Vec<String>), String> {
    use facts_build::OwnedAnswer;
    let source =
        std::fs::read_to_string(format!("facts/{game}.toml")).map_err(|e| e.to_string())?;
    let built =
        facts_build::build(game, &source, &|n| ids.get(n).copied()).map_err(|e| match e {
            facts_build::BuildError::Syntax(m) => format!("facts/{game}.toml: {m}"),
            facts_build::BuildError::Fact(id, m) => format!("fact {id}: {m}"),
        })?;
    let mut out = format!(
        "    GameFacts {{ game: GameKind::{variant}, generic: &{:?}, facts: &[\n",
        built.generic
    );
    for f in &built.facts {
        let answer = match &f.answer {
            OwnedAnswer::YesNo(b) => format!("YesNo({b})"),
            OwnedAnswer::Side(s) => format!("Side({s:?})"),
            OwnedAnswer::Number(n) => format!("Number({n})"),
        };
        let frames: Vec<String> = f
            .frames
            .iter()
            .map(|fr| {
                let lits: Vec<String> = fr.lits.iter().map(lit_source).collect();
                format!(
                    "Frame {{ sign: Sign::{:?}, lits: &[{}] }}",
                    fr.sign,
                    lits.join(", ")
                )
            })
            .collect();
        let also: Vec<String> = f.also.iter().map(lit_source).collect();
        let _ = writeln!(
            out,
            "        Fact {{ id: {:?}, game: GameKind::{variant}, answer: Answer::{answer}, source: Source::{:?}, side: {:?}, trap: {:?}, frames: &[{}], also: &[{}], witness: {:?}, witness_flip: {} }},",
            f.id,
            f.source,
            f.side,
            f.trap,
            frames.join(", "),
            also.join(", "),
            f.witness,
            f.witness_flip
        );
    }
    out.push_str("    ] },\n");
    Ok((out, built.facts.into_iter().map(|f| f.id).collect()))
}

/// `$OUT_DIR/facts.rs`: the static facts of `src/qa/facts.rs` and their ids
/// sorted, each with its game's and its own index (the first of a repeated
/// id).
fn write_facts(out_dir: &Path) {
    let mut out = String::from("// Generated by build.rs from facts/*.toml.\n");
    let built = concept_ids().and_then(|ids| {
        GAMES
            .into_iter()
            .map(|g| game_facts_source(g, &ids))
            .collect::<Result<Vec<_>, String>>()
    });
    match built {
        Err(e) => {
            let _ = writeln!(
                out,
                "pub static FACTS: Result<&[GameFacts], &str> = Err({e:?});\npub static BY_ID: &[(&str, u8, u16)] = &[];"
            );
        }
        Ok(games) => {
            out.push_str("pub static FACTS: Result<&[GameFacts], &str> = Ok(&[\n");
            let mut by_id = Vec::new();
            for (g, (source, ids)) in games.into_iter().enumerate() {
                out.push_str(&source);
                by_id.extend(
                    ids.into_iter()
                        .enumerate()
                        .map(|(i, id)| (id, g as u8, i as u16)),
                );
            }
            out.push_str("]);\n");
            // stable: the first of a repeated id stays
            by_id.sort_by(|a, b| a.0.cmp(&b.0));
            by_id.dedup_by(|a, b| a.0 == b.0);
            let _ = writeln!(out, "pub static BY_ID: &[(&str, u8, u16)] = &{by_id:?};");
        }
    }
    std::fs::write(out_dir.join("facts.rs"), out).expect("OUT_DIR is writable");
}

/// One lexicon file compiled: the tables of `Embedded` as Rust source.
fn lexicon_tables(lang: &str) -> Result<String, String> {
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
    // plain integers and one text: nothing for the loader to relocate
    let f = lexicon_build::flatten(&lex);
    Ok(format!(
        "error: None, known: &{:?}, prefixes: &{:?},\n        lexicon: Lexicon {{ text: {:?},\n        words: &{:?},\n        stop: &{:?},\n        alts: &{:?},\n        elems: &{:?},\n        concepts: &{:?},\n        patterns: &{:?},\n        by_word: &{:?},\n        starts: &{:?},\n        by_prefix: &{:?} }} }},\n",
        f.known,
        f.prefixes,
        f.text,
        f.words,
        f.stop,
        f.alts,
        f.elems,
        f.concepts,
        f.patterns,
        f.by_word,
        f.starts,
        f.by_prefix
    ))
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
    let mut out = String::from("// Generated by build.rs from lexicon/rewrites.toml.\n");
    let _ = writeln!(
        out,
        "pub static REWRITES: Result<&str, &str> = {};",
        json_of("lexicon/rewrites.toml")
    );
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
    println!("cargo:rerun-if-changed=src/qa/concepts_build.rs");
    println!("cargo:rerun-if-changed=src/qa/facts_build.rs");
    println!("cargo:rerun-if-changed=tests/fixtures/qa/corpus-dev.toml");
    neighbours_index();
    let mut out =
        String::from("// Generated by build.rs: Fluent message ids per language and file.\n");
    let mut files_table = String::from("pub static FILES: [&[&str]; 3] = [\n");
    // the ids of a language as one text and (start, length, file) spans of
    // it: no pointer per id for the dynamic loader to relocate
    let mut ids_table = String::from("pub static IDS: [&str; 3] = [\n");
    let mut index_table = String::from("pub static INDEX: [&[(u32, u16, u16)]; 3] = [\n");
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
        let mut text = String::new();
        index_table.push_str("    &[\n");
        for (id, file) in &index {
            let _ = writeln!(
                index_table,
                "        ({}, {}, {file}),",
                text.len(),
                id.len()
            );
            text.push_str(id);
        }
        index_table.push_str("    ],\n");
        let _ = writeln!(ids_table, "    {text:?},");
    }
    files_table.push_str("];\n");
    ids_table.push_str("];\n");
    index_table.push_str("];\n");
    out.push_str(&files_table);
    out.push_str(&ids_table);
    out.push_str(&index_table);
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out_dir = Path::new(&out_dir);
    std::fs::write(out_dir.join("ftl_index.rs"), out).expect("OUT_DIR is writable");
    write_lexicons(out_dir);
    write_concepts(out_dir);
    write_facts(out_dir);
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
