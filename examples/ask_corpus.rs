//! `ask` on corpus files of learners' questions: the figures (right / wrong /
//! abstained, per language and game) and every question not answered rightly,
//! with what the analysis read in it. For measuring a fresh batch before any
//! tuning and for looking at failures while tuning:
//!
//! ```text
//! cargo run --example ask_corpus -- FILE.toml… [--quiet] [--trace] [--tolerance X] [--share X --agree Y]
//! cargo run --example ask_corpus -- --read < questions.txt
//! ```
//!
//! `--trace` counts, among the questions the strict readings leave, the step
//! of the neighbours' reading where each stops. `--read` prints the analysis,
//! the answer and every relaxed reading of each line typed.
//!
//! The files have the format of `tests/fixtures/qa/corpus-dev.toml`.

use std::collections::BTreeMap;

use plyyard::game_api::GameKind;
use plyyard::qa::analyse::Analysis;
use plyyard::qa::ask::ask;
use plyyard::qa::concepts::{ConceptId, concepts};
use plyyard::qa::facts::{self, Frame, Lit};
use plyyard::qa::resolve::Abstain;
use plyyard::qa::resolve::neighbours_reading::with_neighbours;
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
    if a.unplaced {
        out.push_str("  UNPLACED");
    }
    if !a.unknown.is_empty() {
        out.push_str(&format!("  unknown: {}", a.unknown.join(" ")));
    }
    out
}

/// For an abstention: the frames of the expected fact whose concepts are all
/// in the question, and the question's concepts none of them explains
/// (roughly as `resolve` does), to see what the fact lacks.
fn missing(a: &Analysis, id: &str) -> Option<String> {
    let c = concepts();
    let fact = facts::fact(id)?;
    let generic = &facts::games().iter().find(|g| g.game == fact.game)?.generic;
    let has = |x: ConceptId, neg: bool| {
        a.slots
            .iter()
            .any(|s| s.negated == neg && s.alts.iter().any(|y| c.is_a(*y, x)))
    };
    let mut out = Vec::new();
    for frame in fact.frames {
        let all_in = frame.lits.iter().all(|l| match l {
            Lit::Concept(x, neg) => has(*x, *neg),
            _ => true,
        });
        if !all_in {
            continue;
        }
        let allowed: Vec<(ConceptId, bool)> = frame
            .lits
            .iter()
            .chain(fact.also.iter())
            .filter_map(|l| match l {
                Lit::Concept(x, n) => Some((*x, *n)),
                _ => None,
            })
            .chain(generic.iter().map(|g| (*g, false)))
            .collect();
        let lacking: Vec<String> = a
            .slots
            .iter()
            .filter(|s| {
                !s.implied
                    && !s.alts.iter().any(|x| {
                        c.value(*x).is_some()
                            || c.lineage(*x)
                                .iter()
                                .any(|l| allowed.contains(&(*l, s.negated)))
                    })
            })
            .map(|s| {
                let names: Vec<&str> = s.alts.iter().map(|x| c.name(*x)).collect();
                format!("{}{}", if s.negated { "!" } else { "" }, names.join("|"))
            })
            .collect();
        out.push(format!(
            "[{}] lacks {}",
            frame_text(frame),
            lacking.join(" ")
        ));
    }
    (!out.is_empty()).then(|| out.join("; "))
}

