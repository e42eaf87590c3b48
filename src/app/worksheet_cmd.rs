//! `plyyard worksheet`: gathers exercises (the catalogue, a game of it, ids,
//! files or folders), solves every question, and writes one HTML worksheet
//! with its answer key into the `--out` folder.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::report::{WorksheetReport, print_json};
use super::sources::exercise_files;
use super::{AppError, Context, Exit, load_opened, output_folder, write_file};
use crate::exercise::{self, Exercise, Solution};
use crate::game_api::GameKind;
use crate::i18n::Localiser;
use crate::message::{Message, display_path};
use crate::sheet::{self, Item};

/// The exercises named by `sources` (the catalogue when empty), kept to
/// `game` when given, each with its texts.
fn gather(
    ctx: &Context,
    sources: &[PathBuf],
    game: Option<GameKind>,
) -> Result<Vec<(Exercise, Localiser)>, AppError> {
    let mut found = Vec::new();
    if sources.is_empty() {
        for entry in exercise::entries(game) {
            let opened = exercise::Opened {
                id: entry.id.clone(),
                source: entry.source(),
                texts: entry.texts(),
            };
            found.push(load_opened(ctx, opened)?);
        }
    }
    for path in sources {
        if path.is_dir() {
            let files = exercise_files(path)?;
            if files.is_empty() {
                return Err(AppError::NoExercises(display_path(path)));
            }
            // A file of the folder that is not an exercise (a game record
            // kept there) is left out with a warning, as practice does,
            // rather than refusing the whole sheet (review R15).
            for file in files {
                match exercise::open_file(&file)
                    .map_err(AppError::from)
                    .and_then(|o| load_opened(ctx, o))
                {
                    Ok(one) => found.push(one),
                    Err(e) => {
                        // The first reason is enough to say why.
                        for line in e.messages(&ctx.loc).into_iter().take(1) {
                            let text = ctx.loc.text(
                                &Message::new("worksheet-file-skipped")
                                    .text("file", display_path(&file))
                                    .text("detail", line),
                            );
                            eprintln!(
                                "{}",
                                ctx.loc
                                    .text(&Message::new("warning-line").text("text", text))
                            );
                        }
                    }
                }
            }
            if found.is_empty() {
                return Err(AppError::NoExercises(display_path(path)));
            }
        } else {
            found.push(load_opened(ctx, exercise::open(path)?)?);
        }
    }
    found.retain(|(ex, _)| game.is_none_or(|g| ex.game == g));
    if found.is_empty() {
        let place = match game {
            Some(g) if sources.is_empty() => g.name().to_string(),
            _ => sources
                .iter()
                .map(|p| display_path(p))
                .collect::<Vec<_>>()
                .join(" "),
        };
        return Err(AppError::NoExercises(place));
    }
    Ok(found)
}

/// The file name's stem: what the sheet was made from.
fn stem(sources: &[PathBuf], game: Option<GameKind>) -> String {
    let named = match sources {
        [] => Some(game.map_or("catalogue", GameKind::name).to_string()),
        [one] => one.file_stem().map(|s| s.to_string_lossy().into_owned()),
        _ => None,
    };
    named
        .filter(|s| !s.is_empty() && s != "." && s != "..")
        .unwrap_or_else(|| "worksheet".to_string())
}

/// Writes the worksheet of `sources` (the catalogue, or `game`'s part of it,
/// when empty) into `out_dir` and says where on `out`.
pub fn run(
    ctx: &Context,
    sources: &[PathBuf],
    game: Option<GameKind>,
    out_dir: &Path,
    force: bool,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let exercises = gather(ctx, sources, game)?;
    let mut items = Vec::with_capacity(exercises.len());
    for (ex, loc) in &exercises {
        let solutions = ex
            .questions
            .iter()
            .map(|q| {
                Solution::new(ex, q).map_err(|e| AppError::Question(Box::new(ex.source.clone()), e))
            })
            .collect::<Result<Vec<_>, _>>()?;
        items.push(Item {
            exercise: ex,
            loc,
            solutions,
        });
    }
    let html = sheet::render(&items, &ctx.loc);
    output_folder(out_dir)?;
    let file = out_dir.join(format!("{}.{}.html", stem(sources, game), ctx.lang.code()));
    write_file(&file, &html, force)?;
    let questions: usize = items.iter().map(|i| i.solutions.len()).sum();
    if ctx.json {
        print_json(
            out,
            &WorksheetReport {
                exercises: items.len(),
                file: file.display().to_string(),
                lang: ctx.lang.code(),
                questions,
            },
        )?;
    } else {
        let done = Message::new("worksheet-written")
            .num("exercises", items.len() as i64)
            .text("file", file.display().to_string());
        writeln!(out, "{}", ctx.loc.text(&done))?;
    }
    Ok(Exit::Ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_file_is_named_after_its_source() {
        let s = |v: &[&str]| v.iter().map(PathBuf::from).collect::<Vec<_>>();
        assert_eq!(stem(&[], None), "catalogue");
        assert_eq!(stem(&[], Some(GameKind::Dominoes)), "dominoes");
        assert_eq!(
            stem(&s(&["hnefatafl/edge-not-corner"]), None),
            "edge-not-corner"
        );
        assert_eq!(stem(&s(&["my/drills/"]), None), "drills");
        assert_eq!(stem(&s(&["a.toml", "b.toml"]), None), "worksheet");
        assert_eq!(stem(&s(&["."]), None), "worksheet");
    }
}
