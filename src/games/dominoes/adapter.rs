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
    About, Answer, AnswerKind, Ask, AskKind, AskSpec, End, GameAdapter, GameKind, ItemKind, Labels,
    Position, Problem, QuestionError, Solved, Span, Status, Trap,
};
use crate::message::Message;
use crate::position_reader::{CountOrList, PositionReader};

use super::diagram;
use super::moves::{Effects, Hidden, Move, Refusal};
use super::notation::parse_move;
use super::rules::{EDITION, Rules};
use super::setup::{Place, RawGroup, RawSetup, build};
use super::state::{Outcome, Side, State};
use super::svg;
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
    /// Wraps a state: a game's position, or what one side sees of it (the
    /// drills and the opponents build states by play, which only reaches
    /// states a setup would accept).
    pub fn new(state: State) -> Self {
        Self { state }
    }

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

/// The value at `place` as the author wrote it (a tile, the turn, a count),
/// for the message of a problem found there.
fn written(raw: &RawSetup<'_>, place: Place) -> String {
    let item = |group: &Option<RawGroup<'_>>, i: usize| match group {
        Some(RawGroup::List(items)) => items.get(i).map(|t| t.to_string()),
        _ => None,
    };
    let count = |group: &Option<RawGroup<'_>>| match group {
        Some(RawGroup::Count(n)) => Some(n.to_string()),
        _ => None,
    };
    match place {
        Place::Turn => raw.turn.map(str::to_string),
        Place::Line(i) => raw.line.get(i).map(|t| t.to_string()),
        Place::Hand(side, i) => item(&raw.hands[side.index()], i),
        Place::HandCount(side) => count(&raw.hands[side.index()]),
        Place::Boneyard(i) => item(&raw.boneyard, i),
        Place::BoneyardValue => count(&raw.boneyard),
        Place::Passes => Some(raw.passes.to_string()),
        Place::Whole => None,
    }
    .unwrap_or_default()
}

impl GameAdapter for DominoesAdapter {
    fn kind(&self) -> GameKind {
        GameKind::Dominoes
    }

    fn asks(&self) -> &'static [AskSpec] {
        ASKS
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
                    let written = written(&raw, place);
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
                    reader.problem(Problem::rule(
                        issue.code(),
                        text::issue(issue, &written),
                        issue.tiles(),
                        span,
                    ));
                }
                None
            }
        }
    }

    fn answer_item(&self, item: &str) -> Message {
        text::answer_item(item)
    }

    fn move_squares(&self, _mv: &str) -> Vec<String> {
        // Dominoes has no squares: a move names a tile and an end.
        Vec::new()
    }

    fn canonical_item(&self, kind: ItemKind, text: &str) -> Option<String> {
        match kind {
            ItemKind::Tile | ItemKind::Square => parse_tile(text).ok().map(|t| t.to_string()),
            ItemKind::Move => parse_move(text).ok().map(|m| m.to_string()),
            ItemKind::Die => None,
        }
    }
}

