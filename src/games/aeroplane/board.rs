//! Board geometry and square names: sides, the 52-square ring, the home lanes,
//! progress along a side's route, and the ring's cells on the 15×15 grid.

use std::fmt;

/// The two playing sides. Red moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Red, base in the top-left corner, start square 1.
    Red,
    /// Yellow, base in the bottom-right corner, start square 27.
    Yellow,
}

impl Side {
    /// Both sides, red first.
    pub const BOTH: [Side; 2] = [Side::Red, Side::Yellow];

    /// 0 for red, 1 for yellow.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::Red => Side::Yellow,
            Side::Yellow => Side::Red,
        }
    }

    /// The side's name in files and answers.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Yellow => "yellow",
        }
    }

    /// Reads `red` / `yellow` (any case).
    pub fn parse(text: &str) -> Option<Side> {
        match text.trim().to_ascii_lowercase().as_str() {
            "red" => Some(Side::Red),
            "yellow" => Some(Side::Yellow),
            _ => None,
        }
    }

    /// The ring square where the side's planes enter the board.
    pub const fn start(self) -> u8 {
        match self {
            Side::Red => 1,
            Side::Yellow => 27,
        }
    }

    /// The last ring square of the side's route, where it turns into its lane.
    pub const fn home_entry(self) -> u8 {
        match self {
            Side::Red => 51,
            Side::Yellow => 25,
        }
    }

    /// The letter of the side's lane squares (`R`, `Y`).
    pub const fn lane_letter(self) -> char {
        match self {
            Side::Red => 'R',
            Side::Yellow => 'Y',
        }
    }
}

/// Number of ring squares.
pub const RING: u8 = 52;
/// Progress of the last ring square of a route (the home entry).
pub const LAST_RING: u8 = 50;
/// Progress of `goal`.
pub const GOAL: u8 = 56;
/// Progress value standing for `base` (not on the route).
pub const BASE: u8 = 0xFF;

/// The eight safe squares: the four starts and the four stars.
pub const SAFE: [u8; 8] = [1, 9, 14, 22, 27, 35, 40, 48];
/// The four star squares (each start + 8).
pub const STARS: [u8; 4] = [9, 22, 35, 48];

/// Whether ring square `n` (1..=52) is safe.
pub const fn is_safe(n: u8) -> bool {
    matches!(n, 1 | 9 | 14 | 22 | 27 | 35 | 40 | 48)
}

/// The four ring colours, in the order of rules.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RingColour {
    /// Red (squares 1, 5, 9, …).
    Red,
    /// Green (squares 2, 6, …; green's start is 14).
    Green,
    /// Yellow (squares 3, 7, …; yellow's start is 27).
    Yellow,
    /// Blue (squares 4, 8, …; blue's start is 40).
    Blue,
}

/// The colour of ring square `n`: [red, green, yellow, blue][(n − 1) mod 4].
pub const fn ring_colour(n: u8) -> RingColour {
    match (n - 1) % 4 {
        0 => RingColour::Red,
        1 => RingColour::Green,
        2 => RingColour::Yellow,
        _ => RingColour::Blue,
    }
}

/// A named place for a plane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Square {
    /// In the hangar, waiting for an exit roll.
    Base,
    /// Ring square 1..=52.
    Ring(u8),
    /// Lane square 1..=5 of a side's home lane.
    Lane(Side, u8),
    /// Arrived in the centre.
    Goal,
}

/// A lane name as written, including the colours that do not play (`G`, `B`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParsedSquare {
    /// A square of this edition.
    Square(Square),
    /// A lane of green or blue (`G3`, `B1`), which do not play here.
    OtherLane(char, u8),
}

