//! The aeroplane opponent: expectimax over the die. After each candidate
//! move, every roll of the next turns is averaged (1/6 each) and each side
//! picks its best plane for each roll, down to a fixed number of rolls; the
//! positions reached are valued by progress, safety and threats.
//!
//! Levels: 1 values the position right after the move, with noise; 2 looks
//! one roll ahead; 3 looks three rolls ahead. Pure and deterministic.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::board::{BASE, GOAL, LAST_RING, Side, Square, is_safe, ring_at};
use super::game::{Action, Game, OutcomeKind};
use super::rules::Rules;

/// Why the opponent chose its plane (turned into words by `text::why`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Only one plane can use the roll.
    Only,
    /// The move sends opponent planes back to base from this square.
    Captures(Square),
    /// The plane reaches goal.
    Arrives,
    /// A plane leaves the base.
    Exits,
    /// The plane leaves a square an opponent could hit.
    Escapes(Square),
    /// The plane now on this square is out of reach of every opponent's
    /// plane.
    OutOfReach(Square),
    /// The plane now on this square can be hit by this many of the
    /// opponent's die values; still the best average choice.
    Exposed(Square, u8),
    /// The best average result over the next rolls (how many).
    Expects(u8),
}

const WIN: f64 = 10_000.0;

/// Value of one plane at progress `p`.
fn plane_value(p: u8) -> f64 {
    match p {
        BASE => 0.0,
        GOAL => 80.0,
        p if p > LAST_RING => 20.0 + f64::from(p),
        p => 14.0 + f64::from(p),
    }
}

/// The chance (0–1) that an opponent plane hits the plane of `side` on ring
/// progress `p`: one die value out of six per opponent plane 1–6 squares
/// behind it on the opponent's route.
fn threat(g: &Game, side: Side, p: u8) -> f64 {
    let n = ring_at(side, p);
    if is_safe(n) {
        return 0.0;
    }
    let opp = side.other();
    let Some(q) = Square::Ring(n).progress(opp) else {
        return 0.0;
    };
    let mut hits = [false; 7];
    for &o in &g.planes(opp) {
        if o <= LAST_RING && o < q && q - o <= 6 {
            hits[usize::from(q - o)] = true;
        }
    }
    hits.iter().filter(|h| **h).count() as f64 / 6.0
}

/// The position's value for `me`.
fn evaluate(g: &Game, me: Side) -> f64 {
    let mut score = 0.0;
    for side in Side::BOTH {
        let sign = if side == me { 1.0 } else { -1.0 };
        // A side about to move can often run away or strike first.
        let weight = if g.turn() == side { 0.45 } else { 1.0 };
        let planes = g.planes(side);
        for &p in &planes {
            let v = plane_value(p);
            score += sign * v;
            if p <= LAST_RING {
                score -= sign * weight * threat(g, side, p) * v;
            }
        }
        // Planes in the base need a 6: having at least one out matters.
        if planes.iter().all(|&p| p == BASE || p == GOAL) {
            score -= sign * 12.0;
        }
    }
    score
}

/// Plays `action` on a copy; the action is legal by construction.
fn after(g: &Game, rules: &Rules, action: Action) -> Game {
    let mut next = *g;
    next.apply(rules, action)
        .expect("the search plays only legal actions");
    next
}

/// The value for `me` of the side to move rolling `roll`, then choosing.
fn decide(g: &Game, rules: &Rules, roll: u8, me: Side, rolls: u8, buf: &mut Vec<Square>) -> f64 {
    g.legal_planes(rules, roll, buf);
    if buf.is_empty() {
        return expect(&after(g, rules, Action::Roll(roll)), rules, me, rolls - 1);
    }
    let planes = buf.clone();
    let maximise = g.turn() == me;
    let mut best = if maximise { f64::MIN } else { f64::MAX };
    for from in planes {
        let child = after(
            g,
            rules,
            Action::Play {
                roll: Some(roll),
                from,
            },
        );
        let v = expect(&child, rules, me, rolls - 1);
        best = if maximise { best.max(v) } else { best.min(v) };
    }
    best
}

/// The average value for `me` over the next roll, `rolls` rolls deep.
fn expect(g: &Game, rules: &Rules, me: Side, rolls: u8) -> f64 {
    if let Some(w) = g.winner() {
        return if w == me { WIN } else { -WIN };
    }
    if rolls == 0 {
        return evaluate(g, me);
    }
    let mut buf = Vec::with_capacity(4);
    (1..=6)
        .map(|r| decide(g, rules, r, me, rolls, &mut buf))
        .sum::<f64>()
        / 6.0
}

