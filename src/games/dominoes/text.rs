//! The only place where engine data becomes words: one exhaustive `match` per
//! enum, each variant to a Fluent message (`dom-…`).

use crate::game_api::End;
use crate::message::Message;

use super::diagram::Label;
use super::moves::{At, Done, Effects, Hidden, Illegal};
use super::notation::NotationError;
use super::setup::Issue;
use super::state::{Outcome, Side};
use super::svg::Word;
use super::tile::TileError;

/// The name of an end.
pub fn end(at: At) -> Message {
    match at {
        At::Left => Message::new("dom-end-left"),
        At::Right => Message::new("dom-end-right"),
    }
}

/// A canonical move as an answer word of the reader's language, which the
/// move reader accepts back: `2-5@gauche`, `pioche`, `пас`.
pub fn answer_item(item: &str) -> Message {
    match super::notation::parse_move(item) {
        Ok(super::moves::Move::Play { tile, at }) => Message::new("dom-answer-play")
            .text("tile", tile.to_string())
            .msg(
                "end",
                Message::new(match at {
                    At::Left => "end-left",
                    At::Right => "end-right",
                }),
            ),
        Ok(super::moves::Move::Draw(None)) => Message::new("dom-answer-draw"),
        Ok(super::moves::Move::Pass) => Message::new("dom-answer-pass"),
        _ => Message::new("answer-item").text("item", item),
    }
}

/// Why an action is illegal.
pub fn illegal(i: Illegal) -> Message {
    match i {
        Illegal::GameOver => Message::new("dom-illegal-game-over"),
        Illegal::NotInHand(t) => {
            Message::new("dom-illegal-not-in-hand").text("tile", t.to_string())
        }
        Illegal::NoMatch { tile, left, right } => Message::new("dom-illegal-no-match")
            .text("tile", tile.to_string())
            .num("left", left)
            .num("right", right),
        Illegal::WrongEnd {
            tile,
            at,
            value,
            other,
        } => Message::new("dom-illegal-wrong-end")
            .text("tile", tile.to_string())
            .msg("end", end(at))
            .num("value", value)
            .msg("other-end", end(at.other()))
            .num("other", other),
        Illegal::DrawWhilePlayable(t) => {
            Message::new("dom-illegal-draw-playable").text("tile", t.to_string())
        }
        Illegal::LastTwo { left } => Message::new("dom-illegal-last-two").num("count", left),
        Illegal::BoneyardEmpty => Message::new("dom-illegal-boneyard-empty"),
        Illegal::NotInBoneyard(t) => {
            Message::new("dom-illegal-not-in-boneyard").text("tile", t.to_string())
        }
        Illegal::PassWhileDrawPossible { left } => {
            Message::new("dom-illegal-pass-can-draw").num("count", left)
        }
        Illegal::PassWhilePlayable(t) => {
            Message::new("dom-illegal-pass-playable").text("tile", t.to_string())
        }
        Illegal::NotOpened => Message::new("dom-illegal-not-opened"),
        Illegal::EndOnEmptyLine(t) => {
            Message::new("dom-illegal-end-on-empty").text("tile", t.to_string())
        }
        Illegal::EndNotNamed(t) => {
            Message::new("dom-illegal-end-missing").text("tile", t.to_string())
        }
    }
}

/// What an answer would depend on that nobody knows.
pub fn hidden(h: Hidden) -> Message {
    match h {
        Hidden::Hand { side: s, unknown } => Message::new("dom-hidden-hand")
            .side_arg("side", s.name())
            .num("count", unknown),
        Hidden::MaybeInHand(t) => {
            Message::new("dom-hidden-maybe-in-hand").text("tile", t.to_string())
        }
        Hidden::DrawUnnamed => Message::new("dom-hidden-draw-unnamed"),
        Hidden::BlockedTotals => Message::new("dom-hidden-blocked-totals"),
    }
}

/// An unreadable move or tile.
pub fn notation(e: NotationError, text: &str) -> Message {
    match e {
        NotationError::Tile(t) => tile_error(t, text),
        NotationError::End => Message::new("dom-bad-end").text("text", text),
    }
}

/// An unreadable tile.
pub fn tile_error(e: TileError, text: &str) -> Message {
    match e {
        TileError::Syntax => Message::new("dom-bad-tile").text("text", text),
        TileError::Range(v) => Message::new("dom-bad-pip")
            .text("text", text)
            .num("value", v),
    }
}

