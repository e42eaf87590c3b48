//! Zobrist keys and the transposition table of the forced-goal search.
//!
//! A key is updated from the parent's by the squares that changed. The
//! table keeps the full position in its slot, so a collision can never
//! change an answer. The quiet counter only matters near the 100 half-move
//! draw, so far from it every value shares one entry.

use super::super::board::{Bitboard, CELLS};
use super::super::game::{Game, QUIET_LIMIT, Side};

/// Half-moves a search may still play below any node (within 5, the other
/// side first), with a margin: below `QUIET_LIMIT - HORIZON` the quiet counter
/// cannot reach the draw inside the search.
const HORIZON: u8 = 12;

const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One random number per (piece kind, square): attacker, defender, king.
const ZOBRIST: [[u64; CELLS]; 3] = {
    let mut t = [[0u64; CELLS]; 3];
    let mut state = 0x005E_ED0F_7AF1_u64;
    let mut k = 0;
    while k < 3 {
        let mut i = 0;
        while i < CELLS {
            state = splitmix(state);
            t[k][i] = state;
            i += 1;
        }
        k += 1;
    }
    t
};
const WHITE_TO_MOVE: u64 = 0x2545_F491_4F6C_DD1D;

fn xor_squares(kind: usize, squares: Bitboard) -> u64 {
    squares
        .iter()
        .fold(0, |acc, s| acc ^ ZOBRIST[kind][s.index()])
}

/// The Zobrist key of a position (the quiet counter aside).
pub fn key(g: &Game) -> u64 {
    let turn = if g.turn() == Side::White {
        WHITE_TO_MOVE
    } else {
        0
    };
    xor_squares(0, g.black()) ^ xor_squares(1, g.white()) ^ ZOBRIST[2][g.king().index()] ^ turn
}

/// The key of `child`, a position one move after `parent` whose key is `k`.
pub fn key_after(k: u64, parent: &Game, child: &Game) -> u64 {
    let mut k = k ^ WHITE_TO_MOVE;
    k ^= xor_squares(0, Bitboard(parent.black().0 ^ child.black().0));
    k ^= xor_squares(1, Bitboard(parent.white().0 ^ child.white().0));
    if parent.king() != child.king() {
        k ^= ZOBRIST[2][parent.king().index()] ^ ZOBRIST[2][child.king().index()];
    }
    k
}

/// Slots of the table at first and at most (powers of two, 48 bytes each):
/// it grows fourfold whenever half full, up to 24 MB, so that a small
/// search does not pay for clearing a large table.
const FIRST_SLOTS: usize = 1 << 10;
const MAX_SLOTS: usize = 1 << 19;

/// Results by position and depth, for both sides to move, in a fixed-size
/// table where a new entry replaces the old one in its slot. Each slot keeps
/// the whole position (three words: attackers, defenders, the rest), so a
/// probe answers only for the very same position.
pub struct Table {
    /// Three words per slot; a zero slot knows nothing.
    words: Vec<u128>,
    /// Slots filled (an upper bound: replacements count too).
    filled: usize,
}

impl Default for Table {
    fn default() -> Self {
        Self {
            words: vec![0; 3 * FIRST_SLOTS],
            filled: 0,
        }
    }
}

/// King, side to move and the quiet counter (reduced to what can still
/// matter), packed beside the bounds.
fn rest(g: &Game) -> u128 {
    let quiet = if g.quiet() < QUIET_LIMIT - HORIZON {
        0
    } else {
        g.quiet()
    };
    let turn = u128::from(g.turn() == Side::White);
    1 | (g.king().index() as u128) << 1 | turn << 8 | u128::from(quiet) << 9
}

/// What is known of one position, in goal-side moves `n`: the goal is forced
/// for every `n >= proven` (0: unknown) and not forced for any `n <= refuted`.
const PROVEN: u32 = 32;
const REFUTED: u32 = 40;
const POSITION: u128 = (1 << PROVEN) - 1;

impl Table {
    fn slots(&self) -> usize {
        self.words.len() / 3
    }

    fn slot(&self, key: u64) -> usize {
        3 * (key as usize & (self.slots() - 1))
    }

