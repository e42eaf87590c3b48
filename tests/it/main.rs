//! The integration tests, in one binary (as ripgrep does): one module per area.
//!
//! One test binary links the library and the dev-dependencies once, instead of
//! once per file, which is most of the cost of a cold `cargo test`.

mod aeroplane_adapter;
mod aeroplane_fixtures;
mod aeroplane_props;
mod aeroplane_reference;
mod aeroplane_review;
mod catalogue;
mod chinese_checkers_adapter;
mod chinese_checkers_fixtures;
mod chinese_checkers_props;
mod chinese_checkers_review;
mod chinese_checkers_texts;
mod cli_aeroplane;
mod cli_chinese_checkers;
mod cli_common;
mod cli_dominoes;
mod cli_hnefatafl;
mod cli_qa;
mod common;
mod dominoes_adapter;
mod dominoes_fixtures;
mod dominoes_props;
mod dominoes_reference;
mod dominoes_texts;
mod engine_shape;
mod hnefatafl_adapter;
mod hnefatafl_fixtures;
mod hnefatafl_locales;
mod hnefatafl_props;
mod hnefatafl_reference;
mod locales;
mod no_panic;
mod play_cli;
mod play_endings;
mod play_opponents;
mod play_records;
mod play_reference;
mod qa_paraphrases;
mod qa_quiz;
mod qa_snapshots;
mod qa_texts;
mod qa_witnesses;
mod readme;
mod trap_tables;
mod vocabulary;
