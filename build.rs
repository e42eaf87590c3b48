//! Rebuilds when embedded data changes (include_dir cannot tell cargo itself).

fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=exercises");
    println!("cargo:rerun-if-changed=facts");
    println!("cargo:rerun-if-changed=lexicon");
}