impl Square {
    /// Reads a square name: `1`…`52` (leading zeros allowed), `R1`…`R5`,
    /// `Y1`…`Y5`, `base`, `goal`, any case. Green and blue lanes are read as
    /// [`ParsedSquare::OtherLane`] so validation can say what is wrong.
    pub fn parse_any(text: &str) -> Option<ParsedSquare> {
        let t = text.trim().to_ascii_lowercase();
        match t.as_str() {
            "base" => return Some(ParsedSquare::Square(Square::Base)),
            "goal" => return Some(ParsedSquare::Square(Square::Goal)),
            _ => {}
        }
        if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            let n: u32 = t.parse().ok()?;
            return (1..=u32::from(RING))
                .contains(&n)
                .then_some(ParsedSquare::Square(Square::Ring(n as u8)));
        }
        let mut chars = t.chars();
        let letter = chars.next()?;
        let rest = chars.as_str();
        if rest.len() != 1 {
            return None;
        }
        let k = rest.parse::<u8>().ok().filter(|k| (1..=5).contains(k))?;
        match letter {
            'r' => Some(ParsedSquare::Square(Square::Lane(Side::Red, k))),
            'y' => Some(ParsedSquare::Square(Square::Lane(Side::Yellow, k))),
            'g' | 'b' => Some(ParsedSquare::OtherLane(letter.to_ascii_uppercase(), k)),
            _ => None,
        }
    }

    /// Reads a square of this edition (see [`Square::parse_any`]).
    pub fn parse(text: &str) -> Option<Square> {
        match Square::parse_any(text)? {
            ParsedSquare::Square(s) => Some(s),
            ParsedSquare::OtherLane(..) => None,
        }
    }

    /// The square reached by `side` at progress `p` (0..=56), or `Base` for [`BASE`].
    pub fn of_progress(side: Side, p: u8) -> Square {
        match p {
            BASE => Square::Base,
            0..=LAST_RING => Square::Ring(ring_at(side, p)),
            GOAL => Square::Goal,
            _ => Square::Lane(side, p - LAST_RING),
        }
    }

    /// The progress of this square on `side`'s route ([`BASE`] for base);
    /// `None` for a lane of the other side and for the one ring square behind the
    /// side's start that its route never visits (52 for red, 26 for yellow).
    pub fn progress(self, side: Side) -> Option<u8> {
        match self {
            Square::Base => Some(BASE),
            Square::Goal => Some(GOAL),
            Square::Ring(n) => {
                let p = (n + RING - side.start()) % RING;
                (p <= LAST_RING).then_some(p)
            }
            Square::Lane(s, k) => (s == side).then_some(LAST_RING + k),
        }
    }
}

/// Ring square at progress `p` (0..=50) of `side`'s route.
pub const fn ring_at(side: Side, p: u8) -> u8 {
    (side.start() - 1 + p) % RING + 1
}

impl fmt::Display for Square {
    /// Canonical names: `12`, `R3`, `Y5`, `base`, `goal`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Square::Base => f.write_str("base"),
            Square::Goal => f.write_str("goal"),
            Square::Ring(n) => write!(f, "{n}"),
            Square::Lane(s, k) => write!(f, "{}{k}", s.lane_letter()),
        }
    }
}

/// A cell of the 15×15 grid, (row, col) counted from 1 at the top-left.
pub type Cell = (u8, u8);

/// The grid cell of each ring square, index `n − 1`.
///
/// Square 1 is (7, 2); the ring runs east along row 7 and turns diagonally at the
/// inner corners after squares 5, 18, 31 and 44 (the classic cross layout).
pub const RING_CELLS: [Cell; 52] = ring_cells();

const fn ring_cells() -> [Cell; 52] {
    // Each leg: first cell and direction; the lengths add up to 52.
    // (row, col, drow, dcol, len)
    const LEGS: [(i8, i8, i8, i8, u8); 12] = [
        (7, 2, 0, 1, 5),   // 1..=5   row 7 east
        (6, 7, -1, 0, 6),  // 6..=11  col 7 north
        (1, 8, 0, 1, 2),   // 12..=13 top edge east
        (2, 9, 1, 0, 5),   // 14..=18 col 9 south
        (7, 10, 0, 1, 6),  // 19..=24 row 7 east
        (8, 15, 1, 0, 2),  // 25..=26 right edge south
        (9, 14, 0, -1, 5), // 27..=31 row 9 west
        (10, 9, 1, 0, 6),  // 32..=37 col 9 south
        (15, 8, 0, -1, 2), // 38..=39 bottom edge west
        (14, 7, -1, 0, 5), // 40..=44 col 7 north
        (9, 6, 0, -1, 6),  // 45..=50 row 9 west
        (8, 1, -1, 0, 2),  // 51..=52 left edge north
    ];
    let mut out = [(0u8, 0u8); 52];
    let mut i = 0;
    let mut leg = 0;
    while leg < LEGS.len() {
        let (r, c, dr, dc, len) = LEGS[leg];
        let mut k = 0;
        while k < len {
            out[i] = ((r + dr * k as i8) as u8, (c + dc * k as i8) as u8);
            i += 1;
            k += 1;
        }
        leg += 1;
    }
    out
}

/// The grid cell of lane square `k` (1..=5) of `side`: red along row 8 from the
/// left edge, yellow along row 8 from the right edge.
pub const fn lane_cell(side: Side, k: u8) -> Cell {
    match side {
        Side::Red => (8, 1 + k),
        Side::Yellow => (8, 15 - k),
    }
}

