//! Finding the open-question word (`qui`, `how`, `сколько`) and its word
//! lists: which words open a question, which only open a relative clause.

use super::Wh;
use super::raw::{Raw, has, is_marker, kind_of};
use super::tokens::Tokens;
use crate::i18n::Lang;
use crate::qa::concepts::{Kind, concepts};
use crate::qa::lexicon::lexicon;

/// Words that open a relative clause as well as a question.
const RELATIVES: [&str; 10] = [
    "где",
    "куда",
    "который",
    "которая",
    "которую",
    "которые",
    "ou",
    "where",
    "which",
    "that",
];

/// Question words that are never relative words: they ask wherever they
/// stand (`on tourne dans quel sens`, `ходят в какую сторону`).
const INTERROGATIVES: [&str; 11] = [
    "quel",
    "quelle",
    "quels",
    "quelles",
    "какой",
    "какая",
    "какое",
    "какие",
    "каким",
    "какую",
    "какого",
];

/// Words that a relative clause describes (`le premier qui`, `тот, кто`).
const RELATIVE_HEADS: [&str; 23] = [
    "все",
    "tout",
    "everything",
    "тот",
    "та",
    "те",
    "тому",
    "того",
    "тем",
    "первый",
    "первая",
    "первым",
    "первые",
    "каждый",
    "celui",
    "celle",
    "ceux",
    "premier",
    "premiere",
    "first",
    "player",
    "one",
    "those",
];

/// The words of an alternative question (`les noirs ou les blancs ?`).
pub(super) const OR: [&str; 3] = ["ou", "or", "или"];

/// Words that may come before a question word opening a clause.
const OPENERS: [&str; 16] = [
    "et", "alors", "mais", "donc", "bon", "а", "и", "но", "ну", "так", "and", "but", "so", "then",
    "ok", "okay",
];

