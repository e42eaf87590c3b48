//! Every message that counts something, in French and Russian, rendered with
//! 0, 1, 2, 5, 11, 21, 22 and 25: no Fluent error, no missing-id marker,
//! French 0 never read through a singular-only form ("un seul coup" for no
//! move), Russian one/few/many chosen by the number's last digits. Then
//! concrete sentences for a representative set.

use plyyard::games::aeroplane::board::{Side as AeroSide, Square};
use plyyard::games::aeroplane::game::Event as AeroEvent;
use plyyard::games::aeroplane::text as aero_text;
use plyyard::games::chinese_checkers::board::Point;
use plyyard::games::chinese_checkers::text::{self as cc_text, Note};
use plyyard::games::hnefatafl::game::Side as HnefSide;
use plyyard::games::hnefatafl::text as hnef_text;
use plyyard::i18n::{Lang, Localiser};
use plyyard::message::Message;

use crate::ftl::{Msg, args_for, bundle, format, messages};

const NUMBERS: [i64; 8] = [0, 1, 2, 5, 11, 21, 22, 25];

/// The text with every run of digits replaced by `#`.
fn shape(text: &str) -> String {
    let mut out = String::new();
    let mut in_digits = false;
    for c in text.chars() {
        if c.is_ascii_digit() {
            if !in_digits {
                out.push('#');
            }
            in_digits = true;
        } else {
            out.push(c);
            in_digits = false;
        }
    }
    out
}

fn counted(lang: Lang) -> Vec<Msg> {
    messages(lang)
        .into_iter()
        .filter(|m| !m.counted.is_empty())
        .collect()
}

#[test]
fn every_counting_message_renders_each_number_without_error() {
    for lang in [Lang::Fr, Lang::Ru, Lang::En] {
        let b = bundle(lang);
        let loc = Localiser::new(lang);
        let msgs = counted(lang);
        assert!(
            msgs.len() > 30,
            "{lang}: only {} counting messages",
            msgs.len()
        );
        for m in &msgs {
            for n in NUMBERS {
                let text = format(&b, &m.id, &args_for(m, n));
                assert!(!text.trim().is_empty(), "{lang} {} ({n}) is empty", m.id);
                // The same message through the program's own localiser.
                let mut msg = Message::new(m.id.as_str());
                for v in &m.vars {
                    let name: &'static str = Box::leak(v.clone().into_boxed_str());
                    msg = if m.counted.contains(v) {
                        msg.num(name, n)
                    } else {
                        msg.text(name, "X")
                    };
                }
                let shown = loc.text(&msg);
                assert!(!shown.starts_with(&format!("[{}:", lang.code())), "{shown}");
                assert_eq!(shown, text, "{lang} {}", m.id);
            }
        }
    }
}

/// French counts 0 with 1 (CLDR `one`): a message that has no `[0]` variant
/// must show the number itself for 0 ("0 pièce"), never a spelled-out
/// singular ("un seul coup", "une case").
#[test]
fn french_zero_is_never_read_as_one() {
    let b = bundle(Lang::Fr);
    for m in counted(Lang::Fr) {
        let text = format(&b, &m.id, &args_for(&m, 0));
        for bad in ["un seul", "une seule", "d’un ", "d’une ", " un ", " une "] {
            if !m.has_zero {
                assert!(
                    !format!(" {text}").contains(bad) || text.contains('0'),
                    "{} ({}): 0 reads as one: {text}",
                    m.id,
                    m.file
                );
            }
        }
        if !m.has_zero {
            assert!(
                text.split(|c: char| !c.is_ascii_digit()).any(|w| w == "0"),
                "{} ({}): 0 needs a [0] variant or the number shown: {text}",
                m.id,
                m.file
            );
        }
    }
}

