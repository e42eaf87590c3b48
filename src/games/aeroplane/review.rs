//! Marks on an aeroplane move (`plyyard review`): with the same roll,
//! another plane could have reached the goal exactly or captured, or the
//! plane moved was left to more of the opponent's capturing rolls than
//! another choice would leave.

use std::collections::BTreeMap;

use crate::games::engine::Engine;
use crate::games::play::{Playable, toml_list};
use crate::games::review::{Drill, Finding, Reviewable, better_choice};
use crate::message::Message;

use super::board::Square;
use super::game::{Action, Game, Outcome};

/// How many more capturing rolls than another choice a move must leave
/// before it is marked (one roll more is often the price of moving on).
pub const EXPOSED_MARGIN: i64 = 2;

fn rules() -> super::Rules {
    <Game as Engine>::edition()
}

fn after(g: &Game, mv: &Action) -> Option<(Game, Outcome)> {
    let mut next = *g;
    let outcome = <Game as Engine>::play_move(&mut next, &rules(), mv).ok()?;
    Some((next, outcome))
}

fn captured(o: &Outcome) -> i64 {
    o.captures
        .iter()
        .flatten()
        .map(|c| i64::from(c.count))
        .sum()
}

/// For each square of the mover's planes, the opponent's rolls that would
/// send it back, when the turn passes after `mv`; `None` when the mover
/// rolls again (the threat waits).
fn threats(g: &Game, mv: &Action) -> Option<BTreeMap<Square, Vec<u8>>> {
    let (next, outcome) = after(g, mv)?;
    if outcome.next == g.turn() || next.winner().is_some() {
        return None;
    }
    let rules = rules();
    let mut out: BTreeMap<Square, Vec<u8>> = BTreeMap::new();
    let mut planes = Vec::new();
    for roll in 1..=6 {
        let rolled = next.rolled(roll);
        rolled.legal_planes(&rules, roll, &mut planes);
        for &from in &planes {
            let reply = Action::Play {
                roll: Some(roll),
                from,
            };
            if let Some((_, o)) = after(&rolled, &reply) {
                for sq in o.captured_squares() {
                    let rolls = out.entry(sq).or_default();
                    if !rolls.contains(&roll) {
                        rolls.push(roll);
                    }
                }
            }
        }
    }
    Some(out)
}

/// Minus the opponent's rolls (1–6) that capture some plane of the mover
/// after `mv`.
fn exposure(g: &Game, mv: &Action) -> Option<i64> {
    let threats = threats(g, mv)?;
    let mut rolls: Vec<u8> = threats.values().flatten().copied().collect();
    rolls.sort_unstable();
    rolls.dedup();
    Some(-(rolls.len() as i64))
}

fn arrival(g: &Game, mv: &Action) -> Option<i64> {
    after(g, mv).map(|(_, o)| i64::from(o.arrived))
}

fn capture(g: &Game, mv: &Action) -> Option<i64> {
    after(g, mv).map(|(_, o)| captured(&o))
}

fn roll_of(mv: &Action) -> Option<u8> {
    match *mv {
        Action::Play { roll, .. } => roll,
        Action::Roll(r) => Some(r),
    }
}

impl Reviewable for Game {
    fn review(&self, played: &Action) -> Option<Finding<Action>> {
        let rules = rules();
        let choices = self.choices(&rules);
        if choices.len() < 2 || !choices.contains(played) {
            return None;
        }
        let roll = roll_of(played)?;
        let text = |m: &Action| self.move_text(m);
        let finding = |code: &'static str, better: Action, p: i64, b: i64, drill: Drill| {
            let id = match code {
                "missed-arrival" => "review-aeroplane-missed-arrival",
                "missed-capture" => "review-aeroplane-missed-capture",
                _ => "review-aeroplane-exposed",
            };
            let reason = Message::new(id)
                .text("move", text(played))
                .text("better", text(&better))
                .num("roll", roll);
            Finding {
                code,
                better,
                played_measure: p,
                better_measure: b,
                reason,
                exercise: drill,
            }
        };
        // A position without the pending roll: the learner's turn before
        // the die is cast.
        let unrolled = Game::from_parts(
            [
                self.planes(super::Side::Red),
                self.planes(super::Side::Yellow),
            ],
            self.turn(),
            None,
            self.sixes(),
        );
        let played_arrival = arrival(self, played)?;
        if let Some((better, b)) =
            better_choice(&choices, played, played_arrival, 1, |m| arrival(self, m))
        {
            let drill = Drill {
                position: self.position_toml(None).ok()?,
                question: format!(
                    "ask = \"after\"\nmoves = {}\nabout = \"landing\"\n",
                    toml_list([text(&better)])
                ),
                title: "review-title-planes-near-goal",
            };
            return Some(finding("missed-arrival", better, played_arrival, b, drill));
        }
        let played_capture = capture(self, played)?;
        if let Some((better, b)) =
            better_choice(&choices, played, played_capture, 1, |m| capture(self, m))
        {
            let (_, o) = after(self, &better)?;
            let target = o.captured_squares().next()?;
            let drill = Drill {
                position: unrolled.position_toml(None).ok()?,
                question: format!("ask = \"capture-rolls\"\ntarget = \"{target}\"\n"),
                title: "review-title-plane-within-reach",
            };
            return Some(finding("missed-capture", better, played_capture, b, drill));
        }
        let played_exposure = exposure(self, played)?;
        let (better, b) = better_choice(&choices, played, played_exposure, EXPOSED_MARGIN, |m| {
            // Only a choice that gives up no capture and no arrival.
            (capture(self, m)? >= played_capture && arrival(self, m)? >= played_arrival)
                .then(|| exposure(self, m))
                .flatten()
        })?;
        let (next, _) = after(self, played)?;
        let threats = threats(self, played)?;
        let (target, _) = threats.iter().max_by_key(|(_, r)| r.len())?;
        let drill = Drill {
            position: next.position_toml(None).ok()?,
            question: format!("ask = \"capture-rolls\"\ntarget = \"{target}\"\n"),
            title: "review-title-planes-in-reach",
        };
        let mut f = finding("exposed", better, played_exposure, b, drill);
        f.reason = f.reason.num("played", -played_exposure).num("best", -b);
        Some(f)
    }

    fn measure(&self, code: &str, mv: &Action) -> Option<i64> {
        match code {
            "missed-arrival" => arrival(self, mv),
            "missed-capture" => capture(self, mv),
            "exposed" => exposure(self, mv),
            _ => None,
        }
    }
}
