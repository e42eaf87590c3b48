## Dominoes catalogue: titles, prompts, explanations, hints.

ex-dominoes-guide-two-and-five-title = Open at 2 and 5: where does 2-5 go?
ex-dominoes-guide-two-and-five-q1 = Black lay 2-5 on the right end (the 5). Which values are open afterwards?
ex-dominoes-guide-two-and-five-q2 = Now Black lay 2-5 on the left end (the 2) instead. Which values are open?
ex-dominoes-guide-two-and-five-q3 = Classify the known tiles of Black's hand: left, right, both or none (TILE:END, e.g. 2-5:left).
ex-dominoes-guide-two-and-five-explain = Laid on the 5, the tile leaves its 2 outside: the ends become 2 and 2, and 1-2 can still follow. Laid on the 2, it leaves its 5 outside: 5 and 5, and 5-6 remains playable. Each choice keeps a different tile alive; it is a matter of playability, not a proven best move.
ex-dominoes-guide-two-and-five-hint = The half that touches the line disappears; the other half becomes the new open value.

ex-dominoes-classify-hand-title = Left, right, both or nowhere
ex-dominoes-classify-hand-q1 = The line is open at 3 (left) and 6 (right). Classify every tile of Black's hand (TILE:END, e.g. 2-5:left).
ex-dominoes-classify-hand-q2 = List every legal move of Black, such as 3-6@left (write both ends when a tile fits both).
ex-dominoes-classify-hand-explain = A tile fits an end when one of its halves shows that end's value. 3-6 has a 3 and a 6, so it fits both; 3-3 and 0-3 only the 3 on the left; 6-6 and 5-6 only the 6 on the right; 2-4 fits nowhere. A double is matched like any other tile.
ex-dominoes-classify-hand-hint = Compare each half with the two open values, one end after the other.

ex-dominoes-update-ends-title = Keep the ends up to date
ex-dominoes-update-ends-q1 = Black play 1-1 on the right, White 4-6 on the left, Black 1-3 on the right. Which values are open now?
ex-dominoes-update-ends-q2 = Who moves after these three plays?
ex-dominoes-update-ends-explain = 1-1 on the 1 leaves a 1, so the ends stay 4 and 1. 4-6 on the 4 opens a 6 on the left. 1-3 on the 1 opens a 3 on the right: the line reads 6 … 3. Each play passes the turn, so after three plays White move.
ex-dominoes-update-ends-hint = After each play, replace the value that was covered by the free half of the new tile.

ex-dominoes-draw-keeps-turn-title = Drawing does not end the turn
ex-dominoes-draw-keeps-turn-q1 = Black cannot play and draw 1-1. Whose turn is it now?
ex-dominoes-draw-keeps-turn-q2 = Instead of drawing, may Black pass?
ex-dominoes-draw-keeps-turn-q3 = Black draw 1-1, then 2-3, and lay 2-3 on the left. Which values are open?
ex-dominoes-draw-keeps-turn-explain = With no fitting tile, Black draw and keep the turn; 1-1 does not fit either, so they draw again. 2-3 fits the 2: they lay it at once, opening a 3 next to the 5. Passing is not allowed while the boneyard holds more than its last two tiles.
ex-dominoes-draw-keeps-turn-hint = Ask whether the player now holds a tile that fits; if not, the same player keeps drawing.

ex-dominoes-two-stay-title = The two tiles that stay
ex-dominoes-two-stay-q1 = Nothing fits the 2 or the 5 in Black's hand. How many tiles may Black draw at most now?
ex-dominoes-two-stay-explain = The five boneyard tiles fit neither end, but the last two are never drawn: Black draw three tiles, then pass.
ex-dominoes-two-stay-hint = Take the size of the boneyard and keep two tiles back.

ex-dominoes-pass-last-two-title = Passing with two tiles left
ex-dominoes-pass-last-two-q1 = What may Black do here? List the legal actions (e.g. 3-6@left, draw, pass).
ex-dominoes-pass-last-two-q2 = May Black draw one of the two tiles left in the boneyard?
ex-dominoes-pass-last-two-q3 = Black pass. Who moves next?
ex-dominoes-pass-last-two-explain = No tile of Black's hand fits 2 or 5, and only the two reserved tiles remain: drawing is impossible, so Black pass, and the turn goes to White.
ex-dominoes-pass-last-two-hint = A pass is allowed only with no fitting tile and a boneyard down to two.
ex-dominoes-pass-last-two-q1-hint = Hold each tile of the hand against the two open values, then count the boneyard.

ex-dominoes-blocked-lower-total-title = Blocked game: fewer pips wins
ex-dominoes-blocked-lower-total-q1 = White have just passed. How does the game stand?
ex-dominoes-blocked-lower-total-q2 = Black pass as well. How does the game stand now?
ex-dominoes-blocked-lower-total-explain = One pass does not end the game. After the second pass in a row the game is blocked: Black hold 0-0, 3-3 and 1-1 (8 pips), White only 6-6 (12 pips). The lower total wins, so Black win although they hold more tiles.
ex-dominoes-blocked-lower-total-hint = Add up the pips, do not count the tiles.

