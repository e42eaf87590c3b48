//! The short menu shown when `practice` starts on a terminal with no option:
//! each game with its done/total, review when questions are due, then
//! "continue".

use std::io::{self, BufRead, Write};

use super::session::read_line;
use crate::game_api::GameKind;
use crate::i18n::Localiser;
use crate::message::Message;
use crate::render::wrap;
use crate::vocab::{Command, command, word};

/// What the learner chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// One game.
    Game(GameKind),
    /// The review questions due.
    Review,
    /// Go on where the learner left off, every game.
    Continue,
    /// Leave.
    Quit,
}

/// One line of the menu: a game, its exercises done and in all.
pub struct GameRow {
    /// The game.
    pub game: GameKind,
    /// Exercises done.
    pub done: usize,
    /// Exercises in all.
    pub total: usize,
}

/// Shows the menu, wrapped to `width` columns, and reads the choice (the
/// end of input quits).
pub fn choose(
    rows: &[GameRow],
    due: usize,
    loc: &Localiser,
    width: usize,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<Choice> {
    let say = |out: &mut dyn Write, text: &str| writeln!(out, "{}", wrap(text, width));
    say(out, &loc.get("practice-menu-title"))?;
    for (i, row) in rows.iter().enumerate() {
        let name = loc.get(&format!("game-{}", row.game.name()));
        say(
            out,
            &format!("  {}. {name} — {}/{}", i + 1, row.done, row.total),
        )?;
    }
    if due > 0 {
        say(
            out,
            &format!(
                "  {}. {}",
                rows.len() + 1,
                loc.text(&Message::new("practice-menu-review").num("count", due as i64))
            ),
        )?;
    }
    say(out, &loc.get("practice-menu-keys"))?;
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let Some(line) = read_line(input)? else {
            writeln!(out)?;
            return Ok(Choice::Quit);
        };
        let w = word(&line);
        if w.is_empty()
            || ["c", "continue", "continuer", "продолжить", "дальше"].contains(&w.as_str())
        {
            return Ok(Choice::Continue);
        }
        if command(&line) == Some(Command::Quit) {
            return Ok(Choice::Quit);
        }
        match w.parse::<usize>() {
            Ok(n) if (1..=rows.len()).contains(&n) => return Ok(Choice::Game(rows[n - 1].game)),
            Ok(n) if due > 0 && n == rows.len() + 1 => return Ok(Choice::Review),
            _ => say(out, &loc.get("practice-menu-again"))?,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn run(input: &str, due: usize) -> (Choice, String) {
        let rows: Vec<GameRow> = GameKind::ALL
            .into_iter()
            .map(|game| GameRow {
                game,
                done: 1,
                total: 14,
            })
            .collect();
        let mut out = Vec::new();
        let loc = Localiser::new(Lang::Fr);
        let choice = choose(&rows, due, &loc, 80, &mut input.as_bytes(), &mut out).unwrap();
        (choice, String::from_utf8(out).unwrap())
    }

    #[test]
    fn games_review_continue_and_quit() {
        let (c, text) = run("3\n", 2);
        assert_eq!(c, Choice::Game(GameKind::Dominoes));
        assert!(text.contains("1/14"), "{text}");
        assert_eq!(run("\n", 0).0, Choice::Continue);
        assert_eq!(run("5\n", 2).0, Choice::Review);
        let (c, text) = run("9\nquitter\n", 0);
        assert_eq!(c, Choice::Quit);
        assert!(text.matches("> ").count() == 2, "{text}");
        assert_eq!(run("", 0).0, Choice::Quit);
    }
}
