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
    /// The first tile of the line (laid smaller half left).
    Open(Tile),
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
        /// The tile.
        tile: Tile,
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
            Move::Open(tile) => {
                if ends.is_some() {
                    return Err(Illegal::EndNotNamed(tile).into());
                }
                self.holds(tile)?;
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
                let hand = self.hand();
                if hand.unknown > 0 {
                    return Err(Hidden::Hand {
                        side: self.turn,
                        unknown: hand.unknown,
                    }
                    .into());
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
                let hand = self.hand();
                if hand.unknown > 0 {
                    return Err(Hidden::Hand {
                        side: self.turn,
                        unknown: hand.unknown,
                    }
                    .into());
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
            Move::Open(tile) => {
                self.take_from_hand(tile);
                self.line.push_right(Oriented {
                    left: tile.lo(),
                    right: tile.hi(),
                });
                self.passes = 0;
                self.turn = side.other();
                Done::Opened { tile }
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
        let hand = self.hand();
        if hand.unknown > 0 {
            return Err(Hidden::Hand {
                side: self.turn,
                unknown: hand.unknown,
            });
        }
        let Some((l, r)) = self.line.ends() else {
            out.extend(tiles_of(hand.known).map(Move::Open));
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
        let hand = self.hand();
        if hand.unknown > 0 {
            return Err(Hidden::Hand {
                side: self.turn,
                unknown: hand.unknown,
            });
        }
        Ok(self.draw_bound(rules).0)
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
        let fx = s.play(Move::Open(t("5-6")), EDITION).unwrap();
        assert_eq!(fx.next, Side::White);
        assert_eq!(s.line.ends(), Some((5, 6)));
        assert_eq!(
            s.validate(Move::Open(t("0-0")), Rules { ..EDITION }),
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
        assert_eq!(o.play(Move::Open(t("2-3")), five).unwrap().points, 5);
        assert_eq!(o2.play(Move::Open(t("1-1")), five).unwrap().points, 0);
    }
}
