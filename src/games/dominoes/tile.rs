//! The 28 double-six tiles, their indices, bit masks and tile notation.
//!
//! A tile is an index 0..28 in the order 0-0, 0-1, …, 0-6, 1-1, …, 6-6; a set of
//! tiles is a `u32` bitset. An oriented tile (as laid in the line) keeps its two
//! halves left to right.

use std::fmt;

/// Highest pip value of a half.
pub const MAX_PIP: u8 = 6;
/// Number of tiles in the set.
pub const TILE_COUNT: usize = 28;
/// Every tile.
pub const ALL_TILES: u32 = (1 << TILE_COUNT) - 1;

const fn tables() -> ([u8; TILE_COUNT], [u8; TILE_COUNT], [[u8; 7]; 7]) {
    let mut lo = [0u8; TILE_COUNT];
    let mut hi = [0u8; TILE_COUNT];
    let mut index = [[0u8; 7]; 7];
    let mut i = 0;
    let mut a = 0;
    while a < 7 {
        let mut b = a;
        while b < 7 {
            lo[i] = a as u8;
            hi[i] = b as u8;
            index[a][b] = i as u8;
            index[b][a] = i as u8;
            i += 1;
            b += 1;
        }
        a += 1;
    }
    (lo, hi, index)
}

const TABLES: ([u8; TILE_COUNT], [u8; TILE_COUNT], [[u8; 7]; 7]) = tables();
const LO: [u8; TILE_COUNT] = TABLES.0;
const HI: [u8; TILE_COUNT] = TABLES.1;
const INDEX: [[u8; 7]; 7] = TABLES.2;

const fn match_masks() -> [u32; 7] {
    let mut m = [0u32; 7];
    let mut i = 0;
    while i < TILE_COUNT {
        m[LO[i] as usize] |= 1 << i;
        m[HI[i] as usize] |= 1 << i;
        i += 1;
    }
    m
}

/// `MATCH[v]`: the tiles having a half of value `v`.
pub const MATCH: [u32; 7] = match_masks();

/// The tiles that fit an open end of value `left` or `right`.
#[inline]
pub fn fits_mask(left: u8, right: u8) -> u32 {
    MATCH[left as usize] | MATCH[right as usize]
}

/// One of the 28 tiles (unoriented).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u8);

impl Tile {
    /// The tile with halves `a` and `b` (any order); `None` if a half is above 6.
    pub fn new(a: u8, b: u8) -> Option<Tile> {
        (a <= MAX_PIP && b <= MAX_PIP).then(|| Tile(INDEX[a as usize][b as usize]))
    }

    /// The tile of index `i` (0..28).
    pub fn from_index(i: usize) -> Tile {
        debug_assert!(i < TILE_COUNT);
        Tile(i as u8)
    }

    /// Index 0..28.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// This tile's bit in a tile set.
    #[inline]
    pub fn bit(self) -> u32 {
        1 << self.0
    }

    /// The smaller half.
    #[inline]
    pub fn lo(self) -> u8 {
        LO[self.index()]
    }

    /// The larger half.
    #[inline]
    pub fn hi(self) -> u8 {
        HI[self.index()]
    }

    /// Both halves equal.
    pub fn is_double(self) -> bool {
        self.lo() == self.hi()
    }

    /// Pips on the tile.
    pub fn pips(self) -> u8 {
        self.lo() + self.hi()
    }

    /// Whether a half shows `v`.
    #[inline]
    pub fn has(self, v: u8) -> bool {
        self.lo() == v || self.hi() == v
    }

    /// The tile laid smaller half left.
    pub fn oriented(self) -> Oriented {
        Oriented {
            left: self.lo(),
            right: self.hi(),
        }
    }

    /// The half left free when the half `v` is joined (`None` if `v` is absent).
    pub fn other(self, v: u8) -> Option<u8> {
        if self.lo() == v {
            Some(self.hi())
        } else if self.hi() == v {
            Some(self.lo())
        } else {
            None
        }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.lo(), self.hi())
    }
}

