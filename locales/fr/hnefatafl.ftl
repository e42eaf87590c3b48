# Hnefatafl (Fetlar 11×11) : raisons, événements, état, problèmes, pièges.

## Pourquoi un coup est illégal
hnef-illegal-game-over = La partie est terminée : plus aucun coup n’est possible.
hnef-illegal-no-piece = Aucune pièce ne se trouve en { $square }.
hnef-illegal-not-your-piece = La pièce en { $square } appartient aux { $owner }, qui n’ont pas le trait.
hnef-illegal-same-square = Un coup doit quitter { $square } : départ et arrivée sont la même case.
hnef-illegal-not-straight = { $from } et { $to } ne sont ni sur la même rangée ni sur la même colonne : les pièces glissent en ligne droite.
hnef-illegal-path-blocked = Le chemin de { $from } à { $to } est barré en { $at } : aucune pièce ne saute.
hnef-illegal-destination-occupied = La case d’arrivée { $square } est déjà occupée.
hnef-illegal-throne-reserved = Seul le roi s’arrête sur le trône { $square } ; un soldat peut seulement le traverser quand il est vide.
hnef-illegal-corner-reserved = Seul le roi peut s’arrêter dans le coin { $square }.
hnef-illegal-wrong-captures = Le suffixe de prise annonce { $claimed }, mais { $count ->
        [0] ce coup ne prend rien
       *[other] ce coup prend { $actual }
    }.

## Effets d’un coup
hnef-event-move = Les { $side } jouent { $move }.
hnef-event-captured = { $count ->
        [0] Aucune pièce prise.
        [one] Pièce prise par encadrement : { $squares }.
       *[other] Pièces prises par encadrement : { $squares } ({ $count } pièces).
    }
hnef-event-self-captured = Le soldat arrivé en { $square } est pris dès son arrivée.
hnef-event-king-captured = Le roi en { $square } est capturé : victoire des Noirs.
hnef-event-escaped = Le roi entre dans le coin { $square } : victoire des Blancs.
hnef-event-quiet = Aucune prise ; demi-coups consécutifs sans prise : { $quiet }.

## État de la partie
hnef-status-ongoing = La partie continue ; le trait est aux { $side }.
hnef-status-escaped = Le roi occupe le coin { $square } : les Blancs ont gagné.
hnef-status-king-captured = Le roi a été capturé en { $square } : les Noirs ont gagné.
hnef-status-quiet-draw = Cent demi-coups de suite sans prise : partie nulle.
hnef-status-no-moves = Les { $side } n’ont aucun coup légal et perdent : les { $winner } gagnent.

## Problèmes de position
hnef-problem-bad-square = « { $name } » n’est pas une case du plateau (de a1 à k11).
hnef-problem-bad-turn = « { $value } » n’est pas un camp : turn vaut black ou white.
hnef-problem-king-missing = La position n’a pas de roi : ajoutez king = "f6" (sa case).
hnef-problem-two-kings = La case du roi { $square } figure aussi parmi les défenseurs : il n’y a qu’un roi.
hnef-problem-square-used-twice = La case { $square } reçoit deux pièces.
hnef-problem-soldier-on-throne = Un soldat occupe le trône f6 : seul le roi peut s’y tenir.
hnef-problem-soldier-on-corner = Un soldat occupe le coin { $square } : seul le roi peut s’y tenir.
hnef-problem-too-many-attackers = { $count ->
        [one] { $count } attaquant indiqué
       *[other] { $count } attaquants indiqués
    } ; { $max } au plus sont permis.
hnef-problem-too-many-defenders = { $count ->
        [one] { $count } défenseur indiqué
       *[other] { $count } défenseurs indiqués
    } ; { $max } au plus sont permis (roi non compté).
hnef-problem-king-enclosed = Les Blancs ont le trait, mais le roi en { $square } a déjà un attaquant sur chacun de ses quatre côtés : le dernier coup noir l’aurait capturé.

## Erreurs de question
hnef-error-bad-move = Coup illisible « { $text } » : écrivez-le comme f6-f9 (suffixe de prise facultatif, f6-f9xf10).
hnef-error-bad-square = Case illisible « { $text } » : écrivez-la comme f6 (colonnes a à k, rangées 1 à 11).
hnef-error-illegal-in-sequence = Le coup { $index } de la suite, { $move }, est illégal : { $reason }
hnef-error-within = « within » doit valoir entre 1 et { $max }, pas { $value }.
hnef-error-too-deep = Trop profond pour trancher ici : la recherche a examiné { $nodes } positions sans conclure pour « within { $within } ». Reposez la question avec un « within » plus petit.
hnef-error-unknown-trap = Piège de hnefatafl inconnu « { $trap } ».
hnef-error-unsupported = Le hnefatafl ne répond pas à la question « { $ask } ».

