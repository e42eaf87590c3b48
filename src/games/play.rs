//! What a whole game against the engine needs from a game, beyond the rule
//! engine's shape ([`Engine`]): reading and writing moves as players and
//! records write them, chance (the aeroplane's die, the dominoes boneyard),
//! what each side may see, the opponent, and the words for all of it.
//!
//! Each game implements it in its own `play.rs`; the play loop, records and
//! replays (`crate::play`) are written once against this trait. Everything
//! here is pure: randomness comes from a seeded generator passed in.

use rand_chacha::ChaCha8Rng;

use crate::game_api::{GameKind, Trap};
use crate::games::engine::Engine;
use crate::message::Message;

/// A move chosen by an opponent (or suggested by `hint`), with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<M> {
    /// The move.
    pub mv: M,
    /// A short reason for a learner (the engine's own words about its choice).
    pub reason: Message,
}

/// Chance before the side to move chooses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chance<M> {
    /// What happened (the die shows 4), for everyone to read.
    pub said: Message,
    /// When the result leaves no choice (a roll no plane can use, a third 6),
    /// the move it forces.
    pub forced: Option<M>,
}

/// The opponents' strength: 1 (beginner), 2 (club), 3 (strongest).
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=3;

/// One move of a game as played: the position before it and the move.
pub type Ply<G> = (G, <G as Engine>::Move);

