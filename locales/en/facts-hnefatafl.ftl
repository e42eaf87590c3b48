## Facts of Hnefatafl, Fetlar rules 11 × 11: question, answer, explanation.

fact-hnef-who-starts-q = Which side makes the first move?
fact-hnef-who-starts-a = Black, the attackers, moves first.
fact-hnef-who-starts-explain = Despite their 24 pieces they must guard all four corners; White needs only one open route for the king.

fact-hnef-attackers-count-q = How many attackers are there at the start?
fact-hnef-attackers-count-a = Black has 24 attackers, spread along the four edges.
fact-hnef-attackers-count-explain = They try to shut the king in before he reaches a corner.

fact-hnef-defenders-count-q = How many defenders surround the king at the start?
fact-hnef-defenders-count-a = White has 12 defenders, plus the king.
fact-hnef-defenders-count-explain = At the start they stand round the king on the central throne.

fact-hnef-board-size-q = What board is this edition played on?
fact-hnef-board-size-a = On a board of 11 by 11 squares.
fact-hnef-board-size-explain = The throne is in the centre, on f6, and the four corners are the king’s only exits.

fact-hnef-move-line-q = Can a piece move as many free squares as it likes in a straight line?
fact-hnef-move-line-a = Yes: every piece slides along a rank or a file over free squares.
fact-hnef-move-line-explain = It may stop anywhere before the first obstacle.

fact-hnef-no-diagonal-q = Can a piece move diagonally?
fact-hnef-no-diagonal-a = No: pieces move only in straight lines, along ranks and files.
fact-hnef-no-diagonal-explain = This holds for the king too.

fact-hnef-no-jump-q = Can a piece jump over another one?
fact-hnef-no-jump-a = No: nothing jumps; any piece in the way stops the move.
fact-hnef-no-jump-explain = The path must be completely free up to the arrival square.

fact-hnef-king-no-jump-q = Can the king jump over one of his defenders?
fact-hnef-king-no-jump-a = No: the king jumps no more than any other piece.
fact-hnef-king-no-jump-explain = A defender in front of him blocks his route; it has to move aside first.

fact-hnef-landing-occupied-q = Can a piece stop on an occupied square?
fact-hnef-landing-occupied-a = No: the arrival square must be empty.
fact-hnef-landing-occupied-explain = A piece is never taken by landing on it; captures are made by enclosing.

fact-hnef-one-move-per-turn-q = Can I move two pieces in the same turn?
fact-hnef-one-move-per-turn-a = No: each turn you move a single piece.
fact-hnef-one-move-per-turn-explain = After that move and any captures it makes, it is the opponent’s turn.

fact-hnef-king-long-move-q = Can the king travel several squares in one move, like the other pieces?
fact-hnef-king-long-move-a = Yes: the king slides as many free squares as he likes, like any piece.
fact-hnef-king-long-move-explain = Some variants limit the king to one square; this edition does not.

fact-hnef-backwards-q = Can pieces move backwards as well as forwards?
fact-hnef-backwards-a = Yes: every piece, the king included, moves along its rank or file in either direction.
fact-hnef-backwards-explain = There is no forward direction as in draughts; only the path must be free.

fact-hnef-soldier-throne-q = Can a soldier stop on the throne?
fact-hnef-soldier-throne-a = No: only the king may stop on the throne.
fact-hnef-soldier-throne-explain = An attacker or a defender may only pass over it while it is empty.

fact-hnef-soldier-corner-q = Can a soldier occupy a corner?
fact-hnef-soldier-corner-a = No: the four corners are kept for the king.
fact-hnef-soldier-corner-explain = A corner does act as a hostile square to capture soldiers next to it.

fact-hnef-pass-throne-q = Can a piece pass over the empty throne?
fact-hnef-pass-throne-a = Yes: any piece may cross the throne while it is empty.
fact-hnef-pass-throne-explain = Only the king may stop on it.

fact-hnef-throne-occupied-cross-q = Can a piece cross the throne while the king sits on it?
fact-hnef-throne-occupied-cross-a = No: the king on the throne blocks the way like any piece.
fact-hnef-throne-occupied-cross-explain = The way through is open only over the empty throne.

fact-hnef-king-throne-q = Can the king go back to the throne?
fact-hnef-king-throne-a = Yes: the king may stop on the throne whenever he likes.
fact-hnef-king-throne-explain = He is the only piece allowed to stop there.

