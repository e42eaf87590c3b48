//! An exercise file's text and how byte offsets map to lines and columns.

use std::sync::OnceLock;

use crate::game_api::Span;

/// The text of an exercise file and the name it is reported under.
///
/// Locating an offset costs a binary search in a table of line starts, built
/// once on first use, plus the characters of that line before the offset:
/// a file with many problems is located in linear time, not quadratic.
#[derive(Clone, Debug)]
pub struct Source {
    /// The path (or catalogue id) shown in messages.
    pub label: String,
    /// The whole file.
    pub text: String,
    /// Byte offset of the start of every line, built on first use.
    line_starts: OnceLock<Vec<usize>>,
}

/// A 1-based line and column (columns count characters, not bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct LineCol {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
}

impl Source {
    /// A source from its label and text.
    pub fn new(label: impl Into<String>, text: impl Into<String>) -> Self {
        Self {
            label: label.into(),
            text: text.into(),
            line_starts: OnceLock::new(),
        }
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(
                    self.text
                        .bytes()
                        .enumerate()
                        .filter(|(_, b)| *b == b'\n')
                        .map(|(i, _)| i + 1),
                )
                .collect()
        })
    }

    /// Line and column of a byte offset (clamped to the text).
    pub fn line_col(&self, offset: usize) -> LineCol {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let starts = self.line_starts();
        // The last line start at or before the offset (the first is 0).
        let index = starts.partition_point(|&s| s <= offset) - 1;
        let column = self.text[starts[index]..offset].chars().count() + 1;
        LineCol {
            line: index + 1,
            column,
        }
    }

    /// Line and column of the start of a span.
    pub fn locate(&self, span: &Span) -> LineCol {
        self.line_col(span.start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_count_characters() {
        let s = Source::new("x", "ab\ncé d\n");
        assert_eq!(s.line_col(0), LineCol { line: 1, column: 1 });
        assert_eq!(s.line_col(2), LineCol { line: 1, column: 3 });
        assert_eq!(s.line_col(3), LineCol { line: 2, column: 1 });
        assert_eq!(s.line_col(5), LineCol { line: 2, column: 2 });
        assert_eq!(s.line_col(7), LineCol { line: 2, column: 4 });
        assert_eq!(s.line_col(9), LineCol { line: 3, column: 1 });
        assert_eq!(s.line_col(999), LineCol { line: 3, column: 1 });
    }

    #[test]
    fn empty_text_and_offsets_inside_a_character() {
        assert_eq!(
            Source::new("x", "").line_col(5),
            LineCol { line: 1, column: 1 }
        );
        // Offset 1 is inside `é`: it counts as the character's start.
        let s = Source::new("x", "é\n\nz");
        assert_eq!(s.line_col(1), LineCol { line: 1, column: 1 });
        assert_eq!(s.line_col(3), LineCol { line: 2, column: 1 });
        assert_eq!(s.line_col(4), LineCol { line: 3, column: 1 });
    }

    #[test]
    fn agrees_with_counting_from_the_start() {
        let text = "a = 1\r\n[t]\n\n  é = \"ж\"\nlast";
        let s = Source::new("x", text);
        for offset in 0..=text.len() + 1 {
            let mut o = offset.min(text.len());
            while !text.is_char_boundary(o) {
                o -= 1;
            }
            let before = &text[..o];
            let start = before.rfind('\n').map_or(0, |i| i + 1);
            let expected = LineCol {
                line: before.matches('\n').count() + 1,
                column: before[start..].chars().count() + 1,
            };
            assert_eq!(s.line_col(offset), expected, "offset {offset}");
        }
    }
}
