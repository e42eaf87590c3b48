## Aeroplane race: catalogue exercises

ex-aeroplane-colour-no-jump-title = Colour gives no free steps
ex-aeroplane-colour-no-jump-q1 = Red rolled a 3 with the plane on 2. On which square does it end?
ex-aeroplane-colour-no-jump-q2 = Does this move earn red another roll?
ex-aeroplane-colour-no-jump-explain = Square 5 has red's colour, but in this edition colours change nothing: the plane stops on the square the die reaches. It neither arrives nor captures, so the turn passes.
ex-aeroplane-colour-no-jump-hint = Count exactly the roll, nothing more.

ex-aeroplane-exit-or-advance-title = A 6: leave the base or fly on?
ex-aeroplane-exit-or-advance-q1 = Red rolled a 6. Which planes can use it (name their squares, or base)?
ex-aeroplane-exit-or-advance-q2 = Red brings a plane out of the base. Where does it stand?
ex-aeroplane-exit-or-advance-q3 = Red moves the plane on 18 instead. Which squares are emptied by a capture?
ex-aeroplane-exit-or-advance-explain = A 6 may take a plane out of the base onto the start square 1, but it may also move a plane already flying: the exit is never forced. From 18 the 6 lands on 24, a plain square holding a yellow plane, which goes back to its base.
ex-aeroplane-exit-or-advance-hint = The exit is one choice among the legal moves.

ex-aeroplane-no-six-no-exit-title = No 6, no exit
ex-aeroplane-no-six-no-exit-q1 = Red rolled a 4. Which planes can use it?
ex-aeroplane-no-six-no-exit-q2 = May red take a plane out of the base with this 4?
ex-aeroplane-no-six-no-exit-explain = Only a 6 brings a plane out of the base, even roll or not. With a 4, only the plane already on the ring can fly, from 7 to 11.
ex-aeroplane-no-six-no-exit-hint = What does a plane need to leave the base?

ex-aeroplane-exact-arrival-title = Exact count to goal
ex-aeroplane-exact-arrival-q1 = Red rolled a 4. Which planes can use it (squares, or base)?
ex-aeroplane-exact-arrival-q2 = Is 4:R4 legal?
ex-aeroplane-exact-arrival-q3 = Red plays the plane on R2. Does red roll again?
ex-aeroplane-exact-arrival-explain = From R2 goal is exactly 4 squares away, so that plane arrives, and an arrival gives another roll. From R4 only 2 squares remain: a 4 would go 2 squares too far, so that plane cannot use it.
ex-aeroplane-exact-arrival-hint = Count the squares left to the centre for each plane.

ex-aeroplane-capture-extra-roll-title = A capture earns a roll
ex-aeroplane-capture-extra-roll-q1 = Red plays the 3 with the plane on 10. Which squares are emptied by a capture?
ex-aeroplane-capture-extra-roll-q2 = Does red roll again?
ex-aeroplane-capture-extra-roll-q3 = Who rolls next?
ex-aeroplane-capture-extra-roll-explain = The plane lands exactly on 13, which is not safe, so the yellow plane there returns to base. A capture gives another roll even without a 6, so red rolls again.
ex-aeroplane-capture-extra-roll-hint = A 6, a capture or an arrival: each gives another roll.

ex-aeroplane-third-six-sequence-title = Three 6s in a row
ex-aeroplane-third-six-sequence-q1 = Red rolls 6 (plane on 1), 6 again (same plane), then a third 6. Where does that plane end?
ex-aeroplane-third-six-sequence-q2 = Who rolls after the third 6?
ex-aeroplane-third-six-sequence-q3 = In the starting position red rolls a 6. May red decline to play it?
ex-aeroplane-third-six-sequence-explain = The first two 6s move the plane from 1 to 7, then to 13. The third 6 in a row is cancelled: nothing moves and the turn passes to yellow, but the two earlier moves stay, so the plane remains on 13. A roll can only be passed when no plane can use it.
ex-aeroplane-third-six-sequence-hint = The third 6 is cancelled; what happened before it is kept.

ex-aeroplane-third-six-cancelled-title = Two 6s already rolled
ex-aeroplane-third-six-cancelled-q1 = Red has already played two 6s this turn. With which rolls can red capture the yellow plane on 19?
ex-aeroplane-third-six-cancelled-q2 = Is 6:13 legal?
ex-aeroplane-third-six-cancelled-explain = From 13 a 6 would reach 19, but it would be the third 6 of the turn and is cancelled. Only the 2 from 17 captures.
ex-aeroplane-third-six-cancelled-hint = Remember how many 6s the turn already had.

ex-aeroplane-capture-rolls-count-back-title = Which rolls hit the plane on 20?
ex-aeroplane-capture-rolls-count-back-q1 = Yellow's plane just landed on 20. With which die values can red capture it on the next roll?
ex-aeroplane-capture-rolls-count-back-explain = Count back from 20 along red's route, 1 to 6 squares: red planes stand 3 squares back (17) and 5 squares back (15). The plane on 11 is 9 squares away, too far for one die.
ex-aeroplane-capture-rolls-count-back-hint = List the values, not a vague feeling of danger.

ex-aeroplane-home-entry-capture-title = Near the home entry
ex-aeroplane-home-entry-capture-q1 = With which rolls can red capture the yellow plane on 2?
ex-aeroplane-home-entry-capture-q2 = And the yellow plane on 51?
ex-aeroplane-home-entry-capture-explain = Red's route ends on the ring at 51, where red turns into its lane: red planes on 47 and 49 never pass on to 52, 1 and 2, and a plane leaving the base stops on the safe square 1. So the plane on 2 cannot be hit. Square 51 is reached with a 2 from 49 or a 4 from 47.
ex-aeroplane-home-entry-capture-hint = Follow red's own route, including where it leaves the ring.

