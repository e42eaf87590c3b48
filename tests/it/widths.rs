//! Every screen that is text, wrapped to the width asked for (`COLUMNS`),
//! in the three languages: no line longer than the width, words never cut.
//!
//! Two kinds of line may be longer, and only those: a single word longer
//! than the width (a file path), and clap's one-line usage synopsis.

use crate::common::{plyyard, run};

const WIDTHS: [usize; 4] = [40, 60, 80, 100];

fn screens() -> Vec<Vec<&'static str>> {
    vec![
        vec!["rules", "aeroplane"],
        vec!["rules", "chinese-checkers"],
        vec!["rules", "dominoes"],
        vec!["rules", "hnefatafl"],
        vec!["progress"],
        vec!["--help"],
        vec!["play", "--help"],
        vec!["review", "--help"],
        vec!["ask", "Peut-on sortir un avion de la base avec un cinq ?"],
        vec!["ask", "Можно ли спасовать, если в базаре ещё есть кости?"],
        vec!["ask", "Quelle est la couleur du ciel ce soir ?"],
    ]
}

fn allowed_long(line: &str) -> bool {
    !line.trim().contains(' ')
        || ["Usage:", "Utilisation:", "Использование:"]
            .iter()
            .any(|u| line.starts_with(u))
}

#[test]
fn text_screens_fit_the_width_in_every_language() {
    for width in WIDTHS {
        for lang in ["fr", "ru", "en"] {
            for args in screens() {
                let (_, out, err) =
                    run(plyyard(Some(lang), &args).env("COLUMNS", width.to_string()));
                for line in out.lines().chain(err.lines()) {
                    let n = line.chars().count();
                    assert!(
                        n <= width || allowed_long(line),
                        "{lang} {args:?} at {width}: {n} columns: {line}"
                    );
                }
            }
        }
    }
}

#[test]
fn wrapping_breaks_between_words_only() {
    // The same text at 40 and at 100 columns has the same words.
    for lang in ["fr", "ru"] {
        let words = |width: usize| {
            let (_, out, _) =
                run(plyyard(Some(lang), &["rules", "hnefatafl"]).env("COLUMNS", width.to_string()));
            out.split_whitespace()
                .filter(|w| !w.chars().all(|c| c == '='))
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        assert_eq!(words(40), words(100), "{lang}");
    }
}
