//! Reading and validating a position: every problem is collected, each with
//! the tiles involved and the item it concerns.
//!
//! Problem codes (stable):
//! - `bad-turn`: `turn` is neither `black` nor `white`.
//! - `bad-tile`: a tile is not written `a-b`.
//! - `pip-out-of-range`: a half is above 6.
//! - `unknown-in-line`: `?` in the line (laid tiles are always known).
//! - `duplicate-tile`: a tile appears twice (line, hands, boneyard).
//! - `line-mismatch`: two neighbouring halves of the line differ.
//! - `negative-count`: a hand or boneyard count below zero.
//! - `tile-count`: not 28 tiles in all (more than 28 even when `partial`).
//! - `boneyard-too-small`: fewer than the two tiles that always stay.
//! - `boneyard-too-large`: more than the 14 tiles left by the deal (unless `partial`).
//! - `white-opens`: white to move on an unopened line (black opens).
//! - `empty-hand-unopened`: an empty hand although no tile was laid.
//! - `both-hands-empty`: both hands empty.
//! - `passes-unopened`: passes recorded before the opening.
//! - `passes-boneyard`: passes recorded while the boneyard is not at its last two.
//! - `passes-after-win`: passes recorded although a hand is already empty.
//! - `passer-can-play`: a player recorded as having passed holds a fitting tile.
//! - `blocked-hidden-tiles`: a blocked game (2 passes) with unknown tiles in a hand.

use super::state::{Line, Side, State, Tiles};
use super::tile::{Oriented, TILE_COUNT, Tile, TileError, parse_oriented, tiles_of};

/// Which value of the file a problem concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The `turn` value.
    Turn,
    /// Item `i` of the line.
    Line(usize),
    /// Item `i` of a hand (list form).
    Hand(Side, usize),
    /// A hand given as a count.
    HandCount(Side),
    /// Item `i` of the boneyard list.
    Boneyard(usize),
    /// The boneyard value as a whole.
    BoneyardValue,
    /// The `passes` value.
    Passes,
    /// The position as a whole.
    Whole,
}

/// A group of tiles as written: a count or a list of tiles and `?`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RawGroup<'a> {
    /// A number of unknown tiles.
    Count(i64),
    /// Tiles and `?`.
    List(Vec<&'a str>),
}

/// The position as written (keys the reader could not read are `None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawSetup<'a> {
    /// `turn`.
    pub turn: Option<&'a str>,
    /// `line`, left to right.
    pub line: Vec<&'a str>,
    /// `black` and `white`.
    pub hands: [Option<RawGroup<'a>>; 2],
    /// `boneyard`.
    pub boneyard: Option<RawGroup<'a>>,
    /// `passes`.
    pub passes: u8,
    /// `partial`.
    pub partial: bool,
}

/// A problem of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Issue {
    /// `turn` unreadable.
    BadTurn,
    /// Tile text unreadable.
    BadTile,
    /// A half above 6.
    PipOutOfRange(u8),
    /// `?` in the line.
    UnknownInLine,
    /// Tile listed twice.
    Duplicate(Tile),
    /// Neighbouring halves differ: the two tiles.
    LineMismatch(Oriented, Oriented),
    /// Count below zero.
    NegativeCount,
    /// Total tile count (not 28).
    TileCount(u32),
    /// Boneyard size below 2.
    BoneyardTooSmall(u32),
    /// Boneyard size above 14.
    BoneyardTooLarge(u32),
    /// White to open.
    WhiteOpens,
    /// Empty hand on an unopened line.
    EmptyHandUnopened(Side),
    /// Both hands empty.
    BothHandsEmpty,
    /// Passes before the opening.
    PassesUnopened,
    /// Passes with a boneyard other than 2 (its size).
    PassesBoneyard(u32),
    /// Passes after a win.
    PassesAfterWin(Side),
    /// That side passed but holds that fitting tile.
    PasserCanPlay(Side, Tile),
    /// Two passes with unknown tiles in a hand.
    BlockedHiddenTiles,
}

