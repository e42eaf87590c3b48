//! Random playouts under the edition, every move of the side to move counted
//! at once on four 64-bit boards, one per parity class of the star.
//!
//! Write a point as its row `r` and `x = (col + r - 1) / 2`; the six
//! directions then change `(r, x)` by (0, ±1), ±(1, 1) and ±(1, 0). A jump
//! moves by twice that, so it keeps the *class* `(r mod 2, x mod 2)` of a
//! point, while a step changes it. In each class the points `(r / 2) * 7 +
//! x / 2` (less an offset) fit in 61 bits, a jump is the shift ±1, ±7 or ±8
//! of one word, and a step is a constant shift into another class's word.
//! The tests check both against the board's own tables.
//!
//! Per turn, shifts of those words give, for every piece of the side at once,
//! its steps, its first jumps, and whether a jump can start from a landing;
//! only the pieces whose jumps may go on get a flood fill of their chains, a
//! whole frontier of one word at a time. Steps and chain ends never coincide
//! (different classes), so the moves are counted by popcounts and one of
//! them is drawn uniformly.

use rand::RngExt;

use super::board::{POINTS, Point};
use super::flood::{ROW_FIRST, ROW_LEN};
use super::game::Game;
use super::rules::Side;

/// Row stride of a class board.
const STRIDE: i32 = 7;
/// The six directions as `(dr, dx)`, in the order of [`super::board::DIRS`].
const DIRS_RX: [(i32, i32); 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];
/// The shift of a jump in each direction, the same in every class.
const JUMP: [i32; 6] = [1, 8, 7, -1, -8, -7];
/// Subtracted from `(r / 2) * 7 + x / 2` so each class starts at bit 0.
const OFFSET: [i32; 4] = [3, 10, 3, 3];

/// Where every point lives in the class boards, and back.
struct Classes {
    /// Class `(r mod 2) * 2 + x mod 2` of each point.
    class: [u8; POINTS],
    /// Bit of each point in its class board.
    bit: [u8; POINTS],
    /// Point of each class bit (`u8::MAX` where none).
    point: [[u8; 64]; 4],
    /// Every point of each class.
    star: [u64; 4],
}

/// `a / 2` rounded down, for `a` ≥ −2.
const fn half_down(a: i32) -> i32 {
    (a + 2) / 2 - 1
}

static CLASSES: Classes = {
    let mut t = Classes {
        class: [0; POINTS],
        bit: [0; POINTS],
        point: [[u8::MAX; 64]; 4],
        star: [0; 4],
    };
    let (mut i, mut r) = (0usize, 0usize);
    while r < 17 {
        let mut k = 0;
        while k < ROW_LEN[r] as usize {
            let col = ROW_FIRST[r] as i32 + 2 * k as i32;
            let x = (col + r as i32 - 1) / 2;
            let c = (r % 2) * 2 + (x % 2) as usize;
            let b = (r as i32 / 2) * STRIDE + x / 2 - OFFSET[c];
            t.class[i] = c as u8;
            t.bit[i] = b as u8;
            t.point[c][b as usize] = i as u8;
            t.star[c] |= 1 << b;
            i += 1;
            k += 1;
        }
        r += 1;
    }
    t
};

/// Per class and direction: the class a step lands in, and the shift of
/// the step into that class's board (constants, so the turn's loops fold).
const STEPS: ([[usize; 6]; 4], [[i32; 6]; 4]) = {
    let mut step_to = [[0usize; 6]; 4];
    let mut step = [[0i32; 6]; 4];
    let mut c = 0;
    while c < 4 {
        let (rp, xp) = ((c / 2) as i32, (c % 2) as i32);
        let mut d = 0;
        while d < 6 {
            let (dr, dx) = DIRS_RX[d];
            let to = (((rp + dr + 2) % 2) * 2 + (xp + dx + 2) % 2) as usize;
            step_to[c][d] = to;
            step[c][d] = half_down(rp + dr) * STRIDE + half_down(xp + dx) + OFFSET[c] - OFFSET[to];
            d += 1;
        }
        c += 1;
    }
    (step_to, step)
};
/// See [`STEPS`].
const STEP_TO: [[usize; 6]; 4] = STEPS.0;
/// See [`STEPS`].
const STEP: [[i32; 6]; 4] = STEPS.1;

