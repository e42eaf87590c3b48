//! The only place where the engine's data becomes words: one exhaustive
//! `match` per enum, each variant to a Fluent message (`aero-…`).

use crate::message::Message;

use super::board::RingColour;
use super::board::{Side, Square};
use super::diagram::Label;
use super::game::{Event, Illegal};
use super::setup::IssueKind;
use super::svg::Word;

fn sq(s: Square) -> String {
    s.to_string()
}

/// Where a plane stands (`form` = `at`: "on 12", "in the base", "at goal") or
/// goes (`to`), as a phrase of the reader's language, so that `base` and `goal`
/// never appear as English words inside a sentence.
fn place(s: Square, form: &str) -> Message {
    let kind = match s {
        Square::Base => "base",
        Square::Goal => "goal",
        Square::Ring(_) | Square::Lane(..) => "square",
    };
    Message::new("aero-place")
        .text("kind", kind)
        .text("name", sq(s))
        .text("form", form)
}

/// A place as an answer word: `12`, `R3`, or the base and the goal in the
/// reader's language (words the answer reader accepts back).
pub fn square_word(name: &str) -> Message {
    let kind = match name {
        "base" => "base",
        "goal" => "goal",
        _ => "square",
    };
    Message::new("aero-square")
        .text("kind", kind)
        .text("name", name)
}

/// Why a move is illegal.
pub fn illegal(reason: &Illegal) -> Message {
    match *reason {
        Illegal::GameOver { winner } => {
            Message::new("aero-illegal-game-over").side_arg("side", winner.name())
        }
        Illegal::RollOutOfRange { roll } => {
            Message::new("aero-illegal-roll-range").num("roll", roll)
        }
        Illegal::NoRollPending { from } => {
            Message::new("aero-illegal-no-roll").text("square", sq(from))
        }
        Illegal::RollMismatch { given, pending } => Message::new("aero-illegal-roll-mismatch")
            .num("given", given)
            .num("pending", pending),
        Illegal::ThirdSixCancelled { from } => Message::new("aero-illegal-third-six")
            .text("square", sq(from))
            .msg("square-at", place(from, "at")),
        Illegal::NoPlaneThere { square } => Message::new("aero-illegal-no-plane")
            .text("square", sq(square))
            .msg("square-at", place(square, "at")),
        Illegal::ExitNeedsSix { roll } => Message::new("aero-illegal-exit-six").num("roll", roll),
        Illegal::ExitNeedsEven { roll } => Message::new("aero-illegal-exit-even").num("roll", roll),
        Illegal::Overshoot { from, roll, by } => Message::new("aero-illegal-overshoot")
            .text("square", sq(from))
            .num("roll", roll)
            .num("by", by)
            .num("need", roll - by),
        Illegal::AtGoal => Message::new("aero-illegal-at-goal"),
        Illegal::MoveExists { roll, plane } => Message::new("aero-illegal-move-exists")
            .num("roll", roll)
            .text("square", sq(plane))
            .msg("square-at", place(plane, "at")),
    }
}

/// One event of a move.
pub fn event(e: &Event) -> Message {
    match *e {
        Event::Exit { side: s, to } => Message::new("aero-event-exit")
            .side_arg("side", s.name())
            .text("square", sq(to)),
        Event::Advance {
            side: s,
            from,
            to,
            roll,
        } => Message::new("aero-event-advance")
            .side_arg("side", s.name())
            .text("from", sq(from))
            .text("to", sq(to))
            .msg("to-place", place(to, "to"))
            .num("roll", roll),
        Event::ColourJump { from, to } => Message::new("aero-event-colour-jump")
            .text("from", sq(from))
            .text("to", sq(to)),
        Event::Capture {
            victim,
            square,
            count,
        } => Message::new("aero-event-capture")
            .side_arg("side", victim.name())
            .text("square", sq(square))
            .num("count", count),
        Event::Arrived { side: s } => Message::new("aero-event-arrived").side_arg("side", s.name()),
        Event::NoMove { side: s, roll } => Message::new("aero-event-no-move")
            .side_arg("side", s.name())
            .num("roll", roll),
        Event::ThirdSix { side: s } => {
            Message::new("aero-event-third-six").side_arg("side", s.name())
        }
        Event::SixesUndone { side: s } => {
            Message::new("aero-event-sixes-undone").side_arg("side", s.name())
        }
        Event::Won { side: s } => Message::new("aero-event-won").side_arg("side", s.name()),
        Event::ExtraRoll { side: s } => {
            Message::new("aero-event-extra-roll").side_arg("side", s.name())
        }
        Event::TurnPasses { to } => {
            Message::new("aero-event-turn-passes").side_arg("side", to.name())
        }
    }
}

