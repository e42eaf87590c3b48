//! Differential check against a peer engine: the `hnefatafl` crate, set up
//! as Fetlar, counts the same legal moves as plyyard on 200 positions
//! reached by seeded random play (the benchmark `hnefatafl_peer` checks
//! 1 000 before timing both).

#[path = "../../benches/common/fetlar.rs"]
mod fetlar;

#[test]
fn the_peer_counts_the_same_moves() {
    let games = fetlar::positions(200, 2026);
    assert_eq!(games.len(), 200);
    let diff = fetlar::disagreements(&games);
    assert!(
        diff.is_empty(),
        "{} disagreements, first {:?}",
        diff.len(),
        diff.first()
    );
}
