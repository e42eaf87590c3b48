//! Drills of the aeroplane race (red against yellow): exit on a 6, the exact
//! count to the goal, captures and safe squares, the rolls that capture, the
//! third 6, and no colour jump.
//!
//! Positions: random play from the opening with a fair die (more rolls at
//! higher levels, so more planes out and some in their lanes), then the turn
//! state the question needs (`dice`, `sixes`) is set.
//!
//! Cases avoided because their answer would rest on a decision outside
//! rules.md: `capture-rolls` with a pending roll, an extra roll after a
//! winning move, `landing` after a cancelled 6, and `colour-jump` declared
//! where its answer would depend on a capture on the square the plane jumps
//! from (the target of the question never has the mover's colour there).

use super::draft::{Draft, Value, list, param, text};
use super::judge::{Judged, judge};
use super::rng::DrillRng;
use super::topic::Topic;
use crate::game_api::{About, Ask, Trap};
use crate::games::aeroplane::AeroPosition;
use crate::games::aeroplane::board::{BASE, GOAL, LAST_RING, Side, Square, is_safe, ring_at};
use crate::games::aeroplane::game::{Action, Game};
use crate::games::aeroplane::rules::Rules;
use crate::games::aeroplane::text::square_word;
use crate::message::Message;

const EDITION: Rules = Rules::EDITION;

