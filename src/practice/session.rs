//! The practice loop: exercise by exercise, question by question; wrong
//! answers get a diagnosis and another try, the answer comes after the last
//! allowed try, on request, or with a skip; progress is saved after every
//! answer.

use std::io::{self, BufRead, Read};

use super::diagnose::diagnose;
use super::events::{Event, Screen};
use super::plan::Item;
use super::progress::{Key, Op, ProgressError};
use super::reveal;
use super::tracker::Tracker;
use crate::exercise::{Exercise, QuestionSpec, Solution, expected_form};
use crate::game_api::{AnswerKind, GameKind};
use crate::i18n::{Lang, Localiser};
use crate::message::Message;
use crate::render::{answer_text, exercise_title, prompt_text, trap_lines, trap_lines_before};
use crate::vocab::{Command, command};

/// What can stop a session: the terminal (reading answers, writing output)
/// or the progress file, kept apart so that each is reported for what it is.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// Reading the learner's input or writing the output failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// The progress file cannot be read or written.
    #[error(transparent)]
    Progress(#[from] ProgressError),
}

/// The longest input line kept, in bytes (64 KiB): the rest of a longer line
/// is skipped, so that a line without an end cannot fill the memory.
pub const MAX_LINE: usize = 64 * 1024;

/// Reads one line of input; bytes that are not UTF-8 are replaced, so that a
/// learner's terminal in another encoding gets an unreadable answer, not an
/// error. `None` at the end of input. A read error is marked as one
/// ([`crate::os_error::input_error`]), so that it is not blamed on the output.
/// A line longer than [`MAX_LINE`] is cut there (its rest is skipped).
pub fn read_line(input: &mut dyn BufRead) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    let read = (&mut *input)
        .take(MAX_LINE as u64)
        .read_until(b'\n', &mut bytes)
        .map_err(crate::os_error::input_error)?;
    if read == 0 {
        return Ok(None);
    }
    if bytes.len() == MAX_LINE && bytes.last() != Some(&b'\n') {
        skip_line(input).map_err(crate::os_error::input_error)?;
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// Skips input up to and including the next newline (or the end).
fn skip_line(input: &mut dyn BufRead) -> io::Result<()> {
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(());
        }
        match buf.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                return Ok(());
            }
            None => {
                let n = buf.len();
                input.consume(n);
            }
        }
    }
}

/// What ended a session.
#[derive(Debug, PartialEq, Eq)]
pub enum SessionEnd {
    /// Everything chosen was gone through.
    Finished,
    /// The learner quit, or input ended.
    Stopped,
}

/// Options of a session.
#[derive(Clone, Debug)]
pub struct SessionOptions {
    /// The interface language.
    pub lang: Lang,
    /// ANSI colours in boards.
    pub colour: bool,
    /// Wrong answers allowed before the answer is shown (at least 1).
    pub attempts: u32,
    /// Ask the review questions that are due first.
    pub review: bool,
    /// Today, in days since 1970-01-01.
    pub today: u32,
    /// Exercises to go through again from the start even if done.
    pub redo: bool,
}

/// One exercise's turn in the session: which questions, and whether they are
/// review questions.
struct Sitting<'a> {
    item: &'a Item,
    questions: Vec<usize>,
    review: bool,
}

/// How one question ended.
enum Outcome {
    /// Answered right; at the first try or not.
    Right(bool),
    /// The answer was shown.
    Shown,
    /// Quit or end of input.
    Stop,
}

/// Counts for a summary.
#[derive(Default, Clone, Copy)]
struct Tally {
    questions: usize,
    first_try: usize,
    shown: usize,
}

impl Tally {
    /// Whether the session earned a "well done": something was asked and at
    /// least half of it was right at the first try.
    fn deserves_praise(self) -> bool {
        self.questions > 0 && self.first_try * 2 >= self.questions
    }

    fn add(&mut self, other: Tally) {
        self.questions += other.questions;
        self.first_try += other.first_try;
        self.shown += other.shown;
    }
}

/// The questions of an exercise still to answer in the current run.
fn open_questions(item: &Item, tracker: &Tracker<'_>) -> Vec<usize> {
    let settled = tracker.record(&item.key).settled();
    item.exercise
        .questions
        .iter()
        .map(|q| q.number)
        .filter(|n| !settled.contains(n))
        .collect()
}

