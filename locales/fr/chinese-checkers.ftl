# Dames chinoises (deux camps opposés) : textes du jeu.


## Pourquoi un coup est illégal
cc-illegal-game-over = La partie est finie : les { $side } ont déjà gagné.
cc-illegal-pass-while-move = On ne passe que sans aucun coup possible, or un coup existe (par exemple { $from }-{ $to }).
cc-illegal-no-destination = Le parcours s’arrête sur { $point } : il faut au moins un second point.
cc-illegal-off-board = { $point } n’est pas un point de l’étoile.
cc-illegal-no-piece = Aucune pièce ne se trouve en { $point }.
cc-illegal-not-your-piece = La pièce en { $point } appartient aux { $side }, qui n’ont pas le trait : on ne déplace que ses propres pièces.
cc-illegal-not-adjacent-nor-jump = De { $from } à { $to }, ce n’est ni un pas vers un voisin ni un saut en ligne.
cc-illegal-step-occupied = Le pas { $from }-{ $to } est impossible : { $to } est occupé.
cc-illegal-nothing-to-jump = Le saut { $from }-{ $to } exige un appui en { $over }, mais { $over } est vide.
cc-illegal-landing-occupied = Le saut { $from }-{ $to } par-dessus { $over } est impossible : l’arrivée { $to } est occupée.
cc-illegal-visited-twice = Le parcours repasse par { $point } ; un coup ne visite jamais deux fois le même point, départ compris.
cc-illegal-step-then-more = Le pas { $from }-{ $to } termine le coup : rien ne peut le suivre (ici { $next }).
cc-illegal-step-after-jump = { $from }-{ $to } est un pas placé après un saut ; pas et sauts ne se mélangent jamais.
cc-illegal-leaves-target-camp = La pièce quitterait son camp cible, de { $from } vers { $to }.
cc-illegal-must-continue = La suite s’arrête en { $point } alors qu’un saut par-dessus { $over } vers { $to } reste possible.

## Ce qu’a fait un coup
cc-event-step = Les { $side } font un pas de { $from } à { $to }.
cc-event-jump = Les { $side } sautent de { $from } par-dessus { $over } jusqu’à { $to }.
cc-event-captured = La pièce des { $side } en { $point } est retirée.
cc-event-passed = Les { $side } n’ont aucun coup légal et passent.
cc-event-won = Les { $side } occupent le camp opposé avec leurs dix pièces et gagnent.

## Problèmes dans une position
cc-problem-bad-turn = « { $value } » ne désigne aucun camp : écrivez red ou blue.
cc-problem-bad-point = « { $point } » (liste des { $side }) n’est pas un point de l’étoile.
cc-problem-duplicate-point = { $point } figure dans les deux listes (d’abord chez les { $first }, puis chez les { $side }).
cc-problem-duplicate-in-list = { $point } figure deux fois dans la liste des { $side }.
cc-problem-too-many-pieces = Les { $side } ont { $count } pièces ; chaque camp en a dix au plus.
cc-problem-wrong-piece-count = Les { $side } ont { $count ->
    [0] aucune pièce
    [one] { $count } pièce
   *[other] { $count } pièces
} ; une position complète en demande exactement dix (mettez partial = true pour une position d’étude).
cc-problem-both-home = Les deux camps remplissent chacun leur camp cible en même temps, ce qui ne peut pas arriver en partie.

## Erreurs dans une question
cc-error-unreadable-move = « { $text } » n’est pas un coup : écrivez un parcours comme d10-f12-h14, ou passe.
cc-error-unreadable-point = « { $text } » n’est pas un nom de point : une lettre de rangée et une colonne, comme i13.
cc-error-off-board = { $point } n’est pas un point de l’étoile.
cc-error-no-piece = Aucune pièce ne se trouve en { $point }.
cc-error-not-to-move = La pièce en { $point } appartient aux { $side }, qui n’ont pas le trait.
cc-error-illegal-in-sequence = Le coup { $number } ({ $move }) est illégal : { $reason }
cc-error-unknown-trap = Les dames chinoises n’ont pas de piège nommé « { $name } ».
cc-error-unsupported = Les dames chinoises ne répondent pas à « { $ask } ».
cc-error-too-many-paths = Plus de { $count } parcours différents : trop pour les énumérer.

