//! `plyyard worksheet` and `plyyard diagram` from the command line: the HTML
//! is well-formed (it is written as XHTML-compatible markup, so an XML parser
//! checks it), holds one block per exercise with its drawing and one answer
//! key entry per exercise; every text is escaped; a teacher's folder with its
//! texts works; bad paths and unwritable outputs are localised errors (exit 2).

use std::path::{Path, PathBuf};

use crate::common::{parse_json, plyyard, run};

fn temp() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

/// Runs `worksheet ARGS --out DIR` in `lang`; returns the HTML written.
fn worksheet(lang: &str, args: &[&str], dir: &Path) -> String {
    let mut cmd = plyyard(Some(lang), &["worksheet"]);
    cmd.args(args)
        .arg("--out")
        .arg(dir)
        .args(["--format", "json"]);
    let (code, stdout, stderr) = run(&mut cmd);
    assert_eq!(code, 0, "{stderr}");
    let report = parse_json(&stdout, &stderr);
    let file = PathBuf::from(report["file"].as_str().expect("the file written"));
    assert!(file.starts_with(dir), "{}", file.display());
    assert!(file.to_string_lossy().ends_with(&format!(".{lang}.html")));
    std::fs::read_to_string(file).expect("the worksheet is written")
}

fn classes<'a>(doc: &'a roxmltree::Document<'a>, class: &'a str) -> Vec<roxmltree::Node<'a, 'a>> {
    doc.descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split(' ').any(|part| part == class))
        })
        .collect()
}

fn text_of(node: roxmltree::Node<'_, '_>) -> String {
    node.descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect()
}

/// Parses the page and checks its frame: one block per exercise with one
/// drawing, one key entry per exercise, a key question per question.
fn check_page(html: &str, exercises: usize) -> roxmltree::Document<'_> {
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    let doc = roxmltree::Document::parse_with_options(html, options)
        .expect("the worksheet is well-formed");
    assert_eq!(doc.root_element().tag_name().name(), "html");
    let blocks = classes(&doc, "exercise");
    assert_eq!(blocks.len(), exercises);
    for block in &blocks {
        let boards = block
            .descendants()
            .filter(|n| n.tag_name().name() == "svg")
            .count();
        assert_eq!(boards, 1);
    }
    assert_eq!(classes(&doc, "key-entry").len(), exercises);
    let asked: usize = blocks
        .iter()
        .map(|b| {
            b.descendants()
                .filter(|n| n.attribute("class") == Some("question"))
                .count()
        })
        .sum();
    assert_eq!(classes(&doc, "key-answer").len(), asked);
    // No external resource, no script.
    assert!(!html.contains("<script") && !html.contains("<link") && !html.contains("src="));
    doc
}

#[test]
fn a_worksheet_per_game_in_each_language() {
    let dir = temp();
    for (game, count) in [
        ("aeroplane", 15),
        ("chinese-checkers", 14),
        ("dominoes", 16),
        ("hnefatafl", 14),
    ] {
        for lang in ["en", "fr", "ru"] {
            let html = worksheet(lang, &["--game", game], dir.path());
            let doc = check_page(&html, count);
            assert_eq!(doc.root_element().attribute("lang"), Some(lang));
            assert!(!html.contains(&format!("[{lang}:")), "a text is missing");
            assert!(dir.path().join(format!("{game}.{lang}.html")).is_file());
        }
    }
}

#[test]
fn the_whole_catalogue_prints_with_page_rules() {
    let dir = temp();
    let html = worksheet("en", &[], dir.path());
    let doc = check_page(&html, plyyard::exercise::entries(None).len());
    // Print rules: blocks never split, the key on a page of its own, page numbers.
    assert!(html.contains("break-inside: avoid"));
    assert!(html.contains(".key { break-before: page; }"));
    assert!(html.contains("counter(page)"));
    // Every drawing has its own ids.
    let mut ids: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.attribute("id"))
        .collect();
    let all = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), all, "ids are unique on the page");
}

