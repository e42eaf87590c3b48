//! The only place where hnefatafl data becomes words: one exhaustive `match`
//! per engine enum, each variant mapped to a Fluent id (prefix `hnef-`) and its
//! arguments. Squares go in as text, counts as numbers.

use crate::message::Message;

use super::board::{Bitboard, Square};
use super::game::{Events, Illegal, Outcome, Side};
use super::notation::{move_name, move_with_captures};
use super::setup::{MAX_ATTACKERS, MAX_DEFENDERS, SetupProblem};
use super::svg::Word;

/// Squares joined by ", " in name order.
pub fn square_list(set: Bitboard) -> String {
    let names: Vec<String> = set.sorted_by_name().iter().map(|s| s.to_string()).collect();
    names.join(", ")
}

/// Why a move is illegal.
pub fn illegal(reason: &Illegal) -> Message {
    match *reason {
        Illegal::GameOver => Message::new("hnef-illegal-game-over"),
        Illegal::NoPiece { square } => {
            Message::new("hnef-illegal-no-piece").text("square", square.to_string())
        }
        Illegal::NotYourPiece { square, owner } => Message::new("hnef-illegal-not-your-piece")
            .text("square", square.to_string())
            .side_arg("owner", owner.name()),
        Illegal::SameSquare { square } => {
            Message::new("hnef-illegal-same-square").text("square", square.to_string())
        }
        Illegal::NotStraight { from, to } => Message::new("hnef-illegal-not-straight")
            .text("from", from.to_string())
            .text("to", to.to_string()),
        Illegal::PathBlocked { from, to, at } => Message::new("hnef-illegal-path-blocked")
            .text("from", from.to_string())
            .text("to", to.to_string())
            .text("at", at.to_string()),
        Illegal::DestinationOccupied { to } => {
            Message::new("hnef-illegal-destination-occupied").text("square", to.to_string())
        }
        Illegal::ThroneReserved { to } => {
            Message::new("hnef-illegal-throne-reserved").text("square", to.to_string())
        }
        Illegal::CornerReserved { to } => {
            Message::new("hnef-illegal-corner-reserved").text("square", to.to_string())
        }
        Illegal::WrongCaptures { claimed, actual } => Message::new("hnef-illegal-wrong-captures")
            .text("claimed", square_list(claimed))
            .text("actual", square_list(actual))
            .num("count", actual.count()),
    }
}

/// What one played move did, as a few sentences.
pub fn events(ev: &Events, king_before: Square) -> Vec<Message> {
    let mut out = vec![
        Message::new("hnef-event-move")
            .side_arg("side", ev.mover.name())
            .text("move", move_with_captures(ev.mv, ev.removed(king_before))),
    ];
    if !ev.captured.is_empty() {
        out.push(
            Message::new("hnef-event-captured")
                .text("squares", square_list(ev.captured))
                .num("count", ev.captured.count()),
        );
    }
    if let Some(s) = ev.self_captured {
        out.push(Message::new("hnef-event-self-captured").text("square", s.to_string()));
    }
    if ev.king_captured {
        out.push(Message::new("hnef-event-king-captured").text("square", king_before.to_string()));
    }
    if ev.escaped {
        out.push(Message::new("hnef-event-escaped").text("square", ev.mv.to.to_string()));
    }
    if ev.removed(king_before).is_empty() {
        out.push(Message::new("hnef-event-quiet").num("quiet", ev.quiet));
    }
    out
}

/// How the game stands.
pub fn outcome(o: Outcome, turn: Side, king: Square) -> Message {
    match o {
        Outcome::Ongoing => Message::new("hnef-status-ongoing").side_arg("side", turn.name()),
        Outcome::Escaped => Message::new("hnef-status-escaped").text("square", king.to_string()),
        Outcome::KingCaptured => {
            Message::new("hnef-status-king-captured").text("square", king.to_string())
        }
        Outcome::QuietDraw => Message::new("hnef-status-quiet-draw"),
        Outcome::NoMoves(loser) => Message::new("hnef-status-no-moves")
            .side_arg("side", loser.name())
            .side_arg("winner", loser.other().name()),
    }
}

/// A setup problem.
pub fn problem(p: &SetupProblem) -> Message {
    match p {
        SetupProblem::SquareUsedTwice { square, .. } => {
            Message::new("hnef-problem-square-used-twice").text("square", square.to_string())
        }
        SetupProblem::TwoKings { square, .. } => {
            Message::new("hnef-problem-two-kings").text("square", square.to_string())
        }
        SetupProblem::SoldierOnThrone { .. } => Message::new("hnef-problem-soldier-on-throne"),
        SetupProblem::SoldierOnCorner { square, .. } => {
            Message::new("hnef-problem-soldier-on-corner").text("square", square.to_string())
        }
        SetupProblem::TooManyAttackers { count, .. } => {
            Message::new("hnef-problem-too-many-attackers")
                .num("count", *count as i64)
                .num("max", MAX_ATTACKERS as i64)
        }
        SetupProblem::TooManyDefenders { count, .. } => {
            Message::new("hnef-problem-too-many-defenders")
                .num("count", *count as i64)
                .num("max", MAX_DEFENDERS as i64)
        }
        SetupProblem::KingEnclosed { king, .. } => {
            Message::new("hnef-problem-king-enclosed").text("square", king.to_string())
        }
    }
}

/// A name that is not a square.
pub fn bad_square(text: &str) -> Message {
    Message::new("hnef-problem-bad-square").text("name", text)
}

/// A `turn` that is neither black nor white.
pub fn bad_turn(text: &str) -> Message {
    Message::new("hnef-problem-bad-turn").text("value", text)
}

/// No king key.
pub fn king_missing() -> Message {
    Message::new("hnef-problem-king-missing")
}

