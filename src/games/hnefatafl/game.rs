//! The game state, move legality, move generation and the effects of a move.
//!
//! Pure engine: typed moves, reasons and events, no text. A move is first
//! checked ([`Game::check`], which returns a [`ValidMove`] proof), then played
//! ([`Game::play`], which returns the new state and the [`Events`]).
//!
//! Decisions beyond rules.md:
//! - The king is captured only when the attacker that just arrived is one of
//!   the enclosing pieces; a king who walks into a ring is safe until an
//!   attacker leaves and comes back (like a soldier between two enemies).
//! - A capture suffix (`xd4`) and the `captured` answer include the king's
//!   square when he is taken.
//! - After the game ends (corner, capture, 100 quiet half-moves) every move is
//!   [`Illegal::GameOver`] and the move list is empty; a side to move without a
//!   legal move loses ([`Outcome::NoMoves`]).

use super::board::{
    Bitboard, CORNERS, Direction, RESTRICTED, Square, THRONE, between, direction_between,
    first_blocker, slides,
};
use super::rules::Rules;

/// Half-moves without capture after which the game is drawn.
pub const QUIET_LIMIT: u8 = 100;
/// Room for every move of one side (24 pieces × 20 destinations at most).
pub const MAX_MOVES: usize = 480;

/// The two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The attackers, who move first.
    Black,
    /// The defenders and the king.
    White,
}

impl Side {
    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    /// The rules.md name.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }

    /// Reads `black` / `white`.
    pub fn parse(text: &str) -> Option<Side> {
        match text {
            "black" => Some(Side::Black),
            "white" => Some(Side::White),
            _ => None,
        }
    }
}

/// A move: one piece from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Starting square.
    pub from: Square,
    /// Arrival square.
    pub to: Square,
}

/// A move the engine has checked: the only thing [`Game::play`] accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValidMove(Move);

impl ValidMove {
    /// The move.
    pub fn get(self) -> Move {
        self.0
    }
}

/// Why a move is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The game is already over.
    GameOver,
    /// No piece on the starting square.
    NoPiece {
        /// The empty square.
        square: Square,
    },
    /// The piece belongs to the side not to move.
    NotYourPiece {
        /// The piece's square.
        square: Square,
        /// Whose piece it is.
        owner: Side,
    },
    /// Start and arrival are the same square.
    SameSquare {
        /// The square.
        square: Square,
    },
    /// Start and arrival share no rank or file.
    NotStraight {
        /// Start.
        from: Square,
        /// Arrival.
        to: Square,
    },
    /// A piece stands on the way.
    PathBlocked {
        /// Start.
        from: Square,
        /// Arrival.
        to: Square,
        /// The first occupied square on the way.
        at: Square,
    },
    /// The arrival square is occupied.
    DestinationOccupied {
        /// The occupied square.
        to: Square,
    },
    /// A soldier may not stop on the throne.
    ThroneReserved {
        /// The throne.
        to: Square,
    },
    /// A soldier may not stop on a corner.
    CornerReserved {
        /// The corner.
        to: Square,
    },
    /// The capture suffix does not name what the move captures.
    WrongCaptures {
        /// Squares the suffix names.
        claimed: Bitboard,
        /// Squares the move really captures.
        actual: Bitboard,
    },
}