/// The review questions of an exercise due today.
fn due_questions(item: &Item, tracker: &Tracker<'_>, today: u32) -> Vec<usize> {
    let count = item.exercise.questions.len();
    tracker
        .record(&item.key)
        .due(today)
        .into_iter()
        .filter(|q| (1..=count).contains(q))
        .collect()
}

/// Review questions due in `items`.
fn due_count(items: &[Item], tracker: &Tracker<'_>, today: u32) -> usize {
    items
        .iter()
        .map(|i| due_questions(i, tracker, today).len())
        .sum()
}

/// The order of a session: due reviews first when asked, then exercises
/// begun, then the others in teaching order.
fn sittings<'a>(
    items: &'a [Item],
    tracker: &Tracker<'_>,
    opts: &SessionOptions,
) -> Vec<Sitting<'a>> {
    let mut out = Vec::new();
    if opts.review {
        for item in items {
            let questions = due_questions(item, tracker, opts.today);
            if !questions.is_empty() {
                out.push(Sitting {
                    item,
                    questions,
                    review: true,
                });
            }
        }
    }
    let mut begun = Vec::new();
    let mut fresh = Vec::new();
    for item in items {
        let questions = open_questions(item, tracker);
        if questions.is_empty() {
            continue;
        }
        // Begun: a question settled, or only answered wrong so far (an
        // exercise left after a wrong first answer is where to resume).
        let record = tracker.record(&item.key);
        let started = questions.len() < item.exercise.questions.len()
            || (record.attempts > 0 && !record.done);
        let sitting = Sitting {
            item,
            questions,
            review: false,
        };
        if started { &mut begun } else { &mut fresh }.push(sitting);
    }
    out.extend(begun);
    out.extend(fresh);
    out
}

/// Runs a practice session over `items`, saving progress after every answer.
pub fn run_session(
    items: &[Item],
    tracker: &mut Tracker<'_>,
    opts: &SessionOptions,
    input: &mut dyn BufRead,
    screen: &mut dyn Screen,
) -> Result<SessionEnd, SessionError> {
    let base = Localiser::new(opts.lang);
    if opts.redo {
        for item in items {
            if tracker.record(&item.key).done {
                tracker.record_op(Op::Restart {
                    key: item.key.clone(),
                });
            }
        }
        tracker.save()?;
    }
    let total = items.len();
    let done_count = |t: &Tracker<'_>| items.iter().filter(|i| t.view().is_done(&i.key)).count();
    let plan = sittings(items, tracker, opts);
    let due = due_count(items, tracker, opts.today);
    if plan.is_empty() {
        screen.show(&Event::AllDone {
            text: all_done_lines(items, tracker, opts, &base, false),
        })?;
        return Ok(SessionEnd::Finished);
    }
    let done = done_count(tracker);
    screen.show(&Event::Start {
        done,
        due,
        text: base.text(
            &Message::new("practice-start")
                .num("done", done as i64)
                .num("total", total as i64)
                .num("due", due as i64),
        ),
        total,
    })?;
    let mut session = Tally::default();
    let mut end = SessionEnd::Finished;
    for sitting in &plan {
        // A review sitting may have been answered meanwhile in this session.
        let questions: Vec<usize> = if sitting.review {
            sitting.questions.clone()
        } else {
            let open = open_questions(sitting.item, tracker);
            sitting
                .questions
                .iter()
                .copied()
                .filter(|q| open.contains(q))
                .collect()
        };
        if questions.is_empty() {
            continue;
        }
        let (tally, stopped) = run_sitting(
            sitting,
            &questions,
            done_count(tracker),
            total,
            tracker,
            opts,
            input,
            screen,
        )?;
        session.add(tally);
        if stopped {
            end = SessionEnd::Stopped;
            break;
        }
    }
    if session.questions > 0 {
        let mut text = vec![
            base.text(
                &Message::new("practice-session-summary")
                    .num("questions", session.questions as i64)
                    .num("first", session.first_try as i64)
                    .num("shown", session.shown as i64),
            ),
        ];
        // When everything is done, the closing lines name the review instead.
        let due = due_count(items, tracker, opts.today);
        let all_done = end == SessionEnd::Finished && sittings(items, tracker, opts).is_empty();
        if due > 0 && !all_done {
            text.push(base.text(&Message::new("practice-review-due").num("count", due as i64)));
        }
        screen.show(&Event::Summary {
            exercise: None,
            first_try: session.first_try,
            questions: session.questions,
            scope: "session",
            shown: session.shown,
            text,
        })?;
    }
    match end {
        SessionEnd::Stopped if tracker.saved_any() => screen.show(&Event::Note {
            text: base.get("practice-saved"),
        })?,
        SessionEnd::Stopped => {}
        SessionEnd::Finished if sittings(items, tracker, opts).is_empty() => {
            screen.show(&Event::AllDone {
                text: all_done_lines(items, tracker, opts, &base, session.deserves_praise()),
            })?
        }
        SessionEnd::Finished => {}
    }
    Ok(end)
}

