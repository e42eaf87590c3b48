## Facts of the aeroplane race (red against yellow): question, answer, explanation.

fact-aero-exit-six-q = Can a plane leave its base on a five?
fact-aero-exit-six-a = No: only a six brings a plane out of its base.
fact-aero-exit-six-explain = Until the die shows six, planes in base wait. The roll then goes to a plane already out, on the track or in its home lane, if it can use all of it; otherwise the turn passes.

fact-aero-even-exit-q = Is a two or a four enough to bring a plane out of the base?
fact-aero-even-exit-a = No: planes leave the base on a six only, not on any even number.
fact-aero-even-exit-explain = Some family rules let planes out on any even roll; this edition does not.

fact-aero-exit-choice-q = When several planes wait in base, do I choose which one leaves on a six?
fact-aero-exit-choice-a = Yes: with a six, the player picks the plane that comes out.
fact-aero-exit-choice-explain = Planes in base are all alike; the six may also go to a plane already out, on the track or in its home lane.

fact-aero-six-exit-optional-q = With a six, must I bring a new plane out?
fact-aero-six-exit-optional-a = No: bringing a plane out is only one way to use a six.
fact-aero-six-exit-optional-explain = The six may also move a plane already out of the base six squares; the player chooses.

fact-aero-six-moves-track-q = Can a six move a plane that is already on the track?
fact-aero-six-moves-track-a = Yes: a six can move a plane already on the track six squares.
fact-aero-six-moves-track-explain = Bringing a plane out of the base is not compulsory; the player decides how to use the six.

fact-aero-exit-start-square-q = Does a plane leaving the base land on the start square of its colour?
fact-aero-exit-start-square-a = Yes: the plane comes out onto its side’s start square.
fact-aero-exit-start-square-explain = From there it goes once round the track clockwise before turning into its lane.

fact-aero-exit-no-steps-q = When a plane comes out on a six, does it also move six squares?
fact-aero-exit-no-steps-a = No: coming out uses the whole six; the plane stops on its start square.
fact-aero-exit-no-steps-explain = The six is not shared between leaving and advancing; the extra roll is what moves it again.

fact-aero-exit-no-capture-q = Does a plane coming out capture an opponent standing on its start square?
fact-aero-exit-no-capture-a = No: start squares are safe, nobody is captured there.
fact-aero-exit-no-capture-explain = The two planes simply share the square, as on any safe square.

fact-aero-no-split-q = Can one roll be split between two planes, say a five as three plus two?
fact-aero-no-split-a = No: one roll moves one plane by its whole value.
fact-aero-no-split-explain = You pick a plane that can make every step of the roll; the number is never divided.

fact-aero-whole-roll-q = Must the chosen plane use the whole number rolled?
fact-aero-whole-roll-a = Yes: the plane moves exactly the number rolled, no fewer and no more squares.
fact-aero-whole-roll-explain = You cannot stop halfway; if no plane can make the full count, the turn passes.

fact-aero-two-moves-turn-q = Can I move twice in the same turn?
fact-aero-two-moves-turn-a = Yes: you move again after an extra roll, which a six, a capture or an arrival at the centre gives.
fact-aero-two-moves-turn-explain = Each roll moves one plane; without an extra roll, the turn goes to the opponent.

fact-aero-must-move-q = May I decline to move when a plane can use the roll?
fact-aero-must-move-a = No: if some plane can use the roll, one of them must move.
fact-aero-must-move-explain = The turn passes without a move only when no plane can use the number rolled.

fact-aero-exact-goal-q = Can a plane reach the centre with a roll larger than the distance left?
fact-aero-exact-goal-a = No: reaching the centre takes the exact count.
fact-aero-exact-goal-explain = If the roll is too big, that plane stays put; another plane moves if it can, otherwise the turn passes.

fact-aero-no-bounce-q = If the roll overshoots the centre, does the plane bounce back the extra squares?
fact-aero-no-bounce-a = No: there is no bounce; a plane that would overshoot does not move.
fact-aero-no-bounce-explain = Bouncing back is a rule of other variants; here only the exact count reaches the centre.

