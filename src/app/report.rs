//! The JSON reports of the commands (contract §4), as types, and the one
//! printer that writes them. Fields are declared in alphabetical order, the
//! order of the keys on output.

use std::io::{self, Write};

use serde::Serialize;

use crate::problem::Code;

/// Writes one report as a single line of JSON.
pub fn print_json(out: &mut dyn Write, report: &impl Serialize) -> io::Result<()> {
    // `From` keeps the kind of an output error (a closed pipe stays one).
    serde_json::to_writer(&mut *out, report).map_err(io::Error::from)?;
    writeln!(out)
}

/// `check`.
#[derive(Serialize)]
pub struct CheckReport<'a> {
    /// Whether the answer is right.
    pub correct: bool,
    /// The exercise id.
    pub exercise: &'a str,
    /// The engine's answer, canonical.
    pub expected: String,
    /// What was given, trimmed.
    pub given: &'a str,
    /// The feedback as text.
    pub message: String,
    /// The question number.
    pub question: usize,
    /// The engine's reasons, localised.
    pub reasons: Vec<String>,
    /// The misconception matched, if any.
    pub trap: Option<&'static str>,
}

/// One answer of `solve`.
#[derive(Serialize)]
pub struct SolvedAnswer {
    /// The engine's answer, canonical.
    pub answer: String,
    /// The `ask` name.
    pub ask: &'static str,
    /// The question number.
    pub question: usize,
}

/// `solve`.
#[derive(Serialize)]
pub struct SolveReport<'a> {
    /// Every question's answer.
    pub answers: Vec<SolvedAnswer>,
    /// The exercise id.
    pub exercise: &'a str,
}

/// A located problem of `validate`.
#[derive(Serialize)]
pub struct ValidateProblem {
    /// Stable code.
    pub code: Code,
    /// Column, from 1.
    pub column: Option<usize>,
    /// Line, from 1.
    pub line: Option<usize>,
    /// The explanation, localised.
    pub message: String,
    /// Squares involved.
    pub squares: Vec<String>,
}

/// `validate`.
#[derive(Serialize)]
pub struct ValidateReport<'a> {
    /// The file.
    pub file: &'a str,
    /// Every problem.
    pub problems: Vec<ValidateProblem>,
    /// The position's status when valid.
    pub status: Option<&'static str>,
    /// Whether there is no problem.
    pub valid: bool,
}

/// A problem of `verify`.
#[derive(Serialize)]
pub struct VerifyItem<'a> {
    /// Stable code.
    pub code: Code,
    /// Column, from 1.
    pub column: Option<usize>,
    /// The exercise (id or path).
    pub exercise: &'a str,
    /// Line, from 1.
    pub line: Option<usize>,
    /// The explanation, localised.
    pub message: String,
}

impl<'a> VerifyItem<'a> {
    /// The item of a problem `verify` found, its message in `loc`'s language.
    pub fn of(p: &'a crate::exercise::VerifyProblem, loc: &crate::i18n::Localiser) -> Self {
        VerifyItem {
            code: p.code,
            column: p.at.map(|a| a.column),
            exercise: &p.exercise,
            line: p.at.map(|a| a.line),
            message: loc.text(&p.message),
        }
    }
}

/// `verify`.
#[derive(Serialize)]
pub struct VerifyReport<'a> {
    /// How many exercises were checked.
    pub exercises: usize,
    /// Whether there is no problem.
    pub ok: bool,
    /// Every problem.
    pub problems: Vec<VerifyItem<'a>>,
}

/// A question of `show`.
#[derive(Serialize)]
pub struct ShownQuestion {
    /// The `ask` name.
    pub ask: &'static str,
    /// The prompt, localised.
    pub prompt: String,
    /// The question number.
    pub question: usize,
}

/// `show`.
#[derive(Serialize)]
pub struct ShowReport<'a> {
    /// The board, as text.
    pub diagram: String,
    /// The exercise id.
    pub exercise: &'a str,
    /// The game.
    pub game: &'static str,
    /// The level.
    pub level: u8,
    /// The questions.
    pub questions: Vec<ShownQuestion>,
    /// `ongoing`, a side, or `draw`; null while a question asks it.
    pub status: Option<&'static str>,
    /// The tags.
    pub tags: &'a [String],
    /// The title, localised.
    pub title: String,
    /// The side to move; null while a question asks how the game stands or
    /// whose turn it is.
    pub turn: Option<&'static str>,
}

