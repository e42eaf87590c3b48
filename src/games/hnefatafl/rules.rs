//! The rules as data: the Fetlar edition and the traps (rules of other variants).
//!
//! Each trap changes exactly one field of [`FETLAR`].
//!
//! Decisions for the traps:
//! - `edge-escape`: every edge square (corners included) is an escape square;
//!   a king already on the edge has escaped.
//! - `weak-king`: the king is captured exactly like a defending soldier — after a
//!   black move that places an attacker next to him, if the square beyond him on
//!   that line holds an attacker, is a corner or is the (then empty) throne; this
//!   works on the edge too. The Fetlar four-side capture still applies.
//! - `self-capture`: after the mover's own captures, a moved *soldier* standing
//!   between two hostile squares on a line is removed (the king never is).
//! - `shieldwall`: Copenhagen shield wall, made by the move that brings a
//!   bracketing piece to one end of a row of two or more enemy pieces along
//!   the edge; the other end is a piece of the mover or a corner; every
//!   soldier of the row must have a mover's piece in front of it; a king in
//!   the row counts for its length, needs no piece in front and is not taken
//!   (see `Game::shieldwall` in `game.rs`).

use super::board::{Bitboard, CORNERS, EDGES};

/// The rule toggles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The king wins on any edge square, not only in a corner.
    pub edge_escape: bool,
    /// The king is captured like a soldier, between two attackers.
    pub weak_king: bool,
    /// A soldier moving between two enemies is captured.
    pub self_capture: bool,
    /// Copenhagen shield-wall captures on the edge.
    pub shieldwall: bool,
}

/// The edition: Fetlar 11×11.
pub const FETLAR: Rules = Rules {
    edge_escape: false,
    weak_king: false,
    self_capture: false,
    shieldwall: false,
};

/// Trap names, as in rules.md.
pub const TRAPS: [&str; 4] = ["edge-escape", "weak-king", "self-capture", "shieldwall"];

impl Rules {
    /// The edition with one trap switched on; `None` for an unknown name.
    pub fn with_trap(name: &str) -> Option<Rules> {
        let mut r = FETLAR;
        match name {
            "edge-escape" => r.edge_escape = true,
            "weak-king" => r.weak_king = true,
            "self-capture" => r.self_capture = true,
            "shieldwall" => r.shieldwall = true,
            _ => return None,
        }
        Some(r)
    }

    /// Squares where the king escapes.
    pub fn escape_squares(&self) -> Bitboard {
        if self.edge_escape { EDGES } else { CORNERS }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_trap_changes_one_field() {
        for name in TRAPS {
            let r = Rules::with_trap(name).unwrap();
            let changed = [
                r.edge_escape != FETLAR.edge_escape,
                r.weak_king != FETLAR.weak_king,
                r.self_capture != FETLAR.self_capture,
                r.shieldwall != FETLAR.shieldwall,
            ];
            assert_eq!(changed.iter().filter(|c| **c).count(), 1, "{name}");
        }
        assert!(Rules::with_trap("corner-fortress").is_none());
        assert_eq!(FETLAR.escape_squares(), CORNERS);
    }
}
