//! `plyyard ask`: finds the bank question a free text means.
//!
//! The text's language is guessed ([`words::detect_lang`]); it is normalised,
//! tokenised, stripped of stopwords and stemmed (Snowball), then each query stem
//! is matched against the stems of every entry's question (in that language)
//! and its keywords: exactly, by a common prefix, or within a small edit
//! distance for longer words (typos). The score mixes how much of the query is
//! explained (IDF-weighted) and how much of the question is covered, with a
//! bonus for entries of a game the text names. Below a threshold nothing
//! matches and the closest questions are offered.

use std::collections::{BTreeSet, HashMap};
use std::io::{self, Write};
use std::sync::OnceLock;

use serde_json::{Value, json};

use super::bank::{self, Entry, EntryKind};
use super::words;
use crate::game_api::GameKind;
use crate::i18n::{Lang, Localiser};
use crate::message::Message;

/// Score from which a question counts as understood.
pub const THRESHOLD: f64 = 0.34;
/// Score from which a question is offered as an alternative.
const ALTERNATIVE_MIN: f64 = 0.25;
/// How many alternatives are offered.
const ALTERNATIVES: usize = 3;

/// What `ask` understood.
#[derive(Clone, Debug, PartialEq)]
pub struct AskMatch {
    /// The detected language of the text.
    pub lang: Lang,
    /// The matched entry id, `None` when nothing matched well enough.
    pub id: Option<String>,
    /// The best score (0 to about 1).
    pub score: f64,
    /// Other close entry ids, best first.
    pub alternatives: Vec<String>,
}

struct Doc {
    entry: &'static Entry,
    question: Vec<String>,
    all: BTreeSet<String>,
}

struct Index {
    lang: Lang,
    docs: Vec<Doc>,
    idf: HashMap<String, f64>,
    max_idf: f64,
    hints: Vec<(GameKind, Vec<String>)>,
}

fn hint_words(lang: Lang, game: GameKind) -> &'static [&'static str] {
    use GameKind::*;
    match (lang, game) {
        (Lang::En, Aeroplane) => &[
            "plane",
            "planes",
            "aeroplane",
            "airplane",
            "die",
            "dice",
            "roll",
            "hangar",
            "ludo",
        ],
        (Lang::En, ChineseCheckers) => &["chinese", "checkers", "hop", "marble", "marbles", "star"],
        (Lang::En, Dominoes) => &[
            "domino", "dominoes", "tile", "tiles", "boneyard", "bone", "bones",
        ],
        (Lang::En, Hnefatafl) => &[
            "hnefatafl",
            "tafl",
            "fetlar",
            "king",
            "throne",
            "attacker",
            "attackers",
            "defender",
            "defenders",
        ],
        (Lang::Fr, Aeroplane) => &[
            "avion", "avions", "de", "des", "lancer", "hangar", "petits", "chevaux",
        ],
        (Lang::Fr, ChineseCheckers) => &[
            "chinoises",
            "chinoise",
            "bille",
            "billes",
            "etoile",
            "pion",
            "pions",
        ],
        (Lang::Fr, Dominoes) => &[
            "domino", "dominos", "dominoes", "pioche", "piocher", "talon",
        ],
        (Lang::Fr, Hnefatafl) => &[
            "hnefatafl",
            "tafl",
            "fetlar",
            "roi",
            "trone",
            "attaquant",
            "attaquants",
            "defenseur",
            "defenseurs",
        ],
        (Lang::Ru, Aeroplane) => &[
            "самолет",
            "самолеты",
            "самолета",
            "авиалудо",
            "кубик",
            "кубика",
            "бросок",
            "лудо",
        ],
        (Lang::Ru, ChineseCheckers) => &[
            "китайские",
            "китайских",
            "уголки",
            "лагерь",
            "лагеря",
            "звезда",
        ],
        (Lang::Ru, Dominoes) => &[
            "домино",
            "кость",
            "кости",
            "костяшка",
            "костяшки",
            "базар",
            "добор",
            "дубль",
        ],
        (Lang::Ru, Hnefatafl) => &[
            "хнефатафл",
            "тафл",
            "король",
            "короля",
            "трон",
            "трона",
            "атакующие",
            "защитники",
        ],
    }
}

