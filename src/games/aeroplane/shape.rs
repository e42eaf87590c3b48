//! The aeroplane race in the shape shared by every engine ([`Engine`]).

use crate::games::engine::{Engine, Outcome as Standing};

use super::board::{BASE, Side, Square};
use super::game::{Action, Checked, Game, Illegal, Outcome, OutcomeKind};
use super::rules::Rules;
use super::setup::{Issue, RawSetup, validate};

impl Game {
    /// The rolls that can be used now: the pending roll, or any roll.
    fn rolls(&self) -> Vec<u8> {
        match self.pending() {
            Some(r) => vec![r],
            None => (1..=6).collect(),
        }
    }
}

impl Engine for Game {
    type Setup<'a> = RawSetup;
    type Problem = Issue;
    type Rules = Rules;
    type Move = Action;
    type Checked = Checked;
    type Illegal = Illegal;
    type Effects = Outcome;

    fn edition() -> Rules {
        Rules::EDITION
    }

    fn start(_seed: u64) -> Game {
        Game::START
    }

    fn from_setup(setup: &RawSetup) -> Result<Game, Vec<Issue>> {
        validate(setup)
    }

    /// With a pending roll, every plane that can use it, written with or
    /// without the roll; without one, every roll with every plane that can use
    /// it. A roll no plane can use (or a cancelled third 6) is written alone.
    fn legal_moves(&self, rules: &Rules) -> Vec<Action> {
        let mut out = Vec::new();
        if self.winner().is_some() {
            return out;
        }
        let mut planes = Vec::new();
        for roll in self.rolls() {
            self.legal_planes(rules, roll, &mut planes);
            if planes.is_empty() {
                out.push(Action::Roll(roll));
            }
            for &from in &planes {
                out.push(Action::Play {
                    roll: Some(roll),
                    from,
                });
                if self.pending().is_some() {
                    out.push(Action::Play { roll: None, from });
                }
            }
        }
        out
    }

    fn check(&self, rules: &Rules, mv: &Action) -> Result<Checked, Illegal> {
        Game::check(self, rules, *mv)
    }

    fn play(&mut self, _rules: &Rules, checked: Checked) -> Outcome {
        Game::play(self, checked)
    }

    fn outcome(&self, _rules: &Rules) -> Standing {
        match self.winner() {
            Some(side) => Standing::Won(side.name()),
            None => Standing::Ongoing,
        }
    }

    /// Every roll (0–7) alone, and every roll (or none) with every square of
    /// either side's planes, the bases and the start squares.
    fn candidate_moves(&self, _rules: &Rules) -> Vec<Action> {
        let mut squares: Vec<Square> = Vec::new();
        for side in Side::BOTH {
            squares.extend(self.squares(side));
            squares.push(Square::of_progress(side, 0));
        }
        squares.push(Square::Base);
        squares.push(Square::Goal);
        squares.dedup();
        let mut out: Vec<Action> = (0..=7).map(Action::Roll).collect();
        for from in squares {
            out.push(Action::Play { roll: None, from });
            for roll in 0..=7 {
                out.push(Action::Play {
                    roll: Some(roll),
                    from,
                });
            }
        }
        out
    }

    /// Planes out of their base (on the track, in a lane or at goal), both
    /// sides: an exit adds one, a capture sends planes back.
    fn census(&self) -> usize {
        Side::BOTH
            .iter()
            .map(|&s| self.planes(s).iter().filter(|&&p| p != BASE).count())
            .sum()
    }

    fn census_change(effects: &Outcome) -> isize {
        let captured: isize = effects
            .captures
            .iter()
            .flatten()
            .map(|c| isize::from(c.count))
            .sum();
        let exit = matches!(effects.kind, OutcomeKind::Moved(m) if m.from == Square::Base);
        isize::from(exit) - captured
    }
}