fn frame_text(frame: &Frame) -> String {
    let c = concepts();
    frame
        .lits
        .iter()
        .map(|l| match l {
            Lit::Concept(x, n) => format!("{}{}", if *n { "!" } else { "" }, c.name(*x)),
            Lit::Side => "SIDE".to_string(),
            Lit::Num => "NUM".to_string(),
            Lit::Wh(w) => format!("@{w:?}"),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A verdict as the corpus writes it.
fn verdict_word(v: Option<bool>) -> &'static str {
    match v {
        Some(true) => "yes",
        Some(false) => "no",
        None => "open",
    }
}

/// The first step of the neighbours' reading that a strict abstention
/// fails, judged against the question's labels.
fn stop_of(q: &Question, a: &Analysis, model: &plyyard::qa::resolve::score::Model) -> &'static str {
    use plyyard::qa::resolve::neighbours_reading::trace;
    let t = trace(&q.text, a, None, model);
    let labelled = |id: &str| q.facts.iter().any(|x| x == id);
    let Some((fact, share)) = t.voted else {
        return "0 no vote";
    };
    let right_fact = labelled(fact.id);
    if !right_fact {
        return if t.closest.is_some_and(|c| labelled(c.id)) {
            "1 vote wrong, closest right"
        } else {
            "1 vote wrong"
        };
    }
    if f64::from(share) < model.neighbours_share {
        return "2 vote right, share low";
    }
    if t.closest.is_none_or(|c| c.id != fact.id) {
        return "3 vote right, closest other";
    }
    let Some(r) = t.relaxed else {
        return "4 no relaxed frame";
    };
    if r.torn {
        return "5 relaxed torn";
    }
    if r.lits < 2 {
        return "5 relaxed one literal";
    }
    let v = verdict_word(r.verdict);
    if v != q.verdict {
        return "6 relaxed verdict wrong";
    }
    if f64::from(t.agreement) < model.neighbours_agree {
        return "7 neighbours disagree";
    }
    "8 answered right"
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "--read") {
        // One line per text read from standard input: what the analysis read.
        for line in std::io::stdin().lines().map_while(Result::ok) {
            let asked = ask(&line, None).expect("short questions");
            println!("{line}\n      read {}", show(&asked.analysis));
            match &asked.decision.outcome {
                Ok(a) => println!("      answer {} {:?}", a.fact.id, a.verdict),
                Err(why) => println!("      abstain {why:?}"),
            }
            // Every fact whose relaxed reading the question says.
            for g in facts::games() {
                for f in g.facts {
                    if let Some(r) = plyyard::qa::resolve::relaxed::relaxed(f, &asked.analysis) {
                        println!(
                            "      relaxed {} {:?} lits {} torn {} strict {}",
                            f.id, r.verdict, r.lits, r.torn, r.strict
                        );
                    }
                }
            }
        }
        return;
    }
    let quiet = args.iter().any(|a| a == "--quiet");
    let tracing = args.iter().any(|a| a == "--trace");
    let mut stops: BTreeMap<&'static str, usize> = BTreeMap::new();
    // `--tolerance X`: measure the tolerant reading at X instead of the
    // shipped value (lexicon/decision.toml).
    let mut model = plyyard::qa::resolve::score::model().clone();
    if let Some(i) = args.iter().position(|a| a == "--tolerance") {
        model.tolerance = args[i + 1].parse().expect("--tolerance NUMBER");
    }
    // `--share X`, `--agree Y`: the neighbours' reading at other thresholds.
    if let Some(i) = args.iter().position(|a| a == "--share") {
        model.neighbours_share = args[i + 1].parse().expect("--share NUMBER");
    }
    if let Some(i) = args.iter().position(|a| a == "--agree") {
        model.neighbours_agree = args[i + 1].parse().expect("--agree NUMBER");
    }
    if let Some(i) = args.iter().position(|a| a == "--rival") {
        model.neighbours_rival = args[i + 1].parse().expect("--rival 0-3");
    }
    if let Some(i) = args.iter().position(|a| a == "--veto") {
        model.neighbours_veto = args[i + 1].parse().expect("--veto NUMBER");
    }
    let value_of_option = |a: &String| {
        args.windows(2).any(|w| {
            ["--tolerance", "--share", "--agree", "--veto", "--rival"].contains(&w[0].as_str())
                && &w[1] == a
        })
    };
    // right, wrong, abstained, abstained with a right fact among those offered
    let mut table: BTreeMap<String, [usize; 4]> = BTreeMap::new();
    for path in args
        .iter()
        .filter(|a| !a.starts_with("--") && !value_of_option(a))
    {
        let source = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let corpus: Corpus = toml::from_str(&source).unwrap_or_else(|e| panic!("{path}: {e}"));
        for q in corpus.q {
            let mut asked = ask(&q.text, None).expect("short questions");
            asked.decision = with_neighbours(
                &q.text,
                &asked.analysis,
                None,
                &model,
                plyyard::qa::resolve::decide_with(&asked.analysis, None, &model),
            );
            if tracing {
                let strict = plyyard::qa::resolve::decide_with(&asked.analysis, None, &model);
                if strict.outcome.is_err() && q.verdict != "abstain" {
                    let step = stop_of(&q, &asked.analysis, &model);
                    *stops.entry(step).or_default() += 1;
                    if !quiet {
                        println!("trace {step}: [{}] {}", q.lang, q.text);
                    }
                }
            }
            let (k, got) = match &asked.decision.outcome {
                Err(why) if q.verdict == "abstain" => (0, format!("{why:?}")),
                Err(why) => (2, format!("{why:?}")),
                Ok(a) => {
                    let v = verdict_word(a.verdict);
                    // A question that fits several games whose facts agree is
                    // answered for all of them: any of those facts is right.
                    let named = std::iter::once(a.fact).chain(a.others.iter().copied());
                    let right =
                        named.clone().any(|f| q.facts.iter().any(|x| x == f.id)) && v == q.verdict;
                    let how = if a.confidence.is_some() {
                        " (neighbours)"
                    } else {
                        ""
                    };
                    (if right { 0 } else { 1 }, format!("{} {v}{how}", a.fact.id))
                }
            };
            if k != 0 && !quiet {
                let mark = if k == 1 { "WRONG" } else { "abst " };
                println!("{mark} [{}] {}", q.lang, q.text);
                println!("      want {} {} | got {got}", q.facts.join(","), q.verdict);
                println!("      read {}", show(&asked.analysis));
                if k == 2 {
                    for id in &q.facts {
                        if let Some(hint) = missing(&asked.analysis, id) {
                            println!("      {id}: {hint}");
                        }
                    }
                }
                if matches!(asked.decision.outcome, Err(Abstain::GameUnclear(_))) {
                    for g in GameKind::ALL {
                        if let Ok(a) = ask(&q.text, Some(g)).expect("short").decision.outcome {
                            println!("      as {g}: {} {:?}", a.fact.id, a.verdict);
                        }
                    }
                }
            }
            let offered = k == 2
                && asked
                    .decision
                    .alternatives
                    .iter()
                    .any(|f| q.facts.iter().any(|x| x == f.id));
            let words = q.text.split_whitespace().count();
            let length = match words {
                0..=10 => "≤ 10 words",
                11..=20 => "11–20 words",
                _ => "> 20 words",
            };
            // Each file is a part of its own (dev, calibration, test, fresh…).
            let part = format!(
                "file {}",
                std::path::Path::new(path)
                    .file_stem()
                    .map_or(path.as_str().into(), |s| s.to_string_lossy())
            );
            for key in [
                "all".to_string(),
                part,
                q.lang.clone(),
                q.game.clone(),
                length.to_string(),
            ] {
                let row = table.entry(key).or_default();
                row[k] += 1;
                row[3] += usize::from(offered);
            }
        }
    }
    if tracing {
        println!("where the neighbours' reading stops (strict abstentions):");
        for (step, n) in &stops {
            println!("  {step:34} {n:4}");
        }
    }
    println!("right / wrong / abstained (of which the right fact offered)");
    for (key, [r, w, a, o]) in &table {
        let n = (r + w + a) as f64;
        println!(
            "  {key:18} {:4}  {:5.1}% / {:4.1}% / {:4.1}% ({:4.1}%)",
            r + w + a,
            100.0 * *r as f64 / n,
            100.0 * *w as f64 / n,
            100.0 * *a as f64 / n,
            100.0 * *o as f64 / n
        );
    }
}