/// How many rolls each level looks ahead, and its noise.
fn level(n: u8) -> (u8, f64) {
    match n {
        1 => (0, 25.0),
        2 => (1, 0.0),
        _ => (3, 0.0),
    }
}

/// The plane to move with the pending roll, and why; `None` when no roll is
/// pending or no plane can use it.
pub fn choose(
    game: &Game,
    rules: &Rules,
    level_no: u8,
    rng: &mut ChaCha8Rng,
) -> Option<(Square, Why)> {
    let roll = game.pending()?;
    let mut planes = Vec::new();
    game.legal_planes(rules, roll, &mut planes);
    if planes.is_empty() {
        return None;
    }
    let me = game.turn();
    let (rolls, noise) = level(level_no);
    let mut best: Option<(f64, Square)> = None;
    for &from in &planes {
        let child = after(game, rules, Action::Play { roll: None, from });
        let mut v = expect(&child, rules, me, rolls);
        if noise > 0.0 {
            v += rng.random_range(-noise..=noise);
        }
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, from));
        }
    }
    let (_, from) = best?;
    Some((from, why(game, rules, from, planes.len(), rolls)))
}

/// Why moving the plane on `from` is a good choice.
fn why(game: &Game, rules: &Rules, from: Square, choices: usize, rolls: u8) -> Why {
    let mut next = *game;
    let Ok(out) = next.apply(rules, Action::Play { roll: None, from }) else {
        return Why::Expects(rolls);
    };
    if choices == 1 {
        return Why::Only;
    }
    if let Some(square) = out.captured_squares().next() {
        return Why::Captures(square);
    }
    if out.arrived {
        return Why::Arrives;
    }
    if from == Square::Base {
        return Why::Exits;
    }
    let side = game.turn();
    let before = from.progress(side).filter(|&p| p <= LAST_RING);
    if let (Some(p), OutcomeKind::Moved(m)) = (before, out.kind) {
        let after_p = m.to.progress(side).unwrap_or(GOAL);
        let safe_now = after_p > LAST_RING || threat(&next, side, after_p) == 0.0;
        if threat(game, side, p) > 0.0 && safe_now {
            return Why::Escapes(from);
        }
    }
    // Where the plane stands now, and how many of the opponent's die values
    // could hit it there.
    if let OutcomeKind::Moved(m) = out.kind {
        if let Some(after_p) = m.to.progress(side) {
            // The home lane is out of everyone's reach.
            let rolls_hitting = if after_p > LAST_RING {
                0
            } else {
                (threat(&next, side, after_p) * 6.0).round() as u8
            };
            return if rolls_hitting == 0 {
                Why::OutOfReach(m.to)
            } else {
                Why::Exposed(m.to, rolls_hitting)
            };
        }
    }
    Why::Expects(rolls.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_hint_has_a_reason_in_words_on_seeded_positions() {
        // 500 positions: planes of both sides at random progresses, red to
        // move with a random roll. The reason is never the bare "best on
        // average" once a plane has moved: it says where the plane stands and
        // how many of the other side's die values could hit it there.
        let mut rng = ChaCha8Rng::seed_from_u64(23);
        let mut asked = 0;
        let mut exposed = 0;
        while asked < 500 {
            let mut planes = [[BASE; 4]; 2];
            for side in &mut planes {
                for p in side.iter_mut() {
                    if rng.random_range(0..4) > 0 {
                        *p = rng.random_range(1..=LAST_RING);
                    }
                }
            }
            let roll = rng.random_range(1..=6);
            let g = Game::from_parts(planes, Side::Red, Some(roll), 0);
            let Some((from, why)) = choose(&g, &Rules::EDITION, 3, &mut rng) else {
                continue;
            };
            asked += 1;
            assert!(
                !matches!(why, Why::Expects(_)),
                "{planes:?} roll {roll}: {from:?} {why:?}"
            );
            if let Why::Exposed(_, n) = why {
                assert!((1..=6).contains(&n));
                exposed += 1;
            }
        }
        assert!(exposed > 0, "no exposed plane in 500 positions");
    }

    #[test]
    fn captures_when_it_can() {
        // Red on 5 with a 3: yellow stands on 8 (not safe).
        let mut planes = [[BASE; 4]; 2];
        planes[0] = [4, 30, BASE, BASE];
        planes[1] = [
            Square::Ring(8).progress(Side::Yellow).unwrap(),
            BASE,
            BASE,
            BASE,
        ];
        let g = Game::from_parts(planes, Side::Red, Some(3), 0);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for level in 2..=3 {
            let (from, why) = choose(&g, &Rules::EDITION, level, &mut rng).unwrap();
            assert_eq!(from, Square::Ring(5), "level {level}");
            assert_eq!(why, Why::Captures(Square::Ring(8)));
        }
    }
}
