//! How far above the level-3 opponent can any dominoes player get against a
//! random mover? This player cheats: it sees both hands, knows that its
//! opponent picks any legal move at random, and plays each candidate out
//! `SAMPLES` times from the true position (draws at random, the mover at
//! random, itself with the level-2 heuristic), keeping the move that won most.
//! Its share of won games is a practical ceiling for a fair opponent, which
//! sees neither the other hand nor the boneyard.
//!
//! ```text
//! cargo run --release --example dominoes_ceiling -- [GAMES] [SAMPLES]
//! ```
//!
//! Game `i` deals from seed `i`, as `examples/versus_random.rs` does; the
//! player opens in even games and moves second in odd ones.

use plyyard::games::dominoes::ai;
use plyyard::games::dominoes::{EDITION, Move, Side, State};
use plyyard::games::engine::Engine;
use plyyard::games::play::Playable;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A uniformly random legal move, a draw naming a random boneyard tile.
fn random_move(s: &State, rng: &mut ChaCha8Rng, buf: &mut Vec<Move>) -> Move {
    s.legal_moves(EDITION, buf).expect("every tile is known");
    let mv = buf[rng.random_range(0..buf.len())];
    s.complete(mv, rng)
}

/// The level-2 heuristic's move for the side to move, seeing its own hand.
fn heuristic_move(s: &State, rng: &mut ChaCha8Rng) -> Move {
    let view = s.view(s.turn.name());
    let (mv, _) = ai::choose(&view, 0, 2, rng).expect("the game goes on");
    s.complete(mv, rng)
}

/// Plays to the end: 1 if `me` wins, ½ for a draw, 0 for a loss.
fn playout(mut s: State, me: Side, rng: &mut ChaCha8Rng, buf: &mut Vec<Move>) -> f64 {
    loop {
        let o = s.outcome();
        if o.is_over() {
            return match o.winner() {
                Some(w) if w == me => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        let mv = if s.turn == me {
            heuristic_move(&s, rng)
        } else {
            random_move(&s, rng, buf)
        };
        s.play(mv, EDITION).expect("legal");
    }
}

/// The cheating player's move.
fn seeing_move(s: &State, samples: u32, rng: &mut ChaCha8Rng, buf: &mut Vec<Move>) -> Move {
    s.legal_moves(EDITION, buf).expect("every tile is known");
    let candidates = buf.clone();
    if candidates.len() == 1 {
        return s.complete(candidates[0], rng);
    }
    let mut best = (f64::MIN, candidates[0]);
    for &mv in &candidates {
        let mut after = *s;
        after.play(mv, EDITION).expect("legal");
        let won: f64 = (0..samples).map(|_| playout(after, s.turn, rng, buf)).sum();
        if won > best.0 {
            best = (won, mv);
        }
    }
    best.1
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(200);
    let samples = args.get(1).copied().unwrap_or(1000) as u32;
    let mut won = 0.0;
    let mut buf = Vec::new();
    for seed in 0..games {
        let mut s = <State as Engine>::start(seed);
        let me = if seed % 2 == 0 {
            Side::Black
        } else {
            Side::White
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        while !s.outcome().is_over() {
            let mv = if s.turn == me {
                seeing_move(&s, samples, &mut rng, &mut buf)
            } else {
                random_move(&s, &mut rng, &mut buf)
            };
            s.play(mv, EDITION).expect("legal");
        }
        won += match s.outcome().winner() {
            Some(w) if w == me => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    println!(
        "a player seeing both hands, {samples} playouts per move: won {won}/{games} ({:.1}%) against a random mover",
        100.0 * won / games as f64
    );
}
