//! Drill exports (`drill --export DIR`): the input picks a game, a topic, a
//! level, a seed and a count. Written into an empty folder, every file is
//! accepted by `verify`; a second export into the same folder is refused and
//! changes no byte (review R4, R15); with `--force` the same plan writes the
//! same bytes (an export is reproducible), and no temporary file is left.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use plyyard::drill::export::{ExportError, export, verify_written};
use plyyard::drill::{Plan, Topic};
use plyyard::game_api::GameKind;

fn plan(data: &[u8]) -> Plan {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let game = GameKind::ALL[usize::from(byte(0)) % 4];
    let topics = Topic::of(game);
    let topic = match usize::from(byte(1)) % (topics.len() + 1) {
        0 => None,
        i => Some(topics[i - 1]),
    };
    let mut seed = [0u8; 8];
    for (i, b) in data.iter().skip(4).take(8).enumerate() {
        seed[i] = *b;
    }
    Plan {
        game,
        topic,
        level: 1 + byte(2) % 3,
        seed: u64::from_le_bytes(seed),
        count: 1 + usize::from(byte(3)) % 3,
    }
}

fn contents(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    std::fs::read_dir(dir)
        .expect("the export folder")
        .map(|e| {
            let path = e.expect("an entry").path();
            let bytes = std::fs::read(&path).expect("an exported file");
            (path, bytes)
        })
        .collect()
}

/// Exports the plan `data` picks into `dir/export` (emptied first).
pub fn check(dir: &Path, data: &[u8]) {
    let out = dir.join("export");
    let _ = std::fs::remove_dir_all(&out);
    let plan = plan(data);
    let written = match export(&plan, &out, false) {
        Ok(w) => w,
        // A plan without a drill is refused with its reason, not a panic.
        Err(ExportError::NoDrill(_)) => return,
        Err(e) => panic!("an export into an empty folder failed: {e}"),
    };
    assert_eq!(written.len(), plan.count);
    let problems = verify_written(&written);
    assert!(problems.is_empty(), "{problems:?}");
    let first = contents(&out);
    assert_eq!(first.len(), plan.count * 4, "{:?}", first.keys());
    assert!(
        export(&plan, &out, false).is_err(),
        "a second export went over the first"
    );
    assert!(contents(&out) == first, "a refused export changed a file");
    export(&plan, &out, true).expect("an export with force");
    assert!(contents(&out) == first, "the same plan wrote other bytes");
}
