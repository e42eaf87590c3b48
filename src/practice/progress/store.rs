//! The progress file on disk: read without side effects, updated under a lock
//! file by re-reading and merging, written atomically (a temporary file, then
//! a rename) with the old file's permissions; temporary files left by a killed
//! session are removed by the next save.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use super::format::{self, FormatError};
use super::model::Progress;

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
    /// The file is not UTF-8 text; it is left untouched.
    #[error("progress file {path} is not UTF-8 text")]
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// The first byte that is not UTF-8.
        at: crate::exercise::LineCol,
    },
    /// The new text would not read back as what was meant to be saved (a
    /// kept field this release cannot write faithfully); nothing is written.
    #[error("progress file {path}: the new text would not read back the same")]
    WouldNotReadBack {
        /// The file.
        path: PathBuf,
    },
    /// The file was written by a newer release; it is left untouched.
    #[error("progress file {path} has format {version}, newer than this release")]
    Newer {
        /// The file.
        path: PathBuf,
        /// Its format version.
        version: u32,
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

/// The suffix of temporary files (`.progress.ron.<pid>.<n>.tmp`).
const TMP_SUFFIX: &str = ".tmp";

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

    fn io(&self, source: std::io::Error) -> ProgressError {
        ProgressError::Io {
            path: self.path.clone(),
            source,
        }
    }

    fn dir(&self) -> &Path {
        match self.path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        }
    }

    fn file_name(&self) -> String {
        self.path.file_name().map_or_else(
            || "progress.ron".into(),
            |n| n.to_string_lossy().into_owned(),
        )
    }

    /// Reads progress; a missing file is empty progress. Nothing is written.
    pub fn load(&self) -> Result<Progress, ProgressError> {
        let text = match std::fs::read(&self.path) {
            // Not UTF-8: refused as corrupt (a lossy decoding would be saved
            // back with U+FFFD in place of the learner's bytes).
            Ok(bytes) => String::from_utf8(bytes).map_err(|e| {
                let good = e.utf8_error().valid_up_to();
                let before = String::from_utf8_lossy(&e.as_bytes()[..good]);
                ProgressError::NotUtf8 {
                    path: self.path.clone(),
                    at: crate::exercise::Source::new("", before).line_col(good),
                }
            })?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Progress::default()),
            Err(source) => return Err(self.io(source)),
        };
        format::parse(&text).map_err(|e| match e {
            FormatError::Corrupt(detail) => ProgressError::Corrupt {
                path: self.path.clone(),
                detail,
            },
            FormatError::Newer(version) => ProgressError::Newer {
                path: self.path.clone(),
                version,
            },
        })
    }

    /// Under the lock: re-reads the file, lets `change` update it, writes it
    /// atomically, and returns what was written. A file that cannot be read
    /// (corrupt, newer) is not written.
    pub fn update(&self, change: impl FnOnce(&mut Progress)) -> Result<Progress, ProgressError> {
        std::fs::create_dir_all(self.dir()).map_err(|e| self.io(e))?;
        let _lock = self.lock()?;
        let mut progress = self.load()?;
        change(&mut progress);
        let text = format::render(&progress);
        // Never replace a readable file by one that does not read back the
        // same (the old file stays as it was).
        if format::parse(&text).as_ref() != Ok(&progress) {
            return Err(ProgressError::WouldNotReadBack {
                path: self.path.clone(),
            });
        }
        let target = self.target();
        remove_leftovers(&target);
        write_atomic(&target, &text).map_err(|e| self.io(e))?;
        Ok(progress)
    }

    /// The lock file beside the progress file, held until dropped. The system
    /// releases it when the process dies, so a killed session blocks nobody.
    /// (Where there is no `flock`, saves still re-read and merge, unlocked.)
    fn lock(&self) -> Result<File, ProgressError> {
        let path = self.dir().join(format!("{}.lock", self.file_name()));
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| self.io(e))?;
        #[cfg(unix)]
        rustix::fs::flock(&file, rustix::fs::FlockOperation::LockExclusive)
            .map_err(|e| self.io(e.into()))?;
        Ok(file)
    }

    /// The file a save replaces: the progress file itself, or, when it is a
    /// link (to a synced copy, say), the file the link points to, so that the
    /// link stays and its target is updated.
    fn target(&self) -> PathBuf {
        let mut path = self.path.clone();
        for _ in 0..40 {
            match std::fs::read_link(&path) {
                Ok(to) => {
                    let base = path.parent().map(Path::to_path_buf).unwrap_or_default();
                    path = base.join(to);
                }
                Err(_) => break,
            }
        }
        path
    }
}

fn dir_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

fn tmp_prefix(path: &Path) -> String {
    let name = path.file_name().map_or_else(
        || "progress.ron".into(),
        |n| n.to_string_lossy().into_owned(),
    );
    format!(".{name}.")
}

/// Removes temporary files of earlier, interrupted saves (only called under
/// the lock, when no other save is under way).
fn remove_leftovers(path: &Path) {
    let prefix = tmp_prefix(path);
    let Ok(entries) = std::fs::read_dir(dir_of(path)) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with(&prefix) && name.ends_with(TMP_SUFFIX) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Writes `text` to a temporary file in the same folder with the old file's
/// permissions, syncs it, and renames it over the old file.
fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    let dir = dir_of(path);
    let tmp = dir.join(format!(
        "{}{}{TMP_SUFFIX}",
        tmp_prefix(path),
        std::process::id()
    ));
    let result = (|| {
        // Created afresh (the leftovers were removed under the lock): never
        // a link planted at that name.
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        if let Ok(meta) = std::fs::metadata(path) {
            file.set_permissions(meta.permissions())?;
        }
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)?;
        // Make the rename itself durable where the system allows it.
        if let Ok(dir) = File::open(dir) {
            let _ = dir.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::progress::Key;

    fn key(id: &str) -> Key {
        Key::Catalogue(id.to_string())
    }

    #[test]
    fn round_trip_and_missing_file() {
        let dir = tempfile::tempdir().unwrap();
        let store = ProgressStore::at(dir.path().join("sub/progress.ron"));
        assert_eq!(store.load().unwrap(), Progress::default());
        let written = store
            .update(|p| {
                p.entry(&key("hnefatafl/x")).solved.insert(2);
                p.entry(&key("hnefatafl/x")).done = true;
            })
            .unwrap();
        assert_eq!(store.load().unwrap(), written);
        assert!(store.load().unwrap().is_done(&key("hnefatafl/x")));
    }

    #[test]
    fn corrupt_and_newer_files_are_reported_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.ron");
        let store = ProgressStore::at(path.clone());
        for text in ["not ron at all {", "(version: 7, exercises: {}, x: 1)"] {
            std::fs::write(&path, text).unwrap();
            assert!(store.load().is_err());
            assert!(store.update(|p| p.extra.clear()).is_err());
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        }
        std::fs::write(&path, "(version: 9)").unwrap();
        assert!(matches!(
            store.load(),
            Err(ProgressError::Newer { version: 9, .. })
        ));
    }

    #[cfg(unix)]
    #[test]
    fn mode_is_kept_and_leftovers_removed() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.ron");
        std::fs::write(&path, "(version: 1, exercises: {})").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
        let leftover = dir.path().join(".progress.ron.12345.tmp");
        std::fs::write(&leftover, "half").unwrap();
        let store = ProgressStore::at(path.clone());
        store.update(|p| p.entry(&key("a/b")).attempts = 1).unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
        assert!(!leftover.exists());
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
    }
}
