//! plyyard beside the `hnefatafl` crate (0.0.2, set up as Fetlar, see
//! `benches/common/fetlar.rs`), timed alternately in the same process in
//! CPU time, for `scripts/peers.sh`:
//!
//! ```text
//! cargo run --release --example peer_hnefatafl -- [SECONDS]
//! ```
//!
//! Three measures, each engine given about SECONDS of CPU time (default 1)
//! in alternating slices:
//! - `hnef-start`: the legal moves of the start position (ns per position);
//! - `hnef-positions`: the legal moves of 1 000 positions reached by seeded
//!   random play (mean ns per position);
//! - `hnef-playout`: random playouts from the start, each engine with its
//!   own moves and its own seeded choices (ns per ply). A ply is: the legal
//!   moves, a uniform pick, the move played, the end of game checked. The
//!   crate has no 100-quiet-half-moves draw: its playouts count quiet plies
//!   from the capture list and stop at 100 too, as plyyard's do.
//!
//! Before timing, two checks: both engines count the same moves on the
//! 1 000 positions, and on 200 of plyyard's random games replayed in the
//! crate they count the same moves at every ply and end alike.
//!
//! Output: `measure NAME PLYYARD_NS PEER_NS` lines (ns per unit, lower is
//! quicker) and `info ...` lines, one `key=value` list each.

#[path = "../benches/common/fetlar.rs"]
mod fetlar;

use std::hint::black_box;

use fetlar::{
    PeerBoard, disagreements, move_count, peer_logic, peer_move_count, peer_state, positions, tile,
};
use hnefatafl::board::state::BoardState;
use hnefatafl::collections::piecemap::PieceMap;
use hnefatafl::game::logic::GameLogic;
use hnefatafl::game::state::GameState;
use hnefatafl::game::{GameOutcome, GameStatus, WinReason};
use hnefatafl::play::{Play, ValidPlay};
use plyyard::games::hnefatafl::game::{Game, MoveList, Outcome};
use plyyard::games::hnefatafl::playout::random_playout;
use plyyard::games::hnefatafl::rules::FETLAR;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// plyyard's draw after this many half-moves without a capture.
const QUIET_LIMIT: u32 = 100;
/// Ply cap of a playout (never reached: the quiet rule ends games first).
const MAX_PLIES: u32 = 100_000;

/// Nanoseconds of CPU time used by this process.
fn cpu_ns() -> u64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec to write to; the clock id is a constant.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime failed");
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

/// How a game ended, in terms both engines share.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum End {
    Escaped,
    KingCaptured,
    /// The side to move had no move (or no piece) and lost.
    NoMoves,
    Quiet,
}

/// The crate's legal plays for the side to move.
fn peer_plays(logic: &GameLogic<PeerBoard>, s: &GameState<PeerBoard>, out: &mut Vec<ValidPlay>) {
    out.clear();
    for t in s.board.occupied_by_side(s.side_to_play) {
        out.extend(logic.iter_plays(t, s).expect("a piece on the tile"));
    }
}

/// The crate's end of game, counting `quiet` plies as plyyard does.
fn peer_end(s: &GameState<PeerBoard>, quiet: u32) -> Option<End> {
    match s.status {
        GameStatus::Ongoing if quiet >= QUIET_LIMIT => Some(End::Quiet),
        GameStatus::Ongoing => None,
        GameStatus::Over(GameOutcome::Win(WinReason::KingEscaped, _)) => Some(End::Escaped),
        GameStatus::Over(GameOutcome::Win(WinReason::KingCaptured, _)) => Some(End::KingCaptured),
        GameStatus::Over(GameOutcome::Win(WinReason::NoPlays | WinReason::AllCaptured, _)) => {
            Some(End::NoMoves)
        }
        GameStatus::Over(o) => panic!("an outcome Fetlar does not have: {o:?}"),
    }
}

fn our_end(o: Outcome) -> Option<End> {
    match o {
        Outcome::Ongoing => None,
        Outcome::Escaped => Some(End::Escaped),
        Outcome::KingCaptured => Some(End::KingCaptured),
        Outcome::NoMoves(_) => Some(End::NoMoves),
        Outcome::QuietDraw => Some(End::Quiet),
    }
}

/// One of the crate's random playouts; returns the plies played.
fn peer_playout(
    logic: &GameLogic<PeerBoard>,
    start: &GameState<PeerBoard>,
    rng: &mut ChaCha8Rng,
    plays: &mut Vec<ValidPlay>,
) -> u32 {
    let mut s = *start;
    let (mut plies, mut quiet) = (0, 0);
    while plies < MAX_PLIES && peer_end(&s, quiet).is_none() {
        peer_plays(logic, &s, plays);
        if plays.is_empty() {
            break;
        }
        let p = plays[rng.random_range(0..plays.len())];
        let r = logic.do_valid_play(p, s);
        quiet = if r.record.effects.captures.is_empty() {
            quiet + 1
        } else {
            0
        };
        s = r.new_state;
        plies += 1;
    }
    plies
}

