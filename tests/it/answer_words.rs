//! Answers shown to a learner are in the learner's language (no English
//! `goal`, `@left`, `white` on a French or Russian screen), and each shown
//! answer is read back as the same answer: a learner may copy it.

use plyyard::exercise::{self, Solution};
use plyyard::game_api::Answer;
use plyyard::i18n::{Lang, Localiser};
use plyyard::render::answer_text;

#[test]
fn every_key_reads_back_in_every_language() {
    let mut checked = 0;
    for entry in exercise::entries(None) {
        let ex = exercise::load(&entry.id, entry.source(), entry.texts()).unwrap();
        for q in &ex.questions {
            let s = Solution::new(&ex, q).unwrap();
            if matches!(s.key(), Answer::Distance(None)) {
                continue; // shown with a note ("none (out of reach)")
            }
            for lang in Lang::ALL {
                let shown = answer_text(s.key(), &q.ask, ex.adapter, &Localiser::new(lang));
                let read = s.read(&shown).unwrap_or_else(|e| {
                    panic!(
                        "{} q{} {lang}: `{shown}` cannot be read: {e:?}",
                        ex.id, q.number
                    )
                });
                assert_eq!(&read, s.key(), "{} q{} {lang}: {shown}", ex.id, q.number);
                checked += 1;
            }
        }
    }
    assert!(checked > 300, "{checked}");
}

#[test]
fn no_english_words_in_french_and_russian_answers() {
    for entry in exercise::entries(None) {
        let ex = exercise::load(&entry.id, entry.source(), entry.texts()).unwrap();
        for q in &ex.questions {
            let s = Solution::new(&ex, q).unwrap();
            for lang in [Lang::Fr, Lang::Ru] {
                let shown = answer_text(s.key(), &q.ask, ex.adapter, &Localiser::new(lang));
                for word in shown.split([' ', '@', ':']) {
                    assert!(
                        ![
                            "goal", "left", "right", "both", "none", "white", "black", "red",
                            "yellow", "blue", "yes", "no", "ongoing", "draw", "pass",
                        ]
                        .contains(&word),
                        "{} q{} {lang}: {shown}",
                        ex.id,
                        q.number
                    );
                }
            }
        }
    }
}
