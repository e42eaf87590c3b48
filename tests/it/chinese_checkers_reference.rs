//! A deliberately plain reference of Chinese checkers, written from rules.md
//! §2 only (the row table, the six directions, steps and chains of jumps,
//! the win), for the questions drills ask: `legal`, `moves` with `from`,
//! `after` (`captured`, `status`) and `distance`. Points are (row, column)
//! pairs in a set; everything is recomputed by walking.
//!
//! Used by `drill_references.rs` to re-check exported drills.

use std::collections::{BTreeSet, HashSet, VecDeque};

use plyyard::game_api::{About, Ask};

type Pt = (i32, i32);

/// Rows `a`…`q` as rules.md lists them: (first column, last column); the
/// columns of a row go by twos.
const ROWS: [(i32, i32); 17] = [
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

const DIRS: [Pt; 6] = [(0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)];

fn on_star(p: Pt) -> bool {
    (0..17).contains(&p.0) && {
        let (lo, hi) = ROWS[p.0 as usize];
        (lo..=hi).contains(&p.1) && (p.1 - lo) % 2 == 0
    }
}

fn parse(text: &str) -> Option<Pt> {
    let mut chars = text.trim().chars();
    let row = chars.next()? as i32 - 'a' as i32;
    let col: i32 = chars.as_str().parse().ok()?;
    on_star((row, col)).then_some((row, col))
}

fn name(p: Pt) -> String {
    format!("{}{}", (b'a' + p.0 as u8) as char, p.1)
}

fn add(p: Pt, d: Pt, k: i32) -> Pt {
    (p.0 + d.0 * k, p.1 + d.1 * k)
}

struct Board {
    mine: HashSet<Pt>,
    theirs: HashSet<Pt>,
    /// Rows of the mover's target camp.
    target: std::ops::RangeInclusive<i32>,
    partial: bool,
}

impl Board {
    fn occupied(&self, p: Pt) -> bool {
        self.mine.contains(&p) || self.theirs.contains(&p)
    }

    /// Whether `path` is a legal move of the piece on its first point.
    fn legal(&self, path: &[Pt]) -> bool {
        let Some(&start) = path.first() else {
            return false;
        };
        if path.len() < 2 || !self.mine.contains(&start) || path.iter().any(|p| !on_star(*p)) {
            return false;
        }
        // The moving piece has left its start.
        let occ = |p: Pt| p != start && self.occupied(p);
        if path.len() == 2 && DIRS.iter().any(|&d| add(start, d, 1) == path[1]) {
            return !occ(path[1]);
        }
        let mut seen = vec![start];
        for w in path.windows(2) {
            let Some(&d) = DIRS.iter().find(|&&d| add(w[0], d, 2) == w[1]) else {
                return false;
            };
            if !occ(add(w[0], d, 1)) || occ(w[1]) || seen.contains(&w[1]) {
                return false;
            }
            seen.push(w[1]);
        }
        true
    }

    /// Where the piece on `from` can end a move, others fixed.
    fn destinations(&self, from: Pt) -> BTreeSet<Pt> {
        let occ = |p: Pt| p != from && self.occupied(p);
        let mut out = BTreeSet::new();
        for d in DIRS {
            let n = add(from, d, 1);
            if on_star(n) && !occ(n) {
                out.insert(n);
            }
        }
        fn chain(at: Pt, seen: &mut Vec<Pt>, occ: &dyn Fn(Pt) -> bool, out: &mut BTreeSet<Pt>) {
            for d in DIRS {
                let (over, land) = (add(at, d, 1), add(at, d, 2));
                if on_star(land) && occ(over) && !occ(land) && !seen.contains(&land) {
                    out.insert(land);
                    seen.push(land);
                    chain(land, seen, occ, out);
                    seen.pop();
                }
            }
        }
        chain(from, &mut vec![from], &occ, &mut out);
        out
    }

    /// The least number of moves from `from` to `to`, others fixed.
    fn distance(&self, from: Pt, to: Pt) -> Option<u32> {
        let mut seen = HashSet::from([from]);
        let mut queue = VecDeque::from([(from, 0)]);
        while let Some((at, n)) = queue.pop_front() {
            if at == to {
                return Some(n);
            }
            let moved = Board {
                mine: self
                    .mine
                    .iter()
                    .filter(|p| **p != from)
                    .copied()
                    .chain([at])
                    .collect(),
                theirs: self.theirs.clone(),
                target: self.target.clone(),
                partial: self.partial,
            };
            for next in moved.destinations(at) {
                if seen.insert(next) {
                    queue.push_back((next, n + 1));
                }
            }
        }
        None
    }
}

/// The reference's answer, in answer syntax, to a drill question on the
/// `[position]` of its file; `None` where it has none.
pub(crate) fn drill_answer(position: &toml::Table, ask: &Ask) -> Option<String> {
    let points = |key: &str| -> Option<HashSet<Pt>> {
        position
            .get(key)?
            .as_array()?
            .iter()
            .map(|p| parse(p.as_str()?))
            .collect()
    };
    let red_turn = position.get("turn")?.as_str()? == "red";
    let (red, blue) = (points("red")?, points("blue")?);
    let (mine, theirs) = if red_turn { (red, blue) } else { (blue, red) };
    let board = Board {
        mine,
        theirs,
        target: if red_turn { 13..=16 } else { 0..=3 },
        partial: position
            .get("partial")
            .and_then(|p| p.as_bool())
            .unwrap_or(false),
    };
    let path = |text: &str| -> Option<Vec<Pt>> { text.split('-').map(parse).collect() };
    let set = |s: BTreeSet<String>| {
        if s.is_empty() {
            "none".to_string()
        } else {
            s.into_iter().collect::<Vec<_>>().join(" ")
        }
    };
    Some(match ask {
        Ask::Legal { mv } => {
            let legal = path(mv.get_ref()).is_some_and(|p| board.legal(&p));
            if legal { "yes" } else { "no" }.to_string()
        }
        Ask::Moves { from: Some(from) } => {
            let p = parse(from.get_ref())?;
            if !board.mine.contains(&p) {
                return Some("none".to_string());
            }
            set(board.destinations(p).into_iter().map(name).collect())
        }
        Ask::After { moves, about } if moves.len() == 1 => {
            let p = path(moves[0].get_ref())?;
            if !board.legal(&p) {
                return None;
            }
            match about {
                // Jumped pieces stay: nothing is ever removed.
                About::Captured => "none".to_string(),
                About::Status => {
                    let mut mine = board.mine.clone();
                    mine.remove(&p[0]);
                    mine.insert(*p.last()?);
                    let home = mine.len() == 10 && mine.iter().all(|q| board.target.contains(&q.0));
                    if home && !board.partial {
                        if red_turn { "red" } else { "blue" }.to_string()
                    } else {
                        "ongoing".to_string()
                    }
                }
                _ => return None,
            }
        }
        Ask::Distance { from, to } => {
            let (a, b) = (parse(from.get_ref())?, parse(to.get_ref())?);
            match board.distance(a, b) {
                Some(n) => n.to_string(),
                None => "none".to_string(),
            }
        }
        _ => return None,
    })
}

#[test]
fn the_star_has_121_points_and_the_camps_ten_each() {
    let all: Vec<Pt> = (0..17)
        .flat_map(|r| (1..=25).map(move |c| (r, c)))
        .filter(|p| on_star(*p))
        .collect();
    assert_eq!(all.len(), 121);
    assert_eq!(all.iter().filter(|p| p.0 <= 3).count(), 10);
    assert_eq!(all.iter().filter(|p| p.0 >= 13).count(), 10);
    assert_eq!(parse("i13").map(name).as_deref(), Some("i13"));
    assert_eq!(parse("a12"), None);
}
