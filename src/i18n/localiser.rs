//! Turns [`Message`]s into text with Fluent.

use std::borrow::Cow;
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};

use super::Lang;
use crate::message::{Arg, Message};

static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

type Bundle = FluentBundle<FluentResource>;

thread_local! {
    /// The embedded texts of each language, parsed at most once per process
    /// (per thread): every [`Localiser`] of a language shares them.
    static EMBEDDED: RefCell<[Option<Rc<Bundle>>; 3]> = const { RefCell::new([None, None, None]) };
}

fn slot(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Fr => 1,
        Lang::Ru => 2,
    }
}

/// The shared bundle of a language's embedded texts.
fn embedded(lang: Lang) -> Rc<Bundle> {
    EMBEDDED.with(|cache| {
        cache.borrow_mut()[slot(lang)]
            .get_or_insert_with(|| {
                let sources = LOCALES
                    .get_dir(lang.code())
                    .map(|dir| {
                        let mut files: Vec<_> = dir.files().collect();
                        files.sort_by_key(|f| f.path());
                        files
                            .into_iter()
                            .filter_map(|f| f.contents_utf8())
                            .map(str::to_string)
                            .collect::<Vec<_>>()
                    })
                    .unwrap_or_default();
                Rc::new(bundle_of(lang, sources))
            })
            .clone()
    })
}

fn bundle_of(lang: Lang, sources: Vec<String>) -> Bundle {
    let id = lang.code().parse().expect("language codes are valid");
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    for source in sources {
        // Embedded files are checked by the test suite; a teacher's file with a
        // syntax error keeps the entries Fluent could still read.
        let resource = match FluentResource::try_new(source) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// Localises messages in one language: a teacher's texts (if any) first, then
/// the embedded texts, then English for an id the language lacks (tests keep
/// the three at parity, so this is a safety net built only when needed).
///
/// The embedded texts are parsed once per process and shared by every
/// localiser of that language; a teacher's texts are layered on top.
pub struct Localiser {
    lang: Lang,
    overlay: Option<Bundle>,
    base: Rc<Bundle>,
    fallback: OnceCell<Option<Rc<Bundle>>>,
}

impl Localiser {
    /// The embedded texts of `lang`.
    pub fn new(lang: Lang) -> Self {
        Self {
            lang,
            overlay: None,
            base: embedded(lang),
            fallback: OnceCell::new(),
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
        Self {
            lang: self.lang,
            overlay: (!extra.is_empty()).then(|| bundle_of(self.lang, extra.to_vec())),
            base: self.base.clone(),
            fallback: OnceCell::new(),
        }
    }

    /// The language of this localiser.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    fn fallback(&self) -> Option<&Bundle> {
        self.fallback
            .get_or_init(|| (self.lang != Lang::En).then(|| embedded(Lang::En)))
            .as_deref()
    }

    /// The bundle that has `id`: the overlay, the embedded texts, or (built on
    /// first use) the English fallback.
    fn find(&self, id: &str) -> Option<&Bundle> {
        if let Some(o) = self.overlay.as_ref().filter(|o| o.has_message(id)) {
            return Some(o);
        }
        if self.base.has_message(id) {
            return Some(&self.base);
        }
        self.fallback().filter(|f| f.has_message(id))
    }

    /// Whether `id` has a text in this language.
    pub fn has(&self, id: &str) -> bool {
        self.overlay.as_ref().is_some_and(|o| o.has_message(id)) || self.base.has_message(id)
    }

    /// The text of a message without arguments.
    pub fn get(&self, id: &str) -> String {
        self.text(&Message::new(id))
    }

    /// The text of a message, `None` if no bundle has its id.
    pub fn try_text(&self, msg: &Message) -> Option<String> {
        let bundle = self.find(&msg.id)?;
        let pattern = bundle.get_message(&msg.id)?.value()?;
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            let value: FluentValue = match arg {
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Text(t) => FluentValue::from(t.clone()),
                Arg::Msg(inner) => FluentValue::from(self.text(inner)),
            };
            args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text: Cow<str> = bundle.format_pattern(pattern, Some(&args), &mut errors);
        Some(text.into_owned())
    }

    /// The text of a message. An id missing everywhere yields a visible marker
    /// with the id (a defect the tests catch), never a panic.
    pub fn text(&self, msg: &Message) -> String {
        self.try_text(msg)
            .unwrap_or_else(|| format!("[{}: {}]", self.lang.code(), msg.id))
    }

    /// The text of a message attribute (`id.attr`), if present.
    pub fn attribute(&self, id: &str, attr: &str) -> Option<String> {
        let bundle = self.find(id)?;
        let pattern = bundle.get_message(id)?.get_attribute(attr)?.value();
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
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
    fn missing_id_is_marked_not_bare() {
        let text = Localiser::new(Lang::Fr).text(&Message::new("no-such-id"));
        assert_eq!(text, "[fr: no-such-id]");
    }

    #[test]
    fn extra_sources_override_and_no_bidi_marks() {
        let loc = Localiser::with_extra(Lang::En, &["t = Hi { $who }\n".to_string()]);
        assert_eq!(loc.text(&Message::new("t").text("who", "you")), "Hi you");
    }
}
