//! Titles name the situation, not the conclusion: over the catalogue and
//! drills of every topic and level, in every language, no title (a) gives a
//! question's answer away as practice's recogniser reads it, (b) holds a
//! square, point, tile or number of an answer that its question does not
//! name itself, or (c) states a verdict: a negation, or a word that
//! concludes (wins, enough, protects…). A title asked as a question
//! ("Is this move legal?") states nothing.

use std::collections::BTreeSet;

use plyyard::drill::{Drill, DrillId, LEVELS, Topic};
use plyyard::exercise::{self, Exercise, Solution};
use plyyard::game_api::Answer;
use plyyard::i18n::{Lang, Localiser};
use plyyard::practice::leak::gives_away;
use plyyard::practice::reveal;
use plyyard::render::exercise_title;

/// Words that state a verdict, as prefixes of a title's words.
const VERDICT: &[(Lang, &[&str])] = &[
    (
        Lang::En,
        &[
            "not", "no", "never", "cannot", "can't", "nothing", "none", "enough", "win", "won",
            "protect", "earn", "useless", "stay", "keeps", "does", "only", "illegal",
        ],
    ),
    (
        Lang::Fr,
        &[
            "ne", "n’", "n'", "pas", "jamais", "aucun", "rien", "suffi", "gagn", "protèg",
            "relanc", "inutile", "reste", "seul", "illégal", "interdit",
        ],
    ),
    (
        Lang::Ru,
        &[
            "не",
            "нет",
            "ни",
            "никогда",
            "ничего",
            "достаточ",
            "побед",
            "выигр",
            "защищ",
            "бесполез",
            "остаётся",
            "только",
            "нельзя",
            "запрещ",
        ],
    ),
];

/// The words of a title's statements: a title ending with `?` has none, and
/// neither has a list of choices ("Step or jump", "Left, right, both or
/// nowhere").
fn statement_words(title: &str) -> Vec<String> {
    let lower = title.to_lowercase();
    let choices = [" or ", " ou ", " или "].iter().any(|w| lower.contains(w));
    if title.trim_end().ends_with('?') || choices {
        return Vec::new();
    }
    title
        .to_lowercase()
        .split(|c: char| !(c.is_alphanumeric() || c == '’' || c == '\'' || c == '-'))
        .flat_map(|w| {
            // «n’offre» is two words: the elided negation and the verb.
            match w.split_once(['’', '\'']) {
                Some((a, b)) => vec![format!("{a}’"), b.to_string()],
                None => vec![w.to_string()],
            }
        })
        .filter(|w| !w.is_empty())
        .collect()
}

/// The items of an answer a title must not hold: squares, moves' squares,
/// tiles, numbers.
fn answer_items(ex: &Exercise, sol: &Solution<'_>) -> BTreeSet<String> {
    let mut out = reveal::answer_squares(ex, sol.key(), sol.answer_kind());
    match sol.key() {
        Answer::Set(items) => out.extend(items.iter().cloned()),
        Answer::Number(n) | Answer::Distance(Some(n)) => {
            out.insert(n.to_string());
        }
        _ => {}
    }
    out.into_iter().map(|s| s.to_lowercase()).collect()
}

fn check_title(ex: &Exercise, problems: &mut Vec<String>) -> usize {
    let solutions: Vec<Solution<'_>> = ex
        .questions
        .iter()
        .filter_map(|q| Solution::new(ex, q).ok())
        .collect();
    let mut checked = 0;
    for lang in Lang::ALL {
        let loc = Localiser::with_extra(lang, &ex.extra_sources(lang));
        let title = exercise_title(ex, &loc);
        let words = statement_words(&title);
        let verdict = VERDICT.iter().find(|(l, _)| *l == lang).unwrap().1;
        for w in &words {
            checked += 1;
            if let Some(v) = verdict
                .iter()
                .find(|v| w.starts_with(*v) && (v.len() > 3 || w == *v))
            {
                problems.push(format!("{} [{lang}] «{title}»: verdict word «{v}»", ex.id));
            }
        }
        for sol in &solutions {
            let named: BTreeSet<String> = reveal::named_squares(ex, &sol.question().ask)
                .into_iter()
                .map(|s| s.to_lowercase())
                .collect();
            checked += 1;
            if let Some(why) = gives_away(&title, sol.key(), &[ex.level.to_string()]) {
                problems.push(format!(
                    "{} [{lang}] title, q{}: {why}",
                    ex.id,
                    sol.question().number
                ));
            }
            for item in answer_items(ex, sol) {
                let said = words
                    .iter()
                    .any(|w| *w == item || w.split('-').any(|p| p == item));
                if said && !named.contains(&item) {
                    problems.push(format!(
                        "{} [{lang}] «{title}» holds {item}, in the answer of q{}",
                        ex.id,
                        sol.question().number
                    ));
                }
            }
        }
    }
    checked
}

#[test]
fn catalogue_titles_name_the_situation() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for entry in exercise::entries(None) {
        let ex = exercise::load(&entry.id, entry.source(), entry.texts()).unwrap();
        checked += check_title(&ex, &mut problems);
    }
    assert!(checked > 500, "only {checked} checks");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn drill_titles_name_the_situation() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for topic in Topic::ALL {
        for level in LEVELS {
            let id = DrillId {
                topic,
                level,
                seed: 900 + u64::from(level),
            };
            let drill = Drill::make(id, 1).unwrap();
            let ex = drill.exercise(&id.to_string(), &Lang::ALL).unwrap();
            checked += check_title(&ex, &mut problems);
        }
    }
    assert!(checked > 200, "only {checked} checks");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_old_titles_would_be_caught() {
    let caught = |lang: Lang, title: &str| {
        let verdict = VERDICT.iter().find(|(l, _)| *l == lang).unwrap().1;
        statement_words(title).iter().any(|w| {
            verdict
                .iter()
                .any(|v| w.starts_with(*v) && (v.len() > 3 || w == *v))
        })
    };
    assert!(caught(Lang::Fr, "Une capture fait relancer"));
    assert!(caught(Lang::Fr, "La couleur n’offre aucun pas"));
    assert!(caught(Lang::Ru, "Край доски не приносит победы"));
    assert!(caught(Lang::En, "Two attackers are not enough"));
    assert!(caught(Lang::Fr, "Un coin, pas le bord"));
    assert!(!caught(Lang::Fr, "Le roi en a7"));
    assert!(!caught(Lang::En, "Is this move legal?"));
}
