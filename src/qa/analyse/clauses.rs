//! The clauses that are conditions (`si…`, `if…`) and premises (what is
//! stated before the clause that asks).

use super::raw::{Raw, has, is_marker};
use crate::qa::concepts::concepts;

/// The clauses that are conditions (`si…`, `if…`, `если…`). A condition
/// without a comma ends where the main clause starts: at the first verb that
/// marks a question (`peux`, `do`, `можно`) after some content; what comes
/// before `si` in the same clause is main.
pub(super) fn condition_clauses(raws: &mut [Raw]) -> Vec<usize> {
    let c = concepts();
    let if_id = c.id("IF");
    let elliptic = c.id("ELLIPTIC");
    let main = c.id("MAIN");
    let modal = c.id("MODAL");
    let must = c.id("MUST");
    let need = c.id("NEED");
    let mut out = Vec::new();
    let mut next_clause = raws.iter().map(|r| r.clause).max().unwrap_or(0) + 1;
    for i in 0..raws.len() {
        if !has(&raws[i], if_id) && !has(&raws[i], elliptic) {
            continue;
        }
        let k = raws[i].clause;
        if raws[..i].iter().any(|r| r.clause == k && !is_marker(r)) {
            // `Je ne suis pas obligé de jouer si…`: what comes before the
            // condition is the main clause.
            for r in raws[..i].iter_mut().filter(|r| r.clause == k) {
                r.clause = next_clause;
            }
            next_clause += 1;
        }
        out.push(k);
        let mut content = false;
        for j in i + 1..raws.len() {
            if raws[j].clause != k {
                break;
            }
            let marks_main = [main, modal, must, need, c.id("MODAL_MUST")]
                .iter()
                .any(|m| has(&raws[j], *m));
            if content && marks_main {
                // The rest of this clause is the main clause.
                for r in raws[j..].iter_mut().filter(|r| r.clause == k) {
                    r.clause = next_clause;
                }
                next_clause += 1;
                break;
            }
            if !is_marker(&raws[j]) {
                content = true;
            }
        }
    }
    out
}

/// The clauses that state a premise before the clause that asks
/// (`une bille adverse ne quitte jamais son camp : puis-je gagner ?`,
/// `никого не сбил — бросаю ещё раз?`): clauses with content but no question
/// verb, before the last clause that has one (or an action), a tag apart. A
/// negation there negates its concept; it does not turn the question over.
pub(super) fn premise_clauses(raws: &[Raw], conditions: &[usize]) -> Vec<usize> {
    let c = concepts();
    let asking = [
        "MAIN",
        "ESTCE",
        "MODAL",
        "MODAL_MUST",
        "MODAL_ADJ",
        "NEED",
        "MUST",
    ]
    .map(|n| c.id(n));
    let tag = c.id("TAG");
    let mut order: Vec<usize> = Vec::new();
    for r in raws {
        if !order.contains(&r.clause) {
            order.push(r.clause);
        }
    }
    let of = |k: usize| raws.iter().filter(move |r| r.clause == k);
    let asks = |k: usize| of(k).any(|r| asking.iter().any(|m| has(r, *m)));
    let content = |k: usize| of(k).any(|r| !is_marker(r));
    // `…, même avec un 5 ?`: a clause opened by a modifier adds to the
    // clause before; it does not ask on its own.
    let modifiers = [
        "EVEN_IF", "ALSO", "ONLY", "WITHOUT", "INSTEAD", "ANYWAY", "ALWAYS",
    ]
    .map(|n| c.id(n));
    let modifier = |k: usize| {
        of(k)
            .next()
            .is_some_and(|r| r.alts.iter().any(|a| modifiers.contains(a)))
    };
    let question = order.iter().rposition(|k| {
        !conditions.contains(k)
            && content(*k)
            && !of(*k).all(|r| has(r, tag) || is_marker(r))
            && !modifier(*k)
    });
    let Some(q) = question else {
        return Vec::new();
    };
    order[..q]
        .iter()
        .copied()
        .filter(|k| !conditions.contains(k) && content(*k) && !asks(*k))
        .collect()
}
