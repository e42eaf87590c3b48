//! What a learner reads about a trap agrees with the fact base. For each
//! misconception (every engine trap, and the fact base's other traps), the
//! facts that settle it are looked up with their verdict, and every text of
//! that game a learner can read — catalogue exercises (titles, prompts,
//! explanations, hints), drill texts, the trap's own explanation — is read
//! sentence by sentence: no sentence about the trap's subject may state the
//! opposite of the verdict. A trap whose fact has a nuance (a piece stepping
//! between two enemies is not taken then, but can be taken later) must have
//! it stated by the trap's explanation and by the drill text that explains it.
//! Every message is rendered with every plural variant.

use std::collections::BTreeSet;

use plyyard::game_api::{GameKind, Trap};
use plyyard::i18n::Lang;
use plyyard::qa::facts::{self, Answer};

use crate::ftl::{args_for, bundle, format, messages};

/// One verdict of the fact base and how a sentence would contradict it.
struct Claim {
    game: GameKind,
    /// The misconception's name (`trap = …` of the fact, or the engine trap).
    trap: &'static str,
    /// The fact and its verdict, checked against the fact base.
    fact: &'static str,
    verdict: bool,
    /// Stems that put a sentence on the claim's subject (all languages).
    subject: &'static [&'static str],
    /// Phrases that state the opposite of the verdict.
    contrary: &'static [&'static str],
    /// Whether a negation in the sentence cancels a contrary phrase (for
    /// phrases stating the false rule); false when the phrases are denials.
    negatable: bool,
}

/// Words that cancel a statement of the false rule: a negation, a
/// restriction, a conditional (what another variant would do), or another
/// variant named.
const NEGATIONS: &[&str] = &[
    " not ",
    "n't",
    "nothing",
    "never",
    " no ",
    "only",
    " ne ",
    "n’",
    "n'",
    " pas ",
    "rien",
    "jamais",
    "aucun",
    "seul",
    " не ",
    " ни",
    "нет",
    "только",
    "нельзя",
    " would ",
    "rait ",
    "raient ",
    " бы ",
    "variant",
    "вариант",
    "all fives",
];

const BETWEEN: &[&str] = &["between", "entre", "между"];

