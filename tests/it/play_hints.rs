//! Hints that teach, for dominoes and Chinese checkers: on seeded positions
//! reached by play, the hint is a legal move and its reason says in words
//! what the move does, worked out here from the move itself (pieces jumped
//! and ground gained; tiles that still fit afterwards), in every language.
//! Neither game loses material (nothing is captured in Chinese checkers,
//! dominoes has no capture), so the one-reply check of hnefatafl
//! (`hnefatafl_hints`) has nothing to look at here.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use plyyard::games::chinese_checkers::ai as cc_ai;
use plyyard::games::chinese_checkers::game::Game as CcGame;
use plyyard::games::chinese_checkers::legality::check_move;
use plyyard::games::chinese_checkers::path::Move as CcMove;
use plyyard::games::chinese_checkers::rules::Rules as CcRules;
use plyyard::games::dominoes::moves::Move as DomMove;
use plyyard::games::dominoes::playout::deal;
use plyyard::games::dominoes::tile::fits_mask;
use plyyard::games::dominoes::{EDITION, State};
use plyyard::games::play::Playable;
use plyyard::i18n::{Lang, Localiser};

/// Positions per game.
const POSITIONS: u64 = 500;

/// A Chinese-checkers position after `plies` moves of the level-1 opponent.
fn cc_position(seed: u64) -> Option<CcGame> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = CcGame::start();
    let plies = rng.random_range(0..70);
    for _ in 0..plies {
        let (mv, _) = cc_ai::choose(&g, &CcRules::EDITION, 1, &mut rng);
        let legal = check_move(&g, &CcRules::EDITION, &mv).ok()?;
        g.play(legal, &CcRules::EDITION);
        if g.winner().is_some() {
            return None;
        }
    }
    Some(g)
}

#[test]
fn chinese_checkers_hints_say_what_the_move_does() {
    let en = Localiser::new(Lang::En);
    let others: Vec<Localiser> = [Lang::Fr, Lang::Ru]
        .into_iter()
        .map(Localiser::new)
        .collect();
    let mut jumps_seen = 0;
    for seed in 0..POSITIONS {
        let Some(g) = cc_position(seed) else { continue };
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xC0FFEE);
        let choice = g.hint(&[], &mut rng);
        let legal = check_move(&g, &CcRules::EDITION, &choice.mv)
            .unwrap_or_else(|e| panic!("seed {seed}: hint {:?} is illegal: {e:?}", choice.mv));
        let text = en.text(&choice.reason);
        let CcMove::Path(path) = &choice.mv else {
            assert!(text.contains("pass"), "seed {seed}: {text}");
            continue;
        };
        let side = g.turn();
        let mut after = g;
        after.play(legal, &CcRules::EDITION);
        if after.winner() == Some(side) {
            continue;
        }
        let gained =
            cc_ai::distance_sum(&g, side) as i64 - cc_ai::distance_sum(&after, side) as i64;
        let jumped = if path.is_step() { 0 } else { path.len() - 1 };
        if jumped > 0 {
            jumps_seen += 1;
            let words = if jumped == 1 {
                "jumps over one piece".to_string()
            } else {
                format!("jumps over {jumped} pieces")
            };
            assert!(text.contains(&words), "seed {seed}: {text}");
        }
        let ground = match gained {
            1 => "one step nearer".to_string(),
            g if g > 1 => format!("{g} steps nearer"),
            0 => "stays the same".to_string(),
            -1 => "grows by one step".to_string(),
            g => format!("grows by {} steps", -g),
        };
        assert!(text.contains(&ground), "seed {seed}: {text}");
        for loc in &others {
            let t = loc.text(&choice.reason);
            assert!(
                !t.is_empty() && !t.contains("cc-hint") && t != text,
                "seed {seed} {:?}: {t}",
                loc.lang()
            );
        }
    }
    assert!(jumps_seen > 20, "only {jumps_seen} hinted chains");
}

/// A dominoes position after random legal play.
fn dom_position(seed: u64) -> Option<State> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut s = deal(&mut rng);
    let plies = rng.random_range(0..14);
    let mut buf = Vec::new();
    for _ in 0..plies {
        s.legal_moves(EDITION, &mut buf).ok()?;
        let mv = buf[rng.random_range(0..buf.len())];
        s.play(mv, EDITION).ok()?;
        if s.outcome().is_over() {
            return None;
        }
    }
    Some(s)
}

#[test]
fn dominoes_hints_say_what_the_move_does() {
    let en = Localiser::new(Lang::En);
    let others: Vec<Localiser> = [Lang::Fr, Lang::Ru]
        .into_iter()
        .map(Localiser::new)
        .collect();
    let mut laid = 0;
    for seed in 0..POSITIONS {
        let Some(s) = dom_position(seed) else {
            continue;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xD0_D0);
        let choice = s.hint(&[], &mut rng);
        let mut legal = Vec::new();
        s.legal_moves(EDITION, &mut legal).unwrap();
        assert!(legal.contains(&choice.mv), "seed {seed}: {:?}", choice.mv);
        let text = en.text(&choice.reason);
        let tile = match choice.mv {
            DomMove::Play { tile, .. } => tile,
            DomMove::Open(o) => o.tile(),
            DomMove::Draw(_) | DomMove::Pass => continue,
        };
        let mut next = s;
        next.play(choice.mv, EDITION).unwrap();
        let hand = next.hands[s.turn.index()].known;
        if hand == 0 {
            continue;
        }
        laid += 1;
        let (l, r) = next.line.ends().unwrap();
        let keeps = (hand & fits_mask(l, r)).count_ones();
        let left = hand.count_ones();
        let words = match keeps {
            0 => format!("none of the {left} tiles left fits"),
            1 => format!("one of the {left} tiles left still fits"),
            k => format!("{k} of the {left} tiles left still fit"),
        };
        assert!(text.contains(&words), "seed {seed} ({tile}): {text}");
        for loc in &others {
            let t = loc.text(&choice.reason);
            assert!(
                !t.is_empty() && !t.contains("dom-hint") && t != text,
                "seed {seed} {:?}: {t}",
                loc.lang()
            );
        }
    }
    assert!(laid > 100, "only {laid} hinted tiles");
}
