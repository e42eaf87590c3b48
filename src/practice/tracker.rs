//! A session's view of progress: the changes it made since its last save,
//! applied to what the file holds at each save (re-read under the lock), so
//! that another session's answers are kept.

use super::progress::{Key, Op, Progress, ProgressError, ProgressStore, Record, apply};

/// Progress as a session sees it, with its changes not yet saved.
pub struct Tracker<'a> {
    store: &'a ProgressStore,
    view: Progress,
    pending: Vec<Op>,
    saves: usize,
}

impl<'a> Tracker<'a> {
    /// Starts from what the file holds now.
    pub fn open(store: &'a ProgressStore) -> Result<Self, ProgressError> {
        Ok(Self {
            store,
            view: store.load()?,
            pending: Vec::new(),
            saves: 0,
        })
    }

    /// Progress as last saved, with this session's changes since.
    pub fn view(&self) -> &Progress {
        &self.view
    }

    /// The record of an exercise (empty if none).
    pub fn record(&self, key: &Key) -> Record {
        self.view.get(key).cloned().unwrap_or_default()
    }

    /// Records a change (saved by [`Tracker::save`]).
    pub fn record_op(&mut self, op: Op) {
        apply(&mut self.view, &op);
        self.pending.push(op);
    }

    /// Saves: re-reads the file under the lock, applies the pending changes,
    /// writes; the view becomes what was written.
    pub fn save(&mut self) -> Result<(), ProgressError> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let pending = &self.pending;
        self.view = self.store.update(|p| {
            for op in pending {
                apply(p, op);
            }
        })?;
        self.pending.clear();
        self.saves += 1;
        Ok(())
    }

    /// Whether this session has written anything.
    pub fn saved_any(&self) -> bool {
        self.saves > 0
    }

    /// Records a change and saves at once.
    pub fn commit(&mut self, op: Op) -> Result<(), ProgressError> {
        self.record_op(op);
        self.save()
    }
}