/// A move parameter that cannot be read.
pub fn unreadable_move(text: &str) -> Message {
    crate::exercise::cyrillic_square_message(text)
        .unwrap_or_else(|| Message::new("hnef-error-bad-move").text("text", text))
}

/// A square parameter that cannot be read.
pub fn unreadable_square(text: &str) -> Message {
    crate::exercise::cyrillic_square_message(text)
        .unwrap_or_else(|| Message::new("hnef-error-bad-square").text("text", text))
}

/// A move of an `after` sequence that is illegal.
pub fn illegal_in_sequence(index: usize, written: &str, reason: &Illegal) -> Message {
    Message::new("hnef-error-illegal-in-sequence")
        .num("index", index as i64)
        .text("move", written)
        .msg("reason", illegal(reason))
}

/// `within` out of 1 to [`MAX_WITHIN`](crate::game_api::MAX_WITHIN).
pub fn bad_within(value: u32) -> Message {
    Message::new("hnef-error-within")
        .num("value", value)
        .num("max", 4)
}

/// `escape` / `capture-king`: the search spent its budget without an answer.
pub fn too_deep(within: u32, nodes: u64) -> Message {
    Message::new("hnef-error-too-deep")
        .num("within", within)
        .num("nodes", nodes as i64)
}

/// A trap name this game does not know.
pub fn unknown_trap(name: &str) -> Message {
    Message::new("hnef-error-unknown-trap").text("trap", name)
}

/// A question this game does not answer.
pub fn unsupported(ask: &str) -> Message {
    Message::new("hnef-error-unsupported").text("ask", ask)
}

/// The route from the king to one corner.
pub fn route(corner: Square, blockers: Bitboard) -> Message {
    if blockers.is_empty() {
        Message::new("hnef-route-open").text("corner", corner.to_string())
    } else {
        Message::new("hnef-route-blocked")
            .text("corner", corner.to_string())
            .text("squares", square_list(blockers))
            .num("count", blockers.count())
    }
}

/// The king shares no line with a corner.
pub fn no_route(king: Square) -> Message {
    Message::new("hnef-route-none").text("square", king.to_string())
}

/// Number of legal moves.
pub fn move_count(turn: Side, count: usize) -> Message {
    Message::new("hnef-explain-moves")
        .side_arg("side", turn.name())
        .num("count", count as i64)
}

/// Number of destinations from one square.
pub fn destination_count(from: Square, count: usize) -> Message {
    Message::new("hnef-explain-moves-from")
        .text("square", from.to_string())
        .num("count", count as i64)
}

/// The result of a forced-win search.
pub fn forced(escape: bool, yes: bool, within: u32, first: Option<super::game::Move>) -> Message {
    let id = match (escape, yes, first.is_some()) {
        (true, true, true) => "hnef-explain-escape-yes-move",
        (true, true, false) => "hnef-explain-escape-yes",
        (true, false, _) => "hnef-explain-escape-no",
        (false, true, true) => "hnef-explain-capture-yes-move",
        (false, true, false) => "hnef-explain-capture-yes",
        (false, false, _) => "hnef-explain-capture-no",
    };
    let mut m = Message::new(id).num("within", within);
    if let Some(mv) = first {
        m = m.text("move", move_name(mv));
    }
    m
}

/// A word of the printable board; `status` is the caption of the position.
pub fn svg_word(word: Word, status: &Message) -> Message {
    match word {
        Word::Title => Message::new("game-hnefatafl"),
        Word::Status => status.clone(),
        Word::Quiet(n) => Message::new("hnef-svg-quiet").num("count", n),
        Word::Attacker => Message::new("hnef-svg-attacker"),
        Word::Defender => Message::new("hnef-svg-defender"),
        Word::King => Message::new("hnef-svg-king"),
        Word::Throne => Message::new("hnef-svg-throne"),
        Word::Corner => Message::new("hnef-svg-corner"),
        Word::Highlight => Message::new("svg-highlight"),
    }
}

/// The quiet counter under the board during a game.
pub fn quiet_count(quiet: u8) -> Message {
    Message::new("hnef-quiet-count")
        .num("quiet", quiet)
        .num("limit", super::game::QUIET_LIMIT)
}

/// Why the opponent (or a hint) chose a move.
pub fn why(why: &super::ai::Why) -> Message {
    use super::ai::Why;
    match *why {
        Why::Escapes(corner) => Message::new("hnef-why-escapes").text("square", corner.to_string()),
        Why::TakesKing(king) => {
            Message::new("hnef-why-takes-king").text("square", king.to_string())
        }
        Why::Wins => Message::new("hnef-why-wins"),
        Why::Captures(taken) => Message::new("hnef-why-captures")
            .text("squares", square_list(taken))
            .num("count", taken.count()),
        Why::OpensRoute(corners) => Message::new("hnef-why-opens-route")
            .text("squares", square_list(corners))
            .num("count", corners.count()),
        Why::ClosesRoute(corners) => Message::new("hnef-why-closes-route")
            .text("squares", square_list(corners))
            .num("count", corners.count()),
        Why::Saves(square) => Message::new("hnef-why-saves").text("square", square.to_string()),
        Why::Threatens(square) => {
            Message::new("hnef-why-threatens").text("square", square.to_string())
        }
        Why::Safe => Message::new("hnef-why-safe"),
        Why::Exposes(square, depth) => Message::new("hnef-why-exposes")
            .text("square", square.to_string())
            .num("depth", depth),
        Why::Search(depth) => Message::new("hnef-why-search").num("depth", depth),
    }
}

/// A position after the king's capture cannot become an exercise.
pub fn no_export_captured_king() -> Message {
    Message::new("hnef-export-king-captured")
}
