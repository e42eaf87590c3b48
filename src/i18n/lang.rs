//! The three interface languages and how one is chosen.

use std::fmt;

use unic_langid::LanguageIdentifier;

/// An interface language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English (the fallback).
    En,
    /// French.
    Fr,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Ru];

    /// The code used on the command line and in file names.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Ru => "ru",
        }
    }

    /// Reads `en`, `fr` or `ru` (or a locale such as `fr_FR.UTF-8`, `ru-RU`),
    /// negotiated against the three languages; `None` when none matches.
    pub fn parse(text: &str) -> Option<Lang> {
        let base = text
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .replace('_', "-");
        let requested: LanguageIdentifier = base.parse().ok()?;
        let available: Vec<LanguageIdentifier> = Lang::ALL
            .iter()
            .filter_map(|l| l.code().parse().ok())
            .collect();
        let chosen = fluent_langneg::negotiate_languages(
            &[requested],
            &available,
            None,
            fluent_langneg::NegotiationStrategy::Filtering,
        );
        let first = chosen.first()?;
        Lang::ALL
            .into_iter()
            .find(|l| first.language.as_str() == l.code())
    }

    /// The language from the environment: the first set of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` decides; English when it names none of ours.
    pub fn from_env_vars(get: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| get(k))
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::parse(&v))
            .unwrap_or(Lang::En)
    }

    /// [`Lang::from_env_vars`] on the process environment.
    pub fn from_env() -> Lang {
        Lang::from_env_vars(|k| std::env::var(k).ok())
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_codes_and_locales() {
        assert_eq!(Lang::parse("fr"), Some(Lang::Fr));
        assert_eq!(Lang::parse("ru_RU.UTF-8"), Some(Lang::Ru));
        assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
        assert_eq!(Lang::parse("fr_CA@euro"), Some(Lang::Fr));
        assert_eq!(Lang::parse("de_DE.UTF-8"), None);
        assert_eq!(Lang::parse("C"), None);
        assert_eq!(Lang::parse(""), None);
    }

    #[test]
    fn environment_order_is_lc_all_then_lc_messages_then_lang() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            Lang::from_env_vars(env(&[("LANG", "ru_RU.UTF-8")])),
            Lang::Ru
        );
        assert_eq!(
            Lang::from_env_vars(env(&[("LANG", "ru_RU.UTF-8"), ("LC_MESSAGES", "fr_FR")])),
            Lang::Fr
        );
        assert_eq!(
            Lang::from_env_vars(env(&[("LC_ALL", "C"), ("LANG", "ru_RU.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_env_vars(env(&[("LC_ALL", ""), ("LANG", "fr")])),
            Lang::Fr
        );
        assert_eq!(Lang::from_env_vars(env(&[])), Lang::En);
    }
}
