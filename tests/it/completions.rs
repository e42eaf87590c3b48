//! `plyyard completions SHELL` and `plyyard man`: made from the same
//! localised command as `--help`, they name every command, in the reader's
//! language where they describe it.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::{plyyard, run};

const COMMANDS: [&str; 12] = [
    "practice",
    "list",
    "show",
    "check",
    "solve",
    "validate",
    "verify",
    "quiz",
    "ask",
    "rules",
    "completions",
    "man",
];

#[test]
fn each_shell_gets_a_script_naming_the_commands() {
    for shell in ["bash", "zsh", "fish", "powershell"] {
        let (code, script, err) = run(&mut plyyard(Some("en"), &["completions", shell]));
        assert_eq!(code, 0, "{shell}: {err}");
        assert!(script.len() > 500, "{shell}: {script}");
        for command in COMMANDS {
            assert!(script.contains(command), "{shell}: no {command}");
        }
        assert!(script.contains("lang"), "{shell}");
    }
    // The descriptions follow the language (zsh and fish show them).
    let (_, fish, _) = run(&mut plyyard(Some("fr"), &["completions", "fish"]));
    assert!(fish.contains("Vérifier une réponse"), "{fish}");
    let (code, _, err) = run(&mut plyyard(Some("en"), &["completions", "tcsh"]));
    assert_eq!(code, 2, "{err}");
}

#[test]
fn the_man_page_renders() {
    for (lang, about) in [
        ("en", "Rules tutor and exercise checker"),
        ("fr", "Tuteur de règles"),
        ("ru", "Репетитор по правилам"),
    ] {
        let (code, page, err) = run(&mut plyyard(Some(lang), &["man"]));
        assert_eq!(code, 0, "{err}");
        assert!(
            page.starts_with(".ie") || page.contains(".TH plyyard 1"),
            "{page}"
        );
        assert!(page.contains(".SH NAME"), "{page}");
        assert!(page.contains(about), "{lang}: {page}");
        for command in COMMANDS {
            assert!(page.contains(command), "{lang}: no {command}");
        }
        // Typeset it when groff is there.
        let Ok(mut groff) = Command::new("groff")
            .args(["-man", "-Tutf8"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
        else {
            continue;
        };
        groff
            .stdin
            .take()
            .unwrap()
            .write_all(page.as_bytes())
            .unwrap();
        let out = groff.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "groff: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("plyyard"), "{text}");
    }
}
