## Questions de règles : ask, quiz, rules (src/qa).

qa-ask-understood = Question comprise : { $question }
qa-ask-answer = Réponse : { $answer }
qa-ask-see-also = Questions voisines :
qa-ask-no-match = Aucune question de la banque de règles ne correspond assez à ce texte.
qa-ask-closest = Les questions les plus proches sont :

qa-quiz-intro = Quiz de règles : { $total } { $total ->
        [one] question
       *[other] questions
    }. Tapez chaque réponse sur sa propre ligne.
qa-quiz-question = Question { $n }/{ $total } ({ $game }) : { $question }
qa-quiz-form-yes-no = Répondez oui ou non.
qa-quiz-form-side = Répondez par un camp : { $first } ou { $second }.
qa-quiz-unreadable = Je ne sais pas lire « { $given } » comme une réponse. { $form }
qa-quiz-right = Exact. { $answer }
qa-quiz-wrong = Faux. { $answer }
qa-quiz-eof = Fin de l’entrée : le quiz s’arrête ici.
qa-quiz-score = Score : { $correct } { $correct ->
        [one] bonne réponse
       *[other] bonnes réponses
    } sur { $asked } { $asked ->
        [one] question traitée
       *[other] questions traitées
    } ({ $total } prévues).

qa-rules-heading-rules = Règles de cette édition
qa-rules-heading-excluded = Ce que cette édition exclut
qa-rules-heading-decisions = Décisions là où le guide se tait

qa-game-aeroplane = Jeu de l’avion
qa-game-chinese-checkers = Dames chinoises
qa-game-dominoes = Dominos
qa-game-hnefatafl = Hnefatafl
