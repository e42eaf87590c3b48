## Facts of double-six dominoes with drawing: question, answer, explanation.

fact-dom-tiles-count-q = How many tiles are there in a double-six set?
fact-dom-tiles-count-a = The set has 28 tiles, from double blank to double six.
fact-dom-tiles-count-explain = Every pair of values from zero to six appears exactly once.

fact-dom-seven-each-q = How many tiles does each player get at the start?
fact-dom-seven-each-a = Each player gets seven tiles.
fact-dom-seven-each-explain = The other fourteen make the boneyard, face down.

fact-dom-boneyard-fourteen-q = How many tiles are left in the boneyard after the deal?
fact-dom-boneyard-fourteen-a = The boneyard holds fourteen tiles at the start.
fact-dom-boneyard-fourteen-explain = Twenty-eight tiles less two hands of seven leaves fourteen.

fact-dom-blank-q = Does the set have blank halves, with no pips?
fact-dom-blank-a = Yes: the values run from blank (zero) to six.
fact-dom-blank-explain = A blank half matches a blank end, like any other value.

fact-dom-black-opens-q = Which player lays the first tile?
fact-dom-black-opens-a = Black opens the game.
fact-dom-black-opens-explain = After that the two players take turns.

fact-dom-open-any-q = Can the first tile laid be any tile?
fact-dom-open-any-a = Yes: the game opens with any tile the player chooses.
fact-dom-open-any-explain = After that first tile, every tile must match an open value.

fact-dom-open-double-six-q = Must the game open with the double six?
fact-dom-open-double-six-a = No: the opener may lay any tile from the hand.
fact-dom-open-double-six-explain = Some house rules demand the highest double; this edition demands nothing.

fact-dom-turns-alternate-q = Do the players take turns?
fact-dom-turns-alternate-a = Yes: turns alternate between the two players.
fact-dom-turns-alternate-explain = Drawing does not change the player; laying a tile or passing hands over to the other.

fact-dom-match-q = Must a tile have a half equal to an open end?
fact-dom-match-a = Yes: one half of the tile must repeat the value of the end it is laid on.
fact-dom-match-explain = A tile with no matching half cannot be laid.

fact-dom-either-end-q = Can I play at the left end as well as the right end?
fact-dom-either-end-a = Yes: every tile goes at one of the two open ends.
fact-dom-either-end-explain = The tile only has to match the value of the end chosen.

fact-dom-two-open-ends-q = Does the line always have exactly two open ends?
fact-dom-two-open-ends-a = Yes: tiles go only at the two ends of the line, left or right.
fact-dom-two-open-ends-explain = No branch ever opens, not even on a double.

fact-dom-both-ends-q = If a tile fits both ends, does the player laying it choose the end?
fact-dom-both-ends-a = Yes: the player laying the tile chooses the end.
fact-dom-both-ends-explain = The end chosen sets the new open values, and so which tiles stay playable.

fact-dom-either-half-q = Can I turn a tile round to match with its other half?
fact-dom-either-half-a = Yes: either half may touch the end.
fact-dom-either-half-explain = The tile is laid whichever way fits; its free half becomes the new end.

fact-dom-double-matches-q = Does a double match like any other tile?
fact-dom-double-matches-a = Yes: a double too must repeat the value of an end.
fact-dom-double-matches-explain = The only thing special about it is that both halves are equal.

fact-dom-double-crosswise-q = Does laying a double crosswise change the matching rule?
fact-dom-double-crosswise-a = No: crosswise or in line, a double matches the same way.
fact-dom-double-crosswise-explain = How it lies on the table is a visual habit, not a rule.

fact-dom-double-same-end-q = After a double, does the end keep the same value?
fact-dom-double-same-end-a = Yes: a double leaves open the value it was laid on.
fact-dom-double-same-end-explain = Laying 4–4 on a four leaves the line open at four on that side.

fact-dom-double-four-sides-q = Can tiles be laid on all four sides of a double?
fact-dom-double-four-sides-a = No: a double makes no branch; the line keeps two ends.
fact-dom-double-four-sides-explain = The spinner double comes from other variants; here tiles go only at the two ends of the line.

