//! The language layer: Fluent bundles for fr, ru and en, embedded in the binary.

mod lang;
mod localiser;

pub use localiser::embedded_sources;

pub use lang::Lang;
pub use localiser::Localiser;
