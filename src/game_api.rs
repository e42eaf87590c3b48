//! The small interface through which the exercise layer knows the games.
//!
//! Each game folder (`src/games/<game>/`) has a pure engine and an adapter that
//! implements [`GameAdapter`] (reading a `[position]` table) and [`Position`]
//! (answering the questions of contract §3 under the edition or under a trap).
//! The exercise layer parses questions and answers, compares, detects traps and
//! prints; it never looks inside an engine.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::ops::Range;

use toml::Spanned;

use crate::message::Message;
use crate::position_reader::PositionReader;

/// A byte range in the exercise file's source text.
pub type Span = Range<usize>;

/// The four games, by their `game = "…"` name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GameKind {
    /// The aeroplane race, red against yellow.
    Aeroplane,
    /// Chinese checkers, two opposite camps.
    ChineseCheckers,
    /// Double-six dominoes with drawing.
    Dominoes,
    /// Hnefatafl on Fetlar rules, 11×11.
    Hnefatafl,
}

impl GameKind {
    /// Every game, in catalogue order.
    pub const ALL: [GameKind; 4] = [
        GameKind::Aeroplane,
        GameKind::ChineseCheckers,
        GameKind::Dominoes,
        GameKind::Hnefatafl,
    ];

    /// The name used in files, ids and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Aeroplane => "aeroplane",
            GameKind::ChineseCheckers => "chinese-checkers",
            GameKind::Dominoes => "dominoes",
            GameKind::Hnefatafl => "hnefatafl",
        }
    }

    /// Reads a game name as written in a file or on the command line.
    pub fn parse(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name() == name)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Whether a game is still being played, and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Nobody has won yet.
    Ongoing,
    /// The named side (`red`, `white`, …) has won.
    Won(&'static str),
    /// A draw (blocked dominoes with equal totals, 100 quiet hnefatafl half-moves).
    Draw,
}

impl Status {
    /// The canonical answer word: `ongoing`, the side, or `draw`.
    pub fn word(self) -> &'static str {
        match self {
            Status::Ongoing => "ongoing",
            Status::Won(side) => side,
            Status::Draw => "draw",
        }
    }
}

/// What `after` asks about the position reached (contract §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum About {
    /// Square where the moved plane ends (aeroplane).
    Landing,
    /// Squares whose pieces were removed or sent to base.
    Captured,
    /// Whether the last move earns another roll (aeroplane).
    ExtraRoll,
    /// The side to move next.
    Turn,
    /// `ongoing`, a side, or `draw`.
    Status,
    /// The two open values of the dominoes line.
    OpenEnds,
}

impl About {
    /// Every `about`, in contract order.
    pub const ALL: [About; 6] = [
        About::Landing,
        About::Captured,
        About::ExtraRoll,
        About::Turn,
        About::Status,
        About::OpenEnds,
    ];

    /// The name used in files.
    pub fn name(self) -> &'static str {
        match self {
            About::Landing => "landing",
            About::Captured => "captured",
            About::ExtraRoll => "extra-roll",
            About::Turn => "turn",
            About::Status => "status",
            About::OpenEnds => "open-ends",
        }
    }

    /// Reads an `about` name.
    pub fn parse(name: &str) -> Option<About> {
        About::ALL.into_iter().find(|a| a.name() == name)
    }
}

/// A question about a position, with its parameters as written (and where).
///
/// Moves and squares stay text here: the game reads them, so that a bad name
/// is reported with its place in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Is this move (or action) legal for the side to move?
    Legal {
        /// The move in the game's notation.
        mv: Spanned<String>,
    },
    /// The legal moves; with `from`, the destinations of that piece.
    Moves {
        /// Optional starting square or point.
        from: Option<Spanned<String>>,
    },
    /// Play these moves in order, then ask about the result.
    After {
        /// The moves, in order.
        moves: Vec<Spanned<String>>,
        /// What to report.
        about: About,
    },
    /// `ongoing`, a side, or `draw`.
    Status,
    /// Die values with which the mover captures the plane on `target` (aeroplane).
    CaptureRolls {
        /// Square of the targeted plane.
        target: Spanned<String>,
    },
    /// Each known tile of the mover's hand as left/right/both/none (dominoes).
    Classify,
    /// How many tiles the mover may draw at most now (dominoes).
    Draws,
    /// Points scored by a move (dominoes; always 0 in this edition).
    Score {
        /// The move in dominoes notation.
        mv: Spanned<String>,
    },
    /// Corners the king can reach in one move (hnefatafl).
    KingRoutes,
    /// Can white force the king into a corner within N white moves?
    Escape {
        /// N, counted in white moves.
        within: u32,
    },
    /// Can black force the king's capture within N black moves?
    CaptureKing {
        /// N, counted in black moves.
        within: u32,
    },
    /// Least number of moves for one piece, others fixed (Chinese checkers).
    Distance {
        /// Starting point.
        from: Spanned<String>,
        /// Target point.
        to: Spanned<String>,
    },
}

