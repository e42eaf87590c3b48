//! Making drills: a seeded run of positions reached by random play, one
//! question each, kept only when the filters accept it, then proved once more
//! as an ordinary exercise.

use std::fmt;

use super::draft::Draft;
use super::rng::{DrillRng, drill_seed};
use super::topic::Topic;
use super::write::{Origin, ftl_text, toml_text};
use super::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use crate::exercise::{self, Exercise, LoadError, Source, TextFile, Texts};
use crate::game_api::{Answer, GameKind, Status};
use crate::i18n::{Lang, Localiser};
use crate::message::Message;

/// Levels: 1 sparse positions and direct questions, 3 dense positions and
/// deeper questions.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=3;

/// Positions tried for one drill before giving up (the tests check that no
/// topic comes near it).
const ATTEMPTS: usize = 2_000;

/// What determines a drill entirely: the same id gives the same drill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrillId {
    /// The topic (and so the game).
    pub topic: Topic,
    /// 1–3.
    pub level: u8,
    /// The drill's own seed.
    pub seed: u64,
}

impl DrillId {
    /// The game.
    pub fn game(&self) -> GameKind {
        self.topic.game()
    }

    /// Reads an id written by `Display` (`drill/<game>/<topic>/<level>/<seed>`).
    pub fn parse(text: &str) -> Option<DrillId> {
        let mut parts = text.trim().split('/');
        if parts.next()? != "drill" {
            return None;
        }
        let game = GameKind::parse(parts.next()?)?;
        let topic = Topic::parse(game, parts.next()?)?;
        let level: u8 = parts.next()?.parse().ok()?;
        let seed: u64 = parts.next()?.parse().ok()?;
        (parts.next().is_none() && LEVELS.contains(&level)).then_some(DrillId {
            topic,
            level,
            seed,
        })
    }
}

impl fmt::Display for DrillId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "drill/{}/{}/{}/{}",
            self.game(),
            self.topic,
            self.level,
            self.seed
        )
    }
}

/// What a run of drills asks for.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The game.
    pub game: GameKind,
    /// One topic, or every topic of the game in turn.
    pub topic: Option<Topic>,
    /// 1–3.
    pub level: u8,
    /// The run's seed.
    pub seed: u64,
    /// How many drills.
    pub count: usize,
}

impl Plan {
    /// The id of drill number `index` (from 0): without a topic, the game's
    /// topics come in turn, starting from one chosen by the seed.
    pub fn id(&self, index: usize) -> DrillId {
        let topic = self.topic.unwrap_or_else(|| {
            let topics = Topic::of(self.game);
            let start = DrillRng::new(self.seed).below(topics.len());
            topics[(start + index) % topics.len()]
        });
        DrillId {
            topic,
            level: self.level,
            seed: drill_seed(self.seed, index as u64),
        }
    }

    /// Every id of the run.
    pub fn ids(&self) -> Vec<DrillId> {
        (0..self.count).map(|i| self.id(i)).collect()
    }
}

/// A drill: its id, its place in the run and its proved question.
#[derive(Clone, Debug)]
pub struct Drill {
    /// What made it.
    pub id: DrillId,
    /// Its number in the run, from 1 (in the exported file name).
    pub number: usize,
    /// The position, the question, the answer, the traps and the texts.
    pub draft: Draft,
}

/// Positions a drill tries for the answer class it aims at before it aims
/// at the next one.
const AIM_TRIES: usize = 32;

/// The class of an answer, for spreading answers out, and how many classes
/// answers of its shape have: yes or no; an empty set, one item, several; a
/// number (0 to 5, or more); a side; a result (going on, a side has won, a
/// draw). Answers of other shapes (a square, open ends, a classification)
/// are varied enough as they are.
fn answer_class(answer: &Answer) -> Option<(usize, usize)> {
    Some(match answer {
        Answer::YesNo(b) => (usize::from(*b), 2),
        Answer::Set(items) => (items.len().min(2), 3),
        Answer::Number(n) => ((*n as usize).min(5), 6),
        Answer::Distance(Some(n)) => ((*n as usize).min(5), 7),
        Answer::Distance(None) => (6, 7),
        Answer::Side(side) => (side_class(side), 2),
        Answer::Status(Status::Ongoing) => (0, 4),
        Answer::Status(Status::Won(side)) => (1 + side_class(side), 4),
        Answer::Status(Status::Draw) => (3, 4),
        _ => return None,
    })
}

