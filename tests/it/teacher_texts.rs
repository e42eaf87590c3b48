//! A teacher's exercise written in one language: `verify --langs fr` and a
//! `langs = ["fr"]` key accept it; a Fluent syntax error in its text file is
//! reported with that file, line and column (`text-syntax`), in the reader's
//! language, not as missing texts.

use std::fs;
use std::path::Path;

use crate::common::{plyyard, run, run_json};

const FIXTURE: &str = "tests/fixtures/teacher/corner-run";

/// A copy of the teacher fixture with only its French texts, `extra` added
/// to the TOML and `fr` as its French file.
fn french_only(dir: &Path, extra: &str, fr: Option<&str>) -> String {
    let toml = fs::read_to_string(format!("{FIXTURE}.toml")).unwrap();
    let toml = toml.replacen("level = 1\n", &format!("level = 1\n{extra}"), 1);
    let path = dir.join("corner-run.toml");
    fs::write(&path, toml).unwrap();
    let text = match fr {
        Some(t) => t.to_string(),
        None => fs::read_to_string(format!("{FIXTURE}.fr.ftl")).unwrap(),
    };
    fs::write(dir.join("corner-run.fr.ftl"), text).unwrap();
    path.display().to_string()
}

#[test]
fn french_only_needs_its_languages_said() {
    let dir = tempfile::tempdir().unwrap();
    let file = french_only(dir.path(), "", None);
    let (code, json) = run_json(&mut plyyard(
        Some("en"),
        &["verify", &file, "--format", "json"],
    ));
    assert_eq!(code, 1);
    let codes: Vec<&str> = json["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["code"].as_str().unwrap())
        .collect();
    assert!(codes.iter().all(|c| *c == "text-missing"), "{codes:?}");
    assert_eq!(codes.len(), 8, "4 texts × en, ru");

    let (code, stdout, _) = run(&mut plyyard(
        Some("fr"),
        &["verify", &file, "--langs", "fr"],
    ));
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.contains("aucun problème"), "{stdout}");
    let (code, _, _) = run(&mut plyyard(
        Some("fr"),
        &["verify", &file, "--langs", "fr,ru"],
    ));
    assert_eq!(code, 1);
}

#[test]
fn a_langs_key_says_which_texts_exist() {
    let dir = tempfile::tempdir().unwrap();
    let file = french_only(dir.path(), "langs = [\"fr\"]\n", None);
    let (code, stdout, _) = run(&mut plyyard(Some("fr"), &["verify", &file]));
    assert_eq!(code, 0, "{stdout}");
    // The command line still wins.
    let (code, stdout, _) = run(&mut plyyard(
        Some("en"),
        &["verify", &file, "--langs", "en"],
    ));
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("[text-missing]"), "{stdout}");

    let file = french_only(dir.path(), "langs = [\"de\"]\n", None);
    let (code, stdout, _) = run(&mut plyyard(Some("en"), &["verify", &file]));
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains(":5:10: "), "{stdout}");
    assert!(
        stdout.contains("a list of language codes (en, fr, ru) [wrong-type]"),
        "{stdout}"
    );
}

#[test]
fn a_fluent_syntax_error_is_located_in_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let broken = "title = Une course vers les coins\nq1 = Quels coins { $ ?\nq2 = Le défenseur peut-il aller en f5 ?\nexplain = Le roi a besoin d’une ligne libre.\nhint = La colonne a.\n";
    let file = french_only(dir.path(), "langs = [\"fr\"]\n", Some(broken));
    let ftl = dir.path().join("corner-run.fr.ftl").display().to_string();
    let (code, stdout, _) = run(&mut plyyard(Some("fr"), &["verify", &file]));
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains(&format!("{ftl}:2:")), "{stdout}");
    assert!(stdout.contains("[text-syntax]"), "{stdout}");
    assert!(
        stdout.contains("ne suit pas la syntaxe Fluent à la ligne 2"),
        "{stdout}"
    );
    assert!(!stdout.contains("text-missing"), "{stdout}");
    let (_, json) = run_json(&mut plyyard(
        Some("ru"),
        &["verify", &file, "--format", "json"],
    ));
    let p = &json["problems"][0];
    assert_eq!(p["code"], "text-syntax");
    assert_eq!(p["exercise"], ftl.as_str());
    assert_eq!(p["line"], 2);
    assert!(p["column"].as_u64().unwrap() > 1);
    assert!(
        p["message"]
            .as_str()
            .unwrap()
            .contains("нарушает синтаксис Fluent"),
        "{p}"
    );
}
