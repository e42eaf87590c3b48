//! Hnefatafl, Fetlar 11×11 (rules.md §4): a pure bitboard engine and its adapter.
//!
//! Files, one job each: `board` (geometry, bitboards, rays), `notation` (move
//! text), `rules` (the edition and the traps as data), `game` (state, legality,
//! move generation, effects), `setup` (validation of a written position),
//! `search` (forced escape / capture), `text` (data → messages), `diagram`
//! (the text board), `svg` (the printable board), `adapter` (the shared
//! interface), `ai` (the opponent) and `play` (the whole game:
//! [`crate::games::play::Playable`]).

pub mod adapter;
pub mod ai;
pub mod board;
pub mod diagram;
pub mod game;
pub mod notation;
pub mod play;
pub mod playout;
pub mod review;
pub mod rules;
pub mod search;
pub mod setup;
pub mod svg;
pub mod text;

pub use adapter::{HnefataflAdapter, HnefataflPosition};

/// The adapter instance registered in `games::adapter`.
pub static ADAPTER: HnefataflAdapter = HnefataflAdapter;

#[cfg(test)]
mod review_tests;
#[cfg(test)]
mod rule_tests;
pub mod shape;
#[cfg(test)]
mod test_support;
