//! The rewrite rules of `lexicon/rewrites.toml` and their interpreter: an
//! ordered list of steps, each turning some readings of a question into one
//! concept. The file holds what the games say (which concepts make which);
//! this module only knows readings, clauses, negation and positions.
//!
//! A step is one of:
//!
//! - `builtin`: a rewrite still written in Rust, by `name`
//!   ([`rewrites_pieces`](super::rewrites_pieces), [`rewrites_dice`](super::rewrites_dice));
//! - `fuse`: the first reading that matches `first` and a reading that
//!   matches `second` (the first one anywhere, or with `partner =
//!   "before_in_clause"` the nearest one before it in its clause) become the
//!   concept `into`, placed where the later of the two stood;
//! - `order`: two actions (`a`, `b`: the first reading matching the first
//!   matcher of the list that matches one) and a word of time (`then`,
//!   `after`, `before`, `first`) become `a_first` or `b_first`: the text's
//!   order, reversed by an `after` between them (unless a `then` is there)
//!   or a `before` ahead of both; a `first` next to one of them puts it
//!   first. The concept stands where the `later` or `earlier` action stood;
//!   `drop_repeat` also drops a reading of `b` next to `b`, `drop_all_of` the
//!   readings whose concepts all are among those; `unless` skips the step
//!   when a reading has one of those concepts.
//!
//! A matcher (`{ only = [...], any = [...], unnegated = true }`) takes a
//! reading whose concepts are exactly one of `only`, that has one of `any`,
//! and, with `unnegated`, that the question does not negate.

use std::sync::OnceLock;

use serde::Deserialize;

use super::raw::{Raw, has, insert};
use super::tokens::Tokens;
use super::{rewrites_dice as dice, rewrites_pieces as pieces};
use crate::qa::concepts::{ConceptId, concepts};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    step: Vec<RawStep>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMatch {
    #[serde(default)]
    only: Vec<String>,
    #[serde(default)]
    any: Vec<String>,
    #[serde(default)]
    unnegated: bool,
}

#[derive(Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case", deny_unknown_fields)]
enum RawStep {
    Builtin {
        name: String,
    },
    Fuse {
        first: RawMatch,
        second: RawMatch,
        #[serde(default)]
        partner: Partner,
        into: String,
    },
    Order {
        a: Vec<RawMatch>,
        b: Vec<RawMatch>,
        #[serde(default)]
        unless: Vec<String>,
        #[serde(default)]
        then: Vec<String>,
        #[serde(default)]
        after: Vec<String>,
        #[serde(default)]
        before: Vec<String>,
        #[serde(default)]
        first: Vec<String>,
        a_first: String,
        b_first: String,
        place: Place,
        #[serde(default)]
        drop_repeat: bool,
        #[serde(default)]
        drop_all_of: Vec<String>,
    },
}

/// Where `fuse` looks for its second reading.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub(super) enum Partner {
    /// The first reading that matches, anywhere.
    #[default]
    Anywhere,
    /// The nearest reading before the first one, in its clause.
    BeforeInClause,
}

/// Where `order` puts its concept: where the later or the earlier action stood.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub(super) enum Place {
    Later,
    Earlier,
}

/// A matcher, its concept names resolved.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Match {
    only: Vec<ConceptId>,
    any: Vec<ConceptId>,
    unnegated: bool,
}

impl Match {
    fn takes(&self, r: &Raw) -> bool {
        (self.only.is_empty() || (r.alts.len() == 1 && self.only.contains(&r.alts[0])))
            && (self.any.is_empty() || r.alts.iter().any(|a| self.any.contains(a)))
            && !(self.unnegated && r.negated)
    }
}

/// The rewrites written in Rust, by the name the file gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Builtin {
    AbsorbRedundant,
    ProtectedFrom,
    StoryOfSixes,
    RollAgainstDistance,
    MoveAgainstRoll,
    SplitBetweenPlanes,
    SharedRoll,
    TwoFive,
    StepAndJump,
    KingVoice,
    ConcededPlay,
    ImplyOpponent,
}

