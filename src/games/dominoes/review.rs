//! Marks on a dominoes play (`plyyard review`): a play after which fewer
//! tiles of the mover's hand fit the line than after another play — none
//! at all (the mover blocks itself), or at least two fewer; and a play
//! after which the game blocks at once with the mover's total no lower
//! than the opponent's, when another play blocks it with a better result.

use crate::games::engine::Engine;
use crate::games::play::{Playable, toml_list};
use crate::games::review::{Drill, Finding, Reviewable, better_choice};
use crate::message::Message;

use super::moves::Move;
use super::state::{Outcome, Side, State};
use super::tile::tiles_of;

/// Tiles of the mover's hand that fit an open end after the play `mv`
/// (before the opponent answers); `None` for a draw or a pass, and for a
/// play that empties the hand.
fn fitting_after(g: &State, mv: &Move) -> Option<i64> {
    if !matches!(mv, Move::Open(_) | Move::Play { .. }) {
        return None;
    }
    let me = g.turn.index();
    let mut next = *g;
    <State as Engine>::play_move(&mut next, &<State as Engine>::edition(), mv).ok()?;
    let hand = next.hands[me];
    if hand.count() == 0 {
        return None;
    }
    Some(i64::from((hand.known & next.fitting()).count_ones() as u8))
}

/// Pips left in the mover's hand and in the opponent's when the game
/// blocks right after the play `mv` (the opponent, then the mover, having
/// nothing to lay and nothing to draw); `None` when it does not.
fn blocked_totals(g: &State, mv: &Move) -> Option<(u16, u16)> {
    if !matches!(mv, Move::Open(_) | Move::Play { .. }) {
        return None;
    }
    let rules = <State as Engine>::edition();
    let me = g.turn;
    let mut next = *g;
    <State as Engine>::play_move(&mut next, &rules, mv).ok()?;
    for _ in 0..2 {
        if next.outcome() != Outcome::Ongoing || next.choices(&rules) != [Move::Pass] {
            break;
        }
        <State as Engine>::play_move(&mut next, &rules, &Move::Pass).ok()?;
    }
    match next.outcome() {
        Outcome::Blocked { black, white } if me == Side::Black => Some((black, white)),
        Outcome::Blocked { black, white } => Some((white, black)),
        _ => None,
    }
}

/// The measure of `blocked-total`: 1 when the block wins for the mover
/// (lower total), 0 for a draw, -1 for a loss.
fn blocked_result(g: &State, mv: &Move) -> Option<i64> {
    blocked_totals(g, mv).map(|(mine, theirs)| result_of(mine, theirs))
}

/// 1, 0 or -1 as the mover's total is lower, equal or higher.
fn result_of(mine: u16, theirs: u16) -> i64 {
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Less => 1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => -1,
    }
}

fn result_word(result: i64) -> &'static str {
    match result {
        1 => "won",
        0 => "draw",
        _ => "lost",
    }
}

/// The position as the mover saw it, as `[position]` keys: the other hand
/// and the boneyard as numbers of unknown tiles.
fn seen(g: &State) -> String {
    let me = g.turn.index();
    let line: Vec<String> = g.line.iter().map(|o| o.to_string()).collect();
    let mine = toml_list(tiles_of(g.hands[me].known).map(|t| t.to_string()));
    let other = g.hands[1 - me].count().to_string();
    let (black, white) = if me == 0 {
        (mine, other)
    } else {
        (other, mine)
    };
    let mut out = format!(
        "turn = \"{}\"\nline = {}\nblack = {black}\nwhite = {white}\nboneyard = {}\n",
        g.turn.name(),
        toml_list(&line),
        g.boneyard.count()
    );
    if g.passes > 0 {
        out.push_str(&format!("passes = {}\n", g.passes));
    }
    out
}

