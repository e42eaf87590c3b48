//! The progress store: any file is either refused and left byte-identical, or
//! accepted, saved and read back equal. A file is accepted only if it is
//! UTF-8 text (a lossy decoding would save U+FFFD in place of its bytes, which
//! comparing decoded values cannot see), and a second save writes the same
//! bytes as the first (what is kept does not drift from save to save). Only `ProgressStore::at`, `load` and
//! `update` are used, so that the check holds whatever the format becomes.

use std::path::Path;

use plyyard::practice::ProgressStore;

/// Writes `data` as `dir/progress.ron` and loads it through the store.
pub fn check(dir: &Path, data: &[u8]) {
    let path = dir.join("progress.ron");
    std::fs::write(&path, data).expect("the scratch folder is writable");
    let store = ProgressStore::at(path.clone());
    match store.load() {
        Ok(progress) => {
            assert!(
                std::str::from_utf8(data).is_ok(),
                "a progress file that is not UTF-8 was accepted"
            );
            let saved = store
                .update(|_| {})
                .expect("accepted progress can be saved");
            assert_eq!(saved, progress, "an empty update changed the progress");
            let again = store.load().expect("saved progress reads back");
            assert_eq!(again, progress, "saved progress reads back different");
            let first = std::fs::read(&path).expect("the saved file");
            store
                .update(|_| {})
                .expect("saved progress can be saved again");
            let second = std::fs::read(&path).expect("the saved file");
            assert!(first == second, "a second save wrote different bytes");
        }
        Err(_) => {
            let now = std::fs::read(&path).expect("the refused file is still there");
            assert!(now == data, "a refused progress file was changed");
        }
    }
}
