//! Shared helpers of the CLI tests.
//!
//! Used by the `cli_*` modules of the one test binary.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

use insta_cmd::{assert_cmd_snapshot, get_cargo_bin};

/// `plyyard` with a clean environment: no locale variables, no colour, a
/// private progress folder.
pub fn plyyard(lang: Option<&str>, args: &[&str]) -> Command {
    let mut cmd = Command::new(get_cargo_bin("plyyard"));
    cmd.env_remove("LANG")
        .env_remove("COLUMNS")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("NO_COLOR", "1")
        .env("PLYYARD_DATA_DIR", data_dir())
        .current_dir(env!("CARGO_MANIFEST_DIR"));
    if let Some(lang) = lang {
        cmd.args(["--lang", lang]);
    }
    cmd.args(args);
    cmd
}

fn data_dir() -> std::path::PathBuf {
    // Relative to the crate folder (the commands' working directory), so that
    // snapshot metadata is the same on every machine.
    std::path::PathBuf::from("target/test-data")
}

/// The three interface languages.
pub const LANGS: [&str; 3] = ["en", "fr", "ru"];

/// The arguments of `check EXERCISE --question QUESTION --answer ANSWER`.
pub fn check<'a>(exercise: &'a str, question: &'a str, answer: &'a str) -> [&'a str; 6] {
    [
        "check",
        exercise,
        "--question",
        question,
        "--answer",
        answer,
    ]
}

/// Runs `cmd` to completion with an empty standard input; returns its exit
/// code, standard output and standard error.
pub fn run(cmd: &mut Command) -> (i32, String, String) {
    run_with_stdin(cmd, "")
}

/// Runs `cmd` to completion with `input` on its standard input; returns its
/// exit code, standard output and standard error.
pub fn run_with_stdin(cmd: &mut Command, input: &str) -> (i32, String, String) {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("plyyard starts");
    // Written from a thread so that a long input cannot dead-lock against
    // a full output pipe; a program that stops before reading all of its
    // input (an error found first) closes the pipe, which is no failure.
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_owned();
    let writer = std::thread::spawn(move || match stdin.write_all(input.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e),
        _ => Ok(()),
    });
    let out = child.wait_with_output().expect("plyyard finishes");
    writer
        .join()
        .expect("the input writer ends")
        .expect("plyyard reads its input");
    (
        out.status.code().expect("plyyard exits with a code"),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs `cmd` (which should print JSON) and returns its exit code and its
/// parsed standard output.
pub fn run_json(cmd: &mut Command) -> (i32, serde_json::Value) {
    let (code, stdout, stderr) = run(cmd);
    (code, parse_json(&stdout, &stderr))
}

/// Parses standard output as JSON; the panic message shows both streams.
pub fn parse_json(stdout: &str, stderr: &str) -> serde_json::Value {
    serde_json::from_str(stdout).unwrap_or_else(|err| {
        panic!("stdout is not JSON ({err}):\n{stdout}\n--- stderr ---\n{stderr}")
    })
}

/// Snapshots `cmd` as `tests/it/snapshots/it__<test module>__<name>.snap`, the
/// name insta gives a snapshot taken directly in that module.
///
/// The snapshot is named explicitly, because insta would otherwise name it
/// after this helper rather than after the calling test.
#[track_caller]
pub fn snapshot(name: &str, mut cmd: Command) {
    let mut settings = insta::Settings::clone_current();
    // The module path here is `it::common`; name the snapshot after the
    // calling test module instead.
    settings.set_prepend_module_to_snapshot(false);
    let name = format!("it__{}__{name}", test_module());
    settings.bind(|| assert_cmd_snapshot!(name, cmd));
}

/// Snapshots `plyyard --lang LANG ARGS…` in each of [`LANGS`], as
/// `<test target>__<name>-<lang>.snap`.
#[track_caller]
pub fn snapshot_in_each_lang(name: &str, args: &[&str]) {
    for lang in LANGS {
        snapshot(&format!("{name}-{lang}"), plyyard(Some(lang), args));
    }
}

/// The test module that called the snapshot helper (`cli_qa`, …), from the
/// caller's file name: `tests/it/cli_qa.rs` gives `cli_qa`.
#[track_caller]
fn test_module() -> String {
    let file = std::path::Path::new(std::panic::Location::caller().file());
    file.file_stem()
        .and_then(|s| s.to_str())
        .expect("a test file has a UTF-8 name")
        .to_string()
}

/// The reasons and highlights of a solved question under the edition, for
/// tests that look at one part only (the program solves each question once).
pub trait SolvedParts {
    /// The engine's reasons, or the question's error as the only message.
    fn explain(&self, ask: &plyyard::game_api::Ask) -> Vec<plyyard::message::Message>;
    /// The squares to highlight (none when the question has no answer).
    fn highlights(&self, ask: &plyyard::game_api::Ask) -> Vec<String>;
}

impl SolvedParts for dyn plyyard::game_api::Position {
    fn explain(&self, ask: &plyyard::game_api::Ask) -> Vec<plyyard::message::Message> {
        match self.solve(ask, None) {
            Ok(s) => s.reasons,
            Err(e) => vec![e.message],
        }
    }

    fn highlights(&self, ask: &plyyard::game_api::Ask) -> Vec<String> {
        self.solve(ask, None)
            .map(|s| s.highlights)
            .unwrap_or_default()
    }
}

/// A trap by its name in rules.md (test shorthand).
pub fn trap(name: &str) -> plyyard::game_api::Trap {
    plyyard::game_api::Trap::ALL
        .into_iter()
        .find(|t| t.name() == name)
        .unwrap_or_else(|| panic!("no trap named {name}"))
}
