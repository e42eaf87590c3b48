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

use super::concepts::{ConceptId, Kind, concepts};
use super::lexicon::lexicon;
use crate::i18n::Lang;

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

struct Tokens {
    words: Vec<String>,
    clause: Vec<usize>,
    /// The sentence of each word.
    sentence: Vec<usize>,
    /// Whether each sentence ends with a question mark.
    asks: Vec<bool>,
    letters: usize,
}

/// Cuts a text into normalised word tokens and numbers their clauses.
fn tokenize(text: &str) -> Tokens {
    let letters = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() == 1 && ('A'..='E').contains(&w.chars().next().unwrap_or(' ')))
        .count();
    let norm = crate::vocab::normalise(text);
    let chars: Vec<char> = norm.chars().collect();
    let mut words = Vec::new();
    let mut clause = Vec::new();
    let mut sentence = Vec::new();
    let mut asks = vec![false];
    let mut current = String::new();
    let mut k = 0;
    for (i, &c) in chars.iter().enumerate() {
        if c.is_alphanumeric() {
            current.push(c);
            continue;
        }
        if !current.is_empty() {
            words.push(std::mem::take(&mut current));
            clause.push(k);
            sentence.push(asks.len() - 1);
        }
        // A sentence ends at `.`, `!` or `?` after a word (not inside `3.5`).
        let ends_sentence = matches!(c, '?' | '!' | '.')
            && sentence.last() == Some(&(asks.len() - 1))
            && !chars.get(i + 1).is_some_and(|n| n.is_alphanumeric());
        if c == '?' && sentence.last() == Some(&(asks.len() - 1)) {
            *asks.last_mut().expect("one sentence at least") = true;
        }
        if ends_sentence {
            asks.push(false);
        }
        let boundary = match c {
            ',' | ';' | ':' | '?' | '!' | '.' | '—' | '–' | '(' | ')' | '«' | '»' | '"' => {
                true
            }
            '-' => {
                let before = i > 0 && chars[i - 1].is_alphanumeric();
                let after = chars.get(i + 1).is_some_and(|n| n.is_alphanumeric());
                !(before && after)
            }
            _ => false,
        };
        if boundary && clause.last() == Some(&k) {
            k += 1;
        }
    }
    if !current.is_empty() {
        words.push(current);
        clause.push(k);
        sentence.push(asks.len() - 1);
    }
    Tokens {
        words,
        clause,
        sentence,
        asks,
        letters,
    }
}

/// English contractions written without their apostrophe (`isnt`, `cant`)
/// and their two tokens.
const BARE_CONTRACTIONS: [(&str, &str); 18] = [
    ("isnt", "isn"),
    ("arent", "aren"),
    ("dont", "don"),
    ("doesnt", "doesn"),
    ("didnt", "didn"),
    ("cant", "can"),
    ("wont", "won"),
    ("couldnt", "couldn"),
    ("shouldnt", "shouldn"),
    ("wouldnt", "wouldn"),
    ("mustnt", "mustn"),
    ("wasnt", "wasn"),
    ("werent", "weren"),
    ("hasnt", "hasn"),
    ("havent", "haven"),
    ("hadnt", "hadn"),
    ("aint", "ain"),
    ("neednt", "needn"),
];

/// French elided words written without their apostrophe (`jai`, `cest`,
/// `lavion`, `quon`).
const ELIDED: [&str; 9] = ["qu", "j", "l", "d", "n", "s", "c", "m", "t"];

/// Splits words written without the apostrophe that the lexicon reads as
/// two tokens (`isnt` → `isn t`, `jai` → `j ai`), when the word itself is
/// unknown and its second part is known.
fn split_elisions(lang: Lang, t: Tokens, lex: &super::lexicon::Lexicon) -> Tokens {
    let mut words = Vec::with_capacity(t.words.len());
    let mut clause = Vec::with_capacity(t.clause.len());
    let mut sentence = Vec::with_capacity(t.sentence.len());
    for ((w, k), s) in t.words.into_iter().zip(t.clause).zip(t.sentence) {
        let known = lex.knows(&w) || lex.is_stop(&w) || w.chars().any(|ch| ch.is_ascii_digit());
        let split: Option<(String, String)> = match lang {
            _ if known => None,
            Lang::En => BARE_CONTRACTIONS
                .iter()
                .find(|(bare, _)| *bare == w)
                .map(|(_, head)| (head.to_string(), "t".to_string())),
            Lang::Fr => ELIDED.iter().find_map(|p| {
                let rest = w.strip_prefix(p)?;
                let vowel = rest.chars().next().is_some_and(|ch| "aeiouyh".contains(ch));
                (vowel && rest.chars().count() >= 2 && (lex.knows(rest) || lex.is_stop(rest)))
                    .then(|| (p.to_string(), rest.to_string()))
            }),
            _ => None,
        };
        match split {
            Some((a, b)) => {
                words.extend([a, b]);
                clause.extend([k, k]);
                sentence.extend([s, s]);
            }
            None => {
                words.push(w);
                clause.push(k);
                sentence.push(s);
            }
        }
    }
    Tokens {
        words,
        clause,
        sentence,
        asks: t.asks,
        letters: t.letters,
    }
}

