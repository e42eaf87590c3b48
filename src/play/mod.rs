//! Whole games against the engine (`plyyard play`), game records and their
//! replay (`plyyard replay`), written once for every game that implements
//! [`crate::games::play::Playable`].
//!
//! - [`table`]: a game in progress, its seeded chance, `undo`, traps;
//! - [`session`]: the loop that talks to the player;
//! - [`record`]: the record file (TOML, `docs/game-records.md`);
//! - [`replay`]: checking a record move by move;
//! - [`export`]: a record's position as an exercise file;
//! - [`versus`]: the opponent against a random mover (tests, figures).

pub mod export;
pub mod record;
pub mod replay;
pub mod review;
pub mod session;
pub mod table;
pub mod versus;
