//! The reliability review of December, round 3 (issue 27): nothing the
//! learner made is lost or overwritten. One test (or a few) per defect,
//! R1–R13, through the binary as a user runs it.

use std::path::{Path, PathBuf};

use crate::common::{plyyard, run, run_with_stdin};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/reliability3")
        .join(name)
}

fn exercise(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("exercises")
        .join(name)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// `plyyard` with its progress in `data`.
fn with_data(data: &Path, lang: Option<&str>, args: &[&str]) -> std::process::Command {
    let mut cmd = plyyard(lang, args);
    cmd.env("PLYYARD_DATA_DIR", data);
    cmd
}

// R1: a comment after a field plyyard does not know.
#[test]
fn r1_a_commented_unknown_field_survives_a_save() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("progress.ron");
    std::fs::copy(fixture("progress_comment_after_unknown_field.ron"), &file).unwrap();
    let practice = ["practice", "--exercise", "dominoes/blocked-equal"];
    let (code, out, err) = run_with_stdin(&mut with_data(data.path(), None, &practice), "draw\n");
    assert_eq!(code, 0, "{out}{err}");
    let (code, _, err) = run(&mut with_data(data.path(), None, &["list"]));
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("note: \"from my teacher\""), "{text}");
    assert!(!text.contains("//"), "{text}");
    // And again: what was saved is saved the same.
    run_with_stdin(&mut with_data(data.path(), None, &practice), "draw\n");
    assert_eq!(
        std::fs::read_to_string(&file)
            .unwrap()
            .matches("note")
            .count(),
        1
    );
}

// R11: a progress file that is not UTF-8 is refused and left as it is.
#[test]
fn r11_a_progress_file_not_utf8_is_left_byte_identical() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("progress.ron");
    std::fs::copy(fixture("progress_latin1_key.ron"), &file).unwrap();
    let before = std::fs::read(&file).unwrap();
    let practice = ["practice", "--exercise", "dominoes/blocked-equal"];
    for lang in ["en", "fr", "ru"] {
        // Refused before any answer is read (empty input: no broken pipe).
        let (code, _, err) = run(&mut with_data(data.path(), Some(lang), &practice));
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("progress.ron:1:46"), "{err}");
        assert!(err.contains("UTF-8"), "{err}");
    }
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

// R11: a linked progress.ron stays a link and its target is updated.
#[cfg(unix)]
#[test]
fn r11_a_linked_progress_file_is_updated_through_its_link() {
    let top = tempfile::tempdir().unwrap();
    let sync = top.path().join("sync");
    let data = top.path().join("data");
    std::fs::create_dir_all(&sync).unwrap();
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(sync.join("progress.ron"), "(version: 2, exercises: {})").unwrap();
    std::os::unix::fs::symlink("../sync/progress.ron", data.join("progress.ron")).unwrap();
    let practice = ["practice", "--exercise", "dominoes/blocked-equal"];
    let (code, _, err) = run_with_stdin(&mut with_data(&data, None, &practice), "draw\n");
    assert_eq!(code, 0, "{err}");
    let link = data.join("progress.ron");
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    let synced = std::fs::read_to_string(sync.join("progress.ron")).unwrap();
    assert!(synced.contains("dominoes/blocked-equal"), "{synced}");
}

// R2: practice DIR with link loops ends and takes each file once.
#[cfg(unix)]
#[test]
fn r2_practice_dir_takes_each_file_once_through_link_loops() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    std::fs::copy(
        exercise("hnefatafl/edge-not-corner.toml"),
        dir.path().join("a.toml"),
    )
    .unwrap();
    std::os::unix::fs::symlink(".", dir.path().join("l1")).unwrap();
    std::os::unix::fs::symlink(".", dir.path().join("l2")).unwrap();
    let (code, out, err) = run_with_stdin(
        &mut with_data(data.path(), None, &["practice", s(dir.path())]),
        "quit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("0 of 1 exercise"), "{out}");
}

