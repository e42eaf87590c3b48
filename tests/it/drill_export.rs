//! Drills written as a teacher's worksheet: 200 per game with fixed seeds,
//! every file accepted by `verify` (texts in three languages included); the
//! same seed writes the same files; a pinned drill per game guards the
//! seeded generation against changes from one machine or version to another.

use plyyard::drill::export::{export, verify_written};
use plyyard::drill::{Drill, Plan};
use plyyard::game_api::GameKind;

/// The plans of one game: 200 drills over the three levels, fixed seeds.
fn plans(game: GameKind) -> Vec<Plan> {
    [(1, 67), (2, 67), (3, 66)]
        .into_iter()
        .map(|(level, count)| Plan {
            game,
            topic: None,
            level,
            seed: 14_000 + u64::from(level),
            count,
        })
        .collect()
}

#[test]
fn two_hundred_drills_per_game_are_written_and_verified() {
    for game in GameKind::ALL {
        let mut total = 0;
        for plan in plans(game) {
            let dir = tempfile::tempdir().unwrap();
            let written = export(&plan, dir.path(), false).unwrap();
            assert_eq!(written.len(), plan.count);
            let problems = verify_written(&written);
            assert!(
                problems.is_empty(),
                "{game} level {}: {problems:#?}",
                plan.level
            );
            for w in &written {
                for lang in ["en", "fr", "ru"] {
                    assert!(w.path.with_extension(format!("{lang}.ftl")).is_file());
                }
                let text = std::fs::read_to_string(&w.path).unwrap();
                assert!(text.contains("answer = "), "{text}");
            }
            total += written.len();
        }
        assert_eq!(total, 200, "{game}");
    }
}

#[test]
fn the_same_seed_writes_the_same_files() {
    let plan = Plan {
        game: GameKind::Aeroplane,
        topic: None,
        level: 2,
        seed: 77,
        count: 8,
    };
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    let first = export(&plan, a.path(), false).unwrap();
    let shorter = Plan {
        count: 5,
        ..plan.clone()
    };
    let second = export(&shorter, b.path(), false).unwrap();
    for (x, y) in first.iter().zip(&second) {
        assert_eq!(
            std::fs::read_to_string(&x.path).unwrap(),
            std::fs::read_to_string(&y.path).unwrap()
        );
        let ftl =
            |p: &std::path::Path| std::fs::read_to_string(p.with_extension("ru.ftl")).unwrap();
        assert_eq!(ftl(&x.path), ftl(&y.path));
    }
}

#[test]
fn a_drill_is_made_again_from_its_id_alone() {
    for game in GameKind::ALL {
        let plan = Plan {
            game,
            topic: None,
            level: 3,
            seed: 5,
            count: 3,
        };
        for (i, id) in plan.ids().into_iter().enumerate() {
            let drill = Drill::make(id, i + 1).unwrap();
            let again = plyyard::drill::DrillId::parse(&id.to_string()).unwrap();
            assert_eq!(Drill::make(again, i + 1).unwrap().toml(), drill.toml());
        }
    }
}

#[test]
fn one_pinned_drill_per_game() {
    for game in GameKind::ALL {
        let plan = Plan {
            game,
            topic: None,
            level: 2,
            seed: 2026,
            count: 1,
        };
        let drill = Drill::make(plan.id(0), 1).unwrap();
        insta::assert_snapshot!(format!("pinned-drill-{game}"), drill.toml());
    }
}
