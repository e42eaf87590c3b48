//! The built-in catalogue, game by game, through the same `verify` that authors
//! run: valid positions, recorded answers equal to the engine's, declared traps
//! that change the answer, texts in fr, ru and en. Also what each game's
//! catalogue must cover: at least 12 exercises, every trap, every kind of question.
//! And what practice shows after each question: its own explanation.

use std::collections::BTreeSet;

use plyyard::exercise;
use plyyard::game_api::{About, GameKind};
use plyyard::games;
use plyyard::i18n::{Lang, Localiser};
use plyyard::render::text_part;

use crate::ftl::messages;

fn check_game(game: GameKind, asks: &[&str], abouts: &[About]) {
    let entries = exercise::entries(Some(game));
    assert!(
        entries.len() >= 12,
        "{game}: only {} exercises",
        entries.len()
    );
    let mut problems = Vec::new();
    let mut traps = BTreeSet::new();
    let mut seen_asks = BTreeSet::new();
    let mut seen_abouts = BTreeSet::new();
    for entry in &entries {
        problems.extend(
            exercise::verify(&entry.id, entry.source(), entry.texts())
                .into_iter()
                .map(|p| format!("{}: {} {:?}", p.exercise, p.code, p.message)),
        );
        let Ok(ex) = exercise::load(&entry.id, entry.source(), entry.texts()) else {
            continue;
        };
        for q in &ex.questions {
            seen_asks.insert(q.ask.name());
            if let plyyard::game_api::Ask::After { about, .. } = &q.ask {
                seen_abouts.insert(about.name());
            }
            for t in &q.traps {
                traps.insert(*t.get_ref());
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    for trap in games::adapter(game).traps() {
        assert!(
            traps.contains(trap),
            "{game}: no exercise catches the trap {trap}"
        );
    }
    for ask in asks {
        assert!(seen_asks.contains(ask), "{game}: no `{ask}` question");
    }
    for about in abouts {
        assert!(
            seen_abouts.contains(about.name()),
            "{game}: no `after` about {}",
            about.name()
        );
    }
}

#[test]
fn hnefatafl_catalogue() {
    check_game(
        GameKind::Hnefatafl,
        &[
            "legal",
            "moves",
            "after",
            "status",
            "king-routes",
            "escape",
            "capture-king",
        ],
        &[About::Captured, About::Turn, About::Status],
    );
}

#[test]
fn aeroplane_catalogue() {
    check_game(
        GameKind::Aeroplane,
        &["legal", "moves", "after", "status", "capture-rolls"],
        &[
            About::Landing,
            About::Captured,
            About::ExtraRoll,
            About::Turn,
        ],
    );
}

#[test]
fn chinese_checkers_catalogue() {
    check_game(
        GameKind::ChineseCheckers,
        &["legal", "moves", "after", "status", "distance"],
        &[About::Captured],
    );
}

#[test]
fn dominoes_catalogue() {
    check_game(
        GameKind::Dominoes,
        &[
            "legal", "moves", "after", "status", "classify", "draws", "score",
        ],
        &[About::OpenEnds, About::Turn],
    );
}

/// Practice shows a question's own explanation (`qN-explain`) right after
/// that question, and the exercise's `explain` only after the last one: every
/// question of an exercise with more than one question has its own, in the
/// three languages, and no per-question text (`qN-explain`, `qN-hint`) names a
/// question its exercise does not have.
#[test]
fn every_question_of_a_multi_question_exercise_has_its_own_explanation() {
    let mut problems = Vec::new();
    let mut per_question = BTreeSet::new();
    let mut checked = 0;
    for entry in exercise::entries(None) {
        let ex = exercise::load(&entry.id, entry.source(), entry.texts()).unwrap();
        for q in &ex.questions {
            for part in ["explain", "hint"] {
                per_question.extend(ex.text_id(&format!("q{}-{part}", q.number)));
            }
        }
        if ex.questions.len() < 2 {
            continue;
        }
        for lang in Lang::ALL {
            let loc = Localiser::new(lang);
            for q in &ex.questions {
                match text_part(&ex, &format!("q{}-explain", q.number), &loc) {
                    Some(text) if !text.trim().is_empty() => checked += 1,
                    _ => problems.push(format!(
                        "{} q{} [{lang}]: no explanation of its own",
                        ex.id, q.number
                    )),
                }
            }
        }
    }
    for lang in Lang::ALL {
        for m in messages(lang) {
            let numbered = m.id.starts_with("ex-")
                && (m.id.ends_with("-explain") || m.id.ends_with("-hint"))
                && m.id.rsplit('-').nth(1).is_some_and(|q| {
                    q.strip_prefix('q')
                        .is_some_and(|n| n.parse::<u32>().is_ok())
                });
            if numbered && !per_question.contains(&m.id) {
                problems.push(format!("{}: {} names no question", m.file, m.id));
            }
        }
    }
    assert!(checked > 300, "only {checked} explanations looked at");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
