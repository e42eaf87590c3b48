//! Exercise files named on the command line: files, and folders searched for
//! `.toml` files (in name order, sub-folders included).

use std::path::{Path, PathBuf};

/// The exercise files at `path`: the file itself, or every `.toml` file under
/// the folder, sorted.
pub fn exercise_files(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    collect(path, &mut found)?;
    Ok(found)
}

fn collect(path: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if path.is_dir() {
        let mut children: Vec<PathBuf> = std::fs::read_dir(path)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        children.sort();
        for child in children {
            if child.is_dir() || child.extension().is_some_and(|e| e == "toml") {
                collect(&child, found)?;
            }
        }
    } else {
        found.push(path.to_path_buf());
    }
    Ok(())
}
