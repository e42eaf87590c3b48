//! Fuzz target `exports`: the checks of `checks/exports.rs` (also replayed by
//! `cargo test`, `tests/it/fuzz_replay.rs`), in one scratch folder per
//! process, in memory (`/dev/shm`) when there is one.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

fn scratch() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let shm = PathBuf::from("/dev/shm");
        let base = if shm.is_dir() {
            shm
        } else {
            std::env::temp_dir()
        };
        let dir = base.join(format!("plyyard-fuzz-exports-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    })
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| plyyard_fuzz::exports::check(scratch(), data));
