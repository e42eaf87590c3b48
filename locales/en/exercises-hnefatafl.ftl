# Hnefatafl exercises: titles, prompts, explanations, hints.
## Each exercise: its title, then each question (`qN`) with its own hint (`qN-hint`, when it has one) and explanation (`qN-explain`, shown right after that question), then the exercise's `explain` (shown after its last question) and `hint`.

ex-hnefatafl-edge-not-corner-title = The king on a7
ex-hnefatafl-edge-not-corner-q1 = The white king has safely reached a7, on the edge. Where does the game stand? (ongoing, white, black or draw)
ex-hnefatafl-edge-not-corner-q1-explain = In Fetlar only a corner wins; a7 is an edge square, not a corner, so the game goes on.
ex-hnefatafl-edge-not-corner-q2 = Which corners can the king reach in a single move from here? (squares, or none)
ex-hnefatafl-edge-not-corner-q2-explain = Northwards the attacker on a9 blocks the a-file; southwards a6 to a2 are empty, so a1 is within the king's reach.
ex-hnefatafl-edge-not-corner-q3 = Can White force the king into a corner within one White move, Black playing first? (yes/no)
ex-hnefatafl-edge-not-corner-q3-hint = Black move first: can one black move shut every road the king has?
ex-hnefatafl-edge-not-corner-q3-explain = Black move first and can shut that single road by bringing a piece onto the a-file below the king, b5-a5 for example; with only one road, the block comes in time.
ex-hnefatafl-edge-not-corner-q4 = And within two White moves? (yes/no)
ex-hnefatafl-edge-not-corner-q4-hint = To force a corner in two moves, the king needs a square from which he sees two free corners at once.
ex-hnefatafl-edge-not-corner-q4-explain = To win in two moves, White would need a king move that threatens two corners at once, so that one black reply cannot stop both. After a good block such as b5-a5 the king has no such move, and each single threat can be answered.
ex-hnefatafl-edge-not-corner-explain = An edge square shortens the king's road but wins nothing: Fetlar needs a corner, and a king with a single road can be stopped in time.
ex-hnefatafl-edge-not-corner-hint = Look along the a-file in both directions and ask what a corner needs that an edge square does not.

ex-hnefatafl-throne-captures-title = Beside the empty throne
ex-hnefatafl-throne-captures-q1 = Black plays h5-h6. Which pieces are captured? (squares, or none)
ex-hnefatafl-throne-captures-q1-explain = With the king off his seat, the empty throne f6 is hostile: the defender on g6 is caught between h6 and f6 and taken.
ex-hnefatafl-throne-captures-q2 = Back in the position shown, Black plays h8-f8 instead. Where does the game stand afterwards (ongoing, white, black or draw)?
ex-hnefatafl-throne-captures-q2-explain = The king on f7 touches the empty throne, so three attackers suffice: with e7, g7 and now f8 around him, the king is captured and Black win.
ex-hnefatafl-throne-captures-q3 = Can Black capture the king in one move? (yes/no)
ex-hnefatafl-throne-captures-q3-explain = h8-f8 does it: the king's fourth side is the empty throne, so closing f8 is all Black need.
ex-hnefatafl-throne-captures-explain = The empty throne works as an enemy square twice over: it helps take the defender on g6, and it stands in for a fourth attacker around the king.
ex-hnefatafl-throne-captures-hint = Count the throne as an enemy square when it is empty, for the defender as well as for the king.

ex-hnefatafl-occupied-throne-title = The king on his throne
ex-hnefatafl-occupied-throne-q1 = Black plays h5-h6. Which pieces are captured? (squares, or none)
ex-hnefatafl-occupied-throne-q1-explain = The king is on the throne, and an occupied throne is not hostile to defenders: g6 has h6 on one side and its own king on the other, so it stays.
ex-hnefatafl-occupied-throne-q2 = Can Black capture the king in one move? (yes/no)
ex-hnefatafl-occupied-throne-q2-explain = On his throne the king needs an attacker on each of his four sides, and g6 holds a defender: no single black move can surround him.
ex-hnefatafl-occupied-throne-q3 = Black plays h7-f7. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-occupied-throne-q3-explain = After h7-f7 three attackers touch the king, but his fourth side, g6, is a defender: the king is not captured and the game goes on.
ex-hnefatafl-occupied-throne-explain = The throne helps the attackers only while it is empty: with the king seated on it, the defenders beside it have nothing to fear from it, and the king needs four attackers.
ex-hnefatafl-occupied-throne-hint = The throne is hostile to defenders only while it is empty. How many attackers touch the king?

