## Facts of Chinese checkers (two opposite camps): question, answer, explanation.

fact-cc-step-q = Can a piece step to a free neighbouring point?
fact-cc-step-a = Yes: a step moves a piece to one of its neighbouring points, if it is empty.
fact-cc-step-explain = A point has at most six neighbours; the step ends the move.

fact-cc-step-ends-q = After a step, can the same move go on?
fact-cc-step-ends-a = No: a step ends the move; there is no second step.
fact-cc-step-ends-explain = Only jumps can follow one another; a step is a whole move on its own.

fact-cc-step-then-jump-q = Can I take a step and then jump in the same move?
fact-cc-step-then-jump-a = No: a move is either a step or a chain of jumps, never a mix.
fact-cc-step-then-jump-explain = A step ends the move at once; to jump, the move has to start with a jump.

fact-cc-jump-then-step-q = Can a chain of jumps end with a plain step?
fact-cc-jump-then-step-a = No: a chain holds jumps only; it does not end with a step.
fact-cc-jump-then-step-explain = You stop where a jump lands; a step would be a second kind of move in the same turn.

fact-cc-two-steps-q = Can a piece move two points at once without jumping anything?
fact-cc-two-steps-a = No: with no piece to jump, a piece moves one point only.
fact-cc-two-steps-explain = Covering two points is possible only by jumping a neighbouring piece.

fact-cc-jump-empty-q = Can I jump over an empty point?
fact-cc-jump-empty-a = No: a jump needs a piece on the neighbouring point.
fact-cc-jump-empty-explain = The point jumped must be occupied and the point just beyond it free.

fact-cc-jump-adjacent-q = Can a piece jump over a neighbouring piece to land just behind it?
fact-cc-jump-adjacent-a = Yes: a piece jumps a neighbour and lands on the free point right behind it, on the same line.
fact-cc-jump-adjacent-explain = The piece jumped may be of either colour and stays where it is.

fact-cc-jump-opponent-q = Can I jump over an opponent’s piece?
fact-cc-jump-opponent-a = Yes: an opponent’s piece serves as a support just like your own.
fact-cc-jump-opponent-explain = It must be a neighbour, and the next point on the same line must be free; it stays on the board.

fact-cc-jump-own-q = Can I jump over one of my own pieces?
fact-cc-jump-own-a = Yes: your own pieces also serve as supports for jumping.
fact-cc-jump-own-explain = The colour of the support does not matter; only its neighbouring place and the free landing do.

fact-cc-jump-no-capture-q = Does jumping an opponent’s piece take it off the board?
fact-cc-jump-no-capture-a = No: the piece jumped stays on its point.
fact-cc-jump-no-capture-explain = Chinese checkers has no captures; a jumped piece may serve as a support again later.

fact-cc-no-capture-q = Can pieces be captured in Chinese checkers?
fact-cc-no-capture-a = No: there are no captures at all in this game.
fact-cc-no-capture-explain = It is a race to the opposite camp; you hinder the opponent by occupying points, never by removing pieces.

fact-cc-supports-stay-q = Can a jumped piece later serve as a support for the opponent too?
fact-cc-supports-stay-a = Yes: supports stay where they are and help both sides.
fact-cc-supports-stay-explain = Either side may jump over any piece, provided it stands next to that piece and the point just behind it is empty.

fact-cc-jump-far-q = Can I jump over a piece that is not right next to mine?
fact-cc-jump-far-a = No: the piece jumped must be a neighbour of the starting point.
fact-cc-jump-far-explain = Long jumps over empty points belong to other variants.

fact-cc-jump-two-q = Can one jump pass over two pieces in a row?
fact-cc-jump-two-a = No: a jump passes over a single piece.
fact-cc-jump-two-explain = Behind the support the next point must be free; two pieces side by side block the jump.

fact-cc-bent-jump-q = Can a single jump bend to pass between two pieces?
fact-cc-bent-jump-a = No: each jump stays on one of the six lines of the board.
fact-cc-bent-jump-explain = Start, support and landing are in line; only a chain of jumps can change direction.

fact-cc-landing-occupied-q = Can a jump end on an occupied point?
fact-cc-landing-occupied-a = No: every jump must land on a free point.
fact-cc-landing-occupied-explain = An occupied point behind the neighbouring piece makes the jump impossible.

