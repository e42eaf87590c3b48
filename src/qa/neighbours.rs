//! The neighbours' reading: the labelled learners' questions of the dev
//! corpus (`tests/fixtures/qa/corpus-dev.toml`) closest to a question, by
//! TF-IDF over words and character n-grams, and the facts they vote for.
//!
//! It names facts, never a verdict: two questions a word apart can have
//! opposite answers. The verdict comes from the fact's own frames
//! ([`crate::qa::resolve::relaxed`]).

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::facts::{self, Fact};
use super::neighbours_terms::{index_bytes, term_weight, terms};
use crate::fold::normalise;

#[derive(Deserialize)]
struct Corpus {
    q: Vec<Labelled>,
}

#[derive(Deserialize)]
struct Labelled {
    text: String,
    facts: Vec<String>,
    verdict: String,
}

/// One labelled question of the index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The facts that answer it (none: a question to abstain on).
    pub facts: Vec<&'static Fact>,
    /// Its verdict: `yes`, `no`, `open` or `abstain`.
    pub verdict: String,
}

/// The index of labelled questions (the layout of its bytes:
/// [`super::neighbours_terms`]).
pub struct Index {
    bytes: Cow<'static, [u8]>,
    terms: usize,
    term_ends: usize,
    term_bytes: usize,
    idf: usize,
    posting_ends: usize,
    postings: usize,
    /// The labelled questions, in the corpus's order.
    examples: Examples,
}

/// The labelled questions of an index: read from a corpus, or the shipped
/// lines (`verdict<TAB>fact,fact`) read one by one when a neighbour is asked
/// for, so that start-up reads none of them.
#[derive(Debug)]
enum Examples {
    Built(Vec<Example>),
    Shipped(Vec<&'static str>),
}

impl Examples {
    fn get(&self, doc: usize) -> Cow<'_, Example> {
        match self {
            Examples::Built(all) => Cow::Borrowed(&all[doc]),
            Examples::Shipped(lines) => {
                let line = lines[doc];
                let (verdict, ids) = line.split_once('\t').unwrap_or((line, ""));
                Cow::Owned(Example {
                    facts: ids.split(',').filter_map(facts::fact).collect(),
                    verdict: verdict.to_string(),
                })
            }
        }
    }

    fn len(&self) -> usize {
        match self {
            Examples::Built(all) => all.len(),
            Examples::Shipped(lines) => lines.len(),
        }
    }
}

impl Index {
    /// Builds the index of a corpus file's questions.
    pub fn build(source: &str) -> Result<Index, toml::de::Error> {
        let corpus: Corpus = toml::from_str(source)?;
        let texts: Vec<String> = corpus.q.iter().map(|q| normalise(&q.text)).collect();
        let examples = corpus
            .q
            .into_iter()
            .map(|q| Example {
                facts: q.facts.iter().filter_map(|id| facts::fact(id)).collect(),
                verdict: q.verdict,
            })
            .collect();
        Ok(Index::from_bytes(
            Cow::Owned(index_bytes(&texts)),
            Examples::Built(examples),
        ))
    }

    /// The index of bytes laid out by [`index_bytes`] and the questions'
    /// labels.
    fn from_bytes(bytes: Cow<'static, [u8]>, examples: Examples) -> Index {
        let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
        let terms = word(4);
        let term_ends = 8;
        let term_bytes = term_ends + 4 * terms;
        let blob = if terms == 0 {
            0
        } else {
            word(term_ends + 4 * (terms - 1))
        };
        let idf = (term_bytes + blob).div_ceil(4) * 4;
        let posting_ends = idf + 4 * terms;
        let postings = posting_ends + 4 * terms;
        Index {
            terms,
            term_ends,
            term_bytes,
            idf,
            posting_ends,
            postings,
            examples,
            bytes,
        }
    }

