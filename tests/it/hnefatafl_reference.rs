//! Differential test: a deliberately simple reference implementation of the
//! Fetlar 11×11 rules (and of the four traps), written from rules.md §4 and
//! guide 004 only, compared with the engine through the exercise layer.
//!
//! The reference uses a plain `[[Cell; 11]; 11]` board and recomputes
//! everything by walking squares. Where rules.md is silent it follows the
//! engine's *documented* decisions (module docs of `game.rs`, `rules.rs`,
//! `setup.rs`), restated here:
//! - the king is captured only when the attacker that just arrived is one of
//!   the pieces enclosing him (a ring the king walked into stays harmless);
//! - `captured` lists every square emptied during the sequence, the king's
//!   square included when he is taken;
//! - once the game is over (king captured, king on an escape square, quiet =
//!   100) there is no legal move; a side to move without a legal move loses;
//! - `king-routes`: escape squares the king reaches in one move, whoever is to
//!   move;
//! - `edge-escape`: every edge square is an escape square, a king already on
//!   the edge has escaped;
//! - `weak-king`: after a black move placing an attacker next to the king, he
//!   is taken if the square beyond him on that line holds an attacker, is a
//!   corner or is the empty throne (on the edge too); the four-side capture
//!   still applies;
//! - `self-capture`: after the mover's own captures, a moved *soldier* between
//!   two squares hostile to him on a line is removed (never the king);
//! - `shieldwall`: the move brings a piece to one end of an edge row of two or
//!   more enemy pieces, the other end is a mover's piece or a corner, every
//!   soldier of the row has a mover's piece in front of it; a king in the row
//!   counts for its length, needs nothing in front and is not taken.
//!
//! Reference choices where even those are silent (checked against the engine):
//! - a move by the king (even into a corner) captures like any other move;
//! - "a piece of the mover" includes the king (white's bracketing piece, the
//!   piece in front of a shield-wall soldier);
//! - any removal (self-capture included) resets the quiet counter;
//! - end of game precedence: king captured, then escape, then quiet = 100,
//!   then no legal move.
//!
//! Positions: random playouts from the start (under the edition or a trap),
//! sparse boards (king near the throne, an edge or a corner), edge rows ready
//! for a shield wall, a king with attackers on some sides and one more coming,
//! and a side to move with one or two hemmed-in pieces; `quiet` is often set
//! near 100. Each position is compared under the edition and every trap on
//! `status`, `moves` (with and without `from`), `king-routes`, `legal` (random
//! pairs, and every eventful move with its right and a wrong capture suffix),
//! and `after` (`captured`, `turn`, `status`) for every capturing or ending
//! move, a sample of the others, a few illegal moves and short sequences.
//!
//! Disagreement found (engine fixed, see `rule_tests.rs`): under `shieldwall`
//! the king arriving in a corner closed only rows along the rank, never along
//! the file, although a corner lies on both edges.

use std::collections::BTreeSet;

use plyyard::exercise::{self, Source, Texts};
use plyyard::game_api::{About, Answer, Ask, Position, Status};
use proptest::prelude::*;
use toml::Spanned;

// ---------------------------------------------------------------------------
// The reference
// ---------------------------------------------------------------------------

const N: i32 = 11;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    Empty,
    Att,
    Def,
    King,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Side {
    Black,
    White,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }
    fn name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }
}

fn owner(c: Cell) -> Option<Side> {
    match c {
        Cell::Empty => None,
        Cell::Att => Some(Side::Black),
        Cell::Def | Cell::King => Some(Side::White),
    }
}

/// (file, rank), both 0..11.
pub(crate) type Sq = (i32, i32);

const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

