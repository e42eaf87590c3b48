//! Move ordering for the forced-goal search: the moves most likely to win
//! (for the goal side) or to refute (for the defender) come first.

use std::cmp::Reverse;

use super::super::board::{Bitboard, EDGES, RESTRICTED, Square, between, slides};
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
        Goal::Escape => by_score(list, |m| escape_attack_score(king, near, hot, m)),
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
            by_score(list, |m| escape_defence_score(near, hot, m))
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

/// The score of a white move in the escape search: king moves first (onto
/// the edge before the others), then soldier moves from the king's lines or
/// next to him.
fn escape_attack_score(king: Square, near: Bitboard, hot: Bitboard, m: &Move) -> u8 {
    if m.from == king {
        if EDGES.contains(m.to) { 8 } else { 4 }
    } else {
        u8::from(hot.contains(m.from) || near.contains(m.to))
    }
}

/// The score of a black move in the escape search: onto the king's lines,
/// then next to him.
fn escape_defence_score(near: Bitboard, hot: Bitboard, m: &Move) -> u8 {
    2 * u8::from(hot.contains(m.to)) + u8::from(near.contains(m.to))
}

/// Pieces whose destinations [`Targets`] keeps; the others' are found again
/// when asked for (no legal position has more on one side).
const KEPT: usize = 32;

/// The moves of the side to move, piece by piece: each piece's destinations,
/// pieces in square order. Taking the destinations of every piece in a mask,
/// then those in the next mask, gives the moves in the order
/// [`Game::legal_moves`] and a stable sort by score give, when each mask
/// holds the destinations of one score: the escape search walks its moves
/// that way, without listing, scoring or sorting them (most of its nodes
/// look at one or two moves).
pub struct Targets {
    pieces: Bitboard,
    occupied: Bitboard,
    king: Square,
    to: [Bitboard; KEPT],
}

impl Targets {
    /// The destinations of every piece of the side to move in the ongoing `g`.
    pub fn new(g: &Game) -> Targets {
        let mut t = Targets {
            pieces: g.pieces(g.turn()),
            occupied: g.occupied(),
            king: g.king(),
            to: [Bitboard::EMPTY; KEPT],
        };
        for (i, from) in t.pieces.iter().take(KEPT).enumerate() {
            t.to[i] = t.find(from);
        }
        t
    }

    fn find(&self, from: Square) -> Bitboard {
        let to = slides(from, self.occupied);
        if from == self.king {
            to
        } else {
            to & !RESTRICTED
        }
    }

    /// Each piece with its destinations, in square order.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Bitboard)> + '_ {
        self.pieces.iter().enumerate().map(|(i, from)| {
            let to = if i < KEPT {
                self.to[i]
            } else {
                self.find(from)
            };
            (from, to)
        })
    }

    /// Whether the side to move has no move.
    pub fn is_empty(&self) -> bool {
        self.iter().all(|(_, to)| to.is_empty())
    }
}

/// The white moves of the escape search by score, as destination masks per
/// piece: [`EscapeAttack::mask`] of bucket 0, 1, 2, 3 holds the moves that
/// [`attack`] scores 8, 4, 1 and 0.
pub struct EscapeAttack {
    king: Square,
    near: Bitboard,
    hot: Bitboard,
}

impl EscapeAttack {
    /// The number of buckets.
    pub const BUCKETS: usize = 4;

    /// The ordering of white's moves in `g`.
    pub fn new(g: &Game, rules: &Rules) -> EscapeAttack {
        EscapeAttack {
            king: g.king(),
            near: g.king().bb().neighbours(),
            hot: hot_squares(g, rules),
        }
    }

    /// The destinations of the piece on `from` whose moves fall in `bucket`.
    pub fn mask(&self, bucket: usize, from: Square) -> Bitboard {
        let king = from == self.king;
        let from_hot = self.hot.contains(from);
        match (bucket, king) {
            (0, true) => EDGES,
            (1, true) => !EDGES,
            (2, false) if from_hot => Bitboard::ALL,
            (2, false) => self.near,
            (3, false) if !from_hot => !self.near,
            _ => Bitboard::EMPTY,
        }
    }
}

/// The black moves of the escape search by score: the destinations of the
/// moves that [`defend`] scores 3, 2, 1 and 0, for every piece.
pub fn escape_defence_masks(g: &Game, rules: &Rules) -> [Bitboard; 4] {
    let hot = hot_squares(g, rules);
    let near = g.king().bb().neighbours();
    [hot & near, hot & !near, near & !hot, !(hot | near)]
}

#[cfg(test)]
mod tests {
    use super::super::super::game::Side;
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

    /// The escape search's walk by masks gives the moves in the order of
    /// `legal_moves` sorted by `attack` and `defend`, in played positions
    /// under the edition and every trap.
    #[test]
    fn escape_masks_give_the_sorted_order() {
        let mut rng = ChaCha8Rng::seed_from_u64(89);
        let mut all = vec![FETLAR];
        all.extend(
            super::super::super::rules::TRAPS
                .iter()
                .filter_map(|t| Rules::with_trap(t)),
        );
        let mut list = MoveList::new();
        let mut checked = 0;
        for rules in &all {
            let mut g = Game::start();
            for _ in 0..150 {
                g.legal_moves(rules, &mut list);
                if list.is_empty() {
                    break;
                }
                let mut sorted = list.clone();
                let t = Targets::new(&g);
                assert_eq!(t.is_empty(), list.is_empty());
                let walked: Vec<Move> = if g.turn() == Side::White {
                    attack(&g, rules, Goal::Escape, &mut sorted);
                    let order = EscapeAttack::new(&g, rules);
                    (0..EscapeAttack::BUCKETS)
                        .flat_map(|b| {
                            t.iter()
                                .flat_map(|(from, to)| {
                                    (to & order.mask(b, from))
                                        .iter()
                                        .map(move |to| Move { from, to })
                                })
                                .collect::<Vec<_>>()
                        })
                        .collect()
                } else {
                    defend(&g, rules, Goal::Escape, 2, &mut sorted);
                    escape_defence_masks(&g, rules)
                        .iter()
                        .flat_map(|&mask| {
                            t.iter()
                                .flat_map(|(from, to)| {
                                    (to & mask).iter().map(move |to| Move { from, to })
                                })
                                .collect::<Vec<_>>()
                        })
                        .collect()
                };
                assert_eq!(walked, sorted.as_slice(), "{rules:?} {g:?}");
                checked += 1;
                let mv = list.as_slice()[rng.random_range(0..list.len())];
                g = g.apply(rules, mv).0;
            }
        }
        assert!(checked > 500, "{checked}");
    }
}
