# Drills: exercises made on the fly (titles, topics, hints).
drill-title = Drill: { $topic }

## Topics
drill-topic-exit-six = Which plane moves?
drill-topic-exact-arrival = Close to the goal
drill-topic-capture-safe = Captures and safe squares
drill-topic-capture-rolls = Rolls that capture
drill-topic-third-six = The third 6
drill-topic-no-colour-jump = Squares of the plane's colour
drill-topic-step-jump = Step or jump
drill-topic-chain-turn = Chains that turn
drill-topic-no-capture = Jumped pieces
drill-topic-target-camp = The target camp
drill-topic-distance = Distance in moves
drill-topic-classify = Sorting a hand
drill-topic-both-ends = Which end?
drill-topic-draw-until-playable = Drawing until a tile fits
drill-topic-pass = The last two tiles
drill-topic-blocked = Blocked game
drill-topic-no-all-fives = Scoring during play
drill-topic-soldier-capture = Capturing a soldier
drill-topic-throne-corner = Throne and corners
drill-topic-king-capture = Capturing the king
drill-topic-corner-escape = The king and the way out
drill-topic-legal-move = Is this move legal?

## Hints (never the answer)
drill-hint-exit-six = Which planes are still in the base, and what is the pending roll?
drill-hint-exact-arrival = Count the steps each plane still has to go, lane included: a larger roll cannot be used by that plane.
drill-hint-capture-safe = Look at the square where the plane stops: who stands there, and is it a start square or a star?
drill-hint-capture-rolls = From the target, count back along the route of each of your planes, one to six steps.
drill-hint-third-six = How many 6s has this side already played in this turn?
drill-hint-no-colour-jump = Count the squares the die gives, one by one.
drill-hint-step-jump = A step goes to a neighbour; a jump passes over one occupied neighbour to the empty point right behind it.
drill-hint-chain-turn = Check each jump of the chain on its own: occupied neighbour, empty point beyond on the same line, no point twice.
drill-hint-no-capture = Which point does each jump pass over, and what stands on it from the first jump to the last?
drill-hint-target-camp = Which points make up the camp this side must fill, and who stands on them?
drill-hint-distance = Look for jumps first: one move can carry the piece far.
drill-hint-classify = Compare both halves of each tile with the left open value, then with the right one.
drill-hint-both-ends = The half laid against the line is covered; the other half becomes the new open value.
drill-hint-draw-until-playable = Count the boneyard tiles that do not fit, and remember the two that always stay.
drill-hint-pass = Does any tile of the hand fit, and how many tiles are left in the boneyard?
drill-hint-blocked = Add up the pips left in each hand.
drill-hint-no-all-fives = Only the values left open matter here: a sum of the ends earns nothing in this edition, even when it is a multiple of 5.
drill-hint-soldier-capture = For each enemy soldier beside the arrival square, look at the square beyond it on the same line.
drill-hint-throne-corner = Who is on the throne? And a corner is hostile to every soldier.
drill-hint-king-capture = Go round the king's four sides: attackers, the empty throne, or the edge of the board?
drill-hint-corner-escape = Only the four corners are a way out.
drill-hint-legal-move = Follow the path square by square, and look at where it stops.

## The drill command
drill-welcome = Drills — { $game }, { $topic }, level { $level }: { $count ->
        [one] one question
       *[other] { $count } questions
    } made from seed { $seed } (the same seed gives the same drills).
drill-every-topic = every topic in turn
drill-unknown-topic = unknown topic `{ $topic }` for { $game } (topics: { $known })
drill-none-found = no good question could be made for { $id }
drill-exported = { $count ->
        [one] One drill written
       *[other] { $count } drills written
    } to { $dir } (seed { $seed }); { $problems ->
        [0] plyyard verify accepts every file.
        [one] plyyard verify finds one problem.
       *[other] plyyard verify finds { $problems } problems.
    }
drill-list = { $head }, { $tail }
drill-offer = Every exercise of { $name } is done: for endless new questions, run plyyard practice --drill --game { $game }.
drill-more = More drills: plyyard practice --drill (questions missed come back in plyyard practice --review).
