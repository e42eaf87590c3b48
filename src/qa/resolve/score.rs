//! The scored reading of a question, for what the strict reading leaves.
//!
//! The strict reading ([`qualify`](super::qualify)) answers only when a frame
//! names every content word of the question; a learner's question often adds
//! a story, a word the lexicon lacks or a detail the rule does not need. Here
//! every frame that shares something with the asking sentence is described
//! by [`FEATURES`] numbers (how much of the frame the question says, how much
//! of the question the fact explains, in the asking sentence and in the
//! context, weighted by how informative the words are, what could turn the
//! verdict over…) and a logistic model, fitted offline on the dev corpus
//! (`examples/ask_train.rs`) and shipped as data (`lexicon/decision.toml`),
//! gives the probability that the frame's fact and verdict are the right
//! answer. The decision ([`super::decide`]) answers only above a threshold
//! chosen on a calibration part of the corpus held apart from the dev and
//! test parts.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::{
    explained, inverted_by_also, misconception, named_side, only_in_conditions, other_side,
    qualify, quantified_condition, slot_has, soft, verdict_of, wh_fits,
};
use crate::qa::analyse::{Analysis, Slot};
use crate::qa::concepts::{ConceptId, concepts, game_bit};
use crate::qa::facts::{self, Fact, Frame, Lit, Sign, Source};

/// How many numbers describe a frame's reading of a question.
pub const FEATURES: usize = 24;

/// The names of the features, in order (for the trainer's report).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "bias",
    "strict",
    "hit_share",
    "missing",
    "missing_weight",
    "missing_verdict",
    "unexplained_focus",
    "unexplained_focus_weight",
    "unexplained_context",
    "unexplained_negation",
    "explained_share_focus",
    "unknown_focus",
    "negative_question",
    "open_question",
    "open_frame",
    "corrects_variant",
    "frame_length",
    "core_said",
    "only_in_condition",
    "quantified_condition",
    "inverted",
    "context_sentences",
    "strict_alone",
    "strict_context_free",
];

/// A fact's best scored reading of a question.
#[derive(Clone, Debug)]
pub struct Scored {
    /// The fact.
    pub fact: &'static Fact,
    /// Its verdict on the question as asked (`None`: open).
    pub verdict: Option<bool>,
    /// Whether the question carries the variant's rule the fact corrects.
    pub misconception: bool,
    /// The model's probability that this is the right answer.
    pub p: f64,
    /// The features of that reading.
    pub features: [f64; FEATURES],
}

/// The fitted model and the calibrated decision thresholds.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Model {
    /// One weight per feature (the first is the bias).
    pub weights: Vec<f64>,
    /// The least probability of the strict reading's answer for it to stand.
    pub veto: f64,
    /// The most informative word the tolerant reading may leave unexplained
    /// (0: no tolerant reading).
    pub tolerance: f64,
    /// The least probability of the best reading for an answer.
    pub threshold: f64,
    /// The least lead of the best reading over the best reading with
    /// another verdict.
    pub margin: f64,
    /// The neighbours' reading ([`super::neighbours_reading`]): how many
    /// closest labelled questions vote.
    #[serde(default = "default_neighbours")]
    pub neighbours: usize,
    /// The least share of their votes the fact needs (above 1: silent).
    #[serde(default = "silent")]
    pub neighbours_share: f64,
    /// The least share of the voters for that fact that must give the
    /// relaxed reading's verdict.
    #[serde(default = "silent")]
    pub neighbours_agree: f64,
    /// A strict answer whose fact none of the neighbours votes for yields
    /// to an abstention when another fact has this share of the votes
    /// (above 1: never).
    #[serde(default = "silent")]
    pub neighbours_veto: f64,
    /// Another fact of the game whose relaxed reading the question says
    /// too keeps the neighbours' reading from answering: 0 never, 1 when
    /// its frame has more literals, 2 when it has as many or more and
    /// another verdict, 3 either.
    #[serde(default)]
    pub neighbours_rival: u8,
}

fn default_neighbours() -> usize {
    10
}

fn silent() -> f64 {
    2.0
}

impl Model {
    /// The probability the model gives a reading.
    pub fn probability(&self, x: &[f64; FEATURES]) -> f64 {
        let z: f64 = self.weights.iter().zip(x).map(|(w, v)| w * v).sum();
        1.0 / (1.0 + (-z).exp())
    }
}

