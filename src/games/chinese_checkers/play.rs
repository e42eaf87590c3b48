//! Chinese checkers as a whole game ([`Playable`]): full paths as written,
//! a forced pass when a side has no move, no chance, nothing hidden.

use rand_chacha::ChaCha8Rng;

use crate::game_api::{GameKind, Position, Trap};
use crate::games::engine::Engine;
use crate::games::play::{Choice, Playable, Ply, toml_list};
use crate::message::Message;

use super::adapter::CcPosition;
use super::ai;
use super::board::points;
use super::game::{Event, Game};
use super::legality::{Illegal, check};
use super::path::{Move, RawMove};
use super::rules::{Rules, Side};
use super::text::{self, QuestionProblem};

impl Playable for Game {
    type Written = RawMove;

    const KIND: GameKind = GameKind::ChineseCheckers;

    fn trap_rules(trap: Trap) -> Option<Rules> {
        Rules::with_trap(trap.name())
    }

    fn side_to_move(&self) -> &'static str {
        self.turn().name()
    }

    fn read(&self, typed: &str) -> Result<RawMove, Message> {
        RawMove::parse(typed)
            .map_err(|_| text::question(&QuestionProblem::UnreadableMove(typed.trim())))
    }

    fn check_written(&self, rules: &Rules, raw: &RawMove) -> Result<Move, Illegal> {
        check(self, rules, raw).map(|legal| legal.mv())
    }

    fn illegal_text(reason: &Illegal) -> Message {
        text::illegal(reason)
    }

    fn illegal_squares(reason: &Illegal) -> Vec<String> {
        reason.points().iter().map(|p| p.name()).collect()
    }

    fn illegal_code(reason: &Illegal) -> &'static str {
        reason.code()
    }

    /// One shortest path for each piece and each point it can reach.
    fn choices(&self, rules: &Rules) -> Vec<Move> {
        let side = self.turn();
        let occ = self.occupied();
        let mut out = Vec::new();
        for from in points(self.pieces(side)) {
            let ends = super::movegen::destinations_with(occ & !from.bit(), rules, side, from);
            for to in points(ends) {
                if let Some(path) = ai::path_to(self, rules, from, to) {
                    out.push(Move::Path(path));
                }
            }
        }
        out
    }

    /// No move at all: the side passes (which is no defeat).
    fn forced(&self, rules: &Rules) -> Option<(Move, Message)> {
        (self.winner().is_none() && Engine::legal_moves(self, rules) == [Move::Pass])
            .then(|| (Move::Pass, text::must_pass(self.turn())))
    }

    fn move_text(&self, mv: &Move) -> String {
        mv.to_string()
    }

    fn record_text(&self, mv: &Move, _effects: &Vec<Event>) -> String {
        mv.to_string()
    }

    fn effects_text(&self, effects: &Vec<Event>, _viewer: Option<&str>) -> Vec<Message> {
        effects.iter().map(text::event).collect()
    }

    fn ending_text(&self, _rules: &Rules) -> Option<Message> {
        self.winner().map(|side| text::event(&Event::Won { side }))
    }

    fn diagram(
        &self,
        _viewer: Option<&str>,
        highlight: &[String],
        colour: bool,
        labels: &dyn Fn(&Message) -> String,
        _over: bool,
    ) -> String {
        // The side to move is in the prompt, not on the board.
        CcPosition::new(*self).diagram_in(highlight, colour, labels)
    }

    fn opponent(&self, _history: &[Ply<Game>], level: u8, rng: &mut ChaCha8Rng) -> Choice<Move> {
        let (mv, why) = ai::choose(self, &Rules::EDITION, level, rng);
        Choice {
            mv,
            reason: text::why(&why),
        }
    }

    /// The strongest opponent's move, with what it does in words.
    fn hint(&self, _history: &[Ply<Game>], rng: &mut ChaCha8Rng) -> Choice<Move> {
        let (mv, why) = ai::choose(self, &Rules::EDITION, 3, rng);
        let effect = ai::effect(self, &mv);
        Choice {
            reason: text::hint_reason(&why, &effect),
            mv,
        }
    }

    fn from_deal(_deal: &[(String, Vec<String>)]) -> Result<Game, Message> {
        Ok(Game::start())
    }

    fn position_toml(&self, _next: Option<&Move>) -> Result<String, Message> {
        let list = |side: Side| toml_list(points(self.pieces(side)).map(|p| p.name()));
        Ok(format!(
            "turn = \"{}\"\nred = {}\nblue = {}\n",
            self.turn().name(),
            list(Side::Red),
            list(Side::Blue)
        ))
    }
}