/// What an action did, as one or more messages.
pub fn effects(fx: &Effects) -> Vec<Message> {
    let mut out = Vec::new();
    out.push(match fx.done {
        Done::Opened { tile } => Message::new("dom-event-opened")
            .side_arg("side", fx.side.name())
            .text("tile", tile.to_string())
            .num("left", tile.left)
            .num("right", tile.right),
        Done::Played {
            tile,
            at,
            ends: (l, r),
        } => Message::new("dom-event-played")
            .side_arg("side", fx.side.name())
            .text("tile", tile.to_string())
            .msg("end", end(at))
            .num("left", l)
            .num("right", r),
        Done::Drew {
            tile: Some(t),
            left,
        } => Message::new("dom-event-drew")
            .side_arg("side", fx.side.name())
            .text("tile", t.to_string())
            .num("count", left),
        Done::Drew { tile: None, left } => Message::new("dom-event-drew-unknown")
            .side_arg("side", fx.side.name())
            .num("count", left),
        Done::Passed { passes } => Message::new("dom-event-passed")
            .side_arg("side", fx.side.name())
            .num("passes", passes),
    });
    if fx.points > 0 {
        out.push(Message::new("dom-event-scored").num("points", fx.points));
    }
    if fx.outcome.is_over() {
        out.push(outcome(fx.outcome));
    } else if matches!(fx.done, Done::Drew { .. }) {
        out.push(if fx.next == fx.side {
            Message::new("dom-event-turn-kept").side_arg("side", fx.side.name())
        } else {
            Message::new("dom-event-turn-passes").side_arg("side", fx.next.name())
        });
    }
    out
}

/// How the game stands.
pub fn outcome(o: Outcome) -> Message {
    match o {
        Outcome::Ongoing => Message::new("dom-status-ongoing"),
        Outcome::EmptyHand(s) => Message::new("dom-status-empty-hand").side_arg("side", s.name()),
        Outcome::Blocked { black, white } => match o.winner() {
            Some(s) => Message::new("dom-status-blocked-win")
                .side_arg("side", s.name())
                .num("black", black)
                .num("white", white),
            None => Message::new("dom-status-blocked-draw").num("total", black),
        },
    }
}

/// A problem of a position; `written` is the value it is about as the author
/// wrote it (a tile, the turn, a count), quoted by the messages that need it.
pub fn issue(i: Issue, written: &str) -> Message {
    let m = Message::new(format!("dom-problem-{}", i.code()));
    match i {
        Issue::BadTurn | Issue::BadTile | Issue::NegativeCount => m.text("text", written),
        Issue::UnknownInLine
        | Issue::WhiteOpens
        | Issue::BothHandsEmpty
        | Issue::PassesUnopened
        | Issue::BlockedHiddenTiles => m,
        Issue::PipOutOfRange(v) => m.num("value", v).text("text", written),
        Issue::Duplicate(t) => m.text("tile", t.to_string()),
        Issue::LineMismatch(a, b) => m
            .text("first", a.to_string())
            .text("second", b.to_string())
            .num("right", a.right)
            .num("left", b.left),
        Issue::TileCount(n) => m.num("count", n),
        Issue::BoneyardTooSmall(n) | Issue::BoneyardTooLarge(n) | Issue::PassesBoneyard(n) => {
            m.num("count", n)
        }
        Issue::EmptyHandUnopened(s) | Issue::PassesAfterWin(s) => m.side_arg("side", s.name()),
        Issue::PasserCanPlay(s, t) => m.side_arg("side", s.name()).text("tile", t.to_string()),
    }
}

/// A word of the diagram.
pub fn diagram_label(label: Label) -> Message {
    match label {
        Label::Line => Message::new("dom-label-line"),
        Label::Hand(s, n) => Message::new("dom-label-hand")
            .side_arg("side", s.name())
            .num("count", n),
        Label::Boneyard(n) => Message::new("dom-label-boneyard").num("count", n),
        Label::Passes(n) => Message::new("dom-label-passes").num("count", n),
    }
}

/// The two open values of the line.
pub fn ends(left: u8, right: u8) -> Message {
    Message::new("dom-explain-ends")
        .num("left", left)
        .num("right", right)
}

/// Before the opening: the side to move may open with any tile.
pub fn open_any(s: Side) -> Message {
    Message::new("dom-explain-open-any").side_arg("side", s.name())
}

/// No tile fits: the mover draws (`count` tiles in the boneyard).
pub fn must_draw(count: u8) -> Message {
    Message::new("dom-explain-must-draw").num("count", count)
}

/// No tile fits and only the two reserved tiles are left: the mover passes.
pub fn must_pass() -> Message {
    Message::new("dom-explain-must-pass")
}

/// Where one tile of the hand fits.
pub fn classified(tile: String, fit: End) -> Message {
    Message::new("dom-explain-classify")
        .text("tile", tile)
        .msg("where", Message::new(format!("dom-fits-{}", fit.word())))
}

/// The most tiles the mover may draw: the boneyard, the dead tiles that may
/// come first, and the bound.
pub fn draws(count: u8, dead: u8, max: u8) -> Message {
    Message::new("dom-explain-draws")
        .num("count", count)
        .num("dead", dead)
        .num("max", max)
}

