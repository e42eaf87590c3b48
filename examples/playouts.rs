//! Random playouts per second of CPU time, per game, counted as OpenSpiel
//! counts them, so the figures can stand beside OpenSpiel's own:
//!
//! ```text
//! cargo run --release --example playouts -- GAME SECONDS [--machine]
//! ```
//!
//! GAME is `aeroplane`, `chinese-checkers`, `dominoes`, `hnefatafl` or `all`.
//! An *action* is one `apply_action` in OpenSpiel's terms: a chain of hops is
//! one action (one turn); a die roll or a deal is a chance action of its own.
//! - aeroplane: one chance action (the roll) and one move or pass per roll;
//! - Chinese checkers: one action per turn (step, whole chain or pass), games
//!   cut at 1 000 turns as random play rarely fills a camp;
//! - dominoes: the deal (28 chance actions, one tile each) and one action per
//!   play, draw or pass;
//! - hnefatafl: one action per move, until the game ends.
//!
//! Time is the process CPU time (`CLOCK_PROCESS_CPUTIME_ID`), not wall time.
//!
//! With `--machine`, one line per game for scripts (`scripts/peers.sh`):
//! `playouts GAME PLAYOUTS_PER_S ACTIONS_PER_S ACTIONS_PER_PLAYOUT CPU_S`.

use std::hint::black_box;

use plyyard::games::aeroplane::game::Game as AeroGame;
use plyyard::games::aeroplane::rules::Rules as AeroRules;
use plyyard::games::chinese_checkers::game::Game as CcGame;
use plyyard::games::chinese_checkers::search::random_playout as cc_playout;
use plyyard::games::dominoes::playout::{deal, random_game};
use plyyard::games::dominoes::{EDITION, Move as DominoMove};
use plyyard::games::hnefatafl::game::Game as HnefGame;
use plyyard::games::hnefatafl::playout::random_playout as hnef_playout;
use plyyard::games::hnefatafl::rules::FETLAR;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Turn limit of a Chinese checkers playout.
const CC_TURNS: u32 = 1_000;
/// Tiles dealt (chance actions) in a dominoes game.
const DOMINO_DEAL: u64 = 28;

/// Seconds of CPU time used by this process.
fn cpu_seconds() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec to write to; the clock id is a constant.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime failed");
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

/// Plays one random game; returns the actions it took.
type Playout = Box<dyn FnMut(&mut ChaCha8Rng) -> u64>;

fn playout_of(game: &str) -> Option<Playout> {
    Some(match game {
        "aeroplane" => {
            let mut buf = Vec::with_capacity(4);
            Box::new(move |rng: &mut ChaCha8Rng| {
                let rules = AeroRules::EDITION;
                let mut g = AeroGame::START;
                let mut rolls = 0u64;
                while g.winner().is_none() {
                    let roll = rng.random_range(1..=6u8);
                    g.play_roll(&rules, roll, &mut buf, |n| rng.random_range(0..n));
                    rolls += 1;
                }
                2 * rolls
            })
        }
        "chinese-checkers" => {
            let mut buf = Vec::with_capacity(16);
            Box::new(move |rng: &mut ChaCha8Rng| {
                let mut g = CcGame::start();
                u64::from(cc_playout(&mut g, rng, CC_TURNS, &mut buf).plies)
            })
        }
        "dominoes" => {
            let mut buf: Vec<DominoMove> = Vec::with_capacity(64);
            Box::new(move |rng: &mut ChaCha8Rng| {
                let mut s = deal(rng);
                DOMINO_DEAL + u64::from(random_game(&mut s, EDITION, rng, &mut buf).1)
            })
        }
        "hnefatafl" => Box::new(|rng: &mut ChaCha8Rng| {
            let start = HnefGame::start();
            u64::from(hnef_playout(&start, &FETLAR, 100_000, |n| rng.random_range(0..n)).2)
        }),
        _ => return None,
    })
}

fn measure(game: &str, seconds: f64, machine: bool) {
    let Some(mut playout) = playout_of(game) else {
        eprintln!("unknown game {game}");
        std::process::exit(2);
    };
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    // warm-up
    for _ in 0..10 {
        black_box(playout(&mut rng));
    }
    let start = cpu_seconds();
    let (mut games, mut actions) = (0u64, 0u64);
    let mut spent = 0.0;
    while spent < seconds {
        for _ in 0..16 {
            actions += black_box(playout(&mut rng));
        }
        games += 16;
        spent = cpu_seconds() - start;
    }
    if machine {
        println!(
            "playouts {game} {:.1} {:.1} {:.2} {spent:.4}",
            games as f64 / spent,
            actions as f64 / spent,
            actions as f64 / games as f64,
        );
        return;
    }
    println!(
        "{game:17} {:>12.0} playouts/s {:>14.0} actions/s  ({games} playouts, {:.1} actions each, {spent:.2} s CPU)",
        games as f64 / spent,
        actions as f64 / spent,
        actions as f64 / games as f64,
    );
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let machine = args.iter().any(|a| a == "--machine");
    args.retain(|a| a != "--machine");
    let game = args.first().map(String::as_str).unwrap_or("all");
    let seconds: f64 = match args.get(1).map(|s| s.parse()) {
        None => 3.0,
        Some(Ok(s)) if s > 0.0 => s,
        _ => {
            eprintln!("usage: playouts GAME SECONDS [--machine]");
            std::process::exit(2);
        }
    };
    if game == "all" {
        for g in ["aeroplane", "chinese-checkers", "dominoes", "hnefatafl"] {
            measure(g, seconds, machine);
        }
    } else {
        measure(game, seconds, machine);
    }
}
