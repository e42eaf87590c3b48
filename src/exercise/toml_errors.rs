//! TOML syntax errors in the reader's language.
//!
//! The toml crate words its errors in English (`unclosed table, expected `]``).
//! The common ones are mapped to Fluent messages; any other keeps the crate's
//! words inside a localised frame.

use crate::message::Message;
use crate::problem::{FileCode, Problem};

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
    ("unexpected `=` in array", "toml-equals-in-array"),
    ("extra `=`", "toml-extra-equals"),
    (
        "extra assignment between key-value pairs",
        "toml-extra-equals",
    ),
    ("invalid boolean", "toml-invalid-boolean"),
    ("invalid literal string", "toml-invalid-string"),
    ("invalid multi-line literal string", "toml-invalid-string"),
    ("missing opening quote", "toml-invalid-string"),
    ("missing escaped value", "toml-invalid-escape"),
    ("too few unicode value digits", "toml-invalid-escape"),
    ("invalid integer number", "toml-invalid-number"),
    ("`_` may only go between digits", "toml-invalid-number"),
    ("invalid float", "toml-invalid-number"),
    ("invalid exponent", "toml-invalid-number"),
    ("invalid fraction", "toml-invalid-number"),
    ("invalid mantissa", "toml-invalid-number"),
    ("invalid binary number", "toml-invalid-number"),
    ("invalid octal number", "toml-invalid-number"),
    ("invalid hexadecimal number", "toml-invalid-number"),
    ("unexpected leading zero", "toml-invalid-number"),
    ("unexpected sign", "toml-invalid-number"),
    ("redundant numeric sign", "toml-invalid-number"),
    (
        "integers with a radix cannot be signed",
        "toml-invalid-number",
    ),
    ("radix must be lowercase", "toml-invalid-number"),
    ("redundant integer number prefix", "toml-invalid-number"),
    ("invalid date-time", "toml-invalid-date"),
    ("invalid comment character", "toml-invalid-comment"),
    ("missing comment start", "toml-invalid-comment"),
    (
        "unexpected content between comment and newline",
        "toml-invalid-comment",
    ),
    (
        "carriage return must be followed by newline",
        "toml-bare-carriage-return",
    ),
    ("unquoted keys cannot be empty", "toml-invalid-key"),
    (
        "keys cannot be multi-line basic strings",
        "toml-invalid-key",
    ),
    (
        "keys cannot be multi-line literal strings",
        "toml-invalid-key",
    ),
    ("missing key for inline table element", "toml-invalid-key"),
    ("invalid key-value pair", "toml-invalid-key"),
    ("invalid inline table element", "toml-invalid-inline-table"),
    ("missing inline table opening", "toml-invalid-inline-table"),
    ("missing array opening", "toml-invalid-value"),
    ("missing table open", "toml-invalid-table"),
];

/// The parser's words for what it expected, and their Fluent ids (the
/// literals it expects, `]` or `=`, are TOML itself and stay as written).
const EXPECTED: &[(&str, &str)] = &[
    ("value", "toml-want-value"),
    ("key", "toml-want-key"),
    ("newline", "toml-want-newline"),
    ("nothing", "toml-want-nothing"),
    ("literal string", "toml-want-string"),
    ("basic string", "toml-want-string"),
    ("multi-line basic string", "toml-want-string"),
    ("multi-line literal string", "toml-want-string"),
    ("numbers", "toml-want-digits"),
    ("digits", "toml-want-digits"),
    ("letters", "toml-want-letters"),
    ("characters", "toml-want-characters"),
    ("printable characters", "toml-want-characters"),
    ("non-single-quote characters", "toml-want-characters"),
    (
        "non-single-quote visible characters",
        "toml-want-characters",
    ),
    (
        "non-double-quote visible characters",
        "toml-want-characters",
    ),
    ("unicode hexadecimal value", "toml-want-hex"),
];

