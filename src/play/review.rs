//! A reviewed game (`plyyard review`): the learner's moves that mattered,
//! each with the engine's reason and the better move, the illegal moves
//! tried during the game with the trap each matched, and each marked
//! position as an exercise file whose answer the engine computes.

use crate::exercise::{Solution, Source, Texts, load};
use crate::game_api::Trap;
use crate::games::play::Playable;
use crate::games::review::{Finding, Reviewable};
use crate::i18n::{Lang, Localiser};
use crate::message::Message;

use super::record::{Record, split_try};
use super::replay::Replayed;

/// A marked move.
#[derive(Clone, Debug)]
pub struct Mark<G: Reviewable> {
    /// The move's number (from 1).
    pub ply: usize,
    /// The side that played it.
    pub side: &'static str,
    /// The move as played.
    pub played: String,
    /// The better move, as a player types it.
    pub better: String,
    /// The move as played, in the reader's words.
    pub played_words: Message,
    /// The better move, in the reader's words.
    pub better_words: Message,
    /// The position it was chosen in (a pending roll included).
    pub before: G,
    /// What the engine found.
    pub finding: Finding<G::Move>,
}

/// An illegal move tried during the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TriedMove {
    /// Moves played before it.
    pub ply: usize,
    /// The side that tried it.
    pub side: &'static str,
    /// What was typed.
    pub typed: String,
    /// The stable name of the engine's reason.
    pub code: &'static str,
    /// The engine's reason.
    pub reason: Message,
    /// The traps (rules of other variants) under which it is legal.
    pub traps: Vec<Trap>,
}

/// A reviewed record.
pub struct Reviewed<G: Reviewable> {
    /// The side reviewed (`None`: both, when the record does not say who
    /// the learner was).
    pub learner: Option<&'static str>,
    /// How many of the reviewed side's moves were looked at.
    pub looked_at: usize,
    /// The marks, in move order.
    pub marks: Vec<Mark<G>>,
    /// The illegal tries kept in the record, re-judged by the engine.
    pub tries: Vec<TriedMove>,
}

/// Reviews the legal moves of a replayed record.
pub fn review<G: Reviewable>(record: &Record, replayed: &Replayed<G>) -> Reviewed<G> {
    let learner = record.learner();
    let mut out = Reviewed {
        learner,
        looked_at: 0,
        marks: Vec::new(),
        tries: Vec::new(),
    };
    for (i, mv) in replayed.moves.iter().enumerate() {
        let before = replayed.positions[i].before(Some(mv));
        let side = before.side_to_move();
        if learner.is_some_and(|l| l != side) {
            continue;
        }
        out.looked_at += 1;
        if let Some(finding) = before.review(mv) {
            out.marks.push(Mark {
                ply: i + 1,
                side,
                played: before.move_text(mv),
                better: before.move_text(&finding.better),
                played_words: before.move_words(mv),
                better_words: before.move_words(&finding.better),
                before,
                finding,
            });
        }
    }
    out.tries = tries(record, replayed);
    out
}

/// The record's tries, each judged again in its position.
fn tries<G: Playable>(record: &Record, replayed: &Replayed<G>) -> Vec<TriedMove> {
    let rules = G::edition();
    let mut out = Vec::new();
    for entry in &record.tries {
        let Some((ply, typed)) = split_try(entry.get_ref()) else {
            continue;
        };
        let Some(position) = replayed.positions.get(ply) else {
            continue;
        };
        let position = position.before(replayed.moves.get(ply));
        let Ok(written) = position.read(typed) else {
            continue;
        };
        let Err(reason) = position.check_written(&rules, &written) else {
            continue;
        };
        let traps = Trap::of(G::KIND)
            .iter()
            .copied()
            .filter(|&t| {
                G::trap_rules(t).is_some_and(|r| position.check_written(&r, &written).is_ok())
            })
            .collect();
        out.push(TriedMove {
            ply,
            side: position.side_to_move(),
            typed: typed.to_string(),
            code: G::illegal_code(&reason),
            reason: G::illegal_text(&reason),
            traps,
        });
    }
    out
}

/// A marked position as an exercise file.
#[derive(Clone, Debug)]
pub struct Exported {
    /// The file name, without extension: `<game>-<ply>-<code>`.
    pub stem: String,
    /// The exercise (TOML, format 1), its answer computed by the engine.
    pub toml: String,
    /// The answer written in it.
    pub answer: String,
    /// Its texts (`title`, `q1`, `explain`) in each language, as Fluent files.
    pub ftl: Vec<(Lang, String)>,
}

/// The exercise of a mark; the message says why it cannot be made.
pub fn exercise<G: Reviewable>(mark: &Mark<G>, label: &str) -> Result<Exported, Message> {
    let drill = &mark.finding.exercise;
    let shown = super::export::comment_safe(label);
    let head = format!(
        "# Reviewed move {} of {shown}\nformat = 1\ngame = \"{}\"\nlevel = 3\ntags = [\"review\", \"{}\"]\n\n[position]\n{}\n[[question]]\n{}",
        mark.ply,
        G::KIND.name(),
        mark.finding.code,
        drill.position,
        drill.question
    );
    let invalid = || Message::new("replay-export-invalid");
    let exercise = load(label, Source::new(label, head.clone()), Texts::None).map_err(|e| {
        e.problems
            .first()
            .map(|p| p.message.clone())
            .unwrap_or_else(invalid)
    })?;
    let question = exercise.questions.first().ok_or_else(invalid)?;
    let solution = Solution::new(&exercise, question).map_err(|e| e.message)?;
    let answer = solution.key().to_string();
    let prompt = crate::render::generic_prompt(&question.ask);
    let explain = Message::new("review-explain")
        .num("ply", mark.ply as i64)
        .msg("reason", mark.finding.reason.clone());
    let title = Message::new(drill.title);
    let ftl = Lang::ALL
        .iter()
        .map(|&lang| {
            let loc = Localiser::new(lang);
            (
                lang,
                crate::drill::write::ftl_text(&[
                    ("title", loc.text(&title)),
                    ("q1", loc.text(&prompt)),
                    ("explain", loc.text(&explain)),
                ]),
            )
        })
        .collect();
    Ok(Exported {
        stem: format!("{}-{:03}-{}", G::KIND.name(), mark.ply, mark.finding.code),
        toml: format!("{head}answer = {}\n", toml::Value::String(answer.clone())),
        answer,
        ftl,
    })
}