const BUILTINS: [(&str, Builtin); 12] = [
    ("absorb_redundant", Builtin::AbsorbRedundant),
    ("protected_from", Builtin::ProtectedFrom),
    ("story_of_sixes", Builtin::StoryOfSixes),
    ("roll_against_distance", Builtin::RollAgainstDistance),
    ("move_against_roll", Builtin::MoveAgainstRoll),
    ("split_between_planes", Builtin::SplitBetweenPlanes),
    ("shared_roll", Builtin::SharedRoll),
    ("two_five", Builtin::TwoFive),
    ("step_and_jump", Builtin::StepAndJump),
    ("king_voice", Builtin::KingVoice),
    ("conceded_play", Builtin::ConcededPlay),
    ("imply_opponent", Builtin::ImplyOpponent),
];

/// One step, its names resolved.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Step {
    Builtin(Builtin),
    Fuse {
        first: Match,
        second: Match,
        partner: Partner,
        into: ConceptId,
    },
    Order(Box<Order>),
}

/// An `order` step, its names resolved.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Order {
    a: Vec<Match>,
    b: Vec<Match>,
    unless: Vec<ConceptId>,
    then: Vec<ConceptId>,
    after: Vec<ConceptId>,
    before: Vec<ConceptId>,
    first: Vec<ConceptId>,
    a_first: ConceptId,
    b_first: ConceptId,
    place: Place,
    drop_repeat: bool,
    drop_all_of: Vec<ConceptId>,
}

fn id(name: &str) -> Result<ConceptId, String> {
    concepts()
        .get(name)
        .ok_or_else(|| format!("unknown concept `{name}`"))
}

fn ids(names: &[String]) -> Result<Vec<ConceptId>, String> {
    names.iter().map(|n| id(n)).collect()
}

fn matcher(m: &RawMatch) -> Result<Match, String> {
    if m.only.is_empty() && m.any.is_empty() {
        return Err("a matcher needs `only` or `any`".to_string());
    }
    Ok(Match {
        only: ids(&m.only)?,
        any: ids(&m.any)?,
        unnegated: m.unnegated,
    })
}

fn matchers(ms: &[RawMatch]) -> Result<Vec<Match>, String> {
    if ms.is_empty() {
        return Err("an action needs at least one matcher".to_string());
    }
    ms.iter().map(matcher).collect()
}

fn step(raw: &RawStep) -> Result<Step, String> {
    Ok(match raw {
        RawStep::Builtin { name } => Step::Builtin(
            BUILTINS
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, b)| *b)
                .ok_or_else(|| format!("unknown builtin `{name}`"))?,
        ),
        RawStep::Fuse {
            first,
            second,
            partner,
            into,
        } => Step::Fuse {
            first: matcher(first)?,
            second: matcher(second)?,
            partner: *partner,
            into: id(into)?,
        },
        RawStep::Order {
            a,
            b,
            unless,
            then,
            after,
            before,
            first,
            a_first,
            b_first,
            place,
            drop_repeat,
            drop_all_of,
        } => Step::Order(Box::new(Order {
            a: matchers(a)?,
            b: matchers(b)?,
            unless: ids(unless)?,
            then: ids(then)?,
            after: ids(after)?,
            before: ids(before)?,
            first: ids(first)?,
            a_first: id(a_first)?,
            b_first: id(b_first)?,
            place: *place,
            drop_repeat: *drop_repeat,
            drop_all_of: ids(drop_all_of)?,
        })),
    })
}

/// Reads a rules file (TOML) or its JSON form, as the build script embeds it.
pub(super) fn parse(source: Result<&str, &str>, json: bool) -> Result<Vec<Step>, String> {
    let source = source.map_err(str::to_string)?;
    let file: File = if json {
        serde_json::from_str(source).map_err(|e| e.to_string())?
    } else {
        toml::from_str(source).map_err(|e| e.to_string())?
    };
    file.step
        .iter()
        .enumerate()
        .map(|(i, s)| step(s).map_err(|e| format!("step {}: {e}", i + 1)))
        .collect()
}

/// The shipped rules (`lexicon/rewrites.toml`).
pub(super) fn rules() -> &'static [Step] {
    static ALL: OnceLock<Vec<Step>> = OnceLock::new();
    ALL.get_or_init(|| {
        // Checked by the unit tests below.
        parse(crate::qa::embedded::REWRITES, true).unwrap_or_else(|e| panic!("{e}"))
    })
}