/// One exercise of `list`.
#[derive(Serialize)]
pub struct ListedExercise<'a> {
    /// Whether it is done.
    pub done: bool,
    /// Review questions due now.
    pub due: usize,
    /// Questions answered right at the first try.
    pub first_try: usize,
    /// The game.
    pub game: &'static str,
    /// The exercise id.
    pub id: &'a str,
    /// 1 to 3.
    pub level: u8,
    /// How many questions it has.
    pub questions: usize,
    /// `done`, `partial` or `new`.
    pub state: &'static str,
    /// The title, localised.
    pub title: String,
}

/// `list`.
#[derive(Serialize)]
pub struct ListReport<'a> {
    /// How many are done.
    pub done: usize,
    /// Review questions due now.
    pub due: usize,
    /// The exercises.
    pub exercises: Vec<ListedExercise<'a>>,
    /// Questions answered right at the first try, in all.
    pub first_try: usize,
    /// Questions, in all.
    pub questions: usize,
    /// How many there are.
    pub total: usize,
}

/// One game of `progress`.
#[derive(Serialize)]
pub struct ProgressGame {
    /// Catalogue exercises done.
    pub done: usize,
    /// Review questions due now (catalogue, drills, a teacher's files).
    pub due: usize,
    /// The game.
    pub game: &'static str,
    /// The last day an answer was given or shown (`YYYY-MM-DD`, UTC), if known.
    pub last_played: Option<String>,
    /// Catalogue exercises of the game.
    pub total: usize,
}

/// `progress`.
#[derive(Serialize)]
pub struct ProgressReport {
    /// The progress file.
    pub file: String,
    /// Every game.
    pub games: Vec<ProgressGame>,
    /// Illegal moves tried during `play` that a trap allows, per trap.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub trap_tries: Vec<TrapTries>,
}

/// Tries of one trap in `progress`.
#[derive(Serialize)]
pub struct TrapTries {
    /// How many.
    pub count: u32,
    /// The game.
    pub game: String,
    /// The trap.
    pub trap: String,
}

/// A section of `rules`.
#[derive(Serialize)]
pub struct RulesSection {
    /// The items, localised.
    pub items: Vec<String>,
    /// `rule`, `excluded` or `decision`.
    pub section: &'static str,
}

/// `rules`.
#[derive(Serialize)]
pub struct RulesReport {
    /// The game.
    pub game: &'static str,
    /// The sections.
    pub sections: Vec<RulesSection>,
}

/// `diagram`.
#[derive(Serialize)]
pub struct DiagramReport<'a> {
    /// The exercise id.
    pub exercise: &'a str,
    /// The file written, when `--svg` was given.
    pub file: Option<String>,
    /// The squares outlined (those the chosen question names).
    pub highlight: Vec<String>,
    /// The drawing, when no file was given.
    pub svg: Option<String>,
}

/// `worksheet`.
#[derive(Serialize)]
pub struct WorksheetReport {
    /// How many exercises it holds.
    pub exercises: usize,
    /// The file written.
    pub file: String,
    /// Its language.
    pub lang: &'static str,
    /// How many questions it asks.
    pub questions: usize,
}

/// A closest question offered by `ask`.
#[derive(Serialize)]
pub struct AskAlternative {
    /// The fact id.
    pub fact: String,
    /// Its game.
    pub game: &'static str,
    /// Its question, localised.
    pub question: String,
}

