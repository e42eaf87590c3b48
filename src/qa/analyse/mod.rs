//! Analysing a learner's question into concepts, polarity and question type.
//!
//! The text is normalised and cut into tokens and clauses (commas, dashes and
//! sentence marks separate clauses). The language's lexicon turns words into
//! concepts, longest pattern first; digits become number concepts; a misspelt
//! word is matched to its closest lexicon word. Then the marker concepts shape
//! the result:
//!
//! - a question word opening a clause makes an open question (`Qui commence ?`);
//! - a negation in a condition (`si je n'ai pas de six`) or after `without`
//!   negates the concept it applies to; elsewhere it turns the question over;
//! - a modal followed by a thing is a need (`il faut un six`), followed by an
//!   action an obligation (`faut-il sortir un avion`);
//! - a number followed by a thing counts things (`deux avions`: `Q2`);
//! - a few constructions are rewritten into one concept: a roll split between
//!   planes, a step then a jump, the king capturing or being captured.
//!
//! The steps live in submodules: `tokens` cuts the text, `raw` holds the
//! readings of words, `question_word` finds the open-question word,
//! `clauses` the conditions and premises, `negation` the negations,
//! `modals_numbers` the modals and numbers; `rules` runs the rewrites of
//! `lexicon/rewrites.toml` (the constructions rewritten into one concept),
//! some of them still in `rewrites_pieces` and `rewrites_dice`.

mod clauses;
mod modals_numbers;
mod negation;
mod question_word;
mod raw;
mod rewrites_dice;
mod rewrites_pieces;
mod rules;
mod tokens;

use super::concepts::{ConceptId, Kind, concepts};
use super::lexicon::lexicon;
use crate::i18n::Lang;
use clauses::{condition_clauses, premise_clauses};
use modals_numbers::{count_things, nothing_after_verbs, resolve_modals, steps_after_numbers};
use negation::{ADVERBIAL_NEGATIONS, DETERMINER_NEGATIONS, negations};
use question_word::find_wh;
use raw::{Raw, is_marker};
use tokens::{Tokens, split_elisions, tokenize};

/// The kind of an open question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wh {
    /// Who, which side.
    Who,
    /// What, what happens.
    What,
    /// How.
    How,
    /// Why.
    Why,
    /// Where.
    Where,
    /// When.
    When,
    /// Which one.
    Which,
    /// How many.
    HowMany,
}

impl Wh {
    /// The marker concept name of each kind.
    pub const MARKERS: [(&'static str, Wh); 8] = [
        ("WH_WHO", Wh::Who),
        ("WH_WHAT", Wh::What),
        ("WH_HOW", Wh::How),
        ("WH_WHY", Wh::Why),
        ("WH_WHERE", Wh::Where),
        ("WH_WHEN", Wh::When),
        ("WH_WHICH", Wh::Which),
        ("WH_HOWMANY", Wh::HowMany),
    ];

    /// Reads a frame literal such as `@WHERE`.
    pub fn parse(name: &str) -> Option<Wh> {
        Self::MARKERS
            .iter()
            .find(|(m, _)| m.strip_prefix("WH_") == Some(name))
            .map(|(_, w)| *w)
    }
}

/// One content concept of the question (several alternatives when a word is
/// ambiguous), possibly negated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The concepts the words may stand for.
    pub alts: Vec<ConceptId>,
    /// Whether the question negates it (`sans six`: six, negated).
    pub negated: bool,
    /// The first token of the words.
    pub token: usize,
    /// The clause of that token.
    pub clause: usize,
    /// Whether the question only implies it (two colours named: an
    /// opponent): a fact may use it, and need not explain it.
    pub implied: bool,
    /// The sentence of that token (`.`, `!` and `?` end sentences).
    pub sentence: usize,
}