fact-cc-chain-q = Can I chain several jumps in one move?
fact-cc-chain-a = Yes: from where a jump lands, you may jump again.
fact-cc-chain-explain = Each jump of the chain needs its neighbouring support and its free landing.

fact-cc-chain-one-move-q = Does a chain of jumps count as a single move?
fact-cc-chain-one-move-a = Yes: the whole chain is one move, then it is the opponent’s turn.
fact-cc-chain-one-move-explain = The record of the move keeps the whole path, point by point.

fact-cc-chain-turn-q = Must a chain of jumps keep the same direction?
fact-cc-chain-turn-a = No: after each jump, the next one may head another way.
fact-cc-chain-turn-explain = Each jump follows one of the six directions, but the direction may change at every landing.

fact-cc-stop-early-q = Must I keep jumping as long as a jump is possible?
fact-cc-stop-early-a = No: you may stop the chain on any landing.
fact-cc-stop-early-explain = Compulsory continuation is a house rule to be agreed separately; it does not apply here.

fact-cc-revisit-q = Can a chain pass twice through the same point in one move?
fact-cc-revisit-a = No: within one move each point, the start included, is visited once.
fact-cc-revisit-explain = In a later move, though, the piece may come back to that point.

fact-cc-revisit-later-q = Can a piece come back, in a later move, to a point it has already visited?
fact-cc-revisit-later-a = Yes: the ban on revisiting holds only within a single move.
fact-cc-revisit-later-explain = From one turn to the next, any free point that can be reached is allowed.

fact-cc-step-instead-jump-q = Can I take a plain step when a jump is available?
fact-cc-step-instead-jump-a = Yes: a step stays allowed even when a jump exists.
fact-cc-step-instead-jump-explain = Nothing forces you to jump; pick the move that serves your plan best.

fact-cc-must-jump-q = Am I forced to jump when a jump is possible?
fact-cc-must-jump-a = No: jumping is never compulsory.
fact-cc-must-jump-explain = English draughts force captures; Chinese checkers leaves the choice between stepping and jumping.

fact-cc-six-directions-q = Can a piece move in six directions?
fact-cc-six-directions-a = Yes: each point has up to six neighbours, one in each direction.
fact-cc-six-directions-explain = On the star the lines run along three axes, which makes six directions.

fact-cc-backwards-q = Can a piece go backwards, towards its home camp?
fact-cc-backwards-a = Yes: steps and jumps go in every direction.
fact-cc-backwards-explain = Going back can help to build a support or clear a route.

fact-cc-leave-camp-q = Can a piece leave the target camp after entering it?
fact-cc-leave-camp-a = Yes: nothing locks pieces in once they enter the target camp.
fact-cc-leave-camp-explain = Leaving may clear a route, but it delays filling all ten points.

fact-cc-side-triangles-q = Can pieces cross the triangles that belong to no player?
fact-cc-side-triangles-a = Yes: the four other triangles are ordinary points, open to everyone.
fact-cc-side-triangles-explain = You may step, jump and stop there.

fact-cc-win-ten-q = Do I win when my ten pieces fill the opposite camp?
fact-cc-win-ten-a = Yes: you win when your ten pieces hold the ten points of the opposite camp together.
fact-cc-win-ten-explain = The other points of the board may be empty or occupied; it makes no difference.

fact-cc-nine-not-enough-q = Are nine pieces in the target camp enough to win?
fact-cc-nine-not-enough-a = No: all ten pieces must be in the camp at the same time.
fact-cc-nine-not-enough-explain = While one is missing the game goes on; plan the order in which the last pieces enter.

fact-cc-first-arrival-q = Does the first piece to reach the opponent’s camp win?
fact-cc-first-arrival-a = No: a single piece in the camp wins nothing.
fact-cc-first-arrival-explain = A fast pioneer does not replace getting the whole team across.

fact-cc-opponent-in-camp-win-q = Can I win while an opponent’s piece is still in its starting camp?
fact-cc-opponent-in-camp-win-a = No: that camp is your target, and the opponent’s piece takes a place in it.
fact-cc-opponent-in-camp-win-explain = Your ten pieces must hold its ten points; the piece left there prevents it.

fact-cc-opponent-in-camp-move-q = Can I push or capture an opponent’s piece that blocks its camp?
fact-cc-opponent-in-camp-move-a = No: only its owner can move it.
fact-cc-opponent-in-camp-move-explain = You have to wait until it leaves; filling every other point is not enough.

