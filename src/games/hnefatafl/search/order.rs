//! Move ordering for the forced-goal search: the moves most likely to win
//! (for the goal side) or to refute (for the defender) come first.

use std::cmp::Reverse;

use super::super::board::{Bitboard, EDGES, Square, between};
use super::super::game::{Game, MAX_MOVES, Move, MoveList};
use super::super::rules::Rules;
use super::Goal;
use super::bounds::{NEVER, capture_need};

/// Squares that matter around the king: his lines and neighbours.
fn hot_squares(g: &Game, rules: &Rules) -> Bitboard {
    let king = g.king();
    let mut hot = king.bb().neighbours() | g.targets(king);
    for corner in rules.escape_squares().iter() {
        if king.file() == corner.file() || king.rank() == corner.rank() {
            hot |= between(king, corner);
        }
    }
    hot
}

/// Reorders the moves by `score` (0–15), highest first, keeping the list's
/// order among equal scores: the order of a stable sort, by counting (the
/// search orders every node's moves, and a comparison sort cost half its
/// time).
fn by_score(list: &mut MoveList, score: impl Fn(&Move) -> u8) {
    let moves = list.as_mut_slice();
    let mut scores = [0u8; MAX_MOVES];
    let mut count = [0usize; 16];
    for (s, m) in scores.iter_mut().zip(moves.iter()) {
        *s = score(m).min(15);
        count[usize::from(*s)] += 1;
    }
    // where each score's moves start, highest score first
    let mut start = [0usize; 16];
    let mut at = 0;
    for k in (0..16).rev() {
        start[k] = at;
        at += count[k];
    }
    let Some(&first) = moves.first() else {
        return;
    };
    let mut sorted = [first; MAX_MOVES];
    for (m, s) in moves.iter().zip(scores.iter()) {
        let k = usize::from(*s);
        sorted[start[k]] = *m;
        start[k] += 1;
    }
    moves.copy_from_slice(&sorted[..moves.len()]);
}

/// The order of the plain search (king moves, then moves next to the king,
/// then onto his lines), kept at the root so that it names the same move.
pub fn root(g: &Game, rules: &Rules, list: &mut MoveList) {
    let hot = hot_squares(g, rules);
    let king = g.king();
    let near = king.bb().neighbours();
    list.as_mut_slice().sort_unstable_by_key(|m| {
        let mut score = 0u8;
        if m.from == king {
            score += 4;
        }
        if near.contains(m.to) {
            score += 2;
        }
        if hot.contains(m.to) {
            score += 1;
        }
        Reverse(score)
    });
}

/// Goal side to move.
pub fn attack(g: &Game, rules: &Rules, goal: Goal, list: &mut MoveList) {
    let king = g.king();
    let near = king.bb().neighbours();
    let hot = hot_squares(g, rules);
    match goal {
        Goal::Escape => by_score(list, |m| {
            let mut score = 0u8;
            if m.from == king {
                score += 4;
                if EDGES.contains(m.to) {
                    score += 4;
                }
            } else if hot.contains(m.from) || near.contains(m.to) {
                score += 1;
            }
            score
        }),
        Goal::CaptureKing => {
            let second = near.neighbours();
            by_score(list, |m| {
                let mut score = 0u8;
                if near.contains(m.to) {
                    score += 4;
                }
                if hot.contains(m.to) {
                    score += 2;
                }
                if second.contains(m.to) {
                    score += 1;
                }
                score
            })
        }
    }
}

/// Defender to move, the goal side then has `n` moves.
pub fn defend(g: &Game, rules: &Rules, goal: Goal, n: u32, list: &mut MoveList) {
    let king = g.king();
    match goal {
        Goal::Escape => {
            let hot = hot_squares(g, rules);
            let near = king.bb().neighbours();
            by_score(list, |m| {
                let mut score = 0u8;
                if hot.contains(m.to) {
                    score += 2;
                }
                if near.contains(m.to) {
                    score += 1;
                }
                score
            })
        }
        Goal::CaptureKing => {
            // far from capture, any soldier move passes; else run with the king
            let staying = capture_need(g, rules, king);
            let escape = rules.escape_squares();
            let need_at = |s: Square| -> u32 {
                if escape.contains(s) {
                    NEVER
                } else {
                    capture_need(g, rules, s)
                }
            };
            // needs are 0 to 4 or NEVER: capped at 15 they keep their order
            by_score(list, |m| {
                let value = if m.from == king {
                    need_at(m.to)
                } else if staying > n {
                    staying
                } else {
                    0
                };
                u8::try_from(value.min(15)).unwrap_or(15)
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::rules::FETLAR;
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Counting gives the order of a stable sort by descending score, on the
    /// move lists of played positions with random scores.
    #[test]
    fn by_score_is_a_stable_sort_highest_first() {
        let mut rng = ChaCha8Rng::seed_from_u64(83);
        let mut g = Game::start();
        let mut list = MoveList::new();
        for _ in 0..80 {
            g.legal_moves(&FETLAR, &mut list);
            if list.is_empty() {
                break;
            }
            let salt: u64 = rng.random();
            let score = |m: &Move| {
                let x = (m.from.index() as u64 * 131 + m.to.index() as u64) ^ salt;
                (x % 7) as u8 * 3 % 17
            };
            let mut expected = list.as_slice().to_vec();
            expected.sort_by_key(|m| Reverse(score(m).min(15)));
            let mut counted = list.clone();
            by_score(&mut counted, score);
            assert_eq!(counted.as_slice(), &expected[..]);
            let mv = list.as_slice()[rng.random_range(0..list.len())];
            g = g.apply(&FETLAR, mv).0;
        }
    }
}
