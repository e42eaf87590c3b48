//! Command-line usage errors from clap, in the chosen language.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::i18n::{Lang, Localiser};
use crate::message::Message;

/// The language asked for on a command line that failed to parse: `--lang X`
/// or `--lang=X` anywhere, else the environment. Arguments that are not UTF-8
/// are skipped.
pub fn lang_from_args(args: &[OsString]) -> Lang {
    let mut iter = args.iter().map(|a| a.to_str());
    while let Some(arg) = iter.next() {
        let value = match arg {
            Some("--lang") => iter.next().flatten().map(str::to_string),
            Some(arg) => arg.strip_prefix("--lang=").map(str::to_string),
            None => None,
        };
        if let Some(lang) = value.as_deref().and_then(Lang::parse) {
            return lang;
        }
    }
    Lang::from_env()
}

fn context(err: &clap::Error, kind: ContextKind) -> String {
    match err.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        Some(other) => other.to_string(),
        None => String::new(),
    }
}

/// The localised text of a usage error (one or two lines, no trailing newline).
/// `args` is the command line, to name an argument that is not UTF-8.
pub fn usage_error(err: &clap::Error, lang: Lang, args: &[OsString]) -> String {
    let loc = Localiser::new(lang);
    let msg = match err.kind() {
        ErrorKind::MissingRequiredArgument => {
            Message::new("usage-missing").text("arg", context(err, ContextKind::InvalidArg))
        }
        ErrorKind::UnknownArgument => match suggestion(err) {
            Some(suggested) => Message::new("usage-unknown-arg-suggest")
                .text("arg", context(err, ContextKind::InvalidArg))
                .text("suggested", suggested),
            None => {
                Message::new("usage-unknown-arg").text("arg", context(err, ContextKind::InvalidArg))
            }
        },
        ErrorKind::ValueValidation if range_of(err).is_some() => {
            let (min, max) = range_of(err).unwrap_or_default();
            Message::new("usage-out-of-range")
                .text("arg", context(err, ContextKind::InvalidArg))
                .text("value", context(err, ContextKind::InvalidValue))
                .text("min", min)
                .text("max", max)
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let valid = context(err, ContextKind::ValidValue);
            let id = if valid.is_empty() {
                "usage-invalid-value"
            } else {
                "usage-invalid-value-choices"
            };
            Message::new(id)
                .text("arg", context(err, ContextKind::InvalidArg))
                .text(
                    "value",
                    format!("`{}`", context(err, ContextKind::InvalidValue)),
                )
                .text("valid", valid)
        }
        ErrorKind::InvalidSubcommand => Message::new("usage-unknown-command")
            .text("name", context(err, ContextKind::InvalidSubcommand)),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            Message::new("usage-no-command")
        }
        ErrorKind::InvalidUtf8 => {
            let bad = args
                .iter()
                .skip(1)
                .find(|a| a.to_str().is_none())
                .map(|a| a.to_string_lossy().into_owned())
                .unwrap_or_default();
            Message::new("usage-not-utf8").text("value", bad)
        }
        _ => Message::new("usage-other").text(
            "detail",
            err.to_string()
                .lines()
                .next()
                .unwrap_or("")
                .trim_start_matches("error: ")
                .to_string(),
        ),
    };
    let line = loc.text(&Message::new("error-line").text("text", loc.text(&msg)));
    let help = match subcommand(args) {
        Some(name) => loc.text(&Message::new("usage-help-command").text("command", name)),
        None => loc.get("usage-help"),
    };
    format!("{line}\n{help}")
}

/// The range a number option allows (`--count 0`), read from the value
/// parser's own error (`0 is not in 1..=10000`).
fn range_of(err: &clap::Error) -> Option<(String, String)> {
    let source = std::error::Error::source(err)?.to_string();
    let (_, range) = source.split_once(" is not in ")?;
    let (min, max) = range.trim().split_once("..=")?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    // A type's whole range (`0..=255` for a level checked later) says
    // nothing useful.
    let whole = min == "0" && ["255", "65535", "4294967295", "18446744073709551615"].contains(&max);
    (digits(min) && digits(max) && !whole).then(|| (min.to_string(), max.to_string()))
}

/// The option clap suggests for a mistyped one (`--gmae` → `--game`).
fn suggestion(err: &clap::Error) -> Option<String> {
    match err.get(ContextKind::SuggestedArg) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => v.first().cloned(),
        _ => None,
    }
}

/// The subcommand the command line names, if any: its usage is then the
/// help worth pointing to (`plyyard worksheet --help`).
fn subcommand(args: &[OsString]) -> Option<String> {
    let names = super::help::subcommand_names();
    let mut iter = args.iter().skip(1).filter_map(|a| a.to_str());
    while let Some(arg) = iter.next() {
        if matches!(arg, "--lang" | "--format" | "--color") {
            iter.next();
            continue;
        }
        if arg.starts_with('-') {
            continue;
        }
        return names.iter().find(|n| n.as_str() == arg).cloned();
    }
    None
}
