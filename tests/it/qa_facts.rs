//! The fact base is consistent: texts in three languages, each yes/no answer
//! agreeing with the fact's truth, side and number answers naming the side
//! and the number, witnesses agreeing with the fact, and every fact's own
//! question answered by `ask` with that truth.

use plyyard::i18n::{Lang, Localiser};
use plyyard::qa::ask::ask;
use plyyard::qa::facts::{self, Answer};
use plyyard::vocab::{self, NUMBER_WORDS, SIDE_WORDS};

#[test]
fn every_fact_has_question_answer_and_explanation_in_three_languages() {
    for lang in Lang::ALL {
        let loc = Localiser::new(lang);
        for f in facts::all() {
            for id in [f.question_id(), f.answer_id(), f.explain_id()] {
                assert!(loc.has(&id), "{lang}: {id}");
                assert!(!loc.get(&id).trim().is_empty(), "{lang}: {id}");
            }
        }
    }
}

fn verdict_prefix(lang: Lang, yes: bool) -> &'static str {
    match (lang, yes) {
        (Lang::Fr, true) => "Oui : ",
        (Lang::Fr, false) => "Non : ",
        (Lang::Ru, true) => "Да: ",
        (Lang::Ru, false) => "Нет: ",
        (Lang::En, true) => "Yes: ",
        (Lang::En, false) => "No: ",
    }
}

#[test]
fn every_answer_text_agrees_with_its_fact_in_each_language() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        let loc = Localiser::new(lang);
        for f in facts::all() {
            let text = loc.get(&f.answer_id());
            let norm = vocab::normalise(&text);
            let words: Vec<&str> = norm.split(|c: char| !c.is_alphanumeric()).collect();
            let ok = match &f.answer {
                Answer::YesNo(truth) => text.starts_with(verdict_prefix(lang, *truth)),
                Answer::Side(side) => SIDE_WORDS
                    .iter()
                    .filter(|(s, _)| s == side)
                    .flat_map(|(_, ws)| ws.iter())
                    .any(|w| words.contains(w)),
                Answer::Number(n) => {
                    words.contains(&n.to_string().as_str())
                        || NUMBER_WORDS
                            .iter()
                            .filter(|(v, _)| v == n)
                            .flat_map(|(_, ws)| ws.iter())
                            .any(|w| norm.contains(w))
                }
            };
            if !ok {
                failures.push(format!("{lang} {}: {text}", f.id));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn yes_no_witnesses_answer_as_the_fact_says() {
    for f in facts::all() {
        let (Answer::YesNo(truth), Some(witness)) = (&f.answer, &f.witness) else {
            continue;
        };
        let table: toml::Table = toml::from_str(witness).expect("witness parses");
        let q = &table["question"].as_array().expect("questions")[0];
        let answer = q["answer"].as_str().expect("recorded answer");
        if let Some(given) = vocab::yes_no(answer) {
            assert_eq!(
                given,
                *truth != f.witness_flip,
                "{}: witness answers {answer}, the fact says {truth} (flip: {})",
                f.id,
                f.witness_flip
            );
        } else {
            assert!(
                !f.witness_flip,
                "{}: witness-flip on a non yes/no witness",
                f.id
            );
        }
    }
}

#[test]
fn each_fact_s_own_question_is_never_answered_wrongly() {
    let mut wrong = Vec::new();
    let mut own = 0;
    let mut asked = 0;
    for lang in Lang::ALL {
        let loc = Localiser::new(lang);
        for f in facts::all() {
            let question = loc.get(&f.question_id());
            let Ok(answered) = ask(&question, Some(f.game))
                .expect("short")
                .decision
                .outcome
            else {
                asked += 1;
                continue;
            };
            asked += 1;
            let expected = match &f.answer {
                Answer::YesNo(t) => Some(*t),
                _ => answered.verdict,
            };
            if answered.fact.id == f.id {
                own += 1;
            }
            if answered.verdict.is_some()
                && answered.verdict != expected
                && answered.fact.id == f.id
            {
                wrong.push(format!(
                    "{lang} {}: {question} -> {:?}",
                    f.id, answered.verdict
                ));
            }
        }
    }
    println!("own questions answered by their fact: {own}/{asked}");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(own * 10 >= asked * 7, "only {own} of {asked}");
}