fact-aero-goal-stays-q = Can a plane that has reached the centre move again?
fact-aero-goal-stays-a = No: a plane at the centre stays there for the rest of the game.
fact-aero-goal-stays-explain = Later rolls go only to planes in base, on the track or in a lane.

fact-aero-four-home-wins-q = Does the first side to bring all four planes to the centre win?
fact-aero-four-home-wins-a = Yes: as soon as its four planes are at the centre, that side wins.
fact-aero-four-home-wins-explain = The game ends the moment the fourth plane arrives; nothing else counts.

fact-aero-captures-no-score-q = Do captures score points?
fact-aero-captures-no-score-a = No: there is no score at all; only getting the four planes home decides.
fact-aero-captures-no-score-explain = A capture sets the opponent back and earns an extra roll, but it is not counted.

fact-aero-own-share-q = Can two of my planes stand on the same square?
fact-aero-own-share-a = Yes: planes of one side share a square freely.
fact-aero-own-share-explain = Landing on your own plane is allowed and sends nobody back to base.

fact-aero-own-no-capture-q = If I land on one of my own planes, is it sent back to base?
fact-aero-own-no-capture-a = No: you never capture your own planes.
fact-aero-own-no-capture-explain = Both planes stay together; only an opponent’s landing can capture.

fact-aero-capture-land-q = Does ending a move on an opponent’s plane, off the safe squares, send it back to base?
fact-aero-capture-land-a = Yes: the opponent’s plane that is hit goes back to its base.
fact-aero-capture-land-explain = Captures happen only on the shared track, on a square that is neither a start square nor a star.

fact-aero-capture-all-q = If several opponent planes stand on the square I land on, do they all go back to base?
fact-aero-capture-all-a = Yes: every opponent plane on that square returns to base.
fact-aero-capture-all-explain = On an unsafe track square an exact landing sends back each of them; they will need a six to come out again.

fact-aero-pass-over-q = Does passing over an opponent’s plane capture it?
fact-aero-pass-over-a = No: only the square where the move ends counts.
fact-aero-pass-over-explain = Planes passed on the way are not at risk.

fact-aero-no-block-q = Do two opponent planes on one square form a block?
fact-aero-no-block-a = No: no group of planes blocks the way.
fact-aero-no-block-explain = You may pass over any planes; blocks belong to other variants.

fact-aero-lane-safe-q = Can a plane be captured in its home lane?
fact-aero-lane-safe-a = No: there are no captures in the lanes.
fact-aero-lane-safe-explain = Only planes of the lane’s colour enter it, and they head for the centre.

fact-aero-lane-own-q = Can an opponent’s plane enter my home lane?
fact-aero-lane-own-a = No: each plane turns only into the lane of its own colour.
fact-aero-lane-own-explain = At another colour’s lane, a plane carries on along the track.

fact-aero-lane-forward-q = Can a plane move backwards in its lane?
fact-aero-lane-forward-a = No: in its lane a plane moves only towards the centre.
fact-aero-lane-forward-explain = A plane never goes back, neither on the track nor in its lane.

fact-aero-safe-protects-q = Can a plane on a safe square be captured?
fact-aero-safe-protects-a = No: a plane on a safe square is never sent back to base.
fact-aero-safe-protects-explain = The safe squares are the four start squares and the four stars; even an exact landing by the opponent takes nothing there.

fact-aero-start-safe-q = Are the start squares safe squares?
fact-aero-start-safe-a = Yes: the four start squares protect the planes on them.
fact-aero-start-safe-explain = With the four stars they make the eight squares where no capture happens.

fact-aero-star-safe-q = Do the star squares protect planes?
fact-aero-star-safe-a = Yes: the four stars are safe squares.
fact-aero-star-safe-explain = A plane on a star cannot be sent back to base, even by an exact landing.

fact-aero-share-safe-q = Can an opponent’s plane land on a safe square where my plane already stands?
fact-aero-share-safe-a = Yes: it lands there and both planes stay on the square.
fact-aero-share-safe-explain = A safe square is not closed to the opponent; it only prevents captures.

