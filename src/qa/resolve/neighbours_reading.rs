//! The neighbours' reading: what the strict readings leave, answered when
//! two independent rankings name the same fact and its frames give the
//! verdict.
//!
//! The closest labelled questions of the dev corpus
//! ([`crate::qa::neighbours`]) vote for facts; the closeness of the facts'
//! frames to the analysis ([`alternatives`]) ranks them on its own. The
//! question is answered when
//!
//! - the most voted fact has at least `neighbours_share` of the votes and
//!   is also the closest by its frames;
//! - that fact's relaxed reading ([`relaxed`](super::relaxed)) says every
//!   literal of a frame of at least two literals, and frames as specific do
//!   not disagree;
//! - of the neighbours that voted for the fact, at least `neighbours_agree`
//!   (by similarity) carry the reading's verdict: a question worded like
//!   them is asked the same way.
//!
//! The thresholds (`lexicon/decision.toml`) are chosen on the calibration
//! part of the corpus (docs/ask.md). Whether answered or not, the
//! alternatives offered interleave both rankings.

use super::relaxed::relaxed;
use super::score::Model;
use super::*;
use crate::qa::neighbours::{Index, index};

/// The literals a relaxed frame needs, at least.
const LEAST_LITERALS: usize = 2;

fn verdict_word(v: Option<bool>) -> &'static str {
    match v {
        Some(true) => "yes",
        Some(false) => "no",
        None => "open",
    }
}

