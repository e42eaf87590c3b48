//! `plyyard progress` (no subcommand): what practice has kept, per game:
//! catalogue exercises done out of all, review questions due, last day
//! played.

use std::io::Write;

use super::practice_cmd::{load_error, teacher_file_game};
use super::report::{ProgressGame, ProgressReport, print_json};
use super::{AppError, Context, Exit};
use crate::exercise;
use crate::game_api::GameKind;
use crate::message::Message;
use crate::practice::progress::{Progress, Record, today};
use crate::practice::{Key, ProgressStore};

/// One game's figures.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct GameFigures {
    pub game: GameKind,
    pub done: usize,
    pub total: usize,
    pub due: usize,
    pub last: Option<u32>,
}

/// The figures of every game (of `only` when given), from `progress` on `day`.
pub(crate) fn figures(progress: &Progress, day: u32, only: Option<GameKind>) -> Vec<GameFigures> {
    let entries = exercise::entries(only);
    let mut games: Vec<GameFigures> = GameKind::ALL
        .into_iter()
        .filter(|g| only.is_none_or(|o| o == *g))
        .map(|game| GameFigures {
            game,
            done: 0,
            total: 0,
            due: 0,
            last: None,
        })
        .collect();
    let mut add = |game: GameKind, record: &Record| {
        if let Some(f) = games.iter_mut().find(|f| f.game == game) {
            f.due += record.due(day).len();
            f.last = f.last.max(record.last);
        }
    };
    for (id, record) in &progress.exercises {
        if let Some(game) = id.split('/').next().and_then(GameKind::parse) {
            add(game, record);
        }
    }
    for (id, record) in &progress.drills {
        if let Some(game) = id.split('/').nth(1).and_then(GameKind::parse) {
            add(game, record);
        }
    }
    for (key, record) in &progress.files {
        if let Some(game) = teacher_file_game(key) {
            add(game, record);
        }
    }
    for entry in &entries {
        if let Some(f) = games.iter_mut().find(|f| f.game == entry.game) {
            f.total += 1;
            if progress.is_done(&Key::Catalogue(entry.id.clone())) {
                f.done += 1;
            }
        }
    }
    games
}

/// A day (days since 1970-01-01) as `YYYY-MM-DD`.
pub(crate) fn iso_date(day: u32) -> String {
    // Howard Hinnant's civil-from-days, for days on or after 1970-01-01.
    let z = i64::from(day) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

pub fn run(ctx: &Context, out: &mut dyn Write) -> Result<Exit, AppError> {
    let store = ProgressStore::default_location();
    let progress = store.load().map_err(load_error)?;
    let games = figures(&progress, today(), None);
    let path = store.path().display().to_string();
    if ctx.json {
        let report = ProgressReport {
            file: path,
            games: games
                .iter()
                .map(|f| ProgressGame {
                    done: f.done,
                    due: f.due,
                    game: f.game.name(),
                    last_played: f.last.map(iso_date),
                    total: f.total,
                })
                .collect(),
            trap_tries: progress
                .trap_tries
                .iter()
                .filter_map(|(key, &count)| {
                    let (game, trap) = key.split_once('/')?;
                    Some(super::report::TrapTries {
                        count,
                        game: game.to_string(),
                        trap: trap.to_string(),
                    })
                })
                .collect(),
        };
        print_json(out, &report)?;
        return Ok(Exit::Ok);
    }
    let heading = ctx
        .loc
        .text(&Message::new("progress-heading").text("path", path));
    writeln!(out, "{}", crate::render::wrap(&heading, ctx.width))?;
    for f in &games {
        let last = match f.last {
            Some(day) => Message::new("progress-last").text("date", iso_date(day)),
            None => Message::new("progress-never"),
        };
        let line = Message::new("progress-game")
            .msg("game", Message::new(format!("game-{}", f.game.name())))
            .num("done", f.done as i64)
            .num("total", f.total as i64)
            .num("due", f.due as i64)
            .msg("last", last);
        let text = format!("  {}", ctx.loc.text(&line));
        writeln!(out, "{}", crate::render::wrap(&text, ctx.width))?;
    }
    let known: Vec<(GameKind, crate::game_api::Trap, u32)> = progress
        .trap_tries
        .iter()
        .filter_map(|(key, &count)| {
            let (game, trap) = key.split_once('/')?;
            let game = GameKind::parse(game)?;
            Some((game, crate::game_api::Trap::parse(game, trap)?, count))
        })
        .collect();
    if !known.is_empty() {
        writeln!(
            out,
            "{}",
            crate::render::wrap(&ctx.loc.get("progress-trap-tries"), ctx.width)
        )?;
    }
    for (game, trap, count) in known {
        let id = format!("trap-{}-{}", game.name(), trap.name());
        let line = Message::new("progress-trap-line")
            .msg("game", Message::new(format!("game-{}", game.name())))
            .msg("trap", Message::new(id))
            .num("count", count);
        let text = format!("  {}", ctx.loc.text(&line));
        writeln!(out, "{}", crate::render::wrap(&text, ctx.width))?;
    }
    let due: usize = games.iter().map(|f| f.due).sum();
    let hint = if due > 0 {
        "progress-hint-review"
    } else {
        "progress-hint-practice"
    };
    writeln!(
        out,
        "{}",
        crate::render::wrap(&ctx.loc.get(hint), ctx.width)
    )?;
    Ok(Exit::Ok)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::progress::Review;

    #[test]
    fn days_are_dates() {
        assert_eq!(iso_date(0), "1970-01-01");
        assert_eq!(iso_date(20_424), "2025-12-02");
        assert_eq!(iso_date(20_513), "2026-03-01");
        assert_eq!(iso_date(11_016), "2000-02-29");
    }

    #[test]
    fn figures_count_done_due_and_the_last_day_per_game() {
        let mut p = Progress::default();
        let id = exercise::entries(Some(GameKind::Hnefatafl))[0].id.clone();
        let mut r = Record {
            done: true,
            last: Some(100),
            ..Record::default()
        };
        r.review.insert(1, Review { level: 1, due: 50 });
        r.review.insert(2, Review { level: 2, due: 500 });
        p.exercises.insert(id, r);
        p.drills.insert(
            "drill/hnefatafl/edge/1/7".into(),
            Record {
                last: Some(120),
                review: [(1, Review { level: 1, due: 90 })].into(),
                ..Record::default()
            },
        );
        let all = figures(&p, 100, None);
        assert_eq!(all.len(), 4);
        let h = all.iter().find(|f| f.game == GameKind::Hnefatafl).unwrap();
        assert_eq!((h.done, h.due, h.last), (1, 2, Some(120)));
        assert_eq!(h.total, exercise::entries(Some(GameKind::Hnefatafl)).len());
        let d = all.iter().find(|f| f.game == GameKind::Dominoes).unwrap();
        assert_eq!((d.done, d.due, d.last), (0, 0, None));
        assert!(d.total > 0);
    }
}
