//! Property tests: the move list equals what the legality check accepts, the
//! state's invariants hold along random games, and random games end.

use plyyard::games::hnefatafl::board::{Bitboard, CORNERS, RESTRICTED, Square, THRONE};
use plyyard::games::hnefatafl::game::{Game, Move, MoveList, Outcome, QUIET_LIMIT};
use plyyard::games::hnefatafl::notation::{move_name, parse_move};
use plyyard::games::hnefatafl::playout::random_playout;
use plyyard::games::hnefatafl::rules::{FETLAR, Rules, TRAPS};
use plyyard::games::hnefatafl::search::{Goal, force};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn rules_of(i: usize) -> Rules {
    if i == 0 {
        FETLAR
    } else {
        Rules::with_trap(TRAPS[i - 1]).unwrap()
    }
}

/// A position reached by `plies` random moves from the start.
fn random_position(seed: u64, plies: u32, rules: &Rules) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    random_playout(&Game::start(), rules, plies, |n| rng.random_range(0..n)).0
}

fn all_squares() -> impl Iterator<Item = Square> {
    (0..121u8).map(Square::from_index)
}

fn check_invariants(g: &Game) {
    let (b, w) = (g.black(), g.white());
    assert!((b & w).is_empty());
    if !g.king_captured() {
        assert!(!(b | w).contains(g.king()));
    }
    assert!((b | w) & RESTRICTED == Bitboard::EMPTY);
    assert!(b.count() <= 24 && w.count() <= 12);
    assert!(g.quiet() <= QUIET_LIMIT);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn move_list_equals_legality_check(seed in any::<u64>(), plies in 0u32..120, trap in 0usize..5) {
        let rules = rules_of(trap);
        let g = random_position(seed, plies, &rules);
        let mut list = MoveList::new();
        g.legal_moves(&rules, &mut list);
        let listed: std::collections::HashSet<Move> = list.as_slice().iter().copied().collect();
        prop_assert_eq!(listed.len(), list.len());
        for from in all_squares() {
            for to in all_squares() {
                let mv = Move { from, to };
                prop_assert_eq!(g.check(&rules, mv).is_ok(), listed.contains(&mv), "{}", move_name(mv));
            }
        }
        // status agrees with the list
        let status = g.status(&rules);
        prop_assert_eq!(status == Outcome::Ongoing, !list.is_empty());
    }

    #[test]
    fn moves_keep_invariants(seed in any::<u64>(), trap in 0usize..5) {
        let rules = rules_of(trap);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = Game::start();
        let mut list = MoveList::new();
        for _ in 0..200 {
            if g.status(&rules) != Outcome::Ongoing { break; }
            g.legal_moves(&rules, &mut list);
            let mv = list.as_slice()[rng.random_range(0..list.len())];
            let (next, ev) = g.play(&rules, g.check(&rules, mv).unwrap());
            check_invariants(&next);
            prop_assert_eq!(next.turn(), g.turn().other());
            let removed = ev.removed(g.king());
            // pieces only disappear through the reported captures
            let before = g.black().count() + g.white().count();
            let after = next.black().count() + next.white().count();
            prop_assert_eq!(before - after, ev.captured.count() + u32::from(ev.self_captured.is_some()));
            prop_assert_eq!(next.quiet() == 0, !removed.is_empty());
            // captured squares were enemy soldiers next to the arrival square (or on the edge row)
            for s in ev.captured.iter() {
                prop_assert!(g.pieces(g.turn().other()).contains(s));
                prop_assert!(s != THRONE && !CORNERS.contains(s));
            }
            if ev.king_captured { prop_assert_eq!(next.status(&rules), Outcome::KingCaptured); }
            if ev.escaped { prop_assert_eq!(next.status(&rules), Outcome::Escaped); }
            // notation round trip
            prop_assert_eq!(parse_move(&move_name(mv)).unwrap().mv, mv);
            g = next;
        }
    }

    #[test]
    fn escape_in_one_means_a_king_route(seed in any::<u64>(), plies in 0u32..200, trap in 0usize..5) {
        let rules = rules_of(trap);
        let g = random_position(seed, plies, &rules);
        if g.status(&rules) == Outcome::Ongoing && g.turn() == plyyard::games::hnefatafl::game::Side::White {
            let f = force(&g, &rules, Goal::Escape, 1).unwrap();
            prop_assert_eq!(f.yes, !g.king_routes(&rules).is_empty());
            // more moves never hurt
            if f.yes { prop_assert!(force(&g, &rules, Goal::Escape, 2).unwrap().yes); }
        }
    }
}

