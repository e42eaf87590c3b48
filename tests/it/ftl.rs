//! Helpers over the embedded Fluent files, shared by the locale tests: the
//! messages of a language with the variables they use, and a bundle that
//! reports formatting errors instead of hiding them.
#![allow(dead_code)]

use std::collections::BTreeSet;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use plyyard::i18n::{Lang, embedded_sources};

/// One message of one language, as written.
pub struct Msg {
    /// The file it is in (`fr/cli.ftl`).
    pub file: String,
    /// Its id.
    pub id: String,
    /// Every variable it refers to.
    pub vars: BTreeSet<String>,
    /// The variables it selects on with plural categories or numbers.
    pub counted: BTreeSet<String>,
    /// Whether a select on a counted variable has a `[0]` variant.
    pub has_zero: bool,
    /// Whether a select has a numeric key other than 0 (`[1]`, `[2]`…).
    pub other_number_keys: bool,
}

const PLURAL: [&str; 5] = ["zero", "one", "two", "few", "many"];

fn walk_pattern(p: &Pattern<&str>, m: &mut Msg) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            walk_expr(expression, m);
        }
    }
}

fn walk_inline(e: &InlineExpression<&str>, m: &mut Msg) {
    match e {
        InlineExpression::VariableReference { id } => {
            m.vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => walk_expr(expression, m),
        _ => {}
    }
}

fn walk_expr(e: &Expression<&str>, m: &mut Msg) {
    match e {
        Expression::Inline(i) => walk_inline(i, m),
        Expression::Select { selector, variants } => {
            walk_inline(selector, m);
            let numeric = variants.iter().any(|v| match &v.key {
                VariantKey::Identifier { name } => PLURAL.contains(name),
                VariantKey::NumberLiteral { .. } => true,
            });
            if let (true, InlineExpression::VariableReference { id }) = (numeric, selector) {
                m.counted.insert(id.name.to_string());
                for v in variants {
                    if let VariantKey::NumberLiteral { value } = &v.key {
                        if *value == "0" {
                            m.has_zero = true;
                        } else {
                            m.other_number_keys = true;
                        }
                    }
                }
            }
            for v in variants {
                walk_pattern(&v.value, m);
            }
        }
    }
}

/// Every message of `lang` with the variables it uses.
pub fn messages(lang: Lang) -> Vec<Msg> {
    let mut out = Vec::new();
    let mut sources = embedded_sources(lang);
    sources.sort();
    for (file, text) in sources {
        let resource = FluentResource::try_new(text)
            .unwrap_or_else(|(_, e)| panic!("{file}: Fluent syntax errors {e:?}"));
        for entry in resource.entries() {
            if let Entry::Message(message) = entry {
                let mut m = Msg {
                    file: file.clone(),
                    id: message.id.name.to_string(),
                    vars: BTreeSet::new(),
                    counted: BTreeSet::new(),
                    has_zero: false,
                    other_number_keys: false,
                };
                if let Some(value) = &message.value {
                    walk_pattern(value, &mut m);
                }
                out.push(m);
            }
        }
    }
    out
}

/// A bundle of every embedded file of `lang`, without bidi isolation.
pub fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let mut b = FluentBundle::new(vec![lang.code().parse().unwrap()]);
    b.set_use_isolating(false);
    for (file, text) in embedded_sources(lang) {
        let res = FluentResource::try_new(text).unwrap_or_else(|_| panic!("{file} parses"));
        b.add_resource(res)
            .unwrap_or_else(|e| panic!("{file}: {e:?}"));
    }
    b
}

/// Formats message `id` with `args`; panics on any Fluent error.
pub fn format(b: &FluentBundle<FluentResource>, id: &str, args: &FluentArgs) -> String {
    let pattern = b
        .get_message(id)
        .and_then(|m| m.value())
        .unwrap_or_else(|| panic!("no message {id}"));
    let mut errors = Vec::new();
    let out = b
        .format_pattern(pattern, Some(args), &mut errors)
        .into_owned();
    assert!(errors.is_empty(), "{id}: {errors:?} in {out:?}");
    out
}

/// Arguments for `m`: every counted variable set to `n`, every other to a
/// short text.
pub fn args_for(m: &Msg, n: i64) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    for v in &m.vars {
        if m.counted.contains(v) {
            args.set(v.clone(), FluentValue::from(n));
        } else {
            args.set(v.clone(), FluentValue::from("X"));
        }
    }
    args
}
