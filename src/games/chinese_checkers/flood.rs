//! Destination sets: steps, and every end of a chain of jumps by a flood
//! fill over a jump table built at compile time.
//!
//! The table comes from a padded layout of the star in 256 bits,
//! `row * 14 + (col + row - 1) / 2`, where the six directions are the
//! constant shifts ±1, ±14 and ±15 and a step off the star lands on a
//! padding bit that is never a point. (A set-parallel flood on that layout,
//! shifting a whole frontier per direction, was measured too: the chains of
//! real positions are short and narrow, and the per-point flood below, with
//! one-point masks instead of shifts, was a fifth faster. Sharing one flood
//! between the pieces whose first jumps land in the same region of empty
//! points is exact, since landings keep the piece's parity class and so never
//! use a jump over the piece itself, but chains are short and it measured
//! 15 % slower.) Only the
//! paths of the `must-continue` trap depend on the points visited; they stay
//! with [`super::movegen`].

use super::board::{DIRS, POINTS, Point, points};
use super::rules::{Rules, Side};

/// A set of points in the padded layout (bits 0..233 of `lo` and `hi`),
/// used at compile time to build the tables.
#[derive(Clone, Copy)]
struct Wide {
    lo: u128,
    hi: u128,
}

const WIDTH: i32 = 14;

impl Wide {
    const EMPTY: Wide = Wide { lo: 0, hi: 0 };

    const fn bit(i: usize) -> Wide {
        if i < 128 {
            Wide { lo: 1 << i, hi: 0 }
        } else {
            Wide {
                lo: 0,
                hi: 1 << (i - 128),
            }
        }
    }

    /// The set moved by `by` bits (positive: towards higher bits).
    const fn shift(self, by: i32) -> Wide {
        if by >= 0 {
            let k = by as u32;
            Wide {
                lo: self.lo << k,
                hi: self.hi << k | self.lo >> (128 - k),
            }
        } else {
            let k = (-by) as u32;
            Wide {
                lo: self.lo >> k | self.hi << (128 - k),
                hi: self.hi >> k,
            }
        }
    }
}

/// Row start columns as in `board.rs` (first doubled column of each row).
pub(super) const ROW_FIRST: [u8; 17] = [13, 12, 11, 10, 1, 2, 3, 4, 5, 4, 3, 2, 1, 10, 11, 12, 13];
pub(super) const ROW_LEN: [u8; 17] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
/// The layout of the first point (row 0, column 13), subtracted so bit 0 is used.
const ORIGIN: i32 = (13 - 1) / 2;

/// Padded index of each point.
const PAD: [u8; POINTS] = {
    let mut t = [0u8; POINTS];
    let (mut i, mut r) = (0usize, 0usize);
    while r < 17 {
        let mut k = 0;
        while k < ROW_LEN[r] as usize {
            let col = ROW_FIRST[r] as i32 + 2 * k as i32;
            t[i] = (r as i32 * WIDTH + (col + r as i32 - 1) / 2 - ORIGIN) as u8;
            i += 1;
            k += 1;
        }
        r += 1;
    }
    t
};

/// Point of each padded index (`u8::MAX` for padding).
const UNPAD: [u8; 256] = {
    let mut t = [u8::MAX; 256];
    let mut i = 0;
    while i < POINTS {
        t[PAD[i] as usize] = i as u8;
        i += 1;
    }
    t
};

/// Every point of the star.
const STAR: Wide = {
    let mut w = Wide::EMPTY;
    let mut i = 0;
    while i < POINTS {
        let b = Wide::bit(PAD[i] as usize);
        w = Wide {
            lo: w.lo | b.lo,
            hi: w.hi | b.hi,
        };
        i += 1;
    }
    w
};

/// The shift of each direction of [`DIRS`].
const SHIFT: [i32; 6] = {
    let mut t = [0i32; 6];
    let mut d = 0;
    while d < 6 {
        let (dr, dc) = DIRS[d];
        // moving (dr, dc) changes (col + row - 1) / 2 by (dr + dc) / 2
        t[d] = dr as i32 * WIDTH + (dr as i32 + dc as i32) / 2;
        d += 1;
    }
    t
};

/// Per point and direction, as one-point compact bitboards: the point
/// jumped over and the landing (both 0 where the jump leaves the star).
struct JumpTable {
    over: [[u128; 6]; POINTS],
    land: [[u128; 6]; POINTS],
    near: [u128; POINTS],
}

