//! Rules as data: the edition is a `const`, each trap changes one field.

/// The rule toggles of the aeroplane race.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// A die move ending on a ring square of the plane's own colour jumps 4 more
    /// squares to the next square of that colour (not past the home entry).
    pub colour_jump: bool,
    /// Planes leave the base on any even roll, not only on a 6.
    pub even_exit: bool,
    /// The cancelled third 6 also sends back the moves made with the two
    /// earlier 6s of the turn.
    pub third_six_undo: bool,
}

/// The trap names, exactly as in rules.md.
pub const TRAPS: [&str; 3] = ["colour-jump", "even-exit", "third-six-undo"];

impl Rules {
    /// The guides' edition: no colour jumps, exit only on a 6, a third 6 is
    /// cancelled and the earlier moves stay.
    pub const EDITION: Rules = Rules {
        colour_jump: false,
        even_exit: false,
        third_six_undo: false,
    };

    /// The edition with one trap's rule switched on; `None` for an unknown name.
    pub fn with_trap(name: &str) -> Option<Rules> {
        let e = Rules::EDITION;
        match name {
            "colour-jump" => Some(Rules {
                colour_jump: true,
                ..e
            }),
            "even-exit" => Some(Rules {
                even_exit: true,
                ..e
            }),
            "third-six-undo" => Some(Rules {
                third_six_undo: true,
                ..e
            }),
            _ => None,
        }
    }

    /// The rules for an optional trap (`None` = the edition).
    pub fn for_trap(trap: Option<&str>) -> Option<Rules> {
        match trap {
            None => Some(Rules::EDITION),
            Some(name) => Rules::with_trap(name),
        }
    }

    /// Whether `roll` lets a plane leave the base.
    pub const fn exits_on(self, roll: u8) -> bool {
        roll == 6 || (self.even_exit && roll % 2 == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_trap_changes_exactly_one_field() {
        let e = Rules::EDITION;
        let fields = |r: Rules| [r.colour_jump, r.even_exit, r.third_six_undo];
        for name in TRAPS {
            let t = Rules::with_trap(name).unwrap();
            let diff = fields(t)
                .iter()
                .zip(fields(e))
                .filter(|(a, b)| **a != *b)
                .count();
            assert_eq!(diff, 1, "{name}");
        }
        assert_eq!(Rules::with_trap("flying"), None);
    }

    #[test]
    fn exits() {
        assert!(Rules::EDITION.exits_on(6));
        assert!(!Rules::EDITION.exits_on(2));
        let even = Rules::with_trap("even-exit").unwrap();
        assert!(even.exits_on(2) && even.exits_on(4) && even.exits_on(6));
        assert!(!even.exits_on(3));
    }
}
