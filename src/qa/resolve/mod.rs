//! Deciding which fact, if any, answers an analysed question.
//!
//! A frame of a fact *qualifies* when every one of its literals is in the
//! question and every content concept of the question is explained by the
//! frame, the fact's `also` list or its game's generic concepts (a soft word
//! such as `all` may stay unexplained when the frame matched two concepts,
//! at a cost). The most specific qualifying frame (most literals) wins; its verdict is the frame's
//! truth, turned over when the question is negated. No qualifying frame, two
//! equally specific facts with different verdicts, or vocabulary that fits
//! several games without `--game`: the question is not answered.

pub mod score;

use super::analyse::{Analysis, Slot, Wh};
use super::concepts::{ALL_GAMES, ConceptId, Kind, concepts, game_bit};
use super::facts::{self, Fact, Frame, Lit, Sign, Source};
use crate::game_api::GameKind;

/// How many closest questions are offered.
pub const ALTERNATIVES: usize = 3;

/// Why a question is not answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Abstain {
    /// No fact explains it.
    NotUnderstood,
    /// Its words fit several games and none was named.
    GameUnclear(Vec<GameKind>),
    /// Facts with different verdicts fit it equally well.
    Conflict,
}

/// The answer to a question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    /// The fact.
    pub fact: &'static Fact,
    /// Yes or no for the question as asked; `None` for an open question.
    pub verdict: Option<bool>,
    /// Whether the question states the other variant's rule the fact corrects.
    pub misconception: bool,
    /// For an answer of the scored reading ([`score`]), its probability in
    /// thousandths; `None` for the strict reading.
    pub confidence: Option<u16>,
    /// The same answer in other games: a question that names no game and
    /// fits several whose facts agree (`does red start?` in the aeroplane
    /// race and in Chinese checkers) is answered for all of them.
    pub others: Vec<&'static Fact>,
    /// Whether the learner picked the fact among the closest questions
    /// (`ask --pick N`): its own question is answered, not the learner's.
    pub picked: bool,
}

/// What `ask` decides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The answer, or why there is none.
    pub outcome: Result<Answered, Abstain>,
    /// Other facts close to the question, best first.
    pub alternatives: Vec<&'static Fact>,
}

const SIDES: [&str; 6] = ["RED", "YELLOW", "GREEN", "BLUE", "BLACK", "WHITE"];

/// The side a concept names in a game: a colour, or a role (hnefatafl's
/// attackers are black, its defenders white).
fn side_of(c: ConceptId, game: GameKind) -> Option<&'static str> {
    let cs = concepts();
    for name in SIDES {
        if cs.is_a(c, cs.id(name)) {
            return Some(match name {
                "RED" => "red",
                "YELLOW" => "yellow",
                "GREEN" => "green",
                "BLUE" => "blue",
                "BLACK" => "black",
                _ => "white",
            });
        }
    }
    if game == GameKind::Hnefatafl {
        if cs.is_a(c, cs.id("ATTACKER")) {
            return Some("black");
        }
        if cs.is_a(c, cs.id("DEFENDER")) {
            return Some("white");
        }
    }
    None
}

/// The one side the question names, if it names exactly one.
fn named_side(a: &Analysis, game: GameKind) -> Option<&'static str> {
    let mut found: Option<&'static str> = None;
    for s in &a.slots {
        let sides: Vec<&'static str> = s.alts.iter().filter_map(|c| side_of(*c, game)).collect();
        let Some(first) = sides.first().copied() else {
            continue;
        };
        if sides.len() != s.alts.len() || sides.iter().any(|x| *x != first) {
            continue;
        }
        match found {
            Some(f) if f != first => return None,
            _ => found = Some(first),
        }
    }
    found
}

/// The number a `NUM` frame reads: a counted number (`Q4`) right before the
/// frame's first concept (`quatre avions` for `NUM PLANE`).
fn counted_number(frame: &Frame, a: &Analysis) -> Option<u32> {
    counted_numbers(frame, a).next()
}

/// Every number a `NUM` frame reads, in order: two different ones make an
/// alternative (`one die or two dice?`), a question no yes answers.
fn counted_numbers<'a>(frame: &Frame, a: &'a Analysis) -> impl Iterator<Item = u32> + 'a {
    let cs = concepts();
    let thing = frame.lits.iter().find_map(|l| match l {
        Lit::Concept(c, false) => Some(*c),
        _ => None,
    });
    a.slots.windows(2).filter_map(move |w| {
        let thing = thing?;
        let q = w[0]
            .alts
            .iter()
            .find(|c| cs.name(**c).starts_with('Q') && cs.value(**c).is_some())?;
        w[1].alts
            .iter()
            .any(|c| cs.is_a(*c, thing))
            .then(|| cs.value(*q))
            .flatten()
    })
}

/// Whether a slot may stay unexplained: an affirmative word that colours a
/// question without changing its rule (`all`, `still`, `later`…).
fn soft(slot: &Slot) -> bool {
    !slot.negated && slot.alts.iter().all(|c| concepts().concept(*c).soft)
}

fn slot_has(slot: &Slot, c: ConceptId, negated: bool) -> bool {
    slot.negated == negated && slot.alts.iter().any(|a| concepts().is_a(*a, c))
}

/// Whether slot `i` is a count of pieces (`deux avions`, `two marbles`): it
/// says how many pieces, not what the die showed.
fn counts_pieces(a: &Analysis, i: usize) -> bool {
    let cs = concepts();
    let pieces = ["PLANE", "PIECE", "MARBLE", "SOLDIER", "TILE"].map(|n| cs.id(n));
    a.slots[i]
        .alts
        .iter()
        .any(|c| cs.name(*c).starts_with('Q') && cs.value(*c).is_some())
        && a.slots.get(i + 1).is_some_and(|n| {
            n.alts
                .iter()
                .all(|c| pieces.iter().any(|p| cs.is_a(*c, *p)))
        })
}

