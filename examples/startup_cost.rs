//! Where the start-up of `ask` goes: the wall time of each embedded table's
//! first use, then of two questions (`cargo run --release --example
//! startup_cost`).
use plyyard::qa;
use std::time::Instant;
fn main() {
    let t = Instant::now();
    let mut last = t.elapsed();
    let mut lap = |name: &str| {
        let now = t.elapsed();
        println!("{name:12} {:>8.3} ms", (now - last).as_secs_f64() * 1e3);
        last = now;
    };
    let _ = qa::concepts::concepts();
    lap("concepts");
    let _ = qa::facts::games();
    lap("facts");
    for l in [
        plyyard::i18n::Lang::Fr,
        plyyard::i18n::Lang::Ru,
        plyyard::i18n::Lang::En,
    ] {
        let _ = qa::lexicon::lexicon(l);
        lap("lexicon");
    }
    let _ = qa::resolve::score::model();
    lap("model");
    let _ = qa::neighbours::index();
    lap("neighbours");
    let _ = qa::ask::ask("Peut-on sauter par-dessus ses propres pions ?", None);
    lap("ask 1");
    let _ = qa::ask::ask("Peut-on sauter par-dessus ses propres pions ?", None);
    lap("ask 2");
}
