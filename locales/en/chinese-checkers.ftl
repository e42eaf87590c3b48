# Chinese checkers (two opposite camps): game texts.


## Why a move is illegal
cc-illegal-game-over = The game is over: { $side } has already won.
cc-illegal-pass-while-move = Passing is only allowed without any move, and a move exists (for example { $from }-{ $to }).
cc-illegal-no-destination = The path stops at { $point }: a move needs at least a second point.
cc-illegal-off-board = { $point } is not a point of the star.
cc-illegal-no-piece = There is no piece on { $point }.
cc-illegal-not-your-piece = The piece on { $point } belongs to { $side }, not to the side to move.
cc-illegal-not-adjacent-nor-jump = From { $from } to { $to } is neither a step to a neighbour nor a jump along a line.
cc-illegal-step-occupied = The step { $from }-{ $to } is impossible: { $to } is occupied.
cc-illegal-nothing-to-jump = The jump { $from }-{ $to } needs a piece on { $over }, and { $over } is empty.
cc-illegal-landing-occupied = The jump { $from }-{ $to } over { $over } is impossible: the landing point { $to } is occupied.
cc-illegal-visited-twice = The path comes back to { $point }; a move never visits a point twice, the start included.
cc-illegal-step-then-more = The step { $from }-{ $to } ends the move, so nothing may follow it (here { $next }).
cc-illegal-step-after-jump = { $from }-{ $to } is a step after a jump; steps and jumps never mix in one move.
cc-illegal-leaves-target-camp = The piece would leave its target camp from { $from } to { $to }.
cc-illegal-must-continue = The chain stops on { $point } although it could still jump over { $over } to { $to }.

## What a move did
cc-event-step = { $side }: step { $from } → { $to }.
cc-event-jump = { $side }: jump from { $from } over { $over } to { $to }.
cc-event-captured = The piece of { $side } on { $point } is removed.
cc-event-passed = { $side } has no legal move and passes.
cc-event-won = { $side } fills the opposite camp with all ten pieces and wins.

## Problems in a position
cc-problem-bad-turn = “{ $value }” is not a side: write red or blue.
cc-problem-bad-point = “{ $point }” (list of { $side }) is not a point of the star.
cc-problem-duplicate-point = { $point } is in both lists ({ $first } first, then { $side }).
cc-problem-duplicate-in-list = { $point } is listed twice in { $side }’s list.
cc-problem-too-many-pieces = { $side } has { $count } pieces; a side has ten at most.
cc-problem-wrong-piece-count = { $side } has { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}; a full position needs exactly ten (set partial = true for a teaching position).
cc-problem-both-home = Both sides fill their target camps at once, which cannot happen in a game.

## Errors in a question
cc-error-unreadable-move = “{ $text }” is not a move: write a path such as d10-f12-h14, or pass.
cc-error-unreadable-point = “{ $text }” is not a point name: write a row letter and a column, such as i13.
cc-error-off-board = { $point } is not a point of the star.
cc-error-no-piece = There is no piece on { $point }.
cc-error-not-to-move = The piece on { $point } belongs to { $side }, who is not to move.
cc-error-illegal-in-sequence = Move { $number } ({ $move }) is illegal: { $reason }
cc-error-unknown-trap = Chinese checkers has no trap named “{ $name }”.
cc-error-unsupported = Chinese checkers does not answer “{ $ask }”.
cc-error-too-many-paths = More than { $count } different paths: too many to list.

## A move as an answer word
cc-answer-pass = pass

## Explanations
cc-explain-pivots-stay = { $count ->
    [0] No piece is jumped over, so there is nothing to capture.
    [one] The jumped piece stays in place: nothing is captured.
   *[other] The { $count } jumped pieces stay in place: nothing is captured.
}
cc-explain-moves-count = { $count ->
    [0] The side to move has no legal path.
    [one] The side to move has one legal path.
   *[other] The side to move has { $count } legal paths.
}
cc-explain-only-pass = { $side } has no legal move, so the only move is pass.
cc-explain-destinations = { $count ->
    [0] The piece on { $point } cannot move.
    [one] The piece on { $point } can reach one point.
   *[other] The piece on { $point } can reach { $count } points.
}
cc-explain-home-count = { $side }: { $count } of 10 pieces in the target camp.
cc-explain-blocker = An opposing piece on { $point } keeps { $side } from filling the target camp.
cc-explain-partial = This is a partial teaching position: nobody can win in it.
cc-explain-distance = { $count ->
    [0] From { $from } to { $to }: no move, the piece is already there ({ $route }).
    [one] From { $from } to { $to }: one move ({ $route }).
   *[other] From { $from } to { $to }: { $count } moves, for example { $route }.
}
cc-explain-unreachable = With the other pieces fixed, the piece on { $from } can never reach { $to }.
## Printable board
cc-svg-piece-red = red piece
cc-svg-piece-blue = blue piece
cc-svg-empty = empty point and its name
cc-svg-camp-red = red's camp (rows a–d)
cc-svg-camp-blue = blue's camp (rows n–q)
## Playing a game
cc-play-must-pass = { $side }: no piece can move, so the turn passes; that costs nothing in this edition.
cc-why-wins = It fills the opposite camp: the game is won.
cc-why-pass = No piece can move: pass.
cc-why-advances = From { $from } to { $to }: the pieces' total distance to the far point of the target camp goes from { $before } to { $after }.
cc-hint-and = { $head } { $tail }
cc-hint-chain = { $count ->
    [one] The move jumps over one piece, which stays on the board.
   *[other] The move jumps over { $count } pieces, which all stay on the board.
}
cc-hint-gain = { $steps ->
    [one] In total the side comes one step nearer its target camp.
   *[other] In total the side comes { $steps } steps nearer its target camp.
}
cc-hint-level = The total distance stays the same: the move prepares later jumps.
cc-hint-back = { $steps ->
    [one] The total distance grows by one step: no move found does better over the next turns.
   *[other] The total distance grows by { $steps } steps: no move found does better over the next turns.
}
cc-hint-last-out = It takes the last piece out of the home camp.
cc-hint-enters = The piece ends inside the target camp.
