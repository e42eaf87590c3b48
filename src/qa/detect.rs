//! Which language a question is written in.
//!
//! Any Cyrillic letter makes it Russian. Otherwise French and English are
//! told apart by their stopwords and known words (the lexicons' tables, read
//! without compiling them) and by French accents; English wins a tie.

use super::lexicon::known_word;
use crate::i18n::Lang;

/// The language of a question.
pub fn detect(text: &str) -> Lang {
    if text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)) {
        return Lang::Ru;
    }
    let accents = text
        .chars()
        .flat_map(char::to_lowercase)
        .filter(|c| "éèêàâçùûôîïëœ".contains(*c))
        .count();
    let norm = crate::vocab::normalise(text);
    let words: Vec<&str> = norm
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() > 1)
        .collect();
    let score = |lang: Lang| words.iter().filter(|w| known_word(lang, w)).count();
    let fr = score(Lang::Fr) + 2 * accents;
    let en = score(Lang::En);
    if fr > en { Lang::Fr } else { Lang::En }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_told_apart() {
        assert_eq!(detect("Можно ли встать на трон?"), Lang::Ru);
        assert_eq!(detect("Est-ce que le roi gagne au bord ?"), Lang::Fr);
        assert_eq!(detect("Does the king win on the edge?"), Lang::En);
        assert_eq!(detect("le roi peut-il sortir"), Lang::Fr);
        assert_eq!(detect("peut on sortire un avoin avc un 3"), Lang::Fr);
    }
}
