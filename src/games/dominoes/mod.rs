//! Double-six draw dominoes (rules.md §3, guide 002): a pure engine and its
//! adapter.
//!
//! - [`tile`]: the 28 tiles, bit masks, tile notation.
//! - [`state`]: the line, hands, boneyard, outcome.
//! - [`rules`]: the rule toggles, the edition and the traps.
//! - [`moves`]: actions, legality with typed reasons, play, legal actions, draws.
//! - [`notation`]: move notation.
//! - [`setup`]: reading and validating a position (problem codes).
//! - [`playout`]: random deals and games.
//! - [`adapter`], [`text`], [`diagram`], [`svg`]: the game interface, words,
//!   the text drawing and the printable one.
//! - [`ai`]: the opponent; [`play`]: the whole game
//!   ([`crate::games::play::Playable`]).

pub mod adapter;
pub mod ai;
pub mod diagram;
pub mod moves;
pub mod notation;
pub mod play;
pub mod playout;
pub mod review;
pub mod rules;
pub mod setup;
pub mod shape;
pub mod state;
pub mod svg;
pub mod text;
pub mod tile;

pub use adapter::{ADAPTER, DominoesAdapter, DominoesPosition};
pub use moves::{At, Done, Effects, Hidden, Illegal, Move, Refusal, Valid};
pub use rules::{EDITION, Rules, TRAPS};
pub use state::{Line, Outcome, Side, State, Tiles};
pub use tile::{Oriented, Tile};
