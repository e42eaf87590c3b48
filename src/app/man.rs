//! `plyyard man`: one manual page (roff) that holds every command, from the
//! localised command line, with FILES, ENVIRONMENT and EXIT STATUS sections
//! in the reader's language. It names no other page.

use std::fmt::Write as _;

use clap::Command;

use crate::i18n::{Lang, Localiser};

/// Text made safe for roff: backslashes and hyphens escaped, no line that
/// starts with a control character.
fn esc(text: &str) -> String {
    let body = text.replace('\\', "\\e").replace('-', "\\-");
    body.lines()
        .map(|l| {
            if l.starts_with('.') || l.starts_with('\'') {
                format!("\\&{l}")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The arguments of `cmd` worth listing: its own, without help and version.
fn listed(cmd: &Command) -> impl Iterator<Item = &clap::Arg> {
    cmd.get_arguments()
        .filter(|a| !a.is_hide_set() && !matches!(a.get_id().as_str(), "help" | "version"))
}

fn value_name(a: &clap::Arg) -> String {
    a.get_value_names()
        .and_then(|v| v.first())
        .map_or_else(|| a.get_id().as_str().to_uppercase(), |n| n.to_string())
}

/// `\fB\-\-game\fR \fIGAME\fR` for an option, `\fIEXERCISE\fR` for a positional.
fn arg_label(a: &clap::Arg) -> String {
    if a.is_positional() {
        return format!("\\fI{}\\fR", esc(&value_name(a)));
    }
    let mut names = Vec::new();
    if let Some(s) = a.get_short() {
        names.push(format!("\\fB\\-{s}\\fR"));
    }
    if let Some(l) = a.get_long() {
        names.push(format!("\\fB\\-\\-{}\\fR", esc(l)));
    }
    let mut label = names.join(", ");
    if a.get_action().takes_values() {
        let _ = write!(label, " \\fI{}\\fR", esc(&value_name(a)));
    }
    label
}

/// `plyyard drill [options] GAME`: the command, its options, its positionals.
fn synopsis(path: &str, cmd: &Command, loc: &Localiser) -> String {
    let mut line = format!("\\fB{}\\fR", esc(path));
    if listed(cmd).any(|a| !a.is_positional()) {
        let _ = write!(line, " [\\fI{}\\fR]", esc(&loc.get("man-word-options")));
    }
    for a in listed(cmd).filter(|a| a.is_positional()) {
        let name = format!("\\fI{}\\fR", esc(&value_name(a)));
        let many = matches!(a.get_action(), clap::ArgAction::Append);
        let name = if many { format!("{name}…") } else { name };
        if a.is_required_set() {
            let _ = write!(line, " {name}");
        } else {
            let _ = write!(line, " [{name}]");
        }
    }
    if cmd.has_subcommands() {
        let _ = write!(line, " [\\fI{}\\fR]", esc(&loc.get("man-word-command")));
    }
    line
}

fn args_section(out: &mut String, cmd: &Command) {
    for a in listed(cmd) {
        let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
        let _ = writeln!(out, ".TP\n{}\n{}", arg_label(a), esc(&help));
    }
}

fn command_section(out: &mut String, path: &str, cmd: &Command, loc: &Localiser) {
    let _ = writeln!(out, ".SS {}", esc(path));
    let _ = writeln!(out, "{}\n.br", synopsis(path, cmd, loc));
    let about = cmd.get_about().map(|h| h.to_string()).unwrap_or_default();
    let _ = writeln!(out, "{}", esc(&about));
    args_section(out, cmd);
    for sub in cmd.get_subcommands() {
        command_section(out, &format!("{path} {}", sub.get_name()), sub, loc);
    }
}

fn heading(out: &mut String, loc: &Localiser, id: &str) {
    let _ = writeln!(out, ".SH \"{}\"", esc(&loc.get(id)));
}

/// Items of a `.TP` list: label (bold), text.
fn items(out: &mut String, loc: &Localiser, list: &[(&str, &str)]) {
    for (label, id) in list {
        let _ = writeln!(out, ".TP\n\\fB{}\\fR\n{}", esc(label), esc(&loc.get(id)));
    }
}

/// The whole page in `lang`, from `cmd` (the localised command line).
pub fn page(cmd: &Command, lang: Lang) -> String {
    let loc = Localiser::new(lang);
    let mut out = String::new();
    let version = env!("CARGO_PKG_VERSION");
    let _ = writeln!(
        out,
        ".TH PLYYARD 1 \"\" \"plyyard {version}\" \"{}\"",
        esc(&loc.get("man-manual"))
    );
    heading(&mut out, &loc, "man-section-name");
    let about = cmd.get_about().map(|h| h.to_string()).unwrap_or_default();
    let _ = writeln!(out, "plyyard \\- {}", esc(&about));
    heading(&mut out, &loc, "man-section-synopsis");
    let _ = writeln!(
        out,
        "\\fBplyyard\\fR [\\fI{}\\fR] \\fI{}\\fR [\\fI{}\\fR]",
        esc(&loc.get("man-word-options")),
        esc(&loc.get("man-word-command")),
        esc(&loc.get("man-word-arguments"))
    );
    heading(&mut out, &loc, "man-section-description");
    for para in loc.get("man-description").split("\n\n") {
        let _ = writeln!(out, ".PP\n{}", esc(para));
    }
    heading(&mut out, &loc, "man-section-options");
    args_section(&mut out, cmd);
    let _ = writeln!(
        out,
        ".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\n{}",
        esc(&loc.get("help-arg-help"))
    );
    let _ = writeln!(
        out,
        ".TP\n\\fB\\-V\\fR, \\fB\\-\\-version\\fR\n{}",
        esc(&loc.get("help-arg-version"))
    );
    heading(&mut out, &loc, "man-section-commands");
    for sub in cmd.get_subcommands() {
        command_section(&mut out, &format!("plyyard {}", sub.get_name()), sub, &loc);
    }
    heading(&mut out, &loc, "man-section-files");
    items(
        &mut out,
        &loc,
        &[
            ("$PLYYARD_DATA_DIR/progress.ron", "man-file-progress"),
            ("~/.local/share/plyyard/progress.ron", "man-file-default"),
            ("progress.ron.lock", "man-file-lock"),
        ],
    );
    heading(&mut out, &loc, "man-section-environment");
    items(
        &mut out,
        &loc,
        &[
            ("PLYYARD_DATA_DIR", "man-env-data-dir"),
            ("LC_ALL, LC_MESSAGES, LANG", "man-env-lang"),
            ("NO_COLOR", "man-env-no-color"),
            ("COLUMNS", "man-env-columns"),
        ],
    );
    heading(&mut out, &loc, "man-section-exit");
    items(
        &mut out,
        &loc,
        &[
            ("0", "man-exit-0"),
            ("1", "man-exit-1"),
            ("2", "man-exit-2"),
        ],
    );
    out
}