/// Whether two grid cells touch (orthogonally or diagonally).
pub const fn cells_touch(a: Cell, b: Cell) -> bool {
    let dr = a.0.abs_diff(b.0);
    let dc = a.1.abs_diff(b.1);
    dr <= 1 && dc <= 1 && (dr + dc) > 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_is_a_closed_loop_of_distinct_cells() {
        for n in 0..52 {
            let a = RING_CELLS[n];
            let b = RING_CELLS[(n + 1) % 52];
            assert!(cells_touch(a, b), "{} {:?} -> {:?}", n + 1, a, b);
            assert!((1..=15).contains(&a.0) && (1..=15).contains(&a.1));
            for (m, &other) in RING_CELLS.iter().enumerate().take(n) {
                assert_ne!(other, a, "squares {} and {} share a cell", m + 1, n + 1);
            }
        }
        assert_eq!(RING_CELLS[0], (7, 2));
        // Diagonal turns only after 5, 18, 31, 44.
        for n in 0..52usize {
            let a = RING_CELLS[n];
            let b = RING_CELLS[(n + 1) % 52];
            let diagonal = a.0 != b.0 && a.1 != b.1;
            assert_eq!(
                diagonal,
                [5, 18, 31, 44].contains(&(n + 1)),
                "after {}",
                n + 1
            );
        }
    }

    #[test]
    fn ring_avoids_bases_and_centre() {
        for &(r, c) in &RING_CELLS {
            let in_corner = (r <= 6 || r >= 10) && (c <= 6 || c >= 10);
            assert!(!in_corner, "{r},{c} is in a base");
            assert!(!((7..=9).contains(&r) && (7..=9).contains(&c)));
        }
    }

    #[test]
    fn starts_are_symmetric_and_lanes_hang_off_entries() {
        assert_eq!(RING_CELLS[26], (9, 14));
        assert_eq!(RING_CELLS[13], (2, 9));
        assert_eq!(RING_CELLS[39], (14, 7));
        assert!(cells_touch(RING_CELLS[50], lane_cell(Side::Red, 1)));
        assert!(cells_touch(RING_CELLS[24], lane_cell(Side::Yellow, 1)));
        for side in Side::BOTH {
            for k in 1..=5 {
                assert!(!RING_CELLS.contains(&lane_cell(side, k)));
            }
        }
    }

    #[test]
    fn progress_round_trip() {
        for side in Side::BOTH {
            assert_eq!(Square::of_progress(side, 0), Square::Ring(side.start()));
            assert_eq!(
                Square::of_progress(side, 50),
                Square::Ring(side.home_entry())
            );
            assert_eq!(Square::of_progress(side, 51), Square::Lane(side, 1));
            assert_eq!(Square::of_progress(side, 56), Square::Goal);
            for p in (0..=GOAL).chain([BASE]) {
                let sq = Square::of_progress(side, p);
                assert_eq!(sq.progress(side), Some(p));
            }
        }
        assert_eq!(Square::Lane(Side::Red, 2).progress(Side::Yellow), None);
        // The square between the home entry and the start is off the route.
        assert_eq!(Square::Ring(52).progress(Side::Red), None);
        assert_eq!(Square::Ring(26).progress(Side::Yellow), None);
        assert_eq!(Square::Ring(52).progress(Side::Yellow), Some(25));
    }

    #[test]
    fn names_parse_and_print() {
        for (text, canon) in [
            ("12", "12"),
            ("012", "12"),
            ("r3", "R3"),
            ("Y5", "Y5"),
            ("BASE", "base"),
            (" goal ", "goal"),
            ("52", "52"),
            ("1", "1"),
        ] {
            assert_eq!(Square::parse(text).unwrap().to_string(), canon);
        }
        for bad in ["0", "53", "R0", "R6", "X1", "", "r", "base2", "R12"] {
            assert_eq!(Square::parse_any(bad), None, "{bad}");
        }
        assert_eq!(
            Square::parse_any("g2"),
            Some(ParsedSquare::OtherLane('G', 2))
        );
        assert_eq!(Square::parse("B1"), None);
    }

    #[test]
    fn colours_and_safety() {
        assert_eq!(ring_colour(1), RingColour::Red);
        assert_eq!(ring_colour(14), RingColour::Green);
        assert_eq!(ring_colour(27), RingColour::Yellow);
        assert_eq!(ring_colour(40), RingColour::Blue);
        for n in 1..=RING {
            assert_eq!(is_safe(n), SAFE.contains(&n));
        }
        for s in STARS {
            assert!(is_safe(s));
        }
    }
}