fn side_class(side: &str) -> usize {
    match side {
        "red" | "black" => 0,
        _ => 1,
    }
}

/// The answer classes a drill aims at, in the order its seed gives them:
/// after `AIM_TRIES` drafts without the class aimed at, the next; when all
/// are spent, any answer.
struct Aim {
    order: Vec<usize>,
    /// The shape of the drill's first draft: a topic that asks two kinds of
    /// question keeps the kind its first draft drew for a round of
    /// [`AIM_TRIES`], so that a kind whose aimed class is rare is not at
    /// once replaced by the other kind (which would leave that kind with its
    /// common answers only).
    shape: Option<usize>,
    /// Drafts seen, per shape of answer (its number of classes): a topic
    /// that asks two kinds of question aims at each on its own.
    tries: [usize; 8],
    /// The shape of the last draft, for [`Aim::spend`].
    last: usize,
}

impl Aim {
    fn new(seed: u64) -> Aim {
        let mut order: Vec<usize> = (0..8).collect();
        DrillRng::new(seed ^ 0x00A1_5EED_0FC1_A55E).shuffle(&mut order);
        Aim {
            order,
            shape: None,
            tries: [0; 8],
            last: 0,
        }
    }

    fn accepts(&mut self, answer: &Answer) -> bool {
        let (class, classes) = answer_class(answer).unwrap_or((0, 1));
        let shape = *self.shape.get_or_insert(classes);
        if classes != shape {
            // Another kind of question: refused during the first kind's
            // first round, then judged as its own kind (a topic whose
            // drafts are rare must still give a drill).
            let round = self.tries[shape] / AIM_TRIES;
            self.tries[shape] += 1;
            if round == 0 {
                return false;
            }
        }
        self.last = classes;
        let round = self.tries[classes] / AIM_TRIES;
        self.tries[classes] += 1;
        match self.wanted(classes, round) {
            Some(want) => class == want,
            None => true,
        }
    }

    /// The class aimed at in `round` among answers of `classes` classes, or
    /// `None` when every round is spent.
    fn wanted(&self, classes: usize, round: usize) -> Option<usize> {
        // A set (none, one item, several): when the class aimed at does not
        // come, the next one down (several, then one, then none), so that a
        // class the topic rarely gives (several items) hands its turn to
        // one item as often as to the usual empty answer. Other shapes take
        // the classes in the seed's order.
        if classes == 3 {
            let first = self.order.iter().copied().find(|c| *c < classes);
            first.and_then(|c| c.checked_sub(round))
        } else {
            self.order
                .iter()
                .copied()
                .filter(|c| *c < classes)
                .nth(round)
        }
    }

    /// The class aimed at could not be proved this time: try it less.
    fn spend(&mut self) {
        self.tries[self.last] += AIM_TRIES / 4;
    }
}

/// Why no drill could be made.
#[derive(Debug, thiserror::Error)]
#[error("no drill question found for {0} after {ATTEMPTS} positions")]
pub struct NoDrill(pub DrillId);

/// One attempt of a topic on one position reached by play.
fn attempt(id: &DrillId, rng: &mut DrillRng) -> Option<Draft> {
    match id.game() {
        GameKind::Aeroplane => aeroplane::draft(id.topic, id.level, rng),
        GameKind::ChineseCheckers => chinese_checkers::draft(id.topic, id.level, rng),
        GameKind::Dominoes => dominoes::draft(id.topic, id.level, rng),
        GameKind::Hnefatafl => hnefatafl::draft(id.topic, id.level, rng),
    }
}

