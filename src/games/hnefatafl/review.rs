//! Marks on a hnefatafl move (`plyyard review`): a king escape or capture
//! the search proves within reach (at most [`WITHIN`] of the mover's moves)
//! and missed; for Black, a move after which the king can reach a corner at
//! once when another move left him no such road; and a piece left for the
//! opponent to take next move when another move left none.

use crate::games::engine::Engine;
use crate::games::play::{Playable, toml_list};
use crate::games::review::{Drill, Finding, Reviewable, better_choice};
use crate::message::Message;

use super::game::{Game, Move, Side};
use super::notation::move_name;
use super::rules::{FETLAR, Rules};
use super::search::{Goal, force_with_budget};

/// The longest win (in the mover's moves) a review looks for.
pub const WITHIN: u32 = 3;

/// The work a review's search may do per question (about 0.1 s): a search
/// out of it makes no claim.
const BUDGET: u64 = 2_500_000;

fn goal_of(side: Side) -> Goal {
    match side {
        Side::White => Goal::Escape,
        Side::Black => Goal::CaptureKing,
    }
}

fn after(g: &Game, rules: &Rules, mv: &Move) -> Option<(Game, isize)> {
    let mut next = *g;
    let effects = <Game as Engine>::play_move(&mut next, rules, mv).ok()?;
    Some((next, Game::census_change(&effects)))
}

/// `-k` when the goal is forced in `k` of the mover's moves counting `mv`
/// (`-1`: `mv` reaches it), `-(WITHIN + 1)` when not within [`WITHIN`];
/// `None` when the search ran out of its budget.
fn goal_measure(g: &Game, rules: &Rules, goal: Goal, mv: &Move) -> Option<i64> {
    let (next, _) = after(g, rules, mv)?;
    if super::search::reached(&next, rules, goal) {
        return Some(-1);
    }
    for k in 1..WITHIN {
        if force_with_budget(&next, rules, goal, k, BUDGET).ok()?.yes {
            return Some(-(i64::from(k) + 1));
        }
    }
    Some(-(i64::from(WITHIN) + 1))
}

/// The opponent's best take right after `mv`: minus the pieces of the
/// mover it removes, and that reply.
fn exposure(g: &Game, rules: &Rules, mv: &Move) -> Option<(i64, Option<Move>)> {
    let (next, _) = after(g, rules, mv)?;
    if next.status(rules) != super::game::Outcome::Ongoing {
        return Some((0, None));
    }
    let mut worst = (0, None);
    for reply in <Game as Engine>::legal_moves(&next, rules) {
        if let Some((_, change)) = after(&next, rules, &reply)
            && (change as i64) < worst.0
        {
            worst = (change as i64, Some(reply));
        }
    }
    Some(worst)
}

/// After the black move `mv`: minus the king's moves that reach a corner
/// at once, and the first of them (`(0, None)` when there is none, or the
/// game is over).
fn corner_roads(g: &Game, rules: &Rules, mv: &Move) -> Option<(i64, Option<Move>)> {
    let (next, _) = after(g, rules, mv)?;
    if next.status(rules) != super::game::Outcome::Ongoing {
        return Some((0, None));
    }
    let mut roads = (0, None);
    for reply in <Game as Engine>::legal_moves(&next, rules) {
        if let Some((reached, _)) = after(&next, rules, &reply)
            && super::search::reached(&reached, rules, Goal::Escape)
        {
            roads = (roads.0 - 1, roads.1.or(Some(reply)));
        }
    }
    Some(roads)
}

fn position(g: &Game) -> Option<String> {
    g.position_toml(None).ok()
}

impl Reviewable for Game {
    fn review(&self, played: &Move) -> Option<Finding<Move>> {
        let rules = FETLAR;
        let side = self.turn();
        let goal = goal_of(side);
        for n in 1..=WITHIN {
            let Ok(found) = force_with_budget(self, &rules, goal, n, BUDGET) else {
                break;
            };
            if !found.yes {
                continue;
            }
            let better = found.first?;
            let better_measure = goal_measure(self, &rules, goal, &better)?;
            let played_measure = goal_measure(self, &rules, goal, played)?;
            // A move that keeps a forced win within the horizon only
            // delays it: not marked.
            if played_measure >= better_measure || played_measure > -(i64::from(WITHIN) + 1) {
                return None;
            }
            let (code, id, ask, title) = match goal {
                Goal::Escape => (
                    "missed-escape",
                    "review-hnefatafl-missed-escape",
                    "escape",
                    "review-title-king-corners",
                ),
                Goal::CaptureKing => (
                    "missed-king-capture",
                    "review-hnefatafl-missed-king-capture",
                    "capture-king",
                    "review-title-king-surrounded",
                ),
            };
            return Some(Finding {
                code,
                better,
                played_measure,
                better_measure,
                reason: Message::new(id)
                    .text("move", move_name(*played))
                    .text("better", move_name(better))
                    .num("within", n),
                exercise: Drill {
                    position: position(self)?,
                    question: format!("ask = \"{ask}\"\nwithin = {n}\n"),
                    title,
                },
            });
        }
        if side == Side::Black
            && let Some(found) = self.open_corner_road(&rules, played)
        {
            return Some(found);
        }
        let (_, took) = after(self, &rules, played)?;
        if took < 0 {
            // A trade: the move took something itself.
            return None;
        }
        let (lost, reply) = exposure(self, &rules, played)?;
        let reply = reply?;
        let choices = <Game as Engine>::legal_moves(self, &rules);
        let (better, better_measure) = better_choice(&choices, played, lost, 1, |m| {
            exposure(self, &rules, m).map(|e| e.0)
        })?;
        if better_measure != 0 {
            return None;
        }
        Some(Finding {
            code: "left-to-capture",
            better,
            played_measure: lost,
            better_measure,
            reason: Message::new("review-hnefatafl-left-to-capture")
                .text("move", move_name(*played))
                .text("reply", move_name(reply))
                .num("count", -lost)
                .text("better", move_name(better)),
            exercise: Drill {
                position: position(self)?,
                question: format!(
                    "ask = \"after\"\nmoves = {}\nabout = \"captured\"\n",
                    toml_list([move_name(*played), move_name(reply)])
                ),
                title: "review-title-piece-within-reach",
            },
        })
    }

