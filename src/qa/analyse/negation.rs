//! Negations and `without`: which concept a negation negates, and whether it
//! turns the whole question over; the negation word lists.

use super::question_word::OR;
use super::raw::{Raw, has, is_marker, kind_of};
use super::tokens::Tokens;
use crate::qa::concepts::{ConceptId, Kind, concepts};

/// Negation words that are determiners: they negate the word after them,
/// whatever it is (`no capture`, `aucun coup`).
pub(super) const DETERMINER_NEGATIONS: [&str; 5] = ["no", "aucun", "aucune", "ни", "nothing"];

/// Negation words that may negate the noun after them.
pub(super) const ADVERBIAL_NEGATIONS: [&str; 7] =
    ["pas", "aucun", "aucune", "not", "no", "не", "ни"];

/// Negations that are predicates (`interdit`, `forbidden`, `запрещено`).
const PREDICATE_NEGATIONS: [&str; 16] = [
    "interdit",
    "interdite",
    "interdits",
    "interdites",
    "impossible",
    "defendu",
    "forbidden",
    "prohibited",
    "banned",
    "illegal",
    "запрещено",
    "запрещается",
    "запрещен",
    "запрещена",
    "невозможно",
    "нельзя",
];

/// Whether a slot only carries what follows it (`rolling` in `without rolling
/// a six`, `domino` in `sans domino jouable`): a local negation skips it.
fn carrier(r: &Raw) -> bool {
    let c = concepts();
    // `sans aucune prise`, `without any capture`: a mere `any` carries the
    // negation to the word after it.
    let carriers = [
        "ROLL", "TILE", "PLANE", "PIECE", "MARBLE", "SOLDIER", "MOVE", "LAY", "G_DOM", "FILLER",
        "ANY",
    ]
    .map(|n| c.id(n));
    r.alts.iter().all(|a| carriers.contains(a))
}