static JUMPS: JumpTable = {
    let mut t = JumpTable {
        over: [[0; 6]; POINTS],
        land: [[0; 6]; POINTS],
        near: [0; POINTS],
    };
    let mut i = 0;
    while i < POINTS {
        let p = Wide::bit(PAD[i] as usize);
        let mut d = 0;
        while d < 6 {
            let n = p.shift(SHIFT[d]);
            let l = p.shift(2 * SHIFT[d]);
            let n = first_point(Wide {
                lo: n.lo & STAR.lo,
                hi: n.hi & STAR.hi,
            });
            let l = first_point(Wide {
                lo: l.lo & STAR.lo,
                hi: l.hi & STAR.hi,
            });
            if n < POINTS {
                t.near[i] |= 1 << n;
                if l < POINTS {
                    t.over[i][d] = 1 << n;
                    t.land[i][d] = 1 << l;
                }
            }
            d += 1;
        }
        i += 1;
    }
    t
};

/// The point of a one-point set (`POINTS` when empty).
const fn first_point(w: Wide) -> usize {
    let i = if w.lo != 0 {
        w.lo.trailing_zeros() as usize
    } else if w.hi != 0 {
        128 + w.hi.trailing_zeros() as usize
    } else {
        return POINTS;
    };
    if UNPAD[i] == u8::MAX {
        POINTS
    } else {
        UNPAD[i] as usize
    }
}

/// One side's moves in one position, prepared once for all its pieces.
pub struct Flood {
    /// Every piece (compact).
    occupied: u128,
    /// The mover's target camp, when `camp-lock` applies (compact).
    camp: Option<u128>,
}

impl Flood {
    /// Prepares the moves of `side` when `occupied` (compact) is every
    /// other piece (the moving piece's own square may be in it or not).
    pub fn new(occupied: u128, rules: &Rules, side: Side) -> Flood {
        Flood {
            occupied,
            camp: rules.camp_lock.then(|| side.target_camp()),
        }
    }

    /// Every destination of the piece on `from` (steps and chain ends).
    /// Not for `must-continue`.
    #[inline]
    pub fn destinations(&self, from: Point) -> u128 {
        let occ = self.occupied & !from.bit();
        let i = from.index();
        let mut steps = JUMPS.near[i] & !occ;
        if let Some(camp) = self.camp
            && camp & from.bit() != 0
        {
            steps &= camp;
        }
        steps | self.chains(occ, from)
    }

    /// The destination sets of every piece of `pieces`, in point order, into
    /// `out` (cleared first); pieces without a move are left out.
    pub fn side_sets(&self, pieces: u128, out: &mut Vec<(Point, u128)>) {
        out.clear();
        if self.camp.is_some() {
            out.extend(points(pieces).map(|p| (p, self.destinations(p))));
            out.retain(|(_, d)| *d != 0);
        } else {
            for p in points(pieces) {
                let others = self.occupied & !p.bit();
                let d = JUMPS.near[p.index()] & !others | chains_peeled(others, p);
                if d != 0 {
                    out.push((p, d));
                }
            }
        }
    }

    /// Every landing of the chains of jumps from `from`, `occ` being the
    /// other pieces.
    #[inline]
    fn chains(&self, occ: u128, from: Point) -> u128 {
        match self.camp {
            None => chains_peeled(occ, from),
            // under camp-lock, no jump leaves the camp once inside it
            Some(camp) => chains(occ, from, |i| if camp >> i & 1 == 1 { !camp } else { 0 }),
        }
    }
}

/// The landings of the jumps from point `i` over a piece of `occ` onto a
/// point outside `blocked`, without a branch (the directions without a jump
/// have empty masks, so they never hit).
#[inline(always)]
fn landings(occ: u128, blocked: u128, i: usize) -> u128 {
    let (over, land) = (&JUMPS.over[i], &JUMPS.land[i]);
    let mut acc = 0u128;
    for d in 0..6 {
        let hit = u128::from(occ & over[d] != 0) & u128::from(blocked & land[d] == 0);
        acc |= land[d] & hit.wrapping_neg();
    }
    acc
}

