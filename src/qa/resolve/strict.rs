//! The strict reading's decision: a qualifying frame, the most specific, in
//! the game the question is about.

use super::*;

/// The strict reading's decision: a qualifying frame, the most specific.
pub fn decide_strictly(a: &Analysis, game: Option<GameKind>) -> Decision {
    let (vocab_mask, mixed) = game_mask(a);
    let mask = match game {
        Some(g) => game_bit(g),
        None => vocab_mask,
    };
    let abstain = |why: Abstain, mask: u8| Decision {
        alternatives: alternatives(a, mask, None),
        outcome: Err(why),
    };
    // A negation the analysis could not place: what it negates is unknown.
    if a.slots.is_empty() || a.unplaced {
        return abstain(Abstain::NotUnderstood, mask);
    }
    let mut candidates: Vec<Candidate> = facts::games()
        .iter()
        .filter(|g| mask & game_bit(g.game) != 0)
        .flat_map(|g| g.facts.iter().filter_map(|f| best_frame(f, g.generic, a)))
        .collect();
    if candidates.is_empty() {
        return abstain(Abstain::NotUnderstood, mask);
    }
    let mut fact_games: u8 = candidates.iter().fold(0, |m, c| m | game_bit(c.fact.game));
    // Games whose readings were weighed against the chosen one already.
    let mut weighed = 0u8;
    if game.is_none() && fact_games.count_ones() > 1 {
        match pointed_game(a, fact_games) {
            Some(bit) => {
                candidates.retain(|c| game_bit(c.fact.game) == bit);
                fact_games = bit;
            }
            None => match most_specific_game(&candidates) {
                // One game reads the question with at least one more concept
                // than any other: it is the one meant.
                Some(bit) => {
                    candidates.retain(|c| game_bit(c.fact.game) == bit);
                    weighed = fact_games & !bit;
                    fact_games = bit;
                }
                None => return abstain(Abstain::GameUnclear(games_in(fact_games)), mask),
            },
        }
    }
    if game.is_none() && !mixed && mask.count_ones() > 1 {
        // The words fit several games but only one has a fact for them: the
        // game is clear unless another game has a fact whose every concept
        // the question names (a rival reading, only less well explained).
        let own = pointers(a, fact_games);
        let top_core = candidates.iter().map(|c| c.core).max().unwrap_or(0);
        let rivals = rival_games(a, mask & !fact_games & !weighed, top_core);
        let rivals = games_in(rivals)
            .into_iter()
            .map(game_bit)
            .filter(|bit| pointers(a, *bit) >= own)
            .fold(0, |m, bit| m | bit);
        if rivals != 0 {
            return abstain(Abstain::GameUnclear(games_in(fact_games | rivals)), mask);
        }
    }
    candidates.sort_by(|x, y| {
        (y.spec, y.depth)
            .cmp(&(x.spec, x.depth))
            .then(y.open.cmp(&x.open))
    });
    let top = candidates[0].clone();
    let rivals = candidates[1..]
        .iter()
        .filter(|c| (c.spec, c.depth) == (top.spec, top.depth) && c.fact.id != top.fact.id);
    let conflict = top.torn
        || rivals.clone().any(|c| c.verdict != top.verdict)
        || (a.wh.is_some() && rivals.clone().any(|c| c.open == top.open));
    if conflict {
        return abstain(Abstain::Conflict, game_bit(top.fact.game));
    }
    Decision {
        alternatives: alternatives(a, game_bit(top.fact.game), Some(top.fact)),
        outcome: Ok(Answered {
            fact: top.fact,
            verdict: top.verdict,
            misconception: top.misconception,
            confidence: None,
            others: Vec::new(),
            picked: false,
        }),
    }
}
