//! The adapter: answers questions, explains, highlights, draws.
//!
//! Questions (edition, or one of its traps):
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
    About, Answer, AnswerKind, Ask, AskKind, AskSpec, GameAdapter, GameKind, ItemKind, Labels,
    Position, QuestionError, Solved, Status, Trap,
};
use crate::message::Message;
use crate::position_reader::PositionReader;

use super::board::{Point, PointError, points};
use super::diagram;
use super::game::{Event, Game};
use super::legality::{self, Legal};
use super::movegen;
use super::path::{Move, RawMove};
use super::rules::{Rules, Side};
use super::search;
use super::svg;
use super::text::{self, Note, QuestionProblem};

/// Most full paths listed for `moves` before giving up.
pub const PATH_LIMIT: usize = 50_000;

/// The Chinese checkers adapter.
pub struct ChineseCheckersAdapter;

impl GameAdapter for ChineseCheckersAdapter {
    fn kind(&self) -> GameKind {
        GameKind::ChineseCheckers
    }

    fn asks(&self) -> &'static [AskSpec] {
        ASKS
    }

    fn load_position(&self, reader: &mut PositionReader<'_>) -> Option<Box<dyn Position>> {
        super::reader::read_position(reader)
            .map(|game| Box::new(CcPosition { game }) as Box<dyn Position>)
    }

    fn answer_item(&self, item: &str) -> Message {
        text::answer_item(item)
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

/// The edition, or the edition with one of its traps switched on; a trap of
/// another game is refused.
fn rules_for(trap: Option<Trap>) -> Result<Rules, QuestionError> {
    match trap {
        None => Ok(Rules::EDITION),
        Some(t) => Rules::with_trap(t.name())
            .ok_or_else(|| err(QuestionProblem::UnknownTrap(t.name()), None)),
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

/// Traps that change how pieces move and what a move removes.
const ALL_TRAPS: &[Trap] = &[Trap::JumpCaptures, Trap::CampLock, Trap::MustContinue];

/// The questions Chinese checkers answers. A static status no trap changes.
const ASKS: &[AskSpec] = &[
    AskSpec::with_traps(AskKind::Legal, AnswerKind::YesNo, ALL_TRAPS),
    AskSpec::with_traps(AskKind::Moves, AnswerKind::Set(ItemKind::Move), ALL_TRAPS),
    AskSpec::with_traps(
        AskKind::MovesFrom,
        AnswerKind::Set(ItemKind::Square),
        ALL_TRAPS,
    ),
    AskSpec::with_traps(
        AskKind::After(About::Captured),
        AnswerKind::Set(ItemKind::Square),
        ALL_TRAPS,
    ),
    AskSpec::with_traps(AskKind::After(About::Turn), AnswerKind::Side, ALL_TRAPS),
    AskSpec::with_traps(AskKind::After(About::Status), AnswerKind::Status, ALL_TRAPS),
    AskSpec::plain(AskKind::Status, AnswerKind::Status),
    AskSpec::with_traps(AskKind::Distance, AnswerKind::Distance, ALL_TRAPS),
];

fn jump_note(events: &[Event], out: &mut Vec<Message>) {
    let jumps = events
        .iter()
        .filter(|e| matches!(e, Event::Jump { .. }))
        .count();
    if jumps > 0 {
        out.push(text::note(&Note::PivotsStay(jumps)));
    }
}

impl Position for CcPosition {
    fn status(&self) -> Status {
        status_of(&self.game)
    }

    fn to_move(&self) -> &'static str {
        self.game.turn().name()
    }

    fn solve(&self, ask: &Ask, trap: Option<Trap>) -> Result<Solved, QuestionError> {
        self.solve_under(ask, rules_for(trap)?)
    }

    fn trap_readings(&self, ask: &Ask, trap: Trap) -> Vec<Answer> {
        // `jump-captures` read literally: every jumped piece goes, own ones too.
        let literal = Rules {
            jump_captures: true,
            jump_captures_own: true,
            ..Rules::EDITION
        };
        match (trap, ask) {
            (Trap::JumpCaptures, Ask::After { .. }) => self
                .solve_under(ask, literal)
                .map(|s| s.answer)
                .into_iter()
                .collect(),
            _ => Vec::new(),
        }
    }

    fn diagram(&self, highlight: &[String], colour: bool) -> String {
        diagram::draw(&self.game, highlight, colour)
    }

    fn svg(&self, highlight: &[String], id: &str, labels: Labels<'_>) -> String {
        let marked: Vec<Point> = highlight
            .iter()
            .filter_map(|h| Point::parse(h).ok())
            .collect();
        let status = Message::status(self.status(), self.to_move());
        svg::draw(&self.game, &marked, id, &|w| {
            labels(&text::svg_word(w, &status))
        })
    }

    fn names_in(&self, param: &str) -> Vec<String> {
        match RawMove::parse(param) {
            Ok(RawMove::Path(path)) => path
                .names()
                .iter()
                .filter_map(|p| p.ok().map(Point::name))
                .collect(),
            _ => Vec::new(),
        }
    }
}

impl CcPosition {
    /// Answers `ask` under `rules` (the edition, a trap, or a reading of one).
    fn solve_under(&self, ask: &Ask, rules: Rules) -> Result<Solved, QuestionError> {
        let mut reasons = Vec::new();
        match ask {
            Ask::Legal { mv } => {
                let raw = raw_move(mv)?;
                let highlights = match &raw {
                    RawMove::Pass => Vec::new(),
                    RawMove::Path(pts) => pts
                        .names()
                        .iter()
                        .filter_map(|p| p.ok().map(|q| q.name()))
                        .collect(),
                };
                let legal = match legality::check(&self.game, &rules, &raw) {
                    Err(reason) => {
                        reasons.push(text::illegal(&reason));
                        false
                    }
                    Ok(legal) => {
                        let mut g = self.game;
                        let events = g.play(legal, &rules);
                        reasons.extend(events.iter().map(text::event));
                        jump_note(&events, &mut reasons);
                        true
                    }
                };
                Ok(Solved::new(Answer::YesNo(legal), reasons, highlights))
            }
            Ask::Moves { from: None } => {
                let list = movegen::legal_moves(&self.game, &rules, PATH_LIMIT)
                    .map_err(|t| err(QuestionProblem::TooManyPaths(t.limit), None))?;
                if list.len() == 1 && list[0].mv() == Move::Pass {
                    reasons.push(text::note(&Note::OnlyPass(self.game.turn())));
                } else {
                    reasons.push(text::note(&Note::MovesCount(list.len())));
                }
                Ok(Solved::new(
                    Answer::set(list.iter().map(|m: &Legal| m.mv().to_string())),
                    reasons,
                    Vec::new(),
                ))
            }
            Ask::Moves { from: Some(from) } => {
                let (p, d) = self.destinations(&rules, from)?;
                match self.game.side_at(p) {
                    None => reasons.push(text::question(&QuestionProblem::NoPiece(p))),
                    Some(s) if s != self.game.turn() => {
                        reasons.push(text::question(&QuestionProblem::NotToMove(p, s)))
                    }
                    Some(_) => {}
                }
                reasons.push(text::note(&Note::Destinations(p, d.count_ones() as usize)));
                Ok(Solved::new(
                    Answer::set(names(d)),
                    reasons,
                    std::iter::once(p.name()).chain(names(d)).collect(),
                ))
            }
            Ask::After { moves, about } => {
                let played = play_sequence(&self.game, &rules, moves)?;
                let answer = match about {
                    About::Captured => Answer::set(played.events.iter().filter_map(|e| match e {
                        Event::Captured { at, .. } => Some(at.name()),
                        _ => None,
                    })),
                    About::Turn => Answer::Side(played.game.turn().name()),
                    About::Status => Answer::Status(status_of(&played.game)),
                    _ => return Err(err(QuestionProblem::Unsupported(about.name()), None)),
                };
                reasons.extend(played.events.iter().map(text::event));
                jump_note(&played.events, &mut reasons);
                // Who stands in the camps only explains a status.
                if *about == About::Status {
                    CcPosition::new(played.game).home_notes(&mut reasons);
                }
                let mut highlights: Vec<String> = Vec::new();
                for m in &played.paths {
                    if let Move::Path(p) = m {
                        for q in p.points() {
                            if !highlights.contains(&q.name()) {
                                highlights.push(q.name());
                            }
                        }
                    }
                }
                Ok(Solved::new(answer, reasons, highlights))
            }
            Ask::Status => {
                self.home_notes(&mut reasons);
                Ok(Solved::new(
                    Answer::Status(status_of(&self.game)),
                    reasons,
                    Vec::new(),
                ))
            }
            Ask::Distance { from, to } => {
                let (a, b) = self.distance_points(from, to)?;
                let route = search::route(&self.game, &rules, a, b);
                let (distance, highlights) = match &route {
                    Some(r) => {
                        let steps: Vec<String> = r.iter().map(|p| p.name()).collect();
                        let n = (r.len() - 1) as u32;
                        reasons.push(text::note(&Note::Distance(a, b, n, steps.join(" → "))));
                        (Some(n), steps)
                    }
                    None => {
                        reasons.push(text::note(&Note::Unreachable(a, b)));
                        (None, vec![a.name(), b.name()])
                    }
                };
                Ok(Solved::new(Answer::Distance(distance), reasons, highlights))
            }
            other => Err(err(QuestionProblem::Unsupported(other.name()), None)),
        }
    }
}
