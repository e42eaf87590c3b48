//! The concepts rule questions are made of, shared by the three languages.
//!
//! `lexicon/concepts.toml` declares each concept once: the games it belongs to
//! (none listed: every game), its kind (a thing, an action, or a marker the
//! analyser acts on), its parents (a question about a descendant is a question
//! about the parent: an attacker is a soldier) and, for conditions, the concept
//! its negation means (no playable tile is "cannot play"). Number concepts
//! `N0`…`N100` (a bare number) and `Q0`…`Q100` (a number of things: "two
//! planes") are made here; `SIX` is another name of `N6`.

use crate::game_api::GameKind;

use super::concepts_build::{self, BuildError, OwnedConcepts};

/// Index of a concept in [`Concepts`].
pub type ConceptId = u16;

pub use super::concepts_build::{ALL_GAMES, Kind};
pub use super::lexicon_build::NUMBERS;

/// One concept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Concept {
    /// Its name (`PLANE`, `N6`…).
    pub name: &'static str,
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
    parents: &'static [ConceptId],
    /// Concepts close enough that a fact naming one covers a question's
    /// word for the other (`near`, both ways): landing and entering.
    pub near: &'static [ConceptId],
}

/// Every concept, with its ancestors: static tables the build script writes
/// (`$OUT_DIR/concepts.rs`), so a run reads no file.
#[derive(Debug, PartialEq, Eq)]
pub struct Concepts {
    list: &'static [Concept],
    /// Each name (and `SIX`), sorted, with its id.
    by_name: &'static [(&'static str, ConceptId)],
    /// For each concept, itself and all its ancestors.
    lineage: &'static [&'static [ConceptId]],
}

/// The build script's concepts, or why `concepts.toml` could not be built.
mod generated {
    use super::{Concept, Concepts, Kind};
    include!(concat!(env!("OUT_DIR"), "/concepts.rs"));
}

/// Each concept's id as a constant named as the concept (`id::FILLER`), for
/// the concepts the code names: no look-up at run time, and a name missing
/// from `concepts.toml` does not compile.
#[allow(non_upper_case_globals)]
pub mod id {
    use super::ConceptId;
    include!(concat!(env!("OUT_DIR"), "/concept_ids.rs"));
}

/// The bit of a game in a games mask.
pub fn game_bit(game: GameKind) -> u8 {
    1 << GameKind::ALL
        .iter()
        .position(|g| *g == game)
        .expect("a game")
}

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

/// A value kept for the rest of the run (concepts built at run time).
fn keep<T>(v: Vec<T>) -> &'static [T] {
    v.leak()
}

impl Concepts {
    /// Builds the concepts from the source of `concepts.toml`, as the build
    /// script does (the same `concepts_build::build`); the tables are kept
    /// for the rest of the run (for tests and checks).
    pub fn parse(source: &str) -> Result<Concepts, ConceptError> {
        let owned = concepts_build::build(source).map_err(|e| match e {
            BuildError::Syntax(m) => ConceptError::Syntax(m),
            BuildError::Unknown(m) => ConceptError::Unknown(m),
        })?;
        Ok(Concepts::keep(owned))
    }

    fn keep(owned: OwnedConcepts) -> Concepts {
        let name = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
        let list = owned
            .list
            .into_iter()
            .map(|c| Concept {
                name: name(c.name),
                games: c.games,
                imported: c.imported,
                kind: c.kind,
                soft: c.soft,
                opposite: c.opposite,
                parents: keep(c.parents),
                near: keep(c.near),
            })
            .collect();
        Concepts {
            list: keep(list),
            by_name: keep(
                owned
                    .by_name
                    .into_iter()
                    .map(|(n, id)| (name(n), id))
                    .collect(),
            ),
            lineage: keep(owned.lineage.into_iter().map(keep).collect()),
        }
    }

    /// The concept with this name (or `SIX`).
    pub fn get(&self, name: &str) -> Option<ConceptId> {
        let i = self
            .by_name
            .binary_search_by(|(n, _)| (*n).cmp(name))
            .ok()?;
        Some(self.by_name[i].1)
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
    pub fn name(&self, id: ConceptId) -> &'static str {
        self.list[id as usize].name
    }

    /// Whether `c` is `ancestor` or descends from it.
    pub fn is_a(&self, c: ConceptId, ancestor: ConceptId) -> bool {
        self.lineage[c as usize].contains(&ancestor)
    }

    /// `c` and its ancestors.
    pub fn lineage(&self, c: ConceptId) -> &'static [ConceptId] {
        self.lineage[c as usize]
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
    // Checked by the unit tests below.
    match &generated::CONCEPTS {
        Ok(c) => c,
        Err(e) => panic!("lexicon/concepts.toml: {e}"),
    }
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
    fn the_id_constants_are_the_concepts_ids() {
        let c = concepts();
        assert_eq!(id::FILLER, c.id("FILLER"));
        assert_eq!(id::SIX, c.id("N6"));
        assert_eq!(id::Q100, c.id("Q100"));
    }

    #[test]
    fn the_game_names_are_in_catalogue_order() {
        let names: Vec<&str> = GameKind::ALL.iter().map(|g| g.name()).collect();
        assert_eq!(names, concepts_build::GAMES);
        assert_eq!(ALL_GAMES, (1 << GameKind::ALL.len()) - 1);
    }

    #[test]
    fn unknown_fields_and_kinds_are_refused() {
        for bad in [
            "[concepts]\nA = { kin = \"thing\" }\n",
            "[concepts]\nA = { kind = \"person\" }\n",
            "[concept]\nA = {}\n",
        ] {
            assert!(
                matches!(Concepts::parse(bad), Err(ConceptError::Syntax(_))),
                "{bad}"
            );
        }
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
