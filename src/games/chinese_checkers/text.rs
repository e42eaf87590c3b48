//! The only place where engine data becomes words: one exhaustive `match` per
//! enum, each variant to a Fluent id (prefix `cc-`) and its arguments.

use crate::message::Message;

use super::board::Point;
use super::game::Event;
use super::legality::Illegal;
use super::rules::Side;
use super::setup::SetupProblem;
use super::svg::Word;

fn pt(p: Point) -> String {
    p.name()
}

/// A canonical move as an answer word of the reader's language (`pass` is
/// `passe`, `пас`; a path is the same everywhere).
pub fn answer_item(item: &str) -> Message {
    if item == "pass" {
        Message::new("cc-answer-pass")
    } else {
        Message::new("answer-item").text("item", item)
    }
}

/// Why a move is illegal.
pub fn illegal(reason: &Illegal) -> Message {
    match *reason {
        Illegal::GameOver { winner } => {
            Message::new("cc-illegal-game-over").side_arg("side", winner.name())
        }
        Illegal::PassWhileMoveExists { from, to } => Message::new("cc-illegal-pass-while-move")
            .text("from", pt(from))
            .text("to", pt(to)),
        Illegal::NoDestination { at } => {
            Message::new("cc-illegal-no-destination").text("point", pt(at))
        }
        Illegal::OffBoard { name } => {
            Message::new("cc-illegal-off-board").text("point", name.to_string())
        }
        Illegal::NoPiece { at } => Message::new("cc-illegal-no-piece").text("point", pt(at)),
        Illegal::NotYourPiece { at, owner } => Message::new("cc-illegal-not-your-piece")
            .text("point", pt(at))
            .side_arg("side", owner.name()),
        Illegal::NotAdjacentNorJump { from, to } => {
            Message::new("cc-illegal-not-adjacent-nor-jump")
                .text("from", pt(from))
                .text("to", pt(to))
        }
        Illegal::StepOccupied { from, to } => Message::new("cc-illegal-step-occupied")
            .text("from", pt(from))
            .text("to", pt(to)),
        Illegal::NothingToJump { from, over, to } => Message::new("cc-illegal-nothing-to-jump")
            .text("from", pt(from))
            .text("over", pt(over))
            .text("to", pt(to)),
        Illegal::LandingOccupied { from, over, to } => Message::new("cc-illegal-landing-occupied")
            .text("from", pt(from))
            .text("over", pt(over))
            .text("to", pt(to)),
        Illegal::VisitedTwice { at } => {
            Message::new("cc-illegal-visited-twice").text("point", pt(at))
        }
        Illegal::StepThenMore { from, to, next } => Message::new("cc-illegal-step-then-more")
            .text("from", pt(from))
            .text("to", pt(to))
            .text("next", pt(next)),
        Illegal::StepAfterJump { from, to } => Message::new("cc-illegal-step-after-jump")
            .text("from", pt(from))
            .text("to", pt(to)),
        Illegal::LeavesTargetCamp { from, to } => Message::new("cc-illegal-leaves-target-camp")
            .text("from", pt(from))
            .text("to", pt(to)),
        Illegal::MustContinue { at, over, to } => Message::new("cc-illegal-must-continue")
            .text("point", pt(at))
            .text("over", pt(over))
            .text("to", pt(to)),
    }
}

/// What a move did.
pub fn event(ev: &Event) -> Message {
    match *ev {
        Event::Step { side: s, from, to } => Message::new("cc-event-step")
            .side_arg("side", s.name())
            .text("from", pt(from))
            .text("to", pt(to)),
        Event::Jump {
            side: s,
            from,
            over,
            to,
        } => Message::new("cc-event-jump")
            .side_arg("side", s.name())
            .text("from", pt(from))
            .text("over", pt(over))
            .text("to", pt(to)),
        Event::Captured { owner, at } => Message::new("cc-event-captured")
            .side_arg("side", owner.name())
            .text("point", pt(at)),
        Event::Passed { side: s } => Message::new("cc-event-passed").side_arg("side", s.name()),
        Event::Won { side: s } => Message::new("cc-event-won").side_arg("side", s.name()),
    }
}

