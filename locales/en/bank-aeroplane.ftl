## Rule questions: aeroplane race (red against yellow).

bank-aero-exit-six-q = Can a plane leave its base without rolling a six?
bank-aero-exit-six-a = No: only a 6 takes a plane out of its base.
bank-aero-exit-six-explain = A plane in base needs a 6 to move to its start square. With any other value you move a plane already on the track, if one can use the whole roll; otherwise the turn passes.

bank-aero-even-exit-q = Can a plane come out of base on a 2 or a 4?
bank-aero-even-exit-a = No: even values other than 6 do not release a plane.
bank-aero-even-exit-explain = Some family rules let a plane out on any even value. This edition keeps the exit for the 6 alone.

bank-aero-six-moves-track-q = With a six, must I take a new plane out of base?
bank-aero-six-moves-track-a = No: the 6 may move a plane already on the track instead.
bank-aero-six-moves-track-explain = Leaving base is one possible use of a 6, not a duty. You may spend the six steps on any plane that can make them.

bank-aero-exact-goal-q = Can a plane reach the centre with a roll larger than the distance left?
bank-aero-exact-goal-a = No: the arrival needs the exact count.
bank-aero-exact-goal-explain = If the roll is bigger than the steps left to the goal, that plane cannot use it; another plane may, or the turn passes.

bank-aero-goal-stays-q = Does a plane that has arrived in the centre ever move again?
bank-aero-goal-stays-a = No: an arrived plane stays there.
bank-aero-goal-stays-explain = Planes in the goal are out of play for moving; when all four of a side are there, that side wins.

bank-aero-own-share-q = May two of my own planes stand on the same square?
bank-aero-own-share-a = Yes: your planes share squares freely.
bank-aero-own-share-explain = Landing on your own plane captures nothing and is allowed; the two simply stand together.

bank-aero-capture-all-q = If several enemy planes stand on the square where I land, are they all sent back?
bank-aero-capture-all-a = Yes: every opponent plane on that square goes back to base.
bank-aero-capture-all-explain = On a ring square that is not safe, an exact landing sends all the opponent's planes there back to their base, where they will need a 6 again.

bank-aero-pass-over-q = Does flying past an enemy plane capture it?
bank-aero-pass-over-a = No: only the landing square counts.
bank-aero-pass-over-explain = Planes passed on the way are untouched; a capture needs the move to end exactly on the opponent's square.

bank-aero-lane-safe-q = Can a plane be captured in its home lane?
bank-aero-lane-safe-a = No: there are no captures in the home lanes.
bank-aero-lane-safe-explain = Each lane belongs to one colour and leads only to the centre, so no opponent can land there.

bank-aero-safe-protects-q = Does a safe square really protect a plane?
bank-aero-safe-protects-a = Yes: a plane on a safe square is never sent back.
bank-aero-safe-protects-explain = The four start squares and the four star squares are safe: even an exact landing by the opponent leaves your plane where it is.

bank-aero-no-move-passes-q = If no plane can use the roll, does the turn pass at once, even on a six?
bank-aero-no-move-passes-a = Yes: without a legal move the turn goes to the opponent.
bank-aero-no-move-passes-explain = When no plane is highlighted, nothing can be played and the other side rolls; a 6 that nobody can use gives no extra roll.

bank-aero-capture-extra-q = Does capturing an enemy plane give another roll?
bank-aero-capture-extra-a = Yes: a capture earns an extra roll.
bank-aero-capture-extra-explain = A 6, a capture and an arrival in the centre each give one more roll, which still needs a legal move to be used.

bank-aero-goal-extra-q = Why do I roll again after a plane arrives in the centre?
bank-aero-goal-extra-a = Because an arrival earns an extra roll, like a 6 or a capture.
bank-aero-goal-extra-explain = In this edition arrival, capture and six all give a new roll. If that new roll has no legal use, the turn ends.

bank-aero-one-extra-q = If a six also captures, do I get two extra rolls?
bank-aero-one-extra-a = No: one move earns one extra roll at most.
bank-aero-one-extra-explain = The reasons do not add up: a move that is a 6 and a capture (or an arrival) still gives a single new roll.

bank-aero-third-six-q = What does a third six in a row do?
bank-aero-third-six-a = It is cancelled and the turn passes; the moves made with the first two sixes stay.
bank-aero-third-six-explain = The third consecutive 6 of the same turn moves nothing and hands the dice to the opponent. The planes keep the squares they reached with the earlier sixes.

bank-aero-no-colour-jump-q = Why are there no colour jumps or cross flights?
bank-aero-no-colour-jump-a = Because this edition does not use them: a plane moves by the die only.
bank-aero-no-colour-jump-explain = Some physical boards add a jump to the next square of your colour or a flight across the board. Here neither exists; count only the value rolled.

bank-aero-colour-four-steps-q = After three steps onto a square of my colour, can I add four more?
bank-aero-colour-four-steps-a = No: the colour of a square adds no jump.
bank-aero-colour-four-steps-explain = The plane stops on the square the die gives it. Check which edition you play before counting routes and risks.

bank-aero-same-as-jump-variants-q = Is this edition the same as the variants with colour jumps?
bank-aero-same-as-jump-variants-a = No: it is a two-side race without colour jumps.
bank-aero-same-as-jump-variants-explain = This common belief is wrong here. The guide covers only the red-and-yellow race with plain moves; other family rules may differ.

bank-aero-house-rules-q = Does this game apply all the usual house rules?
bank-aero-house-rules-a = No: only the current two-side version, without jumps or flights.
bank-aero-house-rules-explain = Families and other sites may play differently; the rules here are those of this edition and nothing more.

bank-aero-red-starts-q = Which side always rolls first?
bank-aero-red-starts-a = Red rolls first in every mode.
bank-aero-red-starts-explain = If you take yellow against the computer, the computer (red) opens the game.

bank-aero-win-q = How does a side win, and do captures count as points?
bank-aero-win-a = The first side with all four planes in the centre wins; captures score nothing.
bank-aero-win-explain = There is no points count: only bringing the four planes home decides the game. A draw exists only by agreement.

bank-aero-home-entry-q = Does a plane go round the ring again instead of entering its home lane?
bank-aero-home-entry-a = No: after one lap it turns into its own lane.
bank-aero-home-entry-explain = A plane never passes its home entry: the steps left after it are counted in its lane towards the centre.
