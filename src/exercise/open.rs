//! Finds an exercise named on the command line: a catalogue id or a file path.
//!
//! Files are read with care: only regular files (a folder, a FIFO or a device
//! is refused before it is opened, so nothing blocks), at most
//! [`MAX_FILE_BYTES`] of them, and UTF-8 text (the first bad byte is located).

use std::io::Read;
use std::path::{Path, PathBuf};

use super::catalogue;
use super::load::MAX_FILE_BYTES;
use super::model::{TextFile, Texts};
use super::source::{LineCol, Source};
use crate::i18n::Lang;
use crate::message::{Message, display_path};
use crate::os_error::io_error;

/// Why an exercise argument could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// Neither a catalogue id nor an existing file.
    #[error("no exercise named {0}")]
    NotFound(String),
    /// The file exists but could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The path.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// The path is a folder, a FIFO, a device…: not a regular file.
    #[error("{path} is not a regular file")]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// Whether it is a folder.
        folder: bool,
    },
    /// The file is larger than [`MAX_FILE_BYTES`].
    #[error("{path} is larger than {MAX_FILE_BYTES} bytes")]
    TooLarge {
        /// The path.
        path: PathBuf,
        /// Its size in bytes, as far as it was read.
        size: u64,
    },
    /// The file is not UTF-8 text.
    #[error("{path} is not UTF-8 text")]
    NotUtf8 {
        /// The path.
        path: PathBuf,
        /// The first byte that is not UTF-8.
        at: LineCol,
    },
}

impl OpenError {
    /// What is wrong, without the file's name (messages put it in front).
    pub fn reason(&self) -> Message {
        match self {
            OpenError::NotFound(_) => Message::new("os-not-found"),
            OpenError::Io { source, .. } => io_error(source),
            OpenError::NotAFile { folder: true, .. } => Message::new("os-is-a-directory"),
            OpenError::NotAFile { folder: false, .. } => Message::new("error-not-regular-file"),
            OpenError::TooLarge { size, .. } => Message::new("file-too-large")
                .num("size", i64::try_from(*size).unwrap_or(i64::MAX))
                .num("max", MAX_FILE_BYTES as i64),
            OpenError::NotUtf8 { .. } => Message::new("file-not-utf8"),
        }
    }

    /// Where in the file the problem is, when it is in the text.
    pub fn at(&self) -> Option<LineCol> {
        match self {
            OpenError::NotUtf8 { at, .. } => Some(*at),
            _ => None,
        }
    }
}

/// An exercise's id, source and texts, ready to load.
pub struct Opened {
    /// Catalogue id, or the path as given.
    pub id: String,
    /// The file.
    pub source: Source,
    /// Where its texts come from.
    pub texts: Texts,
}

/// Opens `arg`: an existing file is read from disk, else a catalogue id is
/// looked up; any other existing path (a folder, a link loop) or a name ending
/// in `.toml` is reported as the file it names.
pub fn open(arg: &Path) -> Result<Opened, OpenError> {
    if arg.is_file() {
        return open_file(arg);
    }
    if let Some(entry) = arg.to_str().and_then(catalogue::find) {
        return Ok(Opened {
            id: entry.id.clone(),
            source: entry.source(),
            texts: entry.texts(),
        });
    }
    if arg.symlink_metadata().is_ok() || arg.extension().is_some_and(|e| e == "toml") {
        // A `.toml` path that is not there is a missing file, not an
        // unknown exercise (and a link to nothing is said to be one).
        return open_file(arg).map_err(|e| match e {
            OpenError::NotFound(_) => OpenError::Io {
                path: arg.to_path_buf(),
                source: std::io::ErrorKind::NotFound.into(),
            },
            other => other,
        });
    }
    Err(OpenError::NotFound(display_path(arg)))
}

/// Reads a regular file of at most [`MAX_FILE_BYTES`] as UTF-8 text.
pub fn read_text(path: &Path) -> Result<String, OpenError> {
    let io = |source: std::io::Error| {
        if source.kind() == std::io::ErrorKind::NotFound {
            OpenError::NotFound(display_path(path))
        } else {
            OpenError::Io {
                path: path.to_path_buf(),
                source,
            }
        }
    };
    // Looked at before opening: opening a FIFO would wait for a writer.
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        return Err(OpenError::NotAFile {
            path: path.to_path_buf(),
            folder: meta.is_dir(),
        });
    }
    let limit = MAX_FILE_BYTES as u64;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(limit + 1).read_to_end(&mut bytes))
        .map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(OpenError::TooLarge {
            path: path.to_path_buf(),
            size: meta.len().max(limit + 1),
        });
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = e.utf8_error().valid_up_to();
        let prefix = String::from_utf8_lossy(&e.as_bytes()[..good]);
        OpenError::NotUtf8 {
            path: path.to_path_buf(),
            at: Source::new("", prefix).line_col(good),
        }
    })
}

/// Reads an exercise file and the Fluent files beside it (`name.fr.ftl`, …).
pub fn open_file(path: &Path) -> Result<Opened, OpenError> {
    let text = read_text(path)?;
    let label = display_path(path);
    let mut files = Vec::new();
    for lang in Lang::ALL {
        let ftl = path.with_extension(format!("{}.ftl", lang.code()));
        let (text, unreadable) = match read_text(&ftl) {
            Ok(text) => (text, None),
            Err(OpenError::NotFound(_)) => continue,
            Err(e) => (String::new(), Some((e.reason(), e.at()))),
        };
        files.push(TextFile {
            lang,
            label: display_path(&ftl),
            text,
            unreadable,
        });
    }
    let texts = if files.is_empty() {
        Texts::None
    } else {
        Texts::Files(files)
    };
    Ok(Opened {
        id: label.clone(),
        source: Source::new(label, text),
        texts,
    })
}