/// Applies negations and `without`; returns whether the question is turned
/// over. A negation is local (it negates one concept) in a condition, in a
/// relative clause, right before a thing (`pas dans un coin`), before a
/// Russian gerund and after `without`; elsewhere it turns the question over.
/// A negation in a statement beside the sentence that asks (`asking`: `Je
/// ne suis pas sûr de la règle. Piocher finit-il le tour ?`, `He insists it
/// can't hurt his side. Is the defender captured?`) is context: it negates
/// a word of its own sentence, never the question.
/// Also returns whether a local negation found nothing to negate.
pub(super) fn negations(
    raws: &mut [Raw],
    conditions: &[usize],
    asking: Option<usize>,
    t: &Tokens,
) -> (bool, bool) {
    let c = concepts();
    let neg = c.id("NEG");
    let without = c.id("WITHOUT");
    let rel = c.id("REL");
    let only = c.id("ONLY");
    let mut flipped = false;
    let mut unplaced = false;
    for i in 0..raws.len() {
        // Russian negative concord: `никак не`, `никогда не` negate once.
        let concord = i > 0
            && has(&raws[i - 1], neg)
            && raws[i - 1].clause == raws[i].clause
            && t.words.get(raws[i].token).is_some_and(|w| w == "не")
            && t.words
                .get(raws[i - 1].token)
                .is_some_and(|w| w.starts_with("ни") && w != "ни");
        if concord {
            continue;
        }
        let is_neg = has(&raws[i], neg);
        let is_without = has(&raws[i], without);
        if !is_neg && !is_without {
            continue;
        }
        // `forbidden or a draw?`: a negative predicate offered as one answer
        // of an alternative negates nothing.
        let offered = PREDICATE_NEGATIONS.contains(&t.words[raws[i].token].as_str())
            && t.words
                .get(raws[i].end + 1)
                .is_some_and(|w| OR.contains(&w.as_str()));
        if offered {
            continue;
        }
        // `jusqu'à ce que je ne puisse plus`, `until I can't`: the negation
        // belongs to the limit `until` already says.
        let until = raws[..i]
            .iter()
            .any(|r| r.clause == raws[i].clause && has(r, c.id("UNTIL")));
        if is_neg && until {
            continue;
        }
        let k = raws[i].clause;
        // `not just a double`, `pas seulement`, `не только`: the negation
        // belongs to the `only` right after it, not to the question.
        if is_neg
            && raws
                .get(i + 1)
                .is_some_and(|n| n.clause == k && n.token == raws[i].end + 1 && has(n, only))
        {
            raws[i + 1].negated = !raws[i + 1].negated;
            continue;
        }
        // Russian `не` before a gerund (`не сбивая`, `не взяв`) means without.
        let gerund = is_neg
            && t.words.get(raws[i].token).is_some_and(|w| w == "не")
            && raws.get(i + 1).is_some_and(|n| {
                n.token == raws[i].end + 1
                    && t.words.get(n.token).is_some_and(|w| {
                        ["ая", "яя", "уя", "ив", "ав", "ув", "яв", "ея", "ря", "ля"]
                            .iter()
                            .any(|end| w.ends_with(end))
                    })
            });
        let next_is_thing = !gerund
            && raws[i].adverbial
            && raws.get(i + 1).is_some_and(|n| {
                n.clause == k
                    && n.token <= raws[i].end + 3
                    && !is_marker(n)
                    && (kind_of(n) == Kind::Thing
                        || c.value(n.alts[0]).is_some()
                        || (raws[i].determiner && n.token == raws[i].end + 1))
            });
        if next_is_thing {
            // `aucun avion jouable`, `aucun de mes dominos ne colle`, `fits
            // none of my planes`: no piece fitting is the fitting negated.
            let fits = |r: &Raw| {
                r.clause == k && ["PLAYABLE", "MATCH"].iter().any(|n| r.alts == [c.id(n)])
            };
            let after = raws
                .get(i + 2)
                .filter(|r| fits(r) && r.token <= raws[i + 1].end + 3)
                .map(|_| i + 2);
            let before = (i > 0 && fits(&raws[i - 1]) && raws[i - 1].end + 1 == raws[i].token)
                .then(|| i - 1);
            let j = after.or(before).unwrap_or(i + 1);
            raws[j].negated = !raws[j].negated;
            continue;
        }
        // `…, pas moins ?`: a negation opening a clause of one word and no
        // verb, beside the clause that asks, negates that word.
        let words: Vec<&Raw> = raws
            .iter()
            .filter(|r| r.clause == k && !is_marker(r))
            .collect();
        let verbless = words.len() == 1
            && words[0].token > raws[i].token
            && raws.iter().any(|r| r.clause != k && !is_marker(r))
            && !raws.iter().any(|r| {
                r.clause == k
                    && (kind_of(r) == Kind::Action
                        || ["MAIN", "MODAL", "MODAL_MUST", "ESTCE"]
                            .iter()
                            .any(|m| has(r, c.id(m))))
            });
        // `a wall I can't pass`: a negated auxiliary after the one that asks
        // belongs to a clause inside the question.
        let inner = raws[..i]
            .iter()
            .filter(|r| r.clause == k && has(r, c.id("MAIN")))
            .count()
            >= 2
            && i > 0
            && has(&raws[i - 1], c.id("MAIN"));
        // `чтобы я не мог закончить`, `pour qu'il ne gagne pas`: a negation in
        // a clause of purpose stays in it.
        let purpose = raws[..i]
            .iter()
            .any(|r| r.clause == k && has(r, c.id("PURPOSE")) && t.words[r.token] != "to");
        // `even if I don't want to`, `même si je ne veux pas`: a concession
        // keeps its negation.
        let concession = raws[..i]
            .iter()
            .any(|r| r.clause == k && has(r, c.id("EVEN_IF")));
        // `une pièce, qui n'est pas voisine`, `фишку, которая стоит не
        // вплотную`: a clause opened by a relative word right after a thing
        // keeps its negation, unless the asking modal is in it (`a
        // marble that entered … can never leave`).
        let relative_clause = raws.iter().find(|r| r.clause == k).is_some_and(|r| {
            has(r, rel)
                && r.token < raws[i].token
                && raws.iter().any(|x| {
                    x.clause < k
                        && x.end + 1 == r.token
                        && !is_marker(x)
                        && kind_of(x) == Kind::Thing
                })
        }) && !raws.iter().any(|r| {
            r.clause == k
                && ["MAIN", "MODAL", "MODAL_MUST"]
                    .iter()
                    .any(|m| has(r, c.id(m)))
        });
        let sentence = t.sentence.get(raws[i].token).copied();
        let in_context = asking.is_some_and(|q| {
            sentence.is_some_and(|s| s != q && !t.asks.get(s).copied().unwrap_or(false))
        });
        let local = is_without
            || in_context
            || gerund
            || verbless
            || inner
            || purpose
            || concession
            || relative_clause
            || conditions.contains(&k)
            || (i > 0 && has(&raws[i - 1], rel) && raws[i - 1].clause == k);
        if !local {
            flipped = !flipped;
            continue;
        }
        let after: Vec<usize> = (i + 1..raws.len())
            .filter(|j| raws[*j].clause == k && !is_marker(&raws[*j]))
            .take(3)
            .collect();
        let target = after
            .iter()
            .copied()
            .find(|j| !carrier(&raws[*j]))
            .or_else(|| after.first().copied());
        let target = target.or_else(|| {
            (0..i)
                .rev()
                .find(|j| raws[*j].clause == k && !is_marker(&raws[*j]))
        });
        match target {
            Some(j) => raws[j].negated = !raws[j].negated,
            None if is_neg && (conditions.contains(&k) || relative_clause || concession) => {
                unplaced = true
            }
            None if is_neg && !in_context => flipped = !flipped,
            None => {}
        }
    }
    for r in raws.iter_mut().filter(|r| r.negated) {
        let opposites: Vec<Option<ConceptId>> =
            r.alts.iter().map(|a| c.concept(*a).opposite).collect();
        if opposites.iter().all(Option::is_some) {
            r.alts = opposites.into_iter().flatten().collect();
            r.negated = false;
        }
    }
    (flipped, unplaced)
}