/// Whether the frame makes the king move when he is named only in a
/// condition (`if the king is there`) and the main clause moves another
/// piece (`can a piece cross the throne`).
fn king_out_of_place(frame: &Frame, a: &Analysis) -> bool {
    let cs = concepts();
    let king = cs.id("KING");
    let moves = [
        "MOVE", "CROSS", "LAND", "STOP", "ENTER", "EXIT", "RETURN", "GO_BACK", "JUMP",
    ]
    .map(|n| cs.id(n));
    let has_lit = |c: ConceptId| frame.lits.contains(&Lit::Concept(c, false));
    if a.conditions.is_empty() || !has_lit(king) || !moves.iter().any(|m| has_lit(*m)) {
        return false;
    }
    let is_king = |s: &Slot| s.alts.iter().any(|x| cs.is_a(*x, king));
    let in_condition = |s: &Slot| a.conditions.contains(&s.clause);
    let kings_in_conditions = a.slots.iter().filter(|s| is_king(s)).all(in_condition);
    // `when the king has left the throne`: what the king does in the
    // condition is his.
    let king_acts_in_condition = moves.iter().filter(|m| has_lit(**m)).any(|m| {
        a.slots
            .iter()
            .any(|s| in_condition(s) && slot_has(s, *m, false))
    });
    if king_acts_in_condition {
        return false;
    }
    let pieces = ["PIECE", "SOLDIER", "ATTACKER", "DEFENDER"].map(|n| cs.id(n));
    let other_piece_moves = a.slots.iter().any(|s| {
        !in_condition(s)
            && !is_king(s)
            && s.alts
                .iter()
                .any(|x| pieces.iter().any(|p| cs.is_a(*x, *p)))
    });
    kings_in_conditions && other_piece_moves
}

/// Whether every literal of a frame is in the question; a quality of the
/// roll (`even`, `low`) is not read in a count of pieces (`deux avions`).
fn satisfied(frame: &Frame, fact: &Fact, a: &Analysis) -> bool {
    let cs = concepts();
    let roll_quality = [cs.id("EVEN"), cs.id("LOWROLL")];
    if king_out_of_place(frame, a) {
        return false;
    }
    frame.lits.iter().all(|lit| match lit {
        Lit::Concept(c, neg) => a.slots.iter().enumerate().any(|(i, s)| {
            slot_has(s, *c, *neg) && !(roll_quality.contains(c) && counts_pieces(a, i))
        }),
        Lit::Side => named_side(a, fact.game).is_some(),
        Lit::Num => counted_number(frame, a).is_some(),
        Lit::Wh(w) => a.wh == Some(*w),
    }) && counts_what_it_says(frame, a)
}

/// A count in a frame counts the thing after it (`Q2 PIECE`: two pieces):
/// the question's count must stand right before that thing (one word may
/// come between, `deux avions adverses`), not before something else (`a
/// marble takes two steps`).
fn counts_what_it_says(frame: &Frame, a: &Analysis) -> bool {
    let cs = concepts();
    frame.lits.windows(2).all(|w| {
        let (Lit::Concept(q, false), Lit::Concept(t, false)) = (w[0], w[1]) else {
            return true;
        };
        let counted = cs.name(q).starts_with('Q') && cs.value(q).is_some();
        let thing = matches!(cs.concept(t).kind, Kind::Thing) || cs.name(t) == "STEP";
        if !counted || !thing || cs.value(t).is_some() {
            return true;
        }
        a.slots.iter().enumerate().any(|(i, s)| {
            slot_has(s, q, false)
                && a.slots[i + 1..]
                    .iter()
                    .take(2)
                    .any(|n| slot_has(n, t, false))
        })
    })
}

/// Whether a slot is explained by the frame, the fact's `also` list or the
/// game's generic concepts.
fn explained(slot: &Slot, frame: &Frame, fact: &Fact, generic: &[ConceptId]) -> bool {
    explained_in(slot, frame, fact, generic, true)
}

/// Whether a word that turns its action round (`prevent`, `empêcher`,
/// `мешать`) stands before an action of the frame in its clause while only
/// the fact's `also` list explains it: the frame's verdict would be read
/// backwards (`does a marble in my camp prevent me from winning?`).
fn inverted_by_also(frame: &Frame, fact: &Fact, generic: &[ConceptId], a: &Analysis) -> bool {
    let cs = concepts();
    let prevent = cs.id("PREVENT");
    a.slots.iter().enumerate().any(|(i, s)| {
        s.alts.contains(&prevent)
            && !explained_in(s, frame, fact, generic, false)
            && a.slots[i + 1..].iter().any(|n| {
                n.clause == s.clause
                    && frame.lits.iter().any(|l| match l {
                        Lit::Concept(c, false) => {
                            cs.concept(*c).kind == Kind::Action
                                && !generic.contains(c)
                                && slot_has(n, *c, false)
                        }
                        _ => false,
                    })
            })
    })
}

/// A frame's concepts beyond the game's generic ones, each with whether it
/// is negated.
fn own_concepts(frame: &Frame, generic: &[ConceptId]) -> Vec<(ConceptId, bool)> {
    frame
        .lits
        .iter()
        .filter_map(|l| match l {
            Lit::Concept(c, n) if !generic.contains(c) => Some((*c, *n)),
            _ => None,
        })
        .collect()
}

