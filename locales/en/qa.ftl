## Rule questions: ask, quiz, rules (src/qa, src/render/ask.rs).

# neg-yes / neg-no: a negative question ("Can't…?") whose negation holds / does not hold: English answers the positive.
qa-ask-verdict = { $verdict ->
        [yes] Yes
        [neg-yes] No
        [neg-no] Yes
       *[no] No
    } ({ $game }).
qa-ask-open = Answer ({ $game }):
qa-ask-misconception = That idea comes from another variant: { $name }.
qa-ask-understood = Reference question: { $question }
qa-ask-see-also = Related questions:
qa-ask-not-understood = I did not understand this question: no rule I know answers it for certain.
qa-ask-game-unclear = This question may be about several games ({ $games }): name the game, for instance with --game.
qa-ask-conflict = Closely related rules give different answers to this question, so I would rather not decide.
qa-ask-pick-prompt = Type the number of a question to see its answer (Enter to stop):
qa-ask-no-such-pick = There is no closest question { $n }: choose from 1 to { $count }.
# The rule in another game whose fact gives the same answer.
qa-ask-in-game = { $game }: { $rule }
qa-ask-closest = The closest questions are:
qa-ask-too-long = The question is { $length } { $length ->
        [one] character
       *[other] characters
    } long; ask reads at most { $max }.

qa-misc-colour-jump = jumping from one square of your colour to the next
qa-misc-even-exit = leaving the base on any even number
qa-misc-third-six-undo = a third six that undoes the turn’s moves
qa-misc-bounce-back = a plane bouncing back off the centre
qa-misc-blockade = a block made by two planes
qa-misc-flight = a flight across the board
qa-misc-jump-captures = capturing by jumping, as in draughts
qa-misc-camp-lock = pieces locked in the target camp
qa-misc-must-continue = having to make every possible jump
qa-misc-all-fives = All Fives scoring
qa-misc-draw-ends-turn = drawing that ends the turn
qa-misc-draw-all = drawing the boneyard down to the last tile
qa-misc-double-six-opening = having to open with the double six
qa-misc-spinner = a spinner double with four branches
qa-misc-edge-escape = the king winning on any edge square
qa-misc-weak-king = the king captured between two attackers, like a soldier
qa-misc-self-capture = a piece captured for moving between two enemies itself
qa-misc-shieldwall = shield-wall captures
qa-misc-short-king = a king limited to one square per move
qa-misc-exit-fort = winning with an exit fort

qa-quiz-intro = Rules quiz: { $total } { $total ->
        [one] question
       *[other] questions
    }. Type each answer on its own line.
qa-quiz-question = Question { $n }/{ $total } ({ $game }): { $question }
qa-quiz-form-yes-no = Answer yes or no.
qa-quiz-form-side = Answer with a side: { $first } or { $second }.
qa-quiz-form-number = Answer with a number.
qa-quiz-unreadable = I cannot read “{ $given }” as an answer. { $form }
qa-quiz-unreadable-again = “{ $given }” cannot be read as an answer either, so this question counts as wrong.
qa-quiz-right = Right. { $answer }
qa-quiz-wrong = Wrong. { $answer }
qa-quiz-eof = End of input: the quiz stops here.
qa-quiz-score = Score: { $correct } right out of { $asked } { $asked ->
        [one] question
       *[other] questions
    } answered ({ $total } planned).

qa-rules-heading-rules = Rules of this edition
qa-rules-heading-excluded = What this edition excludes
qa-rules-heading-decisions = Decisions where the guide is silent

qa-game-aeroplane = Aeroplane race
qa-game-chinese-checkers = Chinese checkers
qa-game-dominoes = Dominoes
qa-game-hnefatafl = Hnefatafl
