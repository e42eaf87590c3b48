//! Moves and their notation: a full path of points joined by `-`, or `pass`.

use std::fmt;

use super::board::{BadName, Point, PointError};

/// Longest path a move can have (a chain of jumps never revisits a point and
/// all its landings lie on one quarter of the star, far fewer than 40 points).
pub const MAX_PATH: usize = 40;

/// The points of a step or a chain of jumps, start first. Small and `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Path {
    len: u8,
    pts: [Point; MAX_PATH],
}

impl Path {
    /// A path made of a single starting point (not yet a move).
    pub fn start(from: Point) -> Path {
        Path {
            len: 1,
            pts: [from; MAX_PATH],
        }
    }

    /// Builds a path from points; `None` if empty or longer than [`MAX_PATH`].
    pub fn from_points(points: &[Point]) -> Option<Path> {
        let (&first, rest) = points.split_first()?;
        if points.len() > MAX_PATH {
            return None;
        }
        let mut p = Path::start(first);
        for &q in rest {
            p.push(q);
        }
        Some(p)
    }

    /// Appends a point (caller keeps the length below [`MAX_PATH`]).
    #[inline]
    pub fn push(&mut self, q: Point) {
        self.pts[self.len as usize] = q;
        self.len += 1;
    }

    /// Removes the last point.
    #[inline]
    pub fn pop(&mut self) {
        self.len -= 1;
    }

    /// The points, start first.
    pub fn points(&self) -> &[Point] {
        &self.pts[..self.len as usize]
    }

    /// Number of points (segments + 1).
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the path is a lone starting point.
    pub fn is_empty(&self) -> bool {
        self.len <= 1
    }

    /// Starting point.
    pub fn from(&self) -> Point {
        self.pts[0]
    }

    /// Final point.
    pub fn to(&self) -> Point {
        self.pts[self.len as usize - 1]
    }

    /// The last point (alias of [`Path::to`] while building).
    #[inline]
    pub fn last(&self) -> Point {
        self.to()
    }

    /// Whether this is a single step to an adjacent point.
    pub fn is_step(&self) -> bool {
        self.len == 2 && self.pts[0].step_dir(self.pts[1]).is_some()
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.points().iter().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Path({self})")
    }
}

/// A move: a path, or `pass` when the side to move has no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// No legal move exists.
    Pass,
    /// A step or a chain of jumps.
    Path(Path),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => f.write_str("pass"),
            Move::Path(p) => write!(f, "{p}"),
        }
    }
}

/// A move as written, before the rules look at it: each point may still be
/// off the board (that is an illegality, reported where the walk meets it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RawMove {
    /// `pass`.
    Pass,
    /// The named points, in order.
    Path(RawPath),
}

/// The written points of a path; never empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawPath(Vec<Result<Point, BadName>>);

impl RawPath {
    /// The written points, in order (at least one).
    pub fn names(&self) -> &[Result<Point, BadName>] {
        &self.0
    }

    /// The starting point as written.
    pub fn first(&self) -> Result<Point, BadName> {
        self.0[0]
    }

    /// The written form of a typed path.
    pub fn of(path: &Path) -> RawPath {
        RawPath(path.points().iter().map(|&q| Ok(q)).collect())
    }
}

/// The text is not a move at all (not `pass`, not points joined by `-`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unreadable;

impl RawMove {
    /// Reads `pass` or `d10-f12-h14` (case and spaces around points ignored;
    /// en/em dashes and the minus sign count as `-`; `passe` and `пас` as `pass`).
    pub fn parse(text: &str) -> Result<RawMove, Unreadable> {
        let t = text
            .trim()
            .replace(['\u{2013}', '\u{2014}', '\u{2212}'], "-");
        let t = t.as_str();
        if ["pass", "passe", "пас"]
            .iter()
            .any(|w| t.to_lowercase() == *w)
        {
            return Ok(RawMove::Pass);
        }
        let mut out = Vec::new();
        for part in t.split('-') {
            match Point::parse(part) {
                Ok(p) => out.push(Ok(p)),
                Err(PointError::OffBoard(b)) => out.push(Err(b)),
                Err(PointError::Unreadable) => return Err(Unreadable),
            }
        }
        Ok(RawMove::Path(RawPath(out)))
    }

    /// The canonical text when every point is on the board.
    pub fn canonical(&self) -> Option<String> {
        match self {
            RawMove::Pass => Some("pass".to_string()),
            RawMove::Path(pts) => {
                let names: Option<Vec<String>> = pts
                    .names()
                    .iter()
                    .map(|p| p.as_ref().ok().map(|q| q.name()))
                    .collect();
                names.map(|n| n.join("-"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        let raw = RawMove::parse(" D10 - f12-h14 ").unwrap();
        assert_eq!(raw.canonical().as_deref(), Some("d10-f12-h14"));
        assert_eq!(RawMove::parse("PASS"), Ok(RawMove::Pass));
        assert_eq!(RawMove::parse("Passe"), Ok(RawMove::Pass));
        assert_eq!(RawMove::parse("пас"), Ok(RawMove::Pass));
        let dashed = RawMove::parse("d10\u{2013}f12\u{2014}h14").unwrap();
        assert_eq!(dashed.canonical().as_deref(), Some("d10-f12-h14"));
        assert_eq!(RawMove::parse("d10--e11"), Err(Unreadable));
        assert_eq!(RawMove::parse("hello"), Err(Unreadable));
        let RawMove::Path(pts) = RawMove::parse("d10-a12").unwrap() else {
            panic!()
        };
        assert!(pts.names()[1].is_err());
        let pts: Vec<Point> = ["d10", "f12", "h14"]
            .iter()
            .map(|s| Point::parse(s).unwrap())
            .collect();
        let path = Path::from_points(&pts).unwrap();
        assert_eq!(Move::Path(path).to_string(), "d10-f12-h14");
        assert_eq!(path.from().name(), "d10");
        assert_eq!(path.to().name(), "h14");
        assert!(!path.is_step());
    }
}
