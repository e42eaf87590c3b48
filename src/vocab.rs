//! The learner's vocabulary: every word a learner may type as an answer word or
//! a practice command, in French, Russian and English, in one place.
//!
//! `check`, `quiz`, `practice` and `ask` all read learner text through this
//! module, so a word accepted by one command is accepted by all of them.
//! Matching ignores case, Latin accents, `ё`/`е`, surrounding spaces and
//! trailing punctuation (`oui.`, `Нет!`).

use crate::game_api::{End, GameKind};

pub use crate::fold::normalise;

/// The normalised text with trailing sentence punctuation removed (`oui.`,
/// `нет!`), unless the text is nothing but punctuation (`-`, `?`).
pub fn word(text: &str) -> String {
    let norm = normalise(text);
    let trimmed = norm.trim_end_matches(['.', '!', ';', ',', '…']).trim_end();
    if trimmed.is_empty() {
        norm
    } else {
        trimmed.to_string()
    }
}

/// "Yes" in the three languages (normalised).
pub const YES: &[&str] = &["yes", "y", "true", "oui", "o", "vrai", "да", "д"];
/// "No" in the three languages (normalised).
pub const NO: &[&str] = &["no", "n", "false", "non", "faux", "нет", "н"];
/// The empty set.
pub const NONE: &[&str] = &[
    "none",
    "nothing",
    "aucun",
    "aucune",
    "rien",
    "нет",
    "ничего",
    "никакие",
    "никакой",
    "ни одного",
    "-",
    "∅",
];
/// A game still being played.
pub const ONGOING: &[&str] = &[
    "ongoing",
    "in progress",
    "en cours",
    "продолжается",
    "идет",
    "не окончена",
];
/// A drawn game.
pub const DRAW: &[&str] = &[
    "draw",
    "drawn",
    "nulle",
    "partie nulle",
    "match nul",
    "nul",
    "ничья",
];

/// Words for each side colour (normalised), singular and plural, in the
/// three languages. Which sides a game has comes from [`GameKind::sides`].
pub const SIDE_WORDS: &[(&str, &[&str])] = &[
    (
        "red",
        &[
            "red",
            "reds",
            "rouge",
            "rouges",
            "красные",
            "красный",
            "красная",
            "красных",
        ],
    ),
    (
        "yellow",
        &[
            "yellow",
            "yellows",
            "jaune",
            "jaunes",
            "желтые",
            "желтый",
            "желтая",
            "желтых",
        ],
    ),
    (
        "blue",
        &[
            "blue",
            "blues",
            "bleu",
            "bleus",
            "bleue",
            "bleues",
            "синие",
            "синий",
            "синяя",
            "синих",
        ],
    ),
    (
        "black",
        &[
            "black",
            "blacks",
            "noir",
            "noirs",
            "noire",
            "noires",
            "черные",
            "черный",
            "черная",
            "черных",
        ],
    ),
    (
        "white",
        &[
            "white",
            "whites",
            "blanc",
            "blancs",
            "blanche",
            "blanches",
            "белые",
            "белый",
            "белая",
            "белых",
        ],
    ),
];

/// Role names that stand for a side in one game only (hnefatafl's attackers
/// are black, its defenders white; in dominoes black attacks nobody).
pub const ROLE_WORDS: &[(GameKind, &str, &[&str])] = &[
    (
        GameKind::Hnefatafl,
        "black",
        &[
            "attackers",
            "attacker",
            "attaquants",
            "attaquant",
            "assaillants",
            "атакующие",
            "нападающие",
        ],
    ),
    (
        GameKind::Hnefatafl,
        "white",
        &[
            "defenders",
            "defender",
            "defenseurs",
            "defenseur",
            "защитники",
            "защита",
        ],
    ),
];

/// Words for the ends of a dominoes line.
pub const END_WORDS: &[(End, &[&str])] = &[
    (
        End::Left,
        &[
            "left",
            "gauche",
            "a gauche",
            "слева",
            "левый",
            "левая",
            "лево",
            "налево",
        ],
    ),
    (
        End::Right,
        &[
            "right",
            "droite",
            "a droite",
            "справа",
            "правый",
            "правая",
            "право",
            "направо",
        ],
    ),
    (
        End::Both,
        &[
            "both",
            "les deux",
            "deux",
            "оба",
            "обе",
            "оба конца",
            "с обеих сторон",
        ],
    ),
    (
        End::None,
        &[
            "none",
            "aucun",
            "aucune",
            "aucun bout",
            "нет",
            "никуда",
            "ни один",
            "ни к одному",
        ],
    ),
];

