//! The hnefatafl opponent: alpha-beta (negamax) with iterative deepening, a
//! transposition table, killer moves, and an evaluation of the king's routes
//! and the attackers' corner guards. Pure and deterministic: the search stops
//! on a node budget, never on a clock, so the same position, level and seed
//! give the same move on every machine.
//!
//! Levels: 1 looks one half-move ahead with noise on the scores; 2 searches
//! two half-moves; 3 deepens up to five half-moves within its budget.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::board::{Bitboard, CORNER_SQUARES, CORNERS, Direction, Square};
use super::game::{Game, Move, MoveList, Outcome, Side};
use super::rules::Rules;

/// Why the opponent chose its move (turned into words by `text::why`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The king reaches this corner: White wins at once.
    Escapes(Square),
    /// The move completes the ring around the king on this square: Black
    /// wins at once.
    TakesKing(Square),
    /// The move wins at once otherwise (the other side is left without a
    /// move).
    Wins,
    /// The move captures the pieces on these squares, each caught between
    /// the moved piece and a piece of the mover or a hostile square.
    Captures(Bitboard),
    /// The king now has an open line to these corners.
    OpensRoute(Bitboard),
    /// The king's open lines to these corners are closed.
    ClosesRoute(Bitboard),
    /// The moved piece was in danger of capture and no longer is.
    Saves(Square),
    /// The move threatens to capture the piece on this square next move.
    Threatens(Square),
    /// Nothing is won at once, but no piece of the mover can be taken on
    /// the reply.
    Safe,
    /// The piece on this square can be taken on the reply; the move is still
    /// the best found looking this many half-moves ahead.
    Exposes(Square, u8),
    /// The best move found by looking this many half-moves ahead.
    Search(u8),
}

/// A score large enough to mean a won game.
const WIN: i32 = 1_000_000;
/// Scores above this are wins found by the search.
const WON: i32 = WIN - 1_000;

/// Search settings of a level.
#[derive(Clone, Copy, Debug)]
struct Level {
    depth: u8,
    nodes: u64,
    noise: i32,
}

fn level(n: u8) -> Level {
    match n {
        1 => Level {
            depth: 1,
            nodes: u64::MAX,
            noise: 120,
        },
        2 => Level {
            depth: 2,
            nodes: 60_000,
            noise: 0,
        },
        _ => Level {
            depth: 5,
            nodes: 160_000,
            noise: 0,
        },
    }
}

/// The guard squares of each corner (three squares on the diagonal that
/// close it: a3, b2, c1 for a1), as indices.
const GUARDS: [[u8; 3]; 4] = [
    [22, 12, 2],    // a3 b2 c1
    [32, 20, 8],    // k3 j2 i1
    [88, 100, 112], // a9 b10 c11
    [98, 108, 118], // k9 j10 i11
];

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: u8,
    bound: u8,
    score: i32,
    best: u16,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;
const TT_BITS: u32 = 16;

fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

fn key(g: &Game) -> u64 {
    let b = g.black().0;
    let w = g.white().0;
    let k = (g.king().index() as u64) << 1 | u64::from(g.turn() == Side::White);
    mix(b as u64)
        ^ mix((b >> 64) as u64 ^ 0x9e37_79b9_7f4a_7c15)
        ^ mix(w as u64 ^ 0x3c6e_f372_fe94_f82b)
        ^ mix((w >> 64) as u64 ^ 0xa54f_f53a_5f1d_36f1)
        ^ mix(k ^ 0x510e_527f_ade6_82d1)
}

fn pack(m: Move) -> u16 {
    (m.from.index() as u16) << 8 | m.to.index() as u16
}

/// The king's squares from which a corner is one move away, and the corners
/// he can reach now.
fn king_reach(g: &Game) -> (u32, Bitboard) {
    if g.king_captured() {
        return (0, Bitboard::EMPTY);
    }
    let king = g.king();
    let first = g.targets(king);
    let now = first & CORNERS;
    let occ = g.occupied() & !king.bb();
    let mut staging = 0;
    for s in first.iter() {
        let mut seen = Bitboard::EMPTY;
        for d in Direction::ALL {
            seen |= super::board::open_ray(s, d, occ);
        }
        if !(seen & CORNERS).is_empty() {
            staging += 1;
        }
    }
    (staging, now)
}

