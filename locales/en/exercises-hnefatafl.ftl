# Hnefatafl exercises: titles, prompts, explanations, hints.

ex-hnefatafl-edge-not-corner-title = The edge is not yet the exit
ex-hnefatafl-edge-not-corner-q1 = The white king has safely reached a7, on the edge. Black to move. Where does the game stand? (ongoing, white, black or draw)
ex-hnefatafl-edge-not-corner-q2 = Which corners can the king reach in a single move from here? (squares, or none)
ex-hnefatafl-edge-not-corner-q3 = Can White force the king into a corner within one White move, Black playing first? (yes/no)
ex-hnefatafl-edge-not-corner-q4 = And within two White moves? (yes/no)
ex-hnefatafl-edge-not-corner-explain = In Fetlar only a corner wins. The king on a7 has reached the edge but not a corner, so play goes on. His road north stops at the attacker on a9; the road south to a1 is free, and Black, who move now, can shut it by bringing a piece onto the a-file below him. Once that road is shut, no square the king reaches in one move looks onto a free corner, so two White moves are not enough either.
ex-hnefatafl-edge-not-corner-hint = Look along the a-file in both directions and ask what a corner needs that an edge square does not.

ex-hnefatafl-throne-captures-title = The empty throne takes part
ex-hnefatafl-throne-captures-q1 = Black plays h5-h6. Which pieces are captured? (squares, or none)
ex-hnefatafl-throne-captures-q2 = Back in the position shown, Black plays h8-f8 instead. Where does the game stand afterwards (ongoing, white, black or draw)?
ex-hnefatafl-throne-captures-q3 = Can Black capture the king in one move? (yes/no)
ex-hnefatafl-throne-captures-explain = With the king off his seat, the empty throne f6 acts as a hostile square. The defender on g6 is caught between h6 and f6. The king on f7 touches the empty throne: attackers on e7, g7 and f8 complete his capture.
ex-hnefatafl-throne-captures-hint = Count the throne as an enemy square when it is empty, for the defender as well as for the king.

ex-hnefatafl-occupied-throne-title = The king on his throne
ex-hnefatafl-occupied-throne-q1 = Black plays h5-h6. Which pieces are captured? (squares, or none)
ex-hnefatafl-occupied-throne-q2 = Can Black capture the king in one move? (yes/no)
ex-hnefatafl-occupied-throne-q3 = Black plays h7-f7. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-occupied-throne-explain = While the king sits on the throne, the throne does not help Black take a defender: the arrival on h6 does not take g6. The king himself needs attackers on his four sides; g6 is a defender, so f7 does not finish him.
ex-hnefatafl-occupied-throne-hint = The throne is hostile to defenders only while it is empty. How many attackers touch the king?

ex-hnefatafl-edge-king-routes-title = Two routes along the edge
ex-hnefatafl-edge-king-routes-q1 = The king stands on e1. Which corners can he reach in one move? (squares, or none)
ex-hnefatafl-edge-king-routes-q2 = List every square the king on e1 can move to.
ex-hnefatafl-edge-king-routes-q3 = Is e1-k1 legal? (yes/no)
ex-hnefatafl-edge-king-routes-q4 = Where does the game stand now (ongoing, white, black or draw)?
ex-hnefatafl-edge-king-routes-explain = From e1 the king has two roads along rank 1. Westward b1, c1 and d1 are empty, so a1 is open. Eastward the attacker on h1 blocks the road to k1. Standing on the edge wins nothing by itself.
ex-hnefatafl-edge-king-routes-hint = Walk from the king towards each corner square by square and stop at the first piece.

ex-hnefatafl-open-a-route-title = Opening two routes at once
ex-hnefatafl-open-a-route-q1 = White to move. Can the king reach a corner with this very move? (yes/no)
ex-hnefatafl-open-a-route-q2 = Can White force the king into a corner within two White moves? (yes/no)
ex-hnefatafl-open-a-route-q3 = White plays d5-k5 and Black answers j9-k9. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-open-a-route-q4 = Then White plays k5-k1. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-open-a-route-explain = The king has no corner in sight yet. By sliding to k5 he opens the k-file towards both k1 and k11. Black can block only one of the two roads with a single move, and the king enters the other corner. Going down to d1 works the same way along rank 1 (a1 and k1).
ex-hnefatafl-open-a-route-hint = Look for a square from which the king sees two corners.

ex-hnefatafl-close-a-route-title = One move cannot close two roads
ex-hnefatafl-close-a-route-q1 = Which corners can the king on a4 reach in one move? (squares, or none)
ex-hnefatafl-close-a-route-q2 = Black to move. Can White force the king into a corner within one White move? (yes/no)
ex-hnefatafl-close-a-route-q3 = Can Black capture the king in one move? (yes/no)
ex-hnefatafl-close-a-route-explain = Both roads along the a-file are free. The squares that close a road are a2 and a3 on one side and a5 to a10 on the other; no black move takes one on each side of the king at once, so White reaches the corner that stays open. On the edge the king cannot be captured.
ex-hnefatafl-close-a-route-hint = For each black move, check which corner remains open.

