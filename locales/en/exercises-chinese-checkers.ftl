# Chinese checkers: catalogue exercise texts.
## Each exercise: its title, then each question (`qN`) with its own hint (`qN-hint`, when it has one) and explanation (`qN-explain`, shown right after that question), then the exercise's `explain` (shown after its last question) and `hint`.

ex-chinese-checkers-supports-stay-title = Five points on row i
ex-chinese-checkers-supports-stay-q1 = Five neighbouring points on row i: your piece on i9 (A), a blue piece on i11 (B), i13 empty (C), your piece on i15 (D), i17 empty (E). Is the chain i9-i13-i17 legal?
ex-chinese-checkers-supports-stay-q1-explain = Each jump has what it needs: i9 passes over i11 onto the free i13, then over i15 onto the free i17. The colour of a pivot does not matter.
ex-chinese-checkers-supports-stay-q2 = After i9-i13-i17, which pieces have been removed from the board?
ex-chinese-checkers-supports-stay-q2-hint = Follow the chain jump by jump and watch what becomes of each pivot.
ex-chinese-checkers-supports-stay-q2-explain = Chinese checkers has no captures: i11 and i15 stay where they are after the chain.
ex-chinese-checkers-supports-stay-explain = A jump uses a neighbouring piece of either colour and a free point right behind it, and takes nothing: pivots stay on the board for both players to use again.
ex-chinese-checkers-supports-stay-hint = Check each segment: start, pivot, free landing. Then remember that Chinese checkers has no captures.

ex-chinese-checkers-jump-anatomy-title = Start, pivot and landing
ex-chinese-checkers-jump-anatomy-q1 = Red to move. Is the jump d12-f14 legal?
ex-chinese-checkers-jump-anatomy-q1-explain = d12-f14 starts on d12, passes over the blue piece on e13 and lands on the free point f14.
ex-chinese-checkers-jump-anatomy-q2 = Is the jump d12-f10 legal?
ex-chinese-checkers-jump-anatomy-q2-explain = d12-f10 passes over your own piece on e11 and lands on the free point f10: your own pieces serve as pivots too.
ex-chinese-checkers-jump-anatomy-q3 = Is the jump d12-d16 legal?
ex-chinese-checkers-jump-anatomy-q3-explain = d12-d16 has its pivot on d14, but the landing d16 holds a blue piece: a jump needs an empty point behind its pivot.
ex-chinese-checkers-jump-anatomy-explain = Three points make a jump: the start, a neighbouring pivot of either colour, and an empty landing straight behind it. Check all three every time.
ex-chinese-checkers-jump-anatomy-hint = For each jump name three points: where it starts, the piece it passes over, and the point behind it, which must be empty.

ex-chinese-checkers-chain-change-direction-title = Turning in the middle of a chain
ex-chinese-checkers-chain-change-direction-q1 = Is d10-f12-f16 (first over e11, then along row f over f14) a legal move?
ex-chinese-checkers-chain-change-direction-q1-explain = d10 jumps over e11 to f12, then turns and jumps along row f over f14 to f16: each jump of a chain may follow another of the six lines.
ex-chinese-checkers-chain-change-direction-q2 = Which points can the piece on d10 reach in one move?
ex-chinese-checkers-chain-change-direction-q2-hint = List the steps to empty neighbours first, then every landing of every jump.
ex-chinese-checkers-chain-change-direction-q2-explain = Three steps lead to the empty neighbours c11, d12 and e9. The only jump, over e11, lands on f12, and the chain may stop there or turn along row f to f16.
ex-chinese-checkers-chain-change-direction-explain = Each jump of a chain follows one of the six lines, and the next jump may choose another. When listing destinations, count every landing of every chain, not only its last point.
ex-chinese-checkers-chain-change-direction-hint = Look again at the landing f12: which neighbours of f12 are occupied, and is the point behind them free?

