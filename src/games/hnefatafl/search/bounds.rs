//! Cheap exact facts that cut the forced-goal search short.
//!
//! - *Need*: a lower bound on the black moves that capture the king on a
//!   square if he stays there (each black move brings at most one attacker
//!   next to him, and white moves never add one).
//! - *Two-move tests*: positions where the goal side provably cannot force
//!   its goal within two of its moves, shown by a defence that works against
//!   every first move.
//! - *Threat squares*: when the goal side threatens to win at once, the only
//!   defending moves worth searching are those that land on every threatened
//!   line, move the king or capture; every other defence loses at once.

use super::super::board::{
    Bitboard, CORNERS, Direction, EDGES, RESTRICTED, Square, THRONE, between, first_blocker,
    open_ray, ray,
};
use super::super::game::{Game, Move};
use super::super::rules::Rules;

/// A need that no number of moves meets (the king cannot be taken there).
pub const NEVER: u32 = 99;

/// At least how many black moves capture the king on `k` while he stays there.
pub fn capture_need(g: &Game, rules: &Rules, k: Square) -> u32 {
    let black = g.black();
    let mut need = NEVER;
    if !k.is_edge() {
        let missing = (k.bb().neighbours() & !(black | THRONE.bb())).count();
        need = missing.max(1);
    }
    if rules.weak_king {
        // the king stands on `k`, so the throne next to him is empty
        let hostile = black | CORNERS | THRONE.bb();
        for (a, b) in [
            (Direction::North, Direction::South),
            (Direction::East, Direction::West),
        ] {
            if let (Some(x), Some(y)) = (k.step(a), k.step(b)) {
                let missing = u32::from(!hostile.contains(x)) + u32::from(!hostile.contains(y));
                need = need.min(missing.max(1));
            }
        }
    }
    need
}

/// Defenders with a step to an empty square; under `shieldwall`, only those
/// off the edge (a shield wall can take a whole edge row at once).
fn mobile_defenders(g: &Game, rules: &Rules) -> u32 {
    let empty = !g.occupied() & !RESTRICTED;
    let mut soldiers = g.white();
    if rules.shieldwall {
        soldiers &= !EDGES;
    }
    (soldiers & empty.neighbours()).count()
}

/// Black to move, no capture in one: true if black cannot force the capture
/// within two black moves.
///
/// Either the king is far from capture where he stands and white keeps a
/// soldier move after any black move (one black move takes or blocks at most
/// three soldiers next to its arrival square), or the king has safe squares
/// in two directions and one black move can block only one of them.
pub fn capture_out_of_reach_in_two(g: &Game, rules: &Rules) -> bool {
    let k = g.king();
    if capture_need(g, rules, k) >= 3 && mobile_defenders(g, rules) >= 4 {
        return true;
    }
    let occ = g.occupied();
    let escape = rules.escape_squares();
    let mut safe = 0;
    for d in Direction::ALL {
        let ray = open_ray(k, d, occ);
        if !(ray & escape).is_empty() || ray.iter().any(|s| capture_need(g, rules, s) >= 3) {
            safe += 1;
            if safe == 2 {
                return true;
            }
        }
    }
    false
}

/// White to move with two moves left to escape, the king on the edge with no
/// route (without `edge-escape` or `shieldwall`): the squares a white soldier
/// move must leave or reach to matter. A soldier move from elsewhere to
/// elsewhere neither opens a route (no piece leaves the king's lines, no
/// piece on them is captured) nor spoils one black reply found here (a piece
/// off his lines, its path, and a landing next to no white piece), so after
/// it black has a quiet reply and the escape fails. `None` when black has no
/// such reply now.
pub fn squares_that_matter(g: &Game, rules: &Rules) -> Option<Bitboard> {
    let k = g.king();
    if rules.edge_escape || rules.shieldwall || !k.is_edge() {
        return None;
    }
    let lines = king_lines(k);
    let (p, t) = quiet_reply(g, lines)?;
    let reply = p.bb() | p.bb().neighbours() | between(p, t) | t.bb() | t.bb().neighbours();
    Some(k.bb() | lines | (g.black() & lines).neighbours() | reply)
}

