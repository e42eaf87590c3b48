//! plyyard: a rules tutor and exercise checker for four board-game editions.
//!
//! Layers, from the bottom: pure engines (`games::<game>`), the game interface
//! ([`game_api`]), exercises (loading, questions, answers, traps), the language
//! layer (Fluent), rendering and the command line.

pub mod game_api;
pub mod games;
pub mod i18n;
pub mod message;
pub mod position_reader;
pub mod qa;
