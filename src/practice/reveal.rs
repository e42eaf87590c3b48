//! What practice may show before a question is answered, and what it shows
//! after: the one place that decides, used by the session and by the test
//! that walks the catalogue looking for answers given away.
//!
//! Before an answer: the title, the header (without the game's result when a
//! question asks for it), the board with only the squares the question itself
//! names (never a square of the answer), the legend, the hint, and what earlier
//! questions showed after their answers. After an answer: the engine's
//! reasons (those a later question of the sitting also needs wait for it), the
//! question's own explanation (`qN-explain`), and the exercise's explanation
//! once no question of the sitting is left.

use std::collections::BTreeSet;

use super::leak::gives_away;
use crate::exercise::{Exercise, QuestionSpec, Solution};
use crate::game_api::{Answer, AnswerKind, Ask, ItemKind, Status};
use crate::i18n::Localiser;
use crate::message::Message;
use crate::render::text_part;

/// The squares a question names in its parameters (`from`, `target`, the
/// squares of its moves), canonical.
pub fn named_squares(ex: &Exercise, ask: &Ask) -> Vec<String> {
    let adapter = ex.adapter;
    let square = |s: &str| adapter.canonical_item(ItemKind::Square, s);
    let mut out: Vec<String> = match ask {
        Ask::Legal { mv } | Ask::Score { mv } => adapter.move_squares(mv.get_ref()),
        Ask::After { moves, .. } => moves
            .iter()
            .flat_map(|m| adapter.move_squares(m.get_ref()))
            .collect(),
        Ask::Moves { from: Some(from) } => square(from.get_ref()).into_iter().collect(),
        Ask::CaptureRolls { target } => square(target.get_ref()).into_iter().collect(),
        Ask::Distance { from, to } => [from, to]
            .into_iter()
            .filter_map(|s| square(s.get_ref()))
            .collect(),
        _ => Vec::new(),
    };
    out.dedup();
    out
}

/// The squares an answer names: the items of a set of squares, one square,
/// the squares of a set of moves.
pub fn answer_squares(ex: &Exercise, answer: &Answer, kind: AnswerKind) -> BTreeSet<String> {
    match (answer, kind) {
        (Answer::Set(items), AnswerKind::Set(ItemKind::Square)) => items.clone(),
        (Answer::Set(items), AnswerKind::Set(ItemKind::Move)) => items
            .iter()
            .flat_map(|m| ex.adapter.move_squares(m))
            .collect(),
        (Answer::Square(s), _) => BTreeSet::from([s.clone()]),
        _ => BTreeSet::new(),
    }
}

/// The squares that may be marked on the board before the question is
/// answered: those it names, less any square of its answer.
pub fn highlights_before(ex: &Exercise, solution: &Solution<'_>) -> Vec<String> {
    let answer = answer_squares(ex, solution.key(), solution.answer_kind());
    named_squares(ex, &solution.question().ask)
        .into_iter()
        .filter(|s| !answer.contains(s))
        .collect()
}

/// The header's last line: whose turn it is, or the result. When a question
/// asks how the game stands, the line is left out: "Red to move" would say
/// the game goes on, "draw" would say it is drawn.
pub fn status_line(ex: &Exercise) -> Option<Message> {
    if ex.questions.iter().any(|q| matches!(q.ask, Ask::Status)) {
        return None;
    }
    Some(match ex.position.status() {
        Status::Ongoing => {
            Message::new("show-to-move").msg("side", Message::side(ex.position.to_move()))
        }
        Status::Won(side) => Message::new("show-won").msg("side", Message::side(side)),
        Status::Draw => Message::new("status-draw"),
    })
}

/// Whether reason `r` must wait: a question still to come in the sitting has
/// it too, or it would give that question's answer away.
fn held(
    ex: &Exercise,
    solutions: &[Solution<'_>],
    r: &Message,
    later: &[usize],
    loc: &Localiser,
) -> bool {
    let text = loc.text(r);
    later.iter().filter_map(|&k| solutions.get(k)).any(|s| {
        let allowed = named_squares(ex, &s.question().ask);
        s.solved().reasons.contains(r) || gives_away(&text, s.key(), &allowed).is_some()
    })
}

/// The engine's reasons shown after the question at position `pos` of the
/// sitting (`order` holds indices into `solutions`, in the order asked): its
/// own reasons, less those a later question shares or whose words would
/// answer a later question; after the last question, also those held back
/// until then.
pub fn reasons_after(
    ex: &Exercise,
    solutions: &[Solution<'_>],
    order: &[usize],
    pos: usize,
    loc: &Localiser,
) -> Vec<Message> {
    let own = |p: usize| solutions[order[p]].solved().reasons.clone();
    let mut out: Vec<Message> = own(pos)
        .into_iter()
        .filter(|r| !held(ex, solutions, r, &order[pos + 1..], loc))
        .collect();
    if pos + 1 == order.len() {
        for e in 0..pos {
            for r in own(e) {
                if held(ex, solutions, &r, &order[e + 1..], loc) && !out.contains(&r) {
                    out.push(r);
                }
            }
        }
    }
    out
}

/// The explanations shown after a question: its own (`qN-explain`), and the
/// exercise's (`explain`) when no question is left in the sitting.
pub fn explanations_after(
    ex: &Exercise,
    q: &QuestionSpec,
    last_of_sitting: bool,
    loc: &Localiser,
) -> Vec<String> {
    let mut out: Vec<String> = text_part(ex, &format!("q{}-explain", q.number), loc)
        .into_iter()
        .collect();
    if last_of_sitting {
        out.extend(text_part(ex, "explain", loc));
    }
    out
}

/// The hint: the exercise's own, else the generic one for this kind of question.
pub fn hint_text(ex: &Exercise, q: &QuestionSpec, loc: &Localiser) -> String {
    text_part(ex, &format!("q{}-hint", q.number), loc)
        .or_else(|| text_part(ex, "hint", loc))
        .unwrap_or_else(|| loc.get(&format!("hint-{}", q.ask.name())))
}

/// The header lines of an exercise after its title: game and level (not the
/// id, which often names the lesson), then whose turn it is or the result
/// (see [`status_line`]).
pub fn header_lines(ex: &Exercise, loc: &Localiser) -> Vec<String> {
    let mut out = vec![
        loc.text(
            &Message::new("practice-header")
                .msg("game", Message::new(format!("game-{}", ex.game.name())))
                .num("level", ex.level),
        ),
    ];
    out.extend(status_line(ex).map(|m| loc.text(&m)));
    out
}

/// The legend lines under a board.
pub fn legend_lines(ex: &Exercise, loc: &Localiser) -> Vec<String> {
    let mut out = vec![loc.get(&format!("legend-{}", ex.game.name()))];
    let extra = format!("legend-{}-marks", ex.game.name());
    if loc.has(&extra) {
        out.push(loc.get(&extra));
    }
    out
}
