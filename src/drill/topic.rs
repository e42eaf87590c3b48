//! The drill topics: for each game, the rules its guide stresses.

use std::fmt;

use crate::game_api::GameKind;

/// One theme of drills. Each belongs to one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Topic {
    /// Aeroplane: only a 6 takes a plane out of its base.
    ExitSix,
    /// Aeroplane: a plane reaches the goal only by the exact count.
    ExactArrival,
    /// Aeroplane: landing on opponents sends them back, except on safe squares.
    CaptureSafe,
    /// Aeroplane: the die values that capture a given plane.
    CaptureRolls,
    /// Aeroplane: the third 6 in a row is cancelled.
    ThirdSix,
    /// Aeroplane: a square of one's own colour gives no jump.
    NoColourJump,
    /// Chinese checkers: a step to a neighbour, or jumps over pieces.
    StepJump,
    /// Chinese checkers: chains of jumps that change direction.
    ChainTurn,
    /// Chinese checkers: jumped pieces stay.
    NoCapture,
    /// Chinese checkers: the target camp (leaving it, filling it).
    TargetCamp,
    /// Chinese checkers: the least number of moves for one piece.
    Distance,
    /// Dominoes: each tile of a hand as left, right, both or none.
    Classify,
    /// Dominoes: the end chosen for a tile changes the open values.
    BothEnds,
    /// Dominoes: drawing until a tile fits, leaving two in the boneyard.
    DrawUntilPlayable,
    /// Dominoes: passing only when nothing fits and two tiles are left.
    Pass,
    /// Dominoes: a blocked game goes to the lower total.
    Blocked,
    /// Dominoes: no points are scored during play.
    NoAllFives,
    /// Hnefatafl: a soldier is taken between two hostile squares, by a move.
    SoldierCapture,
    /// Hnefatafl: the throne and the corners as hostile squares.
    ThroneCorner,
    /// Hnefatafl: the king needs four sides (or three and the empty throne).
    KingCapture,
    /// Hnefatafl: the king escapes in a corner, not on the edge.
    CornerEscape,
    /// Hnefatafl: is this move legal, and why.
    LegalMove,
}

impl Topic {
    /// Every topic, game by game.
    pub const ALL: [Topic; 22] = [
        Topic::ExitSix,
        Topic::ExactArrival,
        Topic::CaptureSafe,
        Topic::CaptureRolls,
        Topic::ThirdSix,
        Topic::NoColourJump,
        Topic::StepJump,
        Topic::ChainTurn,
        Topic::NoCapture,
        Topic::TargetCamp,
        Topic::Distance,
        Topic::Classify,
        Topic::BothEnds,
        Topic::DrawUntilPlayable,
        Topic::Pass,
        Topic::Blocked,
        Topic::NoAllFives,
        Topic::SoldierCapture,
        Topic::ThroneCorner,
        Topic::KingCapture,
        Topic::CornerEscape,
        Topic::LegalMove,
    ];

    /// The name used on the command line, in ids and file names.
    pub fn name(self) -> &'static str {
        match self {
            Topic::ExitSix => "exit-six",
            Topic::ExactArrival => "exact-arrival",
            Topic::CaptureSafe => "capture-safe",
            Topic::CaptureRolls => "capture-rolls",
            Topic::ThirdSix => "third-six",
            Topic::NoColourJump => "no-colour-jump",
            Topic::StepJump => "step-jump",
            Topic::ChainTurn => "chain-turn",
            Topic::NoCapture => "no-capture",
            Topic::TargetCamp => "target-camp",
            Topic::Distance => "distance",
            Topic::Classify => "classify",
            Topic::BothEnds => "both-ends",
            Topic::DrawUntilPlayable => "draw-until-playable",
            Topic::Pass => "pass",
            Topic::Blocked => "blocked",
            Topic::NoAllFives => "no-all-fives",
            Topic::SoldierCapture => "soldier-capture",
            Topic::ThroneCorner => "throne-corner",
            Topic::KingCapture => "king-capture",
            Topic::CornerEscape => "corner-escape",
            Topic::LegalMove => "legal-move",
        }
    }

    /// The game the topic belongs to.
    pub fn game(self) -> GameKind {
        use Topic::*;
        match self {
            ExitSix | ExactArrival | CaptureSafe | CaptureRolls | ThirdSix | NoColourJump => {
                GameKind::Aeroplane
            }
            StepJump | ChainTurn | NoCapture | TargetCamp | Distance => GameKind::ChineseCheckers,
            Classify | BothEnds | DrawUntilPlayable | Pass | Blocked | NoAllFives => {
                GameKind::Dominoes
            }
            SoldierCapture | ThroneCorner | KingCapture | CornerEscape | LegalMove => {
                GameKind::Hnefatafl
            }
        }
    }

    /// The topics of a game, in teaching order.
    pub fn of(game: GameKind) -> Vec<Topic> {
        Topic::ALL
            .into_iter()
            .filter(|t| t.game() == game)
            .collect()
    }

    /// Reads a topic name of `game`.
    pub fn parse(game: GameKind, name: &str) -> Option<Topic> {
        Topic::of(game)
            .into_iter()
            .find(|t| t.name() == name.trim())
    }

    /// The Fluent id of the topic's name (`drill-topic-<name>`).
    pub fn label_id(self) -> String {
        format!("drill-topic-{}", self.name())
    }
}

impl fmt::Display for Topic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_topics_and_names_are_unique() {
        for game in GameKind::ALL {
            assert!(Topic::of(game).len() >= 5, "{game}");
        }
        let mut names: Vec<&str> = Topic::ALL.iter().map(|t| t.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Topic::ALL.len());
        assert_eq!(
            Topic::parse(GameKind::Hnefatafl, "king-capture"),
            Some(Topic::KingCapture)
        );
        assert_eq!(Topic::parse(GameKind::Dominoes, "king-capture"), None);
    }
}
