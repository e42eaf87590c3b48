//! The command line's help in the reader's language: clap's structure from
//! `cli.rs`, with every description and heading taken from Fluent.

use clap::{Arg, ArgAction, Command, CommandFactory, FromArgMatches};

use crate::cli::Cli;
use crate::i18n::{Lang, Localiser};

/// Subcommands, by name.
const COMMANDS: &[&str] = &[
    "practice",
    "list",
    "show",
    "diagram",
    "worksheet",
    "check",
    "solve",
    "validate",
    "verify",
    "quiz",
    "drill",
    "ask",
    "rules",
    "completions",
    "man",
    "progress",
    "play",
    "replay",
    "review",
];

/// Arguments that have a localised description (`help-arg-<id>`).
const ARGS: &[&str] = &[
    "lang",
    "format",
    "color",
    "game",
    "exercise",
    "answer",
    "question",
    "file",
    "paths",
    "seed",
    "count",
    "text",
    "svg",
    "highlight",
    "sources",
    "out",
    "langs",
    "shell",
    "level",
    "attempts",
    "review",
    "yes",
    "topic",
    "export",
    "drill",
    "side",
    "hot_seat",
    "record",
    "export_ply",
    "show",
    "step",
    "pick",
    "force",
];

/// The description of argument `id`: `help-arg-<command>-<id>` when the
/// command words it its own way, else `help-arg-<id>`.
fn arg_help(loc: &Localiser, command: Option<&str>, id: &str) -> Option<String> {
    if let Some(own) = command
        .map(|c| format!("help-arg-{c}-{id}"))
        .filter(|own| loc.has(own))
    {
        return Some(loc.get(&own));
    }
    ARGS.contains(&id)
        .then(|| loc.get(&format!("help-arg-{id}")))
}

fn localise(mut cmd: Command, loc: &Localiser, command: Option<&str>) -> Command {
    let usage = loc.get("help-usage");
    let template = format!("{{about}}\n\n{usage}: {{usage}}\n\n{{all-args}}");
    cmd = cmd
        .help_template(template)
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(loc.get("help-arg-help")),
        )
        .subcommand_help_heading(loc.get("help-heading-commands"))
        .subcommand_value_name(loc.get("help-value-command"))
        .next_help_heading(loc.get("help-heading-options"));
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let positional = cmd
            .get_arguments()
            .find(|a| a.get_id() == id.as_str())
            .is_some_and(|a| a.is_positional());
        let heading = if positional {
            loc.get("help-heading-arguments")
        } else {
            loc.get("help-heading-options")
        };
        let help = arg_help(loc, command, &id);
        let names = value_names(loc, &cmd, &id);
        cmd = cmd.mut_arg(id.as_str(), |a| {
            let a = match names {
                Some(names) => a.value_names(names),
                None => a,
            };
            // The choices and defaults are named in the localised help itself.
            let a = a.help_heading(heading);
            let a = if a.get_action().takes_values() {
                a.hide_possible_values(true).hide_default_value(true)
            } else {
                a
            };
            match help {
                Some(h) => a.help(h),
                None => a,
            }
        });
    }
    cmd
}