impl Issue {
    /// The stable problem code.
    pub fn code(self) -> &'static str {
        match self {
            Issue::BadTurn => "bad-turn",
            Issue::BadTile => "bad-tile",
            Issue::PipOutOfRange(_) => "pip-out-of-range",
            Issue::UnknownInLine => "unknown-in-line",
            Issue::Duplicate(_) => "duplicate-tile",
            Issue::LineMismatch(..) => "line-mismatch",
            Issue::NegativeCount => "negative-count",
            Issue::TileCount(_) => "tile-count",
            Issue::BoneyardTooSmall(_) => "boneyard-too-small",
            Issue::BoneyardTooLarge(_) => "boneyard-too-large",
            Issue::WhiteOpens => "white-opens",
            Issue::EmptyHandUnopened(_) => "empty-hand-unopened",
            Issue::BothHandsEmpty => "both-hands-empty",
            Issue::PassesUnopened => "passes-unopened",
            Issue::PassesBoneyard(_) => "passes-boneyard",
            Issue::PassesAfterWin(_) => "passes-after-win",
            Issue::PasserCanPlay(..) => "passer-can-play",
            Issue::BlockedHiddenTiles => "blocked-hidden-tiles",
        }
    }

    /// The tiles involved, canonical.
    pub fn tiles(self) -> Vec<String> {
        match self {
            Issue::Duplicate(t) | Issue::PasserCanPlay(_, t) => vec![t.to_string()],
            Issue::LineMismatch(a, b) => vec![a.to_string(), b.to_string()],
            _ => Vec::new(),
        }
    }
}

/// Builds the position, or returns every problem found with its place.
pub fn build(raw: &RawSetup<'_>) -> Result<State, Vec<(Issue, Place)>> {
    let mut issues = Vec::new();
    let mut seen = 0u32;
    let mut note = |tile: Tile, place: Place, issues: &mut Vec<(Issue, Place)>| {
        if seen & tile.bit() != 0 {
            issues.push((Issue::Duplicate(tile), place));
        }
        seen |= tile.bit();
    };

    let turn = raw.turn.map(|t| {
        Side::parse(t.trim()).unwrap_or_else(|| {
            issues.push((Issue::BadTurn, Place::Turn));
            Side::Black
        })
    });

    // The line.
    let mut laid = Vec::with_capacity(raw.line.len());
    for (i, text) in raw.line.iter().enumerate() {
        if text.trim() == "?" {
            issues.push((Issue::UnknownInLine, Place::Line(i)));
            continue;
        }
        match parse_oriented(text) {
            Ok(o) => {
                note(o.tile(), Place::Line(i), &mut issues);
                if let Some(&(_, prev)) = laid.last() {
                    let prev: Oriented = prev;
                    if prev.right != o.left {
                        issues.push((Issue::LineMismatch(prev, o), Place::Line(i)));
                    }
                }
                laid.push((i, o));
            }
            Err(e) => issues.push((tile_issue(e), Place::Line(i))),
        }
    }
    let line = Line::from_tiles(&laid.iter().map(|&(_, o)| o).collect::<Vec<_>>());

    // Hands and boneyard.
    let mut group = |g: &Option<RawGroup<'_>>,
                     item: &dyn Fn(usize) -> Place,
                     whole: Place,
                     issues: &mut Vec<(Issue, Place)>| {
        let mut tiles = Tiles::default();
        // Tiles as written (a count may be huge; `tiles` saturates).
        let mut written = 0u32;
        match g {
            None => {}
            Some(RawGroup::Count(n)) => {
                if *n < 0 {
                    issues.push((Issue::NegativeCount, whole));
                } else {
                    tiles.unknown = (*n).min(255) as u8;
                    written = u32::try_from(*n).unwrap_or(u32::MAX);
                }
            }
            Some(RawGroup::List(items)) => {
                for (i, text) in items.iter().enumerate() {
                    if text.trim() == "?" {
                        tiles.unknown = tiles.unknown.saturating_add(1);
                        written += 1;
                        continue;
                    }
                    match parse_oriented(text) {
                        Ok(o) => {
                            let t = o.tile();
                            note(t, item(i), issues);
                            tiles.known |= t.bit();
                            written += 1;
                        }
                        Err(e) => issues.push((tile_issue(e), item(i))),
                    }
                }
            }
        }
        (tiles, written)
    };
    let (black, black_n) = group(
        &raw.hands[0],
        &|i| Place::Hand(Side::Black, i),
        Place::HandCount(Side::Black),
        &mut issues,
    );
    let (white, white_n) = group(
        &raw.hands[1],
        &|i| Place::Hand(Side::White, i),
        Place::HandCount(Side::White),
        &mut issues,
    );
    let (boneyard, bone_n) = group(
        &raw.boneyard,
        &Place::Boneyard,
        Place::BoneyardValue,
        &mut issues,
    );

    let complete =
        turn.is_some() && raw.hands.iter().all(Option::is_some) && raw.boneyard.is_some();
    let state = State {
        turn: turn.unwrap_or(Side::Black),
        line,
        hands: [black, white],
        boneyard,
        passes: raw.passes,
    };
    if complete {
        let counts = Counts {
            total: (laid.len() as u32)
                .saturating_add(black_n)
                .saturating_add(white_n)
                .saturating_add(bone_n),
            boneyard: bone_n,
        };
        consistency(&state, counts, raw.partial, &mut issues);
    }
    if issues.is_empty() && complete {
        Ok(state)
    } else {
        Err(issues)
    }
}

