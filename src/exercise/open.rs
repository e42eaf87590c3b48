//! Finds an exercise named on the command line: a catalogue id or a file path.

use std::path::{Path, PathBuf};

use super::catalogue;
use super::model::{TextFile, Texts};
use super::source::Source;
use crate::i18n::Lang;

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

/// Opens `arg`: an existing path (or one ending in `.toml`) is read from disk,
/// anything else is looked up in the catalogue.
pub fn open(arg: &str) -> Result<Opened, OpenError> {
    let path = Path::new(arg);
    if path.is_file() || arg.ends_with(".toml") && catalogue::find(arg).is_none() {
        return open_file(path);
    }
    let entry = catalogue::find(arg).ok_or_else(|| OpenError::NotFound(arg.to_string()))?;
    Ok(Opened {
        id: entry.id.clone(),
        source: entry.source(),
        texts: entry.texts(),
    })
}

/// Reads an exercise file and the Fluent files beside it (`name.fr.ftl`, …).
pub fn open_file(path: &Path) -> Result<Opened, OpenError> {
    let text = std::fs::read_to_string(path).map_err(|source| {
        if source.kind() == std::io::ErrorKind::NotFound {
            OpenError::NotFound(path.display().to_string())
        } else {
            OpenError::Io {
                path: path.to_path_buf(),
                source,
            }
        }
    })?;
    let label = path.display().to_string();
    let mut files = Vec::new();
    for lang in Lang::ALL {
        let ftl = path.with_extension(format!("{}.ftl", lang.code()));
        if let Ok(text) = std::fs::read_to_string(&ftl) {
            files.push(TextFile {
                lang,
                label: ftl.display().to_string(),
                text,
            });
        }
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