/// What to say when nothing is left: how much is done (with a "well done"
/// when `praise`: see [`Tally::deserves_praise`]), and what next.
fn all_done_lines(
    items: &[Item],
    tracker: &Tracker<'_>,
    opts: &SessionOptions,
    loc: &Localiser,
    praise: bool,
) -> Vec<String> {
    let done = items
        .iter()
        .filter(|i| tracker.view().is_done(&i.key))
        .count();
    let mut out = vec![
        loc.text(
            &Message::new(if praise {
                "practice-all-done-praise"
            } else {
                "practice-all-done"
            })
            .num("done", done as i64)
            .num("total", items.len() as i64),
        ),
    ];
    let due = due_count(items, tracker, opts.today);
    if due > 0 {
        out.push(loc.text(&Message::new("practice-review-due").num("count", due as i64)));
    }
    let catalogue = items.iter().all(|i| matches!(i.key, Key::Catalogue(_)));
    if catalogue {
        // A game whose whole catalogue is done: offer endless drills.
        let mut games: Vec<GameKind> = items.iter().map(|i| i.exercise.game).collect();
        games.dedup();
        for g in games {
            let finished = crate::exercise::entries(Some(g))
                .iter()
                .all(|e| tracker.view().is_done(&Key::Catalogue(e.id.clone())));
            if finished {
                out.push(
                    loc.text(
                        &Message::new("drill-offer")
                            .text("game", g.name())
                            .msg("name", Message::new(format!("game-{}", g.name()))),
                    ),
                );
            }
        }
    }
    if catalogue {
        let games: Vec<GameKind> = items.iter().map(|i| i.exercise.game).collect();
        let other = GameKind::ALL.into_iter().find(|g| {
            !games.contains(g)
                && crate::exercise::entries(Some(*g))
                    .iter()
                    .any(|e| !tracker.view().is_done(&Key::Catalogue(e.id.clone())))
        });
        if let Some(g) = other {
            out.push(
                loc.text(
                    &Message::new("practice-try-game")
                        .text("game", g.name())
                        .msg("name", Message::new(format!("game-{}", g.name()))),
                ),
            );
        }
    }
    let drills = items.iter().all(|i| matches!(i.key, Key::Drill(_)));
    out.push(loc.get(if drills {
        "drill-more"
    } else {
        "practice-redo"
    }));
    out
}