fn tile_issue(e: TileError) -> Issue {
    match e {
        TileError::Syntax => Issue::BadTile,
        TileError::Range(v) => Issue::PipOutOfRange(v),
    }
}

/// Tile counts as written (the state's counts saturate).
struct Counts {
    /// Line, hands and boneyard.
    total: u32,
    /// The boneyard.
    boneyard: u32,
}

fn consistency(s: &State, counts: Counts, partial: bool, issues: &mut Vec<(Issue, Place)>) {
    let total = counts.total;
    if total > TILE_COUNT as u32 || (!partial && total != TILE_COUNT as u32) {
        issues.push((Issue::TileCount(total), Place::Whole));
    }
    let bone = counts.boneyard;
    if bone < 2 {
        issues.push((Issue::BoneyardTooSmall(bone), Place::BoneyardValue));
    }
    if !partial && bone > 14 {
        issues.push((Issue::BoneyardTooLarge(bone), Place::BoneyardValue));
    }
    let opened = !s.line.is_empty();
    if !opened && s.turn == Side::White {
        issues.push((Issue::WhiteOpens, Place::Turn));
    }
    let empty = [s.hands[0].is_empty(), s.hands[1].is_empty()];
    if empty[0] && empty[1] {
        issues.push((Issue::BothHandsEmpty, Place::Whole));
    } else if !opened {
        for side in [Side::Black, Side::White] {
            if empty[side.index()] {
                issues.push((Issue::EmptyHandUnopened(side), Place::HandCount(side)));
            }
        }
    }
    if s.passes == 0 {
        return;
    }
    if !opened {
        issues.push((Issue::PassesUnopened, Place::Passes));
        return;
    }
    if bone != 2 {
        issues.push((Issue::PassesBoneyard(bone), Place::Passes));
    }
    for side in [Side::Black, Side::White] {
        if empty[side.index()] {
            issues.push((Issue::PassesAfterWin(side), Place::Passes));
            return;
        }
    }
    // The last `passes` players to act passed: the side not to move, and with
    // two passes the mover as well. The line has not changed since.
    let passers: &[Side] = if s.passes >= 2 {
        &[Side::Black, Side::White]
    } else {
        std::slice::from_ref(match s.turn {
            Side::Black => &Side::White,
            Side::White => &Side::Black,
        })
    };
    for &side in passers {
        if let Some(t) = tiles_of(s.hands[side.index()].known & s.fitting()).next() {
            issues.push((Issue::PasserCanPlay(side, t), Place::Passes));
        }
    }
    if s.passes >= 2 && !(s.hands[0].is_known() && s.hands[1].is_known()) {
        issues.push((Issue::BlockedHiddenTiles, Place::Passes));
    }
}

#[cfg(test)]
mod tests {
    use super::super::state::Outcome;
    use super::*;

