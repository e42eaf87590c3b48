## Rule questions: ask, quiz, rules (src/qa).

qa-ask-understood = Question understood: { $question }
qa-ask-answer = Answer: { $answer }
qa-ask-see-also = Related questions:
qa-ask-no-match = No question of the rules bank matches this text well enough.
qa-ask-closest = The closest questions are:

qa-quiz-intro = Rules quiz: { $total } { $total ->
        [one] question
       *[other] questions
    }. Type each answer on its own line.
qa-quiz-question = Question { $n }/{ $total } ({ $game }): { $question }
qa-quiz-form-yes-no = Answer yes or no.
qa-quiz-form-side = Answer with a side: { $first } or { $second }.
qa-quiz-unreadable = I cannot read “{ $given }” as an answer. { $form }
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