// R3: the record is written before the first move and after every move, so
// a killed game keeps its moves; a bad path is refused at once.
#[test]
fn r3_the_record_follows_the_game_and_survives_a_kill() {
    use std::io::Write;
    use std::process::Stdio;
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.toml");
    let mut child = plyyard(
        None,
        &[
            "play",
            "hnefatafl",
            "--seed",
            "1",
            "--side",
            "white",
            "--record",
            s(&record),
        ],
    )
    .stdin(Stdio::piped())
    .stdout(Stdio::null())
    .stderr(Stdio::null())
    .spawn()
    .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"e5-e4\n").unwrap();
    stdin.flush().unwrap();
    let mut text = String::new();
    for _ in 0..200 {
        text = std::fs::read_to_string(&record).unwrap_or_default();
        if text.contains("e5-e4") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(text.contains("e5-e4"), "{text}");
    let (code, out, err) = run(&mut plyyard(None, &["replay", s(&record)]));
    assert_eq!(code, 0, "{out}{err}");
}

// R4: outputs never replace a file they did not write, unless --force; never
// the exercise being drawn.
#[test]
fn r4_diagram_keeps_the_exercise_and_existing_files() {
    let dir = tempfile::tempdir().unwrap();
    let mine = dir.path().join("mine.toml");
    std::fs::copy(exercise("hnefatafl/edge-not-corner.toml"), &mine).unwrap();
    let before = std::fs::read(&mine).unwrap();
    for force in [false, true] {
        let mut args = vec!["diagram", s(&mine), "--svg", s(&mine)];
        if force {
            args.push("--force");
        }
        let (code, _, err) = run(&mut plyyard(Some("fr"), &args));
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("l’exercice en cours de lecture"), "{err}");
        assert_eq!(std::fs::read(&mine).unwrap(), before);
    }
    let svg = dir.path().join("old.svg");
    std::fs::write(&svg, "mine").unwrap();
    let args = ["diagram", "hnefatafl/edge-not-corner", "--svg", s(&svg)];
    let (code, _, err) = run(&mut plyyard(Some("ru"), &args));
    assert_eq!(code, 2);
    assert!(err.contains("--force"), "{err}");
    assert_eq!(std::fs::read_to_string(&svg).unwrap(), "mine");
    let mut forced = args.to_vec();
    forced.push("--force");
    let (code, _, err) = run(&mut plyyard(None, &forced));
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
}

#[test]
fn r4_play_record_does_not_replace_notes() {
    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "my notes\n").unwrap();
    let args = ["play", "hnefatafl", "--seed", "1", "--record", s(&notes)];
    let (code, out, err) = run(&mut plyyard(None, &args));
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.is_empty(), "the game does not start: {out}");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes\n");
    // `save` in the game does not write over it either; the game goes on.
    let other = dir.path().join("game.toml");
    let args = ["play", "hnefatafl", "--seed", "1", "--record", s(&other)];
    let input = format!("save {}\nquit\n", s(&notes));
    let (code, out, _) = run_with_stdin(&mut plyyard(None, &args), &input);
    assert_eq!(code, 0);
    assert!(out.contains("this game did not write it"), "{out}");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes\n");
}

#[test]
fn r4_worksheet_does_not_replace_an_edited_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["worksheet", "--game", "dominoes", "--out", s(dir.path())];
    let (code, _, err) = run(&mut plyyard(None, &args));
    assert_eq!(code, 0, "{err}");
    let sheet = dir.path().join("dominoes.en.html");
    std::fs::write(&sheet, "edited").unwrap();
    let (code, _, err) = run(&mut plyyard(None, &args));
    assert_eq!(code, 2);
    assert!(err.contains("already there"), "{err}");
    assert_eq!(std::fs::read_to_string(&sheet).unwrap(), "edited");
    let mut forced = args.to_vec();
    forced.push("--force");
    assert_eq!(run(&mut plyyard(None, &forced)).0, 0);
    assert!(std::fs::read_to_string(&sheet).unwrap().contains("<html"));
}

