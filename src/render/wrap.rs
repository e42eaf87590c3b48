//! Text wrapped to the terminal's width, breaking only between words.

/// The width to wrap to: `COLUMNS` when it is set to a number (as shells
/// and `less` do), else the terminal's when standard output is one, else 80;
/// never under 20.
pub fn output_width() -> usize {
    use std::io::IsTerminal;
    if let Some(w) = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
    {
        return w.max(20);
    }
    if std::io::stdout().is_terminal() {
        if let Some((terminal_size::Width(w), _)) = terminal_size::terminal_size() {
            return usize::from(w).max(20);
        }
    }
    80
}

/// The columns of a drawing's widest line, colours left out (a board keeps
/// its shape: it is measured, not wrapped).
pub fn board_columns(board: &str) -> usize {
    board
        .lines()
        .map(|line| {
            let mut n = 0;
            let mut escape = false;
            for c in line.chars() {
                match (escape, c) {
                    (false, '\x1b') => escape = true,
                    (true, c) if c.is_ascii_alphabetic() => escape = false,
                    (true, _) => {}
                    (false, _) => n += 1,
                }
            }
            n
        })
        .max()
        .unwrap_or(0)
}

/// Spaces that must not become line breaks in French typography (before
/// `:` `;` `?` `!` `»`, after `«`), held by a no-break space while wrapping.
fn hold_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied();
        let prev = i.checked_sub(1).map(|k| chars[k]);
        let glue =
            c == ' ' && (matches!(next, Some(':' | ';' | '?' | '!' | '»')) || prev == Some('«'));
        out.push(if glue { '\u{a0}' } else { c });
    }
    out
}

/// `text` wrapped to `width` columns; each line of the text is wrapped on its
/// own, words are never cut (a word longer than the width stands alone), and
/// a line starting with `• `, `- ` or `N. ` (after spaces) continues under
/// its first word.
pub fn wrap(text: &str, width: usize) -> String {
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            out.push(String::new());
            continue;
        }
        let indent = continuation_indent(line);
        let held = hold_spaces(line);
        let options = textwrap::Options::new(width.max(20))
            .break_words(false)
            .word_splitter(textwrap::WordSplitter::NoHyphenation)
            .subsequent_indent(&indent);
        for part in textwrap::wrap(&held, options) {
            out.push(part.replace('\u{a0}', " "));
        }
    }
    out.join("\n")
}

/// The indent of a wrapped line's continuation: under the text after a
/// leading `• `, `- ` or `N. ` (numbers may be right-aligned: ` 9. `).
fn continuation_indent(line: &str) -> String {
    let spaces = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[spaces..];
    if rest.starts_with("• ") || rest.starts_with("- ") {
        return " ".repeat(spaces + 2);
    }
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && rest[digits..].starts_with(". ") {
        return " ".repeat(spaces + digits + 2);
    }
    " ".repeat(spaces)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_never_cut_and_french_punctuation_stays_attached() {
        let text =
            "Quelles cases sont vidées par une capture ? Comptez les couloirs d’arrivée : tous.";
        for width in [20, 30, 41, 80] {
            let w = wrap(text, width);
            for line in w.lines() {
                assert!(line.chars().count() <= width, "{width}: {line}");
                assert!(!line.starts_with(['?', ':']), "{w}");
            }
            let words: Vec<&str> = w.split_whitespace().collect();
            assert_eq!(words, text.split_whitespace().collect::<Vec<_>>());
        }
    }

    #[test]
    fn a_board_is_measured_without_its_colours() {
        assert_eq!(board_columns("ab\n\x1b[7mabcd\x1b[0m\nabc"), 4);
        assert_eq!(board_columns(""), 0);
    }

    #[test]
    fn bullets_and_numbers_continue_under_the_text() {
        let w = wrap("• aaaa bbbb cccc dddd eeee ffff", 20);
        assert!(w.lines().skip(1).all(|l| l.starts_with("  ")), "{w}");
        let w = wrap("12. aaaa bbbb cccc dddd eeee ffff", 20);
        assert!(w.lines().skip(1).all(|l| l.starts_with("    ")), "{w}");
        // Right-aligned numbers and indented bullets: under the first word.
        let under = |w: &str, column: usize| {
            w.lines()
                .skip(1)
                .all(|l| l.chars().take_while(|c| *c == ' ').count() == column)
        };
        let w = wrap(" 9. aaaa bbbb cccc dddd eeee ffff", 20);
        assert!(under(&w, 4), "{w}");
        let w = wrap("   • aaaa bbbb cccc dddd eeee ffff", 20);
        assert!(under(&w, 5), "{w}");
        assert_eq!(wrap("a\n\nb", 20), "a\n\nb");
        // Moves and tiles are words: never split at their hyphen.
        assert_eq!(
            wrap("aaaaaaaaaaaaaaaa 5-6:droite", 20),
            "aaaaaaaaaaaaaaaa\n5-6:droite"
        );
        assert_eq!(
            wrap("ооооооооооооооооооооооооооо x", 20),
            "ооооооооооооооооооооооооооо\nx"
        );
    }
}
