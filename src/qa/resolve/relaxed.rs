//! The relaxed reading of one fact: its most specific frame whose every
//! literal the question says, whatever else the question adds. It never
//! chooses a fact by itself; the neighbours' reading
//! ([`crate::qa::neighbours`]) names the fact, and this reading gives the
//! verdict on the question as asked.

use super::*;

/// A fact's relaxed reading of a question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relaxed {
    /// The fact.
    pub fact: &'static Fact,
    /// Its verdict on the question as asked (`None`: open).
    pub verdict: Option<bool>,
    /// Whether the question states the variant's rule the fact corrects.
    pub misconception: bool,
    /// How many literals the frame has.
    pub lits: usize,
    /// Whether frames as specific give other verdicts.
    pub torn: bool,
    /// Whether the strict reading of that frame qualifies.
    pub strict: bool,
}

/// The relaxed reading of `fact`, if any frame's literals are all said.
pub fn relaxed(fact: &'static Fact, a: &Analysis) -> Option<Relaxed> {
    if a.slots.is_empty() || a.unplaced || other_side(fact, a) {
        return None;
    }
    let generic = &facts::games().iter().find(|g| g.game == fact.game)?.generic;
    let mut best: Option<Relaxed> = None;
    for frame in fact.frames {
        if frame.sign == Sign::Open && a.wh.is_none() {
            continue;
        }
        if !wh_fits(frame, fact, a)
            || !satisfied(frame, fact, a)
            || !counts_agree(frame, fact, a)
            || inverted_by_also(frame, fact, generic, a)
            || only_in_conditions(frame, fact, generic, a)
            || quantified_condition(frame, fact, generic, a)
        {
            continue;
        }
        let reading = Relaxed {
            fact,
            verdict: verdict_of(frame, fact, a),
            misconception: misconception(frame, fact, a),
            lits: frame.lits.len(),
            torn: false,
            strict: qualify(frame, fact, generic, a).is_some(),
        };
        match best.as_mut() {
            Some(b) if b.lits > reading.lits => {}
            Some(b) if b.lits == reading.lits => {
                if b.verdict != reading.verdict {
                    b.torn = true;
                }
            }
            _ => best = Some(reading),
        }
    }
    best
}