const CLAIMS: &[Claim] = &[
    Claim {
        game: GameKind::Hnefatafl,
        trap: "self-capture",
        fact: "hnef-move-between",
        verdict: false,
        subject: BETWEEN,
        contrary: &[
            "taken at once",
            "captured at once",
            "prise aussitôt",
            "prise immédiatement",
            "prise sur-le-champ",
            "сразу взят",
            "сразу снима",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Hnefatafl,
        trap: "self-capture",
        fact: "hnef-between-later",
        verdict: true,
        subject: BETWEEN,
        contrary: &[
            "safe",
            "danger",
            "à l’abri",
            "à l'abri",
            "ne risque",
            "ничто не грозит",
            "ничего не грозит",
            "безопасн",
            "never be taken",
            "never be captured",
            "ne peut plus être prise",
            "ne pourra pas être prise",
            "нельзя будет взять",
            "не могут взять",
        ],
        negatable: false,
    },
    Claim {
        game: GameKind::Hnefatafl,
        trap: "weak-king",
        fact: "hnef-two-attackers",
        verdict: false,
        subject: &["king", "roi", "корол"],
        contrary: &[
            "two attackers capture",
            "two attackers are enough",
            "two attackers take",
            "deux attaquants suffisent",
            "deux attaquants prennent",
            "deux attaquants capturent",
            "двух атакующих достаточно",
            "два атакующих берут",
            "двое атакующих берут",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Hnefatafl,
        trap: "edge-escape",
        fact: "hnef-edge-wins",
        verdict: false,
        subject: &["edge", "bord", "кра"],
        contrary: &[
            "edge wins",
            "wins on the edge",
            "escapes on the edge",
            "gagne au bord",
            "gagne sur le bord",
            "gagnent au bord",
            "bord suffit",
            "край приносит",
            "на краю побежда",
            "края достаточно",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Hnefatafl,
        trap: "shieldwall",
        fact: "hnef-shieldwall",
        verdict: false,
        subject: &["shield", "bouclier", "щит"],
        contrary: &[
            "whole row is taken",
            "rangée entière est prise",
            "весь ряд снима",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Hnefatafl,
        trap: "short-king",
        fact: "hnef-king-long-move",
        verdict: true,
        subject: &["king", "roi", "корол"],
        contrary: &[
            "one square at a time",
            "une case à la fois",
            "одну клетку за ход",
            "на одно поле за ход",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Aeroplane,
        trap: "colour-jump",
        fact: "aero-no-colour-jump",
        verdict: false,
        subject: &["colour", "color", "couleur", "цвет"],
        contrary: &[
            "jumps 4",
            "jumps four",
            "jumps on",
            "saute de 4",
            "saute de quatre",
            "bondit",
            "прыгает на 4",
            "прыгает на четыре",
            "перепрыгивает на",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Aeroplane,
        trap: "even-exit",
        fact: "aero-even-exit",
        verdict: false,
        subject: &["base", "баз"],
        contrary: &[
            "any even",
            "on an even",
            "tout nombre pair",
            "n’importe quel nombre pair",
            "любое чётное",
            "любом чётном",
            "любое четное",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Aeroplane,
        trap: "third-six-undo",
        fact: "aero-third-six-keeps",
        verdict: false,
        subject: &["third", "troisième", "трет"],
        contrary: &[
            "cancels the",
            "undoes",
            "annule les",
            "annule le",
            "отменяет",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::ChineseCheckers,
        trap: "jump-captures",
        fact: "cc-jump-no-capture",
        verdict: false,
        subject: &["jump", "saut", "saute", "прыж", "перепрыг"],
        contrary: &[
            "is removed",
            "are removed",
            "removes the",
            "est retiré",
            "sont retirés",
            "est prise",
            "sont prises",
            "снимается",
            "снимаются",
            "убирается",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::ChineseCheckers,
        trap: "camp-lock",
        fact: "cc-leave-camp",
        verdict: true,
        subject: &["camp", "лагер"],
        contrary: &[
            "may not leave",
            "cannot leave",
            "can't leave",
            "stays locked",
            "ne peut plus sortir",
            "ne peut pas quitter",
            "ne peut plus quitter",
            "не может покинуть",
            "не может выйти",
            "нельзя покинуть",
        ],
        negatable: false,
    },
    Claim {
        game: GameKind::ChineseCheckers,
        trap: "must-continue",
        fact: "cc-stop-early",
        verdict: false,
        subject: &["chain", "chaîne", "цеп"],
        contrary: &[
            "must go on",
            "must continue",
            "has to go on",
            "doit continuer",
            "doit se poursuivre",
            "обязан продолж",
            "должна продолж",
            "должен продолж",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Dominoes,
        trap: "all-fives",
        fact: "dom-no-scoring",
        verdict: false,
        subject: &["five", "cinq", "пят"],
        contrary: &[
            "scores",
            "earns",
            "rapporte",
            "marque",
            "приносит",
            "даёт очк",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Dominoes,
        trap: "draw-ends-turn",
        fact: "dom-draw-ends-turn",
        verdict: false,
        subject: &["draw", "pioch", "базар"],
        contrary: &[
            "ends the turn",
            "ends his turn",
            "termine le tour",
            "met fin au tour",
            "заканчивает ход",
            "завершает ход",
        ],
        negatable: true,
    },
    Claim {
        game: GameKind::Dominoes,
        trap: "draw-all",
        fact: "dom-last-two",
        verdict: false,
        subject: &["two", "deux", "дв"],
        contrary: &[
            "can be drawn too",
            "may be drawn too",
            "peuvent aussi être piochées",
            "тоже можно взять",
        ],
        negatable: true,
    },
];

/// The sentences and clauses of a text, lower case, padded with spaces.
fn clauses(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(['.', '!', '?', ';', ':', '\n'])
        .map(|s| format!(" {} ", s.trim()))
        .filter(|s| s.trim().len() > 1)
        .collect()
}

/// The clause of `text` that contradicts `claim`, if any.
fn contradiction(claim: &Claim, text: &str) -> Option<String> {
    clauses(text).into_iter().find(|c| {
        claim.subject.iter().any(|s| c.contains(s))
            && claim.contrary.iter().any(|p| c.contains(p))
            && !(claim.negatable && NEGATIONS.iter().any(|n| c.contains(n)))
    })
}

/// Every text of `game` a learner reads, rendered in every plural variant:
/// (message id, text).
fn learner_texts(game: GameKind, lang: Lang) -> Vec<(String, String)> {
    let b = bundle(lang);
    let files = [
        format!("exercises-{}.ftl", game.name()),
        format!("drill-{}.ftl", game.name()),
    ];
    let mut out = Vec::new();
    for m in messages(lang) {
        let trap_explain =
            m.id.starts_with(&format!("trap-{}-", game.name())) && m.id.ends_with("-explain");
        if !(trap_explain || files.iter().any(|f| m.file.ends_with(f.as_str()))) {
            continue;
        }
        let mut seen = BTreeSet::new();
        for n in [0, 1, 2, 5, 21] {
            let text = format(&b, &m.id, &args_for(&m, n));
            if seen.insert(text.clone()) {
                out.push((m.id.clone(), text));
            }
        }
    }
    out
}

#[test]
fn every_trap_has_its_verdict_in_the_fact_base() {
    for claim in CLAIMS {
        let fact = facts::fact(claim.fact).unwrap_or_else(|| panic!("no fact {}", claim.fact));
        assert_eq!(fact.game, claim.game, "{}", claim.fact);
        assert_eq!(
            fact.answer,
            Answer::YesNo(claim.verdict),
            "{}: the fact base's verdict changed; read the texts of `{}` again",
            claim.fact,
            claim.trap
        );
        if let Some(t) = &fact.trap {
            assert_eq!(*t, claim.trap, "{}", claim.fact);
        }
    }
    // Every engine trap, and every trap the fact base names, is looked at.
    let covered: BTreeSet<(GameKind, &str)> = CLAIMS.iter().map(|c| (c.game, c.trap)).collect();
    for trap in Trap::ALL {
        assert!(
            covered.contains(&(trap.game(), trap.name())),
            "no claim for the trap {trap}"
        );
    }
    for fact in facts::all() {
        if let Some(t) = &fact.trap {
            if Trap::parse(fact.game, t).is_some() || CLAIMS.iter().any(|c| c.fact == fact.id) {
                continue;
            }
            // Misconceptions outside the engines (bounce-back, flight, exit
            // from a fort…) have no text of their own outside the fact base.
            assert!(
                !learner_texts(fact.game, Lang::En)
                    .iter()
                    .any(|(id, _)| id.contains(t)),
                "texts about `{t}` but no claim to check them"
            );
        }
    }
}

#[test]
fn no_text_of_a_trap_contradicts_the_fact_base() {
    let mut problems = Vec::new();
    let mut read = 0;
    for lang in Lang::ALL {
        for game in GameKind::ALL {
            let texts = learner_texts(game, lang);
            read += texts.len();
            for claim in CLAIMS.iter().filter(|c| c.game == game) {
                for (id, text) in &texts {
                    if let Some(c) = contradiction(claim, text) {
                        problems.push(format!(
                            "[{lang}] {id} contradicts `{}` ({}: {}):{c}",
                            claim.fact, claim.trap, claim.verdict
                        ));
                    }
                }
            }
        }
    }
    assert!(read > 1500, "only {read} texts read");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_catches_the_texts_that_called_the_piece_safe() {
    let later = CLAIMS
        .iter()
        .find(|c| c.fact == "hnef-between-later")
        .unwrap();
    for old in [
        "The piece arriving on d5 stands between two enemy soldiers, yet it is safe: only the side that moves captures, and this move is its own.",
        "La pièce qui arrive en d5 se place entre deux soldats ennemis, sans danger : seul le camp qui joue prend, et c’est son coup.",
        "Фигура, пришедшая на d5, встаёт между двумя вражескими солдатами, но ей ничто не грозит: берёт только сторона, которая ходит, а ход как раз её.",
        "Stepping between two enemies is safe at that moment.",
    ] {
        assert!(contradiction(later, old).is_some(), "not caught: {old}");
    }
    let edge = CLAIMS.iter().find(|c| c.fact == "hnef-edge-wins").unwrap();
    assert!(contradiction(edge, "The king wins on the edge.").is_some());
    assert!(contradiction(edge, "Reaching the edge wins nothing.").is_none());
}

/// A nuance of the fact base that the explanation of a trap must state.
struct Nuance {
    fact: &'static str,
    verdict: bool,
    messages: &'static [&'static str],
    stems: &'static [&'static str],
}

const NUANCES: &[Nuance] = &[Nuance {
    fact: "hnef-between-later",
    verdict: true,
    messages: &[
        "trap-hnefatafl-self-capture-explain",
        "drill-hnef-x-between",
    ],
    stems: &[
        "later",
        "next",
        "plus tard",
        "suivant",
        "ultérieur",
        "следующ",
        "позже",
        "потом",
    ],
}];

#[test]
fn trap_explanations_state_the_fact_bases_nuance() {
    for n in NUANCES {
        assert_eq!(
            facts::fact(n.fact).map(|f| f.answer.clone()),
            Some(Answer::YesNo(n.verdict))
        );
        for lang in Lang::ALL {
            let b = bundle(lang);
            let all = messages(lang);
            for id in n.messages {
                let m = all.iter().find(|m| m.id == *id).expect("message exists");
                for count in [0, 1, 2, 5] {
                    let text = format(&b, id, &args_for(m, count)).to_lowercase();
                    assert!(
                        n.stems.iter().any(|s| text.contains(s)),
                        "[{lang}] {id} does not say what `{}` says: {text}",
                        n.fact
                    );
                }
            }
        }
    }
}
