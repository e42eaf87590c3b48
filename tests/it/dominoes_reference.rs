//! Differential test: a deliberately simple reference implementation of
//! double-six draw dominoes, written from `rules.md` §3 and guide 002 only,
//! compared with the engine through the exercise loader and `Position::answer`.
//!
//! Positions are random deals (7/7/14) played forward with random legal
//! actions, the boneyard always listed (no `?`): positions at any depth, with
//! a boneyard of 3 and 2, mid-draw, after one pass, won and blocked games.
//! For each position, under the edition and each trap, we compare `moves`
//! (also with `from`), `legal` of random actions (plays at both ends in both
//! written orders, openings, `draw`, `draw:TILE`, `pass`), `after`
//! (`open-ends`, `turn`, `status`) for random sequences of legal actions with
//! named draws (and a possibly illegal last step), `status`, `classify`,
//! `draws` and `score`.
//!
//! Decisions taken where rules.md is silent, as documented by the engine
//! (adapter.rs / moves.rs doc comments):
//! - a tile fitting both ends is listed at both ends (two actions), even when
//!   the open values are equal;
//! - the opening tile is laid as written (`4-3` puts 4 on the left) and is
//!   listed once, canonical (`3-4`);
//! - `draws` is the worst case over every order of the boneyard: 0 while a
//!   tile fits, before the opening and after the end;
//! - `score` is 0 in the edition, an illegal move is a question error; under
//!   `all-fives` a lone opening tile counts its pips once;
//! - after the winning tile the turn still passes to the other side;
//! - `classify` is refused on an unopened line;
//! - an unnamed `draw` in `after` from a listed boneyard is refused (it would
//!   depend on a tile nobody knows).
//!
//! Decisions of this reference (rules.md silent, confirmed by the engine):
//! - `draws` under `draw-ends-turn` is at most 1 (the draw ends the turn);
//! - the passes that block the game are consecutive *actions*: a draw
//!   between two passes breaks the row. This only happens under `draw-all`
//!   from a position where a pass was recorded at the last two tiles (black
//!   passes; white draws the last two and passes; the game is not blocked
//!   until black passes again). The first version of this reference counted
//!   turns instead (blocked at once); rules.md ("both players pass in a row")
//!   allows both readings, the totals are the same either way (the blocked
//!   player can only pass again), and we follow the engine;
//! - `classify` still answers on a finished game (it is about the hand and
//!   the open ends only).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::atomic::{AtomicUsize, Ordering};

use plyyard::exercise::{self, Exercise, Source, Texts};
use plyyard::game_api::{About, Answer, Ask, End, Status};
use proptest::prelude::*;
use toml::Spanned;

// ---------------------------------------------------------------------------
// The reference.

/// A tile, oriented (in the line) or as a set (smaller half first, in hands).
pub(crate) type Tile = (u8, u8);

fn canon(t: Tile) -> Tile {
    (t.0.min(t.1), t.0.max(t.1))
}

fn tile_text(t: Tile) -> String {
    format!("{}-{}", t.0, t.1)
}

