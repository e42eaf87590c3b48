//! Text folding shared by the program and the build script (which compiles
//! the lexicons ahead of time with this very function): no crate items here.

/// Lower case, Latin accents removed, `ё` as `е`, typographic apostrophes as
/// `'`, `œ`/`æ` spelt out, whitespace trimmed and folded to single spaces.
pub fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.trim().chars().flat_map(char::to_lowercase) {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => out.push('a'),
            'ç' => out.push('c'),
            'è' | 'é' | 'ê' | 'ë' => out.push('e'),
            'ì' | 'í' | 'î' | 'ï' => out.push('i'),
            'ñ' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'ö' | 'õ' => out.push('o'),
            'ù' | 'ú' | 'û' | 'ü' => out.push('u'),
            'ÿ' => out.push('y'),
            'ё' => out.push('е'),
            '’' | '`' | 'ʼ' | '‘' => out.push('\''),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            other => out.push(other),
        }
    }
    out
}
