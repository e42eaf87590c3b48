//! The rewrites still written in Rust about pieces and words (redundant
//! words, protection from capture, a shared roll, the tile 2–5, conceded
//! play, implied opponents, a step and a jump, the king's voice), run in the
//! order `lexicon/rewrites.toml` gives ([`rules`](super::rules)); the
//! rewrites of rolls are in [`rewrites_dice`](super::rewrites_dice).

use super::raw::{Raw, has, insert, is_marker, kind_of, take_one};
use super::tokens::Tokens;
use crate::qa::concepts::{ConceptId, Kind, concepts};

/// A roll shared out: "un avion de 3 et un autre de 2".
pub(super) fn shared_roll(raws: &mut Vec<Raw>) {
    let c = concepts();
    let another = c.id("ANOTHER");
    let bare = |r: &Raw| c.name(r.alts[0]).starts_with('N') && c.value(r.alts[0]).is_some();
    if raws.iter().any(|r| has(r, another)) && raws.iter().filter(|r| bare(r)).count() >= 2 {
        let at = take_one(raws, another).expect("checked");
        raws.retain(|r| !bare(r));
        insert(raws, c.id("SPLIT"), &at);
    }
}

/// The analysed dominoes position: a line open at two and five, tile 2–5.
pub(super) fn two_five(raws: &mut Vec<Raw>) {
    let c = concepts();
    let (two, five) = (c.id("N2"), c.id("N5"));
    let count = |raws: &Vec<Raw>, n| {
        raws.iter()
            .filter(|r| r.alts.iter().any(|a| c.is_a(*a, n)))
            .count()
    };
    if count(raws, two) >= 2 && count(raws, five) >= 2 {
        let at = raws
            .iter()
            .position(|r| r.alts.iter().any(|a| c.is_a(*a, two)))
            .expect("checked");
        let at = raws.remove(at);
        raws.retain(|r| !r.alts.iter().any(|a| c.is_a(*a, two) || c.is_a(*a, five)));
        insert(raws, c.id("TWO_FIVE"), &at);
    }
}