#[test]
fn the_key_gives_answers_reasons_explanations_and_traps_in_the_language() {
    let dir = temp();
    let html = worksheet("fr", &["hnefatafl/edge-not-corner"], dir.path());
    let doc = check_page(&html, 1);
    let key = &classes(&doc, "key")[0];
    let text = text_of(*key);
    assert!(text.contains("Corrigé"), "{text}");
    assert!(text.contains("Réponse :"), "{text}");
    // The engine's answers in French (question 1 asks for the status), its
    // reasons, the explanation.
    let answers: Vec<String> = classes(&doc, "key-answer")
        .into_iter()
        .map(text_of)
        .collect();
    assert_eq!(answers.len(), 4);
    assert!(answers[0].contains("en cours"), "{answers:?}");
    assert!(!classes(&doc, "reasons").is_empty());
    assert_eq!(classes(&doc, "explain").len(), 1);
    // Each question's own explanation comes under it.
    assert_eq!(classes(&doc, "q-explain").len(), 4);
    // Each question declares the edge-escape trap: it is named as a
    // misconception, with the edition's rule.
    let name =
        plyyard::i18n::Localiser::new(plyyard::i18n::Lang::Fr).get("trap-hnefatafl-edge-escape");
    let traps: Vec<String> = classes(&doc, "trap").into_iter().map(text_of).collect();
    assert_eq!(traps.len(), 4);
    assert!(
        traps
            .iter()
            .all(|t| t.contains("Idée fausse visée") && t.contains(&name)),
        "{traps:?}"
    );
    // Answers go in the sheet as boxes or lines, never the answer itself.
    let sheet = &classes(&doc, "sheet")[0];
    assert!(
        classes(&doc, "key-answer")
            .iter()
            .all(|n| !sheet.descendants().any(|d| d == *n))
    );
}

#[test]
fn a_teachers_folder_with_its_texts_and_escaping() {
    let dir = temp();
    let src = temp();
    std::fs::copy(
        "tests/fixtures/teacher/corner-run.toml",
        src.path().join("corner-run.toml"),
    )
    .unwrap();
    std::fs::write(
        src.path().join("corner-run.en.ftl"),
        "title = Corners <b>&</b> \"edges\"\nq1 = Which corners? <script>alert(1)</script>\nq2 = e5 → f5 & back?\nq2-explain = Only <the king> may stop there.\nexplain = Use < and > with care.\n",
    )
    .unwrap();
    // A second exercise without texts in a sub-folder.
    std::fs::create_dir(src.path().join("more")).unwrap();
    std::fs::copy(
        "exercises/dominoes/guide-two-and-five.toml",
        src.path().join("more/two-five.toml"),
    )
    .unwrap();
    let html = worksheet("en", &[src.path().to_str().unwrap()], dir.path());
    let doc = check_page(&html, 2);
    assert!(!html.contains("<script>") && !html.contains("<b>"));
    let titles: Vec<String> = doc
        .descendants()
        .filter(|n| n.tag_name().name() == "h2")
        .map(text_of)
        .collect();
    // The exercise without texts is titled by its file name, not its path
    // (on the sheet, then in the key).
    let both = ["Corners <b>&</b> \"edges\"", "two-five"];
    assert_eq!(titles, [both, both].concat());
    let prompts: Vec<String> = classes(&doc, "prompt").into_iter().map(text_of).collect();
    assert!(prompts.contains(&"Which corners? <script>alert(1)</script>".to_string()));
    assert!(text_of(classes(&doc, "explain")[0]).contains("Use < and > with care."));
    // A question's own explanation comes under that question in the key.
    let own: Vec<String> = classes(&doc, "q-explain")
        .into_iter()
        .map(text_of)
        .collect();
    assert_eq!(own, ["Only <the king> may stop there."]);
    // The exercise without texts gets prompts phrased from its questions.
    assert!(
        prompts.iter().any(|p| p.contains("2-5@right")),
        "{prompts:?}"
    );
    // The French sheet of the same folder uses the teacher's French texts.
    let fr = worksheet("fr", &[src.path().to_str().unwrap()], dir.path());
    assert!(fr.contains("Une course vers les coins") || fr.contains("corner-run"));
}

#[test]
fn the_fixture_teacher_file_has_its_french_title() {
    let dir = temp();
    let html = worksheet(
        "fr",
        &["tests/fixtures/teacher/corner-run.toml"],
        dir.path(),
    );
    check_page(&html, 1);
    assert!(html.contains("Une course vers les coins"));
    assert!(html.contains("Regardez d&#39;abord la colonne a."));
}

