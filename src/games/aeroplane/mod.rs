//! The aeroplane race, red against yellow (rules.md §1, guides 000 and 003).
//!
//! Files: [`board`] (squares, routes, grid), [`rules`] (toggles and traps),
//! [`game`] (the turn state machine and legality), [`notation`] (move text),
//! [`setup`] (validation), [`text`] (data to messages), [`diagram`] (the text
//! board), [`svg`] (the printable board), [`adapter`] (the [`crate::game_api`]
//! implementation), [`ai`] (the opponent), [`play`] (the whole game,
//! [`crate::games::play::Playable`]).

pub mod adapter;
pub mod ai;
pub mod board;
pub mod diagram;
pub mod game;
pub mod notation;
pub mod play;
pub mod review;
pub mod rules;
pub mod setup;
pub mod shape;
pub mod svg;
pub mod text;

pub use adapter::{AeroPosition, AeroplaneAdapter};
pub use board::{Side, Square};
pub use game::{Action, Event, Game, Illegal, Outcome};
pub use rules::Rules;

/// The adapter instance registered in `games::adapter`.
pub static ADAPTER: AeroplaneAdapter = AeroplaneAdapter;
