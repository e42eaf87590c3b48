//! The practice screen for people: text wrapped to the width, boards as
//! drawn, the verdict's head in colour when asked.

use std::io::{self, Write};

use super::events::{Event, Screen};
use crate::render::wrap;

const GREEN: &str = "\x1b[32;1m";
const RED: &str = "\x1b[31;1m";
const RESET: &str = "\x1b[0m";

/// What a board wider than the screen is said to be: its columns and the
/// screen's, in words.
pub type WideNote<'a> = Box<dyn Fn(usize, usize) -> String + 'a>;

/// Prints events as text.
pub struct TextScreen<'a> {
    out: &'a mut dyn Write,
    width: usize,
    colour: bool,
    /// The words for a board wider than the screen, told once a session.
    wide: Option<WideNote<'a>>,
    told_wide: bool,
}

impl<'a> TextScreen<'a> {
    /// A screen writing to `out`, wrapping at `width`, with or without colours.
    pub fn new(out: &'a mut dyn Write, width: usize, colour: bool) -> Self {
        Self {
            out,
            width,
            colour,
            wide: None,
            told_wide: false,
        }
    }

    /// The screen, saying once when a board cannot fit the width.
    pub fn with_wide_note(mut self, note: WideNote<'a>) -> Self {
        self.wide = Some(note);
        self
    }

    /// A board as drawn (it keeps its shape), and the note if it is wider.
    fn board(&mut self, diagram: &str) -> io::Result<()> {
        write!(self.out, "{diagram}")?;
        let columns = crate::render::board_columns(diagram);
        if columns > self.width && !self.told_wide {
            if let Some(note) = &self.wide {
                let text = note(columns, self.width);
                self.told_wide = true;
                self.line(&text)?;
            }
        }
        Ok(())
    }

    fn line(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{}", wrap(text, self.width))
    }

    fn lines(&mut self, lines: &[String]) -> io::Result<()> {
        for l in lines {
            self.line(l)?;
        }
        Ok(())
    }
}

fn progress_bar(done: usize, total: usize) -> String {
    const WIDTH: usize = 20;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(0).min(WIDTH);
    format!("[{}{}]", "#".repeat(filled), ".".repeat(WIDTH - filled))
}

impl Screen for TextScreen<'_> {
    fn show(&mut self, event: &Event) -> io::Result<()> {
        match event {
            Event::Start { text, .. } | Event::Note { text } => self.line(text),
            Event::Exercise {
                diagram,
                done,
                header,
                legend,
                title,
                total,
                ..
            } => {
                writeln!(self.out)?;
                let bar = progress_bar(*done, *total);
                self.line(&format!("{bar} {done}/{total} · {title}"))?;
                self.lines(header)?;
                self.board(diagram)?;
                self.lines(legend)
            }
            Event::Question {
                commands,
                diagram,
                form,
                prompt,
                question,
                ..
            } => {
                writeln!(self.out)?;
                if let Some(d) = diagram {
                    self.board(d)?;
                }
                self.line(&format!("{question}. {prompt}"))?;
                self.line(form)?;
                self.line(commands)
            }
            Event::Hint { diagram, text, .. } => {
                self.line(text)?;
                if let Some(d) = diagram {
                    self.board(d)?;
                }
                Ok(())
            }
            Event::Unreadable { message, .. } => self.line(message),
            Event::Verdict {
                correct,
                diagram,
                lines,
                retry,
                title,
                ..
            } => {
                let paint = if *correct { GREEN } else { RED };
                if self.colour {
                    writeln!(self.out, "{paint}{title}{RESET}")?;
                } else {
                    self.line(title)?;
                }
                self.lines(lines)?;
                if let Some(d) = diagram {
                    self.board(d)?;
                }
                if let Some(r) = retry {
                    self.line(r)?;
                }
                Ok(())
            }
            Event::Summary { text, .. } | Event::AllDone { text } => {
                writeln!(self.out)?;
                self.lines(text)
            }
        }
    }

    fn ready(&mut self) -> io::Result<()> {
        write!(self.out, "> ")?;
        self.out.flush()
    }
}
