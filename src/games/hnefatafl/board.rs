//! Board geometry and notation: squares, bitboards, directions and rays.
//!
//! Squares are numbered `rank * 11 + file` (a1 = 0, k11 = 120); a bitboard is a
//! `u128` with one bit per square. Rays are precomputed at compile time.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// Width and height of the board.
pub const SIZE: u8 = 11;
/// Number of squares.
pub const CELLS: usize = 121;

/// One of the 121 squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE {
            Some(Square(rank * SIZE + file))
        } else {
            None
        }
    }

    /// The square with this index (0..121).
    pub const fn from_index(index: u8) -> Square {
        assert!((index as usize) < CELLS);
        Square(index)
    }

    /// Index 0..121.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0 (a) … 10 (k).
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// Rank 0 (rank 1) … 10 (rank 11).
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }

    /// Reads `a1` … `k11` (case-insensitive, surrounding spaces ignored).
    pub fn parse(text: &str) -> Option<Square> {
        let t = text.trim();
        let mut chars = t.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if !('a'..='k').contains(&letter) {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || digits.starts_with('0') {
            return None;
        }
        if !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        Square::new(letter as u8 - b'a', rank.checked_sub(1)?)
    }

    /// The neighbour in direction `d`, if on the board.
    pub fn step(self, d: Direction) -> Option<Square> {
        let (df, dr) = d.delta();
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if (0..SIZE as i8).contains(&f) && (0..SIZE as i8).contains(&r) {
            Square::new(f as u8, r as u8)
        } else {
            None
        }
    }

    /// The square as a one-bit board.
    pub const fn bb(self) -> Bitboard {
        Bitboard(1u128 << self.0)
    }

    /// Whether the square is on the outer ring.
    pub fn is_edge(self) -> bool {
        EDGES.contains(self)
    }

    /// Sorting key by name order (file, then rank).
    pub fn name_key(self) -> (u8, u8) {
        (self.file(), self.rank())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// The throne f6.
pub const THRONE: Square = Square(5 * SIZE + 5);
/// The four corners a1, k1, a11, k11.
pub const CORNER_SQUARES: [Square; 4] = [Square(0), Square(10), Square(110), Square(120)];
/// The corners as a bitboard.
pub const CORNERS: Bitboard = Bitboard(1 | 1 << 10 | 1 << 110 | 1 << 120);
/// Every edge square, corners included.
pub const EDGES: Bitboard = Bitboard(build_edges());
/// Squares where only the king may stop: the throne and the corners.
pub const RESTRICTED: Bitboard = Bitboard(CORNERS.0 | 1 << (5 * SIZE + 5));

const fn build_edges() -> u128 {
    let mut m = 0u128;
    let mut i = 0;
    while i < CELLS {
        let f = i % 11;
        let r = i / 11;
        if f == 0 || f == 10 || r == 0 || r == 10 {
            m |= 1 << i;
        }
        i += 1;
    }
    m
}

/// A set of squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 121 squares.
    pub const ALL: Bitboard = Bitboard((1u128 << CELLS) - 1);

    /// Whether `sq` is in the set.
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq.0 & 1 == 1
    }

    /// Adds a square.
    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1 << sq.0;
    }

    /// Removes a square.
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1 << sq.0);
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of squares.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest square, if any.
    pub fn first(self) -> Option<Square> {
        (self.0 != 0).then(|| Square(self.0.trailing_zeros() as u8))
    }

    /// The highest square, if any.
    pub fn last(self) -> Option<Square> {
        (self.0 != 0).then(|| Square(127 - self.0.leading_zeros() as u8))
    }

    /// The squares in index order.
    pub fn iter(self) -> BitIter {
        BitIter(self.0)
    }

    /// The squares sorted by name (file, then rank), as in move suffixes.
    pub fn sorted_by_name(self) -> Vec<Square> {
        let mut v: Vec<Square> = self.iter().collect();
        v.sort_by_key(|s| s.name_key());
        v
    }
}