impl Drill {
    /// Makes the drill of `id`, number `number` in its run.
    pub fn make(id: DrillId, number: usize) -> Result<Drill, NoDrill> {
        let mut rng = DrillRng::new(id.seed);
        // The answer's class the drill aims at, chosen by its seed, so that
        // over a run the answers of a kind of question spread out instead of
        // teaching a pattern ("none", "no", "0"). A class that the topic does
        // not produce within a few positions gives way to the next.
        let mut aim = Aim::new(id.seed);
        let mut spare = None;
        for _ in 0..ATTEMPTS {
            let Some(draft) = attempt(&id, &mut rng) else {
                continue;
            };
            if !aim.accepts(&draft.answer) {
                // Kept in case no draft of the classes aimed at comes: a
                // topic whose positions are rare still gives a drill.
                spare.get_or_insert(draft);
                continue;
            }
            let drill = Drill { id, number, draft };
            if drill.proved() {
                return Ok(drill);
            }
            // A draft that fails its proof spends the class's turn.
            aim.spend();
        }
        if let Some(draft) = spare {
            let drill = Drill { id, number, draft };
            if drill.proved() {
                return Ok(drill);
            }
        }
        Err(NoDrill(id))
    }

    /// The proof as an ordinary exercise: `verify` (without texts) finds no
    /// problem — the position is valid, the recorded answer is the engine's,
    /// every declared trap changes it.
    fn proved(&self) -> bool {
        let label = self.id.to_string();
        exercise::verify(&label, Source::new(&label, self.toml()), Texts::None).is_empty()
    }

    /// The exercise file (TOML, format 1).
    pub fn toml(&self) -> String {
        let origin = Origin {
            game: self.id.game().name(),
            topic: self.id.topic.name(),
            level: self.id.level,
            seed: self.id.seed,
        };
        toml_text(&origin, &self.draft)
    }

    /// The title message: the topic, never a number (it could be read as
    /// the answer).
    pub fn title(&self) -> Message {
        Message::new("drill-title").msg("topic", Message::new(self.id.topic.label_id()))
    }

    /// The texts in one language, as a Fluent file (`title`, `q1`, `explain`,
    /// `hint`), every sentence formatted from the embedded templates.
    pub fn ftl(&self, lang: Lang) -> String {
        let loc = Localiser::new(lang);
        let explain: Vec<String> = self.draft.explain.iter().map(|m| loc.text(m)).collect();
        let hint = Message::new(format!("drill-hint-{}", self.id.topic.name()));
        ftl_text(&[
            ("title", loc.text(&self.title())),
            ("q1", loc.text(&self.draft.prompt)),
            ("explain", explain.join(" ")),
            ("hint", loc.text(&hint)),
        ])
    }

    /// The drill as an exercise, with its texts in `langs`; `label` is its id
    /// (or the file it was written to).
    pub fn exercise(&self, label: &str, langs: &[Lang]) -> Result<Exercise, LoadError> {
        let texts = Texts::Files(
            langs
                .iter()
                .map(|&lang| TextFile {
                    unreadable: None,
                    lang,
                    label: format!("{}.{}.ftl", label.trim_end_matches(".toml"), lang.code()),
                    text: self.ftl(lang),
                })
                .collect(),
        );
        exercise::load(label, Source::new(label, self.toml()), texts)
    }

    /// The file name (without extension) in an export: `<game>-<nnn>-<topic>`.
    pub fn file_stem(&self) -> String {
        format!(
            "{}-{:03}-{}",
            self.id.game(),
            self.number,
            self.id.topic.name()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back() {
        let id = DrillId {
            topic: Topic::KingCapture,
            level: 2,
            seed: 12345,
        };
        assert_eq!(id.to_string(), "drill/hnefatafl/king-capture/2/12345");
        assert_eq!(DrillId::parse(&id.to_string()), Some(id));
        assert_eq!(DrillId::parse("drill/hnefatafl/classify/2/1"), None);
        assert_eq!(DrillId::parse("drill/hnefatafl/king-capture/4/1"), None);
    }

    #[test]
    fn a_plan_without_topic_goes_through_every_topic() {
        let plan = Plan {
            game: GameKind::Dominoes,
            topic: None,
            level: 1,
            seed: 9,
            count: 6,
        };
        let mut topics: Vec<Topic> = plan.ids().iter().map(|i| i.topic).collect();
        topics.sort();
        assert_eq!(topics, Topic::of(GameKind::Dominoes));
        assert_eq!(plan.id(3), plan.id(3));
        assert_ne!(plan.id(3).seed, plan.id(4).seed);
    }
}