fact-aero-captured-needs-six-q = Does a plane sent back to base need a six again to come out?
fact-aero-captured-needs-six-a = Yes: a captured plane starts from its base again and leaves only on a six.
fact-aero-captured-needs-six-explain = A capture wipes out the whole distance covered; the plane starts over.

fact-aero-six-extra-q = Does rolling a six give another roll?
fact-aero-six-extra-a = Yes: after a six is played, you roll again.
fact-aero-six-extra-explain = A capture or an arrival at the centre also gives an extra roll, but a six that cannot be played does not.

fact-aero-capture-extra-q = Does capturing an opponent’s plane give another roll?
fact-aero-capture-extra-a = Yes: a capture earns an extra roll.
fact-aero-capture-extra-explain = The new roll still needs a legal move, or the turn ends there.

fact-aero-goal-extra-q = Does bringing a plane to the centre give an extra roll?
fact-aero-goal-extra-a = Yes: an arrival at the centre gives an extra roll, like a six or a capture.
fact-aero-goal-extra-explain = If the new number suits no plane, the turn ends.

fact-aero-plain-roll-ends-q = After a three with no capture and no arrival, does the player roll again?
fact-aero-plain-roll-ends-a = No: without a six, a capture or an arrival, the turn goes to the opponent.
fact-aero-plain-roll-ends-explain = Only those three reasons give another roll.

fact-aero-one-extra-q = Does a six that also captures give two extra rolls?
fact-aero-one-extra-a = No: one move gives at most one extra roll.
fact-aero-one-extra-explain = The reasons do not add up: a six with a capture (or an arrival) earns a single new roll.

fact-aero-no-move-passes-q = If no plane can use the roll, does the turn pass at once?
fact-aero-no-move-passes-a = Yes: with no possible move, the turn goes to the opponent.
fact-aero-no-move-passes-explain = This happens, for instance, when every plane is in base and the die did not show six.

fact-aero-unusable-six-q = Does a six that no plane can play still give an extra roll?
fact-aero-unusable-six-a = No: an unusable six passes the turn, with no extra roll.
fact-aero-unusable-six-explain = The extra roll rewards a six that is played; without a legal move the turn ends at once.

fact-aero-third-six-q = Is the third six in a row in one turn cancelled?
fact-aero-third-six-a = Yes: the third six in a row is cancelled, nothing moves and the turn passes.
fact-aero-third-six-explain = Moves made with the first two sixes stand; only the third roll is lost.

fact-aero-third-six-keeps-q = Does the third six undo the moves made with the first two?
fact-aero-third-six-keeps-a = No: the planes keep the squares they reached with the first two sixes.
fact-aero-third-six-keeps-explain = Only the third six is lost, and the turn goes to the opponent.

fact-aero-sixes-reset-q = Does the count of sixes in a row start again after another number?
fact-aero-sixes-reset-a = Yes: any other number, or the end of the turn, resets the count.
fact-aero-sixes-reset-explain = Only the third of three sixes in a row within one turn is cancelled.

fact-aero-red-starts-q = Which side rolls the die first?
fact-aero-red-starts-a = Red rolls first, in every mode of play.
fact-aero-red-starts-explain = So if you choose Yellow against the AI, the computer opens the game.

fact-aero-yellow-vs-ai-q = If I take Yellow against the AI, does the computer start?
fact-aero-yellow-vs-ai-a = Yes: the computer then plays Red, and Red always rolls first.
fact-aero-yellow-vs-ai-explain = Against the AI you may choose your colour, but the order of play stays the same.

fact-aero-clockwise-q = Do planes go round the track clockwise?
fact-aero-clockwise-a = Yes: the track is travelled clockwise.
fact-aero-clockwise-explain = Each plane leaves from its start square, goes once round and then turns into its lane.

fact-aero-home-entry-q = Does a plane go round the track again instead of entering its lane?
fact-aero-home-entry-a = No: after one lap the plane turns into its own lane.
fact-aero-home-entry-explain = It never goes past the entrance of its lane: the remaining steps are counted in the lane, towards the centre.

