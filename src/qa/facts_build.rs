//! Building one game's facts (`facts/<game>.toml`), shared by the build
//! script (which writes the result as static tables into
//! `$OUT_DIR/facts.rs`) and [`super::facts`] (whose `parse_facts` builds a
//! file the same way, for tests and checks). Plain `std` and `toml`, so
//! `build.rs` can include it. The format is described in [`super::facts`].

/// The question words of `@WHERE` literals, in the order of
/// `analyse::Wh::MARKERS` (the unit tests of `facts` check it).
pub const WH: [&str; 8] = [
    "WHO", "WHAT", "HOW", "WHY", "WHERE", "WHEN", "WHICH", "HOWMANY",
];

/// Where a fact comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A rule of `plyyard rules`.
    Rule,
    /// Something the edition excludes.
    Excluded,
    /// A decision where the guide is silent.
    Decision,
    /// A question of the guide's FAQ.
    Faq,
    /// The guide's misconception.
    Misconception,
    /// Another variant's rule (an engine trap).
    Trap,
    /// A question learners ask that the guide does not list.
    Learner,
}

impl Source {
    fn parse(name: &str) -> Option<Source> {
        Some(match name {
            "rule" => Source::Rule,
            "excluded" => Source::Excluded,
            "decision" => Source::Decision,
            "faq" => Source::Faq,
            "misconception" => Source::Misconception,
            "trap" => Source::Trap,
            "learner" => Source::Learner,
            _ => return None,
        })
    }
}

/// The sign of a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sign {
    /// The frame states something true.
    Yes,
    /// The frame states something false.
    No,
    /// The frame is an open question.
    Open,
}

/// What answers a fact's quiz question, built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnedAnswer {
    /// Yes or no.
    YesNo(bool),
    /// A side (checked to be one of the game's by `facts::parse_facts`).
    Side(String),
    /// A number.
    Number(u32),
}

/// One literal of a frame, built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnedLit {
    /// A concept id, negated or not.
    Concept(u16, bool),
    /// A side named in the question.
    Side,
    /// A number in the question.
    Num,
    /// A question word, by its index in [`WH`].
    Wh(usize),
}

/// One way of saying a fact, built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedFrame {
    /// Its sign.
    pub sign: Sign,
    /// Its literals.
    pub lits: Vec<OwnedLit>,
}

/// One fact, built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedFact {
    /// Its id.
    pub id: String,
    /// The answer of its quiz question.
    pub answer: OwnedAnswer,
    /// Where it comes from.
    pub source: Source,
    /// The side it is about.
    pub side: Option<String>,
    /// The other variant's rule its false form carries.
    pub trap: Option<String>,
    /// The ways a question can say it.
    pub frames: Vec<OwnedFrame>,
    /// Concepts a question may add.
    pub also: Vec<OwnedLit>,
    /// The witness exercise, complete.
    pub witness: Option<String>,
    /// Whether the witness's yes/no answer is the negation of the fact's.
    pub witness_flip: bool,
}

/// One game's facts, built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedGameFacts {
    /// Concepts explained by every fact of the game.
    pub generic: Vec<u16>,
    /// Its facts, in file order.
    pub facts: Vec<OwnedFact>,
}

/// Why a facts file is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The file does not parse, or is not of the format.
    Syntax(String),
    /// A fact is wrong: its id and what.
    Fact(String, String),
}

const FACT_FIELDS: [&str; 9] = [
    "id",
    "source",
    "answer",
    "side",
    "trap",
    "frames",
    "also",
    "witness",
    "witness-flip",
];

fn literal(concept: &dyn Fn(&str) -> Option<u16>, word: &str) -> Result<OwnedLit, String> {
    match word {
        "SIDE" => return Ok(OwnedLit::Side),
        "NUM" => return Ok(OwnedLit::Num),
        _ => {}
    }
    if let Some(w) = word.strip_prefix('@') {
        return WH
            .iter()
            .position(|x| *x == w)
            .map(OwnedLit::Wh)
            .ok_or_else(|| format!("unknown question word {word}"));
    }
    let (name, negated) = match word.strip_prefix('!') {
        Some(n) => (n, true),
        None => (word, false),
    };
    concept(name)
        .map(|id| OwnedLit::Concept(id, negated))
        .ok_or_else(|| format!("unknown concept {name}"))
}

/// Reads a frame such as `- EXIT !SIX`, concepts found by `concept`.
pub fn frame(concept: &dyn Fn(&str) -> Option<u16>, text: &str) -> Result<OwnedFrame, String> {
    let mut words = text.split_whitespace();
    let sign = match words.next() {
        Some("+") => Sign::Yes,
        Some("-") => Sign::No,
        Some("?") => Sign::Open,
        _ => return Err(format!("frame {text:?} must start with +, - or ?")),
    };
    let lits = words
        .map(|w| literal(concept, w))
        .collect::<Result<Vec<_>, _>>()?;
    if lits.is_empty() {
        return Err(format!("frame {text:?} has no concept"));
    }
    Ok(OwnedFrame { sign, lits })
}