/// Whether every concept of the frame beyond the generic ones is said only
/// in an if-clause (`si le roi a quitté le trône, …`) while the asking
/// clause says something of its own the frame does not name (`…, les
/// défenseurs peuvent-ils s'y arrêter ?` is no question of the king). An
/// asking clause that only asks for the game's outcome (`if the position
/// repeats, does the game end?`), in words the fact explains, asks the
/// outcome of the condition: that is the fact's own question.
fn only_in_conditions(frame: &Frame, fact: &Fact, generic: &[ConceptId], a: &Analysis) -> bool {
    if a.hypotheses.is_empty() {
        return false;
    }
    let core = own_concepts(frame, generic);
    if core.is_empty() {
        return false;
    }
    let main = |s: &Slot| !a.hypotheses.contains(&s.clause) && !s.implied;
    let anchored = core
        .iter()
        .any(|(c, n)| a.slots.iter().any(|s| main(s) && slot_has(s, *c, *n)));
    let cs = concepts();
    let outcomes = ["END", "TIE", "WIN", "LOSE"].map(|n| cs.id(n));
    let outcome = |s: &Slot| {
        s.alts
            .iter()
            .any(|x| outcomes.iter().any(|o| cs.is_a(*x, *o)))
            && explained(s, frame, fact, generic)
    };
    let own = a.slots.iter().any(|s| {
        main(s)
            && !soft(s)
            && !s.alts.iter().any(|x| generic.contains(x))
            && !core.iter().any(|(c, n)| slot_has(s, *c, *n))
            && !outcome(s)
    });
    !anchored && own
}

/// Whether an if-clause quantifies the pieces (`si tous mes avions sont à
/// la base`, `if my only plane out is blocked`) while the frame does not
/// place the quantity: such a condition can leave one move possible and
/// change the rule's answer.
fn quantified_condition(frame: &Frame, fact: &Fact, generic: &[ConceptId], a: &Analysis) -> bool {
    let cs = concepts();
    let quantities = ["ALL", "ONLY", "EACH"].map(|n| cs.id(n));
    let pieces = ["PLANE", "PIECE", "MARBLE", "SOLDIER"].map(|n| cs.id(n));
    a.slots.iter().enumerate().any(|(i, s)| {
        a.hypotheses.contains(&s.clause)
            && !s.implied
            && s.alts.iter().any(|x| quantities.contains(x))
            && a.slots.get(i + 1).is_some_and(|n| {
                n.clause == s.clause
                    && n.alts
                        .iter()
                        .any(|x| pieces.iter().any(|p| cs.is_a(*x, *p)))
            })
            && !explained_in(s, frame, fact, generic, false)
    })
}

fn explained_in(
    slot: &Slot,
    frame: &Frame,
    fact: &Fact,
    generic: &[ConceptId],
    with_also: bool,
) -> bool {
    let cs = concepts();
    if slot.implied {
        return true;
    }
    let also: &[Lit] = if with_also { &fact.also } else { &[] };
    let lits = frame.lits.iter().chain(also.iter());
    let mut allowed: Vec<(ConceptId, bool)> = Vec::new();
    let mut sides = false;
    let mut numbers = false;
    for lit in lits {
        match lit {
            Lit::Concept(c, neg) => allowed.push((*c, *neg)),
            Lit::Side => sides = true,
            Lit::Num => numbers = true,
            Lit::Wh(_) => {}
        }
    }
    if !slot.negated {
        allowed.extend(generic.iter().map(|g| (*g, false)));
        // A fact that corrects another variant's rule may be asked by
        // comparison with it (`comme dans d'autres versions`).
        if fact.trap.is_some()
            || matches!(
                fact.source,
                Source::Trap | Source::Excluded | Source::Misconception
            )
        {
            allowed.extend(["LIKE", "VARIANT", "HOUSE_RULES"].map(|n| (cs.id(n), false)));
        }
    }
    let filler = cs.id("FILLER");
    slot.alts.iter().any(|alt| {
        if *alt == filler {
            return true;
        }
        if sides && side_of(*alt, fact.game).is_some() {
            return true;
        }
        // A number frame explains the number it counts, not any number.
        if numbers && cs.value(*alt).is_some() && cs.name(*alt).starts_with('Q') {
            return true;
        }
        cs.lineage(*alt).iter().any(|l| {
            allowed.contains(&(*l, slot.negated))
                || (!slot.negated
                    && cs
                        .concept(*l)
                        .near
                        .iter()
                        .any(|n| allowed.contains(&(*n, false))))
        })
    })
}

/// The verdict of a frame on the question, before the question's own
/// negation: `None` for an open frame.
fn frame_verdict(frame: &Frame, fact: &Fact, a: &Analysis) -> Option<bool> {
    let sign = match frame.sign {
        Sign::Yes => true,
        Sign::No => false,
        Sign::Open => return None,
    };
    let mut v = sign;
    if frame.lits.contains(&Lit::Side) {
        v = sign == (named_side(a, fact.game) == fact.side.as_deref());
    }
    if frame.lits.contains(&Lit::Num) {
        let mut named = counted_numbers(frame, a);
        let first = named.next();
        if first.is_some() && named.any(|n| Some(n) != first) {
            return None;
        }
        v = sign == (first == fact.number());
    }
    Some(v)
}

