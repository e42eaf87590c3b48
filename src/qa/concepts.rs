//! The concepts rule questions are made of, shared by the three languages.
//!
//! `lexicon/concepts.toml` declares each concept once: the games it belongs to
//! (none listed: every game), its kind (a thing, an action, or a marker the
//! analyser acts on), its parents (a question about a descendant is a question
//! about the parent: an attacker is a soldier) and, for conditions, the concept
//! its negation means (no playable tile is "cannot play"). Number concepts
//! `N0`…`N100` (a bare number) and `Q0`…`Q100` (a number of things: "two
//! planes") are made here; `SIX` is another name of `N6`.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::game_api::GameKind;

/// Index of a concept in [`Concepts`].
pub type ConceptId = u16;

pub use super::lexicon_build::NUMBERS;

/// What a concept is, for the analyser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConcept {
    #[serde(default)]
    games: Vec<String>,
    #[serde(default = "default_kind")]
    kind: Kind,
    #[serde(default)]
    parents: Vec<String>,
    #[serde(default)]
    opposite: Option<String>,
    #[serde(default)]
    imported: Vec<String>,
    #[serde(default)]
    soft: bool,
    #[serde(default)]
    near: Vec<String>,
}

fn default_kind() -> Kind {
    Kind::Other
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    concepts: std::collections::BTreeMap<String, RawConcept>,
}

/// One concept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Concept {
    /// Its name (`PLANE`, `N6`…).
    pub name: String,
    /// Bit `1 << i` for each game `GameKind::ALL[i]` it belongs to.
    pub games: u8,
    /// The games among `games` the word does not point to on its own: there it
    /// only comes from another variant (jumping in hnefatafl).
    pub imported: u8,
    /// Its kind.
    pub kind: Kind,
    /// Whether a question may use it without the fact explaining it: a word
    /// that colours the question without changing the rule (`all`, `later`).
    pub soft: bool,
    /// The concept its negation means, if any.
    pub opposite: Option<ConceptId>,
    parents: Vec<ConceptId>,
    /// Concepts close enough that a fact naming one covers a question's
    /// word for the other (`near`, both ways): landing and entering.
    pub near: Vec<ConceptId>,
}

/// Every concept, with its ancestors.
#[derive(Debug, PartialEq, Eq)]
pub struct Concepts {
    list: Vec<Concept>,
    by_name: HashMap<String, ConceptId>,
    /// For each concept, itself and all its ancestors.
    lineage: Vec<Vec<ConceptId>>,
}

/// The bit of a game in a games mask.
pub fn game_bit(game: GameKind) -> u8 {
    1 << GameKind::ALL
        .iter()
        .position(|g| *g == game)
        .expect("a game")
}

/// The mask of every game.
pub const ALL_GAMES: u8 = 0b1111;

/// Why `lexicon/concepts.toml` is wrong (the tests keep it right).
#[derive(Debug, thiserror::Error)]
pub enum ConceptError {
    /// The file does not parse.
    #[error("lexicon/concepts.toml: {0}")]
    Syntax(String),
    /// A name is used but not declared.
    #[error("lexicon/concepts.toml: unknown concept or game {0}")]
    Unknown(String),
}

impl Concepts {
    /// Reads the concepts from the source of `concepts.toml`.
    pub fn parse(source: &str) -> Result<Concepts, ConceptError> {
        let raw: RawFile =
            toml::from_str(source).map_err(|e| ConceptError::Syntax(e.to_string()))?;
        Concepts::from_raw(raw)
    }

    /// Reads the concepts from the build script's JSON of `concepts.toml`
    /// ([`super::embedded::CONCEPTS`]).
    pub fn from_json(source: Result<&str, &str>) -> Result<Concepts, ConceptError> {
        let json = source.map_err(|e| ConceptError::Syntax(e.to_string()))?;
        let raw: RawFile =
            serde_json::from_str(json).map_err(|e| ConceptError::Syntax(e.to_string()))?;
        Concepts::from_raw(raw)
    }