fact-aero-no-colour-jump-q = Does a plane that stops on a square of its colour jump to the next square of that colour?
fact-aero-no-colour-jump-a = No: square colours do nothing; the plane stays where the die took it.
fact-aero-no-colour-jump-explain = Colour jumps come from other boards; in this edition only the number rolled counts.

fact-aero-colour-four-steps-q = My plane moves three squares onto a square of my colour: may it go four more?
fact-aero-colour-four-steps-a = No: a square of your colour adds no steps.
fact-aero-colour-four-steps-explain = The plane stops where the die took it; starting from the wrong rule spoils every route or risk estimate.

fact-aero-no-flight-q = Can a plane fly across as a shortcut to the other side of the board?
fact-aero-no-flight-a = No: this edition has no flights across the board.
fact-aero-no-flight-explain = Some shop boards add that shortcut; here a plane follows the track square by square.

fact-aero-same-as-jump-variants-q = Does this edition follow the colour-jump rules?
fact-aero-same-as-jump-variants-a = No: it is a two-sided race with no colour jumps at all.
fact-aero-same-as-jump-variants-explain = Taking the two versions for the same game is the commonest mistake; the guide describes only the red against yellow race.

fact-aero-house-rules-q = Does this game apply every house rule people know?
fact-aero-house-rules-a = No: only this two-sided edition’s rules apply, with no jumps and no flights.
fact-aero-house-rules-explain = Families and other platforms sometimes play otherwise; check the edition before working out a move.

fact-aero-two-sides-q = Do the green and blue planes take part in the game?
fact-aero-two-sides-a = No: only Red and Yellow play, four planes each.
fact-aero-two-sides-explain = The green and blue bases stay empty; their start squares are only safe squares.

fact-aero-four-planes-q = How many planes does each side have?
fact-aero-four-planes-a = Each side has four planes.
fact-aero-four-planes-explain = They all start in base; the side that brings all four to the centre wins.

fact-aero-one-die-q = How many dice are rolled each time?
fact-aero-one-die-a = One die is rolled.
fact-aero-one-die-explain = Its number, from one to six, moves a single plane.

fact-aero-roll-first-q = Can I move a plane before rolling the die?
fact-aero-roll-first-a = No: you roll first, then choose the plane that moves.
fact-aero-roll-first-explain = The move depends entirely on the number rolled.

fact-aero-move-opponent-q = May I move one of my opponent’s planes?
fact-aero-move-opponent-a = No: each player moves only their own planes.
fact-aero-move-opponent-explain = Your roll can only be used by a plane of your colour.

fact-aero-no-reroll-pending-q = Can I roll again before playing the number I got?
fact-aero-no-reroll-pending-a = No: a pending number must be played first.
fact-aero-no-reroll-pending-explain = Online, the value of the die cannot be changed either.

fact-aero-draw-agreement-q = Can a game end in a draw?
fact-aero-draw-agreement-a = Yes: a draw exists, but only if both players agree to it.
fact-aero-draw-agreement-explain = No rule of play produces a draw; online, an agreed draw is recorded as such.

fact-aero-resign-q = Can I resign a game?
fact-aero-resign-a = Yes: a player may resign at any time.
fact-aero-resign-explain = Against the AI or two on one device, you may also start a new game.

fact-aero-extra-roll-any-plane-q = Must the extra roll be used by the same plane?
fact-aero-extra-roll-any-plane-a = No: the new roll may move any of your planes, or bring one out on a six.
fact-aero-extra-roll-any-plane-explain = Each roll is played on its own: you pick the plane that will use it, whichever plane earned the bonus.

fact-aero-pass-allowed-q = Can a plane move past other planes on its way?
fact-aero-pass-allowed-a = Yes: planes never bar the way; a plane simply goes past the others.
fact-aero-pass-allowed-explain = Only the square where the move stops matters: passing a plane neither captures it nor is stopped by it.

fact-aero-track-squares-q = How many squares does the ring round the board have?
fact-aero-track-squares-a = The ring has 52 squares, travelled clockwise.
fact-aero-track-squares-explain = Four of them are start squares and four are stars, the eight safe squares; each colour then has five squares of its own lane.