fn build(lang: Lang) -> Index {
    let loc = Localiser::new(lang);
    let mut docs = Vec::new();
    for entry in bank::entries() {
        let question = words::content_stems(lang, &loc.get(&entry.question_id()));
        let mut all: BTreeSet<String> = question.iter().cloned().collect();
        for kw in entry.keywords.of(lang) {
            all.extend(words::content_stems(lang, kw));
        }
        let mut question: Vec<String> = question;
        question.sort();
        question.dedup();
        docs.push(Doc {
            entry,
            question,
            all,
        });
    }
    let n = docs.len() as f64;
    let mut df: HashMap<String, usize> = HashMap::new();
    for d in &docs {
        for t in &d.all {
            *df.entry(t.clone()).or_default() += 1;
        }
    }
    let idf: HashMap<String, f64> = df
        .into_iter()
        .map(|(t, c)| (t, (1.0 + n / c as f64).ln()))
        .collect();
    let max_idf = (1.0 + n).ln();
    let hints = GameKind::ALL
        .into_iter()
        .map(|g| {
            let stems = hint_words(lang, g)
                .iter()
                .map(|w| words::stem(lang, &words::normalise(w)))
                .collect();
            (g, stems)
        })
        .collect();
    Index {
        lang,
        docs,
        idf,
        max_idf,
        hints,
    }
}

fn index(lang: Lang) -> &'static Index {
    static EN: OnceLock<Index> = OnceLock::new();
    static FR: OnceLock<Index> = OnceLock::new();
    static RU: OnceLock<Index> = OnceLock::new();
    let cell = match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::Ru => &RU,
    };
    cell.get_or_init(|| build(lang))
}

/// How alike two stems are: 1 equal, less for a shared prefix or a typo, 0 else.
fn similarity(a: &str, b: &str) -> f64 {
    if a == b {
        return 1.0;
    }
    if a.chars().any(|c| c.is_ascii_digit()) || b.chars().any(|c| c.is_ascii_digit()) {
        return 0.0;
    }
    let (la, lb) = (a.chars().count(), b.chars().count());
    let short = la.min(lb);
    if short >= 4 && (a.starts_with(b) || b.starts_with(a)) {
        return 0.8;
    }
    if short >= 4 {
        let d = strsim::damerau_levenshtein(a, b);
        if d == 1 && short >= 5 {
            return 0.75;
        }
        if d == 1 {
            return 0.6;
        }
        if d == 2 && short >= 7 {
            return 0.6;
        }
    }
    0.0
}

/// Best similarity of a query stem against a set of stems, with the stem matched.
fn best<'a>(q: &str, stems: impl IntoIterator<Item = &'a String>) -> (f64, Option<&'a String>) {
    let mut top = (0.0, None);
    for s in stems {
        let v = similarity(q, s);
        if v > top.0 {
            top = (v, Some(s));
            if v >= 1.0 {
                break;
            }
        }
    }
    top
}

fn rank(ix: &Index, text: &str) -> Vec<(f64, &'static Entry)> {
    let mut query = words::content_stems(ix.lang, text);
    query.sort();
    query.dedup();
    if query.is_empty() {
        return Vec::new();
    }
    let vocabulary: Vec<&String> = ix.idf.keys().collect();
    // Weight of each query stem: the IDF of its best match in the whole bank;
    // words the bank never uses count little.
    let weights: Vec<f64> = query
        .iter()
        .map(|q| match best(q, vocabulary.iter().copied()) {
            (v, Some(s)) if v > 0.0 => ix.idf[s],
            _ => 0.35 * ix.max_idf,
        })
        .collect();
    let total_w: f64 = weights.iter().sum();
    let named: Vec<GameKind> = ix
        .hints
        .iter()
        .filter(|(_, stems)| query.iter().any(|q| stems.contains(q)))
        .map(|(g, _)| *g)
        .collect();
    let mut ranked: Vec<(f64, &'static Entry)> = ix
        .docs
        .iter()
        .map(|d| {
            let covered: f64 = query
                .iter()
                .zip(&weights)
                .map(|(q, w)| w * best(q, &d.all).0)
                .sum();
            let s_q = covered / total_w;
            let (mut got, mut all) = (0.0, 0.0);
            for t in &d.question {
                let w = ix.idf.get(t).copied().unwrap_or(ix.max_idf);
                all += w;
                got += w * best(t, &query).0;
            }
            let s_d = if all > 0.0 { got / all } else { 0.0 };
            let mut score = 0.6 * s_q + 0.4 * s_d;
            if !named.is_empty() && !named.contains(&d.entry.game) {
                score *= 0.7;
            }
            (score, d.entry)
        })
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.id.cmp(&b.1.id)));
    ranked
}

