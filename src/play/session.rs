//! The game loop: the board, the learner's move in the game's notation (or a
//! command), every illegal try explained with the engine's reason and the
//! variant that would allow it, the opponent's reply, the ending and its rule.
//!
//! Text goes through Fluent only. With `json`, nothing is printed during the
//! game; the caller prints one report at the end.

use std::collections::BTreeSet;
use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use crate::game_api::Trap;
use crate::games::engine::Outcome;
use crate::games::play::Playable;
use crate::i18n::Localiser;
use crate::message::{Message, display_path};
use crate::output::{self, Existing, OutputError};
use crate::practice::read_line;
use crate::vocab::{PlayCommand, play_command};

use super::record::Record;
use super::replay::outcome_word;
use super::table::{Actor, Judged, PlayedMove, Table};

/// How a game is set up.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    /// The seed of the deal, dice and draws.
    pub seed: u64,
    /// The opponent's level (1–3).
    pub level: u8,
    /// Which sides people play, in the game's order of sides.
    pub human: [bool; 2],
    /// ANSI colours on the board.
    pub colour: bool,
    /// Print nothing; the caller prints the report.
    pub json: bool,
    /// Write each line read after its prompt (input that is not a terminal,
    /// so that a transcript shows what was typed).
    pub echo: bool,
    /// Where the record goes: written when the game starts, after every
    /// move and at the end (and the default file of `save`).
    pub record: Option<PathBuf>,
    /// Replace a file already there (the record, or a file named by `save`).
    pub force: bool,
    /// The columns to wrap text to (the board keeps its own shape).
    pub width: usize,
}

/// Why a game did not start or could not go on.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// Reading the moves or writing the board failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// The record file cannot be written: found before the first move.
    #[error(transparent)]
    Record(#[from] OutputError),
}

/// How the session stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The game ended by the rules.
    Over,
    /// This side resigned.
    Resigned(&'static str),
    /// The player quit, or the input ended.
    Stopped,
}

/// One move of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    /// Who chose it.
    pub by: Actor,
    /// Full notation.
    pub text: String,
    /// The move's number, from 1.
    pub ply: usize,
    /// The side.
    pub side: &'static str,
}

/// One refused try (also its JSON in `play --format json`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Try {
    /// Stable code of the reason (`unreadable` for text that is no move).
    pub code: &'static str,
    /// What was typed.
    pub given: String,
    /// The reason, localised.
    pub message: String,
    /// Moves already played when it was tried.
    pub ply: usize,
    /// Squares, points or tiles the reason names.
    pub squares: Vec<String>,
    /// Traps (rules of other variants) under which the move is legal.
    pub traps: Vec<&'static str>,
}

/// A finished session.
pub struct Played {
    /// How it stopped.
    pub end: End,
    /// The game.
    pub game: &'static str,
    /// The seed.
    pub seed: u64,
    /// How the game ended, localised (`None` while it goes on).
    pub ending: Option<String>,
    /// `ongoing`, the winner, or `draw`.
    pub result: &'static str,
    /// The side that resigned.
    pub resigned: Option<&'static str>,
    /// The moves.
    pub moves: Vec<MoveLine>,
    /// Refused tries.
    pub tries: Vec<Try>,
    /// Where the record was written.
    pub record: Option<String>,
    /// The record could not be written at the end.
    pub record_error: Option<OutputError>,
}

struct Session<'a, G: Playable> {
    table: Table<G>,
    opts: &'a PlayOptions,
    loc: &'a Localiser,
    out: &'a mut dyn Write,
    noted: BTreeSet<Trap>,
    tries: Vec<Try>,
    /// The illegal tries the record keeps: moves played before each and
    /// what was typed (those of moves taken back by `undo` are dropped).
    kept_tries: Vec<(usize, String)>,
    /// What the last move was said to do (an ending it already told is not
    /// told twice).
    last_said: Vec<Message>,
    /// Files this game wrote (`save` may write over them again).
    written: BTreeSet<PathBuf>,
    /// How many moves the record file holds now.
    recorded: Option<usize>,
    /// The last failure to keep the record up to date (told once).
    record_failure: Option<OutputError>,
    /// Whether the board was said to be wider than the screen.
    told_wide: bool,
}

