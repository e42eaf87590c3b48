//! Searches: the least number of moves for one piece (others fixed), and random
//! playouts for the benchmark ([`super::playout`]).

use super::board::{Point, points};
use super::game::Game;
use super::movegen::destinations_with;
use super::rules::Rules;

/// Least number of moves (each a step or any chain) for the piece on `from` to
/// reach `to`, every other piece fixed; `None` if unreachable or `from` is empty.
/// Camp-lock and must-continue apply to the piece's own moves; jump-captures
/// changes nothing here (the other pieces do not move).
pub fn distance(game: &Game, rules: &Rules, from: Point, to: Point) -> Option<u32> {
    route(game, rules, from, to).map(|r| (r.len() - 1) as u32)
}

/// One shortest route (the points where each move ends, `from` first), as
/// found by a breadth-first search over whole moves.
pub fn route(game: &Game, rules: &Rules, from: Point, to: Point) -> Option<Vec<Point>> {
    let side = game.side_at(from)?;
    if from == to {
        return Some(vec![from]);
    }
    let others = game.occupied() & !from.bit();
    if others & to.bit() != 0 {
        return None;
    }
    let mut parent = [u8::MAX; 121];
    let mut seen = from.bit();
    let mut frontier = from.bit();
    while frontier != 0 {
        let mut next = 0u128;
        for at in points(frontier) {
            let fresh = destinations_with(others, rules, side, at) & !seen & !next;
            for q in points(fresh) {
                parent[q.index()] = at.index() as u8;
            }
            next |= fresh;
        }
        if next & to.bit() != 0 {
            let mut out = vec![to];
            let mut cur = to;
            while cur != from {
                cur = Point::new(parent[cur.index()] as usize).expect("parent recorded");
                out.push(cur);
            }
            out.reverse();
            return Some(out);
        }
        seen |= next;
        frontier = next;
    }
    None
}

pub use super::playout::{Playout, random_playout};