ex-chinese-checkers-no-duty-to-continue-title = Stopping a chain early
ex-chinese-checkers-no-duty-to-continue-q1 = From f12 a further jump over g13 to h14 exists. Is d10-f12 a legal move anyway?
ex-chinese-checkers-no-duty-to-continue-q1-explain = A chain may end after any jump: d10 jumps over e11 to f12 and may stop there, even though a further jump exists.
ex-chinese-checkers-no-duty-to-continue-q2 = Which points can the piece on d10 reach in one move?
ex-chinese-checkers-no-duty-to-continue-q2-hint = Steps first, then the jumps: every landing of a chain can be where the move ends.
ex-chinese-checkers-no-duty-to-continue-q2-explain = The steps reach c11, d12 and e9; the jump over e11 lands on f12, and the chain may go on over g13 to h14. Both landings are possible ends.
ex-chinese-checkers-no-duty-to-continue-explain = A player chooses where a chain ends; forcing it to use every available jump is a house rule this edition does not play.
ex-chinese-checkers-no-duty-to-continue-hint = Nothing obliges a player to keep jumping.

ex-chinese-checkers-jump-opponent-piece-title = Jumping over an opponent
ex-chinese-checkers-jump-opponent-piece-q1 = Red to move. Is f14-h16, over the blue piece on g15, legal?
ex-chinese-checkers-jump-opponent-piece-q1-explain = The blue piece on g15 touches f14, and h16 right behind it is free: a pivot of the other colour serves as well as your own.
ex-chinese-checkers-jump-opponent-piece-q2 = After f14-h16, which pieces have been removed?
ex-chinese-checkers-jump-opponent-piece-q2-explain = Jumping never removes a piece: the blue piece stays on g15. Chinese checkers is a race, not a game of captures.
ex-chinese-checkers-jump-opponent-piece-explain = Any neighbouring piece can be a pivot, whatever its colour, and it is never taken: the opponent's pieces help your jumps as much as your own.
ex-chinese-checkers-jump-opponent-piece-hint = The colour of the pivot does not matter, and a jump never removes it.

ex-chinese-checkers-pivots-serve-both-title = A pivot for both sides
ex-chinese-checkers-pivots-serve-both-q1 = Red plays e13-g15 over the blue piece on f14, then blue plays h14-f16 over the red piece now on g15. Which pieces have left the board?
ex-chinese-checkers-pivots-serve-both-q1-hint = Replay the two moves one after the other and follow every piece that is jumped over.
ex-chinese-checkers-pivots-serve-both-q1-explain = Both jumps leave their pivots in place: f14 stays, and the red piece that arrived on g15 stays too, just in time to carry blue's jump.
ex-chinese-checkers-pivots-serve-both-q2 = After these two moves, who is to move?
ex-chinese-checkers-pivots-serve-both-q2-hint = How many moves has each side made?
ex-chinese-checkers-pivots-serve-both-q2-explain = Turns simply alternate: red moved, then blue, so it is red's move again.
ex-chinese-checkers-pivots-serve-both-explain = The network of pieces belongs to nobody: a piece you move can become a pivot for your opponent on the very next move.
ex-chinese-checkers-pivots-serve-both-hint = Replay the two moves without taking anything off the board.

ex-chinese-checkers-leave-target-camp-title = A piece on n12, in blue's camp
ex-chinese-checkers-leave-target-camp-q1 = Your piece on n12 already stands in blue's camp. May it step back out to m11?
ex-chinese-checkers-leave-target-camp-q1-explain = This edition never locks a piece inside the target camp: a step from n12 to the free m11 is as legal as any other step.
ex-chinese-checkers-leave-target-camp-q2 = Which points can the piece on n12 reach in one move?
ex-chinese-checkers-leave-target-camp-q2-explain = Four steps reach m11, n10, n14 and o11; the jump over o13 lands on p14, deeper in the camp, and the jump over m13 lands on l14, outside it.
ex-chinese-checkers-leave-target-camp-explain = Pieces may leave the target camp and come back: stepping out can clear a route for a latecomer, at the price of a delay before all ten stand inside together.
ex-chinese-checkers-leave-target-camp-hint = List the steps and the jumps as usual; the camp border changes nothing.

