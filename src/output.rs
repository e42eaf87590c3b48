//! The files a command makes (pictures, worksheets, drill exports, game
//! records): written whole to a temporary file in the same folder, then moved
//! into place, so that the old file stays until the new one is complete; a
//! file already there is replaced only when asked (`--force`) or when this
//! command wrote it; a link at the output's place is replaced, never written
//! through (review R4, R5).

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// What may be at the output's place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Existing {
    /// Nothing: a file (or link) already there is left alone and reported.
    Keep,
    /// Anything but a folder: it is replaced (`--force`, or a file this
    /// command wrote itself).
    Replace,
}

/// Why an output was not written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    /// Something is already there, and replacing it was not asked for.
    #[error("{0} already exists")]
    Exists(PathBuf),
    /// The output is the file the command reads.
    #[error("{0} is the file being read")]
    IsInput(PathBuf),
    /// The system refused.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        source: io::Error,
    },
}

impl OutputError {
    /// The file concerned.
    pub fn path(&self) -> &Path {
        match self {
            OutputError::Exists(p) | OutputError::IsInput(p) => p,
            OutputError::Io { path, .. } => path,
        }
    }
}

/// Whether something (a file, a folder, a link, even a dangling one) is at
/// `path`.
pub fn occupied(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// Whether `a` and `b` are the same existing file.
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// A new, empty temporary file beside `path` (never an existing file or a
/// link: it is created exclusively).
fn temporary(path: &Path) -> io::Result<(PathBuf, File)> {
    static COUNT: AtomicU32 = AtomicU32::new(0);
    let name = path
        .file_name()
        .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
    let folder = folder_of(path);
    loop {
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let tmp = folder.join(format!(".{name}.{}.{n}.tmp", std::process::id()));
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && n < 1000 => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Writes `bytes` as the file `path` (see the module's text).
pub fn write(path: &Path, bytes: &[u8], existing: Existing) -> Result<(), OutputError> {
    let io = |source: io::Error| OutputError::Io {
        path: path.to_path_buf(),
        source,
    };
    let before = std::fs::symlink_metadata(path).ok();
    if let Some(meta) = &before {
        if existing == Existing::Keep {
            return Err(OutputError::Exists(path.to_path_buf()));
        }
        if meta.is_dir() {
            return Err(io(io::Error::from(io::ErrorKind::IsADirectory)));
        }
    }
    let (tmp, mut file) = temporary(path).map_err(io)?;
    let result = (|| {
        if let Some(meta) = before.as_ref().filter(|m| m.is_file()) {
            file.set_permissions(meta.permissions())?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        match existing {
            // A rename replaces a link itself, not the file it points to.
            Existing::Replace => std::fs::rename(&tmp, path).map(|()| true),
            // A hard link is never made over anything: what appeared at the
            // place since the check above is not replaced either.
            Existing::Keep => match std::fs::hard_link(&tmp, path) {
                Ok(()) => Ok(false),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
                // Where the system has no hard links, check and rename.
                Err(_) if occupied(path) => Err(io::Error::from(io::ErrorKind::AlreadyExists)),
                Err(_) => std::fs::rename(&tmp, path).map(|()| true),
            },
        }
    })();
    match result {
        Ok(renamed) => {
            if !renamed {
                let _ = std::fs::remove_file(&tmp);
            }
            if let Ok(dir) = File::open(folder_of(path)) {
                let _ = dir.sync_all();
            }
            Ok(())
        }
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            if e.kind() == io::ErrorKind::AlreadyExists && existing == Existing::Keep {
                Err(OutputError::Exists(path.to_path_buf()))
            } else {
                Err(io(e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_files_are_written_and_existing_ones_kept_unless_asked() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.txt");
        write(&path, b"one", Existing::Keep).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"one");
        assert!(matches!(
            write(&path, b"two", Existing::Keep),
            Err(OutputError::Exists(_))
        ));
        assert_eq!(std::fs::read(&path).unwrap(), b"one");
        write(&path, b"three", Existing::Replace).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"three");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary file left");
    }

    #[cfg(unix)]
    #[test]
    fn links_are_replaced_never_followed() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim.txt");
        std::fs::write(&victim, "victim").unwrap();
        let link = dir.path().join("out.txt");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        assert!(matches!(
            write(&link, b"new", Existing::Keep),
            Err(OutputError::Exists(_))
        ));
        let dangling = dir.path().join("dangling.txt");
        std::os::unix::fs::symlink(dir.path().join("created.txt"), &dangling).unwrap();
        assert!(write(&dangling, b"new", Existing::Keep).is_err());
        assert!(!dir.path().join("created.txt").exists());
        write(&link, b"new", Existing::Replace).unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "victim");
        assert!(!std::fs::symlink_metadata(&link).unwrap().is_symlink());
    }
}