#[derive(Clone)]
struct Raw {
    alts: Vec<ConceptId>,
    token: usize,
    end: usize,
    clause: usize,
    negated: bool,
    /// A negation that can stand before a noun (`pas`, `not`, `не`), not one
    /// bound to a verb (`can't`).
    adverbial: bool,
    /// A negation that is a determiner (`no`, `aucun`).
    determiner: bool,
    /// A concept the question implies without saying it (two colours: an
    /// opponent); a fact may use it but need not explain it.
    implied: bool,
}

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

/// Negation words that are determiners: they negate the word after them,
/// whatever it is (`no capture`, `aucun coup`).
const DETERMINER_NEGATIONS: [&str; 5] = ["no", "aucun", "aucune", "ни", "nothing"];

/// Negation words that may negate the noun after them.
const ADVERBIAL_NEGATIONS: [&str; 7] = ["pas", "aucun", "aucune", "not", "no", "не", "ни"];

fn has(raw: &Raw, id: ConceptId) -> bool {
    raw.alts.contains(&id)
}

fn is_marker(raw: &Raw) -> bool {
    let c = concepts();
    raw.alts.iter().all(|a| c.concept(*a).kind == Kind::Marker)
}

fn kind_of(raw: &Raw) -> Kind {
    concepts().concept(raw.alts[0]).kind
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
    let (flipped, unplaced) = negations(&mut raws, &conditions, &t);
    resolve_modals(&mut raws);
    count_things(&mut raws, &t, lex);
    for r in implied {
        let pos = raws
            .iter()
            .position(|x| x.token > r.token)
            .unwrap_or(raws.len());
        raws.insert(pos, r);
    }
    rewrite(&mut raws, &t);
    conceded_play(&mut raws);
    imply_opponent(&mut raws);
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
        context_free: false,
        tolerance: 0,
    }
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

