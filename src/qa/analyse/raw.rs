//! The reading of one or more words before it becomes a [`Slot`](super::Slot):
//! the `Raw` struct and the helpers that look at, add and remove readings.

use crate::qa::concepts::{ConceptId, Kind, concepts};

#[derive(Clone)]
pub(super) struct Raw {
    pub(super) alts: Vec<ConceptId>,
    pub(super) token: usize,
    pub(super) end: usize,
    pub(super) clause: usize,
    pub(super) negated: bool,
    /// A negation that can stand before a noun (`pas`, `not`, `не`), not one
    /// bound to a verb (`can't`).
    pub(super) adverbial: bool,
    /// A negation that is a determiner (`no`, `aucun`).
    pub(super) determiner: bool,
    /// A concept the question implies without saying it (two colours: an
    /// opponent); a fact may use it but need not explain it.
    pub(super) implied: bool,
}

pub(super) fn has(raw: &Raw, id: ConceptId) -> bool {
    raw.alts.contains(&id)
}

pub(super) fn is_marker(raw: &Raw) -> bool {
    let c = concepts();
    raw.alts.iter().all(|a| c.concept(*a).kind == Kind::Marker)
}

pub(super) fn kind_of(raw: &Raw) -> Kind {
    concepts().concept(raw.alts[0]).kind
}

impl Raw {
    /// A plain reading of `alts` on tokens `token..=end`: not negated, said
    /// in the text.
    pub(super) fn word(alts: Vec<ConceptId>, token: usize, end: usize, clause: usize) -> Raw {
        Raw {
            alts,
            token,
            end,
            clause,
            negated: false,
            adverbial: false,
            determiner: false,
            implied: false,
        }
    }

    /// A copy of its place in the text, with no concept of its own.
    pub(super) fn clone_position(&self) -> Raw {
        Raw::word(Vec::new(), self.token, self.end, self.clause)
    }
}

pub(super) fn take_one(raws: &mut Vec<Raw>, id: ConceptId) -> Option<Raw> {
    let i = raws.iter().position(|r| has(r, id))?;
    Some(raws.remove(i))
}

/// Puts a new reading of `id` where `at` stands; returns its index.
pub(super) fn insert(raws: &mut Vec<Raw>, id: ConceptId, at: &Raw) -> usize {
    let r = Raw::word(vec![id], at.token, at.end, at.clause);
    let pos = raws
        .iter()
        .position(|x| x.token > r.token)
        .unwrap_or(raws.len());
    raws.insert(pos, r);
    pos
}
