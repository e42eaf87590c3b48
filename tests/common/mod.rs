//! Shared helpers of the CLI tests.
//!
//! Every `tests/cli_*.rs` target compiles this module, and not every target
//! uses every helper.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

use insta_cmd::{assert_cmd_snapshot, get_cargo_bin};

/// `plyyard` with a clean environment: no locale variables, no colour, a
/// private progress folder.
pub fn plyyard(lang: Option<&str>, args: &[&str]) -> Command {
    let mut cmd = Command::new(get_cargo_bin("plyyard"));
    cmd.env_remove("LANG")
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
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("plyyard reads its input");
    let out = child.wait_with_output().expect("plyyard finishes");
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

/// Snapshots `cmd` as `tests/snapshots/<test target>__<name>.snap`.
///
/// The snapshot is named explicitly, because insta would otherwise name it
/// after this helper rather than after the calling test.
pub fn snapshot(name: &str, mut cmd: Command) {
    let mut settings = insta::Settings::clone_current();
    // Relative to this file, whose own `snapshots` folder would be
    // `tests/common/snapshots`.
    settings.set_snapshot_path("../snapshots");
    // The module path here is `<test target>::common`; keep only the target.
    settings.set_prepend_module_to_snapshot(false);
    let name = format!("{}__{name}", test_target());
    settings.bind(|| assert_cmd_snapshot!(name, cmd));
}

/// Snapshots `plyyard --lang LANG ARGS…` in each of [`LANGS`], as
/// `<test target>__<name>-<lang>.snap`.
pub fn snapshot_in_each_lang(name: &str, args: &[&str]) {
    for lang in LANGS {
        snapshot(&format!("{name}-{lang}"), plyyard(Some(lang), args));
    }
}

/// The name of the test target that includes this module (`cli_qa`, …).
fn test_target() -> &'static str {
    module_path!()
        .split("::")
        .next()
        .expect("a module path has a first segment")
}
