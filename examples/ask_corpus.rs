//! `ask` on corpus files of learners' questions: the figures (right / wrong /
//! abstained, per language and game) and every question not answered rightly,
//! with what the analysis read in it. For measuring a fresh batch before any
//! tuning and for looking at failures while tuning:
//!
//! ```text
//! cargo run --example ask_corpus -- FILE.toml… [--quiet]
//! ```
//!
//! The files have the format of `tests/fixtures/qa/corpus-dev.toml`.

use std::collections::BTreeMap;

use plyyard::game_api::GameKind;
use plyyard::qa::analyse::Analysis;
use plyyard::qa::ask::ask;
use plyyard::qa::concepts::concepts;
use plyyard::qa::resolve::Abstain;
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

/// The analysis in a line: concepts (`!` negated, `|` alternatives), the
/// question word, a turned-over question and the unknown words.
fn show(a: &Analysis) -> String {
    let c = concepts();
    let slots: Vec<String> = a
        .slots
        .iter()
        .map(|s| {
            let names: Vec<&str> = s.alts.iter().map(|x| c.name(*x)).collect();
            format!("{}{}", if s.negated { "!" } else { "" }, names.join("|"))
        })
        .collect();
    let mut out = slots.join(" ");
    if let Some(wh) = a.wh {
        out.push_str(&format!("  @{wh:?}"));
    }
    if a.flipped {
        out.push_str("  FLIPPED");
    }
    if !a.unknown.is_empty() {
        out.push_str(&format!("  unknown: {}", a.unknown.join(" ")));
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let quiet = args.iter().any(|a| a == "--quiet");
    let mut table: BTreeMap<String, [usize; 3]> = BTreeMap::new();
    for path in args.iter().filter(|a| !a.starts_with("--")) {
        let source = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let corpus: Corpus = toml::from_str(&source).unwrap_or_else(|e| panic!("{path}: {e}"));
        for q in corpus.q {
            let asked = ask(&q.text, None).expect("short questions");
            let (k, got) = match &asked.decision.outcome {
                Err(why) if q.verdict == "abstain" => (0, format!("{why:?}")),
                Err(why) => (2, format!("{why:?}")),
                Ok(a) => {
                    let v = match a.verdict {
                        Some(true) => "yes",
                        Some(false) => "no",
                        None => "open",
                    };
                    let right = q.facts.contains(&a.fact.id) && v == q.verdict;
                    (if right { 0 } else { 1 }, format!("{} {v}", a.fact.id))
                }
            };
            if k != 0 && !quiet {
                let mark = if k == 1 { "WRONG" } else { "abst " };
                println!("{mark} [{}] {}", q.lang, q.text);
                println!("      want {} {} | got {got}", q.facts.join(","), q.verdict);
                println!("      read {}", show(&asked.analysis));
                if matches!(asked.decision.outcome, Err(Abstain::GameUnclear(_))) {
                    for g in GameKind::ALL {
                        if let Ok(a) = ask(&q.text, Some(g)).expect("short").decision.outcome {
                            println!("      as {g}: {} {:?}", a.fact.id, a.verdict);
                        }
                    }
                }
            }
            for key in ["all".to_string(), q.lang.clone(), q.game.clone()] {
                table.entry(key).or_default()[k] += 1;
            }
        }
    }
    println!("right / wrong / abstained");
    for (key, [r, w, a]) in &table {
        let n = (r + w + a) as f64;
        println!(
            "  {key:18} {:4}  {:5.1}% / {:4.1}% / {:4.1}%",
            r + w + a,
            100.0 * *r as f64 / n,
            100.0 * *w as f64 / n,
            100.0 * *a as f64 / n
        );
    }
}
