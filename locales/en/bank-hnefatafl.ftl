## Rule questions: Hnefatafl, Fetlar 11×11.

bank-hnef-who-starts-q = Who moves first?
bank-hnef-who-starts-a = The black attackers move first.
bank-hnef-who-starts-explain = Black has 24 pieces but must watch all four corners; White needs only one open route for the king.

bank-hnef-two-attackers-q = Do two attackers capture the king?
bank-hnef-two-attackers-a = No: the king is not taken like a soldier.
bank-hnef-two-attackers-explain = It takes attackers on all four orthogonal sides of the king, or three when the empty throne next to him is the fourth side.

bank-hnef-soldier-throne-q = Can a soldier stop on the throne or on a corner?
bank-hnef-soldier-throne-a = No: only the king may stand on the throne and the corners.
bank-hnef-soldier-throne-explain = A soldier may cross the empty throne on its way but never end its move there, and it can never enter a corner.

bank-hnef-move-between-q = Is a piece that moves between two enemies captured at once?
bank-hnef-move-between-a = No: a soldier is captured only by the opponent's move.
bank-hnef-move-between-explain = Stepping in between two enemies is safe for now; the position may still be attacked on a later turn.

bank-hnef-edge-wins-q = Does the king win by reaching the edge?
bank-hnef-edge-wins-a = No, not under Fetlar: he must enter one of the four corners.
bank-hnef-edge-wins-explain = An edge square may shorten the way to a corner, but the game goes on until the king actually stands in a corner.

bank-hnef-edge-already-won-q = Has a white king on an edge square that is not a corner already won?
bank-hnef-edge-already-won-a = No: the game goes on.
bank-hnef-edge-already-won-explain = Black must still guard the routes to the corners. Apply neither edge escape nor shield-wall captures from other variants.

bank-hnef-tafl-edge-q = In every tafl variant, does the king win at the edge?
bank-hnef-tafl-edge-a = No: tafl is a family of variants, and Fetlar demands a corner.
bank-hnef-tafl-edge-explain = This belief is common: some variants do let the king escape at the edge, but this edition counts only a corner.

bank-hnef-corner-wins-q = Does the king win by entering a corner?
bank-hnef-corner-wins-a = Yes: White wins as soon as the king stands in a corner.
bank-hnef-corner-wins-explain = The four corners are the only exits of the king on this 11×11 board.

bank-hnef-king-throne-q = May the king come back to the throne?
bank-hnef-king-throne-a = Yes: the king may stop on the throne again.
bank-hnef-king-throne-explain = The throne and the corners are reserved for the king, who may occupy them whenever his path is clear.

bank-hnef-pass-throne-q = May a piece pass through the empty throne?
bank-hnef-pass-throne-a = Yes: any piece may cross the empty throne.
bank-hnef-pass-throne-explain = Crossing is allowed; stopping there is only for the king.

bank-hnef-no-jump-q = Can a piece jump over another piece?
bank-hnef-no-jump-a = No: pieces slide over empty squares only.
bank-hnef-no-jump-explain = Every piece moves any number of free squares along a row or a column, with no diagonal moves and no jumps.

bank-hnef-custodial-q = Is a soldier captured when a move sandwiches it between two enemies?
bank-hnef-custodial-a = Yes: two enemies on opposite sides of one line capture it.
bank-hnef-custodial-explain = After the move, an enemy soldier with a mover's piece on the far side of the same line is removed; several captures in one move are possible.

bank-hnef-corner-hostile-q = Can a corner help to capture a soldier?
bank-hnef-corner-hostile-a = Yes: a corner acts as a hostile square.
bank-hnef-corner-hostile-explain = A soldier next to a corner is captured by a single enemy arriving on the opposite side.

bank-hnef-throne-hostile-q = Is the empty throne hostile to defenders?
bank-hnef-throne-hostile-a = Yes: once empty, it can close a capture against them.
bank-hnef-throne-hostile-explain = The throne is always hostile to attackers, and to defenders only when the king has left it.

bank-hnef-king-armed-q = Does the king help to capture attackers?
bank-hnef-king-armed-a = Yes: the king is armed.
bank-hnef-king-armed-explain = The king can be one side of the pair that captures an attacker, even though he himself is not captured like a soldier.

bank-hnef-king-capture-q = How is the king captured?
bank-hnef-king-capture-a = By attackers on his four orthogonal sides, or on three sides when the fourth is the empty throne.
bank-hnef-king-capture-explain = Diagonal squares do not count, and two attackers are never enough.

bank-hnef-king-throne-three-q = Next to the empty throne, are three attackers enough to capture the king?
bank-hnef-king-throne-three-a = Yes: the empty throne counts as the fourth side.
bank-hnef-king-throne-three-explain = With the king beside the empty throne, attackers on his three other sides capture him.

bank-hnef-king-edge-q = Can the king be captured on the edge of the board?
bank-hnef-king-edge-a = No: on the edge he cannot be surrounded on four sides.
bank-hnef-king-edge-explain = The board edge is not hostile, so a king on an edge square is safe from capture, though he may be shut in.

bank-hnef-quiet-draw-q = What happens after a hundred half-moves without a capture?
bank-hnef-quiet-draw-a = The game is drawn.
bank-hnef-quiet-draw-explain = The board declares a draw after 100 consecutive half-moves with no capture; in this project the count is exactly 100. A draw by agreement is also possible online.

bank-hnef-no-move-loses-q = Does a side with no legal move lose?
bank-hnef-no-move-loses-a = Yes: a side that cannot move loses.
bank-hnef-no-move-loses-explain = The guide is silent here; the project follows the Fetlar panel and the common engines.

bank-hnef-shieldwall-q = Are shield-wall captures on the edge used?
bank-hnef-shieldwall-a = No: this edition has no shield-wall capture.
bank-hnef-shieldwall-explain = Soldiers on the edge are taken only by the ordinary sandwich; the Copenhagen shield wall, the exit fort and the two-attacker king capture are all excluded.
