//! The [`GameAdapter`] and [`Position`] implementations: reading a position,
//! answering questions under the edition or a trap, explanations, highlights.
//!
//! Answers beyond rules.md:
//! - `moves` needs a pending roll (`dice`); with `from`, the set holds the landing
//!   square of that plane (empty if it cannot use the roll).
//! - `after`: `landing` is the final square of the last plane moved in the
//!   sequence; `captured` gathers every square emptied by a capture during the
//!   sequence; `extra-roll` is about the last action; a winning move earns none.
//! - `capture-rolls`: the die values with which some plane of the mover lands on
//!   the target (after a colour jump too, under that trap). With a pending roll,
//!   only that roll is considered. The target must hold a plane of the opponent.

use std::collections::BTreeSet;

use toml::Spanned;

use crate::game_api::{
    About, Answer, AnswerKind, Ask, AskKind, AskSpec, GameAdapter, GameKind, ItemKind, Labels,
    Position, Problem, QuestionError, Solved, Status, Trap,
};
use crate::message::Message;
use crate::position_reader::PositionReader;
use crate::vocab::{self, AeroPlace};

use super::board::{Side, Square, is_safe};
use super::diagram;
use super::game::{Action, Game, Outcome, OutcomeKind};
use super::notation::MoveText;
use super::rules::Rules;
use super::setup::{self, RawSetup};
use super::svg;
use super::text::{self, Note};

/// The aeroplane race's adapter.
pub struct AeroplaneAdapter;

fn err(note: Note) -> QuestionError {
    QuestionError::new(text::note(&note))
}

fn err_at(note: Note, span: std::ops::Range<usize>) -> QuestionError {
    QuestionError::at(text::note(&note), span)
}

/// The edition, or the edition with one of its traps switched on; a trap of
/// another game is refused.
fn rules_for(trap: Option<Trap>) -> Result<Rules, QuestionError> {
    Rules::for_trap(trap.map(Trap::name)).ok_or_else(|| {
        err(Note::UnknownTrap {
            name: trap.map(Trap::name).unwrap_or_default().to_string(),
        })
    })
}

/// Reads a square name, including the French and Russian words for base and
/// goal (from the learner vocabulary).
fn read_square(text: &str) -> Option<Square> {
    match vocab::aero_place(text) {
        Some(AeroPlace::Base) => Some(Square::Base),
        Some(AeroPlace::Goal) => Some(Square::Goal),
        None => Square::parse(&text.trim().to_lowercase()),
    }
}

impl GameAdapter for AeroplaneAdapter {
    fn kind(&self) -> GameKind {
        GameKind::Aeroplane
    }

    fn asks(&self) -> &'static [AskSpec] {
        ASKS
    }

    fn load_position(&self, reader: &mut PositionReader<'_>) -> Option<Box<dyn Position>> {
        let before = reader.problems().len();
        let item = |s: Spanned<String>| {
            let span = s.span();
            (s.into_inner(), span)
        };
        let turn = reader.string("turn").map(item);
        let mut planes = [None, None];
        for side in Side::BOTH {
            let key = side.name();
            if let Some(list) = reader.strings(key) {
                let span = reader.value_span(key).unwrap_or_else(|| reader.span());
                planes[side.index()] = Some((list.into_iter().map(item).collect(), span));
            }
        }
        let small = |v: Spanned<i64>| {
            let span = v.span();
            (u8::try_from(v.into_inner()).unwrap_or(u8::MAX), span)
        };
        let dice = reader.opt_int("dice", 1, 6).map(small);
        let sixes = reader.opt_int("sixes", 0, 2).map(small);
        let read_failed = reader.problems().len() > before;
        let raw = RawSetup {
            turn,
            planes,
            dice,
            sixes,
        };
        match setup::validate(&raw) {
            Ok(game) if !read_failed => Some(Box::new(AeroPosition { game })),
            Ok(_) => None,
            Err(issues) => {
                for i in issues {
                    reader.problem(Problem::rule(
                        i.kind.code(),
                        text::issue(&i.kind),
                        i.kind.squares(),
                        i.span,
                    ));
                }
                None
            }
        }
    }

    fn answer_item(&self, item: &str) -> Message {
        text::square_word(item)
    }

    fn move_squares(&self, mv: &str) -> Vec<String> {
        // `ROLL:PLANE` or `PLANE` names a plane's square; a bare number may be
        // a roll, so it names nothing.
        match MoveText::parse(mv) {
            Some(MoveText::Play { from, .. }) => vec![from.to_string()],
            _ => Vec::new(),
        }
    }

    fn canonical_item(&self, kind: ItemKind, text: &str) -> Option<String> {
        match kind {
            ItemKind::Square => read_square(text).map(|s| s.to_string()),
            ItemKind::Die => {
                let t = text.trim();
                let n: u8 = t.parse().ok()?;
                (1..=6).contains(&n).then(|| n.to_string())
            }
            ItemKind::Move => MoveText::parse(text).map(|m| m.to_string()),
            ItemKind::Tile => None,
        }
    }
}

