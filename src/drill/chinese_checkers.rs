//! Drills of Chinese checkers (two opposite camps): step or jump, chains
//! that turn, jumps that take nothing, the target camp, and distance.
//!
//! Positions: random play from the opening; at levels 1 and 2 a random part
//! of each side's pieces is kept (`partial = true`, where nobody can win,
//! as rules.md allows); the target-camp topic plays forwards most of the time
//! so that pieces reach the far camp, and keeps full positions for its
//! questions about winning.
//!
//! Cases avoided because their answer would rest on a decision outside
//! rules.md: `moves` without `from` (the list of full paths), `status` on a
//! partial position, `jump-captures` declared for a jump over one's own piece
//! (only opponent pieces are ever jumped in those questions), and `camp-lock`
//! for a path that leaves the camp and comes back.

use super::draft::{Draft, Value, list, param, text};
use super::judge::{Judged, judge};
use super::rng::DrillRng;
use super::topic::Topic;
use crate::game_api::{About, Answer, Ask, Status, Trap};
use crate::games::chinese_checkers::CcPosition;
use crate::games::chinese_checkers::board::{Point, points};
use crate::games::chinese_checkers::game::Game;
use crate::games::chinese_checkers::movegen::{destinations_with, for_each_path};
use crate::games::chinese_checkers::path::Path;
use crate::games::chinese_checkers::rules::{Rules, Side};
use crate::message::Message;

const EDITION: Rules = Rules::EDITION;

