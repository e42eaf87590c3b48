//! Turns [`Message`]s into text with Fluent.

use std::borrow::Cow;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};

use super::Lang;
use crate::message::{Arg, Message};

static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// Localises messages in one language, falling back to English for an id the
/// language lacks (tests keep the three at parity, so this is a safety net).
pub struct Localiser {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<FluentBundle<FluentResource>>,
}

fn bundle_for(lang: Lang, extra: &[String]) -> FluentBundle<FluentResource> {
    let id = lang.code().parse().expect("language codes are valid");
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    let mut sources: Vec<String> = Vec::new();
    if let Some(dir) = LOCALES.get_dir(lang.code()) {
        let mut files: Vec<_> = dir.files().collect();
        files.sort_by_key(|f| f.path());
        for file in files {
            if let Some(text) = file.contents_utf8() {
                sources.push(text.to_string());
            }
        }
    }
    sources.extend(extra.iter().cloned());
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

impl Localiser {
    /// The embedded texts of `lang`.
    pub fn new(lang: Lang) -> Self {
        Self::with_extra(lang, &[])
    }

    /// The embedded texts of `lang` plus extra Fluent sources (a teacher's
    /// exercise texts), which override embedded ids of the same name.
    pub fn with_extra(lang: Lang, extra: &[String]) -> Self {
        let fallback = (lang != Lang::En).then(|| bundle_for(Lang::En, &[]));
        Self {
            lang,
            bundle: bundle_for(lang, extra),
            fallback,
        }
    }

    /// The language of this localiser.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether `id` has a text in this language.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The text of a message without arguments.
    pub fn get(&self, id: &str) -> String {
        self.text(&Message::new(id))
    }

    /// The text of a message, `None` if no bundle has its id.
    pub fn try_text(&self, msg: &Message) -> Option<String> {
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            let value: FluentValue = match arg {
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Text(t) => FluentValue::from(t.clone()),
                Arg::Msg(inner) => FluentValue::from(self.text(inner)),
            };
            args.set(*name, value);
        }
        let bundles = std::iter::once(&self.bundle).chain(self.fallback.as_ref());
        for bundle in bundles {
            let Some(pattern) = bundle.get_message(&msg.id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text: Cow<str> = bundle.format_pattern(pattern, Some(&args), &mut errors);
            return Some(text.into_owned());
        }
        None
    }

    /// The text of a message. An id missing everywhere yields a visible marker
    /// with the id (a defect the tests catch), never a panic.
    pub fn text(&self, msg: &Message) -> String {
        self.try_text(msg)
            .unwrap_or_else(|| format!("[{}: {}]", self.lang.code(), msg.id))
    }

    /// The text of a message attribute (`id.attr`), if present.
    pub fn attribute(&self, id: &str, attr: &str) -> Option<String> {
        let msg = self.bundle.get_message(id)?;
        let pattern = msg.get_attribute(attr)?.value();
        let mut errors = Vec::new();
        Some(
            self.bundle
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