fact-dom-one-tile-per-turn-q = Can I lay two tiles in the same turn?
fact-dom-one-tile-per-turn-a = No: one tile is laid per turn.
fact-dom-one-tile-per-turn-explain = After it, the opponent plays.

fact-dom-no-heaviest-q = Must I play the tile with the most pips first?
fact-dom-no-heaviest-a = No: any tile that matches may be laid, whatever its total.
fact-dom-no-heaviest-explain = Getting rid of heavy tiles helps if the game blocks, but no rule requires it; the open values matter more.

fact-dom-double-no-bonus-q = Does a double score extra points?
fact-dom-double-no-bonus-a = No: a double gives no bonus.
fact-dom-double-no-bonus-explain = The idea that doubles score comes from All Fives; this version scores nothing during play.

fact-dom-multiple-five-q = If the ends add up to a multiple of five, do I score those points?
fact-dom-multiple-five-a = No: the sum of the ends never scores anything here.
fact-dom-multiple-five-explain = That count belongs to All Fives; in this version no points are scored during the game.

fact-dom-no-scoring-q = Are points scored during the game?
fact-dom-no-scoring-a = No: no score builds up during play.
fact-dom-no-scoring-explain = Only an empty hand counts or, if the game is blocked, the lowest total in hand.

fact-dom-not-all-fives-q = Is this version the same as All Fives?
fact-dom-not-all-fives-a = No: it is a drawing game with no scoring of the ends.
fact-dom-not-all-fives-explain = All Fives scores multiples of five; here you only try to empty your hand.

fact-dom-must-draw-q = With no playable tile, must I draw?
fact-dom-must-draw-a = Yes: with no matching tile you must draw while drawing is allowed.
fact-dom-must-draw-explain = Drawing is not optional; you pass only when just the two reserved tiles are left.

fact-dom-draw-ends-turn-q = Does drawing a tile end my turn?
fact-dom-draw-ends-turn-a = No: drawing does not hand the turn over; the same player goes on.
fact-dom-draw-ends-turn-explain = You draw until you hold a matching tile, then lay it in the same turn.

fact-dom-draw-until-playable-q = Do I keep drawing while no tile matches?
fact-dom-draw-until-playable-a = Yes: you draw tile after tile until you can lay one.
fact-dom-draw-until-playable-explain = Drawing also stops when only two tiles are left, and those are never taken.

fact-dom-draw-one-at-a-time-q = Are tiles drawn one at a time?
fact-dom-draw-one-at-a-time-a = Yes: you take one tile and see whether it matches.
fact-dom-draw-one-at-a-time-explain = As soon as you hold a playable tile, you stop drawing and lay it.

fact-dom-play-drawn-q = Must a drawn tile that matches be laid at once?
fact-dom-play-drawn-a = Yes: once you hold a playable tile, you must lay a tile.
fact-dom-play-drawn-explain = You may not keep drawing to hold that tile back.

fact-dom-draw-while-playable-q = Can I draw while holding a playable tile?
fact-dom-draw-while-playable-a = No: with a playable tile, you must lay it.
fact-dom-draw-while-playable-explain = Drawing is allowed only when no tile in your hand matches.

fact-dom-last-two-q = Can the last two tiles of the boneyard be drawn?
fact-dom-last-two-a = No: the last two tiles always stay in the boneyard.
fact-dom-last-two-explain = Once only two are left the boneyard is closed; with no playable tile, you pass.

fact-dom-pass-when-q = Do I pass when nothing fits and only the two reserved tiles remain?
fact-dom-pass-when-a = Yes: you pass only with no playable tile and two tiles left in the boneyard.
fact-dom-pass-when-explain = While the boneyard holds more, a stuck player must draw.

fact-dom-pass-instead-draw-q = Can I pass instead of drawing?
fact-dom-pass-instead-draw-a = No: as long as you can draw, you may not pass.
fact-dom-pass-instead-draw-explain = Passing comes only when the boneyard is down to the two reserved tiles.

