//! Actions, their legality (with typed reasons), playing them, and the
//! questions computed from the rules (legal actions, classification, draws).
//!
//! A question may depend on tiles nobody knows (`?` in the mover's hand, an
//! unnamed drawn tile): the engine then answers [`Refusal::Hidden`] instead of
//! guessing.

use super::rules::Rules;
use super::state::{Outcome, Side, State};
use super::tile::{ALL_TILES, Oriented, Tile, fits_mask, tiles_of};

/// An end of the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum At {
    /// The left open end.
    Left,
    /// The right open end.
    Right,
}

impl At {
    /// The other end.
    pub fn other(self) -> At {
        match self {
            At::Left => At::Right,
            At::Right => At::Left,
        }
    }

    /// `left` or `right`.
    pub fn name(self) -> &'static str {
        match self {
            At::Left => "left",
            At::Right => "right",
        }
    }
}

/// One action of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The first tile of the line, laid as written: `4-3` puts 4 on the left
    /// (**decision**: rules.md says "in the line the order shows its
    /// orientation", so the written order is kept). Its text is the canonical
    /// tile (`3-4`): both orientations are the same opening in answer sets,
    /// and `moves` lists each opening once, smaller half left.
    Open(Oriented),
    /// A tile laid at one end.
    Play {
        /// The tile.
        tile: Tile,
        /// The end.
        at: At,
    },
    /// Take one tile from the boneyard; the tile when it is named.
    Draw(Option<Tile>),
    /// No tile fits and the boneyard may not be drawn.
    Pass,
}

/// Why an action is illegal, with the tiles and values involved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The game has ended.
    GameOver,
    /// The mover does not hold that tile.
    NotInHand(Tile),
    /// Neither half matches an open value.
    NoMatch {
        /// The tile.
        tile: Tile,
        /// Left open value.
        left: u8,
        /// Right open value.
        right: u8,
    },
    /// The tile fits the other end only.
    WrongEnd {
        /// The tile.
        tile: Tile,
        /// The end asked for.
        at: At,
        /// The open value there.
        value: u8,
        /// The open value at the other end (which the tile fits).
        other: u8,
    },
    /// Drawing while holding a tile that fits (Decision).
    DrawWhilePlayable(Tile),
    /// Only the two reserved tiles remain (`left` in the boneyard).
    LastTwo {
        /// Tiles in the boneyard.
        left: u8,
    },
    /// Nothing left to draw (only under `draw-all`).
    BoneyardEmpty,
    /// The named tile cannot be in the boneyard.
    NotInBoneyard(Tile),
    /// Passing although drawing is possible.
    PassWhileDrawPossible {
        /// Tiles in the boneyard.
        left: u8,
    },
    /// Passing while holding a tile that fits.
    PassWhilePlayable(Tile),
    /// Drawing or passing before the line is opened.
    NotOpened,
    /// An end named on an empty line: the opening tile is written alone.
    EndOnEmptyLine(Tile),
    /// A bare tile on an opened line: the end must be named.
    EndNotNamed(Tile),
}

impl Illegal {
    /// A stable kebab-case name of the reason (fixtures, JSON).
    pub fn code(self) -> &'static str {
        match self {
            Illegal::GameOver => "game-over",
            Illegal::NotInHand(_) => "not-in-hand",
            Illegal::NoMatch { .. } => "no-match",
            Illegal::WrongEnd { .. } => "wrong-end",
            Illegal::DrawWhilePlayable(_) => "draw-while-playable",
            Illegal::LastTwo { .. } => "last-two",
            Illegal::BoneyardEmpty => "boneyard-empty",
            Illegal::NotInBoneyard(_) => "not-in-boneyard",
            Illegal::PassWhileDrawPossible { .. } => "pass-while-draw-possible",
            Illegal::PassWhilePlayable(_) => "pass-while-playable",
            Illegal::NotOpened => "not-opened",
            Illegal::EndOnEmptyLine(_) => "end-on-empty-line",
            Illegal::EndNotNamed(_) => "end-not-named",
        }
    }

    /// The tile the reason names, if any.
    pub fn tile(self) -> Option<Tile> {
        match self {
            Illegal::NotInHand(t)
            | Illegal::NoMatch { tile: t, .. }
            | Illegal::WrongEnd { tile: t, .. }
            | Illegal::DrawWhilePlayable(t)
            | Illegal::NotInBoneyard(t)
            | Illegal::PassWhilePlayable(t)
            | Illegal::EndOnEmptyLine(t)
            | Illegal::EndNotNamed(t) => Some(t),
            Illegal::GameOver
            | Illegal::LastTwo { .. }
            | Illegal::BoneyardEmpty
            | Illegal::PassWhileDrawPossible { .. }
            | Illegal::NotOpened => None,
        }
    }
}

impl Hidden {
    /// A stable kebab-case name (fixtures, JSON).
    pub fn code(self) -> &'static str {
        match self {
            Hidden::Hand { .. } => "hidden-hand",
            Hidden::MaybeInHand(_) => "hidden-maybe-in-hand",
            Hidden::DrawUnnamed => "hidden-draw-unnamed",
            Hidden::BlockedTotals => "hidden-blocked-totals",
        }
    }
}