/// Words that only repeat what the word before them says: a playable tile
/// after "no move" (`rien qui va`, `нет подходящей кости`, `no tile that
/// fits`), `most` before `heavy`; the same score in dominoes is an equal one;
/// `keep` before an action goes on with it.
pub(super) fn absorb_redundant(raws: &mut Vec<Raw>) {
    let c = concepts();
    let cant = c.id("CANT_PLAY");
    let fits = [c.id("PLAYABLE"), c.id("MATCH")];
    let tile = [c.id("TILE"), c.id("G_DOM")];
    let score = [c.id("SCORE"), c.id("SUM")];
    let (stay, cont) = (c.id("STAY"), c.id("CONTINUE"));
    for i in 0..raws.len().saturating_sub(1) {
        // `keep playing`: before an action, `keep` goes on doing it.
        let next = &raws[i + 1];
        if has(&raws[i], stay)
            && has(&raws[i], cont)
            && next.token == raws[i].end + 1
            && kind_of(next) == Kind::Action
        {
            raws[i].alts = vec![cont];
        }
    }
    // `take six steps`, `faire un pas`: a light verb before steps says nothing.
    let filler = c.id("FILLER");
    let mut k = 0;
    while k + 1 < raws.len() {
        let light = raws[k].alts.len() > 1 && raws[k].alts.contains(&filler);
        let steps = raws[k + 1..].iter().take(2).any(|x| {
            x.alts == [c.id("STEP")] && x.token <= raws[k].end + 3 && x.clause == raws[k].clause
        });
        if light && steps {
            raws.remove(k);
        } else {
            k += 1;
        }
    }
    let mut i = 0;
    while i < raws.len() {
        if has(&raws[i], cant) {
            // `rien qui va`, `aucun domino qui va`: the tile may come between.
            let mut j = i + 1;
            while j < raws.len()
                && j <= i + 2
                && raws[j].clause == raws[i].clause
                && raws[j].token <= raws[i].end + 4
                && !raws[j].negated
            {
                if raws[j].alts.iter().all(|x| fits.contains(x)) {
                    raws.remove(j);
                    break;
                }
                if !raws[j].alts.iter().all(|x| tile.contains(x)) {
                    break;
                }
                j += 1;
            }
        }
        if i + 1 < raws.len() {
            let a = &raws[i];
            // `roll the die again`, `кидаю кубик ещё раз`: an extra roll.
            if a.alts == [c.id("ROLL")] {
                let again = raws[i + 1..]
                    .iter()
                    .take(2)
                    .position(|x| x.alts == [c.id("AGAIN")] && x.clause == a.clause);
                let rolls_between = raws[i + 1..]
                    .iter()
                    .take(again.unwrap_or(0))
                    .all(|x| x.alts == [c.id("ROLL")]);
                if let (Some(k), true) = (again, rolls_between) {
                    let end = raws[i + 1 + k].end;
                    raws.drain(i + 1..=i + 1 + k);
                    raws[i].alts = vec![c.id("EXTRA_ROLL")];
                    raws[i].end = end;
                    continue;
                }
            }
            let (a, b) = (&raws[i], &raws[i + 1]);
            // `un autre lancer`, `ещё бросок`: one more roll is an extra roll.
            let more = ["ANOTHER", "MORE", "AGAIN"].map(|n| c.id(n));
            if a.alts.iter().all(|x| more.contains(x))
                && b.alts == [c.id("ROLL")]
                && b.token <= a.end + 2
                && b.clause == a.clause
            {
                let at = raws.remove(i + 1);
                raws[i].alts = vec![c.id("EXTRA_ROLL")];
                raws[i].end = at.end;
                continue;
            }
            // `play a tile`, `jouer un domino`: laying it.
            let quantity = ["ALL", "ONE", "LAST", "OWN"].map(|n| c.id(n));
            let tile_after = raws[i + 1..]
                .iter()
                .take(2)
                .take_while(|x| x.clause == a.clause && x.token <= a.end + 4)
                .find(|x| {
                    !x.alts
                        .iter()
                        .all(|y| quantity.contains(y) || c.value(*y).is_some())
                })
                .is_some_and(|x| x.alts.iter().all(|y| tile.contains(y)));
            if a.alts == [c.id("MOVE")] && tile_after {
                raws[i].alts = vec![c.id("LAY")];
            }
            let (a, b) = (&raws[i], &raws[i + 1]);
            if has(a, c.id("MORE")) && has(b, c.id("HEAVY")) && b.token <= a.end + 1 {
                raws.remove(i);
                continue;
            }
            let same_score = has(a, c.id("SAME"))
                && a.alts.len() == 1
                && b.alts.iter().any(|x| score.contains(x))
                && b.token <= a.end + 3
                && b.clause == a.clause;
            if same_score {
                let at = raws.remove(i + 1);
                raws[i].alts = vec![c.id("EQUAL")];
                raws[i].end = at.end;
            }
        }
        i += 1;
    }
}

/// `protected from capture`, `à l’abri de la prise`, `защищён от взятия`,
/// `safe from being captured`: what a piece is protected from is no second
/// action of the question; the question asks about the protection alone
/// (keeping the capture would read it as "is it captured?").
pub(super) fn protected_from(raws: &mut Vec<Raw>, t: &Tokens) {
    let c = concepts();
    let guard = [c.id("PROTECT"), c.id("SAFE")];
    let threats = [c.id("CAPTURE"), c.id("CAPTURED"), c.id("SENT_BASE")];
    const FROM: [&str; 6] = ["from", "against", "contre", "от", "de", "d"];
    const LINKS: [&str; 9] = [
        "being", "getting", "la", "le", "les", "l", "une", "un", "any",
    ];
    let mut i = 1;
    while i < raws.len() {
        let r = &raws[i];
        let threat = r.alts.iter().any(|a| threats.contains(a));
        // The preposition right before the threat, past articles and `being`.
        let mut k = r.token;
        while k > 0 && LINKS.contains(&t.words[k - 1].as_str()) {
            k -= 1;
        }
        let prep = k
            .checked_sub(1)
            .map(|k| t.words[k].as_str())
            .filter(|w| FROM.contains(w));
        let guarded = prep.is_some_and(|w| {
            raws[..i].iter().rev().any(|g| {
                g.clause == r.clause
                    && g.alts.iter().any(|a| guard.contains(a))
                    // `de` is common: only right after the guard word.
                    && (!matches!(w, "de" | "d") || g.end + 1 == k - 1)
            })
        });
        if threat && guarded && !r.negated {
            raws.remove(i);
        } else {
            i += 1;
        }
    }
}

