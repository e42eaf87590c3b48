//! Rules as data: the edition is a preset, each trap changes one field.

/// The rule toggles of the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// All Fives scoring: after a play, open ends adding up to a multiple of 5
    /// score that sum (a double at an end counts both halves).
    pub all_fives: bool,
    /// Drawing one tile ends the turn.
    pub draw_ends_turn: bool,
    /// The last two boneyard tiles may be drawn (no reserve).
    pub draw_all: bool,
}

/// Double-six draw dominoes as the guide describes it.
pub const EDITION: Rules = Rules {
    all_fives: false,
    draw_ends_turn: false,
    draw_all: false,
};

/// The trap names, as in rules.md.
pub const TRAPS: &[&str] = &["all-fives", "draw-ends-turn", "draw-all"];

impl Rules {
    /// The edition with one trap applied; `None` for an unknown trap name.
    pub fn with_trap(name: &str) -> Option<Rules> {
        let mut r = EDITION;
        match name {
            "all-fives" => r.all_fives = true,
            "draw-ends-turn" => r.draw_ends_turn = true,
            "draw-all" => r.draw_all = true,
            _ => return None,
        }
        Some(r)
    }

    /// Tiles that must stay in the boneyard: 2 in the edition, 0 under `draw-all`.
    #[inline]
    pub fn reserve(self) -> u8 {
        if self.draw_all { 0 } else { 2 }
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
                r.all_fives != EDITION.all_fives,
                r.draw_ends_turn != EDITION.draw_ends_turn,
                r.draw_all != EDITION.draw_all,
            ];
            assert_eq!(changed.iter().filter(|c| **c).count(), 1, "{name}");
        }
        assert_eq!(Rules::with_trap("colour-jump"), None);
        assert_eq!(EDITION.reserve(), 2);
        assert_eq!(Rules::with_trap("draw-all").unwrap().reserve(), 0);
    }
}
