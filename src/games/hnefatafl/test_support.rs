//! Helpers shared by the hnefatafl unit tests: squares and positions from
//! names, moves played from notation.

use super::board::{Bitboard, Square};
use super::game::{Events, Game, Move, Side};
use super::notation::{move_with_captures, parse_move};
use super::rules::{FETLAR, Rules};

/// A square from its name.
pub fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// A bitboard of the named squares.
pub fn bb(list: &[&str]) -> Bitboard {
    list.iter().fold(Bitboard::EMPTY, |a, s| a | sq(s).bb())
}

/// A position from its attackers, defenders, king and side to move.
pub fn game(att: &[&str], def: &[&str], king: &str, turn: Side) -> Game {
    Game::from_parts(bb(att), bb(def), sq(king), turn, 0)
}

/// The rules with one trap.
pub fn trap(name: &str) -> Rules {
    Rules::with_trap(name).unwrap()
}

/// A move from its notation.
pub fn mv(text: &str) -> Move {
    parse_move(text).unwrap().mv
}

/// Plays a legal move; panics with the reason otherwise.
pub fn play(g: &Game, rules: &Rules, text: &str) -> (Game, Events) {
    let w = parse_move(text).unwrap();
    g.play_checked(rules, w.mv, w.claimed)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// The squares a move empties.
pub fn removed(g: &Game, rules: &Rules, text: &str) -> Bitboard {
    let (_, ev) = play(g, rules, text);
    ev.removed(g.king())
}

/// The move as written back with its captures.
pub fn written(g: &Game, text: &str) -> String {
    let (_, ev) = play(g, &FETLAR, text);
    move_with_captures(ev.mv, ev.removed(g.king()))
}
