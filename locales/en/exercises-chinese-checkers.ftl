# Chinese checkers: catalogue exercise texts.

ex-chinese-checkers-supports-stay-title = The pivots do not disappear
ex-chinese-checkers-supports-stay-q1 = Five neighbouring points on row i: your piece on i9 (A), a blue piece on i11 (B), i13 empty (C), your piece on i15 (D), i17 empty (E). Is the chain i9-i13-i17 legal?
ex-chinese-checkers-supports-stay-q2 = After i9-i13-i17, which pieces have been removed from the board?
ex-chinese-checkers-supports-stay-explain = The chain is legal: i9 jumps over i11 to i13, then over i15 to i17. Each jump needs a neighbouring piece, of either colour, and a free point right behind it. No piece leaves the board: i11 and i15 stay where they are, and both players may use them as pivots later.
ex-chinese-checkers-supports-stay-hint = Check each segment: start, pivot, free landing. Then remember that Chinese checkers has no captures.
ex-chinese-checkers-supports-stay-q2-hint = Follow the chain jump by jump and watch what becomes of each pivot.

ex-chinese-checkers-jump-anatomy-title = Start, pivot and landing
ex-chinese-checkers-jump-anatomy-q1 = Red to move. Is the jump d12-f14 legal?
ex-chinese-checkers-jump-anatomy-q2 = Is the jump d12-f10 legal?
ex-chinese-checkers-jump-anatomy-q3 = Is the jump d12-d16 legal?
ex-chinese-checkers-jump-anatomy-explain = d12-f14 starts on d12, uses the blue piece on e13 as pivot and lands on the free f14. d12-f10 uses your own piece on e11 and lands on the free f10. d12-d16 has a pivot on d14, but its landing d16 is taken by a blue piece, so that jump is impossible.
ex-chinese-checkers-jump-anatomy-hint = For each jump name three points: where it starts, the piece it passes over, and the point behind it, which must be empty.

ex-chinese-checkers-chain-change-direction-title = Turning in the middle of a chain
ex-chinese-checkers-chain-change-direction-q1 = Is d10-f12-f16 (first over e11, then along row f over f14) a legal move?
ex-chinese-checkers-chain-change-direction-q2 = Which points can the piece on d10 reach in one move?
ex-chinese-checkers-chain-change-direction-explain = A chain does not have to keep one direction: each jump follows one of the six lines, and the next one may take another. From d10 the piece steps to c11, d12 or e9, or jumps to f12 and may go on to f16.
ex-chinese-checkers-chain-change-direction-hint = Look again at the landing f12: which neighbours of f12 are occupied, and is the point behind them free?

ex-chinese-checkers-no-duty-to-continue-title = Stopping a chain early
ex-chinese-checkers-no-duty-to-continue-q1 = From f12 a further jump over g13 to h14 exists. Is d10-f12 a legal move anyway?
ex-chinese-checkers-no-duty-to-continue-q2 = Which points can the piece on d10 reach in one move?
ex-chinese-checkers-no-duty-to-continue-explain = In this edition a chain may end on any legal landing; nobody has to use every available jump. So f12 and h14 are both possible ends, together with the three steps c11, d12 and e9. Forcing the chain to go on is a house rule that is not played here.
ex-chinese-checkers-no-duty-to-continue-hint = Nothing obliges a player to keep jumping.

ex-chinese-checkers-jump-opponent-piece-title = Jumping over an opponent
ex-chinese-checkers-jump-opponent-piece-q1 = Red to move. Is f14-h16, over the blue piece on g15, legal?
ex-chinese-checkers-jump-opponent-piece-q2 = After f14-h16, which pieces have been removed?
ex-chinese-checkers-jump-opponent-piece-explain = An opposing piece is a pivot like any other: it is next to f14 and h16 behind it is free, so the jump is legal. The blue piece stays on g15; this is not draughts and nothing is taken.
ex-chinese-checkers-jump-opponent-piece-hint = The colour of the pivot does not matter, and a jump never removes it.

