//! Regressions of the reliability review (`reliability-2026-12.md`) at the
//! command line: hostile arguments, folders, links, unreadable files, and
//! errors that must be localised and blame the right thing.

use crate::common::{plyyard, run};

/// A scratch folder for files the test builds.
fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

/// D13: the operating system's words (`Is a directory (os error 21)`, `Too
/// many levels of symbolic links`) are localised in fr and ru.
#[test]
fn os_errors_are_localised() {
    let dir = scratch();
    let folder = dir.path().join("folder.toml");
    std::fs::create_dir(&folder).unwrap();
    let folder = folder.to_str().unwrap();
    for (lang, words) in [
        ("en", "it is a folder"),
        ("fr", "c'est un dossier"),
        ("ru", "это папка"),
    ] {
        let (code, _, stderr) = run(&mut plyyard(Some(lang), &["show", folder]));
        assert_eq!(code, 2, "{stderr}");
        assert!(stderr.contains(words), "{lang}: {stderr}");
        assert!(!stderr.contains("os error"), "{lang}: {stderr}");
    }
    #[cfg(unix)]
    {
        let a = dir.path().join("a.toml");
        std::os::unix::fs::symlink(dir.path().join("b.toml"), &a).unwrap();
        std::os::unix::fs::symlink(&a, dir.path().join("b.toml")).unwrap();
        let (code, _, stderr) = run(&mut plyyard(Some("fr"), &["validate", a.to_str().unwrap()]));
        assert_eq!(code, 2, "{stderr}");
        assert!(stderr.contains("liens symboliques"), "{stderr}");
    }
}
