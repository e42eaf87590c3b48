//! The opponents: every move they choose is legal (checked by the engine
//! before it is played) over many seeded games at every level; level 3 beats
//! a random mover (a reduced run here; `examples/versus_random.rs` plays the
//! 200 games per game whose figures the README gives); the dominoes
//! opponent never sees the other hand; the same seed gives the same game.

use plyyard::games::engine::{Engine, Outcome};
use plyyard::games::play::Playable;
use plyyard::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use plyyard::play::table::{Actor, Table};
use plyyard::play::versus::{Match, engine_vs_random};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

type Aero = aeroplane::Game;
type Cc = chinese_checkers::game::Game;
type Dom = dominoes::State;
type Hnef = hnefatafl::game::Game;

/// Plays `games` seeded games (seeds from `first`), the opponent on each
/// side in turn; panics on an illegal move. Returns the matches.
fn games<G: Playable>(first: u64, games: u64, level: u8, max_plies: usize) -> Vec<Match> {
    (first..first + games)
        .map(|seed| {
            engine_vs_random::<G>(seed, level, (seed % 2) as usize, max_plies, &mut |_| {})
                .unwrap_or_else(|e| panic!("{} level {level} seed {seed}: {e:?}", G::KIND))
        })
        .collect()
}

fn wins(list: &[Match]) -> usize {
    list.iter().filter(|m| m.engine_won()).count()
}

#[test]
fn aeroplane_opponents_are_legal_and_level_3_wins() {
    for level in [1, 2] {
        games::<Aero>(100, 20, level, 2_000);
    }
    let played = games::<Aero>(0, 12, 3, 2_000);
    assert!(played.iter().all(|m| m.outcome != Outcome::Ongoing));
    assert!(wins(&played) >= 10, "{played:?}");
}

#[test]
fn chinese_checkers_opponents_are_legal_and_level_3_wins() {
    for level in [1, 2] {
        games::<Cc>(100, 6, level, 300);
    }
    let played = games::<Cc>(0, 2, 3, 1_500);
    assert_eq!(wins(&played), 2, "{played:?}");
}

#[test]
fn dominoes_opponents_are_legal_and_level_3_wins_most() {
    for level in [1, 2] {
        games::<Dom>(100, 60, level, 200);
    }
    let played = games::<Dom>(0, 16, 3, 200);
    assert!(played.iter().all(|m| m.outcome != Outcome::Ongoing));
    // Dominoes is mostly luck against a random mover: about three games in
    // four over 200 (see the README); here, more than half.
    assert!(wins(&played) >= 9, "{played:?}");
}

#[test]
fn hnefatafl_opponents_are_legal_and_level_3_wins() {
    games::<Hnef>(100, 12, 1, 80);
    games::<Hnef>(200, 2, 2, 40);
    let played = games::<Hnef>(0, 2, 3, 400);
    assert_eq!(wins(&played), 2, "{played:?}");
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let a = games::<Dom>(7, 1, 2, 200);
    let b = games::<Dom>(7, 1, 2, 200);
    assert_eq!(a, b);
    let a = games::<Aero>(7, 1, 2, 2_000);
    let b = games::<Aero>(7, 1, 2, 2_000);
    assert_eq!(a, b);
}

/// The dominoes opponent gets the same answer whatever the other hand holds:
/// swap the other hand with the boneyard and nothing changes.
#[test]
fn the_dominoes_opponent_never_sees_the_other_hand() {
    for seed in 0..30 {
        let start = <Dom as Engine>::start(seed);
        // Black opens: the opponent plays black; white's hand and the
        // boneyard trade seven tiles.
        let mut other = start;
        let white = start.hands[1].known;
        let bone: Vec<u32> = (0..28)
            .map(|i| 1u32 << i)
            .filter(|b| start.boneyard.known & b != 0)
            .collect();
        let seven = bone[..7].iter().fold(0, |m, b| m | b);
        other.hands[1].known = seven;
        other.boneyard.known = (start.boneyard.known & !seven) | white;
        for level in 1..=3 {
            let a = start.opponent(&[], level, &mut ChaCha8Rng::seed_from_u64(seed));
            let b = other.opponent(&[], level, &mut ChaCha8Rng::seed_from_u64(seed));
            assert_eq!(a, b, "seed {seed} level {level}");
        }
    }
}

/// `undo` restores the dice: the same roll comes back.
#[test]
fn undo_brings_back_the_same_roll() {
    let mut t = Table::<Aero>::new(11);
    loop {
        match t.roll() {
            Some(c) if c.forced.is_some() => {
                t.play(c.forced.unwrap(), Actor::Rules).unwrap();
            }
            _ => break,
        }
    }
    let before = *t.state();
    let mv = t.choices()[0];
    t.mark();
    t.play(mv, Actor::Human).unwrap();
    let _ = t.roll();
    assert_eq!(t.undo(), Some(1));
    assert_eq!(*t.state(), before);
    assert_eq!(t.undo(), None);
}
