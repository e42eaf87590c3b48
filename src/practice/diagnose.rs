//! What a wrong answer is told before the answer is shown: which part of it is
//! off (how many items are wrong or missing, too high or too low, which tiles
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
            let wrong: Vec<&String> = given.difference(key).collect();
            let missing = key.difference(given).count();
            if !wrong.is_empty() {
                out.push(Message::new("practice-set-wrong").num("count", wrong.len() as i64));
            }
            if missing > 0 {
                out.push(Message::new("practice-set-missing").num("count", missing as i64));
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
