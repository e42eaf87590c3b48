//! The dominoes adapter: reads `[position]`, answers the questions of
//! contract §3 under the edition or a trap, explains, highlights, draws.
//!
//! Decisions (see also rules.md §3):
//! - `moves` lists a tile that fits both ends at both (`2-5@left` and
//!   `2-5@right`), even when the two open values are equal: they are two
//!   different actions (the line differs), and the player chooses.
//! - `moves` lists a draw as plain `draw`. `moves`, `draws` and the legality
//!   of `draw`/`pass` are refused while a `?` of the mover's hand could fit
//!   (some tile that fits an end is not known to be elsewhere); when every
//!   fitting tile is accounted for, the `?` cannot fit and they are answered.
//!   `draws` is 0 whatever the hand when the boneyard is at its last two.
//!   `classify` answers for the known tiles even then (it does not depend on
//!   the unknown ones), and is refused on an unopened line (there are no ends
//!   yet: any tile may open).
//! - The opening tile is laid as written (`4-3`: 4 on the left), so a
//!   sequence `4-3`, `3-6@right` is legal; `moves` lists each opening once,
//!   canonical (`3-4`), and `3-4`/`4-3` are the same answer item.
//! - `score` is 0 for every legal action in the edition (no play is even
//!   simulated); under `all-fives` a laid tile scores the end count when it
//!   is a multiple of 5 (a double at an end counts both halves, a lone
//!   opening tile its pips). An illegal move is a question error.
//! - `draws` is the worst case: the most tiles the mover may have to draw,
//!   over every order of the boneyard and, for unknown boneyard tiles, over
//!   every tile not known to be elsewhere. 0 while a known tile fits, before the
//!   opening and after the end.
//! - `after` accepts `draw` unnamed only when the boneyard holds no listed tile
//!   (the drawn tile then joins the hand as `?`); `draw:3-4` names it.
//! - A blocked game needs both hands known (problem `blocked-hidden-tiles`,
//!   and a pass that would block with unknown totals is refused).
//! - After the winning tile the turn still passes to the other side.
//! - The count of passes in a row restarts at 0 after a play or a draw; the
//!   game is blocked when it reaches 2. (Only `draw-all` can draw after a
//!   pass; the final totals are the same either way.)

use std::collections::BTreeMap;

use toml::Spanned;

use crate::game_api::{
    About, Answer, AnswerKind, Ask, End, GameAdapter, GameKind, ItemKind, Labels, Position,
    Problem, QuestionError, Span, Status,
};
use crate::message::Message;
use crate::position_reader::{CountOrList, PositionReader};

use super::diagram;
use super::moves::{Effects, Move, Refusal};
use super::notation::parse_move;
use super::rules::{EDITION, Rules, TRAPS};
use super::setup::{Place, RawGroup, RawSetup, build};
use super::state::{Outcome, Side, State};
use super::text;
use super::tile::{parse_tile, tiles_of};

/// The game's adapter.
pub struct DominoesAdapter;

/// The adapter instance registered in `games::adapter`.
pub static ADAPTER: DominoesAdapter = DominoesAdapter;

/// A valid dominoes position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DominoesPosition {
    state: State,
}

impl DominoesPosition {
    /// The engine state.
    pub fn state(&self) -> &State {
        &self.state
    }
}

fn raw_group<'a>(g: &'a Option<CountOrList>) -> Option<RawGroup<'a>> {
    match g.as_ref()? {
        CountOrList::Count(n) => Some(RawGroup::Count(*n.get_ref())),
        CountOrList::List(items) => Some(RawGroup::List(
            items.iter().map(|s| s.get_ref().as_str()).collect(),
        )),
    }
}

fn group_span(g: &Option<CountOrList>, item: Option<usize>) -> Option<Span> {
    match (g.as_ref()?, item) {
        (CountOrList::Count(n), _) => Some(n.span()),
        (CountOrList::List(items), Some(i)) => items.get(i).map(Spanned::span),
        (CountOrList::List(items), None) => {
            let first = items.first()?.span();
            let last = items.last()?.span();
            Some(first.start..last.end)
        }
    }
}

