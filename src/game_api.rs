//! The small interface through which the exercise layer knows the games.
//!
//! Each game folder (`src/games/<game>/`) has a pure engine and an adapter that
//! implements [`GameAdapter`] (reading a `[position]` table) and [`Position`]
//! (answering the questions of contract §3 under the edition or under a trap).
//! The exercise layer parses questions and answers, compares, detects traps and
//! prints; it never looks inside an engine.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use toml::Spanned;

use crate::message::Message;
use crate::position_reader::PositionReader;
pub use crate::problem::{Problem, Span};

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

    /// The two sides, the one that moves first first (rules.md: red starts the
    /// aeroplane race and Chinese checkers, black dominoes and hnefatafl).
    pub fn sides(self) -> [&'static str; 2] {
        match self {
            GameKind::Aeroplane => ["red", "yellow"],
            GameKind::ChineseCheckers => ["red", "blue"],
            GameKind::Dominoes | GameKind::Hnefatafl => ["black", "white"],
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

/// A rule of another variant that learners bring along (rules.md, "Traps"):
/// each game models its traps as one rule toggle, so that a wrong answer that
/// matches another variant can be recognised and named.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Trap {
    /// Aeroplane: a plane ending on a square of its colour jumps 4 more.
    ColourJump,
    /// Aeroplane: planes leave the base on any even roll.
    EvenExit,
    /// Aeroplane: the third 6 takes back the moves of the two earlier 6s.
    ThirdSixUndo,
    /// Chinese checkers: jumped pieces are removed, as in draughts.
    JumpCaptures,
    /// Chinese checkers: a piece that entered its target camp may not leave.
    CampLock,
    /// Chinese checkers: a chain must go on while a jump exists.
    MustContinue,
    /// Dominoes: the open ends score when they add up to a multiple of 5.
    AllFives,
    /// Dominoes: drawing one tile ends the turn.
    DrawEndsTurn,
    /// Dominoes: the last two tiles of the boneyard may be drawn.
    DrawAll,
    /// Hnefatafl: the king wins on any edge square.
    EdgeEscape,
    /// Hnefatafl: the king is captured between two attackers.
    WeakKing,
    /// Hnefatafl: a piece moving between two enemies is captured.
    SelfCapture,
    /// Hnefatafl: Copenhagen shield-wall captures on the edge.
    Shieldwall,
}

impl Trap {
    /// Every trap, game by game.
    pub const ALL: [Trap; 13] = [
        Trap::ColourJump,
        Trap::EvenExit,
        Trap::ThirdSixUndo,
        Trap::JumpCaptures,
        Trap::CampLock,
        Trap::MustContinue,
        Trap::AllFives,
        Trap::DrawEndsTurn,
        Trap::DrawAll,
        Trap::EdgeEscape,
        Trap::WeakKing,
        Trap::SelfCapture,
        Trap::Shieldwall,
    ];

    /// The name used in files (`traps = ["edge-escape"]`) and message ids.
    pub fn name(self) -> &'static str {
        match self {
            Trap::ColourJump => "colour-jump",
            Trap::EvenExit => "even-exit",
            Trap::ThirdSixUndo => "third-six-undo",
            Trap::JumpCaptures => "jump-captures",
            Trap::CampLock => "camp-lock",
            Trap::MustContinue => "must-continue",
            Trap::AllFives => "all-fives",
            Trap::DrawEndsTurn => "draw-ends-turn",
            Trap::DrawAll => "draw-all",
            Trap::EdgeEscape => "edge-escape",
            Trap::WeakKing => "weak-king",
            Trap::SelfCapture => "self-capture",
            Trap::Shieldwall => "shieldwall",
        }
    }

    /// The game whose misconception this is.
    pub fn game(self) -> GameKind {
        match self {
            Trap::ColourJump | Trap::EvenExit | Trap::ThirdSixUndo => GameKind::Aeroplane,
            Trap::JumpCaptures | Trap::CampLock | Trap::MustContinue => GameKind::ChineseCheckers,
            Trap::AllFives | Trap::DrawEndsTurn | Trap::DrawAll => GameKind::Dominoes,
            Trap::EdgeEscape | Trap::WeakKing | Trap::SelfCapture | Trap::Shieldwall => {
                GameKind::Hnefatafl
            }
        }
    }

    /// The traps of one game, in rules.md order.
    pub fn of(game: GameKind) -> &'static [Trap] {
        let all = &Trap::ALL;
        match game {
            GameKind::Aeroplane => &all[0..3],
            GameKind::ChineseCheckers => &all[3..6],
            GameKind::Dominoes => &all[6..9],
            GameKind::Hnefatafl => &all[9..13],
        }
    }

    /// Reads a trap name of `game`.
    pub fn parse(game: GameKind, name: &str) -> Option<Trap> {
        Trap::of(game).iter().copied().find(|t| t.name() == name)
    }
}

