# Commands, answers and feedback.
warning-line = warning: { $text }
error-line = error: { $text }
error-no-exercise = no exercise named `{ $name }` (a catalogue id such as hnefatafl/edge-not-corner, or a path to a .toml file)
error-file-missing = the file { $path } does not exist
error-read-file = cannot read { $path }: { $detail }
error-not-regular-file = it is not a regular file (a device, a pipe…)
error-bad-answer = cannot read the answer “{ $given }”; expected { $expected }
error-answer-latin = “{ $given }” is typed in Cyrillic letters: squares are named with Latin letters, here { $latin }
error-answer-latin-plain = “{ $given }” is typed in Cyrillic letters: squares are named with Latin letters (a letter and a number, such as d5)
error-question-needed = this exercise has { $count } questions: choose one with --question N
error-no-question = there is no question { $given }; this exercise has { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
error-unknown-game = unknown game `{ $game }` (aeroplane, chinese-checkers, dominoes or hnefatafl)
error-io = output error: { $detail }
error-input = cannot read the standard input: { $detail }
error-progress-read = cannot read the progress file { $path }: { $detail }
error-progress-corrupt = the progress file { $path } cannot be read ({ $detail }); it was left untouched: move it away to start afresh
error-progress-not-saved = the progress file { $path } was not saved: what it keeps for another release would not read back the same; the file was left as it was
error-progress-io = cannot write the progress file { $path }: { $detail }
form-yes-no = yes or no
form-status = ongoing, the winning side, or draw
form-side = a side's name
form-set-square = squares separated by spaces or commas, or none
form-set-move = moves in the game's notation separated by spaces or commas, or none
form-set-die = die values 1–6 separated by spaces or commas, or none
form-set-tile = tiles such as 2-5 separated by spaces, or none
form-number = a whole number
form-distance = a whole number, or none
form-square = a square's name
form-ends = the two open values, e.g. 2 5
form-classify = one TILE:END pair per tile, e.g. 2-5:both 1-2:left (ends: left, right, both, none)
answer-yes = yes
answer-no = no
answer-none = none
answer-unreachable = none (out of reach)
answer-item = { $item }
answer-list = { $first } { $rest }
answer-classify = { $tile }:{ $end }
status-ongoing = ongoing
status-draw = draw
end-left = left
end-right = right
end-both = both
end-none = none
verdict-correct = Correct.
verdict-wrong = Not right.
verdict-expected = You answered: { $given }. The answer is: { $expected }.
verdict-trap = That answer follows another variant's rule: { $trap }.
game-aeroplane = aeroplane race
game-chinese-checkers = Chinese checkers
game-dominoes = double-six dominoes
game-hnefatafl = hnefatafl (Fetlar)
show-to-move = { $side } to move
show-won = { $side } won
validate-ok = { $file }: valid position ({ $status })
validate-count = { $count ->
    [one] { $count } problem
   *[other] { $count } problems
}
verify-answer-missing = question { $question } has no recorded answer
verify-answer-unreadable = the recorded answer “{ $given }” cannot be read; expected { $expected }
verify-answer-mismatch = question { $question }: the file says { $given }, the engine says { $engine }
verify-trap-no-effect = the trap `{ $trap }` does not change the answer to question { $question }
verify-text-missing = text `{ $id }` missing in { $lang }
verify-text-untranslated = text `{ $id }` in { $lang } is not translated
verify-text-syntax = the text file { $file } does not follow the Fluent syntax at line { $line }, column { $column } (“{ $text }”)
verify-summary = { $exercises ->
    [one] { $exercises } exercise checked
   *[other] { $exercises } exercises checked
}, { $problems ->
    [0] no problems
    [one] { $problems } problem
   *[other] { $problems } problems
}
ask-legal = Is the move { $move } legal?
ask-moves = Which moves are legal?
ask-moves-from = Where can the piece on { $from } go?
ask-after-landing = After { $moves }, where does the moved plane stand?
ask-after-captured = After { $moves }, which squares lose their pieces?
ask-after-extra-roll = After { $moves }, does the player roll again?
ask-after-turn = After { $moves }, who moves next?
ask-after-status = After { $moves }, how does the game stand?
ask-after-open-ends = After { $moves }, which values are open at the two ends?
ask-status = How does the game stand: ongoing, won (by whom) or drawn?
ask-capture-rolls = Which die values let the side to move capture the plane on { $target }?
ask-classify = For each tile of the hand: left, right, both or none?
ask-draws = How many tiles may the player draw at most now?
ask-score = How many points does { $move } score?
ask-king-routes = Which corners can the king reach in one move?
ask-escape = Can white force the king into a corner within { $within ->
    [one] { $within } move
   *[other] { $within } moves
}?
ask-capture-king = Can black force the capture of the king within { $within ->
    [one] { $within } move
   *[other] { $within } moves
}?
ask-distance = How many moves at least does the piece on { $from } need to reach { $to }?
hint-legal = Follow the move square by square, then check where it stops and what it may do there.
hint-moves = List every piece of the side to move, then every place each one can reach.
hint-after = Play the moves one by one and apply every rule after each.
hint-status = Look for the winning condition of each side, then for a draw.
hint-capture-rolls = Count the steps along the mover's own route, die value by die value.
hint-classify = Compare each half of each tile with the two open values.
hint-draws = Count the boneyard and remember what must stay in it.
hint-score = Ask whether this edition counts points during play.
hint-king-routes = Follow the king's rank and file to the edge: which corners are open?
hint-escape = Look for king moves that threaten two corners at once.
hint-capture-king = Count the king's free sides and what counts as hostile next to him.
hint-distance = Count steps and jump chains; the other pieces stay where they are.
practice-saved = Progress saved.
list-count = { $done } of { $total } done
usage-missing = missing { $arg }
usage-unknown-arg = unknown option { $arg }
usage-unknown-arg-suggest = unknown option { $arg }; did you mean { $suggested }?
usage-out-of-range = { $value } is outside the range of { $arg }: from { $min } to { $max }
usage-invalid-value = { $value } is not a valid value for { $arg }
usage-invalid-value-choices = { $value } is not a valid value for { $arg } (possible: { $valid })
usage-unknown-command = unknown command { $name }
usage-no-command = no command given
usage-not-utf8 = the argument `{ $value }` is not valid UTF-8 text (only file names may be in another encoding)
usage-other = { $detail }
usage-help = Commands: practice, list, show, diagram, worksheet, check, solve, validate, verify, quiz, ask, rules, drill, play, replay, review, progress, completions, man. See plyyard --help.
usage-help-command = See plyyard { $command } --help.
legend-aeroplane = r, y: red and yellow planes (r2: two planes) · *: safe square · R1–R5, Y1–Y5: home lanes · ::: centre · [ ]: squares named in the question
legend-aeroplane-unmarked = r, y: red and yellow planes (r2: two planes) · *: safe square · R1–R5, Y1–Y5: home lanes · ::: centre
legend-chinese-checkers = R: red piece · B: blue piece · .: empty point (coloured in the camps) · [ ]: points of the move
legend-chinese-checkers-unmarked = R: red piece · B: blue piece · .: empty point (coloured in the camps)
legend-dominoes = ◀ ▶: the two open ends of the line · ▶: the side to move · [a|b]: the same tiles in plain text · ?: a tile nobody sees
legend-hnefatafl = X: attacker (black) · O: defender (white) · K: king · #: empty throne · +: corner · [ ]: squares named in the question
legend-hnefatafl-unmarked = X: attacker (black) · O: defender (white) · K: king · #: empty throne · +: corner
show-draw = Drawn game
error-write-file = cannot write { $path }: { $detail }
error-no-exercises = no exercise file found in { $place }
diagram-written = Picture written to { $file }.
worksheet-written = Worksheet with { $exercises ->
    [one] { $exercises } exercise
   *[other] { $exercises } exercises
} and its answer key written to { $file }.
error-output-exists = { $path } is already there and plyyard did not write it: it is left as it is (add --force to replace it)
error-output-is-input = { $path } is the exercise being read: write the picture to another file
error-output-not-folder = { $path } is not a folder: give a folder to write into
error-export-folder-used = { $path } already holds { $count ->
    [one] { $count } exercise file
   *[other] { $count } exercise files
} (an earlier export?): export into an empty folder, or add --force to replace the earlier export
worksheet-file-skipped = { $file } is left out of the sheet: { $detail }
board-wider = This board is { $columns } { $columns ->
    [one] column
   *[other] columns
} wide and the screen { $width }: it cannot be drawn narrower. If its lines wrap, widen the window.
