//! Reading a position's squares and validating the setup; every problem is
//! collected, each with the place of the offending value.
//!
//! Problem codes (stable, kebab-case):
//! - `bad-turn`: `turn` is neither `red` nor `yellow`.
//! - `plane-count`: a side does not list exactly 4 planes.
//! - `bad-square`: a name that is no square (`0`, `53`, `R6`, `X1`…).
//! - `wrong-lane`: a lane of the other playing colour (`Y2` in red's list).
//! - `lane-not-playing`: a lane of green or blue (`G3`, `B1`), which do not play.
//! - `off-route`: the ring square a side's route never visits (52 for red,
//!   26 for yellow: it lies between the home entry and the start).
//! - `opponents-share-square`: red and yellow planes together on a non-safe ring
//!   square (the later arrival would have captured the other).
//! - `third-six-pending`: `dice = 6` with `sixes = 2`; a third 6 is cancelled
//!   at once, it is never pending.
//! - `sixes-after-non-six`: `sixes` > 0 with a pending roll other than 6; rolling
//!   a non-6 resets the count.
//! - `sixes-without-plane`: `sixes` > 0 while all the mover's planes are in base;
//!   a 6 that was played left a plane on the board (an unusable 6 ends the turn).
//! - `both-finished`: both sides have all four planes at goal.
//! - `roll-after-win`: a pending roll in a finished game.
//!
//! `sixes` counts the 6s already rolled and played in this turn, not the pending
//! `dice`: `dice = 6, sixes = 1` is the turn's second 6.

use std::ops::Range;

use super::board::{BASE, GOAL, LAST_RING, ParsedSquare, Side, Square, is_safe, ring_at};
use super::game::Game;

/// A byte range in the source.
pub type Span = Range<usize>;

/// A value as written, with its place.
pub type Item = (String, Span);

/// The `[position]` keys as read (missing or mistyped keys are `None`; the
/// reader has reported them).
#[derive(Clone, Debug, Default)]
pub struct RawSetup {
    /// `turn`.
    pub turn: Option<Item>,
    /// `red` and `yellow`: the items and the span of the whole list.
    pub planes: [Option<(Vec<Item>, Span)>; 2],
    /// `dice`, already range-checked.
    pub dice: Option<(u8, Span)>,
    /// `sixes`, already range-checked.
    pub sixes: Option<(u8, Span)>,
}

/// What is wrong with a setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IssueKind {
    /// `turn` is not a side.
    BadTurn {
        /// As written.
        text: String,
    },
    /// Not 4 planes.
    PlaneCount {
        /// The side.
        side: Side,
        /// How many were listed.
        count: usize,
    },
    /// Not a square name.
    BadSquare {
        /// The side.
        side: Side,
        /// As written.
        text: String,
    },
    /// A lane of the other side.
    WrongLane {
        /// The side whose list it is in.
        side: Side,
        /// The lane square.
        square: Square,
    },
    /// A lane of green or blue.
    LaneNotPlaying {
        /// The side whose list it is in.
        side: Side,
        /// The lane as written canonically (`G3`).
        name: String,
    },
    /// The ring square the side's route skips.
    OffRoute {
        /// The side.
        side: Side,
        /// The square.
        square: Square,
    },
    /// Red and yellow together on a non-safe ring square.
    SharedSquare {
        /// The square.
        square: Square,
    },
    /// A pending 6 that would be the third.
    ThirdSixPending,
    /// `sixes` > 0 with a pending non-6.
    SixesAfterNonSix {
        /// The pending roll.
        dice: u8,
        /// The count.
        sixes: u8,
    },
    /// `sixes` > 0 with every mover's plane in base.
    SixesWithoutPlane {
        /// The mover.
        side: Side,
        /// The count.
        sixes: u8,
    },
    /// Both sides have finished.
    BothFinished,
    /// A roll pending after the game ended.
    RollAfterWin {
        /// The winner.
        winner: Side,
    },
}

impl IssueKind {
    /// The stable problem code.
    pub fn code(&self) -> &'static str {
        match self {
            IssueKind::BadTurn { .. } => "bad-turn",
            IssueKind::PlaneCount { .. } => "plane-count",
            IssueKind::BadSquare { .. } => "bad-square",
            IssueKind::WrongLane { .. } => "wrong-lane",
            IssueKind::LaneNotPlaying { .. } => "lane-not-playing",
            IssueKind::OffRoute { .. } => "off-route",
            IssueKind::SharedSquare { .. } => "opponents-share-square",
            IssueKind::ThirdSixPending => "third-six-pending",
            IssueKind::SixesAfterNonSix { .. } => "sixes-after-non-six",
            IssueKind::SixesWithoutPlane { .. } => "sixes-without-plane",
            IssueKind::BothFinished => "both-finished",
            IssueKind::RollAfterWin { .. } => "roll-after-win",
        }
    }

    /// The canonical squares involved.
    pub fn squares(&self) -> Vec<String> {
        match self {
            IssueKind::WrongLane { square, .. }
            | IssueKind::OffRoute { square, .. }
            | IssueKind::SharedSquare { square } => vec![square.to_string()],
            IssueKind::LaneNotPlaying { name, .. } => vec![name.clone()],
            _ => Vec::new(),
        }
    }
}