/// `ask` (contract §4, extended).
#[derive(Serialize)]
pub struct AskReport {
    /// Up to three closest questions.
    pub alternatives: Vec<AskAlternative>,
    /// The verdict and the rule, localised; null without an answer.
    pub answer: Option<String>,
    /// The explanation, localised.
    pub explanation: Option<String>,
    /// The fact that answers, if any.
    pub fact: Option<String>,
    /// Its game.
    pub game: Option<&'static str>,
    /// Every game the answer holds in: the fact's, then those of the other
    /// games whose facts give the same answer (a question naming no game).
    pub games: Vec<&'static str>,
    /// The other games' facts that give the same answer.
    pub also_facts: Vec<String>,
    /// The fact id again (the contract's name for it).
    pub id: Option<String>,
    /// The language the question is written in.
    pub lang: &'static str,
    /// Why there is no answer, localised.
    pub message: Option<String>,
    /// Whether the question is negative (`Can't…?`): `verdict` then says
    /// whether its negation holds (`no` when one can).
    pub negative: bool,
    /// The other variant's rule the question carries, localised.
    pub misconception: Option<String>,
    /// The fact's question, localised.
    pub question: Option<String>,
    /// `answered`, `picked` (the closest question chosen with `--pick`),
    /// `not-understood`, `game-unclear` or `conflict`.
    pub reason: &'static str,
    /// `yes` or `no` for the question as asked, a negative one included;
    /// null for an open question.
    pub verdict: Option<&'static str>,
}

/// One written drill of `drill --export`.
#[derive(Serialize)]
pub struct ExportedDrill {
    /// The engine's answer, canonical (also recorded in the file).
    pub answer: String,
    /// The `ask` name.
    pub ask: &'static str,
    /// The exercise file.
    pub file: String,
    /// The drill's id (`drill/<game>/<topic>/<level>/<seed>`).
    pub id: String,
    /// The topic.
    pub topic: &'static str,
    /// The traps declared.
    pub traps: Vec<&'static str>,
}

/// `drill --export`.
#[derive(Serialize)]
pub struct DrillExportReport<'a> {
    /// The folder written.
    pub dir: &'a str,
    /// The drills, in order.
    pub drills: Vec<ExportedDrill>,
    /// The game.
    pub game: &'static str,
    /// The level.
    pub level: u8,
    /// What `verify` found in the written files (nothing, normally).
    pub problems: Vec<VerifyItem<'a>>,
    /// The run's seed.
    pub seed: u64,
    /// Whether `verify` accepts every written file.
    pub verified: bool,
}

/// The first fault of a record in `replay`.
#[derive(Serialize)]
pub struct ReplayFault {
    /// Stable code: the engine's reason (`path-blocked`, `overshoot`…) or
    /// the record's (`wrong-side`, `incomplete`, `result-mismatch`…).
    pub code: &'static str,
    /// Column, from 1.
    pub column: Option<usize>,
    /// Line, from 1.
    pub line: Option<usize>,
    /// The reason, localised.
    pub message: String,
    /// The move as written (empty for the deal and the result).
    #[serde(rename = "move")]
    pub mv: String,
    /// The move's number, from 1 (0 for the deal and the result).
    pub ply: usize,
    /// Squares, points or tiles involved.
    pub squares: Vec<String>,
}

/// `replay`.
#[derive(Serialize)]
pub struct ReplayReport {
    /// The first fault, if any.
    pub error: Option<ReplayFault>,
    /// The record file.
    pub file: String,
    /// The game.
    pub game: &'static str,
    /// Legal moves checked.
    pub moves: usize,
    /// The side that resigned, if one did.
    pub resigned: Option<&'static str>,
    /// `ongoing`, the winner, or `draw`, after the legal moves.
    pub result: &'static str,
    /// Whether every move is legal and the result is the one written.
    pub valid: bool,
}

/// One move of `play`.
#[derive(Serialize)]
pub struct PlayMove {
    /// Who chose it: `human`, `engine` or `rules`.
    pub by: &'static str,
    /// Full notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// The move's number, from 1.
    pub ply: usize,
    /// The side.
    pub side: &'static str,
}

/// One refused try of `play`: the session's own record of it.
pub use crate::play::session::Try as PlayTry;

/// `play`.
#[derive(Serialize)]
pub struct PlayReport {
    /// How the game ended, localised (null while it goes on).
    pub ending: Option<String>,
    /// The game.
    pub game: &'static str,
    /// The moves.
    pub moves: Vec<PlayMove>,
    /// Where the record was written.
    pub record: Option<String>,
    /// The side that resigned.
    pub resigned: Option<&'static str>,
    /// `ongoing`, the winner, or `draw`.
    pub result: &'static str,
    /// The seed.
    pub seed: u64,
    /// Refused tries.
    pub tries: Vec<PlayTry>,
}