fact-hnef-king-corner-q = Can the king enter a corner?
fact-hnef-king-corner-a = Yes: the king may stop in a corner, and that wins the game.
fact-hnef-king-corner-explain = Corners are closed to every other piece.

fact-hnef-custodial-q = Is a soldier that the opponent has just enclosed on a line captured?
fact-hnef-custodial-a = Yes: a soldier caught between two enemies on a line by the opponent’s move is removed.
fact-hnef-custodial-explain = The piece arriving next to it must find, on the other side along the same line, a piece of its own side, a corner or the hostile throne.

fact-hnef-captured-removed-q = Is a captured piece taken off the board?
fact-hnef-captured-removed-a = Yes: a captured soldier leaves the board for good.
fact-hnef-captured-removed-explain = It does not come back; captures weaken the side that suffers them.

fact-hnef-multi-capture-q = Can a single move capture several pieces?
fact-hnef-multi-capture-a = Yes: a move captures every enemy soldier it encloses, sometimes several at once.
fact-hnef-multi-capture-explain = Each direction around the moved piece is checked on its own.

fact-hnef-defenders-capture-q = Can defenders capture attackers?
fact-hnef-defenders-capture-a = Yes: both sides capture by enclosing.
fact-hnef-defenders-capture-explain = Two defenders, or a defender and the king, can enclose an attacker.

fact-hnef-diagonal-capture-q = Can a piece be captured diagonally?
fact-hnef-diagonal-capture-a = No: enclosing works only along a rank or a file.
fact-hnef-diagonal-capture-explain = Two pieces diagonal to a soldier do not threaten it.

fact-hnef-edge-not-hostile-q = Does the edge of the board help to capture a soldier?
fact-hnef-edge-not-hostile-a = No: the edge does not count as a hostile piece.
fact-hnef-edge-not-hostile-explain = Only an enemy piece, a corner or the hostile throne can close the trap.

fact-hnef-move-between-q = Is a piece that moves between two enemies by itself captured?
fact-hnef-move-between-a = No: stepping between two opponents of your own accord does not get you captured.
fact-hnef-move-between-explain = A capture always comes from an opponent’s move; the piece stays exposed to the next one, though.

fact-hnef-between-later-q = Can a piece standing between two enemies be captured later?
fact-hnef-between-later-a = Yes: it is not taken at once, but a later enemy move can enclose it.
fact-hnef-between-later-explain = An enemy only has to move next to it with an ally on the other side.

fact-hnef-corner-hostile-q = Can a corner help to capture a soldier?
fact-hnef-corner-hostile-a = Yes: a corner counts as an enemy piece for enclosing.
fact-hnef-corner-hostile-explain = A soldier next to a corner is captured when an opponent closes it in from the other side.

fact-hnef-throne-hostile-q = Does the empty throne count as an enemy piece for captures?
fact-hnef-throne-hostile-a = Yes: the empty throne is hostile to every soldier.
fact-hnef-throne-hostile-explain = A soldier next to the empty throne is captured when an opponent closes it in from the other side.

fact-hnef-throne-hostile-attackers-q = Does the throne stay hostile to attackers while the king sits on it?
fact-hnef-throne-hostile-attackers-a = Yes: the throne is always hostile to attackers, empty or not.
fact-hnef-throne-hostile-attackers-explain = To defenders, on the other hand, it is hostile only while empty.

fact-hnef-throne-occupied-defenders-q = Is the throne hostile to defenders while the king sits on it?
fact-hnef-throne-occupied-defenders-a = No: while the king sits there, the throne does not help to capture a defender.
fact-hnef-throne-occupied-defenders-explain = It becomes hostile to defenders again as soon as it is empty.

fact-hnef-king-armed-q = Can the king help to capture an attacker?
fact-hnef-king-armed-a = Yes: the king takes part in enclosing attackers.
fact-hnef-king-armed-explain = An attacker between the king and an arriving defender, on one line, is captured.

fact-hnef-two-attackers-q = Are two attackers enough to capture the king?
fact-hnef-two-attackers-a = No: the king is not captured like a soldier.
fact-hnef-two-attackers-explain = Attackers are needed on all four sides of him, or on three if he is next to the empty throne.

fact-hnef-king-four-q = Does it take four attackers around the king to capture him?
fact-hnef-king-four-a = Yes: the king is captured when attackers hold his four orthogonal neighbours.
fact-hnef-king-four-explain = Against the empty throne, three attackers and the throne are enough.