/// Runs `$body` once for each direction `$d` = 0…5, written out so every
/// shift is a constant.
macro_rules! each_dir {
    ($d:ident, $body:block) => {{
        {
            let $d = 0usize;
            $body
        }
        {
            let $d = 1usize;
            $body
        }
        {
            let $d = 2usize;
            $body
        }
        {
            let $d = 3usize;
            $body
        }
        {
            let $d = 4usize;
            $body
        }
        {
            let $d = 5usize;
            $body
        }
    }};
}

/// `w` moved `k` places up (negative: down); bits pushed out are lost.
#[inline(always)]
fn shift(w: u64, k: i32) -> u64 {
    if k >= 0 { w << k } else { w >> -k }
}

/// One side's pieces (or every piece) as four class boards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassBoards([u64; 4]);

impl ClassBoards {
    /// The class boards of a compact bitboard.
    fn of(mut bits: u128) -> ClassBoards {
        let mut w = [0u64; 4];
        while bits != 0 {
            let p = bits.trailing_zeros() as usize;
            w[CLASSES.class[p] as usize] |= 1 << CLASSES.bit[p];
            bits &= bits - 1;
        }
        ClassBoards(w)
    }

    /// Flips the bits of two points (a move).
    #[inline]
    fn flip(&mut self, from: Point, to: Point) {
        for p in [from.index(), to.index()] {
            self.0[CLASSES.class[p] as usize] ^= 1 << CLASSES.bit[p];
        }
    }
}

/// The point of a class bit.
#[inline]
fn point(class: usize, bit: u32) -> Point {
    Point::new(CLASSES.point[class][bit as usize] as usize).expect("a class bit of a point")
}

/// The `k`-th set bit of `w` (`k < popcount`).
#[inline]
fn nth_bit(mut w: u64, k: u32) -> u32 {
    for _ in 0..k {
        w &= w - 1;
    }
    w.trailing_zeros()
}

/// The ends of the chains of jumps from `start` (one bit of a class board):
/// a flood of whole frontiers, where `jump[d]` is every point of the class
/// with a jump in direction `d` and `can_jump` their union.
#[inline(always)]
fn chain_ends(start: u64, jump: &[u64; 6], can_jump: u64) -> u64 {
    let mut seen = start;
    let mut frontier = start;
    loop {
        let mut next = 0;
        each_dir!(d, {
            next |= shift(frontier & jump[d], JUMP[d]);
        });
        next &= !seen;
        seen |= next;
        frontier = next & can_jump;
        if frontier == 0 {
            return seen & !start;
        }
    }
}

/// A piece whose jumps may go on, with its chain ends.
#[derive(Clone, Copy, Debug)]
pub struct Chains {
    class: u8,
    from: u8,
    ends: u64,
}

/// Every move of one side in one position.
struct TurnMoves {
    /// Per class `c` and direction `d`, at `c * 12 + d`: the pieces that step
    /// that way; at `c * 12 + 6 + d`: the pieces whose single jump that way
    /// leads nowhere further.
    singles: [u64; 48],
    /// Single moves in all.
    single_count: u32,
    /// Chain ends in all, of the other pieces with a jump (in `chains`).
    chain_count: u32,
}

impl TurnMoves {
    /// No move yet.
    fn new() -> TurnMoves {
        TurnMoves {
            singles: [0; 48],
            single_count: 0,
            chain_count: 0,
        }
    }

