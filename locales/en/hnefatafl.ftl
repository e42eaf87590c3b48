# Hnefatafl (Fetlar 11×11): reasons, events, status, problems, traps.

## Why a move is illegal
hnef-illegal-game-over = The game is already over: no move can be played.
hnef-illegal-no-piece = There is no piece on { $square }.
hnef-illegal-not-your-piece = The piece on { $square } belongs to { $owner }, who are not to move.
hnef-illegal-same-square = A move must leave { $square }: start and arrival are the same square.
hnef-illegal-not-straight = { $from } and { $to } are not on the same rank or file: pieces move only in straight lines.
hnef-illegal-path-blocked = The way from { $from } to { $to } is blocked at { $at }: pieces never jump.
hnef-illegal-destination-occupied = The arrival square { $square } is already occupied.
hnef-illegal-throne-reserved = Only the king may stop on the throne { $square }; a soldier may only cross it while it is empty.
hnef-illegal-corner-reserved = Only the king may stop on the corner { $square }.
hnef-illegal-wrong-captures = The capture suffix names { $claimed }, but { $count ->
        [0] this move captures nothing
       *[other] this move captures { $actual }
    }.

## What a move does
hnef-event-move = { $side } play { $move }.
hnef-event-captured = { $count ->
        [0] Nothing is captured.
        [one] Captured by custodian: { $squares }.
       *[other] Captured: { $squares } ({ $count } pieces).
    }
hnef-event-self-captured = The soldier that moved to { $square } is taken on arrival.
hnef-event-king-captured = The king on { $square } is captured: Black win.
hnef-event-escaped = The king reaches the corner { $square }: White win.
hnef-event-quiet = No capture; quiet half-moves in a row: { $quiet }.

## Status
hnef-status-ongoing = The game goes on; { $side } are to move.
hnef-status-escaped = The king stands on the corner { $square }: White have won.
hnef-status-king-captured = The king was captured on { $square }: Black have won.
hnef-status-quiet-draw = One hundred half-moves in a row without a capture: the game is drawn.
hnef-status-no-moves = { $side } have no legal move and lose: { $winner } win.

## Position problems
hnef-problem-bad-square = “{ $name }” is not a square of the board (a1 to k11).
hnef-problem-bad-turn = “{ $value }” is not a side: turn must be black or white.
hnef-problem-king-missing = The position has no king: add king = "f6" (his square).
hnef-problem-two-kings = The king's square { $square } is also listed among the defenders: there is only one king.
hnef-problem-square-used-twice = The square { $square } is given two pieces.
hnef-problem-soldier-on-throne = A soldier stands on the throne f6: only the king may occupy it.
hnef-problem-soldier-on-corner = A soldier stands on the corner { $square }: only the king may occupy it.
hnef-problem-too-many-attackers = { $count } attackers listed; at most { $max } are allowed.
hnef-problem-too-many-defenders = { $count } defenders listed; at most { $max } are allowed (the king aside).
hnef-problem-king-enclosed = White are to move but the king on { $square } already has an attacker on each of his four sides: Black's last move would have captured him.

## Question errors
hnef-error-bad-move = Cannot read the move “{ $text }”: write it like f6-f9 (optionally with a capture suffix, f6-f9xf10).
hnef-error-bad-square = Cannot read the square “{ $text }”: write it like f6 (files a–k, ranks 1–11).
hnef-error-illegal-in-sequence = Move { $index } of the sequence, { $move }, is illegal: { $reason }
hnef-error-within = “within” must be between 1 and { $max }, not { $value }.
hnef-error-too-deep = Too deep to decide here: the search looked at { $nodes } positions without settling “within { $within }”. Ask again with a smaller “within”.
hnef-error-unknown-trap = Unknown hnefatafl trap “{ $trap }”.
hnef-error-unsupported = Hnefatafl does not answer the question “{ $ask }”.

## Routes of the king
hnef-route-open = The route to the corner { $corner } is open.
hnef-route-blocked = The route to the corner { $corner } is blocked at { $squares }.
hnef-route-none = The king on { $square } shares no rank or file with a corner: he has no direct route.

## Explanations
hnef-explain-moves = { $side } have { $count ->
        [0] no legal move
        [one] one legal move
       *[other] { $count } legal moves
    }.
hnef-explain-moves-from = { $count ->
        [0] The piece on { $square } cannot move now.
        [one] The piece on { $square } has one destination.
       *[other] The piece on { $square } has { $count } destinations.
    }
hnef-explain-escape-yes-move = White can force the king into a corner within { $within ->
        [one] one move
       *[other] { $within } moves
    }, starting with { $move }.
hnef-explain-escape-yes = White can force the king into a corner within { $within ->
        [one] one move
       *[other] { $within } moves
    }, whatever Black reply.
hnef-explain-escape-no = Black have a defence: the king cannot be forced into a corner within { $within ->
        [one] one White move
       *[other] { $within } White moves
    }.
hnef-explain-capture-yes-move = Black can force the king's capture within { $within ->
        [one] one move
       *[other] { $within } moves
    }, starting with { $move }.
hnef-explain-capture-yes = Black can force the king's capture within { $within ->
        [one] one move
       *[other] { $within } moves
    }, whatever White reply.
hnef-explain-capture-no = White have a defence: the king cannot be forced into capture within { $within ->
        [one] one Black move
       *[other] { $within } Black moves
    }.
## Printable board
hnef-svg-quiet = half-moves without a capture: { $count }
hnef-svg-attacker = attacker (black)
hnef-svg-defender = defender (white)
hnef-svg-king = king (white)
hnef-svg-throne = throne
hnef-svg-corner = corner, where the king escapes
## Traps (rules of other variants)

## Playing a game
hnef-quiet-count = Half-moves without a capture: { $quiet } of { $limit }.
hnef-why-escapes = The king reaches the corner { $square }: White wins at once, as only a corner lets him out.
hnef-why-takes-king = It closes the ring around the king on { $square } (attackers, or the empty throne, on all four sides): Black wins at once.
hnef-why-wins = It wins the game at once: the other side is left without a legal move.
hnef-why-captures = { $count ->
    [one] It captures the piece on { $squares }: that piece is now caught between the moved piece and, on the far side, another piece of the same side or a hostile square (a corner, or the throne).
   *[other] It captures { $count } pieces, on { $squares }: each is now caught between the moved piece and, on the far side, another piece of the same side or a hostile square (a corner, or the throne).
}
hnef-why-opens-route = { $count ->
    [one] It opens the king's line to the corner { $squares }.
   *[other] It opens the king's lines to the corners { $squares }.
}
hnef-why-closes-route = { $count ->
    [one] It closes the king's line to the corner { $squares }.
   *[other] It closes the king's lines to the corners { $squares }.
}
hnef-why-saves = The piece it moves could have been taken where it stood; on { $square } it is out of reach.
hnef-why-threatens = From its new square it threatens to take the piece on { $square } next move.
hnef-why-safe = This move gives nothing away: on the reply, no piece of the side that plays it can be caught between two enemies.
hnef-why-exposes = It leaves the piece on { $square } open to capture, but it is the best move found looking { $depth } half-moves ahead.
hnef-why-search = It is the best move found looking { $depth ->
    [one] { $depth } half-move
   *[other] { $depth } half-moves
} ahead.
hnef-export-king-captured = the king has been captured, and an exercise always has a king: choose an earlier move.
