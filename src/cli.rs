//! The command line, as clap structures only; `app` lowers them and runs.

use std::path::PathBuf;

use clap::builder::{PathBufValueParser, PossibleValue, StringValueParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};

/// A value parser that reads like `inner` but names `values` as the
/// candidates shell completions offer. The values are only hints: `inner`
/// decides what is accepted (a teacher's file path where a catalogue id is
/// offered), and the commands check the rest with localised errors.
#[derive(Clone)]
pub struct Hinted<P> {
    inner: P,
    values: fn() -> Vec<String>,
}

impl<P: TypedValueParser> TypedValueParser for Hinted<P> {
    type Value = P::Value;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Self::Value, clap::Error> {
        self.inner.parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            (self.values)().into_iter().map(PossibleValue::new),
        ))
    }
}

/// The games' names.
fn games() -> Vec<String> {
    crate::game_api::GameKind::ALL
        .iter()
        .map(|g| g.name().to_string())
        .collect()
}

/// The drill topics of every game.
fn topics() -> Vec<String> {
    crate::drill::Topic::ALL
        .iter()
        .map(|t| t.name().to_string())
        .collect()
}

/// The catalogue's exercise ids.
fn exercise_ids() -> Vec<String> {
    crate::exercise::entries(None)
        .into_iter()
        .map(|e| e.id)
        .collect()
}

/// The levels, 1 to 3.
fn levels() -> Vec<String> {
    ["1", "2", "3"].map(String::from).to_vec()
}

/// A game name, completed from the games.
fn game_arg() -> Hinted<StringValueParser> {
    Hinted {
        inner: StringValueParser::new(),
        values: games,
    }
}

/// A drill topic, completed from the topics.
fn topic_arg() -> Hinted<StringValueParser> {
    Hinted {
        inner: StringValueParser::new(),
        values: topics,
    }
}

/// A catalogue id or a file's path, completed from the catalogue.
fn exercise_path() -> Hinted<PathBufValueParser> {
    Hinted {
        inner: PathBufValueParser::new(),
        values: exercise_ids,
    }
}

/// A catalogue id or a file's path or name, completed from the catalogue.
fn exercise_name() -> Hinted<StringValueParser> {
    Hinted {
        inner: StringValueParser::new(),
        values: exercise_ids,
    }
}

/// A level (1 to 3), completed from the levels.
fn level_arg() -> Hinted<impl TypedValueParser<Value = u8>> {
    Hinted {
        inner: clap::value_parser!(u8).range(1..=3),
        values: levels,
    }
}

/// The engine's strength in `play`: any number is read (the command says
/// which are allowed), 1 to 3 are offered.
fn strength_arg() -> Hinted<impl TypedValueParser<Value = u8>> {
    Hinted {
        inner: clap::value_parser!(u8),
        values: levels,
    }
}

/// plyyard: rules tutor and exercise checker for four board-game editions.
#[derive(Debug, Parser)]
#[command(name = "plyyard", version, about, propagate_version = true)]
pub struct Cli {
    /// Options accepted before or after the command name.
    #[command(flatten)]
    pub global: GlobalArgs,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Options shared by every command.
#[derive(Debug, Args, Clone)]
pub struct GlobalArgs {
    /// Interface language (else LC_ALL, LC_MESSAGES, LANG; else en).
    #[arg(long, global = true, value_enum)]
    pub lang: Option<LangArg>,
    /// Output format.
    #[arg(long, global = true, value_enum, default_value_t = FormatArg::Text)]
    pub format: FormatArg,
    /// Colours in board diagrams and verdicts (NO_COLOR also turns them off).
    #[arg(long, global = true, value_enum, default_value_t = ColorArg::Auto)]
    pub color: ColorArg,
}

/// `--lang`, `--langs`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum LangArg {
    /// English.
    En,
    /// French.
    Fr,
    /// Russian.
    Ru,
}

/// `--format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    /// Text for people.
    Text,
    /// One JSON object on standard output.
    Json,
}

