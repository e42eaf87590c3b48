//! `plyyard practice`: the interactive session on the built-in catalogue.

use std::io::{BufRead, Write};

use super::{AppError, Context, Exit};
use crate::exercise;
use crate::game_api::GameKind;
use crate::message::Message;
use crate::practice::{
    Progress, ProgressError, ProgressStore, SessionError, SessionOptions, run_session,
};

fn progress_error(e: ProgressError) -> AppError {
    match e {
        ProgressError::Corrupt { path, detail } => AppError::Progress(
            Message::new("error-progress-corrupt")
                .text("path", path.display().to_string())
                .text("detail", detail),
        ),
        ProgressError::Io { path, source } => AppError::Progress(
            Message::new("error-progress-io")
                .text("path", path.display().to_string())
                .text("detail", source.to_string()),
        ),
    }
}

/// Reads the progress file, mapping its errors.
pub fn load_progress(store: &ProgressStore) -> Result<Progress, AppError> {
    store.load().map_err(progress_error)
}

pub fn run(
    ctx: &Context,
    game: Option<GameKind>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, AppError> {
    let store = ProgressStore::default_location();
    let mut progress = load_progress(&store)?;
    let entries = exercise::entries(game);
    let opts = SessionOptions {
        lang: ctx.lang,
        colour: ctx.colour,
    };
    run_session(&entries, &store, &mut progress, &opts, input, out).map_err(|e| match e {
        SessionError::Io(e) => AppError::Io(e),
        SessionError::Progress(e) => progress_error(e),
    })?;
    Ok(Exit::Ok)
}