fact-hnef-king-throne-three-q = Next to the empty throne, are three attackers enough to capture the king?
fact-hnef-king-throne-three-a = Yes: the empty throne stands in for the fourth side.
fact-hnef-king-throne-three-explain = The king’s three other orthogonal neighbours must be attackers.

fact-hnef-king-on-throne-q = Can the king be captured while he sits on his throne?
fact-hnef-king-on-throne-a = Yes: four attackers round the throne capture the king.
fact-hnef-king-on-throne-explain = The throne does not protect the king; his four sides simply have to be taken.

fact-hnef-king-diagonals-q = Do attackers on the diagonals count towards capturing the king?
fact-hnef-king-diagonals-a = No: only the king’s four orthogonal neighbours count.
fact-hnef-king-diagonals-explain = Attackers on the diagonals do not shut him in.

fact-hnef-king-edge-q = Can the king be captured on the edge of the board?
fact-hnef-king-edge-a = No: on the edge he cannot be surrounded on four sides, so he cannot be captured there.
fact-hnef-king-edge-explain = Black then has to cut his routes to the corners.

fact-hnef-corner-wins-q = Does White win when the king enters a corner?
fact-hnef-corner-wins-a = Yes: the king in a corner wins the game for White at once.
fact-hnef-corner-wins-explain = It is the king’s only way out; any other edge square is not enough.

fact-hnef-black-wins-capture-q = Does Black win by capturing the king?
fact-hnef-black-wins-capture-a = Yes: capturing the king wins the game for the attackers.
fact-hnef-black-wins-capture-explain = Taking defenders helps, but only capturing the king ends the game.

fact-hnef-edge-wins-q = Does the king win by reaching the edge?
fact-hnef-edge-wins-a = No: under Fetlar rules the king has to enter a corner.
fact-hnef-edge-wins-explain = The edge may shorten his route, but it does not end the game.

fact-hnef-edge-already-won-q = Has a king on an edge square that is not a corner already won?
fact-hnef-edge-already-won-a = No: the game goes on until a corner is reached.
fact-hnef-edge-already-won-explain = Black still has to watch the lines leading to the corners.

fact-hnef-tafl-edge-q = Does the king win at the edge in every tafl variant?
fact-hnef-tafl-edge-a = No: tafl is a family of variants, and Fetlar requires a corner.
fact-hnef-tafl-edge-explain = Other rule sets accept an escape at the edge; do not bring them here.

fact-hnef-shieldwall-q = Can a shield wall capture a row of soldiers along the edge?
fact-hnef-shieldwall-a = No: this edition has no shield-wall captures.
fact-hnef-shieldwall-explain = Each soldier is captured only when it is enclosed on its own along a line.

fact-hnef-exit-fort-q = Can White win with a fort on the edge?
fact-hnef-exit-fort-a = No: this edition has no win by an exit fort.
fact-hnef-exit-fort-explain = White wins only when the king enters a corner.

fact-hnef-quiet-draw-q = Is the game drawn after one hundred half-moves without a capture?
fact-hnef-quiet-draw-a = Yes: one hundred half-moves in a row with no capture make a draw.
fact-hnef-quiet-draw-explain = The count starts again at every capture; online, a draw by agreement is also possible. The guide says “about one hundred” half-moves: this edition decided to count exactly one hundred.

fact-hnef-no-move-loses-q = Does a side with no legal move lose?
fact-hnef-no-move-loses-a = Yes: a side that cannot move loses the game.
fact-hnef-no-move-loses-explain = The guide does not cover this case; the project follows the full Fetlar rules and the usual tafl programs here.

fact-hnef-no-repetition-q = Does repeating a position several times end the game?
fact-hnef-no-repetition-a = No: this edition has no repetition rule.
fact-hnef-no-repetition-explain = Only the rule of one hundred half-moves without a capture leads to an automatic draw.

fact-hnef-no-encirclement-q = Do the attackers win by surrounding all the defenders?
fact-hnef-no-encirclement-a = No: there is no win by encirclement; Black has to capture the king.
fact-hnef-no-encirclement-explain = An encirclement can prepare the king’s capture, but it does not win on its own.

fact-hnef-draw-agreement-q = Can a draw be agreed online?
fact-hnef-draw-agreement-a = Yes: online, both players may agree to a draw.
fact-hnef-draw-agreement-explain = Otherwise only the rule of one hundred half-moves without a capture makes a draw.