fn on_board(s: Sq) -> bool {
    (0..N).contains(&s.0) && (0..N).contains(&s.1)
}
fn add(s: Sq, d: (i32, i32)) -> Sq {
    (s.0 + d.0, s.1 + d.1)
}
fn is_throne(s: Sq) -> bool {
    s == (5, 5)
}
fn is_corner(s: Sq) -> bool {
    (s.0 == 0 || s.0 == N - 1) && (s.1 == 0 || s.1 == N - 1)
}
fn is_edge(s: Sq) -> bool {
    s.0 == 0 || s.0 == N - 1 || s.1 == 0 || s.1 == N - 1
}
pub(crate) fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}
pub(crate) fn parse_sq(t: &str) -> Sq {
    let f = (t.as_bytes()[0] - b'a') as i32;
    let r: i32 = t[1..].parse().unwrap();
    (f, r - 1)
}
/// Names sorted by name order (file, then rank), as in capture suffixes.
fn names(set: &BTreeSet<Sq>) -> Vec<String> {
    set.iter().map(|s| name(*s)).collect()
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Rules {
    edge_escape: bool,
    weak_king: bool,
    self_capture: bool,
    shieldwall: bool,
}

const TRAPS: [Option<&str>; 5] = [
    None,
    Some("edge-escape"),
    Some("weak-king"),
    Some("self-capture"),
    Some("shieldwall"),
];

pub(crate) fn rules_for(trap: Option<&str>) -> Rules {
    let mut r = Rules::default();
    match trap {
        None => {}
        Some("edge-escape") => r.edge_escape = true,
        Some("weak-king") => r.weak_king = true,
        Some("self-capture") => r.self_capture = true,
        Some("shieldwall") => r.shieldwall = true,
        Some(other) => panic!("unknown trap {other}"),
    }
    r
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum St {
    Ongoing,
    Won(Side),
    Draw,
}

#[derive(Clone, Debug)]
pub(crate) struct Pos {
    board: [[Cell; 11]; 11],
    turn: Side,
    quiet: u32,
    king_captured: bool,
}

impl Pos {
    fn at(&self, s: Sq) -> Cell {
        self.board[s.0 as usize][s.1 as usize]
    }
    fn set(&mut self, s: Sq, c: Cell) {
        self.board[s.0 as usize][s.1 as usize] = c;
    }
    fn squares() -> impl Iterator<Item = Sq> {
        (0..N).flat_map(|f| (0..N).map(move |r| (f, r)))
    }
    fn king(&self) -> Option<Sq> {
        Self::squares().find(|s| self.at(*s) == Cell::King)
    }
    fn list(&self, c: Cell) -> Vec<Sq> {
        Self::squares().filter(|s| self.at(*s) == c).collect()
    }

    pub(crate) fn start() -> Pos {
        let mut p = Pos {
            board: [[Cell::Empty; 11]; 11],
            turn: Side::Black,
            quiet: 0,
            king_captured: false,
        };
        for s in "d1 e1 f1 g1 h1 f2 d11 e11 f11 g11 h11 f10 a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6"
            .split(' ')
        {
            p.set(parse_sq(s), Cell::Att);
        }
        for s in "f4 e5 f5 g5 d6 e6 g6 h6 e7 f7 g7 f8".split(' ') {
            p.set(parse_sq(s), Cell::Def);
        }
        p.set(parse_sq("f6"), Cell::King);
        p
    }

    fn escaped(&self, rules: &Rules) -> bool {
        match self.king() {
            Some(k) => is_corner(k) || (rules.edge_escape && is_edge(k)),
            None => false,
        }
    }

    /// The game's end by capture, escape or the quiet counter.
    fn finished(&self, rules: &Rules) -> Option<St> {
        if self.king_captured {
            Some(St::Won(Side::Black))
        } else if self.escaped(rules) {
            Some(St::Won(Side::White))
        } else if self.quiet >= 100 {
            Some(St::Draw)
        } else {
            None
        }
    }

    /// Every square the piece on `from` could slide to (whoever is to move).
    fn reach(&self, from: Sq) -> Vec<Sq> {
        let piece = self.at(from);
        let mut out = Vec::new();
        for d in DIRS {
            let mut s = add(from, d);
            while on_board(s) && self.at(s) == Cell::Empty {
                let restricted = is_throne(s) || is_corner(s);
                if !restricted || piece == Cell::King {
                    out.push(s);
                }
                s = add(s, d);
            }
        }
        out
    }

    pub(crate) fn legal_moves(&self, rules: &Rules) -> Vec<(Sq, Sq)> {
        if self.finished(rules).is_some() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for from in Self::squares() {
            if owner(self.at(from)) == Some(self.turn) {
                for to in self.reach(from) {
                    out.push((from, to));
                }
            }
        }
        out
    }

    pub(crate) fn status(&self, rules: &Rules) -> St {
        if let Some(st) = self.finished(rules) {
            st
        } else if self.legal_moves(rules).is_empty() {
            St::Won(self.turn.other())
        } else {
            St::Ongoing
        }
    }

    /// Whether `s` is hostile to a soldier of side `victim`.
    fn hostile_to_soldier(&self, s: Sq, victim: Side) -> bool {
        if !on_board(s) {
            return false;
        }
        if owner(self.at(s)) == Some(victim.other()) || is_corner(s) {
            return true;
        }
        if is_throne(s) {
            return match victim {
                Side::Black => true,
                Side::White => self.at(s) == Cell::Empty,
            };
        }
        false
    }

    /// Plays a legal move; returns the new position and the emptied squares.
    pub(crate) fn play(&self, rules: &Rules, from: Sq, to: Sq) -> (Pos, BTreeSet<Sq>) {
        let mover = self.turn;
        let enemy = mover.other();
        let enemy_soldier = match mover {
            Side::Black => Cell::Def,
            Side::White => Cell::Att,
        };
        let mut p = self.clone();
        let piece = p.at(from);
        p.set(from, Cell::Empty);
        p.set(to, piece);
        let mut taken: BTreeSet<Sq> = BTreeSet::new();

        // custodial captures of soldiers next to the moved piece
        for d in DIRS {
            let n = add(to, d);
            if on_board(n) && p.at(n) == enemy_soldier && p.hostile_to_soldier(add(n, d), enemy) {
                taken.insert(n);
            }
        }

        // shield walls along the edge
        if rules.shieldwall && is_edge(to) {
            for d in DIRS {
                // the row must run along the edge line that holds `to`
                let inward = if d.0 != 0 {
                    if to.1 == 0 {
                        (0, 1)
                    } else if to.1 == N - 1 {
                        (0, -1)
                    } else {
                        continue;
                    }
                } else if to.0 == 0 {
                    (1, 0)
                } else if to.0 == N - 1 {
                    (-1, 0)
                } else {
                    continue;
                };
                let mut row = Vec::new();
                let mut s = add(to, d);
                while on_board(s) && owner(p.at(s)) == Some(enemy) {
                    row.push(s);
                    s = add(s, d);
                }
                if row.len() < 2 || !on_board(s) {
                    continue;
                }
                if !(owner(p.at(s)) == Some(mover) || is_corner(s)) {
                    continue;
                }
                let fronted = row
                    .iter()
                    .filter(|r| p.at(**r) != Cell::King)
                    .all(|r| owner(p.at(add(*r, inward))) == Some(mover));
                if fronted {
                    for r in row {
                        if p.at(r) != Cell::King {
                            taken.insert(r);
                        }
                    }
                }
            }
        }

        // the king
        let mut king_taken = None;
        if mover == Side::Black
            && let Some(k) = p.king()
        {
            let adjacent = DIRS.iter().any(|d| add(to, *d) == k);
            if adjacent {
                let ring = DIRS.iter().all(|d| {
                    let n = add(k, *d);
                    on_board(n)
                        && (p.at(n) == Cell::Att || (is_throne(n) && p.at(n) == Cell::Empty))
                });
                let beyond = (2 * k.0 - to.0, 2 * k.1 - to.1);
                let weak = rules.weak_king
                    && on_board(beyond)
                    && (p.at(beyond) == Cell::Att
                        || is_corner(beyond)
                        || (is_throne(beyond) && p.at(beyond) == Cell::Empty));
                if ring || weak {
                    king_taken = Some(k);
                }
            }
        }

        for s in &taken {
            p.set(*s, Cell::Empty);
        }
        if let Some(k) = king_taken {
            p.set(k, Cell::Empty);
            p.king_captured = true;
            taken.insert(k);
        }

        // the moved soldier itself, under `self-capture`
        if rules.self_capture && piece != Cell::King {
            let sandwiched = [((0, 1), (0, -1)), ((1, 0), (-1, 0))].iter().any(|(a, b)| {
                p.hostile_to_soldier(add(to, *a), mover) && p.hostile_to_soldier(add(to, *b), mover)
            });
            if sandwiched {
                p.set(to, Cell::Empty);
                taken.insert(to);
            }
        }

        p.quiet = if taken.is_empty() { p.quiet + 1 } else { 0 };
        p.turn = enemy;
        (p, taken)
    }

    fn king_routes(&self, rules: &Rules) -> BTreeSet<Sq> {
        let Some(k) = self.king() else {
            return BTreeSet::new();
        };
        self.reach(k)
            .into_iter()
            .filter(|s| is_corner(*s) || (rules.edge_escape && is_edge(*s)))
            .collect()
    }

    /// Whether the setup would be rejected: white to move with the king ringed.
    fn king_enclosed(&self) -> bool {
        let Some(k) = self.king() else { return false };
        self.turn == Side::White
            && DIRS.iter().all(|d| {
                let n = add(k, *d);
                on_board(n) && self.at(n) == Cell::Att
            })
    }

    fn toml(&self) -> String {
        let list = |c: Cell| {
            self.list(c)
                .iter()
                .map(|s| format!("\"{}\"", name(*s)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "format = 1\ngame = \"hnefatafl\"\n\n[position]\nturn = \"{}\"\nattackers = [{}]\n\
             defenders = [{}]\nking = \"{}\"\nquiet = {}\n\n[[question]]\nask = \"status\"\n",
            self.turn.name(),
            list(Cell::Att),
            list(Cell::Def),
            name(self.king().expect("a loaded position has its king")),
            self.quiet
        )
    }
}

fn mv_name(m: (Sq, Sq)) -> String {
    format!("{}-{}", name(m.0), name(m.1))
}

pub(crate) fn st_word(s: St) -> &'static str {
    match s {
        St::Ongoing => "ongoing",
        St::Won(side) => side.name(),
        St::Draw => "draw",
    }
}

// ---------------------------------------------------------------------------
// Random positions
// ---------------------------------------------------------------------------

/// SplitMix64: enough randomness, no dependency on the engine's helpers.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn range(&mut self, lo: i32, hi: i32) -> i32 {
        lo + self.below((hi - lo + 1) as u64) as i32
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, v: &[T]) -> T {
        v[self.below(v.len() as u64) as usize]
    }
}

fn random_quiet(rng: &mut Rng, natural: u32) -> u32 {
    match rng.below(10) {
        0..=2 => rng.range(95, 100) as u32,
        3 => rng.range(0, 100) as u32,
        _ => natural.min(100),
    }
}

/// Random legal moves from the start (under the edition or a trap), stopped
/// before the game ends.
fn playout_position(rng: &mut Rng) -> Pos {
    let rules = rules_for(TRAPS[rng.below(5) as usize]);
    let plies = rng.below(160);
    let mut p = Pos::start();
    for _ in 0..plies {
        let moves = p.legal_moves(&rules);
        if moves.is_empty() {
            break;
        }
        // prefer capturing moves now and then, so that boards thin out
        let mut m = rng.pick(&moves);
        if rng.chance(30) {
            let capturing: Vec<_> = moves
                .iter()
                .copied()
                .filter(|m| !p.play(&rules, m.0, m.1).1.is_empty())
                .collect();
            if !capturing.is_empty() {
                m = rng.pick(&capturing);
            }
        }
        let (next, _) = p.play(&rules, m.0, m.1);
        if next.king_captured || next.escaped(&Rules::default()) || next.quiet >= 100 {
            break;
        }
        p = next;
    }
    p.quiet = random_quiet(rng, p.quiet);
    p
}

/// A square near `c` (within `r` on each axis), on the board.
fn near(rng: &mut Rng, c: Sq, r: i32) -> Sq {
    let s = (c.0 + rng.range(-r, r), c.1 + rng.range(-r, r));
    (s.0.clamp(0, N - 1), s.1.clamp(0, N - 1))
}

fn edge_square(rng: &mut Rng) -> Sq {
    let t = rng.range(0, N - 1);
    match rng.below(4) {
        0 => (t, 0),
        1 => (t, N - 1),
        2 => (0, t),
        _ => (N - 1, t),
    }
}

const CORNER_LIST: [Sq; 4] = [(0, 0), (0, 10), (10, 0), (10, 10)];

/// Few pieces, the king near the throne, an edge or a corner, the others
/// mostly around him or on the edges.
fn sparse_position(rng: &mut Rng) -> Pos {
    let mut p = Pos {
        board: [[Cell::Empty; 11]; 11],
        turn: if rng.chance(50) {
            Side::Black
        } else {
            Side::White
        },
        quiet: 0,
        king_captured: false,
    };
    let king = match rng.below(10) {
        0..=2 => near(rng, (5, 5), 2),
        3..=5 => edge_square(rng),
        6..=8 => {
            let c = rng.pick(&CORNER_LIST);
            near(rng, c, 2)
        }
        _ => (rng.range(0, 10), rng.range(0, 10)),
    };
    // a king on a corner (a finished game) only now and then
    let king = if is_corner(king) && rng.chance(70) {
        (king.0.clamp(1, 9), king.1)
    } else {
        king
    };
    p.set(king, Cell::King);
    let attackers = rng.range(1, 10);
    let defenders = rng.range(0, 6);
    for (count, cell) in [(attackers, Cell::Att), (defenders, Cell::Def)] {
        for _ in 0..count {
            for _try in 0..10 {
                let s = match rng.below(10) {
                    0..=4 => near(rng, king, 2),
                    5..=6 => edge_square(rng),
                    7 => near(rng, (5, 5), 1),
                    _ => (rng.range(0, 10), rng.range(0, 10)),
                };
                if p.at(s) == Cell::Empty && !is_throne(s) && !is_corner(s) {
                    p.set(s, cell);
                    break;
                }
            }
        }
    }
    if p.king_enclosed() {
        p.turn = Side::Black;
    }
    let natural = rng.range(0, 40) as u32;
    p.quiet = random_quiet(rng, natural);
    p
}

fn empty_pos(rng: &mut Rng) -> Pos {
    Pos {
        board: [[Cell::Empty; 11]; 11],
        turn: if rng.chance(50) {
            Side::Black
        } else {
            Side::White
        },
        quiet: 0,
        king_captured: false,
    }
}

/// Puts `c` on `s` if the square is free and allowed; tells whether it did.
fn put(p: &mut Pos, s: Sq, c: Cell) -> bool {
    let allowed = c == Cell::King || !(is_throne(s) || is_corner(s));
    if on_board(s) && allowed && p.at(s) == Cell::Empty {
        p.set(s, c);
        true
    } else {
        false
    }
}

fn soldier(side: Side) -> Cell {
    match side {
        Side::Black => Cell::Att,
        Side::White => Cell::Def,
    }
}

/// Up to `most` more soldiers anywhere, a king if there is none, a valid turn.
fn finish(p: &mut Pos, rng: &mut Rng, most: i32) {
    let extra = rng.range(0, most);
    if p.king().is_none() {
        for _ in 0..50 {
            let s = if rng.chance(50) {
                near(rng, (5, 5), 2)
            } else {
                (rng.range(1, 9), rng.range(1, 9))
            };
            if put(p, s, Cell::King) {
                break;
            }
        }
    }
    for _ in 0..extra {
        let c = if rng.chance(60) { Cell::Att } else { Cell::Def };
        let s = (rng.range(0, 10), rng.range(0, 10));
        put(p, s, c);
    }
    if p.king_enclosed() {
        p.turn = Side::Black;
    }
    let natural = rng.range(0, 60) as u32;
    p.quiet = random_quiet(rng, natural);
}

/// A row of enemy pieces along an edge, mostly fronted by the mover's pieces,
/// with a bracketing piece ready to close it (shield walls).
fn wall_position(rng: &mut Rng) -> Pos {
    let mut p = empty_pos(rng);
    let mover = p.turn;
    let victim = mover.other();
    // the edge: `along` runs the row, `inward` points into the board
    let (origin, along, inward) = match rng.below(4) {
        0 => ((0, 0), (1, 0), (0, 1)),
        1 => ((0, 10), (1, 0), (0, -1)),
        2 => ((0, 0), (0, 1), (1, 0)),
        _ => ((10, 0), (0, 1), (-1, 0)),
    };
    let at = |t: i32, depth: i32| {
        (
            origin.0 + along.0 * t + inward.0 * depth,
            origin.1 + along.1 * t + inward.1 * depth,
        )
    };
    let len = rng.range(2, 5);
    let start = rng.range(0, 10 - len);
    let king_in_row = victim == Side::White && rng.chance(30);
    let king_at = rng.range(start, start + len - 1);
    for t in start..start + len {
        let c = if king_in_row && t == king_at {
            Cell::King
        } else {
            soldier(victim)
        };
        put(&mut p, at(t, 0), c);
        if rng.chance(85) {
            let front = if mover == Side::White && p.king().is_none() && rng.chance(15) {
                Cell::King
            } else {
                soldier(mover)
            };
            put(&mut p, at(t, 1), front);
        }
    }
    // the ends: one closed (piece or corner), one open with a piece coming
    let (lo, hi) = (start - 1, start + len);
    let (closed, open) = if rng.chance(50) { (lo, hi) } else { (hi, lo) };
    if rng.chance(80) {
        let c = if mover == Side::White && p.king().is_none() && rng.chance(20) {
            Cell::King
        } else {
            soldier(mover)
        };
        put(&mut p, at(closed, 0), c);
    }
    if (0..=10).contains(&open) {
        let c = if mover == Side::White && p.king().is_none() && rng.chance(20) {
            Cell::King
        } else {
            soldier(mover)
        };
        if rng.chance(60) {
            // arriving from the inside
            put(&mut p, at(open, rng.range(1, 4)), c);
        } else {
            // sliding along the edge
            let step = if open == lo { -1 } else { 1 };
            put(&mut p, at(open + step * rng.range(1, 3), 0), c);
        }
    }
    finish(&mut p, rng, 5);
    p
}

/// The king with attackers on some of his sides and one more coming (king
/// captures, the throne's part, `weak-king`).
fn ring_position(rng: &mut Rng) -> Pos {
    let mut p = empty_pos(rng);
    if rng.chance(80) {
        p.turn = Side::Black;
    }
    let king = match rng.below(4) {
        0 => (5, 5),
        1 => near(rng, (5, 5), 1),
        2 => edge_square(rng),
        _ => (rng.range(0, 10), rng.range(0, 10)),
    };
    put(&mut p, king, Cell::King);
    let open = rng.pick(&DIRS);
    for d in DIRS {
        let n = add(king, d);
        if d == open {
            continue;
        }
        match rng.below(10) {
            0..=6 => {
                put(&mut p, n, Cell::Att);
            }
            7 => {
                put(&mut p, n, Cell::Def);
            }
            _ => {}
        }
    }
    // an attacker that can step into the open side, or beyond it (weak king)
    let gap = add(king, open);
    if on_board(gap) {
        let side = if rng.chance(50) {
            (open.1, open.0)
        } else {
            (-open.1, -open.0)
        };
        let dist = rng.range(1, 4);
        let from = if rng.chance(70) {
            (gap.0 + side.0 * dist, gap.1 + side.1 * dist)
        } else {
            (gap.0 + open.0 * dist, gap.1 + open.1 * dist)
        };
        put(&mut p, from, Cell::Att);
    }
    finish(&mut p, rng, 6);
    p
}

/// The side to move with one or two pieces, hemmed in (a side without moves).
fn boxed_position(rng: &mut Rng) -> Pos {
    let mut p = empty_pos(rng);
    let mover = p.turn;
    let enemy = soldier(mover.other());
    for i in 0..rng.range(1, 2) {
        let c = if mover == Side::White && i == 0 {
            Cell::King
        } else {
            soldier(mover)
        };
        let s = if rng.chance(70) {
            edge_square(rng)
        } else {
            let corner = rng.pick(&CORNER_LIST);
            near(rng, corner, 1)
        };
        if !put(&mut p, s, c) {
            continue;
        }
        for d in DIRS {
            if rng.chance(90) {
                let fill = if rng.chance(85) {
                    enemy
                } else {
                    soldier(mover)
                };
                put(&mut p, add(s, d), fill);
            }
        }
    }
    finish(&mut p, rng, 2);
    p
}

// ---------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------

fn sp(s: &str) -> Spanned<String> {
    Spanned::new(0..s.len(), s.to_string())
}

fn set_of<I: IntoIterator<Item = String>>(items: I) -> Answer {
    Answer::Set(items.into_iter().collect())
}

struct Checker<'a> {
    pos: &'a Pos,
    engine: &'a dyn Position,
    toml: &'a str,
    compared: usize,
}

