## Aeroplane race: game texts (ids start with aero-)

## Where a plane stands ($kind: square, base or goal; $form: at or to)
aero-place = { $kind ->
    [base] { $form ->
        [to] to the base
       *[at] in the base
    }
    [goal] { $form ->
        [to] to goal
       *[at] at goal
    }
   *[square] { $form ->
        [to] to { $name }
       *[at] on { $name }
    }
}

## Why a move is illegal

aero-illegal-game-over = The game is over: { $side } already brought all four planes to goal.
aero-illegal-roll-range = A die shows 1 to 6, not { $roll }.
aero-illegal-no-roll = No roll is pending: write the roll before the plane, for example 3:{ $square }.
aero-illegal-roll-mismatch = The pending roll is { $pending }, not { $given }.
aero-illegal-third-six = This 6 is the third in a row this turn: it is cancelled, so the plane { $square-at } does not move and the turn passes.
aero-illegal-no-plane = You have no plane { $square-at }.
aero-illegal-exit-six = A { $roll } cannot take a plane out of the base: only a 6 does.
aero-illegal-exit-even = Under this rule only an even roll takes a plane out of the base, and { $roll } is odd.
aero-illegal-overshoot = The plane on { $square } needs exactly { $need } to reach goal; a { $roll } { $by ->
    [0] does not go too far
    [one] goes one square too far
   *[other] goes { $by } squares too far
}.
aero-illegal-at-goal = A plane that has reached goal never moves again.
aero-illegal-move-exists = The { $roll } cannot be passed: the plane { $square-at } can use it.

## What a move does

aero-event-exit = { $side }: a plane leaves the base for its start square { $square }.
aero-event-advance = { $side }: the plane on { $from } moves { $roll } { $to-place }.
aero-event-colour-jump = Colour jump: from { $from } the plane flies on to { $to }.
aero-event-capture = Square { $square }: { $count ->
    [0] no { $side-adj-one } plane goes
    [one] one { $side-adj-one } plane goes
   *[other] { $count } { $side-adj } planes go
} back to base.
aero-event-arrived = { $side }: the plane reaches goal.
aero-event-no-move = { $side }: no plane can use the { $roll }.
aero-event-third-six = { $side }: third 6 in a row, cancelled; no plane moves.
aero-event-sixes-undone = The moves made with the two earlier 6s are taken back.
aero-event-won = { $side }: all four planes are at goal. Game won!
aero-event-extra-roll = { $side } rolls again.
aero-event-turn-passes = Now it is { $side }'s turn.

## Problems in a position

aero-problem-bad-turn = "{ $value }" is not a side: write red or yellow.
aero-problem-plane-count = { $side } must list exactly 4 planes, not { $count }.
aero-problem-bad-square = "{ $value }" ({ $side }) is not a square: use 1 to 52, R1 to R5, Y1 to Y5, base or goal.
aero-problem-wrong-lane = { $square } is a lane of the other side: { $side } planes never go there.
aero-problem-lane-not-playing = { $square } belongs to a colour that does not play in this race ({ $side }).
aero-problem-off-route = Ring square { $square } is not on { $side }'s route: those planes turn into their lane before reaching it.
aero-problem-opponents-share-square = Red and yellow planes cannot share square { $square }: it is not safe, so the last one to land would have captured the others.
aero-problem-third-six-pending = A pending 6 with sixes = 2 would be the third 6: it is cancelled at once and never waits for a move.
aero-problem-sixes-after-non-six = sixes = { $sixes } does not fit a pending { $dice }: rolling something other than 6 resets the count to 0.
aero-problem-sixes-without-plane = sixes = { $sixes }, yet every plane of { $side } is in the base: a 6 that was played would have left a plane on the board.
aero-problem-both-finished = Both sides cannot have all four planes at goal: the game stops at the first.
aero-problem-roll-after-win = { $side } has already won: no roll can be pending.

## Explanations

aero-note-plane-can-move = The plane { $from-at } can use the roll and goes { $to-place }.
aero-note-no-plane-can-move = No plane can use the { $roll }: the turn passes at once.
aero-note-capture-roll = With a { $roll }, the plane { $from-at } lands on { $target } and captures.
aero-note-no-capture-roll = No roll brings one of your planes exactly onto { $target }.
aero-note-target-safe = { $target } is a safe square (a start or a star): nobody is captured there.
aero-note-target-off-ring = The plane { $target-at } is off the ring: in the base, in a home lane or at goal nobody can capture it.
aero-note-six-would-be-third = A 6 would be the third in a row this turn, and it would be cancelled.
aero-note-ongoing = Neither side has all four planes at goal yet: the game goes on.
aero-note-won = { $side } has all four planes at goal and has won.

## Question errors

aero-error-needs-dice = This question needs a pending roll: add dice = 1…6 to the position.
aero-error-bad-move = Cannot read the move "{ $move }": write ROLL:PLANE such as 3:12, 6:base or 2:R3, the plane alone when a roll is pending, or a bare roll such as 6.
aero-error-bad-square = Cannot read the square "{ $square }": use 1 to 52, R1 to R5, Y1 to Y5, base or goal.
aero-error-no-target = There is no opposing plane on { $square }.
aero-error-no-landing = No plane moved in this sequence, so there is no landing square.
aero-error-illegal-in-sequence = The move { $move } is illegal here: { $reason }
aero-error-empty-sequence = The sequence of moves is empty.
aero-error-unsupported = The aeroplane race does not answer the question "{ $ask }".
aero-error-unknown-trap = Unknown trap for the aeroplane race: { $trap }.

## A place as an answer word ($kind: square, base or goal)
aero-square = { $kind ->
    [base] base
    [goal] goal
   *[square] { $name }
}

## Diagram labels
aero-label-planes = { $letter }: { $p1 } { $p2 } { $p3 } { $p4 }
aero-label-turn = to move: { $side }
aero-label-dice = die: { $dice }
aero-label-sixes = sixes this turn: { $count }
aero-label-colour-red = R
aero-label-colour-green = G
aero-label-colour-yellow = Y
aero-label-colour-blue = B
## Printable board
aero-svg-initial-red = R
aero-svg-initial-yellow = Y
aero-svg-base-red = Red base
aero-svg-base-yellow = Yellow base
aero-svg-idle-green = Green, not playing
aero-svg-idle-blue = Blue, not playing
aero-svg-plane-red = red plane
aero-svg-plane-yellow = yellow plane
aero-svg-colour-red = red square
aero-svg-colour-green = green square
aero-svg-colour-yellow = yellow square
aero-svg-colour-blue = blue square
aero-svg-star = star (safe)
aero-svg-start = start square (safe)
aero-svg-goal = centre, where planes arrive
## Playing a game
aero-play-rolls = { $side }: the die shows { $roll }.
aero-why-only = Only this plane can use the roll.
aero-why-captures = It sends the planes on { $square } back to their base.
aero-why-arrives = It brings the plane home to goal.
aero-why-exits = It brings one more plane out of the base.
aero-why-escapes = It takes the plane on { $square } out of reach of the other side's planes.
aero-why-out-of-reach = On { $square } the plane is out of reach of the other side's planes.
aero-why-exposed = { $count ->
    [one] On { $square } the plane can be hit by one value of the other side's die, but this is the best choice on average.
   *[other] On { $square } the plane can be hit by { $count } values of the other side's die, but this is the best choice on average.
}
aero-why-expects = { $rolls ->
    [one] It gives the best result on average over the next roll.
   *[other] It gives the best result on average over the next { $rolls } rolls.
}
