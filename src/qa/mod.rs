//! Rule questions from the guides: the question bank, `quiz`, `ask` and `rules`.
//!
//! - [`bank`]: the entries (`bank/<game>.toml`, texts in `locales/<lang>/bank-<game>.ftl`)
//!   and their *witnesses* (inline exercises the engines must answer the same way);
//! - [`words`]: normalising, tokenising, stemming and reading answer words;
//! - [`ask`]: understanding a free question typed in French, Russian or English;
//! - [`quiz`]: a seeded quiz read line by line from any input;
//! - [`rules`]: the edition's rules, exclusions and decisions as text.
//!
//! Everything writes to a `&mut dyn Write` through a [`Localiser`](crate::i18n::Localiser);
//! nothing prints to stdout or exits.

pub mod ask;
pub mod bank;
pub mod quiz;
pub mod rules;
pub mod words;

pub use bank::{witness_coverage, witnesses};
