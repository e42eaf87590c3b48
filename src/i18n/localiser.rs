//! Turns [`Message`]s into text with Fluent.

use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};

use super::Lang;
use crate::message::{Arg, Message, printable};

static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

type Bundle = FluentBundle<FluentResource>;

mod index {
    include!(concat!(env!("OUT_DIR"), "/ftl_index.rs"));
}

/// A language's embedded texts, parsed file by file as their messages are
/// first needed (the file of each id is known from the build-time index).
struct Embedded {
    lang: Lang,
    bundle: RefCell<Bundle>,
    loaded: RefCell<Vec<bool>>,
}

impl Embedded {
    fn new(lang: Lang) -> Embedded {
        Embedded {
            lang,
            bundle: RefCell::new(new_bundle(lang)),
            loaded: RefCell::new(vec![false; index::FILES[slot(lang)].len()]),
        }
    }

    /// Whether the language defines `id`; parses its file on first use.
    fn ensure(&self, id: &str) -> bool {
        let (table, ids) = (index::INDEX[slot(self.lang)], index::IDS[slot(self.lang)]);
        let key = |start: u32, len: u16| &ids[start as usize..start as usize + usize::from(len)];
        let Ok(found) = table.binary_search_by(|&(start, len, _)| key(start, len).cmp(id)) else {
            return false;
        };
        let file = usize::from(table[found].2);
        if !self.loaded.borrow()[file] {
            self.loaded.borrow_mut()[file] = true;
            let name = index::FILES[slot(self.lang)][file];
            let text = LOCALES
                .get_file(format!("{}/{name}", self.lang.code()))
                .and_then(|f| f.contents_utf8())
                .unwrap_or_default();
            add_source(&mut self.bundle.borrow_mut(), text.to_string());
        }
        true
    }
}

thread_local! {
    /// The embedded texts of each language, shared by every [`Localiser`] of
    /// that language in the process (per thread).
    static EMBEDDED: RefCell<[Option<Rc<Embedded>>; 3]> = const { RefCell::new([None, None, None]) };
}

fn slot(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Fr => 1,
        Lang::Ru => 2,
    }
}

/// The shared embedded texts of a language.
fn embedded(lang: Lang) -> Rc<Embedded> {
    EMBEDDED.with(|cache| {
        cache.borrow_mut()[slot(lang)]
            .get_or_insert_with(|| Rc::new(Embedded::new(lang)))
            .clone()
    })
}

fn new_bundle(lang: Lang) -> Bundle {
    let id = lang.code().parse().expect("language codes are valid");
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    bundle
}

fn add_source(bundle: &mut Bundle, source: String) {
    // Embedded files are checked by the test suite; a teacher's file with a
    // syntax error keeps the entries Fluent could still read.
    let resource = match FluentResource::try_new(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    bundle.add_resource_overriding(resource);
}

/// Localises messages in one language: a teacher's texts (if any) first, then
/// the embedded texts, then English for an id the language lacks (tests keep
/// the three at parity, so this is a safety net used only when needed).
///
/// The embedded texts are shared by every localiser of the language in the
/// process and parsed lazily, one `.ftl` file at a time; a teacher's texts are
/// layered on top.
pub struct Localiser {
    lang: Lang,
    overlay: Option<Bundle>,
    base: Rc<Embedded>,
}

/// Where a message was found.
enum Found<'a> {
    /// A teacher's texts.
    Overlay(&'a Bundle),
    /// Embedded texts (of the language, or English as a fallback).
    Embedded(Rc<Embedded>),
}

impl Localiser {
    /// The embedded texts of `lang`.
    pub fn new(lang: Lang) -> Self {
        Self {
            lang,
            overlay: None,
            base: embedded(lang),
        }
    }

    /// The embedded texts of `lang` plus extra Fluent sources (a teacher's
    /// exercise texts), which override embedded ids of the same name.
    pub fn with_extra(lang: Lang, extra: &[String]) -> Self {
        Self::new(lang).layered(extra)
    }

    /// The same localiser with extra Fluent sources layered on top (they
    /// override embedded ids of the same name); the embedded texts are shared,
    /// not parsed again.
    pub fn layered(&self, extra: &[String]) -> Self {
        let overlay = (!extra.is_empty()).then(|| {
            let mut bundle = new_bundle(self.lang);
            for source in extra {
                add_source(&mut bundle, source.clone());
            }
            bundle
        });
        Self {
            lang: self.lang,
            overlay,
            base: self.base.clone(),
        }
    }

    /// The language of this localiser.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Where `id` is defined: the overlay, this language's embedded texts, or
    /// (for an id this language lacks) English.
    fn find(&self, id: &str) -> Option<Found<'_>> {
        if let Some(o) = self.overlay.as_ref().filter(|o| o.has_message(id)) {
            return Some(Found::Overlay(o));
        }
        if self.base.ensure(id) {
            return Some(Found::Embedded(self.base.clone()));
        }
        let english = embedded(Lang::En);
        (self.lang != Lang::En && english.ensure(id)).then_some(Found::Embedded(english))
    }

    /// Whether `id` has a text in this language.
    pub fn has(&self, id: &str) -> bool {
        self.overlay.as_ref().is_some_and(|o| o.has_message(id)) || self.base.ensure(id)
    }

    /// The text of a message without arguments.
    pub fn get(&self, id: &str) -> String {
        self.text(&Message::new(id))
    }

    /// Formats message `id` (or its attribute) from `bundle`.
    fn format(
        bundle: &Bundle,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs>,
    ) -> Option<String> {
        let msg = bundle.get_message(id)?;
        let pattern = match attr {
            Some(a) => msg.get_attribute(a)?.value(),
            None => msg.value()?,
        };
        let mut errors = Vec::new();
        let text: Cow<str> = bundle.format_pattern(pattern, args, &mut errors);
        Some(text.into_owned())
    }

    fn lookup(&self, id: &str, attr: Option<&str>, args: Option<&FluentArgs>) -> Option<String> {
        match self.find(id)? {
            Found::Overlay(bundle) => Self::format(bundle, id, attr, args),
            Found::Embedded(texts) => Self::format(&texts.bundle.borrow(), id, attr, args),
        }
    }

    /// The text of a message, `None` if no bundle has its id.
    pub fn try_text(&self, msg: &Message) -> Option<String> {
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            let value: FluentValue = match arg {
                // Fluent numbers are f64: beyond 2^53 they would be rounded
                // (9223372036854775807 printed as 9223372036854776000).
                Arg::Num(n) if n.unsigned_abs() > 1 << 53 => FluentValue::from(n.to_string()),
                Arg::Num(n) => FluentValue::from(*n),
                // User text (values from a file, answers, paths) is shown,
                // never obeyed: no escape sequences reach the terminal.
                Arg::Text(t) => FluentValue::from(printable(t).into_owned()),
                Arg::Msg(inner) => FluentValue::from(self.text(inner)),
            };
            args.set(*name, value);
        }
        self.lookup(&msg.id, None, Some(&args))
    }

    /// The text of a message. An id missing everywhere yields a visible marker
    /// with the id (a defect the tests catch), never a panic.
    pub fn text(&self, msg: &Message) -> String {
        self.try_text(msg)
            .unwrap_or_else(|| format!("[{}: {}]", self.lang.code(), msg.id))
    }

    /// The text of a message attribute (`id.attr`), if present.
    pub fn attribute(&self, id: &str, attr: &str) -> Option<String> {
        self.lookup(id, Some(attr), None)
    }
}