impl Ask {
    /// Every `ask = "…"` name, in contract order.
    pub const NAMES: [&'static str; 12] = [
        "legal",
        "moves",
        "after",
        "status",
        "capture-rolls",
        "classify",
        "draws",
        "score",
        "king-routes",
        "escape",
        "capture-king",
        "distance",
    ];

    /// The `ask = "…"` name.
    pub fn name(&self) -> &'static str {
        match self {
            Ask::Legal { .. } => "legal",
            Ask::Moves { .. } => "moves",
            Ask::After { .. } => "after",
            Ask::Status => "status",
            Ask::CaptureRolls { .. } => "capture-rolls",
            Ask::Classify => "classify",
            Ask::Draws => "draws",
            Ask::Score { .. } => "score",
            Ask::KingRoutes => "king-routes",
            Ask::Escape { .. } => "escape",
            Ask::CaptureKing { .. } => "capture-king",
            Ask::Distance { .. } => "distance",
        }
    }
}

/// How a set item is written, so the game can bring it to canonical form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// A square or point name (`a6`, `R3`, `base`, `i13`).
    Square,
    /// A move in the game's notation (`f6-f9`, `2-5@right`, `d10-f12-h14`).
    Move,
    /// A die value 1–6.
    Die,
    /// A domino tile (`2-5`).
    Tile,
}

/// How a learner's answer to a question is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerKind {
    /// yes/no.
    YesNo,
    /// `ongoing`, a side, or `draw`.
    Status,
    /// One side.
    Side,
    /// A set of items, any order; `none` for the empty set.
    Set(ItemKind),
    /// A whole number.
    Number,
    /// A whole number, or `none` when unreachable.
    Distance,
    /// One square (canonical through the game).
    Square,
    /// The two open values of a dominoes line, any order.
    Ends,
    /// `TILE:END` pairs for every known tile of the hand.
    Classify,
}

/// Which end(s) of the dominoes line a tile fits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum End {
    /// Only the left open end.
    Left,
    /// Only the right open end.
    Right,
    /// Both open ends.
    Both,
    /// Neither end.
    None,
}

impl End {
    /// The canonical word.
    pub fn word(self) -> &'static str {
        match self {
            End::Left => "left",
            End::Right => "right",
            End::Both => "both",
            End::None => "none",
        }
    }
}

/// A typed answer: the engine's key or a learner's parsed answer.
///
/// Two answers are equal exactly when the learner is right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// yes/no.
    YesNo(bool),
    /// `ongoing`, a side, or `draw`.
    Status(Status),
    /// One side.
    Side(&'static str),
    /// Canonical items, any order.
    Set(BTreeSet<String>),
    /// A whole number.
    Number(u32),
    /// A distance, `None` when unreachable.
    Distance(Option<u32>),
    /// One canonical square.
    Square(String),
    /// The two open ends, smaller first.
    Ends(u8, u8),
    /// Canonical tile → end.
    Classify(BTreeMap<String, End>),
}

impl Answer {
    /// Builds an `Ends` answer with the values in canonical (ascending) order.
    pub fn ends(a: u8, b: u8) -> Answer {
        Answer::Ends(a.min(b), a.max(b))
    }

    /// Builds a set answer from canonical items.
    pub fn set<I, S>(items: I) -> Answer
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        Answer::Set(items.into_iter().map(Into::into).collect())
    }
}