impl Illegal {
    /// A stable kebab-case name (fixtures, JSON).
    pub fn code(&self) -> &'static str {
        match self {
            Illegal::GameOver => "game-over",
            Illegal::NoPiece { .. } => "no-piece",
            Illegal::NotYourPiece { .. } => "not-your-piece",
            Illegal::SameSquare { .. } => "same-square",
            Illegal::NotStraight { .. } => "not-straight",
            Illegal::PathBlocked { .. } => "path-blocked",
            Illegal::DestinationOccupied { .. } => "destination-occupied",
            Illegal::ThroneReserved { .. } => "throne-reserved",
            Illegal::CornerReserved { .. } => "corner-reserved",
            Illegal::WrongCaptures { .. } => "wrong-captures",
        }
    }

    /// The squares involved, in a fixed order.
    pub fn squares(&self) -> Vec<Square> {
        match *self {
            Illegal::GameOver => vec![],
            Illegal::NoPiece { square }
            | Illegal::NotYourPiece { square, .. }
            | Illegal::SameSquare { square } => vec![square],
            Illegal::NotStraight { from, to } => vec![from, to],
            Illegal::PathBlocked { at, .. } => vec![at],
            Illegal::DestinationOccupied { to }
            | Illegal::ThroneReserved { to }
            | Illegal::CornerReserved { to } => vec![to],
            Illegal::WrongCaptures { claimed, actual } => {
                let mut v = claimed.sorted_by_name();
                v.extend(actual.sorted_by_name());
                v
            }
        }
    }
}

/// What a played move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Events {
    /// The move.
    pub mv: Move,
    /// Who moved.
    pub mover: Side,
    /// Whether the king moved.
    pub king_moved: bool,
    /// Enemy soldiers captured (custodian and shield-wall captures).
    pub captured: Bitboard,
    /// The moved soldier, if it was taken on arrival (`self-capture` trap).
    pub self_captured: Option<Square>,
    /// The king was captured (black wins).
    pub king_captured: bool,
    /// The king reached an escape square (white wins).
    pub escaped: bool,
    /// The quiet counter after the move.
    pub quiet: u8,
}

impl Events {
    /// Every square whose piece left the board (king included).
    pub fn removed(&self, king: Square) -> Bitboard {
        let mut r = self.captured;
        if let Some(s) = self.self_captured {
            r.insert(s);
        }
        if self.king_captured {
            r.insert(king);
        }
        r
    }
}

/// How the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Play goes on.
    Ongoing,
    /// The king is on an escape square: white wins.
    Escaped,
    /// The king was captured: black wins.
    KingCaptured,
    /// 100 half-moves without capture: draw.
    QuietDraw,
    /// The side to move has no legal move and loses.
    NoMoves(Side),
}

impl Outcome {
    /// `None` while ongoing; `Some(None)` for a draw; `Some(Some(side))` for a win.
    pub fn winner(self) -> Option<Option<Side>> {
        match self {
            Outcome::Ongoing => None,
            Outcome::Escaped => Some(Some(Side::White)),
            Outcome::KingCaptured => Some(Some(Side::Black)),
            Outcome::QuietDraw => Some(None),
            Outcome::NoMoves(loser) => Some(Some(loser.other())),
        }
    }
}

