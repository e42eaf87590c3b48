//! Game records: a small TOML file holding everything needed to check a game
//! move by move without this program (`docs/game-records.md`).
//!
//! ```toml
//! format = 1
//! game = "aeroplane"
//! seed = 42
//! red = "human"
//! yellow = "engine 3"
//! result = "red"
//! moves = [
//!   "red 6:base",
//!   "red 3:1",
//!   "yellow 5",
//! ]
//! ```
//!
//! Each move is the side that made it and the move in full notation: every
//! die roll (`4:12`, a bare `5` when no plane could use it), every tile drawn
//! (`draw:3-4`), every capture (`e5-e8xe9/f8`). Dominoes records add a
//! `[deal]` table with both hands and the boneyard. `result` is `ongoing`, a
//! side, or `draw`; `resigned` names a side that gave up.

use toml::Spanned;
use toml::de::DeTable;

use crate::exercise::Source;
use crate::exercise::toml_errors::syntax_error;
use crate::game_api::GameKind;
use crate::position_reader::PositionReader;
use crate::problem::{FileCode, MAX_PROBLEMS, Problem, cap_problems};

/// The newest record format this build reads and the one it writes.
pub const FORMAT: i64 = 1;

/// A game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The game.
    pub game: GameKind,
    /// The seed the game was played with (chance is written in the moves).
    pub seed: Option<u64>,
    /// Who played each side: `human`, or `engine N` for the opponent at level N.
    pub players: Vec<(&'static str, String)>,
    /// The moves: the side and the move as written, where they are in the file.
    pub moves: Vec<Spanned<String>>,
    /// The dominoes deal: `black`, `white`, `boneyard` and their tiles.
    pub deal: Vec<(String, Vec<String>)>,
    /// Where the deal is in the file.
    pub deal_span: Option<std::ops::Range<usize>>,
    /// `ongoing`, a side, or `draw`, as written.
    pub result: Option<Spanned<String>>,
    /// The side that resigned, if one did.
    pub resigned: Option<Spanned<String>>,
    /// The illegal moves the learner tried during the game, each as the
    /// number of moves already played and what was typed (`"12 e1-e4"`);
    /// records written before they were kept have none.
    pub tries: Vec<Spanned<String>>,
}

impl Record {
    /// The side the learner played: the one `human` side of a game against
    /// the engine (`None` for a hot-seat game, or a record that does not say
    /// who played, such as the records written before sides were kept).
    pub fn learner(&self) -> Option<&'static str> {
        let humans: Vec<&'static str> = self
            .players
            .iter()
            .filter(|(_, who)| who == "human")
            .map(|(side, _)| *side)
            .collect();
        let engines = self
            .players
            .iter()
            .filter(|(_, w)| w.starts_with("engine "));
        match (humans.as_slice(), engines.count()) {
            ([side], 1) => Some(side),
            _ => None,
        }
    }

    /// The opponent's level (1–3), from its `engine N`; `None` when no
    /// engine played or the record does not say.
    pub fn level(&self) -> Option<u8> {
        self.players.iter().find_map(|(_, who)| {
            who.strip_prefix("engine ")
                .and_then(|n| n.parse().ok())
                .filter(|n| crate::games::play::LEVELS.contains(n))
        })
    }

    /// Writes the record as TOML, one move per line.
    pub fn to_toml(&self) -> String {
        let mut out = String::from("# plyyard game record (docs/game-records.md)\n");
        out.push_str(&format!(
            "format = {FORMAT}\ngame = \"{}\"\n",
            self.game.name()
        ));
        if let Some(seed) = self.seed.filter(|s| i64::try_from(*s).is_ok()) {
            out.push_str(&format!("seed = {seed}\n"));
        }
        for (side, who) in &self.players {
            out.push_str(&format!("{side} = \"{who}\"\n"));
        }
        if let Some(r) = &self.result {
            out.push_str(&format!("result = \"{}\"\n", r.get_ref()));
        }
        if let Some(r) = &self.resigned {
            out.push_str(&format!("resigned = \"{}\"\n", r.get_ref()));
        }
        out.push_str("moves = [\n");
        for mv in &self.moves {
            out.push_str(&format!("  \"{}\",\n", mv.get_ref()));
        }
        out.push_str("]\n");
        if !self.tries.is_empty() {
            out.push_str("tries = [\n");
            for t in &self.tries {
                // What was typed may hold any character: written as TOML
                // quotes it.
                let quoted = toml::Value::String(t.get_ref().clone()).to_string();
                out.push_str(&format!("  {quoted},\n"));
            }
            out.push_str("]\n");
        }
        if !self.deal.is_empty() {
            out.push_str("\n[deal]\n");
            for (key, tiles) in &self.deal {
                out.push_str(&format!(
                    "{key} = {}\n",
                    crate::games::play::toml_list(tiles)
                ));
            }
        }
        out
    }
}

/// Splits a kept try into the moves played before it and what was typed.
pub fn split_try(text: &str) -> Option<(usize, &str)> {
    let (ply, typed) = text.trim().split_once(char::is_whitespace)?;
    Some((ply.parse().ok()?, typed.trim()))
}

/// Splits a written move into its side and its move: `red 3:12`.
pub fn split_move(text: &str) -> Option<(&str, &str)> {
    let (side, mv) = text.trim().split_once(char::is_whitespace)?;
    Some((side, mv.trim()))
}

