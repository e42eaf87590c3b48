//! The adapter end to end: reading positions with every problem and its place,
//! answers to each question, traps, errors, canonical items, the diagram.

use crate::common::SolvedParts;
use plyyard::game_api::{About, Answer, AnswerKind, Ask, GameAdapter, ItemKind, Position, Status};
use plyyard::games::aeroplane::ADAPTER;
use plyyard::i18n::{Lang, Localiser};
use plyyard::position_reader::with_position;
use toml::Spanned;

fn load(body: &str) -> Box<dyn Position> {
    let src = format!("[position]\n{body}");
    with_position(&src, |r| {
        let p = ADAPTER.load_position(r);
        assert!(r.problems().is_empty(), "{:?}", r.problems());
        p
    })
    .expect("valid position")
}

/// Problem codes with the text each span covers.
fn problems(body: &str) -> Vec<(String, String)> {
    let src = format!("[position]\n{body}");
    with_position(&src, |r| {
        assert!(ADAPTER.load_position(r).is_none());
        r.problems()
            .iter()
            .map(|p| {
                let at = p
                    .span
                    .clone()
                    .map(|s| src[s].to_string())
                    .unwrap_or_default();
                (p.code.to_string(), at)
            })
            .collect()
    })
}

fn sp(s: &str) -> Spanned<String> {
    Spanned::new(0..s.len(), s.to_string())
}

fn after(moves: &[&str], about: About) -> Ask {
    Ask::After {
        moves: moves.iter().map(|m| sp(m)).collect(),
        about,
    }
}

fn set(items: &[&str]) -> Answer {
    Answer::set(items.iter().copied())
}

#[test]
fn every_problem_is_reported_at_its_item() {
    let got = problems(
        "turn = \"blue\"\nred = [\"1\", \"Y2\", \"G3\", \"60\"]\nyellow = [\"52\", \"12\", \"12\"]\ndice = 3\nsixes = 1\n",
    );
    let want = [
        ("bad-turn", "\"blue\""),
        ("wrong-lane", "\"Y2\""),
        ("lane-not-playing", "\"G3\""),
        ("bad-square", "\"60\""),
        ("plane-count", "[\"52\", \"12\", \"12\"]"),
        ("sixes-after-non-six", "1"),
    ];
    let got: Vec<(&str, &str)> = got.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(got, want);
}

#[test]
fn reader_errors_and_consistency_problems() {
    let got = problems(
        "turn = \"red\"\nred = [\"12\", \"base\", \"base\", \"base\"]\nyellow = [\"12\", \"base\", \"base\", \"base\"]\ndice = 9\n",
    );
    let codes: Vec<&str> = got.iter().map(|(c, _)| c.as_str()).collect();
    assert_eq!(codes, ["out-of-range", "opponents-share-square"]);
    let got = problems(
        "turn = \"red\"\nred = [\"26\", \"base\", \"base\", \"52\"]\nyellow = [\"26\", \"base\", \"base\", \"base\"]\n",
    );
    assert_eq!(
        got,
        [
            ("off-route".to_string(), "\"52\"".to_string()),
            ("off-route".to_string(), "\"26\"".to_string())
        ]
    );
    let got = problems(
        "red = [\"base\", \"base\", \"base\", \"base\"]\nyellow = [\"base\", \"base\", \"base\", \"base\"]\nsixes = 1\n",
    );
    let codes: Vec<&str> = got.iter().map(|(c, _)| c.as_str()).collect();
    assert_eq!(codes, ["missing-key"]);
}

#[test]
fn finished_game_is_valid_with_its_winner() {
    let p = load(
        "turn = \"yellow\"\nred = [\"goal\", \"goal\", \"goal\", \"goal\"]\nyellow = [\"Y1\", \"base\", \"base\", \"base\"]\n",
    );
    assert_eq!(p.status(), Status::Won("red"));
    assert_eq!(
        p.answer(&Ask::Status, None).unwrap(),
        Answer::Status(Status::Won("red"))
    );
    assert_eq!(
        p.answer(&Ask::Legal { mv: sp("1:Y1") }, None).unwrap(),
        Answer::YesNo(false)
    );
}

