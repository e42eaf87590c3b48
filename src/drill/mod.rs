//! Endless drills: exercises made on the fly from positions reached by seeded
//! random play, each question proved by the engine and kept only if it is a
//! good one (issue 14).
//!
//! - [`topic`]: the themes of each game (the rules its guide stresses).
//! - [`make`]: a run's plan, one drill from its id, the drill as an exercise.
//! - One file per game ([`aeroplane`], [`chinese_checkers`], [`dominoes`],
//!   [`hnefatafl`]): positions reached by play at each level, and the
//!   questions of each topic with their filters.
//! - [`judge`]: a question solved under the edition and under its traps.
//! - [`draft`], [`write`]: the question as made, and as files (TOML format 1,
//!   one Fluent file per language).
//! - [`export`]: a teacher's worksheet folder.
//! - [`rng`]: portable seeded randomness.
//!
//! The filters: a question is kept only if (a) the engine answers it under
//! the edition's rules, on a position where the answer depends on no decision
//! outside rules.md; (b) it is not trivial (each topic says what trivial is:
//! no empty answer when nothing could happen, no yes/no given away by the
//! position); (c) where its form targets a misconception, that trap's answer
//! differs from the edition's, and the trap is declared in `traps`.
//! Every drill is then proved once more as an ordinary exercise
//! (`verify` finds no problem) before it is asked or written.

pub mod aeroplane;
pub mod chinese_checkers;
pub mod dominoes;
pub mod draft;
pub mod export;
pub mod hnefatafl;
pub mod judge;
pub mod make;
pub mod rng;
pub mod topic;
pub mod write;

pub use make::{Drill, DrillId, LEVELS, NoDrill, Plan};
pub use topic::Topic;
