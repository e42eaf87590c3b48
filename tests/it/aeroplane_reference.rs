//! Differential test: a deliberately plain reference of the aeroplane race,
//! written only from rules.md §1 and guides 000 (fr) / 003 (ru), against the
//! engine driven through its adapter (the `[position]` reader and
//! `Position::answer`).
//!
//! Compared, under the edition and under each trap (`colour-jump`,
//! `even-exit`, `third-six-undo`), on random positions (random playouts from the
//! start with random dice, and random valid positions with stacks, safe squares,
//! planes near the home entries 25/51, finished games):
//! - `status`;
//! - `moves` (planes that can use the pending roll) and `moves` with `from`
//!   (the landing square) for every square;
//! - `legal` for every `ROLL:PLANE` of the 64 squares, every bare roll, and,
//!   with a pending roll, every plane written alone;
//! - `after` (landing, captured, extra-roll, turn, status) for every legal move
//!   and for random sequences of several actions biased towards 6s (several 6s
//!   and third 6s inside one `after`, for `third-six-undo`);
//! - `capture-rolls` for every opponent plane;
//! - which positions the `[position]` reader accepts (random, often invalid,
//!   setups against the reference's validity rules).
//!
//! `PROPTEST_CASES` sets the number of positions per property (default 400,
//! well under a second); the long mode, `cargo test --release -- --ignored
//! --nocapture` (with `LONG_POSITIONS=N`, default 100 000), runs N seeds and
//! prints every disagreement and coverage counters.
//!
//! Where rules.md is silent, the reference follows the engine's documented
//! decisions (doc comments of `game.rs`, `setup.rs`, `notation.rs`,
//! `adapter.rs`):
//! - `sixes` counts the 6s rolled and played in this turn, not the pending roll;
//!   a position file's `sixes` cannot be undone by `third-six-undo`, which
//!   restores the whole board to what it was before the first 6 of the run
//!   played from the position on.
//! - A bare roll is legal only when no plane can use it or it is a cancelled
//!   third 6 (the third-6 check comes first, rules.md §1 step 2 before step 3).
//! - `ROLL:PLANE` without a pending roll rolls and moves at once; with a pending
//!   roll, ROLL must equal it.
//! - A winning move earns no extra roll and the turn stays the winner's.
//! - `colour-jump`: only die moves on the ring jump (an exit does not), once, by
//!   4, only if the jump does not pass the home entry (progress + 4 ≤ 50);
//!   captures are checked on the die's square and on the jump's square.
//! - `after`/`landing`: the square, at the end of the sequence, of the last plane
//!   moved; `captured`: every square emptied by a capture during the sequence
//!   (even if a later third-six-undo put the planes back).
//! - When several planes of the mover share the named square, the first one in
//!   the position's list moves (matters only for `landing` after an undo).
//! - Notation (notation.rs): without a pending roll a bare number is a roll
//!   (`0`, `7`, `12` are illegal rolls, answer `no`); with one, a bare number
//!   names the mover's plane on that ring square, else a value 1–6 is a roll and
//!   7–52 a plane that is not there; a bare `0` is then no move (an error).
//! - Validity (setup.rs): `sixes` in a finished game and the loser to move are
//!   accepted (nothing can be played there); the rest follows setup.rs.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};

use plyyard::game_api::{About, Ask, GameAdapter};
use plyyard::games::aeroplane::ADAPTER;
use plyyard::position_reader::with_position;
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use toml::Spanned;

// ---------------------------------------------------------------------------
// The reference: plain arrays, one function per rule.

pub(crate) const NAMES: [&str; 2] = ["red", "yellow"];
const LANE_LETTER: [&str; 2] = ["R", "Y"];
/// Start square of each side.
const START: [u8; 2] = [1, 27];
/// Ring colour index of each side in [red, green, yellow, blue].
const SIDE_COLOUR: [u8; 2] = [0, 2];
const BASE: u8 = 99;
const LAST_RING: u8 = 50;
const GOAL: u8 = 56;
const SAFE: [u8; 8] = [1, 9, 14, 22, 27, 35, 40, 48];

/// Ring square of `side` at progress `p` (0..=50).
fn ring(side: usize, p: u8) -> u8 {
    ((u16::from(START[side]) - 1 + u16::from(p)) % 52) as u8 + 1
}

fn is_safe(n: u8) -> bool {
    SAFE.contains(&n)
}

fn colour(n: u8) -> u8 {
    (n - 1) % 4
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Sq {
    Base,
    Ring(u8),
    Lane(usize, u8),
    Goal,
}

fn square_of(side: usize, p: u8) -> Sq {
    match p {
        BASE => Sq::Base,
        GOAL => Sq::Goal,
        0..=LAST_RING => Sq::Ring(ring(side, p)),
        _ => Sq::Lane(side, p - LAST_RING),
    }
}

fn name(sq: Sq) -> String {
    match sq {
        Sq::Base => "base".to_string(),
        Sq::Goal => "goal".to_string(),
        Sq::Ring(n) => n.to_string(),
        Sq::Lane(s, k) => format!("{}{k}", LANE_LETTER[s]),
    }
}

fn all_squares() -> Vec<Sq> {
    let mut v = vec![Sq::Base, Sq::Goal];
    v.extend((1..=52).map(Sq::Ring));
    for side in 0..2 {
        v.extend((1..=5).map(|k| Sq::Lane(side, k)));
    }
    v
}

#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Rules {
    colour_jump: bool,
    even_exit: bool,
    undo: bool,
}