/// [`chains`] without a fence, its first expansion written out: most pieces
/// have no jump at all and stop there.
#[inline(always)]
fn chains_peeled(occ: u128, from: Point) -> u128 {
    let first = landings(occ, occ, from.index());
    if first == 0 {
        return 0;
    }
    let mut seen = from.bit() | first;
    let mut todo = first;
    while todo != 0 {
        let i = todo.trailing_zeros() as usize;
        todo &= todo - 1;
        let fresh = landings(occ, occ | seen, i);
        seen |= fresh;
        todo |= fresh;
    }
    seen & !from.bit()
}

/// The flood of [`Flood::chains`], one frontier point at a time with its
/// jumps from the table; `fence(i)` is where no jump from point `i` may land.
#[inline(always)]
fn chains(occ: u128, from: Point, fence: impl Fn(usize) -> u128) -> u128 {
    let mut seen = from.bit();
    let mut todo = from.bit();
    while todo != 0 {
        let i = todo.trailing_zeros() as usize;
        todo &= todo - 1;
        let fresh = landings(occ, occ | seen | fence(i), i);
        seen |= fresh;
        todo |= fresh;
    }
    seen & !from.bit()
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::game::Game;
    use super::super::movegen::for_each_path;
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Ends of every path the path generator lists for the piece on `from`.
    fn path_ends(g: &Game, rules: &Rules, side: Side, from: Point) -> u128 {
        let mut ends = 0u128;
        for_each_path(g, rules, side, from, &mut |p| {
            ends |= p.to().bit();
            true
        });
        ends
    }

    /// Pieces of both sides scattered at a random density anywhere on the
    /// star (not a reachable game: the flood must not care).
    pub(in super::super) fn scattered(rng: &mut ChaCha8Rng) -> Game {
        let density = rng.random_range(5..70);
        let (mut red, mut blue) = (0u128, 0u128);
        for p in Point::all() {
            if rng.random_range(0..100) < density {
                if rng.random_range(0..2) == 0 {
                    red |= p.bit();
                } else {
                    blue |= p.bit();
                }
            }
        }
        Game::from_parts(red, blue, Side::Red, true)
    }

    #[test]
    fn flood_fill_equals_the_ends_of_the_listed_paths() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let all = [Rules::EDITION, Rules::with_trap("camp-lock").unwrap()];
        let mut reached = 0;
        for _ in 0..600 {
            let g = scattered(&mut rng);
            for rules in &all {
                for side in [Side::Red, Side::Blue] {
                    let flood = Flood::new(g.occupied(), rules, side);
                    for from in points(g.pieces(side)) {
                        let fast = flood.destinations(from);
                        assert_eq!(fast, path_ends(&g, rules, side, from), "{from} {rules:?}");
                        reached += fast.count_ones();
                    }
                }
            }
        }
        assert!(reached > 10_000);
    }

    #[test]
    fn side_sets_list_each_moving_piece_with_its_destinations() {
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        let all = [Rules::EDITION, Rules::with_trap("camp-lock").unwrap()];
        let mut sets = Vec::new();
        let mut listed = 0;
        for _ in 0..400 {
            let g = scattered(&mut rng);
            for rules in &all {
                for side in [Side::Red, Side::Blue] {
                    let flood = Flood::new(g.occupied(), rules, side);
                    flood.side_sets(g.pieces(side), &mut sets);
                    let one_by_one: Vec<(Point, u128)> = points(g.pieces(side))
                        .map(|p| (p, flood.destinations(p)))
                        .filter(|(_, d)| *d != 0)
                        .collect();
                    assert_eq!(sets, one_by_one, "{rules:?}");
                    listed += sets.len();
                }
            }
        }
        assert!(listed > 5_000);
    }

    #[test]
    fn jump_table_follows_the_board_geometry() {
        for p in Point::all() {
            let i = p.index();
            let near = (0..6)
                .filter_map(|d| p.neighbour(d))
                .fold(0u128, |acc, n| acc | n.bit());
            assert_eq!(JUMPS.near[i], near, "{p}");
            for d in 0..6 {
                match p.landing(d) {
                    Some(l) => {
                        assert_eq!(JUMPS.over[i][d], p.neighbour(d).unwrap().bit(), "{p} {d}");
                        assert_eq!(JUMPS.land[i][d], l.bit(), "{p} {d}");
                    }
                    None => assert_eq!((JUMPS.over[i][d], JUMPS.land[i][d]), (0, 0), "{p} {d}"),
                }
            }
        }
    }
}
