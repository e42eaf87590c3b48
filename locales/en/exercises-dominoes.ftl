## Dominoes catalogue: titles, prompts, explanations, hints.
## Each exercise: its title, then each question (`qN`) with its own hint (`qN-hint`, when it has one) and explanation (`qN-explain`, shown right after that question), then the exercise's `explain` (shown after its last question) and `hint`.

ex-dominoes-guide-two-and-five-title = Open at 2 and 5: where does 2-5 go?
ex-dominoes-guide-two-and-five-q1 = Black lay 2-5 on the right end (the 5). Which values are open afterwards?
ex-dominoes-guide-two-and-five-q1-explain = Laid against the 5, the tile covers that value and leaves its 2 facing out: the line is open at 2 on both sides.
ex-dominoes-guide-two-and-five-q2 = Now Black lay 2-5 on the left end (the 2) instead. Which values are open?
ex-dominoes-guide-two-and-five-q2-explain = Laid against the 2 instead, the tile leaves its 5 outside: both ends now show 5.
ex-dominoes-guide-two-and-five-q3 = Classify the known tiles of Black's hand: left, right, both or none (TILE:END, e.g. 2-5:left).
ex-dominoes-guide-two-and-five-q3-hint = Go back to the position shown: compare the halves of each tile with the 2 on the left and the 5 on the right.
ex-dominoes-guide-two-and-five-q3-explain = In the position shown the line is open at 2 on the left and 5 on the right: 1-2 fits only the 2, 5-6 only the 5, and 2-5 fits both.
ex-dominoes-guide-two-and-five-explain = The end you choose decides which tiles stay playable: on the 5, 1-2 can follow; on the 2, 5-6 can. That is a matter of playability, not a proven best move.
ex-dominoes-guide-two-and-five-hint = The half that touches the line disappears; the other half becomes the new open value.

ex-dominoes-classify-hand-title = Left, right, both or nowhere
ex-dominoes-classify-hand-q1 = The line is open at 3 (left) and 6 (right). Classify every tile of Black's hand (TILE:END, e.g. 2-5:left).
ex-dominoes-classify-hand-q1-explain = A tile fits an end when one of its halves shows that end's value, and a double is no exception. Here 2-4 shows neither a 3 nor a 6, so it fits nowhere.
ex-dominoes-classify-hand-q2 = List every legal move of Black, such as 3-6@left (write both ends when a tile fits both).
ex-dominoes-classify-hand-q2-hint = A tile that fits gives one move for each end it fits.
ex-dominoes-classify-hand-q2-explain = Each fitting tile gives one move per end it fits: 3-6 gives two, 3-3 and 0-3 one each on the left, 6-6 and 5-6 one each on the right, six moves in all.
ex-dominoes-classify-hand-explain = Sort the hand end by end before choosing: a tile that fits both ends offers two moves, and a tile that fits neither waits for the ends to change.
ex-dominoes-classify-hand-hint = Compare each half with the two open values, one end after the other.

ex-dominoes-update-ends-title = Keep the ends up to date
ex-dominoes-update-ends-q1 = Black play 1-1 on the right, White 4-6 on the left, Black 1-3 on the right. Which values are open now?
ex-dominoes-update-ends-q1-explain = 1-1 on the 1 leaves a 1, so the ends stay 4 and 1; 4-6 on the 4 opens a 6 on the left; 1-3 on the 1 opens a 3 on the right.
ex-dominoes-update-ends-q2 = Who moves after these three plays?
ex-dominoes-update-ends-q2-hint = Count the plays: does any of them keep the turn?
ex-dominoes-update-ends-q2-explain = Every play hands the turn on: Black, White, Black, so White move now.
ex-dominoes-update-ends-explain = Follow the line play by play: each tile covers the value it joins and opens its other half, and each play passes the turn.
ex-dominoes-update-ends-hint = After each play, replace the value that was covered by the free half of the new tile.