ex-hnefatafl-edge-king-routes-title = The king on the edge
ex-hnefatafl-edge-king-routes-q1 = The king stands on e1. Which corners can he reach in one move? (squares, or none)
ex-hnefatafl-edge-king-routes-q1-explain = b1, c1 and d1 are empty, so the king can slide along rank 1 right into a1: a corner is in reach only when every square on the way is free.
ex-hnefatafl-edge-king-routes-q2 = List every square the king on e1 can move to.
ex-hnefatafl-edge-king-routes-q2-hint = Slide the king along rank 1 both ways and up the e-file, stopping before the first piece; he alone may stop on a corner.
ex-hnefatafl-edge-king-routes-q2-explain = Along rank 1 the king slides west to d1, c1, b1 and the corner a1, and east only as far as g1; up the e-file he reaches e2 to e8, the attacker on e9 stopping him there.
ex-hnefatafl-edge-king-routes-q3 = Is e1-k1 legal? (yes/no)
ex-hnefatafl-edge-king-routes-q3-explain = Pieces never jump: the attacker on h1 blocks the road east, so the king cannot reach k1 in one move.
ex-hnefatafl-edge-king-routes-q4 = Where does the game stand now (ongoing, white, black or draw)?
ex-hnefatafl-edge-king-routes-q4-hint = What ends a game of Fetlar, and has any of it happened?
ex-hnefatafl-edge-king-routes-q4-explain = The king stands on the edge, not in a corner, and nothing else has ended the game: it goes on, with White to move.
ex-hnefatafl-edge-king-routes-explain = A king on the edge has at most two roads to corners, each open only up to the first piece on it; standing on the edge wins nothing by itself.
ex-hnefatafl-edge-king-routes-hint = Walk from the king towards each corner square by square and stop at the first piece.

ex-hnefatafl-open-a-route-title = Opening two routes at once
ex-hnefatafl-open-a-route-q1 = White to move. Can the king reach a corner with this very move? (yes/no)
ex-hnefatafl-open-a-route-q1-explain = Corners lie only on the a- and k-files and on ranks 1 and 11; the king on d5 stands on none of those lines, so a single move cannot take him into a corner.
ex-hnefatafl-open-a-route-q2 = Can White force the king into a corner within two White moves? (yes/no)
ex-hnefatafl-open-a-route-q2-explain = The king first slides to a square from which he sees two free corners, d1 for example, between a1 and k1 on rank 1; Black can block only one road, and the king takes the other.
ex-hnefatafl-open-a-route-q3 = White plays d5-k5 and Black answers j9-k9. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-open-a-route-q3-hint = After Black's reply, is the king in a corner, or captured?
ex-hnefatafl-open-a-route-q3-explain = On k5 the king sees both k1 and k11; j9-k9 shuts the road north, and the king is neither in a corner nor captured: the game goes on.
ex-hnefatafl-open-a-route-q4 = Then White plays k5-k1. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-open-a-route-q4-hint = Where does k5-k1 take the king?
ex-hnefatafl-open-a-route-q4-explain = One black move could close only one of the two roads: the way south stayed free, and k5-k1 brings the king into the corner. White win.
ex-hnefatafl-open-a-route-explain = A square from which the king sees two free corners is a double threat: one black move cannot close both roads. Here d1 and k5 both offer it.
ex-hnefatafl-open-a-route-hint = Look for a square from which the king sees two corners.

ex-hnefatafl-close-a-route-title = The king on a4
ex-hnefatafl-close-a-route-q1 = Which corners can the king on a4 reach in one move? (squares, or none)
ex-hnefatafl-close-a-route-q1-hint = Walk from the king along the a-file both ways, square by square.
ex-hnefatafl-close-a-route-q1-explain = Both roads along the a-file are free: a3 and a2 below the king, a5 to a10 above him, so he reaches a1 and a11.
ex-hnefatafl-close-a-route-q2 = Black to move. Can White force the king into a corner within one White move? (yes/no)
ex-hnefatafl-close-a-route-q2-explain = A black piece can close one road by landing on the a-file on one side of the king, but no single move covers both sides: whatever Black play, the king slides into the corner left open.
ex-hnefatafl-close-a-route-q3 = Can Black capture the king in one move? (yes/no)
ex-hnefatafl-close-a-route-q3-hint = Where does the king stand, and what would surrounding him there require?
ex-hnefatafl-close-a-route-q3-explain = A king on the edge cannot be captured in Fetlar: one of his four sides lies off the board, so he can never be surrounded there.
ex-hnefatafl-close-a-route-explain = Two open roads on either side of the king cannot both be closed with one move, and on the edge he is safe from capture: White win the race to the corner.
ex-hnefatafl-close-a-route-hint = For each black move, check which corner remains open.

