//! Compiling a lexicon, shared by the build script (which writes the result
//! as static tables into `$OUT_DIR/lexicons.rs`) and [`super::lexicon`]
//! (whose `Lexicon::parse` compiles a file the same way, for tests and
//! checks). Plain `std`, so `build.rs` can include it.

use std::collections::BTreeMap;

/// The numbers that have their own concepts (`N6`, and `Q6` for "six of").
pub const NUMBERS: [u32; 20] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 20, 24, 28, 52, 100,
];

/// The concept names in id order, from the names of `concepts.toml`: the
/// file's names sorted, then `N<n>` and `Q<n>` for each of [`NUMBERS`].
pub fn concept_order(file_names: &[String]) -> Vec<String> {
    let mut names = file_names.to_vec();
    names.sort();
    for n in NUMBERS {
        names.push(format!("N{n}"));
        names.push(format!("Q{n}"));
    }
    names
}

/// One alternative of a pattern word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnedAlt {
    /// The word itself.
    Exact(String),
    /// Any word starting so (`sort*`).
    Prefix(String),
}

/// One element of a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnedElem {
    /// A word: any of its alternatives.
    Word(Vec<OwnedAlt>),
    /// Up to three other tokens of the clause (`~`).
    Gap,
}

/// One compiled pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedPattern {
    /// Its elements.
    pub elems: Vec<OwnedElem>,
    /// The ids of its concepts.
    pub concepts: Vec<u16>,
    /// How precise it is: exact words count more than prefixes, long
    /// prefixes more than short ones.
    pub precision: usize,
}

/// A compiled lexicon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedLexicon {
    /// Stopwords, sorted, once each.
    pub stop: Vec<String>,
    /// Patterns, in the order of their text.
    pub patterns: Vec<OwnedPattern>,
    /// Each exact first word, sorted, with the patterns it starts.
    pub by_word: Vec<(String, Vec<u32>)>,
    /// Each first-word prefix with the pattern it starts, in pattern order.
    pub by_prefix: Vec<(String, u32)>,
}

fn compile_elem(word: &str) -> OwnedElem {
    if word == "~" {
        return OwnedElem::Gap;
    }
    OwnedElem::Word(
        word.split('|')
            .map(|a| match a.strip_suffix('*') {
                Some(p) => OwnedAlt::Prefix(p.to_string()),
                None => OwnedAlt::Exact(a.to_string()),
            })
            .collect(),
    )
}

/// Compiles merged, normalised patterns (sorted by text, each with its
/// concept ids) and stopwords; the error is a pattern that is empty or
/// starts or ends with a gap.
pub fn compile(
    stop: impl Iterator<Item = String>,
    merged: impl IntoIterator<Item = (String, Vec<u16>)>,
) -> Result<OwnedLexicon, String> {
    let mut patterns = Vec::new();
    let mut by_word: BTreeMap<String, Vec<u32>> = BTreeMap::new();
    let mut by_prefix = Vec::new();
    for (text, ids) in merged {
        let elems: Vec<OwnedElem> = text.split(' ').map(compile_elem).collect();
        let bad = elems.is_empty()
            || elems.first() == Some(&OwnedElem::Gap)
            || elems.last() == Some(&OwnedElem::Gap);
        if bad {
            return Err(text);
        }
        let index = patterns.len() as u32;
        if let Some(OwnedElem::Word(alts)) = elems.first() {
            for alt in alts {
                match alt {
                    OwnedAlt::Exact(w) => by_word.entry(w.clone()).or_default().push(index),
                    OwnedAlt::Prefix(p) => by_prefix.push((p.clone(), index)),
                }
            }
        }
        let precision = elems
            .iter()
            .map(|e| match e {
                OwnedElem::Gap => 0,
                OwnedElem::Word(alts) => alts
                    .iter()
                    .map(|a| match a {
                        OwnedAlt::Exact(w) => 100 + w.len(),
                        OwnedAlt::Prefix(p) => p.len(),
                    })
                    .min()
                    .unwrap_or(0),
            })
            .sum();
        patterns.push(OwnedPattern {
            elems,
            concepts: ids,
            precision,
        });
    }
    let mut stop: Vec<String> = stop.collect();
    stop.sort();
    stop.dedup();
    Ok(OwnedLexicon {
        stop,
        patterns,
        by_word: by_word.into_iter().collect(),
        by_prefix,
    })
}