/// English `nothing` right after a verb negates it (`capture nothing`: no
/// capture), it is no zero.
fn nothing_after_verbs(raws: &mut Vec<Raw>, t: &Tokens) {
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
fn steps_after_numbers(raws: &mut [Raw], t: &Tokens) {
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

/// The words of an alternative question (`les noirs ou les blancs ?`).
const OR: [&str; 3] = ["ou", "or", "или"];

/// Words after which a number is the roll (`j'ai fait 5`, `I got a 5`).
const ROLLED: [&str; 8] = [
    "fait",
    "fais",
    "faire",
    "obtenu",
    "got",
    "get",
    "выпало",
    "выпала",
];

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
fn find_wh(raws: &mut Vec<Raw>, t: &Tokens, lang: Lang) -> Option<Wh> {
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

/// The clauses that are conditions (`si…`, `if…`, `если…`). A condition
/// without a comma ends where the main clause starts: at the first verb that
/// marks a question (`peux`, `do`, `можно`) after some content; what comes
/// before `si` in the same clause is main.
fn condition_clauses(raws: &mut [Raw]) -> Vec<usize> {
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
fn premise_clauses(raws: &[Raw], conditions: &[usize]) -> Vec<usize> {
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
/// Also returns whether a local negation found nothing to negate.
fn negations(raws: &mut [Raw], conditions: &[usize], t: &Tokens) -> (bool, bool) {
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
        let local = is_without
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
            None if is_neg => flipped = !flipped,
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

/// A modal followed by a thing is a need (`il faut un six`), followed by an
/// action an obligation (`faut-il sortir`). An obligation word (`obligé`,
/// `must`, `обязан`) is an obligation when an action follows it closely. An
/// adjectival modal looks back first: `is a six required` is a need, `is
/// drawing compulsory` an obligation.
fn resolve_modals(raws: &mut [Raw]) {
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
fn count_things(raws: &mut [Raw], t: &Tokens, lex: &super::lexicon::Lexicon) {
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

impl Raw {
    /// A plain reading of `alts` on tokens `token..=end`: not negated, said
    /// in the text.
    fn word(alts: Vec<ConceptId>, token: usize, end: usize, clause: usize) -> Raw {
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
    fn clone_position(&self) -> Raw {
        Raw::word(Vec::new(), self.token, self.end, self.clause)
    }
}

fn take_one(raws: &mut Vec<Raw>, id: ConceptId) -> Option<Raw> {
    let i = raws.iter().position(|r| has(r, id))?;
    Some(raws.remove(i))
}

/// Puts a new reading of `id` where `at` stands; returns its index.
fn insert(raws: &mut Vec<Raw>, id: ConceptId, at: &Raw) -> usize {
    let r = Raw::word(vec![id], at.token, at.end, at.clause);
    let pos = raws
        .iter()
        .position(|x| x.token > r.token)
        .unwrap_or(raws.len());
    raws.insert(pos, r);
    pos
}

/// A roll compared with the distance to the centre (`je suis à 2 cases du
/// centre et je fais 4`): a roll larger than the distance is `TOO_BIG`, an
/// equal one `EXACT`.
fn roll_against_distance(raws: &mut Vec<Raw>) {
    let c = concepts();
    let goal = c.id("GOAL");
    if !raws.iter().any(|r| has(r, goal)) {
        return;
    }
    let numbers: Vec<usize> = (0..raws.len())
        .filter(|i| raws[*i].alts.iter().any(|a| c.value(*a).is_some()))
        .collect();
    let [a, b] = numbers[..] else {
        return;
    };
    let value = |i: usize| raws[i].alts.iter().find_map(|x| c.value(*x));
    let (Some(va), Some(vb)) = (value(a), value(b)) else {
        return;
    };
    let measures = |i: usize| {
        let after = raws
            .get(i + 1)
            .is_some_and(|n| ["SQUARE", "FAR"].iter().any(|m| has(n, c.id(m))));
        let before = i > 0 && ["NEED", "MUST"].iter().any(|m| has(&raws[i - 1], c.id(m)));
        after || before || c.name(raws[i].alts[0]).starts_with('Q')
    };
    let (distance, roll) = match (measures(a), measures(b)) {
        (true, false) => (va, vb),
        (false, true) => (vb, va),
        _ => return,
    };
    let verdict = match roll.cmp(&distance) {
        std::cmp::Ordering::Greater => "TOO_BIG",
        std::cmp::Ordering::Equal => "EXACT",
        std::cmp::Ordering::Less => return,
    };
    let at = raws.remove(b);
    raws.remove(a);
    insert(raws, c.id(verdict), &at);
}

/// A move compared with the roll (`avancer de 2 alors que j'ai fait 5`,
/// `move 3 with a 5`): fewer squares than rolled is `LESS`, more `MORE`, as
/// many `EXACT`. The number moved follows the verb of moving.
fn move_against_roll(raws: &mut Vec<Raw>, t: &Tokens) {
    let c = concepts();
    if raws.iter().any(|r| has(r, c.id("GOAL"))) {
        return;
    }
    let numbers: Vec<usize> = (0..raws.len())
        .filter(|i| raws[*i].alts.len() == 1 && c.value(raws[*i].alts[0]).is_some())
        .collect();
    let [a, b] = numbers[..] else {
        return;
    };
    if raws
        .iter()
        .any(|r| ["EXIT", "BASE", "COLOUR"].iter().any(|n| has(r, c.id(n))))
    {
        return;
    }
    let moved = |i: usize| {
        i > 0 && raws[i - 1].alts == [c.id("MOVE")] && raws[i].token <= raws[i - 1].end + 2
    };
    let rolled = |i: usize| {
        let after_roll =
            i > 0 && has(&raws[i - 1], c.id("ROLL")) && raws[i].token <= raws[i - 1].end + 3;
        after_roll
            || raws[i]
                .token
                .checked_sub(1)
                .and_then(|j| t.words.get(j))
                .is_some_and(|w| ROLLED.contains(&w.as_str()))
    };
    let (m, r) = match (moved(a), moved(b)) {
        (true, false) if rolled(b) => (a, b),
        (false, true) if rolled(a) => (b, a),
        _ => return,
    };
    let (Some(vm), Some(vr)) = (c.value(raws[m].alts[0]), c.value(raws[r].alts[0])) else {
        return;
    };
    if !(1..=6).contains(&vr) {
        return;
    }
    let id = match vm.cmp(&vr) {
        std::cmp::Ordering::Less => "LESS",
        std::cmp::Ordering::Greater => "MORE",
        std::cmp::Ordering::Equal => "EXACT",
    };
    let at = raws.remove(b);
    raws.remove(a);
    insert(raws, c.id(id), &at);
}

/// `protected from capture`, `à l’abri de la prise`, `защищён от взятия`,
/// `safe from being captured`: what a piece is protected from is no second
/// action of the question; the question asks about the protection alone
/// (keeping the capture would read it as "is it captured?").
fn protected_from(raws: &mut Vec<Raw>, t: &Tokens) {
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

/// Going round twice (`go around the board twice`, `deux tours`): a second lap.
fn second_lap(raws: &mut Vec<Raw>) {
    let c = concepts();
    let lap = raws.iter().position(|r| r.alts == [c.id("LAP")]);
    let twice = raws
        .iter()
        .position(|r| r.alts == [c.id("TWICE")] || r.alts == [c.id("Q2")]);
    if let (Some(l), Some(t)) = (lap, twice) {
        let at = raws.remove(l.max(t));
        raws.remove(l.min(t));
        insert(raws, c.id("LAP2"), &at);
    }
}

/// Constructions rewritten into one concept.
fn rewrite(raws: &mut Vec<Raw>, t: &Tokens) {
    let c = concepts();
    absorb_redundant(raws);
    sent_to_base(raws);
    protected_from(raws, t);
    story_of_sixes(raws);
    roll_against_distance(raws);
    move_against_roll(raws, t);
    second_lap(raws);
    split_between_planes(raws);
    // A roll shared out: "un avion de 3 et un autre de 2".
    let another = c.id("ANOTHER");
    let bare = |r: &Raw| c.name(r.alts[0]).starts_with('N') && c.value(r.alts[0]).is_some();
    if raws.iter().any(|r| has(r, another)) && raws.iter().filter(|r| bare(r)).count() >= 2 {
        let at = take_one(raws, another).expect("checked");
        raws.retain(|r| !bare(r));
        insert(raws, c.id("SPLIT"), &at);
    }
    // The analysed dominoes position: a line open at two and five, tile 2–5.
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
    step_and_jump(raws);
    move_and_roll(raws);
    king_voice(raws);
}

/// Words that only repeat what the word before them says: a playable tile
/// after "no move" (`rien qui va`, `нет подходящей кости`, `no tile that
/// fits`), `most` before `heavy`; the same score in dominoes is an equal one;
/// `keep` before an action goes on with it.
fn absorb_redundant(raws: &mut Vec<Raw>) {
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

/// A return to the base (`il repart au hangar`, `revient à sa base`,
/// `returns to its yard`): being sent back there, whatever the words between.
fn sent_to_base(raws: &mut Vec<Raw>) {
    let c = concepts();
    let (base, sent) = (c.id("BASE"), c.id("SENT_BASE"));
    let back = [c.id("RETURN"), c.id("GO_BACK")];
    let Some(b) = raws.iter().position(|r| has(r, base) && !r.negated) else {
        return;
    };
    let verb = (0..b).rev().find(|i| {
        raws[*i].clause == raws[b].clause
            && !raws[*i].negated
            && raws[*i].alts.iter().any(|a| back.contains(a))
    });
    if let Some(v) = verb {
        let at = raws.remove(b);
        raws.remove(v);
        insert(raws, sent, &at);
    }
}

/// A story of sixes (`j'ai fait deux six puis encore un six`, `6, 6 и ещё 6`):
/// three sixes make the third six; beside the third six named, the sixes
/// that led to it only tell the story.
fn story_of_sixes(raws: &mut Vec<Raw>) {
    let c = concepts();
    let (six, q6, third) = (c.id("N6"), c.id("Q6"), c.id("THIRD_SIX"));
    let is_six = |r: &Raw| r.alts.len() == 1 && (r.alts[0] == six || r.alts[0] == q6);
    let mut count = 0;
    for (i, r) in raws.iter().enumerate() {
        if !is_six(r) {
            continue;
        }
        let times = i
            .checked_sub(1)
            .and_then(|p| {
                let p = &raws[p];
                (p.end + 1 == r.token)
                    .then(|| p.alts.iter().find_map(|a| c.value(*a)))
                    .flatten()
            })
            .unwrap_or(1);
        count += times;
    }
    let named = raws.iter().any(|r| has(r, third));
    if !named && count < 3 {
        return;
    }
    let mut first: Option<Raw> = None;
    let mut last_removed = 0;
    let mut i = 0;
    while i < raws.len() {
        let counts_sixes = i + 1 < raws.len()
            && is_six(&raws[i + 1])
            && raws[i].end + 1 == raws[i + 1].token
            && raws[i].alts.iter().all(|a| c.value(*a).is_some());
        if is_six(&raws[i]) || counts_sixes {
            let r = raws.remove(i);
            last_removed = last_removed.max(r.end);
            first.get_or_insert(r);
        } else {
            i += 1;
        }
    }
    // `6, j'avance, puis 6, j'avance, puis encore 6 : je remets mes avions ?`:
    // when the story had sixes before the third and the question then speaks
    // of moves, those are the moves made before.
    let third_at = raws.iter().filter(|r| has(r, third)).map(|r| r.end).max();
    let told = match (named, &first) {
        (true, Some(f)) => third_at.is_some_and(|t| t > f.token),
        (false, Some(_)) => count >= 3,
        _ => false,
    };
    let story_end = third_at.unwrap_or(0).max(last_removed);
    if let (false, Some(at)) = (named, first.as_ref()) {
        insert(raws, third, at);
    }
    let moves = ["MOVE", "RETURN", "GO_BACK"].map(|n| c.id(n));
    let asks_moves = raws
        .iter()
        .any(|r| r.alts.iter().any(|a| moves.contains(a)) && r.token > story_end);
    if told && asks_moves && !raws.iter().any(|r| has(r, c.id("PREVIOUS"))) {
        let at = first.expect("told");
        raws.push(Raw {
            alts: vec![c.id("PREVIOUS")],
            implied: true,
            ..at
        });
        raws.sort_by_key(|r| r.token);
    }
}

/// One roll shared between planes (`j'ai fait 4, j'avance deux avions de deux
/// cases chacun`, `move two planes with one roll`): a split.
fn split_between_planes(raws: &mut Vec<Raw>) {
    let c = concepts();
    let plane = c.id("PLANE");
    let two_planes = |raws: &[Raw]| {
        raws.windows(2).position(|w| {
            w[0].alts.len() == 1
                && c.name(w[0].alts[0]).starts_with('Q')
                && c.value(w[0].alts[0]).is_some_and(|v| v >= 2)
                && w[1].alts.contains(&plane)
        })
    };
    // `deux avions avec le même dé`, `two planes with one roll`: the same
    // roll moving several planes (not the same square).
    let one_roll = raws.iter().position(|r| r.alts == [c.id("ONE_ROLL")]);
    let on_square = raws
        .iter()
        .any(|r| r.alts.iter().any(|a| c.is_a(*a, c.id("SQUARE"))));
    if let (Some(k), Some(_)) = (one_roll, two_planes(raws)) {
        if !on_square && raws.iter().any(|r| has(r, c.id("MOVE"))) {
            let at = raws.remove(k);
            if let Some(p) = two_planes(raws) {
                raws.remove(p + 1);
                raws.remove(p);
            }
            insert(raws, c.id("SPLIT"), &at);
            return;
        }
    }
    let avoid = [
        "OPPONENT",
        "SAME",
        "SPLIT",
        "SAME_TURN",
        "EXTRA_ROLL",
        "AGAIN",
        "TWICE",
        "BASE",
        "EXIT",
        "START_SQUARE",
    ]
    .map(|n| c.id(n));
    if raws
        .iter()
        .any(|r| r.alts.iter().any(|a| avoid.contains(a)))
    {
        return;
    }
    let planes = raws.windows(2).position(|w| {
        w[0].alts.len() == 1
            && c.name(w[0].alts[0]).starts_with('Q')
            && c.value(w[0].alts[0]).is_some_and(|v| v >= 2)
            && w[1].alts.contains(&plane)
    });
    let Some(p) = planes else {
        return;
    };
    let moves = raws.iter().any(|r| has(r, c.id("MOVE")));
    let each = raws.iter().position(|r| has(r, c.id("EACH")));
    let roll = raws.iter().enumerate().any(|(i, r)| {
        i != p
            && r.alts
                .iter()
                .any(|a| c.is_a(*a, c.id("LOWROLL")) || *a == c.id("N6"))
    });
    if !moves || !(roll && (each.is_some() || raws.iter().any(|r| has(r, c.id("ROLL"))))) {
        return;
    }
    let at = raws.remove(p);
    raws.remove(p);
    raws.retain(|r| {
        !has(r, c.id("EACH"))
            && !r
                .alts
                .iter()
                .any(|a| c.value(*a).is_some() && c.name(*a).starts_with(['N', 'Q']))
    });
    insert(raws, c.id("SPLIT"), &at);
}

/// Two colours or two camps named at once (`un avion jaune dans mon couloir
/// rouge`, `un défenseur et un attaquant`): the question is about opponents,
/// even without the word.
/// `piocher même si je peux jouer`, `draw even though I could play`: in a
/// dominoes question, playing conceded after `even if` is having a playable
/// tile.
fn conceded_play(raws: &mut [Raw]) {
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

fn imply_opponent(raws: &mut Vec<Raw>) {
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
fn step_and_jump(raws: &mut Vec<Raw>) {
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

/// Moving and rolling with a word of time (`bouger avant de lancer`,
/// `сначала походить, а потом бросить`, `roll first, then move`): in which
/// order. The text's order, unless `after` stands between them or `before`
/// opens the sentence (`avant de lancer, je bouge`); `first` next to one of
/// them puts it first.
fn move_and_roll(raws: &mut Vec<Raw>) {
    let c = concepts();
    let (mv, roll) = (c.id("MOVE"), c.id("ROLL"));
    let plain = |r: &Raw, id| r.alts == [id] && !r.negated;
    if raws
        .iter()
        .any(|x| has(x, c.id("EXTRA_ROLL")) || has(x, c.id("THIRD_SIX")))
    {
        return;
    }
    // Choosing the plane is the move when no other word says it.
    let choose = c.id("CHOOSE");
    let (Some(m), Some(r)) = (
        raws.iter()
            .position(|x| plain(x, mv))
            .or_else(|| raws.iter().position(|x| plain(x, choose))),
        raws.iter().position(|x| plain(x, roll)),
    ) else {
        return;
    };
    let at = |name: &str| raws.iter().position(|x| has(x, c.id(name)));
    let (before, after, then, first) = (at("BEFORE"), at("AFTER"), at("THEN"), at("FIRST"));
    if before.is_none() && after.is_none() && then.is_none() && first.is_none() {
        return;
    }
    let (lo, hi) = (m.min(r), m.max(r));
    let mut move_first = m < r;
    if before.is_some_and(|b| b < lo) {
        move_first = !move_first;
    }
    if after.is_some_and(|a| a > lo && a < hi) && then.is_none() {
        move_first = !move_first;
    }
    if let Some(f) = first {
        if f + 1 == m || f == m + 1 {
            move_first = true;
        } else if f + 1 == r || f == r + 1 {
            move_first = false;
        }
    }
    let id = if move_first {
        c.id("MOVE_BEFORE_ROLL")
    } else {
        c.id("ROLL_BEFORE_MOVE")
    };
    let place = raws[m.min(r)].clone_position();
    // The two words read, a repeated roll word (`бросить кубик`) and the word
    // of time they came with.
    let time = [c.id("BEFORE"), c.id("FIRST")];
    let used = |i: usize, x: &Raw| {
        i == m
            || i == r
            || (plain(x, roll) && (i == r + 1 || i + 1 == r))
            || (x.alts.iter().all(|a| time.contains(a)))
    };
    let mut k = 0;
    raws.retain(|x| {
        k += 1;
        !used(k - 1, x)
    });
    insert(raws, id, &place);
}

/// The king with a capture: does he capture, or is he captured? He is
/// captured when the verb is passive (`le roi est-il pris`), when he is its
/// object (`prendre le roi`, `короля`) or a pronoun stands for him as object
/// (`pour le capturer`); he captures when he is the subject (`le roi peut-il
/// capturer`). In different clauses, only a pronoun links them.
fn king_voice(raws: &mut Vec<Raw>) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clauses_split_on_commas_and_spaced_dashes_not_on_hyphens() {
        let t = tokenize("Peut-on sortir, avec un 6 - ou pas ?");
        assert_eq!(
            t.words,
            ["peut", "on", "sortir", "avec", "un", "6", "ou", "pas"]
        );
        assert_eq!(t.clause, [0, 0, 0, 1, 1, 1, 2, 2]);
    }

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
    fn the_abcde_letters_are_counted() {
        assert_eq!(tokenize("A, B, C, D et E").letters, 5);
        assert_eq!(tokenize("a la base").letters, 0);
    }
}