/// What the parser expected, in the reader's words: `value, `]`` is
/// « une valeur ou `]` »; `None` when a part is not one we know.
fn expected_words(expected: &str) -> Option<Message> {
    let mut parts = Vec::new();
    for part in expected.split(", ").map(str::trim) {
        if part == "etc" {
            continue;
        }
        if part.len() >= 2 && part.starts_with(['`', '\'']) && part.ends_with(['`', '\'']) {
            parts.push(Message::new("answer-item").text("item", part));
        } else {
            let (_, id) = EXPECTED.iter().find(|(text, _)| *text == part)?;
            parts.push(Message::new(*id));
        }
    }
    // Each part once (`string`: four kinds of string are one word here).
    parts.dedup();
    // `a`, `b` or `c`: commas, and the language's "or" before the last.
    let mut rest = parts.pop()?;
    let mut id = "toml-want-or";
    while let Some(first) = parts.pop() {
        rest = Message::new(id).msg("first", first).msg("rest", rest);
        id = "toml-want-list";
    }
    Some(rest)
}

/// The message for a TOML syntax error as worded by the toml crate.
pub fn syntax_error(detail: &str) -> Message {
    let detail = detail.trim();
    let (head, expected) = match detail.split_once(", expected ") {
        Some((head, expected)) => (head, Some(expected)),
        None => (detail, None),
    };
    let head = head.lines().next().unwrap_or(head);
    // A description we do not know yet is not shown in English: the
    // place of the error (line and column) goes with a general message.
    let what = match KNOWN.iter().find(|(text, _)| *text == head) {
        Some((_, id)) => Message::new(*id),
        None => Message::new("toml-other"),
    };
    match expected.and_then(expected_words) {
        Some(expected) => Message::new("file-toml-syntax-expected")
            .msg("detail", what)
            .msg("expected", expected),
        None => Message::new("file-toml-syntax").msg("detail", what),
    }
}

/// A list (`key = [ …`) left open: the key or table that follows it is where
/// the parser notices, and every line after that is read as part of the list
/// (one missing `]` gave dozens of errors). The one problem to report is the
/// list, at the `[` that opened it, with the line where `]` was due.
pub fn unclosed_array_problem(text: &str) -> Option<Problem> {
    let (open, next) = unclosed_array(text)?;
    let message = match next {
        Some(line) => Message::new("toml-unclosed-array-before").num("line", line as i64),
        None => Message::new("toml-unclosed-array-eof"),
    };
    Some(Problem::new(
        FileCode::TomlSyntax,
        Message::new("file-toml-syntax").msg("detail", message),
        Vec::new(),
        Some(open..open + 1),
    ))
}

/// Whether a line (without its end) starts a key's value (`key =`,
/// `a.b =`) or a table (`[position]`, `[[question]]`).
fn starts_key_or_table(line: &str) -> bool {
    let t = line.trim_start();
    let bare = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.');
    if let Some(rest) = t.strip_prefix('[') {
        let rest = rest.strip_prefix('[').unwrap_or(rest);
        let name_end = rest.find(|c: char| !bare(c)).unwrap_or(rest.len());
        let (name, tail) = rest.split_at(name_end);
        return !name.is_empty()
            && name.chars().any(|c| c.is_ascii_alphabetic())
            && tail.trim_start().starts_with(']')
            && !matches!(name, "true" | "false" | "inf" | "nan");
    }
    let key_end = t.find(|c: char| !bare(c)).unwrap_or(t.len());
    key_end > 0 && t[key_end..].trim_start().starts_with('=')
}

/// The byte offset of the `[` of a list value that is not closed before the
/// next key or table (or the end of the file), and the 1-based line of that
/// key or table (`None` at the end of the file). Strings and comments are
/// skipped; `None` when every list is closed.
fn unclosed_array(text: &str) -> Option<(usize, Option<usize>)> {
    // (offset of the opening `[`, nesting depth) of the list being read.
    let mut open: Option<(usize, usize)> = None;
    let mut start = 0;
    for (n, line) in text.split_inclusive('\n').enumerate() {
        let body = line.trim_end_matches(['\n', '\r']);
        let mut scan_from = None;
        match open {
            Some((at, _)) if starts_key_or_table(body) => return Some((at, Some(n + 1))),
            Some(_) => scan_from = Some(0),
            None => {
                // `key = [` starts a list value.
                if starts_key_or_table(body) && !body.trim_start().starts_with('[') {
                    if let Some(eq) = body.find('=') {
                        let after = &body[eq + 1..];
                        if after.trim_start().starts_with('[') {
                            scan_from = Some(eq + 1 + after.find('[').unwrap_or(0));
                        }
                    }
                }
            }
        }
        if let Some(from) = scan_from {
            open = scan_list(body, from, start, open);
        }
        start += line.len();
    }
    open.map(|(at, _)| (at, None))
}

