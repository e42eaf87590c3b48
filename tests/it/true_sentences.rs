//! Sentences the third texts review found untrue (issue 24, item 1), in the
//! three languages: each now says what the rule says.

use plyyard::i18n::{Lang, Localiser};

/// The text of message `id` in each language, lower case.
fn texts(id: &str) -> [(Lang, String); 3] {
    [Lang::Fr, Lang::Ru, Lang::En].map(|lang| (lang, Localiser::new(lang).get(id).to_lowercase()))
}

/// Each language's text of `id` holds its word (fr, ru, en).
fn holds(id: &str, words: [&str; 3]) {
    for ((lang, text), word) in texts(id).into_iter().zip(words) {
        assert!(text.contains(word), "{lang} {id}: “{word}” missing: {text}");
    }
}

#[test]
fn rolls_but_six_serve_planes_in_their_lane_too() {
    // Not only "on the circuit": a plane in its home lane uses them as well.
    for id in [
        "fact-aero-exit-six-explain",
        "ex-aeroplane-no-six-no-exit-explain",
        "fact-aero-exit-choice-explain",
    ] {
        holds(id, ["couloir", "дорожк", "lane"]);
    }
    holds(
        "fact-aero-six-exit-optional-explain",
        ["sorti", "вышедш", "out of"],
    );
}

#[test]
fn a_jump_needs_a_neighbour_and_the_free_point_behind() {
    holds(
        "fact-cc-supports-stay-explain",
        ["voisin", "рядом", "next to"],
    );
    holds(
        "fact-cc-supports-stay-explain",
        ["libre", "свободен", "empty"],
    );
    for (lang, text) in texts("fact-cc-supports-stay-explain") {
        assert!(
            !text.contains("à tout moment")
                && !text.contains("когда угодно")
                && !text.contains("any time"),
            "{lang}: {text}"
        );
    }
}

#[test]
fn passing_in_the_dominoes_help_needs_no_fitting_tile() {
    // Two conditions: nothing fits, and only the last two tiles are left.
    holds(
        "play-notation-dominoes",
        [
            "passe quand aucun domino ne va",
            "«пас», когда ни одна кость не подходит",
            "pass when no tile fits",
        ],
    );
    holds(
        "play-notation-dominoes",
        ["deux derniers", "две последние", "last two"],
    );
}

#[test]
fn the_hundred_half_moves_are_this_editions_decision() {
    holds(
        "fact-hnef-quiet-draw-explain",
        ["environ cent", "около ста", "about one hundred"],
    );
    holds(
        "fact-hnef-quiet-draw-explain",
        ["exactement cent", "ровно сто", "exactly one hundred"],
    );
}
