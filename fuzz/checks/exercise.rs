//! Exercise files: validate, load, show, solve, check and verify any text.

use plyyard::app::located;
use plyyard::exercise::{self, Exercise, Solution, Source, Texts};
use plyyard::game_api::Ask;
use plyyard::i18n::{Lang, Localiser};
use plyyard::problem::MAX_PROBLEMS;
use plyyard::render::{
    answer_text, exercise_title, prompt_text, verdict_body, write_header, write_verdict,
};

use super::assert_localised;

/// Answers tried on every question besides the key and the author's answer.
const ANSWERS: [&str; 8] = ["yes", "no", "none", "ongoing", "0", "2 5", "a1", "3:12"];

/// The largest `within` searched: deeper searches take seconds (review D3,
/// issue 13); the loader accepts up to 4.
const MAX_SEARCHED_WITHIN: u32 = 2;

fn expensive(ask: &Ask) -> bool {
    matches!(ask, Ask::Escape { within } | Ask::CaptureKing { within } if *within > MAX_SEARCHED_WITHIN)
}

/// Reads `data` (lossy UTF-8) as an exercise file and goes through everything
/// the commands do with it, in one language chosen by the input's length.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let lang = Lang::ALL[data.len() % 3];
    let loc = Localiser::new(lang);
    let source = Source::new("fuzz.toml", text.as_ref());
    // `validate` reads the file as `load` does (one parse is enough here;
    // the unit tests pin that they agree).
    let ex = match exercise::load("fuzz.toml", source.clone(), Texts::None) {
        Ok(ex) => ex,
        Err(err) => {
            let problems = &err.problems;
            assert!(!problems.is_empty(), "refused without a problem");
            assert!(
                problems.len() <= MAX_PROBLEMS + 1,
                "{} problems",
                problems.len()
            );
            // The first problems and the last (the count of the others).
            let shown = problems.iter().take(20).chain(problems.last());
            for p in shown {
                let line = located(&loc, &source, p.span.as_ref().map(|s| s.start), &p.message);
                assert_localised(&line, &text);
            }
            return;
        }
    };
    show(&ex, &loc, &text);
    let mut searched_deep = false;
    for q in &ex.questions {
        if expensive(&q.ask) {
            searched_deep = true;
            continue;
        }
        question(&ex, q, &loc, &text);
    }
    if !searched_deep {
        for p in exercise::verify("fuzz.toml", source, Texts::None) {
            assert_localised(&loc.text(&p.message), &text);
        }
    }
}

fn show(ex: &Exercise, loc: &Localiser, input: &str) {
    let mut out = Vec::new();
    write_header(&mut out, ex, loc).expect("writes to memory");
    let diagram = ex.position.diagram_in(&[], true, &|m| loc.text(m));
    let mut all = String::from_utf8(out).expect("UTF-8 header");
    all.push_str(&exercise_title(ex, loc));
    all.push_str(&diagram);
    for q in &ex.questions {
        all.push_str(&prompt_text(ex, q, loc));
    }
    assert_localised(&all, input);
}

fn question(ex: &Exercise, q: &plyyard::exercise::QuestionSpec, loc: &Localiser, input: &str) {
    let solution = match Solution::new(ex, q) {
        Ok(s) => s,
        Err(err) => {
            assert_localised(&loc.text(&err.message), input);
            return;
        }
    };
    let key = solution.key().clone();
    let shown = key.to_string();
    let read = solution
        .read(&shown)
        .unwrap_or_else(|e| panic!("the key {shown:?} does not read back: {e:?}"));
    assert_eq!(read, key, "the key {shown:?} reads back as another answer");
    let mut out = Vec::new();
    let verdict = solution.judge(read);
    assert!(verdict.correct);
    write_verdict(&mut out, ex, q, &verdict, loc, true, 80).expect("writes to memory");
    let highlights = &solution.solved().highlights;
    let mut text = ex.position.diagram_in(highlights, false, &|m| loc.text(m));
    text.push_str(&answer_text(&key, &q.ask, ex.adapter, loc));
    for reason in &solution.solved().reasons {
        text.push_str(&loc.text(reason));
    }
    let recorded = q.answer.as_ref().map(|a| a.get_ref().as_str());
    let last_line = input.lines().last().unwrap_or("");
    for answer in ANSWERS.iter().copied().chain(recorded).chain([last_line]) {
        match solution.check(answer) {
            Ok(v) => {
                assert_eq!(v.correct, v.given == key);
                write_verdict(&mut out, ex, q, &v, loc, false, 80).expect("writes to memory");
                text.extend(verdict_body(ex, q, &v, loc));
            }
            Err(e) => text.push_str(&loc.text(&e.expected)),
        }
    }
    text.push_str(&String::from_utf8(out).expect("UTF-8 verdicts"));
    assert_localised(&text, input);
}
