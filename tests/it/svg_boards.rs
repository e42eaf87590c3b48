//! The printable boards: every catalogue position drawn in each language is
//! well-formed XML, self-contained, and shows every piece of the engine's
//! state where it stands (counted by their `data-piece` elements); the squares
//! outlined for a question are exactly those its parameters name; one small
//! drawing per game is pinned by a snapshot.

use std::collections::BTreeMap;

use plyyard::exercise::{self, Exercise, Source, Texts};
use plyyard::game_api::{GameKind, Position};
use plyyard::games::aeroplane::{self, AeroPosition};
use plyyard::games::chinese_checkers::CcPosition;
use plyyard::games::chinese_checkers::board::points;
use plyyard::games::chinese_checkers::rules::Side as CcSide;
use plyyard::games::dominoes::adapter::DominoesPosition;
use plyyard::games::dominoes::state::{Side as DomSide, Tiles};
use plyyard::games::dominoes::tile::tiles_of;
use plyyard::games::hnefatafl::HnefataflPosition;
use plyyard::i18n::{Lang, Localiser};

fn catalogue() -> Vec<Exercise> {
    exercise::entries(None)
        .into_iter()
        .map(|e| exercise::load(&e.id, e.source(), e.texts()).expect("catalogue loads"))
        .collect()
}

fn draw(position: &dyn Position, highlight: &[String], lang: Lang) -> String {
    let loc = Localiser::new(lang);
    position.svg(highlight, "t", &|m| loc.text(m))
}

/// Every piece element: its kind (`data-piece`) → the squares or tiles it
/// stands on, sorted.
fn pieces(doc: &roxmltree::Document<'_>) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for node in doc.descendants().filter(|n| n.has_attribute("data-piece")) {
        let place = node
            .attribute("data-square")
            .or_else(|| node.attribute("data-tile"))
            .expect("a piece says where it stands");
        out.entry(node.attribute("data-piece").unwrap().to_string())
            .or_default()
            .push(place.to_string());
    }
    for list in out.values_mut() {
        list.sort();
    }
    out
}

/// The same map, from the engine's state of the position.
fn expected(position: &dyn Position, game: GameKind) -> BTreeMap<String, Vec<String>> {
    let any = position.as_any();
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut put = |kind: &str, names: Vec<String>| {
        if !names.is_empty() {
            let mut names = names;
            names.sort();
            out.insert(kind.to_string(), names);
        }
    };
    match game {
        GameKind::Aeroplane => {
            let g = any.downcast_ref::<AeroPosition>().unwrap().game();
            for side in aeroplane::Side::BOTH {
                put(
                    side.name(),
                    g.squares(side).iter().map(|s| s.to_string()).collect(),
                );
            }
        }
        GameKind::ChineseCheckers => {
            let g = any.downcast_ref::<CcPosition>().unwrap().game();
            for side in [CcSide::Red, CcSide::Blue] {
                put(
                    side.name(),
                    points(g.pieces(side)).map(|p| p.name()).collect(),
                );
            }
        }
        GameKind::Dominoes => {
            let s = any.downcast_ref::<DominoesPosition>().unwrap().state();
            let group = |g: Tiles| {
                let mut v: Vec<String> = tiles_of(g.known).map(|t| t.to_string()).collect();
                v.extend((0..g.unknown).map(|_| "?".to_string()));
                v
            };
            put(
                "line",
                s.line.iter().map(|o| o.tile().to_string()).collect(),
            );
            for side in [DomSide::Black, DomSide::White] {
                put(side.name(), group(s.hands[side.index()]));
            }
            put("boneyard", group(s.boneyard));
        }
        GameKind::Hnefatafl => {
            let g = any.downcast_ref::<HnefataflPosition>().unwrap().game();
            let names = |b: plyyard::games::hnefatafl::board::Bitboard| {
                b.sorted_by_name().iter().map(|s| s.to_string()).collect()
            };
            put("attacker", names(g.black()));
            put("defender", names(g.white()));
            put("king", vec![g.king().to_string()]);
        }
    }
    out
}