impl Reviewable for State {
    fn review(&self, played: &Move) -> Option<Finding<Move>> {
        let rules = <State as Engine>::edition();
        let choices = self.choices(&rules);
        let Some(played_measure) = fitting_after(self, played) else {
            return self.blocked_total(&choices, played);
        };
        let margin = if played_measure == 0 { 1 } else { 2 };
        let Some((better, better_measure)) =
            better_choice(&choices, played, played_measure, margin, |m| {
                fitting_after(self, m)
            })
        else {
            return self.blocked_total(&choices, played);
        };
        Some(Finding {
            code: "self-block",
            better,
            played_measure,
            better_measure,
            reason: Message::new("review-dominoes-self-block")
                .msg("move", self.move_words(played))
                .msg("better", self.move_words(&better))
                .num("played", played_measure)
                .num("best", better_measure),
            exercise: Drill {
                position: seen(self),
                // Before the opening there are no ends to classify by:
                // the question is then the tiles that may open.
                question: match self.line.is_empty() {
                    true => "ask = \"moves\"\n".to_string(),
                    false => "ask = \"classify\"\n".to_string(),
                },
                title: "review-title-tiles-and-ends",
            },
        })
    }

    fn measure(&self, code: &str, mv: &Move) -> Option<i64> {
        match code {
            "self-block" => fitting_after(self, mv),
            "blocked-total" => blocked_result(self, mv),
            _ => None,
        }
    }
}

impl State {
    /// `played` blocks the game at once and does not win it, while another
    /// play blocks it with a better result.
    fn blocked_total(&self, choices: &[Move], played: &Move) -> Option<Finding<Move>> {
        let (mine, theirs) = blocked_totals(self, played)?;
        let played_measure = result_of(mine, theirs);
        if played_measure > 0 {
            return None;
        }
        let (better, better_measure) = better_choice(choices, played, played_measure, 1, |m| {
            blocked_result(self, m)
        })?;
        let (better_mine, better_theirs) = blocked_totals(self, &better)?;
        Some(Finding {
            code: "blocked-total",
            better,
            played_measure,
            better_measure,
            reason: Message::new("review-dominoes-blocked-total")
                .msg("move", self.move_words(played))
                .msg("better", self.move_words(&better))
                .num("mine", i64::from(mine))
                .num("theirs", i64::from(theirs))
                .text("result", result_word(played_measure))
                .num("better-mine", i64::from(better_mine))
                .num("better-theirs", i64::from(better_theirs))
                .text("better-result", result_word(better_measure)),
            exercise: Drill {
                position: seen(self),
                question: "ask = \"classify\"\n".to_string(),
                title: "review-title-blocked-totals",
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dominoes::moves::At;
    use crate::games::dominoes::state::{Line, Tiles};
    use crate::games::dominoes::tile::{Oriented, parse_tile};

    fn set(tiles: &[&str]) -> u32 {
        tiles
            .iter()
            .fold(0, |m, s| m | parse_tile(s).unwrap().bit())
    }

    fn play(s: &str) -> Move {
        Move::Play {
            tile: parse_tile(s).unwrap(),
            at: At::Left,
        }
    }

    /// The line open at 2 and 5, the last two tiles in the boneyard: black
    /// holds 2-6 and 1-2, white 4-4 (8 pips), which fits nothing.
    fn endgame() -> State {
        State {
            turn: Side::Black,
            line: Line::from_tiles(&[
                Oriented { left: 2, right: 4 },
                Oriented { left: 4, right: 5 },
            ]),
            hands: [
                Tiles::known(set(&["2-6", "1-2"])),
                Tiles::known(set(&["4-4"])),
            ],
            boneyard: Tiles::known(set(&["0-1", "3-3"])),
            passes: 0,
        }
    }

    #[test]
    fn a_play_that_blocks_the_game_with_the_higher_total_is_marked() {
        let g = endgame();
        // 1-2 leaves 2-6 (8 against 8, a draw); 2-6 leaves 1-2 (3 against
        // 8, a win). Neither leaves a tile that fits: no self-block mark.
        assert_eq!(blocked_totals(&g, &play("1-2")), Some((8, 8)));
        assert_eq!(blocked_totals(&g, &play("2-6")), Some((3, 8)));
        let f = g.review(&play("1-2")).expect("marked");
        assert_eq!((f.code, f.better), ("blocked-total", play("2-6")));
        assert_eq!((f.played_measure, f.better_measure), (0, 1));
        assert_eq!(g.measure("blocked-total", &play("1-2")), Some(0));
        // The winning play is not marked.
        assert!(g.review(&play("2-6")).is_none());
        // With a tile to play after it, the game does not block at once.
        let mut g = endgame();
        g.hands[0] = Tiles::known(set(&["2-6", "1-2", "5-5"]));
        assert_eq!(blocked_totals(&g, &play("1-2")), None);
    }
}