impl GameAdapter for DominoesAdapter {
    fn kind(&self) -> GameKind {
        GameKind::Dominoes
    }

    fn sides(&self) -> [&'static str; 2] {
        ["black", "white"]
    }

    fn traps(&self) -> &'static [&'static str] {
        TRAPS
    }

    fn supports(&self, ask: &Ask) -> bool {
        match ask {
            Ask::Legal { .. }
            | Ask::Moves { .. }
            | Ask::Status
            | Ask::Classify
            | Ask::Draws
            | Ask::Score { .. } => true,
            Ask::After { about, .. } => {
                matches!(about, About::OpenEnds | About::Turn | About::Status)
            }
            _ => false,
        }
    }

    fn answer_kind(&self, ask: &Ask) -> AnswerKind {
        match ask {
            Ask::Legal { .. } => AnswerKind::YesNo,
            Ask::Moves { .. } => AnswerKind::Set(ItemKind::Move),
            Ask::After { about, .. } => match about {
                About::OpenEnds => AnswerKind::Ends,
                About::Turn => AnswerKind::Side,
                About::Status => AnswerKind::Status,
                _ => AnswerKind::YesNo,
            },
            Ask::Status => AnswerKind::Status,
            Ask::Classify => AnswerKind::Classify,
            Ask::Draws | Ask::Score { .. } => AnswerKind::Number,
            _ => AnswerKind::YesNo,
        }
    }

    fn load_position(&self, reader: &mut PositionReader<'_>) -> Option<Box<dyn Position>> {
        let before = reader.problems().len();
        let turn = reader.string("turn");
        let line = reader.opt_strings("line").unwrap_or_default();
        let black = reader.count_or_list("black");
        let white = reader.count_or_list("white");
        let boneyard = reader.count_or_list("boneyard");
        let passes = reader.opt_int("passes", 0, 2);
        let partial = reader.opt_bool("partial");
        let read_ok = reader.problems().len() == before;

        let raw = RawSetup {
            turn: turn.as_ref().map(|t| t.get_ref().as_str()),
            line: line.iter().map(|s| s.get_ref().as_str()).collect(),
            hands: [raw_group(&black), raw_group(&white)],
            boneyard: raw_group(&boneyard),
            passes: passes.as_ref().map_or(0, |p| *p.get_ref() as u8),
            partial: partial.as_ref().is_some_and(|p| *p.get_ref()),
        };
        match build(&raw) {
            Ok(state) if read_ok => Some(Box::new(DominoesPosition { state })),
            Ok(_) => None,
            Err(issues) => {
                for (issue, place) in issues {
                    let span = match place {
                        Place::Turn => turn.as_ref().map(Spanned::span),
                        Place::Line(i) => line.get(i).map(Spanned::span),
                        Place::Hand(Side::Black, i) => group_span(&black, Some(i)),
                        Place::Hand(Side::White, i) => group_span(&white, Some(i)),
                        Place::HandCount(Side::Black) => reader
                            .value_span("black")
                            .or_else(|| group_span(&black, None)),
                        Place::HandCount(Side::White) => reader
                            .value_span("white")
                            .or_else(|| group_span(&white, None)),
                        Place::Boneyard(i) => group_span(&boneyard, Some(i)),
                        Place::BoneyardValue => reader.value_span("boneyard"),
                        Place::Passes => reader.value_span("passes"),
                        Place::Whole => None,
                    }
                    .or_else(|| Some(reader.span()));
                    reader.problem(Problem::new(
                        issue.code(),
                        text::issue(issue),
                        issue.tiles(),
                        span,
                    ));
                }
                None
            }
        }
    }

    fn canonical_item(&self, kind: ItemKind, text: &str) -> Option<String> {
        match kind {
            ItemKind::Tile | ItemKind::Square => parse_tile(text).ok().map(|t| t.to_string()),
            ItemKind::Move => parse_move(text).ok().map(|m| m.to_string()),
            ItemKind::Die => None,
        }
    }
}