#[cfg(test)]
mod tests {
    use super::super::analyse;
    use crate::i18n::Lang;
    use crate::qa::concepts::concepts;

    #[test]
    fn not_only_negates_the_only_not_the_question() {
        let only = concepts().id("ONLY");
        for (lang, text) in [
            (
                Lang::En,
                "Can the very first tile be any tile, not just a double?",
            ),
            (
                Lang::Fr,
                "Le premier domino peut-il être n'importe lequel, pas seulement un double ?",
            ),
            (Lang::Ru, "Первой костью может быть любая, не только дубль?"),
        ] {
            let a = analyse(lang, text);
            assert!(!a.flipped, "{text}");
            assert!(
                a.slots.iter().any(|s| s.negated && s.alts.contains(&only)),
                "{text}"
            );
        }
    }

    #[test]
    fn a_negation_in_a_statement_beside_the_question_does_not_turn_it_over() {
        // Written for this test, not taken from any corpus part.
        for (lang, text, flipped) in [
            (
                Lang::Fr,
                "Je ne suis pas sûr de la règle. Est-ce que piocher termine le tour ?",
                false,
            ),
            (
                Lang::En,
                "He says the throne cannot hurt his own side. Is the defender captured?",
                false,
            ),
            (
                Lang::Ru,
                "Я не нашёл этого в памятке. Проигрывает ли сторона, если ей некуда ходить?",
                false,
            ),
            // The negation is in the sentence that asks.
            (
                Lang::Fr,
                "Je découvre le jeu. On ne peut pas sortir un avion sur un cinq ?",
                true,
            ),
            // `C'est vrai ?` asks about the sentence before: its negation
            // is the question's.
            (
                Lang::Fr,
                "Mon cousin dit qu'on ne peut pas sortir un avion sur un cinq. C'est vrai ?",
                true,
            ),
        ] {
            let a = analyse(lang, text);
            assert_eq!(a.flipped, flipped, "{text}");
        }
        // A question that only confirms a claim is positive, though the
        // claim's negation is read into it.
        for (lang, text, negative) in [
            (
                Lang::Fr,
                "Mon oncle dit qu'on ne peut pas sortir un avion sur un cinq. Il a raison ?",
                false,
            ),
            (
                Lang::En,
                "My uncle says you can't bring a plane out on a five. Is he right?",
                false,
            ),
            (
                Lang::Ru,
                "Дядя говорит, что нельзя вывести самолёт на пятёрке. Он прав?",
                false,
            ),
            (
                Lang::Fr,
                "Je découvre le jeu. On ne peut pas sortir un avion sur un cinq ?",
                true,
            ),
        ] {
            let a = analyse(lang, text);
            assert!(a.flipped, "{text}");
            assert_eq!(a.negative_question(), negative, "{text}");
        }
    }
}
