//! The progress file's text: RON, `version: 2`. Version 1 (`solved`,
//! `attempts`, `done` per exercise) is read and migrated; a newer version is
//! refused; fields this version does not know are kept (as RON text, without
//! their comments).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use serde::de::DeserializeOwned;

use super::model::{Progress, Record, Review};
use super::raw::{clean, map_entries, struct_fields};

/// The version this release writes.
pub const PROGRESS_VERSION: u32 = 2;

/// Why a progress text cannot be used.
#[derive(Debug, PartialEq, Eq)]
pub enum FormatError {
    /// Not a progress file of a known shape.
    Corrupt(String),
    /// Written by a newer release.
    Newer(u32),
}

fn value<T: DeserializeOwned>(name: &str, raw: &str) -> Result<T, FormatError> {
    ron::from_str(raw).map_err(|e| FormatError::Corrupt(format!("`{name}`: {e}")))
}

fn corrupt(detail: String) -> FormatError {
    FormatError::Corrupt(detail)
}

/// A field this version does not know, kept as RON text without its comments
/// (so that it can be written on one line); it must be RON.
fn kept(label: &str, name: String, raw: &str) -> Result<(String, String), FormatError> {
    let text = clean(raw).map_err(|e| corrupt(format!("`{label}`: {e}")))?;
    value::<ron::Value>(label, &text)?;
    Ok((name, text))
}

/// Reads a progress file's text (any version up to [`PROGRESS_VERSION`]).
pub fn parse(text: &str) -> Result<Progress, FormatError> {
    let fields = struct_fields(text).map_err(corrupt)?;
    let version = fields
        .iter()
        .find(|(k, _)| k == "version")
        .ok_or_else(|| corrupt("no `version`".to_string()))
        .and_then(|(k, v)| value::<u32>(k, v))?;
    if version > PROGRESS_VERSION {
        return Err(FormatError::Newer(version));
    }
    if version == 0 {
        return Err(corrupt("`version` 0".to_string()));
    }
    let mut progress = Progress::default();
    for (name, raw) in fields {
        match name.as_str() {
            "version" => {}
            "exercises" => progress.exercises = records(&name, &raw)?,
            "files" if version >= 2 => progress.files = records(&name, &raw)?,
            "drills" if version >= 2 => progress.drills = records(&name, &raw)?,
            "trap_tries" if version >= 2 => progress.trap_tries = value(&name, &raw)?,
            _ => progress.extra.push(kept(&name.clone(), name, &raw)?),
        }
    }
    Ok(progress)
}

fn records(name: &str, raw: &str) -> Result<BTreeMap<String, Record>, FormatError> {
    let mut out = BTreeMap::new();
    for (key, rec) in map_entries(raw).map_err(|e| corrupt(format!("`{name}`: {e}")))? {
        let id: String = value(name, &key)?;
        let record = record(&id, &rec)?;
        out.insert(id, record);
    }
    Ok(out)
}

fn record(id: &str, raw: &str) -> Result<Record, FormatError> {
    let mut r = Record::default();
    for (name, v) in struct_fields(raw).map_err(|e| corrupt(format!("`{id}`: {e}")))? {
        let label = format!("{id}.{name}");
        match name.as_str() {
            "solved" => r.solved = value::<BTreeSet<usize>>(&label, &v)?,
            "missed" => r.missed = value(&label, &v)?,
            "attempts" => r.attempts = value(&label, &v)?,
            "done" => r.done = value(&label, &v)?,
            "first" => r.first = value(&label, &v)?,
            "review" => r.review = value::<BTreeMap<usize, Review>>(&label, &v)?,
            "last" => r.last = Some(value(&label, &v)?),
            _ => r.extra.push(kept(&label, name, &v)?),
        }
    }
    Ok(r)
}

fn ron<T: serde::Serialize>(v: &T) -> String {
    ron::to_string(v).unwrap_or_default()
}

fn write_records(out: &mut String, name: &str, records: &BTreeMap<String, Record>) {
    let _ = writeln!(out, "    {name}: {{");
    for (id, r) in records {
        let mut fields = vec![
            format!("solved: {}", ron(&r.solved)),
            format!("missed: {}", ron(&r.missed)),
            format!("attempts: {}", r.attempts),
            format!("done: {}", r.done),
            format!("first: {}", ron(&r.first)),
            format!("review: {}", ron(&r.review)),
        ];
        // Written only when known, so that older files read the same.
        if let Some(day) = r.last {
            fields.push(format!("last: {day}"));
        }
        fields.extend(r.extra.iter().map(|(k, v)| format!("{k}: {v}")));
        let _ = writeln!(out, "        {}: ({}),", ron(id), fields.join(", "));
    }
    let _ = writeln!(out, "    }},");
}

