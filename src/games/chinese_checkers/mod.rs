//! PLACEHOLDER until the engine lands: replace this whole file.

use crate::game_api::{Answer, AnswerKind, Ask, GameAdapter, GameKind, ItemKind, Position, Problem};
use crate::message::Message;
use crate::position_reader::PositionReader;

/// The game's adapter.
pub struct ChineseCheckersAdapter;

/// The adapter instance registered in `games::adapter`.
pub static ADAPTER: ChineseCheckersAdapter = ChineseCheckersAdapter;

impl GameAdapter for ChineseCheckersAdapter {
    fn kind(&self) -> GameKind {
        GameKind::ChineseCheckers
    }
    fn sides(&self) -> [&'static str; 2] {
        ["black", "white"]
    }
    fn traps(&self) -> &'static [&'static str] {
        &[]
    }
    fn supports(&self, _ask: &Ask) -> bool {
        false
    }
    fn answer_kind(&self, _ask: &Ask) -> AnswerKind {
        AnswerKind::YesNo
    }
    fn load_position(&self, reader: &mut PositionReader<'_>) -> Option<Box<dyn Position>> {
        let span = reader.span();
        reader.problem(Problem::new("game-unavailable", Message::new("file-game-unavailable"), vec![], Some(span)));
        let _ = Answer::YesNo(false);
        None
    }
    fn canonical_item(&self, _kind: ItemKind, _text: &str) -> Option<String> {
        None
    }
}