fact-dom-pass-with-playable-q = Can I pass while holding a playable tile?
fact-dom-pass-with-playable-a = No: a matching tile must be laid.
fact-dom-pass-with-playable-explain = Passing is kept for a player who can neither lay nor draw.

fact-dom-pass-gives-turn-q = Does passing hand the turn to the opponent?
fact-dom-pass-gives-turn-a = Yes: after a pass, the other player moves.
fact-dom-pass-gives-turn-explain = If the other player passes too, the game is blocked.

fact-dom-one-pass-q = Does the game stop as soon as one player passes?
fact-dom-one-pass-a = No: a single pass ends nothing; the opponent plays.
fact-dom-one-pass-explain = It takes two passes in a row, one by each player, to block the game.

fact-dom-last-tile-wins-q = Does laying my last tile win at once?
fact-dom-last-tile-wins-a = Yes: the first player to lay all their tiles wins.
fact-dom-last-tile-wins-explain = The game stops right there; no points are counted.

fact-dom-two-passes-block-q = Do two passes in a row block the game?
fact-dom-two-passes-block-a = Yes: when both players pass one after the other, the game is blocked.
fact-dom-two-passes-block-explain = The pips left in hand are then compared.

fact-dom-blocked-lower-q = In a blocked game, does the lower total of pips in hand win?
fact-dom-blocked-lower-a = Yes: a blocked game goes to the player left with fewer pips.
fact-dom-blocked-lower-explain = Each player adds up the pips of the tiles still held; the lower total wins.

fact-dom-blocked-higher-q = Does the higher total of pips win a blocked game?
fact-dom-blocked-higher-a = No: the lower total wins.
fact-dom-blocked-higher-explain = Pips in hand are a burden: the fewer you keep, the better.

fact-dom-blocked-fewer-tiles-q = In a blocked game, does the player with fewer tiles win?
fact-dom-blocked-fewer-tiles-a = No: pips are compared, not the number of tiles.
fact-dom-blocked-fewer-tiles-explain = Three small tiles can weigh less than two big ones; only the pip total counts.

fact-dom-blocked-tie-q = If the totals are equal in a blocked game, is it a draw?
fact-dom-blocked-tie-a = Yes: with equal totals nobody wins.
fact-dom-blocked-tie-explain = After two passes in a row only the pips in hand decide; a tie is a draw.

fact-dom-two-five-q = With the line open at two and five, does laying 2–5 on the five leave two at both ends?
fact-dom-two-five-a = Yes: on the five the ends become two and two; on the two they become five and five.
fact-dom-two-five-explain = Holding 1–2 and 5–6, laying on the five keeps 1–2 playable, laying on the two keeps 5–6; that proves no best move.

fact-dom-same-as-cc-q = Are dominoes the same game as Chinese checkers?
fact-dom-same-as-cc-a = No: here you lay double-six dominoes with drawing.
fact-dom-same-as-cc-explain = Chinese checkers is a race of pieces on a star; in dominoes you try to empty your hand.

fact-dom-boneyard-hidden-q = Are the boneyard tiles face down?
fact-dom-boneyard-hidden-a = Yes: nobody sees the tiles in the boneyard.
fact-dom-boneyard-hidden-explain = You only see the tiles you draw yourself.

fact-dom-black-vs-ai-q = Against the AI, do I play Black by default?
fact-dom-black-vs-ai-a = Yes: against the computer you have Black by default, so you open.
fact-dom-black-vs-ai-explain = The rules for laying and drawing are the same against the AI, two on one screen or online.

fact-dom-two-players-q = Can four people play this edition?
fact-dom-two-players-a = No: this edition is for two players, Black against White.
fact-dom-two-players-explain = Seven tiles each and a boneyard of fourteen are meant for two players.

fact-dom-draw-everywhere-q = Does the drawing rule also apply online and with two players on one screen?
fact-dom-draw-everywhere-a = Yes: drawing works the same in every mode.
fact-dom-draw-everywhere-explain = Against the AI, two on one screen or online, you draw, pass and block by the same rules.
