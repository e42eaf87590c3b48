# Reading exercise files.
file-toml-syntax = TOML syntax error: { $detail }
file-missing-key = missing key `{ $key }`
file-unknown-key = unknown key `{ $key }`
file-wrong-type = `{ $key }` must be { $expected }
file-out-of-range = `{ $key }` is { $value }, outside { $min }–{ $max }
file-format-unsupported = format { $found } is newer than this version of plyyard reads (up to { $supported })
file-unknown-game = unknown game `{ $game }` (aeroplane, chinese-checkers, dominoes or hnefatafl)
file-no-question = the exercise has no [[question]]
file-missing-param = `{ $key }` is required for ask = "{ $ask }"
file-unknown-about = unknown `about = "{ $about }"` (landing, captured, extra-roll, turn, status, open-ends)
file-unknown-ask = unknown question `ask = "{ $ask }"`
file-ask-not-for-game = the question `{ $ask }` does not apply to { $game }
file-unknown-trap = unknown trap `{ $trap }` (this game has: { $known })
file-game-unavailable = this game's engine is not available in this build
type-string = a string
type-string-list = a list of strings
type-integer = an integer
type-boolean = true or false
type-count-or-list = a number or a list of strings
type-table = a table
type-table-list = a list of tables
type-answer = a string, a boolean, a number or a list
