//! The no-leak walk on paper and on the screens that show a position without
//! asking (`show`, `diagram`, worksheets), over the whole catalogue and over
//! exported drills: for every question, in every language, its answer (in
//! the language's words: sides, results, none, yes/no) does not appear in
//! the title, the header, the board's words (status and turn lines, SVG
//! captions), the legend or the prompts printed with it; and no board
//! outlines a square of any answer. On paper every question is open: only
//! the answer key, after the sheet, may print answers.
//!
//! A board's squares and numbers are the position itself; of its words, the
//! ones that could answer are the status and turn (a result, a side to
//! move), so the board is checked against answers of those kinds.

use std::ffi::OsString;

use plyyard::drill::{LEVELS, Plan, Topic, export};
use plyyard::exercise::{self, Exercise, Solution};
use plyyard::game_api::{AnswerKind, GameKind};
use plyyard::i18n::{Lang, Localiser};
use plyyard::practice::leak::gives_away;
use plyyard::practice::reveal;
use plyyard::sheet::{self, Item};

/// Runs the CLI in this process; returns its standard output.
fn cli(args: &[&str]) -> String {
    let mut argv: Vec<OsString> = vec!["plyyard".into()];
    argv.extend(args.iter().map(OsString::from));
    let lang = plyyard::app::lang_from_args(&argv);
    let parsed = plyyard::app::parse_args(&argv, lang).expect("arguments parse");
    let mut out = Vec::new();
    let mut err = Vec::new();
    plyyard::app::run(parsed, &mut std::io::empty(), &mut out, &mut err);
    assert!(
        err.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&err)
    );
    String::from_utf8(out).unwrap()
}