/// This edition scores nothing during play.
pub fn no_scoring() -> Message {
    Message::new("dom-explain-no-scoring")
}

/// A step of an `after` sequence that cannot be played.
pub fn step_refused(step: usize, written: &str, reason: Message) -> Message {
    Message::new("dom-question-step")
        .num("step", step as i64)
        .text("move", written)
        .msg("reason", reason)
}

/// The line has no open ends yet.
pub fn no_ends() -> Message {
    Message::new("dom-question-no-ends")
}

/// The line is not opened: nothing can be classified.
pub fn unopened() -> Message {
    Message::new("dom-question-unopened")
}

/// A question dominoes does not answer.
pub fn unsupported(ask: &str) -> Message {
    Message::new("dom-question-unsupported").text("ask", ask)
}

/// A move that `score` cannot score, with why.
pub fn unscorable(written: String, reason: Message) -> Message {
    Message::new("dom-question-illegal-move")
        .text("move", written)
        .msg("reason", reason)
}

/// A trap this game does not model.
pub fn unknown_trap(name: &str) -> Message {
    Message::new("dom-question-unknown-trap").text("trap", name)
}

/// A word of the printable table; `status` is the caption of the position.
pub fn svg_word(word: Word, status: &Message) -> Message {
    match word {
        Word::Title => Message::new("game-dominoes"),
        Word::Status => status.clone(),
        Word::Line => Message::new("dom-svg-line"),
        Word::NotOpened => Message::new("dom-svg-not-opened"),
        Word::Hand(s, n) => Message::new("dom-svg-hand")
            .side_arg("side", s.name())
            .num("count", n),
        Word::Boneyard(n) => Message::new("dom-svg-boneyard").num("count", n),
        Word::Passes(n) => diagram_label(Label::Passes(n)),
        Word::OpenEnd => Message::new("dom-svg-open-end"),
        Word::FaceDown => Message::new("dom-svg-face-down"),
        Word::ToMove => Message::new("dom-svg-to-move"),
        Word::Highlight => Message::new("svg-highlight"),
    }
}

/// No tile fits and the boneyard keeps its last tiles: the side must pass.
pub fn forced_pass(s: Side, left: u8) -> Message {
    Message::new("dom-play-must-pass")
        .side_arg("side", s.name())
        .num("count", left)
}

/// A player named the tile of a draw: chance picks it.
pub fn named_draw() -> Message {
    Message::new("dom-play-draw-named")
}

/// A record's `[deal]` names a group that does not exist.
pub fn deal_key(key: &str) -> Message {
    Message::new("dom-deal-key").text("key", key)
}

/// A record's deal does not give 7, 7 and 14 tiles.
pub fn deal_counts(black: usize, white: usize, boneyard: usize) -> Message {
    Message::new("dom-deal-counts")
        .num("black", black as i64)
        .num("white", white as i64)
        .num("boneyard", boneyard as i64)
}

/// Why the opponent (or a hint) chose a move.
pub fn why(why: &super::ai::Why) -> Message {
    use super::ai::Why;
    match *why {
        Why::Only => Message::new("dom-why-only"),
        Why::Wins(t) => Message::new("dom-why-wins").text("tile", t.to_string()),
        Why::Blocks(t, l, r) => Message::new("dom-why-blocks")
            .text("tile", t.to_string())
            .num("left", l)
            .num("right", r),
        Why::Heavy(t, pips) => Message::new("dom-why-heavy")
            .text("tile", t.to_string())
            .num("pips", pips),
        Why::Sampled(t, won, games) => Message::new("dom-why-sampled")
            .text("tile", t.to_string())
            .num("won", won)
            .num("games", games),
    }
}

/// The reason of a hint: why the move was chosen, then what it does (tiles
/// that still fit afterwards, the heaviest tile, values the other side
/// lacks), each computed from the move.
pub fn hint_reason(why: &super::ai::Why, effect: &super::ai::Effect) -> Message {
    use super::ai::Why;
    let mut parts = vec![self::why(why)];
    if effect.tile.is_some() && effect.left > 0 {
        parts.push(
            Message::new("dom-hint-keeps")
                .num("count", i64::from(effect.keeps))
                .num("left", i64::from(effect.left)),
        );
    }
    if effect.heaviest && !matches!(why, Why::Heavy(..) | Why::Wins(_)) {
        parts.push(Message::new("dom-hint-heaviest"));
    }
    if effect.blocked != 0 && !matches!(why, Why::Blocks(..) | Why::Wins(_)) {
        parts.push(
            Message::new("dom-hint-blocks").num("count", i64::from(effect.blocked.count_ones())),
        );
    }
    let mut out = parts.pop().expect("at least one part");
    while let Some(head) = parts.pop() {
        out = Message::new("dom-hint-and")
            .msg("head", head)
            .msg("tail", out);
    }
    out
}
