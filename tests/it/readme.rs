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