    fn from_raw(raw: RawFile) -> Result<Concepts, ConceptError> {
        let mut list: Vec<Concept> = Vec::new();
        let mut by_name = HashMap::new();
        let mut add = |name: String, games: u8, kind: Kind, list: &mut Vec<Concept>| {
            let id = list.len() as ConceptId;
            by_name.insert(name.clone(), id);
            list.push(Concept {
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
        for (name, c) in &raw.concepts {
            let mut games = 0;
            for g in &c.games {
                let game = GameKind::parse(g).ok_or_else(|| ConceptError::Unknown(g.clone()))?;
                games |= game_bit(game);
            }
            if games == 0 {
                games = ALL_GAMES;
            }
            add(name.clone(), games, c.kind, &mut list);
            list.last_mut().expect("just added").soft = c.soft;
            for g in &c.imported {
                let game = GameKind::parse(g).ok_or_else(|| ConceptError::Unknown(g.clone()))?;
                list.last_mut().expect("just added").imported |= game_bit(game);
            }
        }
        for n in NUMBERS {
            add(format!("N{n}"), ALL_GAMES, Kind::Thing, &mut list);
            add(format!("Q{n}"), ALL_GAMES, Kind::Thing, &mut list);
        }
        let lookup = |by_name: &HashMap<String, ConceptId>, name: &str| {
            by_name
                .get(name)
                .copied()
                .ok_or_else(|| ConceptError::Unknown(name.to_string()))
        };
        for (name, c) in &raw.concepts {
            let id = by_name[name] as usize;
            for p in &c.parents {
                let pid = lookup(&by_name, p)?;
                list[id].parents.push(pid);
            }
            if let Some(o) = &c.opposite {
                list[id].opposite = Some(lookup(&by_name, o)?);
            }
            for n in &c.near {
                let nid = lookup(&by_name, n)?;
                if !list[id].near.contains(&nid) {
                    list[id].near.push(nid);
                }
                if !list[nid as usize].near.contains(&(id as ConceptId)) {
                    list[nid as usize].near.push(id as ConceptId);
                }
            }
        }
        for n in NUMBERS {
            let nid = by_name[&format!("N{n}")] as usize;
            let qid = by_name[&format!("Q{n}")] as usize;
            let mut parents = vec![lookup(&by_name, "NUMBER")?];
            if (1..=5).contains(&n) {
                parents.push(lookup(&by_name, "LOWROLL")?);
            }
            if n == 2 || n == 4 {
                parents.push(lookup(&by_name, "EVEN")?);
            }
            list[nid].parents = parents;
            list[qid].parents = vec![nid as ConceptId, lookup(&by_name, "QTY")?];
        }
        by_name.insert("SIX".to_string(), by_name["N6"]);
        let lineage = (0..list.len())
            .map(|i| {
                let mut seen = vec![i as ConceptId];
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
        Ok(Concepts {
            list,
            by_name,
            lineage,
        })
    }

    /// The concept with this name (or `SIX`).
    pub fn get(&self, name: &str) -> Option<ConceptId> {
        self.by_name.get(name).copied()
    }

    /// The concept with this name; panics on an unknown name (for names
    /// written in the code, which the tests check).
    pub fn id(&self, name: &str) -> ConceptId {
        self.get(name)
            .unwrap_or_else(|| panic!("unknown concept {name}"))
    }

    /// The concept.
    pub fn concept(&self, id: ConceptId) -> &Concept {
        &self.list[id as usize]
    }

    /// Its name.
    pub fn name(&self, id: ConceptId) -> &str {
        &self.list[id as usize].name
    }

    /// Whether `c` is `ancestor` or descends from it.
    pub fn is_a(&self, c: ConceptId, ancestor: ConceptId) -> bool {
        self.lineage[c as usize].contains(&ancestor)
    }

    /// `c` and its ancestors.
    pub fn lineage(&self, c: ConceptId) -> &[ConceptId] {
        &self.lineage[c as usize]
    }

    /// The concept of a number, bare (`N5`) or counting things (`Q5`), if the
    /// number has one.
    pub fn number(&self, n: u32, counted: bool) -> Option<ConceptId> {
        self.get(&format!("{}{n}", if counted { 'Q' } else { 'N' }))
    }

    /// The value of a number concept.
    pub fn value(&self, c: ConceptId) -> Option<u32> {
        let name = self.name(c);
        let digits = name.strip_prefix('N').or_else(|| name.strip_prefix('Q'))?;
        digits.parse().ok()
    }

    /// How many concepts there are.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

/// The embedded concepts.
pub fn concepts() -> &'static Concepts {
    static ALL: OnceLock<Concepts> = OnceLock::new();
    ALL.get_or_init(|| {
        // Checked by the unit tests below.
        Concepts::from_json(super::embedded::CONCEPTS).unwrap_or_else(|e| panic!("{e}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_concepts_equal_the_toml_file() {
        let parsed = Concepts::parse(include_str!("../../lexicon/concepts.toml")).unwrap();
        assert_eq!(concepts(), &parsed);
    }

    #[test]
    fn the_embedded_concepts_parse_and_numbers_have_their_parents() {
        let c = concepts();
        let six = c.id("SIX");
        assert_eq!(six, c.id("N6"));
        assert!(c.is_a(c.id("Q4"), c.id("N4")));
        assert!(c.is_a(c.id("Q4"), c.id("EVEN")));
        assert!(c.is_a(c.id("N3"), c.id("LOWROLL")));
        assert!(!c.is_a(six, c.id("LOWROLL")));
        assert_eq!(c.value(c.id("Q24")), Some(24));
    }

    #[test]
    fn unknown_parents_are_refused() {
        let bad = "[concepts]\nA = { parents = [\"B\"] }\n";
        assert!(matches!(
            Concepts::parse(bad),
            Err(ConceptError::Unknown(_))
        ));
    }
}
