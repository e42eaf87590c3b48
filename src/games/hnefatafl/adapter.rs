//! The game's adapter: reads `[position]`, answers questions, explains, draws.
//!
//! Answer decisions:
//! - `moves`: every legal move as `from-to` (no capture suffix); with `from`,
//!   the destination squares of that piece (empty if it cannot move now).
//! - `after` / `captured`: every square emptied during the whole sequence
//!   (soldiers and the king), as a set.
//! - `king-routes`: the escape squares (corners; every edge square under
//!   `edge-escape`) the king could reach in one move now, whoever is to move.
//! - `escape` / `capture-king`: see `search.rs`; `within` must be 1–5.
//! - The reasons and highlights of a solved question describe the answer under
//!   the rules it was solved with.

use toml::Spanned;

use crate::game_api::{
    About, Answer, AnswerKind, Ask, AskKind, AskSpec, GameAdapter, GameKind, ItemKind, Labels,
    Position, Problem, QuestionError, Solved, Status, Trap,
};
use crate::message::Message;
use crate::position_reader::PositionReader;

use super::board::{Bitboard, CORNER_SQUARES, Square, between};
use super::diagram;
use super::game::{Events, Game, MoveList, Outcome, Side};
use super::notation::{Written, move_name, parse_move};
use super::rules::{FETLAR, Rules};
use super::search::{Forced, Goal, force};
use super::setup::{Origin, Setup, SetupProblem, validate};
use super::svg;
use super::text;

pub use crate::game_api::MAX_WITHIN;

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

