//! What may be shown with a position before a question is answered, and
//! what practice shows after: the one place that decides, used by every
//! output that shows a position (practice and drills, `show`, `diagram`,
//! `worksheet`, and so exported drills) and by the tests that walk the
//! catalogue and drills looking for answers given away.
//!
//! The rule: a status or turn line ("Black to move", "Drawn game"), a mark
//! or a highlight that answers a question is left out while that question
//! is open. In practice the open questions are those of the sitting; on
//! paper (`show`, `diagram`, a worksheet's boards) every question is open,
//! since the answer key is the only place an answer may be printed.
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
use crate::game_api::{About, Answer, AnswerKind, Ask, ItemKind, Status};
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

/// The squares the board outlines while question `pos` of a sitting is
/// asked (`order` holds indices into `solutions`, in the order asked): those
/// it names, less any square of an answer still open (its own and those of
/// the questions after it).
pub fn marks_while_open(
    ex: &Exercise,
    solutions: &[Solution<'_>],
    order: &[usize],
    pos: usize,
) -> Vec<String> {
    let open: BTreeSet<String> = order[pos..]
        .iter()
        .filter_map(|&i| solutions.get(i))
        .flat_map(|s| answer_squares(ex, s.key(), s.answer_kind()))
        .collect();
    named_squares(ex, &solutions[order[pos]].question().ask)
        .into_iter()
        .filter(|s| !open.contains(s))
        .collect()
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

/// Whether the status or turn line would answer `ask`: "Red to move"
/// says the game goes on and whose turn it is, "draw" says it is drawn.
pub fn status_answers(ask: &Ask) -> bool {
    matches!(
        ask,
        Ask::Status
            | Ask::After {
                about: About::Turn,
                ..
            }
    )
}

/// Whether the status or turn line may be shown while the questions `open`
/// are open.
pub fn status_shown<'q>(open: impl IntoIterator<Item = &'q QuestionSpec>) -> bool {
    !open.into_iter().any(|q| status_answers(&q.ask))
}

/// The Fluent ids that state how the game stands or whose turn it is, on a
/// board or under it.
pub const STATUS_IDS: &[&str] = &["show-to-move", "show-won", "show-draw", "aero-label-turn"];

/// The words of a board (its `labels`) with the status and turn left out
/// when `status` is false: the caption under a printed board becomes the
/// game's name, the aeroplane's turn label nothing.
pub fn board_label(ex: &Exercise, status: bool, loc: &Localiser, m: &Message) -> String {
    if !status && STATUS_IDS.contains(&m.id.as_str()) {
        if m.id.starts_with("show-") {
            return loc.get(&format!("game-{}", ex.game.name()));
        }
        return String::new();
    }
    loc.text(m)
}

/// A text board drawn under the rule: the status and turn left out when
/// `status` is false.
pub fn text_board(
    ex: &Exercise,
    highlight: &[String],
    colour: bool,
    status: bool,
    loc: &Localiser,
) -> String {
    let drawn = ex
        .position
        .diagram_in(highlight, colour, &|m| board_label(ex, status, loc, m));
    if status {
        return drawn;
    }
    // The aeroplane's turn label fills a line of its own when no roll is
    // pending: that line, left empty, goes.
    match drawn.strip_suffix("\n\n") {
        Some(rest) => format!("{rest}\n"),
        None => drawn,
    }
}

/// The squares a printed board outlines: those the questions `shown` name,
/// less any square of an answer of the questions `open`.
pub fn paper_marks(ex: &Exercise, shown: &[&QuestionSpec], open: &[Solution<'_>]) -> Vec<String> {
    let answers: BTreeSet<String> = open
        .iter()
        .flat_map(|s| answer_squares(ex, s.key(), s.answer_kind()))
        .collect();
    let mut out: Vec<String> = Vec::new();
    for q in shown {
        for name in ex.position.named_squares(&q.ask) {
            if !out.contains(&name) && !answers.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}

/// The header's last line: whose turn it is, or the result, unless it
/// would answer one of the questions `open` (see [`status_shown`]).
pub fn status_line<'q>(
    ex: &Exercise,
    open: impl IntoIterator<Item = &'q QuestionSpec>,
) -> Option<Message> {
    if !status_shown(open) {
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
    out.extend(status_line(ex, &ex.questions).map(|m| loc.text(&m)));
    out
}

/// The legend lines under a board; the outline mark (`[ ]`) is explained
/// only when the board outlines squares (`marked`).
pub fn legend_lines(ex: &Exercise, loc: &Localiser, marked: bool) -> Vec<String> {
    let plain = format!("legend-{}-unmarked", ex.game.name());
    let legend = if !marked && loc.has(&plain) {
        loc.get(&plain)
    } else {
        loc.get(&format!("legend-{}", ex.game.name()))
    };
    let mut out = vec![legend];
    let extra = format!("legend-{}-marks", ex.game.name());
    if loc.has(&extra) {
        out.push(loc.get(&extra));
    }
    out
}
