//! Benchmarks of the dominoes engine (placeholder until the engine lands).

fn main() {}
