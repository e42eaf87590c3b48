//! `ask`: any text is understood (or refused as too long) and answered
//! without a panic, and the JSON answer follows the contract (§4). Only the
//! command's own entry points are used (`ask`, `write_ask`, `ask_report`), so
//! that the check holds whatever the analysis becomes.

use std::collections::BTreeSet;

use plyyard::game_api::GameKind;
use plyyard::i18n::Localiser;
use plyyard::qa::ask::{MAX_CHARS, ask};
use plyyard::render::{ask_report, write_ask};
use plyyard::vocab;

use super::assert_localised;

/// Asks `data` (lossy UTF-8) as `plyyard ask` does, renders the answer, and
/// reads it with the shared vocabulary.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    for game in [None, Some(GameKind::Hnefatafl)] {
        let asked = match ask(&text, game) {
            Ok(asked) => asked,
            Err(too_long) => {
                assert!(text.chars().count() > MAX_CHARS, "{too_long}");
                return;
            }
        };
        let answered = asked
            .decision
            .outcome
            .as_ref()
            .ok()
            .map(|a| a.fact.id.to_string());
        let ids: Vec<&str> = asked.decision.alternatives.iter().map(|f| f.id).collect();
        let unique: BTreeSet<&&str> = ids.iter().collect();
        assert_eq!(unique.len(), ids.len(), "repeated alternatives");
        assert!(ids.len() <= 3, "more than three alternatives");
        if let Some(id) = &answered {
            assert!(!ids.contains(&id.as_str()), "{id} is also an alternative");
        }
        let loc = Localiser::new(asked.lang);
        let mut out = Vec::new();
        write_ask(&asked, &loc, &mut out).expect("writes to memory");
        assert_localised(&String::from_utf8(out).expect("UTF-8 answer"), &text);
        let report = ask_report(&asked, &loc);
        assert_eq!(report.fact, answered);
        assert_eq!(report.lang, asked.lang.code());
        if report.fact.is_some() {
            assert!(report.answer.is_some() && report.game.is_some());
        }
        let json = serde_json::to_string(&report).expect("serialises");
        assert_localised(&json, &text);
    }

    let norm = vocab::normalise(&text);
    assert_eq!(vocab::normalise(&norm), norm, "normalise is not idempotent");
    let _ = (
        vocab::yes_no(&norm),
        vocab::end(&norm),
        vocab::command(&text),
    );
    for game in GameKind::ALL {
        let _ = vocab::side(&norm, game);
    }
}
