## Jeu de l’avion : textes du jeu (identifiants en aero-)

## Où se trouve un avion ($kind : square, base ou goal ; $form : at ou to)
aero-place = { $kind ->
    [base] { $form ->
        [to] jusqu’à la base
       *[at] en base
    }
    [goal] { $form ->
        [to] jusqu’au centre
       *[at] au centre
    }
   *[square] { $form ->
        [to] jusqu’à la case { $name }
       *[at] sur la case { $name }
    }
}

## Pourquoi un coup est interdit

aero-illegal-game-over = La partie est finie : les { $side } ont déjà amené leurs quatre avions au centre.
aero-illegal-roll-range = Un dé donne de 1 à 6, pas { $roll }.
aero-illegal-no-roll = Aucun lancer n’attend : indiquez le résultat avant l’avion, par exemple 3:{ $square }.
aero-illegal-roll-mismatch = Le lancer en attente est { $pending }, pas { $given }.
aero-illegal-third-six = Ce six est le troisième de suite dans ce tour : il est annulé, l’avion { $square-at } ne bouge pas et le trait passe.
aero-illegal-no-plane = Vous n’avez aucun avion { $square-at }.
aero-illegal-exit-six = Un { $roll } ne fait pas sortir d’avion de la base : il faut un six.
aero-illegal-exit-even = Avec cette règle, seul un résultat pair fait sortir un avion, et { $roll } est impair.
aero-illegal-overshoot = L’avion de la case { $square } doit faire exactement { $need } pour arriver ; un { $roll } { $by ->
    [0] ne dépasse pas
    [one] dépasse d’une case
   *[other] dépasse de { $by } cases
}.
aero-illegal-at-goal = Un avion arrivé au centre ne bouge plus.
aero-illegal-move-exists = Impossible de passer ce { $roll } : l’avion { $square-at } peut l’utiliser.

## Ce que fait un coup

aero-event-exit = Les { $side } sortent un avion de la base sur leur case de départ { $square }.
aero-event-advance = Les { $side } avancent l’avion de la case { $from } de { $roll } { $to-place }.
aero-event-colour-jump = Saut de couleur : depuis la case { $from }, l’avion continue jusqu’à la case { $to }.
aero-event-capture = Case { $square } : { $count ->
    [0] aucun avion { $side-adj-one } n’est renvoyé à sa base
    [one] un avion { $side-adj-one } retourne à sa base
   *[other] { $count } avions { $side-adj } retournent à leur base
}.
aero-event-arrived = Les { $side } amènent un avion au centre.
aero-event-no-move = Les { $side } n’ont aucun avion qui puisse utiliser ce { $roll }.
aero-event-third-six = Troisième six consécutif des { $side } : il est annulé et aucun avion ne bouge.
aero-event-sixes-undone = Les mouvements joués avec les deux six précédents sont repris.
aero-event-won = Les quatre avions des { $side } sont arrivés : ils gagnent la partie !
aero-event-extra-roll = Les { $side } relancent le dé.
aero-event-turn-passes = Le trait passe aux { $side }.

## Problèmes d’une position

aero-problem-bad-turn = « { $value } » n’est pas un camp : écrivez red ou yellow.
aero-problem-plane-count = Il faut exactement 4 avions aux { $side }, pas { $count }.
aero-problem-bad-square = « { $value } » (avions { $side-adj }) n’est pas une case : utilisez 1 à 52, R1 à R5, Y1 à Y5, base ou goal.
aero-problem-wrong-lane = { $square } est le couloir de l’autre camp : les avions { $side-adj } n’y vont jamais.
aero-problem-lane-not-playing = { $square } appartient à une couleur qui ne joue pas dans cette course (avions { $side-adj }).
aero-problem-off-route = La case { $square } n’est pas sur la route des { $side } : leurs avions entrent dans leur couloir avant de l’atteindre.
aero-problem-opponents-share-square = Des avions rouges et jaunes ne peuvent pas partager la case { $square } : elle n’est pas sûre, le dernier arrivé aurait capturé les autres.
aero-problem-third-six-pending = Un six en attente avec sixes = 2 serait le troisième six : il est annulé aussitôt et n’attend jamais de coup.
aero-problem-sixes-after-non-six = sixes = { $sixes } ne va pas avec un { $dice } en attente : tout résultat autre que six remet le compte à 0.
aero-problem-sixes-without-plane = sixes = { $sixes }, mais tous les avions { $side-adj } sont en base : un six joué aurait laissé un avion sur le plateau.
aero-problem-both-finished = Les deux camps ne peuvent pas avoir leurs quatre avions au centre : la partie s’arrête au premier.
aero-problem-roll-after-win = Les { $side } ont déjà gagné : aucun lancer ne peut attendre.