/// Two colours or two camps named at once (`un avion jaune dans mon couloir
/// rouge`, `un défenseur et un attaquant`): the question is about opponents,
/// even without the word.
/// `piocher même si je peux jouer`, `draw even though I could play`: in a
/// dominoes question, playing conceded after `even if` is having a playable
/// tile.
pub(super) fn conceded_play(raws: &mut [Raw]) {
    let c = concepts();
    let (even_if, play, playable) = (c.id("EVEN_IF"), c.id("MOVE"), c.id("PLAYABLE"));
    let dominoes = c.concept(playable).games;
    let of_dominoes = raws
        .iter()
        .any(|r| !is_marker(r) && r.alts.iter().all(|a| c.concept(*a).games == dominoes));
    if !of_dominoes {
        return;
    }
    for i in 1..raws.len() {
        let after = (0..i)
            .rev()
            .find(|j| !is_marker(&raws[*j]))
            .is_some_and(|j| has(&raws[j], even_if) && raws[j].clause == raws[i].clause);
        if after && raws[i].alts == [play] {
            raws[i].alts = vec![playable];
        }
    }
}

pub(super) fn imply_opponent(raws: &mut Vec<Raw>) {
    let c = concepts();
    // Hnefatafl's attackers are black, its defenders white.
    let sides = [
        ("RED", "RED"),
        ("YELLOW", "YELLOW"),
        ("GREEN", "GREEN"),
        ("BLUE", "BLUE"),
        ("BLACK", "BLACK"),
        ("WHITE", "WHITE"),
        ("ATTACKER", "BLACK"),
        ("DEFENDER", "WHITE"),
    ]
    .map(|(n, team)| (c.id(n), c.id(team)));
    let opponent = c.id("OPPONENT");
    if raws.iter().any(|r| has(r, opponent)) {
        return;
    }
    let mut seen: Vec<ConceptId> = Vec::new();
    let mut at = None;
    for r in raws.iter().filter(|r| !r.negated && !r.implied) {
        for (s, team) in sides {
            if r.alts.iter().all(|a| c.is_a(*a, s)) && !seen.contains(&team) {
                seen.push(team);
                at = Some(r.token);
            }
        }
    }
    if seen.len() < 2 {
        return;
    }
    let at = at.expect("two sides");
    let src = raws.iter().find(|r| r.token == at).expect("a side").clone();
    let k = insert(raws, opponent, &src);
    raws[k].implied = true;
}

/// A step and a jump with `then` or `after` between: in which order.
pub(super) fn step_and_jump(raws: &mut Vec<Raw>) {
    let c = concepts();
    let (step, jump, then, after) = (c.id("STEP"), c.id("JUMP"), c.id("THEN"), c.id("AFTER"));
    let finish = c.id("FINISH");
    let (Some(s), Some(j)) = (
        raws.iter().position(|r| has(r, step)),
        raws.iter().position(|r| has(r, jump)),
    ) else {
        return;
    };
    // `потом`, `later`, `end … with`: read as words of time, they order
    // them as `then` does.
    let (later, end) = (c.id("LATER"), c.id("END"));
    let then_at = raws
        .iter()
        .position(|r| has(r, then) || has(r, finish) || has(r, later) || has(r, end));
    let after_at = raws.iter().position(|r| has(r, after));
    if then_at.is_none() && after_at.is_none() {
        return;
    }
    let (lo, hi) = (s.min(j), s.max(j));
    let mut step_first = s < j;
    if after_at.is_some_and(|a| a > lo && a < hi) && then_at.is_none() {
        step_first = !step_first;
    }
    let id = if step_first {
        c.id("STEP_THEN_JUMP")
    } else {
        c.id("JUMP_THEN_STEP")
    };
    let at = raws.remove(hi);
    raws.remove(lo);
    insert(raws, id, &at);
}

