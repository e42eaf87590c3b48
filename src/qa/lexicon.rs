//! The words of each language and the concepts they stand for.
//!
//! `lexicon/<lang>.toml` lists stopwords (`stop`) and, for each concept, the
//! patterns that express it. A pattern is a sequence of words matched against
//! normalised tokens (lower case, no accents, `ё` as `е`): `sort*` matches any
//! token starting with `sort`, `a|b` either word, and `~` lets up to three
//! other tokens of the same clause stand between two words (those stay free
//! for other patterns). The same pattern under several concepts makes an
//! ambiguous word (`prendre`: capture or draw); the facts decide.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::concepts::{ConceptId, Concepts};
use super::lexicon_build::{FlatLexicon, OwnedLexicon, Pattern, Span};
use crate::i18n::Lang;

/// How many tokens a `~` may skip.
pub const GAP: usize = 3;

/// One alternative of a pattern word, read from the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Alt {
    Exact(&'static str),
    Prefix(&'static str),
}

impl Alt {
    fn matches(&self, token: &str) -> bool {
        match self {
            Alt::Exact(w) => *w == token,
            Alt::Prefix(p) => token.starts_with(p),
        }
    }
}

/// The part of a slice a span covers.
fn part<T>(table: &'static [T], (start, len): Span) -> &'static [T] {
    &table[start as usize..(start + len) as usize]
}

/// A match of a pattern in a token list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hit {
    /// The concepts the matched words stand for (several: ambiguous).
    pub concepts: Vec<ConceptId>,
    /// The tokens the pattern used (gaps excluded), in order.
    pub tokens: Vec<usize>,
}

/// One language's lexicon, compiled: static tables the build script writes
/// (`$OUT_DIR/lexicons.rs`), so a run builds nothing before matching. The
/// tables are those of [`FlatLexicon`]: plain integers and one text, so the
/// dynamic loader has no pointer in them to relocate at start-up; a word is
/// an index of `words`, and the words are sorted (ids compare as words).
#[derive(Debug, PartialEq, Eq)]
pub struct Lexicon {
    /// Every word, one after another.
    text: &'static str,
    /// Each word's span of `text`, sorted by word.
    words: &'static [Span],
    /// Stopwords (words), sorted.
    stop: &'static [u32],
    /// Every alternative: its word times two, plus one for a prefix.
    alts: &'static [u32],
    /// Every pattern element: a span of `alts`, empty for a gap.
    elems: &'static [Span],
    /// The patterns' concepts, one pattern after another.
    concepts: &'static [ConceptId],
    /// The patterns, in the order of their text.
    patterns: &'static [Pattern],
    /// Each exact first word, sorted, with its span of `starts`: the
    /// patterns it starts.
    by_word: &'static [(u32, Span)],
    /// The patterns of each `by_word` entry.
    starts: &'static [u32],
    /// Each first-word prefix (word) with the pattern it starts, in pattern
    /// order.
    by_prefix: &'static [(u32, u32)],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLexicon {
    stop: Vec<String>,
    words: BTreeMap<String, Vec<String>>,
}

/// A lexicon as the build script writes it (`$OUT_DIR/lexicons.rs`).
#[derive(Debug)]
pub struct Embedded {
    /// The language code.
    pub code: &'static str,
    /// Why the file could not be read, if it could not.
    pub error: Option<&'static str>,
    /// Stopwords and every exact word a pattern starts with (words of
    /// `lexicon`), sorted: what language detection asks.
    pub known: &'static [u32],
    /// Every prefix (`sort*`) a pattern starts with (words of `lexicon`),
    /// sorted.
    pub prefixes: &'static [u32],
    /// The compiled lexicon.
    pub lexicon: Lexicon,
}

/// The build script's lexicons, in the order en, fr, ru.
mod generated {
    use super::{Embedded, Lexicon, Pattern};
    include!(concat!(env!("OUT_DIR"), "/lexicons.rs"));
}

/// Why a lexicon file is wrong (the tests keep them right).
#[derive(Debug, thiserror::Error)]
pub enum LexiconError {
    /// The file does not parse.
    #[error("lexicon/{0}.toml: {1}")]
    Syntax(&'static str, String),
    /// A concept is not declared in concepts.toml.
    #[error("lexicon/{0}.toml: unknown concept {1}")]
    Unknown(&'static str, String),
    /// A pattern is empty or starts or ends with a gap.
    #[error("lexicon/{0}.toml: bad pattern {1:?}")]
    Pattern(&'static str, String),
}

/// Compiles a lexicon source against the concepts, as the build script does.
fn compile_source(
    code: &'static str,
    source: &str,
    concepts: &Concepts,
) -> Result<OwnedLexicon, LexiconError> {
    let raw: RawLexicon =
        toml::from_str(source).map_err(|e| LexiconError::Syntax(code, e.to_string()))?;
    let mut merged: BTreeMap<String, Vec<ConceptId>> = BTreeMap::new();
    for (name, patterns) in &raw.words {
        let id = concepts
            .get(name)
            .ok_or_else(|| LexiconError::Unknown(code, name.clone()))?;
        for p in patterns {
            let norm = crate::vocab::normalise(p);
            let ids = merged.entry(norm).or_default();
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    let stop = raw.stop.iter().map(|w| crate::vocab::normalise(w));
    super::lexicon_build::compile(stop, merged).map_err(|p| LexiconError::Pattern(code, p))
}

impl Lexicon {
    /// No stopword, no pattern.
    pub const EMPTY: Lexicon = Lexicon {
        text: "",
        words: &[],
        stop: &[],
        alts: &[],
        elems: &[],
        concepts: &[],
        patterns: &[],
        by_word: &[],
        starts: &[],
        by_prefix: &[],
    };

    /// Compiles a lexicon source against the concepts, as the build script
    /// does (the same `lexicon_build::compile` and `flatten`); its tables are
    /// kept for the rest of the run (for tests and checks, not for `ask`).
    pub fn parse(
        code: &'static str,
        source: &str,
        concepts: &Concepts,
    ) -> Result<Lexicon, LexiconError> {
        let owned = compile_source(code, source, concepts)?;
        Ok(Lexicon::keep(super::lexicon_build::flatten(&owned)))
    }

    /// Static tables from flat ones.
    fn keep(flat: FlatLexicon) -> Lexicon {
        Lexicon {
            text: Box::leak(flat.text.into_boxed_str()),
            words: flat.words.leak(),
            stop: flat.stop.leak(),
            alts: flat.alts.leak(),
            elems: flat.elems.leak(),
            concepts: flat.concepts.leak(),
            patterns: flat.patterns.leak(),
            by_word: flat.by_word.leak(),
            starts: flat.starts.leak(),
            by_prefix: flat.by_prefix.leak(),
        }
    }

    /// A word of the tables.
    fn word(&self, id: u32) -> &'static str {
        let (start, len) = self.words[id as usize];
        &self.text[start as usize..(start + len) as usize]
    }

    /// An alternative of the tables.
    fn alt(&self, code: u32) -> Alt {
        let w = self.word(code / 2);
        if code % 2 == 1 {
            Alt::Prefix(w)
        } else {
            Alt::Exact(w)
        }
    }

    /// A pattern's elements: each a span of `alts`, empty for a gap.
    fn elems(&self, pattern: &Pattern) -> &'static [Span] {
        part(self.elems, pattern.elems)
    }

    /// A pattern's concepts.
    fn concepts(&self, pattern: &Pattern) -> &'static [ConceptId] {
        part(self.concepts, pattern.concepts)
    }

    /// The alternatives of an element (none: a gap).
    fn alts(&self, elem: Span) -> impl Iterator<Item = Alt> + '_ {
        part(self.alts, elem).iter().map(|&a| self.alt(a))
    }

    /// Whether a token is a stopword.
    pub fn is_stop(&self, token: &str) -> bool {
        self.stop
            .binary_search_by(|&w| self.word(w).cmp(token))
            .is_ok()
    }

    /// The patterns an exact first word starts.
    fn starting(&self, token: &str) -> &'static [u32] {
        match self
            .by_word
            .binary_search_by(|&(w, _)| self.word(w).cmp(token))
        {
            Ok(i) => part(self.starts, self.by_word[i].1),
            Err(_) => &[],
        }
    }

    /// Whether some pattern starts with this word.
    pub fn knows(&self, token: &str) -> bool {
        !self.starting(token).is_empty()
            || self
                .by_prefix
                .iter()
                .any(|&(p, _)| token.starts_with(self.word(p)))
    }

    fn candidates(&self, token: &str) -> Vec<usize> {
        let mut out: Vec<usize> = self.starting(token).iter().map(|&i| i as usize).collect();
        for &(p, i) in self.by_prefix {
            let i = i as usize;
            if token.starts_with(self.word(p)) && !out.contains(&i) {
                out.push(i);
            }
        }
        out
    }

    /// Tries one pattern at `start`; `free[i]` says whether token `i` is still
    /// unused and `clause[i]` which clause it belongs to.
    fn try_at(
        &self,
        pattern: &Pattern,
        tokens: &[String],
        free: &[bool],
        clause: &[usize],
        start: usize,
    ) -> Option<Vec<usize>> {
        let mut used = Vec::new();
        let mut pos = start;
        let mut gap = 0;
        for (k, &elem) in self.elems(pattern).iter().enumerate() {
            match elem.1 {
                0 => gap = GAP,
                _ => {
                    let mut found = None;
                    let last = if k == 0 { pos } else { pos + gap };
                    for j in pos..=last.min(tokens.len().saturating_sub(1)) {
                        // Gaps stay inside the clause; adjacent words may
                        // cross a comma ("больше, чем нужно").
                        if j >= tokens.len() || (j > pos && clause[j] != clause[start]) {
                            break;
                        }
                        if free[j] && self.alts(elem).any(|a| a.matches(&tokens[j])) {
                            found = Some(j);
                            break;
                        }
                    }
                    let j = found?;
                    used.push(j);
                    pos = j + 1;
                    gap = 0;
                }
            }
        }
        Some(used)
    }

    /// The longest pattern that starts at token `start`, if any; between
    /// patterns using as many tokens, the most precise. Equally long and
    /// precise patterns are merged into one ambiguous hit.
    pub fn longest_at(
        &self,
        tokens: &[String],
        free: &[bool],
        clause: &[usize],
        start: usize,
    ) -> Option<Hit> {
        let mut best: Option<(Hit, usize)> = None;
        for i in self.candidates(&tokens[start]) {
            let pattern = &self.patterns[i];
            let Some(used) = self.try_at(pattern, tokens, free, clause, start) else {
                continue;
            };
            let precision = pattern.precision as usize;
            let key = (used.len(), precision);
            match &mut best {
                Some((b, p)) if (b.tokens.len(), *p) > key => {}
                Some((b, p)) if (b.tokens.len(), *p) == key && b.tokens == used => {
                    for c in self.concepts(pattern) {
                        if !b.concepts.contains(c) {
                            b.concepts.push(*c);
                        }
                    }
                }
                Some((b, p)) if (b.tokens.len(), *p) == key => {}
                _ => {
                    best = Some((
                        Hit {
                            concepts: self.concepts(pattern).to_vec(),
                            tokens: used,
                        },
                        precision,
                    ))
                }
            }
        }
        best.map(|(h, _)| h)
    }

    /// The concepts of the most precise one-word pattern that matches the
    /// token (empty when none does).
    pub fn word_concepts(&self, token: &str) -> Vec<ConceptId> {
        let mut best: Option<(usize, Vec<ConceptId>)> = None;
        for i in self.candidates(token) {
            let pattern = &self.patterns[i];
            if pattern.elems.1 != 1 {
                continue;
            }
            let precision = pattern.precision as usize;
            let concepts = self.concepts(pattern);
            match &mut best {
                Some((p, ids)) if *p == precision => {
                    for c in concepts {
                        if !ids.contains(c) {
                            ids.push(*c);
                        }
                    }
                }
                Some((p, _)) if *p > precision => {}
                _ => best = Some((precision, concepts.to_vec())),
            }
        }
        best.map(|(_, ids)| ids).unwrap_or_default()
    }

    /// The concepts a misspelt single word most likely stands for: the
    /// one-word patterns within one edit (two for long words) of the token.
    /// Nothing when the closest patterns disagree.
    pub fn fuzzy(&self, token: &str) -> Option<Vec<ConceptId>> {
        let len = token.chars().count();
        if len < 5 || token.chars().any(|c| c.is_ascii_digit()) {
            return None;
        }
        let mut best: Option<(usize, Vec<ConceptId>)> = None;
        for pattern in self.patterns {
            let &[elem] = self.elems(pattern) else {
                continue;
            };
            let concepts = self.concepts(pattern);
            for alt in self.alts(elem) {
                let d = match alt {
                    Alt::Exact(w) => {
                        let wl = w.chars().count();
                        if wl < 5 {
                            continue;
                        }
                        let d = strsim::damerau_levenshtein(token, w);
                        let limit = if wl >= 8 && len >= 8 { 2 } else { 1 };
                        if d > limit || (len < 8 && one_substitution(token, w)) {
                            continue;
                        }
                        d
                    }
                    Alt::Prefix(p) => {
                        let pl = p.chars().count();
                        if pl < 5 || len > pl + 4 {
                            continue;
                        }
                        let chars: Vec<char> = token.chars().collect();
                        let mut d = usize::MAX;
                        for cut in pl.saturating_sub(1)..=(pl + 1).min(chars.len()) {
                            let head: String = chars[..cut].iter().collect();
                            if len < 8 && one_substitution(&head, p) {
                                continue;
                            }
                            d = d.min(strsim::damerau_levenshtein(&head, p));
                        }
                        if d > 1 {
                            continue;
                        }
                        d.max(1)
                    }
                };
                match &mut best {
                    Some((bd, _)) if *bd < d => {}
                    Some((bd, ids)) if *bd == d => {
                        if ids.as_slice() != concepts {
                            ids.clear();
                        }
                    }
                    _ => best = Some((d, concepts.to_vec())),
                }
            }
        }
        best.map(|(_, ids)| ids).filter(|ids| !ids.is_empty())
    }
}

/// Whether two words of one length differ by one letter only, before their
/// last two (an ending may change: `взятии`, `взятие`): another real word
/// more often than a typo (`bouche`/`touche`, `fille`/`bille`), so short
/// words are not read that way.
fn one_substitution(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let diffs: Vec<usize> = (0..a.len().min(b.len()))
        .filter(|i| a[*i] != b[*i])
        .collect();
    a.len() == b.len() && diffs.len() == 1 && diffs[0] + 2 < a.len()
}

/// The build script's lexicon of a language.
fn embedded(lang: Lang) -> &'static Embedded {
    match lang {
        Lang::En => &generated::LEXICONS[0],
        Lang::Fr => &generated::LEXICONS[1],
        Lang::Ru => &generated::LEXICONS[2],
    }
}

