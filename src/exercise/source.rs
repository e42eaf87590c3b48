//! An exercise file's text and how byte offsets map to lines and columns.

use crate::game_api::Span;

/// The text of an exercise file and the name it is reported under.
#[derive(Clone, Debug)]
pub struct Source {
    /// The path (or catalogue id) shown in messages.
    pub label: String,
    /// The whole file.
    pub text: String,
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
        }
    }

    /// Line and column of a byte offset (clamped to the text).
    pub fn line_col(&self, offset: usize) -> LineCol {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        LineCol { line, column }
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
        assert_eq!(s.line_col(3), LineCol { line: 2, column: 1 });
        assert_eq!(s.line_col(7), LineCol { line: 2, column: 4 });
        assert_eq!(s.line_col(999), LineCol { line: 3, column: 1 });
    }
}