fact-cc-opponent-elsewhere-q = Does an opponent’s piece outside my target camp stop me winning?
fact-cc-opponent-elsewhere-a = No: only opponent pieces still in the target camp stand in the way.
fact-cc-opponent-elsewhere-explain = Elsewhere on the board, the opponent’s pieces do not count.

fact-cc-win-immediate-q = Does the game end as soon as the opponent’s camp is completely filled?
fact-cc-win-immediate-a = Yes: the game stops with the move that completes the camp.
fact-cc-win-immediate-explain = The camp is checked after every move; if your pieces fill it, you have won.

fact-cc-blocked-no-loss-q = Does a player with no legal move lose the game?
fact-cc-blocked-no-loss-a = No: that player simply passes.
fact-cc-blocked-no-loss-explain = This edition has no defeat by blocking; only filling the opposite camp wins.

fact-cc-blocked-pass-q = Does a player who cannot move pass the turn?
fact-cc-blocked-pass-a = Yes: with no legal move you pass, and the opponent moves again.
fact-cc-blocked-pass-explain = Passing is allowed in that case only.

fact-cc-pass-voluntary-q = Can I pass my turn when I have a move?
fact-cc-pass-voluntary-a = No: as long as a move exists, you must play.
fact-cc-pass-voluntary-explain = Passing is kept for a player with no legal move.

fact-cc-move-opponent-q = May I move one of my opponent’s pieces?
fact-cc-move-opponent-a = No: you play your own pieces only.
fact-cc-move-opponent-explain = The opponent’s pieces serve as supports, but only their owner moves them.

fact-cc-off-board-q = Can a piece leave the board?
fact-cc-off-board-a = No: steps and jumps stay on the points of the star.
fact-cc-off-board-explain = A jump that would land off the board is impossible.

fact-cc-no-promotion-q = Does a piece that reaches the far end become a king?
fact-cc-no-promotion-a = No: there is no promotion in Chinese checkers.
fact-cc-no-promotion-explain = Every piece moves the same way from start to finish.

fact-cc-vs-draughts-q = Is Chinese checkers played like English draughts?
fact-cc-vs-draughts-a = No: English draughts captures pieces on an 8 × 8 board; Chinese checkers is a race with no captures.
fact-cc-vs-draughts-explain = Here there is no forced capture and no promotion: you bring your ten pieces to the opposite camp.

fact-cc-abcde-q = On a line A, B, C, D, E, if a piece jumps from A to E through C, are B and D taken?
fact-cc-abcde-a = No: the jumps A–C then C–E leave B and D where they are.
fact-cc-abcde-explain = With B and D occupied and C and E free, both jumps are allowed; the supports remain for both sides.

fact-cc-red-first-q = Which side makes the first move?
fact-cc-red-first-a = Red moves first.
fact-cc-red-first-explain = The guide does not say; the project lets Red start.

fact-cc-red-targets-blue-q = Must Red reach the blue camp, opposite its own?
fact-cc-red-targets-blue-a = Yes: each side heads for the opposite triangle, Red to blue and Blue to red.
fact-cc-red-targets-blue-explain = The two camps face each other at opposite points of the star.

fact-cc-ten-pieces-q = How many pieces does each player have?
fact-cc-ten-pieces-a = Each player has ten pieces.
fact-cc-ten-pieces-explain = At the start they fill the ten points of that player’s camp.

fact-cc-two-camps-q = Can more than two people play this edition?
fact-cc-two-camps-a = No: this edition has just two sides facing each other.
fact-cc-two-camps-explain = Variants for three, four or six players do not apply here.

fact-cc-no-draw-q = Can a game of Chinese checkers end in a draw?
fact-cc-no-draw-a = No: no rule declares a draw.
fact-cc-no-draw-explain = Only filling the opposite camp ends the game.

fact-cc-origin-q = Does Chinese checkers come from xiangqi, Chinese chess?
fact-cc-origin-a = No: the game derives from the German Sternhalma; its name is an American brand from 1928.
fact-cc-origin-explain = It is related neither to xiangqi nor to English draughts.

fact-cc-one-piece-per-move-q = Can I move two of my marbles in the same turn?
fact-cc-one-piece-per-move-a = No: a move is made by one piece only, a single step or a chain of jumps by that piece.
fact-cc-one-piece-per-move-explain = The other pieces keep still until your next turn; they may only serve as supports for the jumps.
