//! The interactive drill: the run's drills made at once (a few milliseconds),
//! then asked by the practice loop exactly like catalogue exercises — tries,
//! the misconception named, the answer and its explanation, progress kept,
//! and a question missed coming back in the spaced review
//! (`practice --review`, `practice --drill`).

use std::io::{BufRead, Write};

use super::drill_cmd::no_drill;
use super::practice_cmd::{load_error, progress_error, run_items};
use super::{AppError, Context, Exit};
use crate::drill::Plan;
use crate::message::Message;
use crate::practice::progress::today;
use crate::practice::{ProgressStore, SessionOptions, Tracker, drills};

/// Wrong answers before the answer is shown, as in `practice`.
const ATTEMPTS: u32 = 2;

pub fn run(
    ctx: &Context,
    plan: &Plan,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let items = drills::fresh(std::slice::from_ref(plan), plan.count).map_err(no_drill)?;
    let store = ProgressStore::default_location();
    let mut tracker = Tracker::open(&store).map_err(load_error)?;
    drills::forget_settled(&mut tracker).map_err(progress_error)?;
    let topic = match plan.topic {
        Some(t) => Message::new(t.label_id()),
        None => Message::new("drill-every-topic"),
    };
    let welcome = ctx.loc.text(
        &Message::new("drill-welcome")
            .msg("game", Message::new(format!("game-{}", plan.game.name())))
            .msg("topic", topic)
            .num("level", plan.level)
            .num("count", plan.count as i64)
            .text("seed", plan.seed.to_string()),
    );
    let opts = SessionOptions {
        lang: ctx.lang,
        colour: ctx.colour && !ctx.json,
        attempts: ATTEMPTS,
        review: false,
        today: today(),
        redo: false,
    };
    run_items(ctx, &items, &mut tracker, &opts, vec![welcome], input, out)
}