/// The text of a progress file, version [`PROGRESS_VERSION`].
pub fn render(progress: &Progress) -> String {
    let mut out = String::from("(\n");
    let _ = writeln!(out, "    version: {PROGRESS_VERSION},");
    write_records(&mut out, "exercises", &progress.exercises);
    write_records(&mut out, "files", &progress.files);
    // Written only when there are some, so that files without drills read
    // the same in releases that do not know them (they keep it verbatim).
    if !progress.drills.is_empty() {
        write_records(&mut out, "drills", &progress.drills);
    }
    // Written only when there are some, as drills are.
    if !progress.trap_tries.is_empty() {
        let _ = writeln!(out, "    trap_tries: {},", ron(&progress.trap_tries));
    }
    for (k, v) in &progress.extra {
        let _ = writeln!(out, "    {k}: {v},");
    }
    out.push_str(")\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_1_is_migrated() {
        let v1 = "(version:1,exercises:{\"dominoes/blocked-equal\":(solved:[1,],attempts:1,done:true,),},)";
        let p = parse(v1).unwrap();
        let r = &p.exercises["dominoes/blocked-equal"];
        assert!(r.done && r.solved.contains(&1) && r.attempts == 1);
        assert!(r.extra.is_empty() && p.extra.is_empty());
        assert_eq!(parse(&render(&p)).unwrap(), p);
    }

    #[test]
    fn unknown_fields_survive_a_round_trip() {
        let text = "(version: 2, exercises: {\"a/b\": (solved: [1], done: false, mood: Happy(3))}, later: Some([1, 2]))";
        let p = parse(text).unwrap();
        let back = render(&p);
        assert!(back.contains("mood: Happy(3)"), "{back}");
        assert!(back.contains("later: Some([1, 2])"), "{back}");
        assert_eq!(parse(&back).unwrap(), p);
    }

    #[test]
    fn comments_in_unknown_fields_do_not_break_the_saved_file() {
        let text = "(\n version: 2,\n exercises: {\n \"a/b\": (solved: [1], done: false,\n note: \"x // y\" // keep\n ),\n },\n later: [1, /* two */ 2], // end\n)";
        let p = parse(text).unwrap();
        assert_eq!(
            p.exercises["a/b"].extra,
            [("note".into(), "\"x // y\"".into())]
        );
        assert_eq!(p.extra, [("later".into(), "[1,   2]".into())]);
        let back = render(&p);
        assert_eq!(parse(&back).unwrap(), p, "{back}");
        assert_eq!(render(&parse(&back).unwrap()), back);
        // A kept field must be RON.
        assert!(parse("(version: 2, exercises: {}, junk: llll\u{0}ll)").is_err());
    }

    #[test]
    fn newer_and_broken_files_are_refused() {
        assert_eq!(
            parse("(version: 3, exercises: {})"),
            Err(FormatError::Newer(3))
        );
        for bad in [
            "",
            "(exercises: {})",
            "(version: \"2\")",
            "(version: 2, exercises: [1])",
        ] {
            assert!(matches!(parse(bad), Err(FormatError::Corrupt(_))), "{bad}");
        }
    }

    #[test]
    fn trap_tries_read_back_and_are_written_only_when_there_are_some() {
        let mut p = Progress::default();
        assert!(!render(&p).contains("trap_tries"));
        p.trap_tries.insert("aeroplane/even-exit".into(), 3);
        assert_eq!(parse(&render(&p)).unwrap(), p);
    }

    #[test]
    fn drills_are_kept_and_written_only_when_there_are_some() {
        let mut p = Progress::default();
        assert!(!render(&p).contains("drills"));
        p.drills
            .insert("drill/aeroplane/third-six/2/9".into(), Record::default());
        let text = render(&p);
        assert!(text.contains("drill/aeroplane/third-six/2/9"), "{text}");
        assert_eq!(parse(&text).unwrap(), p);
    }
}