#[derive(Clone, Debug)]
struct Candidate {
    fact: &'static Fact,
    spec: usize,
    /// How deep the frame's concepts sit under their ancestors: between
    /// equally long frames, `DOUBLE_SIX` is more specific than `DOUBLE`.
    depth: usize,
    open: bool,
    verdict: Option<bool>,
    misconception: bool,
    /// Another frame of the same fact, as specific, gives the other verdict.
    torn: bool,
    /// How specific the reading is in concepts beyond the game's generic
    /// ones (`move`, `piece`…), for comparing readings in different games.
    core: usize,
}

/// Whether a frame that names no question word can answer the question's
/// one: `how many` needs a fact about a count, `where` no fact whose answer
/// is a side or a number (`where does the king start?` is no question of
/// who starts).
fn wh_fits(frame: &Frame, fact: &Fact, a: &Analysis) -> bool {
    let Some(wh) = a.wh else {
        return true;
    };
    let cs = concepts();
    // `how many pieces does Black have?`: a count of the whole set (28
    // tiles, 52 squares) says nothing of one side's.
    let per_side = || {
        let words = ["EACH", "PLAYER", "SIDE_OF", "HAND", "ATTACKER", "DEFENDER"].map(|n| cs.id(n));
        fact.frames
            .iter()
            .flat_map(|f| f.lits.iter())
            .chain(fact.also.iter())
            .any(|l| {
                matches!(l, Lit::Concept(c, false)
                    if words.contains(c) || side_of(*c, fact.game).is_some())
            })
    };
    if wh == Wh::HowMany && named_side(a, fact.game).is_some() && !per_side() {
        return false;
    }
    if frame.lits.iter().any(|l| matches!(l, Lit::Wh(_))) {
        return true;
    }
    let counts = fact.number().is_some()
        || fact.frames.iter().any(|f| {
            f.lits.iter().any(|l| match l {
                Lit::Num | Lit::Wh(Wh::HowMany) => true,
                Lit::Concept(c, _) => cs.name(*c).starts_with('Q') && cs.value(*c).is_some(),
                _ => false,
            })
        });
    match wh {
        Wh::HowMany => counts,
        Wh::Where => fact.side.is_none() && fact.number().is_none(),
        _ => true,
    }
}

/// Whether the question names only sides the fact is not about while the
/// fact names another one (`as red, do I start?` is no question of taking Yellow
/// against the AI).
fn other_side(fact: &Fact, a: &Analysis) -> bool {
    let cs = concepts();
    let sides = ["RED", "YELLOW", "BLACK", "WHITE", "BLUE", "GREEN"].map(|n| cs.id(n));
    let mut named: Vec<ConceptId> = Vec::new();
    for lit in fact
        .frames
        .iter()
        .flat_map(|f| f.lits.iter())
        .chain(fact.also.iter())
    {
        if let Lit::Concept(c, false) = lit {
            if sides.contains(c) {
                named.push(*c);
            }
        }
    }
    // A fact whose answer is a side reads any side named.
    if named.is_empty() || fact.side.is_some() {
        return false;
    }
    let said: Vec<ConceptId> = a
        .slots
        .iter()
        .filter(|s| !s.implied && !s.negated && s.alts.len() == 1 && sides.contains(&s.alts[0]))
        .map(|s| s.alts[0])
        .collect();
    !said.is_empty() && !said.iter().any(|c| named.contains(c))
}

/// How specific a qualifying frame's reading of the question is.
#[derive(Clone, Copy, Debug)]
struct Reading {
    spec: usize,
    depth: usize,
    core: usize,
}

/// Whether a frame qualifies for the question (the strict reading: every
/// literal said, every content word explained), and how specific it is.
fn qualify(frame: &Frame, fact: &Fact, generic: &[ConceptId], a: &Analysis) -> Option<Reading> {
    if frame.sign == Sign::Open && a.wh.is_none() {
        return None;
    }
    if !wh_fits(frame, fact, a) || !satisfied(frame, fact, a) || !counts_agree(frame, fact, a) {
        return None;
    }
    let mut unexplained: Vec<&Slot> = a
        .slots
        .iter()
        .filter(|s| !explained(s, frame, fact, generic))
        .filter(|s| !a.context_free || s.sentence == a.focus)
        .collect();
    // The tolerant reading lets one word stay unexplained when it says
    // little (a word many facts use), is not negated and is no number, and
    // the frame reads two concepts of its own.
    let hard: Vec<&Slot> = unexplained.iter().copied().filter(|s| !soft(s)).collect();
    let mut tolerated = 0;
    if let [one] = hard.as_slice() {
        let cs = concepts();
        let own_said = own_concepts(frame, generic)
            .iter()
            .filter(|(c, n)| a.slots.iter().any(|s| slot_has(s, *c, *n)))
            .count();
        if a.tolerance > 0
            && !one.negated
            && !one.implied
            && !one.alts.iter().any(|c| cs.value(*c).is_some())
            && score::slot_weight(one) * 100.0 <= f64::from(a.tolerance)
            && own_said >= 2
        {
            tolerated = 1;
            let keep = one.token;
            unexplained.retain(|s| s.token != keep);
        }
    }
    if !unexplained.iter().all(|s| soft(s)) {
        return None;
    }
    if inverted_by_also(frame, fact, generic, a)
        || only_in_conditions(frame, fact, generic, a)
        || quantified_condition(frame, fact, generic, a)
    {
        return None;
    }
    let concepts_said = frame
        .lits
        .iter()
        .filter(|l| matches!(l, Lit::Concept(..)))
        .count();
    if !unexplained.is_empty() && concepts_said < 2 {
        return None;
    }
    // An unexplained soft word (`all`, `later`…) makes a reading less
    // specific than one that explains it; so does reading an ambiguous
    // word as a mere filler (`prendre` as no capture at all).
    let filler = concepts().id("FILLER");
    let as_filler = a
        .slots
        .iter()
        .filter(|s| s.alts.len() > 1 && s.alts.contains(&filler))
        .filter(|s| {
            let without = Slot {
                alts: s.alts.iter().copied().filter(|x| *x != filler).collect(),
                ..(*s).clone()
            };
            !explained(&without, frame, fact, generic)
        })
        .count();
    // A concept the question only implies (two colours named: an
    // opponent) lets a frame read it, not be more specific for it.
    let implied_only = frame
        .lits
        .iter()
        .filter(|l| match l {
            Lit::Concept(c, n) => !a.slots.iter().any(|s| !s.implied && slot_has(s, *c, *n)),
            _ => false,
        })
        .count();
    let spec = (2 * frame.lits.len())
        .saturating_sub(unexplained.len() + 2 * tolerated)
        .saturating_sub(as_filler)
        .saturating_sub(2 * implied_only);
    let depth = frame
        .lits
        .iter()
        .map(|l| match l {
            Lit::Concept(c, n) if !a.slots.iter().any(|s| !s.implied && slot_has(s, *c, *n)) => 0,
            Lit::Concept(c, _) => concepts().lineage(*c).len(),
            _ => 1,
        })
        .sum();
    let core = (2 * frame
        .lits
        .iter()
        .filter(|l| !matches!(l, Lit::Concept(c, false) if generic.contains(c)))
        .filter(|l| !matches!(l, Lit::Wh(_)))
        .count())
    .saturating_sub(unexplained.len() + 2 * tolerated)
    .saturating_sub(as_filler);
    Some(Reading { spec, depth, core })
}

