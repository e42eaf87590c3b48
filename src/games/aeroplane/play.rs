//! The aeroplane race as a whole game ([`Playable`]): the die is rolled
//! before each choice; a roll no plane can use and a third 6 play
//! themselves; records write every roll (`4:12`, bare `6`).

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::game_api::{GameKind, Position, Trap};
use crate::games::play::{Chance, Choice, Playable, Ply, toml_list};
use crate::message::Message;
use crate::vocab::{AeroPlace, aero_place};

use super::adapter::AeroPosition;
use super::ai;
use super::board::{Side, Square};
use super::diagram::Label;
use super::game::{Action, Event, Game, Illegal, Outcome, OutcomeKind};
use super::notation::MoveText;
use super::rules::Rules;
use super::text::{self, Note};

/// A plane's place as typed, with `hangar`, `база`, `but`… read as `base`
/// and `goal`.
fn place(text: &str) -> String {
    match aero_place(text) {
        Some(AeroPlace::Base) => "base".to_string(),
        Some(AeroPlace::Goal) => "goal".to_string(),
        None => text.trim().to_string(),
    }
}

impl Playable for Game {
    type Written = Action;

    const KIND: GameKind = GameKind::Aeroplane;

    fn trap_rules(trap: Trap) -> Option<Rules> {
        Rules::with_trap(trap.name())
    }

    fn side_to_move(&self) -> &'static str {
        self.turn().name()
    }

    fn read(&self, typed: &str) -> Result<Action, Message> {
        let t = typed.trim();
        let fixed = match t.split_once(':') {
            Some((roll, plane)) => format!("{}:{}", roll.trim(), place(plane)),
            None => place(t),
        };
        MoveText::parse(&fixed)
            .and_then(|m| m.resolve(self, &Rules::EDITION))
            .ok_or_else(|| {
                text::note(&Note::BadMove {
                    text: t.to_string(),
                })
            })
    }

    fn check_written(&self, rules: &Rules, action: &Action) -> Result<Action, Illegal> {
        self.check(rules, *action).map(|_| *action)
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

    /// Rolls the die when no roll is pending. A roll no plane can use, and a
    /// third 6, leave no choice: the bare roll is the move.
    fn chance(&mut self, rules: &Rules, rng: &mut ChaCha8Rng) -> Option<Chance<Action>> {
        if self.winner().is_some() || self.pending().is_some() {
            return None;
        }
        let roll: u8 = rng.random_range(1..=6);
        let said = text::rolls(self.turn(), roll);
        let forced = if self.is_third_six(roll) || !self.has_move(rules, roll) {
            Some(Action::Roll(roll))
        } else {
            *self = self.rolled(roll);
            None
        };
        Some(Chance { said, forced })
    }

    fn complete(&self, mv: Action, _rng: &mut ChaCha8Rng) -> Action {
        mv
    }

    /// A record writes the roll of every move.
    fn is_complete(mv: &Action) -> bool {
        !matches!(mv, Action::Play { roll: None, .. })
    }

    fn choices(&self, rules: &Rules) -> Vec<Action> {
        let Some(roll) = self.pending() else {
            return Vec::new();
        };
        let mut planes = Vec::new();
        self.legal_planes(rules, roll, &mut planes);
        planes
            .into_iter()
            .map(|from| Action::Play {
                roll: Some(roll),
                from,
            })
            .collect()
    }

    fn forced(&self, _rules: &Rules) -> Option<(Action, Message)> {
        None
    }

    fn move_text(&self, mv: &Action) -> String {
        match *mv {
            Action::Play {
                roll: Some(r),
                from,
            } => format!("{r}:{from}"),
            Action::Play { roll: None, from } => match self.pending() {
                Some(r) => format!("{r}:{from}"),
                None => from.to_string(),
            },
            Action::Roll(r) => r.to_string(),
        }
    }

    fn record_text(&self, _mv: &Action, effects: &Outcome) -> String {
        match effects.kind {
            OutcomeKind::Moved(m) => format!("{}:{}", effects.roll, m.from),
            OutcomeKind::NoMove | OutcomeKind::Cancelled => effects.roll.to_string(),
        }
    }

    fn effects_text(&self, effects: &Outcome, _viewer: Option<&str>) -> Vec<Message> {
        effects.events().iter().map(text::event).collect()
    }

    fn ending_text(&self, _rules: &Rules) -> Option<Message> {
        self.winner().map(|side| text::event(&Event::Won { side }))
    }

    fn before(&self, next: Option<&Action>) -> Game {
        let roll = match next {
            Some(Action::Play { roll, .. }) => *roll,
            Some(Action::Roll(r)) => Some(*r),
            None => None,
        };
        match roll {
            Some(r)
                if self.pending().is_none() && self.winner().is_none() && !self.is_third_six(r) =>
            {
                self.rolled(r)
            }
            _ => *self,
        }
    }

    fn diagram(
        &self,
        _viewer: Option<&str>,
        highlight: &[String],
        colour: bool,
        labels: &dyn Fn(&Message) -> String,
        over: bool,
    ) -> String {
        if !over {
            return AeroPosition::new(*self).diagram_in(highlight, colour, labels);
        }
        // Over: the turn, the roll and the sixes are left out (an empty
        // label takes no room).
        super::diagram::draw_labelled(self, highlight, colour, &|l| match l {
            Label::Turn(_) | Label::Dice(_) | Label::Sixes(_) => String::new(),
            l => labels(&text::diagram_label(l)),
        })
    }

    fn opponent(&self, _history: &[Ply<Game>], level: u8, rng: &mut ChaCha8Rng) -> Choice<Action> {
        let (from, why) = ai::choose(self, &Rules::EDITION, level, rng)
            .expect("the opponent is asked only with a roll some plane can use");
        Choice {
            mv: Action::Play {
                roll: self.pending(),
                from,
            },
            reason: text::why(&why),
        }
    }

    fn from_deal(_deal: &[(String, Vec<String>)]) -> Result<Game, Message> {
        Ok(Game::START)
    }

    /// The roll of the next move becomes the pending `dice`, unless it is a
    /// cancelled third 6 (a position cannot hold that roll pending).
    fn position_toml(&self, next: Option<&Action>) -> Result<String, Message> {
        let squares = |side: Side| toml_list(self.squares(side).iter().map(Square::to_string));
        let mut out = format!(
            "turn = \"{}\"\nred = {}\nyellow = {}\n",
            self.turn().name(),
            squares(Side::Red),
            squares(Side::Yellow)
        );
        let roll = self.pending().or(match next {
            Some(Action::Play { roll, .. }) => *roll,
            Some(Action::Roll(r)) => Some(*r),
            None => None,
        });
        let dice = roll.filter(|r| self.winner().is_none() && !self.is_third_six(*r));
        if let Some(r) = dice {
            out.push_str(&format!("dice = {r}\n"));
        }
        // A pending roll other than 6 ends the run of sixes: the file's rule
        // (`sixes-after-non-six`) wants 0 then, and nothing the mover can do
        // with that roll depends on the sixes before it (review R8).
        if self.sixes() > 0 && dice.is_none_or(|r| r == 6) {
            out.push_str(&format!("sixes = {}\n", self.sixes()));
        }
        Ok(out)
    }
}
