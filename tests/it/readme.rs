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
