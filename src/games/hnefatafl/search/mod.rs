//! Exhaustive AND-OR search: can one side force its goal within N of its moves?
//!
//! - `Escape`: white forces the king onto an escape square (a corner; any edge
//!   square under `edge-escape`).
//! - `CaptureKing`: black forces the king's capture.
//!
//! Only the goal itself counts: a win by leaving the opponent without a move,
//! or a draw, is not the goal. When the opponent is to move at the root, he
//! moves first and the goal side must succeed against every defence.
//! Pruning: goal-in-one tests before expanding (king routes for the escape,
//! moves next to the king for the capture), move ordering that tries the most
//! forcing moves first, cut-offs as soon as one refutation is found,
//! iterative deepening at every goal-side node (shortest win first) and a
//! memo of opponent-to-move results with two or more goal moves left.
//! `tests/hnefatafl_props.rs` checks the answers against the plain AND-OR
//! definition on small random positions, under the edition and every trap.

use super::board::{Bitboard, Direction, Square, between};
use super::game::{Game, Move, MoveList, Side};
use super::rules::Rules;
use std::collections::HashMap;

/// What the searching side wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The king reaches an escape square (white).
    Escape,
    /// The king is captured (black).
    CaptureKing,
}

impl Goal {
    /// The side pursuing the goal.
    pub fn side(self) -> Side {
        match self {
            Goal::Escape => Side::White,
            Goal::CaptureKing => Side::Black,
        }
    }
}

/// The result of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forced {
    /// Whether the goal can be forced.
    pub yes: bool,
    /// A first move that forces it, when the goal side is to move.
    pub first: Option<Move>,
    /// Positions visited.
    pub nodes: u64,
}

/// Whether the goal has been reached in `g`.
pub fn reached(g: &Game, rules: &Rules, goal: Goal) -> bool {
    match goal {
        Goal::Escape => !g.king_captured() && rules.escape_squares().contains(g.king()),
        Goal::CaptureKing => g.king_captured(),
    }
}

/// Can `goal.side()` force the goal within `within` of its own moves?
pub fn force(game: &Game, rules: &Rules, goal: Goal, within: u32) -> Forced {
    let mut s = Searcher {
        rules,
        goal,
        nodes: 0,
        memo: HashMap::new(),
    };
    if reached(game, rules, goal) {
        return Forced {
            yes: true,
            first: None,
            nodes: 0,
        };
    }
    if within == 0 || game.status(rules) != super::game::Outcome::Ongoing {
        return Forced {
            yes: false,
            first: None,
            nodes: 0,
        };
    }
    let (yes, first) = if game.turn() == goal.side() {
        match s.attack(game, within) {
            Some(m) => (true, Some(m)),
            None => (false, None),
        }
    } else {
        (s.defend(game, within), None)
    };
    Forced {
        yes,
        first,
        nodes: s.nodes,
    }
}

struct Searcher<'a> {
    rules: &'a Rules,
    goal: Goal,
    nodes: u64,
    /// Results of `defend` for n ≥ 2 (transpositions: the same position is
    /// reached by swapping two moves of one side).
    memo: HashMap<(Game, u32), bool>,
}

fn king_neighbours(king: Square) -> Bitboard {
    Direction::ALL
        .into_iter()
        .filter_map(|d| king.step(d))
        .fold(Bitboard::EMPTY, |acc, s| acc | s.bb())
}

impl Searcher<'_> {
    /// A move reaching the goal at once, if any (goal side to move).
    fn goal_in_one(&self, g: &Game) -> Option<Move> {
        match self.goal {
            Goal::Escape => g
                .king_routes(self.rules)
                .first()
                .map(|to| Move { from: g.king(), to }),
            Goal::CaptureKing => {
                let near = king_neighbours(g.king());
                for from in g.black().iter() {
                    for to in (g.targets(from) & near).iter() {
                        let mv = Move { from, to };
                        if g.apply(self.rules, mv).1.king_captured {
                            return Some(mv);
                        }
                    }
                }
                None
            }
        }
    }

    /// Squares that matter around the king: his lines and neighbours.
    fn hot_squares(&self, g: &Game) -> Bitboard {
        let king = g.king();
        let mut hot = king_neighbours(king) | g.targets(king);
        for corner in self.rules.escape_squares().iter() {
            if king.file() == corner.file() || king.rank() == corner.rank() {
                hot |= between(king, corner);
            }
        }
        hot
    }

    fn order(&self, g: &Game, list: &mut MoveList) {
        let hot = self.hot_squares(g);
        let king = g.king();
        let near = king_neighbours(king);
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
            std::cmp::Reverse(score)
        });
    }

    /// Goal side to move, `n` moves left: a move that forces the goal.
    fn attack(&mut self, g: &Game, n: u32) -> Option<Move> {
        self.nodes += 1;
        if let Some(m) = self.goal_in_one(g) {
            return Some(m);
        }
        if n <= 1 {
            return None;
        }
        let mut list = MoveList::new();
        g.legal_moves(self.rules, &mut list);
        self.order(g, &mut list);
        // Iterative deepening: a goal forced within k moves is forced within
        // n ≥ k, and the shallow tries are cheap next to the deep one, so the
        // shortest win is found first (and a deep search is only paid for when
        // no shorter one exists).
        for k in 2..=n {
            for &m in list.as_slice() {
                let (next, _) = g.apply(self.rules, m);
                if next.status(self.rules) != super::game::Outcome::Ongoing {
                    continue;
                }
                if self.defend(&next, k - 1) {
                    return Some(m);
                }
            }
        }
        None
    }

    /// Opponent to move, then the goal side has `n` moves: true if every
    /// defence loses.
    fn defend(&mut self, g: &Game, n: u32) -> bool {
        if n < 2 {
            return self.defend_search(g, n);
        }
        if let Some(&known) = self.memo.get(&(*g, n)) {
            return known;
        }
        let result = self.defend_search(g, n);
        self.memo.insert((*g, n), result);
        result
    }

    fn defend_search(&mut self, g: &Game, n: u32) -> bool {
        self.nodes += 1;
        let mut list = MoveList::new();
        g.legal_moves(self.rules, &mut list);
        if list.is_empty() {
            return false;
        }
        self.order(g, &mut list);
        for &m in list.as_slice() {
            let (next, _) = g.apply(self.rules, m);
            if next.status(self.rules) != super::game::Outcome::Ongoing {
                return false;
            }
            if self.attack(&next, n).is_none() {
                return false;
            }
        }
        true
    }
}