/// A game that can be played from start to end, recorded and replayed.
pub trait Playable: Engine<Effects: PartialEq> + 'static {
    /// A move as a player typed it (before the position says what it means).
    type Written;

    /// Which game this is.
    const KIND: GameKind;

    /// The rules of another variant (each trap of the game).
    fn trap_rules(trap: Trap) -> Option<Self::Rules>;

    /// The side to move (`red`, `black`…).
    fn side_to_move(&self) -> &'static str;

    /// Reads a move typed by a player; the message says why it cannot be read.
    fn read(&self, text: &str) -> Result<Self::Written, Message>;

    /// Refuses what a player may not type although a record may write it
    /// (the tile of a dominoes draw, which chance picks).
    fn typed(&self, written: &Self::Written) -> Result<(), Message> {
        let _ = written;
        Ok(())
    }

    /// Checks a written move: the engine's move, or the engine's reason.
    fn check_written(
        &self,
        rules: &Self::Rules,
        written: &Self::Written,
    ) -> Result<Self::Move, Self::Illegal>;

    /// Why a move is illegal, in words.
    fn illegal_text(reason: &Self::Illegal) -> Message;

    /// The squares a reason names (to mark on the board).
    fn illegal_squares(reason: &Self::Illegal) -> Vec<String>;

    /// A stable kebab-case name of a reason (JSON).
    fn illegal_code(reason: &Self::Illegal) -> &'static str;

    /// Chance before the side to move chooses (the aeroplane rolls its die);
    /// `None` when the game has none at this point (games without chance keep
    /// this default).
    fn chance(&mut self, rules: &Self::Rules, rng: &mut ChaCha8Rng) -> Option<Chance<Self::Move>> {
        let _ = (rules, rng);
        None
    }

    /// Completes a chosen move with chance (a dominoes draw gets its tile);
    /// games without chance keep the move as chosen.
    fn complete(&self, mv: Self::Move, rng: &mut ChaCha8Rng) -> Self::Move {
        let _ = rng;
        mv
    }

    /// Whether a move says everything a record needs (the roll, the tile
    /// drawn); always, in games without chance.
    fn is_complete(mv: &Self::Move) -> bool {
        let _ = mv;
        true
    }

    /// The distinct choices of the side to move, as a player sees them
    /// (a draw without its tile).
    fn choices(&self, rules: &Self::Rules) -> Vec<Self::Move>;

    /// A move the side to move must make without choosing (a pass when
    /// nothing else is legal), with the reason.
    fn forced(&self, rules: &Self::Rules) -> Option<(Self::Move, Message)>;

    /// Whether a person types a forced move themselves (the dominoes pass:
    /// knowing when to pass is part of the rules, and `draw` then gets its
    /// reason); otherwise it plays itself.
    fn forced_is_typed() -> bool {
        false
    }

    /// A choice as a player would type it.
    fn move_text(&self, mv: &Self::Move) -> String;

    /// A choice as the reader's language writes it, in a form the move
    /// reader accepts back (a dominoes `2-5@left` is `2-5@gauche` in
    /// French, `2-5@слева` in Russian). Most games write moves alike in
    /// every language.
    fn move_words(&self, mv: &Self::Move) -> Message {
        Message::new("answer-item").text("item", self.move_text(mv))
    }

    /// A played move in full notation, for records (`self` is the position
    /// before it): the roll with the plane, the tile drawn, the captures.
    fn record_text(&self, mv: &Self::Move, effects: &Self::Effects) -> String;

    /// A played move in full notation as the reader's language writes it,
    /// for a screen (`replay --show`): the dominoes end words and the tile
    /// drawn (`4-4@droite`, `pioche:3-4`). Records and JSON keep
    /// `record_text`; most games write it alike in every language.
    fn record_words(&self, mv: &Self::Move, effects: &Self::Effects) -> Message {
        Message::new("answer-item").text("item", self.record_text(mv, effects))
    }

    /// What a played move did, as `viewer` may know it (`self` is the
    /// position before the move; `None`: everything).
    fn effects_text(&self, effects: &Self::Effects, viewer: Option<&str>) -> Vec<Message>;

    /// How the game ended, with the rule that ended it; `None` while it goes on.
    fn ending_text(&self, rules: &Self::Rules) -> Option<Message>;

    /// What a side may see of the position (the dominoes hand of the other
    /// side and the boneyard become unknown tiles). Games of perfect
    /// information keep this default: everything.
    fn view(&self, side: &str) -> Self {
        let _ = side;
        self.clone()
    }

    /// The position as the side to move sees it when `next` is about to be
    /// played: the aeroplane's roll of that move waiting on the die (as an
    /// exported position writes it). Games without a pending roll keep this
    /// default: the position itself.
    fn before(&self, next: Option<&Self::Move>) -> Self {
        let _ = next;
        self.clone()
    }

    /// The board (the position as `show` draws it), as `viewer` may see it.
    /// Once the game is `over` (ended, or resigned), no side is shown to
    /// move and nothing is said that only matters while it goes on.
    fn diagram(
        &self,
        viewer: Option<&str>,
        highlight: &[String],
        colour: bool,
        labels: &dyn Fn(&Message) -> String,
        over: bool,
    ) -> String;

    /// [`Playable::diagram`] within `width` columns where the game can
    /// fold its drawing (the dominoes chain and hands wrap between tiles);
    /// a board with a fixed shape is the same at any width.
    fn diagram_within(
        &self,
        viewer: Option<&str>,
        highlight: &[String],
        colour: bool,
        labels: &dyn Fn(&Message) -> String,
        over: bool,
        width: usize,
    ) -> String {
        let _ = width;
        self.diagram(viewer, highlight, colour, labels, over)
    }

    /// The opponent's move at `level` (1–3) for the side to move, from what
    /// that side may know: its view and the public history of the game.
    fn opponent(
        &self,
        history: &[Ply<Self>],
        level: u8,
        rng: &mut ChaCha8Rng,
    ) -> Choice<Self::Move>;

    /// The hint for the side to move: by default the strongest opponent's
    /// choice; a game may check it more closely (never losing material at
    /// once when a move that does not exists).
    fn hint(&self, history: &[Ply<Self>], rng: &mut ChaCha8Rng) -> Choice<Self::Move> {
        self.opponent(history, 3, rng)
    }

    /// The starting position a record must write out (the dominoes deal), as
    /// `[deal]` keys with their tiles; empty (this default) when the start is
    /// always the same.
    fn deal(&self) -> Vec<(&'static str, Vec<String>)> {
        Vec::new()
    }

    /// The starting position from a record's `[deal]` keys (empty for the
    /// games whose start is always the same); the message says what is wrong.
    fn from_deal(deal: &[(String, Vec<String>)]) -> Result<Self, Message>;

    /// The position as the keys of an exercise file's `[position]` table;
    /// `next` is the move played from it, if any (the aeroplane writes its
    /// roll as the pending `dice`). The message says why a position cannot
    /// be written as an exercise.
    fn position_toml(&self, next: Option<&Self::Move>) -> Result<String, Message>;
}

/// A TOML array of strings: `["a", "b"]`.
pub fn toml_list<I, S>(items: I) -> String
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    let quoted: Vec<String> = items
        .into_iter()
        .map(|s| format!("\"{}\"", s.as_ref()))
        .collect();
    format!("[{}]", quoted.join(", "))
}