impl fmt::Display for Trap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What kind of question, without its parameters: one row of a game's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AskKind {
    /// `legal`.
    Legal,
    /// `moves` without `from`.
    Moves,
    /// `moves` with `from`.
    MovesFrom,
    /// `after` with this `about`.
    After(About),
    /// `status`.
    Status,
    /// `capture-rolls`.
    CaptureRolls,
    /// `classify`.
    Classify,
    /// `draws`.
    Draws,
    /// `score`.
    Score,
    /// `king-routes`.
    KingRoutes,
    /// `escape`.
    Escape,
    /// `capture-king`.
    CaptureKing,
    /// `distance`.
    Distance,
}

/// A parameter of a question in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// A required string (`move`, `target`, `from` of `distance`, `to`, `about`).
    Text(&'static str),
    /// An optional string (`from` of `moves`).
    OptText(&'static str),
    /// A required list of strings (`moves` of `after`).
    List(&'static str),
    /// A required whole number with its range (`within`).
    Number(&'static str, u32, u32),
}

/// Largest `within` of `escape` and `capture-king`, shared by the file reader
/// and the engine.
pub const MAX_WITHIN: u32 = 5;

/// One row of a game's question table: what the game answers, how the
/// learner's answer is read, and which traps can change that answer.
#[derive(Clone, Copy, Debug)]
pub struct AskSpec {
    /// The kind of question.
    pub kind: AskKind,
    /// How a learner's answer is read.
    pub answer: AnswerKind,
    /// The traps under which this kind of question can get another answer.
    pub traps: &'static [Trap],
    /// Whether answering runs a search: under a trap it is then answered only
    /// when the exercise declares that trap.
    pub search: bool,
}

impl AskSpec {
    /// A row whose answer no trap can change.
    pub const fn plain(kind: AskKind, answer: AnswerKind) -> AskSpec {
        AskSpec {
            kind,
            answer,
            traps: &[],
            search: false,
        }
    }

    /// A row whose answer these traps can change.
    pub const fn with_traps(kind: AskKind, answer: AnswerKind, traps: &'static [Trap]) -> AskSpec {
        AskSpec {
            kind,
            answer,
            traps,
            search: false,
        }
    }

    /// A row answered by a search (costly).
    pub const fn search(kind: AskKind, answer: AnswerKind, traps: &'static [Trap]) -> AskSpec {
        AskSpec {
            kind,
            answer,
            traps,
            search: true,
        }
    }
}

/// The engine's answer to a question, with why it is so and where to look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The answer.
    pub answer: Answer,
    /// Why: the engine's illegality reason, the move's effects, the search's
    /// first move… as messages.
    pub reasons: Vec<Message>,
    /// Squares that show the answer on the board (they may give it away: show
    /// them after the learner has answered).
    pub highlights: Vec<String>,
}

impl Solved {
    /// An answer with its reasons and highlights.
    pub fn new(answer: Answer, reasons: Vec<Message>, highlights: Vec<String>) -> Solved {
        Solved {
            answer,
            reasons,
            highlights,
        }
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
    /// Every `ask = "…"` name with the parameters it takes, in contract order
    /// (the one list the file reader, prompts and tests derive from).
    pub const TABLE: [(&'static str, &'static [Param]); 12] = [
        ("legal", &[Param::Text("move")]),
        ("moves", &[Param::OptText("from")]),
        ("after", &[Param::List("moves"), Param::Text("about")]),
        ("status", &[]),
        ("capture-rolls", &[Param::Text("target")]),
        ("classify", &[]),
        ("draws", &[]),
        ("score", &[Param::Text("move")]),
        ("king-routes", &[]),
        ("escape", &[Param::Number("within", 1, MAX_WITHIN)]),
        ("capture-king", &[Param::Number("within", 1, MAX_WITHIN)]),
        ("distance", &[Param::Text("from"), Param::Text("to")]),
    ];

    /// Every `ask = "…"` name, in contract order.
    pub const NAMES: [&'static str; 12] = {
        let mut names = [""; 12];
        let mut i = 0;
        while i < 12 {
            names[i] = Ask::TABLE[i].0;
            i += 1;
        }
        names
    };

    /// The parameters of an `ask` name, `None` for an unknown name.
    pub fn params(name: &str) -> Option<&'static [Param]> {
        Ask::TABLE
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, params)| *params)
    }

    /// Builds a question from its name and parameters read from the file (in
    /// the order of [`Ask::params`]); `None` when one is missing.
    pub fn build(name: &str, mut values: Vec<Option<ParamValue>>) -> Option<Ask> {
        let mut next = || values.remove(0);
        let mut text = || match next() {
            Some(ParamValue::Text(t)) => Some(t),
            _ => None,
        };
        Some(match name {
            "legal" => Ask::Legal { mv: text()? },
            "score" => Ask::Score { mv: text()? },
            "moves" => Ask::Moves { from: text() },
            "capture-rolls" => Ask::CaptureRolls { target: text()? },
            "distance" => {
                let from = text();
                let to = text();
                Ask::Distance {
                    from: from?,
                    to: to?,
                }
            }
            "after" => {
                let (Some(ParamValue::List(moves)), Some(ParamValue::About(about))) =
                    (next(), next())
                else {
                    return None;
                };
                Ask::After { moves, about }
            }
            "status" => Ask::Status,
            "classify" => Ask::Classify,
            "draws" => Ask::Draws,
            "king-routes" => Ask::KingRoutes,
            "escape" | "capture-king" => {
                let Some(ParamValue::Number(within)) = next() else {
                    return None;
                };
                if name == "escape" {
                    Ask::Escape { within }
                } else {
                    Ask::CaptureKing { within }
                }
            }
            _ => return None,
        })
    }

    /// The texts of the parameters that name squares, points, tiles or moves
    /// (`move`, `from`, `moves`, `target`, `to`), in file order.
    pub fn named_texts(&self) -> Vec<&str> {
        match self {
            Ask::Legal { mv } | Ask::Score { mv } => vec![mv.get_ref().as_str()],
            Ask::Moves { from } => from.iter().map(|f| f.get_ref().as_str()).collect(),
            Ask::After { moves, .. } => moves.iter().map(|m| m.get_ref().as_str()).collect(),
            Ask::CaptureRolls { target } => vec![target.get_ref().as_str()],
            Ask::Distance { from, to } => vec![from.get_ref().as_str(), to.get_ref().as_str()],
            Ask::Status
            | Ask::Classify
            | Ask::Draws
            | Ask::KingRoutes
            | Ask::Escape { .. }
            | Ask::CaptureKing { .. } => Vec::new(),
        }
    }

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

    /// The kind of question, for the game's table.
    pub fn kind(&self) -> AskKind {
        match self {
            Ask::Legal { .. } => AskKind::Legal,
            Ask::Moves { from: None } => AskKind::Moves,
            Ask::Moves { from: Some(_) } => AskKind::MovesFrom,
            Ask::After { about, .. } => AskKind::After(*about),
            Ask::Status => AskKind::Status,
            Ask::CaptureRolls { .. } => AskKind::CaptureRolls,
            Ask::Classify => AskKind::Classify,
            Ask::Draws => AskKind::Draws,
            Ask::Score { .. } => AskKind::Score,
            Ask::KingRoutes => AskKind::KingRoutes,
            Ask::Escape { .. } => AskKind::Escape,
            Ask::CaptureKing { .. } => AskKind::CaptureKing,
            Ask::Distance { .. } => AskKind::Distance,
        }
    }
}

