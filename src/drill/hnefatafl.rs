//! Drills of hnefatafl (Fetlar 11×11): soldier capture, the throne and the
//! corners as hostile squares, king capture, escape by a corner only, and
//! move legality.
//!
//! Positions: random play from the start, thinned at levels 1 and 2 (fewer
//! soldiers), then for some topics a few plies steered towards the theme
//! (attackers closing on the king, the king running to the edge). The
//! `quiet` count is always 0.
//!
//! Cases avoided because their answer would rest on a decision outside
//! rules.md: a king already enclosed before the move (the engine's "only an
//! arriving attacker captures"), a king on the edge in `legal` questions (the
//! game would be over under `edge-escape`), `king-routes` with black to move,
//! searches with the other side to move, game-ending king moves in capture
//! questions, and traps whose effect would rest on a corner or the throne
//! (`weak-king` and `self-capture` are declared only when two enemy *pieces*
//! make the sandwich).

use super::draft::{Draft, Value, list, param, text};
use super::judge::{Judged, judge};
use super::rng::DrillRng;
use super::topic::Topic;
use crate::game_api::{About, Answer, Ask, Status, Trap};
use crate::games::hnefatafl::HnefataflPosition;
use crate::games::hnefatafl::board::{
    Bitboard, CORNERS, Direction, EDGES, Square, THRONE, between,
};
use crate::games::hnefatafl::game::{Game, Illegal, Move, MoveList, Outcome, Side};
use crate::games::hnefatafl::notation::{move_name, move_with_captures};
use crate::games::hnefatafl::rules::FETLAR;
use crate::message::Message;

/// How the last plies before a question are steered.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Steer {
    /// Plain random play.
    Free,
    /// Attackers close on the king; the king stays put.
    Hunt,
    /// The king runs to the edge.
    Run,
}