fn rules_for(trap: Option<&str>) -> Result<Rules, QuestionError> {
    match trap {
        None => Ok(EDITION),
        Some(name) => Rules::with_trap(name).ok_or_else(|| {
            QuestionError::new(Message::new("dom-question-unknown-trap").text("trap", name))
        }),
    }
}

fn read_move(mv: &Spanned<String>) -> Result<Move, QuestionError> {
    parse_move(mv.get_ref())
        .map_err(|e| QuestionError::at(text::notation(e, mv.get_ref()), mv.span()))
}

fn refusal(r: Refusal) -> Message {
    match r {
        Refusal::Illegal(i) => text::illegal(i),
        Refusal::Hidden(h) => text::hidden(h),
    }
}

/// The status word of an outcome.
pub fn status_of(o: Outcome) -> Status {
    match o.winner() {
        Some(s) => Status::Won(s.name()),
        None if o.is_over() => Status::Draw,
        None => Status::Ongoing,
    }
}

/// A sequence played: the state reached and the effects, or the failing step.
struct Run {
    state: State,
    effects: Vec<Effects>,
    failed: Option<(usize, Result<Refusal, QuestionError>)>,
}

impl DominoesPosition {
    fn run(&self, moves: &[Spanned<String>], rules: Rules) -> Run {
        let mut state = self.state;
        let mut effects = Vec::new();
        for (i, text) in moves.iter().enumerate() {
            let mv = match read_move(text) {
                Ok(mv) => mv,
                Err(e) => {
                    return Run {
                        state,
                        effects,
                        failed: Some((i, Err(e))),
                    };
                }
            };
            match state.play(mv, rules) {
                Ok(fx) => effects.push(fx),
                Err(r) => {
                    return Run {
                        state,
                        effects,
                        failed: Some((i, Ok(r))),
                    };
                }
            }
        }
        Run {
            state,
            effects,
            failed: None,
        }
    }

    fn after(
        &self,
        moves: &[Spanned<String>],
        about: About,
        rules: Rules,
    ) -> Result<Answer, QuestionError> {
        let run = self.run(moves, rules);
        if let Some((i, why)) = run.failed {
            let r = why?;
            return Err(QuestionError::at(
                Message::new("dom-question-step")
                    .num("step", i as i64 + 1)
                    .text("move", moves[i].get_ref().clone())
                    .msg("reason", refusal(r)),
                moves[i].span(),
            ));
        }
        let s = run.state;
        match about {
            About::OpenEnds => match s.line.ends() {
                Some((l, r)) => Ok(Answer::ends(l, r)),
                None => Err(QuestionError::new(Message::new("dom-question-no-ends"))),
            },
            About::Turn => Ok(Answer::Side(s.turn.name())),
            About::Status => Ok(Answer::Status(status_of(s.outcome()))),
            other => Err(unsupported(other.name())),
        }
    }

    fn classify(&self) -> Result<BTreeMap<String, End>, QuestionError> {
        let s = &self.state;
        let mut map = BTreeMap::new();
        for t in tiles_of(s.hand().known) {
            let Some(fit) = s.fits(t) else {
                return Err(QuestionError::new(Message::new("dom-question-unopened")));
            };
            map.insert(
                t.to_string(),
                match fit {
                    (true, true) => End::Both,
                    (true, false) => End::Left,
                    (false, true) => End::Right,
                    (false, false) => End::None,
                },
            );
        }
        if s.line.is_empty() {
            return Err(QuestionError::new(Message::new("dom-question-unopened")));
        }
        Ok(map)
    }
}

fn unsupported(name: &str) -> QuestionError {
    QuestionError::new(Message::new("dom-question-unsupported").text("ask", name))
}

