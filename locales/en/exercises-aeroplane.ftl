## Aeroplane race: catalogue exercises
## Each exercise: its title, then each question (`qN`) with its own hint (`qN-hint`, when it has one) and explanation (`qN-explain`, shown right after that question), then the exercise's `explain` (shown after its last question) and `hint`.

ex-aeroplane-colour-no-jump-title = A 3 from square 2
ex-aeroplane-colour-no-jump-q1 = Red rolled a 3 with the plane on 2. On which square does it end?
ex-aeroplane-colour-no-jump-q1-explain = The 3 takes the plane from 2 to 5, and it stops there: the colour of a square adds no steps.
ex-aeroplane-colour-no-jump-q2 = Does this move earn red another roll?
ex-aeroplane-colour-no-jump-q2-hint = Which three events earn another roll, and does this move bring one of them?
ex-aeroplane-colour-no-jump-q2-explain = A 3 is not a 6, the plane captures nobody and does not arrive: with none of the three reasons for another roll, the turn passes to yellow.
ex-aeroplane-colour-no-jump-explain = In this edition a square's colour never moves a plane: count the die exactly, and expect another roll only for a 6, a capture or an arrival.
ex-aeroplane-colour-no-jump-hint = Count exactly the roll, nothing more.

ex-aeroplane-exit-or-advance-title = A 6: leave the base or fly on?
ex-aeroplane-exit-or-advance-q1 = Red rolled a 6. Which planes can use it (name their squares, or base)?
ex-aeroplane-exit-or-advance-q1-explain = A 6 can bring a plane out of the base, but the plane already flying on 18 may use it too.
ex-aeroplane-exit-or-advance-q2 = Red brings a plane out of the base. Where does it stand?
ex-aeroplane-exit-or-advance-q2-hint = A plane leaving the base always goes to the same square of its colour.
ex-aeroplane-exit-or-advance-q2-explain = A plane leaving the base always stands on its start square, square 1, which is safe.
ex-aeroplane-exit-or-advance-q3 = Red moves the plane on 18 instead. Which squares are emptied by a capture?
ex-aeroplane-exit-or-advance-q3-hint = Count 6 squares on from 18, then look at who stands there and whether the square is safe.
ex-aeroplane-exit-or-advance-q3-explain = Six squares on from 18 is 24, an ordinary square: the yellow plane there goes back to its base and will need a 6 to come out again.
ex-aeroplane-exit-or-advance-explain = A 6 offers a choice, never an obligation to leave the base: a new plane on the safe start square, or a capture with the plane already flying. Either way the 6 earns another roll.
ex-aeroplane-exit-or-advance-hint = The exit is one choice among the legal moves.

ex-aeroplane-no-six-no-exit-title = A 4 with planes in the base
ex-aeroplane-no-six-no-exit-q1 = Red rolled a 4. Which planes can use it?
ex-aeroplane-no-six-no-exit-q1-explain = The plane on 7 can use the 4: it flies on to 11.
ex-aeroplane-no-six-no-exit-q2 = May red take a plane out of the base with this 4?
ex-aeroplane-no-six-no-exit-q2-explain = Only a 6 takes a plane out of the base. A 4 is even, but even rolls open nothing in this edition.
ex-aeroplane-no-six-no-exit-explain = Any roll but a 6 can only move planes already out of the base, on the track or in their home lane; the planes in the base wait for a 6.
ex-aeroplane-no-six-no-exit-hint = What does a plane need to leave the base?

