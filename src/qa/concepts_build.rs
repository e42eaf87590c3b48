//! Building the concepts of `lexicon/concepts.toml`, shared by the build
//! script (which writes the result as static tables into
//! `$OUT_DIR/concepts.rs`) and [`super::concepts`] (whose `Concepts::parse`
//! builds a file the same way, for tests and checks). Plain `std` and
//! `toml`, so `build.rs` can include it.

use std::collections::{BTreeMap, HashMap};

use super::lexicon_build::NUMBERS;

/// The game names a concept may list, in the order of `GameKind::ALL` (bit
/// `1 << i` for the `i`-th; the unit tests of `concepts` check the order).
pub const GAMES: [&str; 4] = ["aeroplane", "chinese-checkers", "dominoes", "hnefatafl"];

/// The mask of every game.
pub const ALL_GAMES: u8 = 0b1111;

/// What a concept is, for the analyser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Something a question is about (a plane, a six, the boneyard).
    Thing,
    /// Something done (to exit, to jump, to draw).
    Action,
    /// Any other content concept (a property, a condition, a quantity).
    Other,
    /// A word that shapes the question instead of adding content (negation,
    /// modal, question word…): the analyser consumes it.
    Marker,
}

/// One concept, built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedConcept {
    /// Its name.
    pub name: String,
    /// Bit `1 << i` for each game `GAMES[i]` it belongs to.
    pub games: u8,
    /// The games among `games` where the word only comes from another variant.
    pub imported: u8,
    /// Its kind.
    pub kind: Kind,
    /// Whether a question may use it without the fact explaining it.
    pub soft: bool,
    /// The concept its negation means.
    pub opposite: Option<u16>,
    /// Its parents.
    pub parents: Vec<u16>,
    /// Its near concepts (both ways).
    pub near: Vec<u16>,
}

/// Every concept, built: the list in id order, the names sorted with their
/// ids (`SIX` too) and each concept's lineage (itself, then its ancestors).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedConcepts {
    /// The concepts in id order.
    pub list: Vec<OwnedConcept>,
    /// Each name (and `SIX`), sorted, with its id.
    pub by_name: Vec<(String, u16)>,
    /// For each concept, itself and all its ancestors.
    pub lineage: Vec<Vec<u16>>,
}

/// Why a concepts file is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The file does not parse, or a field is of the wrong form.
    Syntax(String),
    /// A name is used but not declared.
    Unknown(String),
}

const FIELDS: [&str; 7] = [
    "games", "kind", "parents", "opposite", "imported", "soft", "near",
];

fn strings(c: &toml::Table, key: &str, name: &str) -> Result<Vec<String>, BuildError> {
    let Some(v) = c.get(key) else {
        return Ok(Vec::new());
    };
    let bad = || BuildError::Syntax(format!("{name}: `{key}` is not a list of strings"));
    v.as_array()
        .ok_or_else(bad)?
        .iter()
        .map(|x| x.as_str().map(str::to_string).ok_or_else(bad))
        .collect()
}

fn game_mask(names: &[String]) -> Result<u8, BuildError> {
    let mut mask = 0;
    for g in names {
        let i = GAMES
            .iter()
            .position(|x| x == g)
            .ok_or_else(|| BuildError::Unknown(g.clone()))?;
        mask |= 1 << i;
    }
    Ok(mask)
}

