//! Seeded quiz runs driven through in-memory input.

use std::io::Cursor;

use plyyard::game_api::GameKind;
use plyyard::i18n::{Lang, Localiser};
use plyyard::qa::facts::Answer;
use plyyard::qa::quiz::{QuizOptions, QuizScore, run, select};

fn play(lang: Lang, options: &QuizOptions, input: &str) -> (QuizScore, String) {
    let loc = Localiser::new(lang);
    let mut reader = Cursor::new(input.as_bytes().to_vec());
    let mut out: Vec<u8> = Vec::new();
    // Unwrapped: these tests read the quiz line by line.
    let score = run(options, &loc, usize::MAX, &mut reader, &mut out).expect("in-memory io");
    (score, String::from_utf8(out).expect("utf-8"))
}

/// The right answer line for each selected question, in a given language's words.
fn right_answers(options: &QuizOptions, yes: &str, no: &str) -> String {
    select(options)
        .iter()
        .map(|f| match &f.answer {
            Answer::YesNo(true) => yes.to_string(),
            Answer::YesNo(false) => no.to_string(),
            Answer::Side(side) => side.to_string(),
            Answer::Number(n) => n.to_string(),
        })
        .map(|a| a + "\n")
        .collect()
}

#[test]
fn right_answers_in_french_words_score_full_marks() {
    let opts = QuizOptions {
        game: None,
        seed: 42,
        count: 12,
    };
    let input = right_answers(&opts, "Oui", "NON");
    let (score, out) = play(Lang::Fr, &opts, &input);
    assert_eq!(
        score,
        QuizScore {
            correct: 12,
            asked: 12,
            total: 12
        }
    );
    assert!(
        out.contains("Score : 12 bonnes réponses sur 12 questions traitées"),
        "{out}"
    );
}

#[test]
fn russian_words_with_yo_and_side_names_are_accepted() {
    let opts = QuizOptions {
        game: Some(GameKind::Hnefatafl),
        seed: 3,
        count: 0,
    };
    let input: String = select(&opts)
        .iter()
        .map(|f| match &f.answer {
            Answer::YesNo(true) => "да\n".to_string(),
            Answer::YesNo(false) => "Нет\n".to_string(),
            Answer::Side(s) if *s == "black" => "Чёрные\n".to_string(),
            Answer::Number(12) => "двенадцать\n".to_string(),
            Answer::Number(n) => format!("{n}\n"),
            other => panic!("{other:?}"),
        })
        .collect();
    let total = select(&opts).len();
    let (score, out) = play(Lang::Ru, &opts, &input);
    assert_eq!(score.correct, total, "{out}");
    assert!(
        out.contains(&format!("Результат: {total} из {total} вопросов")),
        "{out}"
    );
}

#[test]
fn wrong_answers_are_explained_and_counted() {
    let opts = QuizOptions {
        game: Some(GameKind::Dominoes),
        seed: 9,
        count: 3,
    };
    let questions = select(&opts);
    let input: String = questions
        .iter()
        .map(|f| match &f.answer {
            Answer::YesNo(true) => "no\n".to_string(),
            Answer::YesNo(false) => "yes\n".to_string(),
            Answer::Side(_) => "white\n".to_string(),
            Answer::Number(n) => format!("{}\n", n + 1),
        })
        .collect();
    let (score, out) = play(Lang::En, &opts, &input);
    assert_eq!(
        score,
        QuizScore {
            correct: 0,
            asked: 3,
            total: 3
        }
    );
    assert_eq!(out.matches("Wrong.").count(), 3, "{out}");
    let loc = Localiser::new(Lang::En);
    for f in questions {
        assert!(
            out.contains(&loc.get(&f.explain_id())),
            "explanation of {}",
            f.id
        );
    }
}

#[test]
fn an_unreadable_line_is_asked_again_once() {
    let opts = QuizOptions {
        game: Some(GameKind::Aeroplane),
        seed: 5,
        count: 2,
    };
    let first_right = right_answers(&opts, "yes", "no");
    let mut lines = first_right.lines();
    let input = format!("peut-être\n{}\nbof\n???\n", lines.next().unwrap());
    let (score, out) = play(Lang::Fr, &opts, &input);
    assert_eq!(
        score,
        QuizScore {
            correct: 1,
            asked: 2,
            total: 2
        }
    );
    assert_eq!(
        out.matches("Je ne comprends pas la réponse").count(),
        2,
        "{out}"
    );
    assert!(out.contains("Faux."), "{out}");
}

#[test]
fn end_of_input_stops_with_the_score_so_far() {
    let opts = QuizOptions {
        game: None,
        seed: 1,
        count: 5,
    };
    let two: String = right_answers(&opts, "oui", "non")
        .lines()
        .take(2)
        .map(|l| format!("{l}\n"))
        .collect();
    let (score, out) = play(Lang::En, &opts, &two);
    assert_eq!(
        score,
        QuizScore {
            correct: 2,
            asked: 2,
            total: 5
        }
    );
    assert!(out.contains("End of input"), "{out}");
    assert!(
        out.contains("Score: 2 right out of 2 questions answered (5 planned)."),
        "{out}"
    );
}

#[test]
fn same_seed_gives_the_same_transcript() {
    let opts = QuizOptions {
        game: None,
        seed: 2024,
        count: 6,
    };
    let a = play(Lang::Ru, &opts, "да\nнет\nда\n");
    let b = play(Lang::Ru, &opts, "да\nнет\nда\n");
    assert_eq!(a, b);
    let other = QuizOptions { seed: 2025, ..opts };
    assert_ne!(play(Lang::Ru, &other, "да\nнет\nда\n").1, a.1);
}