#[allow(clippy::too_many_arguments)]
fn run_sitting(
    sitting: &Sitting<'_>,
    questions: &[usize],
    done: usize,
    total: usize,
    tracker: &mut Tracker<'_>,
    opts: &SessionOptions,
    input: &mut dyn BufRead,
    screen: &mut dyn Screen,
) -> Result<(Tally, bool), SessionError> {
    let item = sitting.item;
    let ex = &item.exercise;
    let loc = Localiser::with_extra(opts.lang, &ex.extra_sources(opts.lang));
    // Each question is solved once, before any is asked.
    let mut solutions = Vec::new();
    let mut notes = Vec::new();
    for q in &ex.questions {
        match Solution::new(ex, q) {
            Ok(s) => solutions.push(Some(s)),
            Err(err) => {
                if questions.contains(&q.number) {
                    notes.push(loc.text(&err.message));
                }
                solutions.push(None);
            }
        }
    }
    let asked: Vec<usize> = questions
        .iter()
        .copied()
        .filter(|n| solutions.get(n - 1).is_some_and(Option::is_some))
        .collect();
    let solved: Vec<Solution<'_>> = solutions.into_iter().flatten().collect();
    let index_of = |n: usize| solved.iter().position(|s| s.question().number == n);
    let mut tally = Tally::default();
    let order: Vec<usize> = asked.iter().filter_map(|&n| index_of(n)).collect();
    // The board outlines the squares the first question names (never one
    // of an open answer); a later question that names others shows it again.
    let first_marks = if order.is_empty() {
        Vec::new()
    } else {
        reveal::marks_while_open(ex, &solved, &order, 0)
    };
    let status = reveal::status_shown(&ex.questions);
    screen.show(&Event::Exercise {
        diagram: reveal::text_board(ex, &first_marks, opts.colour, status, &loc),
        done,
        exercise: ex.id.clone(),
        game: ex.game.name(),
        header: reveal::header_lines(ex, &loc),
        // The outline is explained when some question of the sitting
        // outlines squares.
        legend: reveal::legend_lines(
            ex,
            &loc,
            (0..order.len()).any(|p| !reveal::marks_while_open(ex, &solved, &order, p).is_empty()),
        ),
        level: ex.level,
        review: sitting.review,
        title: exercise_title(ex, &loc),
        total,
    })?;
    for text in notes {
        screen.show(&Event::Note { text })?;
    }
    let mut shown_marks = first_marks;
    for pos in 0..order.len() {
        let marks = reveal::marks_while_open(ex, &solved, &order, pos);
        let board = (!marks.is_empty() && marks != shown_marks)
            .then(|| reveal::text_board(ex, &marks, opts.colour, status, &loc));
        if board.is_some() {
            shown_marks.clone_from(&marks);
        }
        let ctx = QuestionCtx {
            item,
            solutions: &solved,
            order: &order,
            pos,
            loc: &loc,
            opts,
            board,
        };
        match ask(&ctx, tracker, input, screen)? {
            Outcome::Right(first) => {
                tally.questions += 1;
                tally.first_try += usize::from(first);
            }
            Outcome::Shown => {
                tally.questions += 1;
                tally.shown += 1;
            }
            Outcome::Stop => return Ok((tally, true)),
        }
    }
    if tally.questions > 0 {
        let id = if sitting.review {
            "practice-review-summary"
        } else {
            "practice-exercise-summary"
        };
        let mut text = vec![
            loc.text(
                &Message::new(id)
                    .num("questions", tally.questions as i64)
                    .num("first", tally.first_try as i64)
                    .num("shown", tally.shown as i64),
            ),
        ];
        if tally.first_try < tally.questions {
            text.push(loc.get("practice-exercise-review"));
        }
        screen.show(&Event::Summary {
            exercise: Some(ex.id.clone()),
            first_try: tally.first_try,
            questions: tally.questions,
            scope: "exercise",
            shown: tally.shown,
            text,
        })?;
    }
    Ok((tally, false))
}

/// What a question needs to know about its exercise and session.
struct QuestionCtx<'s, 'a> {
    item: &'s Item,
    solutions: &'s [Solution<'a>],
    order: &'s [usize],
    pos: usize,
    loc: &'s Localiser,
    opts: &'s SessionOptions,
    /// The board to show with the question, its squares outlined, if the
    /// last board shown did not outline them.
    board: Option<String>,
}

impl QuestionCtx<'_, '_> {
    fn ex(&self) -> &Exercise {
        &self.item.exercise
    }

    fn solution(&self) -> &Solution<'_> {
        &self.solutions[self.order[self.pos]]
    }

    fn q(&self) -> &QuestionSpec {
        self.solution().question()
    }

    fn total(&self) -> usize {
        self.ex().questions.len()
    }

    /// Reasons and explanations shown once the answer is known.
    fn after_lines(&self) -> Vec<String> {
        let mut out: Vec<String> =
            reveal::reasons_after(self.ex(), self.solutions, self.order, self.pos, self.loc)
                .iter()
                .map(|r| format!("• {}", self.loc.text(r)))
                .collect();
        out.extend(reveal::explanations_after(
            self.ex(),
            self.q(),
            self.pos + 1 == self.order.len(),
            self.loc,
        ));
        out
    }

    fn board(&self, squares: &[String]) -> String {
        let ex = self.ex();
        reveal::text_board(
            ex,
            squares,
            self.opts.colour,
            reveal::status_shown(&ex.questions),
            self.loc,
        )
    }
}

