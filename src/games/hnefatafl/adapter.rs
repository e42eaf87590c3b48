//! The game's adapter: reads `[position]`, answers questions, explains, draws.
//!
//! Answer decisions:
//! - `moves`: every legal move as `from-to` (no capture suffix); with `from`,
//!   the destination squares of that piece (empty if it cannot move now).
//! - `after` / `captured`: every square emptied during the whole sequence
//!   (soldiers and the king), as a set.
//! - `king-routes`: the escape squares (corners; every edge square under
//!   `edge-escape`) the king could reach in one move now, whoever is to move.
//! - `escape` / `capture-king`: see `search.rs`; `within` must be 1–4.
//! - `explain` and `highlights` describe the edition's answer.

use toml::Spanned;

use crate::game_api::{
    About, Answer, AnswerKind, Ask, GameAdapter, GameKind, ItemKind, Position, Problem,
    QuestionError, Status,
};
use crate::message::Message;
use crate::position_reader::PositionReader;

use super::board::{Bitboard, CORNER_SQUARES, Square, between};
use super::diagram;
use super::game::{Events, Game, MoveList, Outcome, Side};
use super::notation::{Written, move_name, parse_move};
use super::rules::{FETLAR, Rules, TRAPS};
use super::search::{Forced, Goal, force};
use super::setup::{Origin, Setup, SetupProblem, validate};
use super::text;

/// Largest `within` accepted by `escape` and `capture-king`.
pub const MAX_WITHIN: u32 = 4;

/// The hnefatafl adapter.
pub struct HnefataflAdapter;

/// A valid hnefatafl position.
#[derive(Clone, Debug)]
pub struct HnefataflPosition {
    game: Game,
}

impl HnefataflPosition {
    /// Wraps a game state.
    pub fn new(game: Game) -> Self {
        Self { game }
    }

    /// The state.
    pub fn game(&self) -> &Game {
        &self.game
    }
}

fn status_of(o: Outcome) -> Status {
    match o.winner() {
        None => Status::Ongoing,
        Some(None) => Status::Draw,
        Some(Some(side)) => Status::Won(side.name()),
    }
}

fn names(set: Bitboard) -> Vec<String> {
    set.sorted_by_name().iter().map(|s| s.to_string()).collect()
}

fn read_move(text: &Spanned<String>) -> Result<Written, QuestionError> {
    parse_move(text.get_ref())
        .ok_or_else(|| QuestionError::at(text::unreadable_move(text.get_ref()), text.span()))
}

fn read_square(text: &Spanned<String>) -> Result<Square, QuestionError> {
    Square::parse(text.get_ref())
        .ok_or_else(|| QuestionError::at(text::unreadable_square(text.get_ref()), text.span()))
}

fn rules_for(trap: Option<&str>) -> Result<Rules, QuestionError> {
    match trap {
        None => Ok(FETLAR),
        Some(name) => {
            Rules::with_trap(name).ok_or_else(|| QuestionError::new(text::unknown_trap(name)))
        }
    }
}

/// The search, with its budget turned into a question error.
fn forced(game: &Game, rules: &Rules, goal: Goal, within: u32) -> Result<Forced, QuestionError> {
    check_within(within)?;
    force(game, rules, goal, within)
        .map_err(|too_deep| QuestionError::new(text::too_deep(within, too_deep.nodes)))
}

fn check_within(within: u32) -> Result<(), QuestionError> {
    if (1..=MAX_WITHIN).contains(&within) {
        Ok(())
    } else {
        Err(QuestionError::new(text::bad_within(within)))
    }
}

/// The result of playing an `after` sequence.
struct Played {
    game: Game,
    removed: Bitboard,
    steps: Vec<(Events, Square)>,
}

impl HnefataflPosition {
    fn play_sequence(
        &self,
        rules: &Rules,
        moves: &[Spanned<String>],
    ) -> Result<Played, QuestionError> {
        let mut game = self.game;
        let mut removed = Bitboard::EMPTY;
        let mut steps = Vec::new();
        for (i, written) in moves.iter().enumerate() {
            let w = read_move(written)?;
            let king = game.king();
            match game.play_checked(rules, w.mv, w.claimed) {
                Ok((next, ev)) => {
                    removed |= ev.removed(king);
                    steps.push((ev, king));
                    game = next;
                }
                Err(reason) => {
                    return Err(QuestionError::at(
                        text::illegal_in_sequence(i + 1, written.get_ref(), &reason),
                        written.span(),
                    ));
                }
            }
        }
        Ok(Played {
            game,
            removed,
            steps,
        })
    }

