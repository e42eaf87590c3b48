## Dominos (double-six avec pioche) : raisons, événements, problèmes, pièges, libellés.


## Extrémités de la chaîne
dom-end-left = gauche
dom-end-right = droite
dom-fits-left = se raccorde seulement à gauche
dom-fits-right = se raccorde seulement à droite
dom-fits-both = se raccorde aux deux extrémités
dom-fits-none = ne se raccorde nulle part

## Pourquoi une action est interdite
dom-illegal-game-over = La partie est terminée : plus aucune action n’est possible.
dom-illegal-not-in-hand = Le domino { $tile } n’est pas dans la main du camp au trait.
dom-illegal-no-match = Le domino { $tile } ne correspond à aucune valeur ouverte : la chaîne est ouverte en { $left } à gauche et en { $right } à droite.
dom-illegal-wrong-end = Le domino { $tile } ne va pas à l’extrémité { $end } (valeur ouverte { $value }) ; il se raccorde seulement à l’extrémité { $other-end } (valeur ouverte { $other }).
dom-illegal-draw-playable = Pas de pioche avec un domino jouable en main : { $tile } se raccorde, il faut le poser.
dom-illegal-last-two = { $count ->
    [0] La pioche est vide
    [one] Il ne reste qu’un domino dans la pioche
   *[other] Il ne reste que { $count } dominos dans la pioche
  } : les deux derniers n’en sortent jamais.
dom-illegal-boneyard-empty = La pioche est vide : il n’y a rien à prendre.
dom-illegal-not-in-boneyard = Impossible de piocher { $tile } : ce domino n’est pas dans la pioche.
dom-illegal-pass-can-draw = Passer n’est pas encore permis : la pioche contient { $count } { $count ->
    [one] domino
   *[other] dominos
  }, il faut piocher.
dom-illegal-pass-playable = Passer est interdit : { $tile } se raccorde et doit être posé.
dom-illegal-not-opened = Il faut d’abord ouvrir la chaîne : le camp au trait pose le domino de son choix.
dom-illegal-end-on-empty = La chaîne est vide : le domino d’ouverture s’écrit seul ({ $tile }), sans extrémité.
dom-illegal-end-missing = La chaîne est déjà ouverte : précisez l’extrémité, { $tile }@left ou { $tile }@right.

## Questions qui dépendent de dominos inconnus
dom-hidden-hand = Impossible de répondre : la main des { $side } contient { $count ->
    [0] des dominos inconnus
    [one] { $count } domino inconnu
   *[other] { $count } dominos inconnus
  }, et la réponse en dépend.
dom-hidden-maybe-in-hand = Impossible de répondre : on ignore si { $tile } est dans la main, car l’un des dominos cachés pourrait être celui-là.
dom-hidden-draw-unnamed = Nommez le domino pioché (par exemple draw:3-4) : la pioche est détaillée et la suite dépend du domino pris.
dom-hidden-blocked-totals = La partie serait bloquée, mais une main contient des dominos inconnus : impossible de comparer les points restants.

## Notation illisible
dom-bad-tile = « { $text } » n’est pas un domino : écrivez deux valeurs de 0 à 6, comme 2-5.
dom-bad-pip = « { $text } » contient une moitié { $value } : les valeurs vont de 0 (blanc) à 6.
dom-bad-end = « { $text } » : après @ indiquez left ou right, comme 2-5@right.

## Ce qu’a fait une action
dom-event-opened = Les { $side } ouvrent la chaîne avec { $tile } ; valeurs ouvertes { $left } et { $right }.
dom-event-played = Les { $side } posent { $tile } à l’extrémité { $end } ; la chaîne est maintenant ouverte en { $left } et { $right }.
dom-event-drew = Les { $side } piochent { $tile } ; { $count ->
    [0] la pioche est vide
    [one] il reste { $count } domino dans la pioche
   *[other] il reste { $count } dominos dans la pioche
  }.
dom-event-drew-unknown = Les { $side } piochent un domino ; { $count ->
    [0] la pioche est vide
    [one] il reste { $count } domino dans la pioche
   *[other] il reste { $count } dominos dans la pioche
  }.
dom-event-passed = Les { $side } passent ({ $passes ->
    [one] { $passes } passe
   *[other] { $passes } passes de suite
  }).