/// The squares on the king's four lines, to the board's end.
fn king_lines(k: Square) -> Bitboard {
    Direction::ALL
        .iter()
        .fold(Bitboard::EMPTY, |acc, &d| acc | ray(k, d))
}

/// A black move of a piece off `lines` onto a square next to no white
/// piece: it moves nothing off the king's lines and captures nothing.
fn quiet_reply(g: &Game, lines: Bitboard) -> Option<(Square, Square)> {
    let quiet = !g.white().neighbours();
    (g.black() & !lines)
        .iter()
        .find_map(|p| (g.targets(p) & quiet).iter().next().map(|t| (p, t)))
}

/// White to move, then black has two moves: true if black cannot force the
/// capture. The need where the king stands does not depend on white pieces;
/// a soldier move makes at most four soldiers immobile (itself and three
/// next to its arrival square), so with eight mobile soldiers every soldier
/// move leaves the position of [`capture_out_of_reach_in_two`]'s first test.
pub fn capture_out_of_reach_after_white(g: &Game, rules: &Rules) -> bool {
    capture_need(g, rules, g.king()) >= 3 && mobile_defenders(g, rules) >= 8
}

/// White to move, no escape in one: true if white cannot force an escape
/// within two white moves. Without `edge-escape`, the king must stand on the
/// edge after white's first move to see a corner afterwards.
pub fn escape_out_of_reach_in_two(g: &Game, rules: &Rules) -> bool {
    if rules.edge_escape {
        return false;
    }
    let k = g.king();
    !k.is_edge() && (g.targets(k) & EDGES).is_empty()
}

/// Black to move, the goal side with one move left: true if white cannot
/// force an escape. Without `edge-escape`, a king off the edge never sees a
/// corner; on the edge with no route now, he gets one only if a piece leaves
/// his lines or is captured on them. A black piece off his lines moving to a
/// square next to no white piece does neither (and a black side without a
/// move loses, which is not the goal either).
pub fn escape_out_of_reach_in_one(g: &Game, rules: &Rules) -> bool {
    if rules.edge_escape || !g.king_routes(rules).is_empty() {
        return false;
    }
    let k = g.king();
    if !k.is_edge() {
        return true;
    }
    let lines = king_lines(k);
    // most often a piece has a quiet step: a neighbouring square, empty and
    // not restricted, is a destination
    let quiet_steps = !g.white().neighbours() & !g.occupied() & !RESTRICTED;
    !((g.black() & !lines).neighbours() & quiet_steps).is_empty() || quiet_reply(g, lines).is_some()
}

/// Black moves that capture the king at once, as if black were to move.
pub fn capturing_moves(g: &Game, rules: &Rules, mut f: impl FnMut(Move)) {
    if g.king_captured() {
        return;
    }
    let k = g.king();
    let occ = g.occupied();
    let black_view = g.with_turn(super::super::game::Side::Black);
    for to in (k.bb().neighbours() & !occ & !RESTRICTED).iter() {
        for d in Direction::ALL {
            let Some(from) = first_blocker(to, d, occ) else {
                continue;
            };
            if g.black().contains(from) {
                let mv = Move { from, to };
                if black_view.apply(rules, mv).1.king_captured {
                    f(mv);
                }
            }
        }
    }
}

/// Squares a black move must land on to close every escape route of the
/// king (`None` when he has no route now).
pub fn route_blocks(g: &Game, rules: &Rules) -> Option<Bitboard> {
    let routes = g.king_routes(rules);
    if routes.is_empty() {
        return None;
    }
    let k = g.king();
    Some(
        routes
            .iter()
            .fold(Bitboard::ALL, |acc, s| acc & (between(k, s) | s.bb())),
    )
}

/// Squares a white soldier must land on to stop every capture black
/// threatens (`None` when black threatens none).
pub fn capture_blocks(g: &Game, rules: &Rules) -> Option<Bitboard> {
    let mut blocks: Option<Bitboard> = None;
    capturing_moves(g, rules, |m| {
        let path = between(m.from, m.to) | m.to.bb();
        blocks = Some(blocks.map_or(path, |b| b & path));
    });
    blocks
}

#[cfg(test)]
#[path = "bounds_tests.rs"]
mod tests;