/// A tile as laid in the line: `left` half then `right` half.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Oriented {
    /// Half on the left.
    pub left: u8,
    /// Half on the right.
    pub right: u8,
}

impl Oriented {
    /// The unoriented tile.
    pub fn tile(self) -> Tile {
        Tile(INDEX[self.left as usize][self.right as usize])
    }
}

impl fmt::Display for Oriented {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.left, self.right)
    }
}

/// Iterates the tiles of a bitset in index order.
pub fn tiles_of(mut set: u32) -> impl Iterator<Item = Tile> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros();
        set &= set - 1;
        Some(Tile(i as u8))
    })
}

/// Total pips of a tile set.
pub fn pip_total(set: u32) -> u16 {
    tiles_of(set).map(|t| u16::from(t.pips())).sum()
}

/// Why a tile text cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileError {
    /// Not of the form `a-b`.
    Syntax,
    /// A half above 6 (the value found).
    Range(u8),
}

/// Reads a tile as written `a-b` (also `a|b`, `[a|b]`, `a–b`, `a/b`, spaces
/// allowed), keeping the order written.
pub fn parse_oriented(text: &str) -> Result<Oriented, TileError> {
    let t = text.trim();
    let t = t
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .unwrap_or(t);
    let mut parts = t.split(['-', '|', '/', '–', '—']);
    let (Some(a), Some(b), None) = (parts.next(), parts.next(), parts.next()) else {
        return Err(TileError::Syntax);
    };
    let a = half(a)?;
    let b = half(b)?;
    for v in [a, b] {
        if v > MAX_PIP {
            return Err(TileError::Range(v));
        }
    }
    Ok(Oriented { left: a, right: b })
}

fn half(s: &str) -> Result<u8, TileError> {
    let s = s.trim();
    if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TileError::Syntax);
    }
    s.parse().map_err(|_| TileError::Syntax)
}

/// Reads an unoriented tile (see [`parse_oriented`]).
pub fn parse_tile(text: &str) -> Result<Tile, TileError> {
    parse_oriented(text).map(Oriented::tile)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_cover_all_tiles_once() {
        let mut seen = 0u32;
        for a in 0..=6 {
            for b in 0..=6 {
                let t = Tile::new(a, b).unwrap();
                assert_eq!((t.lo(), t.hi()), (a.min(b), a.max(b)));
                seen |= t.bit();
            }
        }
        assert_eq!(seen, ALL_TILES);
        assert_eq!(Tile::new(7, 1), None);
    }

    #[test]
    fn match_masks_have_seven_tiles_each() {
        for m in MATCH {
            assert_eq!(m.count_ones(), 7);
        }
        assert_eq!(fits_mask(2, 5).count_ones(), 13);
    }

    #[test]
    fn tile_text() {
        assert_eq!(parse_tile("5-2").unwrap().to_string(), "2-5");
        assert_eq!(parse_tile(" [2|5] ").unwrap().to_string(), "2-5");
        assert_eq!(parse_tile("2–5").unwrap().to_string(), "2-5");
        assert_eq!(
            parse_oriented("5-2").unwrap(),
            Oriented { left: 5, right: 2 }
        );
        assert_eq!(parse_tile("2-7"), Err(TileError::Range(7)));
        assert_eq!(parse_tile("25"), Err(TileError::Syntax));
        assert_eq!(parse_tile("a-b"), Err(TileError::Syntax));
        assert_eq!(parse_tile("1-2-3"), Err(TileError::Syntax));
        assert_eq!(parse_tile(""), Err(TileError::Syntax));
    }

    #[test]
    fn pips_and_other_half() {
        let t = Tile::new(6, 6).unwrap();
        assert!(t.is_double());
        assert_eq!(t.pips(), 12);
        assert_eq!(Tile::new(2, 5).unwrap().other(5), Some(2));
        assert_eq!(Tile::new(2, 5).unwrap().other(3), None);
        assert_eq!(pip_total(ALL_TILES), 168);
    }
}