/// What a question says, before it is matched against the facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The language it was read in.
    pub lang: Lang,
    /// Its content concepts, in order.
    pub slots: Vec<Slot>,
    /// Whether the question as a whole is negated (`ne peut-il pas…`).
    pub flipped: bool,
    /// The kind of open question, or `None` for a yes/no question.
    pub wh: Option<Wh>,
    /// Content words the lexicon does not know.
    pub unknown: Vec<String>,
    /// The clauses that are conditions or premises (`si…`, `puisque…`).
    pub conditions: Vec<usize>,
    /// Among them, the clauses opened by `si`, `if`, `если`.
    pub hypotheses: Vec<usize>,
    /// A negation inside a condition or a relative clause that no word of
    /// its clause takes (`when nobody's on it`): what it negates is not read.
    pub unplaced: bool,
    /// The sentence that asks (see [`focus`]); the others are context.
    pub focus: usize,
    /// Whether the question only asks whether the sentence before is right
    /// (`Mon oncle dit qu'on ne peut pas… Il a raison ?`): a negation there
    /// is the claim's, and the question itself is positive.
    pub confirms: bool,
    /// How many of the unknown words stand in the asking sentence.
    pub unknown_in_focus: usize,
    /// Whether the words outside the asking sentence may stay unexplained
    /// (the second, focused reading of [`decide`](super::resolve::decide)).
    pub context_free: bool,
    /// In the tolerant reading, the most informative word (see
    /// [`weight`](super::resolve::score::weight)) that may stay unexplained,
    /// one at most, in hundredths; 0 in the strict reading.
    pub tolerance: u16,
}

impl Analysis {
    /// Whether the question as put is negative (`Ne peut-on pas… ?`), as
    /// its answer word must say: a negation inside a claim that the
    /// question only confirms (`… Il a raison ?`) does not make it so.
    pub fn negative_question(&self) -> bool {
        self.flipped && !self.confirms
    }
}

/// The longest phrase at `i`, unless it ends inside a phrase as long that
/// starts within it and the word after it would be left unknown (`des dames
/// chinoises`: `dames chinoises`, not `des dames` and an unknown
/// `chinoises`); then the phrase at `i` that stops before the other one.
fn longest_unless_overlapped(
    lex: &super::lexicon::Lexicon,
    t: &Tokens,
    free: &[bool],
    i: usize,
) -> Option<super::lexicon::Hit> {
    let hit = lex.longest_at(&t.words, free, &t.clause, i)?;
    let contiguous = |h: &super::lexicon::Hit, from: usize| {
        h.tokens.iter().copied().eq(from..from + h.tokens.len())
    };
    if !contiguous(&hit, i) {
        return Some(hit);
    }
    let last = i + hit.tokens.len() - 1;
    let next = last + 1;
    let next_unknown = next < t.words.len()
        && free[next]
        && !lex.is_stop(&t.words[next])
        && !t.words[next].chars().all(|c| c.is_ascii_digit())
        && lex.longest_at(&t.words, free, &t.clause, next).is_none()
        && lex.fuzzy(&t.words[next]).is_none();
    if !next_unknown || hit.tokens.len() < 2 {
        return Some(hit);
    }
    for j in i + 1..=last {
        let Some(other) = lex.longest_at(&t.words, free, &t.clause, j) else {
            continue;
        };
        if contiguous(&other, j) && other.tokens.last() == Some(&next) {
            let mut before = free.to_vec();
            for f in before.iter_mut().skip(j) {
                *f = false;
            }
            let shorter = lex.longest_at(&t.words, &before, &t.clause, i);
            if shorter.as_ref().is_none_or(|h| contiguous(h, i)) {
                return shorter;
            }
        }
    }
    Some(hit)
}

