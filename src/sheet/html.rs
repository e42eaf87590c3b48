//! A small HTML writer: every text goes through [`escape`], so a teacher's
//! `<` or `&` stays text; only the inline SVG drawings (escaped where they
//! were built) go in as they are.

pub use crate::svg::escape;

/// An HTML document being written.
#[derive(Default)]
pub struct Html {
    out: String,
}

impl Html {
    /// An empty document.
    pub fn new() -> Html {
        Html::default()
    }

    /// Opens `tag` with a class (none when empty).
    pub fn open(&mut self, tag: &str, class: &str) {
        self.open_with(tag, class, &[]);
    }

    /// Opens `tag` with a class and other attributes (values escaped).
    pub fn open_with(&mut self, tag: &str, class: &str, attrs: &[(&str, &str)]) {
        self.out.push('<');
        self.out.push_str(tag);
        if !class.is_empty() {
            self.out.push_str(" class=\"");
            self.out.push_str(&escape(class));
            self.out.push('"');
        }
        for (name, value) in attrs {
            self.out.push(' ');
            self.out.push_str(name);
            self.out.push_str("=\"");
            self.out.push_str(&escape(value));
            self.out.push('"');
        }
        self.out.push('>');
    }

    /// Closes `tag`.
    pub fn close(&mut self, tag: &str) {
        self.out.push_str("</");
        self.out.push_str(tag);
        self.out.push_str(">\n");
    }

    /// Escaped text.
    pub fn text(&mut self, text: &str) {
        self.out.push_str(&escape(text));
    }

    /// `<tag class="…">text</tag>`, the text escaped.
    pub fn element(&mut self, tag: &str, class: &str, text: &str) {
        self.open(tag, class);
        self.text(text);
        self.close(tag);
    }

    /// Markup built elsewhere and already escaped (the SVG drawings, the
    /// style sheet).
    pub fn trusted(&mut self, markup: &str) {
        self.out.push_str(markup);
    }

    /// The document.
    pub fn finish(self) -> String {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut h = Html::new();
        h.open_with("p", "a\"b", &[("title", "<x>")]);
        h.text("1 < 2 & 3");
        h.close("p");
        assert_eq!(
            h.finish(),
            "<p class=\"a&quot;b\" title=\"&lt;x&gt;\">1 &lt; 2 &amp; 3</p>\n"
        );
    }
}
