//! Hnefatafl in the shape shared by every engine ([`Engine`]).

use crate::games::engine::{Engine, Outcome};

use super::board::{CELLS, Square};
use super::game::{Events, Game, Illegal, Move, MoveList, ValidMove};
use super::rules::{FETLAR, Rules};
use super::setup::{Setup, SetupProblem, validate};

impl Engine for Game {
    type Setup<'a> = Setup;
    type Problem = SetupProblem;
    type Rules = Rules;
    type Move = Move;
    type Checked = ValidMove;
    type Illegal = Illegal;
    type Effects = Events;

    fn edition() -> Rules {
        FETLAR
    }

    fn start(_seed: u64) -> Game {
        Game::start()
    }

    fn from_setup(setup: &Setup) -> Result<Game, Vec<SetupProblem>> {
        match validate(setup) {
            (Some(game), problems) if problems.is_empty() => Ok(game),
            (_, problems) => Err(problems),
        }
    }

    fn legal_moves(&self, rules: &Rules) -> Vec<Move> {
        let mut list = MoveList::new();
        Game::legal_moves(self, rules, &mut list);
        list.as_slice().to_vec()
    }

    fn check(&self, rules: &Rules, mv: &Move) -> Result<ValidMove, Illegal> {
        Game::check(self, rules, *mv)
    }

    fn play(&mut self, rules: &Rules, checked: ValidMove) -> Events {
        let (next, events) = Game::play(self, rules, checked);
        *self = next;
        events
    }

    fn outcome(&self, rules: &Rules) -> Outcome {
        match self.status(rules).winner() {
            None => Outcome::Ongoing,
            Some(None) => Outcome::Draw,
            Some(Some(side)) => Outcome::Won(side.name()),
        }
    }

    /// Every move along a rank or file from every occupied square (either
    /// side), blocked or not.
    fn candidate_moves(&self, _rules: &Rules) -> Vec<Move> {
        let mut out = Vec::new();
        for from in self.occupied().iter() {
            for i in 0..CELLS as u8 {
                let to = Square::from_index(i);
                if to != from && (to.file() == from.file() || to.rank() == from.rank()) {
                    out.push(Move { from, to });
                }
            }
        }
        out
    }

    fn census(&self) -> usize {
        self.occupied().count() as usize
    }

    fn census_change(effects: &Events) -> isize {
        let soldiers = effects.captured.count() as isize;
        -(soldiers
            + isize::from(effects.self_captured.is_some())
            + isize::from(effects.king_captured))
    }
}