/// A board wider than the screen that cannot be drawn narrower.
pub fn board_wider(columns: usize, width: usize) -> Message {
    Message::new("board-wider")
        .num("columns", columns as i64)
        .num("width", width as i64)
}

impl<G: Playable> Session<'_, G> {
    fn say(&mut self, m: &Message) -> io::Result<()> {
        if self.opts.json {
            return Ok(());
        }
        // Between words and between moves, never inside one.
        let text = crate::render::wrap(&self.loc.text(m), self.opts.width);
        writeln!(self.out, "{text}")
    }

    fn raw(&mut self, text: &str) -> io::Result<()> {
        if self.opts.json {
            return Ok(());
        }
        write!(self.out, "{text}")
    }

    fn human(&self, side: &str) -> bool {
        let sides = G::KIND.sides();
        sides
            .iter()
            .position(|s| *s == side)
            .is_some_and(|i| self.opts.human[i])
    }

    fn hot_seat(&self) -> bool {
        self.opts.human == [true, true]
    }

    /// Who reads the board and the effects: the person to move in hot-seat,
    /// else the person playing.
    fn viewer(&self) -> Option<&'static str> {
        let sides = G::KIND.sides();
        if self.hot_seat() {
            Some(self.table.turn())
        } else {
            sides
                .iter()
                .copied()
                .zip(self.opts.human)
                .find(|(_, h)| *h)
                .map(|(s, _)| s)
        }
    }

    fn board(&mut self, highlight: &[String], viewer: Option<&str>) -> io::Result<()> {
        self.board_as(highlight, viewer, false)
    }

    /// The board; `over` once the game has ended or a side resigned.
    fn board_as(
        &mut self,
        highlight: &[String],
        viewer: Option<&str>,
        over: bool,
    ) -> io::Result<()> {
        let loc = self.loc;
        let width = self.opts.width;
        let text = self.table.state().diagram_within(
            viewer,
            highlight,
            self.opts.colour,
            &|m| loc.text(m),
            over,
            width,
        );
        self.raw(&text)?;
        // A board that cannot be drawn narrower says so, once a game.
        let columns = crate::render::board_columns(&text);
        if columns > width && !self.told_wide {
            self.told_wide = true;
            self.say(&board_wider(columns, width))?;
        }
        Ok(())
    }

    fn welcome(&mut self) -> io::Result<()> {
        let sides = G::KIND.sides();
        let game = Message::new(format!("game-{}", G::KIND.name()));
        let m = if self.hot_seat() {
            Message::new("play-welcome-hot-seat")
                .msg("game", game)
                .msg("first", Message::side(sides[0]))
                .msg("second", Message::side(sides[1]))
        } else {
            let me = if self.opts.human[0] { 0 } else { 1 };
            Message::new("play-welcome")
                .msg("game", game)
                .msg("side", Message::side(sides[me]))
                .msg("engine", Message::side(sides[1 - me]))
                .num("level", self.opts.level)
        };
        self.say(&m.num("seed", self.opts.seed as i64))?;
        self.say(&Message::new(format!("play-notation-{}", G::KIND.name())))?;
        self.say(&Message::new("play-commands"))?;
        self.raw("\n")
    }

    /// Plays a move and says what it did.
    fn play(&mut self, mv: G::Move, by: Actor) -> io::Result<Option<PlayedMove<G>>> {
        let viewer = if self.hot_seat() {
            Some(self.table.turn())
        } else {
            self.viewer()
        };
        let Ok((before, mv, effects)) = self.table.play(mv, by) else {
            // Moves reach here checked; nothing is played otherwise.
            return Ok(None);
        };
        self.last_said = before.effects_text(&effects, viewer);
        for m in self.last_said.clone() {
            self.say(&m)?;
        }
        Ok(Some((before, mv, effects)))
    }

    fn refuse(
        &mut self,
        given: &str,
        code: &'static str,
        message: Message,
        squares: Vec<String>,
        traps: Vec<Trap>,
    ) -> io::Result<()> {
        self.say(&message)?;
        for &t in &traps {
            // Named once: a later legal move does not repeat it.
            self.noted.insert(t);
            let id = format!("trap-{}-{}", G::KIND.name(), t.name());
            self.say(&Message::new("play-trap-illegal").msg("trap", Message::new(id.clone())))?;
            self.say(&Message::new(format!("{id}-explain")))?;
        }
        self.tries.push(Try {
            code,
            given: given.to_string(),
            message: self.loc.text(&message),
            ply: self.table.plies().len(),
            squares,
            traps: traps.iter().map(|t| t.name()).collect(),
        });
        Ok(())
    }

    fn note_traps(&mut self, before: &G, mv: &G::Move, effects: &G::Effects) -> io::Result<()> {
        for t in Table::<G>::traps_changing(before, mv, effects) {
            if !self.noted.insert(t) {
                continue;
            }
            let id = format!("trap-{}-{}", G::KIND.name(), t.name());
            self.say(&Message::new("play-trap-legal").msg("trap", Message::new(id.clone())))?;
            self.say(&Message::new(format!("{id}-explain")))?;
        }
        Ok(())
    }

    fn list_moves(&mut self, filter: &str) -> io::Result<()> {
        let state = self.table.state().clone();
        let filter = filter.to_lowercase();
        let list: Vec<String> = self
            .table
            .choices()
            .iter()
            .map(|m| self.loc.text(&state.move_words(m)))
            .filter(|t| {
                // A piece's square starts the move (`f4-c4`), or follows
                // the roll (`4:12`).
                let t = t.to_lowercase();
                let piece = t.split_once(':').map_or(t.as_str(), |(_, p)| p);
                filter.is_empty() || t.starts_with(&filter) || piece.starts_with(&filter)
            })
            .collect();
        if list.is_empty() && !filter.is_empty() {
            // What was typed may be no square at all: "No legal move." alone
            // would read as the position having none (review R13).
            return self.say(&Message::new("play-moves-none-from").text("from", filter.as_str()));
        }
        self.say(
            &Message::new("play-moves")
                .num("count", list.len() as i64)
                .text("moves", list.join(" ")),
        )
    }

    fn record(&self, end: End) -> Record {
        let players = G::KIND
            .sides()
            .into_iter()
            .zip(self.opts.human)
            .map(|(s, h)| match h {
                true => (s, "human".to_string()),
                false => (s, format!("engine {}", self.opts.level)),
            })
            .collect();
        let (result, resigned) = result_of::<G>(self.table.outcome(), end);
        let mut record = self.table.record(players, result, resigned);
        record.tries = self
            .kept_tries
            .iter()
            .map(|(ply, typed)| toml::Spanned::new(0..0, format!("{ply} {typed}")))
            .collect();
        record
    }

    fn save(&mut self, typed: &str, end: End) -> io::Result<()> {
        let path = if typed.is_empty() {
            self.opts.record.clone().unwrap_or_else(|| {
                PathBuf::from(format!(
                    "plyyard-{}-{}.toml",
                    G::KIND.name(),
                    self.opts.seed
                ))
            })
        } else {
            PathBuf::from(typed)
        };
        let text = self.record(end).to_toml();
        let existing = if self.opts.force || self.written.contains(&path) {
            Existing::Replace
        } else {
            Existing::Keep
        };
        let m = match output::write(&path, text.as_bytes(), existing) {
            Ok(()) => {
                self.written.insert(path.clone());
                Message::new("play-saved").text("path", display_path(&path))
            }
            Err(OutputError::Exists(_)) => {
                Message::new("play-save-exists").text("path", display_path(&path))
            }
            Err(e) => save_failed(&e),
        };
        self.say(&m)
    }

    /// Writes the record file as the game stands (the first time, a file
    /// already there is replaced only with `--force`).
    fn write_record(&mut self, end: End) -> Result<(), OutputError> {
        let Some(path) = self.opts.record.clone() else {
            return Ok(());
        };
        let text = self.record(end).to_toml();
        let existing = if self.opts.force || self.written.contains(&path) {
            Existing::Replace
        } else {
            Existing::Keep
        };
        output::write(&path, text.as_bytes(), existing)?;
        self.written.insert(path);
        self.recorded = Some(self.table.plies().len());
        Ok(())
    }

    /// After a move (or an undo): the record file follows the game, so that
    /// an interrupted game keeps its moves. A failure is told once; the game
    /// goes on and the end reports it.
    fn keep_record(&mut self) -> io::Result<()> {
        if self.opts.record.is_none() || self.recorded == Some(self.table.plies().len()) {
            return Ok(());
        }
        match self.write_record(End::Stopped) {
            Ok(()) => self.record_failure = None,
            Err(e) => {
                if self.record_failure.is_none() {
                    self.say(&save_failed(&e))?;
                }
                self.recorded = Some(self.table.plies().len());
                self.record_failure = Some(e);
            }
        }
        Ok(())
    }

    fn prompt(&mut self) -> io::Result<()> {
        let side = self.table.turn();
        let text = self
            .loc
            .text(&Message::new("play-prompt").msg("side", Message::side(side)));
        self.raw(&format!("{text} > "))?;
        if !self.opts.json {
            self.out.flush()?;
        }
        Ok(())
    }

    /// The person to move: commands and tries until a legal move is played;
    /// `notice` says what the rules leave them (a pass to type).
    fn human_turn(
        &mut self,
        input: &mut dyn BufRead,
        notice: Option<Message>,
    ) -> io::Result<Option<End>> {
        let viewer = self.viewer();
        self.board(&[], viewer)?;
        if let Some(m) = &notice {
            self.say(m)?;
        }
        loop {
            self.prompt()?;
            let Some(line) = read_line(input)? else {
                self.raw("\n")?;
                return Ok(Some(End::Stopped));
            };
            let typed = line.trim();
            if self.opts.echo {
                self.raw(&format!("{typed}\n"))?;
            }
            if typed.is_empty() {
                continue;
            }
            if let Some((cmd, rest)) = play_command(typed) {
                match cmd {
                    PlayCommand::Moves => self.list_moves(&rest)?,
                    PlayCommand::Hint => {
                        let choice = self.table.hint();
                        let words = self.table.state().move_words(&choice.mv);
                        self.say(
                            &Message::new("play-hint")
                                .msg("move", words)
                                .msg("reason", choice.reason),
                        )?;
                    }
                    PlayCommand::Undo => match self.table.undo() {
                        Some(n) => {
                            let left = self.table.plies().len();
                            self.kept_tries.retain(|(ply, _)| *ply <= left);
                            self.say(&Message::new("play-undone").num("count", n as i64))?;
                            return Ok(None);
                        }
                        None => self.say(&Message::new("play-undo-none"))?,
                    },
                    PlayCommand::Resign => {
                        let side = self.table.turn();
                        return Ok(Some(End::Resigned(side)));
                    }
                    PlayCommand::Save => self.save(&rest, End::Stopped)?,
                    PlayCommand::Help => {
                        self.say(&Message::new("play-help"))?;
                        self.say(&Message::new(format!("play-notation-{}", G::KIND.name())))?;
                    }
                    PlayCommand::Quit => return Ok(Some(End::Stopped)),
                }
                continue;
            }
            match self.table.judge(typed) {
                Judged::Unreadable(m) => {
                    self.refuse(typed, "unreadable", m, Vec::new(), Vec::new())?;
                    self.say(&Message::new(format!("play-notation-{}", G::KIND.name())))?;
                }
                Judged::Illegal(reason, traps) => {
                    let m = Message::new("play-illegal").msg("reason", G::illegal_text(&reason));
                    let marked = G::illegal_squares(&reason);
                    self.kept_tries
                        .push((self.table.plies().len(), typed.to_string()));
                    self.refuse(typed, G::illegal_code(&reason), m, marked.clone(), traps)?;
                    if !marked.is_empty() && !self.opts.json {
                        self.board(&marked, viewer)?;
                    }
                }
                Judged::Legal(mv) => {
                    self.table.mark();
                    if let Some((before, mv, effects)) = self.play(mv, Actor::Human)? {
                        self.note_traps(&before, &mv, &effects)?;
                    }
                    return Ok(None);
                }
            }
        }
    }

    fn run(&mut self, input: &mut dyn BufRead) -> io::Result<End> {
        self.welcome()?;
        loop {
            self.keep_record()?;
            if let Some(ending) = self.table.ending() {
                if self.last_said.contains(&ending) {
                    self.say(&Message::new("play-over-told"))?;
                } else {
                    self.say(&Message::new("play-over").msg("ending", ending))?;
                }
                return Ok(End::Over);
            }
            if let Some(chance) = self.table.roll() {
                self.say(&chance.said)?;
                if let Some(mv) = chance.forced {
                    self.play(mv, Actor::Rules)?;
                    continue;
                }
            }
            let side = self.table.turn();
            let forced = self.table.forced();
            let typed = G::forced_is_typed() && self.human(side);
            if let Some((mv, why)) = forced.clone().filter(|_| !typed) {
                self.say(&why)?;
                self.play(mv, Actor::Rules)?;
                continue;
            }
            if !self.human(side) {
                let choice = self.table.opponent(self.opts.level);
                let words = self.table.state().move_words(&choice.mv);
                self.say(
                    &Message::new("play-engine-move")
                        .side_arg("side", side)
                        .msg("move", words),
                )?;
                self.play(choice.mv, Actor::Engine)?;
                continue;
            }
            if let Some(end) = self.human_turn(input, forced.map(|(_, why)| why))? {
                return Ok(end);
            }
        }
    }
}