    fn destinations(&self, rules: &Rules, from: Square) -> Bitboard {
        let mut list = MoveList::new();
        self.game.legal_moves(rules, &mut list);
        list.as_slice()
            .iter()
            .filter(|m| m.from == from)
            .fold(Bitboard::EMPTY, |acc, m| acc | m.to.bb())
    }

    /// The king's lines to the corners he shares a rank or file with.
    fn routes(&self) -> Vec<(Square, Bitboard)> {
        let king = self.game.king();
        CORNER_SQUARES
            .into_iter()
            .filter(|c| *c != king && (c.file() == king.file() || c.rank() == king.rank()))
            .map(|c| (c, between(king, c) & self.game.occupied()))
            .collect()
    }
}

impl Position for HnefataflPosition {
    fn status(&self) -> Status {
        status_of(self.game.status(&FETLAR))
    }

    fn to_move(&self) -> &'static str {
        self.game.turn().name()
    }

    fn answer(&self, ask: &Ask, trap: Option<&str>) -> Result<Answer, QuestionError> {
        let rules = rules_for(trap)?;
        match ask {
            Ask::Legal { mv } => {
                let w = read_move(mv)?;
                Ok(Answer::YesNo(
                    self.game.play_checked(&rules, w.mv, w.claimed).is_ok(),
                ))
            }
            Ask::Moves { from: None } => {
                let mut list = MoveList::new();
                self.game.legal_moves(&rules, &mut list);
                Ok(Answer::set(list.as_slice().iter().map(|m| move_name(*m))))
            }
            Ask::Moves { from: Some(from) } => {
                let from = read_square(from)?;
                Ok(Answer::set(names(self.destinations(&rules, from))))
            }
            Ask::After { moves, about } => {
                let played = self.play_sequence(&rules, moves)?;
                match about {
                    About::Captured => Ok(Answer::set(names(played.removed))),
                    About::Turn => Ok(Answer::Side(played.game.turn().name())),
                    About::Status => Ok(Answer::Status(status_of(played.game.status(&rules)))),
                    other => Err(QuestionError::new(text::unsupported(other.name()))),
                }
            }
            Ask::Status => Ok(Answer::Status(status_of(self.game.status(&rules)))),
            Ask::KingRoutes => Ok(Answer::set(names(self.game.king_routes(&rules)))),
            Ask::Escape { within } => Ok(Answer::YesNo(
                forced(&self.game, &rules, Goal::Escape, *within)?.yes,
            )),
            Ask::CaptureKing { within } => Ok(Answer::YesNo(
                forced(&self.game, &rules, Goal::CaptureKing, *within)?.yes,
            )),
            other => Err(QuestionError::new(text::unsupported(other.name()))),
        }
    }

    fn explain(&self, ask: &Ask) -> Vec<Message> {
        let rules = FETLAR;
        let g = &self.game;
        match ask {
            Ask::Legal { mv } => {
                let Some(w) = parse_move(mv.get_ref()) else {
                    return vec![text::unreadable_move(mv.get_ref())];
                };
                match g.play_checked(&rules, w.mv, w.claimed) {
                    Ok((_, ev)) => text::events(&ev, g.king()),
                    Err(reason) => vec![text::illegal(&reason)],
                }
            }
            Ask::Moves { from: None } => {
                let mut list = MoveList::new();
                g.legal_moves(&rules, &mut list);
                vec![text::move_count(g.turn(), list.len())]
            }
            Ask::Moves { from: Some(from) } => match Square::parse(from.get_ref()) {
                Some(sq) => {
                    let mut out = Vec::new();
                    if let Some(owner) = g.owner(sq).filter(|o| *o != g.turn()) {
                        out.push(text::illegal(&super::game::Illegal::NotYourPiece {
                            square: sq,
                            owner,
                        }));
                    }
                    out.push(text::destination_count(
                        sq,
                        self.destinations(&rules, sq).count() as usize,
                    ));
                    out
                }
                None => vec![text::unreadable_square(from.get_ref())],
            },
            Ask::After { moves, .. } => match self.play_sequence(&rules, moves) {
                Ok(played) => {
                    let mut out: Vec<Message> = played
                        .steps
                        .iter()
                        .flat_map(|(ev, king)| text::events(ev, *king))
                        .collect();
                    let end = played.game;
                    out.push(text::outcome(end.status(&rules), end.turn(), end.king()));
                    out
                }
                Err(e) => vec![e.message],
            },
            Ask::Status => vec![text::outcome(g.status(&rules), g.turn(), g.king())],
            Ask::KingRoutes => {
                let routes = self.routes();
                if routes.is_empty() {
                    vec![text::no_route(g.king())]
                } else {
                    routes.iter().map(|(c, b)| text::route(*c, *b)).collect()
                }
            }
            Ask::Escape { within } | Ask::CaptureKing { within } => {
                let goal = if matches!(ask, Ask::Escape { .. }) {
                    Goal::Escape
                } else {
                    Goal::CaptureKing
                };
                match forced(g, &rules, goal, *within) {
                    Ok(f) => vec![text::forced(goal == Goal::Escape, f.yes, *within, f.first)],
                    Err(e) => vec![e.message],
                }
            }
            other => vec![text::unsupported(other.name())],
        }
    }

    fn highlights(&self, ask: &Ask) -> Vec<String> {
        let rules = FETLAR;
        let g = &self.game;
        let set = match ask {
            Ask::Legal { mv } => match parse_move(mv.get_ref()) {
                Some(w) => {
                    let mut s = w.mv.from.bb() | w.mv.to.bb();
                    if let Ok((_, ev)) = g.play_checked(&rules, w.mv, None) {
                        s |= ev.removed(g.king());
                    }
                    s
                }
                None => Bitboard::EMPTY,
            },
            Ask::Moves { from: Some(from) } => match Square::parse(from.get_ref()) {
                Some(sq) => sq.bb() | self.destinations(&rules, sq),
                None => Bitboard::EMPTY,
            },
            Ask::Moves { from: None } => Bitboard::EMPTY,
            Ask::After { moves, .. } => match self.play_sequence(&rules, moves) {
                Ok(played) => {
                    let mut s = played.removed;
                    if let Some((ev, _)) = played.steps.last() {
                        s |= ev.mv.from.bb() | ev.mv.to.bb();
                    }
                    s
                }
                Err(_) => Bitboard::EMPTY,
            },
            Ask::KingRoutes => {
                let mut s = g.king().bb();
                for (corner, blockers) in self.routes() {
                    s |= blockers;
                    if blockers.is_empty() {
                        s |= corner.bb();
                    }
                }
                s
            }
            _ => g.king().bb(),
        };
        names(set)
    }

    fn diagram(&self, highlight: &[String], colour: bool) -> String {
        let marked: Vec<Square> = highlight.iter().filter_map(|s| Square::parse(s)).collect();
        diagram::draw(&self.game, &marked, colour)
    }
}

