//! Modals and numbers: a modal read as a need or an obligation, a number
//! counting things or squares, and the words next to numbers and verbs
//! (`trois pas`, `capture nothing`) that change what they say.

use super::raw::{Raw, has, is_marker, kind_of};
use super::tokens::Tokens;
use crate::qa::concepts::{Kind, concepts};

/// English `nothing` right after a verb negates it (`capture nothing`: no
/// capture), it is no zero.
pub(super) fn nothing_after_verbs(raws: &mut Vec<Raw>, t: &Tokens) {
    let mut i = 1;
    while i < raws.len() {
        let word = t.words[raws[i].token].as_str();
        let after_verb = raws[i - 1].end + 1 == raws[i].token
            && raws[i - 1].clause == raws[i].clause
            && !is_marker(&raws[i - 1])
            && kind_of(&raws[i - 1]) == Kind::Action;
        if matches!(word, "nothing" | "nobody") && after_verb {
            raws[i - 1].negated = !raws[i - 1].negated;
            raws.remove(i);
            continue;
        }
        i += 1;
    }
}

/// French `pas` after a number counts steps (`trois pas`), it negates nothing.
/// After a determiner or an adjective (`un autre pas`, `un petit pas`), `pas`
/// is a step.
pub(super) fn steps_after_numbers(raws: &mut [Raw], t: &Tokens) {
    let c = concepts();
    const BEFORE_STEP: [&str; 12] = [
        "un", "autre", "simple", "petit", "seul", "second", "deuxieme", "premier", "nouveau",
        "mon", "ton", "son",
    ];
    for i in 0..raws.len() {
        if t.words[raws[i].token] != "pas" || !has(&raws[i], c.id("NEG")) {
            continue;
        }
        let after_number =
            i > 0 && c.value(raws[i - 1].alts[0]).is_some() && raws[i - 1].end + 1 == raws[i].token;
        let after_word = raws[i].token > 0
            && BEFORE_STEP.contains(&t.words[raws[i].token - 1].as_str())
            && t.clause[raws[i].token - 1] == raws[i].clause;
        if after_number {
            raws[i].alts = vec![c.id("SQUARE")];
            raws[i].adverbial = false;
        } else if after_word {
            raws[i].alts = vec![c.id("STEP")];
            raws[i].adverbial = false;
        }
    }
}

/// A modal followed by a thing is a need (`il faut un six`), followed by an
/// action an obligation (`faut-il sortir`). An obligation word (`obligé`,
/// `must`, `обязан`) is an obligation when an action follows it closely. An
/// adjectival modal looks back first: `is a six required` is a need, `is
/// drawing compulsory` an obligation.
pub(super) fn resolve_modals(raws: &mut [Raw]) {
    let c = concepts();
    let modal = c.id("MODAL");
    let adjectival = c.id("MODAL_ADJ");
    let need = c.id("NEED");
    let must = c.id("MUST");
    let skip = ["AGAIN", "ALSO", "ALWAYS", "ONLY", "FIRST", "STILL"].map(|n| c.id(n));
    let decide = |r: &Raw| match kind_of(r) {
        Kind::Thing => Some(need),
        Kind::Action => Some(must),
        _ => None,
    };
    let obligation = c.id("MODAL_MUST");
    let purpose = c.id("PURPOSE");
    for i in 0..raws.len() {
        let is_adj = has(&raws[i], adjectival);
        let is_must = has(&raws[i], obligation);
        if !has(&raws[i], modal) && !is_adj && !is_must {
            continue;
        }
        let usable = |r: &&Raw| {
            !is_marker(r)
                && !r
                    .alts
                    .iter()
                    .any(|a| skip.contains(a) || *a == must || *a == need)
        };
        if is_must {
            // An obligation word is about the action it governs, if one
            // comes before a purpose (`doit refaire un six pour ressortir`).
            let governed = raws[i + 1..]
                .iter()
                .take_while(|r| !has(r, purpose))
                .filter(usable)
                .take(3)
                .any(|r| kind_of(r) == Kind::Action);
            if governed {
                raws[i].alts = vec![must];
                continue;
            }
        }
        let back = if is_adj {
            raws[..i]
                .iter()
                .rev()
                .filter(|r| r.clause == raws[i].clause)
                .find(usable)
                .and_then(decide)
        } else {
            None
        };
        let forward = raws[i + 1..].iter().filter(usable).find_map(decide);
        raws[i].alts = vec![back.or(forward).unwrap_or(must)];
    }
}

/// `deux avions`: a number right before a thing counts things, also with
/// function words between (`two of their pieces`, `deux de mes avions`).
pub(super) fn count_things(raws: &mut [Raw], t: &Tokens, lex: &crate::qa::lexicon::Lexicon) {
    let c = concepts();
    for i in 0..raws.len() {
        let Some(v) = c.value(raws[i].alts[0]) else {
            continue;
        };
        if c.name(raws[i].alts[0]).starts_with('Q') {
            continue;
        }
        // `move 6`, `avancer de 3`, `пройти 4`: a number right after a verb
        // of moving counts squares, also past a soft adverb (`avance tout de
        // suite de 6`).
        let adverb = i > 1
            && raws[i - 1].clause == raws[i].clause
            && raws[i - 1].alts.iter().all(|x| c.concept(*x).soft)
            && raws[i].token <= raws[i - 1].end + 2;
        let m = if adverb { i - 1 } else { i };
        let after_move = m > 0
            && raws[m - 1].alts == [c.id("MOVE")]
            && raws[m].token <= raws[m - 1].end + 2
            && raws[i].clause == raws[m - 1].clause;
        if after_move {
            if let Some(q) = c.number(v, true) {
                raws[i].alts = vec![q];
            }
            continue;
        }
        let Some(next) = raws.get(i + 1) else {
            continue;
        };
        // `six steps`, `шесть шагов`: steps are counted like squares.
        let thing = next.alts.iter().any(|a| {
            (c.concept(*a).kind == Kind::Thing && c.value(*a).is_none()) || *a == c.id("STEP")
        });
        let close = next.token <= raws[i].end + 2
            || (next.token <= raws[i].end + 4
                && (raws[i].end + 1..next.token).all(|j| lex.is_stop(&t.words[j])));
        if thing && close && next.clause == raws[i].clause {
            if let Some(q) = c.number(v, true) {
                raws[i].alts = vec![q];
            }
        }
    }
}
