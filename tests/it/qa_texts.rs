//! The qa, facts and rules texts are at parity in en, fr and ru.

use plyyard::game_api::GameKind;
use plyyard::i18n::{Lang, Localiser, embedded_sources};
use plyyard::qa::rules;

#[test]
fn qa_and_rules_ids_are_at_parity_and_without_bidi_marks() {
    let ids = |lang| {
        let mut v: Vec<String> = embedded_sources(lang)
            .into_iter()
            .filter(|(name, _)| {
                name.contains("qa.ftl") || name.contains("facts-") || name.contains("rules-")
            })
            .flat_map(|(_, text)| {
                assert!(!text.contains(['\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}']));
                text.lines()
                    .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.to_string()))
                    .filter(|id| !id.starts_with([' ', '#', '*', '[']))
                    .collect::<Vec<_>>()
            })
            .collect();
        v.sort();
        v
    };
    let en = ids(Lang::En);
    assert!(en.len() > 250);
    assert_eq!(en, ids(Lang::Fr));
    assert_eq!(en, ids(Lang::Ru));
}

#[test]
fn rules_have_rules_exclusions_and_decisions() {
    for lang in Lang::ALL {
        let loc = Localiser::new(lang);
        for game in GameKind::ALL {
            for (_, section) in rules::SECTIONS {
                assert!(
                    !rules::item_ids(game, section, &loc).is_empty(),
                    "{lang} {game} {section}"
                );
            }
        }
    }
}

#[test]
fn russian_plurals_in_the_score() {
    let loc = Localiser::new(Lang::Ru);
    let score = |asked: i64| {
        loc.text(
            &plyyard::message::Message::new("qa-quiz-score")
                .num("correct", 1)
                .num("asked", asked)
                .num("total", asked),
        )
    };
    assert!(score(1).contains("1 из 1 вопроса"));
    assert!(score(21).contains("из 21 вопроса"));
    assert!(score(3).contains("из 3 вопросов"));
    assert!(score(5).contains("из 5 вопросов"));
}