#[test]
fn moves_need_a_pending_roll_and_list_squares_once() {
    let p = load(
        "turn = \"red\"\nred = [\"base\", \"base\", \"10\", \"10\"]\nyellow = [\"base\", \"base\", \"base\", \"base\"]\ndice = 6\n",
    );
    assert_eq!(
        p.answer(&Ask::Moves { from: None }, None).unwrap(),
        set(&["base", "10"])
    );
    assert_eq!(
        p.answer(
            &Ask::Moves {
                from: Some(sp("10"))
            },
            None
        )
        .unwrap(),
        set(&["16"])
    );
    assert_eq!(
        p.answer(
            &Ask::Moves {
                from: Some(sp("base"))
            },
            None
        )
        .unwrap(),
        set(&["1"])
    );
    let q = load(
        "turn = \"red\"\nred = [\"base\", \"base\", \"10\", \"10\"]\nyellow = [\"base\", \"base\", \"base\", \"base\"]\n",
    );
    assert!(q.answer(&Ask::Moves { from: None }, None).is_err());
    let four = load(
        "turn = \"red\"\nred = [\"base\", \"base\", \"base\", \"10\"]\nyellow = [\"base\", \"base\", \"base\", \"base\"]\ndice = 4\n",
    );
    let ask = Ask::Moves { from: None };
    assert_eq!(four.answer(&ask, None).unwrap(), set(&["10"]));
    assert_eq!(
        four.answer(&ask, Some(crate::common::trap("even-exit")))
            .unwrap(),
        set(&["base", "10"])
    );
    assert!(
        four.answer(&ask, Some(crate::common::trap("edge-escape")))
            .is_err()
    );
}

#[test]
fn after_reports_landing_captures_extra_roll_turn_status() {
    let p = load(
        "turn = \"red\"\nred = [\"10\", \"7\", \"base\", \"base\"]\nyellow = [\"13\", \"13\", \"16\", \"base\"]\n",
    );
    let seq = ["3:10", "6:7", "3:13"];
    assert_eq!(
        p.answer(&after(&seq, About::Captured), None).unwrap(),
        set(&["13", "16"])
    );
    assert_eq!(
        p.answer(&after(&seq[..2], About::Captured), None).unwrap(),
        set(&["13"])
    );
    assert_eq!(
        p.answer(&after(&seq, About::Landing), None).unwrap(),
        Answer::Square("16".into())
    );
    let p2 = load(
        "turn = \"red\"\nred = [\"10\", \"7\", \"base\", \"base\"]\nyellow = [\"13\", \"13\", \"19\", \"base\"]\n",
    );
    let seq2 = ["3:10", "6:7", "6:13"];
    assert_eq!(
        p2.answer(&after(&seq2, About::Captured), None).unwrap(),
        set(&["13", "19"])
    );
    assert_eq!(
        p2.answer(&after(&seq2, About::ExtraRoll), None).unwrap(),
        Answer::YesNo(true)
    );
    assert_eq!(
        p2.answer(&after(&["3:10", "1:7"], About::Turn), None)
            .unwrap(),
        Answer::Side("yellow")
    );
    assert_eq!(
        p2.answer(&after(&["3:10"], About::Status), None).unwrap(),
        Answer::Status(Status::Ongoing)
    );
    // A bare roll only: no landing; an illegal move is an error at its place.
    let stuck = load(
        "turn = \"red\"\nred = [\"base\", \"base\", \"base\", \"base\"]\nyellow = [\"base\", \"base\", \"base\", \"base\"]\n",
    );
    assert!(stuck.answer(&after(&["3"], About::Landing), None).is_err());
    assert_eq!(
        stuck
            .answer(&after(&["3", "2"], About::Turn), None)
            .unwrap(),
        Answer::Side("red")
    );
    let e = stuck
        .answer(
            &Ask::After {
                moves: vec![Spanned::new(40..45, "3:base".into())],
                about: About::Turn,
            },
            None,
        )
        .unwrap_err();
    assert_eq!(e.span, Some(40..45));
    assert_eq!(e.message.id, "aero-error-illegal-in-sequence");
    let msgs = stuck.explain(&after(&["3", "6:base"], About::Turn));
    let ids: Vec<&str> = msgs.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "aero-event-no-move",
            "aero-event-turn-passes",
            "aero-event-exit",
            "aero-event-extra-roll"
        ]
    );
}

