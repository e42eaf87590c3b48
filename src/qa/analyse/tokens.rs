//! Cutting a text into tokens: normalised words, their clauses and
//! sentences, and the words written without their apostrophe split in two
//! (`isnt`, `jai`).

use crate::i18n::Lang;

pub(super) struct Tokens {
    pub(super) words: Vec<String>,
    pub(super) clause: Vec<usize>,
    /// The sentence of each word.
    pub(super) sentence: Vec<usize>,
    /// Whether each sentence ends with a question mark.
    pub(super) asks: Vec<bool>,
    pub(super) letters: usize,
}

/// Cuts a text into normalised word tokens and numbers their clauses.
pub(super) fn tokenize(text: &str) -> Tokens {
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
pub(super) fn split_elisions(lang: Lang, t: Tokens, lex: &crate::qa::lexicon::Lexicon) -> Tokens {
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
    fn the_abcde_letters_are_counted() {
        assert_eq!(tokenize("E, D, C, B et A").letters, 5);
        assert_eq!(tokenize("a la base").letters, 0);
    }
}
