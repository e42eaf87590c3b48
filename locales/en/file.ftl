# Reading exercise files.
file-toml-syntax = TOML syntax error: { $detail }
file-missing-key = missing key `{ $key }`
file-unknown-key = unknown key `{ $key }`
file-wrong-type = `{ $key }` must be { $expected }
file-out-of-range = `{ $key }` is { $value }, outside { $min }–{ $max }
file-integer-too-large = `{ $key }` is { $value }, a number too large to be read
file-format-unsupported = format { $found } is newer than this version of plyyard reads (up to { $supported })
file-format-invalid = format { $found } does not exist: write format = { $supported }
file-unknown-game = unknown game `{ $game }` (aeroplane, chinese-checkers, dominoes or hnefatafl)
file-no-question = the exercise has no [[question]]
file-missing-param = `{ $key }` is required for ask = "{ $ask }"
file-unknown-about = unknown `about = "{ $about }"` (landing, captured, extra-roll, turn, status, open-ends)
file-unknown-ask = unknown question `ask = "{ $ask }"`
file-ask-not-for-game = the question `{ $ask }` does not apply to { $game }
file-unknown-trap = unknown trap `{ $trap }` (this game has: { $known })
type-string = a string
type-string-list = a list of strings
type-integer = an integer
type-boolean = true or false
type-count-or-list = a number or a list of strings
type-table = a table
type-table-list = a list of tables
type-answer = a string, a boolean, a number or a list
type-lang-list = a list of language codes (en, fr, ru)
file-toml-syntax-expected = TOML syntax error: { $detail } (expected { $expected })
toml-unclosed-table = a table header is not closed
toml-unclosed-inline-table = an inline table is not closed
toml-unclosed-array = a list is not closed
toml-unclosed-array-before = the list opened here is not closed: add `]` after its last value, before line { $line }
toml-unclosed-array-eof = the list opened here is never closed: add `]` after its last value
toml-duplicate-key = this key is given twice
toml-unquoted-string = text values must be in quotes
toml-key-without-value = a key has no value
toml-missing-value = a value is missing
toml-missing-assignment = `=` is missing between a key and its value
toml-missing-comma = a comma is missing
toml-extra-comma = there is a comma too many
toml-invalid-string = a string is not written correctly
toml-invalid-key = a key is not written correctly
toml-invalid-value = a value is not written correctly
toml-invalid-table = a table is not written correctly
toml-unexpected-content = unexpected text here
toml-too-deep = tables, lists or dotted keys are nested too deeply
toml-equals-in-array = a `=` inside a list: a list holds only values separated by commas (a key comes after the `]` that closes the list)
toml-extra-equals = one `=` too many: a key takes a single value
toml-invalid-boolean = a true/false value is misspelt: TOML accepts only `true` or `false`, in lower case
toml-invalid-escape = an escape sequence (`\` and the character after it) is incomplete or unknown
toml-invalid-number = a number is not written correctly
toml-invalid-date = a date or time is not written correctly
toml-invalid-comment = a comment holds a character that is not allowed
toml-bare-carriage-return = a lone carriage return: a line must end with `\n` or `\r\n`
toml-invalid-inline-table = an inline table (`{"{"} … {"}"}`) is not written correctly
toml-other = the text is not valid TOML here
toml-want-list = { $first }, { $rest }
toml-want-or = { $first } or { $rest }
toml-want-value = a value
toml-want-key = a key
toml-want-newline = the end of the line
toml-want-nothing = nothing more
toml-want-string = the rest of the string
toml-want-digits = digits
toml-want-letters = letters
toml-want-characters = printable characters
toml-want-hex = hexadecimal digits
file-too-large = the file has { $size } bytes, more than the { $max } (1 MiB) an exercise file may have
file-too-many-questions = { $count } [[question]] tables: an exercise has at most { $max }
file-too-many-problems = { $count ->
    [one] { $count } more problem is
   *[other] { $count } more problems are
} not listed (only the first { $max } are)
file-not-utf8 = the file is not UTF-8 text (first bad byte here)
file-unreadable = cannot read the file: { $detail }
file-unreadable-text = this text file is not used, it cannot be read: { $detail }
