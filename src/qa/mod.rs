//! Rule questions: the fact base, `ask`, `quiz` and `rules`.
//!
//! - [`facts`]: the facts (`facts/<game>.toml`, texts in
//!   `locales/<lang>/facts-<game>.ftl`), their frames and engine witnesses;
//! - [`concepts`] and [`lexicon`]: the concepts questions are made of and the
//!   words of each language that express them (`lexicon/`);
//! - [`detect`], [`analyse`] and [`resolve`]: reading a learner's question
//!   and deciding which fact answers it, or abstaining;
//! - [`ask`]: the whole of `plyyard ask` but its rendering (`crate::render`);
//! - [`quiz`]: a seeded quiz over every fact, read line by line;
//! - [`rules`]: the edition's rules, exclusions and decisions as text.

pub mod analyse;
pub mod ask;
pub mod concepts;
pub mod concepts_build;
pub mod detect;
pub mod embedded;
pub mod facts;
pub mod facts_build;
pub mod lexicon;
pub mod lexicon_build;
pub mod neighbours;
pub mod neighbours_terms;
pub mod quiz;
pub mod resolve;
pub mod rules;

pub use facts::{witness_coverage, witnesses};
