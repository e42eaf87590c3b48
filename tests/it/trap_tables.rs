//! The question tables say which traps can change each kind of question, and
//! `check` tries only those on a wrong answer. This checks the tables against
//! the engines: on every catalogue exercise, fixture-free witness and every
//! question, a trap the table leaves out gives the edition's answer.

use plyyard::exercise::{self, Exercise, Source, Texts};
use plyyard::game_api::Trap;
use plyyard::qa;

fn check_exercise(ex: &Exercise, problems: &mut Vec<String>) -> usize {
    let mut checked = 0;
    for q in &ex.questions {
        let spec = ex
            .adapter
            .spec(&q.ask)
            .expect("loaded questions are supported");
        let edition = ex.position.answer(&q.ask, None).ok();
        for trap in Trap::of(ex.game) {
            if spec.traps.contains(trap) {
                continue;
            }
            checked += 1;
            let under = ex.position.answer(&q.ask, Some(*trap)).ok();
            if under != edition {
                problems.push(format!(
                    "{} question {}: `{trap}` changes {:?} into {:?}, but the table of `{}` leaves it out",
                    ex.id,
                    q.number,
                    edition,
                    under,
                    q.ask.name()
                ));
            }
        }
    }
    checked
}

#[test]
fn traps_left_out_of_a_table_never_change_an_answer() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for entry in exercise::entries(None) {
        let ex = exercise::load(&entry.id, entry.source(), entry.texts()).expect("catalogue loads");
        checked += check_exercise(&ex, &mut problems);
    }
    for (id, witness) in qa::witnesses() {
        let ex =
            exercise::load(&id, Source::new(&id, &witness), Texts::None).expect("witness loads");
        checked += check_exercise(&ex, &mut problems);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(checked > 20, "only {checked} checks");
}