/// The result word and the resigning side of a session's end.
fn result_of<G: Playable>(outcome: Outcome, end: End) -> (&'static str, Option<&'static str>) {
    match end {
        End::Resigned(side) => {
            let sides = G::KIND.sides();
            let winner = if side == sides[0] { sides[1] } else { sides[0] };
            (winner, Some(side))
        }
        _ => (outcome_word(outcome), None),
    }
}

/// `play-save-failed` for an output error.
fn save_failed(e: &OutputError) -> Message {
    match e {
        OutputError::Io { source, .. } => Message::new("play-save-failed")
            .text("path", display_path(e.path()))
            .msg("detail", crate::os_error::io_error(source)),
        _ => Message::new("play-save-exists").text("path", display_path(e.path())),
    }
}

/// Plays a game of `G` on standard input and output.
pub fn run<G: Playable>(
    opts: &PlayOptions,
    loc: &Localiser,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Played, PlayError> {
    let mut s = Session::<G> {
        table: Table::new(opts.seed),
        opts,
        loc,
        out,
        noted: BTreeSet::new(),
        tries: Vec::new(),
        kept_tries: Vec::new(),
        last_said: Vec::new(),
        written: BTreeSet::new(),
        recorded: None,
        record_failure: None,
        told_wide: false,
    };
    // The record's place is checked (and the file made) before the first
    // move: a bad path is refused at once, not after the game.
    s.write_record(End::Stopped)?;
    let end = s.run(input)?;
    match end {
        End::Resigned(side) => {
            let sides = G::KIND.sides();
            let winner = if side == sides[0] { sides[1] } else { sides[0] };
            s.say(
                &Message::new("play-resigned")
                    .msg("side", Message::side(side))
                    .msg("winner", Message::side(winner)),
            )?;
        }
        End::Stopped => s.say(&Message::new("play-stopped"))?,
        End::Over => {}
    }
    if end != End::Stopped {
        s.board_as(&[], None, true)?;
    }
    let mut record_error = None;
    let mut record_path = None;
    if let Some(path) = &opts.record {
        match s.write_record(end) {
            Ok(()) => {
                s.say(&Message::new("play-saved").text("path", display_path(path)))?;
                record_path = Some(path.display().to_string());
            }
            Err(error) => record_error = Some(error),
        }
    }
    let (result, resigned) = result_of::<G>(s.table.outcome(), end);
    let ending = s.table.ending().map(|m| s.loc.text(&m));
    let moves = s
        .table
        .plies()
        .iter()
        .enumerate()
        .map(|(i, p)| MoveLine {
            by: p.by,
            text: p.text.clone(),
            ply: i + 1,
            side: p.side,
        })
        .collect();
    Ok(Played {
        end,
        game: G::KIND.name(),
        seed: opts.seed,
        ending,
        result,
        resigned,
        moves,
        tries: std::mem::take(&mut s.tries),
        record: record_path,
        record_error,
    })
}
