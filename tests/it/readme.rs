//! The README's example exercise stays valid: it loads, and its recorded answer
//! and trap pass `verify`.

#[test]
fn readme_example_exercise_verifies() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let start = readme
        .find("```toml\n")
        .expect("the README has a TOML example")
        + 8;
    let end = start + readme[start..].find("```").unwrap();
    let problems = plyyard::exercise::verify_source("README.md", &readme[start..end]);
    assert!(problems.is_empty(), "{problems:?}");
}

/// Every problem code of the file structure and of `verify` is documented.
#[test]
fn readme_documents_every_problem_code() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let codes = plyyard::problem::FileCode::ALL
        .iter()
        .map(|c| c.as_str())
        .chain(
            plyyard::problem::AuthoringCode::ALL
                .iter()
                .map(|c| c.as_str()),
        );
    for code in codes {
        assert!(
            readme.contains(&format!("`{code}`")),
            "{code} is not in the README"
        );
    }
}

/// The README's counts of facts (all, per game, with a witness) are the fact
/// base's (the third texts review found them stale).
#[test]
fn readme_fact_counts_are_current() {
    use plyyard::game_api::GameKind;
    use plyyard::qa::facts;
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let count = |g| facts::of(g).facts.len();
    let all = facts::all().count();
    let line = format!(
        "{all} facts\n  (aeroplane {}, Chinese checkers {}, dominoes {}, hnefatafl {})",
        count(GameKind::Aeroplane),
        count(GameKind::ChineseCheckers),
        count(GameKind::Dominoes),
        count(GameKind::Hnefatafl),
    );
    assert!(readme.contains(&line), "the README should say: {line}");
    let witnessed = format!("{} of {all} facts", plyyard::qa::witnesses().len());
    assert!(
        readme.contains(&witnessed),
        "the README should say: {witnessed}"
    );
    assert!(!readme.to_lowercase().contains("hangar"));
}