/// The open-question word of the text, if any; its slot is removed. A question
/// word counts when it opens a clause (only a few connectors before it), and,
/// in a later clause, when the clause before does not end with a verb like
/// *choose* or a comparison (`je choisis lequel`, `так же, как`): those
/// introduce an embedded question. `combien`, `how many`, `сколько` count
/// anywhere. A lone "what if" condition asks what happens.
pub(super) fn find_wh(raws: &mut Vec<Raw>, t: &Tokens, lang: Lang) -> Option<Wh> {
    let c = concepts();
    let lex = lexicon(lang);
    let correl = raws.iter().any(|r| has(r, c.id("CORREL")));
    let estce = raws.iter().find(|r| has(r, c.id("ESTCE"))).map(|r| r.token);
    let mut r_as_like: Vec<usize> = Vec::new();
    let embedders = [c.id("CHOOSE"), c.id("LIKE"), c.id("SAME")];
    let mut found: Option<(usize, Wh)> = None;
    for (i, r) in raws.iter().enumerate() {
        let Some((_, kind)) = Wh::MARKERS.iter().find(|(m, _)| has(r, c.id(m))) else {
            continue;
        };
        if *kind == Wh::HowMany && !correl {
            found = Some((i, Wh::HowMany));
            break;
        }
        let in_game_name = |j: usize| {
            raws.iter().any(|o| {
                o.token <= j && j <= o.end && o.alts.iter().any(|a| c.name(*a).starts_with("G_"))
            })
        };
        let before: Vec<usize> = (0..r.token).filter(|j| t.clause[*j] == r.clause).collect();
        let named = before.iter().any(|j| in_game_name(*j));
        // `on tourne dans quel sens ?`: an interrogative that is never a
        // relative word asks wherever it stands, unless a verb like
        // *choose* embeds it.
        let last_clause = raws[i + 1..]
            .iter()
            .all(|o| o.clause == r.clause || is_marker(o));
        // `je le mets où ?`: a question word ending the text asks too.
        let last_word = r.end + 1 == t.words.len() && r.token > 0;
        let in_situ = (INTERROGATIVES.contains(&t.words[r.token].as_str()) || last_word)
            && last_clause
            && !raws[..i]
                .iter()
                .any(|o| o.clause == r.clause && o.alts.iter().any(|a| embedders.contains(a)));
        let opens = in_situ
            || before.iter().all(|j| {
                OPENERS.contains(&t.words[*j].as_str())
                    || (named && (lex.is_stop(&t.words[*j]) || in_game_name(*j)))
            });
        let yes_no = estce.is_some_and(|e| e < r.token);
        let first_clause = t.clause.first().copied().unwrap_or(0);
        if *kind == Wh::When && r.clause != first_clause {
            continue;
        }
        // `…, je peux passer ? Ou c'est un mur ?`: `ou` alone opening a later
        // clause, its accent lost, is `or`.
        if *kind == Wh::Where
            && r.clause != first_clause
            && r.token == r.end
            && t.words[r.token] == "ou"
            && before.is_empty()
        {
            continue;
        }
        let previous = raws[..i]
            .iter()
            .rev()
            .find(|o| o.clause < r.clause && !is_marker(o));
        let embedded = previous.is_some_and(|o| o.alts.iter().any(|a| embedders.contains(a)));
        // `un point, où…`, `на пункт, где…`: after a noun, a clause opened
        // by a relative word describes it; it asks nothing.
        let relative = before.is_empty()
            && RELATIVES.contains(&t.words[r.token].as_str())
            && raws[..i].last().is_some_and(|o| {
                o.clause < r.clause
                    && kind_of(o) == Kind::Thing
                    && o.alts
                        .iter()
                        .all(|a| !c.name(*a).starts_with("G_") && c.value(*a).is_none())
            });
        // `первый, кто…`, `тот, кто…`, `celui qui…`, `the player who…`: a
        // question word right after the one it describes is relative.
        let after_head = r.token > 0 && RELATIVE_HEADS.contains(&t.words[r.token - 1].as_str());
        if relative || after_head {
            continue;
        }
        // `lequel sort, je choisis ?`: a later clause with a verb asks; the
        // question word only names what it is about.
        let subordinate = ["IF", "PURPOSE", "REL", "ELLIPTIC"].map(|n| c.id(n));
        let asks_later = raws[i + 1..].iter().any(|o| {
            o.clause != r.clause
                && (kind_of(o) == Kind::Action || has(o, c.id("MAIN")))
                && !raws
                    .iter()
                    .any(|p| p.clause == o.clause && subordinate.iter().any(|s| has(p, *s)))
        });
        // `…, как остальные фигуры?`: `как` opening a clause without a verb
        // compares (like), it does not ask how.
        let comparison = *kind == Wh::How
            && r.alts.contains(&c.id("LIKE"))
            && r.clause != raws[0].clause
            && !raws
                .iter()
                .any(|o| o.clause == r.clause && kind_of(o) == Kind::Action);
        if comparison {
            r_as_like.push(i);
            continue;
        }
        if opens && !embedded && !correl && !yes_no && !asks_later && found.is_none() {
            found = Some((i, *kind));
        }
    }
    for i in r_as_like {
        raws[i].alts = vec![c.id("LIKE")];
    }
    if let Some((i, kind)) = found {
        raws.remove(i);
        return Some(kind);
    }
    // `les noirs ou les blancs qui commencent ?`: two sides as alternatives
    // ask which one.
    let side_names = [
        "RED", "YELLOW", "GREEN", "BLUE", "BLACK", "WHITE", "ATTACKER", "DEFENDER",
    ]
    .map(|n| c.id(n));
    let side = |r: &Raw| {
        r.alts
            .iter()
            .find(|a| side_names.iter().any(|s| c.is_a(**a, *s)))
            .copied()
    };
    let content: Vec<&Raw> = raws.iter().filter(|r| !is_marker(r)).collect();
    for w in content.windows(2) {
        let (Some(x), Some(y)) = (side(w[0]), side(w[1])) else {
            continue;
        };
        let or = (w[0].end + 1..w[1].token).any(|j| OR.contains(&t.words[j].as_str()));
        if x != y && or && estce.is_none() {
            return Some(Wh::Who);
        }
    }
    let elliptic = c.id("ELLIPTIC");
    let single_clause = raws
        .iter()
        .all(|r| raws.first().is_some_and(|f| f.clause == r.clause));
    if raws.first().is_some_and(|r| has(r, elliptic))
        && single_clause
        && raws.iter().any(|r| !is_marker(r))
    {
        return Some(Wh::What);
    }
    None
}