/// The position's value for White (the side to move matters for routes).
fn evaluate(g: &Game) -> i32 {
    let white = g.white().count() as i32;
    let black = g.black().count() as i32;
    let king = g.king();
    let (staging, routes) = king_reach(g);
    let free = g.targets(king).count() as i32;
    let mut score = white * 60 - black * 30 + free * 3 + staging as i32 * 45;
    let routes = routes.count() as i32;
    score += match (g.turn(), routes) {
        (Side::White, r) if r > 0 => WIN / 2,
        (Side::Black, r) if r >= 2 => WIN / 4,
        (_, r) => r * 150,
    };
    // Attackers next to the king, and his closed sides.
    let mut enclosed = 0;
    for d in Direction::ALL {
        match king.step(d) {
            Some(n) if g.black().contains(n) => enclosed += 2,
            Some(n) if g.white().contains(n) => {}
            Some(_) => {}
            None => enclosed += 1,
        }
    }
    score -= enclosed * 25;
    for guards in GUARDS {
        let held = guards
            .iter()
            .filter(|&&i| g.black().contains(Square::from_index(i)))
            .count() as i32;
        score -= held * 18 + if held == 3 { 30 } else { 0 };
    }
    // Distance of the king to his nearest corner (in squares).
    let near = CORNER_SQUARES
        .iter()
        .map(|c| {
            (c.file() as i32 - king.file() as i32).abs()
                + (c.rank() as i32 - king.rank() as i32).abs()
        })
        .min()
        .unwrap_or(0);
    score - near * 4
}

/// The value of a finished game for the side to move, `None` if it goes on.
fn terminal(g: &Game, rules: &Rules, ply: i32) -> Option<i32> {
    let out = g.status(rules);
    let winner = match out {
        Outcome::Ongoing => return None,
        Outcome::QuietDraw => return Some(0),
        other => other.winner().flatten(),
    };
    Some(match winner {
        Some(w) if w == g.turn() => WIN - ply,
        Some(_) => -(WIN - ply),
        None => 0,
    })
}

/// Whether the move captures a soldier (a cheap test for ordering).
fn captures(g: &Game, mv: Move) -> bool {
    let enemy = g.pieces(g.turn().other()) & !g.king().bb();
    let own = g.pieces(g.turn());
    Direction::ALL.into_iter().any(|d| {
        mv.to.step(d).is_some_and(|n| {
            enemy.contains(n)
                && n.step(d).is_some_and(|far| {
                    (own.contains(far) && far != mv.from) || CORNERS.contains(far)
                })
        })
    })
}

struct Search<'a> {
    rules: &'a Rules,
    table: Vec<Entry>,
    killers: [[u16; 2]; 16],
    nodes: u64,
    budget: u64,
    stopped: bool,
    lists: Vec<MoveList>,
}

