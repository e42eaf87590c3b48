//! Dominoes texts: the Fluent files parse, en/fr/ru hold the same ids, every
//! id the code emits exists, every message of every enum variant formats
//! without error in each language, no bidi marks.

use std::collections::BTreeSet;
use std::fs;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use plyyard::games::dominoes::moves::{At, Done, Effects, Hidden, Illegal};
use plyyard::games::dominoes::notation::NotationError;
use plyyard::games::dominoes::setup::Issue;
use plyyard::games::dominoes::state::{Outcome, Side};
use plyyard::games::dominoes::text;
use plyyard::games::dominoes::tile::{Oriented, Tile, TileError};
use plyyard::message::{Arg, Message};
use unic_langid::LanguageIdentifier;

const LANGS: [&str; 3] = ["en", "fr", "ru"];

fn ids(source: &str) -> BTreeSet<String> {
    source
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

fn read(lang: &str, file: &str) -> String {
    fs::read_to_string(format!("locales/{lang}/{file}")).unwrap()
}

fn bundle(lang: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().unwrap();
    let mut b = FluentBundle::new(vec![id]);
    b.set_use_isolating(false);
    for file in [
        "common.ftl",
        "cli.ftl",
        "dominoes.ftl",
        "exercises-dominoes.ftl",
    ] {
        let res = FluentResource::try_new(read(lang, file))
            .unwrap_or_else(|(_, e)| panic!("{lang}/{file}: {e:?}"));
        b.add_resource(res).unwrap();
    }
    b
}

fn format(b: &FluentBundle<FluentResource>, m: &Message) -> String {
    let msg = b
        .get_message(&m.id)
        .unwrap_or_else(|| panic!("missing id {}", m.id));
    let mut args = FluentArgs::new();
    for (name, arg) in &m.args {
        match arg {
            Arg::Num(n) => args.set(*name, FluentValue::from(*n)),
            Arg::Text(t) => args.set(*name, FluentValue::from(t.clone())),
            Arg::Msg(inner) => args.set(*name, FluentValue::from(format(b, inner))),
        }
    }
    let mut errors = Vec::new();
    let out = b
        .format_pattern(msg.value().unwrap(), Some(&args), &mut errors)
        .to_string();
    assert!(errors.is_empty(), "{}: {errors:?}", m.id);
    out
}

fn t(a: u8, b: u8) -> Tile {
    Tile::new(a, b).unwrap()
}

fn samples() -> Vec<Message> {
    let tile = t(2, 5);
    let o = |l, r| Oriented { left: l, right: r };
    let mut v = Vec::new();
    for i in [
        Illegal::GameOver,
        Illegal::NotInHand(tile),
        Illegal::NoMatch {
            tile,
            left: 1,
            right: 3,
        },
        Illegal::WrongEnd {
            tile,
            at: At::Left,
            value: 1,
            other: 5,
        },
        Illegal::DrawWhilePlayable(tile),
        Illegal::LastTwo { left: 2 },
        Illegal::BoneyardEmpty,
        Illegal::NotInBoneyard(tile),
        Illegal::PassWhileDrawPossible { left: 5 },
        Illegal::PassWhilePlayable(tile),
        Illegal::NotOpened,
        Illegal::EndOnEmptyLine(tile),
        Illegal::EndNotNamed(tile),
    ] {
        v.push(text::illegal(i));
    }
    for h in [
        Hidden::Hand {
            side: Side::Black,
            unknown: 3,
        },
        Hidden::MaybeInHand(tile),
        Hidden::DrawUnnamed,
        Hidden::BlockedTotals,
    ] {
        v.push(text::hidden(h));
    }
    v.push(text::notation(NotationError::End, "2-5@up"));
    v.push(text::notation(NotationError::Tile(TileError::Syntax), "x"));
    v.push(text::tile_error(TileError::Range(9), "2-9"));
    for issue in [
        Issue::BadTurn,
        Issue::BadTile,
        Issue::PipOutOfRange(8),
        Issue::UnknownInLine,
        Issue::Duplicate(tile),
        Issue::LineMismatch(o(2, 5), o(3, 4)),
        Issue::NegativeCount,
        Issue::TileCount(21),
        Issue::BoneyardTooSmall(1),
        Issue::BoneyardTooLarge(15),
        Issue::WhiteOpens,
        Issue::EmptyHandUnopened(Side::White),
        Issue::BothHandsEmpty,
        Issue::PassesUnopened,
        Issue::PassesBoneyard(4),
        Issue::PassesAfterWin(Side::Black),
        Issue::PasserCanPlay(Side::White, tile),
        Issue::BlockedHiddenTiles,
    ] {
        v.push(text::issue(issue, "7-1"));
    }
    let outcomes = [
        Outcome::Ongoing,
        Outcome::EmptyHand(Side::Black),
        Outcome::Blocked { black: 3, white: 9 },
        Outcome::Blocked { black: 4, white: 4 },
    ];
    for o in outcomes {
        v.push(text::outcome(o));
    }
    let dones = [
        Done::Opened {
            tile: tile.oriented(),
        },
        Done::Played {
            tile,
            at: At::Right,
            ends: (2, 2),
        },
        Done::Drew {
            tile: Some(tile),
            left: 4,
        },
        Done::Drew {
            tile: None,
            left: 1,
        },
        Done::Passed { passes: 1 },
    ];
    for done in dones {
        for (next, points, outcome) in [
            (Side::Black, 0, Outcome::Ongoing),
            (Side::White, 10, Outcome::Ongoing),
            (Side::White, 0, Outcome::EmptyHand(Side::Black)),
        ] {
            v.extend(text::effects(&Effects {
                side: Side::Black,
                done,
                points,
                next,
                outcome,
            }));
        }
    }
    v
}

/// Ids written literally in the engine's adapter and text modules.
fn code_ids() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for entry in fs::read_dir("src/games/dominoes").unwrap() {
        let src = fs::read_to_string(entry.unwrap().path()).unwrap();
        for piece in src.split('"').skip(1).step_by(2) {
            if piece.starts_with("dom-")
                && piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '-' || c.is_ascii_digit())
                && !piece.ends_with('-')
            {
                out.insert(piece.to_string());
            }
        }
    }
    out
}

