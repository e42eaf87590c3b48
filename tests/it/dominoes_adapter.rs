//! The dominoes adapter through the shared interface: reading and validating
//! positions, answers under the edition and the traps, refusals, texts.

use crate::common::SolvedParts;
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
            .find(|p| p.code.as_str() == code)
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
    assert!(problems.iter().any(|p| p.code.as_str() == "wrong-type"));
    assert!(problems.iter().any(|p| p.code.as_str() == "out-of-range"));
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
    assert!(
        p.answer(&Ask::Status, Some(crate::common::trap("edge-escape")))
            .is_err()
    );
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
        p.answer(&Ask::Draws, Some(crate::common::trap("draw-all"))),
        Ok(Answer::Number(9))
    );
    assert_eq!(
        p.answer(&after(&["draw"], About::Turn), None),
        Ok(Answer::Side("black"))
    );
    assert_eq!(
        p.answer(
            &after(&["draw"], About::Turn),
            Some(crate::common::trap("draw-ends-turn"))
        ),
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
    assert_eq!(
        p.answer(&ask, Some(crate::common::trap("all-fives"))),
        Ok(Answer::Number(10))
    );
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
    assert_eq!(
        ADAPTER.traps().iter().map(|t| t.name()).collect::<Vec<_>>(),
        ["all-fives", "draw-ends-turn", "draw-all"]
    );
    assert!(ADAPTER.supports(&Ask::Draws));
    assert!(!ADAPTER.supports(&Ask::KingRoutes));
    assert!(!ADAPTER.supports(&after(&["pass"], About::Landing)));
    assert_eq!(
        ADAPTER.answer_kind(&after(&[], About::OpenEnds)),
        Some(AnswerKind::Ends)
    );
    assert_eq!(
        ADAPTER.answer_kind(&Ask::Classify),
        Some(AnswerKind::Classify)
    );
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

// ---- Review: adversarial cases, expected answers worked out by hand. ----

fn partial(line: &str, black: &str, white: &str, bone: &str, extra: &str) -> Box<dyn Position> {
    load(&format!(
        "[position]\nturn = \"black\"\nline = {line}\nblack = {black}\nwhite = {white}\nboneyard = {bone}\npartial = true\n{extra}"
    ))
    .unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn an_overlong_line_is_reported_not_a_panic() {
    let line: Vec<String> = (0..40).map(|_| "\"1-1\"".to_string()).collect();
    let src = format!(
        "[position]\nturn = \"black\"\nline = [{}]\nblack = [\"2-2\"]\nwhite = [\"3-3\"]\nboneyard = 2\n",
        line.join(", ")
    );
    let problems = load(&src).err().expect("invalid");
    assert!(problems.iter().any(|p| p.code.as_str() == "tile-count"));
    assert!(problems.iter().any(|p| p.code.as_str() == "duplicate-tile"));
    let src = "[position]\nturn = \"black\"\nline = [\"1-1\"]\nblack = 100000\nwhite = [\"3-3\"]\nboneyard = 9999999999\n";
    let problems = load(src).err().expect("invalid");
    let count = problems
        .iter()
        .find(|p| p.code.as_str() == "tile-count")
        .unwrap();
    assert_eq!(count.message.id, "dom-problem-tile-count");
}

#[test]
fn the_opening_keeps_the_written_order() {
    let p = partial("[]", "[\"4-3\", \"3-5\", \"0-0\"]", "[\"6-6\"]", "3", "");
    // 4-3 as written: 4 left, 3 right.
    assert_eq!(
        p.answer(&after(&["4-3"], About::OpenEnds), None),
        Ok(Answer::ends(3, 4))
    );
    let q = partial(
        "[]",
        "[\"4-3\", \"3-5\", \"0-0\"]",
        "[\"3-6\", \"1-1\"]",
        "3",
        "",
    );
    // Written 4-3 then 3-6 on the right: 4 … 6.
    assert_eq!(
        q.answer(&after(&["4-3", "3-6@right"], About::OpenEnds), None),
        Ok(Answer::ends(4, 6))
    );
    // Written 3-4: 3 is on the left, so 3-6 fits the left only.
    let e = q
        .answer(&after(&["3-4", "3-6@right"], About::OpenEnds), None)
        .unwrap_err();
    assert_eq!(e.message.id, "dom-question-step");
    assert_eq!(
        q.answer(&after(&["3-4", "3-6@left"], About::OpenEnds), None),
        Ok(Answer::ends(4, 6))
    );
    // `moves` lists each opening once, canonical.
    assert_eq!(
        q.answer(&Ask::Moves { from: None }, None),
        Ok(Answer::set(["0-0", "3-4", "3-5"]))
    );
    assert_eq!(
        q.answer(&Ask::Legal { mv: sp("4-3") }, None),
        Ok(Answer::YesNo(true))
    );
}

#[test]
fn unknown_tiles_are_refused_only_when_they_matter() {
    // Line open at 6 and 6, every 6 known elsewhere: black's ? cannot fit.
    let src = r#"
[position]
turn = "black"
line = ["6-2", "2-4", "4-6", "6-6", "6-3", "3-5", "5-6"]
black = ["0-0", "?", "?"]
white = ["0-6", "1-6"]
boneyard = 4
partial = true
"#;
    let p = load(src).unwrap();
    assert_eq!(
        p.answer(&Ask::Moves { from: None }, None),
        Ok(Answer::set(["draw"]))
    );
    assert_eq!(p.answer(&Ask::Draws, None), Ok(Answer::Number(2)));
    assert_eq!(
        p.answer(&Ask::Legal { mv: sp("pass") }, None),
        Ok(Answer::YesNo(false))
    );
    // With 1-6 unaccounted for, a ? could fit: refused, not guessed.
    let p = load(&src.replace("[\"0-6\", \"1-6\"]", "[\"0-6\"]")).unwrap();
    for ask in [
        Ask::Moves { from: None },
        Ask::Draws,
        Ask::Legal { mv: sp("draw") },
    ] {
        let e = p.answer(&ask, None).unwrap_err();
        assert_eq!(e.message.id, "dom-hidden-hand", "{ask:?}");
    }
    // Known tiles still classify; an unknown-dependent draw count is refused
    // but "no draw at all" (boneyard at 2) is certain.
    let p = partial("[\"2-5\"]", "[\"0-0\", \"?\"]", "3", "2", "");
    assert_eq!(p.answer(&Ask::Draws, None), Ok(Answer::Number(0)));
    assert_eq!(
        p.answer(&Ask::Legal { mv: sp("draw") }, None),
        Ok(Answer::YesNo(false))
    );
    let e = p.answer(&Ask::Legal { mv: sp("pass") }, None).unwrap_err();
    assert_eq!(e.message.id, "dom-hidden-hand");
    let Ok(Answer::Classify(map)) = p.answer(&Ask::Classify, None) else {
        panic!("classify")
    };
    assert_eq!(map.len(), 1);
    assert_eq!(map["0-0"], End::None);
}

#[test]
fn draws_counts_the_two_reserved_tiles() {
    // Boneyard as a count, nothing fits 2/5 in black's hand.
    for (bone, edition, draw_all, ends_turn) in
        [(2, 0, 2, 0), (3, 1, 3, 1), (4, 2, 4, 1), (14, 12, 14, 1)]
    {
        let p = partial(
            "[\"2-5\"]",
            "[\"0-0\", \"3-3\"]",
            "1",
            &bone.to_string(),
            "",
        );
        assert_eq!(
            p.answer(&Ask::Draws, None),
            Ok(Answer::Number(edition)),
            "{bone}"
        );
        assert_eq!(
            p.answer(&Ask::Draws, Some(crate::common::trap("draw-all"))),
            Ok(Answer::Number(draw_all)),
            "{bone}"
        );
        assert_eq!(
            p.answer(&Ask::Draws, Some(crate::common::trap("draw-ends-turn"))),
            Ok(Answer::Number(ends_turn)),
            "{bone}"
        );
        let pass = p.answer(&Ask::Legal { mv: sp("pass") }, None);
        assert_eq!(pass, Ok(Answer::YesNo(bone == 2)), "{bone}");
    }
    // Listed boneyard of 5 where every tile fits: one draw at most.
    let p = partial(
        "[\"2-5\"]",
        "[\"0-0\", \"3-3\"]",
        "1",
        "[\"1-2\", \"2-2\", \"5-5\", \"4-5\", \"2-6\"]",
        "",
    );
    assert_eq!(p.answer(&Ask::Draws, None), Ok(Answer::Number(1)));
    // After drawing one the turn is kept, and the drawn tile must be played.
    assert_eq!(
        p.answer(&after(&["draw:2-2"], About::Turn), None),
        Ok(Answer::Side("black"))
    );
    assert_eq!(
        p.answer(&after(&["draw:2-2", "draw:1-2"], About::Turn), None)
            .unwrap_err()
            .message
            .id,
        "dom-question-step"
    );
    assert_eq!(
        p.answer(&after(&["draw:2-2", "2-2@left"], About::Turn), None),
        Ok(Answer::Side("white"))
    );
}

#[test]
fn score_is_always_zero_in_the_edition() {
    // Line 5-1, 1-0: open at 5 and 0.
    let p = partial(
        "[\"5-1\", \"1-0\"]",
        "[\"0-5\", \"5-5\", \"6-6\"]",
        "2",
        "4",
        "",
    );
    for (mv, fives) in [
        ("0-5@right", 10), // 5 + 5
        ("0-5@left", 0),   // 0 + 0
        ("5-5@left", 10),  // double at the left end: 10 + 0
    ] {
        let ask = Ask::Score { mv: sp(mv) };
        assert_eq!(p.answer(&ask, None), Ok(Answer::Number(0)), "{mv}");
        assert_eq!(
            p.answer(&ask, Some(crate::common::trap("all-fives"))),
            Ok(Answer::Number(fives)),
            "{mv}"
        );
        assert_eq!(
            p.answer(&ask, Some(crate::common::trap("draw-all"))),
            Ok(Answer::Number(0))
        );
    }
}

#[test]
fn blocked_game_totals() {
    // White passed; black passes too: 0-0 + 1-3 = 4 against 6-6 = 12.
    let p = partial(
        "[\"2-5\"]",
        "[\"0-0\", \"1-3\"]",
        "[\"6-6\"]",
        "2",
        "passes = 1",
    );
    assert_eq!(p.status(), Status::Ongoing);
    assert_eq!(
        p.answer(&after(&["pass"], About::Status), None),
        Ok(Answer::Status(Status::Won("black")))
    );
    // Equal totals: 4 each.
    let p = partial("[\"2-5\"]", "[\"0-4\"]", "[\"1-3\"]", "2", "passes = 1");
    assert_eq!(
        p.answer(&after(&["pass"], About::Status), None),
        Ok(Answer::Status(Status::Draw))
    );
    // A pass that blocks with a hidden hand cannot be scored.
    let p = partial("[\"2-5\"]", "[\"0-4\"]", "[\"?\"]", "2", "passes = 1");
    let e = p
        .answer(&after(&["pass"], About::Status), None)
        .unwrap_err();
    assert_eq!(e.message.id, "dom-question-step");
}

#[test]
fn a_legal_draw_or_pass_scores_zero() {
    // Listed boneyard: the unnamed draw is legal and scores nothing, even
    // though what it brings is unknown.
    let p = partial(
        "[\"2-5\"]",
        "[\"0-0\"]",
        "[\"1-1\"]",
        "[\"3-3\", \"4-4\", \"6-6\"]",
        "",
    );
    for trap in [None, Some("all-fives")] {
        assert_eq!(
            p.answer(
                &Ask::Score { mv: sp("draw") },
                trap.map(crate::common::trap)
            ),
            Ok(Answer::Number(0))
        );
    }
    // A blocking pass with a hidden hand: legal, 0 points.
    let p = partial("[\"2-5\"]", "[\"0-4\"]", "[\"?\"]", "2", "passes = 1");
    assert_eq!(
        p.answer(&Ask::Score { mv: sp("pass") }, None),
        Ok(Answer::Number(0))
    );
    let e = p
        .answer(&Ask::Score { mv: sp("0-4@left") }, None)
        .unwrap_err();
    assert_eq!(e.message.id, "dom-question-illegal-move");
}
