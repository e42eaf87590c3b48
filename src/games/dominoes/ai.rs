//! The dominoes opponent. It sees only what its side sees: its own hand, the
//! line, how many tiles the other hand and the boneyard hold, and the values
//! the other side is known to lack (it drew or passed on them). It never
//! receives the other hand: [`choose`] takes a position whose other hand and
//! boneyard are unknown tiles (`?`).
//!
//! The heuristic weighs the open ends left to the other side (how many unseen
//! tiles fit them, whether that side is known to lack them), the pips laid
//! (heavy tiles first: a blocked game is lost on pip totals), doubles, and
//! the values kept in hand for the next turns. Level 3 also plays each
//! candidate out many times against sampled hands (dealt from the unseen
//! tiles, respecting the known lacks) and keeps the move that wins most.
//!
//! Levels: 1 heuristic with noise; 2 heuristic; 3 heuristic and sampling.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::moves::Move;
use super::rules::{EDITION, Rules};
use super::state::{Outcome, Side, State, Tiles};
use super::tile::{ALL_TILES, MATCH, Tile, fits_mask, tiles_of};

/// Why the opponent chose its move (turned into words by `text::why`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Nothing else is legal (a draw or a pass).
    Only,
    /// The tile is the last of the hand.
    Wins(Tile),
    /// The open ends left are values the other side probably lacks.
    Blocks(Tile, u8, u8),
    /// The heaviest useful tile goes first (pips).
    Heavy(Tile, u8),
    /// Won most often in sampled games (won, played).
    Sampled(Tile, u32, u32),
}

/// The tile a move lays, if any.
fn laid(mv: Move) -> Option<Tile> {
    match mv {
        Move::Open(o) => Some(o.tile()),
        Move::Play { tile, .. } => Some(tile),
        Move::Draw(_) | Move::Pass => None,
    }
}

/// The values `v` (bit `v`) in a tile set.
fn values(set: u32) -> u8 {
    (0..7).fold(0, |m, v| if set & MATCH[v] != 0 { m | 1 << v } else { m })
}

/// The chance that a hand of `hand` tiles dealt from `unseen` tiles holds
/// none of `fitting` of them.
fn none_held(unseen: u32, fitting: u32, hand: u32) -> f64 {
    if hand > unseen {
        return 0.0;
    }
    let mut p = 1.0;
    for i in 0..hand {
        let left = f64::from(unseen - i);
        p *= (left - f64::from(fitting)).max(0.0) / left;
    }
    p
}

/// The heuristic value of laying `mv` (for the side to move of `view`).
fn score(view: &State, voids: u8, mv: Move) -> f64 {
    let Some(tile) = laid(mv) else {
        return 0.0;
    };
    let me = view.turn;
    let mut after = *view;
    if after.play(mv, EDITION).is_err() {
        return f64::MIN;
    }
    let hand = after.hands[me.index()].known;
    if hand == 0 {
        return 1e6;
    }
    let (l, r) = after.line.ends().expect("a tile was laid");
    let fit = fits_mask(l, r);
    let unseen = ALL_TILES & !hand & !after.line.laid;
    let theirs = u32::from(after.hands[me.other().index()].count());
    let lacks = voids & (1 << l) != 0 && voids & (1 << r) != 0;
    let p_block = if lacks {
        1.0
    } else {
        none_held(unseen.count_ones(), (unseen & fit).count_ones(), theirs)
    };
    let mine_fit = (hand & fit).count_ones() as f64;
    let variety = f64::from(values(hand).count_ones());
    let double = if tile.is_double() { 2.5 } else { 0.0 };
    f64::from(tile.pips()) + double + 14.0 * p_block + 1.5 * mine_fit.min(3.0) + 1.2 * variety
}

/// The heuristic's move: the best-scored legal move (noise added if asked).
fn heuristic(
    view: &State,
    voids: u8,
    noise: f64,
    rng: &mut ChaCha8Rng,
    buf: &mut Vec<Move>,
) -> Option<Move> {
    view.legal_moves(EDITION, buf).ok()?;
    let mut best: Option<(f64, Move)> = None;
    for &mv in buf.iter() {
        let mut v = score(view, voids, mv);
        if noise > 0.0 {
            v += rng.random_range(-noise..=noise);
        }
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, mv));
        }
    }
    best.map(|(_, m)| m)
}

/// A full position consistent with the view: the unseen tiles dealt at
/// random to the other hand and the boneyard, tiles of values the other
/// side lacks going to the boneyard.
fn sample(view: &State, me: Side, voids: u8, rng: &mut ChaCha8Rng) -> State {
    let me = me.index();
    let other = 1 - me;
    let unseen = ALL_TILES & !view.hands[me].known & !view.line.laid;
    let want = u32::from(view.hands[other].count());
    let lacking = (0..7)
        .filter(|v| voids & (1 << v) != 0)
        .fold(0u32, |m, v| m | MATCH[v]);
    let mut free: Vec<Tile> = tiles_of(unseen & !lacking).collect();
    let mut forced_out: Vec<Tile> = tiles_of(unseen & lacking).collect();
    if (free.len() as u32) < want {
        // The lacks cannot all hold (they never fail on a real game): drop them.
        free.append(&mut forced_out);
    }
    let mut hand = 0u32;
    for _ in 0..want {
        let k = rng.random_range(0..free.len());
        hand |= free.swap_remove(k).bit();
    }
    let mut s = *view;
    s.hands[other] = Tiles::known(hand);
    s.boneyard = Tiles::known(unseen & !hand);
    s
}