ex-dominoes-draw-keeps-turn-title = Black draws 1-1
ex-dominoes-draw-keeps-turn-q1 = Black cannot play and draw 1-1. Whose turn is it now?
ex-dominoes-draw-keeps-turn-q1-explain = Drawing does not end the turn: Black still hold no tile that fits, so the move is still theirs, and they must draw again.
ex-dominoes-draw-keeps-turn-q2 = Instead of drawing, may Black pass?
ex-dominoes-draw-keeps-turn-q2-hint = When is a pass allowed? Count the boneyard.
ex-dominoes-draw-keeps-turn-q2-explain = The boneyard still holds six tiles, more than the two that always stay: a player with no fitting tile must draw, not pass.
ex-dominoes-draw-keeps-turn-q3 = Black draw 1-1, then 2-3, and lay 2-3 on the left. Which values are open?
ex-dominoes-draw-keeps-turn-q3-hint = 2-3 goes against the 2: which of its halves then faces out?
ex-dominoes-draw-keeps-turn-q3-explain = 2-3 fits the 2, so Black lay it at once: its 3 faces out on the left, and the right end still shows 5.
ex-dominoes-draw-keeps-turn-explain = A player with no fitting tile draws and keeps the turn, tile after tile, until one fits; the moment it does, it must be played.
ex-dominoes-draw-keeps-turn-hint = Ask whether the player now holds a tile that fits; if not, the same player keeps drawing.

ex-dominoes-two-stay-title = Black's hand and the boneyard
ex-dominoes-two-stay-q1 = Nothing fits the 2 or the 5 in Black's hand. How many tiles may Black draw at most now?
ex-dominoes-two-stay-explain = The five boneyard tiles fit neither end, but the last two are never drawn: Black draw three tiles, then pass.
ex-dominoes-two-stay-hint = Take the size of the boneyard and keep two tiles back.

ex-dominoes-pass-last-two-title = Two tiles in the boneyard
ex-dominoes-pass-last-two-q1 = What may Black do here? List the legal actions (e.g. 3-6@left, draw, pass).
ex-dominoes-pass-last-two-q1-hint = Hold each tile of the hand against the two open values, then count the boneyard.
ex-dominoes-pass-last-two-q1-explain = Neither 0-0 nor 3-3 shows a 2 or a 5, so no tile can be laid, and pass is the only action left.
ex-dominoes-pass-last-two-q2 = May Black draw one of the two tiles left in the boneyard?
ex-dominoes-pass-last-two-q2-explain = The last two tiles of the boneyard are never drawn: with only two left, drawing is over.
ex-dominoes-pass-last-two-q3 = Black take the one action the rules leave them. Who moves next?
ex-dominoes-pass-last-two-q3-hint = Does a single pass end the game, or only the turn?
ex-dominoes-pass-last-two-q3-explain = A pass hands the turn to the other side, White, and a single pass does not end the game.
ex-dominoes-pass-last-two-explain = Passing needs two conditions at once: no fitting tile in hand, and a boneyard down to its last two tiles.
ex-dominoes-pass-last-two-hint = A pass is allowed only with no fitting tile and a boneyard down to two.

ex-dominoes-blocked-lower-total-title = Two passes: counting the pips
ex-dominoes-blocked-lower-total-q1 = White have just passed. How does the game stand?
ex-dominoes-blocked-lower-total-q1-hint = How many passes in a row does it take to block the game?
ex-dominoes-blocked-lower-total-q1-explain = A single pass does not end the game: the other side may still play, or pass in turn.
ex-dominoes-blocked-lower-total-q2 = Black pass as well. How does the game stand now?
ex-dominoes-blocked-lower-total-q2-explain = The second pass in a row blocks the game. Black hold 0-0, 3-3 and 1-1, 8 pips; White hold 6-6, 12 pips: the lower total wins, so Black win despite holding more tiles.
ex-dominoes-blocked-lower-total-explain = A blocked game is decided by pips, not by tiles: add up what each side still holds, and the lower total wins.
ex-dominoes-blocked-lower-total-hint = Add up the pips, do not count the tiles.