dom-event-scored = En All Fives, cette pose rapporterait { $points ->
    [0] zéro point
    [one] { $points } point
   *[other] { $points } points
  }.
dom-event-turn-kept = Après une pioche, le trait reste aux { $side } : ils jouent encore.
dom-event-turn-passes = Le trait passe aux { $side }.

## Où en est la partie
dom-status-ongoing = La partie continue.
dom-status-empty-hand = Les { $side } ont posé leur dernier domino et gagnent.
dom-status-blocked-win = Partie bloquée : { $black ->
    [one] { $black } point
   *[other] { $black } points
  } en main pour les Noirs, { $white } pour les Blancs ; le plus petit total l’emporte : les { $side } gagnent.
dom-status-blocked-draw = Partie bloquée : { $total ->
    [one] { $total } point
   *[other] { $total } points
  } dans chaque main ; à égalité, la partie est nulle.

## Problèmes d’une position
dom-problem-bad-turn = « { $text } » n’est pas un camp : le trait doit être black ou white.
dom-problem-bad-tile = « { $text } » n’est pas un domino : écrivez deux valeurs reliées par un tiret, comme 2-5.
dom-problem-pip-out-of-range = « { $text } » : une moitié { $value } n’existe pas, les valeurs vont de 0 à 6.
dom-problem-unknown-in-line = La chaîne ne peut pas contenir de domino inconnu (?) : les dominos posés sont visibles.
dom-problem-duplicate-tile = Le domino { $tile } figure deux fois.
dom-problem-line-mismatch = { $first } et { $second } ne se raccordent pas : { $right } touche { $left }.
dom-problem-negative-count = « { $text } » : un nombre de dominos ne peut pas être négatif.
dom-problem-tile-count = La position compte { $count ->
    [0] aucun domino
    [one] { $count } domino
   *[other] { $count } dominos
  } en tout ; un jeu complet en a 28 (partial = true pour un fragment pédagogique).
dom-problem-boneyard-too-small = La pioche contient { $count ->
    [0] zéro domino
    [one] { $count } domino
   *[other] { $count } dominos
  } : les deux derniers ne sont jamais pris, elle ne descend pas sous 2.
dom-problem-boneyard-too-large = La pioche contient { $count ->
    [one] { $count } domino
   *[other] { $count } dominos
  } : après la donne, elle n’en a que 14.
dom-problem-white-opens = La chaîne n’est pas encore ouverte, le trait est donc aux Noirs : ce sont eux qui ouvrent.
dom-problem-empty-hand-unopened = La main des { $side } est vide alors qu’aucun domino n’a été posé.
dom-problem-both-hands-empty = Les deux mains sont vides : un seul joueur peut poser son dernier domino.
dom-problem-passes-unopened = Personne ne peut passer avant l’ouverture de la chaîne.
dom-problem-passes-boneyard = Passer suppose une pioche réduite à ses deux dominos réservés ; elle en contient { $count }.
dom-problem-passes-after-win = La partie s’est terminée quand les { $side } ont posé leur dernier domino : personne n’a passé ensuite.
dom-problem-passer-can-play = Les { $side } sont notés comme ayant passé, pourtant { $tile } se raccorde à la chaîne.
dom-problem-blocked-hidden-tiles = La partie est bloquée (deux passes) : il faut connaître entièrement les deux mains pour comparer les points.

## Questions sans réponse
dom-question-unknown-trap = Piège inconnu « { $trap } » pour les dominos.
dom-question-unsupported = La question « { $ask } » ne s’applique pas aux dominos.
dom-question-unopened = La chaîne n’est pas encore ouverte : aucune extrémité ne permet de classer les dominos, et n’importe lequel peut ouvrir.
dom-question-no-ends = La chaîne est encore vide : elle n’a pas d’extrémités ouvertes.
dom-question-step = Le coup { $step } ({ $move }) est impossible : { $reason }
dom-question-illegal-move = { $move } est impossible : { $reason }