fn text<'a>(t: &'a toml::Table, key: &str) -> Result<Option<&'a str>, String> {
    t.get(key)
        .map(|v| v.as_str().ok_or(format!("`{key}` is not a string")))
        .transpose()
}

fn words<'a>(t: &'a toml::Table, key: &str) -> Result<Vec<&'a str>, String> {
    let Some(v) = t.get(key) else {
        return Ok(Vec::new());
    };
    let bad = || format!("`{key}` is not a list of strings");
    v.as_array()
        .ok_or_else(bad)?
        .iter()
        .map(|x| x.as_str().ok_or_else(bad))
        .collect()
}

fn fact(
    game: &str,
    concept: &dyn Fn(&str) -> Option<u16>,
    t: &toml::Table,
) -> Result<OwnedFact, BuildError> {
    let id = text(t, "id")
        .map_err(BuildError::Syntax)?
        .ok_or_else(|| BuildError::Syntax("a fact without `id`".into()))?
        .to_string();
    let bad = |message: String| BuildError::Fact(id.clone(), message);
    if let Some(key) = t.keys().find(|k| !FACT_FIELDS.contains(&k.as_str())) {
        return Err(bad(format!("unknown field `{key}`")));
    }
    let source = text(t, "source").map_err(&bad)?.unwrap_or_default();
    let source = Source::parse(source).ok_or_else(|| bad(format!("source {source:?}")))?;
    let answer = match text(t, "answer").map_err(&bad)? {
        None => return Err(bad("no `answer`".into())),
        Some("yes") => OwnedAnswer::YesNo(true),
        Some("no") => OwnedAnswer::YesNo(false),
        Some(n) => match n.parse() {
            Ok(n) => OwnedAnswer::Number(n),
            Err(_) => OwnedAnswer::Side(n.to_string()),
        },
    };
    let side = match (&answer, text(t, "side").map_err(&bad)?) {
        (OwnedAnswer::Side(s), None) => Some(s.clone()),
        (_, s) => s.map(str::to_string),
    };
    let frames = words(t, "frames")
        .map_err(&bad)?
        .into_iter()
        .map(|f| frame(concept, f))
        .collect::<Result<Vec<_>, _>>()
        .map_err(&bad)?;
    let also = words(t, "also")
        .map_err(&bad)?
        .into_iter()
        .map(|w| literal(concept, w))
        .collect::<Result<Vec<_>, _>>()
        .map_err(&bad)?;
    let witness = text(t, "witness").map_err(&bad)?.map(|w| {
        format!(
            "format = 1\ngame = \"{game}\"\nlevel = 1\n{}",
            w.trim_start()
        )
    });
    let witness_flip = match t.get("witness-flip") {
        None => false,
        Some(v) => v
            .as_bool()
            .ok_or_else(|| bad("`witness-flip` is not a boolean".into()))?,
    };
    Ok(OwnedFact {
        answer,
        source,
        side,
        trap: text(t, "trap").map_err(&bad)?.map(str::to_string),
        frames,
        also,
        witness,
        witness_flip,
        id,
    })
}

/// Builds the facts of `game` (its name) from its file's source, concepts
/// found by `concept`.
pub fn build(
    game: &str,
    source: &str,
    concept: &dyn Fn(&str) -> Option<u16>,
) -> Result<OwnedGameFacts, BuildError> {
    let table: toml::Table =
        toml::from_str(source).map_err(|e| BuildError::Syntax(e.to_string()))?;
    if let Some(key) = table.keys().find(|k| *k != "generic" && *k != "fact") {
        return Err(BuildError::Syntax(format!(
            "unknown field `{key}`, expected `generic` or `fact`"
        )));
    }
    if !table.contains_key("generic") {
        return Err(BuildError::Syntax("missing field `generic`".into()));
    }
    let generic = words(&table, "generic")
        .map_err(BuildError::Syntax)?
        .into_iter()
        .map(|n| {
            concept(n).ok_or_else(|| BuildError::Syntax(format!("unknown generic concept {n}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let facts = table
        .get("fact")
        .ok_or_else(|| BuildError::Syntax("missing field `fact`".into()))?
        .as_array()
        .ok_or_else(|| BuildError::Syntax("`fact` is not a list of tables".into()))?
        .iter()
        .map(|f| {
            let t = f
                .as_table()
                .ok_or_else(|| BuildError::Syntax("`fact` is not a list of tables".into()))?;
            fact(game, concept, t)
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(OwnedGameFacts { generic, facts })
}
