//! plyyard: a rules tutor and exercise checker for four board-game editions.
//!
//! Layers, from the bottom: pure engines (`games::<game>`), the game interface
//! ([`game_api`]), exercises (loading, questions, answers, traps), rule
//! questions ([`qa`]), the language layer ([`i18n`]), rendering, practice,
//! whole games and their records ([`play`]) and the command line ([`cli`],
//! [`app`]).

#![forbid(unsafe_code)]

pub mod app;
pub mod cli;
pub mod drill;
pub mod exercise;
pub mod fold;
pub mod game_api;
pub mod games;
pub mod i18n;
pub mod message;
pub mod os_error;
pub mod output;
pub mod play;
pub mod position_reader;
pub mod practice;
pub mod problem;
pub mod qa;
pub mod render;
pub mod sheet;
pub mod svg;
pub mod vocab;
