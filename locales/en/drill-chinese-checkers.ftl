# Chinese checkers drills: prompts and explanations.
drill-cc-q-legal = { $side ->
        [red] Red
       *[blue] Blue
    } to move. Is { $move } a legal move? (yes/no)
drill-cc-q-moves-from = { $side ->
        [red] Red
       *[blue] Blue
    } to move. On which points can the piece on { $from } end its move? (points, or none)
drill-cc-q-status-after = { $side ->
        [red] Red plays
       *[blue] Blue plays
    } { $move }. Where does the game stand then? (ongoing, red or blue)
drill-cc-q-distance = The other pieces staying where they are, in how many moves at least can the piece on { $from } reach { $to }? (a number, or none)

drill-cc-x-step = A step goes to one neighbouring empty point and ends the move; sliding two points along a line is no move at all.
drill-cc-x-jump = A jump passes over one neighbouring piece, of either colour, to the empty point straight behind it.
drill-cc-x-landing-empty = A jump needs an empty landing point right behind the piece it passes over.
drill-cc-x-mix = A move is either one step or a chain of jumps: a step and a jump never go together.
drill-cc-x-stop = The chain may stop after any jump, even when another jump is possible.
drill-cc-x-chain = Every jump of a chain follows one of the six lines, and the next jump may take another line; no point may be visited twice in the same move.
drill-cc-x-no-capture = Jumped pieces stay where they are: nothing is ever captured in Chinese checkers, and both sides may use them again as supports.
drill-cc-x-leave-camp = Nothing forbids leaving the target camp: a piece that has entered it may step or jump out again.
drill-cc-x-leave-camp-rules = A piece may leave the target camp, but only by a move that is legal anywhere else: a step to a neighbouring point, or jumps over one piece at a time.
drill-cc-x-win = A side wins when all ten of its pieces stand together in the opposite camp.
drill-cc-x-blocker = An opponent piece still standing in that camp takes one of its ten points, so the win has to wait.
drill-cc-x-distance = A move is one step or a whole chain of jumps, so a long chain counts as a single move; the other pieces do not move meanwhile.
