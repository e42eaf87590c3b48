//! Problem messages name what they are about as the author wrote it: a tile
//! `7-1` gets a message with `7-1`, a square `l4` one with `l4`.

use std::fs;

use crate::common::{LANGS, plyyard, run_json};

fn messages(lang: &str, toml: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.toml");
    fs::write(&path, toml).unwrap();
    let (_, json) = run_json(&mut plyyard(
        Some(lang),
        &["validate", path.to_str().unwrap(), "--format", "json"],
    ));
    json["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            format!(
                "{} {}",
                p["code"].as_str().unwrap(),
                p["message"].as_str().unwrap()
            )
        })
        .collect()
}

fn has(lang: &str, toml: &str, code: &str, written: &str) {
    let found = messages(lang, toml);
    assert!(
        found
            .iter()
            .any(|m| m.starts_with(&format!("{code} ")) && m.contains(written)),
        "{lang}: no {code} naming {written}: {found:?}"
    );
}

#[test]
fn each_problem_quotes_the_value_written() {
    let dominoes = "format = 1\ngame = \"dominoes\"\n[position]\nturn = \"blak\"\nline = [\"7-1\", \"1-2\"]\nblack = [\"25\"]\nwhite = -3\nboneyard = 14\npartial = true\n[[question]]\nask = \"status\"\n";
    let aeroplane = "format = 1\ngame = \"aeroplane\"\n[position]\nturn = \"red\"\nred = [\"60\", \"base\", \"base\", \"base\"]\nyellow = [\"base\", \"base\", \"base\", \"base\"]\n[[question]]\nask = \"status\"\n";
    let hnefatafl = "format = 1\ngame = \"hnefatafl\"\n[position]\nturn = \"white\"\nattackers = [\"l4\"]\ndefenders = []\nking = \"e5\"\n[[question]]\nask = \"status\"\n";
    let chinese = "format = 1\ngame = \"chinese-checkers\"\n[position]\nturn = \"red\"\nred = [\"a12\"]\nblue = [\"q13\"]\npartial = true\n[[question]]\nask = \"status\"\n";
    for lang in LANGS {
        has(lang, dominoes, "pip-out-of-range", "7-1");
        has(lang, dominoes, "bad-tile", "25");
        has(lang, dominoes, "bad-turn", "blak");
        has(lang, dominoes, "negative-count", "-3");
        has(lang, aeroplane, "bad-square", "60");
        has(lang, hnefatafl, "bad-square", "l4");
        has(lang, chinese, "bad-point", "a12");
    }
}
