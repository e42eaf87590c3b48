//! The properties the fuzz targets check, shared with the stable test that
//! replays the corpora and every past crash (`tests/it/fuzz_replay.rs`): the
//! same code runs under libFuzzer (nightly) and under `cargo test` (stable).
//!
//! Each check takes the raw input and panics when a property fails; panics of
//! the library itself are what the fuzzer looks for first.

pub mod ask;
pub mod exercise;
pub mod exports;
pub mod parsers;
pub mod progress;
pub mod records;

/// The checks, by the name of their target and corpus folder.
pub const TARGETS: [&str; 6] = [
    "ask", "exercise", "exports", "parsers", "progress", "records",
];

/// A text shown to the user has no missing-id marker (`[fr: some-id]`, what
/// the localiser prints for an id it lacks) that the input did not bring.
pub fn assert_localised(text: &str, input: &str) {
    for marker in markers(text) {
        assert!(
            input.contains(marker),
            "missing Fluent id {marker} in {text:?}"
        );
    }
}

/// The `[en: id]`, `[fr: id]`, `[ru: id]` markers in `text` (an id is
/// lower-case ASCII letters, digits and `-`).
fn markers(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    for (start, _) in text.match_indices('[') {
        let rest = &text[start..];
        let Some(after) = ["[en: ", "[fr: ", "[ru: "]
            .iter()
            .find(|m| rest.starts_with(*m))
            .map(|m| &rest[m.len()..])
        else {
            continue;
        };
        let id_len = after
            .bytes()
            .take_while(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-')
            .count();
        if id_len > 0 && after[id_len..].starts_with(']') {
            found.push(&rest[..5 + id_len + 1]);
        }
    }
    found
}