fn end_word(e: End) -> Message {
    Message::new(format!("dom-fits-{}", e.word()))
}

impl Position for DominoesPosition {
    fn status(&self) -> Status {
        status_of(self.state.outcome())
    }

    fn to_move(&self) -> &'static str {
        self.state.turn.name()
    }

    fn answer(&self, ask: &Ask, trap: Option<&str>) -> Result<Answer, QuestionError> {
        let rules = rules_for(trap)?;
        let s = &self.state;
        match ask {
            Ask::Legal { mv } => {
                let m = read_move(mv)?;
                match s.validate(m, rules) {
                    Ok(_) => Ok(Answer::YesNo(true)),
                    Err(Refusal::Illegal(_)) => Ok(Answer::YesNo(false)),
                    Err(Refusal::Hidden(h)) => Err(QuestionError::at(text::hidden(h), mv.span())),
                }
            }
            Ask::Moves { from } => {
                let tile = match from {
                    Some(f) => Some(parse_tile(f.get_ref()).map_err(|e| {
                        QuestionError::at(text::tile_error(e, f.get_ref()), f.span())
                    })?),
                    None => None,
                };
                let mut out = Vec::new();
                s.legal_moves(rules, &mut out)
                    .map_err(|h| QuestionError::new(text::hidden(h)))?;
                Ok(Answer::set(
                    out.iter()
                        .filter(|m| match (tile, m) {
                            (None, _) => true,
                            (Some(t), Move::Open(u)) => t == u.tile(),
                            (Some(t), Move::Play { tile: u, .. }) => t == *u,
                            _ => false,
                        })
                        .map(|m| m.to_string()),
                ))
            }
            Ask::After { moves, about } => self.after(moves, *about, rules),
            Ask::Status => Ok(Answer::Status(self.status())),
            Ask::Classify => self.classify().map(Answer::Classify),
            Ask::Draws => s
                .max_draws(rules)
                .map(|n| Answer::Number(u32::from(n)))
                .map_err(|h| QuestionError::new(text::hidden(h))),
            Ask::Score { mv } => {
                let m = read_move(mv)?;
                // Only a laid tile can score, and only under All Fives: a
                // legal draw or pass scores 0 even when what follows it
                // depends on unknown tiles (an unnamed draw, a block).
                let scored = s.validate(m, rules).and_then(|valid| {
                    if !rules.all_fives || matches!(m, Move::Draw(_) | Move::Pass) {
                        return Ok(0);
                    }
                    let mut next = *s;
                    Ok(next.play_valid(valid, rules)?.points)
                });
                match scored {
                    Ok(points) => Ok(Answer::Number(u32::from(points))),
                    Err(r) => Err(QuestionError::at(
                        Message::new("dom-question-illegal-move")
                            .text("move", m.to_string())
                            .msg("reason", refusal(r)),
                        mv.span(),
                    )),
                }
            }
            other => Err(unsupported(other.name())),
        }
    }

    fn explain(&self, ask: &Ask) -> Vec<Message> {
        let s = &self.state;
        match ask {
            Ask::Legal { mv } | Ask::Score { mv } => {
                let Ok(m) = parse_move(mv.get_ref()) else {
                    return Vec::new();
                };
                let mut next = *s;
                let mut out = match next.play(m, EDITION) {
                    Ok(fx) => text::effects(&fx),
                    Err(r) => vec![refusal(r)],
                };
                if matches!(ask, Ask::Score { .. }) {
                    out.push(Message::new("dom-explain-no-scoring"));
                }
                out
            }
            Ask::After { moves, .. } => {
                let run = self.run(moves, EDITION);
                let mut out: Vec<Message> = run.effects.iter().flat_map(text::effects).collect();
                match run.failed {
                    Some((_, Ok(r))) => out.push(refusal(r)),
                    Some((_, Err(e))) => out.push(e.message),
                    None => {}
                }
                out
            }
            Ask::Moves { .. } => {
                let mut out = Vec::new();
                if let Some((l, r)) = s.line.ends() {
                    out.push(
                        Message::new("dom-explain-ends")
                            .num("left", l)
                            .num("right", r),
                    );
                } else if !s.outcome().is_over() {
                    out.push(
                        Message::new("dom-explain-open-any")
                            .msg("side", Message::side(s.turn.name())),
                    );
                }
                let mut list = Vec::new();
                if s.legal_moves(EDITION, &mut list).is_ok() && s.known_playable().is_none() {
                    match list.first() {
                        Some(Move::Draw(_)) => out.push(
                            Message::new("dom-explain-must-draw").num("count", s.boneyard.count()),
                        ),
                        Some(Move::Pass) => out.push(Message::new("dom-explain-must-pass")),
                        _ => {}
                    }
                }
                if s.outcome().is_over() {
                    out.push(text::outcome(s.outcome()));
                }
                out
            }
            Ask::Classify => {
                let mut out = Vec::new();
                if let Some((l, r)) = s.line.ends() {
                    out.push(
                        Message::new("dom-explain-ends")
                            .num("left", l)
                            .num("right", r),
                    );
                }
                if let Ok(map) = self.classify() {
                    for (t, e) in map {
                        out.push(
                            Message::new("dom-explain-classify")
                                .text("tile", t)
                                .msg("where", end_word(e)),
                        );
                    }
                }
                out
            }
            Ask::Draws => {
                if s.outcome().is_over() {
                    return vec![text::outcome(s.outcome())];
                }
                if s.line.is_empty() {
                    return vec![text::illegal(super::moves::Illegal::NotOpened)];
                }
                if let Some(t) = s.known_playable() {
                    return vec![text::illegal(super::moves::Illegal::DrawWhilePlayable(t))];
                }
                let (max, dead) = s.draw_bound(EDITION);
                if max == 0 {
                    return vec![text::illegal(super::moves::Illegal::LastTwo {
                        left: s.boneyard.count(),
                    })];
                }
                if let Some(h) = s.hand_unsure() {
                    return vec![text::hidden(h)];
                }
                vec![
                    Message::new("dom-explain-draws")
                        .num("count", s.boneyard.count())
                        .num("dead", dead)
                        .num("max", max),
                ]
            }
            Ask::Status => vec![text::outcome(s.outcome())],
            _ => Vec::new(),
        }
    }

    fn highlights(&self, ask: &Ask) -> Vec<String> {
        let s = &self.state;
        let fitting = || -> Vec<String> {
            tiles_of(s.hand().known & s.fitting())
                .map(|t| t.to_string())
                .collect()
        };
        match ask {
            Ask::Legal { mv } | Ask::Score { mv } => match parse_move(mv.get_ref()) {
                Ok(Move::Open(o)) => vec![o.tile().to_string()],
                Ok(Move::Play { tile: t, .. }) | Ok(Move::Draw(Some(t))) => {
                    vec![t.to_string()]
                }
                Ok(Move::Draw(None)) | Ok(Move::Pass) => fitting(),
                Err(_) => Vec::new(),
            },
            Ask::After { moves, .. } => moves
                .iter()
                .filter_map(|m| match parse_move(m.get_ref()) {
                    Ok(Move::Open(o)) => Some(o.tile().to_string()),
                    Ok(Move::Play { tile: t, .. }) => Some(t.to_string()),
                    _ => None,
                })
                .collect(),
            Ask::Moves { .. } | Ask::Classify | Ask::Draws => fitting(),
            _ => Vec::new(),
        }
    }

    fn diagram(&self, highlight: &[String], colour: bool) -> String {
        diagram::render(&self.state, highlight, colour)
    }

    fn diagram_in(&self, highlight: &[String], colour: bool, labels: Labels<'_>) -> String {
        diagram::render_labelled(&self.state, highlight, colour, &|l| {
            labels(&text::diagram_label(l))
        })
    }
}
