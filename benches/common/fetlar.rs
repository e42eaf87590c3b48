//! The `hnefatafl` crate (0.0.2, MIT) set up as a Fetlar engine beside
//! plyyard's: its Copenhagen preset without shield walls, exit forts,
//! encirclement or repetition rules (moves are the same: only the king
//! stops on the throne and the corners, every piece passes the empty
//! throne), and the same positions written as its FEN.
//!
//! Shared by `benches/hnefatafl_peer.rs` and `tests/it/hnefatafl_peer.rs`.
#![allow(dead_code)]

use hnefatafl::aliases::MediumBasicBoardState;
use hnefatafl::game::logic::GameLogic;
use hnefatafl::game::state::GameState;
use hnefatafl::pieces::Side as PeerSide;
use hnefatafl::preset::rules::COPENHAGEN;
use hnefatafl::rules::Ruleset;
use hnefatafl::tiles::Tile;
use plyyard::games::hnefatafl::board::Square;
use plyyard::games::hnefatafl::game::{Game, MoveList, Outcome, Side};
use plyyard::games::hnefatafl::playout::random_playout;
use plyyard::games::hnefatafl::rules::FETLAR;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The peer's board type for 11×11 (a `u128` per piece kind).
pub type PeerBoard = MediumBasicBoardState;

/// Fetlar in the peer's terms.
pub const PEER_FETLAR: Ruleset = Ruleset {
    shieldwall: None,
    exit_fort: false,
    enclosure_win: None,
    repetition_rule: None,
    ..COPENHAGEN
};

/// The peer's game logic for Fetlar.
pub fn peer_logic() -> GameLogic<PeerBoard> {
    GameLogic::new(PEER_FETLAR, 11)
}

/// The peer's tile of a square (its row 0 is rank 11).
pub fn tile(s: Square) -> Tile {
    Tile {
        row: 10 - s.rank(),
        col: s.file(),
    }
}

/// A position in the peer's FEN (rank 11 first; `t` attacker, `T`
/// defender, `K` king).
pub fn fen(g: &Game) -> String {
    let mut rows = Vec::new();
    for rank in (0..11).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..11 {
            let s = Square::new(file, rank).expect("on the board");
            let c = match g.owner(s) {
                Some(Side::Black) => 't',
                Some(Side::White) if s == g.king() => 'K',
                Some(Side::White) => 'T',
                None => {
                    empty += 1;
                    continue;
                }
            };
            if empty > 0 {
                row.push_str(&empty.to_string());
                empty = 0;
            }
            row.push(c);
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    rows.join("/")
}

/// The same position as the peer's state.
pub fn peer_state(g: &Game) -> GameState<PeerBoard> {
    let side = match g.turn() {
        Side::Black => PeerSide::Attacker,
        Side::White => PeerSide::Defender,
    };
    GameState::new(&fen(g), side).expect("a FEN the peer reads")
}

/// The peer's legal moves for the side to move, counted piece by piece.
pub fn peer_move_count(
    logic: &GameLogic<PeerBoard>,
    state: &GameState<PeerBoard>,
    g: &Game,
) -> usize {
    g.pieces(g.turn())
        .iter()
        .map(|s| logic.iter_plays(tile(s), state).map_or(0, |it| it.count()))
        .sum()
}

/// plyyard's legal moves for the side to move.
pub fn move_count(g: &Game, list: &mut MoveList) -> usize {
    g.legal_moves(&FETLAR, list);
    list.len()
}

/// `n` ongoing positions reached by seeded random play from the start
/// (0 to 200 half-moves), the start position first.
pub fn positions(n: usize, seed: u64) -> Vec<Game> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = vec![Game::start()];
    while out.len() < n {
        let plies = rng.random_range(0..200);
        let (g, outcome, _) =
            random_playout(&Game::start(), &FETLAR, plies, |k| rng.random_range(0..k));
        if outcome == Outcome::Ongoing {
            out.push(g);
        }
    }
    out
}

/// The positions where the two engines count a different number of moves.
pub fn disagreements(games: &[Game]) -> Vec<(String, usize, usize)> {
    let logic = peer_logic();
    let mut list = MoveList::new();
    games
        .iter()
        .filter_map(|g| {
            let ours = move_count(g, &mut list);
            let theirs = peer_move_count(&logic, &peer_state(g), g);
            (ours != theirs).then(|| (fen(g), ours, theirs))
        })
        .collect()
}