/// Replays `n` of plyyard's seeded random games in the crate; returns the
/// plies replayed and the disagreements (game, ply, what).
fn playout_disagreements(n: usize, seed: u64) -> (u64, Vec<(usize, u32, String)>) {
    let logic = peer_logic();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut list, mut plays) = (MoveList::new(), Vec::new());
    let (mut total, mut diff) = (0u64, Vec::new());
    for game in 0..n {
        let mut g = Game::start();
        let mut s = peer_state(&g);
        let (mut ply, mut quiet) = (0u32, 0u32);
        loop {
            let ours = our_end(g.status(&FETLAR));
            let theirs = peer_end(&s, quiet);
            if ours != theirs {
                diff.push((game, ply, format!("end {ours:?} vs {theirs:?}")));
                break;
            }
            if ours.is_some() {
                break;
            }
            g.legal_moves(&FETLAR, &mut list);
            peer_plays(&logic, &s, &mut plays);
            if list.len() != plays.len() {
                diff.push((
                    game,
                    ply,
                    format!("{} vs {} moves", list.len(), plays.len()),
                ));
                break;
            }
            let mv = list.as_slice()[rng.random_range(0..list.len())];
            let play = Play::from_tiles(tile(mv.from), tile(mv.to)).expect("a straight move");
            let r = logic.do_play(play, s).expect("a move the crate accepts");
            quiet = if r.record.effects.captures.is_empty() {
                quiet + 1
            } else {
                0
            };
            s = r.new_state;
            let valid = g.check(&FETLAR, mv).expect("a legal move");
            g = g.play(&FETLAR, valid).0;
            ply += 1;
            total += 1;
        }
    }
    (total, diff)
}

/// Times `ours` and `theirs` in alternating slices until each has had
/// `seconds` of CPU time; each call returns the units it did. Returns ns
/// per unit for each.
fn alternate(
    seconds: f64,
    mut ours: impl FnMut() -> u64,
    mut theirs: impl FnMut() -> u64,
) -> (f64, f64) {
    // warm-up
    for _ in 0..3 {
        black_box(ours());
        black_box(theirs());
    }
    let budget = (seconds * 1e9) as u64;
    let slice = (budget / 10).max(1);
    let (mut ns, mut units) = ([0u64; 2], [0u64; 2]);
    while ns[0] < budget || ns[1] < budget {
        for (i, f) in [&mut ours as &mut dyn FnMut() -> u64, &mut theirs]
            .into_iter()
            .enumerate()
        {
            let start = cpu_ns();
            let mut spent = 0;
            while spent < slice {
                units[i] += black_box(f());
                spent = cpu_ns() - start;
            }
            ns[i] += spent;
        }
    }
    (
        ns[0] as f64 / units[0] as f64,
        ns[1] as f64 / units[1] as f64,
    )
}

fn main() {
    let seconds: f64 = match std::env::args().nth(1).map(|s| s.parse()) {
        None => 1.0,
        Some(Ok(s)) if s > 0.0 => s,
        _ => {
            eprintln!("usage: peer_hnefatafl [SECONDS]");
            std::process::exit(2);
        }
    };

    // Checks first: the same moves everywhere.
    let games = positions(1_000, 2027);
    let diff = disagreements(&games);
    assert!(
        diff.is_empty(),
        "the engines disagree on {} positions, first {:?}",
        diff.len(),
        diff.first()
    );
    println!(
        "info check=positions positions={} disagreements=0",
        games.len()
    );
    let (plies, diff) = playout_disagreements(200, 2028);
    assert!(
        diff.is_empty(),
        "the engines disagree on {} replayed games, first {:?}",
        diff.len(),
        diff.first()
    );
    println!("info check=playouts games=200 plies={plies} disagreements=0");

    let logic = peer_logic();
    let states: Vec<_> = games.iter().map(peer_state).collect();
    let mut list = MoveList::new();

    let (a, b) = alternate(
        seconds,
        || {
            let mut n = 0;
            for _ in 0..100 {
                n += move_count(black_box(&games[0]), &mut list);
            }
            black_box(n);
            100
        },
        || {
            let mut n = 0;
            for _ in 0..100 {
                n += peer_move_count(&logic, black_box(&states[0]), &games[0]);
            }
            black_box(n);
            100
        },
    );
    println!("measure hnef-start {a:.1} {b:.1}");

    let mut list = MoveList::new();
    let (a, b) = alternate(
        seconds,
        || {
            let n: usize = games
                .iter()
                .map(|g| move_count(black_box(g), &mut list))
                .sum();
            black_box(n);
            games.len() as u64
        },
        || {
            let n: usize = games
                .iter()
                .zip(&states)
                .map(|(g, s)| peer_move_count(&logic, black_box(s), g))
                .sum();
            black_box(n);
            games.len() as u64
        },
    );
    println!("measure hnef-positions {a:.1} {b:.1}");

    let start = Game::start();
    let peer_start = peer_state(&start);
    let mut ours_rng = ChaCha8Rng::seed_from_u64(2029);
    let mut peer_rng = ChaCha8Rng::seed_from_u64(2029);
    let mut plays = Vec::with_capacity(256);
    let (mut our_games, mut our_plies, mut peer_games, mut peer_plies) = (0u64, 0u64, 0u64, 0u64);
    let (a, b) = alternate(
        seconds,
        || {
            let (_, _, n) =
                random_playout(&start, &FETLAR, MAX_PLIES, |k| ours_rng.random_range(0..k));
            our_games += 1;
            our_plies += u64::from(n);
            u64::from(n)
        },
        || {
            let n = peer_playout(&logic, &peer_start, &mut peer_rng, &mut plays);
            peer_games += 1;
            peer_plies += u64::from(n);
            u64::from(n)
        },
    );
    println!("measure hnef-playout {a:.1} {b:.1}");
    println!(
        "info playout plyyard_plies_per_game={:.1} peer_plies_per_game={:.1}",
        our_plies as f64 / our_games as f64,
        peer_plies as f64 / peer_games as f64
    );
}
