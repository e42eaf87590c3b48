//! Fuzz target `records`: the checks of `checks/records.rs` (also replayed by
//! `cargo test`, `tests/it/fuzz_replay.rs`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| plyyard_fuzz::records::check(data));
