//! How a frame of a fact reads a question: its literals said, the question's
//! words explained, the constructions that stop a reading.

use super::*;

/// Whether the frame makes the king move when he is named only in a
/// condition (`if the king is there`) and the main clause moves another
/// piece (`can a piece cross the throne`).
pub(super) fn king_out_of_place(frame: &Frame, a: &Analysis) -> bool {
    let cs = concepts();
    let king = id::KING;
    let moves = [
        id::MOVE,
        id::CROSS,
        id::LAND,
        id::STOP,
        id::ENTER,
        id::EXIT,
        id::RETURN,
        id::GO_BACK,
        id::JUMP,
    ];
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
    let pieces = [id::PIECE, id::SOLDIER, id::ATTACKER, id::DEFENDER];
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
pub(super) fn satisfied(frame: &Frame, fact: &Fact, a: &Analysis) -> bool {
    let roll_quality = [id::EVEN, id::LOWROLL];
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
pub(super) fn counts_what_it_says(frame: &Frame, a: &Analysis) -> bool {
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
pub(super) fn explained(slot: &Slot, frame: &Frame, fact: &Fact, generic: &[ConceptId]) -> bool {
    explained_in(slot, frame, fact, generic, true)
}

/// Whether a word that turns its action round (`prevent`, `empêcher`,
/// `мешать`) stands before an action of the frame in its clause while only
/// the fact's `also` list explains it: the frame's verdict would be read
/// backwards (`does a marble in my camp prevent me from winning?`).
pub(super) fn inverted_by_also(
    frame: &Frame,
    fact: &Fact,
    generic: &[ConceptId],
    a: &Analysis,
) -> bool {
    let cs = concepts();
    let prevent = id::PREVENT;
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
pub(super) fn own_concepts(frame: &Frame, generic: &[ConceptId]) -> Vec<(ConceptId, bool)> {
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
pub(super) fn only_in_conditions(
    frame: &Frame,
    fact: &Fact,
    generic: &[ConceptId],
    a: &Analysis,
) -> bool {
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
    let outcomes = [id::END, id::TIE, id::WIN, id::LOSE];
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
pub(super) fn quantified_condition(
    frame: &Frame,
    fact: &Fact,
    generic: &[ConceptId],
    a: &Analysis,
) -> bool {
    let cs = concepts();
    let quantities = [id::ALL, id::ONLY, id::EACH];
    let pieces = [id::PLANE, id::PIECE, id::MARBLE, id::SOLDIER];
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

pub(super) fn explained_in(
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
    let also: &[Lit] = if with_also { fact.also } else { &[] };
    let lits = frame.lits.iter().chain(also.iter());
    // sized once: this runs for every slot of every frame of every fact
    let mut allowed: Vec<(ConceptId, bool)> =
        Vec::with_capacity(frame.lits.len() + also.len() + generic.len() + 3);
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
            allowed.extend([
                (id::LIKE, false),
                (id::VARIANT, false),
                (id::HOUSE_RULES, false),
            ]);
        }
    }
    let filler = id::FILLER;
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
pub(super) fn frame_verdict(frame: &Frame, fact: &Fact, a: &Analysis) -> Option<bool> {
    let sign = match frame.sign {
        Sign::Yes => true,
        Sign::No => false,
        Sign::Open => return None,
    };
    let mut v = sign;
    if frame.lits.contains(&Lit::Side) {
        v = sign == (named_side(a, fact.game) == fact.side);
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
pub(super) struct Candidate {
    pub(super) fact: &'static Fact,
    pub(super) spec: usize,
    /// How deep the frame's concepts sit under their ancestors: between
    /// equally long frames, `DOUBLE_SIX` is more specific than `DOUBLE`.
    pub(super) depth: usize,
    pub(super) open: bool,
    pub(super) verdict: Option<bool>,
    pub(super) misconception: bool,
    /// Another frame of the same fact, as specific, gives the other verdict.
    pub(super) torn: bool,
    /// How specific the reading is in concepts beyond the game's generic
    /// ones (`move`, `piece`…), for comparing readings in different games.
    pub(super) core: usize,
}

/// Whether a frame that names no question word can answer the question's
/// one: `how many` needs a fact about a count, `where` no fact whose answer
/// is a side or a number (`where does the king start?` is no question of
/// who starts).
pub(super) fn wh_fits(frame: &Frame, fact: &Fact, a: &Analysis) -> bool {
    let Some(wh) = a.wh else {
        return true;
    };
    let cs = concepts();
    // `how many pieces does Black have?`: a count of the whole set (28
    // tiles, 52 squares) says nothing of one side's.
    let per_side = || {
        let words = [
            id::EACH,
            id::PLAYER,
            id::SIDE_OF,
            id::HAND,
            id::ATTACKER,
            id::DEFENDER,
        ];
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
pub(super) fn other_side(fact: &Fact, a: &Analysis) -> bool {
    let sides = [
        id::RED,
        id::YELLOW,
        id::BLACK,
        id::WHITE,
        id::BLUE,
        id::GREEN,
    ];
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
