//! The turn as a state machine: rolls, legality with typed reasons, moves with
//! captures, colour jumps (trap), extra rolls, the third 6, and the win.
//!
//! A position holds each plane's progress on its side's route (see
//! [`super::board`]), the side to move, an optional pending roll and the number
//! of 6s already rolled *and played* in this turn (`sixes`, not counting the
//! pending roll).
//!
//! Decisions beyond rules.md, in one place:
//! - A combined action `ROLL:PLANE` without a pending roll rolls and moves at once.
//! - A bare roll is legal only when no plane can use it, or when it is a third 6
//!   (cancelled); it then passes the turn.
//! - A winning move ends the game: no extra roll is given, and the side to
//!   move stays the winner's (no turn passes after the end; `after`/`turn`).
//! - `colour-jump` trap: only die moves on the ring jump (an exit does not); a
//!   capture is checked on the square the die reaches and again on the square the
//!   jump lands on, and either earns the extra roll.
//! - `third-six-undo` trap: the third 6 restores the whole board (both sides, so
//!   captures made with those 6s are undone too) to what it was before the first
//!   6 of the run *that was played from this position on*. 6s counted in a
//!   position file's `sixes` were played before the file and cannot be undone.

use super::board::{BASE, GOAL, LAST_RING, Side, Square, is_safe, ring_at};
use super::rules::Rules;

/// What a player does, as the engine sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Move the plane on `from` by `roll`; `roll = None` uses the pending roll.
    Play {
        /// The die value, if written.
        roll: Option<u8>,
        /// The plane's square.
        from: Square,
    },
    /// A roll written alone: it allows no move, or it is a cancelled third 6.
    Roll(u8),
}

/// Why an action is illegal, with the squares and values involved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The game is over: `winner` has all four planes at goal.
    GameOver {
        /// The side that won.
        winner: Side,
    },
    /// A die shows 1 to 6.
    RollOutOfRange {
        /// The value written.
        roll: u8,
    },
    /// A plane was named without a roll and none is pending.
    NoRollPending {
        /// The plane named.
        from: Square,
    },
    /// The roll written is not the pending roll.
    RollMismatch {
        /// The value written.
        given: u8,
        /// The pending roll.
        pending: u8,
    },
    /// This 6 is the third of the turn: it is cancelled, so no plane moves.
    ThirdSixCancelled {
        /// The plane named.
        from: Square,
    },
    /// The mover has no plane there.
    NoPlaneThere {
        /// The square named.
        square: Square,
    },
    /// Only a 6 lets a plane leave the base.
    ExitNeedsSix {
        /// The roll.
        roll: u8,
    },
    /// Under the even-exit trap, only an even roll lets a plane leave the base.
    ExitNeedsEven {
        /// The roll.
        roll: u8,
    },
    /// The roll would carry the plane past the goal.
    Overshoot {
        /// The plane's square.
        from: Square,
        /// The roll.
        roll: u8,
        /// How many squares too far.
        by: u8,
    },
    /// A plane at goal never moves.
    AtGoal,
    /// A plane can use this roll, so it cannot be passed.
    MoveExists {
        /// The roll.
        roll: u8,
        /// A plane that can use it.
        plane: Square,
    },
}

impl Illegal {
    /// A stable kebab-case name of the reason (fixtures, JSON).
    pub fn code(&self) -> &'static str {
        match self {
            Illegal::GameOver { .. } => "game-over",
            Illegal::RollOutOfRange { .. } => "roll-out-of-range",
            Illegal::NoRollPending { .. } => "no-roll-pending",
            Illegal::RollMismatch { .. } => "roll-mismatch",
            Illegal::ThirdSixCancelled { .. } => "third-six-cancelled",
            Illegal::NoPlaneThere { .. } => "no-plane-there",
            Illegal::ExitNeedsSix { .. } => "exit-needs-six",
            Illegal::ExitNeedsEven { .. } => "exit-needs-even",
            Illegal::Overshoot { .. } => "overshoot",
            Illegal::AtGoal => "at-goal",
            Illegal::MoveExists { .. } => "move-exists",
        }
    }

    /// The squares the reason is about.
    pub fn squares(&self) -> Vec<Square> {
        match *self {
            Illegal::NoRollPending { from }
            | Illegal::ThirdSixCancelled { from }
            | Illegal::Overshoot { from, .. } => vec![from],
            Illegal::NoPlaneThere { square } => vec![square],
            Illegal::MoveExists { plane, .. } => vec![plane],
            Illegal::ExitNeedsSix { .. } | Illegal::ExitNeedsEven { .. } => vec![Square::Base],
            Illegal::AtGoal => vec![Square::Goal],
            Illegal::GameOver { .. }
            | Illegal::RollOutOfRange { .. }
            | Illegal::RollMismatch { .. } => Vec::new(),
        }
    }
}

