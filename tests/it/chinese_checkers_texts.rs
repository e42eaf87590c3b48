//! The Chinese checkers texts: valid Fluent in en, fr and ru with the same ids,
//! every message the game builds resolves without errors in each language,
//! Russian plurals have all forms, no bidi marks, no long runs copied from the
//! French guide.

use std::collections::BTreeSet;
use std::fs;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use plyyard::games::chinese_checkers::board::{BadName, Point};
use plyyard::games::chinese_checkers::game::Event;
use plyyard::games::chinese_checkers::legality::Illegal;
use plyyard::games::chinese_checkers::rules::Side;
use plyyard::games::chinese_checkers::setup::SetupProblem;
use plyyard::games::chinese_checkers::text::{self, Note, QuestionProblem};
use plyyard::message::{Arg, Message};

const LANGS: [&str; 3] = ["en", "fr", "ru"];
const FILES: [&str; 2] = ["chinese-checkers", "exercises-chinese-checkers"];

fn read(lang: &str, file: &str) -> String {
    fs::read_to_string(format!("locales/{lang}/{file}.ftl")).unwrap()
}

fn ids(src: &str) -> BTreeSet<String> {
    src.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

fn bundle(lang: &str) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.parse().unwrap();
    let mut b = FluentBundle::new(vec![id]);
    b.set_use_isolating(false);
    for file in ["common", "chinese-checkers", "exercises-chinese-checkers"] {
        let res = FluentResource::try_new(read(lang, file))
            .unwrap_or_else(|(_, e)| panic!("{lang}/{file}: {e:?}"));
        b.add_resource(res)
            .unwrap_or_else(|e| panic!("{lang}/{file}: {e:?}"));
    }
    b
}

fn render(b: &FluentBundle<FluentResource>, m: &Message) -> String {
    let msg = b
        .get_message(&m.id)
        .unwrap_or_else(|| panic!("missing {}", m.id));
    let mut args = FluentArgs::new();
    for (name, arg) in &m.args {
        match arg {
            Arg::Num(n) => args.set(*name, FluentValue::from(*n)),
            Arg::Text(t) => args.set(*name, FluentValue::from(t.clone())),
            Arg::Msg(inner) => args.set(*name, FluentValue::from(render(b, inner))),
        }
    }
    let mut errors = Vec::new();
    let out = b
        .format_pattern(
            msg.value().expect("message has a value"),
            Some(&args),
            &mut errors,
        )
        .to_string();
    assert!(errors.is_empty(), "{}: {errors:?}", m.id);
    out
}

fn p(s: &str) -> Point {
    Point::parse(s).unwrap()
}

fn every_message() -> Vec<Message> {
    let (a, b, c) = (p("d10"), p("e11"), p("f12"));
    let mut out: Vec<Message> = [
        Illegal::GameOver { winner: Side::Red },
        Illegal::PassWhileMoveExists { from: a, to: b },
        Illegal::NoDestination { at: a },
        Illegal::OffBoard {
            name: BadName {
                letter: b'a',
                col: 12,
            },
        },
        Illegal::NoPiece { at: a },
        Illegal::NotYourPiece {
            at: a,
            owner: Side::Blue,
        },
        Illegal::NotAdjacentNorJump { from: a, to: c },
        Illegal::StepOccupied { from: a, to: b },
        Illegal::NothingToJump {
            from: a,
            over: b,
            to: c,
        },
        Illegal::LandingOccupied {
            from: a,
            over: b,
            to: c,
        },
        Illegal::VisitedTwice { at: a },
        Illegal::StepThenMore {
            from: a,
            to: b,
            next: c,
        },
        Illegal::StepAfterJump { from: a, to: b },
        Illegal::LeavesTargetCamp { from: a, to: b },
        Illegal::MustContinue {
            at: a,
            over: b,
            to: c,
        },
    ]
    .iter()
    .map(text::illegal)
    .collect();
    out.extend(
        [
            Event::Step {
                side: Side::Red,
                from: a,
                to: b,
            },
            Event::Jump {
                side: Side::Blue,
                from: a,
                over: b,
                to: c,
            },
            Event::Captured {
                owner: Side::Blue,
                at: b,
            },
            Event::Passed { side: Side::Red },
            Event::Won { side: Side::Blue },
        ]
        .iter()
        .map(text::event),
    );
    for count in [0usize, 1, 2, 5, 11, 21] {
        out.push(text::setup_problem(&SetupProblem::TooMany {
            side: Side::Red,
            count,
        }));
        out.push(text::setup_problem(&SetupProblem::WrongCount {
            side: Side::Blue,
            count,
        }));
        out.push(text::note(&Note::PivotsStay(count)));
        out.push(text::note(&Note::MovesCount(count)));
        out.push(text::note(&Note::Destinations(a, count)));
        out.push(text::note(&Note::HomeCount(Side::Red, count)));
        out.push(text::note(&Note::Distance(
            a,
            c,
            count as u32,
            "d10 → f12".into(),
        )));
    }
    out.push(text::setup_problem(&SetupProblem::Duplicate {
        at: a,
        side: Side::Red,
        index: 3,
        first: Side::Blue,
    }));
    out.push(text::setup_problem(&SetupProblem::BothHome));
    out.push(text::bad_turn("green"));
    out.push(text::bad_point("a12", Side::Red));
    out.push(text::note(&Note::OnlyPass(Side::Red)));
    out.push(text::note(&Note::Blocker(Side::Red, a)));
    out.push(text::note(&Note::PartialNoWin));
    out.push(text::note(&Note::Unreachable(a, c)));
    for q in [
        QuestionProblem::UnreadableMove("x"),
        QuestionProblem::UnreadablePoint("x"),
        QuestionProblem::OffBoard("a12"),
        QuestionProblem::NoPiece(a),
        QuestionProblem::NotToMove(a, Side::Blue),
        QuestionProblem::IllegalInSequence(2, "d10-f12", Illegal::VisitedTwice { at: a }),
        QuestionProblem::UnknownTrap("colour-jump"),
        QuestionProblem::Unsupported("escape"),
        QuestionProblem::TooManyPaths(50_000),
    ] {
        out.push(text::question(&q));
    }
    out
}