/// Russian: 1 and 21 take the same form, 2 and 22 the same, 5, 11 and 25
/// the same; French: every number from 2 up the same.
#[test]
fn forms_follow_the_plural_categories() {
    for lang in [Lang::Ru, Lang::Fr] {
        let b = bundle(lang);
        for m in counted(lang) {
            if m.other_number_keys {
                continue;
            }
            let s = |n: i64| shape(&format(&b, &m.id, &args_for(&m, n)));
            let groups: &[&[i64]] = match lang {
                Lang::Ru => &[&[1, 21], &[2, 22], &[5, 11, 25]],
                _ => &[&[2, 5, 11, 21, 22, 25]],
            };
            for group in groups {
                let first = s(group[0]);
                for n in &group[1..] {
                    assert_eq!(s(*n), first, "{lang} {}: {} vs {n}", m.id, group[0]);
                }
            }
        }
    }
}

fn text(lang: Lang, msg: &Message) -> String {
    Localiser::new(lang).text(msg)
}

#[test]
fn french_sentences() {
    let fr = |m: &Message| text(Lang::Fr, m);
    let list = |done: i64| {
        fr(&Message::new("list-count")
            .num("done", done)
            .num("total", 59))
    };
    assert_eq!(list(0), "aucun exercice fait sur 59");
    assert_eq!(list(1), "1 exercice fait sur 59");
    assert_eq!(list(12), "12 exercices faits sur 59");
    assert_eq!(
        fr(&Message::new("practice-start")
            .num("done", 1)
            .num("total", 15)
            .num("due", 0)),
        "Entraînement : 1 exercice fait sur 15. Tapez votre réponse, ou indice, solution, passer, quitter."
    );
    assert_eq!(
        fr(&Message::new("validate-count").num("count", 0)),
        "aucun problème"
    );
    let over = |by: u8| {
        fr(&aero_text::illegal(
            &plyyard::games::aeroplane::game::Illegal::Overshoot {
                from: Square::Lane(AeroSide::Red, 4),
                roll: 2 + by,
                by,
            },
        ))
    };
    assert!(over(1).contains("dépasse d’une case"), "{}", over(1));
    assert!(over(3).contains("dépasse de 3 cases"), "{}", over(3));
    assert_eq!(
        fr(&hnef_text::move_count(HnefSide::White, 0)),
        "Les Blancs n’ont aucun coup légal."
    );
    assert_eq!(
        fr(&hnef_text::move_count(HnefSide::Black, 1)),
        "Les Noirs disposent d’un seul coup légal."
    );
    let d10 = Point::parse("d10").unwrap();
    let zero = fr(&cc_text::note(&Note::Distance(d10, d10, 0, "d10".into())));
    assert!(zero.contains("aucun coup"), "{zero}");
    let capture = |count: u8| {
        fr(&aero_text::event(&AeroEvent::Capture {
            victim: AeroSide::Yellow,
            square: Square::Ring(12),
            count,
        }))
    };
    assert_eq!(capture(1), "Case 12 : un avion jaune retourne à sa base.");
    assert_eq!(
        capture(3),
        "Case 12 : 3 avions jaunes retournent à leur base."
    );
}