/// Planes sent back to base from one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    /// The ring square.
    pub square: u8,
    /// How many planes went back.
    pub count: u8,
}

/// A plane's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlaneMove {
    /// Which of the mover's four planes (its index in the position's list).
    pub index: u8,
    /// Where it started (`base` for an exit).
    pub from: Square,
    /// The square the die reached, when a colour jump then carried it further.
    pub via: Option<Square>,
    /// Where it ended.
    pub to: Square,
}

/// What an action did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutcomeKind {
    /// A plane moved.
    Moved(PlaneMove),
    /// No plane could use the roll: the turn passed.
    NoMove,
    /// A third 6: cancelled, the turn passed.
    Cancelled,
}

/// The effects of one action, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The side that acted.
    pub side: Side,
    /// The roll used.
    pub roll: u8,
    /// Moved, passed or cancelled.
    pub kind: OutcomeKind,
    /// Captures: on the die's square, then (colour-jump trap) on the jump's landing.
    pub captures: [Option<Capture>; 2],
    /// The plane reached goal.
    pub arrived: bool,
    /// The move won the game.
    pub won: bool,
    /// The mover rolls again.
    pub extra_roll: bool,
    /// Third-six-undo trap: the moves of the earlier 6s were sent back.
    pub undone: bool,
    /// The side to move afterwards.
    pub next: Side,
}

/// One event of an outcome, in order (for explanations).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A plane left the base onto its start square.
    Exit {
        /// The mover.
        side: Side,
        /// The start square.
        to: Square,
    },
    /// A plane advanced by the roll.
    Advance {
        /// The mover.
        side: Side,
        /// From.
        from: Square,
        /// To (the die's square).
        to: Square,
        /// The roll.
        roll: u8,
    },
    /// Colour-jump trap: the plane jumped to the next square of its colour.
    ColourJump {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// Opponent planes went back to base.
    Capture {
        /// Their side.
        victim: Side,
        /// The square.
        square: Square,
        /// How many.
        count: u8,
    },
    /// The plane arrived at goal.
    Arrived {
        /// The mover.
        side: Side,
    },
    /// No plane could use the roll.
    NoMove {
        /// The mover.
        side: Side,
        /// The roll.
        roll: u8,
    },
    /// The third 6 of the turn was cancelled.
    ThirdSix {
        /// The mover.
        side: Side,
    },
    /// Third-six-undo trap: the earlier 6s' moves were sent back.
    SixesUndone {
        /// The mover.
        side: Side,
    },
    /// All four planes at goal.
    Won {
        /// The winner.
        side: Side,
    },
    /// The mover rolls again.
    ExtraRoll {
        /// The mover.
        side: Side,
    },
    /// The turn passes.
    TurnPasses {
        /// The side to move now.
        to: Side,
    },
}

impl Outcome {
    /// The events, in the order they happen.
    pub fn events(&self) -> Vec<Event> {
        let side = self.side;
        let victim = side.other();
        let cap = |c: Capture| Event::Capture {
            victim,
            square: Square::Ring(c.square),
            count: c.count,
        };
        let mut out = Vec::new();
        match self.kind {
            OutcomeKind::Moved(m) => {
                if m.from == Square::Base {
                    out.push(Event::Exit { side, to: m.to });
                } else {
                    out.push(Event::Advance {
                        side,
                        from: m.from,
                        to: m.via.unwrap_or(m.to),
                        roll: self.roll,
                    });
                }
                out.extend(self.captures[0].map(cap));
                if let Some(via) = m.via {
                    out.push(Event::ColourJump {
                        from: via,
                        to: m.to,
                    });
                }
                out.extend(self.captures[1].map(cap));
                if self.arrived {
                    out.push(Event::Arrived { side });
                }
            }
            OutcomeKind::NoMove => out.push(Event::NoMove {
                side,
                roll: self.roll,
            }),
            OutcomeKind::Cancelled => {
                out.push(Event::ThirdSix { side });
                if self.undone {
                    out.push(Event::SixesUndone { side });
                }
            }
        }
        if self.won {
            out.push(Event::Won { side });
        } else if self.extra_roll {
            out.push(Event::ExtraRoll { side });
        } else {
            out.push(Event::TurnPasses { to: self.next });
        }
        out
    }

    /// The squares whose planes were sent back.
    pub fn captured_squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.captures
            .iter()
            .flatten()
            .map(|c| Square::Ring(c.square))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum CheckedKind {
    Plane { index: u8 },
    Pass,
    Cancel,
}

/// A legal action, proven by [`Game::check`]; only it can be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Checked {
    roll: u8,
    kind: CheckedKind,
    rules: Rules,
}