/// Whether a token is a stopword or starts some pattern of the language
/// (`is_stop || knows` of its lexicon), read from the build script's sorted
/// tables so that telling languages apart compiles no lexicon.
pub fn known_word(lang: Lang, token: &str) -> bool {
    let e = embedded(lang);
    let word = |id: u32| e.lexicon.word(id);
    e.known.binary_search_by(|&w| word(w).cmp(token)).is_ok()
        || e.prefixes.iter().any(|&p| token.starts_with(word(p)))
}

/// The embedded lexicon of a language.
pub fn lexicon(lang: Lang) -> &'static Lexicon {
    let source = embedded(lang);
    // Checked by the unit tests below.
    if let Some(error) = source.error {
        panic!("lexicon/{}.toml: {error}", source.code);
    }
    &source.lexicon
}

#[cfg(test)]
mod tests {
    use super::super::concepts::concepts;
    use super::super::lexicon_build::{OwnedAlt, OwnedElem, OwnedPattern};
    use super::*;

    impl Lexicon {
        /// The compiled lexicon the tables hold, read through the accessors.
        fn owned(&self) -> OwnedLexicon {
            let alt = |a: Alt| match a {
                Alt::Exact(w) => OwnedAlt::Exact(w.to_string()),
                Alt::Prefix(w) => OwnedAlt::Prefix(w.to_string()),
            };
            OwnedLexicon {
                stop: self
                    .stop
                    .iter()
                    .map(|&w| self.word(w).to_string())
                    .collect(),
                patterns: self
                    .patterns
                    .iter()
                    .map(|p| OwnedPattern {
                        elems: self
                            .elems(p)
                            .iter()
                            .map(|&e| match e.1 {
                                0 => OwnedElem::Gap,
                                _ => OwnedElem::Word(self.alts(e).map(alt).collect()),
                            })
                            .collect(),
                        concepts: self.concepts(p).to_vec(),
                        precision: p.precision as usize,
                    })
                    .collect(),
                by_word: self
                    .by_word
                    .iter()
                    .map(|&(w, s)| (self.word(w).to_string(), part(self.starts, s).to_vec()))
                    .collect(),
                by_prefix: self
                    .by_prefix
                    .iter()
                    .map(|&(w, i)| (self.word(w).to_string(), i))
                    .collect(),
            }
        }
    }

