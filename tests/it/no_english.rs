//! No English on French and Russian screens (issue 24, item 4): the help
//! synopses and value names, and the TOML syntax errors of a teacher's file,
//! end to end through `validate`. (`replay --show` is in replay_step.rs, the
//! answer key in worksheets.rs.)

use crate::common::{plyyard, run};

const COMMANDS: &[&[&str]] = &[
    &[],
    &["practice"],
    &["progress"],
    &["progress", "reset"],
    &["check"],
    &["worksheet"],
    &["play"],
    &["replay"],
    &["drill"],
    &["completions"],
];

#[test]
fn help_synopses_and_value_names_are_in_the_readers_words() {
    for lang in ["fr", "ru"] {
        for command in COMMANDS {
            let mut args = command.to_vec();
            args.push("--help");
            let (code, out, err) = run(&mut plyyard(Some(lang), &args));
            assert_eq!(code, 0, "{err}");
            for placeholder in ["[OPTIONS]", "<COMMAND>", "[COMMAND]"] {
                assert!(!out.contains(placeholder), "{lang} {args:?}:\n{out}");
            }
            // No upper-case English value name: `<GAME>`, `<EXERCISE|DIR>`.
            let english = out.split(['<', '[']).skip(1).find(|rest| {
                let name: String = rest
                    .chars()
                    .take_while(|c| *c != '>' && *c != ']')
                    .collect();
                name.len() > 1
                    && name
                        .chars()
                        .all(|c| c.is_ascii_uppercase() || "_|".contains(c))
            });
            assert_eq!(english, None, "{lang} {args:?}:\n{out}");
        }
    }
    let (_, fr, _) = run(&mut plyyard(Some("fr"), &["play", "--help"]));
    assert!(fr.contains("plyyard play [options] <jeu>"), "{fr}");
    let (_, ru, _) = run(&mut plyyard(Some("ru"), &["--help"]));
    assert!(ru.contains("plyyard [параметры] <команда>"), "{ru}");
    // English keeps clap's words.
    let (_, en, _) = run(&mut plyyard(Some("en"), &["play", "--help"]));
    assert!(en.contains("plyyard play [OPTIONS] <GAME>"), "{en}");
}

#[test]
fn toml_syntax_errors_have_no_english_words() {
    let dir = tempfile::tempdir().unwrap();
    let head = "format = 1\ngame = \"hnefatafl\"\n";
    let files = [
        ("equals", "[position]\nattackers = [\"e7\" = \"e5\"]\n"),
        ("boolean", "flag = True\n"),
        ("literal", "title = 'open\n"),
        ("number", "level = 1__2\n"),
        ("escape", "title = \"a\\q\"\n"),
        ("key", "= 3\n"),
        ("extra", "level = = 1\n"),
    ];
    let english = [
        "unexpected",
        "expected",
        "literal string",
        "invalid",
        "array",
        "value",
        "boolean",
        "digits",
        "nothing",
        "between",
    ];
    for (name, body) in files {
        let path = dir.path().join(format!("{name}.toml"));
        std::fs::write(&path, format!("{head}{body}")).unwrap();
        let path = path.to_str().unwrap();
        for lang in ["fr", "ru"] {
            let (code, out, err) = run(&mut plyyard(Some(lang), &["validate", path]));
            assert_ne!(code, 0, "{name}: {out}{err}");
            let text = format!("{out}{err}");
            assert!(text.contains("TOML"), "{lang} {name}: {text}");
            for word in english {
                // File names are the reader's own: look after them only.
                let said: String = text
                    .lines()
                    .map(|l| l.rsplit(".toml:").next().unwrap_or(l))
                    .collect();
                assert!(!said.contains(word), "{lang} {name}: «{word}» in {text}");
            }
        }
    }
    // The list of what may come is the language's own list.
    let path = dir.path().join("escape.toml");
    let (_, out, err) = run(&mut plyyard(
        Some("fr"),
        &["validate", path.to_str().unwrap()],
    ));
    assert!(format!("{out}{err}").contains("`u` ou `U`)"), "{out}{err}");
}
