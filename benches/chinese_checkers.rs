//! Benchmarks of the chinese_checkers engine (placeholder until the engine lands).

fn main() {}
