//! Feedback on a checked answer.

use std::io::{self, Write};

use super::{answer_text, text_part, wrap};
use crate::exercise::{Exercise, QuestionSpec, Verdict};
use crate::i18n::Localiser;
use crate::message::Message;

const GREEN: &str = "\x1b[32;1m";
const RED: &str = "\x1b[31;1m";
const RESET: &str = "\x1b[0m";

/// The verdict's first line: right or wrong, with its mark.
pub fn verdict_head(verdict: &Verdict, loc: &Localiser) -> String {
    let (mark, id) = if verdict.correct {
        ("✓", "verdict-correct")
    } else {
        ("✗", "verdict-wrong")
    };
    format!("{mark} {}", loc.get(id))
}

/// The verdict's other lines: the expected answer, the trap named, the
/// engine's reasons, the question's own explanation (`qN-explain`) and the
/// exercise's.
pub fn verdict_body(
    exercise: &Exercise,
    question: &QuestionSpec,
    verdict: &Verdict,
    loc: &Localiser,
) -> Vec<String> {
    let mut lines = Vec::new();
    if !verdict.correct {
        let shown = |a| answer_text(a, &question.ask, exercise.adapter, loc);
        lines.push(
            loc.text(
                &Message::new("verdict-expected")
                    .text("given", shown(&verdict.given))
                    .text("expected", shown(&verdict.key)),
            ),
        );
    }
    if let Some(trap) = verdict.trap {
        lines.extend(trap_lines(exercise, trap, loc));
    }
    for reason in &verdict.reasons {
        lines.push(format!("• {}", loc.text(reason)));
    }
    lines.extend(text_part(
        exercise,
        &format!("q{}-explain", question.number),
        loc,
    ));
    lines.extend(text_part(exercise, "explain", loc));
    lines
}

/// The two lines that name a misconception and state the edition's rule
/// (`-explain`, what the rule means here, once the answer is shown).
pub fn trap_lines(
    exercise: &Exercise,
    trap: crate::game_api::Trap,
    loc: &Localiser,
) -> [String; 2] {
    trap_lines_as(exercise, trap, loc, "explain")
}

/// The same two lines before the answer is shown: the misconception and the
/// rule to apply (`-rule`), without the conclusion it leads to here.
pub fn trap_lines_before(
    exercise: &Exercise,
    trap: crate::game_api::Trap,
    loc: &Localiser,
) -> [String; 2] {
    trap_lines_as(exercise, trap, loc, "rule")
}

fn trap_lines_as(
    exercise: &Exercise,
    trap: crate::game_api::Trap,
    loc: &Localiser,
    part: &str,
) -> [String; 2] {
    let id = format!("trap-{}-{}", exercise.game.name(), trap.name());
    [
        loc.text(&Message::new("verdict-trap").msg("trap", Message::new(id.clone()))),
        loc.get(&format!("{id}-{part}")),
    ]
}

/// Writes the verdict: its head (coloured if asked) and its body, wrapped
/// to `width` columns without cutting a word or a move.
pub fn write_verdict(
    out: &mut dyn Write,
    exercise: &Exercise,
    question: &QuestionSpec,
    verdict: &Verdict,
    loc: &Localiser,
    colour: bool,
    width: usize,
) -> io::Result<()> {
    let head = verdict_head(verdict, loc);
    if colour {
        let paint = if verdict.correct { GREEN } else { RED };
        writeln!(out, "{paint}{head}{RESET}")?;
    } else {
        writeln!(out, "{head}")?;
    }
    for line in verdict_body(exercise, question, verdict, loc) {
        writeln!(out, "{}", wrap(&line, width))?;
    }
    Ok(())
}