## Un coup comme mot de réponse
cc-answer-pass = passe

## Explications
cc-explain-pivots-stay = { $count ->
    [0] Aucune pièce n’est sautée : il n’y a rien à capturer.
    [one] La pièce sautée reste en place : aucune capture.
   *[other] Les { $count } pièces sautées restent en place : aucune capture.
}
cc-explain-moves-count = { $count ->
    [0] Le camp au trait n’a aucun parcours légal.
    [one] Le camp au trait dispose d’un seul parcours légal.
   *[other] Le camp au trait dispose de { $count } parcours légaux.
}
cc-explain-only-pass = Les { $side } n’ont aucun coup légal : leur seul coup est de passer (passe).
cc-explain-destinations = { $count ->
    [0] La pièce en { $point } ne peut pas bouger.
    [one] La pièce en { $point } peut atteindre un seul point.
   *[other] La pièce en { $point } peut atteindre { $count } points.
}
cc-explain-home-count = { $count ->
    [0] Les { $side } n’ont aucune pièce dans le camp cible.
    [one] Les { $side } ont { $count } pièce sur 10 dans le camp cible.
   *[other] Les { $side } ont { $count } pièces sur 10 dans le camp cible.
}
cc-explain-blocker = Une pièce adverse en { $point } empêche les { $side } de remplir le camp cible.
cc-explain-partial = Position d’étude partielle : personne ne peut y gagner.
cc-explain-distance = { $count ->
    [0] De { $from } à { $to } : aucun coup, la pièce y est déjà ({ $route }).
    [one] De { $from } à { $to } : un seul coup ({ $route }).
   *[other] De { $from } à { $to } : { $count } coups, par exemple { $route }.
}
cc-explain-unreachable = Les autres pièces restant fixes, la pièce en { $from } ne peut jamais atteindre { $to }.
## Plateau à imprimer
cc-svg-piece-red = pièce rouge
cc-svg-piece-blue = pièce bleue
cc-svg-empty = point vide et son nom
cc-svg-camp-red = camp rouge (rangées a à d)
cc-svg-camp-blue = camp bleu (rangées n à q)
## Jouer une partie
cc-play-must-pass = { $side } : aucune pièce ne peut bouger, le tour passe donc ; cela ne coûte rien dans cette édition.
cc-why-wins = Il remplit le camp opposé : la partie est gagnée.
cc-why-pass = Aucune pièce ne peut bouger : passe.
cc-why-advances = De { $from } à { $to } : la distance totale des pièces à la pointe du camp visé passe de { $before } à { $after }.
cc-hint-and = { $head } { $tail }
cc-hint-chain = { $count ->
    [0] Le coup ne saute par-dessus aucune pièce.
    [one] Le coup saute par-dessus une pièce, qui reste sur le plateau.
   *[other] Le coup saute par-dessus { $count } pièces, qui restent toutes sur le plateau.
}
cc-hint-gain = { $steps ->
    [0] Au total, le camp ne se rapproche pas de son camp visé.
    [one] Au total, le camp se rapproche d’un pas de son camp visé.
   *[other] Au total, le camp se rapproche de { $steps } pas de son camp visé.
}
cc-hint-level = La distance totale ne change pas : le coup prépare des sauts plus tard.
cc-hint-back = { $steps ->
    [0] La distance totale ne change pas.
    [one] La distance totale augmente d’un pas : aucun coup trouvé ne fait mieux sur les tours suivants.
   *[other] La distance totale augmente de { $steps } pas : aucun coup trouvé ne fait mieux sur les tours suivants.
}
cc-hint-last-out = Il fait sortir la dernière pièce du camp de départ.
cc-hint-enters = La pièce finit dans le camp visé.
