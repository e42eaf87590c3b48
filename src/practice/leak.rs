//! Whether a text gives an answer away: the recogniser behind the rule that
//! nothing shown before a question is answered may hold its answer. Practice
//! uses it to hold back an engine reason that would answer a later question;
//! the catalogue test uses it on every text shown before each answer.
//!
//! How an answer is recognised depends on its kind:
//! - squares, moves, dice, tiles: every item of the answer appears as a word
//!   of its own, or as one side of a `-` (a square inside a move); a square
//!   with capitals (`R2`) only with its capitals (`r2` is two planes);
//! - the empty set and "unreachable": a word for "none";
//! - numbers: the digits (for 0, the words for zero: `0` is also a pip);
//! - yes/no: the answer word opening a statement and followed by punctuation
//!   ("Yes, …", "Non :"), the way an explanation states an answer;
//! - a result: the side's name with a word for winning in one statement, or
//!   the words for a draw or a game going on;
//! - a side: its name with a word for moving next or again in one statement;
//! - the two open ends of a dominoes line: both values in one statement;
//! - a classification: every `TILE:END` pair.
//!
//! Questions (sentences ending with `?`) state nothing, and a list of
//! choices in brackets ("(ongoing, white, black or draw)") states nothing.
//! Words in `allowed` (the level, the squares a question names) never count.

use crate::game_api::{Answer, Status};

/// The words of a text: runs of letters, digits, `-` and `@` (`d10`, `R4`,
/// `2-5`, `0-3@left`), `ё` as `е`; lower case unless `keep_case`.
fn words(text: &str, keep_case: bool) -> Vec<String> {
    let text = if keep_case {
        text.replace('ё', "е")
    } else {
        text.to_lowercase().replace('ё', "е")
    };
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '@'))
        .map(|w| w.trim_matches('-').to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether `item` stands in `text` as a word or as one side of a `-` or `@`;
/// an item with capitals only with its capitals.
fn has_item(text: &str, item: &str) -> bool {
    let keep_case = item.chars().any(char::is_uppercase);
    let item = if keep_case {
        item.to_string()
    } else {
        item.to_lowercase()
    };
    // A range written with an en dash ("R1–R5, Y1–Y5" in a legend) names a
    // kind of square, not one of them.
    let text: Vec<&str> = text
        .split_whitespace()
        .filter(|w| !w.contains('–'))
        .collect();
    words(&text.join(" "), keep_case)
        .iter()
        .any(|w| *w == item || w.split(['-', '@']).any(|p| p == item))
}

/// The statements of a text: its sentences that are not questions, with
/// bracketed lists of choices left out.
fn statements(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut depth = 0usize;
    let mut bracket = String::new();
    for c in text.chars() {
        if depth > 0 {
            match c {
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        let b = bracket.to_lowercase();
                        let choices = [" or ", " ou ", " или ", ","].iter().any(|w| b.contains(w));
                        if !choices {
                            current.push_str(&bracket);
                        }
                        bracket.clear();
                    }
                }
                '(' => depth += 1,
                _ => bracket.push(c),
            }
            continue;
        }
        match c {
            '(' => depth = 1,
            '?' => current.clear(),
            '.' | '!' | ';' | '\n' => {
                if !current.trim().is_empty() {
                    out.push(std::mem::take(&mut current));
                }
                current.clear();
            }
            _ => current.push(c),
        }
    }
    if !current.trim().is_empty() {
        out.push(current);
    }
    out
}

fn has_stem(text: &str, stems: &[&str]) -> bool {
    let lower = text.to_lowercase().replace('ё', "е");
    words(text, false)
        .iter()
        .any(|w| stems.iter().any(|s| w.starts_with(s)))
        || stems.iter().any(|s| s.contains(' ') && lower.contains(s))
}

