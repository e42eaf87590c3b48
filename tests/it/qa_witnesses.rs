//! Every witness of the fact base is answered by the engine as recorded, and
//! every fact whose false form is an engine trap has a witness that the trap
//! answers differently.

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
        "witnesses: {with}/{total} facts; {} disagree",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(witnesses.len(), with);
    assert!(total >= 180, "the fact base has {total} facts");
    assert!(
        with * 100 >= total * 80,
        "only {with} of {total} facts have a witness"
    );
}

#[test]
fn engine_trap_facts_have_a_witness_the_trap_changes() {
    for f in plyyard::qa::facts::all() {
        let Some(trap) = f.engine_trap() else {
            continue;
        };
        let witness = f
            .witness
            .unwrap_or_else(|| panic!("{}: trap {trap} without witness", f.id));
        assert!(
            witness.contains(&format!("traps = [\"{trap}\"]")),
            "{}: the witness does not declare {trap}",
            f.id
        );
    }
}