const RULESETS: [(Option<&str>, Rules); 4] = [
    (
        None,
        Rules {
            colour_jump: false,
            even_exit: false,
            undo: false,
        },
    ),
    (
        Some("colour-jump"),
        Rules {
            colour_jump: true,
            even_exit: false,
            undo: false,
        },
    ),
    (
        Some("even-exit"),
        Rules {
            colour_jump: false,
            even_exit: true,
            undo: false,
        },
    ),
    (
        Some("third-six-undo"),
        Rules {
            colour_jump: false,
            even_exit: false,
            undo: true,
        },
    ),
];

/// A move as generated (before the position tells what a bare number means).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Mv {
    /// `ROLL:PLANE`, or `PLANE` alone when `roll` is `None`.
    Play { roll: Option<u8>, from: Sq },
    /// A bare number.
    Bare(u8),
}

fn text(mv: Mv) -> String {
    match mv {
        Mv::Play {
            roll: Some(r),
            from,
        } => format!("{r}:{}", name(from)),
        Mv::Play { roll: None, from } => name(from),
        Mv::Bare(n) => n.to_string(),
    }
}

/// What one action did.
#[derive(Clone, Debug, Default)]
pub(crate) struct Out {
    /// The moved plane (side, index).
    moved: Option<(usize, usize)>,
    /// Ring squares emptied by captures.
    captured: Vec<u8>,
    extra: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct St {
    /// Progress of each plane (BASE for base), per side, in file order.
    planes: [[u8; 4]; 2],
    pub(crate) turn: usize,
    dice: Option<u8>,
    /// 6s rolled and played in this turn (not the pending roll).
    sixes: u8,
    /// Third-six-undo: the board before the first 6 of the run played here.
    saved: Option<[[u8; 4]; 2]>,
}

impl St {
    pub(crate) fn start() -> St {
        St {
            planes: [[BASE; 4]; 2],
            turn: 0,
            dice: None,
            sixes: 0,
            saved: None,
        }
    }

    fn winner(&self) -> Option<usize> {
        (0..2).find(|&s| self.planes[s].iter().all(|&p| p == GOAL))
    }

    fn third_six(&self, roll: u8) -> bool {
        self.dice.is_none() && roll == 6 && self.sixes == 2
    }

    fn can_use(r: &Rules, p: u8, roll: u8) -> bool {
        if p == BASE {
            roll == 6 || (r.even_exit && roll % 2 == 0)
        } else {
            p != GOAL && p + roll <= GOAL
        }
    }

    fn usable(&self, r: &Rules, roll: u8) -> bool {
        self.planes[self.turn]
            .iter()
            .any(|&p| St::can_use(r, p, roll))
    }

    /// The first plane of the mover on `sq`.
    fn plane_at(&self, sq: Sq) -> Option<usize> {
        (0..4).find(|&i| square_of(self.turn, self.planes[self.turn][i]) == sq)
    }

    /// What the text of `mv` means here (notation.rs): with a pending roll, a
    /// bare number names the mover's plane on that ring square if there is one;
    /// a plane alone on an empty ring square 1..=6 is read as a roll.
    fn read(&self, mv: Mv) -> Mv {
        match (self.dice, mv) {
            (Some(_), Mv::Bare(n)) if self.plane_at(Sq::Ring(n)).is_some() => Mv::Play {
                roll: None,
                from: Sq::Ring(n),
            },
            (
                Some(_),
                Mv::Play {
                    roll: None,
                    from: Sq::Ring(n),
                },
            ) if n <= 6 && self.plane_at(Sq::Ring(n)).is_none() => Mv::Bare(n),
            // Without a pending roll a bare number is a roll.
            (
                None,
                Mv::Play {
                    roll: None,
                    from: Sq::Ring(n),
                },
            ) => Mv::Bare(n),
            _ => mv,
        }
    }

    /// The roll a play uses, if the written roll fits.
    fn play_roll(&self, written: Option<u8>) -> Option<u8> {
        match (self.dice, written) {
            (Some(d), Some(w)) => (w == d).then_some(d),
            (Some(d), None) => Some(d),
            (None, Some(w)) => (1..=6).contains(&w).then_some(w),
            (None, None) => None,
        }
    }

    pub(crate) fn legal(&self, r: &Rules, mv: Mv) -> bool {
        if self.winner().is_some() {
            return false;
        }
        match self.read(mv) {
            Mv::Play { roll, from } => {
                let Some(roll) = self.play_roll(roll) else {
                    return false;
                };
                if self.third_six(roll) {
                    return false;
                }
                match self.plane_at(from) {
                    Some(i) => St::can_use(r, self.planes[self.turn][i], roll),
                    None => false,
                }
            }
            Mv::Bare(n) => match self.dice {
                Some(d) => n == d && !self.usable(r, d),
                None => (1..=6).contains(&n) && (self.third_six(n) || !self.usable(r, n)),
            },
        }
    }

