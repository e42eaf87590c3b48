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

/// What `play` and `practice` say when a board cannot be drawn narrower
/// than the screen (told once), by language.
fn wider_note(lang: &str) -> &'static str {
    match lang {
        "fr" => "il ne se dessine pas plus étroit",
        "ru" => "а сжать её нельзя",
        _ => "it cannot be drawn narrower",
    }
}

/// The commands of `play` in each language: help, moves, hint, then quit.
fn play_commands(lang: &str) -> [&'static str; 4] {
    match lang {
        "fr" => ["commandes", "coups", "indice", "quitter"],
        "ru" => ["справка", "ходы", "подсказка", "выход"],
        _ => ["help", "moves", "hint", "quit"],
    }
}

/// A dominoes game played to its end at one keyboard (`--hot-seat`): each
/// side's first choice, as a person would type it; the chain grows long.
fn dominoes_game(seed: u64) -> Vec<String> {
    use plyyard::games::engine::Outcome;
    use plyyard::games::play::Playable;
    use plyyard::play::table::{Actor, Table};
    let mut table = Table::<plyyard::games::dominoes::State>::new(seed);
    let mut typed = Vec::new();
    while table.outcome() == Outcome::Ongoing && typed.len() < 120 {
        let mv = table.choices()[0];
        typed.push(table.state().move_text(&mv));
        table.play(mv, Actor::Human).unwrap();
    }
    typed
}

/// Checks a screen: no line longer than the width, except the lines of a
/// board that cannot be narrower, which then says so exactly once.
fn check_screen(lang: &str, what: &str, width: usize, out: &str) {
    let said = out.split_whitespace().collect::<Vec<_>>().join(" ");
    let notes = said.matches(wider_note(lang)).count();
    assert!(notes <= 1, "{lang} {what} at {width}: told {notes} times");
    for line in out.lines() {
        // Practice does not echo what is read: on a terminal the answer
        // and its Enter follow the prompt `> `, here the next text does.
        let mut line = line;
        while let Some(rest) = line.strip_prefix("> ") {
            line = rest;
        }
        let n = line.chars().count();
        assert!(
            // A board's line is set in columns (runs of spaces); a
            // sentence never is.
            n <= width || allowed_long(line) || (notes == 1 && line.contains("   ")),
            "{lang} {what} at {width}: {n} columns: {line}"
        );
    }
}

#[test]
fn play_and_practice_fit_the_width_in_every_language() {
    let dominoes: Vec<String> = dominoes_game(9);
    for width in WIDTHS {
        for lang in ["fr", "ru", "en"] {
            let [help, moves, hint, quit] = play_commands(lang);
            for game in ["aeroplane", "chinese-checkers", "dominoes", "hnefatafl"] {
                let input = format!("{help}\n{moves}\n{hint}\n{quit}\n");
                let (_, out, err) = crate::common::run_with_stdin(
                    plyyard(Some(lang), &["play", game, "--seed", "3"])
                        .env("COLUMNS", width.to_string()),
                    &input,
                );
                check_screen(lang, game, width, &format!("{out}{err}"));
            }
            // A whole dominoes game at one keyboard: the chain wraps
            // between tiles, the board never needs the note.
            let mut input = dominoes.join("\n");
            input.push('\n');
            let (_, out, _) = crate::common::run_with_stdin(
                plyyard(
                    Some(lang),
                    &["play", "dominoes", "--seed", "9", "--hot-seat"],
                )
                .env("COLUMNS", width.to_string()),
                &input,
            );
            assert!(!out.contains(wider_note(lang)), "{lang} at {width}:\n{out}");
            check_screen(lang, "dominoes game", width, &out);
            // Practice through standard input: the sentences wrap, the
            // aeroplane board says once that it is wider.
            let data = tempfile::tempdir().unwrap();
            let (_, out, err) = crate::common::run_with_stdin(
                plyyard(Some(lang), &["practice", "--game", "aeroplane"])
                    .env("COLUMNS", width.to_string())
                    .env("PLYYARD_DATA_DIR", data.path()),
                &format!("x\n{hint}\n{quit}\n"),
            );
            check_screen(lang, "practice", width, &format!("{out}{err}"));
            if width < 75 {
                assert!(
                    out.contains(wider_note(lang).split(' ').next().unwrap()),
                    "{out}"
                );
            }
            // The practice menu (shown on a terminal).
            let rows: Vec<plyyard::practice::menu::GameRow> = plyyard::game_api::GameKind::ALL
                .into_iter()
                .map(|game| plyyard::practice::menu::GameRow {
                    game,
                    done: 3,
                    total: 15,
                })
                .collect();
            let loc = plyyard::i18n::Localiser::new(plyyard::i18n::Lang::parse(lang).unwrap());
            let mut menu = Vec::new();
            plyyard::practice::menu::choose(
                &rows,
                21,
                &loc,
                width,
                &mut "9\nq\n".as_bytes(),
                &mut menu,
            )
            .unwrap();
            check_screen(lang, "menu", width, &String::from_utf8(menu).unwrap());
        }
    }
}

#[test]
fn play_breaks_between_words_and_moves_only() {
    // The same game at 40 and at 100 columns says the same words.
    for lang in ["fr", "ru"] {
        let [help, moves, hint, quit] = play_commands(lang);
        let words = |width: usize| {
            let (_, out, _) = crate::common::run_with_stdin(
                plyyard(Some(lang), &["play", "hnefatafl", "--seed", "3"])
                    .env("COLUMNS", width.to_string()),
                &format!("{help}\n{moves}\n{hint}\n{quit}\n"),
            );
            out.split_whitespace()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        assert_eq!(words(40), words(100), "{lang}");
    }
}
