//! Replays the fuzz corpora (`fuzz/corpus/<target>/`) and every crash input
//! kept as a regression (`fuzz/artifacts/<target>/`) through the same checks
//! the fuzz targets run (`fuzz/checks/`), so that stable `cargo test` guards
//! them without nightly or libFuzzer.

use std::path::{Path, PathBuf};

#[path = "../../fuzz/checks/mod.rs"]
#[allow(dead_code)]
mod checks;

/// The files under `fuzz/<kind>/<target>/`, sorted (none if the folder is absent).
fn inputs(kind: &str, target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join(kind)
        .join(target);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

/// Runs `check` on every corpus file and crash input of `target`, naming the
/// input that fails. The committed corpus must not be empty.
fn replay(target: &str, check: impl Fn(&[u8]) + std::panic::RefUnwindSafe) {
    let corpus = inputs("corpus", target);
    assert!(
        corpus.len() >= 10,
        "fuzz/corpus/{target} has {} inputs",
        corpus.len()
    );
    for path in corpus.iter().chain(&inputs("artifacts", target)) {
        let data = std::fs::read(path).unwrap();
        if std::panic::catch_unwind(|| check(&data)).is_err() {
            panic!("{} fails the {target} checks", path.display());
        }
    }
}

#[test]
fn every_target_has_its_checks() {
    for target in checks::TARGETS {
        assert!(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(format!("fuzz/fuzz_targets/{target}.rs"))
                .is_file()
        );
    }
}

#[test]
fn exercise_corpus_and_crashes() {
    replay("exercise", checks::exercise::check);
}

#[test]
fn parsers_corpus_and_crashes() {
    replay("parsers", checks::parsers::check);
}

#[test]
fn ask_corpus_and_crashes() {
    replay("ask", checks::ask::check);
}

#[test]
fn progress_corpus_and_crashes() {
    let dir = tempfile::tempdir().unwrap();
    replay("progress", |data| checks::progress::check(dir.path(), data));
}

#[test]
fn records_corpus_and_crashes() {
    replay("records", checks::records::check);
}

#[test]
fn exports_corpus_and_crashes() {
    let dir = tempfile::tempdir().unwrap();
    replay("exports", |data| checks::exports::check(dir.path(), data));
}

/// `validate` and `load` read a file alike (the `exercise` target parses
/// once and relies on it): same problems on every corpus input.
#[test]
fn validate_and_load_agree_on_the_exercise_corpus() {
    use plyyard::exercise::{self, Source, Texts};
    for path in inputs("corpus", "exercise") {
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let source = Source::new("fuzz.toml", text);
        let (status, problems) = exercise::validate(&source);
        match exercise::load("fuzz.toml", source, Texts::None) {
            Ok(ex) => {
                assert!(problems.is_empty(), "{}", path.display());
                assert_eq!(status, Some(ex.position.status()), "{}", path.display());
            }
            Err(err) => assert_eq!(err.problems, problems, "{}", path.display()),
        }
    }
}

/// The missing-id check finds `[fr: some-id]` only (a crash input of the
/// `parsers` target was `\r[ru:`, echoed in French as `« \r[ru: »`).
#[test]
fn the_missing_id_check_needs_a_whole_marker() {
    use plyyard::i18n::{Lang, Localiser};
    use plyyard::message::Message;
    let missing = Localiser::new(Lang::Ru).text(&Message::new("no-such-id"));
    let caught = std::panic::catch_unwind(|| checks::assert_localised(&missing, "input"));
    assert!(caught.is_err(), "{missing}");
    checks::assert_localised(&missing, "input with [ru: no-such-id] in it");
    checks::assert_localised("Coup illisible « \\r[ru: » : écrivez", "\r[ru:");
}