    /// The labelled question `doc` (in the corpus's order).
    pub fn example(&self, doc: usize) -> Cow<'_, Example> {
        self.examples.get(doc)
    }

    /// How many labelled questions.
    pub fn len(&self) -> usize {
        self.examples.len()
    }

    /// Whether it holds no question.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn word(&self, at: usize) -> u32 {
        u32::from_le_bytes(self.bytes[at..at + 4].try_into().unwrap())
    }

    fn float(&self, at: usize) -> f32 {
        f32::from_le_bytes(self.bytes[at..at + 4].try_into().unwrap())
    }

    /// The bytes of term `i`.
    fn term(&self, i: usize) -> &[u8] {
        let start = if i == 0 {
            0
        } else {
            self.word(self.term_ends + 4 * (i - 1)) as usize
        };
        let end = self.word(self.term_ends + 4 * i) as usize;
        &self.bytes[self.term_bytes + start..self.term_bytes + end]
    }

    /// The number and inverse document frequency of a term, if indexed.
    fn lookup(&self, t: &str) -> Option<(usize, f32)> {
        let (mut lo, mut hi) = (0, self.terms);
        while lo < hi {
            let mid = (lo + hi) / 2;
            match self.term(mid).cmp(t.as_bytes()) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some((mid, self.float(self.idf + 4 * mid))),
            }
        }
        None
    }

    /// The postings of term `i`: (question, weight).
    fn postings(&self, i: usize) -> impl Iterator<Item = (usize, f32)> + '_ {
        let start = if i == 0 {
            0
        } else {
            self.word(self.posting_ends + 4 * (i - 1)) as usize
        };
        let end = self.word(self.posting_ends + 4 * i) as usize;
        (start..end).map(move |k| {
            let at = self.postings + 8 * k;
            (self.word(at) as usize, self.float(at + 4))
        })
    }

    /// The `k` labelled questions closest to `text`, closest first, with
    /// their cosine similarity.
    pub fn nearest(&self, text: &str, k: usize) -> Vec<(usize, f32)> {
        let mut query: Vec<(usize, f32)> = terms(&normalise(text))
            .into_iter()
            .filter_map(|(t, n)| self.lookup(&t).map(|(id, idf)| (id, term_weight(n, idf))))
            .collect();
        let norm = query.iter().map(|(_, w)| w * w).sum::<f32>().sqrt();
        let mut sims: HashMap<usize, f32> = HashMap::new();
        for (id, w) in &mut query {
            *w /= norm;
            for (doc, dw) in self.postings(*id) {
                *sims.entry(doc).or_default() += *w * dw;
            }
        }
        let mut v: Vec<(usize, f32)> = sims.into_iter().collect();
        v.sort_by(|x, y| y.1.total_cmp(&x.1).then(x.0.cmp(&y.0)));
        v.truncate(k);
        v
    }

    /// The facts the `k` closest questions vote for, each with its share of
    /// the votes (weighted by similarity), most voted first; a question to
    /// abstain on votes for none.
    pub fn vote(&self, text: &str, k: usize, games: u8) -> Vec<(&'static Fact, f32)> {
        let near = self.nearest(text, k);
        let total: f32 = near.iter().map(|(_, s)| s).sum();
        let mut votes: Vec<(&'static Fact, f32)> = Vec::new();
        for (doc, sim) in near {
            let example = self.example(doc);
            let facts: Vec<&&'static Fact> = example
                .facts
                .iter()
                .filter(|f| games & super::concepts::game_bit(f.game) != 0)
                .collect();
            for f in &facts {
                let share = sim / facts.len() as f32;
                match votes.iter_mut().find(|(g, _)| g.id == f.id) {
                    Some((_, s)) => *s += share,
                    None => votes.push((f, share)),
                }
            }
        }
        if total > 0.0 {
            for (_, s) in &mut votes {
                *s /= total;
            }
        }
        votes.sort_by(|x, y| y.1.total_cmp(&x.1));
        votes
    }
}

/// The shipped index, over the dev corpus, built by the build script.
pub fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let examples = Examples::Shipped(
            include_str!(concat!(env!("OUT_DIR"), "/neighbours.tsv"))
                .lines()
                .collect(),
        );
        let bytes = include_bytes!(concat!(env!("OUT_DIR"), "/neighbours.bin"));
        Index::from_bytes(Cow::Borrowed(bytes), examples)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_index_is_the_dev_corpus_index() {
        let built = Index::build(include_str!("../../tests/fixtures/qa/corpus-dev.toml")).unwrap();
        let shipped = index();
        assert_eq!(built.len(), shipped.len());
        for doc in 0..built.len() {
            assert_eq!(built.example(doc), shipped.example(doc), "{doc}");
        }
        assert_eq!(built.bytes, shipped.bytes);
        assert!(shipped.len() > 6000);
    }

    #[test]
    fn a_question_of_the_corpus_is_its_own_closest_neighbour() {
        let idx = index();
        let text = "Je peux faire sortir un avion de la base sans faire de six ?";
        let near = idx.nearest(text, 3);
        assert_eq!(near[0].0, 0);
        assert!((near[0].1 - 1.0).abs() < 1e-3, "{near:?}");
        let votes = idx.vote(text, 10, 0b1111);
        assert_eq!(votes[0].0.id, "aero-exit-six");
        // A word the index never saw weighs nothing.
        assert!(idx.nearest("zzzqqq", 3).is_empty());
    }
}
