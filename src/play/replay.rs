//! Checking a record move by move: each move must be written for the side
//! to move, in full notation, and be legal; the written result must be the
//! one the moves reach. The first fault is reported with its place.

use crate::game_api::GameKind;
use crate::games::engine::Outcome;
use crate::games::play::Playable;
use crate::message::Message;
use crate::problem::Span;

use super::record::{Record, split_move};

/// The first thing wrong in a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The move (from 1), or 0 for the deal and the result.
    pub ply: usize,
    /// The move as written (empty for the deal and the result).
    pub written: String,
    /// Where in the file.
    pub span: Option<Span>,
    /// A stable kebab-case name.
    pub code: &'static str,
    /// What is wrong.
    pub message: Message,
    /// Squares, points or tiles involved.
    pub squares: Vec<String>,
}

/// A record replayed.
pub struct Replayed<G: Playable> {
    /// The position before each legal move, then the position reached.
    pub positions: Vec<G>,
    /// The legal moves, in order.
    pub moves: Vec<G::Move>,
    /// What each legal move did (captures, exits, draws, passes), in order.
    pub effects: Vec<G::Effects>,
    /// The first fault, if any.
    pub fault: Option<Fault>,
    /// How the game stands after the legal moves.
    pub outcome: Outcome,
    /// How the game ended (its rule), if it did.
    pub ending: Option<Message>,
    /// The side that resigned, as the record says.
    pub resigned: Option<&'static str>,
}

fn fault(
    ply: usize,
    written: &str,
    span: Option<Span>,
    code: &'static str,
    message: Message,
) -> Fault {
    Fault {
        ply,
        written: written.to_string(),
        span,
        code,
        message,
        squares: Vec::new(),
    }
}

/// The word of an outcome: `ongoing`, the winner, or `draw`.
pub fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::Ongoing => "ongoing",
        Outcome::Won(side) => side,
        Outcome::Draw => "draw",
    }
}

fn start<G: Playable>(record: &Record) -> Result<G, Box<Fault>> {
    let needs_deal = !G::start(0).deal().is_empty();
    let span = record.deal_span.clone();
    let (code, message) = match (needs_deal, record.deal.is_empty()) {
        (true, true) => ("deal-missing", Message::new("replay-deal-missing")),
        (false, false) => ("deal-unexpected", Message::new("replay-deal-unexpected")),
        _ => match G::from_deal(&record.deal) {
            Ok(game) => return Ok(game),
            Err(m) => ("bad-deal", m),
        },
    };
    Err(Box::new(fault(0, "", span, code, message)))
}

/// Replays a record of game `G`.
pub fn replay<G: Playable>(record: &Record) -> Replayed<G> {
    let rules = G::edition();
    let mut out = Replayed {
        positions: Vec::new(),
        moves: Vec::new(),
        effects: Vec::new(),
        fault: None,
        outcome: Outcome::Ongoing,
        ending: None,
        resigned: None,
    };
    let mut game: G = match start(record) {
        Ok(g) => g,
        Err(f) => {
            out.fault = Some(*f);
            return out;
        }
    };
    out.positions.push(game.clone());
    for (i, entry) in record.moves.iter().enumerate() {
        let ply = i + 1;
        let text = entry.get_ref();
        let span = Some(entry.span());
        let Some((side, written)) = split_move(text) else {
            out.fault = Some(fault(
                ply,
                text,
                span,
                "no-side",
                Message::new("replay-no-side"),
            ));
            break;
        };
        let turn = game.side_to_move();
        if side != turn {
            out.fault = Some(fault(
                ply,
                text,
                span,
                "wrong-side",
                Message::new("replay-wrong-side")
                    .text("given", side)
                    .msg("expected", Message::side(turn)),
            ));
            break;
        }
        let parsed = match game.read(written) {
            Ok(w) => w,
            Err(m) => {
                out.fault = Some(fault(ply, text, span, "unreadable", m));
                break;
            }
        };
        let mv = match game.check_written(&rules, &parsed) {
            Ok(mv) => mv,
            Err(reason) => {
                out.fault = Some(Fault {
                    squares: G::illegal_squares(&reason),
                    ..fault(
                        ply,
                        text,
                        span,
                        G::illegal_code(&reason),
                        G::illegal_text(&reason),
                    )
                });
                break;
            }
        };
        if !G::is_complete(&mv) {
            out.fault = Some(fault(
                ply,
                text,
                span,
                "incomplete",
                Message::new(match G::KIND {
                    GameKind::Dominoes => "replay-incomplete-draw",
                    _ => "replay-incomplete-roll",
                }),
            ));
            break;
        }
        let checked = match game.check(&rules, &mv) {
            Ok(c) => c,
            Err(reason) => {
                out.fault = Some(fault(
                    ply,
                    text,
                    span,
                    G::illegal_code(&reason),
                    G::illegal_text(&reason),
                ));
                break;
            }
        };
        let effects = game.play(&rules, checked);
        out.moves.push(mv);
        out.effects.push(effects);
        out.positions.push(game.clone());
    }
    out.outcome = game.outcome(&rules);
    out.ending = game.ending_text(&rules);
    if out.fault.is_none() {
        out.fault = check_result::<G>(record, out.outcome, &mut out.resigned);
    }
    out
}

/// The written result against the one the moves reach (a resignation
/// leaves the game unfinished and gives it to the other side).
fn check_result<G: Playable>(
    record: &Record,
    outcome: Outcome,
    resigned: &mut Option<&'static str>,
) -> Option<Fault> {
    let sides = G::KIND.sides();
    let mut expected = outcome_word(outcome);
    if let Some(r) = &record.resigned {
        let Some(side) = sides.iter().copied().find(|s| s == r.get_ref()) else {
            return Some(fault(
                0,
                "",
                Some(r.span()),
                "bad-side",
                Message::new("replay-bad-side").text("given", r.get_ref().as_str()),
            ));
        };
        if outcome != Outcome::Ongoing {
            return Some(fault(
                0,
                "",
                Some(r.span()),
                "resigned-after-end",
                Message::new("replay-resigned-after-end"),
            ));
        }
        *resigned = Some(side);
        expected = if side == sides[0] { sides[1] } else { sides[0] };
    }
    let written = record.result.as_ref()?;
    (written.get_ref() != expected).then(|| {
        fault(
            0,
            "",
            Some(written.span()),
            "result-mismatch",
            Message::new("replay-result-mismatch")
                .text("written", written.get_ref().as_str())
                .text("actual", expected),
        )
    })
}