fn all_tiles() -> Vec<Tile> {
    let mut v = Vec::new();
    for a in 0..=6u8 {
        for b in a..=6u8 {
            v.push((a, b));
        }
    }
    v
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rules {
    all_fives: bool,
    draw_ends_turn: bool,
    draw_all: bool,
}

impl Rules {
    /// Tiles that always stay in the boneyard.
    fn reserve(self) -> usize {
        if self.draw_all { 0 } else { 2 }
    }
}

pub(crate) const EDITION: Rules = Rules {
    all_fives: false,
    draw_ends_turn: false,
    draw_all: false,
};

/// The edition and each trap, by name.
const RULESETS: [(Option<&str>, Rules); 4] = [
    (None, EDITION),
    (
        Some("all-fives"),
        Rules {
            all_fives: true,
            draw_ends_turn: false,
            draw_all: false,
        },
    ),
    (
        Some("draw-ends-turn"),
        Rules {
            all_fives: false,
            draw_ends_turn: true,
            draw_all: false,
        },
    ),
    (
        Some("draw-all"),
        Rules {
            all_fives: false,
            draw_ends_turn: false,
            draw_all: true,
        },
    ),
];

const SIDES: [&str; 2] = ["black", "white"];

#[derive(Clone, Debug)]
pub(crate) struct Pos {
    /// 0 black, 1 white.
    pub(crate) turn: usize,
    /// Oriented tiles, left to right.
    line: Vec<Tile>,
    /// Canonical tiles.
    hands: [Vec<Tile>; 2],
    /// Canonical tiles (a set: the order of the draws is unknown).
    boneyard: Vec<Tile>,
    /// Consecutive passes.
    passes: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Act {
    /// The opening tile, as written.
    Open(Tile),
    /// A tile (written in either order) at the left (`true`) or right end.
    Play(Tile, bool),
    /// A draw, named or not.
    Draw(Option<Tile>),
    Pass,
}

impl Act {
    fn text(self) -> String {
        match self {
            Act::Open(t) => tile_text(t),
            Act::Play(t, left) => {
                format!("{}@{}", tile_text(t), if left { "left" } else { "right" })
            }
            Act::Draw(None) => "draw".to_string(),
            Act::Draw(Some(t)) => format!("draw:{}", tile_text(t)),
            Act::Pass => "pass".to_string(),
        }
    }

    /// The canonical text in a `moves` answer.
    fn canonical(self) -> String {
        match self {
            Act::Open(t) => tile_text(canon(t)),
            Act::Play(t, l) => Act::Play(canon(t), l).text(),
            Act::Draw(_) => "draw".to_string(),
            Act::Pass => "pass".to_string(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Ongoing,
    Won(usize),
    Draw,
}

fn pips(hand: &[Tile]) -> u32 {
    hand.iter().map(|t| u32::from(t.0) + u32::from(t.1)).sum()
}

fn fits(t: Tile, v: u8) -> bool {
    t.0 == v || t.1 == v
}

impl Pos {
    pub(crate) fn deal(order: &[Tile]) -> Pos {
        Pos {
            turn: 0,
            line: Vec::new(),
            hands: [order[0..7].to_vec(), order[7..14].to_vec()],
            boneyard: order[14..28].to_vec(),
            passes: 0,
        }
    }

    fn ends(&self) -> Option<(u8, u8)> {
        Some((self.line.first()?.0, self.line.last()?.1))
    }

    fn hand(&self) -> &Vec<Tile> {
        &self.hands[self.turn]
    }

    fn outcome(&self) -> Outcome {
        for side in 0..2 {
            if self.hands[side].is_empty() {
                return Outcome::Won(side);
            }
        }
        if self.passes >= 2 {
            let (b, w) = (pips(&self.hands[0]), pips(&self.hands[1]));
            return if b < w {
                Outcome::Won(0)
            } else if w < b {
                Outcome::Won(1)
            } else {
                Outcome::Draw
            };
        }
        Outcome::Ongoing
    }

    fn over(&self) -> bool {
        self.outcome() != Outcome::Ongoing
    }

    /// (fits left, fits right), `None` before the opening.
    fn fit(&self, t: Tile) -> Option<(bool, bool)> {
        let (l, r) = self.ends()?;
        Some((fits(t, l), fits(t, r)))
    }

    fn holds_fitting(&self) -> bool {
        self.hand()
            .iter()
            .any(|&t| self.fit(t).is_some_and(|(l, r)| l || r))
    }

    fn may_draw(&self, rules: Rules) -> bool {
        !self.over()
            && !self.line.is_empty()
            && !self.holds_fitting()
            && self.boneyard.len() > rules.reserve()
    }

    pub(crate) fn legal(&self, act: Act, rules: Rules) -> bool {
        if self.over() {
            return false;
        }
        match act {
            Act::Open(t) => self.line.is_empty() && self.hand().contains(&canon(t)),
            Act::Play(t, left) => match self.fit(t) {
                None => false,
                Some((l, r)) => self.hand().contains(&canon(t)) && if left { l } else { r },
            },
            Act::Draw(named) => {
                self.may_draw(rules) && named.is_none_or(|t| self.boneyard.contains(&canon(t)))
            }
            Act::Pass => {
                !self.line.is_empty()
                    && !self.holds_fitting()
                    && self.boneyard.len() <= rules.reserve()
            }
        }
    }

    /// Plays a legal action (a named draw); returns the points scored.
    pub(crate) fn apply(&mut self, act: Act, rules: Rules) -> u32 {
        assert!(self.legal(act, rules), "reference: illegal {act:?}");
        let me = self.turn;
        let mut laid = false;
        match act {
            Act::Open(t) => {
                self.hands[me].retain(|&h| h != canon(t));
                self.line.push(t);
                laid = true;
            }
            Act::Play(t, left) => {
                let t = canon(t);
                self.hands[me].retain(|&h| h != t);
                if left {
                    let l = self.line[0].0;
                    let oriented = if t.1 == l { t } else { (t.1, t.0) };
                    self.line.insert(0, oriented);
                } else {
                    let r = self.line[self.line.len() - 1].1;
                    let oriented = if t.0 == r { t } else { (t.1, t.0) };
                    self.line.push(oriented);
                }
                laid = true;
            }
            Act::Draw(Some(t)) => {
                let t = canon(t);
                self.boneyard.retain(|&b| b != t);
                self.hands[me].push(t);
                // A draw breaks a row of passes (only reachable under
                // `draw-all`, after a pass at the last two).
                self.passes = 0;
                if rules.draw_ends_turn {
                    self.turn = 1 - me;
                }
            }
            Act::Draw(None) => panic!("reference plays named draws only"),
            Act::Pass => {
                self.passes += 1;
                self.turn = 1 - me;
            }
        }
        if laid {
            self.passes = 0;
            self.turn = 1 - me;
            if rules.all_fives {
                return self.fives();
            }
        }
        0
    }

    /// All Fives count of the open ends: a double at an end counts both
    /// halves, a lone tile counts its pips.
    fn fives(&self) -> u32 {
        let sum = if self.line.len() == 1 {
            u32::from(self.line[0].0) + u32::from(self.line[0].1)
        } else {
            let end = |t: Tile, v: u8| {
                if t.0 == t.1 {
                    2 * u32::from(v)
                } else {
                    u32::from(v)
                }
            };
            let first = self.line[0];
            let last = self.line[self.line.len() - 1];
            end(first, first.0) + end(last, last.1)
        };
        if sum % 5 == 0 { sum } else { 0 }
    }

    /// Every legal action; draws are named (one per boneyard tile).
    fn actions(&self, rules: Rules) -> Vec<Act> {
        let mut out = Vec::new();
        for &t in self.hand() {
            for a in [t, (t.1, t.0)] {
                out.push(Act::Open(a));
                out.push(Act::Play(a, true));
                out.push(Act::Play(a, false));
            }
        }
        for &t in &self.boneyard {
            out.push(Act::Draw(Some(t)));
        }
        out.push(Act::Pass);
        out.retain(|&a| self.legal(a, rules));
        // One written order per tile is enough to play.
        let mut seen = BTreeSet::new();
        out.retain(|a| {
            seen.insert(match a {
                Act::Open(_) | Act::Play(..) => a.canonical(),
                _ => a.text(),
            })
        });
        out
    }

    /// The `moves` answer: canonical, draws unnamed.
    fn moves(&self, rules: Rules) -> BTreeSet<String> {
        self.actions(rules).iter().map(|a| a.canonical()).collect()
    }

    /// The most tiles the mover may have to draw now, over every order.
    fn draws(&self, rules: Rules) -> u32 {
        fn worst(p: &Pos, rules: Rules, memo: &mut HashMap<Vec<Tile>, u32>) -> u32 {
            if !p.may_draw(rules) {
                return 0;
            }
            let mut key = p.boneyard.clone();
            key.sort();
            if let Some(&n) = memo.get(&key) {
                return n;
            }
            let mut best = 0;
            for &t in &p.boneyard {
                let mut next = p.clone();
                next.apply(Act::Draw(Some(t)), rules);
                let more = if rules.draw_ends_turn {
                    0
                } else {
                    worst(&next, rules, memo)
                };
                best = best.max(1 + more);
            }
            memo.insert(key, best);
            best
        }
        worst(self, rules, &mut HashMap::new())
    }

    /// `None` on an unopened line.
    fn classify(&self) -> Option<BTreeMap<String, End>> {
        self.ends()?;
        let mut map = BTreeMap::new();
        for &t in self.hand() {
            let (l, r) = self.fit(t)?;
            let e = match (l, r) {
                (true, true) => End::Both,
                (true, false) => End::Left,
                (false, true) => End::Right,
                (false, false) => End::None,
            };
            map.insert(tile_text(t), e);
        }
        Some(map)
    }

    pub(crate) fn status(&self) -> Status {
        match self.outcome() {
            Outcome::Ongoing => Status::Ongoing,
            Outcome::Won(s) => Status::Won(SIDES[s]),
            Outcome::Draw => Status::Draw,
        }
    }

    fn toml(&self) -> String {
        let list = |v: &[Tile]| {
            let items: Vec<String> = v.iter().map(|&t| format!("\"{}\"", tile_text(t))).collect();
            format!("[{}]", items.join(", "))
        };
        format!(
            "format = 1\ngame = \"dominoes\"\nlevel = 1\n\n[position]\nturn = \"{}\"\nline = {}\nblack = {}\nwhite = {}\nboneyard = {}\npasses = {}\n\n[[question]]\nask = \"status\"\n",
            SIDES[self.turn],
            list(&self.line),
            list(&self.hands[0]),
            list(&self.hands[1]),
            list(&self.boneyard),
            self.passes,
        )
    }
}

// ---------------------------------------------------------------------------
// Randomness: a small deterministic generator seeded by proptest.

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Copy>(&mut self, v: &[T]) -> T {
        v[self.below(v.len())]
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// Plays one random legal action under the edition; false when over.
fn step(p: &mut Pos, rng: &mut Rng) -> bool {
    let acts = p.actions(EDITION);
    if acts.is_empty() {
        return false;
    }
    let a = rng.pick(&acts);
    p.apply(a, EDITION);
    true
}

/// A random reachable position; the targets make the rare cases common.
fn random_position(rng: &mut Rng) -> Pos {
    let target = rng.below(8);
    let mut tries = 0;
    loop {
        tries += 1;
        let mut tiles = all_tiles();
        rng.shuffle(&mut tiles);
        let mut p = Pos::deal(&tiles);
        let stop = |p: &Pos| -> bool {
            match target {
                // Random depth.
                0 | 1 => false,
                // Boneyard down to 3 / 2.
                2 => p.boneyard.len() <= 3,
                3 => p.boneyard.len() <= 2,
                // One pass recorded.
                4 => p.passes == 1,
                // Just over; blocked.
                5 => p.over(),
                6 => p.passes == 2,
                // Mid-draw: the mover holds nothing that fits.
                _ => !p.line.is_empty() && !p.over() && !p.holds_fitting() && p.boneyard.len() > 2,
            }
        };
        let depth = if target <= 1 { rng.below(40) } else { 200 };
        let mut reached = target <= 1;
        for _ in 0..depth {
            if target > 1 && stop(&p) {
                reached = true;
                break;
            }
            if !step(&mut p, rng) {
                break;
            }
        }
        if !reached && target > 1 && stop(&p) {
            reached = true;
        }
        if reached || tries >= 30 {
            // Sometimes a few more steps past the target.
            if target == 2 && rng.chance(30) {
                step(&mut p, rng);
            }
            return p;
        }
    }
}

/// A random action, legal or not.
fn random_action(p: &Pos, rng: &mut Rng) -> Act {
    let tiles = all_tiles();
    let tile = |rng: &mut Rng| {
        let t = if !p.hand().is_empty() && rng.chance(60) {
            rng.pick(p.hand())
        } else if !p.boneyard.is_empty() && rng.chance(30) {
            rng.pick(&p.boneyard)
        } else {
            rng.pick(&tiles)
        };
        if rng.chance(50) { (t.1, t.0) } else { t }
    };
    match rng.below(10) {
        0 | 1 => Act::Open(tile(rng)),
        2..=5 => Act::Play(tile(rng), rng.chance(50)),
        6 => Act::Draw(None),
        7 | 8 => Act::Draw(Some(tile(rng))),
        _ => Act::Pass,
    }
}

// ---------------------------------------------------------------------------
// Driving the engine.

fn spanned(s: &str) -> Spanned<String> {
    Spanned::new(0..0, s.to_string())
}

fn load(p: &Pos) -> Exercise {
    let text = p.toml();
    exercise::load(
        "reference",
        Source::new("reference.toml", text.clone()),
        Texts::None,
    )
    .unwrap_or_else(|e| panic!("position rejected: {:?}\n{text}", e.problems))
}

#[derive(Default)]
struct Coverage {
    cases: AtomicUsize,
    bone3: AtomicUsize,
    bone2: AtomicUsize,
    passes1: AtomicUsize,
    blocked: AtomicUsize,
    won: AtomicUsize,
    mid_draw: AtomicUsize,
    draw_steps: AtomicUsize,
    after_blocked: AtomicUsize,
}

static COVER: Coverage = Coverage {
    cases: AtomicUsize::new(0),
    bone3: AtomicUsize::new(0),
    bone2: AtomicUsize::new(0),
    passes1: AtomicUsize::new(0),
    blocked: AtomicUsize::new(0),
    won: AtomicUsize::new(0),
    mid_draw: AtomicUsize::new(0),
    draw_steps: AtomicUsize::new(0),
    after_blocked: AtomicUsize::new(0),
};

fn bump(c: &AtomicUsize) {
    c.fetch_add(1, Ordering::Relaxed);
}

fn compare(seed: u64) {
    let mut rng = Rng(seed);
    let p = random_position(&mut rng);
    let ex = load(&p);
    let pos = &ex.position;
    let ctx = p.toml();

    bump(&COVER.cases);
    match p.boneyard.len() {
        3 => bump(&COVER.bone3),
        2 => bump(&COVER.bone2),
        _ => {}
    }
    if p.passes == 1 {
        bump(&COVER.passes1);
    }
    if p.passes == 2 {
        bump(&COVER.blocked);
    }
    if p.hands.iter().any(Vec::is_empty) {
        bump(&COVER.won);
    }
    if p.may_draw(EDITION) {
        bump(&COVER.mid_draw);
    }

    assert_eq!(pos.status(), p.status(), "status\n{ctx}");
    assert_eq!(pos.to_move(), SIDES[p.turn], "to move\n{ctx}");

    for (trap, rules) in RULESETS {
        let t = trap.unwrap_or("edition");

        // status
        assert_eq!(
            pos.answer(&Ask::Status, trap.map(crate::common::trap)).ok(),
            Some(Answer::Status(p.status())),
            "status under {t}\n{ctx}"
        );

        // moves
        let want = p.moves(rules);
        let got = pos.answer(&Ask::Moves { from: None }, trap.map(crate::common::trap));
        assert_eq!(
            got.ok(),
            Some(Answer::Set(want.clone())),
            "moves under {t}\n{ctx}"
        );

        // moves from a tile (held or not)
        for _ in 0..2 {
            let tile = if !p.hand().is_empty() && rng.chance(70) {
                rng.pick(p.hand())
            } else {
                rng.pick(&all_tiles())
            };
            let written = if rng.chance(50) {
                (tile.1, tile.0)
            } else {
                tile
            };
            let want: BTreeSet<String> = p
                .actions(rules)
                .iter()
                .filter(|a| match a {
                    Act::Open(u) | Act::Play(u, _) => canon(*u) == tile,
                    _ => false,
                })
                .map(|a| a.canonical())
                .collect();
            let ask = Ask::Moves {
                from: Some(spanned(&tile_text(written))),
            };
            assert_eq!(
                pos.answer(&ask, trap.map(crate::common::trap)).ok(),
                Some(Answer::Set(want)),
                "moves from {} under {t}\n{ctx}",
                tile_text(written)
            );
        }

        // legal, and score of the same actions
        let mut probes: Vec<Act> = (0..12).map(|_| random_action(&p, &mut rng)).collect();
        probes.extend(p.actions(rules));
        probes.push(Act::Pass);
        probes.push(Act::Draw(None));
        for a in probes {
            let want = p.legal(a, rules);
            let ask = Ask::Legal {
                mv: spanned(&a.text()),
            };
            assert_eq!(
                pos.answer(&ask, trap.map(crate::common::trap)).ok(),
                Some(Answer::YesNo(want)),
                "legal {} under {t}\n{ctx}",
                a.text()
            );
            let score = pos.answer(
                &Ask::Score {
                    mv: spanned(&a.text()),
                },
                trap.map(crate::common::trap),
            );
            if want {
                let points = match a {
                    Act::Draw(None) => 0,
                    _ => p.clone().apply(a, rules),
                };
                assert_eq!(
                    score.ok(),
                    Some(Answer::Number(points)),
                    "score {} under {t}\n{ctx}",
                    a.text()
                );
            } else {
                assert!(
                    score.is_err(),
                    "score of illegal {} answered {:?} under {t}\n{ctx}",
                    a.text(),
                    score
                );
            }
        }

        // classify (the rules do not change it)
        let got = pos.answer(&Ask::Classify, trap.map(crate::common::trap));
        match p.classify() {
            Some(map) => assert_eq!(got.ok(), Some(Answer::Classify(map)), "classify\n{ctx}"),
            None => assert!(got.is_err(), "classify unopened: {got:?}\n{ctx}"),
        }

        // draws
        assert_eq!(
            pos.answer(&Ask::Draws, trap.map(crate::common::trap)).ok(),
            Some(Answer::Number(p.draws(rules))),
            "draws under {t}\n{ctx}"
        );

        // after: random legal sequences (named draws), sometimes a random last step
        for _ in 0..3 {
            let mut q = p.clone();
            let mut seq: Vec<Act> = Vec::new();
            let len = 1 + rng.below(10);
            let mut ok = true;
            for i in 0..len {
                let acts = q.actions(rules);
                let wild = i + 1 == len && rng.chance(25);
                let a = if acts.is_empty() || wild {
                    random_action(&q, &mut rng)
                } else {
                    rng.pick(&acts)
                };
                // Write played tiles in either order.
                let a = match a {
                    Act::Play(t, l) if rng.chance(50) => Act::Play((t.1, t.0), l),
                    Act::Open(t) if rng.chance(50) => Act::Open((t.1, t.0)),
                    other => other,
                };
                seq.push(a);
                if q.legal(a, rules) && a != Act::Draw(None) {
                    if matches!(a, Act::Draw(_)) {
                        bump(&COVER.draw_steps);
                    }
                    q.apply(a, rules);
                } else {
                    ok = false;
                    break;
                }
            }
            if ok && q.passes >= 2 {
                bump(&COVER.after_blocked);
            }
            let moves: Vec<Spanned<String>> = seq.iter().map(|a| spanned(&a.text())).collect();
            let texts: Vec<String> = seq.iter().map(|a| a.text()).collect();
            for about in [About::OpenEnds, About::Turn, About::Status] {
                let got = pos.answer(
                    &Ask::After {
                        moves: moves.clone(),
                        about,
                    },
                    trap.map(crate::common::trap),
                );
                if !ok {
                    assert!(
                        got.is_err(),
                        "after {texts:?} ({about:?}) under {t}: reference refuses, engine {got:?}\n{ctx}"
                    );
                    continue;
                }
                let want = match about {
                    About::OpenEnds => q.ends().map(|(l, r)| Answer::ends(l, r)),
                    About::Turn => Some(Answer::Side(SIDES[q.turn])),
                    _ => Some(Answer::Status(q.status())),
                };
                assert_eq!(
                    got.ok(),
                    want,
                    "after {texts:?} ({about:?}) under {t}\n{ctx}"
                );
            }
        }
    }
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn engine_matches_reference(seed in any::<u64>()) {
        compare(seed);
    }
}

/// Many seeds in one run, with the coverage reached (`--nocapture` shows it).
/// Long mode (`cargo test --release -- --ignored`): `LONG_POSITIONS` random
/// positions (default 100 000), each compared under the edition and each trap.
#[test]
#[ignore]
fn long_run_against_the_reference() {
    let n: u64 = std::env::var("LONG_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    for seed in 0..n {
        compare(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(1));
    }
    println!("dominoes: {n} positions compared, 0 disagreements");
}

#[test]
fn coverage_of_the_rare_cases() {
    let n = u64::from(cases());
    for seed in 0..n {
        compare(seed.wrapping_mul(0x2545_F491_4F6C_DD1D));
    }
    let c = &COVER;
    let get = |a: &AtomicUsize| a.load(Ordering::Relaxed);
    eprintln!(
        "cases {} boneyard3 {} boneyard2 {} passes1 {} blocked {} won {} mid-draw {} draw-steps {} after-blocked {}",
        get(&c.cases),
        get(&c.bone3),
        get(&c.bone2),
        get(&c.passes1),
        get(&c.blocked),
        get(&c.won),
        get(&c.mid_draw),
        get(&c.draw_steps),
        get(&c.after_blocked)
    );
    if n >= 64 {
        assert!(get(&c.bone2) > 0 && get(&c.blocked) > 0 && get(&c.won) > 0);
    }
}

// ---------------------------------------------------------------------------
// Fixed positions the reference and the engine must both get right.

fn pos_of(turn: usize, line: &[Tile], black: &[Tile], white: &[Tile], boneyard: &[Tile]) -> Pos {
    Pos {
        turn,
        line: line.to_vec(),
        hands: [black.to_vec(), white.to_vec()],
        boneyard: boneyard.to_vec(),
        passes: 0,
    }
}

/// The 28 tiles minus the given ones.
fn rest(used: &[&[Tile]]) -> Vec<Tile> {
    all_tiles()
        .into_iter()
        .filter(|t| !used.iter().any(|g| g.contains(t)))
        .collect()
}

#[test]
fn guide_position_two_and_five() {
    // Line open at 2 and 5: 2-5 fits both ends; 1-2 left; 5-6 right.
    let line = [(2, 3), (3, 5)];
    let black = [(2, 5), (1, 2), (5, 6)];
    let white_and_bone = rest(&[&line, &black]);
    let split = white_and_bone.len() - 14;
    let white = &white_and_bone[..split];
    let bone = &white_and_bone[split..];
    let p = pos_of(0, &line, &black, white, bone);
    let ex = load(&p);
    let moves = p.moves(EDITION);
    assert!(moves.contains("2-5@left") && moves.contains("2-5@right"));
    assert_eq!(
        ex.position.answer(&Ask::Moves { from: None }, None).ok(),
        Some(Answer::Set(moves))
    );
    let mut q = p.clone();
    q.apply(Act::Play((2, 5), false), EDITION);
    assert_eq!(q.ends(), Some((2, 2)));
    let mut q = p.clone();
    q.apply(Act::Play((2, 5), true), EDITION);
    assert_eq!(q.ends(), Some((5, 5)));
}

#[test]
fn the_last_two_stay_and_the_turn_is_kept_while_drawing() {
    // Black holds nothing fitting 6|6 ends; boneyard of 4 with no fitting tile:
    // black draws 2 and then must pass.
    let line = [(6, 6)];
    let black = [(0, 1)];
    let bone = [(0, 2), (1, 2), (0, 3), (1, 3)];
    let white = rest(&[&line, &black, &bone]);
    let p = pos_of(0, &line, &black, &white, &bone);
    let ex = load(&p);
    assert_eq!(p.draws(EDITION), 2);
    assert_eq!(p.draws(RULESETS[3].1), 4);
    assert_eq!(p.draws(RULESETS[2].1), 1);
    for (trap, rules) in RULESETS {
        assert_eq!(
            ex.position
                .answer(&Ask::Draws, trap.map(crate::common::trap))
                .ok(),
            Some(Answer::Number(p.draws(rules))),
            "{trap:?}"
        );
    }
    let mut q = p.clone();
    q.apply(Act::Draw(Some((0, 2))), EDITION);
    assert_eq!(q.turn, 0);
    q.apply(Act::Draw(Some((1, 2))), EDITION);
    assert_eq!(q.moves(EDITION), BTreeSet::from(["pass".to_string()]));
}

// ---------------------------------------------------------------------------
// Drills (issue 14): the reference's answer to an exported drill's question
// (used by `drill_references.rs`).

fn tile_named(text: &str) -> Option<Tile> {
    let (a, b) = text.split_once('-')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

fn act_named(text: &str) -> Option<Act> {
    Some(match text {
        "pass" => Act::Pass,
        "draw" => Act::Draw(None),
        t => match (t.strip_prefix("draw:"), t.split_once('@')) {
            (Some(tile), _) => Act::Draw(Some(tile_named(tile)?)),
            (None, Some((tile, end))) => Act::Play(tile_named(tile)?, end == "left"),
            (None, None) => Act::Open(tile_named(t)?),
        },
    })
}

/// The reference's answer, in answer syntax, to a drill question on the
/// `[position]` of its file; `None` where it has none.
pub(crate) fn drill_answer(position: &toml::Table, ask: &Ask) -> Option<String> {
    let tiles = |key: &str| -> Option<Vec<Tile>> {
        position
            .get(key)?
            .as_array()?
            .iter()
            .map(|t| tile_named(t.as_str()?))
            .collect()
    };
    let turn_name = position.get("turn")?.as_str()?;
    let p = Pos {
        turn: SIDES.iter().position(|s| *s == turn_name)?,
        line: tiles("line")?,
        hands: [
            tiles("black")?.into_iter().map(canon).collect(),
            tiles("white")?.into_iter().map(canon).collect(),
        ],
        boneyard: tiles("boneyard")?.into_iter().map(canon).collect(),
        passes: position
            .get("passes")
            .and_then(|v| v.as_integer())
            .unwrap_or(0) as u8,
    };
    let word = |s: Status| match s {
        Status::Ongoing => "ongoing".to_string(),
        Status::Won(side) => side.to_string(),
        Status::Draw => "draw".to_string(),
    };
    let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
    Some(match ask {
        Ask::Classify => p
            .classify()?
            .iter()
            .map(|(t, e)| format!("{t}:{}", e.word()))
            .collect::<Vec<_>>()
            .join(" "),
        Ask::After { moves, about } => {
            let mut q = p.clone();
            for m in moves {
                let act = act_named(m.get_ref())?;
                if !q.legal(act, EDITION) {
                    return None;
                }
                q.apply(act, EDITION);
            }
            match about {
                About::OpenEnds => {
                    let (l, r) = q.ends()?;
                    format!("{} {}", l.min(r), l.max(r))
                }
                About::Turn => SIDES[q.turn].to_string(),
                About::Status => word(q.status()),
                _ => return None,
            }
        }
        Ask::Draws => p.draws(EDITION).to_string(),
        Ask::Legal { mv } => yes_no(p.legal(act_named(mv.get_ref())?, EDITION)),
        Ask::Moves { from: None } => {
            let moves = p.moves(EDITION);
            if moves.is_empty() {
                "none".to_string()
            } else {
                moves.into_iter().collect::<Vec<_>>().join(" ")
            }
        }
        Ask::Status => word(p.status()),
        Ask::Score { mv } => {
            let act = act_named(mv.get_ref())?;
            let mut q = p.clone();
            if !q.legal(act, EDITION) {
                return None;
            }
            q.apply(act, EDITION).to_string()
        }
        _ => return None,
    })
}
