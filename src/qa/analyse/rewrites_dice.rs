//! Constructions about rolls and moves rewritten into one concept (the
//! aeroplane's rolls) still written in Rust: a roll against the distance or
//! the move, a story of sixes, a roll split between planes. Moving and
//! rolling in order is an `order` step of `lexicon/rewrites.toml`.

use super::raw::{Raw, has, insert};
use super::tokens::Tokens;
use crate::qa::concepts::concepts;

/// Words after which a number is the roll (`j'ai fait 5`, `I got a 5`).
const ROLLED: [&str; 8] = [
    "fait",
    "fais",
    "faire",
    "obtenu",
    "got",
    "get",
    "выпало",
    "выпала",
];

/// A roll compared with the distance to the centre (`je suis à 2 cases du
/// centre et je fais 4`): a roll larger than the distance is `TOO_BIG`, an
/// equal one `EXACT`.
pub(super) fn roll_against_distance(raws: &mut Vec<Raw>) {
    let c = concepts();
    let goal = c.id("GOAL");
    if !raws.iter().any(|r| has(r, goal)) {
        return;
    }
    let numbers: Vec<usize> = (0..raws.len())
        .filter(|i| raws[*i].alts.iter().any(|a| c.value(*a).is_some()))
        .collect();
    let [a, b] = numbers[..] else {
        return;
    };
    let value = |i: usize| raws[i].alts.iter().find_map(|x| c.value(*x));
    let (Some(va), Some(vb)) = (value(a), value(b)) else {
        return;
    };
    let measures = |i: usize| {
        let after = raws
            .get(i + 1)
            .is_some_and(|n| ["SQUARE", "FAR"].iter().any(|m| has(n, c.id(m))));
        let before = i > 0 && ["NEED", "MUST"].iter().any(|m| has(&raws[i - 1], c.id(m)));
        after || before || c.name(raws[i].alts[0]).starts_with('Q')
    };
    let (distance, roll) = match (measures(a), measures(b)) {
        (true, false) => (va, vb),
        (false, true) => (vb, va),
        _ => return,
    };
    let verdict = match roll.cmp(&distance) {
        std::cmp::Ordering::Greater => "TOO_BIG",
        std::cmp::Ordering::Equal => "EXACT",
        std::cmp::Ordering::Less => return,
    };
    let at = raws.remove(b);
    raws.remove(a);
    insert(raws, c.id(verdict), &at);
}

/// A move compared with the roll (`avancer de 2 alors que j'ai fait 5`,
/// `move 3 with a 5`): fewer squares than rolled is `LESS`, more `MORE`, as
/// many `EXACT`. The number moved follows the verb of moving.
pub(super) fn move_against_roll(raws: &mut Vec<Raw>, t: &Tokens) {
    let c = concepts();
    if raws.iter().any(|r| has(r, c.id("GOAL"))) {
        return;
    }
    let numbers: Vec<usize> = (0..raws.len())
        .filter(|i| raws[*i].alts.len() == 1 && c.value(raws[*i].alts[0]).is_some())
        .collect();
    let [a, b] = numbers[..] else {
        return;
    };
    if raws
        .iter()
        .any(|r| ["EXIT", "BASE", "COLOUR"].iter().any(|n| has(r, c.id(n))))
    {
        return;
    }
    let moved = |i: usize| {
        i > 0 && raws[i - 1].alts == [c.id("MOVE")] && raws[i].token <= raws[i - 1].end + 2
    };
    let rolled = |i: usize| {
        let after_roll =
            i > 0 && has(&raws[i - 1], c.id("ROLL")) && raws[i].token <= raws[i - 1].end + 3;
        after_roll
            || raws[i]
                .token
                .checked_sub(1)
                .and_then(|j| t.words.get(j))
                .is_some_and(|w| ROLLED.contains(&w.as_str()))
    };
    let (m, r) = match (moved(a), moved(b)) {
        (true, false) if rolled(b) => (a, b),
        (false, true) if rolled(a) => (b, a),
        _ => return,
    };
    let (Some(vm), Some(vr)) = (c.value(raws[m].alts[0]), c.value(raws[r].alts[0])) else {
        return;
    };
    if !(1..=6).contains(&vr) {
        return;
    }
    let id = match vm.cmp(&vr) {
        std::cmp::Ordering::Less => "LESS",
        std::cmp::Ordering::Greater => "MORE",
        std::cmp::Ordering::Equal => "EXACT",
    };
    let at = raws.remove(b);
    raws.remove(a);
    insert(raws, c.id(id), &at);
}