/// A valid aeroplane position.
#[derive(Clone, Debug)]
pub struct AeroPosition {
    game: Game,
}

/// What capture-rolls found.
struct CaptureRolls {
    rolls: BTreeSet<u8>,
    notes: Vec<Note>,
    planes: Vec<Square>,
}

impl AeroPosition {
    /// Wraps a validated game.
    pub fn new(game: Game) -> AeroPosition {
        AeroPosition { game }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    fn action(game: &Game, rules: &Rules, mv: &Spanned<String>) -> Result<Action, QuestionError> {
        let bad = || {
            err_at(
                Note::BadMove {
                    text: mv.get_ref().clone(),
                },
                mv.span(),
            )
        };
        MoveText::parse(mv.get_ref())
            .ok_or_else(bad)?
            .resolve(game, rules)
            .ok_or_else(bad)
    }

    /// Plays a sequence; the first illegal move is an error at its place.
    fn run(
        &self,
        rules: &Rules,
        moves: &[Spanned<String>],
    ) -> Result<(Game, Vec<Outcome>), QuestionError> {
        if moves.is_empty() {
            return Err(err(Note::EmptySequence));
        }
        let mut g = self.game;
        let mut outs = Vec::with_capacity(moves.len());
        for mv in moves {
            let action = Self::action(&g, rules, mv)?;
            let out = g.apply(rules, action).map_err(|reason| {
                err_at(
                    Note::IllegalInSequence {
                        text: mv.get_ref().clone(),
                        reason,
                    },
                    mv.span(),
                )
            })?;
            outs.push(out);
        }
        Ok((g, outs))
    }

    fn read_target(target: &Spanned<String>) -> Result<Square, QuestionError> {
        read_square(target.get_ref()).ok_or_else(|| {
            err_at(
                Note::BadSquare {
                    text: target.get_ref().clone(),
                },
                target.span(),
            )
        })
    }

    /// Landing of the plane on `from` with the pending roll, if it can move.
    fn landing(&self, rules: &Rules, from: Square) -> Option<Square> {
        let mut g = self.game;
        let out = g.apply(rules, Action::Play { roll: None, from }).ok()?;
        match out.kind {
            OutcomeKind::Moved(m) => Some(m.to),
            _ => None,
        }
    }

    fn moves(
        &self,
        rules: &Rules,
        from: Option<&Spanned<String>>,
    ) -> Result<Vec<(Square, Square)>, QuestionError> {
        let Some(roll) = self.game.pending() else {
            return Err(err(Note::NeedsDice));
        };
        let froms = match from {
            Some(f) => vec![Self::read_target(f)?],
            None => {
                let mut buf = Vec::new();
                self.game.legal_planes(rules, roll, &mut buf);
                buf
            }
        };
        Ok(froms
            .into_iter()
            .filter_map(|f| self.landing(rules, f).map(|to| (f, to)))
            .collect())
    }

    fn capture_rolls(
        &self,
        rules: &Rules,
        target: &Spanned<String>,
    ) -> Result<CaptureRolls, QuestionError> {
        let square = Self::read_target(target)?;
        let g = &self.game;
        let opp = g.turn().other();
        if !g.squares(opp).contains(&square) {
            return Err(err_at(Note::NoTarget { square }, target.span()));
        }
        let mut found = CaptureRolls {
            rolls: BTreeSet::new(),
            notes: Vec::new(),
            planes: Vec::new(),
        };
        let rolls: Vec<u8> = match g.pending() {
            Some(d) => vec![d],
            None => (1..=6).collect(),
        };
        let mut buf = Vec::new();
        for roll in rolls {
            if g.winner().is_none() && g.is_third_six(roll) {
                found.notes.push(Note::SixWouldBeThird);
                continue;
            }
            g.legal_planes(rules, roll, &mut buf);
            for &from in &buf {
                let mut after = *g;
                let Ok(out) = after.apply(
                    rules,
                    Action::Play {
                        roll: Some(roll),
                        from,
                    },
                ) else {
                    continue;
                };
                if out.captured_squares().any(|s| s == square) {
                    found.rolls.insert(roll);
                    found.notes.push(Note::CaptureRoll {
                        roll,
                        from,
                        target: square,
                    });
                    if !found.planes.contains(&from) {
                        found.planes.push(from);
                    }
                }
            }
        }
        if found.rolls.is_empty() {
            found.notes.push(match square {
                Square::Ring(n) if is_safe(n) => Note::TargetSafe { target: square },
                Square::Ring(_) => Note::NoCaptureRoll { target: square },
                _ => Note::TargetOffRing { target: square },
            });
        }
        Ok(found)
    }

    fn status_of(game: &Game) -> Status {
        match game.winner() {
            Some(s) => Status::Won(s.name()),
            None => Status::Ongoing,
        }
    }
}

/// Traps of the aeroplane race: all three change how planes move and land.
const ALL_TRAPS: &[Trap] = &[Trap::ColourJump, Trap::EvenExit, Trap::ThirdSixUndo];

/// The questions the aeroplane race answers; a static status no trap changes.
const ASKS: &[AskSpec] = &[
    AskSpec::with_traps(AskKind::Legal, AnswerKind::YesNo, ALL_TRAPS),
    AskSpec::with_traps(AskKind::Moves, AnswerKind::Set(ItemKind::Square), ALL_TRAPS),
    AskSpec::with_traps(
        AskKind::MovesFrom,
        AnswerKind::Set(ItemKind::Square),
        ALL_TRAPS,
    ),
    AskSpec::with_traps(
        AskKind::After(About::Landing),
        AnswerKind::Square,
        ALL_TRAPS,
    ),
    AskSpec::with_traps(
        AskKind::After(About::Captured),
        AnswerKind::Set(ItemKind::Square),
        ALL_TRAPS,
    ),
    AskSpec::with_traps(
        AskKind::After(About::ExtraRoll),
        AnswerKind::YesNo,
        ALL_TRAPS,
    ),
    AskSpec::with_traps(AskKind::After(About::Turn), AnswerKind::Side, ALL_TRAPS),
    AskSpec::with_traps(AskKind::After(About::Status), AnswerKind::Status, ALL_TRAPS),
    AskSpec::plain(AskKind::Status, AnswerKind::Status),
    AskSpec::with_traps(
        AskKind::CaptureRolls,
        AnswerKind::Set(ItemKind::Die),
        ALL_TRAPS,
    ),
];

/// Square names without repeats, in order.
fn unique(squares: impl IntoIterator<Item = Square>) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for s in squares {
        let n = s.to_string();
        if !names.contains(&n) {
            names.push(n);
        }
    }
    names
}