impl Bitboard {
    /// The set moved one square towards rank 11.
    pub const fn north(self) -> Bitboard {
        Bitboard((self.0 << SIZE) & Bitboard::ALL.0)
    }

    /// The set moved one square towards rank 1.
    pub const fn south(self) -> Bitboard {
        Bitboard(self.0 >> SIZE)
    }

    /// The set moved one square towards file k.
    pub const fn east(self) -> Bitboard {
        Bitboard((self.0 & !FILE_K) << 1)
    }

    /// The set moved one square towards file a.
    pub const fn west(self) -> Bitboard {
        Bitboard((self.0 & !FILE_A) >> 1)
    }

    /// The set moved one square in direction `d`.
    pub const fn shift(self, d: Direction) -> Bitboard {
        match d {
            Direction::North => self.north(),
            Direction::East => self.east(),
            Direction::South => self.south(),
            Direction::West => self.west(),
        }
    }

    /// Every square orthogonally next to a square of the set.
    pub const fn neighbours(self) -> Bitboard {
        Bitboard(self.north().0 | self.south().0 | self.east().0 | self.west().0)
    }
}

const fn file_mask(file: usize) -> u128 {
    let mut m = 0u128;
    let mut r = 0;
    while r < SIZE as usize {
        m |= 1 << (r * SIZE as usize + file);
        r += 1;
    }
    m
}

/// File a.
const FILE_A: u128 = file_mask(0);
/// File k.
const FILE_K: u128 = file_mask(10);

/// Iterator over the squares of a bitboard.
pub struct BitIter(u128);

impl Iterator for BitIter {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Square(i as u8))
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}
impl BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}
impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::ALL.0)
    }
}
impl BitOrAssign for Bitboard {
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
    }
}
impl BitAndAssign for Bitboard {
    fn bitand_assign(&mut self, rhs: Bitboard) {
        self.0 &= rhs.0;
    }
}

/// The four orthogonal directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Towards rank 11.
    North,
    /// Towards file k.
    East,
    /// Towards rank 1.
    South,
    /// Towards file a.
    West,
}

impl Direction {
    /// All four, in a fixed order.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// (file step, rank step).
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// Whether the square index grows along this direction.
    const fn increasing(self) -> bool {
        matches!(self, Direction::North | Direction::East)
    }

    const fn slot(self) -> usize {
        match self {
            Direction::North => 0,
            Direction::East => 1,
            Direction::South => 2,
            Direction::West => 3,
        }
    }
}

const RAYS: [[u128; 4]; CELLS] = build_rays();

const fn build_rays() -> [[u128; 4]; CELLS] {
    let mut out = [[0u128; 4]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let f0 = (i % 11) as i32;
        let r0 = (i / 11) as i32;
        let mut d = 0;
        while d < 4 {
            let (df, dr) = match d {
                0 => (0, 1),
                1 => (1, 0),
                2 => (0, -1),
                _ => (-1, 0),
            };
            let mut f = f0 + df;
            let mut r = r0 + dr;
            let mut m = 0u128;
            while f >= 0 && f < 11 && r >= 0 && r < 11 {
                m |= 1 << (r * 11 + f);
                f += df;
                r += dr;
            }
            out[i][d] = m;
            d += 1;
        }
        i += 1;
    }
    out
}

/// Every square from `sq` (exclusive) to the board's edge in direction `d`.
pub fn ray(sq: Square, d: Direction) -> Bitboard {
    Bitboard(RAYS[sq.index()][d.slot()])
}

/// The first square of `occupied` met from `sq` in direction `d`.
pub fn first_blocker(sq: Square, d: Direction, occupied: Bitboard) -> Option<Square> {
    let hits = ray(sq, d) & occupied;
    if d.increasing() {
        hits.first()
    } else {
        hits.last()
    }
}