ex-chinese-checkers-opponent-blocks-win-title = A blue piece on n10
ex-chinese-checkers-opponent-blocks-win-q1 = Nine red pieces stand in blue's camp, the tenth waits on m11, and a blue piece still sits on n10. What is the status of the game?
ex-chinese-checkers-opponent-blocks-win-q1-explain = Ten red pieces must fill the ten points of the camp at once, and the blue piece on n10 holds one of them: the game goes on.
ex-chinese-checkers-opponent-blocks-win-q2 = Blue steps n10-m9, then red plays m11-n10. What is the status now?
ex-chinese-checkers-opponent-blocks-win-q2-explain = Blue moved that piece out of its own accord, n10 is free, and m11-n10 brings the tenth red piece in: red fills the camp and wins.
ex-chinese-checkers-opponent-blocks-win-explain = An opponent's piece in your target camp can be neither taken nor pushed out; only its owner can move it, and until then the win waits.
ex-chinese-checkers-opponent-blocks-win-hint = Winning means your ten pieces on the ten points of the camp at the same time.

ex-chinese-checkers-nine-do-not-win-title = Nine pieces in blue's camp
ex-chinese-checkers-nine-do-not-win-q1 = Nine red pieces fill blue's camp except n12; the tenth is on k13. What is the status of the game?
ex-chinese-checkers-nine-do-not-win-q1-explain = Nine pieces in the camp are not enough: only all ten together win, so the game goes on.
ex-chinese-checkers-nine-do-not-win-q2 = With every other piece fixed, in how many moves can the piece on k13 reach n12?
ex-chinese-checkers-nine-do-not-win-q2-explain = The shortest way takes three moves, for example k13-l12, l12-m11 and m11-n12: here each move is a single step.
ex-chinese-checkers-nine-do-not-win-explain = Check the camp point by point: the game is won only when all ten pieces stand inside at once, and a straggler can cost several moves.
ex-chinese-checkers-nine-do-not-win-hint = Count pieces in the camp, then look for steps and jumps towards the empty point.

ex-chinese-checkers-network-intact-title = A network of three pivots
ex-chinese-checkers-network-intact-q1 = Your pieces on e13, g15 and i17 form a ladder. In how many moves can the piece on d12 reach j18?
ex-chinese-checkers-network-intact-q1-explain = One move is enough: the three pivots e13, g15 and i17 each have a free point behind them, so a single chain carries the piece from d12 to j18.
ex-chinese-checkers-network-intact-q2 = Is the chain d12-f14-h16-j18 legal?
ex-chinese-checkers-network-intact-q2-explain = Each segment checks out: over e13 to f14, over g15 to h16, over i17 to j18, every landing free and on the same line as its pivot.
ex-chinese-checkers-network-intact-explain = Well-spaced pivots, each with a free point beyond it, turn a long trip into one move: such a ladder is worth building for the pieces that follow.
ex-chinese-checkers-network-intact-hint = Each pivot sits between two free points on the same line.

ex-chinese-checkers-network-pivot-moved-title = One pivot leaves the network
ex-chinese-checkers-network-pivot-moved-q1 = The middle pivot has stepped from g15 to g17. In how many moves can the piece on d12 now reach j18?
ex-chinese-checkers-network-pivot-moved-q1-hint = g15 is empty now: look for another pivot that leads to j18, and count the moves needed to get there.
ex-chinese-checkers-network-pivot-moved-q1-explain = With the pivot now on g17, the shortest route takes four moves, for example d12-f14, a step to f16, another to f18, then a chain over g17 and i17 to j18.
ex-chinese-checkers-network-pivot-moved-q2 = Is the chain d12-f14-h16-j18 still legal?
ex-chinese-checkers-network-pivot-moved-q2-hint = Check each segment of the chain: is there a piece in the middle of each jump?
ex-chinese-checkers-network-pivot-moved-q2-explain = The jump f14-h16 needs a piece on g15, and g15 is empty now: the chain breaks at its second segment.
ex-chinese-checkers-network-pivot-moved-explain = Moving one pivot cost this piece three extra moves. Before you move a piece, check which routes of your other pieces pass over it.
ex-chinese-checkers-network-pivot-moved-hint = Before moving a pivot, ask which of your other pieces were using it.