/// What an answer would depend on that nobody knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hidden {
    /// The mover's hand has unknown tiles (how many), so whether one fits is unknown.
    Hand {
        /// The mover.
        side: Side,
        /// Unknown tiles in that hand.
        unknown: u8,
    },
    /// The tile is not known to be in the hand, but an unknown tile could be it.
    MaybeInHand(Tile),
    /// A draw from a (partly) listed boneyard must name its tile.
    DrawUnnamed,
    /// The game is blocked but a hand has unknown tiles: totals unknown.
    BlockedTotals,
}

/// Why an action cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// Against the rules.
    Illegal(Illegal),
    /// Depends on unknown tiles.
    Hidden(Hidden),
}

impl From<Illegal> for Refusal {
    fn from(i: Illegal) -> Self {
        Refusal::Illegal(i)
    }
}

impl From<Hidden> for Refusal {
    fn from(h: Hidden) -> Self {
        Refusal::Hidden(h)
    }
}

/// A checked action: the only way to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Valid(Move);

impl Valid {
    /// The action.
    pub fn action(self) -> Move {
        self.0
    }
}

/// What an action did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Done {
    /// The line was opened.
    Opened {
        /// The tile as laid.
        tile: Oriented,
    },
    /// A tile was laid at an end.
    Played {
        /// The tile.
        tile: Tile,
        /// Where.
        at: At,
        /// The open values afterwards (left, right).
        ends: (u8, u8),
    },
    /// A tile was drawn.
    Drew {
        /// The tile, if named.
        tile: Option<Tile>,
        /// Tiles left in the boneyard.
        left: u8,
    },
    /// The mover passed.
    Passed {
        /// Consecutive passes now.
        passes: u8,
    },
}

/// The effects of an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Effects {
    /// Who acted.
    pub side: Side,
    /// What happened.
    pub done: Done,
    /// Points scored (only under `all-fives`).
    pub points: u16,
    /// The side to move afterwards.
    pub next: Side,
    /// How the game stands afterwards.
    pub outcome: Outcome,
}

/// Sum counted by All Fives on the open ends (a double at an end counts twice;
/// a lone opening tile counts its pips once).
pub fn end_count(state: &State) -> u16 {
    let (Some(l), Some(r)) = (state.line.left_tile(), state.line.right_tile()) else {
        return 0;
    };
    if state.line.len() == 1 {
        return u16::from(l.left + l.right);
    }
    let side = |o: Oriented, v: u8| u16::from(if o.left == o.right { 2 * v } else { v });
    side(l, l.left) + side(r, r.right)
}

fn fits_at(tile: Tile, ends: (u8, u8), at: At) -> bool {
    match at {
        At::Left => tile.has(ends.0),
        At::Right => tile.has(ends.1),
    }
}

impl State {
    /// Checks that the mover holds `tile`, or that it may be an unknown tile.
    fn holds(&self, tile: Tile) -> Result<(), Refusal> {
        let hand = self.hand();
        if hand.known & tile.bit() != 0 {
            return Ok(());
        }
        let elsewhere = self.located() & tile.bit() != 0;
        if hand.unknown > 0 && !elsewhere {
            return Err(Hidden::MaybeInHand(tile).into());
        }
        Err(Illegal::NotInHand(tile).into())
    }

    /// Checks an action under `rules`: a proof to play, an illegality reason, or
    /// the hidden information it depends on.
    pub fn validate(&self, mv: Move, rules: Rules) -> Result<Valid, Refusal> {
        if self.outcome().is_over() {
            return Err(Illegal::GameOver.into());
        }
        let ends = self.line.ends();
        match mv {
            Move::Open(o) => {
                if ends.is_some() {
                    return Err(Illegal::EndNotNamed(o.tile()).into());
                }
                self.holds(o.tile())?;
            }
            Move::Play { tile, at } => {
                let Some(ends) = ends else {
                    return Err(Illegal::EndOnEmptyLine(tile).into());
                };
                let fits_here = fits_at(tile, ends, at);
                let held = self.holds(tile);
                if let Err(Refusal::Illegal(i)) = held {
                    return Err(i.into());
                }
                if !fits_here {
                    let (value, other) = match at {
                        At::Left => ends,
                        At::Right => (ends.1, ends.0),
                    };
                    return Err(if tile.has(other) {
                        Illegal::WrongEnd {
                            tile,
                            at,
                            value,
                            other,
                        }
                    } else {
                        Illegal::NoMatch {
                            tile,
                            left: ends.0,
                            right: ends.1,
                        }
                    }
                    .into());
                }
                held?;
            }
            Move::Draw(named) => {
                if ends.is_none() {
                    return Err(Illegal::NotOpened.into());
                }
                if let Some(t) = self.known_playable() {
                    return Err(Illegal::DrawWhilePlayable(t).into());
                }
                let left = self.boneyard.count();
                if left == 0 {
                    return Err(Illegal::BoneyardEmpty.into());
                }
                if left <= rules.reserve() {
                    return Err(Illegal::LastTwo { left }.into());
                }
                if let Some(t) = named {
                    let in_list = self.boneyard.known & t.bit() != 0;
                    let could_be = self.boneyard.unknown > 0 && self.located() & t.bit() == 0;
                    if !in_list && !could_be {
                        return Err(Illegal::NotInBoneyard(t).into());
                    }
                }
                if let Some(h) = self.hand_unsure() {
                    return Err(h.into());
                }
            }
            Move::Pass => {
                if ends.is_none() {
                    return Err(Illegal::NotOpened.into());
                }
                if let Some(t) = self.known_playable() {
                    return Err(Illegal::PassWhilePlayable(t).into());
                }
                let left = self.boneyard.count();
                if left > rules.reserve() {
                    return Err(Illegal::PassWhileDrawPossible { left }.into());
                }
                if let Some(h) = self.hand_unsure() {
                    return Err(h.into());
                }
            }
        }
        Ok(Valid(mv))
    }

