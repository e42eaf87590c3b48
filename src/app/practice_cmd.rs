//! `plyyard practice`: choose the exercises (options, a teacher's files, or the
//! menu on a terminal), then run the session as text or JSON events.

use std::io::{BufRead, ErrorKind, Write};

use super::report::print_json;
use super::{AppError, Context, Exit, located};
use crate::exercise::OpenError;
use crate::game_api::GameKind;
use crate::message::{Message, display_path};
use crate::os_error::io_error;
use crate::practice::drills;
use crate::practice::menu::{self, Choice, GameRow};
use crate::practice::progress::today;
use crate::practice::{
    Event, Filter, Item, ProgressError, ProgressStore, Screen, SessionError, SessionOptions,
    TextScreen, Tracker, Unusable, run_session,
};

/// The options of `practice`, lowered.
pub struct PracticeArgs {
    /// `--game`.
    pub game: Option<GameKind>,
    /// `--level`.
    pub level: Option<u8>,
    /// `--exercise`.
    pub exercise: Option<String>,
    /// `--attempts`.
    pub attempts: u32,
    /// `--review`.
    pub review: bool,
    /// A teacher's files or folders.
    pub paths: Vec<std::path::PathBuf>,
    /// `--drill`: new drills (and the drills due in the review) instead of
    /// the catalogue.
    pub drill: bool,
    /// `--count`: new drills in a `--drill` session (the games in turn).
    pub drills: usize,
}

impl PracticeArgs {
    fn no_option(&self) -> bool {
        self.game.is_none()
            && self.level.is_none()
            && self.exercise.is_none()
            && !self.review
            && !self.drill
            && self.paths.is_empty()
    }
}

/// Maps a progress-file error to its message.
pub fn progress_error(e: ProgressError) -> AppError {
    match e {
        ProgressError::Corrupt { path, detail } => AppError::Progress(
            Message::new("error-progress-corrupt")
                .text("path", path.display().to_string())
                .text("detail", detail),
        ),
        ProgressError::NotUtf8 { path, at } => AppError::Progress(
            Message::new("error-progress-corrupt")
                .text(
                    "path",
                    format!("{}:{}:{}", path.display(), at.line, at.column),
                )
                .msg("detail", Message::new("file-not-utf8")),
        ),
        ProgressError::WouldNotReadBack { path } => AppError::Progress(
            Message::new("error-progress-not-saved").text("path", display_path(&path)),
        ),
        ProgressError::Newer { path, version } => AppError::Progress(
            Message::new("error-progress-newer")
                .text("path", path.display().to_string())
                .num("version", version),
        ),
        ProgressError::Io { path, source } => AppError::Progress(
            Message::new("error-progress-io")
                .text("path", path.display().to_string())
                .msg("detail", io_error(&source)),
        ),
    }
}

/// Maps an error met while reading the progress file, as an error of reading (review
/// D7: they were reported as write errors). A file that is not UTF-8 is a
/// corrupt file, like any other garbage.
pub fn load_error(e: ProgressError) -> AppError {
    match e {
        ProgressError::Io { path, source } if source.kind() == ErrorKind::InvalidData => {
            AppError::Progress(
                Message::new("error-progress-corrupt")
                    .text("path", path.display().to_string())
                    .msg("detail", io_error(&source)),
            )
        }
        ProgressError::Io { path, source } => AppError::Progress(
            Message::new("error-progress-read")
                .text("path", path.display().to_string())
                .msg("detail", io_error(&source)),
        ),
        corrupt => progress_error(corrupt),
    }
}

/// JSON lines: one object per event.
struct JsonScreen<'a> {
    out: &'a mut dyn Write,
}

impl Screen for JsonScreen<'_> {
    fn show(&mut self, event: &Event) -> std::io::Result<()> {
        print_json(self.out, event)?;
        self.out.flush()
    }
}