#[test]
fn pending_roll_with_no_use_is_passed_by_its_bare_value() {
    let p = load(
        "turn = \"red\"\nred = [\"base\", \"base\", \"base\", \"base\"]\nyellow = [\"base\", \"base\", \"base\", \"base\"]\ndice = 5\n",
    );
    assert_eq!(
        p.answer(&Ask::Moves { from: None }, None).unwrap(),
        set(&[])
    );
    assert_eq!(
        p.answer(&after(&["5"], About::Turn), None).unwrap(),
        Answer::Side("yellow")
    );
    assert_eq!(
        p.answer(&Ask::Legal { mv: sp("5") }, None).unwrap(),
        Answer::YesNo(true)
    );
}

#[test]
fn capture_rolls_follow_the_route() {
    let p = load(
        "turn = \"yellow\"\nred = [\"28\", \"22\", \"R1\", \"base\"]\nyellow = [\"25\", \"23\", \"20\", \"base\"]\n",
    );
    // Yellow's 23 and 20 count forward along yellow's own route; 25 is yellow's
    // home entry, so 23 turns into its lane and never reaches 28.
    assert_eq!(
        p.answer(&Ask::CaptureRolls { target: sp("28") }, None)
            .unwrap(),
        set(&[])
    );
    assert_eq!(
        p.answer(&Ask::CaptureRolls { target: sp("22") }, None)
            .unwrap(),
        set(&[])
    );
    assert_eq!(
        p.answer(&Ask::CaptureRolls { target: sp("R1") }, None)
            .unwrap(),
        set(&[])
    );
    let e = p
        .answer(&Ask::CaptureRolls { target: sp("30") }, None)
        .unwrap_err();
    assert_eq!(e.message.id, "aero-error-no-target");
    let e = p
        .answer(
            &Ask::CaptureRolls {
                target: Spanned::new(7..9, "x9".into()),
            },
            None,
        )
        .unwrap_err();
    assert_eq!(e.span, Some(7..9));
    let q = load(
        "turn = \"red\"\nred = [\"10\", \"7\", \"base\", \"base\"]\nyellow = [\"13\", \"base\", \"base\", \"base\"]\n",
    );
    assert_eq!(
        q.answer(&Ask::CaptureRolls { target: sp("13") }, None)
            .unwrap(),
        set(&["3", "6"])
    );
    // Colour jump: 7 + 2 = 9 (red, a star) jumps to 13.
    assert_eq!(
        q.answer(
            &Ask::CaptureRolls { target: sp("13") },
            Some(crate::common::trap("colour-jump"))
        )
        .unwrap(),
        set(&["2", "3", "6"])
    );
    let hl = q.highlights(&Ask::CaptureRolls { target: sp("13") });
    assert_eq!(hl, ["13", "10", "7"]);
    let pending = load(
        "turn = \"red\"\nred = [\"10\", \"7\", \"base\", \"base\"]\nyellow = [\"13\", \"base\", \"base\", \"base\"]\ndice = 3\n",
    );
    assert_eq!(
        pending
            .answer(&Ask::CaptureRolls { target: sp("13") }, None)
            .unwrap(),
        set(&["3"])
    );
}

#[test]
fn legal_explains_effects_and_reasons() {
    let p = load(
        "turn = \"red\"\nred = [\"10\", \"R3\", \"base\", \"base\"]\nyellow = [\"13\", \"base\", \"base\", \"base\"]\ndice = 3\n",
    );
    let ids = |mv: &str| -> Vec<String> {
        p.explain(&Ask::Legal { mv: sp(mv) })
            .into_iter()
            .map(|m| m.id)
            .collect()
    };
    assert_eq!(
        ids("10"),
        [
            "aero-event-advance",
            "aero-event-capture",
            "aero-event-extra-roll"
        ]
    );
    assert_eq!(
        ids("R3"),
        [
            "aero-event-advance",
            "aero-event-arrived",
            "aero-event-extra-roll"
        ]
    );
    assert_eq!(ids("base"), ["aero-illegal-exit-six"]);
    assert_eq!(ids("4:10"), ["aero-illegal-roll-mismatch"]);
    assert!(p.answer(&Ask::Legal { mv: sp("banana") }, None).is_err());
    assert_eq!(p.highlights(&Ask::Legal { mv: sp("10") }), ["10", "13"]);
    assert!(p.answer(&Ask::KingRoutes, None).is_err());
    assert!(!ADAPTER.supports(&Ask::Classify));
    assert!(!ADAPTER.supports(&after(&["1"], About::OpenEnds)));
}