    /// Plays a checked action. Refuses only what depends on unknown tiles: an
    /// unnamed draw from a listed boneyard, or a block with unknown totals.
    pub fn play_valid(&mut self, valid: Valid, rules: Rules) -> Result<Effects, Hidden> {
        let side = self.turn;
        let me = side.index();
        let mut points = 0;
        let done = match valid.0 {
            Move::Open(o) => {
                self.take_from_hand(o.tile());
                self.line.push_right(o);
                self.passes = 0;
                self.turn = side.other();
                Done::Opened { tile: o }
            }
            Move::Play { tile, at } => {
                let (l, r) = self.line.ends().expect("validated play on an opened line");
                self.take_from_hand(tile);
                match at {
                    At::Left => {
                        let free = tile.other(l).expect("validated fit");
                        self.line.push_left(Oriented {
                            left: free,
                            right: l,
                        });
                    }
                    At::Right => {
                        let free = tile.other(r).expect("validated fit");
                        self.line.push_right(Oriented {
                            left: r,
                            right: free,
                        });
                    }
                }
                self.passes = 0;
                self.turn = side.other();
                Done::Played {
                    tile,
                    at,
                    ends: self.line.ends().expect("line opened"),
                }
            }
            Move::Draw(named) => {
                match named {
                    Some(t) => {
                        if self.boneyard.known & t.bit() != 0 {
                            self.boneyard.known &= !t.bit();
                        } else {
                            self.boneyard.unknown -= 1;
                        }
                        self.hands[me].known |= t.bit();
                    }
                    None => {
                        if self.boneyard.known != 0 {
                            return Err(Hidden::DrawUnnamed);
                        }
                        self.boneyard.unknown -= 1;
                        self.hands[me].unknown += 1;
                    }
                }
                self.passes = 0;
                if rules.draw_ends_turn {
                    self.turn = side.other();
                }
                Done::Drew {
                    tile: named,
                    left: self.boneyard.count(),
                }
            }
            Move::Pass => {
                self.passes += 1;
                self.turn = side.other();
                if self.passes >= 2 && !(self.hands[0].is_known() && self.hands[1].is_known()) {
                    return Err(Hidden::BlockedTotals);
                }
                Done::Passed {
                    passes: self.passes,
                }
            }
        };
        if rules.all_fives && matches!(done, Done::Opened { .. } | Done::Played { .. }) {
            let sum = end_count(self);
            if sum % 5 == 0 {
                points = sum;
            }
        }
        Ok(Effects {
            side,
            done,
            points,
            next: self.turn,
            outcome: self.outcome(),
        })
    }

    fn take_from_hand(&mut self, tile: Tile) {
        let hand = &mut self.hands[self.turn.index()];
        if hand.known & tile.bit() != 0 {
            hand.known &= !tile.bit();
        } else {
            // An unknown tile of the hand turns out to be this one.
            hand.unknown -= 1;
        }
    }

    /// Checks then plays.
    pub fn play(&mut self, mv: Move, rules: Rules) -> Result<Effects, Refusal> {
        let valid = self.validate(mv, rules)?;
        let mut next = *self;
        let fx = next.play_valid(valid, rules)?;
        *self = next;
        Ok(fx)
    }

    /// The legal actions of the mover into `out` (cleared first). Draws are
    /// listed unnamed. A tile that fits both ends is listed at both. Refused
    /// when the mover's hand has unknown tiles.
    pub fn legal_moves(&self, rules: Rules, out: &mut Vec<Move>) -> Result<(), Hidden> {
        out.clear();
        if self.outcome().is_over() {
            return Ok(());
        }
        if let Some(h) = self.hand_unsure() {
            return Err(h);
        }
        let hand = self.hand();
        let Some((l, r)) = self.line.ends() else {
            out.extend(tiles_of(hand.known).map(|t| Move::Open(t.oriented())));
            return Ok(());
        };
        let mut any = false;
        for tile in tiles_of(hand.known & fits_mask(l, r)) {
            any = true;
            if tile.has(l) {
                out.push(Move::Play { tile, at: At::Left });
            }
            if tile.has(r) {
                out.push(Move::Play {
                    tile,
                    at: At::Right,
                });
            }
        }
        if !any {
            out.push(if self.boneyard.count() > rules.reserve() {
                Move::Draw(None)
            } else {
                Move::Pass
            });
        }
        Ok(())
    }