/// Builds the concepts from the source of `concepts.toml`.
pub fn build(source: &str) -> Result<OwnedConcepts, BuildError> {
    let table: toml::Table =
        toml::from_str(source).map_err(|e| BuildError::Syntax(e.to_string()))?;
    if let Some(key) = table.keys().find(|k| *k != "concepts") {
        return Err(BuildError::Syntax(format!(
            "unknown field `{key}`, expected `concepts`"
        )));
    }
    let declared = table
        .get("concepts")
        .ok_or_else(|| BuildError::Syntax("missing field `concepts`".into()))?
        .as_table()
        .ok_or_else(|| BuildError::Syntax("`concepts` is not a table".into()))?;
    // in name order, whatever order the parser keeps
    let mut raw: BTreeMap<&str, &toml::Table> = BTreeMap::new();
    for (name, c) in declared {
        let c = c
            .as_table()
            .ok_or_else(|| BuildError::Syntax(format!("{name} is not a table")))?;
        if let Some(key) = c.keys().find(|k| !FIELDS.contains(&k.as_str())) {
            return Err(BuildError::Syntax(format!("{name}: unknown field `{key}`")));
        }
        raw.insert(name, c);
    }
    let mut list: Vec<OwnedConcept> = Vec::new();
    let mut by_name: HashMap<String, u16> = HashMap::new();
    let mut add = |name: String, games: u8, kind: Kind, list: &mut Vec<OwnedConcept>| {
        by_name.insert(name.clone(), list.len() as u16);
        list.push(OwnedConcept {
            name,
            games,
            imported: 0,
            kind,
            soft: false,
            opposite: None,
            parents: Vec::new(),
            near: Vec::new(),
        });
    };
    for (name, c) in &raw {
        let mut games = game_mask(&strings(c, "games", name)?)?;
        if games == 0 {
            games = ALL_GAMES;
        }
        let kind = match c.get("kind").map(|k| k.as_str()) {
            None => Kind::Other,
            Some(Some("thing")) => Kind::Thing,
            Some(Some("action")) => Kind::Action,
            Some(Some("other")) => Kind::Other,
            Some(Some("marker")) => Kind::Marker,
            Some(_) => {
                return Err(BuildError::Syntax(format!(
                    "{name}: `kind` is thing, action, other or marker"
                )));
            }
        };
        add(name.to_string(), games, kind, &mut list);
        let last = list.last_mut().expect("just added");
        last.soft = match c.get("soft") {
            None => false,
            Some(v) => v
                .as_bool()
                .ok_or_else(|| BuildError::Syntax(format!("{name}: `soft` is not a boolean")))?,
        };
        last.imported = game_mask(&strings(c, "imported", name)?)?;
    }
    for n in NUMBERS {
        add(format!("N{n}"), ALL_GAMES, Kind::Thing, &mut list);
        add(format!("Q{n}"), ALL_GAMES, Kind::Thing, &mut list);
    }
    let lookup = |name: &str| {
        by_name
            .get(name)
            .copied()
            .ok_or_else(|| BuildError::Unknown(name.to_string()))
    };
    for (name, c) in &raw {
        let id = by_name[*name] as usize;
        for p in strings(c, "parents", name)? {
            list[id].parents.push(lookup(&p)?);
        }
        if let Some(o) = c.get("opposite") {
            let o = o
                .as_str()
                .ok_or_else(|| BuildError::Syntax(format!("{name}: `opposite` is not a name")))?;
            list[id].opposite = Some(lookup(o)?);
        }
        for n in strings(c, "near", name)? {
            let nid = lookup(&n)?;
            if !list[id].near.contains(&nid) {
                list[id].near.push(nid);
            }
            if !list[nid as usize].near.contains(&(id as u16)) {
                list[nid as usize].near.push(id as u16);
            }
        }
    }
    for n in NUMBERS {
        let nid = lookup(&format!("N{n}"))?;
        let qid = lookup(&format!("Q{n}"))?;
        let mut parents = vec![lookup("NUMBER")?];
        if (1..=5).contains(&n) {
            parents.push(lookup("LOWROLL")?);
        }
        if n == 2 || n == 4 {
            parents.push(lookup("EVEN")?);
        }
        list[nid as usize].parents = parents;
        list[qid as usize].parents = vec![nid, lookup("QTY")?];
    }
    let six = lookup("N6")?;
    let mut names: Vec<(String, u16)> = by_name.into_iter().collect();
    // `SIX` is another name of `N6`
    names.retain(|(n, _)| n != "SIX");
    names.push(("SIX".to_string(), six));
    names.sort();
    let lineage = (0..list.len())
        .map(|i| {
            let mut seen = vec![i as u16];
            let mut k = 0;
            while k < seen.len() {
                for p in &list[seen[k] as usize].parents {
                    if !seen.contains(p) {
                        seen.push(*p);
                    }
                }
                k += 1;
            }
            seen
        })
        .collect();
    Ok(OwnedConcepts {
        list,
        by_name: names,
        lineage,
    })
}