ex-dominoes-blocked-equal-title = A blocked game: what is the result?
ex-dominoes-blocked-equal-q1 = Both players have passed in a row. What is the result?
ex-dominoes-blocked-equal-explain = Black hold 3-4 and 0-1 (8 pips), White 4-4 (8 pips). Equal totals in a blocked game make a draw.
ex-dominoes-blocked-equal-hint = Compare the two pip totals.

ex-dominoes-doubles-no-bonus-title = What is a double worth?
ex-dominoes-doubles-no-bonus-q1 = Black lay 5-5 on the left. How many points does this play score?
ex-dominoes-doubles-no-bonus-q1-explain = With the double at the left end and 0 at the right, All Fives would count 5 + 5 + 0 = 10 and score it; this edition counts nothing during play, so the play is worth 0.
ex-dominoes-doubles-no-bonus-q2 = Is 5-5 on the left a legal play?
ex-dominoes-doubles-no-bonus-q2-hint = Does the double show the value of one of the open ends?
ex-dominoes-doubles-no-bonus-q2-explain = 5-5 shows a 5, the value of the left end, so it joins the line like any other tile.
ex-dominoes-doubles-no-bonus-explain = A double is an ordinary tile here: it fits an end by its value and earns nothing extra. Only an empty hand, or fewer pips in a blocked game, decides the winner.
ex-dominoes-doubles-no-bonus-hint = The only goals are to empty your hand or to hold fewer pips when the game is blocked.

ex-dominoes-who-opens-title = Who opens, and with what?
ex-dominoes-who-opens-q1 = The line is empty. Which moves do Black have (an opening tile is written alone, such as 3-4)?
ex-dominoes-who-opens-q1-explain = The line is empty, so any tile of Black's hand may open it: every one of the seven is a legal opening.
ex-dominoes-who-opens-q2 = May Black write the opening as 3-4@left?
ex-dominoes-who-opens-q2-hint = Is there an end yet for an end word to name?
ex-dominoes-who-opens-q2-explain = An end word names the side of the line a tile joins; with no tile on the table there is no end yet, so the opening is written as the tile alone.
ex-dominoes-who-opens-q3 = May Black draw before opening?
ex-dominoes-who-opens-q3-hint = When is drawing allowed at all?
ex-dominoes-who-opens-q3-explain = Drawing is only for a player with no tile that fits, and on an empty line every tile fits: Black must open.
ex-dominoes-who-opens-explain = Black open with any tile of their choice; the opening tile has no end to name, and nobody draws before the line exists.
ex-dominoes-who-opens-hint = Every tile of the hand is a possible opening.

ex-dominoes-faq-draw-before-pass-title = Pass instead of drawing?
ex-dominoes-faq-draw-before-pass-q1 = Nothing fits the 6s and the boneyard holds eight tiles. May Black pass?
ex-dominoes-faq-draw-before-pass-q1-explain = Passing is allowed only once the boneyard is down to its last two tiles; it still holds eight, so Black may not pass.
ex-dominoes-faq-draw-before-pass-q2 = What must Black do (e.g. 3-6@left, draw, pass)?
ex-dominoes-faq-draw-before-pass-q2-explain = No tile of Black's hand shows a 6, and the boneyard is open: the one thing to do is draw, tile after tile, until one fits or only two remain.
ex-dominoes-faq-draw-before-pass-explain = Passing comes last: a player without a fitting tile first draws, and passes only when the boneyard holds just its last two tiles.
ex-dominoes-faq-draw-before-pass-hint = Count the boneyard before thinking of a pass.

