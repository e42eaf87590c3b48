//! TOML syntax errors in the reader's language.
//!
//! The toml crate words its errors in English (`unclosed table, expected `]``).
//! The common ones are mapped to Fluent messages; any other keeps the crate's
//! words inside a localised frame.

use crate::message::Message;

/// The parser's descriptions we translate, and their Fluent ids.
const KNOWN: &[(&str, &str)] = &[
    ("unclosed table", "toml-unclosed-table"),
    ("unclosed array table", "toml-unclosed-table"),
    ("unclosed inline table", "toml-unclosed-inline-table"),
    ("unclosed array", "toml-unclosed-array"),
    ("duplicate key", "toml-duplicate-key"),
    ("string values must be quoted", "toml-unquoted-string"),
    ("key with no value", "toml-key-without-value"),
    ("missing value", "toml-missing-value"),
    ("missing value for key", "toml-missing-value"),
    (
        "missing assignment between key-value pairs",
        "toml-missing-assignment",
    ),
    ("missing comma between array elements", "toml-missing-comma"),
    (
        "missing comma between key-value pairs",
        "toml-missing-comma",
    ),
    ("extra comma in array", "toml-extra-comma"),
    ("extra comma in inline table", "toml-extra-comma"),
    ("invalid basic string", "toml-invalid-string"),
    ("invalid string", "toml-invalid-string"),
    ("invalid multi-line basic string", "toml-invalid-string"),
    ("invalid key", "toml-invalid-key"),
    ("invalid unquoted key", "toml-invalid-key"),
    ("invalid value", "toml-invalid-value"),
    ("invalid table", "toml-invalid-table"),
    ("unexpected content", "toml-unexpected-content"),
    ("unexpected key or value", "toml-unexpected-content"),
    (
        "cannot recurse further; max recursion depth met",
        "toml-too-deep",
    ),
    ("recursion limit", "toml-too-deep"),
];

/// The message for a TOML syntax error as worded by the toml crate.
pub fn syntax_error(detail: &str) -> Message {
    let detail = detail.trim();
    let (head, expected) = match detail.split_once(", expected ") {
        Some((head, expected)) => (head, Some(expected)),
        None => (detail, None),
    };
    let head = head.lines().next().unwrap_or(head);
    let what = match KNOWN.iter().find(|(text, _)| *text == head) {
        Some((_, id)) => Message::new(*id),
        None => return Message::new("file-toml-syntax").text("detail", detail),
    };
    match expected {
        Some(expected) => Message::new("file-toml-syntax-expected")
            .msg("detail", what)
            .text("expected", expected),
        None => Message::new("file-toml-syntax").msg("detail", what),
    }
}

/// Where a syntax error is: the parser's place, except for nesting too deep,
/// which the parser puts at the start of the file (review R13): there, the
/// line with the most brackets and dots, where the nesting is.
pub fn error_span(
    text: &str,
    detail: &str,
    span: Option<std::ops::Range<usize>>,
) -> std::ops::Range<usize> {
    let span = span.unwrap_or(0..0);
    let deep = matches!(syntax_error(detail).args.first(), Some((_, crate::message::Arg::Msg(m))) if m.id == "toml-too-deep");
    if span.start > 0 || !deep {
        return span;
    }
    let mut best = (0, 0);
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let nesting = line
            .bytes()
            .filter(|b| matches!(b, b'.' | b'[' | b'{'))
            .count();
        if nesting > best.1 {
            best = (start, nesting);
        }
        start += line.len();
    }
    best.0..best.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_errors_are_mapped_and_others_kept() {
        let m = syntax_error("unclosed table, expected `]`");
        assert_eq!(m.id, "file-toml-syntax-expected");
        assert_eq!(syntax_error("duplicate key").id, "file-toml-syntax");
        let deep = syntax_error("cannot recurse further; max recursion depth met");
        assert_eq!(
            deep.args[0].1,
            crate::message::Arg::Msg(Box::new(Message::new("toml-too-deep")))
        );
        let other = syntax_error("something new");
        assert_eq!(other.id, "file-toml-syntax");
        assert_eq!(
            other.args[0].1,
            crate::message::Arg::Text("something new".into())
        );
    }
}