/// One attempt: a position reached by play and a question of `topic`.
pub fn draft(topic: Topic, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let g = reach(level, rng)?;
    match topic {
        Topic::ExitSix => exit_six(&g, level, rng),
        Topic::ExactArrival => exact_arrival(&g, level, rng),
        Topic::CaptureSafe => capture_safe(&g, level, rng),
        Topic::CaptureRolls => capture_rolls(&g, level, rng),
        Topic::ThirdSix => third_six(&g, level, rng),
        Topic::NoColourJump => no_colour_jump(&g, level, rng),
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------

/// Random play with a fair die; the result has no pending roll and no 6s
/// counted, the side to move about to roll.
fn reach(level: u8, rng: &mut DrillRng) -> Option<Game> {
    let rolls = match level {
        1 => rng.range(10, 40),
        2 => rng.range(30, 90),
        _ => rng.range(60, 160),
    };
    let mut g = Game::START;
    let mut buf = Vec::new();
    for _ in 0..rolls {
        let roll = rng.range(1, 6) as u8;
        let k = rng.word();
        g.play_roll(&EDITION, roll, &mut buf, |n| {
            ((u128::from(k) * n as u128) >> 64) as usize
        })?;
        if g.winner().is_some() {
            return None;
        }
    }
    Some(with(&g, None, 0))
}

/// The same planes and turn with another turn state.
fn with(g: &Game, dice: Option<u8>, sixes: u8) -> Game {
    Game::from_parts(
        [g.planes(Side::Red), g.planes(Side::Yellow)],
        g.turn(),
        dice,
        sixes,
    )
}

fn position_keys(g: &Game) -> Vec<(&'static str, Value)> {
    let mut keys = vec![
        ("turn", text(g.turn().name())),
        ("red", list(g.squares(Side::Red))),
        ("yellow", list(g.squares(Side::Yellow))),
    ];
    if let Some(d) = g.pending() {
        keys.push(("dice", Value::Int(i64::from(d))));
    }
    if g.sixes() > 0 {
        keys.push(("sixes", Value::Int(i64::from(g.sixes()))));
    }
    keys
}

/// The mover's planes by progress (base and goal included).
fn own(g: &Game) -> [u8; 4] {
    g.planes(g.turn())
}

/// Progresses of the mover's planes on the ring (0..=50), each square once.
fn on_ring(g: &Game) -> Vec<u8> {
    let mut v: Vec<u8> = own(g).into_iter().filter(|&p| p <= LAST_RING).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The mover's square at progress `p`.
fn square(g: &Game, p: u8) -> Square {
    Square::of_progress(g.turn(), p)
}

/// Whether an opponent plane stands on ring square `n`.
fn opponent_on(g: &Game, n: u8) -> bool {
    g.squares(g.turn().other()).contains(&Square::Ring(n))
}

fn draft_of(
    g: &Game,
    ask: Ask,
    judged: Judged,
    traps: Vec<Trap>,
    prompt: Message,
    explain: Vec<Message>,
) -> Draft {
    Draft::new(position_keys(g), ask, judged, traps, prompt, explain)
}

fn side_msg(id: &str, g: &Game) -> Message {
    Message::new(id).text("side", g.turn().name())
}

fn after(moves: &[String], about: About) -> Ask {
    Ask::After {
        moves: moves.iter().map(param).collect(),
        about,
    }
}

fn play_text(roll: u8, from: Square) -> String {
    format!("{roll}:{from}")
}

/// A move as the reader writes it (`6:base` is `6:база` in Russian).
fn move_msg(text: &str) -> Message {
    match text.split_once(':') {
        Some((roll, plane)) => Message::new("drill-aero-play")
            .text("roll", roll)
            .msg("plane", square_word(plane)),
        None => Message::new("answer-item").text("item", text),
    }
}

/// Moves as a comma-separated list in the reader's words.
fn moves_msg(moves: &[String]) -> Message {
    match moves {
        [] => Message::new("answer-item").text("item", ""),
        [one] => move_msg(one),
        [head, tail @ ..] => Message::new("drill-list")
            .msg("head", move_msg(head))
            .msg("tail", moves_msg(tail)),
    }
}

/// The traps among `wanted` that change the answer, `None` when `needed` and
/// none does.
fn declared(judged: &Judged, wanted: &[Trap], needed: bool) -> Option<Vec<Trap>> {
    let traps: Vec<Trap> = wanted
        .iter()
        .copied()
        .filter(|t| judged.differs(*t))
        .collect();
    (!needed || !traps.is_empty()).then_some(traps)
}

// ---------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------

/// Exit on a 6 only: "may a plane leave the base with this roll?" (level 1)
/// or "which planes can use this roll?"; with a 2 or a 4, `even-exit` must
/// change the answer.
fn exit_six(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let planes = own(g);
    let out = planes.iter().filter(|&&p| p != BASE && p != GOAL).count();
    if !planes.contains(&BASE) || out == 0 {
        return None;
    }
    let roll = *rng.pick(&[6, 2, 4, 2, 4]);
    let q = with(g, Some(roll), 0);
    let pos = AeroPosition::new(q);
    let (ask, prompt) = if level == 1 {
        (
            Ask::Legal {
                mv: param(play_text(roll, Square::Base)),
            },
            side_msg("drill-aero-q-exit-legal", &q).num("roll", roll),
        )
    } else {
        (
            Ask::Moves { from: None },
            side_msg("drill-aero-q-moves", &q).num("roll", roll),
        )
    };
    let judged = judge(&pos, &ask, &[Trap::EvenExit])?;
    let traps = declared(&judged, &[Trap::EvenExit], roll != 6)?;
    if level > 1 && judged.is_none() && traps.is_empty() {
        return None;
    }
    let explain = vec![Message::new("drill-aero-x-exit")];
    Some(draft_of(&q, ask, judged, traps, prompt, explain))
}

/// The exact count: a plane near the goal cannot use a roll larger than what
/// it still needs ("may this plane move?" at level 1, "which planes can use
/// this roll?" above, with two planes in the lane at level 3).
fn exact_arrival(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let near: Vec<u8> = own(g)
        .into_iter()
        .filter(|&p| p != BASE && (50..GOAL).contains(&p))
        .collect();
    let &p = rng.choose(&near)?;
    let left = GOAL - p;
    if level >= 3
        && own(g)
            .iter()
            .filter(|&&q| q > LAST_RING && q < GOAL)
            .count()
            < 2
    {
        return None;
    }
    let over = |rng: &mut DrillRng| (left < 6).then(|| rng.range(u32::from(left) + 1, 6) as u8);
    let (ask, prompt, q) = if level == 1 {
        let roll = match over(rng) {
            Some(r) if rng.chance(55) => r,
            _ => left,
        };
        let q = with(g, None, 0);
        let ask = Ask::Legal {
            mv: param(play_text(roll, square(g, p))),
        };
        let prompt = side_msg("drill-aero-q-legal", &q)
            .num("roll", roll)
            .text("square", square(g, p).to_string());
        (ask, prompt, q)
    } else {
        let roll = over(rng)?;
        let q = with(g, Some(roll), 0);
        let ask = Ask::Moves { from: None };
        let prompt = side_msg("drill-aero-q-moves", &q).num("roll", roll);
        (ask, prompt, q)
    };
    let judged = judge(&AeroPosition::new(q), &ask, &[])?;
    if level > 1 && judged.is_none() {
        return None;
    }
    let explain = vec![
        Message::new("drill-aero-x-exact")
            .text("square", square(g, p).to_string())
            .num("left", left),
    ];
    Some(draft_of(&q, ask, judged, Vec::new(), prompt, explain))
}

/// Where a ring move from progress `p` with `roll` lands, and what stands
/// on the way.
struct RingMove {
    p: u8,
    roll: u8,
    to: u8,
    hit: bool,
    passed: bool,
}

fn ring_moves(g: &Game) -> Vec<RingMove> {
    let side = g.turn();
    let mut out = Vec::new();
    for p in on_ring(g) {
        for roll in 1..=6u8 {
            if p + roll > LAST_RING {
                continue;
            }
            let to = ring_at(side, p + roll);
            // A square numbered like the roll would read, in the prompt
            // ("rolls a 2"), as the answer's square: such a move is not asked.
            if to == roll {
                continue;
            }
            let passed = (1..roll).any(|k| opponent_on(g, ring_at(side, p + k)));
            out.push(RingMove {
                p,
                roll,
                to,
                hit: opponent_on(g, to),
                passed,
            });
        }
    }
    out
}

/// Captures and safe squares: "which squares are emptied by a capture?"
/// (or, from level 2, "does the side roll again?") for a move that lands on
/// opponents, on a safe square holding opponents, or passes over them.
fn capture_safe(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    #[derive(PartialEq, Clone, Copy)]
    enum Form {
        Hit,
        Safe,
        Over,
    }
    // From level 2, "does the side roll again?" two times in five.
    let extra = level > 1 && rng.chance(40);
    let forms: &[Form] = if level == 1 {
        &[Form::Hit, Form::Safe]
    } else if extra {
        // Fewer captures (yes) than safe squares and passing over (no):
        // the no-drafts fail their proof more often.
        &[Form::Hit, Form::Safe, Form::Over, Form::Safe, Form::Over]
    } else {
        // A capture as often as none.
        &[Form::Hit, Form::Hit, Form::Safe, Form::Over]
    };
    let form = *rng.pick(forms);
    let moves: Vec<RingMove> = ring_moves(g)
        .into_iter()
        .filter(|m| match form {
            Form::Hit => m.hit && !is_safe(m.to),
            Form::Safe => m.hit && is_safe(m.to),
            Form::Over => m.passed && !m.hit,
        })
        .collect();
    // From level 2, half the time: that move with a 6, then the move of
    // the extra roll.
    if level > 1 && !extra && rng.chance(50) {
        let sixes: Vec<&RingMove> = moves.iter().filter(|m| m.roll == 6).collect();
        let m = rng.choose(&sixes)?;
        return capture_pair(g, m, form == Form::Over, rng);
    }
    let m = rng.choose(&moves)?;
    let q = with(g, None, 0);
    let mv = play_text(m.roll, square(g, m.p));
    if extra && m.roll == 6 {
        return None;
    }
    let (ask, prompt) = if extra {
        (
            after(std::slice::from_ref(&mv), About::ExtraRoll),
            side_msg("drill-aero-q-extra-roll", &q),
        )
    } else {
        (
            after(std::slice::from_ref(&mv), About::Captured),
            side_msg("drill-aero-q-captured", &q),
        )
    };
    let prompt = prompt
        .num("roll", m.roll)
        .text("square", square(g, m.p).to_string());
    let judged = judge(&AeroPosition::new(q), &ask, &[])?;
    let mut explain = vec![Message::new(match form {
        Form::Hit => "drill-aero-x-capture",
        Form::Safe => "drill-aero-x-safe",
        Form::Over => "drill-aero-x-over",
    })];
    if extra {
        explain.push(Message::new("drill-aero-x-capture-roll"));
    }
    Some(draft_of(&q, ask, judged, Vec::new(), prompt, explain))
}

/// From level 2, a 6 (`first`) and the move of the extra roll it earns:
/// none, one or two squares are emptied, so that no count of captures is
/// the usual answer.
fn capture_pair(g: &Game, first: &RingMove, over: bool, rng: &mut DrillRng) -> Option<Draft> {
    let side = g.turn();
    let q = with(g, None, 0);
    let mv1 = play_text(6, square(g, first.p));
    let mut played = q;
    let out = played
        .apply(
            &EDITION,
            Action::Play {
                roll: Some(6),
                from: square(g, first.p),
            },
        )
        .ok()?;
    if out.won || played.turn() != side || played.winner().is_some() {
        return None;
    }
    let second: Vec<RingMove> = ring_moves(&played)
        .into_iter()
        .filter(|m| m.hit || m.passed)
        .collect();
    let m = rng.choose(&second)?;
    let moves = vec![mv1, play_text(m.roll, square(&played, m.p))];
    let ask = after(&moves, About::Captured);
    let prompt = side_msg("drill-aero-q-captured-seq", &q).msg("moves", moves_msg(&moves));
    let judged = judge(&AeroPosition::new(q), &ask, &[])?;
    let mut explain = vec![Message::new("drill-aero-x-capture")];
    if over || m.passed {
        explain.push(Message::new("drill-aero-x-over"));
    }
    if [first.to, m.to].into_iter().any(is_safe) {
        explain.push(Message::new("drill-aero-x-safe"));
    }
    Some(draft_of(&q, ask, judged, Vec::new(), prompt, explain))
}

/// The rolls that capture a given opponent plane; at level 3 the side may
/// already have played two 6s (a third 6 is cancelled).
fn capture_rolls(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let side = g.turn();
    let targets: Vec<u8> = g
        .squares(side.other())
        .into_iter()
        .filter_map(|s| match s {
            Square::Ring(n) => Some(n),
            _ => None,
        })
        .filter(|&n| {
            on_ring(g)
                .iter()
                .any(|&p| (1..=6).any(|r| p + r <= LAST_RING && ring_at(side, p + r) == n))
        })
        .collect();
    let &target = rng.choose(&targets)?;
    if is_safe(target) && !rng.chance(30) {
        return None;
    }
    let sixes = if level >= 3 && rng.chance(50) { 2 } else { 0 };
    let q = with(g, None, sixes);
    let ask = Ask::CaptureRolls {
        target: param(target.to_string()),
    };
    let judged = judge(&AeroPosition::new(q), &ask, &[Trap::ColourJump])?;
    // Where the target has the mover's colour, a plane could jump away from
    // it under `colour-jump`: whether it was captured on the way is a
    // decision, so that trap is not declared then.
    let own_colour = Square::Ring(target)
        .progress(side)
        .is_some_and(|p| p % 4 == 0);
    let traps = if own_colour {
        Vec::new()
    } else {
        declared(&judged, &[Trap::ColourJump], false)?
    };
    if level >= 2 && judged.is_none() && traps.is_empty() && !is_safe(target) {
        return None;
    }
    let prompt = side_msg("drill-aero-q-capture-rolls", &q).text("target", target.to_string());
    let mut explain = vec![Message::new("drill-aero-x-count-back")];
    if is_safe(target) {
        explain.push(Message::new("drill-aero-x-safe"));
    }
    if sixes == 2 {
        explain.push(Message::new("drill-aero-x-third-six-rolls"));
    }
    Some(draft_of(&q, ask, judged, traps, prompt, explain))
}

/// Plays a 6 with one of the mover's planes that can use it (chosen by
/// `rng`), if it captures nothing and wins nothing; returns the move text.
fn play_six(g: &mut Game, rng: &mut DrillRng) -> Option<String> {
    let mut buf = Vec::new();
    g.legal_planes(&EDITION, 6, &mut buf);
    let &from = rng.choose(&buf)?;
    let out = g
        .apply(
            &EDITION,
            Action::Play {
                roll: Some(6),
                from,
            },
        )
        .ok()?;
    (out.captured_squares().next().is_none() && !out.won).then(|| play_text(6, from))
}

/// The third 6: "may this plane move?" after two 6s (level 1), the side to
/// move after 6, 6, 6 (level 2), or what the opponent's next move captures
/// when the earlier 6s stay (level 3, aimed at `third-six-undo`).
fn third_six(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let side = g.turn();
    if level == 1 {
        let movable: Vec<u8> = own(g)
            .into_iter()
            .filter(|&p| p != BASE && p + 6 <= GOAL)
            .collect();
        let &p = rng.choose(&movable)?;
        let sixes = if rng.chance(70) { 2 } else { 1 };
        let q = with(g, None, sixes);
        let ask = Ask::Legal {
            mv: param(play_text(6, square(g, p))),
        };
        let judged = judge(&AeroPosition::new(q), &ask, &[])?;
        let prompt = side_msg("drill-aero-q-third-six-legal", &q)
            .num("sixes", sixes)
            .text("square", square(g, p).to_string());
        let explain = vec![Message::new("drill-aero-x-third-six")];
        return Some(draft_of(&q, ask, judged, Vec::new(), prompt, explain));
    }
    let start = with(g, None, 0);
    let mut played = start;
    let first = play_six(&mut played, rng)?;
    let second = play_six(&mut played, rng)?;
    let mut moves = vec![first, second, "6".to_string()];
    played.apply(&EDITION, Action::Roll(6)).ok()?;
    let (ask, prompt, traps) = if level == 2 {
        let ask = after(&moves, About::Turn);
        let prompt = side_msg("drill-aero-q-after-turn", &start).msg("moves", moves_msg(&moves));
        (ask, prompt, Vec::new())
    } else {
        // The plane moved by the second 6, where the opponent can land on it.
        let Square::Ring(n) = Square::parse(moves[1].split(':').nth(1)?)
            .and_then(|from| from.progress(side))
            .filter(|&p| p != BASE)
            .map(|p| square(g, p + 6))?
        else {
            return None;
        };
        if is_safe(n) {
            return None;
        }
        let opp = side.other();
        let hunters: Vec<(u8, u8)> = played
            .planes(opp)
            .into_iter()
            .filter(|&p| p <= LAST_RING)
            .flat_map(|p| (1..=6u8).map(move |r| (p, r)))
            .filter(|&(p, r)| p + r <= LAST_RING && ring_at(opp, p + r) == n)
            .collect();
        let &(p, r) = rng.choose(&hunters)?;
        moves.push(play_text(r, Square::of_progress(opp, p)));
        let ask = after(&moves, About::Captured);
        let prompt =
            side_msg("drill-aero-q-after-captured", &start).msg("moves", moves_msg(&moves));
        (ask, prompt, vec![Trap::ThirdSixUndo])
    };
    let judged = judge(&AeroPosition::new(start), &ask, &traps)?;
    let traps = declared(&judged, &traps, !traps.is_empty())?;
    let explain = vec![Message::new("drill-aero-x-third-six")];
    Some(draft_of(&start, ask, judged, traps, prompt, explain))
}

/// No colour jump: where a plane stops on a square of its own colour
/// (level 1), when the jump would have landed on an opponent (level 2), or
/// after a 6 (level 3); `colour-jump` must change the answer.
fn no_colour_jump(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let side = g.turn();
    // Ring moves ending on the mover's colour, with room for the jump.
    let coloured: Vec<RingMove> = ring_moves(g)
        .into_iter()
        .filter(|m| (m.p + m.roll) % 4 == 0 && m.p + m.roll + 4 <= LAST_RING)
        .collect();
    let q = with(g, None, 0);
    let (ask, prompt) = match level {
        1 => {
            let m = rng.choose(&coloured)?;
            let mv = play_text(m.roll, square(g, m.p));
            let prompt = side_msg("drill-aero-q-landing", &q)
                .num("roll", m.roll)
                .text("square", square(g, m.p).to_string());
            (after(std::slice::from_ref(&mv), About::Landing), prompt)
        }
        2 => {
            let jumps_onto: Vec<&RingMove> = coloured
                .iter()
                .filter(|m| !m.hit && opponent_on(g, ring_at(side, m.p + m.roll + 4)))
                .filter(|m| !is_safe(ring_at(side, m.p + m.roll + 4)))
                .collect();
            let m = rng.choose(&jumps_onto)?;
            let mv = play_text(m.roll, square(g, m.p));
            // Where the plane stops, when the jump of the other variant
            // would carry it onto an opponent: the answer is the coloured
            // square itself, which changes with every position.
            let prompt = side_msg("drill-aero-q-landing", &q)
                .num("roll", m.roll)
                .text("square", square(g, m.p).to_string());
            (after(std::slice::from_ref(&mv), About::Landing), prompt)
        }
        _ => {
            // A 6 first (it earns another roll), then the coloured landing.
            let m = rng.choose(&coloured)?;
            let others: Vec<u8> = on_ring(g)
                .into_iter()
                .filter(|&p| p != m.p && p + 6 <= LAST_RING)
                .filter(|&p| !opponent_on(g, ring_at(side, p + 6)))
                .collect();
            let &first = rng.choose(&others)?;
            if first + 6 == m.p {
                return None;
            }
            let moves = vec![
                play_text(6, square(g, first)),
                play_text(m.roll, square(g, m.p)),
            ];
            let prompt = side_msg("drill-aero-q-landing-seq", &q).msg("moves", moves_msg(&moves));
            (after(&moves, About::Landing), prompt)
        }
    };
    let judged = judge(&AeroPosition::new(q), &ask, &[Trap::ColourJump])?;
    let traps = declared(&judged, &[Trap::ColourJump], true)?;
    let explain = vec![Message::new("drill-aero-x-no-jump")];
    Some(draft_of(&q, ask, judged, traps, prompt, explain))
}
