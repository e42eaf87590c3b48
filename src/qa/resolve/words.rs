//! What a question's words say of sides, numbers and pieces, for every reading.

use super::*;

pub(super) const SIDES: [&str; 6] = ["RED", "YELLOW", "GREEN", "BLUE", "BLACK", "WHITE"];

/// The side a concept names in a game: a colour, or a role (hnefatafl's
/// attackers are black, its defenders white).
pub(super) fn side_of(c: ConceptId, game: GameKind) -> Option<&'static str> {
    let cs = concepts();
    for name in SIDES {
        if cs.is_a(c, cs.id(name)) {
            return Some(match name {
                "RED" => "red",
                "YELLOW" => "yellow",
                "GREEN" => "green",
                "BLUE" => "blue",
                "BLACK" => "black",
                _ => "white",
            });
        }
    }
    if game == GameKind::Hnefatafl {
        if cs.is_a(c, id::ATTACKER) {
            return Some("black");
        }
        if cs.is_a(c, id::DEFENDER) {
            return Some("white");
        }
    }
    None
}

/// The one side the question names, if it names exactly one.
pub(super) fn named_side(a: &Analysis, game: GameKind) -> Option<&'static str> {
    let mut found: Option<&'static str> = None;
    for s in &a.slots {
        let sides: Vec<&'static str> = s.alts.iter().filter_map(|c| side_of(*c, game)).collect();
        let Some(first) = sides.first().copied() else {
            continue;
        };
        if sides.len() != s.alts.len() || sides.iter().any(|x| *x != first) {
            continue;
        }
        match found {
            Some(f) if f != first => return None,
            _ => found = Some(first),
        }
    }
    found
}

/// The number a `NUM` frame reads: a counted number (`Q4`) right before the
/// frame's first concept (`quatre avions` for `NUM PLANE`).
pub(super) fn counted_number(frame: &Frame, a: &Analysis) -> Option<u32> {
    counted_numbers(frame, a).next()
}

/// Every number a `NUM` frame reads, in order: two different ones make an
/// alternative (`one die or two dice?`), a question no yes answers.
pub(super) fn counted_numbers<'a>(
    frame: &Frame,
    a: &'a Analysis,
) -> impl Iterator<Item = u32> + 'a {
    let cs = concepts();
    let thing = frame.lits.iter().find_map(|l| match l {
        Lit::Concept(c, false) => Some(*c),
        _ => None,
    });
    a.slots.windows(2).filter_map(move |w| {
        let thing = thing?;
        let q = w[0]
            .alts
            .iter()
            .find(|c| cs.name(**c).starts_with('Q') && cs.value(**c).is_some())?;
        w[1].alts
            .iter()
            .any(|c| cs.is_a(*c, thing))
            .then(|| cs.value(*q))
            .flatten()
    })
}

/// Whether a slot may stay unexplained: an affirmative word that colours a
/// question without changing its rule (`all`, `still`, `later`…).
pub(super) fn soft(slot: &Slot) -> bool {
    !slot.negated && slot.alts.iter().all(|c| concepts().concept(*c).soft)
}

pub(super) fn slot_has(slot: &Slot, c: ConceptId, negated: bool) -> bool {
    slot.negated == negated && slot.alts.iter().any(|a| concepts().is_a(*a, c))
}

/// Whether slot `i` is a count of pieces (`deux avions`, `two marbles`): it
/// says how many pieces, not what the die showed.
pub(super) fn counts_pieces(a: &Analysis, i: usize) -> bool {
    let cs = concepts();
    let pieces = [id::PLANE, id::PIECE, id::MARBLE, id::SOLDIER, id::TILE];
    a.slots[i]
        .alts
        .iter()
        .any(|c| cs.name(*c).starts_with('Q') && cs.value(*c).is_some())
        && a.slots.get(i + 1).is_some_and(|n| {
            n.alts
                .iter()
                .all(|c| pieces.iter().any(|p| cs.is_a(*c, *p)))
        })
}