    fn raw<'a>(
        line: &[&'a str],
        black: &[&'a str],
        white: &[&'a str],
        bone: RawGroup<'a>,
    ) -> RawSetup<'a> {
        RawSetup {
            turn: Some("black"),
            line: line.to_vec(),
            hands: [
                Some(RawGroup::List(black.to_vec())),
                Some(RawGroup::List(white.to_vec())),
            ],
            boneyard: Some(bone),
            passes: 0,
            partial: false,
        }
    }

    fn codes(r: &RawSetup<'_>) -> Vec<&'static str> {
        match build(r) {
            Ok(_) => Vec::new(),
            Err(v) => v.iter().map(|(i, _)| i.code()).collect(),
        }
    }

    #[test]
    fn start_position_is_valid() {
        let r = raw(
            &[],
            &["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"],
            &["?"; 7],
            RawGroup::Count(14),
        );
        let s = build(&r).unwrap();
        assert_eq!(s.hands[1].unknown, 7);
        assert_eq!(s.outcome(), Outcome::Ongoing);
    }

    #[test]
    fn partial_position_allows_fewer_tiles() {
        let mut r = raw(&["2-5"], &["5-6"], &["1-1"], RawGroup::Count(2));
        assert_eq!(codes(&r), ["tile-count"]);
        r.partial = true;
        assert!(build(&r).is_ok());
    }

    #[test]
    fn every_problem_is_reported() {
        let mut r = raw(
            &["2-5", "3-4", "?"],
            &["2-5", "x", "1-8"],
            &["?"],
            RawGroup::Count(1),
        );
        r.partial = true;
        r.turn = Some("red");
        let c = codes(&r);
        for want in [
            "bad-turn",
            "unknown-in-line",
            "line-mismatch",
            "duplicate-tile",
            "bad-tile",
            "pip-out-of-range",
            "boneyard-too-small",
        ] {
            assert!(c.contains(&want), "{want} missing from {c:?}");
        }
    }

    #[test]
    fn opening_and_passes() {
        let mut r = raw(&[], &["1-1"], &["2-2"], RawGroup::Count(2));
        r.partial = true;
        r.turn = Some("white");
        r.passes = 1;
        assert_eq!(codes(&r), ["white-opens", "passes-unopened"]);

        let mut r = raw(&["3-3"], &["1-1"], &["2-3"], RawGroup::Count(3));
        r.partial = true;
        r.passes = 1;
        assert_eq!(codes(&r), ["passes-boneyard", "passer-can-play"]);

        let mut r = raw(&["3-3"], &["1-1"], &["?"], RawGroup::Count(2));
        r.partial = true;
        r.passes = 2;
        assert_eq!(codes(&r), ["blocked-hidden-tiles"]);

        let mut r = raw(&["3-3"], &["1-1"], &["0-2"], RawGroup::Count(2));
        r.partial = true;
        r.passes = 2;
        let s = build(&r).unwrap();
        assert_eq!(s.outcome(), Outcome::Blocked { black: 2, white: 2 });
        assert_eq!(s.outcome().winner(), None);
    }

    #[test]
    fn finished_games() {
        let mut r = raw(&["3-3"], &[], &["0-2"], RawGroup::Count(2));
        r.partial = true;
        let s = build(&r).unwrap();
        assert_eq!(s.outcome(), Outcome::EmptyHand(Side::Black));
        r.hands[1] = Some(RawGroup::List(vec![]));
        assert_eq!(codes(&r), ["both-hands-empty"]);
        let mut r = raw(&[], &[], &["0-2"], RawGroup::Count(2));
        r.partial = true;
        assert_eq!(codes(&r), ["empty-hand-unopened"]);
        let mut r = raw(&["3-3"], &[], &["0-2"], RawGroup::Count(2));
        r.partial = true;
        r.passes = 1;
        assert_eq!(codes(&r), ["passes-after-win"]);
    }

    #[test]
    fn boneyard_list_with_unknowns() {
        let mut r = raw(
            &["3-3"],
            &["1-1"],
            &["0-2"],
            RawGroup::List(vec!["4-4", "?", "?"]),
        );
        r.partial = true;
        let s = build(&r).unwrap();
        assert_eq!(s.boneyard.count(), 3);
        assert_eq!(s.boneyard.unknown, 2);
        r.boneyard = Some(RawGroup::Count(-1));
        assert!(codes(&r).contains(&"negative-count"));
        r.partial = false;
        r.boneyard = Some(RawGroup::Count(15));
        assert!(codes(&r).contains(&"boneyard-too-large"));
    }

    #[test]
    fn overlong_line_and_huge_counts_are_problems_not_panics() {
        // 30 tiles in the line (duplicates): reported, no buffer overflow.
        let line: Vec<&str> = std::iter::repeat_n("3-3", 30).collect();
        let r = raw(&line, &["1-1"], &["2-2"], RawGroup::Count(2));
        let c = codes(&r);
        assert!(
            c.contains(&"tile-count") && c.contains(&"duplicate-tile"),
            "{c:?}"
        );
        // Counts far beyond a byte, and a list of many ?: exact totals.
        let mut r = raw(&["3-3"], &["1-1"], &["2-2"], RawGroup::Count(1000));
        r.hands[1] = Some(RawGroup::List(vec!["?"; 300]));
        match build(&r) {
            Err(v) => {
                assert!(v.contains(&(Issue::TileCount(1302), Place::Whole)), "{v:?}");
                assert!(v.contains(&(Issue::BoneyardTooLarge(1000), Place::BoneyardValue)));
            }
            Ok(_) => panic!("invalid"),
        }
        let mut r = raw(&["3-3"], &["1-1"], &["2-2"], RawGroup::Count(i64::MAX));
        r.partial = true;
        assert!(codes(&r).contains(&"tile-count"));
    }

    #[test]
    fn the_full_set_and_a_deal_need_28_tiles() {
        // 27 tiles: one short, even with the right boneyard.
        let r = raw(
            &[],
            &["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"],
            &["?"; 6],
            RawGroup::Count(14),
        );
        assert_eq!(codes(&r), ["tile-count"]);
        // A passer holding a fitting tile: white passed (black to move) with 5-6.
        let mut r = raw(&["2-5"], &["0-0"], &["5-6", "?"], RawGroup::Count(2));
        r.partial = true;
        r.passes = 1;
        assert_eq!(codes(&r), ["passer-can-play"]);
        // The same with white to move: black passed, white's 5-6 is fine.
        r.turn = Some("white");
        assert!(build(&r).is_ok());
    }
}
