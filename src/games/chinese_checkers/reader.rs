//! Reading the `[position]` table: keys, point names, then the setup's own
//! validation (codes in [`super::setup`]); every problem goes to the reader
//! with the span of the offending value.

use crate::game_api::Problem;
use crate::position_reader::PositionReader;

use super::board::Point;
use super::game::Game;
use super::rules::Side;
use super::setup::{Setup, SetupProblem};
use super::text;

/// Reads and validates; every problem goes to the reader.
pub fn read_position(reader: &mut PositionReader<'_>) -> Option<Game> {
    let turn = reader.string("turn");
    let lists = [reader.strings("red"), reader.strings("blue")];
    let partial = reader
        .opt_bool("partial")
        .map(|b| *b.get_ref())
        .unwrap_or(false);
    let mut ok = true;
    let turn = match turn {
        Some(t) => match Side::parse(t.get_ref()) {
            Some(s) => Some(s),
            None => {
                reader.problem(Problem::rule(
                    "bad-turn",
                    text::bad_turn(t.get_ref()),
                    Vec::new(),
                    Some(t.span()),
                ));
                None
            }
        },
        None => None,
    };
    let mut pts: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    let mut spans: [Vec<std::ops::Range<usize>>; 2] = [Vec::new(), Vec::new()];
    let mut bad_names = [0usize; 2];
    for (k, side) in [Side::Red, Side::Blue].into_iter().enumerate() {
        let Some(list) = &lists[k] else {
            ok = false;
            continue;
        };
        for item in list {
            match Point::parse(item.get_ref()) {
                Ok(p) => {
                    pts[k].push(p);
                    spans[k].push(item.span());
                }
                Err(_) => {
                    bad_names[k] += 1;
                    let name = item.get_ref().trim().to_lowercase();
                    reader.problem(Problem::rule(
                        "bad-point",
                        text::bad_point(&name, side),
                        vec![name],
                        Some(item.span()),
                    ));
                }
            }
        }
    }
    let setup = Setup {
        turn: turn.unwrap_or(Side::Red),
        red: std::mem::take(&mut pts[0]),
        blue: std::mem::take(&mut pts[1]),
        partial,
        unreadable: bad_names,
    };
    let key_span = |reader: &PositionReader<'_>, side: Side| reader.value_span(side.name());
    let result = setup.validate();
    if let Err(problems) = &result {
        for p in problems {
            let (squares, span) = match *p {
                SetupProblem::Duplicate {
                    at, side, index, ..
                } => {
                    let k = side as usize;
                    (vec![at.name()], spans[k].get(index).cloned())
                }
                SetupProblem::TooMany { side, .. } => (
                    setup.list(side).iter().map(|q| q.name()).collect(),
                    key_span(reader, side),
                ),
                SetupProblem::WrongCount { side, .. } => (
                    setup.list(side).iter().map(|q| q.name()).collect(),
                    key_span(reader, side),
                ),
                SetupProblem::BothHome => (Vec::new(), Some(reader.span())),
            };
            reader.problem(Problem::rule(
                p.code(),
                text::setup_problem(p),
                squares,
                span,
            ));
            ok = false;
        }
    }
    if turn.is_none() || bad_names.iter().any(|&b| b > 0) {
        ok = false;
    }
    match result {
        Ok(game) if ok => Some(game),
        _ => None,
    }
}