impl Search<'_> {
    fn ordered(&mut self, g: &Game, ply: usize, best: u16) -> usize {
        let mut list = std::mem::take(&mut self.lists[ply]);
        g.legal_moves(self.rules, &mut list);
        let killers = self.killers[ply.min(15)];
        let king = g.king();
        let moves = list.as_mut_slice();
        let score = |m: &Move| -> i32 {
            let p = pack(*m);
            if p == best {
                return 1_000_000;
            }
            let mut s = 0;
            if captures(g, *m) {
                s += 10_000;
            }
            if p == killers[0] || p == killers[1] {
                s += 5_000;
            }
            if m.from == king {
                s += 1_000;
                if CORNERS.contains(m.to) {
                    s += 100_000;
                }
            }
            s
        };
        moves.sort_by_cached_key(|m| std::cmp::Reverse(score(m)));
        let n = moves.len();
        self.lists[ply] = list;
        n
    }

    fn negamax(&mut self, g: &Game, depth: u8, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.budget {
            self.stopped = true;
        }
        if let Some(v) = terminal(g, self.rules, ply as i32) {
            return v;
        }
        if depth == 0 || self.stopped {
            let v = evaluate(g);
            return if g.turn() == Side::White { v } else { -v };
        }
        let k = key(g);
        let slot = (k & ((1 << TT_BITS) - 1)) as usize;
        let e = self.table[slot];
        let mut best_move = 0;
        if e.key == k && e.bound != 0 {
            best_move = e.best;
            if e.depth >= depth {
                match e.bound {
                    EXACT => return e.score,
                    LOWER if e.score >= beta => return e.score,
                    UPPER if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }
        while self.lists.len() <= ply {
            self.lists.push(MoveList::new());
        }
        let n = self.ordered(g, ply, best_move);
        let alpha0 = alpha;
        let mut best = -WIN - 1;
        let mut best_pack = 0;
        for i in 0..n {
            let mv = self.lists[ply].as_slice()[i];
            let child = g.apply(self.rules, mv).0;
            let v = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            if v > best {
                best = v;
                best_pack = pack(mv);
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                let p = pack(mv);
                let kl = &mut self.killers[ply.min(15)];
                if kl[0] != p && !captures(g, mv) {
                    kl[1] = kl[0];
                    kl[0] = p;
                }
                break;
            }
            if self.stopped {
                break;
            }
        }
        if !self.stopped {
            let bound = if best <= alpha0 {
                UPPER
            } else if best >= beta {
                LOWER
            } else {
                EXACT
            };
            self.table[slot] = Entry {
                key: k,
                depth,
                bound,
                score: best,
                best: best_pack,
            };
        }
        best
    }
}

/// The opponent's move for the side to move at `level` (1–3), and why;
/// `None` when the side has no legal move.
pub fn choose(
    game: &Game,
    rules: &Rules,
    level_no: u8,
    rng: &mut ChaCha8Rng,
) -> Option<(Move, Why)> {
    let (order, reached) = ranked(game, rules, level_no, rng)?;
    let chosen = order[0];
    Some((chosen, why(game, rules, chosen, reached)))
}

/// The hint for the side to move: the strongest level's ranking, its first
/// move that loses no piece to the reply when such a move exists, and why
/// in the terms a learner knows.
pub fn hint(game: &Game, rules: &Rules, rng: &mut ChaCha8Rng) -> Option<(Move, Why)> {
    let (order, reached) = ranked(game, rules, 3, rng)?;
    let chosen = safest_first(game, rules, &order);
    Some((chosen, why(game, rules, chosen, reached)))
}

/// The first move of `order` after which the reply takes nothing of the
/// mover's (a winning move counts as safe), or the first move when every
/// move loses something at once.
pub fn safest_first(game: &Game, rules: &Rules, order: &[Move]) -> Move {
    order
        .iter()
        .copied()
        .find(|&mv| {
            let (after, ev) = game.apply(rules, mv);
            ev.king_captured
                || ev.escaped
                || after.status(rules).winner().is_some()
                || loss_on_reply(&after, rules).is_none()
        })
        .unwrap_or(order[0])
}

/// A piece of the side that just moved (not to move in `after`) that the
/// reply can take at once, if any (the king's capture counts).
pub fn loss_on_reply(after: &Game, rules: &Rules) -> Option<Square> {
    let mut replies = MoveList::new();
    after.legal_moves(rules, &mut replies);
    let mover = after.turn().other();
    for &r in replies.as_slice() {
        let (_, ev) = after.apply(rules, r);
        if ev.king_captured {
            return Some(after.king());
        }
        if let Some(sq) = (ev.captured & after.pieces(mover)).iter().next() {
            return Some(sq);
        }
    }
    None
}

/// The side to move's moves ranked by the search of `level_no`, best first,
/// and the depth reached.
fn ranked(
    game: &Game,
    rules: &Rules,
    level_no: u8,
    rng: &mut ChaCha8Rng,
) -> Option<(Vec<Move>, u8)> {
    let lv = level(level_no);
    let mut root = MoveList::new();
    game.legal_moves(rules, &mut root);
    let moves: Vec<Move> = root.as_slice().to_vec();
    if moves.is_empty() {
        return None;
    }
    let mut search = Search {
        rules,
        table: vec![Entry::default(); 1 << TT_BITS],
        killers: [[0; 2]; 16],
        nodes: 0,
        budget: lv.nodes,
        stopped: false,
        lists: Vec::new(),
    };
    let mut order = moves.clone();
    let mut reached = 0;
    'deepen: for depth in 1..=lv.depth {
        let mut scored: Vec<(i32, Move)> = Vec::with_capacity(order.len());
        let mut alpha = -WIN - 1;
        for &mv in &order {
            let child = game.apply(rules, mv).0;
            let mut v = -search.negamax(&child, depth - 1, -WIN - 1, -alpha, 1);
            if search.stopped && !scored.is_empty() {
                break 'deepen;
            }
            if lv.noise > 0 && v.abs() < WON {
                v += rng.random_range(-lv.noise..=lv.noise);
            }
            if v > alpha && lv.noise == 0 {
                alpha = v;
            }
            scored.push((v, mv));
        }
        // Stable: equal scores keep the previous order.
        scored.sort_by_key(|(v, _)| std::cmp::Reverse(*v));
        reached = depth;
        // A search stopped part-way ranks only the moves it scored; the
        // others keep their earlier order after them.
        let mut next: Vec<Move> = scored.iter().map(|(_, m)| *m).collect();
        let rest: Vec<Move> = order
            .iter()
            .copied()
            .filter(|m| !next.contains(m))
            .collect();
        next.extend(rest);
        order = next;
        if scored[0].0 >= WON || search.stopped {
            break;
        }
    }
    Some((order, reached))
}