/// One attempt: a position reached by play and a question of `topic`.
pub fn draft(topic: Topic, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let steer = match topic {
        Topic::KingCapture => Steer::Hunt,
        Topic::CornerEscape => Steer::Run,
        _ => Steer::Free,
    };
    let g = reach(level, steer, rng)?;
    match topic {
        Topic::SoldierCapture => soldier_capture(&g, level, rng),
        Topic::ThroneCorner => throne_corner(&g, rng),
        Topic::KingCapture => king_capture(&g, level, rng),
        Topic::CornerEscape => corner_escape(&g, level, rng),
        Topic::LegalMove => legal_move(&g, level, rng),
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------

fn reach(level: u8, steer: Steer, rng: &mut DrillRng) -> Option<Game> {
    let plies = match level {
        1 => rng.range(8, 30),
        2 => rng.range(16, 50),
        _ => rng.range(20, 80),
    };
    let mut g = Game::start();
    let mut list = MoveList::new();
    for _ in 0..plies {
        step(&mut g, Steer::Free, rng, &mut list)?;
    }
    g = thin(&g, level, rng);
    if steer != Steer::Free {
        for _ in 0..rng.range(2, 9) {
            step(&mut g, steer, rng, &mut list)?;
        }
    }
    (g.status(&FETLAR) == Outcome::Ongoing && !enclosed(&g, g.king())).then_some(g)
}

/// Plays one move: random, or (three times in four) one the steering prefers.
fn step(g: &mut Game, steer: Steer, rng: &mut DrillRng, list: &mut MoveList) -> Option<()> {
    if g.status(&FETLAR) != Outcome::Ongoing {
        return None;
    }
    g.legal_moves(&FETLAR, list);
    let moves = sorted(list);
    let king = g.king();
    let preferred: Vec<Move> = match (steer, g.turn()) {
        (Steer::Hunt, Side::Black) => moves
            .iter()
            .filter(|m| neighbours(king).contains(m.to))
            .copied()
            .collect(),
        (Steer::Hunt, Side::White) => moves.iter().filter(|m| m.from != king).copied().collect(),
        (Steer::Run, Side::White) => moves
            .iter()
            .filter(|m| m.from == king && EDGES.contains(m.to) && !CORNERS.contains(m.to))
            .copied()
            .collect(),
        _ => Vec::new(),
    };
    let mv = if !preferred.is_empty() && rng.chance(75) {
        *rng.pick(&preferred)
    } else {
        moves[rng.below(moves.len())]
    };
    *g = g.apply(&FETLAR, mv).0;
    Some(())
}

/// Keeps a random part of each side's soldiers (levels 1 and 2), and starts
/// the quiet count afresh.
fn thin(g: &Game, level: u8, rng: &mut DrillRng) -> Game {
    let (black, white) = match level {
        1 => (
            keep(g.black(), rng.range(6, 10), rng),
            keep(g.white(), rng.range(2, 5), rng),
        ),
        2 => (
            keep(g.black(), rng.range(11, 16), rng),
            keep(g.white(), rng.range(5, 8), rng),
        ),
        _ => (g.black(), g.white()),
    };
    Game::from_parts(black, white, g.king(), g.turn(), 0)
}

fn keep(set: Bitboard, n: u32, rng: &mut DrillRng) -> Bitboard {
    let mut squares: Vec<Square> = set.iter().collect();
    rng.shuffle(&mut squares);
    squares
        .into_iter()
        .take(n as usize)
        .fold(Bitboard::EMPTY, |b, s| b | s.bb())
}

fn neighbours(sq: Square) -> Bitboard {
    Direction::ALL
        .into_iter()
        .filter_map(|d| sq.step(d))
        .fold(Bitboard::EMPTY, |b, s| b | s.bb())
}

/// Whether every side of `king` is an attacker or the empty throne (on the
/// edge he has a side off the board and never is).
fn enclosed(g: &Game, king: Square) -> bool {
    Direction::ALL.into_iter().all(|d| {
        king.step(d)
            .is_some_and(|s| g.black().contains(s) || (s == THRONE && king != THRONE))
    })
}

/// Whether the piece on `sq` stands between two enemy soldiers on a line.
fn between_soldiers(g: &Game, sq: Square, enemy: Side) -> bool {
    let soldiers = match enemy {
        Side::Black => g.black(),
        Side::White => g.white(),
    };
    [Direction::North, Direction::East].into_iter().any(|d| {
        let a = sq.step(d);
        let b = sq.step(d.opposite());
        matches!((a, b), (Some(a), Some(b)) if soldiers.contains(a) && soldiers.contains(b))
    })
}

fn names(set: Bitboard) -> Vec<String> {
    set.sorted_by_name().iter().map(|s| s.to_string()).collect()
}

fn position_keys(g: &Game) -> Vec<(&'static str, Value)> {
    vec![
        ("turn", text(g.turn().name())),
        ("attackers", list(names(g.black()))),
        ("defenders", list(names(g.white()))),
        ("king", text(g.king())),
    ]
}

/// The legal moves in a fixed order (by squares), so that a seed picks the
/// same move whatever order the engine generates them in.
fn sorted(list: &MoveList) -> Vec<Move> {
    let mut moves = list.as_slice().to_vec();
    moves.sort_unstable_by_key(|m| (m.from.index(), m.to.index()));
    moves
}

fn legal(g: &Game) -> Vec<Move> {
    let mut list = MoveList::new();
    g.legal_moves(&FETLAR, &mut list);
    sorted(&list)
}

fn draft_of(g: &Game, ask: Ask, judged: Judged, traps: Vec<Trap>, prompt: Message) -> Draft {
    Draft::new(position_keys(g), ask, judged, traps, prompt, Vec::new())
}

fn side_msg(id: &str, side: Side) -> Message {
    Message::new(id).text("side", side.name())
}

fn after(mv: &str, about: About) -> Ask {
    Ask::After {
        moves: vec![param(mv)],
        about,
    }
}

// ---------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------

/// "Which pieces does this move capture?": a real capture (the answer is
/// never empty), or a soldier moving between two enemy soldiers (form aimed
/// at `self-capture`, which must change the answer).
fn soldier_capture(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let mover = g.turn();
    // The between form (nothing taken at level 1) a little less often than
    // the capturing one: an empty answer comes from it and from the aim's
    // fallbacks alike.
    let between_form = rng.chance(38);
    let mut found: Vec<(Move, u32, bool)> = Vec::new();
    for mv in legal(g) {
        if mv.from == g.king() && CORNERS.contains(mv.to) {
            continue;
        }
        let (next, ev) = g.apply(&FETLAR, mv);
        if ev.king_captured || ev.escaped {
            continue;
        }
        let between = mv.from != g.king() && between_soldiers(&next, mv.to, mover.other());
        let taken = ev.captured.count();
        let fits = if between_form {
            between && (level > 1 || taken == 0)
        } else {
            taken >= 1 && (level > 1 || taken == 1) && (level < 3 || taken >= 2 || rng.chance(40))
        };
        if fits {
            found.push((mv, taken, between));
        }
    }
    let &(mv, taken, between) = rng.choose(&found)?;
    let name = move_name(mv);
    let ask = after(&name, About::Captured);
    let pos = HnefataflPosition::new(*g);
    let judged = judge(&pos, &ask, &[Trap::SelfCapture])?;
    if between_form && !judged.differs(Trap::SelfCapture) {
        return None;
    }
    let traps = if between && judged.differs(Trap::SelfCapture) {
        vec![Trap::SelfCapture]
    } else {
        Vec::new()
    };
    let prompt = side_msg("drill-hnef-q-captured", mover).text("move", name);
    let mut d = draft_of(g, ask, judged, traps, prompt);
    d.explain.push(Message::new("drill-hnef-x-custodian"));
    if between {
        d.explain.push(
            Message::new("drill-hnef-x-between")
                .text("square", mv.to.to_string())
                .num("taken", i64::from(taken)),
        );
    }
    Some(d)
}

/// "Which pieces does this move capture?" where an enemy soldier next to the
/// arrival square has the throne or a corner behind it.
fn throne_corner(g: &Game, rng: &mut DrillRng) -> Option<Draft> {
    let mover = g.turn();
    let enemy_soldiers = match mover {
        Side::Black => g.white(),
        Side::White => g.black(),
    };
    let mut found = Vec::new();
    for mv in legal(g) {
        if mv.from == g.king() && (CORNERS.contains(mv.to) || mv.to == THRONE) {
            continue;
        }
        let (next, ev) = g.apply(&FETLAR, mv);
        if ev.king_captured || ev.escaped || between_soldiers(&next, mv.to, mover.other()) {
            continue;
        }
        let anvils = Direction::ALL.into_iter().any(|d| {
            let Some(v) = mv.to.step(d) else { return false };
            let Some(a) = v.step(d) else { return false };
            enemy_soldiers.contains(v) && (a == THRONE || CORNERS.contains(a))
        });
        if anvils {
            found.push(mv);
        }
    }
    let mv = *rng.choose(&found)?;
    let name = move_name(mv);
    let ask = after(&name, About::Captured);
    let judged = judge(&HnefataflPosition::new(*g), &ask, &[])?;
    let prompt = side_msg("drill-hnef-q-captured", mover).text("move", name);
    let mut d = draft_of(g, ask, judged, Vec::new(), prompt);
    d.explain.push(Message::new("drill-hnef-x-throne-corner"));
    if g.king() == THRONE && mover == Side::Black {
        d.explain.push(Message::new("drill-hnef-x-throne-occupied"));
    }
    Some(d)
}

/// What a black move next to the king does to him.
#[derive(Clone, Copy, PartialEq, Eq)]
enum KingCase {
    /// The ring is complete: four attackers, or three and the empty throne.
    Taken,
    /// Two attackers on either side: not enough (aimed at `weak-king`).
    Two,
    /// The king on the edge, every board side taken: he cannot be captured.
    Edge,
}

fn king_case(g: &Game, mv: Move) -> Option<KingCase> {
    let king = g.king();
    if !neighbours(king).contains(mv.to) {
        return None;
    }
    let (next, ev) = g.apply(&FETLAR, mv);
    if ev.king_captured {
        return Some(KingCase::Taken);
    }
    if next.status(&FETLAR) != Outcome::Ongoing {
        return None;
    }
    let d = Direction::ALL
        .into_iter()
        .find(|d| king.step(*d) == Some(mv.to))?;
    let far = king.step(d.opposite());
    if far.is_some_and(|s| next.black().contains(s)) {
        return Some(KingCase::Two);
    }
    let free = neighbours(king) & !next.black();
    (king.is_edge() && free.is_empty()).then_some(KingCase::Edge)
}

/// The king's capture: "how does the game stand after this black move?"
/// (level 1) or "can black capture the king with their next move?".
fn king_capture(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    if g.turn() != Side::Black {
        return None;
    }
    let cases: Vec<(Move, KingCase)> = legal(g)
        .into_iter()
        .filter_map(|m| king_case(g, m).map(|c| (m, c)))
        .collect();
    if cases.is_empty() {
        return None;
    }
    let pos = HnefataflPosition::new(*g);
    let wanted = *rng.pick(&[KingCase::Taken, KingCase::Two, KingCase::Edge]);
    let (ask, prompt, judged, traps, case) = if level == 1 {
        let picked: Vec<&(Move, KingCase)> = cases.iter().filter(|(_, c)| *c == wanted).collect();
        let &&(mv, case) = rng.choose(&picked)?;
        let name = move_name(mv);
        let ask = after(&name, About::Status);
        let judged = judge(&pos, &ask, &[Trap::WeakKing])?;
        let traps = if case == KingCase::Two && judged.differs(Trap::WeakKing) {
            vec![Trap::WeakKing]
        } else if case == KingCase::Two {
            return None;
        } else {
            Vec::new()
        };
        let prompt = side_msg("drill-hnef-q-status-after", Side::Black).text("move", name);
        (ask, prompt, judged, traps, case)
    } else {
        let taken = cases.iter().any(|(_, c)| *c == KingCase::Taken);
        let two = cases.iter().any(|(_, c)| *c == KingCase::Two);
        let case = if taken {
            KingCase::Taken
        } else if two {
            KingCase::Two
        } else {
            KingCase::Edge
        };
        if case != wanted && !(case == KingCase::Taken && rng.chance(50)) {
            return None;
        }
        let ask = Ask::CaptureKing { within: 1 };
        let judged = judge(&pos, &ask, &[Trap::WeakKing])?;
        let traps = if case == KingCase::Two && judged.differs(Trap::WeakKing) {
            vec![Trap::WeakKing]
        } else if case == KingCase::Two {
            return None;
        } else {
            Vec::new()
        };
        let prompt = Message::new("drill-hnef-q-capture-king").num("within", 1);
        (ask, prompt, judged, traps, case)
    };
    let mut d = draft_of(g, ask, judged, traps, prompt);
    d.explain.push(Message::new("drill-hnef-x-king-ring"));
    d.explain.push(Message::new(match case {
        KingCase::Taken => "drill-hnef-x-king-taken",
        KingCase::Two => "drill-hnef-x-king-two",
        KingCase::Edge => "drill-hnef-x-king-edge",
    }));
    Some(d)
}

/// Whether some move of the king ends with him enclosed (a walk into a ring:
/// searches must not depend on what that means).
fn king_can_walk_into_ring(g: &Game) -> bool {
    let king = g.king();
    g.targets(king).iter().any(|to| {
        let moved = Game::from_parts(g.black(), g.white(), to, g.turn(), 0);
        enclosed(&moved, to)
    })
}

/// The corner, not the edge: the status with the king on the edge, the
/// status after a king move to the edge, the corners in reach, or a forced
/// escape — each aimed at `edge-escape`, which must change the answer.
fn corner_escape(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let pos = HnefataflPosition::new(*g);
    let king = g.king();
    let on_edge = king.is_edge();
    let form = match level {
        1 => rng.below(2),
        // Level 2: the status after a king move seven times in ten, the
        // corners in reach otherwise; a king move to the edge that leaves the
        // game going on is rarer than one into a corner from the edge, and
        // the other question would otherwise crowd it out.
        2 => 1 + usize::from(rng.below(10) >= 7),
        // Level 3: a forced escape is rare in dense positions, so the
        // search is tried two times in three.
        _ => 2 + usize::from(rng.below(3) > 0),
    };
    // The answers vary: a king move may reach a corner (White wins) as well
    // as an edge square (the game goes on), a route may be open, an escape
    // may be forced; the edge-escape trap is declared where it changes the
    // answer.
    let (ask, prompt, explain) = match form {
        0 | 1 if g.turn() == Side::White => {
            // A king move to the edge, from the edge (along it, maybe into a
            // corner) or from inside.
            let to_edge: Vec<Square> = g
                .targets(king)
                .iter()
                .filter(|s| EDGES.contains(*s))
                .collect();
            // A corner in reach is taken one time in four, another edge
            // square otherwise: from the edge, a move along it cannot be
            // asked (`edge-escape` would have ended the game before it, so
            // the misconception could not be diagnosed) and is dropped
            // below, so a corner taken more often would make "White wins"
            // the usual answer.
            let (corners, others): (Vec<Square>, Vec<Square>) =
                to_edge.iter().partition(|s| CORNERS.contains(**s));
            let to = if !corners.is_empty() && (others.is_empty() || rng.chance(25)) {
                *rng.choose(&corners)?
            } else {
                *rng.choose(&others)?
            };
            let name = move_name(Move { from: king, to });
            (
                after(&name, About::Status),
                side_msg("drill-hnef-q-status-after", Side::White).text("move", name),
                "drill-hnef-x-corner",
            )
        }
        // From inside no corner is one move away; from the edge one may be.
        2 if g.turn() == Side::White => {
            let edge_reach = g.targets(king) & EDGES;
            if edge_reach.is_empty() {
                return None;
            }
            (
                Ask::KingRoutes,
                Message::new("drill-hnef-q-king-routes").text("king", king.to_string()),
                "drill-hnef-x-routes",
            )
        }
        3 if g.turn() == Side::White && !on_edge => {
            if king_can_walk_into_ring(g) {
                return None;
            }
            // A forced escape needs a king move that opens a line to a
            // corner: in positions without one the answer is always no, so
            // only positions with one are asked (about a third of them then
            // force the escape, the others let Black block in time).
            let opens = g.targets(king).iter().any(|to| {
                let moved = Game::from_parts(g.black(), g.white(), to, g.turn(), 0);
                !(moved.targets(to) & CORNERS).is_empty()
            });
            if !opens {
                return None;
            }
            (
                Ask::Escape { within: 2 },
                Message::new("drill-hnef-q-escape").num("within", 2),
                "drill-hnef-x-escape",
            )
        }
        _ => return None,
    };
    let judged = judge(&pos, &ask, &[Trap::EdgeEscape])?;
    let traps = if judged.differs(Trap::EdgeEscape) {
        vec![Trap::EdgeEscape]
    } else {
        // Without the trap, only an answer that is not the usual one: a
        // corner reached, a route open, an escape forced.
        let usual = match judged.answer() {
            Answer::Status(st) => *st == Status::Ongoing,
            Answer::Set(items) => items.is_empty(),
            Answer::YesNo(b) => !*b,
            _ => true,
        };
        if usual {
            return None;
        }
        Vec::new()
    };
    let mut d = draft_of(g, ask, judged, traps, prompt);
    d.explain.push(Message::new(explain));
    d.explain.push(Message::new("drill-hnef-x-corner-names"));
    Some(d)
}

/// What makes a move legal or not, for `legal` questions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Why {
    ThroneStop,
    CornerStop,
    Blocked,
    ThroneBlocked,
    ThroneThrough,
    KingCorner,
    KingThrone,
    Slide,
    SuffixRight,
    SuffixWrong,
}

impl Why {
    fn explain(self) -> &'static str {
        match self {
            Why::ThroneStop | Why::CornerStop | Why::KingCorner | Why::KingThrone => {
                "drill-hnef-x-reserved"
            }
            Why::ThroneBlocked | Why::ThroneThrough => "drill-hnef-x-throne-pass",
            Why::Blocked | Why::Slide => "drill-hnef-x-slide",
            Why::SuffixRight | Why::SuffixWrong => "drill-hnef-x-suffix",
        }
    }
}

