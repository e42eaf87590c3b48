//! Each shortcut of the search against the brute-force fact it stands for,
//! on random crowded positions under the edition and every trap.

use super::super::super::board::{Bitboard, CORNERS, RESTRICTED, Square};
use super::super::super::game::{Game, MoveList, Side};
use super::super::super::rules::{FETLAR, Rules, TRAPS};
use super::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn all_rules() -> Vec<Rules> {
    let mut v = vec![FETLAR];
    v.extend(TRAPS.iter().filter_map(|t| Rules::with_trap(t)));
    v
}

/// The king on a random square (on the edge if asked), pieces anywhere.
fn scattered(
    rng: &mut ChaCha8Rng,
    on_edge: bool,
    black: std::ops::Range<usize>,
    white: std::ops::Range<usize>,
    radius: u8,
    turn: Side,
) -> Game {
    let (black, white) = (rng.random_range(black), rng.random_range(white));
    let king = loop {
        let s = Square::from_index(rng.random_range(0..121u8));
        if !RESTRICTED.contains(s) && (!on_edge || s.is_edge()) {
            break s;
        }
    };
    let mut taken = king.bb() | RESTRICTED;
    let near = |s: Square| {
        s.file()
            .abs_diff(king.file())
            .max(s.rank().abs_diff(king.rank()))
            <= radius
    };
    let mut place = |count: usize, rng: &mut ChaCha8Rng| {
        let mut b = Bitboard::EMPTY;
        let mut tries = 0;
        while b.count() < count as u32 && tries < 10_000 {
            tries += 1;
            let s = Square::from_index(rng.random_range(0..121u8));
            if !taken.contains(s) && near(s) {
                b.insert(s);
                taken.insert(s);
            }
        }
        b
    };
    let mut b = place(black, rng);
    let mut w = place(white, rng);
    // on the edge, a piece between the king and each corner he sees
    if on_edge {
        for c in CORNERS.iter() {
            let path: Vec<Square> = between(king, c).iter().collect();
            if !path.is_empty() && (between(king, c) & (b | w)).is_empty() {
                let s = path[rng.random_range(0..path.len())];
                if rng.random_range(0..2) == 0 {
                    b.insert(s)
                } else {
                    w.insert(s)
                }
            }
        }
    }
    Game::from_parts(b, w, king, turn, 0)
}

fn moves(g: &Game, rules: &Rules) -> Vec<Move> {
    let mut list = MoveList::new();
    g.legal_moves(rules, &mut list);
    list.as_slice().to_vec()
}

/// Black to move: some reply (or none at all) leaves white without an
/// escape in one.
fn black_holds_the_escape(g: &Game, rules: &Rules) -> bool {
    let replies = moves(g, rules);
    replies.is_empty()
        || replies.iter().any(|&m| {
            let next = g.apply(rules, m).0;
            next.ended(rules).is_some() || next.king_routes(rules).is_empty()
        })
}

#[test]
fn escape_out_of_reach_in_one_is_never_wrong() {
    let mut rng = ChaCha8Rng::seed_from_u64(71);
    let mut shown = 0;
    for rules in all_rules() {
        for i in 0..4000 {
            // few black pieces among many white ones: black often has few
            // moves, the case where a quiet reply may not exist
            let g = scattered(
                &mut rng,
                i % 8 != 0,
                1..5,
                4..30,
                [2, 3, 10][i % 3],
                Side::Black,
            );
            if g.ended(&rules).is_some() || !escape_out_of_reach_in_one(&g, &rules) {
                continue;
            }
            assert!(black_holds_the_escape(&g, &rules), "{rules:?} {g:?}");
            shown += usize::from(g.king().is_edge());
        }
    }
    assert!(shown > 500, "only {shown} edge cases");
}

#[test]
fn white_moves_away_from_what_matters_leave_black_a_quiet_reply() {
    let mut rng = ChaCha8Rng::seed_from_u64(73);
    let mut skipped = 0;
    for rules in all_rules() {
        for i in 0..3000 {
            let g = scattered(&mut rng, true, 1..6, 2..24, [2, 3, 10][i % 3], Side::White);
            if g.ended(&rules).is_some()
                || !g.king_routes(&rules).is_empty()
                || CORNERS.contains(g.king())
            {
                continue;
            }
            let Some(matter) = squares_that_matter(&g, &rules) else {
                continue;
            };
            for m in moves(&g, &rules) {
                if matter.contains(m.from) || matter.contains(m.to) {
                    continue;
                }
                let next = g.apply(&rules, m).0;
                assert!(
                    next.ended(&rules).is_some() || black_holds_the_escape(&next, &rules),
                    "{rules:?} {m:?} {g:?}"
                );
                skipped += 1;
            }
        }
    }
    assert!(skipped > 5000, "only {skipped} moves skipped");
}

#[test]
fn every_soldier_move_keeps_the_capture_two_moves_away() {
    let mut rng = ChaCha8Rng::seed_from_u64(79);
    let mut shown = 0;
    for rules in all_rules() {
        for _ in 0..300 {
            let g = scattered(&mut rng, false, 4..20, 8..16, 10, Side::White);
            if g.ended(&rules).is_some() || !capture_out_of_reach_after_white(&g, &rules) {
                continue;
            }
            for m in moves(&g, &rules).into_iter().filter(|m| m.from != g.king()) {
                let next = g.apply(&rules, m).0;
                if next.ended(&rules).is_some() {
                    continue;
                }
                assert!(
                    capture_need(&next, &rules, next.king()) >= 3
                        && mobile_defenders(&next, &rules) >= 4,
                    "{rules:?} {m:?} {g:?}"
                );
                shown += 1;
            }
        }
    }
    assert!(shown > 5000, "only {shown} soldier moves checked");
}