ex-aeroplane-exact-arrival-title = A 4 near the goal
ex-aeroplane-exact-arrival-q1 = Red rolled a 4. Which planes can use it (squares, or base)?
ex-aeroplane-exact-arrival-q1-explain = From R2 the centre is exactly 4 squares away, so that plane can use the 4.
ex-aeroplane-exact-arrival-q2 = Is 4:R4 legal?
ex-aeroplane-exact-arrival-q2-explain = From R4 only 2 squares remain: a 4 would go 2 squares too far.
ex-aeroplane-exact-arrival-q3 = Red plays the plane on R2. Does red roll again?
ex-aeroplane-exact-arrival-q3-hint = Where does this plane end with the 4, and what does that earn?
ex-aeroplane-exact-arrival-q3-explain = The 4 brings the plane from R2 exactly to the centre, and an arrival earns another roll, just as a 6 or a capture does.
ex-aeroplane-exact-arrival-explain = Close to the centre, count what each plane still needs: only the exact number arrives, a larger roll cannot be used by that plane, and each arrival earns another roll.
ex-aeroplane-exact-arrival-hint = Count the squares left to the centre for each plane.

ex-aeroplane-capture-extra-roll-title = A 3 from square 10
ex-aeroplane-capture-extra-roll-q1 = Red plays the 3 with the plane on 10. Which squares are emptied by a capture?
ex-aeroplane-capture-extra-roll-q1-hint = Count 3 squares on from 10 and check whether the square reached is safe.
ex-aeroplane-capture-extra-roll-q1-explain = From 10, a roll of 3 ends exactly on 13. Square 13 is not a safe square, so the yellow plane standing there is sent back to its base.
ex-aeroplane-capture-extra-roll-q2 = Does red roll again?
ex-aeroplane-capture-extra-roll-q2-explain = A capture earns another roll, even without a 6.
ex-aeroplane-capture-extra-roll-q3 = Who rolls next?
ex-aeroplane-capture-extra-roll-q3-explain = The extra roll goes to the side that made the capture, so red rolls once more before yellow's turn comes.
ex-aeroplane-capture-extra-roll-explain = Three events earn another roll: a 6, a capture and an arrival. Here a plain 3 earns it by landing on an unprotected yellow plane.
ex-aeroplane-capture-extra-roll-hint = A 6, a capture or an arrival: each gives another roll.

ex-aeroplane-third-six-sequence-title = Three 6s in a row
ex-aeroplane-third-six-sequence-q1 = Red rolls 6 (plane on 1), 6 again (same plane), then a third 6. Where does that plane end?
ex-aeroplane-third-six-sequence-q1-explain = The first two 6s take the plane from 1 to 7, then to 13; the third 6 in a row is cancelled, and the earlier moves stay.
ex-aeroplane-third-six-sequence-q2 = Who rolls after the third 6?
ex-aeroplane-third-six-sequence-q2-explain = A cancelled third 6 also ends the turn: the other side rolls.
ex-aeroplane-third-six-sequence-q3 = In the starting position red rolls a 6. May red decline to play it?
ex-aeroplane-third-six-sequence-q3-hint = When may a roll go unplayed?
ex-aeroplane-third-six-sequence-q3-explain = A roll may go unplayed only when no plane can use it. Here the plane on 1 can fly 6 squares and a plane can leave the base, so the 6 must be played.
ex-aeroplane-third-six-sequence-explain = A third 6 in a row cancels only itself: the moves of the first two stay and the turn ends. Any other roll that some plane can use must be played.
ex-aeroplane-third-six-sequence-hint = The third 6 is cancelled; what happened before it is kept.

ex-aeroplane-third-six-cancelled-title = Two 6s already rolled
ex-aeroplane-third-six-cancelled-q1 = Red has already played two 6s this turn. With which rolls can red capture the yellow plane on 19?
ex-aeroplane-third-six-cancelled-q1-explain = From 17, a 2 lands exactly on 19.
ex-aeroplane-third-six-cancelled-q2 = Is 6:13 legal?
ex-aeroplane-third-six-cancelled-q2-explain = From 13 a 6 would reach 19, but the turn has already had two 6s: this third one is cancelled, no plane moves and the turn passes.
ex-aeroplane-third-six-cancelled-explain = When you list the rolls that capture, strike out the 6 once the turn has had two: a third 6 moves nothing.
ex-aeroplane-third-six-cancelled-hint = Remember how many 6s the turn already had.

