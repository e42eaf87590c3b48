//! Exercise files named on the command line: files, and folders searched for
//! `.toml` files (in name order, sub-folders included).
//!
//! Folders are walked following links, but each folder is entered once and
//! each file taken once (by canonical path), so that link loops end (review
//! D4). A file or folder that cannot be read is a problem of that file, and
//! the others are still taken (review D10).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::exercise::VerifyProblem;
use crate::message::{Message, display_path};
use crate::os_error::io_error;
use crate::problem::{Code, FileCode};

/// The exercise files under some paths, each once, and what could not be read.
#[derive(Default)]
pub struct Walk {
    /// The files found, in order.
    pub files: Vec<PathBuf>,
    seen: HashSet<PathBuf>,
    /// What could not be read.
    pub problems: Vec<VerifyProblem>,
}

impl Walk {
    fn unreadable(&mut self, path: &Path, message: Message) {
        self.problems.push(VerifyProblem {
            exercise: display_path(path),
            code: Code::File(FileCode::Unreadable),
            message,
            at: None,
        });
    }

    fn io(&mut self, path: &Path, err: &std::io::Error) {
        let message = Message::new("file-unreadable").msg("detail", io_error(err));
        self.unreadable(path, message);
    }

    /// Adds `root`: a file, or a folder walked for `.toml` files.
    pub fn add(&mut self, root: &Path) {
        let mut stack = vec![root.to_path_buf()];
        while let Some(path) = stack.pop() {
            let canonical = match std::fs::canonicalize(&path) {
                Ok(c) => c,
                Err(e) => {
                    self.io(&path, &e);
                    continue;
                }
            };
            if !self.seen.insert(canonical) {
                continue; // a folder or file already reached by another way
            }
            if !path.is_dir() {
                self.files.push(path);
                continue;
            }
            let entries = match std::fs::read_dir(&path) {
                Ok(entries) => entries,
                Err(e) => {
                    self.io(&path, &e);
                    continue;
                }
            };
            let mut children: Vec<PathBuf> =
                entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
            children.retain(|c| c.is_dir() || c.extension().is_some_and(|e| e == "toml"));
            children.sort();
            // The stack pops the last first: push in reverse for name order.
            stack.extend(children.into_iter().rev());
        }
    }
}

/// The exercise files at `path`: the file itself, or every `.toml` file under
/// the folder, in name order (each once; sub-folders that cannot be read are
/// left out). An error only if `path` itself cannot be reached.
pub fn exercise_files(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    std::fs::metadata(path)?;
    let mut walk = Walk::default();
    walk.add(path);
    Ok(walk.files)
}