ex-hnefatafl-who-starts-title = Who starts?
ex-hnefatafl-who-starts-q1 = This is the starting position. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-who-starts-q1-hint = Has anything ended the game before the first move?
ex-hnefatafl-who-starts-q1-explain = In the starting position nobody has won, the king is not captured and no draw has been reached: the game is simply under way.
ex-hnefatafl-who-starts-q2 = Is f4-c4 legal now? (yes/no)
ex-hnefatafl-who-starts-q2-explain = f4 holds a white defender, and in Fetlar the black attackers make the first move: White may not move before them.
ex-hnefatafl-who-starts-q3 = Is d1-d3 legal now? (yes/no)
ex-hnefatafl-who-starts-q3-explain = d1 holds an attacker, it is Black's turn, and d2 and d3 are empty: the attacker slides two squares up the d-file.
ex-hnefatafl-who-starts-q4 = After d1-d3, which side is to move?
ex-hnefatafl-who-starts-q4-explain = Each move hands the turn over: after Black's first move, White play.
ex-hnefatafl-who-starts-explain = Black, the attackers, open a game of Fetlar; from then on the two sides simply take turns.
ex-hnefatafl-who-starts-hint = Which side plays the first move in Fetlar?

ex-hnefatafl-two-attackers-title = The king between c5 and e5
ex-hnefatafl-two-attackers-q1 = Black plays e2-e5, so that the king on d5 stands between c5 and e5. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-two-attackers-q1-explain = The king is not a soldier: two attackers on c5 and e5 do not capture him. Away from the throne he needs attackers on all four sides, so the game goes on.
ex-hnefatafl-two-attackers-q2 = Can Black capture the king in one move here? (yes/no)
ex-hnefatafl-two-attackers-q2-explain = Only c5 touches the king now; d4, d6 and e5 are empty, and one move fills at most one of them.
ex-hnefatafl-two-attackers-explain = Two enemies on opposite sides take a soldier; the king must be surrounded on four sides, or on three beside the empty throne. Two attackers never suffice.
ex-hnefatafl-two-attackers-hint = Count the attackers touching the king after the move.

ex-hnefatafl-throne-and-corners-title = The throne, the corners and the attackers
ex-hnefatafl-throne-and-corners-q1 = Is f2-f6 legal? (yes/no)
ex-hnefatafl-throne-and-corners-q1-explain = f6 is the throne, and only the king may stop on it: an attacker cannot end a move there.
ex-hnefatafl-throne-and-corners-q2 = Is f2-f9 legal? (yes/no)
ex-hnefatafl-throne-and-corners-q2-explain = f2-f9 passes over the empty throne and stops on f9: a soldier may cross the throne while it is empty, as long as he does not stop on it, and f3 to f8 are all free.
ex-hnefatafl-throne-and-corners-q3 = Is b1-a1 legal? (yes/no)
ex-hnefatafl-throne-and-corners-q3-hint = Who may stand on a corner?
ex-hnefatafl-throne-and-corners-q3-explain = a1 is a corner, and corners, like the throne, are for the king alone: the attacker on b1 may not stop there.
ex-hnefatafl-throne-and-corners-q4 = List every square the attacker on k3 can move to.
ex-hnefatafl-throne-and-corners-q4-hint = Slide from k3 along both of its lines until a piece or the edge of the board stops you, and leave out the squares a soldier may not stop on.
ex-hnefatafl-throne-and-corners-q4-explain = Along rank 3 the attacker slides west all the way to a3; along the k-file it goes down to k2 and up to k10, but never onto the corners k1 and k11.
ex-hnefatafl-throne-and-corners-explain = Throne and corners belong to the king: soldiers may pass over the empty throne, but they stop neither on it nor on a corner.
ex-hnefatafl-throne-and-corners-hint = Passing over a square and stopping on it are two different things.

ex-hnefatafl-between-two-enemies-title = Stepping between two enemies
ex-hnefatafl-between-two-enemies-q1 = White plays d8-d5, between the attackers on c5 and e5. Which pieces are captured? (squares, or none)
ex-hnefatafl-between-two-enemies-q1-explain = A capture is made by the capturing side's own move: by stepping between c5 and e5, White put the piece there themselves, and Black closed no sandwich.
ex-hnefatafl-between-two-enemies-q2 = White plays d8-d5 and Black replies h6-d6. Which pieces have been captured in the two moves?
ex-hnefatafl-between-two-enemies-q2-explain = h6-d6 is a black move that completes a sandwich: d5 now has attackers on d4 and d6, on the same line, and is taken.
ex-hnefatafl-between-two-enemies-explain = Stepping between two enemies costs nothing at that moment, but the piece may be exposed on the next move: a capture happens only when the capturing side moves.
ex-hnefatafl-between-two-enemies-hint = Whose move closes the sandwich?

