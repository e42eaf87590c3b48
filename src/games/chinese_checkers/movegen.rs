//! Move generation: every full path (for `moves`), destination sets (for
//! playouts and `distance`, by the flood fill of [`super::flood`]), move
//! existence.
//!
//! `occ` below is always the occupancy *without* the moving piece: once it has
//! left its start, that point is empty (and may not be revisited anyway).

use super::board::{NONE, Point, points};
use super::flood::Flood;
use super::game::Game;
use super::legality::Legal;
use super::path::{Move, Path};
use super::rules::{Rules, Side};

/// The enumeration of full paths stopped at the limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooMany {
    /// The limit that was reached.
    pub limit: usize,
}

#[inline]
fn camp_ok(rules: &Rules, target: u128, from: u8, to: u8) -> bool {
    !rules.camp_lock || target & (1u128 << from) == 0 || target & (1u128 << to) != 0
}

/// A jump from the end of `path` to an unvisited empty point, if any
/// (what `must-continue` requires to take): (pivot, landing).
pub fn further_jump(
    occ: u128,
    rules: &Rules,
    target: u128,
    path: &Path,
    visited: u128,
) -> Option<(Point, Point)> {
    let at = path.last();
    (0..6).find_map(|d| {
        let (over, land) = (at.neighbour(d)?, at.landing(d)?);
        (occ & over.bit() != 0
            && (occ | visited) & land.bit() == 0
            && camp_ok(rules, target, at.index() as u8, land.index() as u8))
        .then_some((over, land))
    })
}

/// Calls `f` on every legal path of the piece on `from` (its owner's rules),
/// steps first, then chains depth-first. Stops early when `f` returns false;
/// returns false in that case.
pub fn for_each_path(
    game: &Game,
    rules: &Rules,
    side: Side,
    from: Point,
    f: &mut impl FnMut(&Path) -> bool,
) -> bool {
    let occ = game.occupied() & !from.bit();
    let target = side.target_camp();
    let fi = from.index() as u8;
    for d in 0..6 {
        let n = from.neighbour_raw(d);
        if n != NONE && occ & (1u128 << n) == 0 && camp_ok(rules, target, fi, n) {
            let mut p = Path::start(from);
            p.push(Point::new(n as usize).expect("table point"));
            if !f(&p) {
                return false;
            }
        }
    }
    let mut path = Path::start(from);
    jump_dfs(occ, rules, target, &mut path, from.bit(), f)
}

fn jump_dfs(
    occ: u128,
    rules: &Rules,
    target: u128,
    path: &mut Path,
    visited: u128,
    f: &mut impl FnMut(&Path) -> bool,
) -> bool {
    let at = path.last();
    let ai = at.index() as u8;
    for d in 0..6 {
        let over = at.neighbour_raw(d);
        let land = at.landing_raw(d);
        if land == NONE || occ & (1u128 << over) == 0 {
            continue;
        }
        let lb = 1u128 << land;
        if (occ | visited) & lb != 0 || !camp_ok(rules, target, ai, land) {
            continue;
        }
        path.push(Point::new(land as usize).expect("table point"));
        let keep_going = {
            let emit = !rules.must_continue
                || further_jump(occ, rules, target, path, visited | lb).is_none();
            (!emit || f(path)) && jump_dfs(occ, rules, target, path, visited | lb, f)
        };
        path.pop();
        if !keep_going {
            return false;
        }
    }
    true
}

/// Every legal move of the side to move as full paths; `[pass]` when it has
/// none; empty when the game is over. Fails beyond `limit` paths.
pub fn legal_moves(game: &Game, rules: &Rules, limit: usize) -> Result<Vec<Legal>, TooMany> {
    let mut out = Vec::new();
    if game.winner().is_some() {
        return Ok(out);
    }
    let side = game.turn();
    for from in points(game.pieces(side)) {
        let complete = for_each_path(game, rules, side, from, &mut |p| {
            out.push(Legal::trusted(Move::Path(*p)));
            out.len() < limit
        });
        if !complete {
            return Err(TooMany { limit });
        }
    }
    if out.is_empty() {
        out.push(Legal::trusted(Move::Pass));
    }
    Ok(out)
}

/// Destination set of a piece of `side` standing on `from`, with `occ` the other
/// pieces: steps and ends of chains. A flood fill ([`Flood`]) except under
/// `must-continue`, where the paths themselves decide where a chain may stop.
pub fn destinations_with(occ: u128, rules: &Rules, side: Side, from: Point) -> u128 {
    if !rules.must_continue {
        return Flood::new(occ, rules, side).destinations(from);
    }
    let target = side.target_camp();
    let fi = from.index() as u8;
    let mut out = 0u128;
    for d in 0..6 {
        let n = from.neighbour_raw(d);
        if n != NONE && occ & (1u128 << n) == 0 && camp_ok(rules, target, fi, n) {
            out |= 1u128 << n;
        }
    }
    let mut path = Path::start(from);
    jump_dfs(occ, rules, target, &mut path, from.bit(), &mut |p| {
        out |= p.last().bit();
        true
    });
    out
}

/// Destination set of the piece on `from` (whoever owns it); 0 if empty point.
pub fn destinations(game: &Game, rules: &Rules, from: Point) -> u128 {
    match game.side_at(from) {
        Some(side) => destinations_with(game.occupied() & !from.bit(), rules, side, from),
        None => 0,
    }
}

/// One legal (start, end) of the side to move, if it has any move.
pub fn first_move(game: &Game, rules: &Rules) -> Option<(Point, Point)> {
    let side = game.turn();
    let target = side.target_camp();
    for from in points(game.pieces(side)) {
        let occ = game.occupied() & !from.bit();
        let fi = from.index() as u8;
        for d in 0..6 {
            let n = from.neighbour_raw(d);
            if n != NONE && occ & (1u128 << n) == 0 && camp_ok(rules, target, fi, n) {
                return Point::new(n as usize).map(|to| (from, to));
            }
            let land = from.landing_raw(d);
            if land != NONE
                && n != NONE
                && occ & (1u128 << n) != 0
                && occ & (1u128 << land) == 0
                && camp_ok(rules, target, fi, land)
            {
                return Point::new(land as usize).map(|to| (from, to));
            }
        }
    }
    None
}
