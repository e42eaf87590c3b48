//! Drills of double-six dominoes with drawing: sorting a hand, the open ends
//! after a tile, drawing until a tile fits, passing, blocked games, and no
//! scoring during play.
//!
//! Positions: a seeded deal and random legal play (drawn tiles chosen at
//! random), every tile known (hands and boneyard listed). Later positions
//! have fewer tiles in hand; the level chooses how many the mover holds.
//!
//! Cases avoided because their answer would rest on a decision outside
//! rules.md: unknown tiles (never written), `classify` on an unopened line,
//! `moves` where a tile fits both ends (listed at both), and scoring a lone
//! opening tile.

use super::draft::{Draft, Value, list, param, text};
use super::judge::{Judged, judge};
use super::rng::DrillRng;
use super::topic::Topic;
use crate::game_api::{About, Ask, Trap};
use crate::games::dominoes::DominoesPosition;
use crate::games::dominoes::moves::{At, Move, end_count};
use crate::games::dominoes::rules::EDITION;
use crate::games::dominoes::state::{Line, Outcome, Side, State, Tiles};
use crate::games::dominoes::text::answer_item;
use crate::games::dominoes::tile::{TILE_COUNT, Tile, pip_total, tiles_of};
use crate::message::Message;

/// One attempt: a position reached by play and a question of `topic`.
pub fn draft(topic: Topic, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    match topic {
        Topic::Classify => classify(level, rng),
        Topic::BothEnds => both_ends(level, rng),
        Topic::DrawUntilPlayable => draw_until_playable(level, rng),
        Topic::Pass => pass(level, rng),
        Topic::Blocked => blocked(level, rng),
        Topic::NoAllFives => no_all_fives(level, rng),
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------

/// A seeded deal: 7 tiles each, 14 in the boneyard, black to open.
fn deal(rng: &mut DrillRng) -> State {
    let mut order: Vec<usize> = (0..TILE_COUNT).collect();
    rng.shuffle(&mut order);
    let set = |r: std::ops::Range<usize>| {
        order[r]
            .iter()
            .fold(0u32, |m, &i| m | Tile::from_index(i).bit())
    };
    State {
        turn: Side::Black,
        line: Line::default(),
        hands: [Tiles::known(set(0..7)), Tiles::known(set(7..14))],
        boneyard: Tiles::known(set(14..28)),
        passes: 0,
    }
}

/// One random legal action (a draw takes a random boneyard tile).
fn act(s: &mut State, rng: &mut DrillRng) -> Option<Move> {
    if s.outcome().is_over() {
        return None;
    }
    let mut buf = Vec::new();
    s.legal_moves(EDITION, &mut buf).ok()?;
    // A fixed order, so that a seed picks the same action whatever order the
    // engine lists them in.
    buf.sort_unstable_by_key(|m| m.to_string());
    let mut mv = *rng.choose(&buf)?;
    if mv == Move::Draw(None) {
        let tiles: Vec<Tile> = tiles_of(s.boneyard.known).collect();
        mv = Move::Draw(Some(*rng.choose(&tiles)?));
    }
    s.play(mv, EDITION).ok()?;
    Some(mv)
}

/// Plays from a deal until `want` holds (checked before each action, and
/// taken with a chance so that positions vary), or gives up.
fn reach(rng: &mut DrillRng, want: impl Fn(&State) -> bool) -> Option<State> {
    let mut s = deal(rng);
    for _ in 0..120 {
        if !s.outcome().is_over() && want(&s) && rng.chance(60) {
            return Some(s);
        }
        act(&mut s, rng)?;
    }
    None
}

fn hand(s: &State) -> u32 {
    s.hand().known
}

fn ends(s: &State) -> Option<(u8, u8)> {
    s.line.ends()
}

fn stuck(s: &State) -> bool {
    ends(s).is_some() && s.known_playable().is_none()
}

/// How many tiles of `set` fit an open end of the line.
fn fitting(s: &State, set: u32) -> u32 {
    let Some((l, r)) = ends(s) else {
        return 0;
    };
    tiles_of(set).filter(|t| t.has(l) || t.has(r)).count() as u32
}

fn tile_names(set: u32) -> Vec<String> {
    tiles_of(set).map(|t| t.to_string()).collect()
}

fn position_keys(s: &State) -> Vec<(&'static str, Value)> {
    let mut keys = vec![
        ("turn", text(s.turn.name())),
        ("line", list(s.line.iter())),
        ("black", list(tile_names(s.hands[0].known))),
        ("white", list(tile_names(s.hands[1].known))),
        ("boneyard", list(tile_names(s.boneyard.known))),
    ];
    if s.passes > 0 {
        keys.push(("passes", Value::Int(i64::from(s.passes))));
    }
    keys
}

fn draft_of(
    s: &State,
    ask: Ask,
    judged: Judged,
    traps: Vec<Trap>,
    prompt: Message,
    explain: Vec<Message>,
) -> Draft {
    Draft::new(position_keys(s), ask, judged, traps, prompt, explain)
}

fn side_msg(id: &str, s: &State) -> Message {
    Message::new(id).text("side", s.turn.name())
}

fn declared(judged: &Judged, wanted: &[Trap], needed: bool) -> Option<Vec<Trap>> {
    let traps: Vec<Trap> = wanted
        .iter()
        .copied()
        .filter(|t| judged.differs(*t))
        .collect();
    (!needed || !traps.is_empty()).then_some(traps)
}

/// The plays (tile at an end) of the side to move.
fn plays(s: &State) -> Vec<(Tile, At)> {
    let Some((l, r)) = ends(s) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for t in tiles_of(hand(s)) {
        if t.has(l) {
            out.push((t, At::Left));
        }
        if t.has(r) {
            out.push((t, At::Right));
        }
    }
    out
}

fn play_text(t: Tile, at: At) -> String {
    Move::Play { tile: t, at }.to_string()
}

// ---------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------

/// Each known tile of the mover's hand as left, right, both or none; the
/// hand grows with the level, and at least two (level 1) or three kinds of
/// answer appear.
fn classify(level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let sizes = match level {
        1 => 3..=4,
        2 => 5..=6,
        _ => 6..=9,
    };
    let s = reach(rng, |s| {
        ends(s).is_some() && sizes.contains(&(hand(s).count_ones() as usize))
    })?;
    let (l, r) = ends(&s)?;
    let kinds: std::collections::BTreeSet<u8> = tiles_of(hand(&s))
        .map(|t| u8::from(t.has(l)) + 2 * u8::from(t.has(r)))
        .collect();
    if kinds.len() < if level == 1 { 2 } else { 3 } {
        return None;
    }
    let ask = Ask::Classify;
    let judged = judge(&DominoesPosition::new(s), &ask, &[])?;
    let prompt = side_msg("drill-dom-q-classify", &s)
        .num("left", l)
        .num("right", r);
    let explain = vec![Message::new("drill-dom-x-classify")];
    Some(draft_of(&s, ask, judged, Vec::new(), prompt, explain))
}

/// The open ends after a tile: one end only (level 1), a tile that fits
/// both ends or a double (level 2), the mover's tile then the opponent's
/// (level 3).
fn both_ends(level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let s = reach(rng, |s| !plays(s).is_empty())?;
    let (l, r) = ends(&s)?;
    let options: Vec<(Tile, At)> = plays(&s)
        .into_iter()
        .filter(|&(t, _)| {
            let both = t.has(l) && t.has(r);
            match level {
                1 => !both,
                2 => both || t.is_double(),
                _ => true,
            }
        })
        .collect();
    let &(t, at) = rng.choose(&options)?;
    let mut moves = vec![play_text(t, at)];
    if level >= 3 {
        let mut next = s;
        next.play(Move::Play { tile: t, at }, EDITION).ok()?;
        if next.outcome().is_over() {
            return None;
        }
        let &(u, at2) = rng.choose(&plays(&next))?;
        moves.push(play_text(u, at2));
    }
    let ask = Ask::After {
        moves: moves.iter().map(param).collect(),
        about: About::OpenEnds,
    };
    let judged = judge(&DominoesPosition::new(s), &ask, &[])?;
    let mut prompt = side_msg("drill-dom-q-open-ends", &s)
        .msg("first", answer_item(&moves[0]))
        .text("seq", if moves.len() == 1 { "single" } else { "pair" });
    if let Some(second) = moves.get(1) {
        prompt = prompt.msg("second", answer_item(second));
    }
    let explain = vec![Message::new("drill-dom-x-ends")];
    Some(draft_of(&s, ask, judged, Vec::new(), prompt, explain))
}

/// Drawing until a tile fits: who plays after one drawn tile (level 1,
/// aimed at `draw-ends-turn`), or how many tiles may be drawn at most.
fn draw_until_playable(level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let least = if level == 1 {
        3
    } else {
        4 + u8::from(level == 3) * 2
    };
    // From level 2, two times in five a boneyard where at most two tiles
    // fit: the worst case then runs into the two tiles that stay, and
    // `draw-all` (which would take them too) changes the answer.
    let reserve_bound = level > 1 && rng.chance(40);
    let s = reach(rng, |s| {
        stuck(s)
            && s.boneyard.count() >= least
            && (!reserve_bound || fitting(s, s.boneyard.known) <= 2)
    })?;
    let (ask, prompt) = if level == 1 {
        let tiles: Vec<Tile> = tiles_of(s.boneyard.known).collect();
        let &t = rng.choose(&tiles)?;
        (
            Ask::After {
                moves: vec![param(Move::Draw(Some(t)).to_string())],
                about: About::Turn,
            },
            side_msg("drill-dom-q-draw-turn", &s).text("tile", t.to_string()),
        )
    } else {
        (Ask::Draws, side_msg("drill-dom-q-draws", &s))
    };
    let traps = [Trap::DrawEndsTurn, Trap::DrawAll];
    let judged = judge(&DominoesPosition::new(s), &ask, &traps)?;
    let traps = declared(&judged, &traps, true)?;
    let explain = vec![Message::new("drill-dom-x-draw")];
    Some(draft_of(&s, ask, judged, traps, prompt, explain))
}

/// Passing: with two tiles left in the boneyard and nothing that fits, the
/// player passes (aimed at `draw-all`); at level 2, sometimes three tiles
/// are left and the player must draw first.
fn pass(level: u8, rng: &mut DrillRng) -> Option<Draft> {
    // With three tiles in the boneyard one may still be drawn: at level 3
    // (which asks for every action) a little more than half the time, as
    // such positions are reached less often than those with two tiles, so
    // that "pass" and "draw" come about equally.
    let must_draw = match level {
        2 => rng.chance(35),
        3 => rng.chance(60),
        _ => false,
    };
    let s = reach(rng, |s| {
        stuck(s) && s.boneyard.count() == if must_draw { 3 } else { 2 }
    })?;
    let (ask, prompt) = match (level, rng.below(2)) {
        (3, _) => (Ask::Moves { from: None }, side_msg("drill-dom-q-moves", &s)),
        (_, 0) => (
            Ask::Legal { mv: param("pass") },
            side_msg("drill-dom-q-may-pass", &s),
        ),
        _ => (
            Ask::Legal { mv: param("draw") },
            side_msg("drill-dom-q-may-draw", &s),
        ),
    };
    let judged = judge(&DominoesPosition::new(s), &ask, &[Trap::DrawAll])?;
    let traps = declared(&judged, &[Trap::DrawAll], !must_draw)?;
    let explain = vec![Message::new("drill-dom-x-pass")];
    Some(draft_of(&s, ask, judged, traps, prompt, explain))
}

/// A blocked game: the status once both players have passed (level 1), or
/// after the last pass (level 2) or the last two (level 3).
fn blocked(level: u8, rng: &mut DrillRng) -> Option<Draft> {
    // Equal totals are rare in random games: three times in ten, games are
    // played until one ends blocked with equal totals, so that a draw is
    // asked about as often as either side's win.
    let want_draw = rng.chance(30);
    let (s, history) = (0..if want_draw { 60 } else { 1 })
        .filter_map(|_| blocked_game(rng))
        .find(|(s, _)| {
            !want_draw || matches!(s.outcome(), Outcome::Blocked { black, white } if black == white)
        })?;
    let back = usize::from(level) - 1;
    let start = history[history.len() - 1 - back];
    let moves: Vec<String> = vec!["pass".to_string(); back];
    let (ask, prompt) = if back == 0 {
        (Ask::Status, Message::new("drill-dom-q-status-blocked"))
    } else {
        (
            Ask::After {
                moves: moves.iter().map(param).collect(),
                about: About::Status,
            },
            side_msg("drill-dom-q-status-after", &start)
                .text("seq", if back == 1 { "single" } else { "pair" }),
        )
    };
    let judged = judge(&DominoesPosition::new(start), &ask, &[])?;
    let explain = vec![
        Message::new("drill-dom-x-blocked")
            .num("black", i64::from(pip_total(s.hands[0].known)))
            .num("white", i64::from(pip_total(s.hands[1].known))),
    ];
    Some(draft_of(&start, ask, judged, Vec::new(), prompt, explain))
}

/// A random game played to its end, with every state on the way, if it
/// ended blocked (two passes in a row).
fn blocked_game(rng: &mut DrillRng) -> Option<(State, Vec<State>)> {
    let mut s = deal(rng);
    let mut history = vec![s];
    for _ in 0..150 {
        if s.outcome().is_over() {
            break;
        }
        act(&mut s, rng)?;
        history.push(s);
    }
    (s.passes >= 2 && history.len() >= 3).then_some((s, history))
}

/// No scoring: a tile after which the open ends add up to a multiple of 5
/// (with a double in play from level 2; the opponent's reply too at level 3),
/// and the question asks the open ends, not a score that would always be 0.
fn no_all_fives(level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let s = reach(rng, |s| s.line.len() >= 2 && !plays(s).is_empty())?;
    let scoring: Vec<(Tile, At, u16)> = plays(&s)
        .into_iter()
        .filter_map(|(t, at)| {
            let mut next = s;
            next.play(Move::Play { tile: t, at }, EDITION).ok()?;
            let count = end_count(&next);
            let double_at_end = [next.line.left_tile(), next.line.right_tile()]
                .into_iter()
                .flatten()
                .any(|o| o.left == o.right);
            (count > 0 && count % 5 == 0 && (level == 1 || double_at_end)).then_some((t, at, count))
        })
        .collect();
    let &(t, at, count) = rng.choose(&scoring)?;
    let mut moves = vec![play_text(t, at)];
    // Level 3: the opponent answers, so that the ends asked are two plays
    // away from the board shown.
    if level >= 3 {
        let mut next = s;
        next.play(Move::Play { tile: t, at }, EDITION).ok()?;
        if next.outcome().is_over() {
            return None;
        }
        let &(u, at2) = rng.choose(&plays(&next))?;
        moves.push(play_text(u, at2));
    }
    // The open ends, which change with every play, rather than the score,
    // which this edition keeps at 0: the learner counts the ends as an
    // All Fives player would, and the explanation says that nothing is
    // scored.
    let ask = Ask::After {
        moves: moves.iter().map(param).collect(),
        about: About::OpenEnds,
    };
    let judged = judge(&DominoesPosition::new(s), &ask, &[])?;
    let mut prompt = side_msg("drill-dom-q-open-ends", &s)
        .msg("first", answer_item(&moves[0]))
        .text("seq", if moves.len() == 1 { "single" } else { "pair" });
    if let Some(second) = moves.get(1) {
        prompt = prompt.msg("second", answer_item(second));
    }
    let explain = vec![
        Message::new("drill-dom-x-ends"),
        Message::new("drill-dom-x-no-score").num("points", i64::from(count)),
    ];
    Some(draft_of(&s, ask, judged, Vec::new(), prompt, explain))
}