/// A count answers only a question about that count, and a question
/// that counts pieces in a number no concept names (`do the attackers
/// begin with sixteen pieces?`) only a frame that reads numbers: a fact
/// whose answer is a number needs the question to ask how many or to name
/// a number its frame reads (`NUM`).
fn counts_agree(frame: &Frame, fact: &Fact, a: &Analysis) -> bool {
    let reads_number = frame.lits.contains(&Lit::Num) && counted_number(frame, a).is_some();
    if fact.number().is_some() && a.wh != Some(Wh::HowMany) && !reads_number {
        return false;
    }
    // `how many tiles can never be drawn?`: a negation in an open question
    // changes what it asks about; only a frame that says it reads it.
    if a.wh.is_some()
        && a.flipped
        && !frame
            .lits
            .iter()
            .any(|l| matches!(l, Lit::Concept(_, true)))
    {
        return false;
    }
    if reads_number || a.wh == Some(Wh::HowMany) {
        return true;
    }
    let cs = concepts();
    let pieces = [
        "PLANE", "PIECE", "MARBLE", "SOLDIER", "TILE", "ATTACKER", "DEFENDER",
    ]
    .map(|n| cs.id(n));
    let number = cs.id("NUMBER");
    // `sixteen pieces`, `16 pieces`: a number the concepts do not name.
    let unnamed_count = |i: usize| {
        a.slots[i].alts == [number]
            && a.slots.get(i + 1).is_some_and(|n| {
                n.alts
                    .iter()
                    .all(|c| pieces.iter().any(|p| cs.is_a(*c, *p)))
            })
    };
    (0..a.slots.len()).all(|i| !unnamed_count(i))
}

/// The verdict of a frame on the question as asked: `None` for an open
/// question.
fn verdict_of(frame: &Frame, fact: &Fact, a: &Analysis) -> Option<bool> {
    match a.wh {
        Some(_) => None,
        None => frame_verdict(frame, fact, a).map(|v| v != a.flipped),
    }
}

/// Whether the question states the other variant's rule that the fact
/// corrects, read through this frame.
fn misconception(frame: &Frame, fact: &Fact, a: &Analysis) -> bool {
    fact.trap.is_some() && frame.sign == Sign::No && !a.flipped && a.wh.is_none()
}

fn best_frame(fact: &'static Fact, generic: &[ConceptId], a: &Analysis) -> Option<Candidate> {
    let mut best: Option<Candidate> = None;
    if other_side(fact, a) {
        return None;
    }
    for frame in &fact.frames {
        let Some(Reading { spec, depth, core }) = qualify(frame, fact, generic, a) else {
            continue;
        };
        let verdict = verdict_of(frame, fact, a);
        if let Some(b) = best.as_mut() {
            if (b.spec, b.depth) == (spec, depth) && b.verdict != verdict {
                b.torn = true;
            }
            if (b.spec, b.depth) >= (spec, depth) {
                continue;
            }
        }
        best = Some(Candidate {
            fact,
            spec,
            depth,
            open: frame.sign == Sign::Open,
            verdict,
            misconception: misconception(frame, fact, a),
            torn: false,
            core,
        });
    }
    best
}

/// Whether the slot `i` names what the question compares with (`comme aux
/// dames`, `как в шашках`): another game, which the question is not about.
fn compared(a: &Analysis, i: usize) -> bool {
    let like = concepts().id("LIKE");
    let cs = concepts();
    i > 0
        && a.slots[i - 1].alts == [like]
        && a.slots[i - 1].clause == a.slots[i].clause
        && !a.slots[i - 1].negated
        && a.slots[i]
            .alts
            .iter()
            .all(|c| cs.concept(*c).kind == Kind::Thing)
        && a.slots.iter().enumerate().any(|(j, s)| {
            j != i && !s.implied && s.alts.iter().all(|c| cs.concept(*c).games != ALL_GAMES)
        })
}

