//! The words a learner may type instead of an answer during practice.

use crate::exercise::normalise;

/// A practice command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Show a hint.
    Hint,
    /// Skip to the next exercise.
    Skip,
    /// Save and stop.
    Quit,
}

const WORDS: &[(Command, &[&str])] = &[
    (
        Command::Hint,
        &["hint", "?", "indice", "aide", "подсказка", "помощь"],
    ),
    (
        Command::Skip,
        &["skip", "next", "passer", "suivant", "пропустить", "дальше"],
    ),
    (
        Command::Quit,
        &["quit", "exit", "q", "quitter", "sortir", "выход", "выйти"],
    ),
];

/// The command typed, if the line is one.
pub fn command(line: &str) -> Option<Command> {
    let norm = normalise(line);
    WORDS
        .iter()
        .find(|(_, words)| words.contains(&norm.as_str()))
        .map(|(c, _)| *c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_in_three_languages() {
        assert_eq!(command(" Indice "), Some(Command::Hint));
        assert_eq!(command("ПРОПУСТИТЬ"), Some(Command::Skip));
        assert_eq!(command("quit"), Some(Command::Quit));
        assert_eq!(command("a6"), None);
    }
}
