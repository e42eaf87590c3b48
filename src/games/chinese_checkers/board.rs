//! Geometry of the 121-point star and the point notation (`a13`, `i13`, `q13`).
//!
//! Rows `a` (bottom, tip of red's camp) to `q` (top, tip of blue's camp); doubled
//! columns 1…25, so that neighbours along a row differ by 2 and diagonal
//! neighbours in the next row differ by 1. Points are indexed 0..121 row by row,
//! columns ascending; occupancy is a `u128` bitboard with bit `i` for point `i`.

use std::fmt;

/// Number of points on the star.
pub const POINTS: usize = 121;
/// Number of rows (`a`…`q`).
pub const ROWS: usize = 17;
/// Largest doubled column number.
pub const MAX_COL: u8 = 25;
/// "No point" in the tables.
pub const NONE: u8 = u8::MAX;

/// The six directions as (row, column) offsets.
pub const DIRS: [(i8, i8); 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];

/// First and last doubled column of each row.
const ROW_SPAN: [(u8, u8); ROWS] = [
    (13, 13),
    (12, 14),
    (11, 15),
    (10, 16),
    (1, 25),
    (2, 24),
    (3, 23),
    (4, 22),
    (5, 21),
    (4, 22),
    (3, 23),
    (2, 24),
    (1, 25),
    (10, 16),
    (11, 15),
    (12, 14),
    (13, 13),
];

/// One point of the star (index 0..121).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Point(u8);

/// A name that has the shape of a point (letter + number) but is not on the star.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BadName {
    /// The row letter as written (lower-cased).
    pub letter: u8,
    /// The column number as written.
    pub col: u16,
}

impl fmt::Display for BadName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.letter as char, self.col)
    }
}

/// Why a text is not a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PointError {
    /// Not of the form letter + number at all.
    Unreadable,
    /// Letter + number, but not a point of the star.
    OffBoard(BadName),
}

struct Tables {
    row: [u8; POINTS],
    col: [u8; POINTS],
    index: [[u8; 26]; ROWS],
    neigh: [[u8; 6]; POINTS],
    land: [[u8; 6]; POINTS],
}

const fn build() -> Tables {
    let mut t = Tables {
        row: [0; POINTS],
        col: [0; POINTS],
        index: [[NONE; 26]; ROWS],
        neigh: [[NONE; 6]; POINTS],
        land: [[NONE; 6]; POINTS],
    };
    let mut i = 0usize;
    let mut r = 0usize;
    while r < ROWS {
        let (lo, hi) = ROW_SPAN[r];
        let mut c = lo;
        while c <= hi {
            t.row[i] = r as u8;
            t.col[i] = c;
            t.index[r][c as usize] = i as u8;
            i += 1;
            c += 2;
        }
        r += 1;
    }
    let mut p = 0usize;
    while p < POINTS {
        let mut d = 0usize;
        while d < 6 {
            let (dr, dc) = DIRS[d];
            t.neigh[p][d] = at(
                &t.index,
                t.row[p] as i32 + dr as i32,
                t.col[p] as i32 + dc as i32,
            );
            t.land[p][d] = at(
                &t.index,
                t.row[p] as i32 + 2 * dr as i32,
                t.col[p] as i32 + 2 * dc as i32,
            );
            if t.neigh[p][d] == NONE {
                t.land[p][d] = NONE;
            }
            d += 1;
        }
        p += 1;
    }
    t
}

const fn at(index: &[[u8; 26]; ROWS], r: i32, c: i32) -> u8 {
    if r < 0 || r >= ROWS as i32 || c < 0 || c > MAX_COL as i32 {
        NONE
    } else {
        index[r as usize][c as usize]
    }
}

static T: Tables = build();

/// Bit mask of rows `from..=to` (row indices).
const fn rows_mask(from: usize, to: usize) -> u128 {
    let t = build();
    let mut m = 0u128;
    let mut p = 0usize;
    while p < POINTS {
        let r = t.row[p] as usize;
        if r >= from && r <= to {
            m |= 1u128 << p;
        }
        p += 1;
    }
    m
}

/// Red's camp (rows a–d): red starts here, blue aims here.
pub const RED_CAMP: u128 = rows_mask(0, 3);
/// Blue's camp (rows n–q): blue starts here, red aims here.
pub const BLUE_CAMP: u128 = rows_mask(13, 16);
/// Every point of the star.
pub const ALL: u128 = (1u128 << POINTS) - 1;

impl Point {
    /// The point with this index, if `i < 121`.
    pub fn new(i: usize) -> Option<Point> {
        (i < POINTS).then_some(Point(i as u8))
    }

    /// The index 0..121.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The bitboard bit.
    #[inline]
    pub fn bit(self) -> u128 {
        1u128 << self.0
    }

    /// Row index 0 (`a`) … 16 (`q`).
    pub fn row(self) -> u8 {
        T.row[self.index()]
    }

    /// Doubled column 1…25.
    pub fn col(self) -> u8 {
        T.col[self.index()]
    }

    /// The point at a row index and doubled column, if on the star.
    pub fn at(row: u8, col: u8) -> Option<Point> {
        if (row as usize) < ROWS && col <= MAX_COL {
            let i = T.index[row as usize][col as usize];
            (i != NONE).then_some(Point(i))
        } else {
            None
        }
    }

    /// The adjacent point in direction `d` (0..6).
    #[inline]
    pub fn neighbour(self, d: usize) -> Option<Point> {
        let n = T.neigh[self.index()][d];
        (n != NONE).then_some(Point(n))
    }

    /// The point two steps away in direction `d` (landing of a jump).
    #[inline]
    pub fn landing(self, d: usize) -> Option<Point> {
        let n = T.land[self.index()][d];
        (n != NONE).then_some(Point(n))
    }