impl Checker<'_> {
    fn same(&mut self, trap: Option<&str>, ask: &Ask, reference: Result<Answer, ()>) {
        self.compared += 1;
        let got = self
            .engine
            .answer(ask, trap.map(crate::common::trap))
            .map_err(|_| ());
        assert_eq!(
            got, reference,
            "\ndisagreement under {trap:?} on {ask:?}\nengine: {got:?}\nreference: {reference:?}\n{}",
            self.toml
        );
    }

    fn after(&mut self, trap: Option<&str>, rules: &Rules, seq: &[(Sq, Sq)], written: &[String]) {
        // the reference plays the sequence, failing on the first illegal move
        let mut p = self.pos.clone();
        let mut taken = BTreeSet::new();
        let mut ok = true;
        for m in seq {
            if !p.legal_moves(rules).contains(m) {
                ok = false;
                break;
            }
            let (next, t) = p.play(rules, m.0, m.1);
            taken.extend(t);
            p = next;
        }
        let moves: Vec<Spanned<String>> = written.iter().map(|w| sp(w)).collect();
        for about in [About::Captured, About::Turn, About::Status] {
            let reference = if !ok {
                Err(())
            } else {
                Ok(match about {
                    About::Captured => set_of(names(&taken)),
                    About::Turn => Answer::Side(p.turn.name()),
                    _ => Answer::Status(match p.status(rules) {
                        St::Ongoing => Status::Ongoing,
                        St::Won(side) => Status::Won(side.name()),
                        St::Draw => Status::Draw,
                    }),
                })
            };
            let ask = Ask::After {
                moves: moves.clone(),
                about,
            };
            self.same(trap, &ask, reference);
        }
    }
}