/// The first problem of a file that cannot be practised, located.
fn unusable_text(ctx: &Context, label: &str, why: &Unusable) -> String {
    let detail = match why {
        Unusable::Open(OpenError::NotFound(name)) => ctx
            .loc
            .text(&Message::new("error-no-exercise").text("name", name.as_str())),
        Unusable::Open(OpenError::Io { path, source }) => ctx.loc.text(
            &Message::new("error-read-file")
                .text("path", path.display().to_string())
                .msg("detail", io_error(source)),
        ),
        Unusable::Open(other) => ctx.loc.text(&other.reason()),
        Unusable::Load(e) => e
            .problems
            .first()
            .map(|p| {
                located(
                    &ctx.loc,
                    &e.source,
                    p.span.as_ref().map(|s| s.start),
                    &p.message,
                )
            })
            .unwrap_or_default(),
    };
    ctx.loc.text(
        &Message::new("practice-file-skipped")
            .text("file", label)
            .text("detail", detail),
    )
}

/// Runs `practice`.
pub fn run(
    ctx: &Context,
    args: PracticeArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let store = ProgressStore::default_location();
    let mut tracker = Tracker::open(&store).map_err(load_error)?;
    let day = today();
    let mut filter = Filter {
        game: args.game,
        level: args.level,
        exercise: args.exercise.clone(),
    };
    let mut review = args.review;
    if args.no_option() && ctx.interactive && !ctx.json {
        let all = crate::practice::plan::catalogue(&Filter::default());
        let rows: Vec<GameRow> = GameKind::ALL
            .into_iter()
            .map(|game| {
                let of: Vec<&Item> = all.iter().filter(|i| i.exercise.game == game).collect();
                GameRow {
                    game,
                    done: of.iter().filter(|i| tracker.view().is_done(&i.key)).count(),
                    total: of.len(),
                }
            })
            .collect();
        let due: usize = all
            .iter()
            .map(|i| tracker.record(&i.key).due(day).len())
            .sum();
        match menu::choose(&rows, due, &ctx.loc, ctx.width, input, out)? {
            Choice::Game(g) => filter.game = Some(g),
            Choice::Review => review = true,
            Choice::Continue => {}
            Choice::Quit => return Ok(Exit::Ok),
        }
    }
    let mut notes = Vec::new();
    let items = if args.drill {
        // Drills due in the review first, then new ones.
        review = true;
        drills::forget_settled(&mut tracker).map_err(progress_error)?;
        let plans: Vec<crate::drill::Plan> = GameKind::ALL
            .into_iter()
            .filter(|g| args.game.is_none_or(|want| want == *g))
            .map(|game| crate::drill::Plan {
                game,
                topic: None,
                level: args.level.unwrap_or(1),
                seed: super::drill_cmd::fresh_seed(),
                count: args.drills,
            })
            .collect();
        let mut items = drills::due(tracker.view(), day, args.game);
        items.extend(drills::fresh(&plans, args.drills).map_err(super::drill_cmd::no_drill)?);
        items
    } else if args.paths.is_empty() {
        let mut items = crate::practice::plan::catalogue(&filter);
        if review && filter.exercise.is_none() {
            items.extend(drills::due(tracker.view(), day, filter.game));
            items.extend(crate::practice::plan::files_due(
                tracker.view(),
                day,
                &filter,
            ));
        }
        items
    } else {
        // Folders walked as `verify` walks them: each folder entered once,
        // each file taken once, link loops included (review R2).
        let mut walk = super::sources::Walk::default();
        for path in &args.paths {
            walk.add(path);
        }
        notes.extend(walk.problems.iter().map(|p| {
            ctx.loc.text(
                &Message::new("practice-file-skipped")
                    .text("file", p.exercise.as_str())
                    .text("detail", ctx.loc.text(&p.message)),
            )
        }));
        let (items, unusable) = crate::practice::plan::files(&walk.files, &filter);
        notes.extend(unusable.iter().map(|(l, why)| unusable_text(ctx, l, why)));
        for item in &items {
            notes.extend(super::text_warnings(ctx, &item.exercise));
        }
        items
    };
    if items.is_empty() {
        if let Some(id) = &args.exercise {
            return Err(AppError::Open(OpenError::NotFound(id.clone())));
        }
        let mut lines = notes;
        lines.push(ctx.loc.get("practice-nothing-chosen"));
        return Err(AppError::Lines(lines));
    }
    let opts = SessionOptions {
        lang: ctx.lang,
        colour: ctx.colour && !ctx.json,
        attempts: args.attempts,
        review,
        today: day,
        redo: args.exercise.is_some(),
    };
    run_items(ctx, &items, &mut tracker, &opts, notes, input, out)
}