const NONE_WORDS: &[&str] = &[
    "none",
    "nothing",
    "nowhere",
    "aucun",
    "aucune",
    "rien",
    "ничего",
    "никак",
    "ни одн",
    "никуда",
    "nulle part",
];
const ZERO_WORDS: &[&str] = &["zero", "zéro", "ноль", "нуль", "nothing", "rien", "ничего"];
const DRAW_STEMS: &[&str] = &[
    "draw",
    "drawn",
    "tie",
    "equal",
    "nul",
    "égalité",
    "egalite",
    "ничь",
    "поровну",
    "равн",
];
const ONGOING_STEMS: &[&str] = &["ongoing", "goes on", "en cours", "continu", "продолжа"];
const WIN_STEMS: &[&str] = &[
    "win",
    "won",
    "victor",
    "gagn",
    "remport",
    "выигр",
    "побед",
    "побежд",
];
const NEXT_STEMS: &[&str] = &[
    "again",
    "next",
    "passes to",
    "goes to",
    "encore",
    "ensuite",
    "suivant",
    "relanc",
    "rejou",
    "passe aux",
    "passe à",
    "снова",
    "еще раз",
    "следующ",
    "переходит",
];

fn side_stems(side: &str) -> &'static [&'static str] {
    match side {
        "red" => &["red", "rouge", "красн"],
        "yellow" => &["yellow", "jaune", "желт"],
        "blue" => &["blue", "bleu", "син"],
        "black" => &["black", "noir", "черн"],
        _ => &["white", "blanc", "бел"],
    }
}

