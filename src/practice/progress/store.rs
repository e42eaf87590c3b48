//! Progress through the catalogue: a small RON file, written atomically.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The version of the progress file format.
pub const PROGRESS_VERSION: u32 = 1;

/// What a learner has done on one exercise.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExerciseProgress {
    /// Questions answered correctly (numbers from 1).
    pub solved: BTreeSet<usize>,
    /// Answers given, right or wrong.
    pub attempts: u32,
    /// Every question solved.
    pub done: bool,
}

/// Progress through the catalogue, by exercise id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// File format version.
    pub version: u32,
    /// By exercise id.
    pub exercises: BTreeMap<String, ExerciseProgress>,
}

impl Default for Progress {
    fn default() -> Self {
        Self {
            version: PROGRESS_VERSION,
            exercises: BTreeMap::new(),
        }
    }
}

impl Progress {
    /// Whether an exercise is done.
    pub fn is_done(&self, id: &str) -> bool {
        self.exercises.get(id).is_some_and(|e| e.done)
    }

    /// The record of an exercise, created if absent.
    pub fn entry(&mut self, id: &str) -> &mut ExerciseProgress {
        self.exercises.entry(id.to_string()).or_default()
    }
}

/// Why progress could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum ProgressError {
    /// The file exists but is not a progress file; it is left untouched.
    #[error("progress file {path} cannot be read: {detail}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What the reader said.
        detail: String,
    },
    /// A file-system error.
    #[error("progress file {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
}

/// Where progress lives: `$PLYYARD_DATA_DIR/progress.ron`, else the user's data
/// directory (`~/.local/share/plyyard/progress.ron` on Linux).
pub struct ProgressStore {
    path: PathBuf,
}

impl ProgressStore {
    /// The store at the default place.
    pub fn default_location() -> Self {
        let dir = std::env::var_os("PLYYARD_DATA_DIR")
            .filter(|d| !d.is_empty())
            .map(PathBuf::from)
            .or_else(|| dirs::data_dir().map(|d| d.join("plyyard")))
            .unwrap_or_else(|| PathBuf::from(".plyyard"));
        Self::at(dir.join("progress.ron"))
    }

    /// A store at an explicit file.
    pub fn at(path: PathBuf) -> Self {
        Self { path }
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads progress; a missing file is empty progress.
    pub fn load(&self) -> Result<Progress, ProgressError> {
        let text = match std::fs::read_to_string(&self.path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Progress::default()),
            Err(source) => {
                return Err(ProgressError::Io {
                    path: self.path.clone(),
                    source,
                });
            }
        };
        ron::from_str(&text).map_err(|e| ProgressError::Corrupt {
            path: self.path.clone(),
            detail: e.to_string(),
        })
    }

    /// Writes progress atomically: a temporary file in the same folder, then a
    /// rename over the old one.
    pub fn save(&self, progress: &Progress) -> Result<(), ProgressError> {
        let io = |source| ProgressError::Io {
            path: self.path.clone(),
            source,
        };
        let dir = self.path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir).map_err(io)?;
        let text = ron::ser::to_string_pretty(progress, ron::ser::PrettyConfig::default())
            .map_err(|e| io(std::io::Error::other(e.to_string())))?;
        let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(io)?;
        tmp.write_all(text.as_bytes()).map_err(io)?;
        tmp.as_file().sync_all().map_err(io)?;
        tmp.persist(&self.path).map_err(|e| io(e.error))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_missing_file() {
        let dir = tempfile::tempdir().unwrap();
        let store = ProgressStore::at(dir.path().join("sub/progress.ron"));
        assert_eq!(store.load().unwrap(), Progress::default());
        let mut p = Progress::default();
        p.entry("hnefatafl/x").solved.insert(2);
        p.entry("hnefatafl/x").done = true;
        store.save(&p).unwrap();
        assert_eq!(store.load().unwrap(), p);
        assert!(store.load().unwrap().is_done("hnefatafl/x"));
    }

    #[test]
    fn corrupt_file_is_reported_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.ron");
        std::fs::write(&path, "not ron at all {").unwrap();
        let store = ProgressStore::at(path.clone());
        assert!(matches!(store.load(), Err(ProgressError::Corrupt { .. })));
        assert_eq!(std::fs::read_to_string(path).unwrap(), "not ron at all {");
    }
}