    #[test]
    fn detection_tables_are_the_lexicons_stopwords_and_first_words() {
        for lang in [Lang::En, Lang::Fr, Lang::Ru] {
            let lex = lexicon(lang);
            let owned = lex.owned();
            let mut known: Vec<&str> = owned.stop.iter().map(String::as_str).collect();
            known.extend(owned.by_word.iter().map(|(w, _)| w.as_str()));
            known.sort_unstable();
            known.dedup();
            let e = embedded(lang);
            let words = |ids: &[u32]| -> Vec<&str> { ids.iter().map(|&w| lex.word(w)).collect() };
            assert_eq!(words(e.known), known, "{lang:?}");
            let mut prefixes: Vec<&str> = owned.by_prefix.iter().map(|(p, _)| p.as_str()).collect();
            prefixes.sort_unstable();
            prefixes.dedup();
            assert_eq!(words(e.prefixes), prefixes, "{lang:?}");
            for w in known.iter().chain(&prefixes) {
                assert!(known_word(lang, w), "{lang:?} {w}");
            }
        }
    }

    #[test]
    fn the_tables_hold_sorted_distinct_words_and_nothing_else() {
        for lang in Lang::ALL {
            let lex = lexicon(lang);
            let words: Vec<&str> = (0..lex.words.len() as u32).map(|w| lex.word(w)).collect();
            assert!(words.windows(2).all(|w| w[0] < w[1]), "{lang:?}");
            assert_eq!(words.concat(), lex.text, "{lang:?}");
        }
    }

