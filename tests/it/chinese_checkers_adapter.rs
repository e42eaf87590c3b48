//! The adapter: position validation with codes and spans, questions, errors,
//! canonical items, explanations and highlights.

use crate::common::SolvedParts;
use plyyard::game_api::{About, Answer, AnswerKind, Ask, GameAdapter, ItemKind, Position, Status};
use plyyard::games::chinese_checkers::ADAPTER;
use plyyard::position_reader::with_position;
use toml::Spanned;

/// (code, points, text under the span) of each problem.
type Found = Vec<(String, Vec<String>, String)>;

fn load(src: &str) -> (Option<Box<dyn Position>>, Found) {
    with_position(src, |r| {
        let pos = ADAPTER.load_position(r);
        let probs = r
            .problems()
            .iter()
            .map(|p| {
                let snippet = p
                    .span
                    .clone()
                    .map(|s| src[s].to_string())
                    .unwrap_or_default();
                (p.code.to_string(), p.squares.clone(), snippet)
            })
            .collect();
        (pos, probs)
    })
}

fn pos(src: &str) -> Box<dyn Position> {
    let (p, probs) = load(src);
    assert!(probs.is_empty(), "{probs:?}");
    p.expect("valid")
}

fn s(text: &str) -> Spanned<String> {
    Spanned::new(0..text.len(), text.to_string())
}

const START: &str = r#"
[position]
turn = "red"
red = ["a13", "b12", "b14", "c11", "c13", "c15", "d10", "d12", "d14", "d16"]
blue = ["n10", "n12", "n14", "n16", "o11", "o13", "o15", "p12", "p14", "q13"]
"#;

#[test]
fn the_start_loads_and_answers() {
    let p = pos(START);
    assert_eq!(p.status(), Status::Ongoing);
    assert_eq!(p.to_move(), "red");
    let moves = p.answer(&Ask::Moves { from: None }, None).unwrap();
    let Answer::Set(set) = moves else { panic!() };
    assert_eq!(set.len(), 14);
    assert!(set.contains("c13-e11"));
    assert_eq!(
        p.answer(&Ask::Legal { mv: s("D10-E11") }, None).unwrap(),
        Answer::YesNo(true)
    );
    assert_eq!(
        p.answer(&Ask::Legal { mv: s("pass") }, None).unwrap(),
        Answer::YesNo(false)
    );
    assert_eq!(
        p.answer(&Ask::Legal { mv: s("d10-a12") }, None).unwrap(),
        Answer::YesNo(false)
    );
    assert_eq!(
        p.answer(
            &Ask::Moves {
                from: Some(s("c11"))
            },
            None
        )
        .unwrap(),
        Answer::set(["e13", "e9"])
    );
    let d = p.diagram(&p.highlights(&Ask::Legal { mv: s("c11-e9") }), false);
    assert!(d.contains("[R]") && d.contains("[.]"));
}

#[test]
fn problems_have_codes_points_and_spans() {
    let src = r#"
[position]
turn = "green"
red = ["a13", "a12", "b12", "b12", "c11"]
blue = ["c11", "z9"]
"#;
    let (p, probs) = load(src);
    assert!(p.is_none());
    let codes: Vec<&str> = probs.iter().map(|(c, _, _)| c.as_str()).collect();
    assert!(codes.contains(&"bad-turn"), "{probs:?}");
    assert!(probs.contains(&("bad-point".into(), vec!["a12".into()], "\"a12\"".into())));
    assert!(probs.contains(&("bad-point".into(), vec!["z9".into()], "\"z9\"".into())));
    assert!(probs.contains(&(
        "duplicate-point".into(),
        vec!["b12".into()],
        "\"b12\"".into()
    )));
    assert!(probs.contains(&(
        "duplicate-point".into(),
        vec!["c11".into()],
        "\"c11\"".into()
    )));
    // five names listed for red (one unreadable), two for blue: both short
    assert_eq!(
        codes.iter().filter(|c| **c == "wrong-piece-count").count(),
        2,
        "{probs:?}"
    );
}