ex-aeroplane-safe-square-protects-title = A star protects
ex-aeroplane-safe-square-protects-q1 = With which rolls can red capture the yellow plane on 22?
ex-aeroplane-safe-square-protects-q2 = Red plays 3:19. Which squares are emptied by a capture?
ex-aeroplane-safe-square-protects-explain = Square 22 holds a star, one of the eight safe squares (the four starts and the four stars). A red plane may land there exactly, and both colours simply share it.
ex-aeroplane-safe-square-protects-hint = Check whether the target stands on a start or a star.

ex-aeroplane-stack-sent-back-title = A whole stack goes home
ex-aeroplane-stack-sent-back-q1 = Red plays the 4 with the plane on 8. Which squares are emptied by a capture?
ex-aeroplane-stack-sent-back-q2 = Does red roll again?
ex-aeroplane-stack-sent-back-explain = Both yellow planes stand on 12, a square that is not safe. Landing there sends every opposing plane on it back to base, here two at once, and the capture earns another roll.
ex-aeroplane-stack-sent-back-hint = A stack gives no protection off the safe squares.

ex-aeroplane-compare-choices-title = New exit, capture or lane?
ex-aeroplane-compare-choices-q1 = Red rolled a 6. Which planes can use it?
ex-aeroplane-compare-choices-q2 = If red flies the plane on 19, which squares are emptied by a capture?
ex-aeroplane-compare-choices-q3 = Where does that plane from 19 end?
ex-aeroplane-compare-choices-q4 = If red flies the plane on 47 instead, where does it end?
ex-aeroplane-compare-choices-explain = Three choices: bringing a third plane out onto 1, a capture on 25 (yellow's home entry, not safe), or 47 to R2, safe in the lane. Every one of them keeps the extra roll of the 6; the capture also costs yellow a plane, the lane entry removes a target, the exit adds a plane to the ring. The next roll is chance, not a forced gain.
ex-aeroplane-compare-choices-hint = Count each route exactly: 47 turns into the lane after 51.

ex-aeroplane-who-starts-title = Every plane in its base
ex-aeroplane-who-starts-q1 = All planes wait in their bases and red is about to roll. Is the game ongoing, won or drawn?
ex-aeroplane-who-starts-q2 = Red rolls a 2. Can a plane leave the base?
ex-aeroplane-who-starts-q3 = Red rolls a 5. Who rolls next?
ex-aeroplane-who-starts-explain = Red always rolls first. With every plane in the base, only a 6 is of any use; any other roll allows no move, so the turn passes straight to yellow.
ex-aeroplane-who-starts-hint = Which roll opens the base?

ex-aeroplane-six-without-move-title = A useless 6
ex-aeroplane-six-without-move-q1 = Is 6:R5 legal?
ex-aeroplane-six-without-move-q2 = Red rolls a 6 that no plane can use. Who rolls next?
ex-aeroplane-six-without-move-explain = The plane on R5 needs exactly 1; the others are already at goal. A 6 has no legal use here, so the turn passes at once: a 6 gives another roll only when it was played.
ex-aeroplane-six-without-move-hint = No legal move, no extra roll.

ex-aeroplane-last-plane-home-title = The fourth plane
ex-aeroplane-last-plane-home-q1 = Red plays the 1 with the plane on R5. What is the status afterwards?
ex-aeroplane-last-plane-home-q2 = Does red still get another roll?
ex-aeroplane-last-plane-home-explain = The fourth red plane reaches goal exactly, and red wins at once. The game is over, so no extra roll follows.
ex-aeroplane-last-plane-home-hint = How many red planes are at goal after the move?

## Explanations per question, shown after that question (the exercise's `-explain` comes after its last question).
ex-aeroplane-capture-extra-roll-q1-explain = From 10, a roll of 3 ends exactly on 13. Square 13 is not a safe square, so the yellow plane standing there is sent back to its base.
ex-aeroplane-capture-extra-roll-q2-explain = A capture earns another roll, even without a 6.
ex-aeroplane-colour-no-jump-q1-explain = The 3 takes the plane from 2 to 5, and it stops there: the colour of a square adds no steps.
ex-aeroplane-exit-or-advance-q1-explain = A 6 can bring a plane out of the base, but the plane already flying on 18 may use it too.
ex-aeroplane-exit-or-advance-q2-explain = A plane leaving the base always stands on its start square, square 1, which is safe.
ex-aeroplane-no-six-no-exit-q1-explain = The plane on 7 can use the 4: it flies on to 11.
ex-aeroplane-exact-arrival-q1-explain = From R2 the centre is exactly 4 squares away, so that plane can use the 4.
ex-aeroplane-exact-arrival-q2-explain = From R4 only 2 squares remain: a 4 would go 2 squares too far.
ex-aeroplane-third-six-sequence-q1-explain = The first two 6s take the plane from 1 to 7, then to 13; the third 6 in a row is cancelled, and the earlier moves stay.
ex-aeroplane-third-six-sequence-q2-explain = A cancelled third 6 also ends the turn: the other side rolls.
ex-aeroplane-third-six-cancelled-q1-explain = From 17, a 2 lands exactly on 19.
ex-aeroplane-home-entry-capture-q1-explain = Red’s route leaves the circuit at 51 for its lane: red planes never pass 52, 1 and 2, and a plane leaving the base stops on the safe square 1.
