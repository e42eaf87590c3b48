//! Property tests of the Chinese checkers engine: the move list equals what the
//! legality check accepts, it matches an independent coordinate-based reference,
//! destination sets equal the ends of the listed paths, and random games keep
//! the invariants.

use std::collections::BTreeSet;

use plyyard::games::chinese_checkers::board::{BLUE_CAMP, Point, RED_CAMP, points};
use plyyard::games::chinese_checkers::game::{Event, Game};
use plyyard::games::chinese_checkers::legality::{check, check_move};
use plyyard::games::chinese_checkers::movegen::{destinations, legal_moves};
use plyyard::games::chinese_checkers::path::{Move, RawMove};
use plyyard::games::chinese_checkers::rules::{Rules, Side};
use plyyard::games::chinese_checkers::search::distance;
use plyyard::games::chinese_checkers::setup::Setup;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

const ALL_RULES: [&str; 4] = ["edition", "jump-captures", "camp-lock", "must-continue"];

fn rules(name: &str) -> Rules {
    Rules::with_trap(name).unwrap_or(Rules::EDITION)
}

/// Independent reference: coordinates and the rules.md text, no tables.
pub(crate) mod reference {
    use super::*;

    const DIRS: [(i32, i32); 6] = [(0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)];

    fn at(r: i32, c: i32) -> Option<Point> {
        if !(0..17).contains(&r) || !(0..=25).contains(&c) {
            return None;
        }
        Point::parse(&format!("{}{}", (b'a' + r as u8) as char, c)).ok()
    }

    fn rc(p: Point) -> (i32, i32) {
        (p.row() as i32, p.col() as i32)
    }

    pub fn moves(game: &Game, rules: &Rules) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        if game.winner().is_some() {
            return out;
        }
        let side = game.turn();
        let target = side.target_camp();
        let leaves =
            |a: Point, b: Point| rules.camp_lock && target & a.bit() != 0 && target & b.bit() == 0;
        for from in points(game.pieces(side)) {
            let occ: BTreeSet<Point> = points(game.occupied()).filter(|&q| q != from).collect();
            let (r, c) = rc(from);
            for (dr, dc) in DIRS {
                if let Some(to) = at(r + dr, c + dc) {
                    if !occ.contains(&to) && !leaves(from, to) {
                        out.insert(format!("{from}-{to}"));
                    }
                }
            }
            let mut path = vec![from];
            chains(&occ, &mut path, &mut out, rules, &leaves);
        }
        if out.is_empty() {
            out.insert("pass".to_string());
        }
        out
    }

    fn jumps_from(
        occ: &BTreeSet<Point>,
        path: &[Point],
        leaves: &dyn Fn(Point, Point) -> bool,
    ) -> Vec<Point> {
        let last = *path.last().unwrap();
        let (r, c) = rc(last);
        DIRS.iter()
            .filter_map(|&(dr, dc)| {
                let over = at(r + dr, c + dc)?;
                let land = at(r + 2 * dr, c + 2 * dc)?;
                (occ.contains(&over)
                    && !occ.contains(&land)
                    && !path.contains(&land)
                    && !leaves(last, land))
                .then_some(land)
            })
            .collect()
    }

    fn chains(
        occ: &BTreeSet<Point>,
        path: &mut Vec<Point>,
        out: &mut BTreeSet<String>,
        rules: &Rules,
        leaves: &dyn Fn(Point, Point) -> bool,
    ) {
        for land in jumps_from(occ, path, leaves) {
            path.push(land);
            let stuck = jumps_from(occ, path, leaves).is_empty();
            if !rules.must_continue || stuck {
                let names: Vec<String> = path.iter().map(|p| p.name()).collect();
                out.insert(names.join("-"));
            }
            chains(occ, path, out, rules, leaves);
            path.pop();
        }
    }
}

fn game_strategy() -> impl Strategy<Value = Game> {
    (
        proptest::collection::vec(0usize..121, 0..=10),
        proptest::collection::vec(0usize..121, 0..=10),
        any::<bool>(),
    )
        .prop_map(|(r, b, blue_turn)| {
            let red: Vec<Point> = r
                .into_iter()
                .collect::<BTreeSet<_>>()
                .into_iter()
                .filter_map(Point::new)
                .collect();
            let blue: Vec<Point> = b
                .into_iter()
                .collect::<BTreeSet<_>>()
                .into_iter()
                .filter_map(Point::new)
                .filter(|p| !red.contains(p))
                .collect();
            let turn = if blue_turn { Side::Blue } else { Side::Red };
            Setup {
                turn,
                red,
                blue,
                partial: true,
                unreadable: [0, 0],
            }
            .validate()
            .expect("distinct points, at most ten")
        })
}

fn listed(game: &Game, r: &Rules) -> Option<BTreeSet<String>> {
    legal_moves(game, r, 200_000)
        .ok()
        .map(|v| v.iter().map(|m| m.mv().to_string()).collect())
}