#[test]
fn same_ids_in_every_language() {
    for file in ["dominoes.ftl", "exercises-dominoes.ftl"] {
        let en = ids(&read("en", file));
        assert!(!en.is_empty());
        for lang in ["fr", "ru"] {
            assert_eq!(ids(&read(lang, file)), en, "{lang}/{file}");
        }
        let prefix = if file == "dominoes.ftl" {
            "dom-"
        } else {
            "ex-dominoes-"
        };
        assert!(en.iter().all(|id| id.starts_with(prefix)), "{file}");
    }
}

#[test]
fn every_message_formats_in_every_language() {
    let samples = samples();
    let literal = code_ids();
    assert!(literal.len() > 20);
    for lang in LANGS {
        let b = bundle(lang);
        for m in &samples {
            let s = format(&b, m);
            assert!(!s.contains('{'), "{lang} {}: {s}", m.id);
        }
        for id in &literal {
            assert!(b.get_message(id).is_some(), "{lang}: {id} missing");
        }
        for end in ["left", "right", "both", "none"] {
            assert!(b.get_message(&format!("dom-fits-{end}")).is_some());
        }
    }
}

#[test]
fn russian_plurals_follow_the_number() {
    let b = bundle("ru");
    let two = format(&b, &text::illegal(Illegal::LastTwo { left: 2 }));
    assert!(two.contains("осталось 2 кости"), "{two}");
    let five = format(&b, &text::issue(Issue::TileCount(25), ""));
    assert!(five.contains("25 костей"), "{five}");
    let one = format(&b, &text::issue(Issue::TileCount(21), ""));
    assert!(one.contains("21 кость"), "{one}");
}

#[test]
fn wrong_end_names_both_values() {
    let b = bundle("en");
    let s = format(
        &b,
        &text::illegal(Illegal::WrongEnd {
            tile: t(1, 2),
            at: At::Right,
            value: 5,
            other: 2,
        }),
    );
    assert_eq!(
        s,
        "Tile 1-2 does not fit the right end (open value 5); it fits only the left end (open value 2)."
    );
}

#[test]
fn no_bidi_marks() {
    for lang in LANGS {
        for file in ["dominoes.ftl", "exercises-dominoes.ftl"] {
            let s = read(lang, file);
            assert!(
                !s.chars().any(|c| matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')),
                "{lang}/{file}"
            );
        }
    }
}

/// A move shown on a French or Russian screen (`play`, its hints and
/// move lists, `review`) is written in that language's words, and the move
/// reader takes it back as the same move.
#[test]
fn moves_are_shown_in_the_readers_words_and_read_back() {
    use plyyard::games::dominoes::notation::parse_move;
    for lang in LANGS {
        let b = bundle(lang);
        for canonical in ["2-5@left", "2-5@right", "0-0@left", "draw", "pass"] {
            let shown = format(&b, &text::answer_item(canonical));
            let back = parse_move(&shown).unwrap_or_else(|e| panic!("{lang}: {shown}: {e:?}"));
            assert_eq!(back.to_string(), canonical, "{lang}: {shown}");
            if lang != "en" {
                for english in ["left", "right", "draw", "pass"] {
                    assert!(
                        !shown.split(['@', ' ']).any(|w| w == english),
                        "{lang}: {shown}"
                    );
                }
            }
        }
    }
}
