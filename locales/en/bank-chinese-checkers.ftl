## Rule questions: Chinese checkers, two opposite camps.

bank-cc-jump-opponent-q = Can I jump over an opponent's piece?
bank-cc-jump-opponent-a = Yes: any neighbouring piece can be jumped, whatever its colour.
bank-cc-jump-opponent-explain = An enemy piece works like a friendly one: it must be next to you with an empty point right behind it on the same line. It stays on the board.

bank-cc-chain-turn-q = Must a chain of jumps stay on one straight line?
bank-cc-chain-turn-a = No: each jump may take a new direction.
bank-cc-chain-turn-explain = Every single jump follows one of the six directions, but from each landing point the next jump may turn.

bank-cc-stop-early-q = Must I keep jumping until no jump is left?
bank-cc-stop-early-a = No: you may stop at any legal landing point.
bank-cc-stop-early-explain = Compulsory continuation is a house rule that must be agreed separately; this edition does not use it. Neither length nor the number of pieces jumped gives any priority.

bank-cc-leave-camp-q = Can a piece leave the target camp once inside?
bank-cc-leave-camp-a = Yes: pieces are not locked in after entering.
bank-cc-leave-camp-explain = Stepping back out can free a route for another piece, though it delays filling all ten points at once.

bank-cc-opponent-in-camp-win-q = Can I win while an enemy piece stays in its starting camp?
bank-cc-opponent-in-camp-win-a = No: that camp is your target, and the enemy piece keeps one point from you.
bank-cc-opponent-in-camp-win-explain = Winning needs your ten pieces on the ten points of the opposite camp. A piece of the other side left there prevents it; enemy pieces elsewhere do not matter.

bank-cc-vs-draughts-q = What is the difference with English draughts?
bank-cc-vs-draughts-a = Draughts capture on an 8×8 board with forced captures and promotion; Chinese checkers is a race without captures.
bank-cc-vs-draughts-explain = Here no piece is ever taken, nothing is compulsory and nothing is promoted: you move your ten pieces into the opposite camp.

bank-cc-abcde-q = On five aligned points A, B, C, D, E, can a piece on A jump via C to E, and are B and D captured?
bank-cc-abcde-a = Yes, it can go A–C then C–E; B and D are not captured.
bank-cc-abcde-explain = With A, B, C, D and E in a row, B and D occupied and C and E empty, both jumps are legal. The pieces jumped stay and both sides may use them later.

bank-cc-jump-no-capture-q = Does jumping an opponent's piece remove it?
bank-cc-jump-no-capture-a = No: jumps never capture.
bank-cc-jump-no-capture-explain = A common mistake is to treat a jump like a capture in draughts. The jumped piece stays where it is and remains a stepping stone.

bank-cc-step-ends-q = After a single step, can I take a second step?
bank-cc-step-ends-a = No: a step ends the move.
bank-cc-step-ends-explain = A move is either one step to an empty neighbour or a chain of jumps; steps do not chain and do not mix with jumps.

bank-cc-step-instead-jump-q = May I make a simple step when a jump is available?
bank-cc-step-instead-jump-a = Yes: jumping is never compulsory.
bank-cc-step-instead-jump-explain = This edition lets you choose a step even though a jump exists.

bank-cc-landing-occupied-q = Can I jump if the point behind the piece is occupied?
bank-cc-landing-occupied-a = No: the landing point must be empty.
bank-cc-landing-occupied-explain = An occupied neighbour is not enough: the point right behind it on the same line must be free.

bank-cc-jump-two-q = Can one jump pass over two pieces in a row?
bank-cc-jump-two-a = No: a jump passes over exactly one adjacent piece.
bank-cc-jump-two-explain = Each jump segment needs one occupied neighbour and an empty point just beyond it; long jumps over several pieces are not part of this edition.

bank-cc-revisit-q = During a chain of jumps, can a piece come back to a point it already visited?
bank-cc-revisit-a = No: no point may be visited twice in the same move.
bank-cc-revisit-explain = The starting point counts as visited too. On a later turn the piece may return there.

bank-cc-side-triangles-q = Can pieces move into the side triangles?
bank-cc-side-triangles-a = Yes: the four other triangles are ordinary points.
bank-cc-side-triangles-explain = With only two camps in play, the side triangles belong to nobody and anyone may step or jump through them.

bank-cc-ten-needed-q = Is it enough to bring one piece, or nine, into the opposite camp?
bank-cc-ten-needed-a = No: all ten pieces must stand in the camp at the same time.
bank-cc-ten-needed-explain = A fast lone runner or nine arrived pieces do not win; plan the order of entry so the last pieces still find room.

bank-cc-blocked-pass-q = Does a player who has no legal move lose?
bank-cc-blocked-pass-a = No: that player passes.
bank-cc-blocked-pass-explain = The edition declares no extra defeat for a block: only ten pieces in the opposite camp win, and a side without a move simply passes.

bank-cc-move-opponent-q = Can I move or remove an enemy piece that sits in my target camp?
bank-cc-move-opponent-a = No: you may neither capture it nor move it.
bank-cc-move-opponent-explain = Only its owner can move it; filling the nine other points is not enough while it stays.

bank-cc-red-first-q = Which side moves first?
bank-cc-red-first-a = Red moves first.
bank-cc-red-first-explain = Red starts, then the sides alternate, one move each.