/// Runs a session over `items`, shown as text or as JSON events.
pub fn run_items(
    ctx: &Context,
    items: &[Item],
    tracker: &mut Tracker<'_>,
    opts: &SessionOptions,
    notes: Vec<String>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let mut json;
    let mut text;
    let screen: &mut dyn Screen = if ctx.json {
        json = JsonScreen { out };
        &mut json
    } else {
        let loc = &ctx.loc;
        text = TextScreen::new(out, ctx.width, ctx.colour).with_wide_note(Box::new(
            move |columns, width| loc.text(&crate::play::session::board_wider(columns, width)),
        ));
        &mut text
    };
    for note in notes {
        screen.show(&Event::Note { text: note })?;
    }
    run_session(items, tracker, opts, input, screen).map_err(|e| match e {
        SessionError::Io(e) => AppError::Io(e),
        SessionError::Progress(e) => progress_error(e),
    })?;
    Ok(Exit::Ok)
}

/// `plyyard progress reset [--game G] [--yes]`.
pub fn reset(
    ctx: &Context,
    game: Option<GameKind>,
    yes: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let store = ProgressStore::default_location();
    let scope = match game {
        Some(g) => Message::new(format!("game-{}", g.name())),
        None => Message::new("practice-reset-all"),
    };
    if !yes {
        if !ctx.interactive {
            return Err(AppError::Lines(vec![
                ctx.loc.get("practice-reset-needs-yes"),
            ]));
        }
        write!(
            out,
            "{} ",
            ctx.loc
                .text(&Message::new("practice-reset-confirm").msg("scope", scope.clone()))
        )?;
        out.flush()?;
        let answer = crate::practice::read_line(input)?.unwrap_or_default();
        if crate::vocab::yes_no(&answer) != Some(true) {
            writeln!(out, "{}", ctx.loc.get("practice-reset-cancelled"))?;
            return Ok(Exit::Ok);
        }
    }
    // Refuses (and leaves alone) a file it cannot read.
    store.load().map_err(progress_error)?;
    let mut removed = 0usize;
    store
        .update(|p| {
            let count = |p: &crate::practice::progress::Progress| {
                p.exercises.len() + p.files.len() + p.drills.len()
            };
            let before = count(p);
            match game {
                Some(g) => {
                    let prefix = format!("{}/", g.name());
                    let drill_prefix = format!("drill/{}/", g.name());
                    p.exercises.retain(|id, _| !id.starts_with(&prefix));
                    p.drills.retain(|id, _| !id.starts_with(&drill_prefix));
                    p.files.retain(|key, _| teacher_file_game(key) != Some(g));
                }
                None => {
                    p.exercises.clear();
                    p.files.clear();
                    p.drills.clear();
                }
            }
            removed = before - count(p);
        })
        .map_err(progress_error)?;
    writeln!(
        out,
        "{}",
        ctx.loc.text(
            &Message::new("practice-reset-done")
                .msg("scope", scope)
                .num("count", removed as i64)
        )
    )?;
    Ok(Exit::Ok)
}

/// The game of a teacher's file recorded under `key` (`path#hash`), read
/// from the file itself; `None` when it is gone or unreadable (its record
/// is then kept: only a full reset removes it).
pub(crate) fn teacher_file_game(key: &str) -> Option<GameKind> {
    let path = key.rsplit_once('#').map_or(key, |(path, _)| path);
    let text = std::fs::read_to_string(path).ok()?;
    let table: toml::Table = toml::from_str(&text).ok()?;
    GameKind::parse(table.get("game")?.as_str()?)
}