// R5: links planted in an output folder are never written through.
#[cfg(unix)]
#[test]
fn r5_links_in_an_export_folder_are_not_followed() {
    let top = tempfile::tempdir().unwrap();
    let out = top.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let victim = top.path().join("victim.txt");
    std::fs::write(&victim, "victim").unwrap();
    std::os::unix::fs::symlink("../victim.txt", out.join("dominoes-001-blocked.toml")).unwrap();
    std::os::unix::fs::symlink("../created.txt", out.join("dominoes-001-blocked.en.ftl")).unwrap();
    let args = [
        "drill",
        "dominoes",
        "--count",
        "1",
        "--seed",
        "42",
        "--export",
        s(&out),
    ];
    let (code, _, _) = run(&mut plyyard(None, &args));
    assert_eq!(code, 2);
    let mut forced = args.to_vec();
    forced.push("--force");
    let (code, text, err) = run(&mut plyyard(None, &forced));
    assert_eq!(code, 0, "{text}{err}");
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "victim");
    assert!(!top.path().join("created.txt").exists());
    let written = std::fs::symlink_metadata(out.join("dominoes-001-blocked.toml")).unwrap();
    assert!(written.is_file());
}

// R15: a second export does not mix with the first.
#[test]
fn r15_a_used_export_folder_is_refused_then_replaced_with_force() {
    let dir = tempfile::tempdir().unwrap();
    let d = s(dir.path());
    let first = [
        "drill",
        "hnefatafl",
        "--count",
        "5",
        "--seed",
        "1",
        "--export",
        d,
    ];
    assert_eq!(run(&mut plyyard(None, &first)).0, 0);
    let second = [
        "drill",
        "hnefatafl",
        "--count",
        "2",
        "--seed",
        "2",
        "--export",
        d,
    ];
    let (code, _, err) = run(&mut plyyard(Some("fr"), &second));
    assert_eq!(code, 2);
    assert!(err.contains("contient déjà 5 fichiers d’exercice"), "{err}");
    let mut forced = second.to_vec();
    forced.push("--force");
    assert_eq!(run(&mut plyyard(None, &forced)).0, 0);
    let tomls = std::fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".toml")
        })
        .count();
    assert_eq!(tomls, 2);
}

// R6: classify with no known tile in the mover's hand.
#[test]
fn r6_classify_with_an_unknown_hand_is_refused_at_its_question() {
    let file = fixture("classify_unknown_hand.toml");
    let (code, out, err) = run(&mut plyyard(None, &["solve", s(&file)]));
    assert_eq!(code, 2, "{out}");
    assert!(
        err.contains("classify_unknown_hand.toml:13:1: Cannot tell"),
        "{err}"
    );
    let (code, out, _) = run(&mut plyyard(None, &["verify", s(&file)]));
    assert_eq!(code, 1);
    assert!(out.contains("[question-unanswerable]"), "{out}");
}