ex-dominoes-faq-double-ordinary-title = A 5-5 in hand
ex-dominoes-faq-double-ordinary-q1 = The line is open at 0 and 5. Classify Black's tiles (TILE:END, e.g. 2-5:left).
ex-dominoes-faq-double-ordinary-q1-hint = Compare each half with 0 and 5; a double is checked like any other tile.
ex-dominoes-faq-double-ordinary-q1-explain = 5-5 shows a 5, so it joins the 5 on the right like any tile; 1-4 shows neither 0 nor 5 and fits nowhere.
ex-dominoes-faq-double-ordinary-q2 = How many points does 5-5 on the right score?
ex-dominoes-faq-double-ordinary-q2-explain = With 0 on the left and the double on the right, All Fives would count 0 + 5 + 5 = 10; this edition counts nothing during play, so 5-5 is worth 0.
ex-dominoes-faq-double-ordinary-explain = A double is checked like any tile and earns no bonus: this edition is not All Fives.
ex-dominoes-faq-double-ordinary-hint = Doubles bring no bonus in this edition.

ex-dominoes-must-play-not-draw-title = Black hold 2-6
ex-dominoes-must-play-not-draw-q1 = Black hold 2-6, which fits the 2. May Black draw instead?
ex-dominoes-must-play-not-draw-q1-explain = Drawing is only for a player who holds no fitting tile; 2-6 fits the 2, so Black must lay a tile.
ex-dominoes-must-play-not-draw-q2 = How many tiles may Black draw at most right now?
ex-dominoes-must-play-not-draw-q2-explain = While a playable tile is in hand, drawing is not allowed at all: the most Black may draw now is 0.
ex-dominoes-must-play-not-draw-explain = Drawing is never a choice: it is allowed only to a player who has no tile to lay.
ex-dominoes-must-play-not-draw-hint = Look for a fitting tile before reaching for the boneyard.

ex-dominoes-win-empty-hand-title = Black's last tile
ex-dominoes-win-empty-hand-q1 = Black lay their last tile, 4-4, on the right. How does the game stand?
ex-dominoes-win-empty-hand-explain = A player who lays the last tile of the hand wins immediately; White's remaining tiles do not matter.
ex-dominoes-win-empty-hand-hint = Count the tiles left in Black's hand after the play.

ex-dominoes-draw-until-playable-title = Drawing until a tile fits
ex-dominoes-draw-until-playable-q1 = Black hold no 2 and no 5. In the worst order, how many tiles may Black have to draw?
ex-dominoes-draw-until-playable-q1-explain = The three that fit nowhere are 1-1, 4-4 and 0-1; each of the other four shows a 2 or a 5, so the fourth draw at the latest brings a tile to play.
ex-dominoes-draw-until-playable-q2 = Black draw 1-1, then 2-6, and lay 2-6 on the left. Which values are open?
ex-dominoes-draw-until-playable-q2-hint = 2-6 goes against the 2: which of its halves then faces out?
ex-dominoes-draw-until-playable-q2-explain = 2-6 fits the 2, so Black lay it at once; its 6 faces out on the left, and the right end still shows 5.
ex-dominoes-draw-until-playable-explain = For the worst case, count the tiles that fit nowhere and add one; the limit of the two reserved tiles matters only when the boneyard is nearly empty.
ex-dominoes-draw-until-playable-hint = Count the tiles that fit neither end, then add the draw that finally brings a playable tile.

ex-dominoes-recount-after-2-5-title = After 2-5 on the five: recount
ex-dominoes-recount-after-2-5-q1 = 2-5 went on the five, so the line is open at 2 and 2. Classify Black's known tiles again (TILE:END, e.g. 2-5:left).
ex-dominoes-recount-after-2-5-q1-explain = With a 2 at both ends, 1-2 fits either side, while 5-6 fits nowhere: the old 5 is covered.
ex-dominoes-recount-after-2-5-q2 = Black lay 1-2 on the left. Which values are open?
ex-dominoes-recount-after-2-5-q2-explain = Laid on the left 2, 1-2 leaves its 1 facing out; the right end still shows 2.
ex-dominoes-recount-after-2-5-explain = After every play, classify again from the new ends: a tile that fitted a moment ago may fit nowhere now.
ex-dominoes-recount-after-2-5-hint = Use the new ends, not the ones before the play.