ex-hnefatafl-who-starts-title = Who starts?
ex-hnefatafl-who-starts-q1 = This is the starting position. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-who-starts-q2 = Is f4-c4 legal now? (yes/no)
ex-hnefatafl-who-starts-q3 = Is d1-d3 legal now? (yes/no)
ex-hnefatafl-who-starts-q4 = After d1-d3, which side is to move?
ex-hnefatafl-who-starts-explain = The black attackers open the game. A defender may not move before them; after the first black move the turn passes to White.
ex-hnefatafl-who-starts-hint = Which side plays the first move in Fetlar?

ex-hnefatafl-two-attackers-title = Two attackers are not enough
ex-hnefatafl-two-attackers-q1 = Black plays e2-e5, so that the king on d5 stands between c5 and e5. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-two-attackers-q2 = Can Black capture the king in one move here? (yes/no)
ex-hnefatafl-two-attackers-explain = A soldier between two enemies is taken, but the king is not a soldier. Away from the throne he needs attackers on all four sides.
ex-hnefatafl-two-attackers-hint = Count the attackers touching the king after the move.

ex-hnefatafl-throne-and-corners-title = Throne and corners belong to the king
ex-hnefatafl-throne-and-corners-q1 = Is f2-f6 legal? (yes/no)
ex-hnefatafl-throne-and-corners-q2 = Is f2-f9 legal? (yes/no)
ex-hnefatafl-throne-and-corners-q3 = Is b1-a1 legal? (yes/no)
ex-hnefatafl-throne-and-corners-q4 = List every square the attacker on k3 can move to.
ex-hnefatafl-throne-and-corners-explain = A soldier may slide across the empty throne but never stop on it. Corners are forbidden to soldiers as well: k3 may go up to k10 and down to k2, not to k11 or k1.
ex-hnefatafl-throne-and-corners-hint = Passing over a square and stopping on it are two different things.

ex-hnefatafl-between-two-enemies-title = Stepping between two enemies
ex-hnefatafl-between-two-enemies-q1 = White plays d8-d5, between the attackers on c5 and e5. Which pieces are captured? (squares, or none)
ex-hnefatafl-between-two-enemies-q2 = White plays d8-d5 and Black replies h6-d6. Which pieces have been captured in the two moves?
ex-hnefatafl-between-two-enemies-explain = A capture must be completed by a move of the capturing side. Walking into the gap between c5 and e5 costs nothing at once, but d5 is exposed on the next move: when an attacker arrives on d6, d4 and d6 enclose it.
ex-hnefatafl-between-two-enemies-hint = Whose move closes the sandwich?

ex-hnefatafl-edge-is-not-escape-title = Reaching the edge does not win
ex-hnefatafl-edge-is-not-escape-q1 = White plays e5-e1. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-edge-is-not-escape-q2 = Can White force the king into a corner with this move? (yes/no)
ex-hnefatafl-edge-is-not-escape-explain = The king on e1 stands on the edge, and nothing more: attackers on c1 and h1 guard both roads to the corners. Fetlar requires a corner.
ex-hnefatafl-edge-is-not-escape-hint = Which squares end the game for White?

ex-hnefatafl-no-shieldwall-title = No shield wall in Fetlar
ex-hnefatafl-no-shieldwall-q1 = Black plays f5-f1, closing the row d1-e1 between c1 and f1. Which pieces are captured? (squares, or none)
ex-hnefatafl-no-shieldwall-q2 = Is f5-f1 legal? (yes/no)
ex-hnefatafl-no-shieldwall-explain = Each defender on the edge is checked on its own line: d1 has c1 and e1 beside it, e1 has d1 and f1. Neither lies between two hostile squares, so nothing is taken; Fetlar has no shield-wall rule.
ex-hnefatafl-no-shieldwall-hint = Check every defender next to the arriving piece for an ordinary sandwich.

ex-hnefatafl-capture-suffix-title = Announcing captures
ex-hnefatafl-capture-suffix-q1 = White plays e5-e8. Which pieces are captured? (squares, or none)
ex-hnefatafl-capture-suffix-q2 = Is e5-e8xf8 legal as written? (yes/no)
ex-hnefatafl-capture-suffix-q3 = Is e5-e8xe9/f8 legal as written? (yes/no)
ex-hnefatafl-capture-suffix-explain = The defender arriving on e8 takes e9 against e10 and f8 against g8. A suffix after x must name exactly the pieces taken, so xf8 alone is wrong.
ex-hnefatafl-capture-suffix-hint = Look at all four neighbours of e8.

ex-hnefatafl-quiet-draw-title = One hundred quiet half-moves
ex-hnefatafl-quiet-draw-q1 = Ninety-nine half-moves have passed without a capture. Black plays c3-c4. Where does the game stand (ongoing, white, black or draw)?
ex-hnefatafl-quiet-draw-q2 = And before that move (ongoing, white, black or draw)?
ex-hnefatafl-quiet-draw-explain = The counter of half-moves without capture reaches 100 with c3-c4, which ends the game in a draw. At 99 play still goes on.
ex-hnefatafl-quiet-draw-hint = Does c3-c4 capture anything?
