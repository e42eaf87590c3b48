//! An [`Answer`] in the learner's language.

use crate::game_api::{Answer, Ask, GameAdapter};
use crate::i18n::Localiser;

/// The answer as a learner would write it in the localiser's language.
pub fn answer_text(
    answer: &Answer,
    ask: &Ask,
    adapter: &dyn GameAdapter,
    loc: &Localiser,
) -> String {
    loc.text(&answer.message(ask, adapter))
}