#[test]
fn random_games_end() {
    for trap in 0..5 {
        let rules = rules_of(trap);
        for seed in 0..20u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + trap as u64);
            let (end, outcome, plies) =
                random_playout(&Game::start(), &rules, 5000, |n| rng.random_range(0..n));
            assert_ne!(
                outcome,
                Outcome::Ongoing,
                "seed {seed} trap {trap} after {plies}"
            );
            check_invariants(&end);
        }
    }
}

mod fuzz {
    use plyyard::game_api::{About, Ask, GameAdapter, ItemKind, Position};
    use plyyard::games::hnefatafl::ADAPTER;
    use plyyard::games::hnefatafl::board::Square;
    use plyyard::games::hnefatafl::notation::parse_move;
    use plyyard::position_reader::with_position;
    use proptest::prelude::*;
    use toml::Spanned;

    fn start() -> Box<dyn Position> {
        let src = r#"[position]
turn = "black"
attackers = ["d1", "e1", "f1", "g1", "h1", "f2", "d11", "e11", "f11", "g11", "h11", "f10", "a4", "a5", "a6", "a7", "a8", "b6", "k4", "k5", "k6", "k7", "k8", "j6"]
defenders = ["f4", "e5", "f5", "g5", "d6", "e6", "g6", "h6", "e7", "f7", "g7", "f8"]
king = "f6"
"#;
        with_position(src, |r| ADAPTER.load_position(r)).expect("start")
    }

    fn toml_string(s: &str) -> String {
        let mut out = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }

    /// Strings close to the notation: pieces of moves mixed with odd characters.
    fn near_notation() -> impl Strategy<Value = String> {
        prop::collection::vec(
            prop_oneof![
                Just("f6".to_string()),
                Just("a11".to_string()),
                Just("-".to_string()),
                Just("x".to_string()),
                Just("/".to_string()),
                Just(",".to_string()),
                Just(" ".to_string()),
                Just("é".to_string()),
                Just("—".to_string()),
                Just("×".to_string()),
                "[a-l]",
                "[0-9]{1,3}",
                any::<char>().prop_map(|c| c.to_string()),
            ],
            0..8,
        )
        .prop_map(|v| v.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        #[test]
        fn arbitrary_text_never_panics(text in prop_oneof![any::<String>(), near_notation()]) {
            let _ = Square::parse(&text);
            if let Some(w) = parse_move(&text) {
                // what parses names real squares
                prop_assert!(w.mv.from.index() < 121 && w.mv.to.index() < 121);
            }
            let _ = ADAPTER.canonical_item(ItemKind::Square, &text);
            let _ = ADAPTER.canonical_item(ItemKind::Move, &text);
            let _ = ADAPTER.canonical_item(ItemKind::Die, &text);
            let p = start();
            let sp = Spanned::new(0..1, text.clone());
            for ask in [
                Ask::Legal { mv: sp.clone() },
                Ask::Moves { from: Some(sp.clone()) },
                Ask::After { moves: vec![sp.clone()], about: About::Captured },
                Ask::After { moves: vec![Spanned::new(0..1, "d1-d3".into()), sp.clone()], about: About::Status },
            ] {
                let _ = p.answer(&ask, None);
                let _ = p.answer(&ask, Some(crate::common::trap("weak-king")));
                let _ = p.solve(&ask, None);
            }
            let _ = p.diagram(std::slice::from_ref(&text), true);
        }

        #[test]
        fn arbitrary_position_values_never_panic(
            king in prop_oneof![any::<String>(), near_notation()],
            att in prop::collection::vec(prop_oneof![any::<String>(), near_notation()], 0..30),
            turn in prop_oneof![Just("black".to_string()), Just("white".to_string()), any::<String>()],
            quiet in -5i64..110,
        ) {
            let list = |v: &[String]| v.iter().map(|s| toml_string(s)).collect::<Vec<_>>().join(", ");
            let src = format!(
                "[position]\nturn = {}\nattackers = [{}]\ndefenders = [{}]\nking = {}\nquiet = {quiet}\n",
                toml_string(&turn), list(&att), list(&att[att.len() / 2..]), toml_string(&king)
            );
            let ok = with_position(&src, |r| {
                let p = ADAPTER.load_position(r);
                (p.is_some(), r.problems().is_empty())
            });
            // a position is returned exactly when no problem was reported
            prop_assert_eq!(ok.0, ok.1);
        }
    }
}