/// Why `text` gives `key` away, if it does; words in `allowed` never count.
pub fn gives_away(text: &str, key: &Answer, allowed: &[String]) -> Option<String> {
    let parts = statements(text);
    let any = |f: &dyn Fn(&str) -> bool| parts.iter().any(|s| f(s));
    let item =
        |s: &str, i: &str| !allowed.iter().any(|a| a.eq_ignore_ascii_case(i)) && has_item(s, i);
    let why = match key {
        Answer::Set(items) if items.is_empty() => {
            any(&|s| has_stem(s, NONE_WORDS)).then(|| "a word for none".to_string())
        }
        Answer::Set(items) => {
            // A move may be named by its tile alone (`0-3` for `0-3@left`).
            let named = |s: &str, i: &String| {
                item(s, i) || i.split_once('@').is_some_and(|(t, _)| item(s, t))
            };
            items
                .iter()
                .all(|i| any(&|s| named(s, i)))
                .then(|| format!("every item of {key}"))
        }
        Answer::Square(sq) => any(&|s| item(s, sq)).then(|| format!("the square {sq}")),
        Answer::Number(0) | Answer::Distance(Some(0)) => {
            any(&|s| has_stem(s, ZERO_WORDS)).then(|| "zero".to_string())
        }
        Answer::Number(n) | Answer::Distance(Some(n)) => {
            any(&|s| item(s, &n.to_string())).then(|| format!("the number {n}"))
        }
        Answer::Distance(None) => {
            any(&|s| has_stem(s, NONE_WORDS)).then(|| "a word for none".to_string())
        }
        Answer::YesNo(b) => {
            let said: &[&str] = if *b {
                &["yes", "oui", "да"]
            } else {
                &["no", "non", "нет"]
            };
            parts.iter().find_map(|s| {
                let t = s.trim().to_lowercase();
                said.iter().find_map(|w| {
                    let rest = t.strip_prefix(w)?;
                    let whole_word = !rest.starts_with(char::is_alphanumeric);
                    let rest = rest.trim_start();
                    (whole_word && (rest.is_empty() || rest.starts_with([',', ':', '—', '–'])))
                        .then(|| format!("«{w}» stated"))
                })
            })
        }
        Answer::Status(Status::Draw) => {
            any(&|s| has_stem(s, DRAW_STEMS)).then(|| "a word for a draw".to_string())
        }
        Answer::Status(Status::Ongoing) => {
            any(&|s| has_stem(s, ONGOING_STEMS)).then(|| "a word for a game going on".to_string())
        }
        Answer::Status(Status::Won(side)) => {
            any(&|s| has_stem(s, side_stems(side)) && has_stem(s, WIN_STEMS))
                .then(|| format!("{side} with a word for winning"))
        }
        Answer::Side(side) => any(&|s| has_stem(s, side_stems(side)) && has_stem(s, NEXT_STEMS))
            .then(|| format!("{side} with a word for moving next")),
        Answer::Ends(a, b) => any(&|s| {
            let w = words(s, false);
            let count = |v: u8| w.iter().filter(|x| **x == v.to_string()).count();
            if a == b {
                count(*a) >= 2
            } else {
                count(*a) >= 1 && count(*b) >= 1
            }
        })
        .then(|| format!("the values {a} and {b}")),
        Answer::Classify(map) => map
            .iter()
            .all(|(tile, end)| text.contains(&format!("{tile}:{}", end.word())))
            .then(|| "the classification".to_string()),
    };
    why.map(|w| format!("{w} in «{text}»"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaks(text: &str, key: &Answer) -> bool {
        gives_away(text, key, &[]).is_some()
    }

    #[test]
    fn answers_are_seen_in_statements() {
        let set = |items: &[&str]| Answer::set(items.iter().copied());
        assert!(leaks(
            "The plane lands on 13; the yellow plane goes back.",
            &set(&["13"])
        ));
        assert!(leaks(
            "From d10 it reaches c11 or e9.",
            &set(&["c11", "e9"])
        ));
        assert!(!leaks("From d10 it reaches c11.", &set(&["c11", "e9"])));
        assert!(leaks("Black plays d8-d5.", &set(&["d5"])));
        assert!(leaks("Rien ne bouge.", &set(&[])));
        assert!(leaks("Oui, les Rouges relancent.", &Answer::YesNo(true)));
        assert!(leaks("Non : la case est sûre.", &Answer::YesNo(false)));
        assert!(!leaks(
            "Nonobstant tout, la case est sûre.",
            &Answer::YesNo(false)
        ));
        assert!(leaks("Les Rouges relancent.", &Answer::Side("red")));
        assert!(leaks(
            "Partie bloquée à égalité",
            &Answer::Status(Status::Draw)
        ));
        assert!(leaks(
            "Победа чёрных",
            &Answer::Status(Status::Won("black"))
        ));
        assert!(leaks("Концы 2 и 5", &Answer::ends(5, 2)));
        assert!(leaks("Draw 3 tiles", &Answer::Number(3)));
        assert!(!leaks("Draw tiles", &Answer::Number(3)));
        assert!(leaks("Il ne rapporte rien.", &Answer::Number(0)));
        assert!(leaks("Ход переходит к белым.", &Answer::Side("white")));
    }

    #[test]
    fn questions_choices_case_and_allowed_words_state_nothing() {
        let set = |items: &[&str]| Answer::set(items.iter().copied());
        assert!(!leaks("Does red roll again?", &Answer::Side("red")));
        assert!(!leaks("Which are captured? (squares, or none)", &set(&[])));
        assert!(!leaks("(r2: two planes)", &Answer::Square("R2".into())));
        assert!(leaks("It lands on R2.", &Answer::Square("R2".into())));
        // A range names a kind of square, not the answer's.
        assert!(!leaks(
            "R1–R5, Y1–Y5: home lanes",
            &Answer::Square("Y1".into())
        ));
        assert!(leaks(
            "R1–R5; it stops on Y1.",
            &Answer::Square("Y1".into())
        ));
        assert!(gives_away("level 2", &set(&["2"]), &["2".into()]).is_none());
        assert!(!leaks(
            "Where does it stand? (ongoing, white, black or draw)",
            &Answer::Status(Status::Ongoing)
        ));
    }
}