#[test]
fn counts_partial_and_both_home() {
    let src = r#"
[position]
turn = "red"
red = ["a13", "b12"]
blue = ["q13"]
"#;
    let (p, probs) = load(src);
    assert!(p.is_none());
    assert_eq!(
        probs
            .iter()
            .filter(|(c, _, _)| c == "wrong-piece-count")
            .count(),
        2
    );
    let ok = src.replace("turn = \"red\"", "turn = \"red\"\npartial = true");
    assert!(load(&ok).0.is_some());
    let eleven = r#"
[position]
turn = "red"
partial = true
red = ["a13", "b12", "b14", "c11", "c13", "c15", "d10", "d12", "d14", "d16", "i13"]
blue = []
"#;
    let (_, probs) = load(eleven);
    assert_eq!(probs[0].0, "too-many-pieces");
    let both = r#"
[position]
turn = "red"
blue = ["a13", "b12", "b14", "c11", "c13", "c15", "d10", "d12", "d14", "d16"]
red = ["n10", "n12", "n14", "n16", "o11", "o13", "o15", "p12", "p14", "q13"]
"#;
    let (p, probs) = load(both);
    assert!(p.is_none());
    assert_eq!(probs[0].0, "both-home");
}

#[test]
fn a_finished_game_is_valid_with_its_status() {
    let src = r#"
[position]
turn = "blue"
red = ["n10", "n12", "n14", "n16", "o11", "o13", "o15", "p12", "p14", "q13"]
blue = ["a13", "b12", "b14", "c11", "c13", "c15", "d10", "d12", "d14", "i13"]
"#;
    let p = pos(src);
    assert_eq!(p.status(), Status::Won("red"));
    assert_eq!(
        p.answer(&Ask::Status, None).unwrap(),
        Answer::Status(Status::Won("red"))
    );
    assert_eq!(
        p.answer(&Ask::Moves { from: None }, None).unwrap(),
        Answer::set(Vec::<String>::new())
    );
    let ex = p.explain(&Ask::Legal { mv: s("i13-i11") });
    assert_eq!(ex[0].id, "cc-illegal-game-over");
}

#[test]
fn traps_change_answers() {
    let src = r#"
[position]
turn = "red"
partial = true
red = ["d10", "g13", "n12"]
blue = ["e11"]
"#;
    let p = pos(src);
    let after = Ask::After {
        moves: vec![s("d10-f12-h14")],
        about: About::Captured,
    };
    assert_eq!(
        p.answer(&after, None).unwrap(),
        Answer::set(Vec::<String>::new())
    );
    assert_eq!(
        p.answer(&after, Some(crate::common::trap("jump-captures")))
            .unwrap(),
        Answer::set(["e11"])
    );
    let stop = Ask::Legal { mv: s("d10-f12") };
    assert_eq!(p.answer(&stop, None).unwrap(), Answer::YesNo(true));
    assert_eq!(
        p.answer(&stop, Some(crate::common::trap("must-continue")))
            .unwrap(),
        Answer::YesNo(false)
    );
    let out = Ask::Legal { mv: s("n12-m11") };
    assert_eq!(
        p.answer(&out, Some(crate::common::trap("camp-lock")))
            .unwrap(),
        Answer::YesNo(false)
    );
    assert!(
        p.answer(&out, Some(crate::common::trap("colour-jump")))
            .is_err()
    );
    let turn = Ask::After {
        moves: vec![s("d10-f12"), s("e11-e13")],
        about: About::Turn,
    };
    assert_eq!(p.answer(&turn, None).unwrap(), Answer::Side("red"));
    assert_eq!(
        p.answer(
            &Ask::After {
                moves: vec![s("d10-f12")],
                about: About::Status
            },
            None
        )
        .unwrap(),
        Answer::Status(Status::Ongoing)
    );
    assert_eq!(
        p.highlights(&Ask::After {
            moves: vec![s("d10-f12-h14")],
            about: About::Turn
        }),
        ["d10", "f12", "h14"]
    );
    let ex = p.explain(&Ask::Legal {
        mv: s("d10-f12-h14"),
    });
    let ids: Vec<&str> = ex.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(
        ids,
        ["cc-event-jump", "cc-event-jump", "cc-explain-pivots-stay"]
    );
}

