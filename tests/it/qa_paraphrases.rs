//! `ask` understands rephrasings that are not in the bank (fixture file).

use plyyard::i18n::Lang;
use plyyard::qa::ask::understand;
use serde::Deserialize;

#[derive(Deserialize)]
struct Fixture {
    case: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    text: String,
    lang: String,
    id: String,
}

fn expected_lang(case: &Case) -> Lang {
    Lang::parse(&case.lang).expect("fixture language")
}

#[test]
fn at_least_ninety_percent_of_paraphrases_are_understood() {
    let source = include_str!("../fixtures/qa/paraphrases.toml");
    let fixture: Fixture = toml::from_str(source).expect("fixture parses");
    let cases = &fixture.case;
    let count = |lang| cases.iter().filter(|c| expected_lang(c) == lang).count();
    assert!(
        count(Lang::Fr) >= 15 && count(Lang::Ru) >= 15,
        "fr and ru cases"
    );
    assert!(cases.len() >= 30);
    let mut failures = Vec::new();
    for case in cases {
        let found = understand(&case.text);
        if found.id.as_deref() != Some(case.id.as_str()) {
            failures.push(format!(
                "{:?}: expected {}, got {:?} (score {:.2}, alternatives {:?})",
                case.text, case.id, found.id, found.score, found.alternatives
            ));
        }
    }
    let ok = cases.len() - failures.len();
    println!("paraphrases understood: {ok}/{}", cases.len());
    for f in &failures {
        println!("  FAILED {f}");
    }
    assert!(
        ok * 10 >= cases.len() * 9,
        "{ok}/{}:\n{}",
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn the_language_of_each_paraphrase_is_detected() {
    let source = include_str!("../fixtures/qa/paraphrases.toml");
    let fixture: Fixture = toml::from_str(source).expect("fixture parses");
    for case in &fixture.case {
        assert_eq!(
            understand(&case.text).lang,
            expected_lang(case),
            "{}",
            case.text
        );
    }
}

#[test]
fn unrelated_text_matches_nothing_and_offers_alternatives() {
    for text in [
        "Quelle est la capitale de l'Australie ?",
        "Какая сегодня погода в Москве?",
        "What is the price of bread?",
    ] {
        let m = understand(text);
        assert_eq!(m.id, None, "{text}");
    }
    let m = understand("roi trône météo");
    assert!(m.id.is_none() || !m.alternatives.is_empty());
}
