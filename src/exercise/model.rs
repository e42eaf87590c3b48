//! A loaded exercise: a valid position, its questions, and where its texts are.

use toml::Spanned;

use super::source::{LineCol, Source};
use crate::game_api::{Ask, GameAdapter, GameKind, Position, Span, Trap};
use crate::i18n::Lang;
use crate::message::Message;

/// One `[[question]]` of an exercise.
#[derive(Clone, Debug)]
pub struct QuestionSpec {
    /// Its number, from 1, in file order.
    pub number: usize,
    /// What is asked, with its parameters.
    pub ask: Ask,
    /// The author's answer as written, if any (`verify` checks it).
    pub answer: Option<Spanned<String>>,
    /// Traps the question is built to catch, where the file names them.
    pub traps: Vec<Spanned<Trap>>,
    /// The question's table in the file.
    pub span: Span,
}

/// Where an exercise's title, prompts, explanation and hint come from.
#[derive(Clone, Debug)]
pub enum Texts {
    /// Built-in catalogue: ids `<prefix>-title`, `<prefix>-q1`, `<prefix>-explain`,
    /// `<prefix>-hint` in the embedded locales.
    Catalogue {
        /// `ex-<game>-<name>`.
        prefix: String,
    },
    /// A teacher's file with Fluent files beside it (`name.fr.ftl`…), ids
    /// `title`, `q1`…, `explain`, `hint`.
    Files(Vec<TextFile>),
    /// No texts: prompts are phrased from the questions.
    None,
}

/// One of a teacher's Fluent files (`name.fr.ftl`).
#[derive(Clone, Debug)]
pub struct TextFile {
    /// Its language.
    pub lang: Lang,
    /// Its path, as shown in messages.
    pub label: String,
    /// Its text (empty when it cannot be read).
    pub text: String,
    /// Why it cannot be read (not UTF-8, too large, no permission…), and
    /// where when the reason is in the text: the file is reported, not
    /// silently left out (review R12).
    pub unreadable: Option<(Message, Option<LineCol>)>,
}

/// A parsed exercise whose position is valid.
pub struct Exercise {
    /// Catalogue id (`hnefatafl/edge-not-corner`) or the file path.
    pub id: String,
    /// The file, for locating problems.
    pub source: Source,
    /// The game.
    pub game: GameKind,
    /// The game's adapter (question table, answer reading).
    pub adapter: &'static dyn GameAdapter,
    /// 1 understand the rules, 2 compare moves, 3 review.
    pub level: u8,
    /// Free tags.
    pub tags: Vec<String>,
    /// The validated position.
    pub position: Box<dyn Position>,
    /// The questions, in order.
    pub questions: Vec<QuestionSpec>,
    /// Where the texts come from.
    pub texts: Texts,
    /// The languages its texts are written in (`langs = ["fr"]`; all three
    /// when the file does not say): `verify` asks for texts only in these.
    pub langs: Vec<Lang>,
}

impl Exercise {
    /// The Fluent id of a text part (`title`, `q2`, `explain`, `hint`), if
    /// this exercise has texts at all.
    pub fn text_id(&self, part: &str) -> Option<String> {
        match &self.texts {
            Texts::Catalogue { prefix } => Some(format!("{prefix}-{part}")),
            Texts::Files(_) => Some(part.to_string()),
            Texts::None => None,
        }
    }

    /// Extra Fluent sources for `lang` (a teacher's texts), if any.
    pub fn extra_sources(&self, lang: Lang) -> Vec<String> {
        match &self.texts {
            Texts::Files(files) => files
                .iter()
                .filter(|f| f.lang == lang)
                .map(|f| f.text.clone())
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The question with number `n` (from 1).
    pub fn question(&self, n: usize) -> Option<&QuestionSpec> {
        self.questions.iter().find(|q| q.number == n)
    }
}