/// Reads `body` from byte `from` through a list value: brackets outside
/// strings, to a comment or the line's end; the list still open after it.
fn scan_list(
    body: &str,
    from: usize,
    line_start: usize,
    mut open: Option<(usize, usize)>,
) -> Option<(usize, usize)> {
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in body[from..].char_indices() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' && q == '"' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '"' | '\'' => quote = Some(c),
            '#' => break,
            '[' => {
                open = Some(match open {
                    Some((at, depth)) => (at, depth + 1),
                    None => (line_start + from + i, 1),
                });
            }
            ']' => {
                open = match open {
                    Some((_, 1)) | None => None,
                    Some((at, depth)) => Some((at, depth - 1)),
                };
                // Once the list is closed, what follows is not ours.
                open?;
            }
            _ => {}
        }
    }
    open
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
    fn an_unclosed_list_is_found_where_it_opened() {
        let text = "a = 1\nattackers = [\"e7\", \"e5\"\ndefenders = [\"d8\"]\n";
        let (at, next) = unclosed_array(text).unwrap();
        assert_eq!(&text[at..at + 1], "[");
        assert_eq!(text[..at].lines().count(), 2, "on line 2");
        assert_eq!(next, Some(3));
        // Lists over several lines, brackets in strings and comments, nested
        // lists and tables of lists are no problem.
        let fine = "moves = [\n  \"a]\", # ]\n  [1, 2],\n]\n[[question]]\nx = '['\n";
        assert_eq!(unclosed_array(fine), None);
        // Left open to the end of the file.
        let (_, next) = unclosed_array("[position]\nred = [\"n10\",\n  \"n12\"\n").unwrap();
        assert_eq!(next, None);
        // A table header after an open list.
        let (_, next) = unclosed_array("x = [1,\n[[question]]\nask = 1\n").unwrap();
        assert_eq!(next, Some(2));
    }

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
        // An unknown description shows no English words.
        let other = syntax_error("something new");
        assert_eq!(other.id, "file-toml-syntax");
        assert_eq!(
            other.args[0].1,
            crate::message::Arg::Msg(Box::new(Message::new("toml-other")))
        );
    }

    #[test]
    fn every_description_and_expected_word_is_mapped() {
        // What the toml crate words, and what it expects, for the errors a
        // teacher meets: each is a Fluent message, none keeps English text.
        let cases = [
            "unexpected `=` in array, expected value",
            "invalid boolean, expected `true`",
            "invalid literal string, expected literal string",
            "invalid string, expected `\"`, `'`",
            "invalid integer number, expected digits",
            "extra `=`, expected nothing",
            "invalid comment character, expected printable characters",
            "key with no value, expected `=`",
            "invalid basic string, expected unicode hexadecimal value",
            "missing comma between array elements, expected `,`, `]`",
        ];
        fn english(m: &Message) -> Option<String> {
            m.args.iter().find_map(|(_, a)| match a {
                // TOML's own literals (`true`, `]`) are not English.
                crate::message::Arg::Text(t)
                    if !t.starts_with('`') && t.chars().any(|c| c.is_ascii_alphabetic()) =>
                {
                    Some(t.clone())
                }
                crate::message::Arg::Msg(m) => english(m),
                _ => None,
            })
        }
        for case in cases {
            let m = syntax_error(case);
            assert_eq!(m.id, "file-toml-syntax-expected", "{case}");
            assert_eq!(english(&m), None, "{case}: {m:?}");
        }
        let m = syntax_error("invalid string, expected `\"`, `'`");
        let want = Message::new("toml-want-or")
            .msg("first", Message::new("answer-item").text("item", "`\"`"))
            .msg("rest", Message::new("answer-item").text("item", "`'`"));
        assert_eq!(m.args[1].1, crate::message::Arg::Msg(Box::new(want)));
    }
}
