//! `ask` on the corpus of learners' questions: the dev part (used to tune the
//! lexicons and frames) and the held-out test part (never used for tuning).
//! The test part must be answered rightly at least 85% of the time and
//! wrongly at most 2%; the rest are abstentions. Both figures are printed:
//! `cargo test --locked qa_corpus -- --nocapture`.

use std::collections::{BTreeMap, BTreeSet};

use plyyard::qa::ask::ask;
use plyyard::qa::facts;
use serde::Deserialize;

#[derive(Deserialize)]
struct Corpus {
    q: Vec<Question>,
}

#[derive(Deserialize)]
struct Question {
    lang: String,
    game: String,
    text: String,
    facts: Vec<String>,
    verdict: String,
}

fn corpus(source: &str) -> Vec<Question> {
    toml::from_str::<Corpus>(source).expect("corpus parses").q
}

fn dev() -> Vec<Question> {
    corpus(include_str!("../fixtures/qa/corpus-dev.toml"))
}

fn test() -> Vec<Question> {
    corpus(include_str!("../fixtures/qa/corpus-test.toml"))
}

/// The calibration part (only the scored reading's thresholds are chosen on it).
fn calibration() -> Vec<Question> {
    corpus(include_str!("../fixtures/qa/corpus-calibration.toml"))
}

/// The fresh part: a second held-out test, written blind, never tuned on.
fn fresh() -> Vec<Question> {
    corpus(include_str!("../fixtures/qa/corpus-fresh.toml"))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Right,
    Wrong,
    Abstained,
}

fn judge(q: &Question) -> Outcome {
    let asked = ask(&q.text, None).expect("corpus questions are short");
    match asked.decision.outcome {
        Err(_) if q.verdict == "abstain" => Outcome::Right,
        Err(_) => Outcome::Abstained,
        Ok(_) if q.verdict == "abstain" => Outcome::Wrong,
        Ok(a) => {
            let verdict = match a.verdict {
                Some(true) => "yes",
                Some(false) => "no",
                None => "open",
            };
            // A question fitting several games whose facts agree is answered
            // for all of them: any of those facts is right.
            let named = std::iter::once(a.fact).chain(a.others.iter().copied());
            if named.clone().any(|f| q.facts.iter().any(|x| x == f.id)) && verdict == q.verdict {
                Outcome::Right
            } else {
                Outcome::Wrong
            }
        }
    }
}

/// Right, wrong and abstained counts, overall and per language and game.
fn figures(name: &str, questions: &[Question]) -> [usize; 3] {
    let mut table: BTreeMap<String, [usize; 3]> = BTreeMap::new();
    for q in questions {
        let k = match judge(q) {
            Outcome::Right => 0,
            Outcome::Wrong => 1,
            Outcome::Abstained => 2,
        };
        for key in [
            "all".to_string(),
            format!("lang {}", q.lang),
            format!("game {}", q.game),
        ] {
            table.entry(key).or_default()[k] += 1;
        }
    }
    println!("{name}: right / wrong / abstained");
    for (key, [r, w, a]) in &table {
        let n = (r + w + a) as f64;
        println!(
            "  {key:24} {:4} questions  {:5.1}% / {:4.1}% / {:4.1}%",
            r + w + a,
            100.0 * *r as f64 / n,
            100.0 * *w as f64 / n,
            100.0 * *a as f64 / n
        );
    }
    table["all"]
}

#[test]
fn the_corpus_is_large_varied_and_asks_every_fact() {
    let all: Vec<Question> = dev()
        .into_iter()
        .chain(test())
        .chain(calibration())
        .chain(fresh())
        .collect();
    assert!(all.len() >= 450, "{} questions", all.len());
    for lang in ["fr", "ru", "en"] {
        let of_lang: Vec<&Question> = all.iter().filter(|q| q.lang == lang).collect();
        assert!(of_lang.len() >= 150, "{lang}: {}", of_lang.len());
        let games: BTreeSet<&str> = of_lang.iter().map(|q| q.game.as_str()).collect();
        for game in ["aeroplane", "chinese-checkers", "dominoes", "hnefatafl"] {
            assert!(games.contains(game), "{lang}: no {game} question");
        }
    }
    let asked: BTreeSet<&str> = all
        .iter()
        .flat_map(|q| q.facts.iter().map(String::as_str))
        .collect();
    for f in facts::all() {
        assert!(asked.contains(f.id), "nobody asks {}", f.id);
    }
    for q in &all {
        for id in &q.facts {
            assert!(facts::fact(id).is_some(), "{}: unknown fact {id}", q.text);
        }
        let verdicts = ["yes", "no", "open", "abstain"];
        assert!(verdicts.contains(&q.verdict.as_str()), "{}", q.text);
        assert_eq!(q.verdict == "abstain", q.facts.is_empty(), "{}", q.text);
        let games = [
            "aeroplane",
            "chinese-checkers",
            "dominoes",
            "hnefatafl",
            "none",
            "multi",
        ];
        assert!(games.contains(&q.game.as_str()), "{}", q.text);
    }
    // No question is in two parts.
    let parts = [dev(), test(), calibration(), fresh()];
    for (i, a) in parts.iter().enumerate() {
        let texts: BTreeSet<&str> = a.iter().map(|q| q.text.as_str()).collect();
        for b in &parts[i + 1..] {
            let shared: Vec<&str> = b
                .iter()
                .map(|q| q.text.as_str())
                .filter(|t| texts.contains(t))
                .collect();
            assert!(shared.is_empty(), "in two parts: {shared:?}");
        }
    }
}

#[test]
fn held_out_questions_are_answered_rightly_and_almost_never_wrongly() {
    figures("dev", &dev());
    figures("calibration", &calibration());
    figures("fresh", &fresh());
    let [right, wrong, abstained] = figures("test", &test());
    let n = right + wrong + abstained;
    assert!(right * 100 >= n * 85, "right {right}/{n}");
    assert!(wrong * 100 <= n * 2, "wrong {wrong}/{n}");
}
