//! The adapter: answers questions, explains, highlights, draws.
//!
//! Questions (edition, or one trap of [`TRAPS`]):
//! - `legal`: the full path (`d10-f12-h14`) or `pass`; a name off the star
//!   (`a12`) is an illegal move (answer no, reason explained), an unreadable
//!   text is a question error at the parameter.
//! - `moves` without `from`: every distinct full path of the side to move;
//!   `pass` alone when it has no move; empty when the game is over.
//! - `moves` with `from`: destination points of the legal moves that start
//!   there. **Decision:** an empty point or an opponent's piece has none, so
//!   the answer is the empty set (as for the other games), not an error; the
//!   explanation says why. A name off the star is a question error.
//! - `after` (`captured`, `turn`, `status`): plays the moves in order;
//!   `captured` is the union over the sequence (empty in the edition).
//! - `status`, and `distance` (`from` must hold a piece; `none` if unreachable).

use toml::Spanned;

use crate::game_api::{
    About, Answer, AnswerKind, Ask, GameAdapter, GameKind, ItemKind, Position, QuestionError,
    Status,
};
use crate::message::Message;
use crate::position_reader::PositionReader;

use super::board::{Point, PointError, points};
use super::diagram;
use super::game::{Event, Game};
use super::legality::{self, Legal};
use super::movegen;
use super::path::{Move, RawMove};
use super::rules::{Rules, Side, TRAPS};
use super::search;
use super::text::{self, Note, QuestionProblem};

/// Most full paths listed for `moves` before giving up.
pub const PATH_LIMIT: usize = 50_000;

/// The Chinese checkers adapter.
pub struct ChineseCheckersAdapter;

impl GameAdapter for ChineseCheckersAdapter {
    fn kind(&self) -> GameKind {
        GameKind::ChineseCheckers
    }

    fn sides(&self) -> [&'static str; 2] {
        ["red", "blue"]
    }

    fn traps(&self) -> &'static [&'static str] {
        &TRAPS
    }

    fn supports(&self, ask: &Ask) -> bool {
        match ask {
            Ask::Legal { .. } | Ask::Moves { .. } | Ask::Status | Ask::Distance { .. } => true,
            Ask::After { about, .. } => {
                matches!(about, About::Captured | About::Turn | About::Status)
            }
            _ => false,
        }
    }

    fn answer_kind(&self, ask: &Ask) -> AnswerKind {
        match ask {
            Ask::Moves { from: None } => AnswerKind::Set(ItemKind::Move),
            Ask::Moves { from: Some(_) } => AnswerKind::Set(ItemKind::Square),
            Ask::After {
                about: About::Captured,
                ..
            } => AnswerKind::Set(ItemKind::Square),
            Ask::After {
                about: About::Turn, ..
            } => AnswerKind::Side,
            Ask::After { .. } | Ask::Status => AnswerKind::Status,
            Ask::Distance { .. } => AnswerKind::Distance,
            _ => AnswerKind::YesNo,
        }
    }

    fn load_position(&self, reader: &mut PositionReader<'_>) -> Option<Box<dyn Position>> {
        super::reader::read_position(reader)
            .map(|game| Box::new(CcPosition { game }) as Box<dyn Position>)
    }

    fn canonical_item(&self, kind: ItemKind, text: &str) -> Option<String> {
        match kind {
            ItemKind::Square => Point::parse(text).ok().map(|p| p.name()),
            ItemKind::Move => RawMove::parse(text).ok()?.canonical(),
            ItemKind::Die | ItemKind::Tile => None,
        }
    }
}

/// A valid Chinese checkers position.
#[derive(Clone, Debug)]
pub struct CcPosition {
    game: Game,
}

impl CcPosition {
    /// Wraps a validated game.
    pub fn new(game: Game) -> Self {
        CcPosition { game }
    }

    /// The game state.
    pub fn game(&self) -> &Game {
        &self.game
    }
}

fn err(p: QuestionProblem<'_>, span: Option<std::ops::Range<usize>>) -> QuestionError {
    match span {
        Some(s) => QuestionError::at(text::question(&p), s),
        None => QuestionError::new(text::question(&p)),
    }
}

fn rules_for(trap: Option<&str>) -> Result<Rules, QuestionError> {
    match trap {
        None => Ok(Rules::EDITION),
        Some(name) => {
            Rules::with_trap(name).ok_or_else(|| err(QuestionProblem::UnknownTrap(name), None))
        }
    }
}

fn point_param(p: &Spanned<String>) -> Result<Point, QuestionError> {
    Point::parse(p.get_ref()).map_err(|e| match e {
        PointError::Unreadable => err(
            QuestionProblem::UnreadablePoint(p.get_ref()),
            Some(p.span()),
        ),
        PointError::OffBoard(_) => err(QuestionProblem::OffBoard(p.get_ref()), Some(p.span())),
    })
}