// R7: replay reads records as exercise files are read.
#[cfg(unix)]
#[test]
fn r7_replay_refuses_devices_fifos_and_lists_at_most_a_hundred_problems() {
    let (code, _, err) = run(&mut plyyard(None, &["replay", "/dev/zero"]));
    assert_eq!(code, 2);
    assert!(err.contains("not a regular file"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    assert_eq!(run(&mut plyyard(None, &["replay", s(&fifo)])).0, 2);
    let many = dir.path().join("many.toml");
    let mut text = "format = 1\ngame = \"hnefatafl\"\nmoves = []\n".to_string();
    for i in 0..20_000 {
        text.push_str(&format!("[t{i}]\n"));
    }
    std::fs::write(&many, text).unwrap();
    let (code, out, err) = run(&mut plyyard(None, &["replay", s(&many)]));
    assert_eq!(code, 2);
    assert!(out.lines().count() + err.lines().count() <= 101, "{err}");
    assert!(err.contains("more"), "{}", err.lines().last().unwrap_or(""));
}

// R8: every position of the repository's aeroplane record can be exported,
// and the export is an exercise that verify accepts.
#[test]
fn r8_every_aeroplane_position_is_exported() {
    use plyyard::exercise::{Source, Texts, load};
    use plyyard::games::aeroplane;
    use plyyard::play::export::export;
    use plyyard::play::record::read;
    use plyyard::play::replay::{Replayed, replay};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/aeroplane.toml");
    let rec = read(&Source::new(
        "a.toml",
        std::fs::read_to_string(path).unwrap(),
    ))
    .unwrap();
    let replayed: Replayed<aeroplane::Game> = replay(&rec);
    assert!(replayed.moves.len() >= 168);
    for ply in 0..=replayed.moves.len() {
        let text = export(&replayed, ply, "a.toml").unwrap_or_else(|e| panic!("{ply}: {e:?}"));
        let ex = load("x", Source::new("x", text.clone()), Texts::None);
        assert!(ex.is_ok(), "{ply}: {text}");
        let problems = plyyard::exercise::verify("x", Source::new("x", text.clone()), Texts::None);
        assert!(problems.is_empty(), "{ply}: {problems:?}\n{text}");
    }
}

// R9: the record's name cannot add lines to the exported exercise.
#[cfg(unix)]
#[test]
fn r9_the_record_name_is_escaped_in_the_export() {
    let dir = tempfile::tempdir().unwrap();
    let name = dir.path().join("g\nlangs = [\"fr\"]\nlevel = 3\n#.toml");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/hnefatafl.toml"),
        &name,
    )
    .unwrap();
    let (code, out, err) = run(&mut plyyard(
        None,
        &["replay", s(&name), "--export-ply", "2"],
    ));
    assert_eq!(code, 0, "{err}");
    assert!(!out.lines().any(|l| l.starts_with("langs")), "{out}");
    assert_eq!(out.lines().filter(|l| l.starts_with("level")).count(), 1);
}

// R10: file names of any bytes.
#[cfg(unix)]
#[test]
fn r10_file_names_that_are_not_utf8_are_accepted() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let ex = dir.path().join(OsStr::from_bytes(b"bad\xff.toml"));
    std::fs::copy(exercise("hnefatafl/edge-not-corner.toml"), &ex).unwrap();
    let rec = dir.path().join(OsStr::from_bytes(b"rec\xff.toml"));
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/hnefatafl.toml"),
        &rec,
    )
    .unwrap();
    let out = dir.path().join("ws");
    let new_rec = dir.path().join(OsStr::from_bytes(b"r\xff.toml"));
    let runs: Vec<Vec<&OsStr>> = vec![
        vec!["diagram".as_ref(), ex.as_os_str()],
        vec![
            "worksheet".as_ref(),
            ex.as_os_str(),
            "--out".as_ref(),
            out.as_os_str(),
        ],
        vec!["replay".as_ref(), rec.as_os_str()],
        vec!["practice".as_ref(), ex.as_os_str()],
        vec![
            "play".as_ref(),
            "hnefatafl".as_ref(),
            "--record".as_ref(),
            new_rec.as_os_str(),
        ],
    ];
    for args in runs {
        let mut cmd = with_data(data.path(), None, &[]);
        cmd.args(&args);
        // Only the commands that read their input get one (a command that
        // ends at once would make writing it fail).
        let reads = ["practice", "play"].iter().any(|c| args[0] == *c);
        let (code, out, err) = run_with_stdin(&mut cmd, if reads { "quit\n" } else { "" });
        assert_eq!(code, 0, "{args:?}: {out}{err}");
    }
    assert!(new_rec.is_file());
}