## Routes du roi
hnef-route-open = La route vers le coin { $corner } est libre.
hnef-route-blocked = La route vers le coin { $corner } est bloquée en { $squares }.
hnef-route-none = Le roi en { $square } ne partage ni rangée ni colonne avec un coin : aucune route directe.

## Explications
hnef-explain-moves = Les { $side } { $count ->
        [0] n’ont aucun coup légal
        [one] disposent d’un seul coup légal
       *[other] disposent de { $count } coups légaux
    }.
hnef-explain-moves-from = { $count ->
        [0] La pièce en { $square } ne peut pas bouger maintenant.
        [one] La pièce en { $square } a une seule destination.
       *[other] La pièce en { $square } a { $count } destinations.
    }
hnef-explain-escape-yes-move = Les Blancs forcent la fuite du roi dans un coin en { $within ->
        [one] { $within } coup
       *[other] { $within } coups au plus
    }, en commençant par { $move }.
hnef-explain-escape-yes = Les Blancs forcent la fuite du roi dans un coin en { $within ->
        [one] { $within } coup
       *[other] { $within } coups au plus
    }, quelle que soit la réponse noire.
hnef-explain-escape-no = Les Noirs ont une défense : la fuite dans un coin ne se force pas en { $within ->
        [one] { $within } coup blanc
       *[other] { $within } coups blancs
    }.
hnef-explain-capture-yes-move = Les Noirs forcent la capture du roi en { $within ->
        [one] { $within } coup
       *[other] { $within } coups au plus
    }, en commençant par { $move }.
hnef-explain-capture-yes = Les Noirs forcent la capture du roi en { $within ->
        [one] { $within } coup
       *[other] { $within } coups au plus
    }, quelle que soit la réponse blanche.
hnef-explain-capture-no = Les Blancs ont une défense : la capture du roi ne se force pas en { $within ->
        [one] { $within } coup noir
       *[other] { $within } coups noirs
    }.
## Plateau à imprimer
hnef-svg-quiet = demi-coups sans prise : { $count }
hnef-svg-attacker = attaquant (Noirs)
hnef-svg-defender = défenseur (Blancs)
hnef-svg-king = roi (Blancs)
hnef-svg-throne = trône
hnef-svg-corner = coin, où le roi s’échappe
## Pièges (règles d’autres variantes)

## Jouer une partie
hnef-quiet-count = Demi-coups sans prise : { $quiet } sur { $limit }.
hnef-why-escapes = Le roi atteint le coin { $square } : les Blancs gagnent aussitôt, car seul un coin le fait sortir.
hnef-why-takes-king = Il achève l’encerclement du roi en { $square } (des attaquants, ou le trône vide, sur ses quatre côtés) : les Noirs gagnent aussitôt.
hnef-why-wins = Il gagne la partie tout de suite : l’autre camp n’a plus aucun coup légal.
hnef-why-captures = { $count ->
    [0] Il ne prend aucune pièce.
    [one] Il prend la pièce en { $squares } : elle se trouve prise entre la pièce jouée et, de l’autre côté, une autre pièce du même camp ou une case hostile (un coin, ou le trône).
   *[other] Il prend { $count } pièces, en { $squares } : chacune se trouve prise entre la pièce jouée et, de l’autre côté, une autre pièce du même camp ou une case hostile (un coin, ou le trône).
}
hnef-why-opens-route = { $count ->
    [0] Il n’ouvre aucune ligne vers un coin.
    [one] Il ouvre au roi la ligne du coin { $squares }.
   *[other] Il ouvre au roi les lignes des coins { $squares }.
}
hnef-why-closes-route = { $count ->
    [0] Il ne ferme aucune ligne vers un coin.
    [one] Il ferme au roi la ligne du coin { $squares }.
   *[other] Il ferme au roi les lignes des coins { $squares }.
}
hnef-why-saves = La pièce jouée pouvait être prise là où elle était ; en { $square }, elle est hors d’atteinte.
hnef-why-threatens = Depuis sa nouvelle case, elle menace de prendre la pièce en { $square } au coup suivant.
hnef-why-safe = Ce coup ne donne rien : en réponse, aucune pièce du camp qui le joue ne peut être prise entre deux ennemis.
hnef-why-exposes = Il laisse la pièce en { $square } exposée à une prise, mais c’est le meilleur coup trouvé en regardant { $depth ->
        [one] { $depth } demi-coup
       *[other] { $depth } demi-coups
    } à l’avance.
hnef-why-search = C’est le meilleur coup trouvé en regardant { $depth ->
    [one] { $depth } demi-coup
   *[other] { $depth } demi-coups
} à l’avance.
hnef-export-king-captured = le roi a été capturé, or un exercice a toujours un roi : choisissez un coup antérieur.
