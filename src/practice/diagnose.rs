//! What a wrong answer is told before the answer is shown: which part of it is
//! off (how many items are wrong — given in place of others —, extra or
//! missing, too high or too low, which tiles
//! to look at again) and, for a move given that is illegal, the engine's
//! reason. Never the expected answer itself.

use toml::Spanned;

use crate::exercise::{Solution, Verdict};
use crate::game_api::{Answer, AnswerKind, Ask, ItemKind};
use crate::message::Message;

/// The diagnosis of a wrong answer, as messages.
pub fn diagnose(
    solution: &Solution<'_>,
    verdict: &Verdict,
    position: &dyn crate::game_api::Position,
) -> Vec<Message> {
    let mut out = Vec::new();
    match (&verdict.given, &verdict.key) {
        (Answer::Set(given), Answer::Set(key)) => {
            // Items given that are not in the key: as many as the key's items
            // left out stand in their place (wrong), the others are extra;
            // the key's items left out beyond those are missing.
            let wrong: Vec<&String> = given.difference(key).collect();
            let left_out = key.difference(given).count();
            let replaced = wrong.len().min(left_out);
            let extra = wrong.len() - replaced;
            let missing = left_out - replaced;
            for (id, count) in [
                ("practice-set-wrong", replaced),
                ("practice-set-extra", extra),
                ("practice-set-missing", missing),
            ] {
                if count > 0 {
                    out.push(Message::new(id).num("count", count as i64));
                }
            }
            if solution.answer_kind() == AnswerKind::Set(ItemKind::Move) {
                for mv in wrong {
                    if let Some(reason) = illegal_reason(position, mv) {
                        out.push(
                            Message::new("practice-move-illegal")
                                .text("move", mv.as_str())
                                .msg("reason", reason),
                        );
                    }
                }
            }
        }
        (Answer::Number(g), Answer::Number(k))
        | (Answer::Distance(Some(g)), Answer::Distance(Some(k))) => {
            out.push(Message::new(if g > k {
                "practice-number-high"
            } else {
                "practice-number-low"
            }));
        }
        (Answer::Distance(None), Answer::Distance(Some(_))) => {
            out.push(Message::new("practice-distance-reachable"));
        }
        (Answer::Ends(a, b), Answer::Ends(c, d)) => {
            let mut key = vec![*c, *d];
            let mut right = 0;
            for v in [a, b] {
                if let Some(i) = key.iter().position(|k| k == v) {
                    key.remove(i);
                    right += 1;
                }
            }
            out.push(Message::new("practice-ends-right").num("count", right));
        }
        (Answer::Classify(given), Answer::Classify(key)) => {
            let off: Vec<&str> = key
                .iter()
                .filter(|(tile, end)| given.get(*tile) != Some(end))
                .map(|(tile, _)| tile.as_str())
                .collect();
            if !off.is_empty() {
                out.push(
                    Message::new("practice-classify-recheck")
                        .text("tiles", off.join(", "))
                        .num("count", off.len() as i64),
                );
            }
        }
        _ => {}
    }
    out
}

/// The engine's reason why `mv` is illegal here, if it is.
fn illegal_reason(position: &dyn crate::game_api::Position, mv: &str) -> Option<Message> {
    let ask = Ask::Legal {
        mv: Spanned::new(0..0, mv.to_string()),
    };
    let solved = position.solve(&ask, None).ok()?;
    match solved.answer {
        Answer::YesNo(false) => solved.reasons.into_iter().next(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exercise;

    fn diagnosis(id: &str, question: usize, given: &str) -> Vec<Message> {
        let entry = exercise::find(id).unwrap();
        let ex = exercise::load(&entry.id, entry.source(), entry.texts()).unwrap();
        let q = ex.question(question).unwrap();
        let sol = Solution::new(&ex, q).unwrap();
        let verdict = sol.check(given).unwrap();
        diagnose(&sol, &verdict, ex.position.as_ref())
    }

    fn counts(ms: &[Message]) -> Vec<(String, i64)> {
        ms.iter()
            .map(|m| {
                let n = m.args.iter().find_map(|(k, v)| match (k, v) {
                    (&"count", crate::message::Arg::Num(n)) => Some(*n),
                    _ => None,
                });
                (m.id.clone(), n.unwrap_or(-1))
            })
            .collect()
    }

    #[test]
    fn wrong_extra_and_missing_items_are_told_apart() {
        let id = "hnefatafl/between-two-enemies";
        // The key is empty: d5 is one item too many, not a wrong one.
        assert_eq!(
            counts(&diagnosis(id, 1, "d5")),
            [("practice-set-extra".to_string(), 1)]
        );
        // The key is d5: d6 stands in its place.
        assert_eq!(
            counts(&diagnosis(id, 2, "d6")),
            [("practice-set-wrong".to_string(), 1)]
        );
        // d5 and d6: d6 is extra.
        assert_eq!(
            counts(&diagnosis(id, 2, "d5 d6")),
            [("practice-set-extra".to_string(), 1)]
        );
        // Nothing given where d5 is: one missing.
        assert_eq!(
            counts(&diagnosis(id, 2, "none")),
            [("practice-set-missing".to_string(), 1)]
        );
    }
}
