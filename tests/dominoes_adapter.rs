//! The dominoes adapter through the shared interface: reading and validating
//! positions, answers under the edition and the traps, refusals, texts.

use plyyard::game_api::{
    About, Answer, AnswerKind, Ask, End, GameAdapter, ItemKind, Position, Problem, Status,
};
use plyyard::games::dominoes::ADAPTER;
use plyyard::position_reader::with_position;
use toml::Spanned;

fn load(src: &str) -> Result<Box<dyn Position>, Vec<Problem>> {
    with_position(src, |r| {
        let p = ADAPTER.load_position(r);
        let problems = r.problems().to_vec();
        p.ok_or(problems)
    })
}

fn sp(s: &str) -> Spanned<String> {
    Spanned::new(0..0, s.to_string())
}

fn after(moves: &[&str], about: About) -> Ask {
    Ask::After {
        moves: moves.iter().map(|m| sp(m)).collect(),
        about,
    }
}

const GUIDE: &str = r#"
[position]
turn = "black"
line = ["2-4", "4-5"]
black = ["2-5", "1-2", "5-6", "?", "?", "?", "?"]
white = 5
boneyard = 14
"#;

#[test]
fn every_problem_has_its_code_tiles_and_place() {
    let src = r#"
[position]
turn = "black"
line = ["2-5", "3-4"]
black = ["2-5", "8-1", "zz"]
white = ["?"]
boneyard = 1
passes = 1
"#;
    let problems = load(src).err().expect("invalid");
    let find = |code: &str| {
        problems
            .iter()
            .find(|p| p.code == code)
            .unwrap_or_else(|| panic!("{code} missing: {problems:?}"))
    };
    let dup = find("duplicate-tile");
    assert_eq!(dup.squares, ["2-5"]);
    assert_eq!(&src[dup.span.clone().unwrap()], "\"2-5\"");
    let mismatch = find("line-mismatch");
    assert_eq!(mismatch.squares, ["2-5", "3-4"]);
    assert_eq!(&src[mismatch.span.clone().unwrap()], "\"3-4\"");
    assert_eq!(
        &src[find("pip-out-of-range").span.clone().unwrap()],
        "\"8-1\""
    );
    assert_eq!(&src[find("bad-tile").span.clone().unwrap()], "\"zz\"");
    assert_eq!(&src[find("boneyard-too-small").span.clone().unwrap()], "1");
    find("tile-count");
    find("passes-boneyard");
    assert_eq!(
        find("passes-boneyard").message.id,
        "dom-problem-passes-boneyard"
    );
}

#[test]
fn reader_problems_make_the_position_invalid() {
    let src = r#"
[position]
turn = "black"
black = ["1-1"]
white = ["2-2"]
boneyard = "many"
passes = 5
"#;
    let problems = load(src).err().expect("invalid");
    assert!(problems.iter().any(|p| p.code == "wrong-type"));
    assert!(problems.iter().any(|p| p.code == "out-of-range"));
}

#[test]
fn finished_and_blocked_positions_are_valid() {
    let won = load(
        r#"
[position]
turn = "black"
line = ["3-4"]
black = ["1-1"]
white = []
boneyard = 2
partial = true
"#,
    )
    .unwrap();
    assert_eq!(won.status(), Status::Won("white"));
    let blocked = load(
        r#"
[position]
turn = "white"
line = ["2-5"]
black = ["6-6"]
white = ["0-0", "1-1", "3-4"]
boneyard = 2
passes = 2
partial = true
"#,
    )
    .unwrap();
    assert_eq!(blocked.status(), Status::Won("white"));
    assert_eq!(
        blocked.answer(&Ask::Legal { mv: sp("pass") }, None),
        Ok(Answer::YesNo(false))
    );
}

