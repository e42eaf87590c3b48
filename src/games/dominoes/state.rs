//! The position: the line, the two hands, the boneyard, the side to move.

use super::tile::{Oriented, Tile, fits_mask, pip_total, tiles_of};

/// The two players; black opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// First to move.
    Black,
    /// Second to move.
    White,
}

impl Side {
    /// The other side.
    #[inline]
    pub fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    /// 0 for black, 1 for white.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The rules.md name.
    pub fn name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }

    /// Reads a rules.md side name.
    pub fn parse(s: &str) -> Option<Side> {
        match s {
            "black" => Some(Side::Black),
            "white" => Some(Side::White),
            _ => None,
        }
    }
}

/// A group of tiles some of which may be unknown: a hand or the boneyard.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tiles {
    /// The tiles known to be here.
    pub known: u32,
    /// How many more tiles are here, unknown (`?`).
    pub unknown: u8,
}

impl Tiles {
    /// Known tiles only.
    pub fn known(set: u32) -> Tiles {
        Tiles {
            known: set,
            unknown: 0,
        }
    }

    /// How many tiles in all.
    #[inline]
    pub fn count(self) -> u8 {
        (self.known.count_ones() as u8).saturating_add(self.unknown)
    }

    /// No tile at all.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.known == 0 && self.unknown == 0
    }

    /// Every tile is known.
    #[inline]
    pub fn is_known(self) -> bool {
        self.unknown == 0
    }
}

/// Capacity of the line buffer: the line can grow 27 tiles either way.
const CAP: usize = 56;
const MID: u8 = 28;

/// The line of play: oriented tiles left to right, with its two open ends.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Line {
    cells: [u8; CAP],
    head: u8,
    len: u8,
    /// Tiles in the line, as a set.
    pub laid: u32,
}

impl std::fmt::Debug for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.iter().map(|o| o.to_string()))
            .finish()
    }
}

impl Default for Line {
    fn default() -> Self {
        Line {
            cells: [0; CAP],
            head: MID,
            len: 0,
            laid: 0,
        }
    }
}

fn code(o: Oriented) -> u8 {
    o.left * 7 + o.right
}

fn decode(c: u8) -> Oriented {
    Oriented {
        left: c / 7,
        right: c % 7,
    }
}

impl Line {
    /// A line from oriented tiles, left to right (no matching checked). Only
    /// the first 28 are kept: a longer list is no position (validation says
    /// so), and the buffer holds no more.
    pub fn from_tiles(tiles: &[Oriented]) -> Line {
        let mut line = Line::default();
        for &o in tiles.iter().take(super::tile::TILE_COUNT) {
            line.push_right(o);
        }
        line
    }

    /// Number of tiles laid.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Not opened yet.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The tiles left to right.
    pub fn iter(&self) -> impl Iterator<Item = Oriented> + '_ {
        self.cells[self.head as usize..(self.head + self.len) as usize]
            .iter()
            .map(|&c| decode(c))
    }

    /// The leftmost tile.
    pub fn left_tile(&self) -> Option<Oriented> {
        (!self.is_empty()).then(|| decode(self.cells[self.head as usize]))
    }

    /// The rightmost tile.
    pub fn right_tile(&self) -> Option<Oriented> {
        (!self.is_empty()).then(|| decode(self.cells[(self.head + self.len - 1) as usize]))
    }

    /// The open values (left, right), `None` before the opening.
    #[inline]
    pub fn ends(&self) -> Option<(u8, u8)> {
        Some((self.left_tile()?.left, self.right_tile()?.right))
    }

    /// Lays a tile at the left end.
    pub fn push_left(&mut self, o: Oriented) {
        if self.len == 0 {
            self.head = MID;
        } else {
            self.head -= 1;
        }
        self.cells[self.head as usize] = code(o);
        self.len += 1;
        self.laid |= o.tile().bit();
    }

    /// Lays a tile at the right end.
    pub fn push_right(&mut self, o: Oriented) {
        if self.len == 0 {
            self.head = MID;
        }
        self.cells[(self.head + self.len) as usize] = code(o);
        self.len += 1;
        self.laid |= o.tile().bit();
    }
}