/// The edition, or the edition with one of its traps switched on; a trap of
/// another game is refused.
fn rules_for(trap: Option<Trap>) -> Result<Rules, QuestionError> {
    match trap {
        None => Ok(EDITION),
        Some(t) => Rules::with_trap(t.name())
            .ok_or_else(|| QuestionError::new(text::unknown_trap(t.name()))),
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

    fn classify(&self) -> Result<BTreeMap<String, End>, QuestionError> {
        let s = &self.state;
        let mut map = BTreeMap::new();
        for t in tiles_of(s.hand().known) {
            let Some(fit) = s.fits(t) else {
                return Err(QuestionError::new(text::unopened()));
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
            return Err(QuestionError::new(text::unopened()));
        }
        // No known tile to classify while the hand holds unknown ones: the
        // answer would be an empty key that no answer matches (review R6).
        let hand = s.hand();
        if map.is_empty() && hand.unknown > 0 {
            return Err(QuestionError::new(text::hidden(Hidden::Hand {
                side: s.turn,
                unknown: hand.unknown,
            })));
        }
        Ok(map)
    }
}

/// Traps that change what a move does: drawing rules change legality, the
/// moves listed, draws, and what follows a sequence; All Fives changes only
/// the score.
const PLAY_TRAPS: &[Trap] = &[Trap::DrawEndsTurn, Trap::DrawAll];
const ALL_TRAPS: &[Trap] = &[Trap::AllFives, Trap::DrawEndsTurn, Trap::DrawAll];

/// The questions dominoes answers.
const ASKS: &[AskSpec] = &[
    AskSpec::with_traps(AskKind::Legal, AnswerKind::YesNo, PLAY_TRAPS),
    AskSpec::with_traps(AskKind::Moves, AnswerKind::Set(ItemKind::Move), PLAY_TRAPS),
    AskSpec::with_traps(
        AskKind::MovesFrom,
        AnswerKind::Set(ItemKind::Move),
        PLAY_TRAPS,
    ),
    AskSpec::with_traps(AskKind::After(About::OpenEnds), AnswerKind::Ends, ALL_TRAPS),
    AskSpec::with_traps(AskKind::After(About::Turn), AnswerKind::Side, ALL_TRAPS),
    AskSpec::with_traps(AskKind::After(About::Status), AnswerKind::Status, ALL_TRAPS),
    AskSpec::plain(AskKind::Status, AnswerKind::Status),
    AskSpec::plain(AskKind::Classify, AnswerKind::Classify),
    AskSpec::with_traps(AskKind::Draws, AnswerKind::Number, PLAY_TRAPS),
    AskSpec::with_traps(AskKind::Score, AnswerKind::Number, ALL_TRAPS),
];

impl DominoesPosition {
    /// The tiles of the mover's known hand that fit an end.
    fn fitting(&self) -> Vec<String> {
        let s = &self.state;
        tiles_of(s.hand().known & s.fitting())
            .map(|t| t.to_string())
            .collect()
    }

    fn solve_moves(
        &self,
        from: &Option<Spanned<String>>,
        rules: Rules,
    ) -> Result<Solved, QuestionError> {
        let s = &self.state;
        let tile = match from {
            Some(f) => Some(
                parse_tile(f.get_ref())
                    .map_err(|e| QuestionError::at(text::tile_error(e, f.get_ref()), f.span()))?,
            ),
            None => None,
        };
        let mut list = Vec::new();
        s.legal_moves(rules, &mut list)
            .map_err(|h| QuestionError::new(text::hidden(h)))?;
        let answer = Answer::set(
            list.iter()
                .filter(|m| match (tile, m) {
                    (None, _) => true,
                    (Some(t), Move::Open(u)) => t == u.tile(),
                    (Some(t), Move::Play { tile: u, .. }) => t == *u,
                    _ => false,
                })
                .map(|m| m.to_string()),
        );
        let mut reasons = Vec::new();
        if let Some((l, r)) = s.line.ends() {
            reasons.push(text::ends(l, r));
        } else if !s.outcome().is_over() {
            reasons.push(text::open_any(s.turn));
        }
        if s.known_playable().is_none() {
            match list.first() {
                Some(Move::Draw(_)) => reasons.push(text::must_draw(s.boneyard.count())),
                Some(Move::Pass) => reasons.push(text::must_pass()),
                _ => {}
            }
        }
        if s.outcome().is_over() {
            reasons.push(text::outcome(s.outcome()));
        }
        Ok(Solved::new(answer, reasons, self.fitting()))
    }

    fn draws_reason(&self, rules: Rules) -> Message {
        let s = &self.state;
        if s.outcome().is_over() {
            return text::outcome(s.outcome());
        }
        if s.line.is_empty() {
            return text::illegal(super::moves::Illegal::NotOpened);
        }
        if let Some(t) = s.known_playable() {
            return text::illegal(super::moves::Illegal::DrawWhilePlayable(t));
        }
        let (max, dead) = s.draw_bound(rules);
        if max == 0 {
            return text::illegal(super::moves::Illegal::LastTwo {
                left: s.boneyard.count(),
            });
        }
        if let Some(h) = s.hand_unsure() {
            return text::hidden(h);
        }
        text::draws(s.boneyard.count(), dead, max)
    }
}

/// The tile a move names, for highlighting.
fn move_tile(m: Move) -> Option<String> {
    match m {
        Move::Open(o) => Some(o.tile().to_string()),
        Move::Play { tile, .. } | Move::Draw(Some(tile)) => Some(tile.to_string()),
        Move::Draw(None) | Move::Pass => None,
    }
}

impl Position for DominoesPosition {
    fn status(&self) -> Status {
        status_of(self.state.outcome())
    }

    fn to_move(&self) -> &'static str {
        self.state.turn.name()
    }

    fn solve(&self, ask: &Ask, trap: Option<Trap>) -> Result<Solved, QuestionError> {
        let rules = rules_for(trap)?;
        let s = &self.state;
        match ask {
            Ask::Legal { mv } => {
                let m = read_move(mv)?;
                let highlights = move_tile(m).map_or_else(|| self.fitting(), |t| vec![t]);
                match s.validate(m, rules) {
                    Ok(valid) => {
                        let mut next = *s;
                        let reasons = match next.play_valid(valid, rules) {
                            Ok(fx) => text::effects(&fx),
                            Err(h) => vec![text::hidden(h)],
                        };
                        Ok(Solved::new(Answer::YesNo(true), reasons, highlights))
                    }
                    Err(Refusal::Illegal(i)) => Ok(Solved::new(
                        Answer::YesNo(false),
                        vec![text::illegal(i)],
                        highlights,
                    )),
                    Err(Refusal::Hidden(h)) => Err(QuestionError::at(text::hidden(h), mv.span())),
                }
            }
            Ask::Moves { from } => self.solve_moves(from, rules),
            Ask::After { moves, about } => {
                let run = self.run(moves, rules);
                if let Some((i, why)) = run.failed {
                    return Err(QuestionError::at(
                        text::step_refused(i + 1, moves[i].get_ref(), refusal(why?)),
                        moves[i].span(),
                    ));
                }
                let end = run.state;
                let answer = match about {
                    About::OpenEnds => match end.line.ends() {
                        Some((l, r)) => Answer::ends(l, r),
                        None => return Err(QuestionError::new(text::no_ends())),
                    },
                    About::Turn => Answer::Side(end.turn.name()),
                    About::Status => Answer::Status(status_of(end.outcome())),
                    other => return Err(QuestionError::new(text::unsupported(other.name()))),
                };
                let reasons = run.effects.iter().flat_map(text::effects).collect();
                let highlights = moves
                    .iter()
                    .filter_map(|m| match parse_move(m.get_ref()) {
                        Ok(m @ (Move::Open(_) | Move::Play { .. })) => move_tile(m),
                        _ => None,
                    })
                    .collect();
                Ok(Solved::new(answer, reasons, highlights))
            }
            Ask::Status => Ok(Solved::new(
                Answer::Status(self.status()),
                vec![text::outcome(s.outcome())],
                Vec::new(),
            )),
            Ask::Classify => {
                let map = self.classify()?;
                let mut reasons = Vec::new();
                if let Some((l, r)) = s.line.ends() {
                    reasons.push(text::ends(l, r));
                }
                for (t, e) in &map {
                    reasons.push(text::classified(t.clone(), *e));
                }
                Ok(Solved::new(Answer::Classify(map), reasons, self.fitting()))
            }
            Ask::Draws => {
                let n = s
                    .max_draws(rules)
                    .map_err(|h| QuestionError::new(text::hidden(h)))?;
                Ok(Solved::new(
                    Answer::Number(u32::from(n)),
                    vec![self.draws_reason(rules)],
                    self.fitting(),
                ))
            }
            Ask::Score { mv } => {
                let m = read_move(mv)?;
                // Only a laid tile can score, and only under All Fives: a
                // legal draw or pass scores 0 even when what follows it
                // depends on unknown tiles (an unnamed draw, a block).
                let valid = s.validate(m, rules).map_err(|r| {
                    QuestionError::at(text::unscorable(m.to_string(), refusal(r)), mv.span())
                })?;
                let mut next = *s;
                let played = next.play_valid(valid, rules);
                let points = match &played {
                    Ok(fx) if rules.all_fives && !matches!(m, Move::Draw(_) | Move::Pass) => {
                        fx.points
                    }
                    Err(r) if rules.all_fives && !matches!(m, Move::Draw(_) | Move::Pass) => {
                        return Err(QuestionError::at(
                            text::unscorable(m.to_string(), text::hidden(*r)),
                            mv.span(),
                        ));
                    }
                    _ => 0,
                };
                let mut reasons = match played {
                    Ok(fx) => text::effects(&fx),
                    Err(h) => vec![text::hidden(h)],
                };
                if !rules.all_fives {
                    reasons.push(text::no_scoring());
                }
                let highlights = move_tile(m).map_or_else(|| self.fitting(), |t| vec![t]);
                Ok(Solved::new(
                    Answer::Number(u32::from(points)),
                    reasons,
                    highlights,
                ))
            }
            other => Err(QuestionError::new(text::unsupported(other.name()))),
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

    fn svg(&self, highlight: &[String], id: &str, labels: Labels<'_>) -> String {
        let status = Message::status(self.status(), self.to_move());
        svg::draw(&self.state, highlight, id, &|w| {
            labels(&text::svg_word(w, &status))
        })
    }

    fn names_in(&self, param: &str) -> Vec<String> {
        match parse_move(param) {
            Ok(Move::Open(o)) => vec![o.tile().to_string()],
            Ok(Move::Play { tile, .. } | Move::Draw(Some(tile))) => vec![tile.to_string()],
            _ => Vec::new(),
        }
    }
}
