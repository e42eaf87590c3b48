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

/// The counts of facts (all, per game, with a witness) are the fact base's
/// (the third texts review found them stale): in docs/ask.md, where the
/// design of `ask` moved, and the total in the README too.
#[test]
fn readme_fact_counts_are_current() {
    use plyyard::game_api::GameKind;
    use plyyard::qa::facts;
    let front = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    assert!(
        front.contains(&format!("({} facts,", facts::all().count())),
        "the README should give the number of facts"
    );
    assert!(!front.to_lowercase().contains("hangar"));
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/ask.md")).unwrap();
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

/// The README starts with the learner (issue 24, item 6): what it is, how to
/// install it, the first commands of a learner and of a teacher, then the
/// rest; the figures of development are in docs/ pages.
#[test]
fn readme_starts_with_the_learner() {
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    let at = |heading: &str| {
        readme
            .find(&format!("\n{heading}\n"))
            .unwrap_or_else(|| panic!("the README has no {heading}"))
    };
    // What it is: at most three lines of text before the first section.
    let intro: Vec<&str> = readme[..at("## Install")]
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert!(intro.len() <= 3, "{intro:?}");
    assert!(at("## Install") < at("## First commands"));
    assert!(at("## First commands") < at("## The two commands"));
    assert!(at("## The two commands") < at("## Commands"));
    assert!(readme.contains("cargo install --locked --path ."));
    // The two commands and the test count stay.
    assert!(readme.contains("    cargo run --locked --release -- practice\n"));
    assert!(readme.contains("    cargo test --locked\n"));
    assert!(readme.contains(" tests) in about"));
    // Five commands each for a learner and a teacher, every one a command
    // that exists, and the learner's run as they are.
    let first = &readme[at("## First commands")..at("## The two commands")];
    let blocks: Vec<Vec<&str>> = first
        .split("\n\n")
        .filter(|b| b.lines().all(|l| l.starts_with("    plyyard ")))
        .map(|b| b.lines().map(str::trim).collect())
        .collect();
    assert_eq!(blocks.len(), 2, "{first}");
    let data = tempfile::tempdir().unwrap();
    for (n, block) in blocks.iter().enumerate() {
        assert_eq!(block.len(), 5, "{block:?}");
        for line in block {
            let command = line.split('#').next().unwrap().trim();
            let mut args: Vec<String> = Vec::new();
            let mut rest = command.strip_prefix("plyyard ").unwrap();
            while !rest.is_empty() {
                rest = rest.trim_start();
                if let Some(quoted) = rest.strip_prefix('"') {
                    let end = quoted.find('"').unwrap();
                    args.push(quoted[..end].to_string());
                    rest = &quoted[end + 1..];
                } else {
                    let end = rest.find(' ').unwrap_or(rest.len());
                    args.push(rest[..end].to_string());
                    rest = &rest[end..];
                }
            }
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            if n == 0 {
                let (code, _, err) = crate::common::run_with_stdin(
                    crate::common::plyyard(Some("fr"), &args).env("PLYYARD_DATA_DIR", data.path()),
                    "",
                );
                assert_eq!(code, 0, "{command}: {err}");
            } else {
                let sub = args
                    .iter()
                    .find(|a| !a.starts_with('-') && **a != "fr")
                    .unwrap();
                let (code, _, err) =
                    crate::common::run(&mut crate::common::plyyard(Some("en"), &[sub, "--help"]));
                assert_eq!(code, 0, "{command}: {err}");
            }
        }
    }
    // Development figures live in docs/; the README keeps only the table
    // of ratios to peer engines (issue 26), short, pointing to the rest.
    for heading in ["## Fuzzing", "## Layout", "## Dependencies"] {
        assert!(
            !readme.contains(&format!("\n{heading}")),
            "{heading} in the README"
        );
    }
    let performance = readme
        .split("\n## Performance\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("a performance section");
    assert!(performance.lines().count() <= 25, "{performance}");
    assert!(
        performance.contains("| ratio (min / median) |"),
        "{performance}"
    );
    assert!(performance.contains("docs/development.md"), "{performance}");
    let dev = std::fs::read_to_string(format!("{root}/docs/development.md")).unwrap();
    for heading in [
        "## Performance",
        "## Fuzzing",
        "## Layout",
        "## Dependencies",
    ] {
        assert!(
            dev.contains(&format!("\n{heading}")),
            "{heading} not in docs/development.md"
        );
    }
    assert!(readme.contains("](docs/development.md)"));
}
