//! The closest questions offered with an answer or an abstention.

use super::*;

/// How close a fact is to the question, for the alternatives offered.
pub(super) fn closeness(fact: &Fact, generic: &[ConceptId], a: &Analysis) -> i32 {
    let mut best = i32::MIN;
    for frame in fact.frames {
        let mut score = 0;
        for lit in frame.lits {
            let ok = match lit {
                Lit::Concept(c, neg) => a.slots.iter().any(|s| slot_has(s, *c, *neg)),
                Lit::Side => named_side(a, fact.game).is_some(),
                Lit::Num => counted_number(frame, a).is_some(),
                Lit::Wh(w) => a.wh == Some(*w),
            };
            score += if ok { 4 } else { -2 };
        }
        let explained_slots = a
            .slots
            .iter()
            .filter(|s| explained(s, frame, fact, generic))
            .count() as i32;
        score += explained_slots - (a.slots.len() as i32 - explained_slots) * 2;
        best = best.max(score);
    }
    best
}

pub(super) fn alternatives(a: &Analysis, mask: u8, skip: Option<&Fact>) -> Vec<&'static Fact> {
    let mut scored: Vec<(i32, &'static Fact)> = facts::games()
        .iter()
        .filter(|g| mask & game_bit(g.game) != 0)
        .flat_map(|g| g.facts.iter().map(move |f| (closeness(f, g.generic, a), f)))
        .filter(|(s, f)| *s > 0 && skip.is_none_or(|k| k.id != f.id))
        .collect();
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    let mut out: Vec<&'static Fact> = scored
        .into_iter()
        .map(|(_, f)| f)
        .take(ALTERNATIVES)
        .collect();
    if skip.is_none() {
        // An abstention always offers questions: fill with each game's first facts.
        let mut fill = facts::games()
            .iter()
            .filter(|g| mask & game_bit(g.game) != 0)
            .flat_map(|g| g.facts.first());
        while out.len() < ALTERNATIVES {
            match fill.next() {
                Some(f) if !out.iter().any(|o| o.id == f.id) => out.push(f),
                Some(_) => {}
                None => break,
            }
        }
        let mut more = facts::all();
        while out.len() < ALTERNATIVES {
            match more.next() {
                Some(f) if !out.iter().any(|o| o.id == f.id) => out.push(f),
                Some(_) => {}
                None => break,
            }
        }
    }
    out
}
