//! Every parser of what a user types: engine notations, set items, answers of
//! every kind, and the questions of the catalogue's positions with the text as
//! their parameters. Whatever is read is shown, and the shown text must read
//! back the same (the engine's keys included).

use std::sync::OnceLock;

use plyyard::exercise::{self, Exercise, parse_answer};
use plyyard::game_api::{About, AnswerKind, Ask, GameKind, ItemKind, Trap};
use plyyard::games::{self, aeroplane, chinese_checkers as cc, dominoes, hnefatafl};
use plyyard::i18n::{Lang, Localiser};
use plyyard::vocab;
use toml::Spanned;

use super::assert_localised;

const ITEMS: [ItemKind; 4] = [
    ItemKind::Square,
    ItemKind::Move,
    ItemKind::Die,
    ItemKind::Tile,
];

const KINDS: [AnswerKind; 12] = [
    AnswerKind::YesNo,
    AnswerKind::Status,
    AnswerKind::Side,
    AnswerKind::Set(ItemKind::Square),
    AnswerKind::Set(ItemKind::Move),
    AnswerKind::Set(ItemKind::Die),
    AnswerKind::Set(ItemKind::Tile),
    AnswerKind::Number,
    AnswerKind::Distance,
    AnswerKind::Square,
    AnswerKind::Ends,
    AnswerKind::Classify,
];

/// The catalogue, loaded once per process.
fn catalogue() -> &'static [Exercise] {
    static CATALOGUE: OnceLock<Vec<Exercise>> = OnceLock::new();
    CATALOGUE.get_or_init(|| {
        exercise::entries(None)
            .into_iter()
            .filter_map(|e| exercise::load(&e.id, e.source(), e.texts()).ok())
            .collect()
    })
}

/// Reads `data` (lossy UTF-8) with every parser, then asks the questions of
/// one catalogue position (chosen by the first byte) about it.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    notations(&text);
    let norm = vocab::normalise(&text);
    assert_eq!(vocab::normalise(&norm), norm, "normalise is not idempotent");
    for game in GameKind::ALL {
        let adapter = games::adapter(game);
        for item in ITEMS {
            if let Some(c) = adapter.canonical_item(item, &text) {
                assert_eq!(
                    adapter.canonical_item(item, &c).as_deref(),
                    Some(c.as_str()),
                    "{game} {item:?}: {c:?} is not canonical"
                );
            }
        }
        // The kinds of answer this game's questions take (all of them for
        // the first game, to read every kind at least once).
        let kinds: Vec<AnswerKind> = if game == GameKind::ALL[0] {
            KINDS.to_vec()
        } else {
            adapter.asks().iter().map(|s| s.answer).collect()
        };
        for kind in kinds {
            if let Ok(answer) = parse_answer(kind, &text, adapter) {
                let shown = answer.to_string();
                let again = parse_answer(kind, &shown, adapter);
                assert_eq!(again.as_ref(), Ok(&answer), "{game} {kind:?}: {shown:?}");
            }
        }
    }
    if let Some(&first) = data.first() {
        let all = catalogue();
        let ex = &all[usize::from(first) % all.len()];
        positions(ex, &text, Lang::ALL[usize::from(first) % 3]);
    }
}

fn notations(text: &str) {
    if let Some(m) = aeroplane::notation::MoveText::parse(text) {
        assert_eq!(
            aeroplane::notation::MoveText::parse(&m.to_string()),
            Some(m)
        );
    }
    if let Some(s) = aeroplane::Square::parse(text) {
        assert_eq!(aeroplane::Square::parse(&s.to_string()), Some(s));
    }
    let _ = aeroplane::Side::parse(text);
    if let Some(w) = hnefatafl::notation::parse_move(text) {
        let name = hnefatafl::notation::move_name(w.mv);
        assert_eq!(
            hnefatafl::notation::parse_move(&name).map(|a| a.mv),
            Some(w.mv)
        );
        if let Some(claimed) = w.claimed {
            let full = hnefatafl::notation::move_with_captures(w.mv, claimed);
            let again = hnefatafl::notation::parse_move(&full).expect("reads back");
            assert_eq!((again.mv, again.claimed), (w.mv, w.claimed), "{full:?}");
        }
    }
    if let Some(s) = hnefatafl::board::Square::parse(text) {
        assert_eq!(hnefatafl::board::Square::parse(&s.to_string()), Some(s));
    }
    if let Ok(m) = dominoes::notation::parse_move(text) {
        let shown = m.to_string();
        let again = dominoes::notation::parse_move(&shown).expect("reads back");
        assert_eq!(again.to_string(), shown);
    }
    if let Ok(t) = dominoes::tile::parse_oriented(text) {
        assert_eq!(dominoes::tile::parse_oriented(&t.to_string()), Ok(t));
        assert_eq!(
            dominoes::tile::parse_tile(&t.tile().to_string()),
            Ok(t.tile())
        );
    }
    let _ = dominoes::notation::parse_at(text);
    if let Ok(m) = cc::path::RawMove::parse(text)
        && let Some(c) = m.canonical()
    {
        assert_eq!(cc::path::RawMove::parse(&c), Ok(m), "{c:?}");
    }
    if let Ok(p) = cc::board::Point::parse(text) {
        assert_eq!(cc::board::Point::parse(&p.to_string()), Ok(p));
    }
}

fn spanned(text: &str) -> Spanned<String> {
    Spanned::new(0..text.len(), text.to_string())
}

/// The questions of `ex`'s game that take text, with `text` as parameters.
fn asks(text: &str) -> Vec<Ask> {
    let parts: Vec<Spanned<String>> = text.split(';').map(spanned).collect();
    let (from, to) = text.split_once(' ').unwrap_or((text, text));
    let mut out = vec![
        Ask::Legal { mv: spanned(text) },
        Ask::Moves {
            from: Some(spanned(text)),
        },
        Ask::CaptureRolls {
            target: spanned(text),
        },
        Ask::Score { mv: spanned(text) },
        Ask::Distance {
            from: spanned(from),
            to: spanned(to),
        },
    ];
    for about in About::ALL {
        out.push(Ask::After {
            moves: parts.clone(),
            about,
        });
    }
    out
}

fn positions(ex: &Exercise, text: &str, lang: Lang) {
    let loc = Localiser::new(lang);
    let traps: Vec<Option<Trap>> = std::iter::once(None)
        .chain(ex.adapter.traps().iter().copied().map(Some))
        .collect();
    for ask in asks(text) {
        let Some(kind) = ex.adapter.answer_kind(&ask) else {
            continue;
        };
        for &trap in &traps {
            match ex.position.solve(&ask, trap) {
                Ok(solved) => {
                    let shown = solved.answer.to_string();
                    let again = parse_answer(kind, &shown, ex.adapter);
                    assert_eq!(
                        again.as_ref(),
                        Ok(&solved.answer),
                        "{ask:?} {trap:?}: {shown:?}"
                    );
                    if trap.is_none() {
                        let mut all = ex
                            .position
                            .diagram_in(&solved.highlights, false, &|m| loc.text(m));
                        for reason in &solved.reasons {
                            all.push_str(&loc.text(reason));
                        }
                        assert_localised(&all, text);
                    }
                }
                // The same words under every trap: localised once.
                Err(err) if trap.is_none() => assert_localised(&loc.text(&err.message), text),
                Err(_) => {}
            }
        }
    }
}