/// The engine's move list against the reference, the legality check and the
/// destination sets, under the edition and each trap; returns how many moves
/// were compared.
fn compare_with_reference(game: &Game) -> Result<usize, TestCaseError> {
    let mut compared = 0;
    for name in ALL_RULES {
        let r = rules(name);
        let Some(list) = listed(game, &r) else {
            continue;
        };
        prop_assert_eq!(&list, &reference::moves(game, &r), "{}", name);
        compared += list.len();
        for mv in &list {
            let raw = RawMove::parse(mv).unwrap();
            prop_assert!(
                check(game, &r, &raw).is_ok(),
                "{} rejected under {}",
                mv,
                name
            );
        }
        // destination sets = ends of the listed paths, per piece
        for from in points(game.pieces(game.turn())) {
            let ends: BTreeSet<String> = list
                .iter()
                .filter(|m| m.starts_with(&format!("{from}-")))
                .map(|m| m.rsplit('-').next().unwrap().to_string())
                .collect();
            let dests: BTreeSet<String> = points(destinations(game, &r, from))
                .map(|p| p.name())
                .collect();
            prop_assert_eq!(&ends, &dests, "{} from {}", name, from);
            for to in &dests {
                prop_assert_eq!(distance(game, &r, from, Point::parse(to).unwrap()), Some(1));
            }
        }
    }
    Ok(compared)
}

/// Long mode (`cargo test --release -- --ignored`): the reference comparison
/// on `LONG_POSITIONS` random positions (default 100 000).
#[test]
#[ignore]
fn long_run_against_the_reference() {
    let n: u32 = std::env::var("LONG_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let config = ProptestConfig {
        cases: n,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    let mut runner = proptest::test_runner::TestRunner::new_with_rng(
        config,
        proptest::test_runner::TestRng::deterministic_rng(
            proptest::test_runner::RngAlgorithm::ChaCha,
        ),
    );
    let compared = std::sync::atomic::AtomicUsize::new(0);
    runner
        .run(&game_strategy(), |game| {
            let n = compare_with_reference(&game)?;
            compared.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
            Ok(())
        })
        .unwrap();
    println!(
        "chinese-checkers: {n} positions, {} moves compared, 0 disagreements",
        compared.into_inner()
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, max_global_rejects: 100_000, ..ProptestConfig::default() })]

    #[test]
    fn move_list_matches_reference_and_check(game in game_strategy()) {
        compare_with_reference(&game)?;
    }

    #[test]
    fn check_accepts_exactly_the_listed_paths(game in game_strategy(), walk in proptest::collection::vec((0usize..6, any::<bool>()), 1..5), pick in 0usize..10) {
        let side_pieces: Vec<Point> = points(game.pieces(game.turn())).collect();
        prop_assume!(!side_pieces.is_empty());
        let from = side_pieces[pick % side_pieces.len()];
        // a random walk of steps or jump-length moves along the six lines
        let mut path = vec![from];
        for (d, long) in walk {
            let last = *path.last().unwrap();
            let next = if long { last.landing(d) } else { last.neighbour(d) };
            match next {
                Some(n) => path.push(n),
                None => break,
            }
        }
        prop_assume!(path.len() >= 2);
        let text: Vec<String> = path.iter().map(|p| p.name()).collect();
        let text = text.join("-");
        for name in ALL_RULES {
            let r = rules(name);
            let Some(list) = listed(&game, &r) else { continue };
            let ok = check(&game, &r, &RawMove::parse(&text).unwrap()).is_ok();
            prop_assert_eq!(ok, list.contains(&text), "{} under {}", text, name);
        }
    }
}

fn invariants(before: &Game, after: &Game, events: &[Event], r: &Rules) {
    let mover = before.turn();
    assert_eq!(after.turn(), mover.other());
    assert_eq!(after.pieces(Side::Red) & after.pieces(Side::Blue), 0);
    assert_eq!(
        after.pieces(mover).count_ones(),
        before.pieces(mover).count_ones()
    );
    let captured = events
        .iter()
        .filter(|e| matches!(e, Event::Captured { .. }))
        .count() as u32;
    if !r.jump_captures {
        assert_eq!(captured, 0);
    }
    assert_eq!(
        after.pieces(mover.other()).count_ones() + captured,
        before.pieces(mover.other()).count_ones()
    );
    let won = events.iter().any(|e| matches!(e, Event::Won { .. }));
    assert_eq!(won, after.pieces(mover) == mover.target_camp());
}

#[test]
fn random_games_from_the_start_keep_the_invariants() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    for name in ALL_RULES {
        let r = rules(name);
        for _ in 0..4 {
            let mut g = Game::start();
            for _ in 0..120 {
                if g.winner().is_some() {
                    break;
                }
                let list = legal_moves(&g, &r, 1_000_000).unwrap();
                assert!(!list.is_empty());
                let texts: BTreeSet<String> = list.iter().map(|m| m.mv().to_string()).collect();
                assert_eq!(texts, reference::moves(&g, &r), "{name}");
                let mv = list[rng.random_range(0..list.len())];
                let again = check_move(&g, &r, &mv.mv()).expect("listed moves are legal");
                let before = g;
                let events = g.play(again, &r);
                invariants(&before, &g, &events, &r);
                if let Move::Path(p) = mv.mv() {
                    assert_eq!(g.side_at(p.to()), Some(before.turn()));
                    assert_eq!(g.side_at(p.from()), None);
                }
            }
            if !r.jump_captures {
                assert_eq!(g.pieces(Side::Red).count_ones(), 10);
                assert_eq!(g.pieces(Side::Blue).count_ones(), 10);
            }
        }
    }
    let _ = (RED_CAMP, BLUE_CAMP);
}