/// Reads a question in a given language.
pub fn analyse(lang: Lang, text: &str) -> Analysis {
    let c = concepts();
    let lex = lexicon(lang);
    let t = split_elisions(lang, tokenize(text), lex);
    let n = t.words.len();
    let mut free = vec![true; n];
    let mut raws: Vec<Raw> = Vec::new();
    let mut unknown = Vec::new();
    let abcde = t.letters >= 3;
    let mut implied: Vec<Raw> = Vec::new();
    for i in 0..n {
        if !free[i] {
            continue;
        }
        let word = &t.words[i];
        if abcde && word.len() == 1 && ('a'..='e').contains(&word.chars().next().unwrap_or(' ')) {
            free[i] = false;
            continue;
        }
        if let Some(hit) = longest_unless_overlapped(lex, &t, &free, i) {
            for j in &hit.tokens {
                free[*j] = false;
            }
            let adverbial = hit.tokens.len() == 1 && ADVERBIAL_NEGATIONS.contains(&word.as_str());
            // `est sur le trône`, `out of the hangar`: a thing named inside a
            // phrase read as an action or a state is still in the question.
            let phrase_of_state = hit
                .concepts
                .iter()
                .all(|x| c.concept(*x).kind != Kind::Thing);
            if hit.tokens.len() > 1 && phrase_of_state {
                for j in &hit.tokens {
                    let inner: Vec<ConceptId> = lex
                        .word_concepts(&t.words[*j])
                        .into_iter()
                        .filter(|x| {
                            c.concept(*x).kind == Kind::Thing
                                && c.value(*x).is_none()
                                && !hit
                                    .concepts
                                    .iter()
                                    .any(|h| c.is_a(*h, *x) || c.is_a(*x, *h))
                        })
                        .collect();
                    if !inner.is_empty() && inner.len() == lex.word_concepts(&t.words[*j]).len() {
                        implied.push(Raw {
                            implied: true,
                            ..Raw::word(inner, *j, *j, t.clause[*j])
                        });
                    }
                }
            }
            raws.push(Raw {
                alts: hit.concepts,
                token: i,
                end: *hit.tokens.last().unwrap_or(&i),
                clause: t.clause[i],
                negated: false,
                adverbial,
                determiner: hit.tokens.len() == 1 && DETERMINER_NEGATIONS.contains(&word.as_str()),
                implied: false,
            });
            continue;
        }
        free[i] = false;
        if lex.is_stop(word) {
            continue;
        }
        if word.chars().all(|ch| ch.is_ascii_digit()) {
            let id = word
                .parse::<u32>()
                .ok()
                .and_then(|v| c.number(v, false))
                .unwrap_or_else(|| c.id("NUMBER"));
            raws.push(Raw::word(vec![id], i, i, t.clause[i]));
            continue;
        }
        // `необязательно`, `неподходящий`: a Russian word negated by `не-`.
        let negated = (lang == Lang::Ru && word.chars().count() >= 7)
            .then(|| word.strip_prefix("не"))
            .flatten()
            .map(|rest| lex.word_concepts(rest))
            .filter(|ids| !ids.is_empty());
        if let Some(alts) = negated {
            for alts in [vec![c.id("NEG")], alts] {
                raws.push(Raw::word(alts, i, i, t.clause[i]));
            }
            continue;
        }
        // `resauter`, `repiocher`: a French verb made again with `re-`.
        let again = (lang == Lang::Fr && word.len() >= 7)
            .then(|| word.strip_prefix("re"))
            .flatten()
            // `ressauter`, `ressortir`: the `s` doubled after `re-`.
            .map(|rest| match rest.strip_prefix("ss") {
                Some(tail) => lex.word_concepts(&format!("s{tail}")),
                None => lex.word_concepts(rest),
            })
            .filter(|ids| ids.iter().any(|x| c.concept(*x).kind == Kind::Action));
        if let Some(alts) = again {
            for alts in [alts, vec![c.id("AGAIN")]] {
                raws.push(Raw::word(alts, i, i, t.clause[i]));
            }
            continue;
        }
        match lex.fuzzy(word) {
            Some(alts) => raws.push(Raw::word(alts, i, i, t.clause[i])),
            None => unknown.push((word.clone(), t.sentence[i])),
        }
    }
    raws.sort_by_key(|r| r.token);
    if lang == Lang::Fr {
        steps_after_numbers(&mut raws, &t);
    }
    if lang == Lang::En {
        nothing_after_verbs(&mut raws, &t);
    }
    if abcde {
        raws.push(Raw::word(
            vec![c.id("ABCDE")],
            n,
            n,
            t.clause.last().copied().unwrap_or(0),
        ));
    }
    let wh = find_wh(&mut raws, &t, lang);
    for r in raws.iter_mut() {
        // A word both marker and content (`как`: how, like) is content here.
        if !is_marker(r) {
            r.alts.retain(|a| c.concept(*a).kind != Kind::Marker);
        }
    }
    let mut conditions = condition_clauses(&mut raws);
    let hypotheses = conditions.clone();
    conditions.extend(premise_clauses(&raws, &conditions));
    let asking = asking_sentence(&raws, &t);
    let (flipped, unplaced) = negations(&mut raws, &conditions, asking, &t);
    resolve_modals(&mut raws);
    count_things(&mut raws, &t, lex);
    for r in implied {
        let pos = raws
            .iter()
            .position(|x| x.token > r.token)
            .unwrap_or(raws.len());
        raws.insert(pos, r);
    }
    rules::rewrite(&mut raws, &t);
    let last_sentence = t.sentence.last().copied().unwrap_or(0);
    let slots: Vec<Slot> = raws
        .into_iter()
        .filter(|r| !is_marker(r))
        .map(|r| Slot {
            sentence: t.sentence.get(r.token).copied().unwrap_or(last_sentence),
            alts: r.alts,
            negated: r.negated,
            token: r.token,
            clause: r.clause,
            implied: r.implied,
        })
        .collect();
    let focus = focus(&slots, &t.asks);
    let confirms = (0..t.asks.len())
        .rev()
        .find(|k| t.asks[*k])
        .is_some_and(|q| q > focus);
    // `Разве фигура, через которую я прыгнул, не снимается?`, `Неужели
    // нельзя пасовать?`: a Russian question opened by разве or неужели
    // expects the positive; its negation is how it expects it, and the
    // question asks the positive (the corpus's convention).
    // `Нельзя ли спасовать?` is a polite `can one pass?`: positive too.
    let in_focus: Vec<&str> = t
        .words
        .iter()
        .zip(&t.sentence)
        .filter(|(_, s)| **s == focus)
        .map(|(w, _)| w.as_str())
        .collect();
    let rhetorical = lang == Lang::Ru
        && (in_focus.iter().any(|w| *w == "разве" || *w == "неужели")
            || in_focus.windows(2).any(|p| p == ["нельзя", "ли"]));
    let flipped = flipped && !rhetorical;
    Analysis {
        lang,
        slots,
        flipped,
        wh,
        unknown_in_focus: unknown.iter().filter(|(_, s)| *s == focus).count(),
        unknown: unknown.into_iter().map(|(w, _)| w).collect(),
        conditions,
        hypotheses,
        unplaced,
        focus,
        confirms,
        context_free: false,
        tolerance: 0,
    }
}

