//! Exhaustive AND-OR search: can one side force its goal within N of its moves?
//!
//! - `Escape`: white forces the king onto an escape square (a corner; any edge
//!   square under `edge-escape`).
//! - `CaptureKing`: black forces the king's capture.
//!
//! Only the goal itself counts: a win by leaving the opponent without a move,
//! or a draw, is not the goal. When the opponent is to move at the root, he
//! moves first and the goal side must succeed against every defence.
//!
//! The answers are exact; what makes them fast:
//! - a transposition table keyed by Zobrist hashes at every depth, keeping
//!   "forced within n" and "not forced within n" ([`table`]);
//! - exact shortcuts ([`bounds`]): goal-in-one tests before expanding, proofs
//!   that the goal is out of reach within two moves, and, when the goal side
//!   threatens to win at once, searching only the defences that touch every
//!   threat;
//! - move ordering ([`order`]): king moves, moves next to the king and on his
//!   lines first, so that wins and refutations are met early;
//! - a budget of work: past it the search stops with [`TooDeep`] instead of
//!   running for minutes.
//!
//! At the root the first winning move is the one the earlier plain search
//! reported (shortest win first, then a fixed move order), so explanations do
//! not change. `tests/it/hnefatafl_search.rs` compares the answers with the
//! plain AND-OR definition under the edition and every trap.

mod bounds;
mod order;
mod table;

use super::board::{Bitboard, EDGES};
use super::game::{Game, Move, MoveList, Outcome, Side};
use super::rules::Rules;
use table::{Table, key, key_after};

/// Work a search may do before it gives up: one unit per position looked
/// at, one per move played to look at the next, [`EXPANSION_COST`] per
/// position whose moves are generated. A unit cost 0.029–0.049 µs of CPU on
/// the 2-core development machine (release build) over 56 searches of
/// random positions, escape and capture, so that a refusal comes within
/// about 1.5 s whatever the shortcuts cut.
pub const WORK_BUDGET: u64 = 30_000_000;

/// The work of generating and ordering a position's moves, in units of
/// looking at one position (the weight that kept the unit's cost in the
/// narrowest range when fitted on those searches).
pub const EXPANSION_COST: u64 = 30;

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

/// The result of a finished search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forced {
    /// Whether the goal can be forced.
    pub yes: bool,
    /// A first move that forces it, when the goal side is to move.
    pub first: Option<Move>,
    /// Positions visited.
    pub nodes: u64,
}

/// The search spent its budget before deciding: the question is too deep to
/// answer here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooDeep {
    /// Positions looked at before it stopped.
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
/// Gives up with [`TooDeep`] after [`WORK_BUDGET`].
pub fn force(game: &Game, rules: &Rules, goal: Goal, within: u32) -> Result<Forced, TooDeep> {
    force_with_budget(game, rules, goal, within, WORK_BUDGET)
}

/// [`force`] with another budget of work (see [`WORK_BUDGET`]).
pub fn force_with_budget(
    game: &Game,
    rules: &Rules,
    goal: Goal,
    within: u32,
    budget: u64,
) -> Result<Forced, TooDeep> {
    let done = |yes| Forced {
        yes,
        first: None,
        nodes: 0,
    };
    if reached(game, rules, goal) {
        return Ok(done(true));
    }
    if within == 0 || game.status(rules) != Outcome::Ongoing {
        return Ok(done(false));
    }
    let mut s = Searcher {
        rules,
        goal,
        nodes: 0,
        work: 0,
        budget,
        table: Table::default(),
    };
    let k = key(game);
    let found = if game.turn() == goal.side() {
        s.root(game, k, within)
    } else {
        s.defend(game, k, within).map(|yes| (yes, None))
    };
    match found {
        Ok((yes, first)) => Ok(Forced {
            yes,
            first,
            nodes: s.nodes,
        }),
        Err(OverBudget) => Err(TooDeep { nodes: s.nodes }),
    }
}

/// The budget ran out (the search unwinds without storing anything).
struct OverBudget;

type Step<T> = Result<T, OverBudget>;

struct Searcher<'a> {
    rules: &'a Rules,
    goal: Goal,
    /// Positions looked at.
    nodes: u64,
    /// Work done, in the units of [`WORK_BUDGET`].
    work: u64,
    budget: u64,
    table: Table,
}

