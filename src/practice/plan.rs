//! What a session goes through: catalogue exercises or a teacher's files,
//! filtered by game, level or id, in teaching order (within a game, level 1
//! before 2 before 3).

use std::path::PathBuf;

use super::progress::{Key, Progress};
use crate::exercise::{self, Exercise, LoadError, OpenError};
use crate::game_api::GameKind;

/// One exercise to practise.
pub struct Item {
    /// Where its progress is kept.
    pub key: Key,
    /// The loaded exercise.
    pub exercise: Exercise,
}

/// What to choose.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    /// Only this game.
    pub game: Option<GameKind>,
    /// Only this level.
    pub level: Option<u8>,
    /// Only this exercise (a catalogue id, or a teacher's file path or name).
    pub exercise: Option<String>,
}

impl Filter {
    fn keeps(&self, ex: &Exercise, names: &[&str]) -> bool {
        self.game.is_none_or(|g| g == ex.game)
            && self.level.is_none_or(|l| l == ex.level)
            && self
                .exercise
                .as_deref()
                .is_none_or(|want| names.iter().any(|n| *n == want.trim_end_matches(".toml")))
    }
}

/// A file of a teacher's that cannot be practised, with why.
pub enum Unusable {
    /// It cannot be opened.
    Open(OpenError),
    /// It does not load.
    Load(LoadError),
}

/// Sorts items: by game, then level, then id.
fn order(items: &mut [Item]) {
    items.sort_by(|a, b| {
        (a.exercise.game, a.exercise.level, &a.exercise.id).cmp(&(
            b.exercise.game,
            b.exercise.level,
            &b.exercise.id,
        ))
    });
}

/// The catalogue exercises the filter keeps, in teaching order.
pub fn catalogue(filter: &Filter) -> Vec<Item> {
    let mut items: Vec<Item> = exercise::entries(filter.game)
        .into_iter()
        .filter_map(|entry| {
            let ex = exercise::load(&entry.id, entry.source(), entry.texts()).ok()?;
            let name = entry.id.rsplit('/').next().unwrap_or_default().to_string();
            filter
                .keeps(&ex, &[entry.id.as_str(), name.as_str()])
                .then(|| Item {
                    key: Key::Catalogue(entry.id.clone()),
                    exercise: ex,
                })
        })
        .collect();
    order(&mut items);
    items
}

/// A stable hash of a file's bytes (FNV-1a, 64 bits), in hexadecimal.
pub fn content_hash(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// A teacher's files (the folders already walked, each file once): the
/// exercises the filter keeps, in teaching order, and the files that cannot
/// be practised.
pub fn files(paths: &[PathBuf], filter: &Filter) -> (Vec<Item>, Vec<(String, Unusable)>) {
    let mut items = Vec::new();
    let mut unusable = Vec::new();
    for path in paths {
        let path = path.clone();
        let label = crate::message::display_path(&path);
        let opened = match exercise::open_file(&path) {
            Ok(o) => o,
            Err(e) => {
                unusable.push((label, Unusable::Open(e)));
                continue;
            }
        };
        let canonical = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        let hash = content_hash(opened.source.text.as_bytes());
        let ex = match exercise::load(&opened.id, opened.source, opened.texts) {
            Ok(ex) => ex,
            Err(e) => {
                unusable.push((label, Unusable::Load(e)));
                continue;
            }
        };
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        if filter.keeps(&ex, &[label.as_str(), stem.as_str()]) {
            items.push(Item {
                key: Key::File {
                    path: canonical.display().to_string(),
                    hash,
                },
                exercise: ex,
            });
        }
    }
    order(&mut items);
    (items, unusable)
}

/// The files of the progress whose review questions are due on `today`
/// (exercises exported from the learner's own games, or a teacher's files
/// practised before), read again from their paths; a file changed or gone
/// since is left out.
pub fn files_due(progress: &Progress, today: u32, filter: &Filter) -> Vec<Item> {
    let paths: Vec<PathBuf> = progress
        .files
        .iter()
        .filter(|(_, r)| !r.due(today).is_empty())
        .filter_map(|(key, _)| key.rsplit_once('#').map(|(path, _)| PathBuf::from(path)))
        .filter(|path| path.is_file())
        .collect();
    let (items, _) = files(&paths, filter);
    items
        .into_iter()
        .filter(|item| {
            progress
                .get(&item.key)
                .is_some_and(|r| !r.due(today).is_empty())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_come_in_order_within_a_game() {
        let items = catalogue(&Filter {
            game: Some(GameKind::Hnefatafl),
            ..Filter::default()
        });
        assert!(items.len() >= 12);
        let levels: Vec<u8> = items.iter().map(|i| i.exercise.level).collect();
        assert!(levels.windows(2).all(|w| w[0] <= w[1]), "{levels:?}");
        let one = catalogue(&Filter {
            exercise: Some("dominoes/blocked-equal".into()),
            ..Filter::default()
        });
        assert_eq!(one.len(), 1);
        let level2 = catalogue(&Filter {
            level: Some(2),
            ..Filter::default()
        });
        assert!(level2.iter().all(|i| i.exercise.level == 2));
        let games: Vec<GameKind> = level2.iter().map(|i| i.exercise.game).collect();
        assert!(games.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn hash_is_stable() {
        assert_eq!(content_hash(b""), "cbf29ce484222325");
        assert_ne!(content_hash(b"a"), content_hash(b"b"));
    }
}