/// How the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Still being played.
    Ongoing,
    /// This side laid its last tile.
    EmptyHand(Side),
    /// Both passed in a row: pips left in each hand.
    Blocked {
        /// Black's total.
        black: u16,
        /// White's total.
        white: u16,
    },
}

impl Outcome {
    /// The winner, `None` for a draw or an ongoing game.
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::Ongoing => None,
            Outcome::EmptyHand(s) => Some(s),
            Outcome::Blocked { black, white } if black < white => Some(Side::Black),
            Outcome::Blocked { black, white } if white < black => Some(Side::White),
            Outcome::Blocked { .. } => None,
        }
    }

    /// The game is over.
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }
}

/// A dominoes position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The side to move.
    pub turn: Side,
    /// The line of play.
    pub line: Line,
    /// Hands, by [`Side::index`].
    pub hands: [Tiles; 2],
    /// The boneyard.
    pub boneyard: Tiles,
    /// Consecutive passes (0–2).
    pub passes: u8,
}

impl State {
    /// The mover's hand.
    #[inline]
    pub fn hand(&self) -> Tiles {
        self.hands[self.turn.index()]
    }

    /// Every tile whose place is known (line, known hand tiles, known boneyard).
    pub fn located(&self) -> u32 {
        self.line.laid | self.hands[0].known | self.hands[1].known | self.boneyard.known
    }

    /// The position as `side` sees it: the other hand and the boneyard
    /// become unknown tiles (`?`), their counts kept.
    pub fn seen_by(&self, side: Side) -> State {
        let mut v = *self;
        let other = side.other().index();
        v.hands[other] = Tiles {
            known: 0,
            unknown: self.hands[other].count(),
        };
        v.boneyard = Tiles {
            known: 0,
            unknown: self.boneyard.count(),
        };
        v
    }

    /// Tiles that fit an open end now (none before the opening).
    #[inline]
    pub fn fitting(&self) -> u32 {
        match self.line.ends() {
            Some((l, r)) => fits_mask(l, r),
            None => 0,
        }
    }

    /// The first known tile of the mover's hand that fits, if any.
    pub fn known_playable(&self) -> Option<Tile> {
        tiles_of(self.hand().known & self.fitting()).next()
    }

    /// How the game stands. A blocked game needs both hands known; with
    /// unknown tiles the totals count the known tiles only (validation and
    /// play refuse such positions).
    pub fn outcome(&self) -> Outcome {
        if self.hands[0].is_empty() {
            Outcome::EmptyHand(Side::Black)
        } else if self.hands[1].is_empty() {
            Outcome::EmptyHand(Side::White)
        } else if self.passes >= 2 {
            Outcome::Blocked {
                black: pip_total(self.hands[0].known),
                white: pip_total(self.hands[1].known),
            }
        } else {
            Outcome::Ongoing
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(left: u8, right: u8) -> Oriented {
        Oriented { left, right }
    }

    #[test]
    fn line_grows_both_ways() {
        let mut line = Line::default();
        assert_eq!(line.ends(), None);
        line.push_right(o(2, 5));
        assert_eq!(line.ends(), Some((2, 5)));
        line.push_left(o(1, 2));
        line.push_right(o(5, 5));
        assert_eq!(line.ends(), Some((1, 5)));
        let v: Vec<String> = line.iter().map(|t| t.to_string()).collect();
        assert_eq!(v, ["1-2", "2-5", "5-5"]);
        assert_eq!(line.laid.count_ones(), 3);
    }

    #[test]
    fn line_holds_all_tiles_on_one_side() {
        let mut line = Line::default();
        for i in 0..28 {
            line.push_left(o((i % 7) as u8, (i % 7) as u8));
        }
        assert_eq!(line.len(), 28);
        let mut line = Line::default();
        for i in 0..28 {
            line.push_right(o((i % 7) as u8, (i % 7) as u8));
        }
        assert_eq!(line.len(), 28);
    }

    #[test]
    fn blocked_winner_is_lower_total() {
        assert_eq!(
            Outcome::Blocked {
                black: 9,
                white: 12
            }
            .winner(),
            Some(Side::Black)
        );
        assert_eq!(
            Outcome::Blocked { black: 9, white: 3 }.winner(),
            Some(Side::White)
        );
        assert_eq!(Outcome::Blocked { black: 7, white: 7 }.winner(), None);
    }
}