impl Searcher<'_> {
    /// Counts a position looked at.
    fn visit(&mut self) -> Step<()> {
        self.nodes += 1;
        self.spend(1)
    }

    /// Counts the generation of a position's moves.
    fn expand(&mut self) -> Step<()> {
        self.spend(EXPANSION_COST)
    }

    fn spend(&mut self, units: u64) -> Step<()> {
        self.work += units;
        if self.work > self.budget {
            Err(OverBudget)
        } else {
            Ok(())
        }
    }

    /// Whether the goal side, to move in `g`, reaches the goal at once.
    fn goal_in_one(&self, g: &Game) -> bool {
        match self.goal {
            Goal::Escape => !g.king_routes(self.rules).is_empty(),
            Goal::CaptureKing => {
                let mut any = false;
                bounds::capturing_moves(g, self.rules, |_| any = true);
                any
            }
        }
    }

    /// The goal-in-one move the plain search named first: the lowest
    /// escape square, or the lowest (from, to) capture.
    fn first_goal_move(&self, g: &Game) -> Option<Move> {
        match self.goal {
            Goal::Escape => g
                .king_routes(self.rules)
                .first()
                .map(|to| Move { from: g.king(), to }),
            Goal::CaptureKing => {
                let mut best: Option<Move> = None;
                bounds::capturing_moves(g, self.rules, |m| {
                    let k = (m.from.index(), m.to.index());
                    if best.is_none_or(|b| k < (b.from.index(), b.to.index())) {
                        best = Some(m);
                    }
                });
                best
            }
        }
    }

    /// Goal side to move at the root: shortest win first, moves in the
    /// plain search's order, so the move named is the one it named.
    fn root(&mut self, g: &Game, k: u64, n: u32) -> Step<(bool, Option<Move>)> {
        self.visit()?;
        if let Some(m) = self.first_goal_move(g) {
            return Ok((true, Some(m)));
        }
        self.expand()?;
        let mut list = MoveList::new();
        g.legal_moves(self.rules, &mut list);
        order::root(g, self.rules, &mut list);
        for depth in 2..=n {
            for &m in list.as_slice() {
                self.spend(1)?;
                let (next, _) = g.apply(self.rules, m);
                if next.status(self.rules) != Outcome::Ongoing {
                    continue;
                }
                if self.defend(&next, key_after(k, g, &next), depth - 1)? {
                    return Ok((true, Some(m)));
                }
            }
        }
        Ok((false, None))
    }

    /// Goal side to move in the ongoing `g` (goal not reached), `n` moves
    /// left: can it force the goal?
    fn attack(&mut self, g: &Game, k: u64, n: u32) -> Step<bool> {
        self.visit()?;
        if self.goal_in_one(g) {
            return Ok(true);
        }
        if n <= 1 {
            return Ok(false);
        }
        if let Some(known) = self.table.probe(k, g, n) {
            return Ok(known);
        }
        let out_of_reach = n == 2
            && match self.goal {
                Goal::Escape => bounds::escape_out_of_reach_in_two(g, self.rules),
                Goal::CaptureKing => bounds::capture_out_of_reach_in_two(g, self.rules),
            };
        let forced = !out_of_reach && self.attack_moves(g, k, n)?;
        self.table.store(k, g, n, forced);
        Ok(forced)
    }

    fn attack_moves(&mut self, g: &Game, k: u64, n: u32) -> Step<bool> {
        if self.goal == Goal::Escape {
            return self.escape_moves(g, k, n);
        }
        self.expand()?;
        let mut list = MoveList::new();
        g.legal_moves(self.rules, &mut list);
        order::attack(g, self.rules, self.goal, &mut list);
        for &m in list.as_slice() {
            self.spend(1)?;
            let (next, _) = g.apply(self.rules, m);
            // no move reaches the goal (no goal in one); a game that ends
            // otherwise is no success
            if next.ended(self.rules).is_some() {
                continue;
            }
            if self.defend(&next, key_after(k, g, &next), n - 1)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// [`Self::attack_moves`] for the escape: white's moves in the order of
    /// [`order::attack`], walked by score without listing them.
    fn escape_moves(&mut self, g: &Game, k: u64, n: u32) -> Step<bool> {
        self.expand()?;
        let targets = order::Targets::new(g);
        let order = order::EscapeAttack::new(g, self.rules);
        let king = g.king();
        // Two moves left to escape to a corner: after this move the king must
        // stand on the edge, and a soldier move away from what matters leaves
        // black a quiet reply (no defence is lost: see `bounds`).
        let two_to_corner = n == 2 && !self.rules.edge_escape;
        let matter = if two_to_corner {
            bounds::squares_that_matter(g, self.rules)
        } else {
            None
        };
        for bucket in 0..order::EscapeAttack::BUCKETS {
            for (from, to) in targets.iter() {
                let mut to = to & order.mask(bucket, from);
                if two_to_corner {
                    if from == king {
                        to &= EDGES;
                    } else if !king.is_edge() {
                        continue;
                    }
                    if let Some(sq) = matter
                        && !sq.contains(from)
                    {
                        to &= sq;
                    }
                }
                for to in to.iter() {
                    self.spend(1)?;
                    let (next, _) = g.apply(self.rules, Move { from, to });
                    // no move reaches the goal (no goal in one); a game that
                    // ends otherwise is no success
                    if next.ended(self.rules).is_some() {
                        continue;
                    }
                    if self.defend(&next, key_after(k, g, &next), n - 1)? {
                        return Ok(true);
                    }
                }
            }
        }
        Ok(false)
    }

    /// The other side to move in the ongoing `g`; then the goal side has `n`
    /// moves: is every defence lost?
    fn defend(&mut self, g: &Game, k: u64, n: u32) -> Step<bool> {
        self.visit()?;
        let out_of_reach = match (self.goal, n) {
            (Goal::Escape, 1) => bounds::escape_out_of_reach_in_one(g, self.rules),
            (Goal::CaptureKing, 2) => bounds::capture_out_of_reach_after_white(g, self.rules),
            _ => false,
        };
        if out_of_reach {
            return Ok(false);
        }
        if let Some(known) = self.table.probe(k, g, n) {
            return Ok(known);
        }
        let forced = self.defend_moves(g, k, n)?;
        self.table.store(k, g, n, forced);
        Ok(forced)
    }

    fn defend_moves(&mut self, g: &Game, k: u64, n: u32) -> Step<bool> {
        if self.goal == Goal::Escape {
            return self.escape_defences(g, k, n);
        }
        self.expand()?;
        let mut list = MoveList::new();
        g.legal_moves(self.rules, &mut list);
        if list.is_empty() {
            // the defender loses by having no move: not the goal
            return Ok(false);
        }
        // Against a threat to win at once, a defence that neither lands on
        // every threatened line, nor moves the king, nor captures, loses at
        // once (unless the quiet counter is about to end the game).
        let threat_blocks = if g.quiet() + 1 >= super::game::QUIET_LIMIT {
            None
        } else {
            bounds::capture_blocks(g, self.rules)
        };
        let near_king = g.king().bb().neighbours();
        order::defend(g, self.rules, self.goal, n, &mut list);
        for &m in list.as_slice() {
            let touches = threat_blocks.is_none_or(|blocks| {
                blocks.contains(m.to) || m.from == g.king() || near_king.contains(m.to)
            });
            self.spend(1)?;
            let (next, ev) = g.apply(self.rules, m);
            if !touches && ev.captured.is_empty() {
                continue;
            }
            if next.ended(self.rules).is_some() {
                return Ok(false);
            }
            if !self.attack(&next, key_after(k, g, &next), n)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// [`Self::defend_moves`] for the escape: black's moves in the order of
    /// [`order::defend`], walked by score without listing them. Against a
    /// threat to escape at once, a black move that neither lands on every
    /// route nor next to the king leaves a route open (captures only take
    /// pieces away, and it cannot end the game: the king is taken only by a
    /// piece arriving next to him, and the quiet counter is far from the
    /// draw), so white escapes at once: only the others are searched.
    fn escape_defences(&mut self, g: &Game, k: u64, n: u32) -> Step<bool> {
        self.expand()?;
        let targets = order::Targets::new(g);
        if targets.is_empty() {
            // the defender loses by having no move: not the goal
            return Ok(false);
        }
        let touching = if g.quiet() + 1 >= super::game::QUIET_LIMIT {
            None
        } else {
            bounds::route_blocks(g, self.rules)
        }
        .map_or(Bitboard::ALL, |blocks| blocks | g.king().bb().neighbours());
        for mask in order::escape_defence_masks(g, self.rules) {
            let mask = mask & touching;
            for (from, to) in targets.iter() {
                for to in (to & mask).iter() {
                    self.spend(1)?;
                    let (next, _) = g.apply(self.rules, Move { from, to });
                    if next.ended(self.rules).is_some() {
                        return Ok(false);
                    }
                    if !self.attack(&next, key_after(k, g, &next), n)? {
                        return Ok(false);
                    }
                }
            }
        }
        Ok(true)
    }
}
