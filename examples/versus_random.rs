//! The opponents against a random mover: win rates and CPU time per move.
//!
//! ```text
//! cargo run --release --example versus_random -- [GAME|all] [GAMES] [LEVEL]
//! ```
//!
//! Game `i` uses seed `i` (0, 1, …, GAMES−1; `FIRST_SEED=N` starts at N
//! instead); the opponent plays the first
//! side in even games and the second side in odd ones. CPU time is the
//! thread's own (from `/proc/thread-self/schedstat` on Linux, else wall
//! time), measured around each of the opponent's choices only.

use std::time::{Duration, Instant};

use plyyard::game_api::GameKind;
use plyyard::games::play::Playable;
use plyyard::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use plyyard::play::versus::engine_vs_random;

/// CPU time used by this thread so far.
fn cpu_now(start: Instant) -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map(Duration::from_nanos)
        .unwrap_or_else(|| start.elapsed())
}

fn run<G: Playable>(games: u64, level: u8) {
    let origin = Instant::now();
    let mut won = 0;
    let mut plies = 0;
    let mut slowest = Duration::ZERO;
    let mut total = Duration::ZERO;
    let mut choices = 0;
    let mut drawn = 0;
    let first: u64 = std::env::var("FIRST_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    for seed in first..first + games {
        let mut started = Duration::ZERO;
        let mut think = |begin: bool| {
            let now = cpu_now(origin);
            if begin {
                started = now;
            } else {
                let spent = now - started;
                slowest = slowest.max(spent);
                total += spent;
            }
        };
        let m = engine_vs_random::<G>(seed, level, (seed % 2) as usize, 3_000, &mut think)
            .unwrap_or_else(|e| panic!("{}: seed {seed}: illegal move {e:?}", G::KIND));
        won += u32::from(m.engine_won());
        drawn += u32::from(m.outcome == plyyard::games::engine::Outcome::Draw);
        plies += m.plies;
        choices += m.engine_moves;
    }
    println!(
        "{:<17} level {level}: won {won}/{games} ({:.1}%), drawn {drawn}, {:.0} moves a game, CPU per choice: mean {:.2} ms, max {:.0} ms",
        G::KIND.name(),
        100.0 * f64::from(won) / games as f64,
        plies as f64 / games as f64,
        total.as_secs_f64() * 1000.0 / choices.max(1) as f64,
        slowest.as_secs_f64() * 1000.0,
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let which = args.get(1).map(String::as_str).unwrap_or("all");
    let games: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(200);
    let level: u8 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(3);
    for kind in GameKind::ALL {
        if which != "all" && which != kind.name() {
            continue;
        }
        match kind {
            GameKind::Aeroplane => run::<aeroplane::Game>(games, level),
            GameKind::ChineseCheckers => run::<chinese_checkers::game::Game>(games, level),
            GameKind::Dominoes => run::<dominoes::State>(games, level),
            GameKind::Hnefatafl => run::<hnefatafl::game::Game>(games, level),
        }
    }
}