/// One problem and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue {
    /// What.
    pub kind: IssueKind,
    /// Where.
    pub span: Option<Span>,
}

fn read_side(
    side: Side,
    items: &[Item],
    list_span: &Span,
    issues: &mut Vec<Issue>,
) -> Option<[u8; 4]> {
    let mut out = Vec::with_capacity(4);
    let mut ok = true;
    for (text, span) in items {
        let issue = |kind| Issue {
            kind,
            span: Some(span.clone()),
        };
        match Square::parse_any(text) {
            None => {
                issues.push(issue(IssueKind::BadSquare {
                    side,
                    text: text.clone(),
                }));
                ok = false;
            }
            Some(ParsedSquare::OtherLane(letter, k)) => {
                issues.push(issue(IssueKind::LaneNotPlaying {
                    side,
                    name: format!("{letter}{k}"),
                }));
                ok = false;
            }
            Some(ParsedSquare::Square(sq)) => match sq.progress(side) {
                Some(p) => out.push((p, span.clone())),
                None if matches!(sq, Square::Lane(..)) => {
                    issues.push(issue(IssueKind::WrongLane { side, square: sq }));
                    ok = false;
                }
                None => {
                    issues.push(issue(IssueKind::OffRoute { side, square: sq }));
                    ok = false;
                }
            },
        }
    }
    if items.len() != 4 {
        issues.push(Issue {
            kind: IssueKind::PlaneCount {
                side,
                count: items.len(),
            },
            span: Some(list_span.clone()),
        });
        return None;
    }
    ok.then(|| {
        let mut planes = [BASE; 4];
        for (slot, (p, _)) in planes.iter_mut().zip(&out) {
            *slot = *p;
        }
        planes
    })
}