/// A setup problem.
pub fn issue(kind: &IssueKind) -> Message {
    match kind {
        IssueKind::BadTurn { text } => Message::new("aero-problem-bad-turn").text("value", text),
        IssueKind::PlaneCount { side: s, count } => Message::new("aero-problem-plane-count")
            .side_arg("side", s.name())
            .num("count", *count as i64),
        IssueKind::BadSquare { side: s, text } => Message::new("aero-problem-bad-square")
            .side_arg("side", s.name())
            .text("value", text),
        IssueKind::WrongLane { side: s, square } => Message::new("aero-problem-wrong-lane")
            .side_arg("side", s.name())
            .text("square", sq(*square)),
        IssueKind::LaneNotPlaying { side: s, name } => {
            Message::new("aero-problem-lane-not-playing")
                .side_arg("side", s.name())
                .text("square", name)
        }
        IssueKind::OffRoute { side: s, square } => Message::new("aero-problem-off-route")
            .side_arg("side", s.name())
            .text("square", sq(*square)),
        IssueKind::SharedSquare { square } => {
            Message::new("aero-problem-opponents-share-square").text("square", sq(*square))
        }
        IssueKind::ThirdSixPending => Message::new("aero-problem-third-six-pending"),
        IssueKind::SixesAfterNonSix { dice, sixes } => {
            Message::new("aero-problem-sixes-after-non-six")
                .num("dice", *dice)
                .num("sixes", *sixes)
        }
        IssueKind::SixesWithoutPlane { side: s, sixes } => {
            Message::new("aero-problem-sixes-without-plane")
                .side_arg("side", s.name())
                .num("sixes", *sixes)
        }
        IssueKind::BothFinished => Message::new("aero-problem-both-finished"),
        IssueKind::RollAfterWin { winner } => {
            Message::new("aero-problem-roll-after-win").side_arg("side", winner.name())
        }
    }
}

/// Sentences of explanations and question errors that are not engine data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A plane that can use the pending roll, and where it lands.
    PlaneCanMove {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// No plane can use the pending roll.
    NoPlaneCanMove {
        /// The roll.
        roll: u8,
    },
    /// With `roll`, the plane on `from` captures on `target`.
    CaptureRoll {
        /// The roll.
        roll: u8,
        /// The capturing plane.
        from: Square,
        /// The target.
        target: Square,
    },
    /// No roll captures the target.
    NoCaptureRoll {
        /// The target.
        target: Square,
    },
    /// The target is on a safe square.
    TargetSafe {
        /// The target.
        target: Square,
    },
    /// The target is in a lane, in base or at goal.
    TargetOffRing {
        /// The target.
        target: Square,
    },
    /// A 6 now would be the third of the turn.
    SixWouldBeThird,
    /// Nobody has won yet.
    Ongoing,
    /// The side has won.
    Won {
        /// The winner.
        side: Side,
    },
    /// The question needs `dice`.
    NeedsDice,
    /// A move could not be read.
    BadMove {
        /// As written.
        text: String,
    },
    /// A square could not be read.
    BadSquare {
        /// As written.
        text: String,
    },
    /// No opposing plane on the target square.
    NoTarget {
        /// The square.
        square: Square,
    },
    /// No plane moved in the sequence (`landing`).
    NoLanding,
    /// A move of the sequence is illegal.
    IllegalInSequence {
        /// As written.
        text: String,
        /// Why.
        reason: Illegal,
    },
    /// `after` needs at least one move.
    EmptySequence,
    /// This question is not asked of this game.
    Unsupported {
        /// The ask name.
        ask: String,
    },
    /// A trap name this game does not know.
    UnknownTrap {
        /// The name.
        name: String,
    },
}

/// The message of a note.
pub fn note(n: &Note) -> Message {
    match n {
        Note::PlaneCanMove { from, to } => Message::new("aero-note-plane-can-move")
            .text("from", sq(*from))
            .msg("from-at", place(*from, "at"))
            .text("to", sq(*to))
            .msg("to-place", place(*to, "to")),
        Note::NoPlaneCanMove { roll } => {
            Message::new("aero-note-no-plane-can-move").num("roll", *roll)
        }
        Note::CaptureRoll { roll, from, target } => Message::new("aero-note-capture-roll")
            .num("roll", *roll)
            .text("from", sq(*from))
            .msg("from-at", place(*from, "at"))
            .text("target", sq(*target)),
        Note::NoCaptureRoll { target } => {
            Message::new("aero-note-no-capture-roll").text("target", sq(*target))
        }
        Note::TargetSafe { target } => {
            Message::new("aero-note-target-safe").text("target", sq(*target))
        }
        Note::TargetOffRing { target } => Message::new("aero-note-target-off-ring")
            .text("target", sq(*target))
            .msg("target-at", place(*target, "at")),
        Note::SixWouldBeThird => Message::new("aero-note-six-would-be-third"),
        Note::Ongoing => Message::new("aero-note-ongoing"),
        Note::Won { side: s } => Message::new("aero-note-won").side_arg("side", s.name()),
        Note::NeedsDice => Message::new("aero-error-needs-dice"),
        Note::BadMove { text } => Message::new("aero-error-bad-move").text("move", text),
        Note::BadSquare { text } => Message::new("aero-error-bad-square").text("square", text),
        Note::NoTarget { square } => {
            Message::new("aero-error-no-target").text("square", sq(*square))
        }
        Note::NoLanding => Message::new("aero-error-no-landing"),
        Note::IllegalInSequence { text, reason } => Message::new("aero-error-illegal-in-sequence")
            .text("move", text)
            .msg("reason", illegal(reason)),
        Note::EmptySequence => Message::new("aero-error-empty-sequence"),
        Note::Unsupported { ask } => Message::new("aero-error-unsupported").text("ask", ask),
        Note::UnknownTrap { name } => Message::new("aero-error-unknown-trap").text("trap", name),
    }
}