    /// Counts the moves of `mine` when `occ` is every piece; the chain ends
    /// of each piece whose jumps may go on go into `chains` (cleared first).
    #[inline(always)]
    fn fill(&mut self, mine: &ClassBoards, occ: &ClassBoards, chains: &mut Vec<Chains>) {
        let empty: [u64; 4] = std::array::from_fn(|c| CLASSES.star[c] & !occ.0[c]);
        chains.clear();
        let mut counts = (0, 0);
        self.fill_class::<0>(mine, occ, &empty, chains, &mut counts);
        self.fill_class::<1>(mine, occ, &empty, chains, &mut counts);
        self.fill_class::<2>(mine, occ, &empty, chains, &mut counts);
        self.fill_class::<3>(mine, occ, &empty, chains, &mut counts);
        let (single_count, chain_count) = counts;
        self.single_count = single_count;
        self.chain_count = chain_count;
    }

    /// The moves of the pieces of class `C` (see [`TurnMoves::fill`]);
    /// `counts` adds the single moves and the chain ends.
    #[inline(always)]
    fn fill_class<const C: usize>(
        &mut self,
        mine: &ClassBoards,
        occ: &ClassBoards,
        empty: &[u64; 4],
        chains: &mut Vec<Chains>,
        counts: &mut (u32, u32),
    ) {
        let mine_c = mine.0[C];
        let singles = &mut self.singles;
        // The piece itself counts as occupied: a chain never jumps over its
        // own start (a pivot is in another class) nor needs to land on it.
        let mut jump = [0u64; 6];
        let mut can_jump = 0;
        each_dir!(d, {
            let (to, s) = (STEP_TO[C][d], STEP[C][d]);
            singles[C * 12 + d] = mine_c & shift(empty[to], -s);
            jump[d] = shift(occ.0[to], -s) & shift(empty[C], -JUMP[d]);
            can_jump |= jump[d];
        });
        let mut going_on = 0;
        each_dir!(d, {
            going_on |= mine_c & jump[d] & shift(can_jump, -JUMP[d]);
        });
        each_dir!(d, {
            singles[C * 12 + 6 + d] = mine_c & jump[d] & !going_on;
        });
        for s in &singles[C * 12..C * 12 + 12] {
            counts.0 += s.count_ones();
        }
        let mut rest = going_on;
        while rest != 0 {
            let from = rest.trailing_zeros();
            rest &= rest - 1;
            let ends = chain_ends(1 << from, &jump, can_jump);
            counts.1 += ends.count_ones();
            chains.push(Chains {
                class: C as u8,
                from: from as u8,
                ends,
            });
        }
    }

    /// Every move: single moves and chain ends.
    fn total(&self) -> u32 {
        self.single_count + self.chain_count
    }

    /// The `k`-th move (`k < total`): single moves by set and bit, then
    /// chain ends by piece and bit.
    #[inline]
    fn nth(&self, mut k: u32, chains: &[Chains]) -> (Point, Point) {
        if k < self.single_count {
            for (i, &s) in self.singles.iter().enumerate() {
                let n = s.count_ones();
                if k < n {
                    let (c, d) = (i / 12, i % 12);
                    let b = nth_bit(s, k);
                    let (to_class, by) = if d < 6 {
                        (STEP_TO[c][d], STEP[c][d])
                    } else {
                        (c, JUMP[d - 6])
                    };
                    return (point(c, b), point(to_class, (b as i32 + by) as u32));
                }
                k -= n;
            }
        }
        k -= self.single_count;
        for ch in chains {
            let n = ch.ends.count_ones();
            if k < n {
                let c = ch.class as usize;
                return (point(c, ch.from.into()), point(c, nth_bit(ch.ends, k)));
            }
            k -= n;
        }
        unreachable!("k < the number of moves")
    }
}

/// Result of a random playout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    /// Half-moves played (passes included).
    pub plies: u32,
    /// The winner, if the game ended within the limit.
    pub winner: Option<Side>,
}