/// Plays a sampled position to its end with the heuristic on both sides;
/// 1 if `me` wins, ½ for a draw, 0 for a loss.
fn playout(mut s: State, me: Side, rng: &mut ChaCha8Rng, buf: &mut Vec<Move>) -> f64 {
    let rules: Rules = EDITION;
    loop {
        let o = s.outcome();
        if o != Outcome::Ongoing {
            return match o.winner() {
                Some(w) if w == me => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        // Each side sees its own hand only.
        let view = s.seen_by(s.turn);
        let Some(mut mv) = heuristic(&view, 0, 0.0, rng, buf) else {
            return 0.5;
        };
        if mv == Move::Draw(None) {
            let k = rng.random_range(0..s.boneyard.known.count_ones() as usize);
            mv = Move::Draw(tiles_of(s.boneyard.known).nth(k));
        }
        if s.play(mv, rules).is_err() {
            return 0.5;
        }
    }
}

/// How many sampled games level 3 plays per candidate move.
const SAMPLES: u32 = 500;

/// The opponent's move for the side to move of `view` (whose other hand and
/// boneyard must be unknown tiles), knowing that the other side lacks the
/// values of `voids` (bit `v` for value `v`); and why.
pub fn choose(view: &State, voids: u8, level: u8, rng: &mut ChaCha8Rng) -> Option<(Move, Why)> {
    let mut buf = Vec::new();
    view.legal_moves(EDITION, &mut buf).ok()?;
    let legal = buf.clone();
    let first = *legal.first()?;
    if laid(first).is_none() {
        return Some((first, Why::Only));
    }
    let noise = if level == 1 { 6.0 } else { 0.0 };
    let mut mv = heuristic(view, voids, noise, rng, &mut buf)?;
    let mut sampled = None;
    if level >= 3 && legal.len() > 1 {
        let me = view.turn;
        let mut best = (-1.0, mv);
        for &cand in &legal {
            let mut after = *view;
            if after.play(cand, EDITION).is_err() {
                continue;
            }
            let mut won = 0.0;
            for _ in 0..SAMPLES {
                won += playout(sample(&after, me, voids, rng), me, rng, &mut buf);
            }
            // The heuristic breaks ties.
            let value = won + score(view, voids, cand) * 1e-3;
            if value > best.0 {
                best = (value, cand);
                sampled = Some(won as u32);
            }
        }
        mv = best.1;
    }
    let tile = laid(mv).expect("a laying move was chosen");
    let mut after = *view;
    let _ = after.play(mv, EDITION);
    let why = if after.hands[view.turn.index()].known == 0 {
        Why::Wins(tile)
    } else if let (Some(won), true) = (sampled, level >= 3) {
        Why::Sampled(tile, won, SAMPLES)
    } else {
        match after.line.ends() {
            Some((l, r)) if voids & (1 << l) != 0 && voids & (1 << r) != 0 => {
                Why::Blocks(tile, l, r)
            }
            _ => Why::Heavy(tile, tile.pips()),
        }
    };
    Some((mv, why))
}

/// What a move does, for the reason of a hint, computed from the move and
/// the mover's own hand only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    /// The tile laid, if any.
    pub tile: Option<Tile>,
    /// Tiles of the hand left that fit the open ends after the move.
    pub keeps: u32,
    /// Tiles left in the hand.
    pub left: u32,
    /// The tile laid is the heaviest of those that could be laid.
    pub heaviest: bool,
    /// Open values after the move that the other side is known to lack.
    pub blocked: u8,
}

/// What `mv` does for the side to move of `view` (`voids`: the values the
/// other side is known to lack, as for [`choose`]).
pub fn effect(view: &State, voids: u8, mv: Move) -> Effect {
    let tile = laid(mv);
    let mut next = *view;
    let _ = next.play(mv, EDITION);
    let hand = next.hands[view.turn.index()].known;
    let keeps = next
        .line
        .ends()
        .map_or(0, |(l, r)| (hand & fits_mask(l, r)).count_ones());
    let mut buf = Vec::new();
    let heaviest = tile.is_some_and(|t| {
        view.legal_moves(EDITION, &mut buf).is_ok()
            && buf
                .iter()
                .filter_map(|m| laid(*m))
                .all(|u| u.pips() <= t.pips())
    });
    let blocked = next.line.ends().map_or(0, |(l, r)| {
        [l, r]
            .into_iter()
            .filter(|v| voids & (1 << v) != 0)
            .fold(0u8, |m, v| m | 1 << v)
    });
    Effect {
        tile,
        keeps,
        left: hand.count_ones(),
        heaviest,
        blocked,
    }
}

/// The values the other side of `me` is known to lack, from the public
/// history: each ply's line ends before it, who moved and what kind of move
/// it was (a draw or a pass shows that side held no tile for either end; a
/// draw may bring any other value).
pub fn lacks<'a>(history: impl IntoIterator<Item = (&'a State, Move)>, me: Side) -> u8 {
    let mut voids = 0u8;
    for (before, mv) in history {
        if before.turn == me {
            continue;
        }
        let Some((l, r)) = before.line.ends() else {
            continue;
        };
        let ends = 1u8 << l | 1u8 << r;
        match mv {
            Move::Draw(_) => voids = ends,
            Move::Pass => voids |= ends,
            Move::Open(_) | Move::Play { .. } => {}
        }
    }
    voids
}
