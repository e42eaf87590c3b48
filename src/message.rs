//! Language-neutral messages: a Fluent id and its arguments.
//!
//! Engines never build these. Each game's text module maps its typed reasons,
//! events and problems to a [`Message`]; the i18n layer turns it into words.

use crate::game_api::Status;
use std::borrow::Cow;

/// One argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number: keep numbers as numbers so that plural rules (Russian
    /// `one`/`few`/`many`) select the right form.
    Num(i64),
    /// Text that is not translated: a square name, a move, a tile.
    Text(String),
    /// Another message, localised first and then inserted (a side's name,
    /// a reason inside a feedback sentence).
    Msg(Box<Message>),
}

/// The argument names of the forms of one side argument, in [`SIDE_FORMS`] order.
macro_rules! side_names {
    ($name:literal) => {
        [
            concat!($name, "-cap"),
            concat!($name, "-gen"),
            concat!($name, "-dat"),
            concat!($name, "-adj"),
            concat!($name, "-adj-one"),
        ]
    };
}

/// A Fluent message id with named arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The Fluent id, e.g. `hnef-illegal-path-blocked`.
    pub id: String,
    /// Named arguments, in any order.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message without arguments.
    pub fn new(id: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds a numeric argument.
    pub fn num(mut self, name: &'static str, value: impl Into<i64>) -> Self {
        self.args.push((name, Arg::Num(value.into())));
        self
    }

    /// Adds an untranslated text argument (square, move, tile…).
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// Adds a nested message argument, localised before insertion.
    pub fn msg(mut self, name: &'static str, value: Message) -> Self {
        self.args.push((name, Arg::Msg(Box::new(value))));
        self
    }

    /// The message naming a side (`side-red`, `side-black`, …), in its plain
    /// form.
    pub fn side(side: &str) -> Self {
        Self::side_form(side, "nom")
    }

    /// The message naming a side in one grammatical form (see [`SIDE_FORMS`]);
    /// the `side-*` messages select on `$form`.
    pub fn side_form(side: &str, form: &str) -> Self {
        Self::new(format!("side-{side}")).text("form", form)
    }

    /// Adds a side under `name` (its plain form) and under `name-cap`,
    /// `name-gen`, … (its other forms, [`SIDE_FORMS`]), so that each language's
    /// sentence takes the form its grammar needs: Russian "ход белых",
    /// French "3 avions jaunes". `name` is one of `side`, `owner`, `winner`,
    /// `first`; another name gets the plain form only.
    pub fn side_arg(self, name: &'static str, side: &str) -> Self {
        let forms: &[&'static str] = match name {
            "side" => &side_names!("side"),
            "owner" => &side_names!("owner"),
            "winner" => &side_names!("winner"),
            "first" => &side_names!("first"),
            _ => &[],
        };
        let mut out = self.msg(name, Message::side(side));
        for (arg, form) in forms.iter().zip(SIDE_FORMS) {
            out = out.msg(arg, Message::side_form(side, form));
        }
        out
    }

    /// How a game stands, as a caption: `Red to move`, `White won`, `Drawn
    /// game`.
    pub fn status(status: Status, to_move: &str) -> Self {
        match status {
            Status::Ongoing => Self::new("show-to-move").msg("side", Self::side(to_move)),
            Status::Won(side) => Self::new("show-won").msg("side", Self::side(side)),
            Status::Draw => Self::new("show-draw"),
        }
    }
}

/// The grammatical forms of a side's name besides the plain one: sentence
/// start, genitive, dative, adjective before a plural noun, adjective before
/// a singular noun. A sentence receives each as `$<name>-<form>`.
pub const SIDE_FORMS: [&str; 5] = ["cap", "gen", "dat", "adj", "adj-one"];

/// Whether `c` must not reach a terminal as it is: control characters (an
/// escape sequence could rewrite the screen, a newline forge a line) and the
/// bidirectional overrides and isolates (they reorder what is shown).
fn unprintable(c: char) -> bool {
    (c.is_control() && c != '\t')
        || ('\u{202A}'..='\u{202E}').contains(&c)
        || ('\u{2066}'..='\u{2069}').contains(&c)
}

/// `text` with every unprintable character written as an escape (`\u{1b}`,
/// `\n`): user text (file names, values from a file, answers) is shown as
/// text, never obeyed by the terminal.
pub fn printable(text: &str) -> Cow<'_, str> {
    // Fast path: an unprintable character is an ASCII control byte, or
    // starts with 0xC2 (U+0080–U+009F) or 0xE2 (U+202A…, U+2066…).
    let suspect = |b: &u8| (*b < 0x20 && *b != b'\t') || matches!(*b, 0x7F | 0xC2 | 0xE2);
    if !text.as_bytes().iter().any(suspect) || !text.chars().any(unprintable) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| {
                if unprintable(c) {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect(),
    )
}

/// A path as shown in messages: lossy UTF-8, unprintable characters escaped.
pub fn display_path(path: &std::path::Path) -> String {
    printable(&path.display().to_string()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_overrides_are_shown_not_obeyed() {
        assert_eq!(printable("a1 b2\tc3"), "a1 b2\tc3");
        assert!(matches!(printable("ж é"), Cow::Borrowed(_)));
        assert_eq!(printable("x\u{1b}[2Jy"), "x\\u{1b}[2Jy");
        assert_eq!(printable("a\nerror: forged"), "a\\nerror: forged");
        assert_eq!(printable("\u{202E}cod"), "\\u{202e}cod");
        assert_eq!(printable("\u{85}"), "\\u{85}");
    }
}