/// A parameter's value as read from the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamValue {
    /// A string, with its place.
    Text(Spanned<String>),
    /// A list of strings.
    List(Vec<Spanned<String>>),
    /// A whole number in its range.
    Number(u32),
    /// An `about` name, read.
    About(About),
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

    /// The answer as a language-neutral message: localised, it reads as a learner
    /// of that language would write it, in words the answer reader accepts back
    /// (`centre` for the aeroplane's goal in French, `2-5@слева` in Russian).
    /// `ask` chooses the grammar of an empty set (French `aucun` or `aucune`).
    pub fn message(&self, ask: &Ask, adapter: &dyn GameAdapter) -> Message {
        let item = |s: &str| Message::new("answer-item").text("item", s);
        match self {
            Answer::YesNo(true) => Message::new("answer-yes"),
            Answer::YesNo(false) => Message::new("answer-no"),
            Answer::Status(Status::Ongoing) => Message::new("status-ongoing"),
            Answer::Status(Status::Draw) => Message::new("status-draw"),
            Answer::Status(Status::Won(side)) | Answer::Side(side) => Message::side(side),
            Answer::Set(items) if items.is_empty() => {
                Message::new("answer-none").text("noun", none_noun(ask, adapter.kind()))
            }
            Answer::Set(items) => {
                answer_list(items.iter().map(|i| adapter.answer_item(i)).collect())
            }
            Answer::Distance(None) => Message::new("answer-unreachable"),
            Answer::Square(s) => adapter.answer_item(s),
            Answer::Classify(map) => answer_list(
                map.iter()
                    .map(|(tile, end)| {
                        Message::new("answer-classify")
                            .text("tile", tile.as_str())
                            .msg("end", Message::new(format!("end-{}", end.word())))
                    })
                    .collect(),
            ),
            other => item(&other.to_string()),
        }
    }
}

