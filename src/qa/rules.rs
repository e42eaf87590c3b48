//! `plyyard rules GAME`: the edition's rules, what it excludes and the
//! decisions taken where the guide is silent.
//!
//! Texts: `locales/<lang>/rules-<game>.ftl`, ids `rules-<game>-title`,
//! `rules-<game>-intro`, then numbered `rules-<game>-rule-N`,
//! `rules-<game>-excluded-N`, `rules-<game>-decision-N` (from 1, in the guide's order).

use std::io::{self, Write};

use crate::game_api::GameKind;
use crate::i18n::Localiser;
use crate::render::wrap;

/// The three sections, in order, with their heading id and item stem.
pub const SECTIONS: [(&str, &str); 3] = [
    ("qa-rules-heading-rules", "rule"),
    ("qa-rules-heading-excluded", "excluded"),
    ("qa-rules-heading-decisions", "decision"),
];

/// The Fluent ids of one section's items, as present in the localiser.
pub fn item_ids(game: GameKind, section: &str, loc: &Localiser) -> Vec<String> {
    (1..=60)
        .map(|n| format!("rules-{}-{section}-{n}", game.name()))
        .take_while(|id| loc.has(id))
        .collect()
}

/// Writes the rules of `game`, wrapped to `width` columns (an item's lines
/// continue under its text; words and moves are never cut).
pub fn render(
    game: GameKind,
    loc: &Localiser,
    width: usize,
    out: &mut dyn Write,
) -> io::Result<()> {
    let title = loc.get(&format!("rules-{}-title", game.name()));
    let title = wrap(&title, width);
    let longest = title.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    writeln!(out, "{title}")?;
    writeln!(out, "{}", "=".repeat(longest))?;
    let intro = loc.get(&format!("rules-{}-intro", game.name()));
    writeln!(out, "{}", wrap(&intro, width))?;
    for (heading, section) in SECTIONS {
        let ids = item_ids(game, section, loc);
        if ids.is_empty() {
            continue;
        }
        writeln!(out)?;
        writeln!(out, "{}", wrap(&loc.get(heading), width))?;
        for (n, id) in ids.iter().enumerate() {
            let item = format!("{:>2}. {}", n + 1, loc.get(id));
            writeln!(out, "{}", wrap(&item, width))?;
        }
    }
    Ok(())
}