ex-chinese-checkers-pivots-serve-both-title = A pivot for both sides
ex-chinese-checkers-pivots-serve-both-q1 = Red plays e13-g15 over the blue piece on f14, then blue plays h14-f16 over the red piece now on g15. Which pieces have left the board?
ex-chinese-checkers-pivots-serve-both-q2 = After these two moves, who is to move?
ex-chinese-checkers-pivots-serve-both-explain = No piece is removed: f14 stays, and red's piece arriving on g15 at once becomes a pivot that blue uses. The network of pieces belongs to nobody. After one move each, red is to move again.
ex-chinese-checkers-pivots-serve-both-hint = Replay the two moves without taking anything off the board.
ex-chinese-checkers-pivots-serve-both-q1-hint = Replay the two moves one after the other and follow every piece that is jumped over.

ex-chinese-checkers-leave-target-camp-title = Leaving the target camp
ex-chinese-checkers-leave-target-camp-q1 = Your piece on n12 already stands in blue's camp. May it step back out to m11?
ex-chinese-checkers-leave-target-camp-q2 = Which points can the piece on n12 reach in one move?
ex-chinese-checkers-leave-target-camp-explain = Yes. This edition never locks a piece inside the target camp. From n12 the piece may step to m11, n10, n14 or o11, jump over o13 to p14, or jump over m13 out to l14. Going out can open a route for a latecomer, although it delays the moment when all ten stand inside.
ex-chinese-checkers-leave-target-camp-hint = List the steps and the jumps as usual; the camp border changes nothing.

ex-chinese-checkers-opponent-blocks-win-title = The last point is taken
ex-chinese-checkers-opponent-blocks-win-q1 = Nine red pieces stand in blue's camp, the tenth waits on m11, and a blue piece still sits on n10. What is the status of the game?
ex-chinese-checkers-opponent-blocks-win-q2 = Blue steps n10-m9, then red plays m11-n10. What is the status now?
ex-chinese-checkers-opponent-blocks-win-explain = While the blue piece stays on n10, red cannot have ten pieces in the camp: the game goes on. Red can neither take it nor push it away. Once blue moves it out of its own accord, m11-n10 completes the ten and red wins.
ex-chinese-checkers-opponent-blocks-win-hint = Winning means your ten pieces on the ten points of the camp at the same time.

ex-chinese-checkers-nine-do-not-win-title = Nine are not enough
ex-chinese-checkers-nine-do-not-win-q1 = Nine red pieces fill blue's camp except n12; the tenth is on k13. What is the status of the game?
ex-chinese-checkers-nine-do-not-win-q2 = With every other piece fixed, in how many moves can the piece on k13 reach n12?
ex-chinese-checkers-nine-do-not-win-explain = The game is still going on: only all ten pieces inside the camp win. The straggler needs three moves, for example k13-l12, l12-m11 and m11-n12.
ex-chinese-checkers-nine-do-not-win-hint = Count pieces in the camp, then look for steps and jumps towards the empty point.

ex-chinese-checkers-network-intact-title = A network of three pivots
ex-chinese-checkers-network-intact-q1 = Your pieces on e13, g15 and i17 form a ladder. In how many moves can the piece on d12 reach j18?
ex-chinese-checkers-network-intact-q2 = Is the chain d12-f14-h16-j18 legal?
ex-chinese-checkers-network-intact-explain = One move is enough: d12 jumps over e13 to f14, over g15 to h16, then over i17 to j18. Three well-placed pivots carry a piece a long way in a single turn.
ex-chinese-checkers-network-intact-hint = Each pivot sits between two free points on the same line.