impl fmt::Display for Answer {
    /// The canonical English form, as accepted back by the answer reader.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::YesNo(b) => f.write_str(if *b { "yes" } else { "no" }),
            Answer::Status(s) => f.write_str(s.word()),
            Answer::Side(s) => f.write_str(s),
            Answer::Set(items) if items.is_empty() => f.write_str("none"),
            Answer::Set(items) => {
                let v: Vec<&str> = items.iter().map(String::as_str).collect();
                f.write_str(&v.join(" "))
            }
            Answer::Number(n) => write!(f, "{n}"),
            Answer::Distance(None) => f.write_str("none"),
            Answer::Distance(Some(n)) => write!(f, "{n}"),
            Answer::Square(s) => f.write_str(s),
            Answer::Ends(a, b) => write!(f, "{a} {b}"),
            Answer::Classify(map) => {
                let v: Vec<String> = map
                    .iter()
                    .map(|(t, e)| format!("{t}:{}", e.word()))
                    .collect();
                f.write_str(&v.join(" "))
            }
        }
    }
}

/// Why a question cannot be answered on a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuestionError {
    /// What is wrong, for the learner or author.
    pub message: Message,
    /// Where in the file (a parameter's span), when known.
    pub span: Option<Span>,
}

impl QuestionError {
    /// An error located at a parameter.
    pub fn at(message: Message, span: Span) -> Self {
        Self {
            message,
            span: Some(span),
        }
    }

    /// An error about the question as a whole.
    pub fn new(message: Message) -> Self {
        Self {
            message,
            span: None,
        }
    }
}

/// One problem found in a position (or its file), with a stable code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Stable kebab-case code, e.g. `two-kings` (documented in the README).
    pub code: &'static str,
    /// The explanation.
    pub message: Message,
    /// Squares (points, tiles) involved, canonical names.
    pub squares: Vec<String>,
    /// Where in the file, when known.
    pub span: Option<Span>,
}

impl Problem {
    /// A problem with its code, message, squares and place.
    pub fn new(
        code: &'static str,
        message: Message,
        squares: Vec<String>,
        span: Option<Span>,
    ) -> Self {
        Self {
            code,
            message,
            squares,
            span,
        }
    }
}

/// Turns a label message into the reader's language (the i18n layer provides it).
pub type Labels<'a> = &'a dyn Fn(&Message) -> String;

/// What a game offers the exercise layer.
pub trait GameAdapter: Sync {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The two sides, first to move first (`["red", "yellow"]`, `["black", "white"]`…).
    fn sides(&self) -> [&'static str; 2];
    /// The trap names this game models (rules.md), e.g. `["edge-escape", "weak-king"]`.
    fn traps(&self) -> &'static [&'static str];
    /// Whether this game answers that kind of question (by [`Ask::name`]), and for
    /// `after`, that `about`.
    fn supports(&self, ask: &Ask) -> bool;
    /// How a learner's answer to `ask` is read.
    fn answer_kind(&self, ask: &Ask) -> AnswerKind;
    /// Reads and validates the `[position]` table. Every problem goes to the
    /// reader (`reader.problem(…)`); returns the position only if it is valid.
    fn load_position(&self, reader: &mut PositionReader<'_>) -> Option<Box<dyn Position>>;
    /// Brings a set item (square, move, die, tile) as typed by a learner to the
    /// canonical form used in answers; `None` if it cannot be read.
    fn canonical_item(&self, kind: ItemKind, text: &str) -> Option<String>;
}

/// A valid position of some game, ready to answer questions.
pub trait Position: Send + Sync {
    /// Ongoing, won, or drawn.
    fn status(&self) -> Status;
    /// The side to move.
    fn to_move(&self) -> &'static str;
    /// The engine's answer to `ask`, under the edition's rules (`trap` = `None`) or
    /// under a trap's rules (`Some("edge-escape")`).
    fn answer(&self, ask: &Ask, trap: Option<&str>) -> Result<Answer, QuestionError>;
    /// Why the edition's answer is what it is, as messages: for `legal`, the
    /// engine's illegality reason or the move's effects; for `after`, the events.
    fn explain(&self, ask: &Ask) -> Vec<Message>;
    /// Squares worth highlighting on the board for this question.
    fn highlights(&self, ask: &Ask) -> Vec<String>;
    /// The board diagram, with `highlight` squares marked; ANSI colours only if
    /// `colour` is true. Lines end with `\n`. Any word in it is a file key.
    fn diagram(&self, highlight: &[String], colour: bool) -> String;
    /// The same diagram with its few words (labels such as "boneyard") put
    /// into the reader's language by `labels`. Games whose diagrams have no
    /// words keep this default.
    fn diagram_in(&self, highlight: &[String], colour: bool, labels: Labels<'_>) -> String {
        let _ = labels;
        self.diagram(highlight, colour)
    }
}
