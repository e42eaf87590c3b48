//! Property tests of the dominoes engine on positions reached by random play.

use crate::common::SolvedParts;
use std::collections::{BTreeSet, HashMap};

use plyyard::game_api::{GameAdapter, ItemKind};
use plyyard::games::dominoes::playout::{deal, random_game};
use plyyard::games::dominoes::tile::{ALL_TILES, fits_mask, tiles_of};
use plyyard::games::dominoes::{
    ADAPTER, At, EDITION, Move, Oriented, Rules, State, TRAPS, Tile, Tiles,
};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn all_rules() -> Vec<Rules> {
    std::iter::once(EDITION)
        .chain(TRAPS.iter().map(|t| Rules::with_trap(t).unwrap()))
        .collect()
}

/// A position after `plies` random actions from a random deal.
fn reach(seed: u64, plies: u32, rules: Rules) -> State {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut s = deal(&mut rng);
    let mut buf = Vec::new();
    for _ in 0..plies {
        if s.outcome().is_over() {
            break;
        }
        s.legal_moves(rules, &mut buf).unwrap();
        let mut mv = buf[rng.random_range(0..buf.len())];
        if mv == Move::Draw(None) {
            let k = rng.random_range(0..s.boneyard.known.count_ones() as usize);
            mv = Move::Draw(tiles_of(s.boneyard.known).nth(k));
        }
        s.play(mv, rules).unwrap();
    }
    s
}

fn candidates() -> Vec<Move> {
    let mut v = vec![Move::Draw(None), Move::Pass];
    for i in 0..28 {
        let t = Tile::from_index(i);
        v.push(Move::Open(t.oriented()));
        v.push(Move::Open(Oriented {
            left: t.hi(),
            right: t.lo(),
        }));
        v.push(Move::Play {
            tile: t,
            at: At::Left,
        });
        v.push(Move::Play {
            tile: t,
            at: At::Right,
        });
    }
    v
}

fn check_invariants(s: &State, rules: Rules) {
    let places = [
        s.line.laid,
        s.hands[0].known,
        s.hands[1].known,
        s.boneyard.known,
    ];
    let mut union = 0u32;
    for p in places {
        assert_eq!(union & p, 0, "a tile in two places");
        union |= p;
    }
    assert_eq!(union, ALL_TILES);
    assert!(s.boneyard.count() >= rules.reserve());
    assert!(s.passes <= 2);
    let tiles: Vec<_> = s.line.iter().collect();
    for w in tiles.windows(2) {
        assert_eq!(w[0].right, w[1].left, "line halves must match");
    }
    if let (Some(first), Some(last)) = (tiles.first(), tiles.last()) {
        assert_eq!(s.line.ends(), Some((first.left, last.right)));
    }
}