/// The text nodes of an SVG or HTML document, one per line.
fn text_nodes(markup: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_tag = false;
    let mut in_style = false;
    let mut tag = String::new();
    for c in markup.chars() {
        match c {
            '<' => {
                if !in_style && !cur.trim().is_empty() {
                    out.push(unescape(cur.trim()));
                }
                cur.clear();
                tag.clear();
                in_tag = true;
            }
            '>' if in_tag => {
                in_tag = false;
                if tag.starts_with("style") {
                    in_style = true;
                } else if tag.starts_with("/style") {
                    in_style = false;
                }
            }
            _ if in_tag => tag.push(c),
            _ => cur.push(c),
        }
    }
    out
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// Whether an answer of this kind could be read in a board's own words.
fn board_can_say(kind: AnswerKind) -> bool {
    matches!(kind, AnswerKind::Status | AnswerKind::Side)
}

struct Walk {
    problems: Vec<String>,
    checked: usize,
}

impl Walk {
    /// Checks the texts `parts` (part name, text) shown with exercise `ex`
    /// against every question's answer; `board` parts only against answers
    /// a board could say.
    fn check(&mut self, ex: &Exercise, what: &str, lang: Lang, parts: &[(String, String)]) {
        let solutions: Vec<Solution<'_>> = ex
            .questions
            .iter()
            .filter_map(|q| Solution::new(ex, q).ok())
            .collect();
        // The squares any printed question names, and the level, are the
        // exercise's own words.
        let mut allowed = vec![ex.level.to_string()];
        for q in &ex.questions {
            allowed.extend(reveal::named_squares(ex, &q.ask));
        }
        for sol in &solutions {
            let n = sol.question().number;
            for (part, text) in parts {
                if part.starts_with("board") && !board_can_say(sol.answer_kind()) {
                    continue;
                }
                self.checked += 1;
                if let Some(why) = gives_away(text, sol.key(), &allowed) {
                    self.problems
                        .push(format!("{} [{lang}] {what} {part}, q{n}: {why}", ex.id));
                }
            }
        }
    }

    /// Checks that the outlined squares hold no answer's square.
    fn marks(&mut self, ex: &Exercise, what: &str, marked: &[String]) {
        for q in &ex.questions {
            let Ok(sol) = Solution::new(ex, q) else {
                continue;
            };
            let answer = reveal::answer_squares(ex, sol.key(), sol.answer_kind());
            for m in marked {
                self.checked += 1;
                if answer.contains(m) {
                    self.problems.push(format!(
                        "{} {what}: outlines {m}, in the answer of q{}",
                        ex.id, q.number
                    ));
                }
            }
        }
    }
}

/// `show` in text: header lines, board, legend and prompts.
fn show_parts(arg: &str, lang: Lang) -> Vec<(String, String)> {
    let text = cli(&["--lang", lang.code(), "--color", "never", "show", arg]);
    let mut parts = Vec::new();
    let mut lines = text.lines();
    for (i, l) in lines.by_ref().take(3).enumerate() {
        let name = if i == 0 { "title" } else { "header" };
        parts.push((name.to_string(), l.to_string()));
    }
    for l in lines {
        match l.split_once(". ") {
            // A prompt, without its number.
            Some((n, prompt)) if n.parse::<u32>().is_ok() => {
                parts.push(("prompt".to_string(), prompt.to_string()));
            }
            _ => parts.push(("board or legend".to_string(), l.to_string())),
        }
    }
    parts
}

fn svg_parts(svg: &str) -> Vec<(String, String)> {
    text_nodes(svg)
        .into_iter()
        .map(|t| ("board (svg)".to_string(), t))
        .collect()
}

/// The worksheet of one exercise, up to its answer key.
fn sheet_parts(ex: &Exercise, lang: Lang) -> (Vec<(String, String)>, Vec<String>) {
    let loc = Localiser::with_extra(lang, &ex.extra_sources(lang));
    let item = Item {
        exercise: ex,
        loc: &loc,
        solutions: ex
            .questions
            .iter()
            .filter_map(|q| Solution::new(ex, q).ok())
            .collect(),
    };
    let html = sheet::render(std::slice::from_ref(&item), &loc);
    let sheet = html
        .split("<section class=\"key\"")
        .next()
        .expect("a sheet")
        .to_string();
    assert!(sheet.len() < html.len(), "no answer key in the sheet");
    // From the exercise on: the cover's counts and the exercise's number
    // are the sheet's own.
    let start = sheet.find("<article").expect("an exercise block");
    let sheet = sheet[start..].replacen("<span class=\"number\">1</span>", "", 1);
    // The outlines: `class="hl"` elements, each with its `data-square`.
    let marked: Vec<String> = sheet
        .split("class=\"hl\"")
        .skip(1)
        .filter_map(|s| {
            let tag = s.split('>').next()?;
            let v = tag.split("data-square=\"").nth(1)?;
            v.split('"').next().map(str::to_string)
        })
        .collect();
    // The boards, checked as boards; the boxes to tick and the expected
    // forms are lists of every possible answer, not statements.
    let mut parts = Vec::new();
    let mut rest = sheet.as_str();
    while let Some(start) = rest.find("<svg") {
        let (before, after) = rest.split_at(start);
        parts.extend(sheet_texts(before));
        let end = after.find("</svg>").map_or(after.len(), |e| e + 6);
        parts.extend(svg_parts(&after[..end]));
        rest = &after[end..];
    }
    parts.extend(sheet_texts(rest));
    (parts, marked)
}

/// The texts of a part of a sheet outside boards, without its lists of
/// choices (`class="choices"`) and expected forms (`class="form"`).
fn sheet_texts(html: &str) -> Vec<(String, String)> {
    let mut kept = String::new();
    let mut rest = html;
    loop {
        let next = ["<div class=\"choices\"", "<p class=\"form\""]
            .iter()
            .filter_map(|m| rest.find(m).map(|i| (i, *m)))
            .min();
        let Some((i, m)) = next else {
            kept.push_str(rest);
            break;
        };
        kept.push_str(&rest[..i]);
        let close = if m.starts_with("<div") {
            "</div>"
        } else {
            "</p>"
        };
        rest = rest[i..].split_once(close).map_or("", |(_, r)| r);
    }
    text_nodes(&kept)
        .into_iter()
        .map(|t| ("sheet text".to_string(), t))
        .collect()
}

fn walk_exercise(walk: &mut Walk, ex: &Exercise, arg: &str) {
    for lang in Lang::ALL {
        walk.check(ex, "show", lang, &show_parts(arg, lang));
        let svg = cli(&["--lang", lang.code(), "diagram", arg]);
        walk.check(ex, "diagram", lang, &svg_parts(&svg));
        for q in &ex.questions {
            let n = q.number.to_string();
            let json = cli(&[
                "--lang",
                lang.code(),
                "--format",
                "json",
                "diagram",
                arg,
                "--question",
                &n,
            ]);
            let v: serde_json::Value = serde_json::from_str(&json).unwrap();
            let marked: Vec<String> = v["highlight"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap().to_string())
                .collect();
            walk.marks(ex, &format!("diagram --question {n}"), &marked);
            let svg = v["svg"].as_str().unwrap();
            walk.check(ex, &format!("diagram q{n}"), lang, &svg_parts(svg));
        }
        let (parts, marked) = sheet_parts(ex, lang);
        walk.check(ex, "worksheet", lang, &parts);
        walk.marks(ex, "worksheet", &marked);
    }
}

#[test]
fn nothing_on_paper_or_show_gives_an_answer_away_in_the_catalogue() {
    let mut walk = Walk {
        problems: Vec::new(),
        checked: 0,
    };
    for entry in exercise::entries(None) {
        let ex = exercise::load(&entry.id, entry.source(), entry.texts()).unwrap();
        walk_exercise(&mut walk, &ex, &entry.id);
    }
    assert!(walk.checked > 20_000, "only {} checks", walk.checked);
    assert!(
        walk.problems.is_empty(),
        "{} leaks:\n{}",
        walk.problems.len(),
        walk.problems.join("\n")
    );
}

#[test]
fn nothing_on_paper_or_show_gives_an_answer_away_in_exported_drills() {
    let dir = tempfile::tempdir().unwrap();
    let mut walk = Walk {
        problems: Vec::new(),
        checked: 0,
    };
    let mut written = Vec::new();
    for game in GameKind::ALL {
        for level in LEVELS {
            let plan = Plan {
                game,
                topic: None,
                level,
                seed: 7_300 + u64::from(level) * 31,
                count: 2 * Topic::of(game).len(),
            };
            let sub = dir.path().join(format!("{game}-{level}"));
            written.extend(export::export(&plan, &sub, false).expect("drills export"));
        }
    }
    assert!(written.len() > 100, "only {} drills", written.len());
    for w in &written {
        let path = w.path.to_string_lossy().to_string();
        let opened = exercise::open(&w.path).expect("opens");
        let ex = exercise::load(&opened.id, opened.source, opened.texts).expect("loads");
        walk_exercise(&mut walk, &ex, &path);
    }
    assert!(
        walk.problems.is_empty(),
        "{} leaks:\n{}",
        walk.problems.len(),
        walk.problems.join("\n")
    );
}

#[test]
fn the_boards_of_the_walk_no_longer_print_the_result() {
    // The cases of the learner's walk: «Ничья» under the blocked-equal
    // board, "Au trait : Noirs" / «Ход: чёрные» under who-starts and
    // edge-not-corner, which ask how the game stands.
    let sheet_dir = tempfile::tempdir().unwrap();
    let out = sheet_dir.path().to_string_lossy().to_string();
    cli(&[
        "--lang",
        "ru",
        "worksheet",
        "dominoes/blocked-equal",
        "--out",
        &out,
    ]);
    let html = std::fs::read_dir(sheet_dir.path())
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .next()
        .unwrap();
    let (sheet, key) = html.split_once("<section class=\"key\"").unwrap();
    let board = &sheet[sheet.find("<svg").unwrap()..sheet.find("</svg>").unwrap()];
    assert!(!board.to_lowercase().contains("ничья"), "{board}");
    assert!(
        key.to_lowercase().contains("ничья"),
        "the key gives the answer"
    );
    let shown = cli(&["--lang", "fr", "show", "dominoes/blocked-equal"]);
    assert!(!shown.contains("Partie nulle"), "{shown}");
    for (lang, id, words) in [
        ("fr", "hnefatafl/who-starts", "Au trait"),
        ("ru", "hnefatafl/edge-not-corner", "Ход:"),
        ("fr", "hnefatafl/quiet-draw", "Au trait"),
    ] {
        let svg = cli(&["--lang", lang, "diagram", id]);
        assert!(!svg.contains(words), "{id}: {words} in the diagram");
        let shown = cli(&["--lang", lang, "show", id]);
        assert!(!shown.contains(words), "{id}: {words} in show");
    }
    // An exercise that asks neither keeps its turn line.
    let svg = cli(&["--lang", "fr", "diagram", "hnefatafl/between-two-enemies"]);
    assert!(
        svg.contains("Au trait"),
        "the turn line is kept where nothing asks it"
    );
}