/// Reads a record; every problem of its structure, with its place.
pub fn read(source: &Source) -> Result<Record, Vec<Problem>> {
    let (doc, errors) = DeTable::parse_recoverable(&source.text);
    if !errors.is_empty() {
        if let Some(problem) = crate::exercise::toml_errors::unclosed_array_problem(&source.text) {
            return Err(vec![problem]);
        }
        let problems = errors
            .iter()
            .take(MAX_PROBLEMS + 1)
            .map(|e| {
                Problem::new(
                    FileCode::TomlSyntax,
                    syntax_error(e.message()),
                    Vec::new(),
                    Some(crate::exercise::toml_errors::error_span(
                        &source.text,
                        e.message(),
                        e.span(),
                    )),
                )
            })
            .collect();
        let unlisted = errors.len().saturating_sub(MAX_PROBLEMS + 1);
        return Err(cap_problems(problems, unlisted));
    }
    let mut top = PositionReader::named(doc.get_ref(), doc.span(), "");
    let mut problems = Vec::new();
    let game = crate::exercise::format_and_game(&mut top, FORMAT, &mut problems);
    let seed = top
        .opt_int("seed", 0, i64::MAX)
        .map(|s| *s.get_ref() as u64);
    let mut players = Vec::new();
    for side in ["red", "yellow", "blue", "black", "white"] {
        let belongs = game.is_some_and(|g| g.sides().contains(&side));
        if let Some(who) = if belongs { top.opt_string(side) } else { None } {
            players.push((side, who.into_inner()));
        }
    }
    let result = top.opt_string("result");
    let resigned = top.opt_string("resigned");
    let moves = top.strings("moves").unwrap_or_default();
    let tries = top.opt_strings("tries").unwrap_or_default();
    let mut deal = Vec::new();
    let mut deal_span = None;
    if let Some((table, span)) = top.opt_table("deal") {
        let mut r = PositionReader::named(table, span.clone(), "deal");
        for key in ["black", "white", "boneyard"] {
            if let Some(list) = r.opt_strings(key) {
                deal.push((
                    key.to_string(),
                    list.into_iter().map(Spanned::into_inner).collect(),
                ));
            }
        }
        problems.extend(r.finish());
        deal_span = Some(span);
    }
    problems.extend(top.finish());
    problems.sort_by_key(|p| p.span.as_ref().map_or(0, |s| s.start));
    match game {
        Some(game) if problems.is_empty() => Ok(Record {
            game,
            seed,
            players,
            moves,
            deal,
            deal_span,
            result,
            resigned,
            tries,
        }),
        // As for exercise files: the first ones listed, the others counted.
        _ => Err(cap_problems(problems, 0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(text: &str) -> Source {
        Source::new("r.toml", text)
    }

    #[test]
    fn writes_and_reads_back() {
        let rec = Record {
            game: GameKind::Dominoes,
            seed: Some(7),
            players: vec![("black", "human".into()), ("white", "engine 2".into())],
            moves: vec![
                Spanned::new(0..0, "black 3-4".into()),
                Spanned::new(0..0, "white draw:0-0".into()),
            ],
            deal: vec![("black".into(), vec!["3-4".into()])],
            deal_span: None,
            result: Some(Spanned::new(0..0, "ongoing".into())),
            resigned: None,
            tries: vec![Spanned::new(0..0, "1 \"q\\".into())],
        };
        let text = rec.to_toml();
        let back = read(&source(&text)).unwrap();
        assert_eq!(back.game, GameKind::Dominoes);
        assert_eq!(back.seed, Some(7));
        assert_eq!(back.players, rec.players);
        let moves: Vec<&str> = back.moves.iter().map(|m| m.get_ref().as_str()).collect();
        assert_eq!(moves, ["black 3-4", "white draw:0-0"]);
        assert_eq!(back.deal, rec.deal);
        let tries: Vec<&str> = back.tries.iter().map(|t| t.get_ref().as_str()).collect();
        assert_eq!(tries, ["1 \"q\\"]);
        assert_eq!((back.learner(), back.level()), (Some("black"), Some(2)));
        let line = source(&text).line_col(back.moves[1].span().start).line;
        assert_eq!(line, 10, "{text}");
    }

    #[test]
    fn records_without_players_or_seed_say_nothing_of_them() {
        let old = read(&source(
            "format = 1\ngame = \"hnefatafl\"\nmoves = [\"black j6-j2\"]\n",
        ))
        .unwrap();
        assert_eq!((old.seed, old.learner(), old.level()), (None, None, None));
        let hot = read(&source(
            "format = 1\ngame = \"hnefatafl\"\nblack = \"human\"\nwhite = \"human\"\nmoves = []\n",
        ))
        .unwrap();
        assert_eq!((hot.learner(), hot.level()), (None, None));
    }

    #[test]
    fn structure_problems_are_located() {
        let errs = read(&source(
            "format = 1\ngame = \"chess\"\nmoves = []\nwho = 1\n",
        ))
        .unwrap_err();
        let codes: Vec<&str> = errs.iter().map(|p| p.code.as_str()).collect();
        assert_eq!(codes, ["unknown-game", "unknown-key"]);
        assert!(read(&source("format = [")).is_err());
        assert!(read(&source("format = 2\ngame = \"dominoes\"\nmoves = []")).is_err());
        assert_eq!(split_move(" red  3:12 "), Some(("red", "3:12")));
        assert_eq!(split_move("red"), None);
    }
}