ex-aeroplane-capture-rolls-count-back-title = Which rolls hit the plane on 20?
ex-aeroplane-capture-rolls-count-back-q1 = Yellow's plane just landed on 20. With which die values can red capture it on the next roll?
ex-aeroplane-capture-rolls-count-back-explain = Count back from 20 along red's route, 1 to 6 squares: red planes stand 3 squares back (17) and 5 squares back (15). The plane on 11 is 9 squares away, too far for one die.
ex-aeroplane-capture-rolls-count-back-hint = List the values, not a vague feeling of danger.

ex-aeroplane-home-entry-capture-title = Near the home entry
ex-aeroplane-home-entry-capture-q1 = With which rolls can red capture the yellow plane on 2?
ex-aeroplane-home-entry-capture-q1-explain = Red’s route leaves the circuit at 51 for its lane: red planes never pass 52, 1 and 2, and a plane leaving the base stops on the safe square 1.
ex-aeroplane-home-entry-capture-q2 = And the yellow plane on 51?
ex-aeroplane-home-entry-capture-q2-explain = Square 51 is the last ring square of red's route, and it is not safe: a 2 from 49 or a 4 from 47 lands on it and sends the yellow plane home.
ex-aeroplane-home-entry-capture-explain = Count back along the attacker's own route. It stops at its home entry, so a plane just beyond that square is out of reach, while a plane on the entry square itself can be hit.
ex-aeroplane-home-entry-capture-hint = Follow red's own route, including where it leaves the ring.

ex-aeroplane-safe-square-protects-title = A yellow plane on 22
ex-aeroplane-safe-square-protects-q1 = With which rolls can red capture the yellow plane on 22?
ex-aeroplane-safe-square-protects-q1-explain = Square 22 holds a star; with the four starts, the stars make the eight safe squares: a plane standing there cannot be captured, whatever the roll.
ex-aeroplane-safe-square-protects-q2 = Red plays 3:19. Which squares are emptied by a capture?
ex-aeroplane-safe-square-protects-q2-explain = 3:19 lands exactly on 22, next to the yellow plane: on a safe square planes of both colours simply share it, and with no capture and no 6 the turn passes.
ex-aeroplane-safe-square-protects-explain = Before counting the rolls that reach a plane, look at its square: the four starts and the four stars protect whoever stands on them.
ex-aeroplane-safe-square-protects-hint = Check whether the target stands on a start or a star.

ex-aeroplane-stack-sent-back-title = A 4 from square 8
ex-aeroplane-stack-sent-back-q1 = Red plays the 4 with the plane on 8. Which squares are emptied by a capture?
ex-aeroplane-stack-sent-back-q1-explain = The 4 takes the plane from 8 exactly to 12, which is not a safe square: both yellow planes there go back to base together. A stack gives no shelter.
ex-aeroplane-stack-sent-back-q2 = Does red roll again?
ex-aeroplane-stack-sent-back-q2-hint = Which events earn another roll?
ex-aeroplane-stack-sent-back-q2-explain = The capture earns another roll. Sending two planes home at once still earns a single one.
ex-aeroplane-stack-sent-back-explain = Opposing planes stacked on an ordinary square are one target: a single exact landing sends them all home, and the capture is worth one extra roll.
ex-aeroplane-stack-sent-back-hint = A stack gives no protection off the safe squares.