/// The aeroplane's two places off the ring and lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AeroPlace {
    /// The base (hangar), where planes wait for an exit roll.
    Base,
    /// The goal in the centre.
    Goal,
}

/// Words for the aeroplane's base and goal (normalised).
pub const AERO_PLACE_WORDS: &[(AeroPlace, &[&str])] = &[
    (AeroPlace::Base, &["base", "hangar", "база", "ангар"]),
    (
        AeroPlace::Goal,
        &["goal", "but", "arrivee", "centre", "финиш", "цель", "центр"],
    ),
];

/// Numbers written as words (normalised), in the three languages.
pub const NUMBER_WORDS: &[(u32, &[&str])] = &[
    (0, &["zero", "none", "aucun", "ноль", "нуль"]),
    (1, &["one", "un", "une", "один", "одна", "одно"]),
    (2, &["two", "deux", "два", "две"]),
    (3, &["three", "trois", "три"]),
    (4, &["four", "quatre", "четыре"]),
    (5, &["five", "cinq", "пять"]),
    (6, &["six", "шесть"]),
    (7, &["seven", "sept", "семь"]),
    (8, &["eight", "huit", "восемь"]),
    (9, &["nine", "neuf", "девять"]),
    (10, &["ten", "dix", "десять"]),
    (11, &["eleven", "onze", "одиннадцать"]),
    (12, &["twelve", "douze", "двенадцать"]),
    (14, &["fourteen", "quatorze", "четырнадцать"]),
    (
        24,
        &[
            "twenty-four",
            "twenty four",
            "vingt-quatre",
            "vingt quatre",
            "двадцать четыре",
        ],
    ),
    (
        28,
        &[
            "twenty-eight",
            "twenty eight",
            "vingt-huit",
            "vingt huit",
            "двадцать восемь",
        ],
    ),
];

/// A word typed instead of an answer during practice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Show a hint.
    Hint,
    /// Skip the current question (its answer is shown, it counts as missed).
    Skip,
    /// Show the answer of the current question now.
    Solution,
    /// Save and stop.
    Quit,
}

/// Practice command words.
pub const COMMAND_WORDS: &[(Command, &[&str])] = &[
    (
        Command::Hint,
        &["hint", "?", "indice", "aide", "подсказка", "помощь"],
    ),
    (
        Command::Skip,
        &["skip", "next", "passer", "suivant", "пропустить", "дальше"],
    ),
    (
        Command::Solution,
        &[
            "solution",
            "answer",
            "show answer",
            "reponse",
            "la reponse",
            "ответ",
            "решение",
            "показать ответ",
        ],
    ),
    (
        Command::Quit,
        &["quit", "exit", "q", "quitter", "sortir", "выход", "выйти"],
    ),
];

/// A word typed instead of a move while playing a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayCommand {
    /// List the legal moves (optionally of one piece).
    Moves,
    /// Suggest a good move with a short reason.
    Hint,
    /// Take back the last move (and the engine's reply).
    Undo,
    /// Give up the game.
    Resign,
    /// Write the game record.
    Save,
    /// Show the commands and the notation.
    Help,
    /// Stop without finishing.
    Quit,
}

/// Play command words. `hint` and `quit` have the practice words; no word is
/// a move of any game (`passer`, practice's skip, is a dominoes pass here,
/// so it is not a command).
pub const PLAY_WORDS: &[(PlayCommand, &[&str])] = &[
    (PlayCommand::Moves, &["moves", "coups", "ходы", "список"]),
    (
        PlayCommand::Hint,
        &["hint", "?", "indice", "aide", "подсказка", "помощь"],
    ),
    (
        PlayCommand::Undo,
        &["undo", "back", "annuler", "retour", "отменить", "назад"],
    ),
    (
        PlayCommand::Resign,
        &["resign", "abandonner", "abandon", "сдаться", "сдаюсь"],
    ),
    (
        PlayCommand::Save,
        &["save", "enregistrer", "sauver", "сохранить"],
    ),
    (
        PlayCommand::Help,
        &["help", "commandes", "справка", "команды"],
    ),
    (
        PlayCommand::Quit,
        &["quit", "exit", "q", "quitter", "sortir", "выход", "выйти"],
    ),
];

