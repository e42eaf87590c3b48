//! The table: a game in progress, its seeded chance, the moves played and
//! what `undo` goes back to. No input or output here; the session talks.
//!
//! Two generators come from the seed: one for chance (dice, draws), one for
//! the opponents' own randomness (level 1's noise, level 3's sampling), so a
//! hint never changes the dice and the same seed with the same moves gives
//! the same game everywhere. `undo` restores both.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::game_api::Trap;
use crate::games::engine::{Engine, Outcome};
use crate::games::play::{Chance, Choice, Playable, Ply};
use crate::message::Message;

use super::record::Record;

/// A move just played: the position before it, the move (chance
/// included) and its effects.
pub type PlayedMove<G> = (G, <G as Engine>::Move, <G as Engine>::Effects);

/// Who made a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// A person at the keyboard.
    Human,
    /// The engine's opponent.
    Engine,
    /// Nobody chose: chance or the rules left one move (a roll no plane can
    /// use, a forced pass).
    Rules,
}

/// One move of the game as played.
#[derive(Clone, Debug)]
pub struct Played<G: Playable> {
    /// The position before it.
    pub before: G,
    /// The move, chance included.
    pub mv: G::Move,
    /// The side that moved.
    pub side: &'static str,
    /// Its full notation (as records write it).
    pub text: String,
    /// Who chose it.
    pub by: Actor,
}

/// What `undo` returns to.
#[derive(Clone)]
struct Snapshot<G: Playable> {
    state: G,
    chance: ChaCha8Rng,
    ai: ChaCha8Rng,
    plies: usize,
}

/// A move a player typed, judged.
pub enum Judged<G: Playable> {
    /// Legal: the engine's move.
    Legal(G::Move),
    /// The text is not a move (or names what chance decides).
    Unreadable(Message),
    /// Illegal: the reason, and the traps under which it would be legal.
    Illegal(G::Illegal, Vec<Trap>),
}

/// A game in progress.
pub struct Table<G: Playable> {
    state: G,
    rules: G::Rules,
    chance: ChaCha8Rng,
    ai: ChaCha8Rng,
    plies: Vec<Played<G>>,
    undo: Vec<Snapshot<G>>,
    start: G,
    seed: u64,
}

/// Stream numbers of the two generators drawn from one seed.
const CHANCE_STREAM: u64 = 1;
const OPPONENT_STREAM: u64 = 2;

impl<G: Playable> Table<G> {
    /// A new game from `seed` (the dominoes deal, the dice and the draws
    /// all come from it).
    pub fn new(seed: u64) -> Self {
        Self::from_start(G::start(seed), seed)
    }

    /// A new game from a given starting position.
    pub fn from_start(start: G, seed: u64) -> Self {
        let mut chance = ChaCha8Rng::seed_from_u64(seed);
        chance.set_stream(CHANCE_STREAM);
        let mut ai = ChaCha8Rng::seed_from_u64(seed);
        ai.set_stream(OPPONENT_STREAM);
        Table {
            state: start.clone(),
            rules: G::edition(),
            chance,
            ai,
            plies: Vec::new(),
            undo: Vec::new(),
            start,
            seed,
        }
    }

    /// The position now.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The starting position.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The moves played so far.
    pub fn plies(&self) -> &[Played<G>] {
        &self.plies
    }