#[test]
fn russian_sentences() {
    let ru = |m: &Message| text(Lang::Ru, m);
    let count = |n: i64| ru(&Message::new("validate-count").num("count", n));
    assert_eq!(count(0), "проблем нет");
    assert_eq!(count(1), "1 проблема");
    assert_eq!(count(3), "3 проблемы");
    assert_eq!(count(5), "5 проблем");
    assert_eq!(count(11), "11 проблем");
    assert_eq!(count(21), "21 проблема");
    assert_eq!(count(22), "22 проблемы");
    assert_eq!(count(25), "25 проблем");
    let escape = |n: i64| ru(&Message::new("ask-escape").num("within", n));
    assert!(escape(1).contains("за 1 ход?"), "{}", escape(1));
    assert!(escape(2).contains("за 2 хода?"), "{}", escape(2));
    assert!(escape(5).contains("за 5 ходов?"), "{}", escape(5));
    let welcome = |n: i64| {
        ru(&Message::new("practice-start")
            .num("done", 0)
            .num("total", n)
            .num("due", 0))
    };
    assert!(welcome(1).contains("из 1 упражнения."), "{}", welcome(1));
    assert!(welcome(21).contains("из 21 упражнения."), "{}", welcome(21));
    assert!(welcome(2).contains("из 2 упражнений."), "{}", welcome(2));
    assert!(welcome(5).contains("из 5 упражнений."), "{}", welcome(5));
    assert_eq!(
        ru(&hnef_text::move_count(HnefSide::White, 0)),
        "У белых нет ни одного допустимого хода."
    );
    assert_eq!(
        ru(&hnef_text::move_count(HnefSide::Black, 22)),
        "У чёрных 22 допустимых хода."
    );
    let capture = |count: u8| {
        ru(&aero_text::event(&AeroEvent::Capture {
            victim: AeroSide::Yellow,
            square: Square::Ring(12),
            count,
        }))
    };
    assert_eq!(
        capture(1),
        "Клетка 12: сбит 1 жёлтый самолёт, он возвращается на базу."
    );
    assert_eq!(
        capture(3),
        "Клетка 12: сбиты 3 жёлтых самолёта, они возвращаются на базу."
    );
    let e5 = Point::parse("e5").unwrap();
    let dest = |n: usize| ru(&cc_text::note(&Note::Destinations(e5, n)));
    assert!(dest(1).ends_with("на 1 пункт."), "{}", dest(1));
    assert!(dest(21).ends_with("на 21 пункт."), "{}", dest(21));
    assert!(dest(2).ends_with("на 2 пункта."), "{}", dest(2));
    assert!(dest(22).ends_with("на 22 пункта."), "{}", dest(22));
    assert!(dest(5).ends_with("на 5 пунктов."), "{}", dest(5));
    assert!(dest(11).ends_with("на 11 пунктов."), "{}", dest(11));
    // side names in lower case mid-sentence, capitalised at a line's start
    assert_eq!(
        ru(&aero_text::event(&AeroEvent::TurnPasses {
            to: AeroSide::Yellow
        })),
        "Очередь переходит к жёлтым."
    );
    assert!(
        ru(&aero_text::event(&AeroEvent::Arrived {
            side: AeroSide::Red
        }))
        .starts_with("Красные ")
    );
}

#[test]
fn progress_lines_count_exercises_and_reviews() {
    let line = |lang: Lang, done: i64, total: i64, due: i64| {
        text(
            lang,
            &Message::new("progress-game")
                .msg("game", Message::new("game-dominoes"))
                .num("done", done)
                .num("total", total)
                .num("due", due)
                .msg("last", Message::new("progress-never")),
        )
    };
    let ru = |total: i64, due: i64| line(Lang::Ru, 0, total, due);
    for (n, ex, q) in [
        (0, "из 0 упражнений", "повторять нечего"),
        (1, "из 1 упражнения", "1 вопрос пора повторить"),
        (2, "из 2 упражнений", "2 вопроса пора повторить"),
        (5, "из 5 упражнений", "5 вопросов пора повторить"),
        (11, "из 11 упражнений", "11 вопросов пора повторить"),
        (21, "из 21 упражнения", "21 вопрос пора повторить"),
        (22, "из 22 упражнений", "22 вопроса пора повторить"),
        (25, "из 25 упражнений", "25 вопросов пора повторить"),
    ] {
        let t = ru(n, n);
        assert!(t.contains(ex) && t.contains(q), "{n}: {t}");
    }
    let fr = |done: i64, due: i64| line(Lang::Fr, done, 16, due);
    for (n, ex, q) in [
        (0, "aucun exercice fait sur 16", "rien à revoir"),
        (1, "1 exercice fait sur 16", "1 question à revoir"),
        (2, "2 exercices faits sur 16", "2 questions à revoir"),
        (11, "11 exercices faits sur 16", "11 questions à revoir"),
        (21, "21 exercices faits sur 16", "21 questions à revoir"),
    ] {
        let t = fr(n, n);
        assert!(t.contains(ex) && t.contains(q), "{n}: {t}");
    }
}