/// Asks one question until it is answered right or its answer is shown.
fn ask(
    ctx: &QuestionCtx<'_, '_>,
    tracker: &mut Tracker<'_>,
    input: &mut dyn BufRead,
    screen: &mut dyn Screen,
) -> Result<Outcome, SessionError> {
    let loc = ctx.loc;
    let ex = ctx.ex();
    let q = ctx.q();
    let solution = ctx.solution();
    let key = ctx.item.key.clone();
    let max = ctx.opts.attempts.max(1);
    // With two possible answers, "wrong" already gives the answer away.
    let binary = matches!(solution.answer_kind(), AnswerKind::YesNo | AnswerKind::Side);
    let mut attempt: u32 = 1;
    let mut tried = false;
    let mut hinted = false;
    let question_event = |attempt: u32| Event::Question {
        diagram: if attempt == 1 {
            ctx.board.clone()
        } else {
            None
        },
        attempt,
        attempts: max,
        commands: if attempt > 1 {
            loc.text(
                &Message::new("practice-keys-attempt")
                    .num("attempt", attempt)
                    .num("attempts", max),
            )
        } else {
            loc.get("practice-keys")
        },
        exercise: ex.id.clone(),
        form: loc.text(
            &Message::new("practice-form").msg("form", expected_form(solution.answer_kind())),
        ),
        prompt: prompt_text(ex, q, loc),
        question: q.number,
    };
    screen.show(&question_event(attempt))?;
    loop {
        screen.ready()?;
        let Some(line) = read_line(input)? else {
            return Ok(Outcome::Stop);
        };
        match command(&line) {
            Some(Command::Quit) => return Ok(Outcome::Stop),
            Some(Command::Hint) => {
                hinted = true;
                let squares = reveal::marks_while_open(ex, ctx.solutions, ctx.order, ctx.pos);
                screen.show(&Event::Hint {
                    diagram: (!squares.is_empty()).then(|| ctx.board(&squares)),
                    exercise: ex.id.clone(),
                    question: q.number,
                    text: loc.text(
                        &Message::new("practice-hint").text("hint", reveal::hint_text(ex, q, loc)),
                    ),
                })?;
                continue;
            }
            Some(cmd @ (Command::Skip | Command::Solution)) => {
                let shown = if cmd == Command::Skip {
                    "skipped"
                } else {
                    "asked"
                };
                reveal_answer(ctx, screen, Vec::new(), 0, None, shown)?;
                tracker.commit(Op::Revealed {
                    key,
                    question: q.number,
                    total: ctx.total(),
                    tried,
                    today: ctx.opts.today,
                })?;
                return Ok(Outcome::Shown);
            }
            None if line.trim().is_empty() => continue,
            None => {}
        }
        let verdict = match solution.check(&line) {
            Ok(v) => v,
            Err(err) => {
                let msg = err.message();
                screen.show(&Event::Unreadable {
                    exercise: ex.id.clone(),
                    given: err.given,
                    message: loc.text(&msg),
                    question: q.number,
                })?;
                continue;
            }
        };
        tracker.commit(Op::Answered {
            key: key.clone(),
            question: q.number,
            total: ctx.total(),
            correct: verdict.correct,
            first_attempt: !tried,
            today: ctx.opts.today,
        })?;
        tried = true;
        let given = answer_text(&verdict.given, &q.ask, ex.adapter, loc);
        if verdict.correct {
            screen.show(&Event::Verdict {
                answer: Some(verdict.key.to_string()),
                attempt,
                correct: true,
                diagram: None,
                exercise: ex.id.clone(),
                given: Some(given),
                lines: ctx.after_lines(),
                question: q.number,
                revealed: true,
                shown: None,
                title: format!("✓ {}", loc.get("verdict-correct")),
                trap: None,
                retry: None,
            })?;
            return Ok(Outcome::Right(attempt == 1));
        }
        let trap = verdict
            .trap
            .map(|t| trap_lines(ex, t, loc).to_vec())
            .unwrap_or_default();
        if binary || attempt >= max {
            reveal_answer(
                ctx,
                screen,
                trap,
                attempt,
                Some((given, verdict.trap.map(|t| t.name()))),
                "out-of-tries",
            )?;
            tracker.commit(Op::Revealed {
                key,
                question: q.number,
                total: ctx.total(),
                tried: true,
                today: ctx.opts.today,
            })?;
            return Ok(Outcome::Shown);
        }
        let mut lines: Vec<String> = diagnose(solution, &verdict, ex.position.as_ref())
            .iter()
            .map(|m| loc.text(m))
            .collect();
        if trap.is_empty() {
            if !hinted {
                hinted = true;
                lines.push(loc.text(
                    &Message::new("practice-hint").text("hint", reveal::hint_text(ex, q, loc)),
                ));
            }
        } else if let Some(t) = verdict.trap {
            // Before the answer: the misconception and the rule to apply,
            // not what it leads to here.
            lines.extend(trap_lines_before(ex, t, loc));
        }
        screen.show(&Event::Verdict {
            answer: None,
            attempt,
            correct: false,
            diagram: None,
            exercise: ex.id.clone(),
            given: Some(given),
            lines,
            question: q.number,
            revealed: false,
            shown: None,
            title: format!("✗ {}", loc.get("verdict-wrong")),
            trap: verdict.trap.map(|t| t.name()),
            retry: Some(
                loc.text(&Message::new("practice-try-again-left").num("left", max - attempt)),
            ),
        })?;
        attempt += 1;
        screen.show(&question_event(attempt))?;
    }
}

