//! The one shape of the four engines (after shakmaty's `Position` and
//! hnefatafl-rs's `validate_play`/`do_valid_play`): a setup becomes a
//! validated position or every problem; a move is checked, which gives a proof
//! or the reason it is illegal; only a proof can be played, which gives the
//! move's effects; the outcome says how the game stands.
//!
//! Each game implements it in its own `shape.rs` over its engine, so that one
//! generic property test covers all four (`tests/it/engine_shape.rs`).

use std::fmt::Debug;

/// How a game stands, in the words every engine shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Play goes on.
    Ongoing,
    /// This side (its name: `red`, `white`…) has won.
    Won(&'static str),
    /// Drawn.
    Draw,
}

/// A rule engine.
pub trait Engine: Sized + Clone {
    /// A position as written, not yet checked against the rules.
    type Setup<'a>;
    /// One problem of a setup.
    type Problem: Debug;
    /// The rules: the edition, or the edition with a trap.
    type Rules: Copy;
    /// A move (or action) of the side to move.
    type Move: Copy + PartialEq + Debug;
    /// A move proven legal in this position under these rules.
    type Checked;
    /// Why a move is illegal.
    type Illegal: Debug;
    /// What a played move did.
    type Effects;

    /// The edition's rules.
    fn edition() -> Self::Rules;
    /// The usual starting position (dominoes: a deal from `seed`; the others
    /// ignore it).
    fn start(seed: u64) -> Self;
    /// Validates a setup: the position, or every problem found.
    fn from_setup(setup: &Self::Setup<'_>) -> Result<Self, Vec<Self::Problem>>;
    /// Every legal move of the side to move.
    fn legal_moves(&self, rules: &Self::Rules) -> Vec<Self::Move>;
    /// Checks a move: a proof that it is legal, or why it is not.
    fn check(&self, rules: &Self::Rules, mv: &Self::Move) -> Result<Self::Checked, Self::Illegal>;
    /// Plays a checked move.
    fn play(&mut self, rules: &Self::Rules, checked: Self::Checked) -> Self::Effects;
    /// How the game stands.
    fn outcome(&self, rules: &Self::Rules) -> Outcome;

    /// A set of moves that holds every legal move and many illegal ones (for
    /// property tests: the legal list must be exactly the accepted ones).
    fn candidate_moves(&self, rules: &Self::Rules) -> Vec<Self::Move>;
    /// The pieces in play, as the game counts them.
    fn census(&self) -> usize;
    /// How a played move changed the census: minus the pieces it captured,
    /// plus any piece it brought into play (an aeroplane leaving its base).
    /// Nothing else may change it.
    fn census_change(effects: &Self::Effects) -> isize;

    /// Checks and plays a move.
    fn play_move(
        &mut self,
        rules: &Self::Rules,
        mv: &Self::Move,
    ) -> Result<Self::Effects, Self::Illegal> {
        let checked = self.check(rules, mv)?;
        Ok(self.play(rules, checked))
    }
}
