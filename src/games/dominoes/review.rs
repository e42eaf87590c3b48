//! Marks on a dominoes play (`plyyard review`): a play after which fewer
//! tiles of the mover's hand fit the line than after another play — none
//! at all (the mover blocks itself), or at least two fewer.

use crate::games::engine::Engine;
use crate::games::play::{Playable, toml_list};
use crate::games::review::{Drill, Finding, Reviewable, better_choice};
use crate::message::Message;

use super::moves::Move;
use super::state::State;
use super::tile::tiles_of;

/// Tiles of the mover's hand that fit an open end after the play `mv`
/// (before the opponent answers); `None` for a draw or a pass, and for a
/// play that empties the hand.
fn fitting_after(g: &State, mv: &Move) -> Option<i64> {
    if !matches!(mv, Move::Open(_) | Move::Play { .. }) {
        return None;
    }
    let me = g.turn.index();
    let mut next = *g;
    <State as Engine>::play_move(&mut next, &<State as Engine>::edition(), mv).ok()?;
    let hand = next.hands[me];
    if hand.count() == 0 {
        return None;
    }
    Some(i64::from((hand.known & next.fitting()).count_ones() as u8))
}

/// The position as the mover saw it, as `[position]` keys: the other hand
/// and the boneyard as numbers of unknown tiles.
fn seen(g: &State) -> String {
    let me = g.turn.index();
    let line: Vec<String> = g.line.iter().map(|o| o.to_string()).collect();
    let mine = toml_list(tiles_of(g.hands[me].known).map(|t| t.to_string()));
    let other = g.hands[1 - me].count().to_string();
    let (black, white) = if me == 0 {
        (mine, other)
    } else {
        (other, mine)
    };
    let mut out = format!(
        "turn = \"{}\"\nline = {}\nblack = {black}\nwhite = {white}\nboneyard = {}\n",
        g.turn.name(),
        toml_list(&line),
        g.boneyard.count()
    );
    if g.passes > 0 {
        out.push_str(&format!("passes = {}\n", g.passes));
    }
    out
}

impl Reviewable for State {
    fn review(&self, played: &Move) -> Option<Finding<Move>> {
        let rules = <State as Engine>::edition();
        let played_measure = fitting_after(self, played)?;
        let choices = self.choices(&rules);
        let margin = if played_measure == 0 { 1 } else { 2 };
        let (better, better_measure) =
            better_choice(&choices, played, played_measure, margin, |m| {
                fitting_after(self, m)
            })?;
        Some(Finding {
            code: "self-block",
            better,
            played_measure,
            better_measure,
            reason: Message::new("review-dominoes-self-block")
                .msg("move", self.move_words(played))
                .msg("better", self.move_words(&better))
                .num("played", played_measure)
                .num("best", better_measure),
            exercise: Drill {
                position: seen(self),
                // Before the opening there are no ends to classify by:
                // the question is then the tiles that may open.
                question: match self.line.is_empty() {
                    true => "ask = \"moves\"\n".to_string(),
                    false => "ask = \"classify\"\n".to_string(),
                },
                title: "review-title-tiles-and-ends",
            },
        })
    }

    fn measure(&self, code: &str, mv: &Move) -> Option<i64> {
        (code == "self-block")
            .then(|| fitting_after(self, mv))
            .flatten()
    }
}