/// Runs every step in order.
pub(super) fn rewrite(raws: &mut Vec<Raw>, t: &Tokens) {
    for s in rules() {
        match s {
            Step::Builtin(b) => builtin(*b, raws, t),
            Step::Fuse {
                first,
                second,
                partner,
                into,
            } => fuse(raws, first, second, *partner, *into),
            Step::Order(o) => order(raws, o),
        }
    }
}

fn builtin(b: Builtin, raws: &mut Vec<Raw>, t: &Tokens) {
    match b {
        Builtin::AbsorbRedundant => pieces::absorb_redundant(raws),
        Builtin::ProtectedFrom => pieces::protected_from(raws, t),
        Builtin::StoryOfSixes => dice::story_of_sixes(raws),
        Builtin::RollAgainstDistance => dice::roll_against_distance(raws),
        Builtin::MoveAgainstRoll => dice::move_against_roll(raws, t),
        Builtin::SplitBetweenPlanes => dice::split_between_planes(raws),
        Builtin::SharedRoll => pieces::shared_roll(raws),
        Builtin::TwoFive => pieces::two_five(raws),
        Builtin::StepAndJump => pieces::step_and_jump(raws),
        Builtin::KingVoice => pieces::king_voice(raws),
        Builtin::ConcededPlay => pieces::conceded_play(raws),
        Builtin::ImplyOpponent => pieces::imply_opponent(raws),
    }
}

/// A `fuse` step.
fn fuse(raws: &mut Vec<Raw>, first: &Match, second: &Match, partner: Partner, into: ConceptId) {
    let Some(a) = raws.iter().position(|r| first.takes(r)) else {
        return;
    };
    let b = match partner {
        Partner::Anywhere => (0..raws.len()).find(|i| *i != a && second.takes(&raws[*i])),
        Partner::BeforeInClause => (0..a)
            .rev()
            .find(|i| raws[*i].clause == raws[a].clause && second.takes(&raws[*i])),
    };
    let Some(b) = b else {
        return;
    };
    let at = raws.remove(a.max(b));
    raws.remove(a.min(b));
    insert(raws, into, &at);
}

/// The first reading taken by the first matcher of `ms` that takes one.
fn find(raws: &[Raw], ms: &[Match]) -> Option<usize> {
    ms.iter().find_map(|m| raws.iter().position(|r| m.takes(r)))
}