    /// Raw neighbour table entry (`NONE` when off the star), for hot loops.
    #[inline]
    pub fn neighbour_raw(self, d: usize) -> u8 {
        T.neigh[self.index()][d]
    }

    /// Raw landing table entry (`NONE` when off the star), for hot loops.
    #[inline]
    pub fn landing_raw(self, d: usize) -> u8 {
        T.land[self.index()][d]
    }

    /// The direction from `self` to an adjacent `to`, if adjacent.
    pub fn step_dir(self, to: Point) -> Option<usize> {
        (0..6).find(|&d| T.neigh[self.index()][d] == to.0)
    }

    /// The direction from `self` to `to` two points away on a line, if any.
    pub fn jump_dir(self, to: Point) -> Option<usize> {
        (0..6).find(|&d| T.land[self.index()][d] == to.0)
    }

    /// Every point, in index order.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..POINTS as u8).map(Point)
    }

    /// Reads a point name (`i13`, ` D10 `); case and surrounding spaces ignored.
    pub fn parse(text: &str) -> Result<Point, PointError> {
        let t = text.trim();
        let mut chars = t.chars();
        let Some(letter) = chars.next() else {
            return Err(PointError::Unreadable);
        };
        if !letter.is_ascii_alphabetic() {
            return Err(PointError::Unreadable);
        }
        let letter = letter.to_ascii_lowercase() as u8;
        let digits = chars.as_str().trim();
        if digits.is_empty() || digits.len() > 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(PointError::Unreadable);
        }
        let col: u16 = digits.parse().map_err(|_| PointError::Unreadable)?;
        let bad = PointError::OffBoard(BadName { letter, col });
        if !(b'a'..=b'q').contains(&letter) || col > MAX_COL as u16 {
            return Err(bad);
        }
        Point::at(letter - b'a', col as u8).ok_or(bad)
    }

    /// The canonical name, e.g. `i13`.
    pub fn name(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.row()) as char, self.col())
    }
}

/// Iterates the points of a bitboard in index order.
pub fn points(mut bits: u128) -> impl Iterator<Item = Point> {
    std::iter::from_fn(move || {
        if bits == 0 {
            None
        } else {
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Point(i))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    #[test]
    fn star_has_121_points_and_rows_as_in_the_table() {
        assert_eq!(Point::all().count(), 121);
        let counts: Vec<usize> = (0..17)
            .map(|r| Point::all().filter(|q| q.row() == r).count())
            .collect();
        assert_eq!(
            counts,
            [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]
        );
        assert_eq!(p("a13").index(), 0);
        assert_eq!(p("q13").index(), 120);
        assert_eq!(p("i13").to_string(), "i13");
    }

    #[test]
    fn names_round_trip_and_bad_names_are_typed() {
        for q in Point::all() {
            assert_eq!(Point::parse(&q.name()), Ok(q));
        }
        assert_eq!(Point::parse(" D10 "), Ok(p("d10")));
        let off = |l: u8, c: u16| Err(PointError::OffBoard(BadName { letter: l, col: c }));
        assert_eq!(Point::parse("a12"), off(b'a', 12));
        assert_eq!(Point::parse("e2"), off(b'e', 2));
        assert_eq!(Point::parse("r13"), off(b'r', 13));
        assert_eq!(Point::parse("z99"), off(b'z', 99));
        assert_eq!(Point::parse("a"), Err(PointError::Unreadable));
        assert_eq!(Point::parse("13"), Err(PointError::Unreadable));
        assert_eq!(Point::parse(""), Err(PointError::Unreadable));
        assert_eq!(Point::parse("a1x"), Err(PointError::Unreadable));
    }

    #[test]
    fn neighbours_follow_the_six_directions() {
        let mut n: Vec<String> = (0..6)
            .filter_map(|d| p("i13").neighbour(d))
            .map(|q| q.name())
            .collect();
        n.sort();
        assert_eq!(n, ["h12", "h14", "i11", "i15", "j12", "j14"]);
        // the tip has two neighbours, a corner of the hexagon-edge has few
        assert_eq!((0..6).filter_map(|d| p("a13").neighbour(d)).count(), 2);
        assert_eq!((0..6).filter_map(|d| p("e1").neighbour(d)).count(), 2);
        // symmetric
        for q in Point::all() {
            for d in 0..6 {
                if let Some(r) = q.neighbour(d) {
                    assert_eq!(r.neighbour((d + 3) % 6), Some(q));
                }
            }
        }
    }

    #[test]
    fn jumps_move_two_rows_and_two_columns_or_four_columns() {
        assert_eq!(
            p("d12")
                .jump_dir(p("f14"))
                .and_then(|d| p("d12").neighbour(d)),
            Some(p("e13"))
        );
        assert_eq!(
            p("d10")
                .jump_dir(p("f12"))
                .and_then(|d| p("d10").neighbour(d)),
            Some(p("e11"))
        );
        assert_eq!(
            p("i9")
                .jump_dir(p("i13"))
                .and_then(|d| p("i9").neighbour(d)),
            Some(p("i11"))
        );
        assert!(p("d10").jump_dir(p("d14")).is_some());
        assert!(p("a13").jump_dir(p("c15")).is_some());
        assert!(p("a13").landing(0).is_none());
    }

    #[test]
    fn camps_hold_ten_points_each() {
        assert_eq!(RED_CAMP.count_ones(), 10);
        assert_eq!(BLUE_CAMP.count_ones(), 10);
        assert!(points(RED_CAMP).all(|q| q.row() <= 3));
        assert!(points(BLUE_CAMP).all(|q| q.row() >= 13));
    }
}