/// The games the question's words fit (a mask), and whether they pull
/// towards different games at once (a comparison of two games).
fn game_mask(a: &Analysis) -> (u8, bool) {
    let cs = concepts();
    let mut mask = ALL_GAMES;
    let mut union = 0u8;
    let mut mixed = false;
    for (_, s) in a
        .slots
        .iter()
        .enumerate()
        .filter(|(i, s)| !s.implied && !compared(a, *i))
    {
        let m = s.alts.iter().fold(0u8, |acc, c| acc | cs.concept(*c).games);
        if m == ALL_GAMES {
            continue;
        }
        union |= m;
        if mask & m == 0 {
            mixed = true;
        } else {
            mask &= m;
        }
    }
    if mixed { (union, true) } else { (mask, false) }
}

fn games_in(mask: u8) -> Vec<GameKind> {
    GameKind::ALL
        .into_iter()
        .filter(|g| mask & game_bit(*g) != 0)
        .collect()
}

/// How close a fact is to the question, for the alternatives offered.
fn closeness(fact: &Fact, generic: &[ConceptId], a: &Analysis) -> i32 {
    let mut best = i32::MIN;
    for frame in &fact.frames {
        let mut score = 0;
        for lit in &frame.lits {
            let ok = match lit {
                Lit::Concept(c, neg) => a.slots.iter().any(|s| slot_has(s, *c, *neg)),
                Lit::Side => named_side(a, fact.game).is_some(),
                Lit::Num => counted_number(frame, a).is_some(),
                Lit::Wh(w) => a.wh == Some(*w),
            };
            score += if ok { 4 } else { -2 };
        }
        let explained_slots = a
            .slots
            .iter()
            .filter(|s| explained(s, frame, fact, generic))
            .count() as i32;
        score += explained_slots - (a.slots.len() as i32 - explained_slots) * 2;
        best = best.max(score);
    }
    best
}

fn alternatives(a: &Analysis, mask: u8, skip: Option<&Fact>) -> Vec<&'static Fact> {
    let mut scored: Vec<(i32, &'static Fact)> = facts::games()
        .iter()
        .filter(|g| mask & game_bit(g.game) != 0)
        .flat_map(|g| {
            g.facts
                .iter()
                .map(move |f| (closeness(f, &g.generic, a), f))
        })
        .filter(|(s, f)| *s > 0 && skip.is_none_or(|k| k.id != f.id))
        .collect();
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    let mut out: Vec<&'static Fact> = scored
        .into_iter()
        .map(|(_, f)| f)
        .take(ALTERNATIVES)
        .collect();
    if skip.is_none() {
        // An abstention always offers questions: fill with each game's first facts.
        let mut fill = facts::games()
            .iter()
            .filter(|g| mask & game_bit(g.game) != 0)
            .flat_map(|g| g.facts.first());
        while out.len() < ALTERNATIVES {
            match fill.next() {
                Some(f) if !out.iter().any(|o| o.id == f.id) => out.push(f),
                Some(_) => {}
                None => break,
            }
        }
        let mut more = facts::all();
        while out.len() < ALTERNATIVES {
            match more.next() {
                Some(f) if !out.iter().any(|o| o.id == f.id) => out.push(f),
                Some(_) => {}
                None => break,
            }
        }
    }
    out
}

/// How many of the question's words point to the game `bit`: words of some
/// games only (in every reading), among them this one, where they are not an
/// import.
fn pointers(a: &Analysis, bit: u8) -> usize {
    let cs = concepts();
    // A word said twice (`исчезает с доски`: two removals) points once.
    let mut seen: Vec<&Vec<ConceptId>> = Vec::new();
    a.slots
        .iter()
        .enumerate()
        .filter(|(i, s)| !s.implied && !compared(a, *i))
        .map(|(_, s)| s)
        .filter(|s| {
            let alts = s.alts.iter().map(|c| cs.concept(*c));
            alts.clone().all(|c| c.games & !c.imported != ALL_GAMES)
                && alts.into_iter().any(|c| (c.games & !c.imported) & bit != 0)
        })
        .filter(|s| {
            let new = !seen.contains(&&s.alts);
            seen.push(&s.alts);
            new
        })
        .count()
}

/// The one game among `mask` the question's words point to most, if one
/// stands out.
fn pointed_game(a: &Analysis, mask: u8) -> Option<u8> {
    let mut scored: Vec<(usize, u8)> = games_in(mask)
        .into_iter()
        .map(|g| (pointers(a, game_bit(g)), game_bit(g)))
        .collect();
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    match scored.as_slice() {
        [(best, bit), (next, _), ..] if *best > *next => Some(*bit),
        _ => None,
    }
}

/// The games among `mask` with a fact that nearly says what the question
/// says: a frame at least half of whose concepts (beyond the game's generic
/// ones) are in the question, one difference at most between them (a concept
/// of the frame the question lacks, or one of the question the frame does
/// not explain).
fn rival_games(a: &Analysis, mask: u8, top_core: usize) -> u8 {
    let near = |fr: &Frame, f: &Fact, generic: &[ConceptId]| {
        // An open frame reads only open questions.
        if fr.sign == Sign::Open && a.wh.is_none() {
            return false;
        }
        let concepts = own_concepts(fr, generic);
        let said: Vec<ConceptId> = concepts
            .iter()
            .filter(|(c, n)| a.slots.iter().any(|s| slot_has(s, *c, *n)))
            .map(|(c, _)| *c)
            .collect();
        // What is said must be more than a quantity (a mere `one`).
        let quantities = ["ONE", "Q1", "N1", "ALL", "ANY", "EACH", "SEVERAL"]
            .map(|n| super::concepts::concepts().id(n));
        let weighty = said.iter().any(|c| !quantities.contains(c));
        let said = said.len();
        if !weighty || said * 2 < concepts.len() {
            return false;
        }
        let missing = a
            .slots
            .iter()
            .filter(|s| !explained(s, fr, f, generic))
            .count();
        // A reading a whole concept less specific than the answer's is no
        // rival (as between games with answers).
        let score = (2 * concepts.len()).saturating_sub(missing);
        missing + (concepts.len() - said) <= 1 && score + 2 > top_core
    };
    facts::games()
        .iter()
        .filter(|g| mask & game_bit(g.game) != 0)
        .filter(|g| {
            g.facts
                .iter()
                .any(|f| f.frames.iter().any(|fr| near(fr, f, &g.generic)))
        })
        .fold(0, |m, g| m | game_bit(g.game))
}