/// Why `mv` is a good move, in the terms a learner knows.
pub fn why(game: &Game, rules: &Rules, mv: Move, depth: u8) -> Why {
    let (after, ev) = game.apply(rules, mv);
    if ev.escaped {
        return Why::Escapes(mv.to);
    }
    if ev.king_captured {
        return Why::TakesKing(game.king());
    }
    if after.status(rules).winner().is_some() {
        return Why::Wins;
    }
    if !ev.captured.is_empty() {
        return Why::Captures(ev.captured);
    }
    let before = game.king_routes(rules);
    let now = after.king_routes(rules);
    match game.turn() {
        Side::White if !(now & !before).is_empty() => return Why::OpensRoute(now & !before),
        Side::Black if !(before & !now).is_empty() => return Why::ClosesRoute(before & !now),
        _ => {}
    }
    // The moved piece was open to a capture and is not any more.
    let passed = game.with_turn(game.turn().other());
    let threatened = |g: &Game| {
        let mut replies = MoveList::new();
        g.legal_moves(rules, &mut replies);
        replies.as_slice().iter().any(|&r| {
            let (_, e) = g.apply(rules, r);
            e.captured.contains(mv.from) || (e.king_captured && mv.from == game.king())
        })
    };
    let lost = loss_on_reply(&after, rules);
    if lost.is_none() && threatened(&passed) {
        return Why::Saves(mv.to);
    }
    // From its new square, the moved piece could take something next move.
    let again = after.with_turn(game.turn());
    let mut follow = MoveList::new();
    again.legal_moves(rules, &mut follow);
    let threat = follow
        .as_slice()
        .iter()
        .filter(|f| f.from == mv.to)
        .find_map(|&f| again.apply(rules, f).1.captured.iter().next());
    match (threat, lost) {
        (Some(sq), None) => Why::Threatens(sq),
        (None, None) => Why::Safe,
        (_, Some(sq)) => Why::Exposes(sq, depth.max(1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hnefatafl::rules::FETLAR;
    use rand::SeedableRng;

    #[test]
    fn takes_an_open_corner() {
        let g = crate::games::hnefatafl::test_support::game(&["c6", "d5"], &[], "a6", Side::White);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for level in 1..=3 {
            let (mv, why) = choose(&g, &FETLAR, level, &mut rng).unwrap();
            assert!(CORNERS.contains(mv.to), "level {level}: {mv:?}");
            assert_eq!(why, Why::Escapes(mv.to));
        }
    }

    #[test]
    fn an_opened_route_names_only_the_new_line() {
        use crate::games::hnefatafl::test_support::{bb, game, mv};
        // The king on e1 already sees a1; g1-g2 opens k1 as well.
        let g = game(&["f11", "b9"], &["g1"], "e1", Side::White);
        assert_eq!(g.king_routes(&FETLAR), bb(&["a1"]));
        assert_eq!(
            why(&g, &FETLAR, mv("g1-g2"), 2),
            Why::OpensRoute(bb(&["k1"]))
        );
    }

    #[test]
    fn the_same_position_gives_the_same_move() {
        let g = Game::start();
        let a = choose(&g, &FETLAR, 3, &mut ChaCha8Rng::seed_from_u64(5));
        let b = choose(&g, &FETLAR, 3, &mut ChaCha8Rng::seed_from_u64(6));
        assert_eq!(a, b);
    }
}
