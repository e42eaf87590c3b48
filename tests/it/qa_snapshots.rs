//! Snapshots of `rules`, `ask` (text and JSON) and a quiz in fr, ru and en.

use std::io::Cursor;

use plyyard::game_api::GameKind;
use plyyard::i18n::{Lang, Localiser};
use plyyard::qa::{ask, quiz, rules};
use plyyard::render::{ask_report, write_ask};

fn snapshot(name: &str, text: &str) {
    insta::with_settings!({ snapshot_path => "../fixtures/qa/snapshots", prepend_module_to_snapshot => false }, {
        insta::assert_snapshot!(name, text);
    });
}

fn rules_text(game: GameKind, lang: Lang) -> String {
    let mut out = Vec::new();
    // Wrapped at 80 columns, as `plyyard rules` off a terminal.
    rules::render(game, &Localiser::new(lang), 80, &mut out).expect("write");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn rules_in_three_languages() {
    for game in GameKind::ALL {
        for lang in Lang::ALL {
            let text = rules_text(game, lang);
            assert!(
                !text.contains('['),
                "missing text in {game} {lang}:\n{text}"
            );
            snapshot(&format!("rules-{game}-{lang}"), &text);
        }
    }
}

fn ask_text(question: &str, lang: Option<Lang>) -> (String, serde_json::Value) {
    let asked = ask::ask(question, None).expect("short question");
    let loc = Localiser::new(lang.unwrap_or(asked.lang));
    let mut out = Vec::new();
    write_ask(&asked, &loc, &mut out).expect("write");
    let json = serde_json::to_value(ask_report(&asked, &loc)).expect("json");
    (String::from_utf8(out).expect("utf-8"), json)
}

#[test]
fn ask_answers_in_the_language_of_the_question() {
    let cases = [
        (
            "ask-fr-throne",
            "Un soldat peut-il s'arrêter sur le trône ?",
        ),
        ("ask-ru-third-six", "Что будет после трёх шестёрок подряд?"),
        (
            "ask-en-boneyard",
            "May I draw the last two tiles from the boneyard?",
        ),
        ("ask-fr-no-match", "Quelle heure est-il à Tokyo ?"),
        (
            "ask-fr-trap",
            "Un avion peut-il sortir de la base sur un quatre ?",
        ),
        ("ask-ru-negated", "Солдат не может встать на трон?"),
        // A negative question whose negation fails: English answers the
        // positive ("Yes", one can), French « Si ».
        (
            "ask-en-negated",
            "Can't pieces pass through the empty throne?",
        ),
        (
            "ask-fr-negated",
            "Les défenseurs ne peuvent-ils pas capturer ?",
        ),
        ("ask-en-game-unclear", "Who moves first?"),
    ];
    for (name, question) in cases {
        let (text, json) = ask_text(question, None);
        snapshot(name, &format!("{question}\n---\n{text}---\n{json:#}\n"));
    }
}

#[test]
fn ask_with_lang_override_answers_in_that_language() {
    let (text, json) = ask_text("Can a soldier stop on the throne?", Some(Lang::Ru));
    assert_eq!(json["lang"], "en");
    assert_eq!(json["id"], "hnef-soldier-throne");
    assert_eq!(json["verdict"], "no");
    snapshot("ask-en-to-ru", &text);
}

#[test]
fn ask_json_follows_the_contract() {
    let (_, json) = ask_text("Les doubles donnent-ils des points bonus ?", None);
    for key in [
        "lang",
        "id",
        "question",
        "answer",
        "verdict",
        "alternatives",
        "game",
        "fact",
    ] {
        assert!(json.get(key).is_some(), "{key}");
    }
    assert_eq!(json["lang"], "fr");
    assert_eq!(json["id"], "dom-double-no-bonus");
    assert_eq!(json["fact"], "dom-double-no-bonus");
    assert_eq!(json["game"], "dominoes");
    assert_eq!(json["verdict"], "no");
    let (_, none) = ask_text("zzzz", None);
    assert!(none["id"].is_null() && none["verdict"].is_null());
    assert_eq!(none["reason"], "not-understood");
    assert_eq!(none["alternatives"].as_array().map(Vec::len), Some(3));
    let (_, open) = ask_text("Comment capture-t-on le roi ?", None);
    assert_eq!(open["id"], "hnef-king-four");
    assert!(open["verdict"].is_null());
}

#[test]
fn a_seeded_quiz_transcript_in_each_language() {
    for (lang, input) in [
        (Lang::En, "yes\nmaybe\nno\nred\n"),
        (Lang::Fr, "oui\nnon\nnon\n"),
        (Lang::Ru, "да\nнет\nбелые\nда\n"),
    ] {
        let opts = quiz::QuizOptions {
            game: None,
            seed: 7,
            count: 4,
        };
        let mut out = Vec::new();
        let mut reader = Cursor::new(input.as_bytes().to_vec());
        quiz::run(&opts, &Localiser::new(lang), 80, &mut reader, &mut out).expect("io");
        snapshot(
            &format!("quiz-seed7-{lang}"),
            &String::from_utf8(out).expect("utf-8"),
        );
    }
}