    fn pass_turn(&mut self) {
        self.turn = 1 - self.turn;
        self.dice = None;
        self.sixes = 0;
        self.saved = None;
    }

    /// Sends the opponents on ring square `n` back to base, unless it is safe.
    fn capture(&mut self, n: u8, out: &mut Out) {
        if is_safe(n) {
            return;
        }
        let opp = 1 - self.turn;
        let mut hit = false;
        for q in self.planes[opp].iter_mut() {
            if *q <= LAST_RING && ring(opp, *q) == n {
                *q = BASE;
                hit = true;
            }
        }
        if hit {
            bump(&CAPTURES);
            out.captured.push(n);
        }
    }

    /// Plays a legal action.
    pub(crate) fn apply(&mut self, r: &Rules, mv: Mv) -> Out {
        assert!(self.legal(r, mv), "reference: illegal {mv:?}");
        let mut out = Out::default();
        match self.read(mv) {
            Mv::Play { roll, from } => {
                let roll = self.play_roll(roll).unwrap();
                let side = self.turn;
                let i = self.plane_at(from).unwrap();
                if r.undo && roll == 6 && self.saved.is_none() {
                    self.saved = Some(self.planes);
                }
                let p = self.planes[side][i];
                let fin = if p == BASE {
                    0
                } else {
                    let die = p + roll;
                    let mut fin = die;
                    if die <= LAST_RING {
                        self.capture(ring(side, die), &mut out);
                        if r.colour_jump
                            && colour(ring(side, die)) == SIDE_COLOUR[side]
                            && die + 4 <= LAST_RING
                        {
                            fin = die + 4;
                            bump(&JUMPS);
                            self.capture(ring(side, fin), &mut out);
                        }
                    }
                    fin
                };
                self.planes[side][i] = fin;
                out.moved = Some((side, i));
                self.dice = None;
                if fin == GOAL {
                    bump(&GOALS);
                }
                if self.winner() == Some(side) {
                    bump(&WINS);
                    self.sixes = 0;
                    self.saved = None;
                    return out;
                }
                out.extra = roll == 6 || !out.captured.is_empty() || fin == GOAL;
                if out.extra {
                    if roll == 6 {
                        self.sixes += 1;
                    } else {
                        self.sixes = 0;
                        self.saved = None;
                    }
                } else {
                    self.pass_turn();
                }
            }
            Mv::Bare(n) => {
                if self.third_six(n) {
                    bump(&THIRD_SIXES);
                }
                if self.third_six(n) && r.undo {
                    if let Some(b) = self.saved {
                        bump(&UNDOS);
                        self.planes = b;
                    }
                }
                self.pass_turn();
            }
        }
        out
    }

    /// The legal actions with the pending roll, or with `roll` rolled now.
    fn actions(&self, r: &Rules, roll: u8) -> Vec<Mv> {
        let written = if self.dice.is_some() {
            None
        } else {
            Some(roll)
        };
        let mut v: Vec<Mv> = Vec::new();
        let mut seen = Vec::new();
        for &p in &self.planes[self.turn] {
            let from = square_of(self.turn, p);
            if seen.contains(&from) {
                continue;
            }
            seen.push(from);
            let mv = Mv::Play {
                roll: written,
                from,
            };
            if self.legal(r, mv) {
                v.push(mv);
            }
        }
        if v.is_empty() {
            // No plane can use it (a ring plane always can, so a pending bare
            // number never reads as a plane here), or a cancelled third 6.
            v.push(Mv::Bare(roll));
            assert!(self.legal(r, Mv::Bare(roll)));
        }
        v
    }

    fn moves(&self, r: &Rules) -> BTreeSet<String> {
        let Some(d) = self.dice else {
            return BTreeSet::new();
        };
        let mut set = BTreeSet::new();
        for &p in &self.planes[self.turn] {
            let from = square_of(self.turn, p);
            if self.legal(
                r,
                Mv::Play {
                    roll: Some(d),
                    from,
                },
            ) {
                set.insert(name(from));
            }
        }
        set
    }

    /// Landing square of the plane on `from` with the pending roll.
    fn landing_from(&self, r: &Rules, from: Sq) -> BTreeSet<String> {
        let mut set = BTreeSet::new();
        let Some(d) = self.dice else {
            return set;
        };
        let mv = Mv::Play {
            roll: Some(d),
            from,
        };
        if self.legal(r, mv) {
            let mut after = self.clone();
            let out = after.apply(r, mv);
            let (s, i) = out.moved.unwrap();
            set.insert(name(square_of(s, after.planes[s][i])));
        }
        set
    }

    fn capture_rolls(&self, r: &Rules, target: Sq) -> BTreeSet<String> {
        let mut set = BTreeSet::new();
        let rolls: Vec<u8> = match self.dice {
            Some(d) => vec![d],
            None => (1..=6).collect(),
        };
        let Sq::Ring(n) = target else {
            return set;
        };
        for roll in rolls {
            for i in 0..4 {
                let from = square_of(self.turn, self.planes[self.turn][i]);
                let mv = Mv::Play {
                    roll: Some(roll),
                    from,
                };
                if self.legal(r, mv) {
                    let mut after = self.clone();
                    if after.apply(r, mv).captured.contains(&n) {
                        set.insert(roll.to_string());
                    }
                }
            }
        }
        set
    }

