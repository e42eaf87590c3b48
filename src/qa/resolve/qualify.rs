//! The strict reading of a frame: whether it qualifies, how specific it is,
//! its verdict on the question as asked.

use super::*;

/// How specific a qualifying frame's reading of the question is.
#[derive(Clone, Copy, Debug)]
pub(super) struct Reading {
    pub(super) spec: usize,
    pub(super) depth: usize,
    pub(super) core: usize,
}

/// Whether a frame qualifies for the question (the strict reading: every
/// literal said, every content word explained), and how specific it is.
pub(super) fn qualify(
    frame: &Frame,
    fact: &Fact,
    generic: &[ConceptId],
    a: &Analysis,
) -> Option<Reading> {
    if frame.sign == Sign::Open && a.wh.is_none() {
        return None;
    }
    if !wh_fits(frame, fact, a) || !satisfied(frame, fact, a) || !counts_agree(frame, fact, a) {
        return None;
    }
    let mut unexplained: Vec<&Slot> = a
        .slots
        .iter()
        .filter(|s| !explained(s, frame, fact, generic))
        .filter(|s| !a.context_free || s.sentence == a.focus)
        .collect();
    // The tolerant reading lets one word stay unexplained when it says
    // little (a word many facts use), is not negated and is no number, and
    // the frame reads two concepts of its own.
    let hard: Vec<&Slot> = unexplained.iter().copied().filter(|s| !soft(s)).collect();
    let mut tolerated = 0;
    if let [one] = hard.as_slice() {
        let cs = concepts();
        let own_said = own_concepts(frame, generic)
            .iter()
            .filter(|(c, n)| a.slots.iter().any(|s| slot_has(s, *c, *n)))
            .count();
        if a.tolerance > 0
            && !one.negated
            && !one.implied
            && !one.alts.iter().any(|c| cs.value(*c).is_some())
            && score::slot_weight(one) * 100.0 <= f64::from(a.tolerance)
            && own_said >= 2
        {
            tolerated = 1;
            let keep = one.token;
            unexplained.retain(|s| s.token != keep);
        }
    }
    if !unexplained.iter().all(|s| soft(s)) {
        return None;
    }
    if inverted_by_also(frame, fact, generic, a)
        || only_in_conditions(frame, fact, generic, a)
        || quantified_condition(frame, fact, generic, a)
    {
        return None;
    }
    let concepts_said = frame
        .lits
        .iter()
        .filter(|l| matches!(l, Lit::Concept(..)))
        .count();
    if !unexplained.is_empty() && concepts_said < 2 {
        return None;
    }
    // An unexplained soft word (`all`, `later`…) makes a reading less
    // specific than one that explains it; so does reading an ambiguous
    // word as a mere filler (`prendre` as no capture at all).
    let filler = id::FILLER;
    let as_filler = a
        .slots
        .iter()
        .filter(|s| s.alts.len() > 1 && s.alts.contains(&filler))
        .filter(|s| {
            let without = Slot {
                alts: s.alts.iter().copied().filter(|x| *x != filler).collect(),
                ..(*s).clone()
            };
            !explained(&without, frame, fact, generic)
        })
        .count();
    // A concept the question only implies (two colours named: an
    // opponent) lets a frame read it, not be more specific for it.
    let implied_only = frame
        .lits
        .iter()
        .filter(|l| match l {
            Lit::Concept(c, n) => !a.slots.iter().any(|s| !s.implied && slot_has(s, *c, *n)),
            _ => false,
        })
        .count();
    let spec = (2 * frame.lits.len())
        .saturating_sub(unexplained.len() + 2 * tolerated)
        .saturating_sub(as_filler)
        .saturating_sub(2 * implied_only);
    let depth = frame
        .lits
        .iter()
        .map(|l| match l {
            Lit::Concept(c, n) if !a.slots.iter().any(|s| !s.implied && slot_has(s, *c, *n)) => 0,
            Lit::Concept(c, _) => concepts().lineage(*c).len(),
            _ => 1,
        })
        .sum();
    let core = (2 * frame
        .lits
        .iter()
        .filter(|l| !matches!(l, Lit::Concept(c, false) if generic.contains(c)))
        .filter(|l| !matches!(l, Lit::Wh(_)))
        .count())
    .saturating_sub(unexplained.len() + 2 * tolerated)
    .saturating_sub(as_filler);
    Some(Reading { spec, depth, core })
}

/// A count answers only a question about that count, and a question
/// that counts pieces in a number no concept names (`do the attackers
/// begin with sixteen pieces?`) only a frame that reads numbers: a fact
/// whose answer is a number needs the question to ask how many or to name
/// a number its frame reads (`NUM`).
pub(super) fn counts_agree(frame: &Frame, fact: &Fact, a: &Analysis) -> bool {
    let reads_number = frame.lits.contains(&Lit::Num) && counted_number(frame, a).is_some();
    if fact.number().is_some() && a.wh != Some(Wh::HowMany) && !reads_number {
        return false;
    }
    // `how many tiles can never be drawn?`: a negation in an open question
    // changes what it asks about; only a frame that says it reads it.
    if a.wh.is_some()
        && a.flipped
        && !frame
            .lits
            .iter()
            .any(|l| matches!(l, Lit::Concept(_, true)))
    {
        return false;
    }
    if reads_number || a.wh == Some(Wh::HowMany) {
        return true;
    }
    let cs = concepts();
    let pieces = [
        id::PLANE,
        id::PIECE,
        id::MARBLE,
        id::SOLDIER,
        id::TILE,
        id::ATTACKER,
        id::DEFENDER,
    ];
    let number = id::NUMBER;
    // `sixteen pieces`, `16 pieces`: a number the concepts do not name.
    let unnamed_count = |i: usize| {
        a.slots[i].alts == [number]
            && a.slots.get(i + 1).is_some_and(|n| {
                n.alts
                    .iter()
                    .all(|c| pieces.iter().any(|p| cs.is_a(*c, *p)))
            })
    };
    (0..a.slots.len()).all(|i| !unnamed_count(i))
}

/// The verdict of a frame on the question as asked: `None` for an open
/// question.
pub(super) fn verdict_of(frame: &Frame, fact: &Fact, a: &Analysis) -> Option<bool> {
    match a.wh {
        Some(_) => None,
        None => frame_verdict(frame, fact, a).map(|v| v != a.flipped),
    }
}

/// Whether the question states the other variant's rule that the fact
/// corrects, read through this frame.
pub(super) fn misconception(frame: &Frame, fact: &Fact, a: &Analysis) -> bool {
    fact.trap.is_some() && frame.sign == Sign::No && !a.flipped && a.wh.is_none()
}

pub(super) fn best_frame(
    fact: &'static Fact,
    generic: &[ConceptId],
    a: &Analysis,
) -> Option<Candidate> {
    let mut best: Option<Candidate> = None;
    if other_side(fact, a) {
        return None;
    }
    for frame in fact.frames {
        let Some(Reading { spec, depth, core }) = qualify(frame, fact, generic, a) else {
            continue;
        };
        let verdict = verdict_of(frame, fact, a);
        if let Some(b) = best.as_mut() {
            if (b.spec, b.depth) == (spec, depth) && b.verdict != verdict {
                b.torn = true;
            }
            if (b.spec, b.depth) >= (spec, depth) {
                continue;
            }
        }
        best = Some(Candidate {
            fact,
            spec,
            depth,
            open: frame.sign == Sign::Open,
            verdict,
            misconception: misconception(frame, fact, a),
            torn: false,
            core,
        });
    }
    best
}
