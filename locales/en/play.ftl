## A whole game against the engine (play), and game records (replay).

play-welcome = { $game }: you play { $side }; the engine plays { $engine } (level { $level }). Seed: { $seed }.
play-welcome-hot-seat = { $game }: two players at one keyboard, { $first } and { $second }. Seed: { $seed }.
play-commands = Type your move, or a command: moves, hint, undo, resign, save, help, quit.
play-notation-aeroplane = How to write a move: the plane that uses the roll, such as 12, R3 or base (the roll may come first: 4:12).
play-notation-chinese-checkers = How to write a move: the whole path with dashes, a step d10-e11 or jumps d10-f12-h14; pass only when nothing can move.
play-notation-dominoes = How to write a move: a tile and its end, such as 2-5@right; the first tile alone (3-4); draw when no tile fits; pass when no tile fits and only the last two tiles are left in the boneyard.
play-notation-hnefatafl = How to write a move: start-end along a rank or a file, such as f4-c4 (a capture suffix such as xe5 is checked when written).
play-prompt = { $side } to move
play-engine-move = { $side } (engine): { $move }
play-illegal = Illegal move. { $reason }
play-trap-illegal = That move follows a rule of other variants: { $trap }. This edition does not have it.
play-trap-legal = Note: a rule of other variants ({ $trap }) would judge this move differently.
play-moves-none-from = No legal move starts with “{ $from }” (a square, a point or a tile of the game, as in the notation).
play-moves = { $count ->
    [0] No legal move.
    [one] One legal move: { $moves }
   *[other] { $count } legal moves: { $moves }
}
play-hint = Hint: { $move }. { $reason }
play-undone = { $count ->
    [one] One move taken back.
   *[other] { $count } moves taken back.
}
play-undo-none = There is no move of yours to take back.
play-help = Commands: moves (every legal move; moves d10 for one piece), hint (a good move and why), undo (takes back your last move and the reply), resign, save (writes the game record; save FILE), help, quit (stops without finishing).
play-saved = Game record written to { $path }.
play-save-failed = Cannot write the game record to { $path }: { $detail }
play-over = The game is over. { $ending }
play-over-told = The game is over.
play-resigned = Resigned: { $side }. The game goes to { $winner }.
play-stopped = Game stopped before its end.
play-bad-level = the level is 1, 2 or 3, not { $level }.
play-bad-side = “{ $given }” is not a side of this game: choose { $first } or { $second }.

replay-ok = { $file }: { $count ->
    [one] one move
   *[other] { $count } moves
}, all legal. { $result }
replay-result-won = Result: { $side } won.
replay-result-draw = Result: a draw.
replay-result-ongoing = The game is not finished.
replay-result-resigned = Result: { $side } resigned.
replay-illegal = move { $ply } “{ $move }”: { $reason }
replay-no-side = each move is written with its side first, such as “red 4:12”.
replay-wrong-side = this move is written for “{ $given }”, but the side to move is { $expected }.
replay-incomplete-roll = a record writes each roll with its plane (4:12), so the game can be checked without dice.
replay-incomplete-draw = a record names the tile of each draw (draw:3-4), so the game can be checked without knowing the boneyard's order.
replay-deal-missing = a dominoes record needs its [deal]: the tiles of black, of white and of the boneyard.
replay-deal-unexpected = this game always starts from the same position: its record has no [deal].
replay-bad-side = “{ $given }” is not a side of this game.
replay-resigned-after-end = the moves already end the game: nobody resigns after the end.
replay-result-mismatch = the record gives the result “{ $written }”, but its moves give “{ $actual }”.
replay-export-beyond = { $count ->
    [one] the record has one legal move
   *[other] the record has { $count } legal moves
}: there is no position after move { $ply }.
replay-export-invalid = this position cannot be written as an exercise.
replay-show-start = Start of the game; the record has { $count ->
    [one] one legal move
   *[other] { $count } legal moves
}.
replay-show-move = Move { $ply } of { $count }: { $side } { $move }.
replay-show-next = Next move: { $side } { $move }.
replay-show-end = The record stops here: the game was not played to its end.
replay-show-beyond = { $count ->
    [one] the record has one legal move
   *[other] the record has { $count } legal moves
}: there is no move { $ply } (choose 0 to { $count }).
replay-step-help = Enter or n: next move; p: previous move; a number: the board after that move (0 is the start); q: quit.
replay-step-prompt = Move { $ply } of { $count } (n, p, number, q) >
replay-step-at-end = This is the last move of the record (p goes back, q quits).
replay-step-at-start = This is the start of the game (n goes on, q quits).
replay-step-unknown = “{ $given }” is not a command here: type n, p, a move number or q.
play-save-exists = { $path } is already there and this game did not write it: the record was not saved (choose another name, or start the game with --force)
