//! Hnefatafl as a whole game ([`Playable`]): moves with their capture
//! suffix, no chance, nothing hidden, the alpha-beta opponent.

use rand_chacha::ChaCha8Rng;

use crate::game_api::{GameKind, Position, Trap};
use crate::games::play::{Choice, Playable, Ply, toml_list};
use crate::message::Message;

use super::adapter::HnefataflPosition;
use super::ai;
use super::board::Bitboard;
use super::game::{Events, Game, Illegal, Move, Outcome};
use super::notation::{Written, move_name, move_with_captures, parse_move};
use super::rules::{FETLAR, Rules};
use super::text;

fn names(set: Bitboard) -> String {
    toml_list(set.sorted_by_name().iter().map(|s| s.to_string()))
}

impl Playable for Game {
    type Written = Written;

    const KIND: GameKind = GameKind::Hnefatafl;

    fn trap_rules(trap: Trap) -> Option<Rules> {
        Rules::with_trap(trap.name())
    }

    fn side_to_move(&self) -> &'static str {
        self.turn().name()
    }

    fn read(&self, text: &str) -> Result<Written, Message> {
        parse_move(text).ok_or_else(|| text::unreadable_move(text.trim()))
    }

    /// The move, and its capture suffix when one is written.
    fn check_written(&self, rules: &Rules, w: &Written) -> Result<Move, Illegal> {
        match w.claimed {
            None => self.check(rules, w.mv).map(|v| v.get()),
            Some(claimed) => self.play_checked(rules, w.mv, Some(claimed)).map(|_| w.mv),
        }
    }

    fn illegal_text(reason: &Illegal) -> Message {
        text::illegal(reason)
    }

    fn illegal_squares(reason: &Illegal) -> Vec<String> {
        reason.squares().iter().map(|s| s.to_string()).collect()
    }

    fn illegal_code(reason: &Illegal) -> &'static str {
        reason.code()
    }

    fn choices(&self, rules: &Rules) -> Vec<Move> {
        crate::games::engine::Engine::legal_moves(self, rules)
    }

    /// A side without a move loses (the ending says so); nothing is forced.
    fn forced(&self, _rules: &Rules) -> Option<(Move, Message)> {
        None
    }

    fn move_text(&self, mv: &Move) -> String {
        move_name(*mv)
    }

    fn record_text(&self, mv: &Move, effects: &Events) -> String {
        move_with_captures(*mv, effects.removed(self.king()))
    }

    /// What the move did, then one line with the count of half-moves
    /// without a capture towards the draw (the board does not repeat it).
    fn effects_text(&self, effects: &Events, _viewer: Option<&str>) -> Vec<Message> {
        let mut out: Vec<Message> = text::events(effects, self.king())
            .into_iter()
            .filter(|m| m.id != "hnef-event-quiet")
            .collect();
        if !effects.escaped && !effects.king_captured {
            out.push(text::quiet_count(effects.quiet));
        }
        out
    }

    fn ending_text(&self, rules: &Rules) -> Option<Message> {
        match self.status(rules) {
            Outcome::Ongoing => None,
            o => Some(text::outcome(o, self.turn(), self.king())),
        }
    }

    fn diagram(
        &self,
        _viewer: Option<&str>,
        highlight: &[String],
        colour: bool,
        labels: &dyn Fn(&Message) -> String,
        _over: bool,
    ) -> String {
        // The count of quiet half-moves is said once per move, with the
        // move (`effects_text`), not again under the board.
        HnefataflPosition::new(*self).diagram_in(highlight, colour, labels)
    }

    fn opponent(&self, _history: &[Ply<Game>], level: u8, rng: &mut ChaCha8Rng) -> Choice<Move> {
        let (mv, why) = ai::choose(self, &FETLAR, level, rng)
            .expect("the opponent is asked only while the game goes on");
        Choice {
            mv,
            reason: text::why(&why),
        }
    }

    fn hint(&self, _history: &[Ply<Game>], rng: &mut ChaCha8Rng) -> Choice<Move> {
        let (mv, why) =
            ai::hint(self, &FETLAR, rng).expect("a hint is asked only while the game goes on");
        Choice {
            mv,
            reason: text::why(&why),
        }
    }

    fn from_deal(_deal: &[(String, Vec<String>)]) -> Result<Game, Message> {
        Ok(Game::start())
    }

    /// A captured king has no square in an exercise file: that position is
    /// refused.
    fn position_toml(&self, _next: Option<&Move>) -> Result<String, Message> {
        if self.king_captured() {
            return Err(text::no_export_captured_king());
        }
        Ok(format!(
            "turn = \"{}\"\nattackers = {}\ndefenders = {}\nking = \"{}\"\nquiet = {}\n",
            self.turn().name(),
            names(self.black()),
            names(self.white()),
            self.king(),
            self.quiet()
        ))
    }
}
