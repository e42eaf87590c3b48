//! Chinese checkers for two opposite camps (rules.md §2, guide 001).
//!
//! Pure engine: [`board`] (geometry, point names, tables), [`rules`] (edition
//! and traps), [`path`] (moves and notation), [`setup`] (validation),
//! [`game`] (state, playing), [`legality`] (checking a move), [`movegen`]
//! (generation), [`search`] (distance), [`playout`] (random playouts). Around it: [`reader`]
//! (the `[position]` table), [`adapter`], [`text`] (data to messages),
//! [`diagram`] (the text board) and [`svg`] (the printable board); [`ai`], the
//! opponent, and [`play`], the whole game ([`crate::games::play::Playable`]).

pub mod adapter;
pub mod ai;
pub mod board;
pub mod diagram;
pub mod flood;
pub mod game;
pub mod legality;
pub mod movegen;
pub mod path;
pub mod play;
pub mod playout;
pub mod reader;
pub mod review;
pub mod rules;
pub mod search;
pub mod setup;
pub mod svg;
pub mod text;

pub mod shape;
#[cfg(test)]
mod tests;

pub use adapter::{CcPosition, ChineseCheckersAdapter};

/// The adapter instance registered in `games::adapter`.
pub static ADAPTER: ChineseCheckersAdapter = ChineseCheckersAdapter;
