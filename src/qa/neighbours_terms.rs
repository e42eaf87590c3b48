//! The terms and the byte layout of the neighbours' index, shared by the
//! program ([`super::neighbours`]) and the build script, which builds the
//! index of the dev corpus ahead of time: no crate items here.
//!
//! A text (already folded by `src/fold.rs`) is read as its words and the
//! character n-grams (3 to 5) of each word framed by `#`. The index bytes,
//! little-endian: the number of questions and of terms (`u32` each); the
//! terms' end offsets (`u32` per term) and the sorted terms' bytes, padded
//! to four; each term's inverse document frequency (`f32`); the postings'
//! end offsets (`u32` per term); the postings (`u32` question, `f32`
//! weight), the questions' weights normalised to unit length.

use std::collections::BTreeMap;

/// The terms of a folded text with their counts, sorted.
pub fn terms(folded: &str) -> BTreeMap<String, f32> {
    let mut out: BTreeMap<String, f32> = BTreeMap::new();
    for word in folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        *out.entry(format!("w:{word}")).or_default() += 1.0;
        let framed: Vec<char> = format!("#{word}#").chars().collect();
        for n in 3..=5 {
            for gram in framed.windows(n) {
                *out.entry(gram.iter().collect()).or_default() += 1.0;
            }
        }
    }
    out
}

/// The weight of a term counted `count` times, of frequency `idf`.
pub fn term_weight(count: f32, idf: f32) -> f32 {
    (1.0 + count.ln()) * idf
}

/// The inverse document frequency of a term in `df` of `n` questions.
pub fn idf(df: u32, n: u32) -> f32 {
    ((n as f32 + 1.0) / (df as f32 + 1.0)).ln() + 1.0
}

/// The index bytes of folded texts.
pub fn index_bytes(texts: &[String]) -> Vec<u8> {
    let docs: Vec<BTreeMap<String, f32>> = texts.iter().map(|t| terms(t)).collect();
    let mut df: BTreeMap<&str, u32> = BTreeMap::new();
    for d in &docs {
        for t in d.keys() {
            *df.entry(t.as_str()).or_default() += 1;
        }
    }
    let n = docs.len() as u32;
    let ids: BTreeMap<&str, usize> = df.keys().enumerate().map(|(i, t)| (*t, i)).collect();
    let idfs: Vec<f32> = df.values().map(|d| idf(*d, n)).collect();
    let mut postings: Vec<Vec<(u32, f32)>> = vec![Vec::new(); idfs.len()];
    for (k, d) in docs.iter().enumerate() {
        let weights: Vec<(usize, f32)> = d
            .iter()
            .map(|(t, c)| {
                let id = ids[t.as_str()];
                (id, term_weight(*c, idfs[id]))
            })
            .collect();
        let norm = weights.iter().map(|(_, w)| w * w).sum::<f32>().sqrt();
        for (id, w) in weights {
            postings[id].push((k as u32, if norm > 0.0 { w / norm } else { 0.0 }));
        }
    }
    let mut out: Vec<u8> = Vec::new();
    let put = |out: &mut Vec<u8>, x: u32| out.extend_from_slice(&x.to_le_bytes());
    put(&mut out, n);
    put(&mut out, idfs.len() as u32);
    let mut end = 0u32;
    for t in df.keys() {
        end += t.len() as u32;
        put(&mut out, end);
    }
    for t in df.keys() {
        out.extend_from_slice(t.as_bytes());
    }
    while out.len() % 4 != 0 {
        out.push(0);
    }
    for x in &idfs {
        out.extend_from_slice(&x.to_le_bytes());
    }
    let mut end = 0u32;
    for p in &postings {
        end += p.len() as u32;
        put(&mut out, end);
    }
    for p in &postings {
        for (doc, w) in p {
            put(&mut out, *doc);
            out.extend_from_slice(&w.to_le_bytes());
        }
    }
    out
}