    /// Four times the slots, every entry moved to its new slot.
    fn grow(&mut self) {
        let bigger = vec![0; 12 * self.slots()];
        let old = std::mem::replace(&mut self.words, bigger);
        self.filled = 0;
        for w in old.chunks_exact(3) {
            if w[2] & 1 == 0 {
                continue;
            }
            let turn = if w[2] >> 8 & 1 == 1 {
                Side::White
            } else {
                Side::Black
            };
            let king = super::super::board::Square::from_index((w[2] >> 1) as u8 & 0x7F);
            let quiet = (w[2] >> 9) as u8;
            let g = Game::from_parts(Bitboard(w[0]), Bitboard(w[1]), king, turn, quiet);
            let i = self.slot(key(&g));
            self.words[i..i + 3].copy_from_slice(w);
            self.filled += 1;
        }
    }

    /// The known answer for `g` (key `key`) with `n` goal-side moves, if any.
    pub fn probe(&self, key: u64, g: &Game, n: u32) -> Option<bool> {
        let i = self.slot(key);
        let w = &self.words[i..i + 3];
        if w[0] != g.black().0 || w[1] != g.white().0 || w[2] & POSITION != rest(g) {
            return None;
        }
        let proven = (w[2] >> PROVEN) as u8;
        let refuted = (w[2] >> REFUTED) as u8;
        if proven != 0 && n >= u32::from(proven) {
            Some(true)
        } else if n <= u32::from(refuted) {
            Some(false)
        } else {
            None
        }
    }

    /// Records the answer for `g` with `n` goal-side moves.
    pub fn store(&mut self, key: u64, g: &Game, n: u32, forced: bool) {
        let n = n.min(u32::from(u8::MAX)) as u8;
        let i = self.slot(key);
        let here = rest(g);
        let w = &mut self.words[i..i + 3];
        let (mut proven, mut refuted) = (0u8, 0u8);
        if w[0] == g.black().0 && w[1] == g.white().0 && w[2] & POSITION == here {
            proven = (w[2] >> PROVEN) as u8;
            refuted = (w[2] >> REFUTED) as u8;
        }
        if forced {
            if proven == 0 || n < proven {
                proven = n;
            }
        } else if n > refuted {
            refuted = n;
        }
        let fresh = w[2] & 1 == 0;
        w[0] = g.black().0;
        w[1] = g.white().0;
        w[2] = here | u128::from(proven) << PROVEN | u128::from(refuted) << REFUTED;
        if fresh {
            self.filled += 1;
            if 2 * self.filled > self.slots() && self.slots() < MAX_SLOTS {
                self.grow();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::game::{Game, MoveList};
    use super::super::super::rules::FETLAR;
    use super::*;

    #[test]
    fn incremental_keys_equal_fresh_keys() {
        let mut g = Game::start();
        let mut list = MoveList::new();
        let mut k = key(&g);
        for i in 0..60 {
            g.legal_moves(&FETLAR, &mut list);
            if list.is_empty() {
                break;
            }
            let mv = list.as_slice()[(i * 7919) % list.len()];
            let next = g.apply(&FETLAR, mv).0;
            k = key_after(k, &g, &next);
            assert_eq!(k, key(&next));
            g = next;
        }
    }

    #[test]
    fn growing_keeps_the_entries() {
        let mut t = Table::default();
        let mut g = Game::start();
        let mut list = MoveList::new();
        let mut stored = Vec::new();
        for i in 0..3000 {
            g.legal_moves(&FETLAR, &mut list);
            if list.is_empty() {
                g = Game::start();
                continue;
            }
            g = g.apply(&FETLAR, list.as_slice()[(i * 7919) % list.len()]).0;
            t.store(key(&g), &g, 3, i % 2 == 0);
            stored.push((g, i % 2 == 0));
        }
        assert!(t.slots() > FIRST_SLOTS);
        // what is found is right; most recent entries are still there
        // (an entry may be replaced by another of the same slot)
        let mut found = 0;
        for (g, forced) in stored.iter().rev().take(200) {
            if let Some(known) = t.probe(key(g), g, 3) {
                assert_eq!(known, *forced);
                found += 1;
            }
        }
        assert!(found > 180, "{found}");
    }

    #[test]
    fn bounds_answer_by_depth() {
        let g = Game::start();
        let mut t = Table::default();
        let k = key(&g);
        assert_eq!(t.probe(k, &g, 2), None);
        t.store(k, &g, 2, false);
        t.store(k, &g, 4, true);
        assert_eq!(t.probe(k, &g, 1), Some(false));
        assert_eq!(t.probe(k, &g, 2), Some(false));
        assert_eq!(t.probe(k, &g, 3), None);
        assert_eq!(t.probe(k, &g, 5), Some(true));
    }
}
