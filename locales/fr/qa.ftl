## Questions de règles : ask, quiz, rules (src/qa, src/render/ask.rs).

# neg-yes / neg-no: a negative question (« Ne peut-on pas… ? ») whose negation holds / does not hold.
qa-ask-verdict = { $verdict ->
        [yes] Oui
        [neg-yes] Non
        [neg-no] Si
       *[no] Non
    } ({ $game }).
qa-ask-open = Réponse ({ $game }) :
qa-ask-misconception = Cette idée vient d’une autre variante : { $name }.
qa-ask-understood = Question de référence : { $question }
qa-ask-see-also = Questions voisines :
qa-ask-not-understood = Je n’ai pas compris cette question : aucune règle que je connais n’y répond à coup sûr.
qa-ask-game-unclear = Cette question peut concerner plusieurs jeux ({ $games }) : précisez le jeu, par exemple avec --game.
qa-ask-conflict = Des règles voisines donnent des réponses différentes à cette question ; je préfère ne pas trancher.
qa-ask-pick-prompt = Tapez le numéro d’une question pour voir sa réponse (Entrée pour arrêter) :
qa-ask-no-such-pick = Il n’y a pas de question proche numéro { $n } : choisissez de 1 à { $count }.
# The rule in another game whose fact gives the same answer.
qa-ask-in-game = { $game } : { $rule }
qa-ask-closest = Les questions les plus proches :
qa-ask-too-long = La question fait { $length } { $length ->
        [one] caractère
       *[other] caractères
    } ; ask en lit au plus { $max }.

qa-misc-colour-jump = le saut de couleur en couleur
qa-misc-even-exit = la sortie de la base sur tout nombre pair
qa-misc-third-six-undo = le troisième six qui efface les coups du tour
qa-misc-bounce-back = le rebond de l’avion qui dépasse le centre
qa-misc-blockade = le barrage formé par deux avions
qa-misc-flight = le vol transversal d’un côté à l’autre du plateau
qa-misc-jump-captures = la prise par saut, comme aux dames
qa-misc-camp-lock = les pièces bloquées dans le camp cible
qa-misc-must-continue = l’obligation d’enchaîner tous les sauts
qa-misc-all-fives = le comptage des points d’All Fives
qa-misc-draw-ends-turn = la pioche qui termine le tour
qa-misc-draw-all = la pioche vidée jusqu’au dernier domino
qa-misc-double-six-opening = l’ouverture imposée au double six
qa-misc-spinner = le double « carrefour » qui ouvre quatre branches
qa-misc-edge-escape = la victoire du roi sur n’importe quelle case du bord
qa-misc-weak-king = le roi pris entre deux attaquants, comme un soldat
qa-misc-self-capture = la prise d’une pièce venue d’elle-même entre deux ennemis
qa-misc-shieldwall = la prise en mur de boucliers
qa-misc-short-king = le roi limité à une case par coup
qa-misc-exit-fort = la victoire par forteresse au bord

qa-quiz-intro = Quiz de règles : { $total } { $total ->
        [one] question
       *[other] questions
    }. Tapez chaque réponse sur sa propre ligne.
qa-quiz-question = Question { $n }/{ $total } ({ $game }) : { $question }
qa-quiz-form-yes-no = Répondez oui ou non.
qa-quiz-form-side = Répondez par un camp : { $first } ou { $second }.
qa-quiz-form-number = Répondez par un nombre.
qa-quiz-unreadable = Je ne comprends pas la réponse « { $given } ». { $form }
qa-quiz-unreadable-again = « { $given } » ne se lit pas non plus comme une réponse : cette question compte comme fausse.
qa-quiz-right = Exact. { $answer }
qa-quiz-wrong = Faux. { $answer }
qa-quiz-eof = Fin de l’entrée : le quiz s’arrête ici.
qa-quiz-score = Score : { $correct } { $correct ->
        [one] bonne réponse
       *[other] bonnes réponses
    } sur { $asked } { $asked ->
        [one] question traitée
       *[other] questions traitées
    } ({ $total } { $total ->
        [one] prévue
       *[other] prévues
    }).

qa-rules-heading-rules = Règles de cette édition
qa-rules-heading-excluded = Ce que cette édition exclut
qa-rules-heading-decisions = Décisions là où le guide se tait

qa-game-aeroplane = Jeu de l’avion
qa-game-chinese-checkers = Dames chinoises
qa-game-dominoes = Dominos
qa-game-hnefatafl = Hnefatafl