/// The game whose best reading of the question is more specific, by a
/// whole concept at least beyond the games' generic ones, than the best
/// reading in every other game.
fn most_specific_game(candidates: &[Candidate]) -> Option<u8> {
    let mut best: Vec<(usize, u8)> = Vec::new();
    for c in candidates {
        let bit = game_bit(c.fact.game);
        match best.iter_mut().find(|(_, b)| *b == bit) {
            Some((s, _)) => *s = (*s).max(c.core),
            None => best.push((c.core, bit)),
        }
    }
    best.sort_by_key(|b| std::cmp::Reverse(b.0));
    match best.as_slice() {
        [(top, bit), (next, _), ..] if *top >= next + 2 => Some(*bit),
        _ => None,
    }
}

/// The strict reading's decision: a qualifying frame, the most specific.
pub fn decide_strictly(a: &Analysis, game: Option<GameKind>) -> Decision {
    let (vocab_mask, mixed) = game_mask(a);
    let mask = match game {
        Some(g) => game_bit(g),
        None => vocab_mask,
    };
    let abstain = |why: Abstain, mask: u8| Decision {
        alternatives: alternatives(a, mask, None),
        outcome: Err(why),
    };
    // A negation the analysis could not place: what it negates is unknown.
    if a.slots.is_empty() || a.unplaced {
        return abstain(Abstain::NotUnderstood, mask);
    }
    let mut candidates: Vec<Candidate> = facts::games()
        .iter()
        .filter(|g| mask & game_bit(g.game) != 0)
        .flat_map(|g| g.facts.iter().filter_map(|f| best_frame(f, &g.generic, a)))
        .collect();
    if candidates.is_empty() {
        return abstain(Abstain::NotUnderstood, mask);
    }
    let mut fact_games: u8 = candidates.iter().fold(0, |m, c| m | game_bit(c.fact.game));
    // Games whose readings were weighed against the chosen one already.
    let mut weighed = 0u8;
    if game.is_none() && fact_games.count_ones() > 1 {
        match pointed_game(a, fact_games) {
            Some(bit) => {
                candidates.retain(|c| game_bit(c.fact.game) == bit);
                fact_games = bit;
            }
            None => match most_specific_game(&candidates) {
                // One game reads the question with at least one more concept
                // than any other: it is the one meant.
                Some(bit) => {
                    candidates.retain(|c| game_bit(c.fact.game) == bit);
                    weighed = fact_games & !bit;
                    fact_games = bit;
                }
                None => return abstain(Abstain::GameUnclear(games_in(fact_games)), mask),
            },
        }
    }
    if game.is_none() && !mixed && mask.count_ones() > 1 {
        // The words fit several games but only one has a fact for them: the
        // game is clear unless another game has a fact whose every concept
        // the question names (a rival reading, only less well explained).
        let own = pointers(a, fact_games);
        let top_core = candidates.iter().map(|c| c.core).max().unwrap_or(0);
        let rivals = rival_games(a, mask & !fact_games & !weighed, top_core);
        let rivals = games_in(rivals)
            .into_iter()
            .map(game_bit)
            .filter(|bit| pointers(a, *bit) >= own)
            .fold(0, |m, bit| m | bit);
        if rivals != 0 {
            return abstain(Abstain::GameUnclear(games_in(fact_games | rivals)), mask);
        }
    }
    candidates.sort_by(|x, y| {
        (y.spec, y.depth)
            .cmp(&(x.spec, x.depth))
            .then(y.open.cmp(&x.open))
    });
    let top = candidates[0].clone();
    let rivals = candidates[1..]
        .iter()
        .filter(|c| (c.spec, c.depth) == (top.spec, top.depth) && c.fact.id != top.fact.id);
    let conflict = top.torn
        || rivals.clone().any(|c| c.verdict != top.verdict)
        || (a.wh.is_some() && rivals.clone().any(|c| c.open == top.open));
    if conflict {
        return abstain(Abstain::Conflict, game_bit(top.fact.game));
    }
    Decision {
        alternatives: alternatives(a, game_bit(top.fact.game), Some(top.fact)),
        outcome: Ok(Answered {
            fact: top.fact,
            verdict: top.verdict,
            misconception: top.misconception,
            confidence: None,
            others: Vec::new(),
            picked: false,
        }),
    }
}

/// The question's asking sentence alone, when other sentences say
/// something: its slots, its own conditions and polarity.
fn focused(a: &Analysis) -> Option<(Analysis, Analysis)> {
    if a.slots.iter().all(|s| s.sentence == a.focus) {
        return None;
    }
    let mut alone = a.clone();
    alone.slots.retain(|s| s.sentence == a.focus);
    let mut context_free = a.clone();
    context_free.context_free = true;
    (!alone.slots.is_empty()).then_some((alone, context_free))
}