/// The shipped model.
pub fn model() -> &'static Model {
    static MODEL: OnceLock<Model> = OnceLock::new();
    MODEL.get_or_init(|| {
        let model: Model = toml::from_str(include_str!("../../../lexicon/decision.toml"))
            .expect("lexicon/decision.toml is valid (tested)");
        assert_eq!(model.weights.len(), FEATURES, "one weight per feature");
        model
    })
}

/// How informative each concept is: the log of how rare it is among the
/// facts' frames and lists of words (a concept no fact names weighs most).
pub fn weight(c: ConceptId) -> f64 {
    static DF: OnceLock<(HashMap<ConceptId, usize>, usize)> = OnceLock::new();
    let (df, n) = DF.get_or_init(|| {
        let mut df: HashMap<ConceptId, usize> = HashMap::new();
        let mut n = 0;
        for fact in facts::all() {
            n += 1;
            let mut seen: Vec<ConceptId> = Vec::new();
            for lit in fact
                .frames
                .iter()
                .flat_map(|f| f.lits.iter())
                .chain(fact.also)
            {
                if let Lit::Concept(c, _) = lit {
                    for l in concepts().lineage(*c) {
                        if !seen.contains(l) {
                            seen.push(*l);
                        }
                    }
                }
            }
            for c in seen {
                *df.entry(c).or_default() += 1;
            }
        }
        (df, n)
    });
    let d = df.get(&c).copied().unwrap_or(0) as f64;
    ((*n as f64 + 1.0) / (d + 1.0)).ln()
}

/// The weight of a slot: its most informative reading.
pub fn slot_weight(s: &Slot) -> f64 {
    s.alts.iter().map(|c| weight(*c)).fold(0.0, f64::max)
}

fn lit_said(lit: &Lit, frame: &Frame, fact: &Fact, a: &Analysis) -> bool {
    match lit {
        Lit::Concept(c, neg) => a.slots.iter().any(|s| slot_has(s, *c, *neg)),
        Lit::Side => named_side(a, fact.game).is_some(),
        Lit::Num => super::counted_number(frame, a).is_some(),
        Lit::Wh(w) => a.wh == Some(*w),
    }
}

/// The features of a frame's reading, or `None` when the frame cannot
/// read the question at all (an open frame for a yes/no question, a count
/// for a question of another thing, nothing of the frame said).
pub fn features(
    frame: &Frame,
    fact: &Fact,
    generic: &[ConceptId],
    a: &Analysis,
    views: Option<&(Analysis, Analysis)>,
) -> Option<[f64; FEATURES]> {
    if frame.sign == Sign::Open && a.wh.is_none() {
        return None;
    }
    if !wh_fits(frame, fact, a) {
        return None;
    }
    // A count answers only a question about that count: its number said
    // (`NUM`), or asked (`how many`).
    if fact.number().is_some()
        && a.wh != Some(crate::qa::analyse::Wh::HowMany)
        && !(frame.lits.contains(&Lit::Num) && lit_said(&Lit::Num, frame, fact, a))
    {
        return None;
    }
    let core: Vec<&Lit> = frame
        .lits
        .iter()
        .filter(|l| !matches!(l, Lit::Concept(c, false) if generic.contains(c)))
        .filter(|l| !matches!(l, Lit::Wh(_)))
        .collect();
    let core_said = core.iter().filter(|l| lit_said(l, frame, fact, a)).count();
    if core_said == 0 {
        return None;
    }
    let total = frame.lits.len().max(1) as f64;
    let missing: Vec<&Lit> = frame
        .lits
        .iter()
        .filter(|l| !lit_said(l, frame, fact, a))
        .collect();
    let missing_weight: f64 = missing
        .iter()
        .map(|l| match l {
            Lit::Concept(c, _) => weight(*c),
            _ => 1.0,
        })
        .sum();
    let missing_verdict = missing
        .iter()
        .any(|l| matches!(l, Lit::Concept(_, true) | Lit::Side | Lit::Num));
    let content = |s: &&Slot| !s.implied && !soft(s);
    let unexplained = |s: &&Slot| !explained(s, frame, fact, generic);
    let focus: Vec<&Slot> = a
        .slots
        .iter()
        .filter(|s| s.sentence == a.focus)
        .filter(content)
        .collect();
    let unexplained_focus: Vec<&&Slot> = focus.iter().filter(|s| unexplained(s)).collect();
    let unexplained_context = a
        .slots
        .iter()
        .filter(|s| s.sentence != a.focus)
        .filter(content)
        .filter(unexplained)
        .count();
    let unexplained_negation = a
        .slots
        .iter()
        .any(|s| s.negated && !s.implied && !explained(s, frame, fact, generic));
    let explained_share = if focus.is_empty() {
        1.0
    } else {
        1.0 - unexplained_focus.len() as f64 / focus.len() as f64
    };
    let sentences = a
        .slots
        .iter()
        .map(|s| s.sentence)
        .filter(|k| *k != a.focus)
        .fold(Vec::new(), |mut v, k| {
            if !v.contains(&k) {
                v.push(k);
            }
            v
        })
        .len();
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    Some([
        1.0,
        flag(qualify(frame, fact, generic, a).is_some()),
        (total - missing.len() as f64) / total,
        missing.len() as f64,
        missing_weight,
        flag(missing_verdict),
        unexplained_focus.len() as f64,
        unexplained_focus.iter().map(|s| slot_weight(s)).sum(),
        unexplained_context as f64,
        flag(unexplained_negation),
        explained_share,
        a.unknown_in_focus.min(3) as f64,
        flag(a.flipped),
        flag(a.wh.is_some()),
        flag(frame.sign == Sign::Open),
        flag(
            fact.trap.is_some()
                || matches!(
                    fact.source,
                    Source::Trap | Source::Excluded | Source::Misconception
                ),
        ),
        frame.lits.len() as f64,
        core_said as f64,
        flag(only_in_conditions(frame, fact, generic, a)),
        flag(quantified_condition(frame, fact, generic, a)),
        flag(inverted_by_also(frame, fact, generic, a)),
        sentences.min(3) as f64,
        flag(views.is_some_and(|(alone, _)| qualify(frame, fact, generic, alone).is_some())),
        flag(views.is_some_and(|(_, wide)| qualify(frame, fact, generic, wide).is_some())),
    ])
}