fn raw_move(m: &Spanned<String>) -> Result<RawMove, QuestionError> {
    RawMove::parse(m.get_ref())
        .map_err(|_| err(QuestionProblem::UnreadableMove(m.get_ref()), Some(m.span())))
}

fn status_of(game: &Game) -> Status {
    match game.winner() {
        Some(s) => Status::Won(s.name()),
        None => Status::Ongoing,
    }
}

fn names(bits: u128) -> Vec<String> {
    points(bits).map(|p| p.name()).collect()
}

/// Result of playing an `after` sequence.
struct Played {
    game: Game,
    events: Vec<Event>,
    paths: Vec<Move>,
}

fn play_sequence(
    game: &Game,
    rules: &Rules,
    moves: &[Spanned<String>],
) -> Result<Played, QuestionError> {
    let mut g = *game;
    let mut events = Vec::new();
    let mut paths = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let raw = raw_move(m)?;
        let legal = legality::check(&g, rules, &raw).map_err(|reason| {
            err(
                QuestionProblem::IllegalInSequence(i + 1, m.get_ref(), reason),
                Some(m.span()),
            )
        })?;
        paths.push(legal.mv());
        events.extend(g.play(legal, rules));
    }
    Ok(Played {
        game: g,
        events,
        paths,
    })
}

impl CcPosition {
    /// The point and the ends of the side to move's legal moves from it
    /// (none from an empty point, an opponent's piece, or once the game is over).
    fn destinations(
        &self,
        rules: &Rules,
        from: &Spanned<String>,
    ) -> Result<(Point, u128), QuestionError> {
        let p = point_param(from)?;
        if self.game.side_at(p) != Some(self.game.turn()) || self.game.winner().is_some() {
            return Ok((p, 0));
        }
        Ok((p, movegen::destinations(&self.game, rules, p)))
    }

    fn distance_points(
        &self,
        from: &Spanned<String>,
        to: &Spanned<String>,
    ) -> Result<(Point, Point), QuestionError> {
        let a = point_param(from)?;
        let b = point_param(to)?;
        if self.game.side_at(a).is_none() {
            return Err(err(QuestionProblem::NoPiece(a), Some(from.span())));
        }
        Ok((a, b))
    }

    fn home_notes(&self, out: &mut Vec<Message>) {
        if self.game.partial() {
            out.push(text::note(&Note::PartialNoWin));
            return;
        }
        for side in [Side::Red, Side::Blue] {
            let camp = side.target_camp();
            let home = (self.game.pieces(side) & camp).count_ones() as usize;
            out.push(text::note(&Note::HomeCount(side, home)));
            for p in points(self.game.pieces(side.other()) & camp) {
                out.push(text::note(&Note::Blocker(side, p)));
            }
        }
    }
}

impl Position for CcPosition {
    fn status(&self) -> Status {
        status_of(&self.game)
    }