/// A setup problem found by validation.
pub fn setup_problem(p: &SetupProblem) -> Message {
    match *p {
        SetupProblem::Duplicate {
            at, side: s, first, ..
        } if s == first => Message::new("cc-problem-duplicate-in-list")
            .text("point", pt(at))
            .side_arg("side", s.name()),
        SetupProblem::Duplicate {
            at, side: s, first, ..
        } => Message::new("cc-problem-duplicate-point")
            .text("point", pt(at))
            .side_arg("side", s.name())
            .side_arg("first", first.name()),
        SetupProblem::TooMany { side: s, count } => Message::new("cc-problem-too-many-pieces")
            .side_arg("side", s.name())
            .num("count", count as i64),
        SetupProblem::WrongCount { side: s, count } => Message::new("cc-problem-wrong-piece-count")
            .side_arg("side", s.name())
            .num("count", count as i64),
        SetupProblem::BothHome => Message::new("cc-problem-both-home"),
    }
}

/// A `turn` value that is not a side.
pub fn bad_turn(value: &str) -> Message {
    Message::new("cc-problem-bad-turn").text("value", value)
}

/// A listed name that is not a point.
pub fn bad_point(name: &str, s: Side) -> Message {
    Message::new("cc-problem-bad-point")
        .text("point", name)
        .side_arg("side", s.name())
}