/// Every move along a line from a piece of the mover (blocked or not), by
/// what makes it legal or not.
fn classified(g: &Game) -> Vec<(Why, Move)> {
    let mut out = Vec::new();
    let king = g.king();
    for from in g.pieces(g.turn()).iter() {
        for d in Direction::ALL {
            let mut to = from;
            while let Some(next) = to.step(d) {
                to = next;
                let mv = Move { from, to };
                let why = match g.check(&FETLAR, mv) {
                    Err(Illegal::ThroneReserved { .. }) => Why::ThroneStop,
                    Err(Illegal::CornerReserved { .. }) => Why::CornerStop,
                    Err(Illegal::PathBlocked { at, .. }) if at == THRONE => Why::ThroneBlocked,
                    Err(Illegal::PathBlocked { .. }) => Why::Blocked,
                    Err(_) => continue,
                    Ok(_) if from == king && CORNERS.contains(to) => Why::KingCorner,
                    Ok(_) if from == king && to == THRONE => Why::KingThrone,
                    Ok(_) if between(from, to).contains(THRONE) => Why::ThroneThrough,
                    Ok(_) => Why::Slide,
                };
                out.push((why, mv));
            }
        }
    }
    out
}

/// A suffix naming the wrong pieces for a capturing move: one of two
/// captures left out, or an enemy soldier beside the arrival that stays.
fn wrong_suffix(g: &Game, mv: Move, removed: Bitboard, rng: &mut DrillRng) -> Option<String> {
    let enemy = match g.turn() {
        Side::Black => g.white(),
        Side::White => g.black(),
    };
    let staying: Vec<Square> = (neighbours(mv.to) & enemy & !removed).iter().collect();
    let claimed = if removed.count() >= 2 && (staying.is_empty() || rng.chance(50)) {
        let dropped = removed.iter().nth(rng.below(removed.count() as usize))?;
        let mut c = removed;
        c.remove(dropped);
        c
    } else {
        removed | rng.choose(&staying)?.bb()
    };
    Some(move_with_captures(mv, claimed))
}

