//! Reviewer's adversarial tests: every expected value below was worked out by
//! hand from rules.md §2 and guide 001, not copied from the engine's output.

use crate::common::SolvedParts;
use std::collections::BTreeSet;

use plyyard::game_api::{About, Answer, Ask, GameAdapter, ItemKind, Position, Status};
use plyyard::games::chinese_checkers::ADAPTER;
use plyyard::position_reader::with_position;
use proptest::prelude::*;
use toml::Spanned;

fn s(text: &str) -> Spanned<String> {
    Spanned::new(0..text.len(), text.to_string())
}

fn list(names: &str) -> String {
    names
        .split_whitespace()
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

fn src(turn: &str, red: &str, blue: &str, partial: bool) -> String {
    format!(
        "[position]\nturn = \"{turn}\"\nred = [{}]\nblue = [{}]\npartial = {partial}\n",
        list(red),
        list(blue)
    )
}

fn pos(turn: &str, red: &str, blue: &str, partial: bool) -> Box<dyn Position> {
    let text = src(turn, red, blue, partial);
    with_position(&text, |r| {
        let p = ADAPTER.load_position(r);
        assert!(r.problems().is_empty(), "{:?}", r.problems());
        p.expect("valid position")
    })
}

fn set(items: &str) -> BTreeSet<String> {
    items.split_whitespace().map(String::from).collect()
}

fn answer_set(p: &dyn Position, ask: &Ask, trap: Option<&str>) -> BTreeSet<String> {
    match p.answer(ask, trap.map(crate::common::trap)).unwrap() {
        Answer::Set(v) => v,
        other => panic!("not a set: {other:?}"),
    }
}

fn moves(p: &dyn Position, trap: Option<&str>) -> BTreeSet<String> {
    answer_set(p, &Ask::Moves { from: None }, trap)
}

fn from(p: &dyn Position, at: &str, trap: Option<&str>) -> BTreeSet<String> {
    answer_set(p, &Ask::Moves { from: Some(s(at)) }, trap)
}

fn legal(p: &dyn Position, mv: &str, trap: Option<&str>) -> bool {
    match p
        .answer(&Ask::Legal { mv: s(mv) }, trap.map(crate::common::trap))
        .unwrap()
    {
        Answer::YesNo(b) => b,
        other => panic!("{other:?}"),
    }
}

fn dist(p: &dyn Position, a: &str, b: &str, trap: Option<&str>) -> Option<u32> {
    match p
        .answer(
            &Ask::Distance {
                from: s(a),
                to: s(b),
            },
            trap.map(crate::common::trap),
        )
        .unwrap()
    {
        Answer::Distance(d) => d,
        other => panic!("{other:?}"),
    }
}

fn after(p: &dyn Position, mvs: &[&str], about: About, trap: Option<&str>) -> Answer {
    let ask = Ask::After {
        moves: mvs.iter().map(|m| s(m)).collect(),
        about,
    };
    p.answer(&ask, trap.map(crate::common::trap)).unwrap()
}

const BLUE_CAMP: &str = "n10 n12 n14 n16 o11 o13 o15 p12 p14 q13";
const RED_CAMP: &str = "a13 b12 b14 c11 c13 c15 d10 d12 d14 d16";

// ---------------------------------------------------------------- geometry

/// The rules.md table, typed in again: (row, first column, last column).
const TABLE: [(char, u32, u32); 17] = [
    ('a', 13, 13),
    ('b', 12, 14),
    ('c', 11, 15),
    ('d', 10, 16),
    ('e', 1, 25),
    ('f', 2, 24),
    ('g', 3, 23),
    ('h', 4, 22),
    ('i', 5, 21),
    ('j', 4, 22),
    ('k', 3, 23),
    ('l', 2, 24),
    ('m', 1, 25),
    ('n', 10, 16),
    ('o', 11, 15),
    ('p', 12, 14),
    ('q', 13, 13),
];

fn on_star(row: char, col: u32) -> bool {
    TABLE
        .iter()
        .any(|&(r, lo, hi)| r == row && (lo..=hi).contains(&col) && (col - lo) % 2 == 0)
}

#[test]
fn every_name_of_the_table_and_nothing_else_is_a_point() {
    let mut count = 0;
    for row in 'a'..='z' {
        for col in 0..=30u32 {
            let name = format!("{row}{col}");
            let canon = ADAPTER.canonical_item(ItemKind::Square, &name);
            if on_star(row, col) {
                count += 1;
                assert_eq!(canon.as_deref(), Some(name.as_str()), "{name}");
                let upper = name.to_uppercase();
                assert_eq!(
                    ADAPTER.canonical_item(ItemKind::Square, &upper).as_deref(),
                    Some(name.as_str())
                );
            } else {
                assert_eq!(canon, None, "{name} is not on the star");
            }
        }
    }
    assert_eq!(count, 121);
    // the rows' sizes as in the table
    let sizes: Vec<u32> = TABLE.iter().map(|&(_, lo, hi)| (hi - lo) / 2 + 1).collect();
    assert_eq!(
        sizes,
        [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]
    );
}

#[test]
fn the_six_neighbours_are_steps_and_nothing_else() {
    // a lone red piece: its step destinations are exactly its neighbours
    let cases = [
        ("i13", "i11 i15 h12 h14 j12 j14"),
        ("a13", "b12 b14"),
        ("d10", "d12 c11 e9 e11"),
        ("e1", "e3 f2"),
        ("e9", "e7 e11 f8 f10 d10"),
        ("i5", "i7 h4 h6 j4 j6"),
        ("m25", "m23 l24"),
        ("q13", "p12 p14"),
        ("h4", "h6 g3 g5 i5"),
        ("n16", "n14 o15 m15 m17"),
    ];
    for (at, expected) in cases {
        let p = pos("red", at, "", true);
        assert_eq!(from(&*p, at, None), set(expected), "from {at}");
    }
}

#[test]
fn jumps_go_over_an_adjacent_piece_to_the_point_directly_beyond() {
    // i13 surrounded by six blue pieces, every landing free
    let p = pos("red", "i13", "i11 i15 h12 h14 j12 j14", true);
    assert_eq!(from(&*p, "i13", None), set("i9 i17 g11 g15 k11 k15"));
    for mv in [
        "i13-i9", "i13-i17", "i13-g11", "i13-g15", "i13-k11", "i13-k15",
    ] {
        assert!(legal(&*p, mv, None), "{mv}");
    }
    // no long jump over a piece with empty points on both sides
    let p = pos("red", "i9", "i13", true);
    assert!(!legal(&*p, "i9-i17", None));
    assert!(!legal(&*p, "i9-i13", None));
    assert_eq!(from(&*p, "i9", None), set("i7 i11 h8 h10 j8 j10"));
    // no jump over two pieces in a row
    let p = pos("red", "i9", "i11 i13", true);
    assert!(!legal(&*p, "i9-i15", None));
    assert!(!legal(&*p, "i9-i13", None));
    // no "jump" two rows straight up (that is not a line of the star)
    let p = pos("red", "d12", "e11 e13", true);
    assert!(!legal(&*p, "d12-f12", None));
    // a jump off the star is impossible: the tip a13 over b12 lands on c11 only
    let p = pos("red", "a13", "b12", true);
    assert_eq!(from(&*p, "a13", None), set("b14 c11"));
}

// ---------------------------------------------------------------- chains

/// Red g13 and four blue pivots: g13-i15 (over h14), then a triangle i15 →
/// i19 (over i17) → k17 (over j18) → i15 (over j16) that comes back.
fn triangle() -> Box<dyn Position> {
    pos("red", "g13", "h14 i17 j18 j16", true)
}

#[test]
fn a_chain_may_not_come_back_to_a_point_it_visited() {
    let p = triangle();
    assert!(legal(&*p, "g13-i15-i19-k17", None));
    assert!(legal(&*p, "g13-i15-k17-i19", None));
    assert!(!legal(&*p, "g13-i15-i19-k17-i15", None));
    assert!(!legal(&*p, "g13-i15-k17-i19-i15", None));
    // every full path, hand-listed: five steps (h14 is taken) and five chains
    assert_eq!(
        moves(&*p, None),
        set("g13-g11 g13-g15 g13-h12 g13-f12 g13-f14 \
             g13-i15 g13-i15-i19 g13-i15-i19-k17 g13-i15-k17 g13-i15-k17-i19")
    );
    assert_eq!(
        from(&*p, "g13", None),
        set("g11 g15 h12 f12 f14 i15 i19 k17")
    );
}

#[test]
fn a_chain_may_not_end_on_its_starting_point() {
    // i13 → i17 (over i15) → k15 (over j16) → i13 (over j14): back to the start
    let p = pos("red", "i13", "i15 j16 j14", true);
    assert!(!legal(&*p, "i13-i17-k15-i13", None));
    assert!(!legal(&*p, "i13-k15-i17-i13", None));
    assert!(legal(&*p, "i13-i17-k15", None));
    let dests = from(&*p, "i13", None);
    assert!(!dests.contains("i13"));
    assert_eq!(dests, set("i11 h12 h14 j12 i17 k15"));
    assert!(moves(&*p, None).iter().all(|m| !m.ends_with("i13")));
    // under must-continue the chain may stop where the only jump left goes
    // back to the start: i13-i17-k15 and i13-k15-i17 are complete
    assert_eq!(
        from(&*p, "i13", Some("must-continue")),
        set("i11 h12 h14 j12 i17 k15")
    );
    assert!(legal(&*p, "i13-i17-k15", Some("must-continue")));
    assert!(!legal(&*p, "i13-i17", Some("must-continue")));
}

#[test]
fn must_continue_keeps_only_complete_chains() {
    let p = triangle();
    assert_eq!(
        moves(&*p, Some("must-continue")),
        set("g13-g11 g13-g15 g13-h12 g13-f12 g13-f14 g13-i15-i19-k17 g13-i15-k17-i19")
    );
    assert!(!legal(&*p, "g13-i15", Some("must-continue")));
    assert!(legal(&*p, "g13-i15", None));
    assert!(
        legal(&*p, "g13-h12", Some("must-continue")),
        "a step is fine"
    );
}

#[test]
fn direction_changes_stops_and_no_mixing() {
    // d10 over e11 to f12, then along the row over f14 to f16; beyond e17
    // lies d18, which is not a point: the chain cannot go on
    let p = pos("red", "d10", "e11 f14 e17", true);
    assert!(legal(&*p, "d10-f12-f16", None));
    assert!(legal(&*p, "d10-f12", None));
    assert!(!legal(&*p, "d10-f12-f16-d18", None));
    // step then jump, jump then step
    let p = pos("red", "d12", "e13 f12", true);
    assert!(legal(&*p, "d12-f14", None));
    assert!(!legal(&*p, "d12-e11-g13", None), "step then jump over f12");
    assert!(!legal(&*p, "d12-f14-f16", None), "jump then step");
    // two steps
    assert!(!legal(&*p, "d12-d14-d16", None));
}

#[test]
fn jumps_over_own_and_opponent_pieces_leave_them_in_place() {
    for (red, blue) in [("d10 e11 g13", ""), ("d10", "e11 g13"), ("d10 g13", "e11")] {
        let p = pos("red", red, blue, true);
        assert!(legal(&*p, "d10-f12-h14", None));
        assert_eq!(
            after(&*p, &["d10-f12-h14"], About::Captured, None),
            Answer::Set(set(""))
        );
        assert_eq!(
            after(&*p, &["d10-f12-h14"], About::Turn, None),
            Answer::Side("blue")
        );
    }
}

#[test]
fn jump_captures_trap_removes_the_jumped_opponents() {
    let p = pos("red", "d10 g13", "e11", true);
    assert_eq!(
        after(
            &*p,
            &["d10-f12-h14"],
            About::Captured,
            Some("jump-captures")
        ),
        Answer::Set(set("e11"))
    );
    let p = pos("red", "d10", "e11 g13", true);
    assert_eq!(
        after(
            &*p,
            &["d10-f12-h14"],
            About::Captured,
            Some("jump-captures")
        ),
        Answer::Set(set("e11 g13"))
    );
    // a piece removed in the first move is no pivot for the second
    let p = pos("red", "d10 a13", "e11 i13", true);
    assert!(
        p.answer(
            &Ask::After {
                moves: vec![s("d10-f12"), s("i13-i11"), s("f12-d10")],
                about: About::Captured,
            },
            Some(crate::common::trap("jump-captures")),
        )
        .is_err()
    );
    assert_eq!(
        after(
            &*p,
            &["d10-f12", "i13-i11", "f12-d10"],
            About::Captured,
            None
        ),
        Answer::Set(set(""))
    );
}

// ---------------------------------------------------------------- camps

#[test]
fn leaving_the_target_camp_and_side_triangles() {
    // red n12 steps out of blue's camp: legal here, not under camp-lock
    let p = pos("red", "n12", "", true);
    assert!(legal(&*p, "n12-m11", None));
    assert!(!legal(&*p, "n12-m11", Some("camp-lock")));
    assert_eq!(from(&*p, "n12", None), set("n10 n14 o11 o13 m11 m13"));
    assert_eq!(from(&*p, "n12", Some("camp-lock")), set("n10 n14 o11 o13"));
    assert_eq!(dist(&*p, "n12", "m11", None), Some(1));
    assert_eq!(dist(&*p, "n12", "m11", Some("camp-lock")), None);
    // blue's target camp is red's home
    let p = pos("blue", "", "d12", true);
    assert!(legal(&*p, "d12-e13", None));
    assert!(!legal(&*p, "d12-e13", Some("camp-lock")));
    // red's own home camp is no target: leaving it is fine under camp-lock
    let p = pos("red", "d12", "", true);
    assert!(legal(&*p, "d12-e13", Some("camp-lock")));
    // the side triangles are ordinary points, for steps and jumps
    let p = pos("red", "g3", "f2", true);
    assert!(legal(&*p, "g3-e1", None));
    let p = pos("red", "k23", "l22", true);
    assert!(legal(&*p, "k23-m21", None));
    assert!(legal(&*p, "k23-l24", None));
}

#[test]
fn camp_lock_also_holds_inside_a_chain() {
    // red l12 jumps over m13 into n14, then over m15 out to l16
    let p = pos("red", "l12", "m13 m15", true);
    assert!(legal(&*p, "l12-n14-l16", None));
    assert!(!legal(&*p, "l12-n14-l16", Some("camp-lock")));
    assert!(legal(&*p, "l12-n14", Some("camp-lock")));
}

#[test]
fn pass_only_when_no_move_exists() {
    // red n10 in blue's camp: its in-camp neighbours n12, o11 are taken and
    // the landings beyond (n14, p12) too; m9 and m11 are free
    let p = pos("red", "n10", "n12 o11 n14 p12", true);
    assert!(!legal(&*p, "pass", None));
    assert_eq!(from(&*p, "n10", None), set("m9 m11"));
    assert_eq!(moves(&*p, Some("camp-lock")), set("pass"));
    assert!(legal(&*p, "pass", Some("camp-lock")));
    assert!(!legal(&*p, "n10-m9", Some("camp-lock")));
    // a side with no piece at all in a partial position passes
    let p = pos("blue", "i13", "", true);
    assert_eq!(moves(&*p, None), set("pass"));
    assert!(legal(&*p, "pass", None));
    assert_eq!(
        after(&*p, &["pass"], About::Turn, None),
        Answer::Side("red")
    );
    assert_eq!(
        after(&*p, &["pass"], About::Status, None),
        Answer::Status(Status::Ongoing)
    );
}

// ---------------------------------------------------------------- the win

#[test]
fn the_win_needs_all_ten_after_the_movers_move() {
    // red fills blue's camp except q13, its tenth piece is on i13
    let red = "n10 n12 n14 n16 o11 o13 o15 p12 p14 i13";
    let blue = "a13 b12 b14 c11 c13 c15 d10 d12 d14 e1";
    let p = pos("red", red, blue, false);
    assert_eq!(p.status(), Status::Ongoing);
    // red moves a piece inside the camp into q13: still nine in the camp
    assert!(legal(&*p, "p12-q13", None));
    assert_eq!(
        after(&*p, &["p12-q13"], About::Status, None),
        Answer::Status(Status::Ongoing)
    );
    // a piece that leaves the camp undoes a full house
    let full = "n10 n12 n14 n16 o11 o13 o15 p12 p14 q13";
    let p = pos("blue", full, blue, false);
    assert_eq!(p.status(), Status::Won("red"));
    assert_eq!(moves(&*p, None), set(""));
    assert!(!legal(&*p, "pass", None));
}

#[test]
fn a_chain_into_the_camp_wins_and_a_blocker_prevents_it() {
    // red: nine in blue's camp, n10 free; the tenth jumps in, l8 over m9 to n10
    let red = "n12 n14 n16 o11 o13 o15 p12 p14 q13 l8";
    let blue = "m9 a13 b12 b14 c11 c13 c15 d10 d12 d14";
    let p = pos("red", red, blue, false);
    assert!(legal(&*p, "l8-n10", None));
    assert_eq!(
        after(&*p, &["l8-n10"], About::Status, None),
        Answer::Status(Status::Won("red"))
    );
    // the same with a blue piece left on n10: red cannot get ten in
    let blue = "n10 a13 b12 b14 c11 c13 c15 d10 d12 m9";
    let red = "n12 n14 n16 o11 o13 o15 p12 p14 q13 l8";
    let p = pos("red", red, blue, false);
    assert!(!legal(&*p, "l8-n10", None));
    assert_eq!(
        after(&*p, &["l8-l10"], About::Status, None),
        Answer::Status(Status::Ongoing)
    );
    // blue filling red's camp wins for blue, on blue's move
    let blue = "a13 b12 b14 c11 c13 c15 d10 d12 d14 e17";
    let red = "n10 n12 n14 n16 o11 o13 o15 p12 p14 i13";
    let p = pos("blue", red, blue, false);
    assert_eq!(
        after(&*p, &["e17-d16"], About::Status, None),
        Answer::Status(Status::Won("blue"))
    );
}

#[test]
fn a_partial_position_never_wins() {
    // even with ten red pieces on the ten points of blue's camp
    let p = pos("blue", BLUE_CAMP, "i13", true);
    assert_eq!(p.status(), Status::Ongoing);
    let p = pos("red", "n12 n14 n16 o11 o13 o15 p12 p14 q13 m9", "", true);
    assert_eq!(
        after(&*p, &["m9-n10"], About::Status, None),
        Answer::Status(Status::Ongoing)
    );
    // a full position with both camps swapped is impossible (both home)
    let text = src("red", BLUE_CAMP, RED_CAMP, false);
    let problems = with_position(&text, |r| {
        assert!(ADAPTER.load_position(r).is_none());
        r.problems()
            .iter()
            .map(|p| p.code.to_string())
            .collect::<Vec<_>>()
    });
    assert_eq!(problems, ["both-home"]);
}

// ---------------------------------------------------------------- distance

#[test]
fn distance_counts_whole_moves_others_fixed() {
    // a lone piece walks: d10 → h14 is four diagonal steps
    let p = pos("red", "d10", "", true);
    assert_eq!(dist(&*p, "d10", "h14", None), Some(4));
    assert_eq!(dist(&*p, "d10", "d16", None), Some(3));
    assert_eq!(dist(&*p, "d10", "d10", None), Some(0));
    // a whole chain is one move
    let p = pos("red", "d10", "e11 g13", true);
    assert_eq!(dist(&*p, "d10", "h14", None), Some(1));
    assert_eq!(dist(&*p, "d10", "f12", None), Some(1));
    // under must-continue f12 is no stopping point: d10-d12, d12-e13, e13-f12
    assert_eq!(dist(&*p, "d10", "f12", Some("must-continue")), Some(3));
    // occupied target, no piece on from
    assert_eq!(dist(&*p, "d10", "e11", None), None);
    assert!(
        p.answer(
            &Ask::Distance {
                from: s("i13"),
                to: s("h14")
            },
            None
        )
        .is_err()
    );
    // a piece of the side not to move has a distance too: blue e11 → e15 is
    // two steps along the row (e13 is empty, nothing to jump)
    assert_eq!(dist(&*p, "e11", "e15", None), Some(2));
    // walled in: the red tip with b12, b14, c11, c15 taken
    let p = pos("red", "a13", "b12 b14 c11 c15", true);
    assert_eq!(dist(&*p, "a13", "c13", None), None);
}

// ---------------------------------------------------------------- moves from

#[test]
fn moves_from_a_point_without_a_piece_of_the_mover_is_empty() {
    let p = pos("red", "i13", "i9", true);
    assert_eq!(from(&*p, "i11", None), set(""));
    assert_eq!(from(&*p, "i9", None), set(""));
    assert!(
        p.answer(
            &Ask::Moves {
                from: Some(s("a12"))
            },
            None
        )
        .is_err()
    );
}

// ---------------------------------------------------------------- fuzz

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,24}", mixed in "[a-rA-R0-9 ,\\-–]{0,30}") {
        let p = pos("red", RED_CAMP, BLUE_CAMP, false);
        for t in [&text, &mixed] {
            let _ = ADAPTER.canonical_item(ItemKind::Square, t);
            let _ = ADAPTER.canonical_item(ItemKind::Move, t);
            let _ = p.answer(&Ask::Legal { mv: s(t) }, None);
            let _ = p.answer(&Ask::Moves { from: Some(s(t)) }, None);
            let _ = p.answer(&Ask::Distance { from: s(t), to: s("i13") }, None);
            let _ = p.answer(&Ask::After { moves: vec![s(t)], about: About::Status }, None);
            let legal_ask = Ask::Legal { mv: s(t) };
            let _ = p.explain(&legal_ask);
            let _ = p.highlights(&legal_ask);
        }
    }
}