fn lookup<T: Copy>(table: &[(T, &[&str])], text: &str) -> Option<T> {
    let w = word(text);
    table
        .iter()
        .find(|(_, words)| words.contains(&w.as_str()))
        .map(|(value, _)| *value)
}

/// Reads yes or no.
pub fn yes_no(text: &str) -> Option<bool> {
    let w = word(text);
    if YES.contains(&w.as_str()) {
        Some(true)
    } else if NO.contains(&w.as_str()) {
        Some(false)
    } else {
        None
    }
}

/// Reads a number, in digits or in words.
pub fn number(text: &str) -> Option<u32> {
    let w = word(text);
    if let Ok(n) = w.parse() {
        return Some(n);
    }
    NUMBER_WORDS
        .iter()
        .find(|(_, words)| words.contains(&w.as_str()))
        .map(|(n, _)| *n)
}

/// Whether the text names the empty set.
pub fn is_none(text: &str) -> bool {
    NONE.contains(&word(text).as_str())
}

/// Whether the text says the game goes on.
pub fn is_ongoing(text: &str) -> bool {
    ONGOING.contains(&word(text).as_str())
}

/// Whether the text says the game is drawn.
pub fn is_draw(text: &str) -> bool {
    DRAW.contains(&word(text).as_str())
}

/// Reads a side of `game` (its colour in any language, or a role name of that
/// game); a side of another game is not read.
pub fn side(text: &str, game: GameKind) -> Option<&'static str> {
    let w = word(text);
    let w = w.as_str();
    let colour = SIDE_WORDS
        .iter()
        .find(|(_, words)| words.contains(&w))
        .map(|(side, _)| *side);
    let role = ROLE_WORDS
        .iter()
        .find(|(g, _, words)| *g == game && words.contains(&w))
        .map(|(_, side, _)| *side);
    let named = colour.or(role)?;
    game.sides().into_iter().find(|s| *s == named)
}

/// Reads an end of a dominoes line.
pub fn end(text: &str) -> Option<End> {
    lookup(END_WORDS, text)
}

/// Reads the aeroplane's base or goal.
pub fn aero_place(text: &str) -> Option<AeroPlace> {
    lookup(AERO_PLACE_WORDS, text)
}

/// The practice command typed, if the line is one.
pub fn command(text: &str) -> Option<Command> {
    lookup(COMMAND_WORDS, text)
}

