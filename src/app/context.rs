//! What every command needs: the language, the output format, colours.

use std::io::IsTerminal;

use crate::cli::{ColorArg, FormatArg, GlobalArgs, LangArg};
use crate::i18n::{Lang, Localiser};

/// The lowered global options.
pub struct Context {
    /// The interface language.
    pub lang: Lang,
    /// Whether `--lang` chose it (else the environment did).
    pub lang_explicit: bool,
    /// The embedded texts in that language.
    pub loc: Localiser,
    /// JSON instead of text.
    pub json: bool,
    /// ANSI colours in diagrams and verdicts.
    pub colour: bool,
    /// Whether standard input is a terminal (a person typing).
    pub interactive: bool,
    /// The width text is wrapped to.
    pub width: usize,
}

impl Context {
    /// Lowers the global options, reading the environment for the language and
    /// `NO_COLOR`.
    pub fn from_args(args: &GlobalArgs) -> Self {
        let lang = match args.lang {
            Some(LangArg::En) => Some(Lang::En),
            Some(LangArg::Fr) => Some(Lang::Fr),
            Some(LangArg::Ru) => Some(Lang::Ru),
            None => None,
        };
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let colour = match args.color {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => !no_color && std::io::stdout().is_terminal(),
        };
        let chosen = lang.unwrap_or_else(Lang::from_env);
        Self {
            lang: chosen,
            lang_explicit: lang.is_some(),
            loc: Localiser::new(chosen),
            json: args.format == FormatArg::Json,
            colour,
            interactive: std::io::stdin().is_terminal(),
            width: crate::render::output_width(),
        }
    }
}
