//! Words of rule questions: tokens, stopwords, stems, synonyms, language guess.
//! (Answer words are in [`crate::vocab`].)

use std::sync::OnceLock;

use rust_stemmers::{Algorithm, Stemmer};

use crate::i18n::Lang;

pub use crate::vocab::normalise;

/// The words of a normalised text: letters and digits; apostrophes and
/// hyphens split (`l'avion`, `peut-on`, `2-5`). Single letters are dropped.
pub fn tokens(normalised: &str) -> Vec<String> {
    normalised
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .filter(|t| t.chars().count() > 1 || t.chars().all(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

const STOP_EN: &[&str] = &[
    "the", "an", "is", "are", "am", "be", "been", "being", "do", "does", "did", "can", "could",
    "may", "might", "must", "should", "will", "would", "shall", "you", "he", "she", "it", "we",
    "they", "my", "your", "his", "her", "its", "our", "their", "me", "him", "us", "them", "of",
    "to", "in", "on", "at", "by", "for", "from", "into", "onto", "and", "or", "not", "if", "then",
    "than", "that", "this", "these", "those", "what", "which", "whom", "when", "where", "why",
    "how", "there", "here", "as", "so", "just", "only", "also", "any", "some", "have", "has",
    "had", "let", "lets", "game", "rule", "rules", "really", "ever", "happens", "happen", "get",
    "gets", "actually", "still", "allowed", "possible", "true", "isn", "don", "doesn", "can't",
    "one's", "with", "i", "anyone", "someone", "am", "was", "were",
];

const STOP_FR: &[&str] = &[
    "le", "la", "les", "un", "une", "des", "de", "du", "au", "aux", "et", "ou", "est", "sont",
    "etre", "on", "il", "elle", "ils", "elles", "je", "tu", "nous", "vous", "se", "ce", "cet",
    "cette", "ces", "qui", "que", "qu", "quoi", "quel", "quelle", "quels", "quelles", "dont", "en",
    "ne", "pas", "si", "pour", "par", "avec", "dans", "sur", "son", "sa", "ses", "mon", "ma",
    "mes", "ton", "ta", "tes", "leur", "leurs", "votre", "vos", "notre", "nos", "peut", "peux",
    "pouvons", "pouvez", "peuvent", "puis", "faut", "doit", "dois", "doivent", "ca", "cela",
    "ceci", "est-ce", "jeu", "regle", "regles", "vraiment", "alors", "donc", "mais", "se", "lui",
    "moi", "toi", "me", "te", "avoir", "ai", "as", "ont", "fait", "quand", "comment", "pourquoi",
    "autorise", "permis", "possible", "lorsqu", "lorsque", "ici", "partie", "il", "ya", "ni",
];

const STOP_RU: &[&str] = &[
    "и",
    "в",
    "во",
    "не",
    "что",
    "он",
    "на",
    "я",
    "с",
    "со",
    "как",
    "а",
    "то",
    "она",
    "так",
    "его",
    "но",
    "да",
    "ты",
    "к",
    "у",
    "же",
    "вы",
    "за",
    "бы",
    "по",
    "только",
    "ее",
    "мне",
    "было",
    "вот",
    "от",
    "меня",
    "еще",
    "о",
    "из",
    "ему",
    "когда",
    "даже",
    "ну",
    "ли",
    "если",
    "или",
    "ни",
    "быть",
    "был",
    "него",
    "до",
    "вас",
    "нибудь",
    "уж",
    "вам",
    "ведь",
    "там",
    "потом",
    "себя",
    "ей",
    "может",
    "они",
    "тут",
    "где",
    "есть",
    "надо",
    "ней",
    "для",
    "мы",
    "тебя",
    "их",
    "чем",
    "была",
    "сам",
    "чтоб",
    "будто",
    "чего",
    "тоже",
    "себе",
    "будет",
    "ж",
    "тогда",
    "кто",
    "этот",
    "того",
    "потому",
    "этого",
    "какой",
    "ним",
    "здесь",
    "этом",
    "мой",
    "тем",
    "чтобы",
    "нее",
    "сейчас",
    "были",
    "куда",
    "зачем",
    "разве",
    "эту",
    "моя",
    "свою",
    "этой",
    "им",
    "такой",
    "можно",
    "нельзя",
    "ли",
    "ль",
    "почему",
    "правда",
    "правило",
    "правила",
    "игре",
    "игра",
    "игры",
    "разрешено",
    "разрешается",
    "мой",
    "мои",
    "моего",
    "моих",
    "мою",
    "свой",
    "свои",
    "своего",
    "какие",
    "какая",
    "каком",
    "происходит",
    "бывает",
    "ещё",
    "вообще",
    "это",
    "эти",
    "при",
    "ведь",
    "же",
    "ль",
    "ли",
    "нужно",
];

fn stopwords(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => STOP_EN,
        Lang::Fr => STOP_FR,
        Lang::Ru => STOP_RU,
    }
}

/// Whether a normalised token is a stopword of the language.
pub fn is_stopword(lang: Lang, token: &str) -> bool {
    stopwords(lang).contains(&token)
}

fn stemmer(lang: Lang) -> &'static Stemmer {
    static EN: OnceLock<Stemmer> = OnceLock::new();
    static FR: OnceLock<Stemmer> = OnceLock::new();
    static RU: OnceLock<Stemmer> = OnceLock::new();
    match lang {
        Lang::En => EN.get_or_init(|| Stemmer::create(Algorithm::English)),
        Lang::Fr => FR.get_or_init(|| Stemmer::create(Algorithm::French)),
        Lang::Ru => RU.get_or_init(|| Stemmer::create(Algorithm::Russian)),
    }
}

/// The stem of a normalised token in a language.
pub fn stem(lang: Lang, token: &str) -> String {
    stemmer(lang).stem(token).into_owned()
}

/// Groups of words that mean the same for rule questions; every stem of a
/// group is replaced by the stem of its first word (numbers and their words,
/// suppletive verbs such as Russian брать/взять, usual synonyms).
const SYNONYMS_EN: &[&[&str]] = &[
    &[
        "capture", "captured", "take", "taken", "remove", "removed", "kill",
    ],
    &[
        "opponent",
        "opponents",
        "enemy",
        "enemies",
        "opposing",
        "rival",
    ],
    &[
        "piece", "pieces", "marble", "marbles", "peg", "pegs", "man", "men",
    ],
    &["win", "wins", "won", "victory", "winner"],
    &["two", "2", "pair"],
    &["three", "3"],
    &["four", "4"],
    &["five", "5"],
    &["six", "6", "sixes"],
    &["hundred", "100"],
    &["tile", "tiles", "domino", "bone", "bones"],
    &["reach", "reaching", "arrive", "arrives", "get"],
    &["jump", "jumps", "hop", "hops", "leap"],
];

const SYNONYMS_FR: &[&[&str]] = &[
    &[
        "capturer", "capture", "captures", "prendre", "prend", "prise", "pris", "retirer",
        "retire", "manger",
    ],
    &[
        "adversaire",
        "adverse",
        "adversaires",
        "ennemi",
        "ennemie",
        "ennemis",
        "opposant",
    ],
    &["piece", "pieces", "pion", "pions", "bille", "billes"],
    &[
        "atteindre",
        "atteint",
        "arriver",
        "arrive",
        "parvenir",
        "rejoindre",
    ],
    &["gagner", "gagne", "victoire", "remporter", "gagnant"],
    &["deux", "2"],
    &["trois", "3"],
    &["quatre", "4"],
    &["cinq", "5"],
    &["six", "6"],
    &["cent", "100"],
    &["sauter", "saut", "sauts", "franchir", "sautant"],
    &["pioche", "piocher", "talon"],
    &["coin", "coins", "angle", "angles"],
];

const SYNONYMS_RU: &[&[&str]] = &[
    &[
        "взять",
        "брать",
        "берут",
        "берется",
        "бить",
        "бьет",
        "снять",
        "снимается",
        "снимают",
        "взятие",
        "сбить",
        "сбивает",
        "съесть",
        "убирает",
    ],
    &[
        "противник",
        "соперник",
        "враг",
        "врагами",
        "неприятель",
        "чужой",
        "чужую",
        "чужие",
    ],
    &["фишка", "шашка", "фигура", "фишку", "фишки"],
    &["два", "двух", "двое", "двумя", "2"],
    &["три", "трех", "трое", "3"],
    &["четыре", "четырех", "4"],
    &["пять", "пятерка", "5"],
    &["шесть", "шестерка", "шестерки", "шестерок", "6"],
    &["сто", "ста", "100"],
    &[
        "прыжок",
        "прыгать",
        "прыгнуть",
        "перепрыгнуть",
        "перепрыгнули",
        "перепрыгивать",
        "прыжки",
    ],
    &[
        "победа",
        "побеждать",
        "побеждает",
        "выигрывать",
        "выигрывает",
        "выиграть",
        "выиграл",
    ],
    &["кость", "кости", "костяшка", "костяшки", "камень"],
    &["край", "краю", "края", "кромка"],
];

fn synonyms(lang: Lang) -> &'static std::collections::HashMap<String, String> {
    use std::collections::HashMap;
    static MAPS: OnceLock<[HashMap<String, String>; 3]> = OnceLock::new();
    let maps = MAPS.get_or_init(|| {
        let build = |lang: Lang, groups: &[&[&str]]| {
            let mut map = HashMap::new();
            for group in groups {
                let head = stem(lang, &normalise(group[0]));
                for word in *group {
                    map.insert(stem(lang, &normalise(word)), head.clone());
                }
            }
            map
        };
        [
            build(Lang::En, SYNONYMS_EN),
            build(Lang::Fr, SYNONYMS_FR),
            build(Lang::Ru, SYNONYMS_RU),
        ]
    });
    match lang {
        Lang::En => &maps[0],
        Lang::Fr => &maps[1],
        Lang::Ru => &maps[2],
    }
}