/// The play command typed, if the line is one, with what follows its first
/// word (a file for `save`, a square for `moves`), as typed.
pub fn play_command(text: &str) -> Option<(PlayCommand, String)> {
    let t = text.trim();
    let (first, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
    lookup(PLAY_WORDS, first).map(|c| (c, rest.trim().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_case_accents_yo_and_spaces() {
        assert_eq!(normalise("  Élevé   ÉTÉ "), "eleve ete");
        assert_eq!(normalise("Чёрные"), "черные");
        assert_eq!(normalise("cœur\tÀ"), "coeur a");
        assert_eq!(word("Oui."), "oui");
        assert_eq!(word(" Нет! "), "нет");
        assert_eq!(word("-"), "-");
        assert_eq!(word("?"), "?");
    }

    #[test]
    fn every_listed_word_is_already_normalised() {
        let mut all: Vec<&str> = Vec::new();
        for list in [YES, NO, NONE, ONGOING, DRAW] {
            all.extend(list);
        }
        for (_, list) in SIDE_WORDS {
            all.extend(*list);
        }
        for (_, _, list) in ROLE_WORDS {
            all.extend(*list);
        }
        for (_, list) in END_WORDS {
            all.extend(*list);
        }
        for (_, list) in COMMAND_WORDS {
            all.extend(*list);
        }
        for (_, list) in AERO_PLACE_WORDS {
            all.extend(*list);
        }
        for (_, list) in NUMBER_WORDS {
            all.extend(*list);
        }
        for (_, list) in PLAY_WORDS {
            all.extend(*list);
        }
        for w in all {
            assert_eq!(word(w), w, "`{w}` must be written normalised");
        }
    }

    #[test]
    fn sides_belong_to_their_game() {
        assert_eq!(side("Noirs", GameKind::Hnefatafl), Some("black"));
        assert_eq!(side("attaquants", GameKind::Hnefatafl), Some("black"));
        assert_eq!(side("защитники", GameKind::Hnefatafl), Some("white"));
        assert_eq!(side("attackers", GameKind::Dominoes), None);
        assert_eq!(side("Жёлтые", GameKind::Aeroplane), Some("yellow"));
        assert_eq!(side("rouge", GameKind::Hnefatafl), None);
        assert_eq!(side("bleue", GameKind::ChineseCheckers), Some("blue"));
    }

    #[test]
    fn yes_no_ends_and_commands() {
        for y in ["yes", "Oui", " да ", "TRUE", "oui.", "o", "д"] {
            assert_eq!(yes_no(y), Some(true), "{y}");
        }
        for n in ["no", "NON", "нет", "false", "Нет!", "н"] {
            assert_eq!(yes_no(n), Some(false), "{n}");
        }
        assert_eq!(yes_no("maybe"), None);
        assert_eq!(end("les deux"), Some(End::Both));
        assert_eq!(end("À droite"), Some(End::Right));
        assert_eq!(command(" Indice "), Some(Command::Hint));
        assert_eq!(command("ПРОПУСТИТЬ"), Some(Command::Skip));
        assert_eq!(command("a6"), None);
        assert_eq!(command("Solution"), Some(Command::Solution));
        assert_eq!(command("Réponse"), Some(Command::Solution));
        assert_eq!(command("ответ"), Some(Command::Solution));
        assert_eq!(
            play_command(" Annuler "),
            Some((PlayCommand::Undo, String::new()))
        );
        assert_eq!(
            play_command("save my game.toml"),
            Some((PlayCommand::Save, "my game.toml".to_string()))
        );
        assert_eq!(
            play_command("сдаюсь"),
            Some((PlayCommand::Resign, String::new()))
        );
        assert_eq!(play_command("passer"), None);
        assert_eq!(play_command("f6-f9"), None);
    }
}

/// Cyrillic letters a learner types for the Latin letters of square names
/// (by look or by sound), where the Latin letter is unambiguous.
const LATIN_FOR_CYRILLIC: [(char, char); 15] = [
    ('а', 'a'),
    ('б', 'b'),
    ('с', 'c'),
    ('ц', 'c'),
    ('д', 'd'),
    ('е', 'e'),
    ('ф', 'f'),
    ('г', 'g'),
    ('х', 'h'),
    ('и', 'i'),
    ('й', 'j'),
    ('к', 'k'),
    ('л', 'l'),
    ('м', 'm'),
    ('о', 'o'),
];

/// Whether `text` names a square (or a move between squares) with Cyrillic
/// letters: a Cyrillic letter next to a digit (`д5`, `с5`, `е4-к4`). Then
/// `Some`, with the text in Latin letters when each one has a clear Latin
/// counterpart (`d5`), else `Some(None)`.
pub fn cyrillic_square(text: &str) -> Option<Option<String>> {
    let chars: Vec<char> = text.trim().chars().collect();
    let cyrillic = |c: char| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё');
    let beside_digit = chars.iter().enumerate().any(|(i, c)| {
        cyrillic(*c)
            && (chars.get(i + 1).is_some_and(char::is_ascii_digit)
                || i.checked_sub(1)
                    .and_then(|j| chars.get(j))
                    .is_some_and(char::is_ascii_digit))
    });
    if !beside_digit {
        return None;
    }
    let latin: Option<String> = chars
        .iter()
        .map(|c| {
            if !cyrillic(*c) {
                return Some(*c);
            }
            let lower = c.to_lowercase().next().unwrap_or(*c);
            LATIN_FOR_CYRILLIC
                .iter()
                .find(|(cy, _)| *cy == lower)
                .map(|(_, l)| *l)
        })
        .collect();
    Some(latin)
}

#[cfg(test)]
mod cyrillic_tests {
    use super::cyrillic_square;

    #[test]
    fn cyrillic_squares_are_found_and_spelled_in_latin() {
        assert_eq!(cyrillic_square("д5"), Some(Some("d5".into())));
        assert_eq!(cyrillic_square(" с5 "), Some(Some("c5".into())));
        assert_eq!(cyrillic_square("Е4-К4"), Some(Some("e4-k4".into())));
        assert_eq!(cyrillic_square("ж5"), Some(None));
        assert_eq!(cyrillic_square("d5"), None);
        assert_eq!(cyrillic_square("нет"), None);
        assert_eq!(cyrillic_square("белые"), None);
    }
}
