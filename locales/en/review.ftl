# plyyard review: marks on the learner's moves, tries, exported exercises.
review-head = { $file }: { $count ->
    [one] one move
   *[other] { $count } moves
} of { $side } looked at; { $marks ->
    [0] nothing marked
    [one] one marked
   *[other] { $marks } marked
}, { $tries ->
    [0] no illegal try
    [one] one illegal try
   *[other] { $tries } illegal tries
}.
review-both-sides = both sides
review-mark = Move { $ply } “{ $move }”: { $reason }
review-better = Better: { $move }
review-try = Before move { $ply }, “{ $move }” was refused: { $reason }
review-enrolled = { $count ->
    [0] No exercise is added to your review
    [1] This exercise is in your review from today
   *[other] These exercises are in your review from today
}: plyyard practice --review.
review-exported = { $count ->
    [0] No exercise written
    [one] One exercise written
   *[other] { $count } exercises written
} in { $dir } ({ $problems ->
    [0] verify finds no problem
    [one] verify finds one problem
   *[other] verify finds { $problems } problems
}).
review-explain = In your game, move { $ply }: { $reason }
review-hnefatafl-missed-escape = { $move } let a forced escape go: { $better } wins it for the king within { $within ->
    [one] one white move
   *[other] { $within } white moves
}, whatever black does.
review-hnefatafl-missed-king-capture = { $move } let a forced king capture go: { $better } takes the king within { $within ->
    [one] one black move
   *[other] { $within } black moves
}, whatever white does.
review-hnefatafl-left-to-capture = After { $move }, the reply { $reply } takes { $count ->
    [one] one of your pieces
   *[other] { $count } of your pieces
}; after { $better } no reply takes anything.
review-hnefatafl-open-corner-road = After { $move }, the king can go straight into a corner with { $reply }{ $count ->
    [1] {""}
   *[other] {" "}(one of { $count } open routes)
}; after { $better } no route leads him to a corner.
review-aeroplane-missed-arrival = With the { $roll }, { $better } lands exactly on the goal; { $move } does not.
review-aeroplane-missed-capture = With the { $roll }, { $better } sends an enemy plane back to its base; { $move } captures nothing.
review-aeroplane-exposed = After { $move }, the opponent captures one of your planes with { $played ->
    [one] one die value
   *[other] { $played } die values
}; after { $better }, with { $best ->
    [0] none
    [one] only one
   *[other] only { $best }
}.
review-chinese-checkers-left-at-home = Late in the game, { $move } leaves { $count ->
    [one] a piece
   *[other] { $count } pieces
} in your home camp; { $better } brings one out ({ $left ->
    [0] none left there
    [one] one left there
   *[other] { $left } left there
}) and your pieces no less close to the target camp.
review-chinese-checkers-lost-distance = { $move } brings your pieces { $gained ->
    [one] one step
   *[other] { $gained } steps
} nearer the target camp (sum of distances); { $better } brings them { $best ->
    [one] one step
   *[other] { $best } steps
} nearer.
review-chinese-checkers-went-back = { $move } { $gained ->
    [0] brings your pieces no nearer the target camp
    [one] takes your pieces one step back from the target camp
   *[other] takes your pieces { $gained } steps back from the target camp
} (sum of distances); { $better } brings them { $best ->
    [one] one step
   *[other] { $best } steps
} nearer.
review-dominoes-blocked-total = After { $move }, nobody can lay or draw and the game blocks with { $mine ->
    [one] { $mine } pip
   *[other] { $mine } pips
} in your hand against { $theirs }: { $result ->
    [lost] you lose
   *[draw] a draw
}. After { $better } it would block with { $better-mine } against { $better-theirs }: { $better-result ->
    [won] you would win
   *[draw] a draw
}.
review-dominoes-self-block = After { $move }, { $played ->
    [0] no tile of your hand fits the line
    [one] one tile of your hand fits the line
   *[other] { $played } tiles of your hand fit the line
}; after { $better }, { $best ->
    [one] one does
   *[other] { $best } do
}.
review-title-king-corners = The king and the corners
review-title-king-surrounded = The king among the attackers
review-title-piece-within-reach = A piece in the line of fire
review-title-planes-near-goal = A plane close to the goal
review-title-plane-within-reach = An enemy plane ahead
review-title-planes-in-reach = Planes behind yours
review-title-home-camp = The last pieces at home
review-title-blocked-totals = Pips left in the hands
review-title-hop-chains = Hops and chains
review-title-tiles-and-ends = Your hand and the two ends
progress-trap-tries = Illegal moves tried in your games that another variant's rule allows:
progress-trap-line = { $game }, { $trap }: { $count ->
    [one] once
   *[other] { $count } times
}