## Explications
dom-explain-no-scoring = Cette version ne compte aucun point en cours de partie : ni les doubles ni les multiples de cinq ne rapportent.
dom-explain-ends = La chaîne est ouverte en { $left } à gauche et en { $right } à droite.
dom-explain-open-any = La chaîne est vide : les { $side } l’ouvrent avec le domino de leur main qu’ils préfèrent.
dom-explain-must-draw = Aucun domino de la main ne se raccorde et la pioche en contient { $count } : il faut piocher.
dom-explain-must-pass = Aucun domino ne se raccorde et seuls les deux dominos réservés restent : le joueur passe.
dom-explain-classify = { $tile } : { $where }.
dom-explain-draws = La pioche contient { $count } dominos, dont { $dead ->
    [0] aucun qui refuse la chaîne : le premier domino pioché se pose.
    [one] un seul qui ne se raccorde à aucune extrémité. Au pire, il sort avant tout domino jouable, et les deux derniers dominos ne quittent jamais la pioche : le joueur pioche au plus { $max ->
        [one] { $max } domino
       *[other] { $max } dominos
    }.
   *[other] { $dead } qui ne se raccordent à aucune extrémité. Au pire, ils sortent avant tout domino jouable, et les deux derniers dominos ne quittent jamais la pioche : le joueur pioche au plus { $max ->
        [one] { $max } domino
       *[other] { $max } dominos
    }.
  }

## Un coup comme mot de réponse
dom-answer-play = { $tile }@{ $end }
dom-answer-draw = pioche
dom-answer-draw-tile = pioche:{ $tile }
dom-answer-pass = passe

## Étiquettes du diagramme
dom-label-line = chaîne :
dom-label-hand = { $side } ({ $count }) :
dom-label-boneyard = pioche ({ $count }) :
dom-label-passes = passes d’affilée : { $count }
## Table à imprimer
dom-svg-not-opened = aucun domino posé pour l’instant
dom-svg-open-end = extrémité ouverte et sa valeur
dom-svg-face-down = domino face cachée (personne ne le voit)
dom-svg-to-move = le joueur au trait
dom-svg-line = La chaîne
dom-svg-hand = { $side-cap } : { $count ->
    [0] aucun domino
    [one] { $count } domino
   *[other] { $count } dominos
}
dom-svg-boneyard = Pioche : { $count ->
    [0] vide
    [one] { $count } domino
   *[other] { $count } dominos
}
## Jouer une partie
dom-play-must-pass = { $side } : aucun domino ne va et la pioche garde ses { $count } derniers dominos, c’est donc une passe.
dom-play-draw-named = Le hasard choisit le domino qui sort de la pioche : tapez simplement pioche.
dom-deal-key = la donne n’a pas de groupe « { $key } » : ses groupes sont black, white et boneyard.
dom-deal-counts = une donne met 7 dominos dans chaque main et 14 dans la pioche, pas { $black }, { $white } et { $boneyard }.
dom-why-only = Aucun domino ne va : piocher ou passer est le seul coup.
dom-why-wins = { $tile } est le dernier domino de la main.
dom-why-blocks = Après { $tile }, les extrémités ouvertes sont { $left } et { $right }, des valeurs qui manquent à l’adversaire, on l’a vu.
dom-why-heavy = Poser { $tile } vous débarrasse de { $pips ->
    [one] { $pips } point
   *[other] { $pips } points
} tant qu’il va encore.
dom-why-sampled = { $tile } a gagné { $won ->
    [one] { $won } partie
   *[other] { $won } parties
} sur { $games ->
    [one] { $games } jouée
   *[other] { $games } jouées
} jusqu’à la fin avec des mains tirées au hasard parmi les dominos non vus.
dom-hint-and = { $head } { $tail }
dom-hint-keeps = { $count ->
    [0] Ensuite, aucun des { $left } dominos restants ne va aux extrémités ouvertes.
    [one] Ensuite, un des { $left } dominos restants va encore aux extrémités ouvertes.
   *[other] Ensuite, { $count } des { $left } dominos restants vont encore aux extrémités ouvertes.
}
dom-hint-heaviest = Aucun domino plus lourd ne pouvait être posé à ce tour.
dom-hint-blocks = { $count ->
    [0] L’autre camp n’a encore montré l’absence d’aucune des valeurs ouvertes.
    [one] L’autre camp a déjà montré qu’il n’a pas l’une des valeurs ouvertes.
   *[other] L’autre camp a déjà montré qu’il n’a aucune des deux valeurs ouvertes.
}
