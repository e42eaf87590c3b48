//! The edition's rules as data, and the traps (rules of other variants).
//!
//! Each trap is the edition with exactly one field changed ([`Rules::with_trap`]).

use super::board::{BLUE_CAMP, RED_CAMP};

/// The two sides; red moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Starts in rows a–d, aims at rows n–q.
    Red,
    /// Starts in rows n–q, aims at rows a–d.
    Blue,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        }
    }

    /// The rules.md name.
    pub fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Blue => "blue",
        }
    }

    /// Reads `red` or `blue` (case and spaces ignored).
    pub fn parse(text: &str) -> Option<Side> {
        match text.trim().to_ascii_lowercase().as_str() {
            "red" => Some(Side::Red),
            "blue" => Some(Side::Blue),
            _ => None,
        }
    }

    /// The camp this side starts in.
    pub fn home_camp(self) -> u128 {
        match self {
            Side::Red => RED_CAMP,
            Side::Blue => BLUE_CAMP,
        }
    }

    /// The camp this side must fill to win (the opponent's home camp).
    pub fn target_camp(self) -> u128 {
        self.other().home_camp()
    }
}

/// Named rule toggles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Jumped *opponent* pieces are removed when the move ends, as in draughts
    /// (own pieces may still be jumped and stay). Paths are legal exactly as in
    /// the edition; only the result differs. Edition: `false`.
    pub jump_captures: bool,
    /// Once a path point lies in the mover's target camp, every later point of
    /// the path must lie there too (a piece in its target camp never leaves it,
    /// not even in the middle of a chain). Edition: `false`.
    pub camp_lock: bool,
    /// A chain of jumps may only stop where no further jump to an unvisited
    /// point exists. Steps are unaffected. Edition: `false`.
    pub must_continue: bool,
    /// With `jump_captures`: the learner's literal reading of that trap, where
    /// every jumped piece goes, the mover's own too. No trap of its own: it
    /// only widens which wrong answers name `jump-captures`. Edition: `false`.
    pub jump_captures_own: bool,
}

/// The trap names of rules.md §2, in order.
pub const TRAPS: [&str; 3] = ["jump-captures", "camp-lock", "must-continue"];

impl Rules {
    /// The edition of the guide: no captures, no camp lock, chains may stop anywhere.
    pub const EDITION: Rules = Rules {
        jump_captures: false,
        camp_lock: false,
        must_continue: false,
        jump_captures_own: false,
    };

    /// The edition with one trap's rule switched on; `None` for an unknown name.
    pub fn with_trap(name: &str) -> Option<Rules> {
        let mut r = Rules::EDITION;
        match name {
            "jump-captures" => r.jump_captures = true,
            "camp-lock" => r.camp_lock = true,
            "must-continue" => r.must_continue = true,
            _ => return None,
        }
        Some(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_trap_changes_exactly_one_field() {
        for name in TRAPS {
            let r = Rules::with_trap(name).unwrap();
            let changed = [
                r.jump_captures != Rules::EDITION.jump_captures,
                r.camp_lock != Rules::EDITION.camp_lock,
                r.must_continue != Rules::EDITION.must_continue,
            ];
            assert_eq!(changed.iter().filter(|&&c| c).count(), 1, "{name}");
        }
        assert_eq!(Rules::with_trap("colour-jump"), None);
    }

    #[test]
    fn sides_aim_at_the_opposite_camp() {
        assert_eq!(Side::Red.target_camp(), BLUE_CAMP);
        assert_eq!(Side::Blue.target_camp(), RED_CAMP);
        assert_eq!(Side::parse(" Blue "), Some(Side::Blue));
        assert_eq!(Side::Red.other(), Side::Blue);
    }
}