    fn to_move(&self) -> &'static str {
        self.game.turn().name()
    }

    fn answer(&self, ask: &Ask, trap: Option<&str>) -> Result<Answer, QuestionError> {
        let rules = rules_for(trap)?;
        match ask {
            Ask::Legal { mv } => {
                let raw = raw_move(mv)?;
                Ok(Answer::YesNo(
                    legality::check(&self.game, &rules, &raw).is_ok(),
                ))
            }
            Ask::Moves { from: None } => {
                let list = movegen::legal_moves(&self.game, &rules, PATH_LIMIT)
                    .map_err(|t| err(QuestionProblem::TooManyPaths(t.limit), None))?;
                Ok(Answer::set(list.iter().map(|m: &Legal| m.mv().to_string())))
            }
            Ask::Moves { from: Some(from) } => {
                let (_, d) = self.destinations(&rules, from)?;
                Ok(Answer::set(names(d)))
            }
            Ask::After { moves, about } => {
                let played = play_sequence(&self.game, &rules, moves)?;
                match about {
                    About::Captured => {
                        Ok(Answer::set(played.events.iter().filter_map(|e| match e {
                            Event::Captured { at, .. } => Some(at.name()),
                            _ => None,
                        })))
                    }
                    About::Turn => Ok(Answer::Side(played.game.turn().name())),
                    About::Status => Ok(Answer::Status(status_of(&played.game))),
                    _ => Err(err(QuestionProblem::Unsupported(about.name()), None)),
                }
            }
            Ask::Status => Ok(Answer::Status(status_of(&self.game))),
            Ask::Distance { from, to } => {
                let (a, b) = self.distance_points(from, to)?;
                Ok(Answer::Distance(search::distance(&self.game, &rules, a, b)))
            }
            other => Err(err(QuestionProblem::Unsupported(other.name()), None)),
        }
    }

    fn explain(&self, ask: &Ask) -> Vec<Message> {
        let rules = Rules::EDITION;
        let mut out = Vec::new();
        match ask {
            Ask::Legal { mv } => {
                let Ok(raw) = raw_move(mv) else { return out };
                match legality::check(&self.game, &rules, &raw) {
                    Err(reason) => out.push(text::illegal(&reason)),
                    Ok(legal) => {
                        let mut g = self.game;
                        let events = g.play(legal, &rules);
                        out.extend(events.iter().map(text::event));
                        let jumps = events
                            .iter()
                            .filter(|e| matches!(e, Event::Jump { .. }))
                            .count();
                        if jumps > 0 {
                            out.push(text::note(&Note::PivotsStay(jumps)));
                        }
                    }
                }
            }
            Ask::Moves { from: None } => {
                if let Ok(list) = movegen::legal_moves(&self.game, &rules, PATH_LIMIT) {
                    if list.len() == 1 && list[0].mv() == Move::Pass {
                        out.push(text::note(&Note::OnlyPass(self.game.turn())));
                    } else {
                        out.push(text::note(&Note::MovesCount(list.len())));
                    }
                }
            }
            Ask::Moves { from: Some(from) } => {
                if let Ok((p, d)) = self.destinations(&rules, from) {
                    match self.game.side_at(p) {
                        None => out.push(text::question(&QuestionProblem::NoPiece(p))),
                        Some(s) if s != self.game.turn() => {
                            out.push(text::question(&QuestionProblem::NotToMove(p, s)))
                        }
                        Some(_) => {}
                    }
                    out.push(text::note(&Note::Destinations(p, d.count_ones() as usize)));
                }
            }
            Ask::After { moves, .. } => match play_sequence(&self.game, &rules, moves) {
                Ok(played) => {
                    out.extend(played.events.iter().map(text::event));
                    let jumps = played
                        .events
                        .iter()
                        .filter(|e| matches!(e, Event::Jump { .. }))
                        .count();
                    if jumps > 0 {
                        out.push(text::note(&Note::PivotsStay(jumps)));
                    }
                    let after = CcPosition::new(played.game);
                    after.home_notes(&mut out);
                }
                Err(e) => out.push(e.message),
            },
            Ask::Status => self.home_notes(&mut out),
            Ask::Distance { from, to } => {
                if let Ok((a, b)) = self.distance_points(from, to) {
                    match search::route(&self.game, &rules, a, b) {
                        Some(r) => {
                            let route: Vec<String> = r.iter().map(|p| p.name()).collect();
                            out.push(text::note(&Note::Distance(
                                a,
                                b,
                                (r.len() - 1) as u32,
                                route.join(" → "),
                            )));
                        }
                        None => out.push(text::note(&Note::Unreachable(a, b))),
                    }
                }
            }
            _ => {}
        }
        out
    }

    fn highlights(&self, ask: &Ask) -> Vec<String> {
        let rules = Rules::EDITION;
        let path_points = |raw: &RawMove| -> Vec<String> {
            match raw {
                RawMove::Pass => Vec::new(),
                RawMove::Path(pts) => pts
                    .names()
                    .iter()
                    .filter_map(|p| p.ok().map(|q| q.name()))
                    .collect(),
            }
        };
        match ask {
            Ask::Legal { mv } => raw_move(mv).map(|r| path_points(&r)).unwrap_or_default(),
            Ask::After { moves, .. } => {
                let mut out: Vec<String> = Vec::new();
                if let Ok(played) = play_sequence(&self.game, &rules, moves) {
                    for m in played.paths {
                        if let Move::Path(p) = m {
                            for q in p.points() {
                                if !out.contains(&q.name()) {
                                    out.push(q.name());
                                }
                            }
                        }
                    }
                }
                out
            }
            Ask::Moves { from: Some(from) } => match self.destinations(&rules, from) {
                Ok((p, d)) => std::iter::once(p.name()).chain(names(d)).collect(),
                Err(_) => Vec::new(),
            },
            Ask::Distance { from, to } => match self.distance_points(from, to) {
                Ok((a, b)) => match search::route(&self.game, &rules, a, b) {
                    Some(r) => r.iter().map(|p| p.name()).collect(),
                    None => vec![a.name(), b.name()],
                },
                Err(_) => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    fn diagram(&self, highlight: &[String], colour: bool) -> String {
        diagram::draw(&self.game, highlight, colour)
    }
}
