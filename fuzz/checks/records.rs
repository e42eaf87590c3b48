//! Game records: `replay` and `replay --export-ply` on any text. A record is
//! either refused with at most the first 100 problems listed (each one
//! localised), or replayed; every position before the first illegal move is
//! exported as an exercise that loads and that `verify` accepts (review R8),
//! and the record's name cannot add a line to the export (review R9).

use plyyard::app::located;
use plyyard::exercise::{self, Source, Texts};
use plyyard::game_api::GameKind;
use plyyard::games::play::Playable;
use plyyard::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
use plyyard::i18n::{Lang, Localiser};
use plyyard::play::export::{ExportError, export};
use plyyard::play::record::read;
use plyyard::play::replay::{Replayed, replay};
use plyyard::problem::MAX_PROBLEMS;

use super::assert_localised;

/// A record name with a line break, as a hostile file name may have.
const LABEL: &str = "fuzz\nlevel = 3\n#.toml";

/// At most this many positions of one record are exported (each is loaded
/// and verified), spread over the game, the last one included.
const EXPORTS: usize = 6;

/// Reads `data` (lossy UTF-8) as a record and replays it.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let loc = Localiser::new(Lang::ALL[data.len() % 3]);
    let source = Source::new(LABEL, text.as_ref());
    let rec = match read(&source) {
        Ok(rec) => rec,
        Err(problems) => {
            assert!(!problems.is_empty(), "refused without a problem");
            assert!(
                problems.len() <= MAX_PROBLEMS + 1,
                "{} problems",
                problems.len()
            );
            for p in problems.iter().take(20).chain(problems.last()) {
                let line = located(&loc, &source, p.span.as_ref().map(|s| s.start), &p.message);
                assert_localised(&line, &text);
            }
            return;
        }
    };
    match rec.game {
        GameKind::Aeroplane => exports(&replay::<aeroplane::Game>(&rec), &loc, &text),
        GameKind::ChineseCheckers => {
            exports(&replay::<chinese_checkers::game::Game>(&rec), &loc, &text)
        }
        GameKind::Dominoes => exports(&replay::<dominoes::State>(&rec), &loc, &text),
        GameKind::Hnefatafl => exports(&replay::<hnefatafl::game::Game>(&rec), &loc, &text),
    }
}

fn exports<G: Playable>(replayed: &Replayed<G>, loc: &Localiser, input: &str) {
    if let Some(f) = &replayed.fault {
        assert_localised(&loc.text(&f.message), input);
    }
    if replayed.positions.is_empty() {
        // Refused before the first position (a dominoes record without its
        // deal): nothing to export.
        assert!(matches!(
            export(replayed, 0, LABEL),
            Err(ExportError::Beyond(_))
        ));
        return;
    }
    let legal = replayed.positions.len() - 1;
    let step = (legal / EXPORTS).max(1);
    let plies = (0..=legal).step_by(step).chain([legal]);
    for ply in plies {
        // A position the record reaches legally is always an exercise.
        let exported = match export(replayed, ply, LABEL) {
            Ok(text) => text,
            Err(ExportError::Position(m)) => panic!("ply {ply} refused: {}", loc.text(&m)),
            Err(ExportError::Beyond(n)) => panic!("ply {ply} beyond {n}"),
        };
        let mut lines = exported.lines();
        assert!(lines.next().is_some_and(|l| l.starts_with("# ")));
        assert_eq!(lines.next(), Some("format = 1"), "{exported}");
        let source = Source::new("export.toml", exported.clone());
        if let Err(e) = exercise::load("export.toml", source.clone(), Texts::None) {
            panic!(
                "ply {ply}: the export does not load: {:?}\n{exported}",
                e.problems
            );
        }
        let problems = exercise::verify("export.toml", source, Texts::None);
        assert!(problems.is_empty(), "ply {ply}: {problems:?}\n{exported}");
    }
    // Beyond the last legal position: refused, never a panic.
    assert!(matches!(
        export(replayed, legal + 1, LABEL),
        Err(ExportError::Beyond(_))
    ));
}
