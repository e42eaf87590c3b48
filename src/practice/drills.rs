//! Drills in a practice session: new ones made on the fly from a plan, and
//! those whose questions are due in the spaced review, made again from their
//! ids (a drill id determines its drill), so that drills get attempts and
//! review exactly like catalogue exercises.

use super::plan::Item;
use super::progress::{Key, Op, Progress, ProgressError};
use super::tracker::Tracker;
use crate::drill::{Drill, DrillId, NoDrill, Plan};
use crate::i18n::Lang;

/// A drill as a practice item (texts in every language).
fn item(drill: &Drill) -> Option<Item> {
    let id = drill.id.to_string();
    let exercise = drill.exercise(&id, &Lang::ALL).ok()?;
    Some(Item {
        key: Key::Drill(id),
        exercise,
    })
}

/// The drills of `plans`, taken in turn (one game each), `count` in all.
pub fn fresh(plans: &[Plan], count: usize) -> Result<Vec<Item>, NoDrill> {
    let mut out = Vec::with_capacity(count);
    for n in 0..count {
        let plan = &plans[n % plans.len()];
        let drill = Drill::make(plan.id(n / plans.len()), n + 1)?;
        out.extend(item(&drill));
    }
    Ok(out)
}

/// The drills of the progress file whose review questions are due on
/// `today`, made again (of one game when `game` is given).
pub fn due(progress: &Progress, today: u32, game: Option<crate::game_api::GameKind>) -> Vec<Item> {
    progress
        .drills
        .iter()
        .filter(|(_, r)| !r.due(today).is_empty())
        .filter_map(|(id, _)| DrillId::parse(id))
        .filter(|id| game.is_none_or(|g| g == id.game()))
        .enumerate()
        .filter_map(|(n, id)| Drill::make(id, n + 1).ok())
        .filter_map(|d| item(&d))
        .collect()
}

/// Forgets the drills done and out of the review (before a session, so that
/// the progress file keeps only the drills that will come back).
pub fn forget_settled(tracker: &mut Tracker<'_>) -> Result<(), ProgressError> {
    let settled: Vec<String> = tracker
        .view()
        .drills
        .iter()
        .filter(|(_, r)| r.done && r.review.is_empty())
        .map(|(id, _)| id.clone())
        .collect();
    for drill in settled {
        tracker.record_op(Op::Forget { drill });
    }
    tracker.save()
}
