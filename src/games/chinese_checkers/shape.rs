//! Chinese checkers in the shape shared by every engine ([`Engine`]).

use crate::games::engine::{Engine, Outcome};

use super::board::{Point, points};
use super::game::{Event, Game};
use super::legality::{Illegal, Legal, check_move};
use super::movegen::legal_moves;
use super::path::{Move, Path};
use super::rules::Rules;
use super::setup::{Setup, SetupProblem};

/// Most paths listed (far above what a legal position holds).
const LIMIT: usize = 1_000_000;

/// The move with its path rebuilt from its points, so that two equal paths
/// compare equal whatever the generator left in unused slots.
fn normal(mv: Move) -> Move {
    match mv {
        Move::Pass => Move::Pass,
        Move::Path(p) => Move::Path(Path::from_points(p.points()).expect("a path has a start")),
    }
}

/// The point `n` steps from `p` in direction `d`, if on the star.
fn away(p: Point, d: usize, n: usize) -> Option<Point> {
    (0..n).try_fold(p, |q, _| q.neighbour(d))
}

impl Engine for Game {
    type Setup<'a> = Setup;
    type Problem = SetupProblem;
    type Rules = Rules;
    type Move = Move;
    type Checked = Legal;
    type Illegal = Illegal;
    type Effects = Vec<Event>;

    fn edition() -> Rules {
        Rules::EDITION
    }

    fn start(_seed: u64) -> Game {
        Game::start()
    }

    fn from_setup(setup: &Setup) -> Result<Game, Vec<SetupProblem>> {
        setup.validate()
    }

    fn legal_moves(&self, rules: &Rules) -> Vec<Move> {
        legal_moves(self, rules, LIMIT)
            .map(|list| list.iter().map(|l| normal(l.mv())).collect())
            .unwrap_or_default()
    }

    fn check(&self, rules: &Rules, mv: &Move) -> Result<Legal, Illegal> {
        check_move(self, rules, mv)
    }

    fn play(&mut self, rules: &Rules, checked: Legal) -> Vec<Event> {
        Game::play(self, checked, rules)
    }

    fn outcome(&self, _rules: &Rules) -> Outcome {
        match self.winner() {
            Some(side) => Outcome::Won(side.name()),
            None => Outcome::Ongoing,
        }
    }

    /// `pass`; from every piece (either side) a step or a jump in each of the
    /// six directions, free or not; every legal path, and each of them made
    /// one jump longer in every direction (revisits and occupied landings
    /// included).
    fn candidate_moves(&self, rules: &Rules) -> Vec<Move> {
        let mut out = vec![Move::Pass];
        for from in points(self.occupied()) {
            for d in 0..6 {
                for n in [1, 2] {
                    if let Some(to) = away(from, d, n) {
                        out.push(normal(Move::Path(
                            Path::from_points(&[from, to]).expect("two points"),
                        )));
                    }
                }
            }
        }
        for mv in Engine::legal_moves(self, rules) {
            out.push(mv);
            let Move::Path(p) = mv else { continue };
            if p.is_step() {
                continue;
            }
            for d in 0..6 {
                if let Some(to) = away(p.to(), d, 2) {
                    let mut longer: Vec<Point> = p.points().to_vec();
                    longer.push(to);
                    if let Some(path) = Path::from_points(&longer) {
                        out.push(normal(Move::Path(path)));
                    }
                }
            }
        }
        out.dedup();
        out
    }

    fn census(&self) -> usize {
        self.occupied().count_ones() as usize
    }

    fn census_change(effects: &Vec<Event>) -> isize {
        -(effects
            .iter()
            .filter(|e| matches!(e, Event::Captured { .. }))
            .count() as isize)
    }
}