/// Every fact of the games in `mask` that can read the question, with its
/// best reading under `model` (or unscored, `p` = 0, without one), most
/// probable first.
pub fn scored(a: &Analysis, mask: u8, model: Option<&Model>) -> Vec<Scored> {
    let mut out: Vec<Scored> = Vec::new();
    let views = super::focused(a);
    for g in facts::games()
        .iter()
        .filter(|g| mask & game_bit(g.game) != 0)
    {
        for fact in g.facts {
            if other_side(fact, a) {
                continue;
            }
            let mut best: Option<Scored> = None;
            for frame in fact.frames {
                let Some(x) = features(frame, fact, g.generic, a, views.as_ref()) else {
                    continue;
                };
                let p = model.map_or(0.0, |m| m.probability(&x));
                if best.as_ref().is_some_and(|b| b.p >= p) && model.is_some() {
                    continue;
                }
                let candidate = Scored {
                    fact,
                    verdict: verdict_of(frame, fact, a),
                    misconception: misconception(frame, fact, a),
                    p,
                    features: x,
                };
                match (&mut best, model) {
                    (Some(_), None) => out.push(candidate),
                    _ => best = Some(candidate),
                }
            }
            out.extend(best);
        }
    }
    out.sort_by(|x, y| y.p.total_cmp(&x.p));
    out
}

/// For the trainer: every frame's reading of the question in the games of
/// `mask`, unscored, with its fact and verdict.
pub fn readings(a: &Analysis, mask: u8) -> Vec<Scored> {
    scored(a, mask, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::qa::analyse::analyse;
    use crate::qa::detect::detect;

    #[test]
    fn the_shipped_model_reads_and_has_a_weight_per_feature() {
        let m = model();
        assert_eq!(m.weights.len(), FEATURES);
        assert!((0.0..=2.0).contains(&m.threshold) && m.margin >= 0.0 && m.veto >= 0.0);
    }

    #[test]
    fn a_reading_that_names_the_question_is_more_probable_than_one_that_does_not() {
        let text = "Does a plane need a six to leave its base?";
        let a = analyse(detect(text), text);
        let list = scored(&a, 0b1111, Some(model()));
        assert_eq!(list[0].fact.id, "aero-exit-six", "{:?}", list[0].fact.id);
        assert!(list[0].p > 0.5 && list.iter().skip(1).all(|s| s.p <= list[0].p));
        // Informative words weigh more than the words every fact uses.
        use crate::qa::concepts::id;
        assert!(weight(id::THRONE) > weight(id::MOVE));
    }
}
