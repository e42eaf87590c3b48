//! The rewrite rules of `ask` as the build script embeds them:
//! `lexicon/rewrites.toml` turned into JSON (read with the same serde
//! structures, several times faster than TOML), or the TOML error message.
//! The unit tests of the analyser's `rules` check it equals its file.

include!(concat!(env!("OUT_DIR"), "/data_json.rs"));
