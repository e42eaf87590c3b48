# Aeroplane drills: prompts and explanations.
drill-aero-q-exit-legal = { $side ->
        [red] Red
       *[yellow] Yellow
    } rolled a { $roll }. Can one of its planes leave the base with this roll? (yes/no)
drill-aero-q-moves = { $side ->
        [red] Red
       *[yellow] Yellow
    } rolled a { $roll }. Which planes can use this roll? (their squares, base for a plane in the base, or none)
drill-aero-q-legal = { $side ->
        [red] Red
       *[yellow] Yellow
    } rolls a { $roll }. May it move the plane on { $square } with it? (yes/no)
drill-aero-q-captured = { $side ->
        [red] Red
       *[yellow] Yellow
    } rolls a { $roll } and moves the plane on { $square }. Which squares are emptied by a capture? (squares, or none)
drill-aero-q-extra-roll = { $side ->
        [red] Red
       *[yellow] Yellow
    } rolls a { $roll } and moves the plane on { $square }. Does the same side roll again afterwards? (yes/no)
drill-aero-q-capture-rolls = { $side ->
        [red] Red
       *[yellow] Yellow
    } is about to roll. Which die values would let it capture the plane on { $target }? (values from 1 to 6, or none)
drill-aero-q-third-six-legal = { $side ->
        [red] Red has
       *[yellow] Yellow has
    } already played { $sixes ->
        [one] one 6
       *[other] { $sixes } sixes
    } in this turn and now rolls a 6. May it move the plane on { $square }? (yes/no)
drill-aero-q-after-turn = { $side ->
        [red] Red
       *[yellow] Yellow
    } to roll. The rolls and moves { $moves } follow in this order. Which side is to move next? (red or yellow)
drill-aero-q-after-captured = { $side ->
        [red] Red
       *[yellow] Yellow
    } to roll. The rolls and moves { $moves } follow in this order (the last one by the other side). Which squares are emptied by a capture during the sequence? (squares, or none)
drill-aero-q-landing = { $side ->
        [red] Red
       *[yellow] Yellow
    } rolls a { $roll } and moves the plane on { $square }. On which square does the plane stop?
drill-aero-q-captured-seq = { $side ->
        [red] Red
       *[yellow] Yellow
    } plays { $moves } in this order. Which squares are emptied by a capture along the way? (squares, or none)
drill-aero-q-landing-seq = { $side ->
        [red] Red
       *[yellow] Yellow
    } plays { $moves } in this order. On which square does the plane moved last stop?

drill-aero-x-exit = Only a 6 takes a plane out of the base, onto its start square; with any other roll, only planes already out can move.
drill-aero-x-exact = The plane on { $square } is { $left ->
        [one] one step
       *[other] { $left } steps
    } from the goal: it gets there only with that exact roll, a smaller roll moves it up the lane, and a larger one cannot be used by it.
drill-aero-x-capture = Landing on a ring square that is not safe sends every opponent plane standing there back to its base.
drill-aero-x-safe = The start squares (1, 14, 27, 40) and the stars (9, 22, 35, 48) are safe: opponents standing there stay.
drill-aero-x-over = Only the square where the plane stops counts: passing over opponents does nothing to them.
drill-aero-x-capture-roll = A capture earns another roll, as does a 6 or a plane reaching the goal.
drill-aero-x-count-back = Count back from the target along the route of each of your planes: a plane k steps behind it captures with a k, unless the target stands on a safe square.
drill-aero-x-third-six-rolls = This side has already played two 6s in this turn: a third 6 would be cancelled, so a 6 captures nothing.
drill-aero-x-third-six = The third 6 in a row within one turn is cancelled: no plane moves and the turn passes; the moves made with the first two 6s stay.
drill-aero-x-no-jump = In this edition the colour of a square changes nothing: the plane stops exactly where the die sends it, with no jump of four squares.
drill-aero-play = { $roll }:{ $plane }