    pub(crate) fn status(&self) -> String {
        match self.winner() {
            Some(s) => NAMES[s].to_string(),
            None => "ongoing".to_string(),
        }
    }

    fn toml(&self) -> String {
        let list = |s: usize| {
            self.planes[s]
                .iter()
                .map(|&p| format!("\"{}\"", name(square_of(s, p))))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut t = format!(
            "[position]\nturn = \"{}\"\nred = [{}]\nyellow = [{}]\n",
            NAMES[self.turn],
            list(0),
            list(1)
        );
        if let Some(d) = self.dice {
            t.push_str(&format!("dice = {d}\n"));
        }
        if self.sixes > 0 {
            t.push_str(&format!("sixes = {}\n", self.sixes));
        }
        t
    }

    /// Validity as the setup rules say (setup.rs problem list), for generated positions.
    fn valid(&self) -> bool {
        for &p in &self.planes[0] {
            for &q in &self.planes[1] {
                if p <= LAST_RING
                    && q <= LAST_RING
                    && ring(0, p) == ring(1, q)
                    && !is_safe(ring(0, p))
                {
                    return false;
                }
            }
        }
        let finished = (0..2)
            .filter(|&s| self.planes[s].iter().all(|&p| p == GOAL))
            .count();
        // setup.rs lists no problem for `sixes` in a finished game (nothing can
        // be played there anyway), nor for the loser to move.
        if finished == 2 || (finished == 1 && self.dice.is_some()) {
            return false;
        }
        if self.sixes > 0 && self.planes[self.turn].iter().all(|&p| p == BASE) {
            return false;
        }
        match self.dice {
            Some(6) => self.sixes < 2,
            Some(_) => self.sixes == 0,
            None => true,
        }
    }
}

/// The reference's answers to `after` for a sequence, per `About`; `None` where
/// the engine must refuse (illegal move, or no landing).
fn ref_after(st: &St, r: &Rules, seq: &[Mv]) -> [Option<String>; 5] {
    let mut g = st.clone();
    let mut captured = BTreeSet::new();
    let mut moved = None;
    let mut extra = false;
    for &mv in seq {
        if !g.legal(r, mv) {
            return [None, None, None, None, None];
        }
        let out = g.apply(r, mv);
        for n in out.captured {
            captured.insert(n.to_string());
        }
        if out.moved.is_some() {
            moved = out.moved;
        }
        extra = out.extra;
    }
    [
        moved.map(|(s, i)| name(square_of(s, g.planes[s][i]))),
        Some(set_text(&captured)),
        Some(yes_no(extra)),
        Some(NAMES[g.turn].to_string()),
        Some(g.status()),
    ]
}

const ABOUTS: [About; 5] = [
    About::Landing,
    About::Captured,
    About::ExtraRoll,
    About::Turn,
    About::Status,
];

fn set_text(s: &BTreeSet<String>) -> String {
    if s.is_empty() {
        "none".to_string()
    } else {
        s.iter().cloned().collect::<Vec<_>>().join(" ")
    }
}

fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.to_string()
}

// ---------------------------------------------------------------------------
// Coverage counters (printed by the sweep).

static COMPARED: AtomicUsize = AtomicUsize::new(0);
static CAPTURES: AtomicUsize = AtomicUsize::new(0);
static JUMPS: AtomicUsize = AtomicUsize::new(0);
static UNDOS: AtomicUsize = AtomicUsize::new(0);
static THIRD_SIXES: AtomicUsize = AtomicUsize::new(0);
static WINS: AtomicUsize = AtomicUsize::new(0);
static GOALS: AtomicUsize = AtomicUsize::new(0);
static CAPTURE_ROLLS_HIT: AtomicUsize = AtomicUsize::new(0);

fn bump(c: &AtomicUsize) {
    c.fetch_add(1, Ordering::Relaxed);
}

// ---------------------------------------------------------------------------
// Driving the engine.

fn sp(s: &str) -> Spanned<String> {
    Spanned::new(0..s.len(), s.to_string())
}

struct Engine {
    pos: Box<dyn plyyard::game_api::Position>,
}

impl Engine {
    fn load(toml: &str) -> Result<Engine, String> {
        with_position(toml, |r| {
            let p = ADAPTER.load_position(r);
            match p {
                Some(pos) if r.problems().is_empty() => Ok(Engine { pos }),
                _ => Err(format!(
                    "{:?}",
                    r.problems().iter().map(|p| p.code).collect::<Vec<_>>()
                )),
            }
        })
    }

