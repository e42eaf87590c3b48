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
        assert!(page.starts_with(".TH PLYYARD 1 "), "{page}");
        assert!(page.contains(about), "{lang}: {page}");
        let sections: &[&str] = match lang {
            "en" => &[
                "NAME",
                "SYNOPSIS",
                "COMMANDS",
                "FILES",
                "ENVIRONMENT",
                "EXIT STATUS",
            ],
            "fr" => &[
                "NOM",
                "COMMANDES",
                "FICHIERS",
                "ENVIRONNEMENT",
                "CODE DE RETOUR",
            ],
            _ => &["ИМЯ", "КОМАНДЫ", "ФАЙЛЫ", "ОКРУЖЕНИЕ", "КОД ВОЗВРАТА"],
        };
        for section in sections {
            assert!(
                page.contains(&format!(".SH \"{section}\"")),
                "{lang}: no {section}"
            );
        }
        // One page holds every command, and names no page that does not exist.
        for command in plyyard::app::localised_command(plyyard::i18n::Lang::En)
            .get_subcommands()
            .map(|c| c.get_name().to_string())
            .chain(["progress reset".to_string()])
        {
            let heading = format!(".SS plyyard {command}\n");
            assert!(page.contains(&heading), "{lang}: no {command}");
        }
        assert!(
            !page.contains("plyyard\\-"),
            "{lang}: a page per command is named"
        );
        assert!(!page.contains("(1)"), "{lang}: names another page");
        for name in [
            "PLYYARD_DATA_DIR",
            "progress.ron",
            "LC_MESSAGES",
            "NO_COLOR",
        ] {
            assert!(
                page.contains(&name.replace('-', "\\-")),
                "{lang}: no {name}"
            );
        }
        // Typeset it when groff is there.
        let Ok(mut groff) = Command::new("groff")
            .args(["-K", "utf8", "-man", "-Tutf8", "-ww"])
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
            out.status.success() && out.stderr.is_empty(),
            "groff: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("plyyard"), "{text}");
    }
}

/// The candidates the bash script offers for the last word of `line`.
fn bash_candidates(script: &str, line: &[&str]) -> Vec<String> {
    let words: Vec<String> = line.iter().map(|w| format!("'{w}'")).collect();
    let program = format!(
        "{script}\nCOMP_WORDS=({words}); COMP_CWORD={cword}; COMP_LINE='{joined}'; COMPREPLY=();\n_plyyard plyyard '{cur}' '{prev}'; printf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        words = words.join(" "),
        cword = line.len() - 1,
        joined = line.join(" "),
        cur = line[line.len() - 1],
        prev = line[line.len() - 2],
    );
    let out = Command::new("bash")
        .args(["--norc", "--noprofile", "-c", &program])
        .output()
        .expect("bash runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn bash_completes_games_topics_exercises_languages_and_levels() {
    let (code, script, err) = run(&mut plyyard(Some("en"), &["completions", "bash"]));
    assert_eq!(code, 0, "{err}");
    for value in [
        "hnefatafl/edge-not-corner",
        "aeroplane",
        "king-capture",
        "chinese-checkers",
    ] {
        assert!(script.contains(value), "no {value}");
    }
    let has = |line: &[&str], want: &[&str]| {
        let got = bash_candidates(&script, line);
        for w in want {
            assert!(got.iter().any(|g| g == w), "{line:?}: no {w} in {got:?}");
        }
        got
    };
    has(
        &["plyyard", "drill", ""],
        &["aeroplane", "chinese-checkers", "dominoes", "hnefatafl"],
    );
    has(&["plyyard", "rules", "dom"], &["dominoes"]);
    has(&["plyyard", "practice", "--game", ""], &["hnefatafl"]);
    has(
        &["plyyard", "drill", "hnefatafl", "--topic", "king"],
        &["king-capture"],
    );
    let ids = has(
        &["plyyard", "show", "hnefatafl/e"],
        &["hnefatafl/edge-not-corner"],
    );
    assert!(ids.iter().all(|i| i.starts_with("hnefatafl/e")), "{ids:?}");
    has(
        &["plyyard", "practice", "--exercise", "dominoes/b"],
        &["dominoes/blocked-equal"],
    );
    has(
        &["plyyard", "check", "aeroplane/"],
        &["aeroplane/colour-no-jump"],
    );
    has(&["plyyard", "practice", "--level", ""], &["1", "2", "3"]);
    has(
        &["plyyard", "drill", "dominoes", "--level", ""],
        &["1", "2", "3"],
    );
    has(&["plyyard", "--lang", ""], &["en", "fr", "ru"]);
    has(&["plyyard", "verify", "--langs", ""], &["en", "fr", "ru"]);
    // A teacher's file is still accepted where catalogue ids are offered.
    let (code, _, err) = run(&mut plyyard(
        Some("en"),
        &["show", "exercises/aeroplane/colour-no-jump.toml"],
    ));
    assert_eq!(code, 0, "{err}");
}