ex-chinese-checkers-last-three-arrivals-title = Deep points first
ex-chinese-checkers-last-three-arrivals-q1 = p14 was filled before q13. With every other piece fixed, in how many moves can the piece on m13 reach q13?
ex-chinese-checkers-last-three-arrivals-q1-explain = Every point from which q13 can be entered, by a step or by a jump, already holds a red piece; with those fixed, the piece on m13 can never get there.
ex-chinese-checkers-last-three-arrivals-q2 = In how many moves can the piece on p14 reach q13?
ex-chinese-checkers-last-three-arrivals-q2-explain = p14 touches q13, which is free: a single step takes the piece in, and p14 is free afterwards.
ex-chinese-checkers-last-three-arrivals-q3 = In how many moves can the piece on m13 reach o13?
ex-chinese-checkers-last-three-arrivals-q3-hint = Is o13 next to m13? If not, look for a jump that lands on o13, and for where it would start.
ex-chinese-checkers-last-three-arrivals-q3-explain = o13 is free but not next to m13. A step to m11 puts the piece in line with n12, and the jump over n12 lands on o13: two moves.
ex-chinese-checkers-last-three-arrivals-explain = Fill the deepest points first: once the ways into q13 are taken, the last piece can no longer enter, while points near the camp's border stay easy to reach.
ex-chinese-checkers-last-three-arrivals-hint = Which points lead into q13, and who stands on them?

ex-chinese-checkers-spot-illegal-paths-title = Seven paths to check
ex-chinese-checkers-spot-illegal-paths-q1 = Red to move. Is i13-i17 legal?
ex-chinese-checkers-spot-illegal-paths-q1-explain = i13-i17 covers two points along row i, so it could only be a jump, and a jump needs a piece on i15 to pass over: i15 is empty.
ex-chinese-checkers-spot-illegal-paths-q2 = Is i13-l16 (passing over both j14 and k15) legal?
ex-chinese-checkers-spot-illegal-paths-q2-explain = From i13 to l16 the piece would pass over j14 and k15 in one go: a jump clears exactly one piece and lands on the point right behind it.
ex-chinese-checkers-spot-illegal-paths-q3 = Is i13-k15 legal?
ex-chinese-checkers-spot-illegal-paths-q3-explain = i13-k15 would jump over j14, but k15 behind it holds a blue piece: the landing of a jump must be empty.
ex-chinese-checkers-spot-illegal-paths-q4 = Is j14-j12 legal?
ex-chinese-checkers-spot-illegal-paths-q4-explain = j14 holds a blue piece, and red is to move: a player moves only pieces of their own colour.
ex-chinese-checkers-spot-illegal-paths-q5 = Is i13-h12-g11 legal?
ex-chinese-checkers-spot-illegal-paths-q5-explain = i13-h12 is a step to a neighbour, and a step is the whole move: the path cannot go on to g11 after it.
ex-chinese-checkers-spot-illegal-paths-q6 = Is i13-k13, which would go round j14 instead of straight over it, legal?
ex-chinese-checkers-spot-illegal-paths-q6-explain = The way from i13 to k13 follows none of the six lines: a jump crosses its pivot in a straight line and never bends round it.
ex-chinese-checkers-spot-illegal-paths-q7 = Is i13-i3 legal?
ex-chinese-checkers-spot-illegal-paths-q7-explain = i3 is not a point of the star: row i runs from column 5 to column 21.
ex-chinese-checkers-spot-illegal-paths-explain = Seven paths, seven faults. A legal move is one step to a free neighbour, or jumps that each pass over exactly one adjacent piece, in a straight line, to the free point behind it, made with your own piece and on the board.
ex-chinese-checkers-spot-illegal-paths-hint = Every segment must be either one step to a free neighbour or one jump over one adjacent piece to the free point right behind it.

ex-chinese-checkers-pass-is-no-defeat-title = A piece surrounded on a13
ex-chinese-checkers-pass-is-no-defeat-q1 = Your only piece on a13 is surrounded. Which moves do you have?
ex-chinese-checkers-pass-is-no-defeat-q1-explain = Both neighbours of a13, b12 and b14, are taken, and so are c11 and c15 behind them: no step and no jump exist, so the only move is pass.
ex-chinese-checkers-pass-is-no-defeat-q2 = After you pass, who is to move?
ex-chinese-checkers-pass-is-no-defeat-q2-hint = Does a pass cost the game, or only the turn?
ex-chinese-checkers-pass-is-no-defeat-q2-explain = A pass is a move like any other: it hands the turn over, and blue plays next. Being blocked is not a defeat.
ex-chinese-checkers-pass-is-no-defeat-explain = This edition knows no defeat by blocking: a side without a legal move passes, and only ten pieces in the opposite camp win.
ex-chinese-checkers-pass-is-no-defeat-hint = Try every step and every jump from a13.