/// The one game the whole text's words point to, if they fit one only.
fn single_game(a: &Analysis) -> Option<GameKind> {
    let (mask, mixed) = game_mask(a);
    match games_in(mask).as_slice() {
        [g] if !mixed => Some(*g),
        _ => None,
    }
}

/// The answer of a question that fits several games, when each game's
/// strict reading answers it and all give the same verdict (for an open
/// question, the same answer): the first game's, with the others'.
fn agreed(a: &Analysis, games: &[GameKind]) -> Option<Answered> {
    let mut answers = games
        .iter()
        .map(|g| decide_strictly(a, Some(*g)).outcome.ok());
    let first = answers.next()??;
    let mut others = Vec::new();
    for other in answers {
        let other = other?;
        let same = match first.verdict {
            Some(v) => other.verdict == Some(v) && other.misconception == first.misconception,
            // An open question agrees on a side or a number, not on two
            // rules that each say yes.
            None => {
                other.verdict.is_none()
                    && other.fact.answer == first.fact.answer
                    && !matches!(first.fact.answer, facts::Answer::YesNo(_))
            }
        };
        if !same {
            return None;
        }
        others.push(other.fact);
    }
    Some(Answered { others, ..first })
}

/// The games a question is read in: `game` when forced, else the games
/// its words fit.
pub fn question_mask(a: &Analysis, game: Option<GameKind>) -> u8 {
    match game {
        Some(g) => game_bit(g),
        None => game_mask(a).0,
    }
}

/// The scored reading's answer, when its best reading is probable enough
/// and ahead of every reading with another verdict (for an open question:
/// of every other fact) by the calibrated margin.
fn scored_answer(a: &Analysis, mask: u8, model: &score::Model) -> Option<Answered> {
    if model.threshold > 1.0 {
        return None;
    }
    let list = score::scored(a, mask, Some(model));
    let top = list.first()?;
    let rival = list
        .iter()
        .skip(1)
        .find(|s| s.verdict != top.verdict || top.verdict.is_none())
        .map_or(0.0, |s| s.p);
    (top.p >= model.threshold && top.p - rival >= model.margin).then(|| Answered {
        fact: top.fact,
        verdict: top.verdict,
        misconception: top.misconception,
        confidence: Some((top.p * 1000.0).round() as u16),
        others: Vec::new(),
        picked: false,
    })
}

/// Decides the answer to an analysed question; `game` forces the game. The
/// strict reading first ([`decide_strictly`]); when it finds no fact or two
/// that disagree, the scored reading ([`score`]).
pub fn decide(a: &Analysis, game: Option<GameKind>) -> Decision {
    decide_with(a, game, score::model())
}

/// [`decide`] under another model and thresholds (for measuring them).
pub fn decide_with(a: &Analysis, game: Option<GameKind>, model: &score::Model) -> Decision {
    let strict = decide_strictly(a, game);
    // The asking sentence alone, its context set aside (a story, what a
    // friend said): its words must all be explained, the context's need not.
    let strict = match (&strict.outcome, focused(a)) {
        (Err(Abstain::NotUnderstood | Abstain::Conflict), Some((alone, context_free))) => {
            let narrow = decide_strictly(&alone, game.or_else(|| single_game(a)));
            let wide = decide_strictly(&context_free, game);
            match (&narrow.outcome, &wide.outcome) {
                (Ok(x), Ok(y)) if x.fact.id == y.fact.id && x.verdict == y.verdict => wide,
                _ => strict,
            }
        }
        _ => strict,
    };
    // The tolerant reading: one word that says little may stay unexplained.
    let strict = match &strict.outcome {
        Err(Abstain::NotUnderstood | Abstain::Conflict) if model.tolerance > 0.0 => {
            let mut tolerant = a.clone();
            tolerant.tolerance = (model.tolerance * 100.0).round() as u16;
            let t = decide_strictly(&tolerant, game);
            if t.outcome.is_ok() { t } else { strict }
        }
        _ => strict,
    };
    if let (Err(Abstain::GameUnclear(games)), None) = (&strict.outcome, game) {
        // Every game the words fit must answer, not only those with a
        // reading: a game that says nothing may have another rule.
        let fit = games_in(question_mask(a, None));
        let all: Vec<GameKind> = games
            .iter()
            .chain(&fit)
            .copied()
            .fold(Vec::new(), |mut v, g| {
                if !v.contains(&g) {
                    v.push(g);
                }
                v
            });
        if let Some(answer) = agreed(a, &all) {
            return Decision {
                alternatives: alternatives(a, game_bit(answer.fact.game), Some(answer.fact)),
                outcome: Ok(answer),
            };
        }
    }
    match strict.outcome {
        Ok(ref ans) if model.veto > 0.0 => {
            // The strict answer stands when the model finds it probable.
            let p = score::scored(a, game_bit(ans.fact.game), Some(model))
                .into_iter()
                .find(|s| s.fact.id == ans.fact.id && s.verdict == ans.verdict)
                .map_or(0.0, |s| s.p);
            if p >= model.veto {
                strict
            } else {
                Decision {
                    alternatives: alternatives(a, question_mask(a, game), None),
                    outcome: Err(Abstain::NotUnderstood),
                }
            }
        }
        Err(Abstain::NotUnderstood | Abstain::Conflict) if !a.slots.is_empty() => {
            match scored_answer(a, question_mask(a, game), model) {
                Some(answer) => Decision {
                    alternatives: alternatives(a, game_bit(answer.fact.game), Some(answer.fact)),
                    outcome: Ok(answer),
                },
                None => strict,
            }
        }
        _ => strict,
    }
}