/// The counts the third texts review found without a plural form (issue 24),
/// at 0, 1, 2, 5, 11, 21, 22 and 25.
#[test]
fn issue_24_counts_take_their_plural_forms() {
    let fr = |m: &Message| text(Lang::Fr, m);
    let ru = |m: &Message| text(Lang::Ru, m);
    let en = |m: &Message| text(Lang::En, m);
    let heavy = |n: i64| {
        Message::new("dom-why-heavy")
            .text("tile", "6-6")
            .num("pips", n)
    };
    let sampled = |n: i64| {
        Message::new("dom-why-sampled")
            .text("tile", "6-6")
            .num("won", n)
            .num("games", n)
    };
    let search = |n: i64| Message::new("hnef-why-search").num("depth", n);
    let totals = |n: i64| {
        Message::new("list-totals")
            .num("first", 0)
            .num("questions", n)
            .num("due", 0)
    };
    for n in NUMBERS {
        let (one_fr, one_en) = (n <= 1, n == 1);
        let pick = |one: bool, a: &str, b: &str| format!("{n} {}", if one { a } else { b });
        assert!(
            fr(&heavy(n)).contains(&pick(one_fr, "point ", "points ")),
            "{}",
            fr(&heavy(n))
        );
        assert!(fr(&sampled(n)).contains(&pick(one_fr, "partie sur", "parties sur")));
        assert!(fr(&sampled(n)).contains(&pick(one_fr, "jouée ", "jouées ")));
        assert!(fr(&search(n)).contains(&pick(one_fr, "demi-coup à", "demi-coups à")));
        assert!(fr(&totals(n)).contains(&pick(one_fr, "question ·", "questions ·")));
        assert!(
            en(&heavy(n)).contains(&pick(one_en, "pip ", "pips ")),
            "{}",
            en(&heavy(n))
        );
        assert!(en(&sampled(n)).contains(&pick(one_en, "game played", "games played")));
        assert!(en(&search(n)).contains(&pick(one_en, "half-move ahead", "half-moves ahead")));
        assert!(en(&totals(n)).contains(&pick(one_en, "question ·", "questions ·")));
        // Russian: the genitive after «от» and «из»: 1 and 21 singular.
        let one_ru = n % 10 == 1 && n % 100 != 11;
        assert!(
            ru(&heavy(n)).contains(&pick(one_ru, "очка,", "очков,")),
            "{}",
            ru(&heavy(n))
        );
        assert!(ru(&sampled(n)).contains(&pick(
            one_ru,
            "партии, доигранной",
            "партий, доигранных"
        )));
        let depth = match (n % 10, n % 100) {
            (_, 11..=14) => "полуходов",
            (1, _) => "полуход",
            (2..=4, _) => "полухода",
            _ => "полуходов",
        };
        assert!(
            ru(&search(n)).contains(&format!("{n} {depth}")),
            "{}",
            ru(&search(n))
        );
    }
}

/// French « victoire des Noirs »; a Russian side at a line's start is
/// capitalised («Красные (движок): …», «Красные: на кубике выпало 5.»).
#[test]
fn issue_24_side_names_in_their_place() {
    let won = Message::new("replay-result-won").msg("side", Message::side("black"));
    assert_eq!(text(Lang::Fr, &won), "Résultat : victoire des Noirs.");
    let engine = Message::new("play-engine-move")
        .side_arg("side", "red")
        .text("move", "6:base");
    assert_eq!(text(Lang::Ru, &engine), "Красные (движок): 6:base");
    assert_eq!(
        text(Lang::Ru, &aero_text::rolls(AeroSide::Red, 5)),
        "Красные: на кубике выпало 5."
    );
}