    fn measure(&self, code: &str, mv: &Move) -> Option<i64> {
        let rules = FETLAR;
        match code {
            "open-corner-road" => corner_roads(self, &rules, mv).map(|r| r.0),
            "missed-escape" => goal_measure(self, &rules, Goal::Escape, mv),
            "missed-king-capture" => goal_measure(self, &rules, Goal::CaptureKing, mv),
            "left-to-capture" => exposure(self, &rules, mv).map(|e| e.0),
            _ => None,
        }
    }
}

impl Game {
    /// The black move `played` lets the king into a corner next move, when
    /// another move leaves him no road to a corner.
    fn open_corner_road(&self, rules: &Rules, played: &Move) -> Option<Finding<Move>> {
        let (roads, road) = corner_roads(self, rules, played)?;
        let road = road?;
        let choices = <Game as Engine>::legal_moves(self, rules);
        let (better, better_measure) = better_choice(&choices, played, roads, -roads, |m| {
            corner_roads(self, rules, m).map(|r| r.0)
        })?;
        Some(Finding {
            code: "open-corner-road",
            better,
            played_measure: roads,
            better_measure,
            reason: Message::new("review-hnefatafl-open-corner-road")
                .text("move", move_name(*played))
                .text("reply", move_name(road))
                .num("count", -roads)
                .text("better", move_name(better)),
            exercise: Drill {
                position: position(self)?,
                question: "ask = \"escape\"\nwithin = 1\n".to_string(),
                title: "review-title-king-corners",
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hnefatafl::test_support::{game, mv};

    #[test]
    fn a_missed_escape_in_one_is_marked_with_the_corner_move() {
        // The king on a3 reaches a1 at once; h8-h9 lets it go.
        // e2 can block a2 after any other move; a5 closes the way to a11,
        // c3 the third rank.
        let g = game(&["a5", "c3", "e2", "k5"], &["h8"], "a3", Side::White);
        let f = g.review(&mv("h8-h9")).expect("marked");
        assert_eq!((f.code, f.better), ("missed-escape", mv("a3-a1")));
        assert!(f.better_measure > f.played_measure);
        assert_eq!(f.exercise.question, "ask = \"escape\"\nwithin = 1\n");
        // The escape itself is not marked.
        assert!(g.review(&mv("a3-a1")).is_none());
    }

    #[test]
    fn a_black_move_that_leaves_the_king_a_corner_is_marked_with_the_block() {
        // The king on a3 reaches a1 unless a2 is closed; a5 closes the a-file
        // upwards. e2-a2 shuts the road, h8-h9 does not.
        let g = game(&["a5", "e2", "h8"], &["k6"], "a3", Side::Black);
        let f = g.review(&mv("h8-h9")).expect("marked");
        assert_eq!((f.code, f.better), ("open-corner-road", mv("e2-a2")));
        assert_eq!((f.played_measure, f.better_measure), (-1, 0));
        assert_eq!(g.measure("open-corner-road", &mv("h8-h9")), Some(-1));
        assert_eq!(f.exercise.question, "ask = \"escape\"\nwithin = 1\n");
        // The move that closes the road is not marked.
        assert!(g.review(&mv("e2-a2")).is_none());
        // Its exercise loads, and the engine answers it: White cannot force
        // the corner, Black closing the road first.
        let mark = crate::play::review::Mark {
            ply: 1,
            side: "black",
            played: "h8-h9".into(),
            better: "e2-a2".into(),
            played_words: Message::new("x"),
            better_words: Message::new("x"),
            before: g,
            finding: f,
        };
        let exported = crate::play::review::exercise(&mark, "test").expect("exercise");
        assert_eq!(exported.answer, "no");
        // White's moves are never marked for this.
        let w = game(&["a5", "e2", "h8"], &["k6"], "a3", Side::White);
        assert!(
            w.review(&mv("k6-k7"))
                .is_none_or(|f| f.code != "open-corner-road")
        );
    }
}