/// The content stems of a text: normalised, tokenised, stopwords dropped,
/// stemmed, synonyms brought to one stem.
pub fn content_stems(lang: Lang, text: &str) -> Vec<String> {
    let map = synonyms(lang);
    tokens(&normalise(text))
        .into_iter()
        .filter(|t| !is_stopword(lang, t))
        .map(|t| stem(lang, &t))
        .filter(|s| !s.is_empty())
        .map(|s| map.get(&s).cloned().unwrap_or(s))
        .collect()
}

/// Guesses the language of a text: any Cyrillic letter means Russian; otherwise
/// French or English by stopwords and French accents (English on a tie).
pub fn detect_lang(text: &str) -> Lang {
    if text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)) {
        return Lang::Ru;
    }
    let accents = text
        .chars()
        .filter(|c| "éèêàâçùûôîïëœ".contains(c.to_lowercase().next().unwrap_or(*c)))
        .count();
    let words = tokens(&normalise(text));
    let fr = words
        .iter()
        .filter(|w| STOP_FR.contains(&w.as_str()))
        .count()
        + 2 * accents;
    let en = words
        .iter()
        .filter(|w| STOP_EN.contains(&w.as_str()))
        .count();
    if fr > en { Lang::Fr } else { Lang::En }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalise_folds_case_accents_and_yo() {
        assert_eq!(normalise("Élève À ÇA"), "eleve a ca");
        assert_eq!(normalise("Жёлтые ЙОД"), "желтые йод");
        assert_eq!(normalise("cœur"), "coeur");
    }

    #[test]
    fn tokens_split_hyphens_and_apostrophes() {
        assert_eq!(
            tokens("peut-on l'avion 2-5 ?"),
            ["peut", "on", "avion", "2", "5"]
        );
    }

    #[test]
    fn languages_are_detected() {
        assert_eq!(detect_lang("Можно ли встать на трон?"), Lang::Ru);
        assert_eq!(detect_lang("Est-ce que le roi gagne au bord ?"), Lang::Fr);
        assert_eq!(detect_lang("Does the king win on the edge?"), Lang::En);
        assert_eq!(detect_lang("le roi peut-il sortir"), Lang::Fr);
    }

    #[test]
    fn stems_join_inflections() {
        assert_eq!(stem(Lang::Fr, "capturer"), stem(Lang::Fr, "capture"));
        assert_eq!(
            stem(Lang::Ru, "самолёты".replace('ё', "е").as_str()),
            stem(Lang::Ru, "самолет")
        );
        assert_eq!(
            stem(Lang::Ru, "шестёрки".replace('ё', "е").as_str()),
            stem(Lang::Ru, "шестерка")
        );
    }
}
