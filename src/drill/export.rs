//! A teacher's worksheet: a run of drills written as ordinary exercise files
//! (`<game>-<nnn>-<topic>.toml`, with `.fr.ftl`, `.ru.ftl`, `.en.ftl`
//! beside each) that `plyyard verify` accepts.

use std::path::{Path, PathBuf};

use super::make::{Drill, NoDrill, Plan};
use crate::exercise::{self, VerifyProblem};
use crate::i18n::Lang;
use crate::output::{self, Existing, OutputError};

/// Why an export stopped.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// A file could not be written.
    #[error("{path}: {source}")]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// An output file was not written.
    #[error(transparent)]
    Output(#[from] OutputError),
    /// The export folder is a file.
    #[error("{0} is not a folder")]
    NotAFolder(PathBuf),
    /// The folder already holds exercise files.
    #[error("{path} holds {count} exercise files")]
    FolderUsed {
        /// The folder.
        path: PathBuf,
        /// How many.
        count: usize,
    },
    /// No question could be made for a drill.
    #[error(transparent)]
    NoDrill(#[from] NoDrill),
}

/// One written exercise.
#[derive(Clone, Debug)]
pub struct Written {
    /// The exercise file.
    pub path: PathBuf,
    /// The drill it holds.
    pub drill: Drill,
}

/// Whether `name` is a file an export writes (`<game>-<nnn>-<topic>.toml`,
/// or one of its `.<lang>.ftl`).
pub fn is_export_file(name: &str) -> bool {
    let stem = match name.strip_suffix(".toml") {
        Some(stem) => stem,
        None => match name.strip_suffix(".ftl").and_then(|n| n.rsplit_once('.')) {
            Some((stem, lang)) if Lang::ALL.iter().any(|l| l.code() == lang) => stem,
            _ => return false,
        },
    };
    crate::game_api::GameKind::ALL.iter().any(|g| {
        stem.strip_prefix(g.name())
            .and_then(|r| r.strip_prefix('-'))
            .and_then(|r| r.split_once('-'))
            .is_some_and(|(n, topic)| {
                n.len() == 3 && n.bytes().all(|b| b.is_ascii_digit()) && !topic.is_empty()
            })
    })
}

/// The exercise files (`.toml`) already in `dir`, and the files of an
/// earlier export there.
fn already_there(dir: &Path) -> (usize, Vec<PathBuf>) {
    let mut exercises = 0;
    let mut earlier = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.ends_with(".toml") {
                exercises += 1;
            }
            if is_export_file(&name) {
                earlier.push(entry.path());
            }
        }
    }
    (exercises, earlier)
}

/// Writes the drills of `plan` into `dir` (created if needed). A folder that
/// already holds exercise files is refused (an export there would mix with
/// them), unless `force`: then the files of an earlier export are replaced
/// or removed. Every file is written whole before it takes its place, and a
/// link in the folder is replaced, never followed.
pub fn export(plan: &Plan, dir: &Path, force: bool) -> Result<Vec<Written>, ExportError> {
    if output::occupied(dir) && !dir.is_dir() {
        return Err(ExportError::NotAFolder(dir.to_path_buf()));
    }
    // Every drill is made before anything is written.
    let drills = plan
        .ids()
        .into_iter()
        .enumerate()
        .map(|(index, id)| Drill::make(id, index + 1))
        .collect::<Result<Vec<_>, _>>()?;
    let mut files: Vec<(PathBuf, String)> = Vec::new();
    for drill in &drills {
        let stem = drill.file_stem();
        files.push((dir.join(format!("{stem}.toml")), drill.toml()));
        for lang in Lang::ALL {
            files.push((
                dir.join(format!("{stem}.{}.ftl", lang.code())),
                drill.ftl(lang),
            ));
        }
    }
    let (exercises, earlier) = already_there(dir);
    if !force {
        if exercises > 0 {
            return Err(ExportError::FolderUsed {
                path: dir.to_path_buf(),
                count: exercises,
            });
        }
        if let Some((path, _)) = files.iter().find(|(p, _)| output::occupied(p)) {
            return Err(ExportError::Output(OutputError::Exists(path.clone())));
        }
    }
    std::fs::create_dir_all(dir).map_err(|source| ExportError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let existing = if force {
        Existing::Replace
    } else {
        Existing::Keep
    };
    for (i, (path, text)) in files.iter().enumerate() {
        if let Err(e) = output::write(path, text.as_bytes(), existing) {
            // A half export (a full disk) is taken back when it replaced
            // nothing, so that the folder is as it was and a retry is free.
            if !force {
                for (done, _) in &files[..i] {
                    let _ = std::fs::remove_file(done);
                }
            }
            return Err(e.into());
        }
    }
    // What is left of an earlier export goes (only with --force).
    for old in earlier {
        if !files.iter().any(|(p, _)| *p == old) {
            let _ = std::fs::remove_file(&old);
        }
    }
    Ok(drills
        .into_iter()
        .map(|drill| Written {
            path: dir.join(format!("{}.toml", drill.file_stem())),
            drill,
        })
        .collect())
}

/// Verifies written exercises as `plyyard verify` does (texts included).
pub fn verify_written(written: &[Written]) -> Vec<VerifyProblem> {
    let mut problems = Vec::new();
    for w in written {
        match exercise::open_file(&w.path) {
            Ok(opened) => {
                problems.extend(exercise::verify(&opened.id, opened.source, opened.texts))
            }
            Err(e) => problems.push(VerifyProblem {
                exercise: w.path.display().to_string(),
                code: crate::problem::AuthoringCode::QuestionUnanswerable.into(),
                message: crate::message::Message::new("error-read-file")
                    .text("path", w.path.display().to_string())
                    .msg("detail", e.reason()),
                at: None,
            }),
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    #[test]
    fn export_files_are_recognised_by_their_names() {
        for yes in [
            "dominoes-001-blocked.toml",
            "hnefatafl-012-king-capture.fr.ftl",
            "chinese-checkers-100-jumps.en.ftl",
        ] {
            assert!(super::is_export_file(yes), "{yes}");
        }
        for no in [
            "mine.toml",
            "dominoes-1-blocked.toml",
            "dominoes-001-.toml",
            "dominoes-001-blocked.de.ftl",
            "chess-001-mate.toml",
        ] {
            assert!(!super::is_export_file(no), "{no}");
        }
    }
}