fn to_match(lang: Lang, ranked: &[(f64, &'static Entry)]) -> AskMatch {
    let score = ranked.first().map_or(0.0, |r| r.0);
    let matched = score >= THRESHOLD;
    let skip = usize::from(matched);
    let alternatives = ranked
        .iter()
        .skip(skip)
        .filter(|(s, _)| *s >= ALTERNATIVE_MIN || !matched)
        .filter(|(s, _)| *s > 0.0)
        .take(ALTERNATIVES)
        .map(|(_, e)| e.id.clone())
        .collect();
    AskMatch {
        lang,
        id: matched.then(|| ranked[0].1.id.clone()),
        score,
        alternatives,
    }
}

/// Finds the bank question `text` means, in the language it is written in.
pub fn understand(text: &str) -> AskMatch {
    let lang = words::detect_lang(text);
    let ranked = rank(index(lang), text);
    let first = to_match(lang, &ranked);
    if lang == Lang::Ru {
        return first;
    }
    // French and English share an alphabet: when the other one reads the text
    // clearly better, it was the other language.
    let other = if lang == Lang::Fr { Lang::En } else { Lang::Fr };
    let ranked_other = rank(index(other), text);
    let second = to_match(other, &ranked_other);
    if second.score >= THRESHOLD && second.score > first.score + 0.1 {
        second
    } else {
        first
    }
}

/// Finds the question in a given language only (no detection).
pub fn understand_in(lang: Lang, text: &str) -> AskMatch {
    to_match(lang, &rank(index(lang), text))
}

fn verdict(entry: &Entry) -> Option<&'static str> {
    match entry.kind {
        EntryKind::YesNo(true) => Some("yes"),
        EntryKind::YesNo(false) => Some("no"),
        _ => None,
    }
}

/// Writes what was understood: the question, the answer and the explanation;
/// or that nothing matched, with the closest questions.
pub fn render_text(m: &AskMatch, loc: &Localiser, out: &mut dyn Write) -> io::Result<()> {
    match m.id.as_deref().and_then(bank::entry) {
        Some(e) => {
            let question = loc.get(&e.question_id());
            writeln!(
                out,
                "{}",
                loc.text(&Message::new("qa-ask-understood").text("question", question))
            )?;
            writeln!(
                out,
                "{}",
                loc.text(&Message::new("qa-ask-answer").text("answer", loc.get(&e.answer_id())))
            )?;
            writeln!(out, "{}", loc.get(&e.explain_id()))?;
            if !m.alternatives.is_empty() {
                writeln!(out)?;
                writeln!(out, "{}", loc.get("qa-ask-see-also"))?;
                write_alternatives(m, loc, out)?;
            }
        }
        None => {
            writeln!(out, "{}", loc.get("qa-ask-no-match"))?;
            if !m.alternatives.is_empty() {
                writeln!(out, "{}", loc.get("qa-ask-closest"))?;
                write_alternatives(m, loc, out)?;
            }
        }
    }
    Ok(())
}

fn write_alternatives(m: &AskMatch, loc: &Localiser, out: &mut dyn Write) -> io::Result<()> {
    for id in &m.alternatives {
        if let Some(e) = bank::entry(id) {
            writeln!(out, "  - {} [{}]", loc.get(&e.question_id()), e.id)?;
        }
    }
    Ok(())
}

/// The JSON object of contract §4 for `ask` (plus `explanation` and `score`).
pub fn render_json(m: &AskMatch, loc: &Localiser) -> Value {
    let alternatives: Vec<Value> = m
        .alternatives
        .iter()
        .filter_map(|id| bank::entry(id))
        .map(|e| json!({"id": e.id, "question": loc.get(&e.question_id())}))
        .collect();
    let entry = m.id.as_deref().and_then(bank::entry);
    json!({
        "lang": m.lang.code(),
        "id": entry.map(|e| e.id.clone()),
        "question": entry.map(|e| loc.get(&e.question_id())),
        "answer": entry.map(|e| loc.get(&e.answer_id())),
        "explanation": entry.map(|e| loc.get(&e.explain_id())),
        "verdict": entry.and_then(verdict),
        "score": (m.score * 1000.0).round() / 1000.0,
        "alternatives": alternatives,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn similarity_tolerates_typos_and_prefixes_only_for_long_words() {
        assert_eq!(similarity("tron", "tron"), 1.0);
        assert!(similarity("captur", "captu") > 0.5);
        assert!(similarity("dominos", "domnios") > 0.5);
        assert_eq!(similarity("roi", "rot"), 0.0);
        assert_eq!(similarity("2", "3"), 0.0);
    }

    #[test]
    fn every_question_finds_itself_in_every_language() {
        let mut failures = Vec::new();
        for lang in Lang::ALL {
            let loc = Localiser::new(lang);
            for e in bank::entries() {
                let m = understand_in(lang, &loc.get(&e.question_id()));
                if m.id.as_deref() != Some(e.id.as_str()) {
                    failures.push(format!("{lang}: {} -> {:?}", e.id, m.id));
                }
            }
        }
        assert!(failures.is_empty(), "{failures:#?}");
    }

    #[test]
    fn gibberish_matches_nothing_but_offers_nothing_false() {
        let m = understand("zzz qqq xyzzy");
        assert_eq!(m.id, None);
    }
}