/// Errors in question parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuestionProblem<'a> {
    /// A move text that is not a path nor `pass`.
    UnreadableMove(&'a str),
    /// A point parameter that is not a point name at all.
    UnreadablePoint(&'a str),
    /// A point parameter off the star.
    OffBoard(&'a str),
    /// No piece on the point.
    NoPiece(Point),
    /// The piece does not belong to the side to move.
    NotToMove(Point, Side),
    /// A move of an `after` sequence is illegal.
    IllegalInSequence(usize, &'a str, Illegal),
    /// A trap name this game does not know.
    UnknownTrap(&'a str),
    /// A question this game does not answer.
    Unsupported(&'a str),
    /// Too many full paths to list.
    TooManyPaths(usize),
}

/// The message of a question error.
pub fn question(p: &QuestionProblem<'_>) -> Message {
    match p {
        QuestionProblem::UnreadableMove(t) => crate::exercise::cyrillic_square_message(t)
            .unwrap_or_else(|| Message::new("cc-error-unreadable-move").text("text", *t)),
        QuestionProblem::UnreadablePoint(t) => crate::exercise::cyrillic_square_message(t)
            .unwrap_or_else(|| Message::new("cc-error-unreadable-point").text("text", *t)),
        QuestionProblem::OffBoard(t) => Message::new("cc-error-off-board").text("point", *t),
        QuestionProblem::NoPiece(p) => Message::new("cc-error-no-piece").text("point", pt(*p)),
        QuestionProblem::NotToMove(p, s) => Message::new("cc-error-not-to-move")
            .text("point", pt(*p))
            .side_arg("side", s.name()),
        QuestionProblem::IllegalInSequence(n, mv, reason) => {
            Message::new("cc-error-illegal-in-sequence")
                .num("number", *n as i64)
                .text("move", *mv)
                .msg("reason", illegal(reason))
        }
        QuestionProblem::UnknownTrap(t) => Message::new("cc-error-unknown-trap").text("name", *t),
        QuestionProblem::Unsupported(a) => Message::new("cc-error-unsupported").text("ask", *a),
        QuestionProblem::TooManyPaths(n) => {
            Message::new("cc-error-too-many-paths").num("count", *n as i64)
        }
    }
}

/// Explanations that are not events or reasons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The jumped pieces stay where they are (no captures in this edition).
    PivotsStay(usize),
    /// The side to move has this many full paths.
    MovesCount(usize),
    /// The side to move has no move and must pass.
    OnlyPass(Side),
    /// The piece on the point has this many destinations.
    Destinations(Point, usize),
    /// How many of a side's pieces stand in its target camp.
    HomeCount(Side, usize),
    /// An opponent piece occupies a point of the side's target camp.
    Blocker(Side, Point),
    /// A partial teaching position: nobody can win.
    PartialNoWin,
    /// The distance and one shortest route.
    Distance(Point, Point, u32, String),
    /// The piece cannot get there.
    Unreachable(Point, Point),
}

/// The message of a note.
pub fn note(n: &Note) -> Message {
    match n {
        Note::PivotsStay(k) => Message::new("cc-explain-pivots-stay").num("count", *k as i64),
        Note::MovesCount(k) => Message::new("cc-explain-moves-count").num("count", *k as i64),
        Note::OnlyPass(s) => Message::new("cc-explain-only-pass").side_arg("side", s.name()),
        Note::Destinations(p, k) => Message::new("cc-explain-destinations")
            .text("point", pt(*p))
            .num("count", *k as i64),
        Note::HomeCount(s, k) => Message::new("cc-explain-home-count")
            .side_arg("side", s.name())
            .num("count", *k as i64),
        Note::Blocker(s, p) => Message::new("cc-explain-blocker")
            .side_arg("side", s.name())
            .text("point", pt(*p)),
        Note::PartialNoWin => Message::new("cc-explain-partial"),
        Note::Distance(a, b, d, route) => Message::new("cc-explain-distance")
            .text("from", pt(*a))
            .text("to", pt(*b))
            .num("count", *d as i64)
            .text("route", route.clone()),
        Note::Unreachable(a, b) => Message::new("cc-explain-unreachable")
            .text("from", pt(*a))
            .text("to", pt(*b)),
    }
}

/// A word of the printable board; `status` is the caption of the position.
pub fn svg_word(word: Word, status: &Message) -> Message {
    match word {
        Word::Title => Message::new("game-chinese-checkers"),
        Word::Status => status.clone(),
        Word::Piece(Side::Red) => Message::new("cc-svg-piece-red"),
        Word::Piece(Side::Blue) => Message::new("cc-svg-piece-blue"),
        Word::Empty => Message::new("cc-svg-empty"),
        Word::Camp(Side::Red) => Message::new("cc-svg-camp-red"),
        Word::Camp(Side::Blue) => Message::new("cc-svg-camp-blue"),
        Word::Highlight => Message::new("svg-highlight"),
    }
}

/// The side to move has no move: it must pass (no defeat in this edition).
pub fn must_pass(s: Side) -> Message {
    Message::new("cc-play-must-pass").side_arg("side", s.name())
}

/// Why the opponent (or a hint) chose a move.
pub fn why(why: &super::ai::Why) -> Message {
    use super::ai::Why;
    match *why {
        Why::Wins => Message::new("cc-why-wins"),
        Why::Pass => Message::new("cc-why-pass"),
        Why::Advances {
            from,
            to,
            before,
            after,
        } => Message::new("cc-why-advances")
            .text("from", pt(from))
            .text("to", pt(to))
            .num("before", before)
            .num("after", after),
    }
}

/// The reason of a hint: why the move was chosen, then what it does (ground
/// gained, pieces jumped, the last piece out of home, a piece into the
/// target camp), each computed from the move.
pub fn hint_reason(why: &super::ai::Why, effect: &super::ai::Effect) -> Message {
    let mut parts = vec![self::why(why)];
    if effect.jumped > 0 {
        parts.push(Message::new("cc-hint-chain").num("count", effect.jumped as i64));
    }
    parts.push(match effect.gained {
        g if g > 0 => Message::new("cc-hint-gain").num("steps", i64::from(g)),
        0 => Message::new("cc-hint-level"),
        g => Message::new("cc-hint-back").num("steps", i64::from(-g)),
    });
    if effect.last_out_of_home {
        parts.push(Message::new("cc-hint-last-out"));
    }
    if effect.enters_target {
        parts.push(Message::new("cc-hint-enters"));
    }
    let mut out = parts.pop().expect("at least one part");
    while let Some(head) = parts.pop() {
        out = Message::new("cc-hint-and")
            .msg("head", head)
            .msg("tail", out);
    }
    out
}