#[test]
fn question_errors_point_at_the_parameter() {
    let p = pos(START);
    let bad = Spanned::new(40..47, "hello!!".to_string());
    let e = p.answer(&Ask::Legal { mv: bad }, None).unwrap_err();
    assert_eq!(e.span, Some(40..47));
    assert_eq!(e.message.id, "cc-error-unreadable-move");
    // no piece, or not the mover's: no legal move starts there (empty set),
    // and the explanation says why
    for (at, id) in [
        ("i13", "cc-error-no-piece"),
        ("q13", "cc-error-not-to-move"),
    ] {
        let ask = Ask::Moves { from: Some(s(at)) };
        assert_eq!(
            p.answer(&ask, None).unwrap(),
            Answer::set(Vec::<String>::new())
        );
        assert_eq!(p.explain(&ask)[0].id, id);
    }
    let e = p
        .answer(
            &Ask::Moves {
                from: Some(s("a12")),
            },
            None,
        )
        .unwrap_err();
    assert_eq!(e.message.id, "cc-error-off-board");
    let e = p
        .answer(
            &Ask::Distance {
                from: s("a12"),
                to: s("i13"),
            },
            None,
        )
        .unwrap_err();
    assert_eq!(e.message.id, "cc-error-off-board");
    let e = p
        .answer(
            &Ask::After {
                moves: vec![s("d10-e11"), s("d12-e13")],
                about: About::Turn,
            },
            None,
        )
        .unwrap_err();
    assert_eq!(e.message.id, "cc-error-illegal-in-sequence");
    assert!(p.answer(&Ask::KingRoutes, None).is_err());
    assert!(!ADAPTER.supports(&Ask::KingRoutes));
    assert!(!ADAPTER.supports(&Ask::After {
        moves: vec![],
        about: About::Landing
    }));
}

#[test]
fn distance_and_kinds() {
    let p = pos(START);
    let d = Ask::Distance {
        from: s("d10"),
        to: s("e9"),
    };
    assert_eq!(p.answer(&d, None).unwrap(), Answer::Distance(Some(1)));
    let d = Ask::Distance {
        from: s("d10"),
        to: s("i13"),
    };
    assert!(matches!(p.answer(&d, None).unwrap(), Answer::Distance(Some(n)) if n >= 2));
    // the tip is walled in by its own camp while the others stay put
    let d = Ask::Distance {
        from: s("a13"),
        to: s("i13"),
    };
    assert_eq!(p.answer(&d, None).unwrap(), Answer::Distance(None));
    let d = Ask::Distance {
        from: s("a13"),
        to: s("b12"),
    };
    assert_eq!(p.answer(&d, None).unwrap(), Answer::Distance(None));
    assert_eq!(ADAPTER.answer_kind(&d), Some(AnswerKind::Distance));
    assert_eq!(
        ADAPTER.answer_kind(&Ask::Moves { from: None }),
        Some(AnswerKind::Set(ItemKind::Move))
    );
    assert_eq!(
        ADAPTER.answer_kind(&Ask::Moves {
            from: Some(s("d10"))
        }),
        Some(AnswerKind::Set(ItemKind::Square))
    );
    assert_eq!(ADAPTER.sides(), ["red", "blue"]);
    assert_eq!(
        ADAPTER.traps().iter().map(|t| t.name()).collect::<Vec<_>>(),
        ["jump-captures", "camp-lock", "must-continue"]
    );
}

#[test]
fn canonical_items() {
    assert_eq!(
        ADAPTER.canonical_item(ItemKind::Square, " I13 ").as_deref(),
        Some("i13")
    );
    assert_eq!(ADAPTER.canonical_item(ItemKind::Square, "a12"), None);
    assert_eq!(
        ADAPTER
            .canonical_item(ItemKind::Move, "D10 - F12-h14")
            .as_deref(),
        Some("d10-f12-h14")
    );
    assert_eq!(
        ADAPTER.canonical_item(ItemKind::Move, "Pass").as_deref(),
        Some("pass")
    );
    assert_eq!(ADAPTER.canonical_item(ItemKind::Move, "d10-"), None);
    assert_eq!(ADAPTER.canonical_item(ItemKind::Die, "3"), None);
}
