//! Reads the `[position]` table of an exercise file, keeping every value's place.
//!
//! Games call the typed getters; each wrong type, missing or unknown key becomes a
//! [`Problem`] with its span, so that `validate` lists everything at once.

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::message::Message;
use crate::problem::{FileCode, Problem, Span};

/// Either a count or a list of strings (the dominoes `boneyard`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountOrList {
    /// A bare count.
    Count(Spanned<i64>),
    /// The listed items.
    List(Vec<Spanned<String>>),
}

/// Typed, span-keeping access to one TOML table.
pub struct PositionReader<'a> {
    table: &'a DeTable<'a>,
    span: Span,
    prefix: String,
    used: Vec<String>,
    problems: Vec<Problem>,
}

impl<'a> PositionReader<'a> {
    /// A reader over `table`, whose header or inline table is at `span`.
    pub fn new(table: &'a DeTable<'a>, span: Span) -> Self {
        Self::named(table, span, "position")
    }

    /// A reader over any table; `prefix` is how its keys are named in messages
    /// (`position`, `question[2]`, or empty for the top level).
    pub fn named(table: &'a DeTable<'a>, span: Span, prefix: &str) -> Self {
        Self {
            table,
            span,
            prefix: prefix.to_string(),
            used: Vec::new(),
            problems: Vec::new(),
        }
    }

