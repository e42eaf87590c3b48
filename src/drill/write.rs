//! Writing a drill as an ordinary exercise: the TOML file (format 1) and one
//! Fluent file per language (`title`, `q1`, `explain`, `hint`).

use std::fmt::Write as _;

use super::draft::{Draft, Value};
use crate::game_api::Ask;

/// A TOML basic string.
fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn strings(items: &[String]) -> String {
    let parts: Vec<String> = items.iter().map(|s| quoted(s)).collect();
    format!("[{}]", parts.join(", "))
}

fn value(v: &Value) -> String {
    match v {
        Value::Str(s) => quoted(s),
        Value::Int(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::List(items) => strings(items),
    }
}

/// The parameters of a question as `key = value` lines.
fn ask_lines(ask: &Ask) -> Vec<String> {
    let one = |k: &str, v: &Spanned| format!("{k} = {}", quoted(v.get_ref()));
    match ask {
        Ask::Legal { mv } | Ask::Score { mv } => vec![one("move", mv)],
        Ask::Moves { from } => from.iter().map(|f| one("from", f)).collect(),
        Ask::After { moves, about } => {
            let list: Vec<String> = moves.iter().map(|m| m.get_ref().clone()).collect();
            vec![
                format!("moves = {}", strings(&list)),
                format!("about = {}", quoted(about.name())),
            ]
        }
        Ask::CaptureRolls { target } => vec![one("target", target)],
        Ask::Escape { within } | Ask::CaptureKing { within } => vec![format!("within = {within}")],
        Ask::Distance { from, to } => vec![one("from", from), one("to", to)],
        Ask::Status | Ask::Classify | Ask::Draws | Ask::KingRoutes => Vec::new(),
    }
}

type Spanned = toml::Spanned<String>;

/// What the file's opening comment says about where the drill comes from.
pub struct Origin<'a> {
    /// The game's name.
    pub game: &'a str,
    /// The topic's name.
    pub topic: &'a str,
    /// The level.
    pub level: u8,
    /// The drill's own seed.
    pub seed: u64,
}

/// The exercise file.
pub fn toml_text(origin: &Origin<'_>, draft: &Draft) -> String {
    let mut out = String::with_capacity(512);
    let _ = writeln!(
        out,
        "# Drill made by plyyard from seeded random play: {} / {}, level {}, drill seed {}.",
        origin.game, origin.topic, origin.level, origin.seed
    );
    out.push_str("format = 1\n");
    let _ = writeln!(out, "game = {}", quoted(origin.game));
    let _ = writeln!(out, "level = {}", origin.level);
    let _ = writeln!(
        out,
        "tags = {}",
        strings(&["drill".to_string(), origin.topic.to_string()])
    );
    out.push_str("\n[position]\n");
    for (key, v) in &draft.position {
        let _ = writeln!(out, "{key} = {}", value(v));
    }
    out.push_str("\n[[question]]\n");
    let _ = writeln!(out, "ask = {}", quoted(draft.ask.name()));
    for line in ask_lines(&draft.ask) {
        out.push_str(&line);
        out.push('\n');
    }
    let _ = writeln!(out, "answer = {}", quoted(&draft.answer.to_string()));
    if !draft.traps.is_empty() {
        let names: Vec<String> = draft.traps.iter().map(|t| t.name().to_string()).collect();
        let _ = writeln!(out, "traps = {}", strings(&names));
    }
    out
}

/// A Fluent text on one line: braces become string literals, line breaks
/// spaces, so that the text reads back exactly as it was formatted.
fn fluent_value(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.trim().chars() {
        match c {
            '{' => out.push_str("{\"{\"}"),
            '}' => out.push_str("{\"}\"}"),
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A Fluent file from `(id, text)` pairs.
pub fn ftl_text(entries: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(512);
    for (id, text) in entries {
        let _ = writeln!(out, "{id} = {}", fluent_value(text));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Localiser};

    #[test]
    fn fluent_values_read_back_as_written() {
        let text = "Un { bizarre } texte\net deux lignes";
        let src = ftl_text(&[("q1", text.to_string())]);
        let loc = Localiser::with_extra(Lang::Fr, &[src]);
        assert_eq!(loc.get("q1"), "Un { bizarre } texte et deux lignes");
    }

    #[test]
    fn toml_strings_are_escaped() {
        assert_eq!(quoted("a\"b\\c"), "\"a\\\"b\\\\c\"");
    }
}