/// Compares every question on one position; returns the number of answers compared.
fn compare(pos: &Pos, rng: &mut Rng) -> usize {
    let toml = pos.toml();
    let ex = exercise::load(
        "reference",
        Source::new("reference.toml", toml.clone()),
        Texts::None,
    )
    .unwrap_or_else(|e| panic!("the engine rejects a valid position: {e:?}\n{toml}"));
    let mut c = Checker {
        pos,
        engine: ex.position.as_ref(),
        toml: &toml,
        compared: 0,
    };
    assert_eq!(c.engine.to_move(), pos.turn.name(), "{toml}");
    for trap in TRAPS {
        let rules = rules_for(trap);
        let status = pos.status(&rules);
        c.same(
            trap,
            &Ask::Status,
            Ok(Answer::Status(match status {
                St::Ongoing => Status::Ongoing,
                St::Won(side) => Status::Won(side.name()),
                St::Draw => Status::Draw,
            })),
        );
        if trap.is_none() {
            assert_eq!(c.engine.status().word(), st_word(status), "{toml}");
        }

        let legal = pos.legal_moves(&rules);
        c.same(
            trap,
            &Ask::Moves { from: None },
            Ok(set_of(legal.iter().map(|m| mv_name(*m)))),
        );
        c.same(
            trap,
            &Ask::KingRoutes,
            Ok(set_of(names(&pos.king_routes(&rules)))),
        );

        // destinations from every piece and a few other squares
        for from in Pos::squares() {
            if pos.at(from) != Cell::Empty || rng.chance(5) {
                let dests = legal.iter().filter(|m| m.0 == from).map(|m| name(m.1));
                c.same(
                    trap,
                    &Ask::Moves {
                        from: Some(sp(&name(from))),
                    },
                    Ok(set_of(dests)),
                );
            }
        }

        // `legal` for random pairs, mostly plausible ones
        for _ in 0..40 {
            let from = if rng.chance(70) {
                let own: Vec<Sq> = Pos::squares()
                    .filter(|s| owner(pos.at(*s)).is_some())
                    .collect();
                rng.pick(&own)
            } else {
                (rng.range(0, 10), rng.range(0, 10))
            };
            let to = if rng.chance(70) {
                if rng.chance(50) {
                    (from.0, rng.range(0, 10))
                } else {
                    (rng.range(0, 10), from.1)
                }
            } else {
                (rng.range(0, 10), rng.range(0, 10))
            };
            let m = (from, to);
            c.same(
                trap,
                &Ask::Legal {
                    mv: sp(&mv_name(m)),
                },
                Ok(Answer::YesNo(legal.contains(&m))),
            );
            if !legal.contains(&m) && rng.chance(20) {
                c.after(trap, &rules, &[m], &[mv_name(m)]);
            }
        }

        // every move that takes something or ends the game, and a sample of the others
        for &m in &legal {
            let (next, taken) = pos.play(&rules, m.0, m.1);
            let eventful = !taken.is_empty() || next.status(&rules) != St::Ongoing;
            if eventful || rng.chance(15) {
                c.after(trap, &rules, &[m], &[mv_name(m)]);
                // the capture suffix is checked: the right one and a wrong one
                let suffix = names(&taken).join("/");
                let right = if taken.is_empty() {
                    mv_name(m)
                } else {
                    format!("{}x{}", mv_name(m), suffix)
                };
                c.same(
                    trap,
                    &Ask::Legal { mv: sp(&right) },
                    Ok(Answer::YesNo(true)),
                );
                let wrong_sq = if taken.len() > 1 && rng.chance(50) {
                    // drop one of several
                    names(&taken)[1..].join("/")
                } else {
                    // add the square just left, which nothing can empty
                    let mut more = taken.clone();
                    more.insert(m.0);
                    names(&more).join("/")
                };
                let wrong = format!("{}x{}", mv_name(m), wrong_sq);
                c.same(
                    trap,
                    &Ask::Legal { mv: sp(&wrong) },
                    Ok(Answer::YesNo(false)),
                );
            }
        }

        // a few short sequences
        for _ in 0..3 {
            let len = rng.range(2, 5) as usize;
            let mut p = pos.clone();
            let mut seq = Vec::new();
            for _ in 0..len {
                let moves = p.legal_moves(&rules);
                if moves.is_empty() {
                    break;
                }
                let m = rng.pick(&moves);
                seq.push(m);
                p = p.play(&rules, m.0, m.1).0;
            }
            if seq.is_empty() {
                continue;
            }
            // sometimes one more move past the end of the game, or an illegal one
            if p.legal_moves(&rules).is_empty() || rng.chance(10) {
                let from = (rng.range(0, 10), rng.range(0, 10));
                seq.push((from, (from.0, rng.range(0, 10))));
            }
            let written: Vec<String> = seq.iter().map(|m| mv_name(*m)).collect();
            c.after(trap, &rules, &seq, &written);
        }
    }
    c.compared
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(80)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), max_shrink_iters: 32, ..ProptestConfig::default() })]

    #[test]
    fn engine_agrees_with_reference_after_playouts(seed in any::<u64>()) {
        let mut rng = Rng(seed);
        let pos = playout_position(&mut rng);
        compare(&pos, &mut rng);
    }

    #[test]
    fn engine_agrees_with_reference_on_sparse_positions(seed in any::<u64>()) {
        let mut rng = Rng(seed);
        let pos = sparse_position(&mut rng);
        compare(&pos, &mut rng);
    }

    #[test]
    fn engine_agrees_with_reference_on_edge_rows(seed in any::<u64>()) {
        let mut rng = Rng(seed);
        let pos = wall_position(&mut rng);
        compare(&pos, &mut rng);
    }

    #[test]
    fn engine_agrees_with_reference_around_the_king(seed in any::<u64>()) {
        let mut rng = Rng(seed);
        let pos = ring_position(&mut rng);
        compare(&pos, &mut rng);
    }

    #[test]
    fn engine_agrees_with_reference_on_hemmed_in_sides(seed in any::<u64>()) {
        let mut rng = Rng(seed);
        let pos = boxed_position(&mut rng);
        compare(&pos, &mut rng);
    }
}