/// Validates a raw setup; every problem is returned. `Ok` only when valid.
pub fn validate(raw: &RawSetup) -> Result<Game, Vec<Issue>> {
    let mut issues = Vec::new();
    let turn = raw.turn.as_ref().and_then(|(text, span)| {
        let side = Side::parse(text);
        if side.is_none() {
            issues.push(Issue {
                kind: IssueKind::BadTurn { text: text.clone() },
                span: Some(span.clone()),
            });
        }
        side
    });
    let mut planes = [None, None];
    for side in Side::BOTH {
        if let Some((items, list_span)) = &raw.planes[side.index()] {
            planes[side.index()] = read_side(side, items, list_span, &mut issues);
        }
    }
    // Red and yellow on the same non-safe ring square.
    if let (Some(red), Some(yellow), Some((ylist, _))) = (planes[0], planes[1], &raw.planes[1]) {
        let mut seen = Vec::new();
        for (j, &q) in yellow.iter().enumerate() {
            if q > LAST_RING {
                continue;
            }
            let n = ring_at(Side::Yellow, q);
            let shared = red
                .iter()
                .any(|&p| p <= LAST_RING && ring_at(Side::Red, p) == n);
            if shared && !is_safe(n) && !seen.contains(&n) {
                seen.push(n);
                issues.push(Issue {
                    kind: IssueKind::SharedSquare {
                        square: Square::Ring(n),
                    },
                    span: ylist.get(j).map(|(_, s)| s.clone()),
                });
            }
        }
    }
    let finished = |p: Option<[u8; 4]>| p.is_some_and(|p| p.iter().all(|&q| q == GOAL));
    let winner = match (finished(planes[0]), finished(planes[1])) {
        (true, true) => {
            issues.push(Issue {
                kind: IssueKind::BothFinished,
                span: raw.planes[1].as_ref().map(|(_, s)| s.clone()),
            });
            None
        }
        (true, false) => Some(Side::Red),
        (false, true) => Some(Side::Yellow),
        (false, false) => None,
    };
    let dice = raw.dice.as_ref().map(|(d, _)| *d);
    let sixes = raw.sixes.as_ref().map_or(0, |(s, _)| *s);
    let sixes_span = raw.sixes.as_ref().map(|(_, s)| s.clone());
    if let (Some(w), Some((_, span))) = (winner, &raw.dice) {
        issues.push(Issue {
            kind: IssueKind::RollAfterWin { winner: w },
            span: Some(span.clone()),
        });
    }
    match dice {
        Some(6) if sixes >= 2 => issues.push(Issue {
            kind: IssueKind::ThirdSixPending,
            span: sixes_span.clone(),
        }),
        Some(d) if d != 6 && sixes > 0 => issues.push(Issue {
            kind: IssueKind::SixesAfterNonSix { dice: d, sixes },
            span: sixes_span.clone(),
        }),
        _ => {}
    }
    if let (Some(side), true) = (turn, sixes > 0) {
        if planes[side.index()].is_some_and(|p| p.iter().all(|&q| q == BASE)) {
            issues.push(Issue {
                kind: IssueKind::SixesWithoutPlane { side, sixes },
                span: sixes_span,
            });
        }
    }
    match (turn, planes[0], planes[1]) {
        (Some(turn), Some(red), Some(yellow)) if issues.is_empty() => {
            Ok(Game::from_parts([red, yellow], turn, dice, sixes))
        }
        _ => Err(issues),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(list: &[&str]) -> Option<(Vec<Item>, Span)> {
        Some((
            list.iter()
                .enumerate()
                .map(|(i, s)| (s.to_string(), i * 10..i * 10 + 5))
                .collect(),
            100..200,
        ))
    }

    fn raw(
        turn: &str,
        red: &[&str],
        yellow: &[&str],
        dice: Option<u8>,
        sixes: Option<u8>,
    ) -> RawSetup {
        RawSetup {
            turn: Some((turn.to_string(), 0..3)),
            planes: [items(red), items(yellow)],
            dice: dice.map(|d| (d, 300..301)),
            sixes: sixes.map(|s| (s, 400..401)),
        }
    }

    fn codes(r: &RawSetup) -> Vec<&'static str> {
        match validate(r) {
            Ok(_) => Vec::new(),
            Err(v) => v.iter().map(|i| i.kind.code()).collect(),
        }
    }

    const B4: [&str; 4] = ["base", "base", "base", "base"];

    #[test]
    fn valid_positions() {
        let g = validate(&raw(
            "red",
            &["1", "r3", "goal", "base"],
            &["27", "Y5", "12", "12"],
            Some(6),
            None,
        ))
        .unwrap();
        assert_eq!(g.pending(), Some(6));
        assert_eq!(g.squares(Side::Red)[1], Square::Lane(Side::Red, 3));
        // Opponents share a safe square.
        assert!(
            validate(&raw(
                "yellow",
                &["9", "base", "base", "base"],
                &["9", "base", "base", "base"],
                None,
                None
            ))
            .is_ok()
        );
        // A finished game is valid.
        let g = validate(&raw("yellow", &["goal"; 4], &B4, None, None)).unwrap();
        assert_eq!(g.winner(), Some(Side::Red));
    }

    #[test]
    fn every_problem_is_reported_with_its_item() {
        let r = raw(
            "green",
            &["0", "Y2", "G3", "52", "x"],
            &["5", "R1", "base"],
            Some(6),
            Some(2),
        );
        let got = validate(&r).unwrap_err();
        let codes: Vec<_> = got.iter().map(|i| i.kind.code()).collect();
        assert_eq!(
            codes,
            [
                "bad-turn",
                "bad-square",
                "wrong-lane",
                "lane-not-playing",
                "off-route",
                "bad-square",
                "plane-count",
                "wrong-lane",
                "plane-count",
                "third-six-pending"
            ]
        );
        assert_eq!(got[2].span, Some(10..15));
        assert_eq!(got[2].kind.squares(), ["Y2"]);
        assert_eq!(got[6].span, Some(100..200));
    }

    #[test]
    fn shared_non_safe_square_is_impossible() {
        let r = raw(
            "red",
            &["12", "12", "base", "base"],
            &["12", "base", "base", "base"],
            None,
            None,
        );
        let got = validate(&r).unwrap_err();
        assert_eq!(got.len(), 1);
        assert_eq!(
            got[0].kind,
            IssueKind::SharedSquare {
                square: Square::Ring(12)
            }
        );
        assert_eq!(got[0].span, Some(0..5));
    }

    #[test]
    fn sixes_consistency() {
        let plane = ["5", "base", "base", "base"];
        assert_eq!(
            codes(&raw("red", &plane, &B4, Some(3), Some(1))),
            ["sixes-after-non-six"]
        );
        assert_eq!(
            codes(&raw("red", &B4, &B4, None, Some(1))),
            ["sixes-without-plane"]
        );
        assert!(codes(&raw("red", &plane, &B4, Some(6), Some(1))).is_empty());
        assert!(codes(&raw("red", &plane, &B4, None, Some(2))).is_empty());
        assert_eq!(
            codes(&raw("red", &["goal"; 4], &["goal"; 4], None, None)),
            ["both-finished"]
        );
        assert_eq!(
            codes(&raw("yellow", &["goal"; 4], &B4, Some(6), None)),
            ["roll-after-win"]
        );
    }
}
