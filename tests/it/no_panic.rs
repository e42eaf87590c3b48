//! Nothing a user writes may panic: arbitrary files, answers, moves and squares
//! go through loading, checking and every game's question parameters.

use crate::common::SolvedParts;
use plyyard::exercise::{self, Source, Texts};
use plyyard::game_api::{About, Ask};
use proptest::prelude::*;
use toml::Spanned;

/// `PROPTEST_CASES` when set (for a longer run by hand), else `default`.
fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn catalogue() -> Vec<exercise::Exercise> {
    exercise::entries(None)
        .into_iter()
        .map(|e| exercise::load(&e.id, e.source(), e.texts()).expect("catalogue loads"))
        .collect()
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[a-zA-Z0-9 ,:@?xX/\\-]{0,24}",
        "[a-k][0-9]{1,2}-[a-k][0-9]{1,2}(x[a-k][0-9]{1,2})?",
        "[1-7]:(base|goal|R[0-9]|Y[0-9]|[0-9]{1,2})",
        "[0-7]-[0-7](@(left|right|gauche|droite))?",
        "[a-q][0-9]{1,2}(-[a-q][0-9]{1,2}){0,4}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(64)))]

    #[test]
    fn arbitrary_files_never_panic(src in any::<String>()) {
        let _ = exercise::load("x", Source::new("x.toml", src.clone()), Texts::None);
        let _ = exercise::validate(&Source::new("x.toml", src));
    }

    #[test]
    fn arbitrary_positions_never_panic(
        game in prop_oneof![Just("aeroplane"), Just("chinese-checkers"), Just("dominoes"), Just("hnefatafl")],
        key in prop_oneof![
            Just("turn"), Just("red"), Just("yellow"), Just("blue"), Just("attackers"),
            Just("defenders"), Just("king"), Just("line"), Just("black"), Just("white"),
            Just("boneyard"), Just("dice"), Just("sixes"), Just("quiet"), Just("passes"),
        ],
        items in prop::collection::vec(text(), 0..12),
    ) {
        let list: Vec<String> = items.iter().map(|i| format!("{i:?}")).collect();
        let src = format!(
            "format = 1\ngame = \"{game}\"\n[position]\nturn = \"black\"\n{key} = [{}]\n[[question]]\nask = \"status\"\n",
            list.join(", ")
        );
        let _ = exercise::validate(&Source::new("x.toml", src));
    }
}

#[test]
fn arbitrary_answers_and_parameters_never_panic() {
    let exercises = catalogue();
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(cases(24)));
    runner
        .run(&(text(), text()), |(a, b)| {
            for ex in &exercises {
                for q in &ex.questions {
                    let _ = exercise::check(ex, q, &a);
                }
                let s = |t: &str| Spanned::new(0..0, t.to_string());
                let asks = [
                    Ask::Legal { mv: s(&a) },
                    Ask::Moves { from: Some(s(&a)) },
                    Ask::After {
                        moves: vec![s(&a), s(&b)],
                        about: About::Status,
                    },
                    Ask::After {
                        moves: vec![s(&a)],
                        about: About::Captured,
                    },
                    Ask::CaptureRolls { target: s(&a) },
                    Ask::Score { mv: s(&a) },
                    Ask::Distance {
                        from: s(&a),
                        to: s(&b),
                    },
                ];
                let adapter = plyyard::games::adapter(ex.game);
                for ask in &asks {
                    if adapter.supports(ask) {
                        let _ = ex.position.answer(ask, None);
                        let _ = ex.position.explain(ask);
                        let _ = ex.position.highlights(ask);
                    }
                }
            }
            Ok(())
        })
        .unwrap();
}