/// Plays uniformly random (piece, destination) moves under the edition until a
/// side wins or `max_plies` half-moves were played. `buf` is reused.
pub fn random_playout<R: RngExt>(
    game: &mut Game,
    rng: &mut R,
    max_plies: u32,
    buf: &mut Vec<Chains>,
) -> Playout {
    let mut sides = [
        ClassBoards::of(game.pieces(Side::Red)),
        ClassBoards::of(game.pieces(Side::Blue)),
    ];
    let mut moves = TurnMoves::new();
    let mut plies = 0;
    while plies < max_plies {
        if let Some(w) = game.winner() {
            return Playout {
                plies,
                winner: Some(w),
            };
        }
        let side = game.turn() as usize;
        let occ = ClassBoards(std::array::from_fn(|c| sides[0].0[c] | sides[1].0[c]));
        moves.fill(&sides[side], &occ, buf);
        let total = moves.total();
        plies += 1;
        if total == 0 {
            game.pass_turn();
            continue;
        }
        let (from, to) = moves.nth(rng.random_range(0..total), buf);
        sides[side].flip(from, to);
        game.shift(from, to);
    }
    Playout {
        plies,
        winner: game.winner(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::points;
    use super::super::flood::Flood;
    use super::super::flood::tests::scattered;
    use super::super::rules::Rules;
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn class_shifts_follow_the_board_geometry() {
        let at = |p: Point| {
            (
                CLASSES.class[p.index()] as usize,
                CLASSES.bit[p.index()] as i32,
            )
        };
        for p in Point::all() {
            let (c, b) = at(p);
            assert_eq!(point(c, b as u32), p);
            for d in 0..6 {
                let (to, s) = (STEP_TO[c][d], STEP[c][d]);
                let stepped = b + s;
                match p.neighbour(d) {
                    Some(n) => assert_eq!(at(n), (to, stepped), "{p} {d}"),
                    // off the star: no point of the class is hit
                    None => assert!(
                        !(0..64).contains(&stepped) || CLASSES.star[to] >> stepped & 1 == 0,
                        "{p} {d}"
                    ),
                }
                let jumped = b + JUMP[d];
                match p.landing(d) {
                    Some(l) => assert_eq!(at(l), (c, jumped), "{p} {d}"),
                    None => assert!(
                        !(0..64).contains(&jumped) || CLASSES.star[c] >> jumped & 1 == 0,
                        "{p} {d}"
                    ),
                }
            }
        }
        let points: u32 = CLASSES.star.iter().map(|s| s.count_ones()).sum();
        assert_eq!(points as usize, POINTS);
    }

    #[test]
    fn every_move_is_drawn_once_and_only_the_flood_moves() {
        let mut rng = ChaCha8Rng::seed_from_u64(26);
        let mut chains = Vec::new();
        let mut sets = Vec::new();
        let mut seen = 0;
        for _ in 0..400 {
            let g = scattered(&mut rng);
            for side in [Side::Red, Side::Blue] {
                Flood::new(g.occupied(), &Rules::EDITION, side)
                    .side_sets(g.pieces(side), &mut sets);
                let mut expected: Vec<(Point, Point)> = sets
                    .iter()
                    .flat_map(|&(from, d)| points(d).map(move |to| (from, to)))
                    .collect();
                let occ = ClassBoards::of(g.occupied());
                let mine = ClassBoards::of(g.pieces(side));
                let mut moves = TurnMoves::new();
                moves.fill(&mine, &occ, &mut chains);
                let mut drawn: Vec<(Point, Point)> =
                    (0..moves.total()).map(|k| moves.nth(k, &chains)).collect();
                drawn.sort();
                expected.sort();
                assert_eq!(drawn, expected);
                seen += moves.total();
            }
        }
        assert!(seen > 20_000, "{seen}");
    }

    #[test]
    fn moves_keep_the_class_boards_equal_to_the_game() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut buf = Vec::new();
        for _ in 0..20 {
            let mut g = Game::start();
            random_playout(&mut g, &mut rng, 150, &mut buf);
            let mut boards = ClassBoards::of(g.pieces(Side::Red));
            assert_eq!(boards, ClassBoards::of(g.pieces(Side::Red)));
            let p = points(g.pieces(Side::Red)).next().unwrap();
            let q = Point::all().find(|q| g.side_at(*q).is_none()).unwrap();
            boards.flip(p, q);
            assert_eq!(
                boards,
                ClassBoards::of(g.pieces(Side::Red) ^ p.bit() ^ q.bit())
            );
        }
    }
}