    /// The side to move.
    pub fn turn(&self) -> &'static str {
        self.state.side_to_move()
    }

    /// How the game stands.
    pub fn outcome(&self) -> Outcome {
        self.state.outcome(&self.rules)
    }

    /// How the game ended, with its rule; `None` while it goes on.
    pub fn ending(&self) -> Option<Message> {
        self.state.ending_text(&self.rules)
    }

    /// Chance before the side to move chooses.
    pub fn roll(&mut self) -> Option<Chance<G::Move>> {
        self.state.chance(&self.rules, &mut self.chance)
    }

    /// A move the side to move must make, with why.
    pub fn forced(&self) -> Option<(G::Move, Message)> {
        self.state.forced(&self.rules)
    }

    /// The choices of the side to move.
    pub fn choices(&self) -> Vec<G::Move> {
        self.state.choices(&self.rules)
    }

    fn history(&self) -> Vec<Ply<G>> {
        self.plies
            .iter()
            .map(|p| (p.before.clone(), p.mv))
            .collect()
    }

    /// The opponent's choice for the side to move.
    pub fn opponent(&mut self, level: u8) -> Choice<G::Move> {
        let history = self.history();
        self.state.opponent(&history, level, &mut self.ai)
    }

    /// The strongest opponent's suggestion for the side to move; the game's
    /// generators are left untouched.
    pub fn hint(&self) -> Choice<G::Move> {
        let mut rng = self.ai.clone();
        self.state.hint(&self.history(), &mut rng)
    }

    /// Judges a move typed by the side to move.
    pub fn judge(&self, typed: &str) -> Judged<G> {
        let written = match self.state.read(typed) {
            Ok(w) => w,
            Err(m) => return Judged::Unreadable(m),
        };
        if let Err(m) = self.state.typed(&written) {
            return Judged::Unreadable(m);
        }
        match self.state.check_written(&self.rules, &written) {
            Ok(mv) => Judged::Legal(mv),
            Err(reason) => {
                let traps = Trap::of(G::KIND)
                    .iter()
                    .copied()
                    .filter(|&t| {
                        G::trap_rules(t)
                            .is_some_and(|r| self.state.check_written(&r, &written).is_ok())
                    })
                    .collect();
                Judged::Illegal(reason, traps)
            }
        }
    }

    /// Remembers the position for `undo` (before a person's move).
    pub fn mark(&mut self) {
        self.undo.push(Snapshot {
            state: self.state.clone(),
            chance: self.chance.clone(),
            ai: self.ai.clone(),
            plies: self.plies.len(),
        });
    }

    /// Goes back to the last mark; how many moves were taken back (`None`
    /// when there is nothing to take back).
    pub fn undo(&mut self) -> Option<usize> {
        let snap = self.undo.pop()?;
        let taken = self.plies.len() - snap.plies;
        self.state = snap.state;
        self.chance = snap.chance;
        self.ai = snap.ai;
        self.plies.truncate(snap.plies);
        Some(taken)
    }

    /// Plays a legal move of the side to move (chance completes it): the
    /// position before, the move as played and its effects.
    pub fn play(&mut self, mv: G::Move, by: Actor) -> Result<PlayedMove<G>, G::Illegal> {
        let mv = self.state.complete(mv, &mut self.chance);
        let checked = self.state.check(&self.rules, &mv)?;
        let before = self.state.clone();
        let effects = self.state.play(&self.rules, checked);
        self.plies.push(Played {
            side: before.side_to_move(),
            text: before.record_text(&mv, &effects),
            before: before.clone(),
            mv,
            by,
        });
        Ok((before, mv, effects))
    }

    /// The game as a record: who played each side, the moves in full
    /// notation, the deal, the result and the side that resigned.
    pub fn record(
        &self,
        players: Vec<(&'static str, String)>,
        result: &str,
        resigned: Option<&str>,
    ) -> Record {
        let spanned = |s: String| toml::Spanned::new(0..0, s);
        Record {
            game: G::KIND,
            seed: Some(self.seed),
            players,
            moves: self
                .plies
                .iter()
                .map(|p| spanned(format!("{} {}", p.side, p.text)))
                .collect(),
            deal: self
                .start
                .deal()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
            deal_span: None,
            result: Some(spanned(result.to_string())),
            resigned: resigned.map(|s| spanned(s.to_string())),
            tries: Vec::new(),
        }
    }

    /// The traps under which a move just played from `before` would have
    /// been judged otherwise: illegal, or with other effects.
    pub fn traps_changing(before: &G, mv: &G::Move, effects: &G::Effects) -> Vec<Trap> {
        Trap::of(G::KIND)
            .iter()
            .copied()
            .filter(|&t| {
                let Some(rules) = G::trap_rules(t) else {
                    return false;
                };
                match before.check(&rules, mv) {
                    Err(_) => true,
                    Ok(checked) => {
                        let mut other = before.clone();
                        other.play(&rules, checked) != *effects
                    }
                }
            })
            .collect()
    }
}