/// The closest facts of both rankings, alternately, the neighbours' first.
fn interleaved(
    votes: &[(&'static Fact, f32)],
    closest: &[&'static Fact],
    skip: Option<&Fact>,
) -> Vec<&'static Fact> {
    let mut out: Vec<&'static Fact> = Vec::new();
    let voted = votes.iter().map(|(f, _)| *f);
    let mut a = voted.into_iter();
    let mut b = closest.iter().copied();
    loop {
        let (x, y) = (a.next(), b.next());
        if x.is_none() && y.is_none() {
            break;
        }
        for f in [x, y].into_iter().flatten() {
            if out.len() < ALTERNATIVES
                && skip.is_none_or(|s| s.id != f.id)
                && !out.iter().any(|o| o.id == f.id)
            {
                out.push(f);
            }
        }
    }
    out
}

/// The share (by similarity) of the `k` closest questions labelled with
/// `fact` whose verdict is `verdict`.
fn agreement(idx: &Index, text: &str, k: usize, fact: &Fact, verdict: Option<bool>) -> f32 {
    let (mut same, mut all) = (0.0f32, 0.0f32);
    for (doc, sim) in idx.nearest(text, k) {
        let e = idx.example(doc);
        if e.facts.iter().any(|f| f.id == fact.id) {
            all += sim;
            if e.verdict == verdict_word(verdict) {
                same += sim;
            }
        }
    }
    if all > 0.0 { same / all } else { 0.0 }
}

/// The games whose labelled questions vote: the question's, else all.
fn voting_games(a: &Analysis, game: Option<GameKind>) -> u8 {
    match question_mask(a, game) {
        0 => ALL_GAMES,
        m => m,
    }
}

/// The decision once the neighbours are heard: an answer for a question
/// not understood when the readings above agree, and the alternatives of
/// every abstention drawn from both rankings.
pub fn with_neighbours(
    text: &str,
    a: &Analysis,
    game: Option<GameKind>,
    model: &Model,
    decision: Decision,
) -> Decision {
    let mask = voting_games(a, game);
    let idx = index();
    let why = match &decision.outcome {
        Err(why) => why,
        Ok(ans) if model.neighbours_veto <= 1.0 && !ans.picked => {
            let votes = idx.vote(text, model.neighbours, game_bit(ans.fact.game));
            let named = |f: &Fact| f.id == ans.fact.id || ans.others.iter().any(|o| o.id == f.id);
            let own: f32 = votes.iter().filter(|(f, _)| named(f)).map(|(_, s)| s).sum();
            let rival = votes
                .iter()
                .find(|(f, _)| !named(f))
                .map_or(0.0, |(_, s)| *s);
            if own == 0.0 && f64::from(rival) >= model.neighbours_veto {
                let mut offered = vec![ans.fact];
                offered.extend(interleaved(&votes, &decision.alternatives, Some(ans.fact)));
                offered.truncate(ALTERNATIVES);
                return Decision {
                    alternatives: offered,
                    outcome: Err(Abstain::NotUnderstood),
                };
            }
            return decision;
        }
        Ok(_) => return decision,
    };
    let votes = idx.vote(text, model.neighbours, mask);
    let closest = alternatives(a, mask, None);
    if matches!(why, Abstain::NotUnderstood | Abstain::Conflict)
        && model.neighbours_share <= 1.0
        && !a.slots.is_empty()
    {
        if let Some((fact, share)) = votes.first() {
            let first_by_frames = closeness(fact, generic_of(fact), a) > 0
                && closest.first().is_some_and(|c| c.id == fact.id);
            let reading = relaxed(fact, a)
                .filter(|r| !r.torn && r.lits >= LEAST_LITERALS)
                .filter(|r| !rivalled(r, a, model.neighbours_rival));
            if let (true, Some(r)) = (
                f64::from(*share) >= model.neighbours_share && first_by_frames,
                reading,
            ) {
                if f64::from(agreement(idx, text, model.neighbours, fact, r.verdict))
                    >= model.neighbours_agree
                {
                    return Decision {
                        alternatives: interleaved(&votes, &closest, Some(fact)),
                        outcome: Ok(Answered {
                            fact,
                            verdict: r.verdict,
                            misconception: r.misconception,
                            confidence: Some((share * 1000.0).round() as u16),
                            others: Vec::new(),
                            picked: false,
                        }),
                    };
                }
            }
        }
    }
    Decision {
        alternatives: interleaved(&votes, &decision.alternatives, None),
        outcome: decision.outcome,
    }
}

/// Where the neighbours' reading stops for a question the strict readings
/// leave (for measuring: `examples/ask_corpus.rs --trace`).
#[derive(Clone, Debug)]
pub struct Trace {
    /// The most voted fact and its share of the votes.
    pub voted: Option<(&'static Fact, f32)>,
    /// The closest fact by its frames.
    pub closest: Option<&'static Fact>,
    /// The voted fact's relaxed reading, if any frame's literals are all said.
    pub relaxed: Option<super::relaxed::Relaxed>,
    /// The share (by similarity) of the fact's neighbours with that verdict.
    pub agreement: f32,
}

/// The steps of [`with_neighbours`] for an abstention, without deciding.
pub fn trace(text: &str, a: &Analysis, game: Option<GameKind>, model: &Model) -> Trace {
    let mask = voting_games(a, game);
    let idx = index();
    let votes = idx.vote(text, model.neighbours, mask);
    let closest = alternatives(a, mask, None).first().copied();
    let voted = votes.first().copied();
    let relaxed = voted.and_then(|(f, _)| relaxed(f, a));
    let agreement = match (voted, &relaxed) {
        (Some((f, _)), Some(r)) => agreement(idx, text, model.neighbours, f, r.verdict),
        _ => 0.0,
    };
    Trace {
        voted,
        closest,
        relaxed,
        agreement,
    }
}

/// Whether another fact of the same game reads the question as well:
/// its relaxed frame is more specific (`mode` 1 or 3), or as specific with
/// another verdict (`mode` 2 or 3).
fn rivalled(r: &super::relaxed::Relaxed, a: &Analysis, mode: u8) -> bool {
    if mode == 0 {
        return false;
    }
    facts::of(r.fact.game)
        .facts
        .iter()
        .filter(|g| g.id != r.fact.id)
        .filter_map(|g| relaxed(g, a))
        .any(|o| {
            (mode & 1 != 0 && o.lits > r.lits)
                || (mode & 2 != 0 && o.lits >= r.lits && o.verdict != r.verdict)
        })
}

fn generic_of(fact: &Fact) -> &'static [ConceptId] {
    facts::games()
        .iter()
        .find(|g| g.game == fact.game)
        .map_or(&[], |g| g.generic)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::qa::analyse::analyse;
    use crate::qa::detect::detect;
    use crate::qa::resolve::score::model;

    /// The strict decision and the one the neighbours give, for `text`.
    fn both(text: &str) -> (Decision, Decision) {
        let a = analyse(detect(text), text);
        let strict = decide(&a, None);
        let heard = with_neighbours(text, &a, None, model(), decide(&a, None));
        (strict, heard)
    }

    fn answer(d: &Decision) -> Option<(&'static str, Option<bool>)> {
        d.outcome.as_ref().ok().map(|a| (a.fact.id, a.verdict))
    }

    #[test]
    fn what_the_strict_readings_leave_is_answered_when_both_rankings_agree() {
        // Written for this test, not taken from any corpus part.
        for (text, fact, verdict) in [
            (
                "Ma fille veut sauter d'un coup deux pions collés sur la même ligne, elle a le droit ?",
                "cc-jump-two",
                Some(false),
            ),
            (
                "В базаре остались две последние кости, а мне нечем ходить. Можно их взять?",
                "dom-last-two",
                Some(false),
            ),
            (
                "Do I win only once all ten of my pieces sit in the opposite camp?",
                "cc-win-ten",
                Some(true),
            ),
        ] {
            let (strict, heard) = both(text);
            assert!(
                strict.outcome.is_err(),
                "{text}: the strict reading answered"
            );
            assert_eq!(answer(&heard), Some((fact, verdict)), "{text}");
            let ans = heard.outcome.as_ref().unwrap();
            assert!(ans.confidence.is_some() && !ans.picked);
            assert!(heard.alternatives.iter().all(|f| f.id != fact));
        }
    }

    #[test]
    fn a_silent_model_leaves_the_strict_outcome() {
        let silent = Model {
            neighbours_share: 2.0,
            neighbours_veto: 2.0,
            ..model().clone()
        };
        for text in [
            "Ma fille veut sauter d'un coup deux pions collés sur la même ligne, elle a le droit ?",
            "Un avion peut-il sortir de la base sur un quatre ?",
            "Quelle est la couleur du ciel ?",
        ] {
            let a = analyse(detect(text), text);
            let heard = with_neighbours(text, &a, None, &silent, decide(&a, None));
            assert_eq!(answer(&heard), answer(&decide(&a, None)), "{text}");
        }
    }

    #[test]
    fn a_strict_answer_is_kept_and_an_abstention_offers_the_most_voted_fact() {
        let text = "Un avion peut-il sortir de la base sur un quatre ?";
        let (strict, heard) = both(text);
        assert_eq!(answer(&heard), answer(&strict));
        assert!(answer(&heard).is_some());

        // One word the lexicon lacks: not answered, but the neighbours'
        // first fact is offered first.
        let text = "Засчитывается ли третья шестёрка подряд?";
        let (_, heard) = both(text);
        let votes = index().vote(text, model().neighbours, ALL_GAMES);
        assert!(heard.outcome.is_err(), "{text}");
        assert_eq!(
            heard.alternatives.first().map(|f| f.id),
            Some(votes[0].0.id)
        );
        assert_eq!(votes[0].0.id, "aero-third-six");
        assert!(heard.alternatives.len() <= ALTERNATIVES);
    }

    #[test]
    fn alternatives_alternate_the_rankings_without_repeats() {
        let facts = &facts::games()[0].facts;
        let (a, b, c) = (&facts[0], &facts[1], &facts[2]);
        let votes = [(a, 0.6f32), (b, 0.3)];
        let got = interleaved(&votes, &[b, c], None);
        let ids: Vec<&str> = got.iter().map(|f| f.id).collect();
        assert_eq!(ids, [a.id, b.id, c.id]);
        let got = interleaved(&votes, &[b, c], Some(a));
        assert_eq!(got.first().map(|f| f.id), Some(b.id));
    }
}
