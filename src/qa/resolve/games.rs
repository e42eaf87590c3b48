//! Which games a question's words fit, point to, or read more specifically.

use super::*;

/// Whether the slot `i` names what the question compares with (`comme aux
/// dames`, `как в шашках`): another game, which the question is not about.
pub(super) fn compared(a: &Analysis, i: usize) -> bool {
    let like = id::LIKE;
    let cs = concepts();
    i > 0
        && a.slots[i - 1].alts == [like]
        && a.slots[i - 1].clause == a.slots[i].clause
        && !a.slots[i - 1].negated
        && a.slots[i]
            .alts
            .iter()
            .all(|c| cs.concept(*c).kind == Kind::Thing)
        && a.slots.iter().enumerate().any(|(j, s)| {
            j != i && !s.implied && s.alts.iter().all(|c| cs.concept(*c).games != ALL_GAMES)
        })
}

/// The games the question's words fit (a mask), and whether they pull
/// towards different games at once (a comparison of two games).
pub(super) fn game_mask(a: &Analysis) -> (u8, bool) {
    let cs = concepts();
    let mut mask = ALL_GAMES;
    let mut union = 0u8;
    let mut mixed = false;
    for (_, s) in a
        .slots
        .iter()
        .enumerate()
        .filter(|(i, s)| !s.implied && !compared(a, *i))
    {
        let m = s.alts.iter().fold(0u8, |acc, c| acc | cs.concept(*c).games);
        if m == ALL_GAMES {
            continue;
        }
        union |= m;
        if mask & m == 0 {
            mixed = true;
        } else {
            mask &= m;
        }
    }
    if mixed { (union, true) } else { (mask, false) }
}

pub(super) fn games_in(mask: u8) -> Vec<GameKind> {
    GameKind::ALL
        .into_iter()
        .filter(|g| mask & game_bit(*g) != 0)
        .collect()
}

/// How many of the question's words point to the game `bit`: words of some
/// games only (in every reading), among them this one, where they are not an
/// import.
pub(super) fn pointers(a: &Analysis, bit: u8) -> usize {
    let cs = concepts();
    // A word said twice (`исчезает с доски`: two removals) points once.
    let mut seen: Vec<&Vec<ConceptId>> = Vec::new();
    a.slots
        .iter()
        .enumerate()
        .filter(|(i, s)| !s.implied && !compared(a, *i))
        .map(|(_, s)| s)
        .filter(|s| {
            let alts = s.alts.iter().map(|c| cs.concept(*c));
            alts.clone().all(|c| c.games & !c.imported != ALL_GAMES)
                && alts.into_iter().any(|c| (c.games & !c.imported) & bit != 0)
        })
        .filter(|s| {
            let new = !seen.contains(&&s.alts);
            seen.push(&s.alts);
            new
        })
        .count()
}

/// The one game among `mask` the question's words point to most, if one
/// stands out.
pub(super) fn pointed_game(a: &Analysis, mask: u8) -> Option<u8> {
    let mut scored: Vec<(usize, u8)> = games_in(mask)
        .into_iter()
        .map(|g| (pointers(a, game_bit(g)), game_bit(g)))
        .collect();
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    match scored.as_slice() {
        [(best, bit), (next, _), ..] if *best > *next => Some(*bit),
        _ => None,
    }
}

/// The games among `mask` with a fact that nearly says what the question
/// says: a frame at least half of whose concepts (beyond the game's generic
/// ones) are in the question, one difference at most between them (a concept
/// of the frame the question lacks, or one of the question the frame does
/// not explain).
pub(super) fn rival_games(a: &Analysis, mask: u8, top_core: usize) -> u8 {
    let near = |fr: &Frame, f: &Fact, generic: &[ConceptId]| {
        // An open frame reads only open questions.
        if fr.sign == Sign::Open && a.wh.is_none() {
            return false;
        }
        let concepts = own_concepts(fr, generic);
        let said: Vec<ConceptId> = concepts
            .iter()
            .filter(|(c, n)| a.slots.iter().any(|s| slot_has(s, *c, *n)))
            .map(|(c, _)| *c)
            .collect();
        // What is said must be more than a quantity (a mere `one`).
        let quantities = [
            id::ONE,
            id::Q1,
            id::N1,
            id::ALL,
            id::ANY,
            id::EACH,
            id::SEVERAL,
        ];
        let weighty = said.iter().any(|c| !quantities.contains(c));
        let said = said.len();
        if !weighty || said * 2 < concepts.len() {
            return false;
        }
        let missing = a
            .slots
            .iter()
            .filter(|s| !explained(s, fr, f, generic))
            .count();
        // A reading a whole concept less specific than the answer's is no
        // rival (as between games with answers).
        let score = (2 * concepts.len()).saturating_sub(missing);
        missing + (concepts.len() - said) <= 1 && score + 2 > top_core
    };
    facts::games()
        .iter()
        .filter(|g| mask & game_bit(g.game) != 0)
        .filter(|g| {
            g.facts
                .iter()
                .any(|f| f.frames.iter().any(|fr| near(fr, f, g.generic)))
        })
        .fold(0, |m, g| m | game_bit(g.game))
}

/// The game whose best reading of the question is more specific, by a
/// whole concept at least beyond the games' generic ones, than the best
/// reading in every other game.
pub(super) fn most_specific_game(candidates: &[Candidate]) -> Option<u8> {
    let mut best: Vec<(usize, u8)> = Vec::new();
    for c in candidates {
        let bit = game_bit(c.fact.game);
        match best.iter_mut().find(|(_, b)| *b == bit) {
            Some((s, _)) => *s = (*s).max(c.core),
            None => best.push((c.core, bit)),
        }
    }
    best.sort_by_key(|b| std::cmp::Reverse(b.0));
    match best.as_slice() {
        [(top, bit), (next, _), ..] if *top >= next + 2 => Some(*bit),
        _ => None,
    }
}