/// Items joined by spaces, as one message (`answer-list`, nested).
fn answer_list(items: Vec<Message>) -> Message {
    let mut items = items.into_iter().rev();
    let Some(last) = items.next() else {
        return Message::new("answer-item").text("item", "");
    };
    items.fold(last, |rest, first| {
        Message::new("answer-list")
            .msg("first", first)
            .msg("rest", rest)
    })
}

/// The grammatical gender of what an empty answer set counts, for French:
/// squares, points taken and die values are feminine (aucune case, aucune
/// valeur); moves, planes, corners, points and tiles masculine.
fn none_noun(ask: &Ask, game: GameKind) -> &'static str {
    match ask {
        Ask::CaptureRolls { .. } | Ask::After { .. } => "fem",
        Ask::Moves { from: Some(_) } if game == GameKind::Hnefatafl => "fem",
        _ => "masc",
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

/// Turns a label message into the reader's language (the i18n layer provides it).
pub type Labels<'a> = &'a dyn Fn(&Message) -> String;

/// What a game offers the exercise layer.
pub trait GameAdapter: Sync {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The questions this game answers: one row per kind of question, with how
    /// the learner's answer is read and which traps can change it. Everything
    /// else about questions (support, answer kinds, traps to try) is derived
    /// from this table.
    fn asks(&self) -> &'static [AskSpec];
    /// Reads and validates the `[position]` table. Every problem goes to the
    /// reader (`reader.problem(…)`); returns the position only if it is valid.
    fn load_position(&self, reader: &mut PositionReader<'_>) -> Option<Box<dyn Position>>;
    /// Brings a set item (square, move, die, tile) as typed by a learner to the
    /// canonical form used in answers; `None` if it cannot be read.
    fn canonical_item(&self, kind: ItemKind, text: &str) -> Option<String>;

    /// A canonical answer item (square, move, die, tile) as the reader's
    /// language writes it, in a form the answer reader accepts back: the
    /// aeroplane's `goal` is `centre` in French, a dominoes `2-5@left` is
    /// `2-5@gauche`. Most items are the same in every language.
    fn answer_item(&self, item: &str) -> Message {
        Message::new("answer-item").text("item", item)
    }

    /// The two sides, the first to move first.
    fn sides(&self) -> [&'static str; 2] {
        self.kind().sides()
    }
    /// The traps this game models (rules.md).
    fn traps(&self) -> &'static [Trap] {
        Trap::of(self.kind())
    }
    /// The table row of a question, `None` if this game does not answer it.
    fn spec(&self, ask: &Ask) -> Option<&'static AskSpec> {
        let kind = ask.kind();
        self.asks().iter().find(|s| s.kind == kind)
    }
    /// The squares a move names as written (`d8-d5` gives `d8` and `d5`), in
    /// canonical form: the squares a question itself names, which may be
    /// shown before it is answered.
    fn move_squares(&self, mv: &str) -> Vec<String> {
        mv.split(|c: char| !c.is_ascii_alphanumeric() || c == 'x' || c == 'X')
            .filter_map(|t| self.canonical_item(ItemKind::Square, t))
            .collect()
    }
    /// Whether this game answers that question (for `after`, that `about`).
    fn supports(&self, ask: &Ask) -> bool {
        self.spec(ask).is_some()
    }
    /// How a learner's answer to `ask` is read (`None` if unsupported).
    fn answer_kind(&self, ask: &Ask) -> Option<AnswerKind> {
        self.spec(ask).map(|s| s.answer)
    }
}

