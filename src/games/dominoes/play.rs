//! Dominoes as a whole game ([`Playable`]): a seeded deal, draws whose tile
//! chance picks, the other hand hidden from each side, a forced pass, the
//! heuristic opponent. Records write the deal and every tile drawn.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::game_api::{GameKind, Trap};
use crate::games::play::{Chance, Choice, Playable, Ply, toml_list};
use crate::message::Message;

use super::ai;
use super::moves::{Done, Effects, Move, Refusal};
use super::notation::parse_move;
use super::rules::Rules;
use super::setup::Issue;
use super::state::{Line, Side, State, Tiles};
use super::text;
use super::tile::{TILE_COUNT, parse_tile, tiles_of};

/// Tiles in each hand after the deal.
const HAND: usize = 7;

fn side_of(name: &str) -> Option<Side> {
    Side::parse(name)
}

fn tiles(set: u32) -> Vec<String> {
    tiles_of(set).map(|t| t.to_string()).collect()
}

impl Playable for State {
    type Written = Move;

    const KIND: GameKind = GameKind::Dominoes;

    fn trap_rules(trap: Trap) -> Option<Rules> {
        Rules::with_trap(trap.name())
    }

    fn side_to_move(&self) -> &'static str {
        self.turn.name()
    }

    fn read(&self, typed: &str) -> Result<Move, Message> {
        parse_move(typed).map_err(|e| text::notation(e, typed.trim()))
    }

    fn typed(&self, mv: &Move) -> Result<(), Message> {
        match mv {
            Move::Draw(Some(_)) => Err(text::named_draw()),
            _ => Ok(()),
        }
    }

    /// Every position of a game is fully known, so the only refusals are
    /// illegal moves (an unnamed draw is completed before it is played).
    fn check_written(&self, rules: &Rules, mv: &Move) -> Result<Move, Refusal> {
        self.validate(*mv, *rules).map(|v| v.action())
    }

    fn illegal_text(reason: &Refusal) -> Message {
        match *reason {
            Refusal::Illegal(i) => text::illegal(i),
            Refusal::Hidden(h) => text::hidden(h),
        }
    }

    fn illegal_squares(reason: &Refusal) -> Vec<String> {
        match *reason {
            Refusal::Illegal(i) => i.tile().map(|t| t.to_string()).into_iter().collect(),
            Refusal::Hidden(_) => Vec::new(),
        }
    }

    fn illegal_code(reason: &Refusal) -> &'static str {
        match *reason {
            Refusal::Illegal(i) => i.code(),
            Refusal::Hidden(h) => h.code(),
        }
    }

    fn chance(&mut self, _rules: &Rules, _rng: &mut ChaCha8Rng) -> Option<Chance<Move>> {
        None
    }

    /// A draw takes a tile of the boneyard at random.
    fn complete(&self, mv: Move, rng: &mut ChaCha8Rng) -> Move {
        match mv {
            Move::Draw(None) if self.boneyard.known != 0 => {
                let k = rng.random_range(0..self.boneyard.known.count_ones() as usize);
                Move::Draw(tiles_of(self.boneyard.known).nth(k))
            }
            other => other,
        }
    }

    /// A record names every tile drawn.
    fn is_complete(mv: &Move) -> bool {
        *mv != Move::Draw(None)
    }

    fn choices(&self, rules: &Rules) -> Vec<Move> {
        let mut out = Vec::new();
        let _ = self.legal_moves(*rules, &mut out);
        out
    }

    fn forced(&self, rules: &Rules) -> Option<(Move, Message)> {
        (self.choices(rules) == [Move::Pass]).then(|| {
            (
                Move::Pass,
                text::forced_pass(self.turn, self.boneyard.count()),
            )
        })
    }

    fn forced_is_typed() -> bool {
        true
    }

    fn move_text(&self, mv: &Move) -> String {
        mv.to_string()
    }

    fn move_words(&self, mv: &Move) -> Message {
        super::text::answer_item(&mv.to_string())
    }

    fn record_text(&self, mv: &Move, _effects: &Effects) -> String {
        mv.to_string()
    }

    fn record_words(&self, mv: &Move, _effects: &Effects) -> Message {
        match mv {
            Move::Draw(Some(tile)) => {
                Message::new("dom-answer-draw-tile").text("tile", tile.to_string())
            }
            _ => super::text::answer_item(&mv.to_string()),
        }
    }

    /// A tile drawn by the other side stays hidden from `viewer`.
    fn effects_text(&self, effects: &Effects, viewer: Option<&str>) -> Vec<Message> {
        let mut shown = *effects;
        if let Done::Drew { tile, left } = effects.done
            && tile.is_some()
            && viewer.is_some_and(|v| v != effects.side.name())
        {
            shown.done = Done::Drew { tile: None, left };
        }
        text::effects(&shown)
    }

    fn ending_text(&self, _rules: &Rules) -> Option<Message> {
        let o = self.outcome();
        o.is_over().then(|| text::outcome(o))
    }

    /// The other hand and the boneyard become unknown tiles.
    fn view(&self, side: &str) -> State {
        match side_of(side) {
            Some(me) => self.seen_by(me),
            None => *self,
        }
    }

    fn diagram(
        &self,
        viewer: Option<&str>,
        highlight: &[String],
        colour: bool,
        labels: &dyn Fn(&Message) -> String,
        over: bool,
    ) -> String {
        self.diagram_within(viewer, highlight, colour, labels, over, usize::MAX)
    }

    fn diagram_within(
        &self,
        viewer: Option<&str>,
        highlight: &[String],
        colour: bool,
        labels: &dyn Fn(&Message) -> String,
        over: bool,
        width: usize,
    ) -> String {
        let shown = match viewer {
            Some(side) => self.view(side),
            None => *self,
        };
        super::diagram::render_within(
            &shown,
            highlight,
            colour,
            &|l| labels(&text::diagram_label(l)),
            !over,
            width,
        )
    }

    /// The opponent gets its side's view and the values the other side is
    /// known to lack, worked out from the public history only.
    fn opponent(&self, history: &[Ply<State>], level: u8, rng: &mut ChaCha8Rng) -> Choice<Move> {
        let me = self.turn;
        let voids = ai::lacks(history.iter().map(|(s, m)| (s, *m)), me);
        let (mv, why) = ai::choose(&self.view(me.name()), voids, level, rng)
            .expect("the opponent is asked only while the game goes on");
        Choice {
            mv,
            reason: text::why(&why),
        }
    }

    /// The strongest opponent's move, with what it does in words.
    fn hint(&self, history: &[Ply<State>], rng: &mut ChaCha8Rng) -> Choice<Move> {
        let me = self.turn;
        let voids = ai::lacks(history.iter().map(|(s, m)| (s, *m)), me);
        let view = self.view(me.name());
        let (mv, why) =
            ai::choose(&view, voids, 3, rng).expect("a hint is asked only while the game goes on");
        let effect = ai::effect(&view, voids, mv);
        Choice {
            reason: text::hint_reason(&why, &effect),
            mv,
        }
    }

    fn deal(&self) -> Vec<(&'static str, Vec<String>)> {
        vec![
            ("black", tiles(self.hands[0].known)),
            ("white", tiles(self.hands[1].known)),
            ("boneyard", tiles(self.boneyard.known)),
        ]
    }

    /// Seven tiles to each side and fourteen to the boneyard, 28 different.
    fn from_deal(deal: &[(String, Vec<String>)]) -> Result<State, Message> {
        let mut groups = [0u32; 3];
        let mut counts = [0usize; 3];
        for (key, list) in deal {
            let slot = match key.as_str() {
                "black" => 0,
                "white" => 1,
                "boneyard" => 2,
                _ => return Err(text::deal_key(key)),
            };
            for item in list {
                let tile = parse_tile(item).map_err(|e| text::tile_error(e, item))?;
                if groups.iter().any(|g| g & tile.bit() != 0) {
                    return Err(text::issue(Issue::Duplicate(tile), item));
                }
                groups[slot] |= tile.bit();
                counts[slot] += 1;
            }
        }
        if counts != [HAND, HAND, TILE_COUNT - 2 * HAND] {
            return Err(text::deal_counts(counts[0], counts[1], counts[2]));
        }
        Ok(State {
            turn: Side::Black,
            line: Line::default(),
            hands: [Tiles::known(groups[0]), Tiles::known(groups[1])],
            boneyard: Tiles::known(groups[2]),
            passes: 0,
        })
    }

    fn position_toml(&self, _next: Option<&Move>) -> Result<String, Message> {
        let line: Vec<String> = self.line.iter().map(|o| o.to_string()).collect();
        let mut out = format!(
            "turn = \"{}\"\nline = {}\nblack = {}\nwhite = {}\nboneyard = {}\n",
            self.turn.name(),
            toml_list(&line),
            toml_list(tiles(self.hands[0].known)),
            toml_list(tiles(self.hands[1].known)),
            toml_list(tiles(self.boneyard.known)),
        );
        if self.passes > 0 {
            out.push_str(&format!("passes = {}\n", self.passes));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::engine::Engine;
    use rand::SeedableRng;

    #[test]
    fn a_deal_round_trips() {
        let s = <State as Engine>::start(11);
        let deal: Vec<(String, Vec<String>)> = s
            .deal()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        assert_eq!(State::from_deal(&deal), Ok(s));
        let mut short = deal.clone();
        short[2].1.pop();
        assert!(State::from_deal(&short).is_err());
    }

    #[test]
    fn the_view_hides_the_other_hand_and_the_boneyard() {
        let s = <State as Engine>::start(3);
        let v = s.view("black");
        assert_eq!(v.hands[0], s.hands[0]);
        assert_eq!(v.hands[1].known, 0);
        assert_eq!(v.hands[1].unknown, 7);
        assert_eq!(v.boneyard.known, 0);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert!(matches!(
            s.complete(Move::Draw(None), &mut rng),
            Move::Draw(Some(_))
        ));
    }
}