    fn ask(&self, ask: &Ask, trap: Option<&str>) -> Option<String> {
        self.pos
            .answer(ask, trap.map(crate::common::trap))
            .ok()
            .map(|a| a.to_string())
    }
}

/// Collects disagreements (one line each) for a position.
struct Diff {
    toml: String,
    lines: Vec<String>,
}

impl Diff {
    fn check(
        &mut self,
        what: impl FnOnce() -> String,
        engine: Option<String>,
        want: Option<String>,
    ) {
        bump(&COMPARED);
        if engine != want {
            self.lines.push(format!(
                "{}: engine {:?}, reference {:?}",
                what(),
                engine,
                want
            ));
        }
    }
}

fn trap_name(t: Option<&str>) -> &str {
    t.unwrap_or("edition")
}

/// Every comparison on one position; `seqs` are extra sequences per rule set.
fn compare(st: &St, rng: &mut ChaCha8Rng) -> Diff {
    let toml = st.toml();
    let mut d = Diff {
        toml: toml.clone(),
        lines: Vec::new(),
    };
    let engine = match Engine::load(&toml) {
        Ok(e) => e,
        Err(problems) => {
            d.lines
                .push(format!("engine rejects a valid position: {problems}"));
            return d;
        }
    };
    d.check(
        || "status".into(),
        engine.ask(&Ask::Status, None),
        Some(st.status()),
    );
    let squares = all_squares();
    for (trap, r) in RULESETS {
        let tn = trap_name(trap);
        // moves, and moves from each square.
        if st.dice.is_some() {
            d.check(
                || format!("[{tn}] moves"),
                engine.ask(&Ask::Moves { from: None }, trap),
                Some(set_text(&st.moves(&r))),
            );
            for &sq in &squares {
                d.check(
                    || format!("[{tn}] moves from {}", name(sq)),
                    engine.ask(
                        &Ask::Moves {
                            from: Some(sp(&name(sq))),
                        },
                        trap,
                    ),
                    Some(set_text(&st.landing_from(&r, sq))),
                );
            }
        }
        // legal: every ROLL:PLANE, bare rolls, planes alone.
        let mut cands: Vec<Mv> = Vec::new();
        for roll in 0..=7 {
            for &from in &squares {
                cands.push(Mv::Play {
                    roll: Some(roll),
                    from,
                });
            }
            cands.push(Mv::Bare(roll));
        }
        for &from in &squares {
            cands.push(Mv::Play { roll: None, from });
        }
        for &mv in &cands {
            let want = st.legal(&r, mv);
            let got = engine.ask(&Ask::Legal { mv: sp(&text(mv)) }, trap);
            // With a pending roll, a bare `0` is neither a die value nor a ring
            // square: no move at all (notation.rs). Without one it is a bad roll.
            let readable = !(st.dice.is_some() && matches!(mv, Mv::Bare(0)));
            d.check(
                || format!("[{tn}] legal {}", text(mv)),
                got,
                readable.then(|| yes_no(want)),
            );
            // after, for every legal move.
            if want {
                compare_after(&engine, &mut d, st, &r, trap, &[mv]);
            }
        }
        // capture-rolls for each opponent plane.
        let opp = 1 - st.turn;
        let mut targets: Vec<Sq> = st.planes[opp].iter().map(|&p| square_of(opp, p)).collect();
        targets.dedup();
        for t in targets {
            let want = st.capture_rolls(&r, t);
            if !want.is_empty() {
                bump(&CAPTURE_ROLLS_HIT);
            }
            d.check(
                || format!("[{tn}] capture-rolls {}", name(t)),
                engine.ask(
                    &Ask::CaptureRolls {
                        target: sp(&name(t)),
                    },
                    trap,
                ),
                Some(set_text(&want)),
            );
        }
        // random sequences, biased towards 6s.
        for _ in 0..3 {
            let seq = random_sequence(st, &r, rng);
            if !seq.is_empty() {
                compare_after(&engine, &mut d, st, &r, trap, &seq);
            }
        }
    }
    d
}

fn compare_after(
    engine: &Engine,
    d: &mut Diff,
    st: &St,
    r: &Rules,
    trap: Option<&str>,
    seq: &[Mv],
) {
    let want = ref_after(st, r, seq);
    let texts: Vec<String> = seq.iter().map(|&m| text(m)).collect();
    for (about, want) in ABOUTS.into_iter().zip(want) {
        let ask = Ask::After {
            moves: texts.iter().map(|t| sp(t)).collect(),
            about,
        };
        d.check(
            || format!("[{}] after {:?} {}", trap_name(trap), texts, about.name()),
            engine.ask(&ask, trap),
            want,
        );
    }
}

/// A roll, 6 with probability `six`.
fn roll(rng: &mut ChaCha8Rng, six: f64) -> u8 {
    if rng.random_bool(six) {
        6
    } else {
        rng.random_range(1..=5u8)
    }
}

/// One random legal action (the pending roll first), `None` once finished.
fn random_action(st: &St, r: &Rules, rng: &mut ChaCha8Rng, six: f64) -> Option<Mv> {
    if st.winner().is_some() {
        return None;
    }
    let d = st.dice.unwrap_or_else(|| roll(rng, six));
    let acts = st.actions(r, d);
    let mut mv = acts[rng.random_range(0..acts.len())];
    // With a pending roll, sometimes write the roll too.
    if let (Some(dice), Mv::Play { from, .. }) = (st.dice, mv) {
        if rng.random_bool(0.5) {
            mv = Mv::Play {
                roll: Some(dice),
                from,
            };
        }
    }
    assert!(st.legal(r, mv));
    Some(mv)
}

fn random_sequence(st: &St, r: &Rules, rng: &mut ChaCha8Rng) -> Vec<Mv> {
    let len = rng.random_range(1..=8usize);
    let mut g = st.clone();
    let mut seq = Vec::new();
    for _ in 0..len {
        let Some(mv) = random_action(&g, r, rng, 0.5) else {
            break;
        };
        g.apply(r, mv);
        seq.push(mv);
    }
    seq
}

/// Adds a pending roll (or not) consistent with `sixes`.
fn maybe_dice(st: &mut St, rng: &mut ChaCha8Rng) {
    if st.winner().is_some() {
        return;
    }
    if rng.random_bool(0.6) {
        let d = roll(rng, 0.3);
        if d == 6 && st.sixes == 2 {
            return;
        }
        if d != 6 {
            st.sixes = 0;
        }
        st.dice = Some(d);
    }
}

/// A position reached by random play from the start.
fn playout(rng: &mut ChaCha8Rng) -> St {
    let (_, r) = RULESETS[rng.random_range(0..4usize)];
    let steps = rng.random_range(0..=400usize);
    let mut st = St::start();
    for _ in 0..steps {
        let Some(mv) = random_action(&st, &r, rng, 0.25) else {
            break;
        };
        st.apply(&r, mv);
    }
    st.saved = None;
    maybe_dice(&mut st, rng);
    st
}

/// A random valid position built directly.
fn random_position(rng: &mut ChaCha8Rng) -> St {
    loop {
        let mut st = raw_position(rng);
        if st.sixes > 0 && st.dice.is_some_and(|d| d != 6) {
            st.sixes = 0;
        }
        if st.winner().is_some() {
            st.dice = None;
            st.sixes = 0;
        }
        if st.valid() {
            return st;
        }
    }
}

/// A random position, possibly invalid (opponents together, a pending third 6…).
fn raw_position(rng: &mut ChaCha8Rng) -> St {
    {
        let mut st = St::start();
        st.turn = rng.random_range(0..2usize);
        for side in 0..2 {
            for i in 0..4 {
                let k = rng.random_range(0..100u32);
                st.planes[side][i] = if k < 15 {
                    BASE
                } else if k < 27 {
                    GOAL
                } else if k < 42 {
                    // Near the own home entry and in the lane.
                    rng.random_range(42..=55u8)
                } else if k < 52 {
                    // A safe square.
                    [0, 8, 13, 21, 26, 34, 39, 47][rng.random_range(0..8usize)]
                } else if k < 60 {
                    // Near the opponent's home entry (25 for red, 51 for yellow).
                    rng.random_range(18..=27u8)
                } else if k < 70 && i > 0 {
                    // A stack with an own plane.
                    st.planes[side][rng.random_range(0..i)]
                } else if k < 85 && side == 1 {
                    // Within a die's reach of a red plane on the ring.
                    let p = st.planes[0][rng.random_range(0..4usize)];
                    if p <= LAST_RING {
                        let target = ring(0, p);
                        let back = rng.random_range(1..=7u8);
                        let n = (u16::from(target) + 52 * 2 - u16::from(back) - 1) % 52 + 1;
                        let q = ((n + 52 - u16::from(START[1])) % 52) as u8;
                        if q <= LAST_RING { q } else { 10 }
                    } else {
                        rng.random_range(0..=LAST_RING)
                    }
                } else {
                    rng.random_range(0..=LAST_RING)
                };
            }
        }
        // Endgames: one side (nearly) home.
        if rng.random_bool(0.15) {
            let side = rng.random_range(0..2usize);
            let left = rng.random_range(0..=2usize);
            for i in left..4 {
                st.planes[side][i] = GOAL;
            }
        }
        if rng.random_bool(0.5) {
            st.sixes = rng.random_range(0..=2u8);
        }
        if rng.random_bool(0.6) {
            st.dice = Some(roll(rng, 0.3));
        }
        st
    }
}

fn run_case(seed: u64) -> Result<(), String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let st = if rng.random_bool(0.5) {
        playout(&mut rng)
    } else {
        random_position(&mut rng)
    };
    let d = compare(&st, &mut rng);
    if d.lines.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "seed {seed}\n{}\n{}",
            d.toml,
            d.lines
                .iter()
                .take(20)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        ))
    }
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(400)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn engine_agrees_with_the_reference(seed in any::<u64>()) {
        if let Err(e) = run_case(seed) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// The engine accepts exactly the positions the reference finds valid.
fn validity_case(seed: u64) -> Result<(), String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let st = raw_position(&mut rng);
    let toml = st.toml();
    let engine = Engine::load(&toml);
    if engine.is_ok() == st.valid() {
        Ok(())
    } else {
        Err(format!(
            "seed {seed}\n{toml}\nreference valid: {}, engine: {:?}",
            st.valid(),
            engine.err()
        ))
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn engine_validates_like_the_reference(seed in any::<u64>()) {
        if let Err(e) = validity_case(seed) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// Long mode: sweeps `LONG_POSITIONS` seeds (default 100 000; each a random
/// position and a random setup for the reader) and prints every disagreement.
#[test]
#[ignore]
fn long_run_against_the_reference() {
    let n: u64 = std::env::var("LONG_POSITIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    let mut bad = 0;
    for seed in 0..n {
        if let Err(e) = run_case(seed).and_then(|()| validity_case(seed)) {
            bad += 1;
            if bad <= 10 {
                println!("{e}\n");
            }
        }
    }
    println!("aeroplane: {n} positions and {n} setups, {bad} disagree");
    let c = |a: &AtomicUsize| a.load(Ordering::Relaxed);
    println!(
        "answers compared {}, reference captures {}, colour jumps {}, goals {}, wins {}, third 6s {}, undos {}, non-empty capture-rolls {}",
        c(&COMPARED),
        c(&CAPTURES),
        c(&JUMPS),
        c(&GOALS),
        c(&WINS),
        c(&THIRD_SIXES),
        c(&UNDOS),
        c(&CAPTURE_ROLLS_HIT)
    );
    assert_eq!(bad, 0);
}

// ---------------------------------------------------------------------------
// A few fixed positions from rules.md and the guides, checked against both.

fn answer_both(toml: &str, ask: Ask, trap: Option<&str>) -> Option<String> {
    Engine::load(toml).unwrap().ask(&ask, trap)
}

#[test]
fn the_reference_knows_the_guides_examples() {
    let r = RULESETS[0].1;
    let cj = RULESETS[1].1;
    // A red plane three steps before square 5 (own colour, not safe): no jump here.
    let mut st = St::start();
    st.planes[0] = [1, BASE, BASE, BASE];
    st.dice = Some(3);
    assert_eq!(st.landing_from(&r, Sq::Ring(2)), ["5".to_string()].into());
    assert_eq!(st.landing_from(&cj, Sq::Ring(2)), ["9".to_string()].into());
    assert_eq!(
        answer_both(
            &st.toml(),
            Ask::Moves {
                from: Some(sp("2"))
            },
            None
        ),
        Some("5".into())
    );
    // Third 6: cancelled, the earlier moves stay; under the trap they go back.
    let seq = [
        Mv::Play {
            roll: Some(6),
            from: Sq::Base,
        },
        Mv::Play {
            roll: Some(6),
            from: Sq::Ring(1),
        },
        Mv::Bare(6),
    ];
    let start = St::start();
    assert_eq!(ref_after(&start, &r, &seq)[0], Some("7".into()));
    assert_eq!(
        ref_after(&start, &RULESETS[3].1, &seq)[0],
        Some("base".into())
    );
    assert_eq!(ref_after(&start, &r, &seq)[3], Some("yellow".into()));
}

/// Several planes of the mover on the named square: which one moves only shows
/// in `landing` after a third-six-undo (the planes had different squares before
/// the run). Both take the first plane of the position's list.
#[test]
fn stacked_planes_and_undo_landing() {
    let undo = RULESETS[3];
    for (red, want) in [
        ([0, BASE, BASE, BASE], "1"),
        ([BASE, 0, BASE, BASE], "base"),
    ] {
        let mut st = St::start();
        st.planes[0] = red;
        st.planes[1] = [10, BASE, BASE, BASE];
        let seq = [
            Mv::Play {
                roll: Some(6),
                from: Sq::Base,
            },
            Mv::Play {
                roll: Some(6),
                from: Sq::Ring(1),
            },
            Mv::Bare(6),
        ];
        let reference = ref_after(&st, &undo.1, &seq)[0].clone();
        assert_eq!(reference.as_deref(), Some(want));
        let ask = Ask::After {
            moves: seq.iter().map(|&m| sp(&text(m))).collect(),
            about: About::Landing,
        };
        assert_eq!(answer_both(&st.toml(), ask, undo.0), reference);
    }
}

/// Hand-built cases of each decision, with the expected answers written out
/// from rules.md; engine and reference must both give them.
#[test]
fn hand_built_sequences() {
    let play = |r: u8, from: Sq| Mv::Play {
        roll: Some(r),
        from,
    };
    // (red, yellow, sixes, rules index, sequence, [landing, captured, extra, turn, status])
    type Case = ([u8; 4], [u8; 4], u8, usize, Vec<Mv>, [&'static str; 5]);
    let cases: Vec<Case> = vec![
        // A capture with a 3: extra roll, red still to move.
        (
            [4, BASE, BASE, BASE],
            [BASE, BASE, BASE, 7 + 52 - 26],
            0,
            0,
            vec![play(3, Sq::Ring(5))],
            ["8", "8", "yes", "red", "ongoing"],
        ),
        // A safe star: no capture, turn passes.
        (
            [5, BASE, BASE, BASE],
            [8 + 52 - 26, BASE, BASE, BASE],
            0,
            0,
            vec![play(3, Sq::Ring(6))],
            ["9", "none", "no", "yellow", "ongoing"],
        ),
        // The last plane reaches goal with a 6: the game ends, no extra roll.
        (
            [GOAL, GOAL, GOAL, 50],
            [BASE; 4],
            0,
            0,
            vec![play(6, Sq::Ring(51))],
            ["goal", "none", "no", "red", "red"],
        ),
        // Colour jump: 2 → 5 (red) captures there, jumps to 9 (safe star).
        (
            [1, BASE, BASE, BASE],
            [4 + 52 - 26, BASE, BASE, BASE],
            0,
            1,
            vec![play(3, Sq::Ring(2))],
            ["9", "5", "yes", "red", "ongoing"],
        ),
        // Colour jump not past the home entry: 49 stays 49.
        (
            [45, BASE, BASE, BASE],
            [BASE; 4],
            0,
            1,
            vec![play(3, Sq::Ring(46))],
            ["49", "none", "no", "yellow", "ongoing"],
        ),
        // Even exit on a 2: no extra roll.
        (
            [BASE; 4],
            [BASE; 4],
            0,
            2,
            vec![play(2, Sq::Base)],
            ["1", "none", "no", "yellow", "ongoing"],
        ),
        // Third 6 under the undo trap: the capture made with a 6 is undone too,
        // but the captured square is still reported.
        (
            [1, BASE, BASE, BASE],
            [7 + 52 - 26, BASE, BASE, BASE],
            0,
            3,
            vec![play(6, Sq::Ring(2)), play(6, Sq::Ring(8)), Mv::Bare(6)],
            ["2", "8", "no", "yellow", "ongoing"],
        ),
        // A file's `sixes = 1` cannot be undone: only the 6 played here goes back.
        (
            [7, BASE, BASE, BASE],
            [BASE; 4],
            1,
            3,
            vec![play(6, Sq::Ring(8)), Mv::Bare(6)],
            ["8", "none", "no", "yellow", "ongoing"],
        ),
    ];
    for (red, yellow, sixes, rules, seq, want) in cases {
        let mut st = St::start();
        st.planes = [red, yellow];
        st.sixes = sixes;
        assert!(st.valid());
        let (trap, r) = RULESETS[rules];
        let reference = ref_after(&st, &r, &seq);
        let texts: Vec<String> = seq.iter().map(|&m| text(m)).collect();
        for (k, about) in ABOUTS.into_iter().enumerate() {
            assert_eq!(
                reference[k].as_deref(),
                Some(want[k]),
                "{texts:?} {about:?}"
            );
            let ask = Ask::After {
                moves: texts.iter().map(|t| sp(t)).collect(),
                about,
            };
            assert_eq!(
                answer_both(&st.toml(), ask, trap).as_deref(),
                Some(want[k]),
                "{texts:?} {about:?}"
            );
        }
    }
}

// ---------------------------------------------------------------------------
// Drills (issue 14): the reference's answer to an exported drill's question
// (used by `drill_references.rs`).

fn square_named(text: &str) -> Option<Sq> {
    match text {
        "base" => Some(Sq::Base),
        "goal" => Some(Sq::Goal),
        t if t.starts_with('R') || t.starts_with('Y') => {
            let side = usize::from(t.starts_with('Y'));
            Some(Sq::Lane(side, t[1..].parse().ok()?))
        }
        t => Some(Sq::Ring(t.parse().ok()?)),
    }
}

fn progress_of(side: usize, sq: Sq) -> Option<u8> {
    match sq {
        Sq::Base => Some(BASE),
        Sq::Goal => Some(GOAL),
        Sq::Lane(s, k) => (s == side).then_some(LAST_RING + k),
        Sq::Ring(n) => Some((n + 52 - START[side]) % 52),
    }
}

/// The reference's answer, in answer syntax, to a drill question on the
/// `[position]` of its file; `None` where it has none.
pub(crate) fn drill_answer(position: &toml::Table, ask: &Ask) -> Option<String> {
    let turn_name = position.get("turn")?.as_str()?;
    let turn = NAMES.iter().position(|n| *n == turn_name)?;
    let mut planes = [[BASE; 4]; 2];
    for (side, key) in NAMES.iter().enumerate() {
        let list = position.get(*key)?.as_array()?;
        for (i, item) in list.iter().enumerate() {
            planes[side][i] = progress_of(side, square_named(item.as_str()?)?)?;
        }
    }
    let small = |key: &str| {
        position
            .get(key)
            .and_then(|v| v.as_integer())
            .map(|n| n as u8)
    };
    let st = St {
        planes,
        turn,
        dice: small("dice"),
        sixes: small("sixes").unwrap_or(0),
        saved: None,
    };
    let r = Rules::default();
    let read = |text: &str| -> Option<Mv> {
        Some(match text.split_once(':') {
            Some((roll, plane)) => Mv::Play {
                roll: Some(roll.parse().ok()?),
                from: square_named(plane)?,
            },
            None => match text.parse::<u8>() {
                Ok(n) => Mv::Bare(n),
                Err(_) => Mv::Play {
                    roll: None,
                    from: square_named(text)?,
                },
            },
        })
    };
    match ask {
        Ask::Legal { mv } => Some(yes_no(st.legal(&r, read(mv.get_ref())?))),
        Ask::Moves { from: None } => Some(set_text(&st.moves(&r))),
        Ask::After { moves, about } => {
            let seq: Option<Vec<Mv>> = moves.iter().map(|m| read(m.get_ref())).collect();
            let answers = ref_after(&st, &r, &seq?);
            let i = ABOUTS.iter().position(|a| a == about)?;
            answers[i].clone()
        }
        Ask::CaptureRolls { target } => Some(set_text(
            &st.capture_rolls(&r, square_named(target.get_ref())?),
        )),
        _ => None,
    }
}
