# plyyard review : marques sur les coups de l’élève, essais, exercices exportés.
review-head = { $file } : { $count ->
    [one] { $count } coup examiné
   *[other] { $count } coups examinés
} (côté : { $side }) ; { $marks ->
    [0] aucune marque
    [one] { $marks } marque
   *[other] { $marks } marques
}, { $tries ->
    [0] aucun essai illégal
    [one] { $tries } essai illégal
   *[other] { $tries } essais illégaux
}.
review-both-sides = les deux camps
review-mark = Coup { $ply } « { $move } » : { $reason }
review-better = Mieux : { $move }
review-try = Avant le coup { $ply }, « { $move } » a été refusé : { $reason }
review-enrolled = { $count ->
    [0] Aucun exercice n’entre en révision
    [1] Cet exercice vous attend en révision dès aujourd’hui
   *[other] Ces exercices vous attendent en révision dès aujourd’hui
} : plyyard practice --review.
review-exported = { $count ->
    [0] Aucun exercice écrit
    [one] { $count } exercice écrit
   *[other] { $count } exercices écrits
} dans { $dir } ({ $problems ->
    [0] verify ne trouve aucun problème
    [one] verify trouve { $problems } problème
   *[other] verify trouve { $problems } problèmes
}).
review-explain = Dans votre partie, coup { $ply } : { $reason }
review-hnefatafl-missed-escape = { $move } laisse passer une fuite forcée : { $better } amène le roi dans un coin en { $within ->
    [one] { $within } coup blanc
   *[other] { $within } coups blancs
} au plus, quoi que fassent les noirs.
review-hnefatafl-missed-king-capture = { $move } laisse passer une prise forcée du roi : { $better } prend le roi en { $within ->
    [one] { $within } coup noir
   *[other] { $within } coups noirs
} au plus, quoi que fassent les blancs.
review-hnefatafl-left-to-capture = Après { $move }, la réponse { $reply } prend { $count ->
    [one] { $count } de vos pièces
   *[other] { $count } de vos pièces
} ; après { $better }, aucune réponse ne prend rien.
review-hnefatafl-open-corner-road = Après { $move }, le roi peut entrer tout droit dans un coin par { $reply }{ $count ->
    [1] {""}
   *[other] {" "}(une des { $count } routes ouvertes)
} ; après { $better }, aucune route ne le mène à un coin.
review-aeroplane-missed-arrival = Avec le { $roll }, { $better } arrive pile au centre ; { $move } non.
review-aeroplane-missed-capture = Avec le { $roll }, { $better } renvoie un avion adverse à sa base ; { $move } ne prend rien.
review-aeroplane-exposed = Après { $move }, l’adversaire prend un de vos avions avec { $played ->
    [one] { $played } valeur du dé
   *[other] { $played } valeurs du dé
} ; après { $better }, avec { $best ->
    [0] aucune
    [one] { $best } seulement
   *[other] { $best } seulement
}.
review-chinese-checkers-left-at-home = Tard dans la partie, { $move } laisse { $count ->
    [one] une pièce
   *[other] { $count } pièces
} dans votre camp de départ ; { $better } en fait sortir une ({ $left ->
    [0] il n’en reste plus
    [one] il en reste une
   *[other] il en reste { $left }
}) sans éloigner vos pièces du camp visé.
review-chinese-checkers-lost-distance = { $move } rapproche vos pièces du camp visé de { $gained ->
    [one] { $gained } pas
   *[other] { $gained } pas
} (somme des distances) ; { $better } les rapproche de { $best ->
    [one] { $best } pas
   *[other] { $best } pas
}.
review-chinese-checkers-went-back = { $move } { $gained ->
    [0] ne rapproche pas vos pièces du camp visé
    [one] éloigne vos pièces du camp visé de { $gained } pas
   *[other] éloigne vos pièces du camp visé de { $gained } pas
} (somme des distances) ; { $better } les rapproche de { $best ->
    [one] { $best } pas
   *[other] { $best } pas
}.
review-dominoes-blocked-total = Après { $move }, personne ne peut poser ni piocher et la partie est bloquée avec { $mine ->
    [one] { $mine } point
   *[other] { $mine } points
} dans votre main contre { $theirs } : { $result ->
    [lost] vous perdez
   *[draw] partie nulle
}. Après { $better }, elle serait bloquée avec { $better-mine } contre { $better-theirs } : { $better-result ->
    [won] vous gagneriez
   *[draw] partie nulle
}.
review-dominoes-self-block = Après { $move }, { $played ->
    [0] la ligne ne reçoit plus aucun domino de votre main
    [one] { $played } domino de votre main va sur la ligne
   *[other] { $played } dominos de votre main vont sur la ligne
} ; après { $better }, { $best ->
    [one] { $best }
   *[other] { $best }
}.
review-title-king-corners = Le roi et les coins
review-title-king-surrounded = Le roi parmi les attaquants
review-title-piece-within-reach = Une pièce exposée
review-title-planes-near-goal = Un avion près du but
review-title-plane-within-reach = Un avion adverse devant
review-title-planes-in-reach = Des avions derrière les vôtres
review-title-home-camp = Les dernières pièces au départ
review-title-blocked-totals = Les points qui restent en main
review-title-hop-chains = Sauts et enchaînements
review-title-tiles-and-ends = Votre main et les deux extrémités
progress-trap-tries = Coups illégaux essayés dans vos parties qu’une règle d’une autre variante permet :
progress-trap-line = { $game }, { $trap } : { $count ->
    [one] { $count } fois
   *[other] { $count } fois
}
