//! The endings and forced moves of a game, each announced with its rule:
//! hnefatafl's 100 quiet half-moves and the side without a move, the
//! dominoes block and its pip totals, the aeroplane's third 6, the Chinese
//! checkers pass; and the `moves`/`hint` views of a position.

use plyyard::games::aeroplane;
use plyyard::games::chinese_checkers::board::Point;
use plyyard::games::chinese_checkers::game::Game as Cc;
use plyyard::games::chinese_checkers::rules::Side as CcSide;
use plyyard::games::chinese_checkers::setup::Setup;
use plyyard::games::dominoes::{self, Line, Oriented, State, Tile, Tiles};
use plyyard::games::engine::Engine;
use plyyard::games::hnefatafl::board::{Bitboard, Square};
use plyyard::games::hnefatafl::game::{Game as Hnef, Side as HSide};
use plyyard::games::play::Playable;
use plyyard::i18n::{Lang, Localiser};
use plyyard::message::Message;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn en(m: &Message) -> String {
    Localiser::new(Lang::En).text(m)
}

fn in_all(m: &Message) -> [String; 3] {
    [Lang::En, Lang::Fr, Lang::Ru].map(|l| Localiser::new(l).text(m))
}

fn squares(names: &[&str]) -> Bitboard {
    names
        .iter()
        .fold(Bitboard::EMPTY, |b, n| b | Square::parse(n).unwrap().bb())
}

#[test]
fn hnefatafl_side_without_a_move_loses() {
    // The king alone on the edge, hemmed in by three attackers.
    let g = Hnef::from_parts(
        squares(&["a5", "a7", "b6"]),
        Bitboard::EMPTY,
        Square::parse("a6").unwrap(),
        HSide::White,
        0,
    );
    let end = g.ending_text(&Hnef::edition()).expect("over");
    assert_eq!(en(&end), "White have no legal move and lose: Black win.");
    assert!(in_all(&end)[2].contains("нет"));
}

#[test]
fn hnefatafl_hundredth_quiet_half_move_draws() {
    let g = Hnef::from_parts(
        squares(&["a4", "k4"]),
        squares(&["f4"]),
        Square::parse("f6").unwrap(),
        HSide::Black,
        99,
    );
    let rules = Hnef::edition();
    assert!(g.ending_text(&rules).is_none());
    let mut t = g;
    let w = t.read("a4-a3").unwrap();
    let mv = t.check_written(&rules, &w).unwrap();
    let c = Engine::check(&t, &rules, &mv).unwrap();
    Engine::play(&mut t, &rules, c);
    let end = t.ending_text(&rules).expect("drawn");
    assert_eq!(
        en(&end),
        "One hundred half-moves in a row without a capture: the game is drawn."
    );
}

fn tile(s: &str) -> Tile {
    dominoes::tile::parse_tile(s).unwrap()
}

fn set(list: &[&str]) -> u32 {
    list.iter().fold(0, |m, t| m | tile(t).bit())
}

#[test]
fn dominoes_block_is_announced_with_both_totals() {
    // Open at 6 and 6; nobody holds a 6; the boneyard keeps its last two.
    let mut s = State {
        turn: dominoes::Side::Black,
        line: Line::from_tiles(&[Oriented { left: 6, right: 6 }]),
        hands: [
            Tiles::known(set(&["0-1", "2-3"])),
            Tiles::known(set(&["4-5", "0-0"])),
        ],
        boneyard: Tiles::known(set(&["1-1", "2-2"])),
        passes: 0,
    };
    let rules = State::edition();
    for side in ["Black", "White"] {
        let (mv, why) = s.forced(&rules).expect("a forced pass");
        assert_eq!(mv, dominoes::Move::Pass);
        assert_eq!(
            en(&why),
            format!(
                "{side}: no tile fits and the boneyard keeps its last 2 tiles, so this is a pass."
            )
        );
        let c = Engine::check(&s, &rules, &mv).unwrap();
        Engine::play(&mut s, &rules, c);
    }
    let end = s.ending_text(&rules).expect("blocked");
    assert!(
        en(&end).contains('6') && en(&end).contains('9'),
        "{}",
        en(&end)
    );
    assert!(
        in_all(&end)
            .iter()
            .all(|t| t.contains('6') && t.contains('9'))
    );
}

#[test]
fn aeroplane_third_six_is_rolled_and_cancelled() {
    // Red has played two 6s this turn; find a seed whose first roll is 6.
    let planes = [[0, 10, 0xFF, 0xFF], [0xFF; 4]];
    let g = aeroplane::Game::from_parts(planes, aeroplane::Side::Red, None, 2);
    let rules = aeroplane::Game::edition();
    let (mut g, chance) = (0..200)
        .find_map(|seed| {
            let mut g = g;
            let c = g.chance(&rules, &mut ChaCha8Rng::seed_from_u64(seed))?;
            (en(&c.said) == "Red: the die shows 6.").then_some((g, c))
        })
        .expect("some seed rolls a 6");
    let mv = chance.forced.expect("a third 6 leaves no choice");
    assert_eq!(g.move_text(&mv), "6");
    let before = g;
    let c = Engine::check(&g, &rules, &mv).unwrap();
    let fx = Engine::play(&mut g, &rules, c);
    let said: Vec<String> = before.effects_text(&fx, None).iter().map(en).collect();
    assert_eq!(
        said,
        [
            "Red: third 6 in a row, cancelled; no plane moves.",
            "Now it is Yellow's turn."
        ]
    );
    assert_eq!(before.record_text(&mv, &fx), "6");
}

#[test]
fn chinese_checkers_side_without_a_move_passes() {
    let p = |n: &str| Point::parse(n).unwrap();
    let g = Setup {
        turn: CcSide::Red,
        red: vec![p("a13")],
        blue: vec![p("b12"), p("b14"), p("c11"), p("c15")],
        partial: true,
        unreadable: [0, 0],
    }
    .validate()
    .unwrap();
    let (mv, why) = g.forced(&Cc::edition()).expect("a forced pass");
    assert_eq!(g.move_text(&mv), "pass");
    assert_eq!(
        en(&why),
        "Red: no piece can move, so the turn passes; that costs nothing in this edition."
    );
}
