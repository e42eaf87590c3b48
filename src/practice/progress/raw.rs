//! Splits RON text into its top-level fields or entries without interpreting
//! the values, so that fields this version does not know are written back
//! exactly as they were read (a newer release's data survives an older one).

/// A struct's fields, `(name: value, …)` (an optional struct name before the
/// parenthesis is allowed), as `(name, raw value text)`.
pub fn struct_fields(text: &str) -> Result<Vec<(String, String)>, String> {
    let body = enclosed(text, '(', ')')?;
    items(body)?
        .into_iter()
        .map(|(key, value)| {
            let key = key.trim();
            if key.chars().all(|c| c.is_alphanumeric() || c == '_') && !key.is_empty() {
                Ok((key.to_string(), value))
            } else {
                Err(format!("`{key}` is not a field name"))
            }
        })
        .collect()
}

/// A map's entries, `{key: value, …}`, as raw `(key, value)` texts.
pub fn map_entries(text: &str) -> Result<Vec<(String, String)>, String> {
    let body = enclosed(text, '{', '}')?;
    items(body)
}

/// The text between the outer brackets, after skipping blanks, comments and
/// an optional struct name.
fn enclosed(text: &str, open: char, close: char) -> Result<&str, String> {
    let mut t = skip_blank(text);
    if open == '(' {
        t = skip_blank(t.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_'));
    }
    let rest = t
        .strip_prefix(open)
        .ok_or_else(|| format!("expected `{open}`"))?;
    let end = value_end(rest, true)?;
    let after = skip_blank(&rest[end..]);
    let tail = after
        .strip_prefix(close)
        .ok_or_else(|| format!("expected `{close}`"))?;
    if !skip_blank(tail).is_empty() {
        return Err("text after the end".to_string());
    }
    Ok(&rest[..end])
}

/// `key: value` items separated by commas (a trailing comma is allowed).
fn items(body: &str) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let mut rest = body;
    loop {
        rest = skip_blank(rest);
        if rest.is_empty() {
            return Ok(out);
        }
        let key_end = key_end(rest)?;
        let key = rest[..key_end].trim().to_string();
        rest = skip_blank(&rest[key_end..]);
        rest = rest.strip_prefix(':').ok_or("expected `:`")?;
        let end = value_end(rest, false)?;
        let value = rest[..end].trim();
        if value.is_empty() {
            return Err(format!("no value for `{key}`"));
        }
        out.push((key, value.to_string()));
        rest = skip_blank(&rest[end..]);
        match rest.strip_prefix(',') {
            Some(r) => rest = r,
            None if rest.is_empty() => return Ok(out),
            None => return Err("expected `,`".to_string()),
        }
    }
}

/// Where a key ends: at the `:` that follows it (a quoted key may hold one).
fn key_end(text: &str) -> Result<usize, String> {
    let mut i = 0;
    let bytes = text.as_bytes();
    while i < bytes.len() {
        match bytes[i] {
            b'"' => i = string_end(text, i)?,
            b':' => return Ok(i),
            b',' | b'(' | b')' | b'[' | b']' | b'{' | b'}' => {
                return Err("expected a key".to_string());
            }
            _ => i += 1,
        }
    }
    Err("expected `:`".to_string())
}

/// Where a value ends: at the first `,` (or, with `whole`, the closing
/// bracket) outside any bracket, string or comment.
fn value_end(text: &str, whole: bool) -> Result<usize, String> {
    let bytes = text.as_bytes();
    let mut depth: Vec<u8> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i = string_end(text, i)?;
                continue;
            }
            b'r' if !prev_is_ident(bytes, i) && raw_string_start(&text[i..]).is_some() => {
                let hashes = raw_string_start(&text[i..]).unwrap_or(0);
                let close = format!("\"{}", "#".repeat(hashes));
                let from = i + 2 + hashes;
                let end = text[from..].find(&close).ok_or("unterminated raw string")?;
                i = from + end + close.len();
                continue;
            }
            b'\'' if !prev_is_ident(bytes, i) => {
                i = char_end(text, i)?;
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |k| i + k);
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = text[i + 2..]
                    .find("*/")
                    .map(|k| i + 2 + k + 2)
                    .ok_or("unterminated comment")?;
                continue;
            }
            b'(' | b'[' | b'{' => depth.push(bytes[i]),
            b')' | b']' | b'}' => {
                let open = match bytes[i] {
                    b')' => b'(',
                    b']' => b'[',
                    _ => b'{',
                };
                match depth.pop() {
                    Some(o) if o == open => {}
                    Some(_) => return Err("mismatched brackets".to_string()),
                    None => return Ok(i),
                }
            }
            b',' if depth.is_empty() && !whole => return Ok(i),
            _ => {}
        }
        i += 1;
    }
    if depth.is_empty() {
        Ok(bytes.len())
    } else {
        Err("unclosed bracket".to_string())
    }
}

