//! The adapter through the shared interface: loading, answers, errors,
//! explanations, highlights, canonical items and the diagram.

use crate::common::SolvedParts;
use plyyard::game_api::{About, Answer, Ask, GameAdapter, ItemKind, Position, Status};
use plyyard::games::hnefatafl::ADAPTER;
use plyyard::message::Arg;
use plyyard::position_reader::with_position;
use toml::Spanned;

fn sp(s: &str) -> Spanned<String> {
    Spanned::new(3..7, s.to_string())
}

fn load(body: &str) -> Box<dyn Position> {
    let src = format!("[position]\n{body}");
    with_position(&src, |r| {
        let p = ADAPTER.load_position(r);
        assert!(r.problems().is_empty(), "{:?}", r.problems());
        p
    })
    .expect("valid")
}

const START: &str = r#"turn = "black"
attackers = ["d1", "e1", "f1", "g1", "h1", "f2", "d11", "e11", "f11", "g11", "h11", "f10", "a4", "a5", "a6", "a7", "a8", "b6", "k4", "k5", "k6", "k7", "k8", "j6"]
defenders = ["f4", "e5", "f5", "g5", "d6", "e6", "g6", "h6", "e7", "f7", "g7", "f8"]
king = "f6"
"#;

const EDGE: &str = r#"turn = "white"
attackers = ["h1", "c4", "j5", "g8", "b9", "e9", "d3"]
defenders = ["f3", "i6"]
king = "e1"
"#;

fn set(items: &[&str]) -> Answer {
    Answer::set(items.iter().copied())
}

#[test]
fn start_position() {
    let p = load(START);
    assert_eq!(p.status(), Status::Ongoing);
    assert_eq!(p.to_move(), "black");
    let Answer::Set(moves) = p.answer(&Ask::Moves { from: None }, None).unwrap() else {
        panic!()
    };
    assert_eq!(moves.len(), 116);
    assert!(moves.contains("f2-a2") && moves.contains("d1-d5") && !moves.contains("d1-a1"));
    assert_eq!(
        p.answer(
            &Ask::Moves {
                from: Some(sp("f2"))
            },
            None
        )
        .unwrap(),
        set(&[
            "a2", "b2", "c2", "d2", "e2", "g2", "h2", "i2", "j2", "k2", "f3"
        ])
    );
    // a white piece has no destination while black is to move
    assert_eq!(
        p.answer(
            &Ask::Moves {
                from: Some(sp("f4"))
            },
            None
        )
        .unwrap(),
        set(&[])
    );
    assert_eq!(
        p.answer(
            &Ask::After {
                moves: vec![sp("d1-d3")],
                about: About::Turn
            },
            None
        )
        .unwrap(),
        Answer::Side("white")
    );
    let d = p.diagram(&["f6".into()], false);
    assert!(d.contains("[K]"));
    assert!(p.diagram(&[], true).contains('\x1b'));
    assert!(!p.diagram(&[], false).contains('\x1b'));
}

#[test]
fn errors_carry_the_parameter_span() {
    let p = load(START);
    let e = p.answer(&Ask::Legal { mv: sp("d1_d3") }, None).unwrap_err();
    assert_eq!(e.span, Some(3..7));
    assert_eq!(e.message.id, "hnef-error-bad-move");
    let e = p
        .answer(
            &Ask::Moves {
                from: Some(sp("z1")),
            },
            None,
        )
        .unwrap_err();
    assert_eq!(e.message.id, "hnef-error-bad-square");
    let e = p
        .answer(
            &Ask::After {
                moves: vec![sp("d1-d3"), sp("d3-d9")],
                about: About::Status,
            },
            None,
        )
        .unwrap_err();
    assert_eq!(e.message.id, "hnef-error-illegal-in-sequence");
    assert!(matches!(&e.message.args[0], ("index", Arg::Num(2))));
    for within in [0, plyyard::game_api::MAX_WITHIN + 1] {
        let e = p.answer(&Ask::Escape { within }, None).unwrap_err();
        assert_eq!(e.message.id, "hnef-error-within");
        assert!(p.answer(&Ask::CaptureKing { within }, None).is_err());
    }
    assert!(
        p.answer(&Ask::Status, Some(crate::common::trap("colour-jump")))
            .is_err()
    );
    assert!(p.answer(&Ask::Classify, None).is_err());
    assert!(!ADAPTER.supports(&Ask::Classify));
    assert!(!ADAPTER.supports(&Ask::After {
        moves: vec![],
        about: About::Landing
    }));
    assert!(ADAPTER.supports(&Ask::After {
        moves: vec![],
        about: About::Captured
    }));
    assert!(ADAPTER.supports(&Ask::KingRoutes));
}

