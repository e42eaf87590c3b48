# Hnefatafl drills: prompts and explanations.
drill-hnef-q-captured = { $side ->
        [black] Black plays
       *[white] White plays
    } { $move }. Which pieces does this move capture? (squares, or none)
drill-hnef-q-status-after = { $side ->
        [black] Black plays
       *[white] White plays
    } { $move }. Where does the game stand then? (ongoing, white, black or draw)
drill-hnef-q-capture-king = Black to move. Can Black capture the king { $within ->
        [1] with this very move
       *[other] within { $within } moves
    }? (yes/no)
drill-hnef-q-king-routes = White to move. Which corners can the king on { $king } reach in one move? (squares, or none)
drill-hnef-q-escape = White to move. Can White force the king into a corner within { $within } white moves, whatever Black replies? (yes/no)
drill-hnef-q-legal = { $side ->
        [black] Black
       *[white] White
    } to move. Is { $move } a legal move? (yes/no)

drill-hnef-x-custodian = A soldier is captured when a move brings an enemy piece beside it and the square beyond it on the same line holds another enemy piece (the king counts), a corner, or a throne hostile to it.
drill-hnef-x-between = The piece arriving on { $square } stands between two enemy soldiers, but this move does not take it: an enclosure is completed only by a move of the capturing side. It stays exposed, though: a later enemy move can still enclose it and take it. { $taken ->
        [0] It captures nothing itself.
        [one] It still captures one piece itself.
       *[other] It still captures { $taken } pieces itself.
    }
drill-hnef-x-throne-corner = Corners are hostile to every soldier. The throne is always hostile to attackers, but to defenders only while it is empty.
drill-hnef-x-throne-occupied = Here the king sits on the throne, so the throne does not help the attackers against a defender.
drill-hnef-x-king-ring = The king falls only to a black move that completes a ring of attackers on his four sides; beside the empty throne, three attackers and the throne are enough.
drill-hnef-x-king-taken = Here the ring closes: the king is captured and Black wins.
drill-hnef-x-king-two = In this edition two attackers on either side of the king do nothing to him.
drill-hnef-x-king-edge = On the edge the king has one side off the board: he cannot be captured there.
drill-hnef-x-corner = Reaching the edge wins nothing: the king has to enter a corner.
drill-hnef-x-routes = Count the corners only: an edge square on the king's path is no way out.
drill-hnef-x-escape = A forced escape reaches a corner whatever Black replies; an edge square does not count.
drill-hnef-x-corner-names = The four corners are a1, a11, k1 and k11.
drill-hnef-x-reserved = Only the king may stop on the throne (f6) or in a corner.
drill-hnef-x-throne-pass = Any piece may cross the throne while it is empty; with the king on it, it blocks the way like any other piece.
drill-hnef-x-slide = Every piece slides along a rank or a file over empty squares only; it never jumps over a piece.
drill-hnef-x-suffix = A capture suffix is checked: it must name exactly the pieces the move removes, no more and no fewer.
