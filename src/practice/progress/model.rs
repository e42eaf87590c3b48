//! What the progress file holds: per exercise, the questions answered, the
//! first-try results, the answers shown, and the spaced-review boxes.

use std::collections::{BTreeMap, BTreeSet};

/// One question's place in the spaced review (Leitner boxes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Review {
    /// The box, 1 to [`super::LAST_BOX`]: a higher box is asked less often.
    #[serde(rename = "box")]
    pub level: u8,
    /// The day it is due, counted in days since 1970-01-01 (UTC).
    pub due: u32,
}

/// What a learner has done on one exercise.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Questions answered right in the current run (numbers from 1).
    pub solved: BTreeSet<usize>,
    /// Questions whose answer was shown (skipped, asked for, or out of tries)
    /// in the current run.
    pub missed: BTreeSet<usize>,
    /// Answers given, right or wrong, over every run.
    pub attempts: u32,
    /// Every question answered or shown in the current run.
    pub done: bool,
    /// The first answer ever given to each question: right or not.
    pub first: BTreeMap<usize, bool>,
    /// Questions in the spaced review.
    pub review: BTreeMap<usize, Review>,
    /// The last day an answer was given or shown (days since 1970-01-01,
    /// UTC); unknown in files written before it was kept.
    pub last: Option<u32>,
    /// Fields this version does not know, kept verbatim (name, RON text).
    pub extra: Vec<(String, String)>,
}

impl Record {
    /// Questions settled in the current run: answered right or shown.
    pub fn settled(&self) -> BTreeSet<usize> {
        self.solved.union(&self.missed).copied().collect()
    }

    /// Questions answered right at the first try.
    pub fn first_try(&self) -> usize {
        self.first.values().filter(|ok| **ok).count()
    }

    /// Review questions due on `today` (or earlier).
    pub fn due(&self, today: u32) -> Vec<usize> {
        self.review
            .iter()
            .filter(|(_, r)| r.due <= today)
            .map(|(q, _)| *q)
            .collect()
    }
}

/// Progress through the catalogue and a teacher's files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Catalogue exercises, by id (`hnefatafl/edge-not-corner`).
    pub exercises: BTreeMap<String, Record>,
    /// A teacher's files, by canonical path and content hash
    /// (`/home/t/ex/a.toml#9f2c…`): a changed file starts afresh.
    pub files: BTreeMap<String, Record>,
    /// Drills still in the spaced review, by drill id
    /// (`drill/<game>/<topic>/<level>/<seed>`, which makes the drill again).
    pub drills: BTreeMap<String, Record>,
    /// Illegal moves tried during `play` that a trap (a rule of another
    /// variant) allows, counted per trap: `<game>/<trap>` → tries.
    pub trap_tries: BTreeMap<String, u32>,
    /// Top-level fields this version does not know, kept verbatim.
    pub extra: Vec<(String, String)>,
}

/// Which record an exercise's progress lives in.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Key {
    /// A catalogue id.
    Catalogue(String),
    /// A teacher's file: canonical path and content hash.
    File {
        /// The canonical path.
        path: String,
        /// The content hash, hexadecimal.
        hash: String,
    },
    /// A drill, by its id (`drill/<game>/<topic>/<level>/<seed>`).
    Drill(String),
}

impl Key {
    /// The key in the file's `files` map.
    fn file_key(path: &str, hash: &str) -> String {
        format!("{path}#{hash}")
    }
}

impl Progress {
    /// The record of an exercise, if any.
    pub fn get(&self, key: &Key) -> Option<&Record> {
        match key {
            Key::Catalogue(id) => self.exercises.get(id),
            Key::File { path, hash } => self.files.get(&Key::file_key(path, hash)),
            Key::Drill(id) => self.drills.get(id),
        }
    }

    /// The record of an exercise, created if absent. For a teacher's file,
    /// the records of older contents of the same path are dropped.
    pub fn entry(&mut self, key: &Key) -> &mut Record {
        match key {
            Key::Catalogue(id) => self.exercises.entry(id.clone()).or_default(),
            Key::File { path, hash } => {
                let full = Key::file_key(path, hash);
                let prefix = format!("{path}#");
                self.files
                    .retain(|k, _| !k.starts_with(&prefix) || *k == full);
                self.files.entry(full).or_default()
            }
            Key::Drill(id) => self.drills.entry(id.clone()).or_default(),
        }
    }

    /// Whether an exercise is done.
    pub fn is_done(&self, key: &Key) -> bool {
        self.get(key).is_some_and(|r| r.done)
    }
}