/// An `order` step.
fn order(raws: &mut Vec<Raw>, o: &Order) {
    if raws
        .iter()
        .any(|r| r.alts.iter().any(|x| o.unless.contains(x)))
    {
        return;
    }
    let (Some(a), Some(b)) = (find(raws, &o.a), find(raws, &o.b)) else {
        return;
    };
    if a == b {
        return;
    }
    let at = |names: &[ConceptId]| raws.iter().position(|r| names.iter().any(|n| has(r, *n)));
    let (before, after, then, first) = (at(&o.before), at(&o.after), at(&o.then), at(&o.first));
    if before.is_none() && after.is_none() && then.is_none() && first.is_none() {
        return;
    }
    let (lo, hi) = (a.min(b), a.max(b));
    let mut a_first = a < b;
    if before.is_some_and(|x| x < lo) {
        a_first = !a_first;
    }
    if after.is_some_and(|x| x > lo && x < hi) && then.is_none() {
        a_first = !a_first;
    }
    if let Some(f) = first {
        if f + 1 == a || f == a + 1 {
            a_first = true;
        } else if f + 1 == b || f == b + 1 {
            a_first = false;
        }
    }
    let id = if a_first { o.a_first } else { o.b_first };
    let place = match o.place {
        Place::Later => raws[hi].clone_position(),
        Place::Earlier => raws[lo].clone_position(),
    };
    let repeat = |i: usize, x: &Raw| {
        o.drop_repeat && (i == b + 1 || i + 1 == b) && o.b.iter().any(|m| m.takes(x))
    };
    let dropped = |i: usize, x: &Raw| {
        i == a
            || i == b
            || repeat(i, x)
            || (!o.drop_all_of.is_empty() && x.alts.iter().all(|y| o.drop_all_of.contains(y)))
    };
    let mut k = 0;
    raws.retain(|x| {
        k += 1;
        !dropped(k - 1, x)
    });
    insert(raws, id, &place);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_rules_equal_the_toml_file_and_load() {
        let parsed = parse(Ok(include_str!("../../../lexicon/rewrites.toml")), false).unwrap();
        assert_eq!(rules(), &parsed[..]);
        assert!(!parsed.is_empty());
    }

    #[test]
    fn unknown_names_and_empty_matchers_are_refused() {
        let bad_concept = "[[step]]\nrule = \"fuse\"\nfirst = { only = [\"LAP\"] }\n\
                           second = { only = [\"NO_SUCH\"] }\ninto = \"LAP2\"\n";
        assert_eq!(
            parse(Ok(bad_concept), false).unwrap_err(),
            "step 1: unknown concept `NO_SUCH`"
        );
        let bad_builtin = "[[step]]\nrule = \"builtin\"\nname = \"nothing\"\n";
        assert_eq!(
            parse(Ok(bad_builtin), false).unwrap_err(),
            "step 1: unknown builtin `nothing`"
        );
        let empty = "[[step]]\nrule = \"fuse\"\nfirst = {}\nsecond = { any = [\"LAP\"] }\n\
                     into = \"LAP2\"\n";
        assert!(
            parse(Ok(empty), false)
                .unwrap_err()
                .contains("`only` or `any`")
        );
        let unknown_field = "[[step]]\nrule = \"builtin\"\nname = \"king_voice\"\nx = 1\n";
        assert!(parse(Ok(unknown_field), false).is_err());
    }

    fn reading(name: &str, token: usize, clause: usize) -> Raw {
        Raw::word(vec![concepts().id(name)], token, token, clause)
    }

    fn names(raws: &[Raw]) -> Vec<&'static str> {
        let c = concepts();
        raws.iter().map(|r| c.name(r.alts[0])).collect()
    }

    #[test]
    fn fuse_joins_two_readings_where_the_later_stood() {
        let c = concepts();
        let m = |n: &str| Match {
            only: vec![],
            any: vec![c.id(n)],
            unnegated: true,
        };
        let mut raws = vec![
            reading("RETURN", 0, 0),
            reading("PLANE", 1, 0),
            reading("BASE", 2, 0),
        ];
        fuse(
            &mut raws,
            &m("BASE"),
            &m("RETURN"),
            Partner::BeforeInClause,
            c.id("SENT_BASE"),
        );
        assert_eq!(names(&raws), ["PLANE", "SENT_BASE"]);
        assert_eq!(raws[1].token, 2);
        // In another clause, the verb is not the base's.
        let mut raws = vec![reading("RETURN", 0, 0), reading("BASE", 2, 1)];
        fuse(
            &mut raws,
            &m("BASE"),
            &m("RETURN"),
            Partner::BeforeInClause,
            c.id("SENT_BASE"),
        );
        assert_eq!(names(&raws), ["RETURN", "BASE"]);
    }

    #[test]
    fn order_follows_the_text_unless_after_stands_between() {
        let c = concepts();
        let m = |n: &str| Match {
            only: vec![c.id(n)],
            any: vec![],
            unnegated: false,
        };
        let o = Order {
            a: vec![m("STEP")],
            b: vec![m("JUMP")],
            unless: vec![],
            then: vec![c.id("THEN")],
            after: vec![c.id("AFTER")],
            before: vec![],
            first: vec![],
            a_first: c.id("STEP_THEN_JUMP"),
            b_first: c.id("JUMP_THEN_STEP"),
            place: Place::Later,
            drop_repeat: false,
            drop_all_of: vec![],
        };
        let mut raws = vec![
            reading("STEP", 0, 0),
            reading("THEN", 1, 0),
            reading("JUMP", 2, 0),
        ];
        order(&mut raws, &o);
        assert_eq!(names(&raws), ["THEN", "STEP_THEN_JUMP"]);
        let mut raws = vec![
            reading("STEP", 0, 0),
            reading("AFTER", 1, 0),
            reading("JUMP", 2, 0),
        ];
        order(&mut raws, &o);
        assert_eq!(names(&raws), ["AFTER", "JUMP_THEN_STEP"]);
        // No word of time: nothing to order.
        let mut raws = vec![reading("STEP", 0, 0), reading("JUMP", 2, 0)];
        order(&mut raws, &o);
        assert_eq!(names(&raws), ["STEP", "JUMP"]);
    }
}