/// The king with a capture: does he capture, or is he captured? He is
/// captured when the verb is passive (`le roi est-il pris`), when he is its
/// object (`prendre le roi`, `короля`) or a pronoun stands for him as object
/// (`pour le capturer`); he captures when he is the subject (`le roi peut-il
/// capturer`). In different clauses, only a pronoun links them.
pub(super) fn king_voice(raws: &mut Vec<Raw>) {
    let c = concepts();
    let king = c.id("KING");
    let capture = c.id("CAPTURE");
    let captured = c.id("CAPTURED");
    let passive = c.id("PASSIVE");
    let obj = c.id("OBJ");
    let Some(k) = raws
        .iter()
        .position(|r| r.alts.iter().any(|a| c.is_a(*a, king)))
    else {
        return;
    };
    // `trap the king`, `зажать короля`: enclosing him is capturing him.
    let sandwich = c.id("SANDWICH");
    let Some(v) = raws
        .iter()
        .position(|r| r.alts.iter().any(|a| c.is_a(*a, capture)))
        .or_else(|| raws.iter().position(|r| r.alts == [sandwich]))
    else {
        return;
    };
    // `le roi est-il capturé`: the copula inverted with its pronoun (two
    // words read as a question marker) right before the participle.
    let inverted = k < v
        && v > 0
        && raws[v - 1].alts == [c.id("ESTCE")]
        && raws[v - 1].end == raws[v - 1].token + 1
        && raws[v - 1].end + 1 == raws[v].token;
    let is_passive = raws[v].alts == [captured]
        || inverted
        || (v > 0 && has(&raws[v - 1], passive))
        || (v > 1 && has(&raws[v - 2], passive) && is_marker(&raws[v - 1]));
    let object_form = raws[k].alts.contains(&c.id("KING_OBJ"));
    // `pour le capturer`, `его можно окружить и взять`: a pronoun object
    // before the verb, only verbs between.
    let pronoun_before = (0..v).rev().take(3).any(|p| {
        has(&raws[p], obj)
            && raws[p].clause == raws[v].clause
            && raws[p + 1..v]
                .iter()
                .all(|x| is_marker(x) || kind_of(x) == Kind::Action)
            && (p + 1 == v || raws[p].token + 1 >= raws[p + 1].token)
    });
    // `mon roi peut encadrer un attaquant pour le capturer`: a piece named
    // after the king is what the pronoun stands for.
    let other_piece = |range: std::ops::Range<usize>| {
        raws[range].iter().any(|x| {
            !is_marker(x)
                && kind_of(x) == Kind::Thing
                && !x.alts.iter().any(|a| c.is_a(*a, king))
                && ["ATTACKER", "DEFENDER", "SOLDIER", "PIECE"]
                    .iter()
                    .any(|n| x.alts.iter().any(|a| c.is_a(*a, c.id(n))))
        })
    };
    let pronoun_before = pronoun_before && !(k < v && other_piece(k + 1..v));
    // `quand le roi occupe le trône, un défenseur peut-il être pris`: a
    // piece named after a king of another clause is what is captured.
    if k < v && raws[k].clause != raws[v].clause && !object_form && other_piece(k + 1..v) {
        return;
    }
    let next_content = raws[v + 1..].iter().find(|r| !is_marker(r));
    let pronoun_after = raws.get(v + 1).is_some_and(|r| has(r, obj))
        && next_content.is_none_or(|n| n.clause != raws[v].clause);
    let same_clause = raws[k].clause == raws[v].clause;
    let captured_king = if is_passive || object_form || pronoun_before || pronoun_after {
        Some(true)
    } else if same_clause {
        Some(k > v)
    } else {
        None
    };
    let Some(captured_king) = captured_king else {
        return;
    };
    let id = if captured_king {
        c.id("KING_CAPTURED")
    } else {
        c.id("KING_CAPTURES")
    };
    let (lo, hi) = (k.min(v), k.max(v));
    let at = raws.remove(hi);
    raws.remove(lo);
    insert(raws, id, &at);
}
