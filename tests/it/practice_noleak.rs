//! The no-leak walk: for every question of the catalogue, in every language,
//! nothing practice shows before the question is answered (title, header,
//! legend, hint, the board's marked squares, the prompts so far, and what
//! earlier questions showed after their answers) may hold its answer.
//!
//! How an answer is recognised in a text depends on its kind: see
//! `plyyard::practice::leak` (its unit tests show what it catches); the
//! squares the prompts name and the level are not counted.
//!
//! The board's squares are checked as data: before an answer the only marked
//! squares are squares the question names, and none belongs to the answer.

use std::collections::BTreeSet;

use plyyard::exercise::{self, Exercise, Solution};
use plyyard::i18n::{Lang, Localiser};
use plyyard::practice::leak::gives_away;
use plyyard::practice::reveal;
use plyyard::render::{exercise_title, prompt_text};

/// What practice shows before question `k` (index) is answered, as texts.
fn shown_before(
    ex: &Exercise,
    solutions: &[Solution<'_>],
    k: usize,
    loc: &Localiser,
) -> Vec<(String, String)> {
    let mut out = vec![("title".to_string(), exercise_title(ex, loc))];
    for (i, h) in reveal::header_lines(ex, loc).into_iter().enumerate() {
        out.push((format!("header {i}"), h));
    }
    for (i, l) in reveal::legend_lines(ex, loc, true).into_iter().enumerate() {
        out.push((format!("legend {i}"), l));
    }
    let q = solutions[k].question();
    out.push(("hint".into(), reveal::hint_text(ex, q, loc)));
    let order: Vec<usize> = (0..solutions.len()).collect();
    for j in 0..=k {
        let qj = solutions[j].question();
        out.push((format!("prompt {}", qj.number), prompt_text(ex, qj, loc)));
        if j < k {
            for r in reveal::reasons_after(ex, solutions, &order, j, loc) {
                out.push((format!("reasons after {}", qj.number), loc.text(&r)));
            }
            for e in reveal::explanations_after(ex, qj, false, loc) {
                out.push((format!("explanation after {}", qj.number), e));
            }
        }
    }
    out
}

#[test]
fn nothing_shown_before_an_answer_gives_it_away() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for entry in exercise::entries(None) {
        let ex = exercise::load(&entry.id, entry.source(), entry.texts()).unwrap();
        let solutions: Vec<Solution<'_>> = ex
            .questions
            .iter()
            .map(|q| Solution::new(&ex, q).unwrap())
            .collect();
        for k in 0..solutions.len() {
            let sol = &solutions[k];
            let n = sol.question().number;
            // The board: only squares the question names, none of the answer.
            let order: Vec<usize> = (0..solutions.len()).collect();
            let marked = reveal::marks_while_open(&ex, &solutions, &order, k);
            // No outline on a square of an answer still to come either.
            for later in &solutions[k..] {
                let answer = reveal::answer_squares(&ex, later.key(), later.answer_kind());
                for s in &marked {
                    if answer.contains(s) {
                        problems.push(format!(
                            "{} q{n}: the board marks {s}, in the answer of q{}",
                            ex.id,
                            later.question().number
                        ));
                    }
                }
            }
            let named: BTreeSet<String> = reveal::named_squares(&ex, &sol.question().ask)
                .into_iter()
                .collect();
            let answer = reveal::answer_squares(&ex, sol.key(), sol.answer_kind());
            for s in &marked {
                if !named.contains(s) || answer.contains(s) {
                    problems.push(format!(
                        "{} q{n}: the board marks {s} before the answer",
                        ex.id
                    ));
                }
            }
            // The level, and the squares the prompts so far name, are no leak.
            let mut allowed = vec![ex.level.to_string()];
            for s in &solutions[..=k] {
                allowed.extend(reveal::named_squares(&ex, &s.question().ask));
            }
            for lang in Lang::ALL {
                let loc = Localiser::new(lang);
                for (part, text) in shown_before(&ex, &solutions, k, &loc) {
                    checked += 1;
                    if let Some(why) = gives_away(&text, sol.key(), &allowed) {
                        problems.push(format!("{} q{n} [{lang}] {part}: {why}", ex.id));
                    }
                }
            }
        }
    }
    assert!(checked > 1000, "only {checked} texts looked at");
    assert!(
        problems.is_empty(),
        "{} leaks:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn trap_feedback_before_the_answer_names_the_rule_not_the_answer() {
    // For every question built to catch a trap, the learner answers with
    // the trap's answer; the feedback shown before the answer (the
    // misconception and the rule to apply, and the diagnosis) must not
    // state the edition's answer.
    let mut problems = Vec::new();
    let mut checked = 0;
    for entry in exercise::entries(None) {
        let ex = exercise::load(&entry.id, entry.source(), entry.texts()).unwrap();
        for q in &ex.questions {
            let sol = Solution::new(&ex, q).unwrap();
            let mut allowed = vec![ex.level.to_string()];
            allowed.extend(reveal::named_squares(&ex, &q.ask));
            for (trap, _) in sol.trap_answers() {
                for lang in Lang::ALL {
                    let loc = Localiser::with_extra(lang, &ex.extra_sources(lang));
                    let rule = format!("trap-{}-{}-rule", ex.game.name(), trap.name());
                    assert!(loc.has(&rule), "no {rule} in {lang}");
                    for line in plyyard::render::trap_lines_before(&ex, *trap, &loc) {
                        checked += 1;
                        if let Some(why) = gives_away(&line, sol.key(), &allowed) {
                            problems
                                .push(format!("{} q{} [{lang}] {trap}: {why}", ex.id, q.number));
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 200, "only {checked} lines");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