/// The concrete type behind a trait object, for callers that know the game
/// (tests comparing a drawing with the engine's state, tools). Every
/// position has it; call it on `&dyn Position`, not on a `Box`.
pub trait AsAny {
    /// The position as [`std::any::Any`], to downcast to its game's type.
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<T: std::any::Any> AsAny for T {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// A valid position of some game, ready to answer questions.
pub trait Position: Send + Sync + AsAny {
    /// Ongoing, won, or drawn.
    fn status(&self) -> Status;
    /// The side to move.
    fn to_move(&self) -> &'static str;
    /// Answers `ask` under the edition's rules (`trap` = `None`) or under a
    /// trap's rules, in one computation: the answer, the reasons (for `legal`
    /// the engine's illegality reason or the move's effects, for `after` the
    /// events…) and the squares to highlight.
    fn solve(&self, ask: &Ask, trap: Option<Trap>) -> Result<Solved, QuestionError>;
    /// Further answers a learner who holds `trap`'s misconception may give to
    /// `ask`: other readings of the same rule, each computed by the engine
    /// (Chinese checkers: `jump-captures` taken literally, own jumped pieces
    /// removed too). A wrong answer equal to one of them names the trap. Most
    /// games and traps have none.
    fn trap_readings(&self, ask: &Ask, trap: Trap) -> Vec<Answer> {
        let _ = (ask, trap);
        Vec::new()
    }
    /// The answer alone (a shorthand of [`Position::solve`] for tests and
    /// tools that need nothing else).
    fn answer(&self, ask: &Ask, trap: Option<Trap>) -> Result<Answer, QuestionError> {
        self.solve(ask, trap).map(|s| s.answer)
    }
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
    /// The board as a self-contained SVG document for print (no external
    /// resource, generic fonts, colours doubled by patterns or shapes), with
    /// `highlight` squares outlined, a caption and a legend. `id` starts every
    /// id in it (several drawings may share a page); `labels` translates its
    /// words. Each piece is an element with a `data-piece` attribute.
    fn svg(&self, highlight: &[String], id: &str, labels: Labels<'_>) -> String;
    /// The canonical names of the squares (points, tiles) that one question
    /// parameter names: a square, or the squares a move is written with —
    /// never what the move leads to. Unreadable text names nothing.
    fn names_in(&self, param: &str) -> Vec<String>;
    /// The squares a question's own parameters name, each once, in order:
    /// what a diagram may highlight before the learner answers.
    fn named_squares(&self, ask: &Ask) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for text in ask.named_texts() {
            for name in self.names_in(text) {
                if !out.contains(&name) {
                    out.push(name);
                }
            }
        }
        out
    }
}
