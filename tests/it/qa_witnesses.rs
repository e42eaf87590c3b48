//! Every witness of the rules bank is answered by the engine as recorded.
//!
//! Needs `plyyard::exercise::verify_source` (the lead's exercise layer) and the
//! four engines: this target does not build on the qa branch alone.

#[test]
fn every_witness_agrees_with_the_engine() {
    let mut failures = Vec::new();
    let witnesses = plyyard::qa::witnesses();
    for (id, source) in &witnesses {
        let problems = plyyard::exercise::verify_source(id, source);
        if !problems.is_empty() {
            failures.push(format!("{id}: {problems:?}"));
        }
    }
    let (with, total) = plyyard::qa::witness_coverage();
    println!(
        "witnesses: {with}/{total} entries; {} disagree",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(witnesses.len(), with);
    assert!(total >= 60, "the bank has {total} entries");
    assert!(
        with * 100 >= total * 80,
        "only {with} of {total} entries have a witness"
    );
}