/// `--color`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    /// Colours when standard output is a terminal and NO_COLOR is unset.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Interactive practice through the built-in catalogue or a teacher's
    /// files (the main job).
    Practice {
        /// Only this game (aeroplane, chinese-checkers, dominoes, hnefatafl).
        #[arg(long, value_parser = game_arg())]
        game: Option<String>,
        /// Only this level (1 to 3).
        #[arg(long, value_parser = level_arg())]
        level: Option<u8>,
        /// Only this exercise (a catalogue id, or a file's path or name); a
        /// finished one starts again.
        #[arg(long, value_parser = exercise_name())]
        exercise: Option<String>,
        /// Wrong answers allowed before the answer is shown.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=9))]
        attempts: u32,
        /// Ask the review questions that are due first.
        #[arg(long)]
        review: bool,
        /// Endless drills instead of the catalogue: the drills due in the
        /// review, then new questions made from positions reached by play.
        #[arg(long, conflicts_with_all = ["exercise", "paths"])]
        drill: bool,
        /// With --drill: how many new drills (the games in turn).
        #[arg(long, requires = "drill", default_value_t = 10, value_parser = clap::value_parser!(u16).range(1..=1_000))]
        count: u16,
        /// A teacher's exercise files or folders (else the catalogue).
        paths: Vec<PathBuf>,
    },
    /// Progress kept by practice: shown per game, or reset.
    Progress {
        /// What to do with it (shown when left out).
        #[command(subcommand)]
        action: Option<ProgressAction>,
    },
    /// The catalogue with each exercise's progress.
    List {
        /// Only this game.
        #[arg(long, value_parser = game_arg())]
        game: Option<String>,
    },
    /// An exercise's position as a board diagram, and its questions.
    Show {
        /// Catalogue id (hnefatafl/edge-not-corner) or path to a .toml file.
        #[arg(value_parser = exercise_path())]
        exercise: PathBuf,
    },
    /// Checks one answer: exit 0 if correct, 1 if wrong, 2 on error.
    Check {
        /// Catalogue id or path.
        #[arg(value_parser = exercise_path())]
        exercise: PathBuf,
        /// The answer, in the syntax of the question.
        #[arg(long, allow_hyphen_values = true)]
        answer: String,
        /// Which question (from 1); may be left out when there is one.
        #[arg(long)]
        question: Option<usize>,
    },
    /// The position as a printable SVG drawing (to standard output or a file).
    Diagram {
        /// Catalogue id or path.
        #[arg(value_parser = exercise_path())]
        exercise: PathBuf,
        /// Write the drawing to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        svg: Option<std::path::PathBuf>,
        /// Replace an output file that is already there.
        #[arg(long)]
        force: bool,
        /// Outline the squares this question (from 1) names in its parameters.
        #[arg(long = "question", id = "highlight", value_name = "N")]
        highlight: Option<usize>,
    },
    /// A printable HTML worksheet with an answer key.
    Worksheet {
        /// Catalogue ids, exercise files or folders (the catalogue when none).
        #[arg(value_name = "EXERCISE|DIR")]
        sources: Vec<PathBuf>,
        /// Only exercises of this game.
        #[arg(long, value_parser = game_arg())]
        game: Option<String>,
        /// The folder to write the worksheet into (created if missing).
        #[arg(long, value_name = "DIR")]
        out: std::path::PathBuf,
        /// Replace an output file that is already there.
        #[arg(long)]
        force: bool,
    },
    /// The engine's answer to every question (for teachers).
    Solve {
        /// Catalogue id or path.
        #[arg(value_parser = exercise_path())]
        exercise: PathBuf,
    },
    /// Checks a position against the rules of its game and lists every problem.
    Validate {
        /// Path to an exercise file (or a catalogue id).
        file: PathBuf,
    },
    /// Authoring check of exercise files (the whole catalogue when no path).
    Verify {
        /// Files or folders of exercise files.
        paths: Vec<PathBuf>,
        /// Ask for texts only in these languages (en, fr, ru; comma-separated),
        /// whatever the exercises' `langs` say.
        #[arg(long, value_enum, value_delimiter = ',')]
        langs: Vec<LangArg>,
    },
    /// Rule questions from the guides, asked and checked (answers read line by line).
    #[command(allow_negative_numbers = true)]
    Quiz {
        /// Only this game.
        #[arg(long, value_parser = game_arg())]
        game: Option<String>,
        /// Seed of the question order: the same seed gives the same quiz.
        #[arg(long)]
        seed: Option<u64>,
        /// How many questions (0: all of them).
        #[arg(long, default_value_t = 10)]
        count: usize,
    },
    /// Endless drills: questions made on the fly from positions reached by
    /// seeded random play, asked and checked (or written out with --export).
    #[command(allow_negative_numbers = true)]
    Drill {
        /// aeroplane, chinese-checkers, dominoes or hnefatafl.
        #[arg(value_parser = game_arg())]
        game: String,
        /// One topic of the game (every topic in turn when left out).
        #[arg(long, value_parser = topic_arg())]
        topic: Option<String>,
        /// 1 sparse positions and direct questions … 3 dense positions and deeper questions.
        #[arg(long, default_value_t = 1, value_parser = level_arg())]
        level: u8,
        /// Seed: the same seed gives the same drills on every machine.
        #[arg(long)]
        seed: Option<u64>,
        /// How many questions.
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u16).range(1..=10_000))]
        count: u16,
        /// Write the drills as exercise files into this folder instead of asking them.
        #[arg(long)]
        export: Option<std::path::PathBuf>,
        /// With --export: replace the files of an earlier export.
        #[arg(long, requires = "export")]
        force: bool,
    },
    /// Answers a rules question typed in French, Russian or English.
    Ask {
        /// The question, in free text.
        text: String,
        /// The game the question is about, when the text does not say.
        #[arg(long, value_parser = game_arg())]
        game: Option<String>,
        /// Answer with the closest question number N (counted from 1) that
        /// ask offers when it does not understand.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=3))]
        pick: Option<u8>,
    },
    /// The edition's rules, what it excludes and the decisions it takes.
    Rules {
        /// aeroplane, chinese-checkers, dominoes or hnefatafl.
        #[arg(value_parser = game_arg())]
        game: String,
    },
    /// A whole game against the engine (moves read line by line).
    #[command(allow_negative_numbers = true)]
    Play {
        /// aeroplane, chinese-checkers, dominoes or hnefatafl.
        #[arg(value_parser = game_arg())]
        game: String,
        /// The side you play (default: the side that moves first).
        #[arg(long)]
        side: Option<String>,
        /// The engine's strength, 1 to 3.
        #[arg(long, default_value_t = 2, value_parser = strength_arg())]
        level: u8,
        /// Seed of the deal, the dice and the draws: the same seed and the
        /// same moves give the same game.
        #[arg(long)]
        seed: Option<u64>,
        /// Two people at one keyboard, no engine.
        #[arg(long)]
        hot_seat: bool,
        /// Write the game record to this file.
        #[arg(long)]
        record: Option<PathBuf>,
        /// Replace a record file (or a file named by `save`) that is already there.
        #[arg(long)]
        force: bool,
    },
    /// Checks a game record move by move: exit 0 if every move is legal, 1 if not.
    #[command(allow_negative_numbers = true)]
    Replay {
        /// The record file.
        record: PathBuf,
        /// Print the position after this many moves as an exercise file.
        #[arg(long)]
        export_ply: Option<usize>,
        /// Print the board after this many moves, with the move and its effects.
        #[arg(long, conflicts_with = "export_ply")]
        show: Option<usize>,
        /// Step through the record: n (or Enter), p, a move number, q.
        #[arg(long, conflicts_with = "export_ply")]
        step: bool,
    },
    /// Reviews a game record: the learner's moves that mattered, with the
    /// better move, and the illegal moves tried.
    Review {
        /// The record file.
        record: PathBuf,
        /// Write each marked position as an exercise file into this folder.
        #[arg(long)]
        export: Option<PathBuf>,
        /// Replace files already in the folder.
        #[arg(long, requires = "export")]
        force: bool,
    },
    /// A completion script for a shell, printed on standard output.
    Completions {
        /// bash, zsh, fish or powershell.
        #[arg(value_enum)]
        shell: ShellArg,
    },
    /// The manual page (roff), printed on standard output.
    Man,
}

/// The shells `completions` writes scripts for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ShellArg {
    /// Bash.
    Bash,
    /// Zsh.
    Zsh,
    /// Fish.
    Fish,
    /// PowerShell.
    Powershell,
}

/// `progress` subcommands.
#[derive(Debug, Subcommand)]
pub enum ProgressAction {
    /// Forgets progress (asks first on a terminal).
    Reset {
        /// Only this game.
        #[arg(long, value_parser = game_arg())]
        game: Option<String>,
        /// Do not ask for confirmation (for scripts).
        #[arg(long)]
        yes: bool,
    },
}
