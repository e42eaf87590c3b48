//! A teacher's worksheet: a run of drills written as ordinary exercise files
//! (`<game>-<nnn>-<topic>.toml`, with `.fr.ftl`, `.ru.ftl`, `.en.ftl`
//! beside each) that `plyyard verify` accepts.

use std::path::{Path, PathBuf};

use super::make::{Drill, NoDrill, Plan};
use crate::exercise::{self, VerifyProblem};
use crate::i18n::Lang;

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

fn write(path: &Path, text: &str) -> Result<(), ExportError> {
    std::fs::write(path, text).map_err(|source| ExportError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes the drills of `plan` into `dir` (created if needed).
pub fn export(plan: &Plan, dir: &Path) -> Result<Vec<Written>, ExportError> {
    std::fs::create_dir_all(dir).map_err(|source| ExportError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut out = Vec::with_capacity(plan.count);
    for (index, id) in plan.ids().into_iter().enumerate() {
        let drill = Drill::make(id, index + 1)?;
        let stem = drill.file_stem();
        let path = dir.join(format!("{stem}.toml"));
        write(&path, &drill.toml())?;
        for lang in Lang::ALL {
            write(
                &dir.join(format!("{stem}.{}.ftl", lang.code())),
                &drill.ftl(lang),
            )?;
        }
        out.push(Written { path, drill });
    }
    Ok(out)
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