/// A story of sixes (`j'ai fait deux six puis encore un six`, `6, 6 и ещё 6`):
/// three sixes make the third six; beside the third six named, the sixes
/// that led to it only tell the story.
pub(super) fn story_of_sixes(raws: &mut Vec<Raw>) {
    let c = concepts();
    let (six, q6, third) = (c.id("N6"), c.id("Q6"), c.id("THIRD_SIX"));
    let is_six = |r: &Raw| r.alts.len() == 1 && (r.alts[0] == six || r.alts[0] == q6);
    let mut count = 0;
    for (i, r) in raws.iter().enumerate() {
        if !is_six(r) {
            continue;
        }
        let times = i
            .checked_sub(1)
            .and_then(|p| {
                let p = &raws[p];
                (p.end + 1 == r.token)
                    .then(|| p.alts.iter().find_map(|a| c.value(*a)))
                    .flatten()
            })
            .unwrap_or(1);
        count += times;
    }
    let named = raws.iter().any(|r| has(r, third));
    if !named && count < 3 {
        return;
    }
    let mut first: Option<Raw> = None;
    let mut last_removed = 0;
    let mut i = 0;
    while i < raws.len() {
        let counts_sixes = i + 1 < raws.len()
            && is_six(&raws[i + 1])
            && raws[i].end + 1 == raws[i + 1].token
            && raws[i].alts.iter().all(|a| c.value(*a).is_some());
        if is_six(&raws[i]) || counts_sixes {
            let r = raws.remove(i);
            last_removed = last_removed.max(r.end);
            first.get_or_insert(r);
        } else {
            i += 1;
        }
    }
    // `6, j'avance, puis 6, j'avance, puis encore 6 : je remets mes avions ?`:
    // when the story had sixes before the third and the question then speaks
    // of moves, those are the moves made before.
    let third_at = raws.iter().filter(|r| has(r, third)).map(|r| r.end).max();
    let told = match (named, &first) {
        (true, Some(f)) => third_at.is_some_and(|t| t > f.token),
        (false, Some(_)) => count >= 3,
        _ => false,
    };
    let story_end = third_at.unwrap_or(0).max(last_removed);
    if let (false, Some(at)) = (named, first.as_ref()) {
        insert(raws, third, at);
    }
    let moves = ["MOVE", "RETURN", "GO_BACK"].map(|n| c.id(n));
    let asks_moves = raws
        .iter()
        .any(|r| r.alts.iter().any(|a| moves.contains(a)) && r.token > story_end);
    if told && asks_moves && !raws.iter().any(|r| has(r, c.id("PREVIOUS"))) {
        let at = first.expect("told");
        raws.push(Raw {
            alts: vec![c.id("PREVIOUS")],
            implied: true,
            ..at
        });
        raws.sort_by_key(|r| r.token);
    }
}

/// One roll shared between planes (`j'ai fait 4, j'avance deux avions de deux
/// cases chacun`, `move two planes with one roll`): a split.
pub(super) fn split_between_planes(raws: &mut Vec<Raw>) {
    let c = concepts();
    let plane = c.id("PLANE");
    let two_planes = |raws: &[Raw]| {
        raws.windows(2).position(|w| {
            w[0].alts.len() == 1
                && c.name(w[0].alts[0]).starts_with('Q')
                && c.value(w[0].alts[0]).is_some_and(|v| v >= 2)
                && w[1].alts.contains(&plane)
        })
    };
    // `deux avions avec le même dé`, `two planes with one roll`: the same
    // roll moving several planes (not the same square).
    let one_roll = raws.iter().position(|r| r.alts == [c.id("ONE_ROLL")]);
    let on_square = raws
        .iter()
        .any(|r| r.alts.iter().any(|a| c.is_a(*a, c.id("SQUARE"))));
    if let (Some(k), Some(_)) = (one_roll, two_planes(raws)) {
        if !on_square && raws.iter().any(|r| has(r, c.id("MOVE"))) {
            let at = raws.remove(k);
            if let Some(p) = two_planes(raws) {
                raws.remove(p + 1);
                raws.remove(p);
            }
            insert(raws, c.id("SPLIT"), &at);
            return;
        }
    }
    let avoid = [
        "OPPONENT",
        "SAME",
        "SPLIT",
        "SAME_TURN",
        "EXTRA_ROLL",
        "AGAIN",
        "TWICE",
        "BASE",
        "EXIT",
        "START_SQUARE",
    ]
    .map(|n| c.id(n));
    if raws
        .iter()
        .any(|r| r.alts.iter().any(|a| avoid.contains(a)))
    {
        return;
    }
    let planes = raws.windows(2).position(|w| {
        w[0].alts.len() == 1
            && c.name(w[0].alts[0]).starts_with('Q')
            && c.value(w[0].alts[0]).is_some_and(|v| v >= 2)
            && w[1].alts.contains(&plane)
    });
    let Some(p) = planes else {
        return;
    };
    let moves = raws.iter().any(|r| has(r, c.id("MOVE")));
    let each = raws.iter().position(|r| has(r, c.id("EACH")));
    let roll = raws.iter().enumerate().any(|(i, r)| {
        i != p
            && r.alts
                .iter()
                .any(|a| c.is_a(*a, c.id("LOWROLL")) || *a == c.id("N6"))
    });
    if !moves || !(roll && (each.is_some() || raws.iter().any(|r| has(r, c.id("ROLL"))))) {
        return;
    }
    let at = raws.remove(p);
    raws.remove(p);
    raws.retain(|r| {
        !has(r, c.id("EACH"))
            && !r
                .alts
                .iter()
                .any(|a| c.value(*a).is_some() && c.name(*a).starts_with(['N', 'Q']))
    });
    insert(raws, c.id("SPLIT"), &at);
}
