//! The four games: one folder each, a pure engine plus its adapter.

pub mod aeroplane;
pub mod chinese_checkers;
pub mod dominoes;
pub mod engine;
pub mod hnefatafl;
pub mod play;
pub mod review;

use crate::game_api::{GameAdapter, GameKind};

/// The adapter of a game.
pub fn adapter(kind: GameKind) -> &'static dyn GameAdapter {
    match kind {
        GameKind::Aeroplane => &aeroplane::ADAPTER,
        GameKind::ChineseCheckers => &chinese_checkers::ADAPTER,
        GameKind::Dominoes => &dominoes::ADAPTER,
        GameKind::Hnefatafl => &hnefatafl::ADAPTER,
    }
}