    /// The full name of a key for messages (`position.turn`).
    pub fn key_name(&self, key: &str) -> String {
        if self.prefix.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.prefix)
        }
    }

    /// Takes the raw value of a key, marking the key as known.
    pub fn opt_raw(&mut self, key: &str) -> Option<&'a Spanned<DeValue<'a>>> {
        self.take(key)
    }

    /// An optional table, with its span.
    pub fn opt_table(&mut self, key: &str) -> Option<(&'a DeTable<'a>, Span)> {
        let value = self.take(key)?;
        match value.get_ref() {
            DeValue::Table(t) => Some((t, value.span())),
            _ => {
                self.wrong_type(key, "table", value.span());
                None
            }
        }
    }

    /// An optional array of tables (`[[question]]`), each with its span.
    pub fn opt_tables(&mut self, key: &str) -> Vec<(&'a DeTable<'a>, Span)> {
        let Some(value) = self.take(key) else {
            return Vec::new();
        };
        let DeValue::Array(items) = value.get_ref() else {
            self.wrong_type(key, "table-list", value.span());
            return Vec::new();
        };
        let mut out = Vec::new();
        for item in items.iter() {
            match item.get_ref() {
                DeValue::Table(t) => out.push((t, item.span())),
                _ => self.wrong_type(key, "table", item.span()),
            }
        }
        out
    }

    /// A required integer in `min..=max`.
    pub fn int(&mut self, key: &str, min: i64, max: i64) -> Option<Spanned<i64>> {
        let found = self.opt_int(key, min, max);
        if found.is_none() && self.table.get(key).is_none() {
            self.missing(key);
        }
        found
    }

    /// Records a problem found by the game.
    pub fn problem(&mut self, problem: Problem) {
        self.problems.push(problem);
    }

    /// The problems recorded so far.
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// The span of the whole table.
    pub fn span(&self) -> Span {
        self.span.clone()
    }

    /// The span of a key's value, if present.
    pub fn value_span(&self, key: &str) -> Option<Span> {
        self.table.get(key).map(|v| v.span())
    }

    fn take(&mut self, key: &str) -> Option<&'a Spanned<DeValue<'a>>> {
        self.used.push(key.to_string());
        self.table.get(key)
    }

    fn missing(&mut self, key: &str) {
        let span = self.span();
        self.problem(Problem::new(
            FileCode::MissingKey,
            Message::new("file-missing-key").text("key", self.key_name(key)),
            Vec::new(),
            Some(span),
        ));
    }

    /// Reports a value of the wrong type at `span`.
    pub fn wrong_type(&mut self, key: &str, expected: &str, span: Span) {
        self.problem(Problem::new(
            FileCode::WrongType,
            Message::new("file-wrong-type")
                .text("key", self.key_name(key))
                .msg("expected", Message::new(format!("type-{expected}"))),
            Vec::new(),
            Some(span),
        ));
    }

    /// Reports an integer beyond 64 bits at `span` (code `out-of-range`).
    pub fn too_big(&mut self, key: &str, digits: String, span: Span) {
        self.problem(Problem::new(
            FileCode::OutOfRange,
            Message::new("file-integer-too-large")
                .text("key", self.key_name(key))
                .text("value", digits),
            Vec::new(),
            Some(span),
        ));
    }

    /// A required string.
    pub fn string(&mut self, key: &str) -> Option<Spanned<String>> {
        let found = self.opt_string(key);
        if found.is_none() && self.table.get(key).is_none() {
            self.missing(key);
        }
        found
    }

    /// An optional string.
    pub fn opt_string(&mut self, key: &str) -> Option<Spanned<String>> {
        let value = self.take(key)?;
        match value.get_ref() {
            DeValue::String(s) => Some(Spanned::new(value.span(), s.to_string())),
            _ => {
                self.wrong_type(key, "string", value.span());
                None
            }
        }
    }

    /// A required list of strings.
    pub fn strings(&mut self, key: &str) -> Option<Vec<Spanned<String>>> {
        let found = self.opt_strings(key);
        if found.is_none() && self.table.get(key).is_none() {
            self.missing(key);
        }
        found
    }

    /// An optional list of strings.
    pub fn opt_strings(&mut self, key: &str) -> Option<Vec<Spanned<String>>> {
        let value = self.take(key)?;
        self.string_list(key, value)
    }

    fn string_list(
        &mut self,
        key: &str,
        value: &'a Spanned<DeValue<'a>>,
    ) -> Option<Vec<Spanned<String>>> {
        let DeValue::Array(items) = value.get_ref() else {
            self.wrong_type(key, "string-list", value.span());
            return None;
        };
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        for item in items.iter() {
            match item.get_ref() {
                DeValue::String(s) => out.push(Spanned::new(item.span(), s.to_string())),
                _ => {
                    self.wrong_type(key, "string", item.span());
                    ok = false;
                }
            }
        }
        ok.then_some(out)
    }

    /// An optional integer; a value outside `min..=max` (or beyond 64 bits)
    /// is reported (code `out-of-range`, the value as written) and returned
    /// as `None`.
    pub fn opt_int(&mut self, key: &str, min: i64, max: i64) -> Option<Spanned<i64>> {
        let value = self.take(key)?;
        let written = match int_literal(value.get_ref()) {
            Some(Int::Value(n)) if (min..=max).contains(&n) => {
                return Some(Spanned::new(value.span(), n));
            }
            Some(Int::Value(n)) => n.to_string(),
            Some(Int::TooBig(digits)) => digits,
            None => {
                self.wrong_type(key, "integer", value.span());
                return None;
            }
        };
        self.problem(Problem::new(
            FileCode::OutOfRange,
            Message::new("file-out-of-range")
                .text("key", self.key_name(key))
                .text("value", written)
                .num("min", min)
                .num("max", max),
            Vec::new(),
            Some(value.span()),
        ));
        None
    }

    /// An optional boolean.
    pub fn opt_bool(&mut self, key: &str) -> Option<Spanned<bool>> {
        let value = self.take(key)?;
        match value.get_ref() {
            DeValue::Boolean(b) => Some(Spanned::new(value.span(), *b)),
            _ => {
                self.wrong_type(key, "boolean", value.span());
                None
            }
        }
    }

    /// A required value that is either an integer or a list of strings.
    pub fn count_or_list(&mut self, key: &str) -> Option<CountOrList> {
        let Some(value) = self.take(key) else {
            self.missing(key);
            return None;
        };
        match int_literal(value.get_ref()) {
            Some(Int::Value(n)) => return Some(CountOrList::Count(Spanned::new(value.span(), n))),
            Some(Int::TooBig(digits)) => {
                self.too_big(key, digits, value.span());
                return None;
            }
            None => {}
        }
        if let DeValue::Array(_) = value.get_ref() {
            return self.string_list(key, value).map(CountOrList::List);
        }
        self.wrong_type(key, "count-or-list", value.span());
        None
    }

    /// Reports the keys no getter asked for, and returns every problem.
    pub fn finish(mut self) -> Vec<Problem> {
        let mut unknown: Vec<(Span, String)> = self
            .table
            .iter()
            .filter(|(k, _)| !self.used.iter().any(|u| u == k.get_ref().as_ref()))
            .map(|(k, _)| (k.span(), k.get_ref().to_string()))
            .collect();
        unknown.sort_by_key(|(span, _)| span.start);
        for (span, key) in unknown {
            let name = self.key_name(&key);
            self.problems.push(Problem::new(
                FileCode::UnknownKey,
                Message::new("file-unknown-key").text("key", name),
                Vec::new(),
                Some(span),
            ));
        }
        self.problems
    }
}

/// A TOML integer: its value, or its digits as written when it does not fit
/// in 64 bits (review D12: it was reported as "must be an integer").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Int {
    /// A 64-bit value.
    Value(i64),
    /// Too large (or too small) for 64 bits: the integer as written.
    TooBig(String),
}

/// The integer `value` holds, if it is one.
pub fn int_literal(value: &DeValue<'_>) -> Option<Int> {
    let DeValue::Integer(i) = value else {
        return None;
    };
    let digits = i.as_str().replace('_', "");
    Some(match i64::from_str_radix(&digits, i.radix()) {
        Ok(n) => Int::Value(n),
        Err(_) => Int::TooBig(i.as_str().to_string()),
    })
}

/// Parses a TOML snippet's `[position]` table and hands it to `f` (for tests of
/// game adapters). Panics on TOML syntax errors: test input only.
pub fn with_position<R>(source: &str, f: impl FnOnce(&mut PositionReader<'_>) -> R) -> R {
    let doc = DeTable::parse(source).expect("test TOML must parse");
    let pos = doc
        .get_ref()
        .get("position")
        .expect("test TOML needs a [position] table");
    let DeValue::Table(table) = pos.get_ref() else {
        panic!("position must be a table")
    };
    let mut reader = PositionReader::new(table, pos.span());
    f(&mut reader)
}
