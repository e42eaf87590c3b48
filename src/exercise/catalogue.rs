//! The built-in catalogue, embedded in the binary: `exercises/<game>/<name>.toml`.

use include_dir::{Dir, include_dir};

use super::model::Texts;
use super::source::Source;
use crate::game_api::GameKind;

static EXERCISES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/exercises");

/// One catalogue entry, not yet parsed.
#[derive(Clone, Debug)]
pub struct Entry {
    /// `<game>/<name>`.
    pub id: String,
    /// The game folder it sits in.
    pub game: GameKind,
    /// The file text.
    pub text: &'static str,
}

impl Entry {
    /// The exercise's source, labelled with its id.
    pub fn source(&self) -> Source {
        Source::new(format!("{}.toml", self.id), self.text)
    }

    /// Where its texts are: `ex-<game>-<name>-…` in the embedded locales.
    pub fn texts(&self) -> Texts {
        Texts::Catalogue {
            prefix: format!("ex-{}", self.id.replace('/', "-")),
        }
    }
}

/// Every catalogue exercise, by game then name; `game` filters.
pub fn entries(game: Option<GameKind>) -> Vec<Entry> {
    let mut out = Vec::new();
    for kind in GameKind::ALL {
        if game.is_some_and(|g| g != kind) {
            continue;
        }
        let Some(dir) = EXERCISES.get_dir(kind.name()) else {
            continue;
        };
        let mut files: Vec<_> = dir
            .files()
            .filter(|f| f.path().extension().is_some_and(|e| e == "toml"))
            .collect();
        files.sort_by_key(|f| f.path());
        for file in files {
            let (Some(stem), Some(text)) = (file.path().file_stem(), file.contents_utf8()) else {
                continue;
            };
            out.push(Entry {
                id: format!("{}/{}", kind.name(), stem.to_string_lossy()),
                game: kind,
                text,
            });
        }
    }
    out
}

/// The catalogue entry with this id.
pub fn find(id: &str) -> Option<Entry> {
    let id = id.trim_end_matches(".toml");
    entries(None).into_iter().find(|e| e.id == id)
}