/// The edition, or the edition with one of its traps switched on; a trap of
/// another game is refused.
fn rules_for(trap: Option<Trap>) -> Result<Rules, QuestionError> {
    match trap {
        None => Ok(FETLAR),
        Some(t) => Rules::with_trap(t.name())
            .ok_or_else(|| QuestionError::new(text::unknown_trap(t.name()))),
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

/// The questions hnefatafl answers. Every trap can change what moves are
/// legal and what they capture (a king on the edge has already won under
/// `edge-escape`); a static status and the king's routes change only under
/// `edge-escape`.
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
    AskSpec::with_traps(AskKind::Status, AnswerKind::Status, &[Trap::EdgeEscape]),
    AskSpec::with_traps(
        AskKind::KingRoutes,
        AnswerKind::Set(ItemKind::Square),
        &[Trap::EdgeEscape],
    ),
    AskSpec::search(AskKind::Escape, AnswerKind::YesNo, ALL_TRAPS),
    AskSpec::search(AskKind::CaptureKing, AnswerKind::YesNo, ALL_TRAPS),
];

const ALL_TRAPS: &[Trap] = &[
    Trap::EdgeEscape,
    Trap::WeakKing,
    Trap::SelfCapture,
    Trap::Shieldwall,
];

impl Position for HnefataflPosition {
    fn status(&self) -> Status {
        status_of(self.game.status(&FETLAR))
    }

    fn to_move(&self) -> &'static str {
        self.game.turn().name()
    }

    fn solve(&self, ask: &Ask, trap: Option<Trap>) -> Result<Solved, QuestionError> {
        let rules = rules_for(trap)?;
        let g = &self.game;
        match ask {
            Ask::Legal { mv } => {
                let w = read_move(mv)?;
                let mut marked = w.mv.from.bb() | w.mv.to.bb();
                let (legal, reasons) = match g.play_checked(&rules, w.mv, w.claimed) {
                    Ok((_, ev)) => {
                        marked |= ev.removed(g.king());
                        (true, text::events(&ev, g.king()))
                    }
                    Err(reason) => {
                        // The squares a legal move would capture, when only the
                        // written capture suffix is wrong.
                        if let Ok((_, ev)) = g.play_checked(&rules, w.mv, None) {
                            marked |= ev.removed(g.king());
                        }
                        (false, vec![text::illegal(&reason)])
                    }
                };
                Ok(Solved::new(Answer::YesNo(legal), reasons, names(marked)))
            }
            Ask::Moves { from: None } => {
                let mut list = MoveList::new();
                g.legal_moves(&rules, &mut list);
                Ok(Solved::new(
                    Answer::set(list.as_slice().iter().map(|m| move_name(*m))),
                    vec![text::move_count(g.turn(), list.len())],
                    Vec::new(),
                ))
            }
            Ask::Moves { from: Some(from) } => {
                let sq = read_square(from)?;
                let dest = self.destinations(&rules, sq);
                let mut reasons = Vec::new();
                if let Some(owner) = g.owner(sq).filter(|o| *o != g.turn()) {
                    reasons.push(text::illegal(&super::game::Illegal::NotYourPiece {
                        square: sq,
                        owner,
                    }));
                }
                reasons.push(text::destination_count(sq, dest.count() as usize));
                Ok(Solved::new(
                    Answer::set(names(dest)),
                    reasons,
                    names(sq.bb() | dest),
                ))
            }
            Ask::After { moves, about } => {
                let played = self.play_sequence(&rules, moves)?;
                let end = played.game;
                let answer = match about {
                    About::Captured => Answer::set(names(played.removed)),
                    About::Turn => Answer::Side(end.turn().name()),
                    About::Status => Answer::Status(status_of(end.status(&rules))),
                    other => return Err(QuestionError::new(text::unsupported(other.name()))),
                };
                let mut reasons: Vec<Message> = played
                    .steps
                    .iter()
                    .flat_map(|(ev, king)| text::events(ev, *king))
                    .collect();
                reasons.push(text::outcome(end.status(&rules), end.turn(), end.king()));
                let mut marked = played.removed;
                if let Some((ev, _)) = played.steps.last() {
                    marked |= ev.mv.from.bb() | ev.mv.to.bb();
                }
                Ok(Solved::new(answer, reasons, names(marked)))
            }
            Ask::Status => {
                let status = g.status(&rules);
                Ok(Solved::new(
                    Answer::Status(status_of(status)),
                    vec![text::outcome(status, g.turn(), g.king())],
                    names(g.king().bb()),
                ))
            }
            Ask::KingRoutes => {
                let routes = self.routes();
                let reasons = if routes.is_empty() {
                    vec![text::no_route(g.king())]
                } else {
                    routes.iter().map(|(c, b)| text::route(*c, *b)).collect()
                };
                let mut marked = g.king().bb();
                for (corner, blockers) in &routes {
                    marked |= *blockers;
                    if blockers.is_empty() {
                        marked |= corner.bb();
                    }
                }
                Ok(Solved::new(
                    Answer::set(names(g.king_routes(&rules))),
                    reasons,
                    names(marked),
                ))
            }
            Ask::Escape { within } | Ask::CaptureKing { within } => {
                let goal = if matches!(ask, Ask::Escape { .. }) {
                    Goal::Escape
                } else {
                    Goal::CaptureKing
                };
                let f = forced(g, &rules, goal, *within)?;
                Ok(Solved::new(
                    Answer::YesNo(f.yes),
                    vec![text::forced(goal == Goal::Escape, f.yes, *within, f.first)],
                    names(g.king().bb()),
                ))
            }
            other => Err(QuestionError::new(text::unsupported(other.name()))),
        }
    }

    fn diagram(&self, highlight: &[String], colour: bool) -> String {
        let marked: Vec<Square> = highlight.iter().filter_map(|s| Square::parse(s)).collect();
        diagram::draw(&self.game, &marked, colour)
    }

    fn svg(&self, highlight: &[String], id: &str, labels: Labels<'_>) -> String {
        let marked: Vec<Square> = highlight.iter().filter_map(|s| Square::parse(s)).collect();
        let status = Message::status(self.status(), self.to_move());
        svg::draw(&self.game, &marked, id, &|w| {
            labels(&text::svg_word(w, &status))
        })
    }

    fn names_in(&self, param: &str) -> Vec<String> {
        if let Some(sq) = Square::parse(param) {
            return vec![sq.to_string()];
        }
        parse_move(param)
            .map(|w| vec![w.mv.from.to_string(), w.mv.to.to_string()])
            .unwrap_or_default()
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
            None => reader.problem(Problem::rule(
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

    fn asks(&self) -> &'static [AskSpec] {
        ASKS
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
                reader.problem(Problem::rule(
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
                None => reader.problem(Problem::rule(
                    "bad-square",
                    text::bad_square(k.get_ref()),
                    Vec::new(),
                    Some(k.span()),
                )),
            },
            None => {
                if reader.value_span("king").is_none() {
                    let span = reader.span();
                    reader.problem(Problem::rule(
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
            reader.problem(Problem::rule(
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