/// Most draws over every order of a fully known boneyard (brute force).
fn brute_draws(s: &State, rules: Rules) -> u8 {
    fn go(bone: u32, fit: u32, reserve: u8, memo: &mut HashMap<u32, u8>) -> u8 {
        if bone.count_ones() as u8 <= reserve {
            return 0;
        }
        if let Some(&v) = memo.get(&bone) {
            return v;
        }
        let mut best = 0;
        for t in tiles_of(bone) {
            let v = if t.bit() & fit != 0 {
                1
            } else {
                1 + go(bone & !t.bit(), fit, reserve, memo)
            };
            best = best.max(v);
        }
        memo.insert(bone, best);
        best
    }
    if s.outcome().is_over() || s.line.is_empty() || s.known_playable().is_some() {
        return 0;
    }
    if rules.draw_ends_turn {
        return u8::from(s.boneyard.count() > rules.reserve());
    }
    let (l, r) = s.line.ends().unwrap();
    go(
        s.boneyard.known,
        fits_mask(l, r),
        rules.reserve(),
        &mut HashMap::new(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn listed_moves_are_exactly_the_legal_ones(seed in any::<u64>(), plies in 0u32..40, r in 0usize..4) {
        let rules = all_rules()[r];
        let s = reach(seed, plies, rules);
        check_invariants(&s, rules);
        let mut list = Vec::new();
        s.legal_moves(rules, &mut list).unwrap();
        let listed: BTreeSet<String> = list.iter().map(|m| m.to_string()).collect();
        prop_assert_eq!(listed.len(), list.len(), "no duplicates");
        let accepted: BTreeSet<String> = candidates()
            .into_iter()
            .filter(|m| s.validate(*m, rules).is_ok())
            .map(|m| m.to_string())
            .collect();
        prop_assert_eq!(&listed, &accepted);
        prop_assert_eq!(list.is_empty(), s.outcome().is_over());
        for m in &list {
            let text = m.to_string();
            prop_assert_eq!(ADAPTER.canonical_item(ItemKind::Move, &text), Some(text.clone()));
            let mut next = s;
            if *m == Move::Draw(None) {
                let t = tiles_of(s.boneyard.known).next().unwrap();
                next.play(Move::Draw(Some(t)), rules).unwrap();
            } else {
                next.play(*m, rules).unwrap();
            }
            check_invariants(&next, rules);
        }
    }

    #[test]
    fn draws_equal_brute_force_and_bound_hidden_boneyard(seed in any::<u64>(), plies in 0u32..30, r in 0usize..4) {
        let rules = all_rules()[r];
        let s = reach(seed, plies, rules);
        let max = s.max_draws(rules).unwrap();
        prop_assert_eq!(max, brute_draws(&s, rules));
        // Hiding the opponent's hand and the boneyard can only raise the bound,
        // and never changes the mover's legal actions.
        let mut hidden = s;
        let other = s.turn.other().index();
        hidden.hands[other] = Tiles { known: 0, unknown: s.hands[other].count() };
        hidden.boneyard = Tiles { known: 0, unknown: s.boneyard.count() };
        prop_assert!(hidden.max_draws(rules).unwrap() >= max);
        let (mut a, mut b) = (Vec::new(), Vec::new());
        s.legal_moves(rules, &mut a).unwrap();
        hidden.legal_moves(rules, &mut b).unwrap();
        prop_assert_eq!(a, b);
    }

    #[test]
    fn random_games_end_with_a_result(seed in any::<u64>(), r in 0usize..4) {
        let rules = all_rules()[r];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut s = deal(&mut rng);
        let mut buf = Vec::new();
        let (outcome, plies) = random_game(&mut s, rules, &mut rng, &mut buf);
        prop_assert!(outcome.is_over());
        prop_assert!(plies <= 100);
        check_invariants(&s, rules);
        match outcome {
            plyyard::games::dominoes::Outcome::EmptyHand(side) => {
                prop_assert!(s.hands[side.index()].is_empty());
            }
            plyyard::games::dominoes::Outcome::Blocked { .. } => {
                prop_assert_eq!(s.passes, 2);
                prop_assert_eq!(s.boneyard.count(), rules.reserve());
            }
            plyyard::games::dominoes::Outcome::Ongoing => unreachable!(),
        }
    }
}

// ---- Fuzzing the adapter's parsing: errors, never panics. ----

fn toml_str(s: &str) -> String {
    // A TOML basic string holding `s` (escapes through the toml crate).
    toml::Value::String(s.to_string()).to_string()
}

fn list(items: &[String]) -> String {
    let v: Vec<String> = items.iter().map(|s| toml_str(s)).collect();
    format!("[{}]", v.join(", "))
}

fn tile_like() -> impl Strategy<Value = String> {
    prop_oneof![
        "[0-9]{1,2}-[0-9]{1,2}",
        Just("?".to_string()),
        "[0-6][|/–-][0-6]",
        ".{0,6}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,24}") {
        for kind in [ItemKind::Move, ItemKind::Tile, ItemKind::Square, ItemKind::Die] {
            let _ = ADAPTER.canonical_item(kind, &text);
        }
        // A move accepted by the reader is written back in a form it reads
        // again to the same text.
        if let Some(c) = ADAPTER.canonical_item(ItemKind::Move, &text) {
            prop_assert_eq!(ADAPTER.canonical_item(ItemKind::Move, &c), Some(c.clone()));
        }
    }

    #[test]
    fn arbitrary_positions_and_questions_never_panic(
        line in proptest::collection::vec(tile_like(), 0..32),
        black in proptest::collection::vec(tile_like(), 0..10),
        white_count in -3i64..40,
        bone in prop_oneof![
            (-3i64..300).prop_map(|n| n.to_string()),
            proptest::collection::vec(tile_like(), 0..16).prop_map(|v| list(&v)),
        ],
        passes in 0i64..3,
        partial in any::<bool>(),
        turn in prop_oneof![Just("black"), Just("white"), Just("red")],
        mv in prop_oneof![".{0,12}", "[0-6]-[0-6](@(left|right|gauche|x))?", Just("draw".to_string()), Just("pass".to_string())],
    ) {
        let src = format!(
            "[position]\nturn = \"{turn}\"\nline = {}\nblack = {}\nwhite = {white_count}\nboneyard = {bone}\npasses = {passes}\npartial = {partial}\n",
            list(&line),
            list(&black),
        );
        let pos = plyyard::position_reader::with_position(&src, |r| ADAPTER.load_position(r));
        if let Some(p) = pos {
            let sp = |s: &str| toml::Spanned::new(0..0, s.to_string());
            let asks = [
                plyyard::game_api::Ask::Legal { mv: sp(&mv) },
                plyyard::game_api::Ask::Score { mv: sp(&mv) },
                plyyard::game_api::Ask::Moves { from: None },
                plyyard::game_api::Ask::Moves { from: Some(sp(&mv)) },
                plyyard::game_api::Ask::Classify,
                plyyard::game_api::Ask::Draws,
                plyyard::game_api::Ask::Status,
                plyyard::game_api::Ask::After {
                    moves: vec![sp(&mv), sp("draw"), sp("pass")],
                    about: plyyard::game_api::About::OpenEnds,
                },
            ];
            for ask in &asks {
                for trap in std::iter::once(None).chain(TRAPS.iter().map(|t| Some(*t))) {
                    let _ = p.answer(ask, trap.map(crate::common::trap));
                }
                let _ = p.explain(ask);
                let _ = p.highlights(ask);
            }
            let _ = p.diagram(std::slice::from_ref(&mv), true);
        }
    }
}

const VALID: [&str; 4] = [
    "[position]\nturn = \"black\"\nline = [\"2-4\", \"4-5\"]\nblack = [\"2-5\", \"1-2\", \"5-6\", \"?\", \"?\", \"?\"]\nwhite = 6\nboneyard = 14\n",
    "[position]\nturn = \"black\"\nline = []\nblack = [\"0-0\", \"1-3\", \"2-5\", \"3-4\", \"4-6\", \"5-5\", \"6-6\"]\nwhite = 7\nboneyard = 14\n",
    "[position]\nturn = \"white\"\nline = [\"2-5\"]\nblack = [\"1-1\"]\nwhite = [\"0-0\", \"3-3\"]\nboneyard = [\"4-4\", \"6-6\", \"?\"]\npartial = true\n",
    "[position]\nturn = \"black\"\nline = [\"2-5\"]\nblack = [\"0-4\"]\nwhite = [\"1-3\"]\nboneyard = 2\npasses = 1\npartial = true\n",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn arbitrary_move_texts_on_valid_positions_never_panic(
        which in 0usize..4,
        moves in proptest::collection::vec(
            prop_oneof![
                ".{0,10}",
                "[0-6]-[0-6](@(left|right))?",
                "(draw|pass|draw:[0-6]-[0-6])",
            ],
            1..5,
        ),
    ) {
        let p = plyyard::position_reader::with_position(VALID[which], |r| ADAPTER.load_position(r))
            .expect("valid position");
        let sp = |s: &str| toml::Spanned::new(0..0, s.to_string());
        let mut asks = vec![plyyard::game_api::Ask::After {
            moves: moves.iter().map(|m| sp(m)).collect(),
            about: plyyard::game_api::About::Status,
        }];
        for m in &moves {
            asks.push(plyyard::game_api::Ask::Legal { mv: sp(m) });
            asks.push(plyyard::game_api::Ask::Score { mv: sp(m) });
            asks.push(plyyard::game_api::Ask::Moves { from: Some(sp(m)) });
        }
        for ask in &asks {
            for trap in std::iter::once(None).chain(TRAPS.iter().map(|t| Some(*t))) {
                let answer = p.answer(ask, trap.map(crate::common::trap));
                // A legal action scores 0 in the edition.
                if let (plyyard::game_api::Ask::Score { .. }, None, Ok(a)) = (ask, trap, &answer) {
                    prop_assert_eq!(a, &plyyard::game_api::Answer::Number(0));
                }
            }
            let _ = p.explain(ask);
            let _ = p.highlights(ask);
        }
    }
}