/// A valid position and its turn state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    planes: [[u8; 4]; 2],
    turn: Side,
    pending: Option<u8>,
    sixes: u8,
    /// The board before the first 6 of the current run played from here.
    undo: Option<[[u8; 4]; 2]>,
}

impl Game {
    /// The opening position: all planes in base, red to roll.
    pub const START: Game = Game {
        planes: [[BASE; 4]; 2],
        turn: Side::Red,
        pending: None,
        sixes: 0,
        undo: None,
    };

    /// A position from its parts; `planes` are progresses (or [`BASE`]). The
    /// caller (setup validation) guarantees consistency.
    pub fn from_parts(planes: [[u8; 4]; 2], turn: Side, pending: Option<u8>, sixes: u8) -> Game {
        Game {
            planes,
            turn,
            pending,
            sixes,
            undo: None,
        }
    }

    /// The same position with `roll` rolled and waiting to be used (the play
    /// loop's die). The caller rolls only when no roll is pending.
    pub fn rolled(mut self, roll: u8) -> Game {
        self.pending = Some(roll);
        self
    }

    /// The side to move.
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The pending roll.
    pub fn pending(&self) -> Option<u8> {
        self.pending
    }

    /// 6s rolled and played in this turn.
    pub fn sixes(&self) -> u8 {
        self.sixes
    }

    /// The progress of each plane of `side` ([`BASE`] for base).
    pub fn planes(&self, side: Side) -> [u8; 4] {
        self.planes[side.index()]
    }

    /// The squares of each plane of `side`.
    pub fn squares(&self, side: Side) -> [Square; 4] {
        self.planes[side.index()].map(|p| Square::of_progress(side, p))
    }

