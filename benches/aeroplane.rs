//! Benchmarks of the aeroplane engine (placeholder until the engine lands).

fn main() {}