/// A word under the board.
pub fn diagram_label(label: Label) -> Message {
    match label {
        Label::Turn(s) => Message::new("aero-label-turn").side_arg("side", s.name()),
        Label::Dice(d) => Message::new("aero-label-dice").num("dice", d),
        Label::Sixes(n) => Message::new("aero-label-sixes").num("count", n),
        Label::Planes(s, squares) => {
            let letter = if s == Side::Red { "r" } else { "y" };
            let mut m = Message::new("aero-label-planes").text("letter", letter);
            for (arg, square) in ["p1", "p2", "p3", "p4"].into_iter().zip(squares) {
                m = m.msg(arg, square_word(&sq(square)));
            }
            m
        }
        Label::Colour(c) => Message::new(match c {
            RingColour::Red => "aero-label-colour-red",
            RingColour::Green => "aero-label-colour-green",
            RingColour::Yellow => "aero-label-colour-yellow",
            RingColour::Blue => "aero-label-colour-blue",
        }),
    }
}

/// A word of the printable board; `status` is the caption of the position.
pub fn svg_word(word: Word, status: &Message) -> Message {
    match word {
        Word::Title => Message::new("game-aeroplane"),
        Word::Status => status.clone(),
        Word::Dice(d) => Message::new("aero-label-dice").num("dice", d),
        Word::Sixes(n) => Message::new("aero-label-sixes").num("count", n),
        Word::Initial(Side::Red) => Message::new("aero-svg-initial-red"),
        Word::Initial(Side::Yellow) => Message::new("aero-svg-initial-yellow"),
        Word::Base(RingColour::Red) => Message::new("aero-svg-base-red"),
        Word::Base(RingColour::Yellow) => Message::new("aero-svg-base-yellow"),
        Word::Base(RingColour::Green) => Message::new("aero-svg-idle-green"),
        Word::Base(RingColour::Blue) => Message::new("aero-svg-idle-blue"),
        Word::Plane(Side::Red) => Message::new("aero-svg-plane-red"),
        Word::Plane(Side::Yellow) => Message::new("aero-svg-plane-yellow"),
        Word::Colour(RingColour::Red) => Message::new("aero-svg-colour-red"),
        Word::Colour(RingColour::Green) => Message::new("aero-svg-colour-green"),
        Word::Colour(RingColour::Yellow) => Message::new("aero-svg-colour-yellow"),
        Word::Colour(RingColour::Blue) => Message::new("aero-svg-colour-blue"),
        Word::Star => Message::new("aero-svg-star"),
        Word::Start => Message::new("aero-svg-start"),
        Word::Goal => Message::new("aero-svg-goal"),
        Word::Highlight => Message::new("svg-highlight"),
    }
}

/// The die rolled before a choice.
pub fn rolls(s: Side, roll: u8) -> Message {
    Message::new("aero-play-rolls")
        .side_arg("side", s.name())
        .num("roll", roll)
}

/// Why the opponent (or a hint) chose a plane.
pub fn why(why: &super::ai::Why) -> Message {
    use super::ai::Why;
    match *why {
        Why::Only => Message::new("aero-why-only"),
        Why::Captures(square) => Message::new("aero-why-captures").text("square", sq(square)),
        Why::Arrives => Message::new("aero-why-arrives"),
        Why::Exits => Message::new("aero-why-exits"),
        Why::Escapes(square) => Message::new("aero-why-escapes").text("square", sq(square)),
        Why::OutOfReach(square) => Message::new("aero-why-out-of-reach").text("square", sq(square)),
        Why::Exposed(square, count) => Message::new("aero-why-exposed")
            .text("square", sq(square))
            .num("count", count),
        Why::Expects(rolls) => Message::new("aero-why-expects").num("rolls", rolls),
    }
}