/// The embedded Fluent sources of a language, as (file name, text) pairs.
pub fn embedded_sources(lang: Lang) -> Vec<(String, String)> {
    LOCALES
        .get_dir(lang.code())
        .map(|dir| {
            dir.files()
                .filter_map(|f| {
                    Some((
                        f.path().display().to_string(),
                        f.contents_utf8()?.to_string(),
                    ))
                })
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_names_in_three_languages() {
        assert_eq!(Localiser::new(Lang::En).text(&Message::side("red")), "Red");
        assert_eq!(
            Localiser::new(Lang::Fr).text(&Message::side("white")),
            "Blancs"
        );
        assert_eq!(
            Localiser::new(Lang::Ru).text(&Message::side("black")),
            "чёрные"
        );
    }

    #[test]
    fn the_index_is_sorted_ids_spanning_their_text_and_each_is_found() {
        for lang in [Lang::En, Lang::Fr, Lang::Ru] {
            let (table, ids) = (index::INDEX[slot(lang)], index::IDS[slot(lang)]);
            let keys: Vec<&str> = table
                .iter()
                .map(|&(start, len, _)| &ids[start as usize..start as usize + usize::from(len)])
                .collect();
            assert!(keys.windows(2).all(|k| k[0] < k[1]), "{lang:?}");
            assert_eq!(keys.concat(), ids, "{lang:?}");
            let texts = Embedded::new(lang);
            for key in &keys {
                assert!(texts.ensure(key), "{lang:?} {key}");
                assert!(texts.bundle.borrow().has_message(key), "{lang:?} {key}");
            }
            assert!(!texts.ensure("no-such-id"));
        }
    }

    #[test]
    fn missing_id_is_marked_not_bare() {
        let text = Localiser::new(Lang::Fr).text(&Message::new("no-such-id"));
        assert_eq!(text, "[fr: no-such-id]");
    }

    #[test]
    fn numbers_beyond_f64_precision_are_printed_exactly() {
        let loc = Localiser::with_extra(Lang::Fr, &["n = { $n }\n".to_string()]);
        let text = |n: i64| loc.text(&Message::new("n").num("n", n));
        assert_eq!(text(i64::MAX), "9223372036854775807");
        assert_eq!(text(i64::MIN), "-9223372036854775808");
        assert_eq!(text(42), "42");
    }

    #[test]
    fn extra_sources_override_and_no_bidi_marks() {
        let loc = Localiser::with_extra(Lang::En, &["t = Hi { $who }\n".to_string()]);
        assert_eq!(loc.text(&Message::new("t").text("who", "you")), "Hi you");
    }
}
