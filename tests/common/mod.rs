//! Shared helpers of the CLI tests.

use std::process::Command;

use insta_cmd::get_cargo_bin;

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