/// "Is this move legal?": stops on the throne or a corner, blocked paths,
/// the throne crossed or blocked by the king, and (level 3) capture suffixes.
fn legal_move(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    if g.king().is_edge() {
        return None;
    }
    let kinds: &[Why] = match level {
        1 => &[
            Why::ThroneStop,
            Why::CornerStop,
            Why::Blocked,
            Why::Slide,
            Why::KingThrone,
        ],
        // Crossing the empty throne (legal) twice: three kinds of legal
        // move for four illegal ones, as illegal ones are found more often.
        2 => &[
            Why::ThroneThrough,
            Why::ThroneThrough,
            Why::ThroneBlocked,
            Why::CornerStop,
            Why::KingCorner,
            Why::ThroneStop,
            Why::Blocked,
        ],
        _ => &[
            Why::SuffixRight,
            Why::SuffixWrong,
            Why::ThroneThrough,
            Why::ThroneBlocked,
        ],
    };
    let want = *rng.pick(kinds);
    let written = match want {
        Why::SuffixRight | Why::SuffixWrong => {
            let capturing: Vec<(Move, Bitboard)> = legal(g)
                .into_iter()
                .filter_map(|m| {
                    let (_, ev) = g.apply(&FETLAR, m);
                    let removed = ev.removed(g.king());
                    (!ev.king_captured && !ev.escaped && !removed.is_empty())
                        .then_some((m, removed))
                })
                .collect();
            let &(mv, removed) = rng.choose(&capturing)?;
            if want == Why::SuffixRight {
                move_with_captures(mv, removed)
            } else {
                wrong_suffix(g, mv, removed, rng)?
            }
        }
        _ => {
            let moves: Vec<Move> = classified(g)
                .into_iter()
                .filter(|(w, _)| *w == want)
                .map(|(_, m)| m)
                .collect();
            move_name(*rng.choose(&moves)?)
        }
    };
    let ask = Ask::Legal {
        mv: param(written.clone()),
    };
    let judged = judge(&HnefataflPosition::new(*g), &ask, &[])?;
    let prompt = side_msg("drill-hnef-q-legal", g.turn()).text("move", written);
    let mut d = draft_of(g, ask, judged, Vec::new(), prompt);
    d.explain.push(Message::new(want.explain()));
    Some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_enclosure_needs_four_sides_or_the_empty_throne() {
        let sq = |n: &str| Square::parse(n).unwrap();
        let bb = |v: &[&str]| v.iter().fold(Bitboard::EMPTY, |b, n| b | sq(n).bb());
        let g = Game::from_parts(
            bb(&["f5", "e6", "g6"]),
            Bitboard::EMPTY,
            sq("f7"),
            Side::White,
            0,
        );
        assert!(!enclosed(&g, sq("f7")));
        let g = Game::from_parts(
            bb(&["f8", "e7", "g7"]),
            Bitboard::EMPTY,
            sq("f7"),
            Side::White,
            0,
        );
        assert!(
            enclosed(&g, sq("f7")),
            "three attackers and the empty throne"
        );
        let edge = Game::from_parts(
            bb(&["a5", "a7", "b6"]),
            Bitboard::EMPTY,
            sq("a6"),
            Side::White,
            0,
        );
        assert!(!enclosed(&edge, sq("a6")));
    }
}
