//! Review tests: corner cases of rules.md §1 with answers worked out by hand
//! (routes near the home entries, exact finish, exits, stacks, safe squares,
//! extra rolls, the six counter, the win, notation, capture-rolls, traps),
//! and parsing fuzz (arbitrary text never panics).

use crate::common::SolvedParts;
use plyyard::game_api::{About, Answer, Ask, GameAdapter, ItemKind, Position};
use plyyard::games::aeroplane::ADAPTER;
use plyyard::position_reader::with_position;
use proptest::prelude::*;
use toml::Spanned;

/// A position: `red` and `yellow` are 4 squares each.
fn pos(turn: &str, red: [&str; 4], yellow: [&str; 4], dice: Option<u8>, sixes: u8) -> String {
    let list = |l: [&str; 4]| {
        l.iter()
            .map(|s| format!("\"{s}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut s = format!(
        "[position]\nturn = \"{turn}\"\nred = [{}]\nyellow = [{}]\n",
        list(red),
        list(yellow)
    );
    if let Some(d) = dice {
        s.push_str(&format!("dice = {d}\n"));
    }
    if sixes > 0 {
        s.push_str(&format!("sixes = {sixes}\n"));
    }
    s
}

fn load(src: &str) -> Box<dyn Position> {
    with_position(src, |r| {
        let p = ADAPTER.load_position(r);
        assert!(r.problems().is_empty(), "{src}\n{:?}", r.problems());
        p
    })
    .expect("valid position")
}

fn codes(src: &str) -> Vec<String> {
    with_position(src, |r| {
        assert!(ADAPTER.load_position(r).is_none(), "{src}");
        r.problems().iter().map(|p| p.code.to_string()).collect()
    })
}

fn sp(s: &str) -> Spanned<String> {
    Spanned::new(0..s.len(), s.to_string())
}

fn about(name: &str) -> About {
    match name {
        "landing" => About::Landing,
        "captured" => About::Captured,
        "extra-roll" => About::ExtraRoll,
        "turn" => About::Turn,
        "status" => About::Status,
        other => panic!("{other}"),
    }
}

/// The answer as canonical text (sets sorted as the engine sorts them).
fn answer(src: &str, ask: &Ask, trap: Option<&str>) -> String {
    let p = load(src);
    match p.answer(ask, trap.map(crate::common::trap)) {
        Ok(a) => a.to_string(),
        Err(e) => panic!("{src}\n{ask:?}: {:?}", e.message),
    }
}

fn after(src: &str, moves: &[&str], what: &str, trap: Option<&str>) -> String {
    let ask = Ask::After {
        moves: moves.iter().map(|m| sp(m)).collect(),
        about: about(what),
    };
    answer(src, &ask, trap)
}

fn legal(src: &str, mv: &str) -> String {
    answer(src, &Ask::Legal { mv: sp(mv) }, None)
}

fn rolls(src: &str, target: &str, trap: Option<&str>) -> String {
    answer(src, &Ask::CaptureRolls { target: sp(target) }, trap)
}

fn moves(src: &str, from: Option<&str>) -> String {
    answer(src, &Ask::Moves { from: from.map(sp) }, None)
}

fn set(items: &[&str]) -> String {
    Answer::set(items.iter().copied()).to_string()
}

const B: &str = "base";

// ---------------------------------------------------------------- routes

#[test]
fn red_route_turns_into_its_lane_at_51() {
    // Red on 46 is progress 45; +6 = 51 = R1.
    let p = pos("red", ["46", B, B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["6:46"], "landing", None), "R1");
    // 48 (a star, progress 47) + 3 = 51, red's home entry, still on the ring.
    let p = pos("red", ["48", B, B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["3:48"], "landing", None), "51");
    assert_eq!(after(&p, &["4:48"], "landing", None), "R1");
    // 50 + 2 never reaches 52: it is R1.
    let p = pos("red", ["50", B, B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["2:50"], "landing", None), "R1");
    // 51 + 6 = progress 56 = goal; 51 + 5 = R5.
    let p = pos("red", ["51", B, B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["6:51"], "landing", None), "goal");
    assert_eq!(after(&p, &["5:51"], "landing", None), "R5");
}

#[test]
fn yellow_route_wraps_past_52_and_turns_in_at_25() {
    // 50 is yellow progress 23; +6 = progress 29 = square 4.
    let p = pos("yellow", [B; 4], ["50", B, B, B], None, 0);
    assert_eq!(after(&p, &["6:50"], "landing", None), "4");
    // 52 + 1 = 1 (red's start, safe for yellow to stand on).
    let p = pos("yellow", [B; 4], ["52", B, B, B], None, 0);
    assert_eq!(after(&p, &["1:52"], "landing", None), "1");
    // Yellow passes red's home entry 51 without turning.
    let p = pos("yellow", [B; 4], ["49", B, B, B], None, 0);
    assert_eq!(after(&p, &["4:49"], "landing", None), "1");
    // 23 (progress 48) + 2 = 25, the home entry; + 3 = Y1, never 26.
    let p = pos("yellow", [B; 4], ["23", B, B, B], None, 0);
    assert_eq!(after(&p, &["2:23"], "landing", None), "25");
    assert_eq!(after(&p, &["3:23"], "landing", None), "Y1");
    assert_eq!(after(&p, &["6:23"], "landing", None), "Y4");
    // 25 (progress 50) + 6 = goal.
    let p = pos("yellow", [B; 4], ["25", B, B, B], Some(6), 0);
    assert_eq!(moves(&p, Some("25")), "goal");
}

#[test]
fn off_route_squares_are_rejected() {
    // Red never stands on 52, yellow never on 26.
    let p = pos("red", ["52", B, B, B], ["26", B, B, B], None, 0);
    assert_eq!(codes(&p), ["off-route", "off-route"]);
    // But the other side may: yellow on 52, red on 26.
    load(&pos("red", ["26", B, B, B], ["52", B, B, B], None, 0));
}

// -------------------------------------------------------- exact finish

#[test]
fn exact_finish_and_overshoot() {
    // R1 is progress 51: goal needs exactly 5.
    let p = pos("red", ["R1", B, B, B], [B; 4], None, 0);
    assert_eq!(legal(&p, "5:R1"), "yes");
    assert_eq!(legal(&p, "6:R1"), "no");
    // The 6 still lets a plane in base out.
    assert_eq!(legal(&p, "6:base"), "yes");
    // Y5 needs a 1; the 2 has no use at all and passes the turn.
    let p = pos("yellow", [B; 4], ["Y5", "goal", "goal", "goal"], None, 0);
    assert_eq!(legal(&p, "2:Y5"), "no");
    assert_eq!(after(&p, &["2"], "turn", None), "red");
    assert_eq!(after(&p, &["1:Y5"], "status", None), "yellow");
}

#[test]
fn a_plane_at_goal_does_not_count_as_movable() {
    // Red: goal, goal, R5, R4 with a 3: nothing can move, the 3 passes.
    let p = pos("red", ["goal", "goal", "R5", "R4"], [B; 4], Some(3), 0);
    assert_eq!(moves(&p, None), "none");
    assert_eq!(after(&p, &["3"], "turn", None), "yellow");
    assert_eq!(after(&p, &["3"], "extra-roll", None), "no");
}

// ---------------------------------------------------------------- exits

#[test]
fn exit_only_on_six_onto_the_safe_start() {
    // A yellow plane sits on red's start: the exit shares the square.
    let p = pos("red", [B; 4], ["1", B, B, B], Some(6), 0);
    assert_eq!(after(&p, &["base"], "captured", None), "none");
    assert_eq!(after(&p, &["base"], "landing", None), "1");
    // The 6 still gives its extra roll.
    assert_eq!(after(&p, &["base"], "extra-roll", None), "yes");
    assert_eq!(after(&p, &["base"], "turn", None), "red");
    // Yellow exits onto 27, shared with two red planes.
    let p = pos("yellow", ["27", "27", B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["6:base"], "captured", None), "none");
    assert_eq!(after(&p, &["6:base"], "landing", None), "27");
    // No exit on a 4, even with every plane in base: the 4 passes.
    let p = pos("yellow", [B; 4], [B; 4], None, 0);
    assert_eq!(legal(&p, "4:base"), "no");
    assert_eq!(legal(&p, "4"), "yes");
    assert_eq!(
        answer(&p, &Ask::Legal { mv: sp("4:base") }, Some("even-exit")),
        "yes"
    );
}

// ------------------------------------------------------------- captures

#[test]
fn captures_send_the_whole_stack_back() {
    // Three yellow planes on 30; red on 25 rolls 5.
    let p = pos("red", ["25", B, B, B], ["30", "30", "30", "Y2"], None, 0);
    assert_eq!(after(&p, &["5:25"], "captured", None), "30");
    assert_eq!(after(&p, &["5:25"], "extra-roll", None), "yes");
    // Afterwards yellow has three planes in base: with a 6 it may exit.
    assert_eq!(
        after(&p, &["5:25", "1:30", "6:base"], "landing", None),
        "27"
    );
    // Passing over them does nothing: 25 + 6 = 31, no capture, turn passes.
    assert_eq!(after(&p, &["6:25"], "captured", None), "none");
}

#[test]
fn safe_squares_protect_every_one_of_the_eight() {
    for safe in ["1", "9", "14", "22", "27", "35", "40", "48"] {
        let n: u8 = safe.parse().unwrap();
        // A yellow plane on the safe square (yellow never stands on 26).
        // Red approaches from 3 squares behind on its own route.
        if n == 1 {
            continue; // red never lands on its own start by a die move
        }
        let from = n - 3;
        let p = pos(
            "red",
            [&from.to_string(), B, B, B],
            [safe, B, B, B],
            None,
            0,
        );
        assert_eq!(
            after(&p, &[&format!("3:{from}")], "captured", None),
            "none",
            "{safe}"
        );
        assert_eq!(rolls(&p, safe, None), "none", "{safe}");
    }
}

#[test]
fn no_captures_in_lanes() {
    // Lane squares are private, so no plane of the other side is ever there;
    // a target in a lane cannot be captured.
    let p = pos("red", ["49", B, B, B], ["Y2", B, B, B], None, 0);
    assert_eq!(rolls(&p, "Y2", None), "none");
}

// ----------------------------------------------------------- extra rolls

#[test]
fn one_extra_roll_per_move_even_with_three_reasons() {
    // Red on 7 rolls 6 onto 13 and captures: one extra roll only.
    let p = pos("red", ["7", B, B, B], ["13", "30", B, B], None, 0);
    assert_eq!(after(&p, &["6:7"], "extra-roll", None), "yes");
    // The next non-6 without capture ends the turn: nothing was stored.
    assert_eq!(after(&p, &["6:7", "2:13"], "turn", None), "yellow");
    // Arrival with a 6 that is not the last plane: one extra roll.
    let p = pos("red", ["51", "5", B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["6:51"], "extra-roll", None), "yes");
    assert_eq!(after(&p, &["6:51", "1:5"], "turn", None), "yellow");
}

#[test]
fn the_winning_move_ends_the_game() {
    // The fourth plane arrives with a 6: red wins, no extra roll.
    let p = pos(
        "red",
        ["51", "goal", "goal", "goal"],
        ["12", B, B, B],
        None,
        0,
    );
    assert_eq!(after(&p, &["6:51"], "status", None), "red");
    assert_eq!(after(&p, &["6:51"], "extra-roll", None), "no");
    let won = pos("yellow", ["goal"; 4], ["12", B, B, B], None, 0);
    assert_eq!(legal(&won, "3:12"), "no");
    assert_eq!(answer(&won, &Ask::Status, None), "red");
}

// ------------------------------------------------------- the six counter

#[test]
fn third_six_is_cancelled_and_earlier_moves_stay() {
    let p = pos("red", ["10", B, B, B], ["19", B, B, B], None, 0);
    // 6: 10 → 16; 3: 16 → 19 captures (extra roll, count back to 0);
    // 6: 19 → 25; 6: 25 → 31; the next 6 is the third in a row: cancelled.
    let seq = ["6:10", "3:16", "6:19", "6:25", "6"];
    assert_eq!(after(&p, &seq, "landing", None), "31");
    assert_eq!(after(&p, &seq, "turn", None), "yellow");
    assert_eq!(after(&p, &seq, "extra-roll", None), "no");
    // Under third-six-undo only the run of 6s after the capture goes back.
    assert_eq!(after(&p, &seq, "landing", Some("third-six-undo")), "19");
    // After 6, 3 (capture), 6: only one 6 in the current run; 6 still plays.
    assert_eq!(
        after(&p, &["6:10", "3:16", "6:19", "6:25"], "landing", None),
        "31"
    );
    // A non-6 with capture resets the count: 6, 6, then a capturing 2,
    // then a 6 is the first of a new run and moves.
    let p = pos("red", ["1", B, B, B], ["15", B, B, B], None, 0);
    let seq = ["6:1", "6:7", "2:13", "6:15"];
    assert_eq!(after(&p, &seq, "landing", None), "21");
    assert_eq!(after(&p, &seq, "turn", None), "red");
}

#[test]
fn third_six_is_a_bare_number_and_a_named_plane_is_illegal() {
    let p = pos("red", ["13", "17", B, B], ["19", B, B, B], None, 2);
    assert_eq!(legal(&p, "6"), "yes");
    assert_eq!(legal(&p, "6:13"), "no");
    assert_eq!(legal(&p, "6:base"), "no");
    assert_eq!(after(&p, &["6"], "turn", None), "yellow");
    assert_eq!(after(&p, &["6"], "extra-roll", None), "no");
    // A capturing 2 resets the count: the 6 then moves again.
    assert_eq!(after(&p, &["2:17", "6:13"], "landing", None), "19");
    assert_eq!(after(&p, &["2:17", "6:13"], "turn", None), "red");
    // Pending second 6: played, then the next 6 is the third.
    let p = pos("red", ["13", B, B, B], ["30", B, B, B], Some(6), 1);
    assert_eq!(after(&p, &["13", "6"], "landing", None), "19");
    assert_eq!(after(&p, &["13", "6"], "turn", None), "yellow");
    assert_eq!(legal(&p, "13"), "yes");
}

#[test]
fn a_six_with_no_use_passes_the_turn() {
    // Red: only a plane on R1 (needs 5) and goals; the 6 has no use.
    let p = pos(
        "red",
        ["R1", "goal", "goal", "goal"],
        ["30", B, B, B],
        None,
        0,
    );
    assert_eq!(legal(&p, "6"), "yes");
    assert_eq!(after(&p, &["6"], "turn", None), "yellow");
    assert_eq!(after(&p, &["6"], "extra-roll", None), "no");
    // Then yellow to move: a 3 for its plane on 30.
    assert_eq!(after(&p, &["6", "3:30"], "landing", None), "33");
}

// ------------------------------------------------------------- notation

#[test]
fn notation_forms() {
    let p = pos("red", ["4", "12", B, B], [B; 4], Some(4), 0);
    // A bare number with a pending roll names a plane's square.
    assert_eq!(after(&p, &["4"], "landing", None), "8");
    assert_eq!(after(&p, &["12"], "landing", None), "16");
    assert_eq!(after(&p, &["4:12"], "landing", None), "16");
    assert_eq!(after(&p, &[" 4 : 012 "], "landing", None), "16");
    assert_eq!(legal(&p, "3:12"), "no"); // not the pending roll
    assert_eq!(legal(&p, "base"), "no");
    // The pending 4 cannot be passed while a plane can use it.
    assert_eq!(legal(&p, "7"), "no");
    // Upper-case BASE and lane letters.
    let p = pos("red", ["r2", B, B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["6:BASE"], "landing", None), "1");
    assert_eq!(after(&p, &["3:r2"], "landing", None), "R5");
    // No roll pending: the plane alone cannot be played.
    assert_eq!(legal(&p, "R2"), "no");
    // Unreadable moves are question errors, not panics.
    let pp = load(&p);
    for bad in ["", "x", "3:", ":R2", "3:R9", "3:G2", "3:53", "-1:R2"] {
        assert!(
            pp.answer(&Ask::Legal { mv: sp(bad) }, None).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn bare_pending_value_without_use_is_a_pass() {
    // All red planes in base, pending 5: "5" is the roll passed.
    let p = pos("red", [B; 4], ["30", B, B, B], Some(5), 0);
    assert_eq!(legal(&p, "5"), "yes");
    assert_eq!(after(&p, &["5"], "turn", None), "yellow");
    assert_eq!(moves(&p, None), "none");
}

// ---------------------------------------------------------- capture-rolls

#[test]
fn capture_rolls_follow_the_movers_route() {
    // Yellow to move; red planes on 25 and 26. Yellow on 21 and 22.
    // 25 is yellow's home entry: reached with 4 from 21, 3 from 22.
    // 26 lies beyond it: yellow never lands there.
    let p = pos("yellow", ["25", "26", B, B], ["21", "22", B, B], None, 0);
    assert_eq!(rolls(&p, "25", None), set(&["3", "4"]));
    assert_eq!(rolls(&p, "26", None), "none");
    // Red to move: yellow on 52 lies beyond red's home entry.
    let p = pos("red", ["47", "50", B, B], ["52", "51", B, B], None, 0);
    assert_eq!(rolls(&p, "52", None), "none");
    assert_eq!(rolls(&p, "51", None), set(&["1", "4"]));
}

#[test]
fn capture_rolls_exits_sixes_and_pending_roll() {
    // Red on 12 and in base; yellow on 18. 6 reaches 18 from 12.
    let p = pos("red", ["12", B, B, B], ["18", B, B, B], None, 0);
    assert_eq!(rolls(&p, "18", None), "6");
    // With two 6s already played, the 6 is cancelled.
    let p = pos("red", ["12", B, B, B], ["18", B, B, B], None, 2);
    assert_eq!(rolls(&p, "18", None), "none");
    // A yellow plane on red's start: an exit never captures.
    let p = pos("red", [B; 4], ["1", B, B, B], None, 0);
    assert_eq!(rolls(&p, "1", None), "none");
    assert_eq!(rolls(&p, "1", Some("even-exit")), "none");
    // With a pending roll, only that roll counts.
    let p = pos("red", ["10", "8", B, B], ["13", B, B, B], Some(3), 0);
    assert_eq!(rolls(&p, "13", None), "3");
    let p = pos("red", ["10", "8", B, B], ["13", B, B, B], Some(5), 0);
    assert_eq!(rolls(&p, "13", None), "5");
    let p = pos("red", ["10", "8", B, B], ["13", B, B, B], Some(4), 0);
    assert_eq!(rolls(&p, "13", None), "none");
    let p = pos("red", ["10", "8", B, B], ["13", B, B, B], None, 0);
    assert_eq!(rolls(&p, "13", None), set(&["3", "5"]));
}

#[test]
fn capture_rolls_errors() {
    // A target with no opposing plane is an error at the parameter.
    let p = load(&pos("red", ["10", B, B, B], ["13", B, B, B], None, 0));
    for bad in ["14", "10", "Q", "", "99"] {
        let e = p
            .answer(&Ask::CaptureRolls { target: sp(bad) }, None)
            .unwrap_err();
        assert!(e.span.is_some(), "{bad}");
    }
}

// ----------------------------------------------------------------- traps

#[test]
fn colour_jump_trap_by_hand() {
    let cj = Some("colour-jump");
    // Yellow's colour: 3, 7, 11, …, 27, 31, … (n − 1) mod 4 = 2.
    // Yellow 17 (progress 42) + 2 = 19 (progress 44), yellow: jumps to 23.
    let p = pos("yellow", [B; 4], ["17", B, B, B], None, 0);
    assert_eq!(after(&p, &["2:17"], "landing", cj), "23");
    assert_eq!(after(&p, &["2:17"], "landing", None), "19");
    // Yellow 20 + 3 = 23 (progress 48): a jump would pass 25, so it stays.
    let p = pos("yellow", [B; 4], ["20", B, B, B], None, 0);
    assert_eq!(after(&p, &["3:20"], "landing", cj), "23");
    // Red on a red square that is a star: 6 + 3 = 9 → 13.
    let p = pos("red", ["6", B, B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["3:6"], "landing", cj), "13");
    // Red 43 + 2 = 45 (progress 44) → 49 (progress 48), which is allowed.
    let p = pos("red", ["43", B, B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["2:43"], "landing", cj), "49");
    // Red landing on a green square does not jump.
    let p = pos("red", ["3", B, B, B], [B; 4], None, 0);
    assert_eq!(after(&p, &["3:3"], "landing", cj), "6");
    // capture-rolls under the trap: red on 10, yellow on 17.
    // Edition: 17 is 7 away. Trap: 3 → 13 (red) → 17, capture.
    let p = pos("red", ["10", B, B, B], ["17", B, B, B], None, 0);
    assert_eq!(rolls(&p, "17", None), "none");
    assert_eq!(rolls(&p, "17", cj), "3");
}

#[test]
fn third_six_undo_trap_by_hand() {
    let undo = Some("third-six-undo");
    // 6 exits, 6 moves the plane 1 → 7, the third 6 takes both back.
    let p = pos("red", [B; 4], ["30", B, B, B], None, 0);
    let seq = ["6:base", "6:1", "6"];
    assert_eq!(after(&p, &seq, "landing", None), "7");
    assert_eq!(after(&p, &seq, "landing", undo), "base");
    assert_eq!(after(&p, &seq, "turn", undo), "yellow");
    // A capture made with an earlier 6 is undone too: yellow returns to 13.
    let p = pos("red", ["7", B, B, B], ["13", B, B, B], None, 0);
    let seq = ["6:7", "6:13", "6", "4:13"];
    // Edition: red on 19, yellow in base then… yellow must exit with a 6, so
    // "4:13" is illegal there; under the trap yellow is back on 13.
    assert_eq!(after(&p, &seq, "landing", undo), "17");
}

#[test]
fn even_exit_trap_by_hand() {
    let p = pos("red", [B, B, B, "20"], [B; 4], Some(2), 0);
    assert_eq!(moves(&p, None), "20");
    assert_eq!(
        answer(&p, &Ask::Moves { from: None }, Some("even-exit")),
        set(&["base", "20"])
    );
    // The exit with a 2 lands on the start square, no extra roll.
    assert_eq!(after(&p, &["base"], "landing", Some("even-exit")), "1");
    assert_eq!(after(&p, &["base"], "turn", Some("even-exit")), "yellow");
}

// ------------------------------------------------------------ validation

#[test]
fn validation_corner_cases() {
    // Opponents on a non-safe square.
    assert_eq!(
        codes(&pos("red", ["30", B, B, B], ["30", B, B, B], None, 0)),
        ["opponents-share-square"]
    );
    // On a safe square they may share.
    load(&pos("red", ["35", B, B, B], ["35", B, B, B], None, 0));
    // Lanes of the other side.
    assert_eq!(
        codes(&pos("red", ["Y1", B, B, B], ["R1", B, B, B], None, 0)),
        ["wrong-lane", "wrong-lane"]
    );
    // A third 6 cannot be pending.
    assert_eq!(
        codes(&pos("red", ["10", B, B, B], [B; 4], Some(6), 2)),
        ["third-six-pending"]
    );
}

// ------------------------------------------------------------------ fuzz

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,12}", pick in 0usize..6) {
        let srcs = [
            pos("red", ["10", "R2", B, "goal"], ["13", "Y4", B, B], None, 0),
            pos("yellow", ["10", "R2", B, "goal"], ["13", "Y4", B, B], Some(6), 1),
            pos("red", [B; 4], ["1", B, B, B], Some(3), 0),
        ];
        let p = load(&srcs[pick % 3]);
        let t = sp(&text);
        let _ = p.answer(&Ask::Legal { mv: t.clone() }, None);
        let _ = p.answer(&Ask::Moves { from: Some(t.clone()) }, None);
        let _ = p.answer(&Ask::CaptureRolls { target: t.clone() }, Some(crate::common::trap("colour-jump")));
        let _ = p.answer(&Ask::After { moves: vec![t.clone(), t.clone()], about: About::Landing }, None);
        let _ = p.explain(&Ask::Legal { mv: t.clone() });
        let _ = p.highlights(&Ask::CaptureRolls { target: t.clone() });
        for kind in [ItemKind::Square, ItemKind::Die, ItemKind::Move, ItemKind::Tile] {
            let _ = ADAPTER.canonical_item(kind, &text);
        }
    }

    #[test]
    fn structured_moves_never_panic(roll in 0u32..300, sq in "(base|goal|[RYGBX]?[0-9]{1,3})", sep in prop::sample::select(vec![":", " : ", "::", ""])) {
        let p = load(&pos("red", ["10", "R2", B, "goal"], ["13", "Y4", B, B], None, 1));
        let mv = format!("{roll}{sep}{sq}");
        let _ = p.answer(&Ask::Legal { mv: sp(&mv) }, None);
        let _ = p.explain(&Ask::After { moves: vec![sp(&mv)], about: About::Turn });
    }
}