    /// Where a tile fits: (left, right); `None` before the opening.
    pub fn fits(&self, tile: Tile) -> Option<(bool, bool)> {
        let (l, r) = self.line.ends()?;
        Some((tile.has(l), tile.has(r)))
    }

    /// How many tiles the mover may draw at most right now: 0 when a known tile
    /// fits, before the opening or after the end; else the worst case over the
    /// order of the draws and over what the unknown boneyard tiles may be.
    pub fn max_draws(&self, rules: Rules) -> Result<u8, Hidden> {
        if self.outcome().is_over() || self.line.is_empty() || self.known_playable().is_some() {
            return Ok(0);
        }
        let max = self.draw_bound(rules).0;
        if max == 0 {
            // No draw is possible whatever the hand holds.
            return Ok(0);
        }
        match self.hand_unsure() {
            Some(h) => Err(h),
            None => Ok(max),
        }
    }

    /// The mover's unknown tiles, when they matter: some `?` in the hand and,
    /// on an opened line, some tile not known to be elsewhere fits an end.
    /// When every fitting tile is known to be elsewhere (in the line, the
    /// other hand or the listed boneyard), the `?` tiles cannot fit and the
    /// mover's options are known. Before the opening any tile may open, so a
    /// `?` always matters.
    pub fn hand_unsure(&self) -> Option<Hidden> {
        let hand = self.hand();
        if hand.unknown == 0 {
            return None;
        }
        let free = ALL_TILES & !self.located();
        if !self.line.is_empty() && free & self.fitting() == 0 {
            return None;
        }
        Some(Hidden::Hand {
            side: self.turn,
            unknown: hand.unknown,
        })
    }