ex-chinese-checkers-network-pivot-moved-title = One pivot leaves the network
ex-chinese-checkers-network-pivot-moved-q1 = The middle pivot has stepped from g15 to g17. In how many moves can the piece on d12 now reach j18?
ex-chinese-checkers-network-pivot-moved-q2 = Is the chain d12-f14-h16-j18 still legal?
ex-chinese-checkers-network-pivot-moved-explain = Moving one pivot costs three moves to this piece: without a piece on g15 the jump from f14 to h16 is gone. The shortest way now takes four moves, for example f14, then the step to f16, then f18, then a chain over g17 and i17 to j18.
ex-chinese-checkers-network-pivot-moved-hint = Before moving a pivot, ask which of your other pieces were using it.

ex-chinese-checkers-last-three-arrivals-title = Deep points first
ex-chinese-checkers-last-three-arrivals-q1 = p14 was filled before q13. With every other piece fixed, in how many moves can the piece on m13 reach q13?
ex-chinese-checkers-last-three-arrivals-q2 = In how many moves can the piece on p14 reach q13?
ex-chinese-checkers-last-three-arrivals-q3 = In how many moves can the piece on m13 reach o13?
ex-chinese-checkers-last-three-arrivals-explain = q13 can only be entered from p12 or p14, or by a jump from o11 or o15, and all four are red: a latecomer can never get there while they stay. The piece on p14 steps into q13 in one move and frees p14; the piece on m13 reaches o13 in two (m13-m11, then a jump over n12). Fill the deepest points first so the last arrivals find room.
ex-chinese-checkers-last-three-arrivals-hint = Which points lead into q13, and who stands on them?

ex-chinese-checkers-spot-illegal-paths-title = Spotting illegal paths
ex-chinese-checkers-spot-illegal-paths-q1 = Red to move. Is i13-i17 legal?
ex-chinese-checkers-spot-illegal-paths-q2 = Is i13-l16 (passing over both j14 and k15) legal?
ex-chinese-checkers-spot-illegal-paths-q3 = Is i13-k15 legal?
ex-chinese-checkers-spot-illegal-paths-q4 = Is j14-j12 legal?
ex-chinese-checkers-spot-illegal-paths-q5 = Is i13-h12-g11 legal?
ex-chinese-checkers-spot-illegal-paths-q6 = Is i13-k13, which would go round j14 instead of straight over it, legal?
ex-chinese-checkers-spot-illegal-paths-q7 = Is i13-i3 legal?
ex-chinese-checkers-spot-illegal-paths-explain = None is legal. i13-i17 moves two points with nothing on i15 to jump over. i13-l16 passes over two pieces at once, which is not a jump. i13-k15 lands on an occupied point. j14 is a blue piece, not yours. i13-h12 is a step, and a step ends the move. i13-k13 follows none of the six lines: a jump does not bend round a piece. And i3 does not exist: row i starts at column 5.
ex-chinese-checkers-spot-illegal-paths-hint = Every segment must be either one step to a free neighbour or one jump over one adjacent piece to the free point right behind it.

ex-chinese-checkers-pass-is-no-defeat-title = Blocked but not beaten
ex-chinese-checkers-pass-is-no-defeat-q1 = Your only piece on a13 is surrounded. Which moves do you have?
ex-chinese-checkers-pass-is-no-defeat-q2 = After you pass, who is to move?
ex-chinese-checkers-pass-is-no-defeat-explain = Both neighbours are taken and both landings behind them are taken too, so no step and no jump exist: the only move is pass. Being stuck is not a loss; blue plays next and the game goes on.
ex-chinese-checkers-pass-is-no-defeat-hint = Try every step and every jump from a13.

## Explanations per question, shown after that question (the exercise's `-explain` comes after its last question).
ex-chinese-checkers-chain-change-direction-q1-explain = d10 jumps over e11 to f12, then turns and jumps along row f over f14 to f16: each jump of a chain may follow another of the six lines.
ex-chinese-checkers-jump-anatomy-q1-explain = d12-f14 starts on d12, passes over the blue piece on e13 and lands on the free point f14.
ex-chinese-checkers-jump-anatomy-q2-explain = d12-f10 passes over your own piece on e11 and lands on the free point f10: your own pieces serve as pivots too.
