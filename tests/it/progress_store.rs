//! The progress file under real use: migrated from version 1, a newer
//! version refused and left as it is, unknown fields and the file's mode
//! kept, two sessions at once keeping each other's answers, and `kill -9`
//! at any moment leaving a readable file and, after the next save, no
//! temporary files.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Stdio};

use plyyard::practice::{Key, ProgressStore};

use crate::common::{plyyard, run, run_with_stdin};

fn data_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("target/test-data/progress")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn practice(dir: &Path, args: &[&str]) -> std::process::Command {
    let mut cmd = plyyard(Some("en"), &[&["practice"][..], args].concat());
    cmd.env("PLYYARD_DATA_DIR", dir);
    cmd
}

fn load(dir: &Path) -> plyyard::practice::Progress {
    ProgressStore::at(dir.join("progress.ron")).load().unwrap()
}

fn key(id: &str) -> Key {
    Key::Catalogue(id.to_string())
}

fn leftovers(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

#[test]
fn version_1_is_migrated_and_unknown_fields_kept() {
    let dir = data_dir("migrate");
    let file = dir.join("progress.ron");
    std::fs::write(
        &file,
        "(version:1,exercises:{\"dominoes/blocked-equal\":(solved:[1,],attempts:1,done:true,note:\"mine\",),},later:Some(Box(3)),)",
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).unwrap();
    }
    let (code, _, stderr) = run_with_stdin(
        &mut practice(&dir, &["--exercise", "dominoes/who-opens"]),
        "6-6\n",
    );
    assert_eq!(code, 0, "{stderr}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("version: 2"), "{text}");
    assert!(text.contains("note: \"mine\""), "{text}");
    assert!(text.contains("later: Some(Box(3))"), "{text}");
    let p = load(&dir);
    assert!(p.is_done(&key("dominoes/blocked-equal")));
    assert_eq!(p.get(&key("dominoes/who-opens")).unwrap().attempts, 1);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
    }
    assert!(leftovers(&dir).is_empty());
}

#[test]
fn a_newer_version_is_refused_and_left_alone() {
    let dir = data_dir("newer");
    let file = dir.join("progress.ron");
    let text = "(version: 3, exercises: {}, shiny: [1, 2])";
    std::fs::write(&file, text).unwrap();
    for (args, input) in [
        (vec!["practice", "--game", "dominoes"], ""),
        (vec!["list"], ""),
        (vec!["progress", "reset", "--yes"], ""),
    ] {
        let mut cmd = plyyard(Some("fr"), &args);
        cmd.env("PLYYARD_DATA_DIR", &dir);
        let (code, _, stderr) = run_with_stdin(&mut cmd, input);
        assert_eq!(code, 2, "{args:?}");
        assert!(stderr.contains("version plus récente"), "{stderr}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    }
}

/// Reads the child's output until a line contains `marker`.
fn wait_for(out: &mut BufReader<ChildStdout>, marker: &str) -> bool {
    let mut line = String::new();
    loop {
        line.clear();
        match out.read_line(&mut line) {
            Ok(0) | Err(_) => return false,
            Ok(_) if line.contains(marker) => return true,
            Ok(_) => {}
        }
    }
}

fn spawn(dir: &Path, args: &[&str]) -> (Child, BufReader<ChildStdout>) {
    let mut child = practice(dir, args)
        .arg("--format")
        .arg("json")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let out = BufReader::new(child.stdout.take().unwrap());
    (child, out)
}

#[test]
fn two_sessions_at_once_keep_each_others_answers() {
    let dir = data_dir("concurrent");
    // A answers one question and waits; B does a whole exercise; A answers
    // again: its save re-reads the file and keeps B's work.
    let (mut a, mut a_out) = spawn(&dir, &["--exercise", "dominoes/update-ends"]);
    let mut a_in = a.stdin.take().unwrap();
    writeln!(a_in, "0 0").unwrap();
    assert!(wait_for(&mut a_out, "\"event\":\"verdict\""));
    let (code, _, _) = run_with_stdin(
        &mut practice(&dir, &["--exercise", "dominoes/blocked-equal"]),
        "draw\n",
    );
    assert_eq!(code, 0);
    assert!(load(&dir).is_done(&key("dominoes/blocked-equal")));
    writeln!(a_in, "skip").unwrap();
    assert!(wait_for(&mut a_out, "\"shown\":\"skipped\""));
    drop(a_in);
    assert!(a.wait().unwrap().success());
    let p = load(&dir);
    assert!(p.is_done(&key("dominoes/blocked-equal")), "{p:?}");
    let ends = p.get(&key("dominoes/update-ends")).unwrap();
    assert_eq!(ends.attempts, 1);
    assert!(ends.missed.contains(&1));
}

#[test]
fn kill_9_at_any_moment_leaves_a_readable_file() {
    let dir = data_dir("kill");
    let mut last_attempts = 0;
    // Each round feeds many wrong answers (each one saved) and kills the
    // session after a different number of verdicts, while it keeps saving.
    for round in 0..25u32 {
        let (mut child, mut out) = spawn(
            &dir,
            &[
                "--exercise",
                "hnefatafl/between-two-enemies",
                "--attempts",
                "9",
            ],
        );
        let mut input = child.stdin.take().unwrap();
        let _ = input.write_all("a1\n".repeat(400).as_bytes());
        for _ in 0..(round % 7) {
            if !wait_for(&mut out, "\"event\":\"verdict\"") {
                break;
            }
        }
        let _ = child.kill();
        let _ = child.wait();
        drop(input);
        // The file is always whole (or absent before the first save).
        let p = load(&dir);
        let attempts = p
            .get(&key("hnefatafl/between-two-enemies"))
            .map_or(0, |r| r.attempts);
        assert!(
            attempts >= last_attempts,
            "attempts went back: {attempts} < {last_attempts}"
        );
        last_attempts = attempts;
    }
    // The next save removes what killed saves left behind.
    let (code, _, _) = run_with_stdin(
        &mut practice(&dir, &["--exercise", "dominoes/blocked-equal"]),
        "draw\n",
    );
    assert_eq!(code, 0);
    assert!(leftovers(&dir).is_empty(), "{:?}", leftovers(&dir));
    assert!(load(&dir).is_done(&key("dominoes/blocked-equal")));
    let _ = run(&mut practice(&dir, &["--game", "dominoes"]));
}