fn highlighted(doc: &roxmltree::Document<'_>) -> Vec<String> {
    let mut v: Vec<String> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("hl"))
        .map(|n| n.attribute("data-square").unwrap().to_string())
        .collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn every_catalogue_board_is_well_formed_and_shows_every_piece() {
    for ex in catalogue() {
        for lang in Lang::ALL {
            let svg = draw(ex.position.as_ref(), &[], lang);
            let doc = roxmltree::Document::parse(&svg)
                .unwrap_or_else(|e| panic!("{} ({lang}): not XML: {e}", ex.id));
            let root = doc.root_element();
            assert_eq!(root.tag_name().name(), "svg", "{}", ex.id);
            assert_eq!(
                root.tag_name().namespace(),
                Some("http://www.w3.org/2000/svg")
            );
            assert!(
                root.attribute("viewBox").is_some(),
                "{}: scales to any width",
                ex.id
            );
            assert_eq!(
                pieces(&doc),
                expected(ex.position.as_ref(), ex.game),
                "{} ({lang})",
                ex.id
            );
            assert!(highlighted(&doc).is_empty(), "{}", ex.id);
            // Words come from Fluent: no missing-id marker.
            assert!(!svg.contains(&format!("[{}:", lang.code())), "{}", ex.id);
        }
    }
}

#[test]
fn boards_are_self_contained_with_generic_fonts() {
    for ex in catalogue() {
        let svg = draw(ex.position.as_ref(), &[], Lang::En);
        let doc = roxmltree::Document::parse(&svg).unwrap();
        for node in doc.descendants().filter(|n| n.is_element()) {
            for attr in node.attributes() {
                let v = attr.value();
                assert!(
                    !v.contains("http") || attr.name() == "xmlns",
                    "{}: external resource in {}={v}",
                    ex.id,
                    attr.name()
                );
                if attr.name() == "font-family" {
                    assert!(
                        ["sans-serif", "serif", "monospace"].contains(&v),
                        "{}: {v}",
                        ex.id
                    );
                }
                if let Some(id) = v.strip_prefix("url(#") {
                    let id = id.trim_end_matches(')');
                    assert!(
                        doc.descendants().any(|n| n.attribute("id") == Some(id)),
                        "{}: url(#{id}) points nowhere",
                        ex.id
                    );
                }
            }
            assert!(
                !["image", "script", "foreignObject", "use"].contains(&node.tag_name().name()),
                "{}: <{}>",
                ex.id,
                node.tag_name().name()
            );
        }
        // Every id starts with the prefix given, so drawings can share a page.
        for node in doc.descendants().filter(|n| n.has_attribute("id")) {
            assert!(node.attribute("id").unwrap().starts_with("t-"), "{}", ex.id);
        }
    }
}

#[test]
fn outlines_are_exactly_the_squares_the_question_names() {
    for ex in catalogue() {
        for q in &ex.questions {
            let named = ex.position.named_squares(&q.ask);
            let svg = draw(ex.position.as_ref(), &named, Lang::En);
            let doc = roxmltree::Document::parse(&svg).unwrap();
            let mut want = named.clone();
            if ex.game == GameKind::Dominoes {
                // A tile is outlined where it lies face up; one hidden in a
                // hand or the boneyard cannot be.
                let shown = pieces(&doc).into_values().flatten().collect::<Vec<_>>();
                want.retain(|t| shown.contains(t));
            }
            want.sort();
            want.dedup();
            assert_eq!(highlighted(&doc), want, "{} q{}", ex.id, q.number);
        }
    }
}

fn exercise(text: &str) -> Exercise {
    exercise::load("t", Source::new("t.toml", text), Texts::None).expect("the test exercise loads")
}