ex-dominoes-blocked-equal-title = A blocked game: what is the result?
ex-dominoes-blocked-equal-q1 = Both players have passed in a row. What is the result?
ex-dominoes-blocked-equal-explain = Black hold 3-4 and 0-1 (8 pips), White 4-4 (8 pips). Equal totals in a blocked game make a draw.
ex-dominoes-blocked-equal-hint = Compare the two pip totals.

ex-dominoes-doubles-no-bonus-title = What is a double worth?
ex-dominoes-doubles-no-bonus-q1 = Black lay 5-5 on the left. How many points does this play score?
ex-dominoes-doubles-no-bonus-q2 = Is 5-5 on the left a legal play?
ex-dominoes-doubles-no-bonus-explain = The double fits the 5 like any other tile. The open ends would total ten with the double counted twice, which scores in All Fives, but this edition keeps no score during play: 0 points.
ex-dominoes-doubles-no-bonus-hint = The only goals are to empty your hand or to hold fewer pips when the game is blocked.

ex-dominoes-who-opens-title = Who opens, and with what?
ex-dominoes-who-opens-q1 = The line is empty. Which moves do Black have (an opening tile is written alone, such as 3-4)?
ex-dominoes-who-opens-q2 = May Black write the opening as 3-4@left?
ex-dominoes-who-opens-q3 = May Black draw before opening?
ex-dominoes-who-opens-explain = Black open, and any tile of the hand may open the line; the opening tile is written alone because there are no ends yet. Drawing makes no sense before the line is opened.
ex-dominoes-who-opens-hint = Every tile of the hand is a possible opening.

ex-dominoes-faq-draw-before-pass-title = Pass instead of drawing?
ex-dominoes-faq-draw-before-pass-q1 = Nothing fits the 6s and the boneyard holds eight tiles. May Black pass?
ex-dominoes-faq-draw-before-pass-q2 = What must Black do (e.g. 3-6@left, draw, pass)?
ex-dominoes-faq-draw-before-pass-explain = As long as the boneyard holds more than its two reserved tiles, a player without a fitting tile must draw; passing comes only after that.
ex-dominoes-faq-draw-before-pass-hint = Count the boneyard before thinking of a pass.

ex-dominoes-faq-double-ordinary-title = A double is an ordinary tile
ex-dominoes-faq-double-ordinary-q1 = The line is open at 0 and 5. Classify Black's tiles (TILE:END, e.g. 2-5:left).
ex-dominoes-faq-double-ordinary-q2 = How many points does 5-5 on the right score?
ex-dominoes-faq-double-ordinary-explain = 5-5 joins the 5 on the right like any tile; 1-4 fits nowhere. No points are scored in this edition, even though All Fives would count 10 here.
ex-dominoes-faq-double-ordinary-hint = Doubles bring no bonus in this edition.

ex-dominoes-must-play-not-draw-title = Play, do not draw
ex-dominoes-must-play-not-draw-q1 = Black hold 2-6, which fits the 2. May Black draw instead?
ex-dominoes-must-play-not-draw-q2 = How many tiles may Black draw at most right now?
ex-dominoes-must-play-not-draw-explain = Drawing is only for a player who holds no fitting tile. With 2-6 in hand, Black must play: drawing is not allowed, so at most 0 draws.
ex-dominoes-must-play-not-draw-hint = Look for a fitting tile before reaching for the boneyard.

ex-dominoes-win-empty-hand-title = The last tile wins at once
ex-dominoes-win-empty-hand-q1 = Black lay their last tile, 4-4, on the right. How does the game stand?
ex-dominoes-win-empty-hand-explain = A player who lays the last tile of the hand wins immediately; White's remaining tiles do not matter.
ex-dominoes-win-empty-hand-hint = Count the tiles left in Black's hand after the play.

ex-dominoes-draw-until-playable-title = Drawing until a tile fits
ex-dominoes-draw-until-playable-q1 = Black hold no 2 and no 5. In the worst order, how many tiles may Black have to draw?
ex-dominoes-draw-until-playable-q2 = Black draw 1-1, then 2-6, and lay 2-6 on the left. Which values are open?
ex-dominoes-draw-until-playable-explain = Of the seven boneyard tiles, only 1-1, 4-4 and 0-1 fit nowhere. In the worst order those three come first and the fourth draw brings a fitting tile; the limit of two reserved tiles (at most five draws) is not reached. After drawing 2-6, Black play it at once on the 2.
ex-dominoes-draw-until-playable-hint = Count the tiles that fit neither end, then add the draw that finally brings a playable tile.

ex-dominoes-recount-after-2-5-title = After 2-5 on the five: recount
ex-dominoes-recount-after-2-5-q1 = 2-5 went on the five, so the line is open at 2 and 2. Classify Black's known tiles again (TILE:END, e.g. 2-5:left).
ex-dominoes-recount-after-2-5-q2 = Black lay 1-2 on the left. Which values are open?
ex-dominoes-recount-after-2-5-explain = With 2 at both ends, 1-2 fits either side while 5-6 no longer fits anywhere: the old 5 is covered. Laid on the left 2, 1-2 leaves its 1 outside, and the right end stays 2.
ex-dominoes-recount-after-2-5-hint = Use the new ends, not the ones before the play.

## Explanations per question, shown after that question (the exercise's `-explain` comes after its last question).
ex-dominoes-blocked-lower-total-q1-explain = A single pass does not end the game: the other side may still play, or pass in turn.