    /// (max draws, most non-fitting tiles the boneyard can hold) for a mover
    /// holding no fitting tile.
    pub fn draw_bound(&self, rules: Rules) -> (u8, u8) {
        let n = self.boneyard.count();
        let reserve = rules.reserve();
        if n <= reserve {
            return (0, 0);
        }
        let limit = n - reserve;
        if rules.draw_ends_turn {
            return (1, 0);
        }
        let fit = self.fitting();
        let candidates = ALL_TILES & !self.located();
        let free_dead = (candidates & !fit).count_ones() as u8;
        let dead =
            (self.boneyard.known & !fit).count_ones() as u8 + self.boneyard.unknown.min(free_dead);
        if dead >= n {
            (limit, dead)
        } else {
            ((dead + 1).min(limit), dead)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::EDITION;
    use super::super::state::{Line, Tiles};
    use super::super::tile::parse_tile;
    use super::*;

    fn t(s: &str) -> Tile {
        parse_tile(s).unwrap()
    }

    fn set(tiles: &[&str]) -> u32 {
        tiles.iter().fold(0, |m, s| m | t(s).bit())
    }

    fn line(tiles: &[(u8, u8)]) -> Line {
        let v: Vec<Oriented> = tiles
            .iter()
            .map(|&(left, right)| Oriented { left, right })
            .collect();
        Line::from_tiles(&v)
    }

    /// Line open at 2 and 5; black holds 2-5 1-2 5-6 (the guide's position).
    fn guide() -> State {
        State {
            turn: Side::Black,
            line: line(&[(2, 4), (4, 5)]),
            hands: [
                Tiles::known(set(&["2-5", "1-2", "5-6"])),
                Tiles::known(set(&["0-0"])),
            ],
            boneyard: Tiles {
                known: 0,
                unknown: 6,
            },
            passes: 0,
        }
    }

    fn play(s: &str, at: At) -> Move {
        Move::Play { tile: t(s), at }
    }

    #[test]
    fn guide_position_ends_after_2_5() {
        let mut right = guide();
        right.play(play("2-5", At::Right), EDITION).unwrap();
        assert_eq!(right.line.ends(), Some((2, 2)));
        assert!(right.fits(t("1-2")).unwrap().0);
        let mut left = guide();
        left.play(play("2-5", At::Left), EDITION).unwrap();
        assert_eq!(left.line.ends(), Some((5, 5)));
        assert!(left.fits(t("5-6")).unwrap().0);
    }

    #[test]
    fn both_ends_listed_when_tile_fits_both() {
        let mut out = Vec::new();
        guide().legal_moves(EDITION, &mut out).unwrap();
        assert!(out.contains(&play("2-5", At::Left)));
        assert!(out.contains(&play("2-5", At::Right)));
        assert!(out.contains(&play("1-2", At::Left)));
        assert!(out.contains(&play("5-6", At::Right)));
        assert_eq!(out.len(), 4);
    }

    #[test]
    fn wrong_end_and_no_match_name_values() {
        let s = guide();
        assert_eq!(
            s.validate(play("1-2", At::Right), EDITION),
            Err(Illegal::WrongEnd {
                tile: t("1-2"),
                at: At::Right,
                value: 5,
                other: 2
            }
            .into())
        );
        let mut s2 = s;
        s2.hands[0].known |= t("3-4").bit();
        assert_eq!(
            s2.validate(play("3-4", At::Left), EDITION),
            Err(Illegal::NoMatch {
                tile: t("3-4"),
                left: 2,
                right: 5
            }
            .into())
        );
        assert_eq!(
            s.validate(play("6-6", At::Left), EDITION),
            Err(Illegal::NotInHand(t("6-6")).into())
        );
    }

    #[test]
    fn double_fits_like_any_tile() {
        let mut s = guide();
        s.hands[0] = Tiles::known(set(&["5-5"]));
        s.play(play("5-5", At::Right), EDITION).unwrap();
        assert_eq!(s.line.ends(), Some((2, 5)));
        assert_eq!(s.line.right_tile(), Some(Oriented { left: 5, right: 5 }));
    }

    #[test]
    fn opening_rules() {
        let mut s = guide();
        s.line = Line::default();
        assert_eq!(
            s.validate(play("2-5", At::Left), EDITION),
            Err(Illegal::EndOnEmptyLine(t("2-5")).into())
        );
        assert_eq!(
            s.validate(Move::Draw(None), EDITION),
            Err(Illegal::NotOpened.into())
        );
        assert_eq!(
            s.validate(Move::Pass, EDITION),
            Err(Illegal::NotOpened.into())
        );
        let fx = s.play(Move::Open(t("5-6").oriented()), EDITION).unwrap();
        assert_eq!(fx.next, Side::White);
        assert_eq!(s.line.ends(), Some((5, 6)));
        assert_eq!(
            s.validate(Move::Open(t("0-0").oriented()), Rules { ..EDITION }),
            Err(Illegal::EndNotNamed(t("0-0")).into())
        );
    }

    fn stuck() -> State {
        let mut s = guide();
        s.hands[0] = Tiles::known(set(&["0-0", "3-3"]));
        s.boneyard = Tiles::known(set(&["1-1", "4-4", "6-6", "0-1", "2-6"]));
        s.hands[1] = Tiles::known(set(&["0-3"]));
        s
    }

    #[test]
    fn draw_keeps_turn_and_may_not_take_last_two() {
        let mut s = stuck();
        let fx = s.play(Move::Draw(Some(t("1-1"))), EDITION).unwrap();
        assert_eq!(fx.next, Side::Black);
        s.play(Move::Draw(Some(t("4-4"))), EDITION).unwrap();
        s.play(Move::Draw(Some(t("6-6"))), EDITION).unwrap();
        assert_eq!(
            s.validate(Move::Draw(None), EDITION),
            Err(Illegal::LastTwo { left: 2 }.into())
        );
        let mut out = Vec::new();
        s.legal_moves(EDITION, &mut out).unwrap();
        assert_eq!(out, [Move::Pass]);
        let fx = s.play(Move::Pass, EDITION).unwrap();
        assert_eq!(fx.done, Done::Passed { passes: 1 });
        assert_eq!(fx.next, Side::White);
        // Under draw-all the last two may be taken.
        let mut s = stuck();
        let all = Rules::with_trap("draw-all").unwrap();
        for d in ["1-1", "4-4", "6-6", "0-1"] {
            s.play(Move::Draw(Some(t(d))), all).unwrap();
        }
        assert_eq!(s.boneyard.count(), 1);
        assert_eq!(
            s.validate(Move::Pass, all),
            Err(Illegal::PassWhileDrawPossible { left: 1 }.into())
        );
    }

    #[test]
    fn draw_ends_turn_trap() {
        let mut s = stuck();
        let fx = s
            .play(
                Move::Draw(Some(t("1-1"))),
                Rules::with_trap("draw-ends-turn").unwrap(),
            )
            .unwrap();
        assert_eq!(fx.next, Side::White);
    }

    #[test]
    fn no_draw_or_pass_with_a_playable_tile() {
        let s = guide();
        assert_eq!(
            s.validate(Move::Draw(None), EDITION),
            Err(Illegal::DrawWhilePlayable(t("1-2")).into())
        );
        assert_eq!(
            s.validate(Move::Pass, EDITION),
            Err(Illegal::PassWhilePlayable(t("1-2")).into())
        );
        let s = stuck();
        assert_eq!(
            s.validate(Move::Pass, EDITION),
            Err(Illegal::PassWhileDrawPossible { left: 5 }.into())
        );
        assert_eq!(
            s.validate(Move::Draw(Some(t("2-5"))), EDITION),
            Err(Illegal::NotInBoneyard(t("2-5")).into())
        );
    }

    #[test]
    fn draws_worst_case() {
        // Fitting 2 or 5: 2-6 fits; four dead tiles: draws at most min(5, 3) = 3.
        let s = stuck();
        assert_eq!(s.max_draws(EDITION), Ok(3));
        assert_eq!(s.max_draws(Rules::with_trap("draw-all").unwrap()), Ok(5));
        assert_eq!(
            s.max_draws(Rules::with_trap("draw-ends-turn").unwrap()),
            Ok(1)
        );
        let mut s2 = s;
        s2.boneyard = Tiles::known(set(&["1-1", "4-4", "2-6", "0-1", "3-4", "0-4"]));
        // Dead: 1-1 4-4 0-1 3-4 0-4 (5); worst case 5 dead then 2-6, capped at 4.
        assert_eq!(s2.max_draws(EDITION), Ok(4));
        s2.boneyard = Tiles::known(set(&["2-6", "1-1", "4-4"]));
        assert_eq!(s2.max_draws(EDITION), Ok(1));
        assert_eq!(guide().max_draws(EDITION), Ok(0));
    }

    #[test]
    fn unknown_hand_refuses_what_depends_on_it() {
        let mut s = stuck();
        s.hands[0].unknown = 2;
        assert!(matches!(
            s.validate(Move::Pass, EDITION),
            Err(Refusal::Illegal(_))
        ));
        assert_eq!(
            s.validate(Move::Draw(None), EDITION),
            Err(Hidden::Hand {
                side: Side::Black,
                unknown: 2
            }
            .into())
        );
        let mut out = Vec::new();
        assert!(s.legal_moves(EDITION, &mut out).is_err());
        assert!(s.max_draws(EDITION).is_err());
        assert_eq!(
            s.validate(play("5-6", At::Right), EDITION),
            Err(Hidden::MaybeInHand(t("5-6")).into())
        );
        // 2-6 is known to be in the boneyard.
        assert_eq!(
            s.validate(play("2-6", At::Left), EDITION),
            Err(Illegal::NotInHand(t("2-6")).into())
        );
        // A tile that fits nowhere is illegal whatever the hand holds.
        assert!(matches!(
            s.validate(play("3-4", At::Left), EDITION),
            Err(Refusal::Illegal(Illegal::NoMatch { .. }))
        ));
    }

    #[test]
    fn blocked_and_win() {
        let mut s = stuck();
        s.boneyard = Tiles::known(set(&["1-1", "4-4"]));
        s.passes = 1;
        s.hands[1] = Tiles::known(set(&["6-6"]));
        let fx = s.play(Move::Pass, EDITION).unwrap();
        assert_eq!(
            fx.outcome,
            Outcome::Blocked {
                black: 6,
                white: 12
            }
        );
        assert_eq!(fx.outcome.winner(), Some(Side::Black));
        assert_eq!(
            s.validate(Move::Pass, EDITION),
            Err(Illegal::GameOver.into())
        );

        let mut s = guide();
        s.hands[0] = Tiles::known(set(&["2-5"]));
        let fx = s.play(play("2-5", At::Left), EDITION).unwrap();
        assert_eq!(fx.outcome, Outcome::EmptyHand(Side::Black));
    }

    #[test]
    fn all_fives_counts_doubles_twice() {
        let five = Rules::with_trap("all-fives").unwrap();
        // Line 5-3 … 3-0: playing 5-5 on the left gives 10 + 0.
        let mut s = guide();
        s.line = line(&[(5, 3), (3, 0)]);
        s.hands[0] = Tiles::known(set(&["5-5", "1-1"]));
        let mut e = s;
        assert_eq!(e.play(play("5-5", At::Left), EDITION).unwrap().points, 0);
        assert_eq!(s.play(play("5-5", At::Left), five).unwrap().points, 10);
        // Opening 2-3 scores 5; 1-1 opening scores nothing.
        let mut o = guide();
        o.line = Line::default();
        o.hands[0] = Tiles::known(set(&["2-3", "1-1"]));
        let mut o2 = o;
        assert_eq!(
            o.play(Move::Open(t("2-3").oriented()), five)
                .unwrap()
                .points,
            5
        );
        assert_eq!(
            o2.play(Move::Open(t("1-1").oriented()), five)
                .unwrap()
                .points,
            0
        );
    }

    // ---- Review: adversarial cases, expected values worked out by hand. ----

    fn oriented(s: &str) -> Oriented {
        super::super::tile::parse_oriented(s).unwrap()
    }

    #[test]
    fn opening_keeps_the_written_orientation() {
        // 4-3 opens with 4 on the left and 3 on the right.
        let mut s = guide();
        s.line = Line::default();
        s.hands[0] = Tiles::known(set(&["3-4", "3-5"]));
        let mut a = s;
        let fx = a.play(Move::Open(oriented("4-3")), EDITION).unwrap();
        assert_eq!(a.line.ends(), Some((4, 3)));
        assert_eq!(
            fx.done,
            Done::Opened {
                tile: Oriented { left: 4, right: 3 }
            }
        );
        a.turn = Side::Black;
        a.play(play("3-5", At::Right), EDITION).unwrap();
        assert_eq!(a.line.ends(), Some((4, 5)));
        // Written 3-4, 3 is on the left.
        let mut b = s;
        b.play(Move::Open(oriented("3-4")), EDITION).unwrap();
        b.turn = Side::Black;
        assert!(matches!(
            b.validate(play("3-5", At::Right), EDITION),
            Err(Refusal::Illegal(Illegal::WrongEnd {
                value: 4,
                other: 3,
                ..
            }))
        ));
        // The opening is listed once per tile, whatever its orientation.
        let mut out = Vec::new();
        s.legal_moves(EDITION, &mut out).unwrap();
        assert_eq!(out.len(), 2);
        assert_eq!(Move::Open(oriented("4-3")).to_string(), "3-4");
    }

    #[test]
    fn left_end_flips_the_tile_right_end_keeps_it() {
        // Line 1-3: 5-1 on the left is laid 5-1 (its 1 touches the line);
        // 1-5 on the left as well; 3-6 on the right is laid 3-6, 6-3 too.
        for (tile, at, laid, ends) in [
            ("5-1", At::Left, (5, 1), (5, 3)),
            ("1-5", At::Left, (5, 1), (5, 3)),
            ("3-6", At::Right, (3, 6), (1, 6)),
            ("6-3", At::Right, (3, 6), (1, 6)),
            ("1-1", At::Left, (1, 1), (1, 3)),
            ("3-3", At::Right, (3, 3), (1, 3)),
        ] {
            let mut s = guide();
            s.line = line(&[(1, 3)]);
            s.hands[0] = Tiles::known(set(&[tile, "0-0"]));
            let fx = s.play(play(tile, at), EDITION).unwrap();
            let o = Oriented {
                left: laid.0,
                right: laid.1,
            };
            let placed = match at {
                At::Left => s.line.left_tile(),
                At::Right => s.line.right_tile(),
            };
            assert_eq!(placed, Some(o), "{tile}@{at:?}");
            assert_eq!(s.line.ends(), Some(ends), "{tile}@{at:?}");
            assert!(matches!(fx.done, Done::Played { ends: e, .. } if e == ends));
            let v: Vec<Oriented> = s.line.iter().collect();
            for w in v.windows(2) {
                assert_eq!(w[0].right, w[1].left);
            }
        }
    }

    #[test]
    fn tile_fitting_both_ends_with_equal_values() {
        // Line 3-1 … 2-3 open at 3 and 3: 3-6 fits both; either end gives 6/3.
        let mut s = guide();
        s.line = line(&[(3, 1), (1, 2), (2, 3)]);
        s.hands[0] = Tiles::known(set(&["3-6", "0-0"]));
        let mut out = Vec::new();
        s.legal_moves(EDITION, &mut out).unwrap();
        assert_eq!(out, [play("3-6", At::Left), play("3-6", At::Right)]);
        let mut l = s;
        l.play(play("3-6", At::Left), EDITION).unwrap();
        assert_eq!(l.line.ends(), Some((6, 3)));
        let mut r = s;
        r.play(play("3-6", At::Right), EDITION).unwrap();
        assert_eq!(r.line.ends(), Some((3, 6)));
    }

    fn dead_three() -> State {
        // Ends 2 and 5; black holds 0-0 3-3; the boneyard holds three dead tiles.
        let mut s = stuck();
        s.boneyard = Tiles::known(set(&["1-1", "4-4", "6-6"]));
        s
    }

    #[test]
    fn boneyard_of_three_allows_one_draw_then_pass() {
        let mut s = dead_three();
        assert_eq!(s.max_draws(EDITION), Ok(1));
        assert_eq!(
            s.validate(Move::Pass, EDITION),
            Err(Illegal::PassWhileDrawPossible { left: 3 }.into())
        );
        let fx = s.play(Move::Draw(Some(t("4-4"))), EDITION).unwrap();
        assert_eq!(fx.next, Side::Black, "drawing does not end the turn");
        assert_eq!(
            fx.done,
            Done::Drew {
                tile: Some(t("4-4")),
                left: 2
            }
        );
        assert_eq!(s.max_draws(EDITION), Ok(0));
        assert_eq!(
            s.validate(Move::Draw(Some(t("1-1"))), EDITION),
            Err(Illegal::LastTwo { left: 2 }.into())
        );
        let fx = s.play(Move::Pass, EDITION).unwrap();
        assert_eq!(fx.next, Side::White);
        assert_eq!(s.passes, 1);
        // Under draw-all all three may be drawn; under draw-ends-turn one, and
        // the turn goes over.
        let all = Rules::with_trap("draw-all").unwrap();
        assert_eq!(dead_three().max_draws(all), Ok(3));
        let ends = Rules::with_trap("draw-ends-turn").unwrap();
        let mut e = dead_three();
        assert_eq!(e.max_draws(ends), Ok(1));
        let fx = e.play(Move::Draw(Some(t("1-1"))), ends).unwrap();
        assert_eq!(fx.next, Side::White);
    }

    #[test]
    fn drawing_stops_at_a_playable_tile() {
        // Boneyard of 5 with 2-6 fitting: after drawing 2-6 the player must play.
        let mut s = stuck();
        s.play(Move::Draw(Some(t("2-6"))), EDITION).unwrap();
        assert_eq!(
            s.validate(Move::Draw(None), EDITION),
            Err(Illegal::DrawWhilePlayable(t("2-6")).into())
        );
        let mut out = Vec::new();
        s.legal_moves(EDITION, &mut out).unwrap();
        assert_eq!(out, [play("2-6", At::Left)]);
    }

    #[test]
    fn unknown_tiles_that_cannot_fit_do_not_hide_anything() {
        // Ends 6 and 6; all seven tiles with a 6 are known to be elsewhere
        // (five in the line, 0-6 and 1-6 with white): black's ? cannot fit.
        let mut s = guide();
        s.line = line(&[(6, 2), (2, 4), (4, 6), (6, 6), (6, 3), (3, 5), (5, 6)]);
        s.hands[0] = Tiles {
            known: set(&["0-0"]),
            unknown: 2,
        };
        s.hands[1] = Tiles::known(set(&["0-6", "1-6"]));
        s.boneyard = Tiles {
            known: 0,
            unknown: 4,
        };
        let mut out = Vec::new();
        s.legal_moves(EDITION, &mut out).unwrap();
        assert_eq!(out, [Move::Draw(None)]);
        assert!(s.validate(Move::Draw(None), EDITION).is_ok());
        assert_eq!(s.max_draws(EDITION), Ok(2));
        s.boneyard.unknown = 2;
        assert!(s.validate(Move::Pass, EDITION).is_ok());
        // One 6 tile unaccounted for: the ? could be it.
        s.hands[1] = Tiles::known(set(&["0-6"]));
        assert!(matches!(
            s.validate(Move::Pass, EDITION),
            Err(Refusal::Hidden(Hidden::Hand { unknown: 2, .. }))
        ));
    }

    #[test]
    fn no_draw_possible_is_known_even_with_unknown_tiles() {
        // Boneyard at its last two: 0 draws whatever the ? tiles are.
        let mut s = stuck();
        s.hands[0].unknown = 3;
        s.boneyard = Tiles::known(set(&["1-1", "4-4"]));
        assert_eq!(s.max_draws(EDITION), Ok(0));
        assert_eq!(
            s.validate(Move::Draw(None), EDITION),
            Err(Illegal::LastTwo { left: 2 }.into())
        );
        s.boneyard = Tiles::known(set(&["1-1", "4-4", "6-6"]));
        assert!(s.max_draws(EDITION).is_err());
    }

    #[test]
    fn blocked_game_equal_totals_is_a_draw() {
        // White passed; black cannot play and the boneyard is at 2: black
        // passes, the game is blocked, 3-3 (6) against 0-6 (6).
        let mut s = stuck();
        s.hands[1] = Tiles::known(set(&["0-6"]));
        s.hands[0] = Tiles::known(set(&["3-3"]));
        s.boneyard = Tiles::known(set(&["1-1", "4-4"]));
        s.passes = 1;
        let fx = s.play(Move::Pass, EDITION).unwrap();
        assert_eq!(fx.outcome, Outcome::Blocked { black: 6, white: 6 });
        assert_eq!(fx.outcome.winner(), None);
        // A play in between resets the count: pass, play, pass is not blocked.
        let mut s = stuck();
        s.boneyard = Tiles::known(set(&["1-1", "4-4"]));
        s.hands[1] = Tiles::known(set(&["5-6", "0-1"]));
        s.play(Move::Pass, EDITION).unwrap();
        s.play(play("5-6", At::Right), EDITION).unwrap();
        let fx = s.play(Move::Pass, EDITION).unwrap();
        assert_eq!(fx.done, Done::Passed { passes: 1 });
        assert_eq!(fx.outcome, Outcome::Ongoing);
        // White (0-1) cannot play on 2/6 either: second pass in a row.
        let fx = s.play(Move::Pass, EDITION).unwrap();
        assert_eq!(fx.outcome, Outcome::Blocked { black: 6, white: 1 });
        assert_eq!(fx.outcome.winner(), Some(Side::White));
    }

    #[test]
    fn last_tile_at_the_right_end_wins_and_scores_nothing() {
        let mut s = guide();
        s.hands[1] = Tiles::known(set(&["5-5"]));
        s.turn = Side::White;
        let fx = s.play(play("5-5", At::Right), EDITION).unwrap();
        assert_eq!(fx.outcome, Outcome::EmptyHand(Side::White));
        assert_eq!(fx.points, 0);
        assert_eq!(
            s.validate(play("2-5", At::Left), EDITION),
            Err(Illegal::GameOver.into())
        );
    }

    #[test]
    fn all_fives_double_at_the_right_end() {
        // Line 1-2 … 2-5 (ends 1, 5): 5-5 on the right gives 1 + 10 = 11, no
        // score; 1-4 on the left gives 4 + 5 = 9, none; line 0-2 … 2-5 with
        // 5-5 right gives 0 + 10 = 10.
        let five = Rules::with_trap("all-fives").unwrap();
        let mut s = guide();
        s.line = line(&[(1, 2), (2, 5)]);
        s.hands[0] = Tiles::known(set(&["5-5", "1-4", "6-6"]));
        let mut a = s;
        assert_eq!(a.play(play("5-5", At::Right), five).unwrap().points, 0);
        let mut b = s;
        assert_eq!(b.play(play("1-4", At::Left), five).unwrap().points, 0);
        s.line = line(&[(0, 2), (2, 5)]);
        let mut c = s;
        assert_eq!(c.play(play("5-5", At::Right), five).unwrap().points, 10);
        let mut d = s;
        assert_eq!(d.play(play("5-5", At::Right), EDITION).unwrap().points, 0);
        // Line 5-5 … 5-0 after 5-0@right of an opening 5-5: 10 + 0.
        let mut o = guide();
        o.line = line(&[(5, 5)]);
        o.hands[0] = Tiles::known(set(&["0-5", "6-6"]));
        assert_eq!(o.play(play("0-5", At::Right), five).unwrap().points, 10);
    }
}