#[test]
fn guide_position_answers() {
    let p = load(GUIDE).unwrap();
    assert_eq!(
        p.answer(&after(&["2-5@right"], About::OpenEnds), None),
        Ok(Answer::ends(2, 2))
    );
    assert_eq!(
        p.answer(&after(&["2-5@left"], About::OpenEnds), None),
        Ok(Answer::ends(5, 5))
    );
    let Ok(Answer::Classify(map)) = p.answer(&Ask::Classify, None) else {
        panic!("classify answers with unknown tiles in hand")
    };
    assert_eq!(map["2-5"], End::Both);
    assert_eq!(map["1-2"], End::Left);
    assert_eq!(map["5-6"], End::Right);
    // The hand has unknown tiles: moves and draws are refused.
    let e = p.answer(&Ask::Moves { from: None }, None).unwrap_err();
    assert_eq!(e.message.id, "dom-hidden-hand");
    // A known tile fits, so no draw whatever the unknown tiles are.
    assert_eq!(p.answer(&Ask::Draws, None), Ok(Answer::Number(0)));
    // A known tile's legality does not depend on the unknown ones.
    assert_eq!(
        p.answer(
            &Ask::Legal {
                mv: sp("1-2@right")
            },
            None
        ),
        Ok(Answer::YesNo(false))
    );
    let why = p.explain(&Ask::Legal {
        mv: sp("1-2@right"),
    });
    assert_eq!(why[0].id, "dom-illegal-wrong-end");
    let e = p
        .answer(&Ask::Legal { mv: sp("0-2@left") }, None)
        .unwrap_err();
    assert_eq!(e.message.id, "dom-hidden-maybe-in-hand");
    assert_eq!(p.highlights(&Ask::Classify), ["1-2", "2-5", "5-6"]);
}

#[test]
fn sequences_report_the_failing_step() {
    let p = load(GUIDE).unwrap();
    let ask = Ask::After {
        moves: vec![
            Spanned::new(3..12, "2-5@right".into()),
            Spanned::new(20..29, "5-6@right".into()),
        ],
        about: About::OpenEnds,
    };
    let e = p.answer(&ask, None).unwrap_err();
    assert_eq!(e.span, Some(20..29));
    assert_eq!(e.message.id, "dom-question-step");
    let bad = Ask::Legal {
        mv: Spanned::new(5..9, "2-x5".into()),
    };
    let e = p.answer(&bad, None).unwrap_err();
    assert_eq!(e.span, Some(5..9));
    assert_eq!(e.message.id, "dom-bad-tile");
    assert!(p.answer(&Ask::Status, Some("edge-escape")).is_err());
}

const STUCK: &str = r#"
[position]
turn = "black"
line = ["2-5"]
black = ["0-0", "3-3"]
white = 4
boneyard = 9
partial = true
"#;

#[test]
fn draws_and_unnamed_draws_with_an_unknown_boneyard() {
    let p = load(STUCK).unwrap();
    // Unknown boneyard: the worst case lets every boneyard tile be dead.
    assert_eq!(p.answer(&Ask::Draws, None), Ok(Answer::Number(7)));
    assert_eq!(
        p.answer(&Ask::Draws, Some("draw-all")),
        Ok(Answer::Number(9))
    );
    assert_eq!(
        p.answer(&after(&["draw"], About::Turn), None),
        Ok(Answer::Side("black"))
    );
    assert_eq!(
        p.answer(&after(&["draw"], About::Turn), Some("draw-ends-turn")),
        Ok(Answer::Side("white"))
    );
    // After an unnamed draw the hand holds an unknown tile: a second draw
    // depends on it.
    let e = p
        .answer(&after(&["draw", "draw"], About::Turn), None)
        .unwrap_err();
    assert_eq!(e.message.id, "dom-question-step");
    // Named draws are fine.
    assert_eq!(
        p.answer(
            &after(&["draw:1-1", "draw:2-2", "2-2@left"], About::OpenEnds),
            None
        ),
        Ok(Answer::ends(2, 5))
    );
    assert_eq!(
        p.answer(&Ask::Moves { from: None }, None),
        Ok(Answer::set(["draw"]))
    );
    assert_eq!(p.explain(&Ask::Draws)[0].id, "dom-explain-draws");
}