/// The value names of argument `id` in the reader's words (`<GAME>` is
/// `<jeu>` in French, `<игра>` in Russian); `None` when it has none.
fn value_names(loc: &Localiser, cmd: &Command, id: &str) -> Option<Vec<String>> {
    let arg = cmd.get_arguments().find(|a| a.get_id() == id)?;
    let names = arg.get_value_names()?;
    Some(
        names
            .iter()
            .map(|name| {
                name.split('|')
                    .map(|part| {
                        let key = format!("help-value-{}", part.to_lowercase().replace('_', "-"));
                        if loc.has(&key) {
                            loc.get(&key)
                        } else {
                            part.to_string()
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("|")
            })
            .collect(),
    )
}

/// The synopsis of the command at `path` (`plyyard play [options] <jeu>`):
/// clap's usage line, with its `[OPTIONS]` tag in the reader's words.
fn synopsis(probe: &mut Command, path: &[&str], loc: &Localiser) -> Option<String> {
    let mut cmd = probe;
    for name in path {
        cmd = cmd.find_subcommand_mut(name)?;
    }
    let usage = cmd.render_usage().to_string();
    let (_, line) = usage.split_once(": ")?;
    Some(
        line.trim()
            .replace("[OPTIONS]", &format!("[{}]", loc.get("help-value-options"))),
    )
}

/// Every command's synopsis in the reader's words, set as its usage.
fn localise_synopses(mut cmd: Command, loc: &Localiser) -> Command {
    let mut probe = cmd.clone();
    probe.build();
    if let Some(top) = synopsis(&mut probe, &[], loc) {
        cmd = cmd.override_usage(top);
    }
    for name in subcommand_names() {
        if let Some(line) = synopsis(&mut probe, &[&name], loc) {
            cmd = cmd.mut_subcommand(&name, |sub| sub.override_usage(line));
        }
    }
    if let Some(line) = synopsis(&mut probe, &["progress", "reset"], loc) {
        cmd = cmd.mut_subcommand("progress", |p| {
            p.mut_subcommand("reset", |r| r.override_usage(line))
        });
    }
    cmd
}

/// The names of the subcommands (`practice`, `check`, …).
pub(crate) fn subcommand_names() -> Vec<String> {
    Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect()
}

/// The command line's structure: what it accepts, with clap's own words.
fn command_shape() -> Command {
    Cli::command()
        .disable_help_subcommand(true)
        .disable_version_flag(true)
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version),
        )
}

/// The whole command line with its help in `lang`.
pub fn localised_command(lang: Lang) -> Command {
    let loc = Localiser::new(lang);
    let mut cmd = command_shape()
        .term_width(crate::render::output_width())
        .about(loc.get("help-about"))
        .mut_arg("version", |a| a.help(loc.get("help-arg-version")));
    cmd = localise(cmd, &loc, None);
    for name in COMMANDS {
        let about = loc.get(&format!("help-{name}"));
        cmd = cmd.mut_subcommand(name, |sub| localise(sub.about(about), &loc, Some(name)));
    }
    let reset = loc.get("help-progress-reset");
    cmd = cmd.mut_subcommand("progress", |p| {
        p.mut_subcommand("reset", |r| localise(r.about(reset), &loc, Some("reset")))
    });
    localise_synopses(cmd, &loc)
}

/// Parses the command line. The help texts are put into `lang` only when
/// they are shown (`--help`, `--version`, a usage error): a command that
/// parses does not need them.
pub fn parse_args(args: &[std::ffi::OsString], lang: Lang) -> Result<Cli, clap::Error> {
    let parse = |cmd: Command| {
        cmd.try_get_matches_from(args)
            .and_then(|m| Cli::from_arg_matches(&m))
    };
    parse(command_shape()).or_else(|_| parse(localised_command(lang)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_localised_command_is_well_formed_in_every_language() {
        for lang in Lang::ALL {
            localised_command(lang).debug_assert();
        }
    }

    #[test]
    fn the_shape_and_the_localised_command_accept_the_same_lines() {
        let lines: [&[&str]; 6] = [
            &["plyyard", "check", "x", "--answer", "yes"],
            &["plyyard", "--lang", "fr", "rules", "dominoes"],
            &["plyyard", "list", "--format", "json", "--game", "hnefatafl"],
            &["plyyard", "check", "x"],
            &["plyyard", "--version"],
            &["plyyard", "nope"],
        ];
        for line in lines {
            let args: Vec<std::ffi::OsString> = line.iter().map(|s| s.into()).collect();
            let plain = command_shape()
                .try_get_matches_from(&args)
                .map_err(|e| e.kind());
            let local = localised_command(Lang::Fr)
                .try_get_matches_from(&args)
                .map_err(|e| e.kind());
            assert_eq!(plain.is_ok(), local.is_ok(), "{line:?}");
            assert_eq!(plain.err(), local.err(), "{line:?}");
        }
    }

    #[test]
    fn help_is_in_the_chosen_language() {
        let mut cmd = localised_command(Lang::Ru);
        let help = cmd.render_long_help().to_string();
        assert!(help.contains("Команды"), "{help}");
        assert!(help.contains("Параметры"), "{help}");
        assert!(!help.contains("Possible values"), "{help}");
        assert!(!help.contains("Print help"), "{help}");
    }
}