ex-hnefatafl-edge-is-not-escape-title = The king heads for e1
ex-hnefatafl-edge-is-not-escape-q1 = White plays e5-e1. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-edge-is-not-escape-q1-explain = e1 is on the edge but is not a corner, and in Fetlar only a corner wins: the game goes on.
ex-hnefatafl-edge-is-not-escape-q2 = Can White force the king into a corner with this move? (yes/no)
ex-hnefatafl-edge-is-not-escape-q2-explain = From e5 the king stands on no line that leads to a corner, so no move of his ends in one; e5-e1 only brings him to the edge, where c1 and h1 guard both roads.
ex-hnefatafl-edge-is-not-escape-explain = Reaching the edge is not escaping: Fetlar needs a corner, and guarded roads along the edge keep the king from it.
ex-hnefatafl-edge-is-not-escape-hint = Which squares end the game for White?

ex-hnefatafl-no-shieldwall-title = Two defenders on the first row
ex-hnefatafl-no-shieldwall-q1 = Black plays f5-f1, closing the row d1-e1 between c1 and f1. Which pieces are captured? (squares, or none)
ex-hnefatafl-no-shieldwall-q1-explain = Each defender is checked on its own lines: d1 has c1 and e1 beside it, e1 has d1 and f1, and the attackers on d2 and e2 have only the board's edge opposite them. None of them lies between two hostile squares, and Fetlar has no shield-wall rule to take the row as a whole.
ex-hnefatafl-no-shieldwall-q2 = Is f5-f1 legal? (yes/no)
ex-hnefatafl-no-shieldwall-q2-hint = Is the way from f5 to f1 clear, and may an attacker stop on f1?
ex-hnefatafl-no-shieldwall-q2-explain = The f-file is empty from f4 down to f2, and f1 is an ordinary edge square, not a corner: the attacker may stop there.
ex-hnefatafl-no-shieldwall-explain = A legal move is not necessarily a capture: in Fetlar a soldier is taken only between two hostile squares on one line, never as part of a wall.
ex-hnefatafl-no-shieldwall-hint = Check every defender next to the arriving piece for an ordinary sandwich.

ex-hnefatafl-capture-suffix-title = Announcing captures
ex-hnefatafl-capture-suffix-q1 = White plays e5-e8. Which pieces are captured? (squares, or none)
ex-hnefatafl-capture-suffix-q1-explain = The defender arriving on e8 has two attackers beside it: e9, with the defender on e10 beyond it, and f8, with the defender on g8 beyond it. Both are taken.
ex-hnefatafl-capture-suffix-q2 = Is e5-e8xf8 legal as written? (yes/no)
ex-hnefatafl-capture-suffix-q2-hint = Compare the suffix with the pieces the move really takes.
ex-hnefatafl-capture-suffix-q2-explain = A capture suffix must name exactly the pieces the move takes; e5-e8 takes two, so xf8 alone is wrong and the move is refused as written.
ex-hnefatafl-capture-suffix-q3 = Is e5-e8xe9/f8 legal as written? (yes/no)
ex-hnefatafl-capture-suffix-q3-hint = Compare the suffix with the pieces the move really takes.
ex-hnefatafl-capture-suffix-q3-explain = xe9/f8 names both captured pieces, so the written move matches what really happens on the board.
ex-hnefatafl-capture-suffix-explain = One arrival can take several soldiers at once. A suffix after x is optional, but if you write one it must list every piece taken.
ex-hnefatafl-capture-suffix-hint = Look at all four neighbours of e8.

ex-hnefatafl-quiet-draw-title = One hundred quiet half-moves
ex-hnefatafl-quiet-draw-q1 = Ninety-nine half-moves have passed without a capture. Black plays c3-c4. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-quiet-draw-q1-explain = c3-c4 captures nothing, so it is the hundredth half-move in a row without a capture, and the game is drawn.
ex-hnefatafl-quiet-draw-q2 = And before that move (ongoing, white, black or draw)?
ex-hnefatafl-quiet-draw-q2-hint = How many quiet half-moves had been played before c3-c4, and how many does the draw need?
ex-hnefatafl-quiet-draw-q2-explain = Before c3-c4 the counter stood at 99, one short of the hundred needed, so the game was still going on.
ex-hnefatafl-quiet-draw-explain = Count the quiet half-moves: the draw comes exactly with the hundredth in a row without a capture, and any capture starts the count again.
ex-hnefatafl-quiet-draw-hint = Does c3-c4 capture anything?