/// Long mode (`cargo test --release -- --ignored`): `LONG_POSITIONS` random
/// positions (default 100 000), the five kinds in turn.
#[test]
#[ignore]
fn long_run_against_the_reference() {
    let n: u64 = std::env::var("LONG_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let kinds: [fn(&mut Rng) -> Pos; 5] = [
        playout_position,
        sparse_position,
        wall_position,
        ring_position,
        boxed_position,
    ];
    let mut compared = 0;
    for i in 0..n {
        let mut rng = Rng(i.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(1));
        let pos = kinds[(i % 5) as usize](&mut rng);
        compared += compare(&pos, &mut rng);
    }
    println!("hnefatafl: {n} positions, {compared} answers compared, 0 disagreements");
}

/// The start position, whole, under every rule set.
#[test]
fn engine_agrees_with_reference_at_the_start() {
    let mut rng = Rng(7);
    let n = compare(&Pos::start(), &mut rng);
    assert!(n > 500, "{n}");
}

// ---------------------------------------------------------------------------
// Drills (issue 14): the reference's answer to an exported drill's question
// (used by `drill_references.rs`).
// ---------------------------------------------------------------------------

/// The reference's answer, in answer syntax, to a drill question on the
/// `[position]` of its file; `None` where it has none (an illegal sequence).
pub(crate) fn drill_answer(position: &toml::Table, ask: &Ask) -> Option<String> {
    let squares = |key: &str| -> Vec<Sq> {
        position
            .get(key)
            .and_then(|v| v.as_array())
            .map(|a| a.iter().filter_map(|s| s.as_str()).map(parse_sq).collect())
            .unwrap_or_default()
    };
    let mut p = Pos {
        board: [[Cell::Empty; 11]; 11],
        turn: if position.get("turn")?.as_str()? == "black" {
            Side::Black
        } else {
            Side::White
        },
        quiet: position
            .get("quiet")
            .and_then(|q| q.as_integer())
            .unwrap_or(0) as u32,
        king_captured: false,
    };
    for s in squares("attackers") {
        p.set(s, Cell::Att);
    }
    for s in squares("defenders") {
        p.set(s, Cell::Def);
    }
    p.set(parse_sq(position.get("king")?.as_str()?), Cell::King);
    let r = rules_for(None);
    let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
    let set = |s: &BTreeSet<Sq>| {
        if s.is_empty() {
            "none".to_string()
        } else {
            names(s).join(" ")
        }
    };
    /// A move and the squares its capture suffix names, if any.
    type Written = ((Sq, Sq), Option<BTreeSet<Sq>>);
    let read = |text: &str| -> Option<Written> {
        let (mv, suffix) = match text.split_once('x') {
            Some((mv, s)) => (mv, Some(s.split('/').map(parse_sq).collect())),
            None => (text, None),
        };
        let (a, b) = mv.split_once('-')?;
        Some(((parse_sq(a), parse_sq(b)), suffix))
    };
    Some(match ask {
        Ask::Legal { mv } => {
            let (m, claimed) = read(mv.get_ref())?;
            let legal = p.legal_moves(&r).contains(&m)
                && claimed.is_none_or(|c| p.play(&r, m.0, m.1).1 == c);
            yes_no(legal)
        }
        Ask::After { moves, about } => {
            let mut q = p.clone();
            let mut taken = BTreeSet::new();
            for text in moves {
                let (m, _) = read(text.get_ref())?;
                if !q.legal_moves(&r).contains(&m) {
                    return None;
                }
                let (next, t) = q.play(&r, m.0, m.1);
                taken.extend(t);
                q = next;
            }
            match about {
                About::Captured => set(&taken),
                About::Turn => q.turn.name().to_string(),
                About::Status => st_word(q.status(&r)).to_string(),
                _ => return None,
            }
        }
        Ask::Status => st_word(p.status(&r)).to_string(),
        Ask::KingRoutes => set(&p.king_routes(&r)),
        Ask::CaptureKing { within: 1 } if p.turn == Side::Black => yes_no(
            p.legal_moves(&r)
                .iter()
                .any(|m| p.play(&r, m.0, m.1).0.status(&r) == St::Won(Side::Black)),
        ),
        Ask::Escape { within } if p.turn == Side::White => yes_no(forced_escape(&p, &r, *within)),
        _ => return None,
    })
}

/// White to move forces the king into a corner within `within` white moves
/// (the last of them a king move into a corner), whatever black replies.
fn forced_escape(p: &Pos, r: &Rules, within: u32) -> bool {
    if p.status(r) != St::Ongoing {
        return false;
    }
    if !p.king_routes(r).is_empty() {
        return true;
    }
    within > 1
        && p.legal_moves(r).iter().any(|m| {
            let (q, _) = p.play(r, m.0, m.1);
            q.status(r) == St::Ongoing
                && q.legal_moves(r).iter().all(|b| {
                    let (s, _) = q.play(r, b.0, b.1);
                    forced_escape(&s, r, within - 1)
                })
        })
}
