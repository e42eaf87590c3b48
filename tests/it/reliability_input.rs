//! Regressions of the reliability review (`reliability-2026-12.md`) on what
//! comes in while a command runs and what goes out: standard input (bytes
//! that are not UTF-8, read errors, endless lines), the progress file, and
//! user text on the terminal.

use crate::common::{plyyard, run};

/// A scratch folder for files the test builds.
fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

/// Runs `cmd` with `input` (any bytes) on its standard input.
fn run_bytes(cmd: &mut std::process::Command, input: &[u8]) -> (i32, String, String) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The command may end before it reads (a refused progress file).
    let _ = child.stdin.take().unwrap().write_all(input);
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// D6: a line that is not UTF-8 on standard input is an unreadable answer and
/// the session goes on (it ended with "cannot write the progress file").
#[test]
fn input_that_is_not_utf8_is_an_unreadable_answer() {
    let data = scratch();
    let mut cmd = plyyard(Some("fr"), &["practice", "--game", "dominoes"]);
    cmd.env("PLYYARD_DATA_DIR", data.path());
    let (code, stdout, stderr) = run_bytes(&mut cmd, b"dr\xffaw\nquit\n");
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    assert!(stdout.contains("dr\u{FFFD}aw"), "{stdout}");
    let mut cmd = plyyard(
        Some("ru"),
        &["quiz", "--game", "dominoes", "--seed", "7", "--count", "2"],
    );
    let (code, stdout, stderr) = run_bytes(&mut cmd, b"y\xffes\nno\nno\n");
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    assert!(stdout.contains("y\u{FFFD}es"), "{stdout}");
}

/// D6: an error reading standard input is reported as such, not as an
/// output error (here the input is a folder).
#[cfg(unix)]
#[test]
fn input_errors_are_not_output_errors() {
    let dir = scratch();
    for (lang, words) in [
        ("en", "cannot read the standard input: it is a folder"),
        (
            "fr",
            "impossible de lire l’entrée standard : c’est un dossier",
        ),
        ("ru", "не удаётся прочитать стандартный ввод: это папка"),
    ] {
        let out = plyyard(Some(lang), &["quiz", "--seed", "1"])
            .stdin(std::fs::File::open(dir.path()).unwrap())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(words), "{lang}: {stderr}");
    }
}

/// D7: a progress file that cannot be read is reported as a read error, and
/// one that is not UTF-8 as a corrupt file; neither is touched.
#[test]
fn progress_read_errors_blame_reading() {
    let data = scratch();
    let file = data.path().join("progress.ron");
    std::fs::write(&file, b"\x80\x81garbage\xff").unwrap();
    for command in ["practice", "list"] {
        let mut cmd = plyyard(Some("en"), &[command]);
        cmd.env("PLYYARD_DATA_DIR", data.path());
        let (code, _, stderr) = run_bytes(&mut cmd, b"quit\n");
        assert_eq!(code, 2);
        assert!(
            stderr.contains("cannot be read (") && stderr.contains("it was left untouched"),
            "{stderr}"
        );
        assert!(!stderr.contains("write"), "{stderr}");
    }
    assert_eq!(std::fs::read(&file).unwrap(), b"\x80\x81garbage\xff");
    // PLYYARD_DATA_DIR naming a regular file: reading fails, not writing.
    let not_a_folder = data.path().join("plain");
    std::fs::write(&not_a_folder, "x").unwrap();
    let mut cmd = plyyard(Some("fr"), &["practice"]);
    cmd.env("PLYYARD_DATA_DIR", &not_a_folder);
    let (code, _, stderr) = run_bytes(&mut cmd, b"quit\n");
    assert_eq!(code, 2);
    assert!(
        stderr.contains("impossible de lire le fichier de progression"),
        "{stderr}"
    );
    assert!(
        stderr.contains("une partie du chemin n’est pas un dossier"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(&not_a_folder).unwrap(), b"x");
}

/// Hunt: text from a file, an answer or a file name reaches the terminal as
/// text: an escape sequence or a newline in it is shown escaped, not obeyed.
#[cfg(unix)]
#[test]
fn terminal_escapes_in_user_text_are_shown_escaped() {
    let dir = scratch();
    let name = dir.path().join("e\u{1b}[1mx.toml");
    std::fs::write(&name, "format = 1\ngame = \"\\u001b[2J\\nerror: forged\"\n").unwrap();
    let (code, stdout, _) = run(plyyard(Some("en"), &["validate"]).arg(&name));
    assert_eq!(code, 2);
    assert!(!stdout.contains('\u{1b}'), "{stdout:?}");
    assert!(!stdout.contains("\nerror: forged"), "{stdout:?}");
    assert!(
        stdout.contains("e\\u{1b}[1mx.toml:2:8: unknown game `\\u{1b}[2J\\nerror: forged`"),
        "{stdout}"
    );
    let (code, _, stderr) = run(&mut plyyard(
        Some("fr"),
        &[
            "check",
            "hnefatafl/edge-not-corner",
            "--question",
            "1",
            "--answer",
            "x\u{1b}[2J\u{202e}y",
        ],
    ));
    assert_eq!(code, 2);
    assert!(stderr.contains("x\\u{1b}[2J\\u{202e}y"), "{stderr:?}");
    let (code, stdout, _) = run(plyyard(Some("en"), &["verify"]).arg(dir.path()));
    assert_eq!(code, 1);
    assert!(!stdout.contains('\u{1b}'), "{stdout:?}");
}

/// Hunt: a line of 10 MB without an end on standard input is cut at 64 KiB
/// (it was kept whole, echoed back, 235 MB of memory).
#[test]
fn very_long_input_lines_are_cut() {
    let data = scratch();
    let mut input = vec![b'y'; 10 << 20];
    input.extend_from_slice(b"\nquit\n");
    let mut cmd = plyyard(Some("en"), &["practice", "--game", "dominoes"]);
    cmd.env("PLYYARD_DATA_DIR", data.path());
    let (code, stdout, stderr) = run_bytes(&mut cmd, &input);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.len() < 1 << 20, "{} bytes of output", stdout.len());
    // The session went on after the cut line: the next line (`quit`) was
    // read as a command, not as the rest of the long one.
    assert!(
        !stdout.contains(&"y".repeat(70 * 1024)),
        "{}",
        &stdout[stdout.len().saturating_sub(300)..]
    );
}