ex-aeroplane-compare-choices-title = New exit, capture or lane?
ex-aeroplane-compare-choices-q1 = Red rolled a 6. Which planes can use it?
ex-aeroplane-compare-choices-q1-explain = A 6 may bring a plane out of the base, and it also suits both flying planes: from 19 as from 47, all 6 squares can be flown.
ex-aeroplane-compare-choices-q2 = If red flies the plane on 19, which squares are emptied by a capture?
ex-aeroplane-compare-choices-q2-hint = Count six squares on from 19, then ask whether the square reached is safe.
ex-aeroplane-compare-choices-q2-explain = Six squares on from 19 the plane reaches yellow's home entry, an ordinary square rather than a safe one: the yellow plane standing there goes back to its base.
ex-aeroplane-compare-choices-q3 = Where does that plane from 19 end?
ex-aeroplane-compare-choices-q3-hint = Can anything carry the plane beyond the square the die reaches?
ex-aeroplane-compare-choices-q3-explain = The plane stops on 25, where the 6 ends. Square 25 has red's colour, but colours never add steps in this edition.
ex-aeroplane-compare-choices-q4 = If red flies the plane on 47 instead, where does it end?
ex-aeroplane-compare-choices-q4-explain = From 47 the plane runs 48, 49, 50 and 51, red's home entry, then turns into its lane: R1, then R2. No capture can reach it there.
ex-aeroplane-compare-choices-explain = The same 6 offers three plans: a new plane on 1, a capture that costs yellow a plane, or a plane made safe in the lane. Each keeps the extra roll of the 6; what that roll brings is chance, not a forced gain.
ex-aeroplane-compare-choices-hint = Count each route exactly: 47 turns into the lane after 51.

ex-aeroplane-who-starts-title = Every plane in its base
ex-aeroplane-who-starts-q1 = All planes wait in their bases and red is about to roll. Is the game ongoing, won or drawn?
ex-aeroplane-who-starts-q1-hint = What ends a game of this race, and has it happened yet?
ex-aeroplane-who-starts-q1-explain = A game ends only when one side has all four planes at goal; here every plane is still in its base, so play is under way, with red to roll first.
ex-aeroplane-who-starts-q2 = Red rolls a 2. Can a plane leave the base?
ex-aeroplane-who-starts-q2-explain = A 2 does not open the base: only a 6 takes a plane out, and every red plane is still there.
ex-aeroplane-who-starts-q3 = Red rolls a 5. Who rolls next?
ex-aeroplane-who-starts-q3-hint = Can any plane use a 5? If not, what happens to the turn?
ex-aeroplane-who-starts-q3-explain = With every plane in the base a 5 has no use, so red's turn ends at once and yellow rolls.
ex-aeroplane-who-starts-explain = Red rolls first, and at the start only a 6 is of any use: every other roll hands the die straight to the other side.
ex-aeroplane-who-starts-hint = Which roll opens the base?

ex-aeroplane-six-without-move-title = A 6 and a plane on R5
ex-aeroplane-six-without-move-q1 = Is 6:R5 legal?
ex-aeroplane-six-without-move-q1-hint = How many squares does the plane on R5 still have to go?
ex-aeroplane-six-without-move-q1-explain = The plane on R5 is one square from the centre: it needs exactly 1, and a 6 would overshoot by 5 squares.
ex-aeroplane-six-without-move-q2 = Red rolls a 6 that no plane can use. Who rolls next?
ex-aeroplane-six-without-move-q2-explain = A 6 earns another roll only when it is played. Since no plane can use this one, the turn ends at once and yellow rolls.
ex-aeroplane-six-without-move-explain = An extra roll rewards a move that was made; with no legal move, not even a 6 keeps the turn.
ex-aeroplane-six-without-move-hint = No legal move, no extra roll.

ex-aeroplane-last-plane-home-title = The fourth plane
ex-aeroplane-last-plane-home-q1 = Red plays the 1 with the plane on R5. What is the status afterwards?
ex-aeroplane-last-plane-home-q1-explain = The 1 takes the last plane from R5 exactly to the centre: all four red planes are at goal, and red wins at once.
ex-aeroplane-last-plane-home-q2 = Does red still get another roll?
ex-aeroplane-last-plane-home-q2-hint = What did this arrival do to the game as a whole?
ex-aeroplane-last-plane-home-q2-explain = An arrival usually earns another roll, but this one ended the game: once a side has won, nobody rolls again.
ex-aeroplane-last-plane-home-explain = The fourth arrival ends the game on the spot; what would normally follow a move, such as an extra roll, no longer happens.
ex-aeroplane-last-plane-home-hint = How many red planes are at goal after the move?