#[test]
fn listed_boneyard_needs_named_draws_in_sequences() {
    let p = load(
        r#"
[position]
turn = "black"
line = ["2-5"]
black = ["0-0", "3-3"]
white = 4
boneyard = ["1-1", "4-4", "6-6"]
partial = true
"#,
    )
    .unwrap();
    let e = p.answer(&after(&["draw"], About::Turn), None).unwrap_err();
    assert_eq!(e.message.id, "dom-question-step");
    assert_eq!(
        p.answer(&Ask::Legal { mv: sp("draw") }, None),
        Ok(Answer::YesNo(true))
    );
}

#[test]
fn classify_refused_on_an_empty_line_and_moves_from_a_tile() {
    let p = load(
        r#"
[position]
turn = "black"
line = []
black = ["0-0", "1-3", "2-5", "3-4", "4-6", "5-5", "6-6"]
white = 7
boneyard = 14
"#,
    )
    .unwrap();
    let e = p.answer(&Ask::Classify, None).unwrap_err();
    assert_eq!(e.message.id, "dom-question-unopened");
    assert_eq!(
        p.answer(
            &Ask::Moves {
                from: Some(sp("4-3"))
            },
            None
        ),
        Ok(Answer::set(["3-4"]))
    );
    assert_eq!(p.answer(&Ask::Draws, None), Ok(Answer::Number(0)));
    assert_eq!(
        p.answer(&after(&["3-4"], About::Turn), None),
        Ok(Answer::Side("white"))
    );
    let d = p.diagram(&[], false);
    assert!(d.starts_with("line: -\n"), "{d}");
    assert!(d.contains("▶ black (7)"));
}

#[test]
fn score_is_zero_except_under_all_fives() {
    let p = load(
        r#"
[position]
turn = "black"
line = ["0-3", "3-5"]
black = ["5-5", "1-4"]
white = 3
boneyard = 6
partial = true
"#,
    )
    .unwrap();
    let ask = Ask::Score {
        mv: sp("5-5@right"),
    };
    assert_eq!(p.answer(&ask, None), Ok(Answer::Number(0)));
    assert_eq!(p.answer(&ask, Some("all-fives")), Ok(Answer::Number(10)));
    assert!(
        p.explain(&ask)
            .iter()
            .any(|m| m.id == "dom-explain-no-scoring")
    );
    let e = p
        .answer(&Ask::Score { mv: sp("1-4@left") }, None)
        .unwrap_err();
    assert_eq!(e.message.id, "dom-question-illegal-move");
}

#[test]
fn interface_facts() {
    assert_eq!(ADAPTER.sides(), ["black", "white"]);
    assert_eq!(ADAPTER.traps(), ["all-fives", "draw-ends-turn", "draw-all"]);
    assert!(ADAPTER.supports(&Ask::Draws));
    assert!(!ADAPTER.supports(&Ask::KingRoutes));
    assert!(!ADAPTER.supports(&after(&["pass"], About::Landing)));
    assert_eq!(
        ADAPTER.answer_kind(&after(&[], About::OpenEnds)),
        AnswerKind::Ends
    );
    assert_eq!(ADAPTER.answer_kind(&Ask::Classify), AnswerKind::Classify);
    assert_eq!(
        ADAPTER.canonical_item(ItemKind::Move, " 5-2 @ Droite "),
        Some("2-5@right".into())
    );
    assert_eq!(
        ADAPTER.canonical_item(ItemKind::Tile, "[6|1]"),
        Some("1-6".into())
    );
    assert_eq!(
        ADAPTER.canonical_item(ItemKind::Move, "draw : 4-3"),
        Some("draw:3-4".into())
    );
    assert_eq!(ADAPTER.canonical_item(ItemKind::Move, "jump"), None);
    assert_eq!(ADAPTER.canonical_item(ItemKind::Die, "3"), None);
}