// R12: a teacher's text file that cannot be read is reported.
#[test]
fn r12_an_unreadable_text_file_is_reported_by_verify() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("t.toml");
    std::fs::copy(exercise("hnefatafl/edge-not-corner.toml"), &t).unwrap();
    std::fs::write(dir.path().join("t.en.ftl"), b"title = caf\xe9\n").unwrap();
    let (code, out, _) = run(&mut plyyard(None, &["verify", "--langs", "en", s(&t)]));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("t.en.ftl:1:12:"), "{out}");
    assert!(out.contains("[unreadable-file]"), "{out}");
    let big = format!("title = T\nx = {}\n", "a".repeat(1_100_000));
    std::fs::write(dir.path().join("t.en.ftl"), big).unwrap();
    let (code, out, _) = run(&mut plyyard(
        Some("ru"),
        &["verify", "--langs", "en", s(&t)],
    ));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("[unreadable-file]"), "{out}");
}

// R13: the wrong or unlocated messages of the review.
#[test]
fn r13_messages_say_what_is_wrong_and_where() {
    let (code, _, err) = run(&mut plyyard(
        None,
        &["replay", s(&fixture("record_format_0.toml"))],
    ));
    assert_eq!(code, 2);
    assert!(err.contains(":2:10: format 0 does not exist"), "{err}");
    let (code, _, err) = run(&mut plyyard(
        None,
        &["replay", s(&fixture("record_not_utf8.toml"))],
    ));
    assert_eq!(code, 2);
    assert!(err.contains("record_not_utf8.toml:4:11:"), "{err}");
    let (code, _, err) = run(&mut plyyard(
        None,
        &[
            "replay",
            "tests/fixtures/records/hnefatafl.toml",
            "--export-ply",
            "18446744073709551615",
        ],
    ));
    assert_eq!(code, 2);
    assert!(err.contains("after move 18446744073709551615"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let dotted = dir.path().join("dotted.toml");
    let key = vec!["a"; 100_000].join(".");
    std::fs::write(
        &dotted,
        format!("format = 1\ngame = \"hnefatafl\"\nmoves = []\n{key} = 1\n"),
    )
    .unwrap();
    let (code, _, err) = run(&mut plyyard(None, &["replay", s(&dotted)]));
    assert_eq!(code, 2);
    assert!(err.contains("dotted.toml:4:1:"), "{err}");
    let afile = dir.path().join("afile");
    std::fs::write(&afile, "x").unwrap();
    for args in [
        vec!["drill", "dominoes", "--count", "1", "--export", s(&afile)],
        vec!["worksheet", "--game", "dominoes", "--out", s(&afile)],
    ] {
        let (code, _, err) = run(&mut plyyard(None, &args));
        assert_eq!(code, 2);
        assert!(err.contains("is not a folder"), "{err}");
    }
    let (_, out, _) = run_with_stdin(
        &mut plyyard(None, &["play", "hnefatafl", "--seed", "1"]),
        "moves zz99\nquit\n",
    );
    assert!(out.contains("No legal move starts with “zz99”"), "{out}");
    let (code, _, err) = run(&mut plyyard(
        Some("fr"),
        &["drill", "dominoes", "--count", "0"],
    ));
    assert_eq!(code, 2);
    assert!(err.contains("de 1 à 10000"), "{err}");
    for args in [
        ["play", "hnefatafl", "--level", "-1"],
        ["drill", "dominoes", "--seed", "-1"],
    ] {
        let (code, _, err) = run(&mut plyyard(None, &args));
        assert_eq!(code, 2);
        assert!(err.contains("`-1` is not a valid value"), "{err}");
    }
}

// R15: a game record kept in a drill folder does not stop its worksheet.
#[test]
fn r15_worksheet_dir_leaves_out_a_file_that_is_not_an_exercise() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().join("d");
    let export = [
        "drill",
        "hnefatafl",
        "--count",
        "2",
        "--seed",
        "1",
        "--export",
        s(&d),
    ];
    assert_eq!(run(&mut plyyard(None, &export)).0, 0);
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/hnefatafl.toml"),
        d.join("game.toml"),
    )
    .unwrap();
    let ws = dir.path().join("ws");
    let (code, out, err) = run(&mut plyyard(None, &["worksheet", s(&d), "--out", s(&ws)]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 exercises"), "{out}");
    assert!(err.starts_with("warning: "), "{err}");
    assert!(err.contains("game.toml is left out of the sheet"), "{err}");
}