fn notes(list: &[Note]) -> Vec<Message> {
    list.iter().map(text::note).collect()
}

impl Position for AeroPosition {
    fn status(&self) -> Status {
        Self::status_of(&self.game)
    }

    fn to_move(&self) -> &'static str {
        self.game.turn().name()
    }

    fn solve(&self, ask: &Ask, trap: Option<Trap>) -> Result<Solved, QuestionError> {
        let rules = rules_for(trap)?;
        match ask {
            Ask::Legal { mv } => {
                let action = Self::action(&self.game, &rules, mv)?;
                let mut marked = Vec::new();
                if let Action::Play { from, .. } = action {
                    marked.push(from);
                }
                let mut g = self.game;
                let (legal, reasons) = match g.apply(&rules, action) {
                    Ok(out) => {
                        if let OutcomeKind::Moved(m) = out.kind {
                            marked.push(m.to);
                        }
                        (true, out.events().iter().map(text::event).collect())
                    }
                    Err(reason) => (false, vec![text::illegal(&reason)]),
                };
                Ok(Solved::new(Answer::YesNo(legal), reasons, unique(marked)))
            }
            Ask::Moves { from } => {
                let found = self.moves(&rules, from.as_ref())?;
                let reasons = if found.is_empty() {
                    notes(&[Note::NoPlaneCanMove {
                        roll: self.game.pending().unwrap_or(0),
                    }])
                } else {
                    found
                        .iter()
                        .map(|&(from, to)| text::note(&Note::PlaneCanMove { from, to }))
                        .collect()
                };
                let items: Vec<Square> = found
                    .iter()
                    .map(|&(f, t)| if from.is_some() { t } else { f })
                    .collect();
                Ok(Solved::new(
                    Answer::set(items.iter().map(Square::to_string)),
                    reasons,
                    unique(items),
                ))
            }
            Ask::After { moves, about } => {
                let (g, outs) = self.run(&rules, moves)?;
                let answer = match about {
                    About::Landing => {
                        let moved = outs.iter().rev().find_map(|o| match o.kind {
                            OutcomeKind::Moved(m) => Some((o.side, m.index)),
                            _ => None,
                        });
                        let (side, index) = moved.ok_or_else(|| err(Note::NoLanding))?;
                        let p = g.planes(side)[usize::from(index)];
                        Answer::Square(Square::of_progress(side, p).to_string())
                    }
                    About::Captured => Answer::set(
                        outs.iter()
                            .flat_map(|o| o.captured_squares().collect::<Vec<_>>())
                            .map(|s| s.to_string()),
                    ),
                    About::ExtraRoll => Answer::YesNo(outs.last().is_some_and(|o| o.extra_roll)),
                    About::Turn => Answer::Side(g.turn().name()),
                    About::Status => Answer::Status(Self::status_of(&g)),
                    About::OpenEnds => {
                        return Err(err(Note::Unsupported {
                            ask: "after/open-ends".to_string(),
                        }));
                    }
                };
                let reasons = outs
                    .iter()
                    .flat_map(|o| o.events())
                    .map(|e| text::event(&e))
                    .collect();
                let mut marked = Vec::new();
                for o in &outs {
                    if let OutcomeKind::Moved(m) = o.kind {
                        marked.push(m.to);
                    }
                    marked.extend(o.captured_squares());
                }
                Ok(Solved::new(answer, reasons, unique(marked)))
            }
            Ask::Status => {
                let note = match self.game.winner() {
                    Some(side) => Note::Won { side },
                    None => Note::Ongoing,
                };
                Ok(Solved::new(
                    Answer::Status(self.status()),
                    notes(&[note]),
                    Vec::new(),
                ))
            }
            Ask::CaptureRolls { target } => {
                let found = self.capture_rolls(&rules, target)?;
                let mut marked = vec![Self::read_target(target)?];
                marked.extend(found.planes.iter().copied());
                Ok(Solved::new(
                    Answer::set(found.rolls.iter().map(|r| r.to_string())),
                    notes(&found.notes),
                    unique(marked),
                ))
            }
            other => Err(err(Note::Unsupported {
                ask: other.name().to_string(),
            })),
        }
    }

    fn diagram(&self, highlight: &[String], colour: bool) -> String {
        diagram::draw(&self.game, highlight, colour)
    }

    fn diagram_in(&self, highlight: &[String], colour: bool, labels: Labels<'_>) -> String {
        diagram::draw_labelled(&self.game, highlight, colour, &|l| {
            labels(&text::diagram_label(l))
        })
    }

    fn svg(&self, highlight: &[String], id: &str, labels: Labels<'_>) -> String {
        let status = Message::status(self.status(), self.to_move());
        svg::draw(&self.game, highlight, id, &|w| {
            labels(&text::svg_word(w, &status))
        })
    }

    fn names_in(&self, param: &str) -> Vec<String> {
        if let Some(sq) = read_square(param) {
            return vec![sq.to_string()];
        }
        // A move names its plane; a bare number is a roll unless the position
        // reads it as a plane (a pending roll and a plane there).
        match MoveText::parse(param).and_then(|m| m.resolve(&self.game, &Rules::EDITION)) {
            Some(Action::Play { from, .. }) => vec![from.to_string()],
            _ => Vec::new(),
        }
    }
}