#[test]
fn same_ids_in_every_language() {
    for file in FILES {
        let en = ids(&read("en", file));
        assert!(!en.is_empty());
        for lang in ["fr", "ru"] {
            assert_eq!(ids(&read(lang, file)), en, "{lang}/{file}");
        }
        assert!(
            en.iter()
                .all(|id| id.starts_with("cc-") || id.starts_with("ex-chinese-checkers-"))
        );
    }
}

#[test]
fn every_game_message_resolves_in_every_language() {
    let msgs = every_message();
    for lang in LANGS {
        let b = bundle(lang);
        for m in &msgs {
            let s = render(&b, m);
            assert!(!s.trim().is_empty(), "{lang} {}", m.id);
            for (_, arg) in &m.args {
                if let Arg::Text(t) = arg {
                    if t.len() > 1 && m.id != "cc-legend" {
                        assert!(s.contains(t.as_str()), "{lang} {}: `{s}` lacks {t}", m.id);
                    }
                }
            }
        }
        // every exercise text formats too
        for id in ids(&read(lang, "exercises-chinese-checkers")) {
            render(&b, &Message::new(id));
        }
    }
}

#[test]
fn russian_plurals_and_numbers() {
    let b = bundle("ru");
    let many = render(&b, &text::note(&Note::MovesCount(5)));
    let few = render(&b, &text::note(&Note::MovesCount(3)));
    let one = render(&b, &text::note(&Note::MovesCount(21)));
    assert!(many.contains("путей"), "{many}");
    assert!(few.contains("пути"), "{few}");
    assert!(one.contains("путь"), "{one}");
    let src = read("ru", "chinese-checkers");
    for block in src.split("\ncc-").filter(|b| b.contains("-> ")) {
        for form in ["[one]", "[few]", "[many]", "*[other]"] {
            assert!(block.contains(form), "ru block lacks {form}: {block}");
        }
    }
}

#[test]
fn no_bidi_marks_and_no_long_runs_from_the_guide() {
    let guide = fs::read_to_string("/work/shared/guides/001_dc838f291f1d3521.txt").ok();
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(|w| w.to_lowercase())
            .collect()
    };
    let grams =
        |ws: &[String]| -> BTreeSet<String> { ws.windows(8).map(|w| w.join(" ")).collect() };
    let guide_grams = guide
        .as_deref()
        .map(|g| grams(&words(g)))
        .unwrap_or_default();
    for lang in LANGS {
        for file in FILES {
            let src = read(lang, file);
            assert!(
                !src.chars().any(|c| matches!(c, '\u{200e}' | '\u{200f}' | '\u{2066}'..='\u{2069}' | '\u{202a}'..='\u{202e}')),
                "{lang}/{file} has bidi marks"
            );
            for line in src.lines() {
                let copied: Vec<_> = grams(&words(line))
                    .intersection(&guide_grams)
                    .cloned()
                    .collect();
                assert!(
                    copied.is_empty(),
                    "{lang}/{file}: copied from the guide: {copied:?}"
                );
            }
        }
    }
}