    /// The side with all four planes at goal.
    pub fn winner(&self) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| self.planes[s.index()].iter().all(|&p| p == GOAL))
    }

    /// Whether this roll, rolled now, would be a cancelled third 6.
    pub fn is_third_six(&self, roll: u8) -> bool {
        self.pending.is_none() && roll == 6 && self.sixes >= 2
    }

    /// Where a plane at progress `p` would go with `roll`, or why it cannot.
    /// The result is the die's progress (before any colour jump).
    fn step(&self, rules: &Rules, p: u8, roll: u8, from: Square) -> Result<u8, Illegal> {
        match p {
            BASE if rules.exits_on(roll) => Ok(0),
            BASE if rules.even_exit => Err(Illegal::ExitNeedsEven { roll }),
            BASE => Err(Illegal::ExitNeedsSix { roll }),
            GOAL => Err(Illegal::AtGoal),
            _ if p + roll > GOAL => Err(Illegal::Overshoot {
                from,
                roll,
                by: p + roll - GOAL,
            }),
            _ => Ok(p + roll),
        }
    }

    /// Whether the plane at progress `p` can use `roll`.
    fn can_use(rules: &Rules, p: u8, roll: u8) -> bool {
        match p {
            BASE => rules.exits_on(roll),
            _ => p + roll <= GOAL,
        }
    }

    /// The distinct squares of the mover's planes that can use `roll` (cleared
    /// first). Empty for a third 6 rolled now.
    pub fn legal_planes(&self, rules: &Rules, roll: u8, out: &mut Vec<Square>) {
        out.clear();
        if self.winner().is_some() || self.is_third_six(roll) {
            return;
        }
        let side = self.turn;
        let planes = &self.planes[side.index()];
        for (i, &p) in planes.iter().enumerate() {
            if Self::can_use(rules, p, roll) && !planes[..i].contains(&p) {
                out.push(Square::of_progress(side, p));
            }
        }
    }

    /// Whether some plane of the mover can use `roll`.
    pub fn has_move(&self, rules: &Rules, roll: u8) -> bool {
        self.planes[self.turn.index()]
            .iter()
            .any(|&p| Self::can_use(rules, p, roll))
    }

    /// Checks an action; the proof can then be played.
    pub fn check(&self, rules: &Rules, action: Action) -> Result<Checked, Illegal> {
        if let Some(winner) = self.winner() {
            return Err(Illegal::GameOver { winner });
        }
        let (given, from) = match action {
            Action::Play { roll, from } => (roll, Some(from)),
            Action::Roll(v) => (Some(v), None),
        };
        let roll = match (given, self.pending) {
            (Some(v), _) if !(1..=6).contains(&v) => {
                return Err(Illegal::RollOutOfRange { roll: v });
            }
            (Some(v), Some(d)) if v != d => {
                return Err(Illegal::RollMismatch {
                    given: v,
                    pending: d,
                });
            }
            (Some(v), _) | (None, Some(v)) => v,
            (None, None) => {
                return Err(Illegal::NoRollPending {
                    from: from.unwrap_or(Square::Base),
                });
            }
        };
        let third = self.is_third_six(roll);
        let rules = *rules;
        let Some(from) = from else {
            if third {
                return Ok(Checked {
                    roll,
                    kind: CheckedKind::Cancel,
                    rules,
                });
            }
            let side = self.turn;
            if let Some(&p) = self.planes[side.index()]
                .iter()
                .find(|&&p| Self::can_use(&rules, p, roll))
            {
                return Err(Illegal::MoveExists {
                    roll,
                    plane: Square::of_progress(side, p),
                });
            }
            return Ok(Checked {
                roll,
                kind: CheckedKind::Pass,
                rules,
            });
        };
        if third {
            return Err(Illegal::ThirdSixCancelled { from });
        }
        let side = self.turn;
        let index = from
            .progress(side)
            .and_then(|p| self.planes[side.index()].iter().position(|&q| q == p))
            .ok_or(Illegal::NoPlaneThere { square: from })?;
        self.step(&rules, self.planes[side.index()][index], roll, from)?;
        Ok(Checked {
            roll,
            kind: CheckedKind::Plane { index: index as u8 },
            rules,
        })
    }

    /// Sends the opponents on ring square `n` back to base, unless it is safe.
    fn capture_at(&mut self, n: u8) -> Option<Capture> {
        if is_safe(n) {
            return None;
        }
        let opp = self.turn.other();
        let mut count = 0;
        for p in self.planes[opp.index()].iter_mut() {
            if *p <= LAST_RING && ring_at(opp, *p) == n {
                *p = BASE;
                count += 1;
            }
        }
        (count > 0).then_some(Capture { square: n, count })
    }

    fn pass_turn(&mut self) {
        self.turn = self.turn.other();
        self.pending = None;
        self.sixes = 0;
        self.undo = None;
    }

    /// Plays a checked action and returns its effects.
    pub fn play(&mut self, checked: Checked) -> Outcome {
        let side = self.turn;
        let roll = checked.roll;
        let rules = checked.rules;
        let mut out = Outcome {
            side,
            roll,
            kind: OutcomeKind::NoMove,
            captures: [None; 2],
            arrived: false,
            won: false,
            extra_roll: false,
            undone: false,
            next: side,
        };
        match checked.kind {
            CheckedKind::Pass => self.pass_turn(),
            CheckedKind::Cancel => {
                out.kind = OutcomeKind::Cancelled;
                if rules.third_six_undo {
                    if let Some(before) = self.undo {
                        out.undone = before != self.planes;
                        self.planes = before;
                    }
                }
                self.pass_turn();
            }
            CheckedKind::Plane { index } => {
                if roll == 6 {
                    self.undo.get_or_insert(self.planes);
                } else {
                    self.undo = None;
                }
                let i = usize::from(index);
                let p = self.planes[side.index()][i];
                let from = Square::of_progress(side, p);
                let mut to = if p == BASE { 0 } else { p + roll };
                let mut via = None;
                if p != BASE && to <= LAST_RING {
                    out.captures[0] = self.capture_at(ring_at(side, to));
                    if rules.colour_jump && to % 4 == 0 && to + 4 <= LAST_RING {
                        via = Some(Square::of_progress(side, to));
                        to += 4;
                        out.captures[1] = self.capture_at(ring_at(side, to));
                    }
                }
                self.planes[side.index()][i] = to;
                out.kind = OutcomeKind::Moved(PlaneMove {
                    index,
                    from,
                    via,
                    to: Square::of_progress(side, to),
                });
                out.arrived = to == GOAL;
                out.won = self.planes[side.index()].iter().all(|&q| q == GOAL);
                out.extra_roll = !out.won
                    && (roll == 6 || out.captures.iter().any(Option::is_some) || out.arrived);
                self.pending = None;
                self.sixes = if roll == 6 { self.sixes + 1 } else { 0 };
                if !out.won && !out.extra_roll {
                    self.pass_turn();
                }
            }
        }
        out.next = self.turn;
        out
    }

    /// Checks and plays.
    pub fn apply(&mut self, rules: &Rules, action: Action) -> Result<Outcome, Illegal> {
        let checked = self.check(rules, action)?;
        Ok(self.play(checked))
    }

    /// Plays one roll of `roll` (1..=6, no roll pending) for the side to move,
    /// choosing a plane with `choose(count)` among the legal ones (for random
    /// playouts). `buf` is reused. `None` once the game is over.
    pub fn play_roll(
        &mut self,
        rules: &Rules,
        roll: u8,
        buf: &mut Vec<Square>,
        choose: impl FnOnce(usize) -> usize,
    ) -> Option<Outcome> {
        self.legal_planes(rules, roll, buf);
        let action = if buf.is_empty() {
            Action::Roll(roll)
        } else {
            Action::Play {
                roll: Some(roll),
                from: buf[choose(buf.len())],
            }
        };
        self.check(rules, action).ok().map(|c| self.play(c))
    }
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;