/// One attempt: a position reached by play and a question of `topic`.
pub fn draft(topic: Topic, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    if topic == Topic::TargetCamp {
        return target_camp(level, rng);
    }
    let g = reach(level, rng)?;
    match topic {
        Topic::StepJump => step_jump(&g, level, rng),
        Topic::ChainTurn => chain_turn(&g, level, rng),
        Topic::NoCapture => no_capture(&g, level, rng),
        Topic::Distance => distance(&g, level, rng),
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------

/// Every (start, end) of the side to move.
fn all_moves(g: &Game) -> Vec<(Point, Point)> {
    let side = g.turn();
    let occ = g.occupied();
    let mut out = Vec::new();
    for from in points(g.pieces(side)) {
        for to in points(destinations_with(occ & !from.bit(), &EDITION, side, from)) {
            out.push((from, to));
        }
    }
    out
}

/// How far a move carries a piece towards its target camp, in rows.
fn gain(side: Side, from: Point, to: Point) -> i32 {
    let d = i32::from(to.row()) - i32::from(from.row());
    if side == Side::Red { d } else { -d }
}

/// Plays `plies` half-moves: uniformly random, or (with `forward` percent)
/// one of the moves that go furthest towards the target camp.
fn play(g: &mut Game, plies: u32, forward: u32, rng: &mut DrillRng) -> Option<()> {
    for _ in 0..plies {
        if g.winner().is_some() {
            return None;
        }
        let moves = all_moves(g);
        if moves.is_empty() {
            g.pass_turn();
            continue;
        }
        let side = g.turn();
        let (from, to) = if rng.chance(forward) {
            let best = moves.iter().map(|&(f, t)| gain(side, f, t)).max()?;
            let top: Vec<(Point, Point)> = moves
                .into_iter()
                .filter(|&(f, t)| gain(side, f, t) == best)
                .collect();
            *rng.pick(&top)
        } else {
            moves[rng.below(moves.len())]
        };
        g.shift(from, to);
    }
    Some(())
}

fn keep(set: u128, n: u32, rng: &mut DrillRng) -> u128 {
    let mut v: Vec<Point> = points(set).collect();
    rng.shuffle(&mut v);
    v.into_iter().take(n as usize).fold(0, |b, p| b | p.bit())
}

/// Random play, then (levels 1 and 2) a partial position.
fn reach(level: u8, rng: &mut DrillRng) -> Option<Game> {
    let plies = match level {
        1 => rng.range(8, 30),
        2 => rng.range(15, 50),
        _ => rng.range(20, 80),
    };
    let mut g = Game::start();
    play(&mut g, plies, 30, rng)?;
    let kept = match level {
        1 => Some(rng.range(4, 7)),
        2 => Some(rng.range(6, 9)),
        _ => None,
    };
    Some(match kept {
        Some(n) => Game::from_parts(
            keep(g.pieces(Side::Red), n, rng),
            keep(g.pieces(Side::Blue), n, rng),
            g.turn(),
            true,
        ),
        None => g,
    })
}

fn names(bits: u128) -> Vec<String> {
    points(bits).map(|p| p.name()).collect()
}

fn position_keys(g: &Game) -> Vec<(&'static str, Value)> {
    let mut keys = vec![
        ("turn", text(g.turn().name())),
        ("red", list(names(g.pieces(Side::Red)))),
        ("blue", list(names(g.pieces(Side::Blue)))),
    ];
    if g.partial() {
        keys.push(("partial", Value::Bool(true)));
    }
    keys
}

fn path_text(pts: &[Point]) -> String {
    pts.iter().map(|p| p.name()).collect::<Vec<_>>().join("-")
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

fn declared(judged: &Judged, wanted: &[Trap], needed: bool) -> Option<Vec<Trap>> {
    let traps: Vec<Trap> = wanted
        .iter()
        .copied()
        .filter(|t| judged.differs(*t))
        .collect();
    (!needed || !traps.is_empty()).then_some(traps)
}

/// Every chain of jumps (two points or more) of the side to move, with at
/// most `most` jumps.
fn chains(g: &Game, most: usize) -> Vec<Vec<Point>> {
    let side = g.turn();
    let mut out = Vec::new();
    for from in points(g.pieces(side)) {
        for_each_path(g, &EDITION, side, from, &mut |p: &Path| {
            if !p.is_step() && p.len() - 1 <= most {
                out.push(p.points().to_vec());
            }
            out.len() < 4_000
        });
    }
    out
}

/// Whether a chain changes direction between two of its jumps.
fn turns(chain: &[Point]) -> bool {
    let dirs: Vec<Option<usize>> = chain.windows(2).map(|w| w[0].jump_dir(w[1])).collect();
    dirs.windows(2).any(|w| w[0] != w[1])
}

/// The point jumped over between two points of a chain.
fn pivot(a: Point, b: Point) -> Option<Point> {
    a.neighbour(a.jump_dir(b)?)
}

// ---------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------

/// What a `legal` question about steps and jumps shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// A single jump over an occupied neighbour to an empty point.
    Jump,
    /// Two points along a line over an empty point.
    Slide,
    /// A jump onto an occupied point.
    Occupied,
    /// A step followed by a jump.
    Mixed,
}

/// "Is this move legal?" about steps and jumps (level 1), then "where can
/// this piece finish its move?".
fn step_jump(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let side = g.turn();
    let occ = g.occupied();
    let empty = |p: Point| occ & p.bit() == 0;
    let pos = CcPosition::new(*g);
    if level > 1 {
        let movers: Vec<Point> = points(g.pieces(side))
            .filter(|&p| {
                let d = destinations_with(occ & !p.bit(), &EDITION, side, p);
                let steps = (0..6)
                    .filter_map(|k| p.neighbour(k))
                    .filter(|n| d & n.bit() != 0)
                    .count();
                let n = d.count_ones() as usize;
                steps > 0 && n > steps && n <= 10
            })
            .collect();
        let &from = rng.choose(&movers)?;
        let ask = Ask::Moves {
            from: Some(param(from.name())),
        };
        let judged = judge(&pos, &ask, &[Trap::MustContinue])?;
        let traps = declared(&judged, &[Trap::MustContinue], false)?;
        let prompt = side_msg("drill-cc-q-moves-from", g).text("from", from.name());
        let mut explain = vec![
            Message::new("drill-cc-x-step"),
            Message::new("drill-cc-x-jump"),
        ];
        if !traps.is_empty() {
            explain.push(Message::new("drill-cc-x-stop"));
        }
        return Some(draft_of(g, ask, judged, traps, prompt, explain));
    }
    let shape = *rng.pick(&[
        Shape::Jump,
        Shape::Jump,
        Shape::Slide,
        Shape::Occupied,
        Shape::Mixed,
    ]);
    let mut found: Vec<Vec<Point>> = Vec::new();
    for p in points(g.pieces(side)) {
        for d in 0..6 {
            let (Some(n), Some(l)) = (p.neighbour(d), p.landing(d)) else {
                continue;
            };
            match shape {
                Shape::Jump if !empty(n) && empty(l) => found.push(vec![p, l]),
                Shape::Slide if empty(n) && empty(l) => found.push(vec![p, l]),
                Shape::Occupied if !empty(n) && !empty(l) => found.push(vec![p, l]),
                Shape::Mixed if empty(n) => {
                    for e in 0..6 {
                        let (Some(m), Some(x)) = (n.neighbour(e), n.landing(e)) else {
                            continue;
                        };
                        if !empty(m) && m != p && empty(x) && x != p {
                            found.push(vec![p, n, x]);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let path = rng.choose(&found)?;
    let written = path_text(path);
    let ask = Ask::Legal {
        mv: param(written.clone()),
    };
    let judged = judge(&pos, &ask, &[Trap::MustContinue])?;
    let traps = declared(&judged, &[Trap::MustContinue], false)?;
    let prompt = side_msg("drill-cc-q-legal", g).text("move", written);
    let mut explain = vec![Message::new(match shape {
        Shape::Jump => "drill-cc-x-jump",
        Shape::Slide => "drill-cc-x-step",
        Shape::Occupied => "drill-cc-x-landing-empty",
        Shape::Mixed => "drill-cc-x-mix",
    })];
    if !traps.is_empty() {
        explain.push(Message::new("drill-cc-x-stop"));
    }
    Some(draft_of(g, ask, judged, traps, prompt, explain))
}

/// Chains that turn: "is this chain legal?" (a real chain that changes
/// direction, or one whose last jump goes over an empty point or back to
/// its start), then "where can this piece finish its move?" at level 3.
fn chain_turn(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let side = g.turn();
    let occ = g.occupied();
    let pos = CcPosition::new(*g);
    let all = chains(g, 3);
    if level >= 3 {
        let mut starts: Vec<Point> = all
            .iter()
            .filter(|c| c.len() >= 3 && turns(c))
            .map(|c| c[0])
            .collect();
        starts.sort_unstable_by_key(|p| p.index());
        starts.dedup();
        let &from = rng.choose(&starts)?;
        let d = destinations_with(occ & !from.bit(), &EDITION, side, from);
        if d.count_ones() > 12 {
            return None;
        }
        let ask = Ask::Moves {
            from: Some(param(from.name())),
        };
        let judged = judge(&pos, &ask, &[Trap::MustContinue])?;
        let traps = declared(&judged, &[Trap::MustContinue], false)?;
        let prompt = side_msg("drill-cc-q-moves-from", g).text("from", from.name());
        let explain = vec![Message::new("drill-cc-x-chain")];
        return Some(draft_of(g, ask, judged, traps, prompt, explain));
    }
    let jumps = if level == 1 { 2 } else { 3 };
    let turning: Vec<&Vec<Point>> = all
        .iter()
        .filter(|c| c.len() == jumps + 1 && turns(c))
        .collect();
    let chain = (*rng.choose(&turning)?).clone();
    let path = if rng.chance(50) {
        chain
    } else {
        // A last jump that breaks the rules: over an empty point, or back
        // onto a point already visited.
        let mut bad = chain[..chain.len() - 1].to_vec();
        let at = *bad.last()?;
        let mut tails: Vec<Point> = Vec::new();
        for d in 0..6 {
            let (Some(n), Some(l)) = (at.neighbour(d), at.landing(d)) else {
                continue;
            };
            let moved_occ = occ & !chain[0].bit();
            let over_empty = moved_occ & n.bit() == 0 && moved_occ & l.bit() == 0;
            let revisit = moved_occ & n.bit() != 0 && bad.contains(&l);
            if over_empty || revisit {
                tails.push(l);
            }
        }
        bad.push(*rng.choose(&tails)?);
        bad
    };
    let written = path_text(&path);
    let ask = Ask::Legal {
        mv: param(written.clone()),
    };
    let judged = judge(&pos, &ask, &[Trap::MustContinue])?;
    let traps = declared(&judged, &[Trap::MustContinue], false)?;
    let prompt = side_msg("drill-cc-q-legal", g).text("move", written);
    let mut explain = vec![Message::new("drill-cc-x-chain")];
    if !traps.is_empty() {
        explain.push(Message::new("drill-cc-x-stop"));
    }
    Some(draft_of(g, ask, judged, traps, prompt, explain))
}

/// "Is this chain legal?" for a chain over opponent pieces: half the time
/// the chain as it is (legal: the jumped pieces stay), half the time with a
/// last jump over an empty point or back onto a visited point (illegal).
/// Asking which pieces leave the board would always be answered `none` in
/// this game, a pattern rather than a rule; the explanation says that the
/// jumped pieces stay.
fn no_capture(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let side = g.turn();
    let occ = g.occupied();
    let theirs = g.pieces(side.other());
    let jumps = match level {
        1 => 1..=2,
        2 => 2..=2,
        _ => 2..=3,
    };
    let over_theirs: Vec<Vec<Point>> = chains(g, 3)
        .into_iter()
        .filter(|c| jumps.contains(&(c.len() - 1)))
        .filter(|c| {
            c.windows(2)
                .all(|w| pivot(w[0], w[1]).is_some_and(|p| theirs & p.bit() != 0))
        })
        .collect();
    let chain = rng.choose(&over_theirs)?.clone();
    let broken = rng.chance(50);
    let path = if broken {
        let mut bad = chain[..chain.len() - 1].to_vec();
        let at = *bad.last()?;
        let moved_occ = occ & !chain[0].bit();
        let mut tails: Vec<Point> = Vec::new();
        for d in 0..6 {
            let (Some(n), Some(l)) = (at.neighbour(d), at.landing(d)) else {
                continue;
            };
            let over_empty = moved_occ & n.bit() == 0 && moved_occ & l.bit() == 0;
            let revisit = moved_occ & n.bit() != 0 && bad.contains(&l);
            if over_empty || revisit {
                tails.push(l);
            }
        }
        bad.push(*rng.choose(&tails)?);
        bad
    } else {
        chain
    };
    let written = path_text(&path);
    let ask = Ask::Legal {
        mv: param(written.clone()),
    };
    let judged = judge(&CcPosition::new(*g), &ask, &[Trap::MustContinue])?;
    let traps = declared(&judged, &[Trap::MustContinue], false)?;
    let prompt = side_msg("drill-cc-q-legal", g).text("move", written);
    let mut explain = vec![Message::new("drill-cc-x-no-capture")];
    if broken {
        explain.push(Message::new("drill-cc-x-chain"));
    }
    if !traps.is_empty() {
        explain.push(Message::new("drill-cc-x-stop"));
    }
    Some(draft_of(g, ask, judged, traps, prompt, explain))
}

/// The least number of moves for one piece, the others staying put; from
/// level 2 the count by steps alone must be larger (jumps matter).
fn distance(g: &Game, level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let side = g.turn();
    let from = *rng.choose(&points(g.pieces(side)).collect::<Vec<_>>())?;
    let others = g.occupied() & !from.bit();
    // The distance asked varies within a level, so that no number becomes
    // the answer to type.
    let depth = match level {
        1 => rng.range(1, 3) as usize,
        2 => rng.range(2, 4) as usize,
        _ => rng.range(3, 5) as usize,
    };
    // Breadth-first over whole moves.
    let mut seen = from.bit();
    let mut frontier = from.bit();
    for _ in 0..depth {
        let mut next = 0u128;
        for at in points(frontier) {
            next |= destinations_with(others, &EDITION, side, at) & !seen;
        }
        seen |= next;
        frontier = next;
    }
    let far: Vec<Point> = points(frontier)
        .filter(|&to| level == 1 || steps_between(from, to) > depth)
        .collect();
    let &to = rng.choose(&far)?;
    let ask = Ask::Distance {
        from: param(from.name()),
        to: param(to.name()),
    };
    let judged = judge(&CcPosition::new(*g), &ask, &[])?;
    if judged.solved.answer != Answer::Distance(Some(depth as u32)) {
        return None;
    }
    let prompt = Message::new("drill-cc-q-distance")
        .text("from", from.name())
        .text("to", to.name());
    let explain = vec![Message::new("drill-cc-x-distance")];
    Some(draft_of(g, ask, judged, Vec::new(), prompt, explain))
}

/// Steps between two points on an empty board (doubled columns).
fn steps_between(a: Point, b: Point) -> usize {
    let dr = usize::from(a.row().abs_diff(b.row()));
    let dc = usize::from(a.col().abs_diff(b.col()));
    dr + dc.saturating_sub(dr) / 2
}

/// The target camp: "where can this piece finish its move?" for a piece in
/// its target camp that may leave it (aimed at `camp-lock`), and from level
/// 3 "how does the game stand after this move?" near the end of a full game.
fn target_camp(level: u8, rng: &mut DrillRng) -> Option<Draft> {
    let mut g = Game::start();
    if level < 3 || rng.chance(40) {
        play(&mut g, rng.range(40, 140), 75, rng)?;
        let side = g.turn();
        let camp = side.target_camp();
        let occ = g.occupied();
        let inside: Vec<Point> = points(g.pieces(side) & camp)
            .filter(|&p| destinations_with(occ & !p.bit(), &EDITION, side, p) & !camp != 0)
            .collect();
        let &from = rng.choose(&inside)?;
        let d = destinations_with(occ & !from.bit(), &EDITION, side, from);
        if d.count_ones() > 10 {
            return None;
        }
        let pos = CcPosition::new(g);
        // Half the time at level 1, a move out of the camp that breaks an
        // ordinary rule (no pivot, too far): leaving is judged like any
        // other move, so the answer is not always yes.
        if level == 1 && rng.chance(50) {
            let near: Vec<Point> = Point::all()
                .filter(|&p| {
                    camp & p.bit() == 0
                        && d & p.bit() == 0
                        && occ & p.bit() == 0
                        && (2..=3).contains(&steps_between(from, p))
                })
                .collect();
            let &to = rng.choose(&near)?;
            let written = format!("{}-{}", from.name(), to.name());
            let ask = Ask::Legal {
                mv: param(written.clone()),
            };
            let prompt = side_msg("drill-cc-q-legal", &g).text("move", written);
            let judged = judge(&pos, &ask, &[Trap::CampLock])?;
            if judged.solved.answer != Answer::YesNo(false) {
                return None;
            }
            let traps = declared(&judged, &[Trap::CampLock], false)?;
            let explain = vec![Message::new("drill-cc-x-leave-camp-rules")];
            return Some(draft_of(&g, ask, judged, traps, prompt, explain));
        }
        let (ask, prompt) = if level == 1 {
            let out: Vec<Point> = points(d & !camp).collect();
            let &to = rng.choose(&out)?;
            let mut path = None;
            for_each_path(&g, &EDITION, side, from, &mut |p: &Path| {
                if p.last() == to && p.points().iter().skip(1).all(|q| camp & q.bit() == 0) {
                    path = Some(path_text(p.points()));
                    false
                } else {
                    true
                }
            });
            let written = path?;
            (
                Ask::Legal {
                    mv: param(written.clone()),
                },
                side_msg("drill-cc-q-legal", &g).text("move", written),
            )
        } else {
            (
                Ask::Moves {
                    from: Some(param(from.name())),
                },
                side_msg("drill-cc-q-moves-from", &g).text("from", from.name()),
            )
        };
        let judged = judge(&pos, &ask, &[Trap::CampLock])?;
        let traps = declared(&judged, &[Trap::CampLock], true)?;
        let explain = vec![Message::new("drill-cc-x-leave-camp")];
        return Some(draft_of(&g, ask, judged, traps, prompt, explain));
    }
    // Near the end of a full game: a move that brings a piece into the
    // target camp when nine (or, with an opponent left there, eight) are in,
    // or (one time in three) when one point more is still free, so that the
    // game may go on as well as end. The side asked about is chosen first:
    // red, which moves first, would otherwise reach its camp first nearly
    // every time.
    let want = if rng.chance(30) {
        Side::Red
    } else {
        Side::Blue
    };
    let need = if rng.chance(45) { 8 } else { 9 };
    for _ in 0..400 {
        if g.winner().is_some() {
            return None;
        }
        let side = g.turn();
        let camp = side.target_camp();
        let mine = (g.pieces(side) & camp).count_ones();
        let blockers = (g.pieces(side.other()) & camp).count_ones();
        if side == want && mine + blockers >= need && mine + 1 >= need {
            let entering: Vec<(Point, Point)> = all_moves(&g)
                .into_iter()
                .filter(|&(f, t)| camp & f.bit() == 0 && camp & t.bit() != 0)
                .collect();
            if let Some(&(from, to)) = rng.choose(&entering) {
                return camp_status(&g, from, to);
            }
        }
        play(&mut g, 1, 75, rng)?;
    }
    None
}

/// "How does the game stand after this move?" for a move into the camp.
fn camp_status(g: &Game, from: Point, to: Point) -> Option<Draft> {
    let side = g.turn();
    let mut path = None;
    for_each_path(g, &EDITION, side, from, &mut |p: &Path| {
        if p.last() == to {
            path = Some(path_text(p.points()));
            false
        } else {
            true
        }
    });
    let written = path?;
    let ask = Ask::After {
        moves: vec![param(written.clone())],
        about: About::Status,
    };
    let judged = judge(&CcPosition::new(*g), &ask, &[])?;
    let won = judged.solved.answer == Answer::Status(Status::Won(side.name()));
    let prompt = side_msg("drill-cc-q-status-after", g).text("move", written);
    let mut explain = vec![Message::new("drill-cc-x-win")];
    if !won {
        explain.push(Message::new("drill-cc-x-blocker"));
    }
    Some(draft_of(g, ask, judged, Vec::new(), prompt, explain))
}