/// The sentence that asks, when a sentence ending with a question mark
/// says something of its own (`C'est vrai ?` says nothing: the sentence
/// before is what it asks about, and no sentence is set apart); `None` when
/// no sentence asks. Read before negations are placed ([`focus`] reads the
/// slots after).
fn asking_sentence(raws: &[Raw], t: &Tokens) -> Option<usize> {
    let c = concepts();
    let filler = c.id("FILLER");
    let says = |k: usize| {
        raws.iter().any(|r| {
            t.sentence.get(r.token) == Some(&k)
                && !is_marker(r)
                && !r.implied
                && !r.alts.iter().all(|x| *x == filler || c.concept(*x).soft)
        })
    };
    (0..t.asks.len()).rev().find(|k| t.asks[*k] && says(*k))
}

/// The sentence that asks: the last one ending with a question mark that
/// says something of its own (`C'est vrai ?`, `Is that right?` say nothing:
/// they ask about the sentence before), else the last one that says
/// something. The other sentences are context: a story, what somebody said.
fn focus(slots: &[Slot], asks: &[bool]) -> usize {
    // `C'est vrai ?`, `Is he right?`, `Это так?` read as fillers: they
    // confirm the sentence before and say nothing of their own.
    let c = concepts();
    let filler = c.id("FILLER");
    let says = |k: usize| {
        slots.iter().any(|s| {
            s.sentence == k
                && !s.implied
                && !s.alts.iter().all(|x| *x == filler || c.concept(*x).soft)
        })
    };
    let last_said = (0..asks.len()).rev().find(|k| says(*k));
    let asking = (0..asks.len()).rev().find(|k| asks[*k] && says(*k));
    asking.or(last_said).unwrap_or(0)
}
