//! Regressions of the reliability review (`reliability-2026-12.md`) at the
//! command line: hostile arguments, big or special files, folders and links,
//! unreadable files, and errors that must be localised and located.

use crate::common::{plyyard, run};

/// A scratch folder for files the test builds.
fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

/// D13: the operating system's words (`Is a directory (os error 21)`, `Too
/// many levels of symbolic links`) are localised in fr and ru.
#[test]
fn a_missing_file_is_said_not_to_exist() {
    for (lang, words) in [
        ("en", "the file missing.toml does not exist"),
        ("fr", "le fichier missing.toml n’existe pas"),
        ("ru", "файла missing.toml не существует"),
    ] {
        for command in ["validate", "show", "solve", "replay"] {
            let (code, _, stderr) = run(&mut plyyard(Some(lang), &[command, "missing.toml"]));
            assert_eq!(code, 2, "{stderr}");
            assert!(stderr.contains(words), "{lang} {command}: {stderr}");
        }
    }
    // A catalogue id that names nothing is still an unknown exercise.
    let (_, _, stderr) = run(&mut plyyard(Some("en"), &["show", "hnefatafl/nope"]));
    assert!(stderr.contains("no exercise named"), "{stderr}");
}

#[test]
fn squares_typed_in_cyrillic_get_type_latin_letters() {
    for (lang, given, words) in [
        (
            "ru",
            "д5",
            "«д5» набрано кириллицей: клетки обозначаются латинскими буквами, здесь d5",
        ),
        ("ru", "с5", "здесь c5"),
        ("fr", "д5", "lettres latines, ici d5"),
        (
            "en",
            "ж5",
            "squares are named with Latin letters (a letter and a number",
        ),
    ] {
        let (code, _, stderr) = run(&mut plyyard(
            Some(lang),
            &[
                "check",
                "hnefatafl/between-two-enemies",
                "--question",
                "2",
                "--answer",
                given,
            ],
        ));
        assert_eq!(code, 2, "{stderr}");
        assert!(stderr.contains(words), "{lang} {given}: {stderr}");
    }
    // Latin text that cannot be read keeps the expected form.
    let (_, _, stderr) = run(&mut plyyard(
        Some("ru"),
        &[
            "check",
            "hnefatafl/between-two-enemies",
            "--question",
            "2",
            "--answer",
            "zz",
        ],
    ));
    assert!(stderr.contains("ожидаемая форма"), "{stderr}");
    // In play too, for a move.
    let (_, out, _) = crate::common::run_with_stdin(
        &mut plyyard(Some("ru"), &["play", "hnefatafl", "--seed", "1"]),
        "д8-д5\nвыход\n",
    );
    assert!(out.contains("здесь d8-d5"), "{out}");
}