/// A kept value in a form that survives being written on one line: its
/// comments (outside strings) become a space, surrounding blanks go. The
/// result is unchanged by a second pass, so a saved file reads back equal.
pub fn clean(value: &str) -> Result<String, String> {
    let bytes = value.as_bytes();
    let mut out = String::with_capacity(value.len());
    let mut i = 0;
    let mut copied = 0;
    while i < bytes.len() {
        let next = match bytes[i] {
            b'"' => string_end(value, i)?,
            b'r' if !prev_is_ident(bytes, i) && raw_string_start(&value[i..]).is_some() => {
                let hashes = raw_string_start(&value[i..]).unwrap_or(0);
                let close = format!("\"{}", "#".repeat(hashes));
                let from = i + 2 + hashes;
                let end = value[from..]
                    .find(&close)
                    .ok_or("unterminated raw string")?;
                from + end + close.len()
            }
            b'\'' if !prev_is_ident(bytes, i) => char_end(value, i)?,
            b'/' if matches!(bytes.get(i + 1), Some(b'/') | Some(b'*')) => {
                let end = if bytes[i + 1] == b'/' {
                    value[i..].find('\n').map_or(bytes.len(), |k| i + k)
                } else {
                    value[i + 2..]
                        .find("*/")
                        .map(|k| i + 2 + k + 2)
                        .ok_or("unterminated comment")?
                };
                out.push_str(&value[copied..i]);
                out.push(' ');
                copied = end;
                end
            }
            _ => i + 1,
        };
        i = next;
    }
    out.push_str(&value[copied..]);
    Ok(out.trim().to_string())
}

fn prev_is_ident(bytes: &[u8], i: usize) -> bool {
    i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_')
}

/// The number of `#` of a raw string starting here (`r"`, `r#"`…).
fn raw_string_start(text: &str) -> Option<usize> {
    let rest = text.strip_prefix('r')?;
    let hashes = rest.len() - rest.trim_start_matches('#').len();
    rest[hashes..].starts_with('"').then_some(hashes)
}

/// The index just after the character literal starting at `start` (a `'`):
/// an escape (`'\\'`, `'\''`, `'\u{e9}'`) is skipped as a whole.
fn char_end(text: &str, start: usize) -> Result<usize, String> {
    let bytes = text.as_bytes();
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'\'' => return Ok(i + 1),
            _ => i += 1,
        }
    }
    Err("unterminated character".to_string())
}

/// The index just after the string starting at `start` (a `"`).
fn string_end(text: &str, start: usize) -> Result<usize, String> {
    let bytes = text.as_bytes();
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return Ok(i + 1),
            _ => i += 1,
        }
    }
    Err("unterminated string".to_string())
}

/// The text after blanks and comments.
fn skip_blank(mut text: &str) -> &str {
    loop {
        let t = text.trim_start();
        if let Some(rest) = t.strip_prefix("//") {
            text = rest.find('\n').map_or("", |k| &rest[k..]);
        } else if let Some(rest) = t.strip_prefix("/*") {
            text = rest.find("*/").map_or("", |k| &rest[k + 2..]);
        } else {
            return t;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_keep_unknown_values_verbatim() {
        let text = "// a comment\nProgress(version: 2, exercises: {\"a/b\": (solved: [1, 2], x: Box(\"),\"))}, future: Some(r#\"a\"b\"#), c: 'x',)";
        let fields = struct_fields(text).unwrap();
        let names: Vec<&str> = fields.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(names, ["version", "exercises", "future", "c"]);
        assert_eq!(fields[2].1, "Some(r#\"a\"b\"#)");
        let entries = map_entries(&fields[1].1).unwrap();
        assert_eq!(entries[0].0, "\"a/b\"");
        let record = struct_fields(&entries[0].1).unwrap();
        assert_eq!(record[1], ("x".to_string(), "Box(\"),\")".to_string()));
    }

    #[test]
    fn escaped_characters_end_where_they_end() {
        let fields = struct_fields(r"(a: '\\', b: '\'', c: ')', d: 1)").unwrap();
        let names: Vec<&str> = fields.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(names, ["a", "b", "c", "d"]);
        assert_eq!(clean(r"'\\' // x").unwrap(), r"'\\'");
    }

    #[test]
    fn broken_text_is_an_error() {
        for bad in [
            "", "(", "(a: 1", "(a 1)", "(a: )", "(a: [1)", "{1: 2}", "(a: 1) x",
        ] {
            assert!(struct_fields(bad).is_err(), "{bad}");
        }
        assert!(map_entries("{1: (a: 1), 2: 3,}").unwrap().len() == 2);
        assert!(map_entries("{}").unwrap().is_empty());
    }
}