#[test]
fn bad_sources_and_unwritable_outputs_are_errors() {
    let dir = temp();
    let file = dir.path().join("plain-file");
    std::fs::write(&file, "x").unwrap();
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let out = dir.path().join("out");
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            vec![
                "no/such-exercise".into(),
                "--out".into(),
                out.display().to_string(),
            ],
            "aucun exercice",
        ),
        (
            vec![
                "--game".into(),
                "chess".into(),
                "--out".into(),
                out.display().to_string(),
            ],
            "chess",
        ),
        (
            vec![
                empty.display().to_string(),
                "--out".into(),
                out.display().to_string(),
            ],
            "aucun fichier d’exercice",
        ),
        (
            vec![
                "dominoes/guide-two-and-five".into(),
                "--out".into(),
                file.join("below").display().to_string(),
            ],
            "impossible d’écrire",
        ),
        (
            vec![
                "tests/fixtures/files/bad-syntax.toml".into(),
                "--out".into(),
                out.display().to_string(),
            ],
            "bad-syntax.toml:",
        ),
    ];
    for (args, needle) in cases {
        let mut cmd = plyyard(Some("fr"), &["worksheet"]);
        cmd.args(&args);
        let (code, stdout, stderr) = run(&mut cmd);
        assert_eq!(code, 2, "{args:?}: {stdout}{stderr}");
        assert!(stderr.starts_with("erreur :"), "{stderr}");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"));
    }
    let (code, _, stderr) = run(&mut plyyard(
        Some("en"),
        &["worksheet", "dominoes/who-opens"],
    ));
    assert_eq!(code, 2, "--out is required: {stderr}");
}

#[test]
fn diagram_writes_svg_to_stdout_or_a_file() {
    let (code, stdout, stderr) = run(&mut plyyard(
        Some("ru"),
        &["diagram", "hnefatafl/throne-captures", "--question", "1"],
    ));
    assert_eq!(code, 0, "{stderr}");
    let doc = roxmltree::Document::parse(&stdout).expect("an SVG document");
    let marked: Vec<&str> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("hl"))
        .filter_map(|n| n.attribute("data-square"))
        .collect();
    assert_eq!(marked, ["h5", "h6"]);
    assert!(stdout.contains("Ход: чёрные"), "the caption says who moves");

    let dir = temp();
    let file = dir.path().join("board.svg");
    let (code, v) = crate::common::run_json(
        plyyard(None, &["diagram", "aeroplane/compare-choices"]).args([
            "--svg",
            file.to_str().unwrap(),
            "--format",
            "json",
        ]),
    );
    assert_eq!(code, 0);
    assert_eq!(v["file"], file.to_str().unwrap());
    assert_eq!(v["highlight"], serde_json::json!([]));
    roxmltree::Document::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();

    for (args, needle) in [
        (
            vec!["diagram", "hnefatafl/throne-captures", "--question", "9"],
            "3 вопроса",
        ),
        (vec!["diagram", "no/such"], "нет упражнения"),
        (
            vec![
                "diagram",
                "hnefatafl/throne-captures",
                "--svg",
                "/nonexistent-dir/x.svg",
            ],
            "не удаётся записать /nonexistent-dir/x.svg",
        ),
    ] {
        let (code, _, stderr) = run(&mut plyyard(Some("ru"), &args));
        assert_eq!(code, 2, "{args:?}");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
    }
}

/// The key prints the learner's words alone: the checker reads them back, so
/// no English form follows in parentheses (issue 24, item 4).
#[test]
fn the_key_prints_no_english_form_beside_the_learners_words() {
    for lang in ["fr", "ru"] {
        for game in ["dominoes", "hnefatafl", "aeroplane", "chinese-checkers"] {
            let dir = temp();
            let html = worksheet(lang, &["--game", game], dir.path());
            let doc = check_page_any(&html);
            for node in classes(&doc, "key-answer") {
                let text = text_of(node);
                for english in [
                    "(black)",
                    "(white)",
                    "(red)",
                    "(yellow)",
                    "(draw)",
                    "(none)",
                    "(no)",
                    "(yes)",
                    "(ongoing)",
                    "@left",
                    "@right",
                ] {
                    assert!(!text.contains(english), "{lang} {game}: {text}");
                }
            }
        }
    }
}

fn check_page_any(html: &str) -> roxmltree::Document<'_> {
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    roxmltree::Document::parse_with_options(html, options).expect("the worksheet is well-formed")
}