/// The empty squares seen from `sq` in direction `d` before the first occupied one.
#[inline]
pub fn open_ray(sq: Square, d: Direction, occupied: Bitboard) -> Bitboard {
    let full = RAYS[sq.index()][d.slot()];
    let hits = full & occupied.0;
    // No branch on whether a blocker exists: both masks are every bit then.
    if d.increasing() {
        // the squares below the nearest (lowest) blocker (0 - 1 is every bit)
        Bitboard(full & (hits & hits.wrapping_neg()).wrapping_sub(1))
    } else {
        // the squares above the nearest (highest) blocker (a shift by 0
        // when there is none)
        let above = u128::MAX
            .checked_shl(128 - hits.leading_zeros())
            .unwrap_or(0);
        Bitboard(full & above)
    }
}

/// Every square a piece on `sq` could slide to (all four directions).
#[inline]
pub fn slides(sq: Square, occupied: Bitboard) -> Bitboard {
    Direction::ALL
        .into_iter()
        .fold(Bitboard::EMPTY, |acc, d| acc | open_ray(sq, d, occupied))
}

/// The direction from `a` to `b` and whether they share a rank or file.
pub fn direction_between(a: Square, b: Square) -> Option<Direction> {
    Direction::ALL.into_iter().find(|&d| ray(a, d).contains(b))
}

/// Squares strictly between two squares on one line (empty if not aligned).
pub fn between(a: Square, b: Square) -> Bitboard {
    match direction_between(a, b) {
        Some(d) => ray(a, d) & !ray(b, d) & !b.bb(),
        None => Bitboard::EMPTY,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn names_round_trip() {
        for i in 0..CELLS as u8 {
            let s = Square::from_index(i);
            assert_eq!(Square::parse(&s.to_string()), Some(s));
        }
        assert_eq!(sq("a1").index(), 0);
        assert_eq!(sq("K11").index(), 120);
        assert_eq!(THRONE, sq("f6"));
        for bad in ["", "l1", "a0", "a12", "a01", "f", "ff6", "6f", "a1 1"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn rays_and_blockers() {
        assert_eq!(ray(sq("a1"), Direction::North).count(), 10);
        assert_eq!(ray(sq("f6"), Direction::West).count(), 5);
        let occ = sq("f9").bb() | sq("f10").bb();
        assert_eq!(
            first_blocker(sq("f6"), Direction::North, occ),
            Some(sq("f9"))
        );
        assert_eq!(
            open_ray(sq("f6"), Direction::North, occ),
            sq("f7").bb() | sq("f8").bb()
        );
        let occ = sq("b6").bb() | sq("c6").bb();
        assert_eq!(
            first_blocker(sq("f6"), Direction::West, occ),
            Some(sq("c6"))
        );
        assert_eq!(between(sq("d4"), sq("d8")).count(), 3);
        assert!(between(sq("d4"), sq("e8")).is_empty());
        assert_eq!(EDGES.count(), 40);
        assert!(sq("k6").is_edge() && !sq("j6").is_edge());
    }

    #[test]
    fn open_rays_equal_a_walk_square_by_square() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
        for round in 0..300 {
            // from empty boards to crowded ones, edges and corners included
            let density = round % 10 * 10;
            let occ = Bitboard(
                (0..CELLS as u8)
                    .filter(|_| rng.random_range(0..100) < density)
                    .fold(0u128, |m, i| m | 1u128 << i),
            );
            for i in 0..CELLS as u8 {
                let from = Square::from_index(i);
                for d in Direction::ALL {
                    let mut walk = Bitboard::EMPTY;
                    let mut at = from.step(d);
                    while let Some(s) = at.filter(|s| !occ.contains(*s)) {
                        walk |= s.bb();
                        at = s.step(d);
                    }
                    assert_eq!(open_ray(from, d, occ), walk, "{from} {d:?}");
                }
            }
        }
    }
}