/// Shows the answer with its reasons and explanations, and the board marking it.
fn reveal_answer(
    ctx: &QuestionCtx<'_, '_>,
    screen: &mut dyn Screen,
    mut lines: Vec<String>,
    attempt: u32,
    given: Option<(String, Option<&'static str>)>,
    shown: &'static str,
) -> Result<(), SessionError> {
    let loc = ctx.loc;
    let solution = ctx.solution();
    let answer = answer_text(
        solution.key(),
        &solution.question().ask,
        ctx.ex().adapter,
        loc,
    );
    let title = match &given {
        Some(_) => format!("✗ {}", loc.get("verdict-wrong")),
        None => format!(
            "→ {}",
            loc.text(&Message::new("practice-answer").text("answer", answer.clone()))
        ),
    };
    if given.is_some() {
        lines.push(loc.text(&Message::new("practice-answer").text("answer", answer)));
    }
    lines.extend(ctx.after_lines());
    // The board only for answers made of squares.
    let squares = &solution.solved().highlights;
    let about_squares =
        !reveal::answer_squares(ctx.ex(), solution.key(), solution.answer_kind()).is_empty();
    let diagram = (about_squares && !squares.is_empty()).then(|| {
        format!(
            "{}{}\n",
            ctx.board(squares),
            loc.get("practice-answer-board")
        )
    });
    let (given, trap) = given.map_or((None, None), |(g, t)| (Some(g), t));
    screen.show(&Event::Verdict {
        answer: Some(solution.key().to_string()),
        attempt,
        correct: false,
        diagram,
        exercise: ctx.ex().id.clone(),
        given,
        lines,
        question: ctx.q().number,
        revealed: true,
        shown: Some(shown),
        title,
        trap,
        retry: None,
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_cut_and_the_next_line_is_read() {
        let mut text = vec![b'y'; 3 * MAX_LINE];
        text.extend_from_slice(b"\nno\n\xffyes");
        let mut input = io::BufReader::with_capacity(1000, &text[..]);
        let first = read_line(&mut input).unwrap().unwrap();
        assert_eq!(first.len(), MAX_LINE);
        assert_eq!(read_line(&mut input).unwrap().as_deref(), Some("no\n"));
        assert_eq!(
            read_line(&mut input).unwrap().as_deref(),
            Some("\u{FFFD}yes")
        );
        assert_eq!(read_line(&mut input).unwrap(), None);
    }
}