#[test]
fn os_errors_are_localised() {
    let dir = scratch();
    let folder = dir.path().join("folder.toml");
    std::fs::create_dir(&folder).unwrap();
    let folder = folder.to_str().unwrap();
    for (lang, words) in [
        ("en", "it is a folder"),
        ("fr", "c’est un dossier"),
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

/// D15: a file over 1 MiB is refused before it is read whole, in the
/// reader's language and naming the file (review: 50 MB took 2 GB and 30 s).
#[test]
fn files_over_one_mebibyte_are_refused() {
    let dir = scratch();
    let big = dir.path().join("big.toml");
    let mut text = String::from("format = 1\n#");
    text.push_str(&"x".repeat(3 << 20));
    std::fs::write(&big, text).unwrap();
    let big = big.to_str().unwrap();
    for (lang, words) in [
        ("en", "more than the 1048576"),
        ("fr", "plus que les 1048576"),
        ("ru", "при максимуме 1048576"),
    ] {
        for command in ["validate", "show", "verify"] {
            let (code, stdout, stderr) = run(&mut plyyard(Some(lang), &[command, big]));
            assert_eq!(code, if command == "verify" { 1 } else { 2 }, "{stderr}");
            let out = format!("{stdout}{stderr}");
            assert!(out.contains(words), "{lang} {command}: {out}");
            assert!(out.contains("big.toml"), "{lang} {command}: {out}");
        }
    }
}

/// D2, D15: thousands of problems are listed up to 100, the others counted,
/// and the total is right (text and JSON).
#[test]
fn long_problem_lists_are_capped_and_counted() {
    let dir = scratch();
    let file = dir.path().join("many.toml");
    let mut text = String::from("format = 1\ngame = \"hnefatafl\"\n");
    for n in 0..10_000 {
        text.push_str(&format!("[t{n}]\n"));
    }
    std::fs::write(&file, text).unwrap();
    let file = file.to_str().unwrap();
    let (code, stdout, _) = run(&mut plyyard(Some("en"), &["validate", file]));
    assert_eq!(code, 2);
    assert_eq!(stdout.lines().count(), 102, "{stdout}");
    assert!(
        stdout.contains(
            ":101:2: 9902 more problems are not listed (only the first 100 are) [too-many-problems]"
        ),
        "{stdout}"
    );
    assert!(stdout.ends_with("10002 problems\n"), "{stdout}");
    let (code, stdout, _) = run(&mut plyyard(
        Some("ru"),
        &["validate", file, "--format", "json"],
    ));
    assert_eq!(code, 2);
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let problems = json["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 101);
    assert_eq!(problems[100]["code"], "too-many-problems");
    assert_eq!(problems[100]["line"], 101);
    let (code, stdout, _) = run(&mut plyyard(Some("fr"), &["verify", file]));
    assert_eq!(code, 1);
    assert!(
        stdout.ends_with("1 exercice vérifié, 10002 problèmes\n"),
        "{stdout}"
    );
}

/// A FIFO, a device or a folder given as an exercise is refused before it is
/// opened (opening a FIFO would wait for a writer for ever).
#[cfg(unix)]
#[test]
fn special_files_are_refused_without_waiting() {
    let dir = scratch();
    let fifo = dir.path().join("fifo.toml");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let (code, _, stderr) = run(&mut plyyard(
            Some("fr"),
            &["validate", fifo.to_str().unwrap()],
        ));
        assert_eq!(code, 2);
        assert!(stderr.contains("pas un fichier ordinaire"), "{stderr}");
    }
    let (code, _, stderr) = run(&mut plyyard(Some("en"), &["show", "/dev/zero"]));
    assert_eq!(code, 2);
    assert!(stderr.contains("not a regular file"), "{stderr}");
}

/// A file that is not UTF-8 is reported at its first bad byte (review: `stream
/// did not contain valid UTF-8`, in English, without a place).
#[test]
fn a_file_that_is_not_utf8_is_located() {
    let dir = scratch();
    let file = dir.path().join("latin1.toml");
    std::fs::write(&file, b"format = 1\ngame = \"d\xe9\"\n").unwrap();
    let file = file.to_str().unwrap();
    for (lang, words) in [
        ("en", "is not UTF-8 text"),
        ("fr", "n’est pas du texte UTF-8"),
        ("ru", "не является текстом в UTF-8"),
    ] {
        let (code, _, stderr) = run(&mut plyyard(Some(lang), &["validate", file]));
        assert_eq!(code, 2);
        assert!(stderr.contains("latin1.toml:2:10: "), "{stderr}");
        assert!(stderr.contains(words), "{lang}: {stderr}");
    }
}

/// A catalogue exercise written to `dir/name`.
fn copy_exercise(dir: &std::path::Path, name: &str) -> std::path::PathBuf {
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("exercises/hnefatafl/edge-not-corner.toml");
    let to = dir.join(name);
    std::fs::copy(from, &to).unwrap();
    to
}

/// D4: `verify DIR` with link loops (`loop -> .`, `l1 -> .` and `l2 -> .`,
/// `up -> ..`) ends, and verifies each file once.
#[cfg(unix)]
#[test]
fn verify_ends_on_link_loops_and_counts_each_file_once() {
    use std::os::unix::fs::symlink;
    let dir = scratch();
    let top = dir.path().join("top");
    std::fs::create_dir_all(top.join("sub")).unwrap();
    copy_exercise(&top, "a.toml");
    copy_exercise(&top.join("sub"), "b.toml");
    symlink(".", top.join("l1")).unwrap();
    symlink(".", top.join("l2")).unwrap();
    symlink("..", top.join("sub/up")).unwrap();
    symlink("../a.toml", top.join("sub/same.toml")).unwrap();
    let (code, stdout, stderr) = run(&mut plyyard(Some("en"), &["verify", top.to_str().unwrap()]));
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert_eq!(stdout, "2 exercises checked, no problems\n");
}

/// D10: a file that cannot be read is a problem of that file; the others are
/// still verified and the exit status is 1 (review: exit 2, nothing else said).
#[test]
fn verify_goes_on_after_an_unreadable_file() {
    let dir = scratch();
    copy_exercise(dir.path(), "a.toml");
    std::fs::write(dir.path().join("b.toml"), b"format = 1\n\xff\xfe").unwrap();
    std::fs::create_dir(dir.path().join("c.toml")).unwrap();
    copy_exercise(dir.path(), "d.toml");
    #[cfg(unix)]
    std::os::unix::fs::symlink("nowhere.toml", dir.path().join("e.toml")).unwrap();
    let (code, stdout, stderr) = run(&mut plyyard(
        Some("fr"),
        &["verify", dir.path().to_str().unwrap()],
    ));
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    let b = stdout
        .lines()
        .find(|l| l.contains("b.toml"))
        .expect("b.toml reported");
    assert!(
        b.contains("b.toml:2:1: le fichier n’est pas du texte UTF-8"),
        "{stdout}"
    );
    assert!(b.ends_with("[unreadable-file]"), "{stdout}");
    #[cfg(unix)]
    {
        let e = stdout
            .lines()
            .find(|l| l.contains("e.toml"))
            .expect("e.toml reported");
        assert!(e.contains("fichier ou dossier introuvable"), "{stdout}");
        assert!(
            stdout.ends_with("4 exercices vérifiés, 2 problèmes\n"),
            "{stdout}"
        );
    }
}

/// D1: an argument that is not UTF-8 panicked (exit 101). A file name may be
/// any bytes; an answer, an `ask` text or an option value gets a localised
/// usage error (exit 2).
#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_do_not_panic() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = scratch();
    let name = OsStr::from_bytes(b"bad\xff.toml");
    let file = copy_exercise(dir.path(), name.to_str().unwrap_or("bad.toml"));
    let file = if file.file_name() == Some(name) {
        file
    } else {
        let renamed = dir.path().join(name);
        std::fs::rename(&file, &renamed).unwrap();
        renamed
    };
    let mut cmd = plyyard(Some("en"), &["validate"]);
    let (code, stdout, stderr) = run(cmd.arg(&file));
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("bad\u{FFFD}.toml: valid position (ongoing)"),
        "{stdout}"
    );
    let mut cmd = plyyard(
        Some("en"),
        &["check", "--question", "1", "--answer", "ongoing"],
    );
    assert_eq!(run(cmd.arg(&file)).0, 0);

    let bad = OsStr::from_bytes(b"on\xffgoing");
    for (lang, words) in [
        (
            "en",
            "the argument `on\u{FFFD}going` is not valid UTF-8 text",
        ),
        (
            "fr",
            "l’argument `on\u{FFFD}going` n’est pas du texte UTF-8",
        ),
        (
            "ru",
            "аргумент `on\u{FFFD}going` не является текстом в UTF-8",
        ),
    ] {
        let mut cmd = plyyard(
            Some(lang),
            &["check", "hnefatafl/edge-not-corner", "--answer"],
        );
        let (code, _, stderr) = run(cmd.arg(bad));
        assert_eq!(code, 2, "{stderr}");
        assert!(stderr.contains(words), "{lang}: {stderr}");
        let (code, _, stderr) = run(plyyard(Some(lang), &["ask"]).arg(bad));
        assert_eq!(code, 2, "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    // Before `--lang` is read, and as the language itself.
    let mut cmd = plyyard(None, &[]);
    let (code, _, stderr) = run(cmd.arg(bad).args(["--lang", "ru"]));
    assert_eq!(code, 2);
    assert!(stderr.starts_with("ошибка:"), "{stderr}");
    let (code, _, stderr) = run(plyyard(None, &["list", "--lang"]).arg(bad));
    assert_eq!(code, 2);
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// D11: `check` and `solve` of a `within` the engine refuses say where it is
/// (review, when 4 was the largest: "“within” must be between 1 and 4, not 5",
/// no line or column).
#[test]
fn within_out_of_range_is_located_by_every_command() {
    let dir = scratch();
    let file = dir.path().join("w_6.toml");
    std::fs::write(
        &file,
        "format = 1\ngame = \"hnefatafl\"\n[position]\nturn = \"black\"\nattackers = [\"a4\"]\ndefenders = [\"f4\"]\nking = \"f6\"\n[[question]]\nask = \"capture-king\"\nwithin = 6\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    let (code, stdout, _) = run(&mut plyyard(Some("en"), &["validate", file]));
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.contains("w_6.toml:10:10: `question[1].within` is 6, outside 1–5 [out-of-range]"),
        "{stdout}"
    );
    for args in [&["check", file, "--answer", "yes"][..], &["solve", file]] {
        let (code, _, stderr) = run(&mut plyyard(Some("fr"), args));
        assert_eq!(code, 2, "{stderr}");
        assert!(
            stderr.contains("w_6.toml:10:10: `question[1].within` vaut 6"),
            "{stderr}"
        );
    }
}

/// D16: `--question 0` is a question that does not exist (it was taken as
/// no `--question` at all); the largest number is printed as given.
#[test]
fn question_zero_does_not_exist() {
    let ex = "hnefatafl/edge-not-corner";
    for (lang, words) in [
        (
            "en",
            "there is no question 0; this exercise has 4 questions",
        ),
        (
            "fr",
            "il n’y a pas de question 0 ; cet exercice a 4 questions",
        ),
        ("ru", "вопроса 0 нет; в этом упражнении 4 вопроса"),
    ] {
        let (code, _, stderr) = run(&mut plyyard(
            Some(lang),
            &["check", ex, "--question", "0", "--answer", "yes"],
        ));
        assert_eq!(code, 2);
        assert!(stderr.contains(words), "{lang}: {stderr}");
    }
    let (code, _, stderr) = run(&mut plyyard(Some("en"), &["check", ex, "--answer", "yes"]));
    assert_eq!(code, 2);
    assert!(stderr.contains("choose one with --question N"), "{stderr}");
    let max = usize::MAX.to_string();
    let (code, _, stderr) = run(&mut plyyard(
        Some("en"),
        &["check", ex, "--question", &max, "--answer", "yes"],
    ));
    assert_eq!(code, 2);
    assert!(
        stderr.contains(&format!("there is no question {max};")),
        "{stderr}"
    );
}