#[test]
fn named_squares_come_from_the_parameters_only() {
    let cases = [
        (
            "game = \"hnefatafl\"\n[position]\nturn = \"white\"\nattackers = [\"c3\"]\ndefenders = [\"e5\"]\nking = \"a6\"\n[[question]]\nask = \"legal\"\nmove = \"e5-e8xe9\"\n[[question]]\nask = \"king-routes\"\n",
            vec![vec!["e5", "e8"], vec![]],
        ),
        (
            "game = \"aeroplane\"\n[position]\nturn = \"red\"\nred = [\"10\", \"base\", \"base\", \"base\"]\nyellow = [\"13\", \"base\", \"base\", \"base\"]\ndice = 3\n[[question]]\nask = \"after\"\nmoves = [\"10\"]\nabout = \"landing\"\n[[question]]\nask = \"capture-rolls\"\ntarget = \"13\"\n[[question]]\nask = \"legal\"\nmove = \"6:base\"\n",
            vec![vec!["10"], vec!["13"], vec!["base"]],
        ),
        (
            "game = \"chinese-checkers\"\n[position]\nturn = \"red\"\nred = [\"d10\", \"f14\"]\nblue = [\"e11\"]\npartial = true\n[[question]]\nask = \"legal\"\nmove = \"d10-f12-f16\"\n[[question]]\nask = \"distance\"\nfrom = \"d10\"\nto = \"m13\"\n",
            vec![vec!["d10", "f12", "f16"], vec!["d10", "m13"]],
        ),
        (
            "game = \"dominoes\"\n[position]\nturn = \"black\"\nline = [\"2-4\", \"4-5\"]\nblack = [\"2-5\", \"1-2\", \"?\"]\nwhite = 3\nboneyard = 14\npartial = true\n[[question]]\nask = \"after\"\nmoves = [\"5-2@right\"]\nabout = \"open-ends\"\n[[question]]\nask = \"classify\"\n",
            vec![vec!["2-5"], vec![]],
        ),
    ];
    for (text, want) in cases {
        let ex = exercise(&format!("format = 1\n{text}"));
        for (q, want) in ex.questions.iter().zip(want) {
            assert_eq!(ex.position.named_squares(&q.ask), want, "{text}");
        }
    }
}

/// The drawing with one element per line, so a snapshot diff is readable.
fn one_element_per_line(svg: &str) -> String {
    svg.replace("><", ">\n<")
}

fn small(game: &str) -> &'static str {
    match game {
        "aeroplane" => {
            "game = \"aeroplane\"\n[position]\nturn = \"yellow\"\nred = [\"12\", \"12\", \"R2\", \"base\"]\nyellow = [\"27\", \"goal\", \"base\", \"base\"]\ndice = 4\n[[question]]\nask = \"capture-rolls\"\ntarget = \"12\"\n"
        }
        "chinese-checkers" => {
            "game = \"chinese-checkers\"\n[position]\nturn = \"blue\"\nred = [\"d10\"]\nblue = [\"e11\", \"n12\"]\npartial = true\n[[question]]\nask = \"moves\"\nfrom = \"e11\"\n"
        }
        "dominoes" => {
            "game = \"dominoes\"\n[position]\nturn = \"white\"\nline = [\"6-6\"]\nblack = 6\nwhite = [\"6-1\", \"?\"]\nboneyard = [\"0-0\", \"3-4\"]\npartial = true\n[[question]]\nask = \"legal\"\nmove = \"1-6@left\"\n"
        }
        _ => {
            "game = \"hnefatafl\"\n[position]\nturn = \"black\"\nattackers = [\"c6\", \"j9\"]\ndefenders = [\"g6\"]\nking = \"a6\"\nquiet = 7\n[[question]]\nask = \"legal\"\nmove = \"c6-c9\"\n"
        }
    }
}

#[test]
fn one_small_board_per_game() {
    for game in GameKind::ALL {
        let ex = exercise(&format!("format = 1\n{}", small(game.name())));
        let named = ex.position.named_squares(&ex.questions[0].ask);
        let svg = draw(ex.position.as_ref(), &named, Lang::Fr);
        roxmltree::Document::parse(&svg).expect("well-formed");
        insta::assert_snapshot!(
            format!("svg_board_{}", game.name()),
            one_element_per_line(&svg)
        );
    }
}
