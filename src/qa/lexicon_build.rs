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

/// A range of a table: its first index and its length.
pub type Span = (u32, u32);

/// One pattern of a [`FlatLexicon`]: its elements (a span of `elems`), its
/// concepts (a span of `concepts`) and its precision. Its `Debug` form is
/// the Rust expression the build script writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pattern {
    /// A span of `elems`.
    pub elems: Span,
    /// A span of `concepts`.
    pub concepts: Span,
    /// As [`OwnedPattern::precision`].
    pub precision: u32,
}

/// A compiled lexicon as plain integers and one text, so that its static
/// form holds no pointer for the loader to relocate. A word is an index of
/// `words`, which are sorted and distinct: comparing ids compares words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlatLexicon {
    /// Every word, one after another.
    pub text: String,
    /// Each word's span of `text` (bytes), sorted by word.
    pub words: Vec<Span>,
    /// The stopwords (words), sorted.
    pub stop: Vec<u32>,
    /// Every alternative: its word times two, plus one for a prefix.
    pub alts: Vec<u32>,
    /// Every pattern element: a span of `alts`, empty for a gap.
    pub elems: Vec<Span>,
    /// Every pattern's concept ids, one pattern after another.
    pub concepts: Vec<u16>,
    /// The patterns, in the order of their text.
    pub patterns: Vec<Pattern>,
    /// Each exact first word, sorted, with its span of `starts`.
    pub by_word: Vec<(u32, Span)>,
    /// The patterns of each `by_word` entry, one entry after another.
    pub starts: Vec<u32>,
    /// Each first-word prefix (word) with the pattern it starts, in pattern
    /// order.
    pub by_prefix: Vec<(u32, u32)>,
    /// Stopwords and every exact first word (words), sorted: what language
    /// detection asks.
    pub known: Vec<u32>,
    /// Every first-word prefix (words), sorted, once each.
    pub prefixes: Vec<u32>,
}

fn span(start: usize, end: usize) -> Span {
    let start = u32::try_from(start).expect("lexicon tables fit u32");
    let end = u32::try_from(end).expect("lexicon tables fit u32");
    (start, end - start)
}

/// The plain-integer tables of a compiled lexicon.
pub fn flatten(lex: &OwnedLexicon) -> FlatLexicon {
    // every word, sorted, once each
    let mut all: Vec<&str> = lex.stop.iter().map(String::as_str).collect();
    for p in &lex.patterns {
        for e in &p.elems {
            if let OwnedElem::Word(alts) = e {
                all.extend(alts.iter().map(|a| match a {
                    OwnedAlt::Exact(w) | OwnedAlt::Prefix(w) => w.as_str(),
                }));
            }
        }
    }
    all.sort_unstable();
    all.dedup();
    let mut text = String::new();
    let mut words = Vec::with_capacity(all.len());
    for w in &all {
        let start = text.len();
        text.push_str(w);
        words.push(span(start, text.len()));
    }
    let id = |w: &str| all.binary_search(&w).expect("every word is listed") as u32;
    let stop: Vec<u32> = lex.stop.iter().map(|w| id(w)).collect();
    let (mut alts, mut elems, mut concepts, mut patterns) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for p in &lex.patterns {
        let first_elem = elems.len();
        for e in &p.elems {
            let first_alt = alts.len();
            if let OwnedElem::Word(list) = e {
                alts.extend(list.iter().map(|a| match a {
                    OwnedAlt::Exact(w) => id(w) * 2,
                    OwnedAlt::Prefix(w) => id(w) * 2 + 1,
                }));
            }
            elems.push(span(first_alt, alts.len()));
        }
        let first_concept = concepts.len();
        concepts.extend_from_slice(&p.concepts);
        patterns.push(Pattern {
            elems: span(first_elem, elems.len()),
            concepts: span(first_concept, concepts.len()),
            precision: u32::try_from(p.precision).expect("precision fits u32"),
        });
    }
    let mut starts = Vec::new();
    let by_word = lex
        .by_word
        .iter()
        .map(|(w, list)| {
            let first = starts.len();
            starts.extend_from_slice(list);
            (id(w), span(first, starts.len()))
        })
        .collect();
    let by_prefix: Vec<(u32, u32)> = lex.by_prefix.iter().map(|(p, i)| (id(p), *i)).collect();
    // ids are in word order: sorting ids sorts words
    let mut known = stop.clone();
    known.extend(lex.by_word.iter().map(|(w, _)| id(w)));
    known.sort_unstable();
    known.dedup();
    let mut prefixes: Vec<u32> = by_prefix.iter().map(|(p, _)| *p).collect();
    prefixes.sort_unstable();
    prefixes.dedup();
    FlatLexicon {
        text,
        words,
        stop,
        alts,
        elems,
        concepts,
        patterns,
        by_word,
        starts,
        by_prefix,
        known,
        prefixes,
    }
}
