//! Dominoes in the shape shared by every engine ([`Engine`]).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::engine::{Engine, Outcome as Standing};

use super::moves::{At, Effects, Move, Refusal, Valid};
use super::playout::deal;
use super::rules::{EDITION, Rules};
use super::setup::{Issue, Place, RawSetup, build};
use super::state::State;
use super::tile::{Oriented, TILE_COUNT, Tile, tiles_of};

impl Engine for State {
    type Setup<'a> = RawSetup<'a>;
    type Problem = (Issue, Place);
    type Rules = Rules;
    type Move = Move;
    type Checked = Valid;
    type Illegal = Refusal;
    type Effects = Effects;

    fn edition() -> Rules {
        EDITION
    }

    /// A deal from `seed` (ChaCha8): the same seed, the same deal everywhere.
    fn start(seed: u64) -> State {
        deal(&mut ChaCha8Rng::seed_from_u64(seed))
    }

    fn from_setup(setup: &RawSetup<'_>) -> Result<State, Vec<(Issue, Place)>> {
        build(setup)
    }

    /// The legal actions; an opening either way round (the engine lists it
    /// once), a draw from a known boneyard once per tile it may bring (the
    /// engine lists it unnamed). Empty when the hand holds unknown tiles.
    fn legal_moves(&self, rules: &Rules) -> Vec<Move> {
        let mut list = Vec::new();
        if State::legal_moves(self, *rules, &mut list).is_err() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for mv in list {
            match mv {
                Move::Draw(None) if self.boneyard.known != 0 => {
                    out.extend(tiles_of(self.boneyard.known).map(|t| Move::Draw(Some(t))));
                }
                Move::Open(o) if o.left != o.right => {
                    out.push(Move::Open(o));
                    out.push(Move::Open(Oriented {
                        left: o.right,
                        right: o.left,
                    }));
                }
                other => out.push(other),
            }
        }
        out
    }

    fn check(&self, rules: &Rules, mv: &Move) -> Result<Valid, Refusal> {
        self.validate(*mv, *rules)
    }

    /// Plays a checked action; in a fully known position it cannot fail.
    fn play(&mut self, rules: &Rules, checked: Valid) -> Effects {
        self.play_valid(checked, *rules)
            .expect("a checked action of a known position plays")
    }

    fn outcome(&self, _rules: &Rules) -> Standing {
        let o = State::outcome(self);
        match o.winner() {
            Some(side) => Standing::Won(side.name()),
            None if o.is_over() => Standing::Draw,
            None => Standing::Ongoing,
        }
    }

    /// Every tile opened either way round, laid at either end, or drawn;
    /// `pass`.
    fn candidate_moves(&self, _rules: &Rules) -> Vec<Move> {
        let mut out = vec![Move::Pass];
        for i in 0..TILE_COUNT {
            let t = Tile::from_index(i);
            out.push(Move::Open(Oriented {
                left: t.lo(),
                right: t.hi(),
            }));
            if t.lo() != t.hi() {
                out.push(Move::Open(Oriented {
                    left: t.hi(),
                    right: t.lo(),
                }));
            }
            for at in [At::Left, At::Right] {
                out.push(Move::Play { tile: t, at });
            }
            out.push(Move::Draw(Some(t)));
        }
        out
    }

    /// Every tile is somewhere (hands, line, boneyard): 28.
    fn census(&self) -> usize {
        let hands: usize = self.hands.iter().map(|h| h.count() as usize).sum();
        hands + self.line.len() + self.boneyard.count() as usize
    }

    fn census_change(_effects: &Effects) -> isize {
        0
    }
}
