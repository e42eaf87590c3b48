//! Benchmarks of the hnefatafl engine (placeholder until the engine lands).

fn main() {}