## Explications

aero-note-plane-can-move = L’avion { $from-at } peut utiliser ce résultat et va { $to-place }.
aero-note-no-plane-can-move = Aucun avion ne peut utiliser ce { $roll } : le trait passe immédiatement.
aero-note-capture-roll = Avec un { $roll }, l’avion { $from-at } atterrit sur la case { $target } et capture.
aero-note-no-capture-roll = Aucun résultat n’amène exactement un de vos avions sur la case { $target }.
aero-note-target-safe = La case { $target } est sûre (départ ou étoile) : personne n’y est capturé.
aero-note-target-off-ring = L’avion { $target-at } n’est pas sur le circuit : en base, dans un couloir ou au centre, personne ne le capture.
aero-note-six-would-be-third = Un six serait le troisième de suite dans ce tour : il serait annulé.
aero-note-ongoing = Aucun camp n’a encore ses quatre avions au centre : la partie continue.
aero-note-won = Les quatre avions des { $side } sont arrivés : la partie est gagnée.

## Erreurs de question

aero-error-needs-dice = Cette question demande un lancer en attente : ajoutez dice = 1…6 à la position.
aero-error-bad-move = Coup illisible « { $move } » : écrivez LANCER:AVION comme 3:12, 6:base ou 2:R3, l’avion seul si un lancer attend, ou un lancer seul comme 6.
aero-error-bad-square = Case illisible « { $square } » : utilisez 1 à 52, R1 à R5, Y1 à Y5, base ou goal.
aero-error-no-target = Aucun avion adverse sur la case { $square }.
aero-error-no-landing = Aucun avion n’a bougé dans cette suite : pas de case d’arrivée.
aero-error-illegal-in-sequence = Le coup { $move } est interdit ici : { $reason }
aero-error-empty-sequence = La suite de coups est vide.
aero-error-unsupported = Le jeu de l’avion ne répond pas à la question « { $ask } ».
aero-error-unknown-trap = Piège inconnu pour le jeu de l’avion : { $trap }.

## Une place comme mot de réponse ($kind : square, base ou goal)
aero-square = { $kind ->
    [base] base
    [goal] centre
   *[square] { $name }
}

## Étiquettes du diagramme
aero-label-planes = { $letter } : { $p1 } { $p2 } { $p3 } { $p4 }
aero-label-turn = au trait : { $side }
aero-label-dice = dé : { $dice }
aero-label-sixes = six dans ce tour : { $count }
aero-label-colour-red = R
aero-label-colour-green = V
aero-label-colour-yellow = J
aero-label-colour-blue = B
## Plateau à imprimer
aero-svg-initial-red = R
aero-svg-initial-yellow = J
aero-svg-base-red = Base rouge
aero-svg-base-yellow = Base jaune
aero-svg-idle-green = Vert, ne joue pas
aero-svg-idle-blue = Bleu, ne joue pas
aero-svg-plane-red = avion rouge
aero-svg-plane-yellow = avion jaune
aero-svg-colour-red = case rouge
aero-svg-colour-green = case verte
aero-svg-colour-yellow = case jaune
aero-svg-colour-blue = case bleue
aero-svg-star = étoile (case sûre)
aero-svg-start = case de départ (sûre)
aero-svg-goal = centre, où arrivent les avions
## Jouer une partie
aero-play-rolls = { $side } : le dé donne { $roll }.
aero-why-only = Seul cet avion peut utiliser le dé.
aero-why-captures = Il renvoie à leur base les avions posés sur { $square }.
aero-why-arrives = Il amène l’avion au centre.
aero-why-exits = Il fait sortir un avion de plus de la base.
aero-why-escapes = Il met l’avion de la case { $square } hors de portée des avions adverses.
aero-why-out-of-reach = En { $square }, l’avion est hors de portée des avions adverses.
aero-why-exposed = { $count ->
    [one] En { $square }, l’avion peut être touché par { $count } valeur du dé adverse, mais c’est le meilleur choix en moyenne.
   *[other] En { $square }, l’avion peut être touché par { $count } valeurs du dé adverse, mais c’est le meilleur choix en moyenne.
}
aero-why-expects = { $rolls ->
    [0] Il donne le meilleur résultat en moyenne.
    [one] Il donne le meilleur résultat en moyenne sur le prochain lancer.
   *[other] Il donne le meilleur résultat en moyenne sur les { $rolls } prochains lancers.
}
