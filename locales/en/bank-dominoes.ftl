## Rule questions: double-six dominoes with drawing.

bank-dom-same-as-cc-q = Is this the same game as Chinese checkers?
bank-dom-same-as-cc-a = No: it is double-six dominoes with drawing.
bank-dom-same-as-cc-explain = Chinese checkers is a capture-free race on a star. Here you lay double-six tiles to empty your hand, or to keep fewer pips when the game is blocked.

bank-dom-pass-instead-draw-q = Can I pass instead of drawing from the boneyard?
bank-dom-pass-instead-draw-a = No, not while drawing is still possible.
bank-dom-pass-instead-draw-explain = You pass only when you hold no playable tile and just the two reserved tiles remain in the boneyard.

bank-dom-double-no-bonus-q = Do doubles give extra points?
bank-dom-double-no-bonus-a = No: a double earns no bonus at all.
bank-dom-double-no-bonus-explain = Believing that a double always scores comes from All Fives. This drawing edition keeps no score on the ends and gives no multiple-of-five bonus.

bank-dom-double-matches-q = Does a double connect to the line like any other tile?
bank-dom-double-matches-a = Yes: it must match an open value, like every tile.
bank-dom-double-matches-explain = A double may be drawn crosswise, but that changes nothing: one of its halves must equal the open end where it is laid.

bank-dom-who-opens-q = Who opens, and which tile must be chosen?
bank-dom-who-opens-a = Black opens, with any tile.
bank-dom-who-opens-explain = No particular double is required for the first tile. After it, every tile laid must match one of the two open values.

bank-dom-two-five-q = The line is open on two and five: what stays open after laying 2-5?
bank-dom-two-five-a = On the five end: two and two. On the two end: five and five.
bank-dom-two-five-explain = With 1-2 and 5-6 in hand, laying 2-5 on the five keeps 1-2 playable; laying it on the two keeps 5-6 playable. That compares playability, it does not prove the best move.

bank-dom-draw-ends-turn-q = Does drawing a tile end my turn?
bank-dom-draw-ends-turn-a = No: drawing does not hand the turn over.
bank-dom-draw-ends-turn-explain = You keep drawing until a tile fits, then you must lay it in the same turn.

bank-dom-last-two-q = May I draw the last two tiles of the boneyard?
bank-dom-last-two-a = No: the last two tiles always stay in the boneyard.
bank-dom-last-two-explain = Drawing stops when only two tiles are left; if nothing fits then, you pass.

bank-dom-draw-while-playable-q = May I draw while I hold a playable tile?
bank-dom-draw-while-playable-a = No: with a playable tile you must play.
bank-dom-draw-while-playable-explain = Drawing is allowed only when no tile of your hand fits either open end.

bank-dom-pass-when-q = When may a player pass?
bank-dom-pass-when-a = Only with no playable tile and two tiles left in the boneyard.
bank-dom-pass-when-explain = While the boneyard holds more than the two reserved tiles, a player who cannot play must draw instead.

bank-dom-blocked-lower-q = When both players pass, who wins the blocked game?
bank-dom-blocked-lower-a = The player with the lower total of pips left in hand.
bank-dom-blocked-lower-explain = Two passes in a row block the game: each side adds up the pips still in hand and the smaller total wins.

bank-dom-blocked-tie-q = What if the totals are equal in a blocked game?
bank-dom-blocked-tie-a = It is a draw.
bank-dom-blocked-tie-explain = After two consecutive passes the pips in hand decide; equal totals give nobody the win.

bank-dom-last-tile-wins-q = Does laying my last tile win at once?
bank-dom-last-tile-wins-a = Yes: the first player to empty their hand wins.
bank-dom-last-tile-wins-explain = The game ends the moment a hand is empty; no points are counted.

bank-dom-both-ends-q = If a tile fits both ends, who chooses the end?
bank-dom-both-ends-a = The player laying the tile chooses.
bank-dom-both-ends-explain = Pick the end with care: it decides the new open values and so which of your tiles stay playable.

bank-dom-no-scoring-q = Are points scored during play, as in All Fives?
bank-dom-no-scoring-a = No: nothing is scored while playing.
bank-dom-no-scoring-explain = Open ends adding up to a multiple of five give nothing here; only an empty hand, or the lower total in a blocked game, decides.

bank-dom-tiles-count-q = How many tiles are there, and how many does each player get?
bank-dom-tiles-count-a = 28 tiles, from blank to six; 7 for each player, the other 14 face down in the boneyard.
bank-dom-tiles-count-explain = The double-six set holds every pair of values from 0 to 6 once.