    fn toks(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn the_built_lexicons_equal_their_toml_files() {
        let files = [
            ("en", include_str!("../../lexicon/en.toml")),
            ("fr", include_str!("../../lexicon/fr.toml")),
            ("ru", include_str!("../../lexicon/ru.toml")),
        ];
        for (lang, (code, source)) in Lang::ALL.into_iter().zip(files) {
            assert_eq!(lang.code(), code);
            let parsed = Lexicon::parse(code, source, concepts()).unwrap();
            assert_eq!(lexicon(lang), &parsed, "{code}");
            // the tables, read back, are what the file compiles to
            let compiled = compile_source(code, source, concepts()).unwrap();
            assert_eq!(lexicon(lang).owned(), compiled, "{code}");
            assert_eq!(parsed.owned(), compiled, "{code}");
        }
    }

    #[test]
    fn every_embedded_lexicon_compiles() {
        for lang in Lang::ALL {
            let lex = lexicon(lang);
            assert!(lex.patterns.len() > 300, "{lang}: {}", lex.patterns.len());
        }
    }

    #[test]
    fn gaps_skip_free_tokens_of_the_same_clause_only() {
        let c = concepts();
        let src = "stop = []\n[words]\nONLY = [\"ne ~ qu\"]\nNEG = [\"ne\"]\n";
        let lex = Lexicon::parse("fr", src, c).unwrap();
        let t = toks("on ne peut sortir qu avec");
        let free = vec![true; t.len()];
        let hit = lex.longest_at(&t, &free, &[0; 6], 1).unwrap();
        assert_eq!(hit.tokens, vec![1, 4]);
        assert_eq!(hit.concepts, vec![c.id("ONLY")]);
        let split = [0, 0, 0, 1, 1, 1];
        let hit = lex.longest_at(&t, &free, &split, 1).unwrap();
        assert_eq!(hit.concepts, vec![c.id("NEG")]);
    }

    #[test]
    fn typos_find_the_closest_word_but_not_short_ones() {
        let lex = lexicon(Lang::Fr);
        let plane = concepts().id("PLANE");
        assert_eq!(lex.fuzzy("avoin"), Some(vec![plane]));
        assert_eq!(lex.fuzzy("avc"), None);
    }
}