/// A fixed-capacity move list (no allocation).
#[derive(Clone)]
pub struct MoveList {
    buf: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveList {
    /// An empty list.
    pub fn new() -> Self {
        let zero = Square::from_index(0);
        Self {
            buf: [Move {
                from: zero,
                to: zero,
            }; MAX_MOVES],
            len: 0,
        }
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    fn push(&mut self, mv: Move) {
        self.buf[self.len] = mv;
        self.len += 1;
    }

    /// The moves.
    pub fn as_slice(&self) -> &[Move] {
        &self.buf[..self.len]
    }

    /// The moves, mutable (for ordering).
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.buf[..self.len]
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there is no move.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// A validated game state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    black: Bitboard,
    white: Bitboard,
    king: Square,
    turn: Side,
    quiet: u8,
    king_captured: bool,
}

/// The Fetlar starting attackers.
pub const START_ATTACKERS: [&str; 24] = [
    "d1", "e1", "f1", "g1", "h1", "f2", "d11", "e11", "f11", "g11", "h11", "f10", "a4", "a5", "a6",
    "a7", "a8", "b6", "k4", "k5", "k6", "k7", "k8", "j6",
];
/// The Fetlar starting defenders.
pub const START_DEFENDERS: [&str; 12] = [
    "f4", "e5", "f5", "g5", "d6", "e6", "g6", "h6", "e7", "f7", "g7", "f8",
];

impl Game {
    /// Builds a state from its parts. The caller (setup validation) guarantees a
    /// sensible position: disjoint sets, no soldier on a restricted square.
    pub fn from_parts(
        black: Bitboard,
        white: Bitboard,
        king: Square,
        turn: Side,
        quiet: u8,
    ) -> Game {
        Game {
            black,
            white,
            king,
            turn,
            quiet: quiet.min(QUIET_LIMIT),
            king_captured: false,
        }
    }

    /// The Fetlar starting position.
    pub fn start() -> Game {
        let parse = |names: &[&str]| {
            let mut b = Bitboard::EMPTY;
            for n in names {
                if let Some(s) = Square::parse(n) {
                    b.insert(s);
                }
            }
            b
        };
        Game::from_parts(
            parse(&START_ATTACKERS),
            parse(&START_DEFENDERS),
            THRONE,
            Side::Black,
            0,
        )
    }

    /// The attackers.
    pub fn black(&self) -> Bitboard {
        self.black
    }
    /// The defenders (the king excluded).
    pub fn white(&self) -> Bitboard {
        self.white
    }
    /// The king's square (his last square if captured).
    pub fn king(&self) -> Square {
        self.king
    }
    /// Side to move.
    pub fn turn(&self) -> Side {
        self.turn
    }
    /// Half-moves since the last capture.
    pub fn quiet(&self) -> u8 {
        self.quiet
    }
    /// Whether the king has been captured.
    pub fn king_captured(&self) -> bool {
        self.king_captured
    }

    fn king_bb(&self) -> Bitboard {
        if self.king_captured {
            Bitboard::EMPTY
        } else {
            self.king.bb()
        }
    }

    /// The same position with `side` to move (search: "what if it were
    /// the other side's turn").
    pub(crate) fn with_turn(mut self, side: Side) -> Game {
        self.turn = side;
        self
    }

    /// Every occupied square.
    pub fn occupied(&self) -> Bitboard {
        self.black | self.white | self.king_bb()
    }

    /// Pieces of a side (the king counts for white).
    pub fn pieces(&self, side: Side) -> Bitboard {
        match side {
            Side::Black => self.black,
            Side::White => self.white | self.king_bb(),
        }
    }

    /// Who owns the piece on `sq`, if any.
    pub fn owner(&self, sq: Square) -> Option<Side> {
        if self.black.contains(sq) {
            Some(Side::Black)
        } else if self.pieces(Side::White).contains(sq) {
            Some(Side::White)
        } else {
            None
        }
    }

    /// Whether `sq` is hostile to a soldier of side `victim`.
    fn hostile_to(&self, victim: Side, sq: Square) -> bool {
        if self.pieces(victim.other()).contains(sq) || CORNERS.contains(sq) {
            return true;
        }
        sq == THRONE
            && match victim {
                Side::Black => true,
                Side::White => self.king_captured || self.king != THRONE,
            }
    }

    /// The squares [`Self::hostile_to`] a soldier of side `victim`.
    fn hostile_squares(&self, victim: Side) -> Bitboard {
        let mut hostile = self.pieces(victim.other()) | CORNERS;
        if victim == Side::Black || self.king_captured || self.king != THRONE {
            hostile.insert(THRONE);
        }
        hostile
    }

    /// The finished state, not counting a side left without moves.
    pub(crate) fn ended(&self, rules: &Rules) -> Option<Outcome> {
        if self.king_captured {
            Some(Outcome::KingCaptured)
        } else if rules.escape_squares().contains(self.king) {
            Some(Outcome::Escaped)
        } else if self.quiet >= QUIET_LIMIT {
            Some(Outcome::QuietDraw)
        } else {
            None
        }
    }

    /// Ongoing, won or drawn.
    pub fn status(&self, rules: &Rules) -> Outcome {
        if let Some(end) = self.ended(rules) {
            return end;
        }
        if self.has_move() {
            Outcome::Ongoing
        } else {
            Outcome::NoMoves(self.turn)
        }
    }

    /// Squares a piece on `from` could reach (regardless of whose turn it is).
    pub fn targets(&self, from: Square) -> Bitboard {
        let t = slides(from, self.occupied());
        if from != self.king || self.king_captured {
            t & !RESTRICTED
        } else {
            t
        }
    }

    fn has_move(&self) -> bool {
        self.pieces(self.turn)
            .iter()
            .any(|s| !self.targets(s).is_empty())
    }

    /// Escape squares the king can reach in one move, whoever is to move.
    pub fn king_routes(&self, rules: &Rules) -> Bitboard {
        if self.king_captured {
            return Bitboard::EMPTY;
        }
        self.targets(self.king) & rules.escape_squares()
    }

    /// The legal moves of the side to move (none once the game is over).
    pub fn legal_moves(&self, rules: &Rules, list: &mut MoveList) {
        list.clear();
        if self.ended(rules).is_some() {
            return;
        }
        // by square, then destination (the search's move order relies on it)
        let occ = self.occupied();
        for from in self.pieces(self.turn).iter() {
            let mut to = slides(from, occ);
            if from != self.king {
                to &= !RESTRICTED;
            }
            for to in to.iter() {
                list.push(Move { from, to });
            }
        }
    }

    /// Checks a move for the side to move.
    pub fn check(&self, rules: &Rules, mv: Move) -> Result<ValidMove, Illegal> {
        if self.ended(rules).is_some() {
            return Err(Illegal::GameOver);
        }
        let Move { from, to } = mv;
        let Some(owner) = self.owner(from) else {
            return Err(Illegal::NoPiece { square: from });
        };
        if owner != self.turn {
            return Err(Illegal::NotYourPiece {
                square: from,
                owner,
            });
        }
        if from == to {
            return Err(Illegal::SameSquare { square: from });
        }
        let Some(d) = direction_between(from, to) else {
            return Err(Illegal::NotStraight { from, to });
        };
        let occ = self.occupied();
        if let Some(at) = first_blocker(from, d, between(from, to) & occ) {
            return Err(Illegal::PathBlocked { from, to, at });
        }
        if occ.contains(to) {
            return Err(Illegal::DestinationOccupied { to });
        }
        if from != self.king {
            if to == THRONE {
                return Err(Illegal::ThroneReserved { to });
            }
            if CORNERS.contains(to) {
                return Err(Illegal::CornerReserved { to });
            }
        }
        Ok(ValidMove(mv))
    }

    /// Checks a move and, if `claimed` is given, that it captures exactly those squares.
    pub fn play_checked(
        &self,
        rules: &Rules,
        mv: Move,
        claimed: Option<Bitboard>,
    ) -> Result<(Game, Events), Illegal> {
        let valid = self.check(rules, mv)?;
        let (next, events) = self.play(rules, valid);
        if let Some(claimed) = claimed {
            let actual = events.removed(self.king);
            if claimed != actual {
                return Err(Illegal::WrongCaptures { claimed, actual });
            }
        }
        Ok((next, events))
    }

    /// Plays a checked move.
    pub fn play(&self, rules: &Rules, mv: ValidMove) -> (Game, Events) {
        self.apply(rules, mv.0)
    }

    /// Plays a move known to be legal (generated by [`Game::legal_moves`]).
    pub(crate) fn apply(&self, rules: &Rules, mv: Move) -> (Game, Events) {
        let mover = self.turn;
        let enemy = mover.other();
        let mut g = *self;
        let Move { from, to } = mv;
        let king_moved = from == self.king && !self.king_captured;
        if king_moved {
            g.king = to;
        } else if mover == Side::Black {
            g.black.remove(from);
            g.black.insert(to);
        } else {
            g.white.remove(from);
            g.white.insert(to);
        }

        let enemy_soldiers = match enemy {
            Side::Black => g.black,
            Side::White => g.white,
        };
        // an enemy soldier next to `to` is taken when the square beyond him,
        // away from `to`, is hostile to him
        let mut captured = Bitboard::EMPTY;
        let next_to = to.bb().neighbours() & enemy_soldiers;
        if !next_to.is_empty() {
            let hostile = g.hostile_squares(enemy);
            for d in Direction::ALL {
                captured |= to.bb().shift(d) & next_to & hostile.shift(d.opposite());
            }
        }
        if rules.shieldwall && to.is_edge() {
            captured |= g.shieldwall(to, mover);
        }
        match enemy {
            Side::Black => g.black &= !captured,
            Side::White => g.white &= !captured,
        }

        let mut king_captured = false;
        if mover == Side::Black && g.king_taken(rules, to) {
            g.king_captured = true;
            king_captured = true;
        }

        let mut self_captured = None;
        if rules.self_capture && !king_moved {
            let between_enemies = [Direction::North, Direction::East].into_iter().any(|d| {
                let a = to.step(d);
                let b = to.step(d.opposite());
                matches!((a, b), (Some(a), Some(b)) if g.hostile_to(mover, a) && g.hostile_to(mover, b))
            });
            if between_enemies {
                match mover {
                    Side::Black => g.black.remove(to),
                    Side::White => g.white.remove(to),
                }
                self_captured = Some(to);
            }
        }

        let any_capture = !captured.is_empty() || king_captured || self_captured.is_some();
        g.quiet = if any_capture {
            0
        } else {
            (self.quiet + 1).min(QUIET_LIMIT)
        };
        g.turn = enemy;
        let escaped = king_moved && rules.escape_squares().contains(to);
        let events = Events {
            mv,
            mover,
            king_moved,
            captured,
            self_captured,
            king_captured,
            escaped,
            quiet: g.quiet,
        };
        (g, events)
    }

    /// Whether the king is taken after a black piece arrived on `to`.
    fn king_taken(&self, rules: &Rules, to: Square) -> bool {
        if self.king_captured {
            return false;
        }
        let king = self.king;
        let Some(dir) = Direction::ALL
            .into_iter()
            .find(|&d| to.step(d) == Some(king))
        else {
            return false;
        };
        if rules.weak_king
            && king.step(dir).is_some_and(|far| {
                self.black.contains(far) || CORNERS.contains(far) || far == THRONE
            })
        {
            return true;
        }
        if king.is_edge() {
            return false;
        }
        Direction::ALL.into_iter().all(|d| {
            king.step(d)
                .is_some_and(|n| self.black.contains(n) || n == THRONE)
        })
    }

    /// Shield-wall captures made by the piece that arrived on the edge square `to`.
    ///
    /// A corner lies on two edges (only the king arrives there): rows along
    /// both are looked at.
    fn shieldwall(&self, to: Square, mover: Side) -> Bitboard {
        let by_rank = match to.rank() {
            0 => Some(Direction::North),
            10 => Some(Direction::South),
            _ => None,
        };
        let by_file = match to.file() {
            0 => Some(Direction::East),
            10 => Some(Direction::West),
            _ => None,
        };
        [by_rank, by_file]
            .into_iter()
            .flatten()
            .fold(Bitboard::EMPTY, |acc, inward| {
                acc | self.shieldwall_along(to, mover, inward)
            })
    }

    /// Shield-wall captures along the edge whose inside is towards `inward`.
    fn shieldwall_along(&self, to: Square, mover: Side, inward: Direction) -> Bitboard {
        let along = match inward {
            Direction::North | Direction::South => [Direction::East, Direction::West],
            _ => [Direction::North, Direction::South],
        };
        let own = self.pieces(mover);
        let foe = self.pieces(mover.other());
        let mut out = Bitboard::EMPTY;
        for d in along {
            let mut row = 0;
            let mut soldiers = Bitboard::EMPTY;
            let mut s = to.step(d);
            let closed = loop {
                let Some(x) = s else { break false };
                if foe.contains(x) {
                    if x != self.king || self.king_captured {
                        if !x.step(inward).is_some_and(|f| own.contains(f)) {
                            break false;
                        }
                        soldiers.insert(x);
                    }
                    row += 1;
                    s = x.step(d);
                } else {
                    break own.contains(x) || CORNERS.contains(x);
                }
            };
            if closed && row >= 2 {
                out |= soldiers;
            }
        }
        out
    }
}
