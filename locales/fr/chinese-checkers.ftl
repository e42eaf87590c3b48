# Dames chinoises (deux camps opposés) : textes du jeu.


## Pourquoi un coup est illégal
cc-illegal-game-over = La partie est finie : { $side } a déjà gagné.
cc-illegal-pass-while-move = On ne passe que sans aucun coup possible, or un coup existe (par exemple { $from }-{ $to }).
cc-illegal-no-destination = Le parcours s’arrête sur { $point } : il faut au moins un second point.
cc-illegal-off-board = { $point } n’est pas un point de l’étoile.
cc-illegal-no-piece = Aucune pièce ne se trouve en { $point }.
cc-illegal-not-your-piece = La pièce en { $point } appartient au joueur { $side }, qui n’a pas le trait : on ne déplace que ses propres pièces.
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
cc-event-step = { $side } : pas { $from } → { $to }.
cc-event-jump = { $side } : saut de { $from } par-dessus { $over } jusqu’à { $to }.
cc-event-captured = La pièce de { $side } en { $point } est retirée.
cc-event-passed = { $side } n’a aucun coup légal et passe.
cc-event-won = { $side } occupe le camp opposé avec ses dix pièces et gagne.

## Problèmes dans une position
cc-problem-bad-turn = « { $value } » ne désigne aucun joueur : écrivez red ou blue.
cc-problem-bad-point = « { $point } » (liste du joueur { $side }) n’est pas un point de l’étoile.
cc-problem-duplicate-point = { $point } figure dans les deux listes (d’abord chez { $first }, puis chez { $side }).
cc-problem-duplicate-in-list = { $point } figure deux fois dans la liste du joueur { $side }.
cc-problem-too-many-pieces = Le joueur { $side } a { $count } pièces ; chaque joueur en a dix au plus.
cc-problem-wrong-piece-count = { $count ->
    [one] Le joueur { $side } a { $count } pièce ; une position complète en demande exactement dix (mettez partial = true pour une position d’étude).
   *[other] Le joueur { $side } a { $count } pièces ; une position complète en demande exactement dix (mettez partial = true pour une position d’étude).
}
cc-problem-both-home = Les deux joueurs remplissent chacun leur camp cible en même temps, ce qui ne peut pas arriver en partie.

## Erreurs dans une question
cc-error-unreadable-move = « { $text } » n’est pas un coup : écrivez un parcours comme d10-f12-h14, ou pass.
cc-error-unreadable-point = « { $text } » n’est pas un nom de point : une lettre de rangée et une colonne, comme i13.
cc-error-off-board = { $point } n’est pas un point de l’étoile.
cc-error-no-piece = Aucune pièce ne se trouve en { $point }.
cc-error-not-to-move = La pièce en { $point } appartient au joueur { $side }, qui n’a pas le trait.
cc-error-illegal-in-sequence = Le coup { $number } ({ $move }) est illégal : { $reason }
cc-error-unknown-trap = Les dames chinoises n’ont pas de piège nommé « { $name } ».
cc-error-unsupported = Les dames chinoises ne répondent pas à « { $ask } ».
cc-error-too-many-paths = Plus de { $count } parcours différents : trop pour les énumérer.

## Explications
cc-explain-pivots-stay = { $count ->
    [one] La pièce sautée reste en place : aucune capture.
   *[other] Les { $count } pièces sautées restent en place : aucune capture.
}
cc-explain-moves-count = { $count ->
    [one] Le joueur au trait dispose d’un seul parcours légal.
   *[other] Le joueur au trait dispose de { $count } parcours légaux.
}
cc-explain-only-pass = { $side } n’a aucun coup légal : le seul coup est pass.
cc-explain-destinations = { $count ->
    [0] La pièce en { $point } ne peut pas bouger.
    [one] La pièce en { $point } peut atteindre un seul point.
   *[other] La pièce en { $point } peut atteindre { $count } points.
}
cc-explain-home-count = { $count ->
    [one] { $side } : { $count } pièce sur 10 dans le camp cible.
   *[other] { $side } : { $count } pièces sur 10 dans le camp cible.
}
cc-explain-blocker = Une pièce adverse en { $point } empêche { $side } de remplir le camp cible.
cc-explain-partial = Position d’étude partielle : personne ne peut y gagner.
cc-explain-distance = { $count ->
    [one] De { $from } à { $to } : un seul coup ({ $route }).
   *[other] De { $from } à { $to } : { $count } coups, par exemple { $route }.
}
cc-explain-unreachable = Les autres pièces restant fixes, la pièce en { $from } ne peut jamais atteindre { $to }.

## Jouer une partie
cc-play-must-pass = { $side } : aucune pièce ne peut bouger, le tour passe donc ; cela ne coûte rien dans cette édition.
cc-why-wins = Il remplit le camp opposé : la partie est gagnée.
cc-why-pass = Aucune pièce ne peut bouger : passe.
cc-why-advances = De { $from } à { $to } : la distance totale des pièces à la pointe du camp visé passe de { $before } à { $after }.