#[test]
fn canonical_items_and_answer_kinds() {
    let c = |k, t| ADAPTER.canonical_item(k, t);
    assert_eq!(c(ItemKind::Square, " r3 ").as_deref(), Some("R3"));
    assert_eq!(c(ItemKind::Square, "007").as_deref(), Some("7"));
    assert_eq!(c(ItemKind::Square, "База").as_deref(), Some("base"));
    assert_eq!(c(ItemKind::Square, "ARRIVÉE").as_deref(), Some("goal"));
    assert_eq!(c(ItemKind::Square, "g2"), None);
    assert_eq!(c(ItemKind::Die, "6").as_deref(), Some("6"));
    assert_eq!(c(ItemKind::Die, "7"), None);
    assert_eq!(c(ItemKind::Move, "6 : BASE").as_deref(), Some("6:base"));
    assert_eq!(c(ItemKind::Move, "2:r3").as_deref(), Some("2:R3"));
    assert_eq!(c(ItemKind::Tile, "2-5"), None);
    assert_eq!(ADAPTER.sides(), ["red", "yellow"]);
    assert_eq!(
        ADAPTER.traps().iter().map(|t| t.name()).collect::<Vec<_>>(),
        ["colour-jump", "even-exit", "third-six-undo"]
    );
    assert_eq!(
        ADAPTER.answer_kind(&Ask::CaptureRolls { target: sp("1") }),
        Some(AnswerKind::Set(ItemKind::Die))
    );
    assert_eq!(
        ADAPTER.answer_kind(&after(&["1"], About::Landing)),
        Some(AnswerKind::Square)
    );
}

#[test]
fn diagram_marks_highlights_and_colours_only_on_request() {
    let p = load(
        "turn = \"red\"\nred = [\"12\", \"12\", \"R2\", \"base\"]\nyellow = [\"30\", \"goal\", \"base\", \"base\"]\ndice = 6\n",
    );
    let plain = p.diagram(&["12".to_string()], false);
    assert!(plain.ends_with('\n'));
    assert!(plain.contains("[r2B]"));
    assert!(!plain.contains('\x1b'));
    assert!(plain.contains("dice = 6"));
    let colour = p.diagram(&[], true);
    assert!(colour.contains("\x1b["));
}

/// The colour letters after the ring squares are the reader's (file keys
/// R G Y B, French R V J B, Russian к з ж с: lower case, for a capital З
/// after a number reads as a 3), four different letters that are never a
/// plane's `r` or `y`, and the legend under the board names them.
#[test]
fn diagram_colour_letters_are_the_readers() {
    let p = load(
        "turn = \"red\"\nred = [\"2\", \"base\", \"base\", \"base\"]\nyellow = [\"30\", \"base\", \"base\", \"base\"]\n",
    );
    for (lang, letters) in [
        (Lang::En, ['R', 'G', 'Y', 'B']),
        (Lang::Fr, ['R', 'V', 'J', 'B']),
        (Lang::Ru, ['к', 'з', 'ж', 'с']),
    ] {
        let loc = Localiser::new(lang);
        let board = p.diagram_in(&[], false, &|m| loc.text(m));
        // Row 7: squares 52 (blue), 1 (red's start), then 2 (a red plane,
        // green), 3, 4 and 5.
        let [r, g, y, b] = letters;
        let row = format!(" 52{b}   1{r}*  r{g}   3{y}   4{b}   5{r}");
        assert!(
            board.lines().nth(6).is_some_and(|l| l.starts_with(&row)),
            "{lang}:\n{board}"
        );
        let legend = loc.get("legend-aeroplane-marks");
        for l in letters {
            assert!(l.is_alphabetic() && l != 'r' && l != 'y');
            assert!(legend.contains(&format!("{l} ")), "{lang}: {legend}");
        }
        let distinct: std::collections::BTreeSet<char> = letters.into_iter().collect();
        assert_eq!(distinct.len(), 4);
    }
}