#[test]
fn explanations_name_reasons_and_squares() {
    let p = load(EDGE);
    let m = p.explain(&Ask::Legal { mv: sp("e1-k1") });
    assert_eq!(m.len(), 1);
    assert_eq!(m[0].id, "hnef-illegal-path-blocked");
    assert!(
        m[0].args
            .iter()
            .any(|(k, v)| *k == "at" && *v == Arg::Text("h1".into()))
    );
    let m = p.explain(&Ask::KingRoutes);
    let ids: Vec<&str> = m.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, ["hnef-route-open", "hnef-route-blocked"]);
    assert_eq!(p.highlights(&Ask::KingRoutes), ["a1", "e1", "h1"]);
    let m = p.explain(&Ask::Escape { within: 1 });
    assert_eq!(m[0].id, "hnef-explain-escape-yes-move");
    let m = p.explain(&Ask::Legal { mv: sp("e1-a1") });
    assert!(m.iter().any(|m| m.id == "hnef-event-escaped"));
    assert_eq!(
        p.answer(&Ask::KingRoutes, Some(crate::common::trap("edge-escape")))
            .unwrap(),
        set(&["a1", "b1", "c1", "d1", "f1", "g1"])
    );
    assert_eq!(
        p.answer(&Ask::Status, Some(crate::common::trap("edge-escape")))
            .unwrap(),
        Answer::Status(Status::Won("white"))
    );
}

#[test]
fn capture_suffix_is_checked() {
    let p = load(
        r#"turn = "white"
attackers = ["e9", "f8", "d9", "e4", "b2"]
defenders = ["e5", "e10", "g8"]
king = "j3"
"#,
    );
    let legal = |m: &str| p.answer(&Ask::Legal { mv: sp(m) }, None).unwrap();
    assert_eq!(legal("e5-e8"), Answer::YesNo(true));
    assert_eq!(legal("e5-e8xe9/f8"), Answer::YesNo(true));
    assert_eq!(legal("E5-E8 x F8, E9"), Answer::YesNo(true));
    assert_eq!(legal("e5-e8xf8"), Answer::YesNo(false));
    let m = p.explain(&Ask::Legal { mv: sp("e5-e8") });
    assert_eq!(m[0].id, "hnef-event-move");
    assert!(
        m[0].args
            .iter()
            .any(|(_, v)| *v == Arg::Text("e5-e8xe9/f8".into()))
    );
    assert_eq!(
        p.highlights(&Ask::Legal { mv: sp("e5-e8") }),
        ["e5", "e8", "e9", "f8"]
    );
}

#[test]
fn canonical_items() {
    assert_eq!(
        ADAPTER
            .canonical_item(ItemKind::Move, " F6 - F9 xf8 ")
            .as_deref(),
        Some("f6-f9")
    );
    assert_eq!(
        ADAPTER.canonical_item(ItemKind::Move, "f6f9").as_deref(),
        Some("f6-f9")
    );
    assert_eq!(
        ADAPTER.canonical_item(ItemKind::Square, " K11 ").as_deref(),
        Some("k11")
    );
    assert_eq!(ADAPTER.canonical_item(ItemKind::Square, "l1"), None);
    assert_eq!(ADAPTER.canonical_item(ItemKind::Die, "3"), None);
    assert_eq!(ADAPTER.sides(), ["black", "white"]);
    assert_eq!(
        ADAPTER.traps().iter().map(|t| t.name()).collect::<Vec<_>>(),
        ["edge-escape", "weak-king", "self-capture", "shieldwall"]
    );
}

#[test]
fn finished_positions_are_valid_and_report_status() {
    let p = load("turn = \"black\"\nattackers = [\"c3\"]\ndefenders = []\nking = \"k11\"\n");
    assert_eq!(p.status(), Status::Won("white"));
    assert_eq!(
        p.answer(&Ask::Moves { from: None }, None).unwrap(),
        set(&[])
    );
    let p = load(
        "turn = \"black\"\nattackers = [\"c3\"]\ndefenders = [\"h8\"]\nking = \"f6\"\nquiet = 100\n",
    );
    assert_eq!(p.status(), Status::Draw);
    assert_eq!(
        p.answer(&Ask::Escape { within: 2 }, None).unwrap(),
        Answer::YesNo(false)
    );
}