fn origin_span(
    origin: Origin,
    attackers: &[Spanned<String>],
    defenders: &[Spanned<String>],
    king: &Option<Spanned<String>>,
) -> Option<crate::game_api::Span> {
    match origin {
        Origin::Attacker(i) => attackers.get(i).map(|s| s.span()),
        Origin::Defender(i) => defenders.get(i).map(|s| s.span()),
        Origin::King => king.as_ref().map(|s| s.span()),
    }
}

fn read_list(reader: &mut PositionReader<'_>, list: &[Spanned<String>]) -> Vec<(Square, usize)> {
    let mut out = Vec::new();
    for (i, item) in list.iter().enumerate() {
        match Square::parse(item.get_ref()) {
            Some(sq) => out.push((sq, i)),
            None => reader.problem(Problem::new(
                "bad-square",
                text::bad_square(item.get_ref()),
                Vec::new(),
                Some(item.span()),
            )),
        }
    }
    out
}

impl GameAdapter for HnefataflAdapter {
    fn kind(&self) -> GameKind {
        GameKind::Hnefatafl
    }

    fn sides(&self) -> [&'static str; 2] {
        ["black", "white"]
    }

    fn traps(&self) -> &'static [&'static str] {
        &TRAPS
    }

    fn supports(&self, ask: &Ask) -> bool {
        match ask {
            Ask::Legal { .. }
            | Ask::Moves { .. }
            | Ask::Status
            | Ask::KingRoutes
            | Ask::Escape { .. }
            | Ask::CaptureKing { .. } => true,
            Ask::After { about, .. } => {
                matches!(about, About::Captured | About::Turn | About::Status)
            }
            _ => false,
        }
    }

    fn answer_kind(&self, ask: &Ask) -> AnswerKind {
        match ask {
            Ask::Moves { from: None } => AnswerKind::Set(ItemKind::Move),
            Ask::Moves { from: Some(_) } | Ask::KingRoutes => AnswerKind::Set(ItemKind::Square),
            Ask::After { about, .. } => match about {
                About::Captured => AnswerKind::Set(ItemKind::Square),
                About::Turn => AnswerKind::Side,
                _ => AnswerKind::Status,
            },
            Ask::Status => AnswerKind::Status,
            _ => AnswerKind::YesNo,
        }
    }

    fn load_position(&self, reader: &mut PositionReader<'_>) -> Option<Box<dyn Position>> {
        let before = reader.problems().len();
        let turn_text = reader.string("turn");
        let attackers = reader.strings("attackers");
        let defenders = reader.strings("defenders");
        let king_text = reader.opt_string("king");
        let quiet = reader.opt_int("quiet", 0, i64::from(super::game::QUIET_LIMIT));

        let mut setup = Setup::default();
        if let Some(t) = &turn_text {
            setup.turn = Side::parse(t.get_ref().trim());
            if setup.turn.is_none() {
                reader.problem(Problem::new(
                    "bad-turn",
                    text::bad_turn(t.get_ref()),
                    Vec::new(),
                    Some(t.span()),
                ));
            }
        }
        let att = attackers.clone().unwrap_or_default();
        let def = defenders.clone().unwrap_or_default();
        setup.attackers = read_list(reader, &att);
        setup.defenders = read_list(reader, &def);
        setup.attackers_written = att.len();
        setup.defenders_written = def.len();
        match &king_text {
            Some(k) => match Square::parse(k.get_ref()) {
                Some(sq) => setup.king = Some(sq),
                None => reader.problem(Problem::new(
                    "bad-square",
                    text::bad_square(k.get_ref()),
                    Vec::new(),
                    Some(k.span()),
                )),
            },
            None => {
                if reader.value_span("king").is_none() {
                    let span = reader.span();
                    reader.problem(Problem::new(
                        "king-missing",
                        text::king_missing(),
                        Vec::new(),
                        Some(span),
                    ));
                }
            }
        }
        setup.quiet = quiet.map(|q| *q.get_ref() as u8).unwrap_or(0);

        let (game, problems) = validate(&setup);
        for p in &problems {
            let (squares, span) = match p {
                SetupProblem::SquareUsedTwice { square, second, .. } => {
                    (vec![*square], origin_span(*second, &att, &def, &king_text))
                }
                SetupProblem::TwoKings { square, defender } => (
                    vec![*square],
                    origin_span(Origin::Defender(*defender), &att, &def, &king_text),
                ),
                SetupProblem::SoldierOnThrone { origin } => (
                    vec![super::board::THRONE],
                    origin_span(*origin, &att, &def, &king_text),
                ),
                SetupProblem::SoldierOnCorner { square, origin } => {
                    (vec![*square], origin_span(*origin, &att, &def, &king_text))
                }
                SetupProblem::TooManyAttackers { surplus, .. } => {
                    (surplus.clone(), reader.value_span("attackers"))
                }
                SetupProblem::TooManyDefenders { surplus, .. } => {
                    (surplus.clone(), reader.value_span("defenders"))
                }
                SetupProblem::KingEnclosed { king, attackers } => {
                    let mut v = vec![*king];
                    v.extend(attackers.sorted_by_name());
                    (v, origin_span(Origin::King, &att, &def, &king_text))
                }
            };
            reader.problem(Problem::new(
                p.code(),
                text::problem(p),
                squares.iter().map(|s| s.to_string()).collect(),
                span,
            ));
        }
        if reader.problems().len() != before {
            return None;
        }
        game.map(|g| Box::new(HnefataflPosition::new(g)) as Box<dyn Position>)
    }

    fn canonical_item(&self, kind: ItemKind, text: &str) -> Option<String> {
        match kind {
            ItemKind::Square => Square::parse(text).map(|s| s.to_string()),
            ItemKind::Move => parse_move(text).map(|w| move_name(w.mv)),
            ItemKind::Die | ItemKind::Tile => None,
        }
    }
}
