//! The data of `ask` as the build script embeds it: `lexicon/concepts.toml`,
//! `lexicon/rewrites.toml` and `facts/<game>.toml` turned into JSON (read
//! with the same serde structures, several times faster than TOML), or the
//! TOML error message. The unit tests of `concepts`, `facts` and the
//! analyser's `rules` check each equals its file.

include!(concat!(env!("OUT_DIR"), "/data_json.rs"));
