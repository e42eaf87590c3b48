# Exercices d’entraînement fabriqués à la volée (titres, thèmes, indices).
drill-title = Entraînement : { $topic }

## Thèmes
drill-topic-exit-six = Quel avion avance ?
drill-topic-exact-arrival = Près du but
drill-topic-capture-safe = Captures et cases sûres
drill-topic-capture-rolls = Les lancers qui capturent
drill-topic-third-six = Le troisième 6
drill-topic-no-colour-jump = Les cases de sa couleur
drill-topic-step-jump = Pas ou saut
drill-topic-chain-turn = Suites de sauts qui tournent
drill-topic-no-capture = Les pièces sautées
drill-topic-target-camp = Le camp cible
drill-topic-distance = Distance en coups
drill-topic-classify = Classer une main
drill-topic-both-ends = Quelle extrémité ?
drill-topic-draw-until-playable = Piocher jusqu’à pouvoir jouer
drill-topic-pass = Les deux derniers dominos
drill-topic-blocked = Partie bloquée
drill-topic-no-all-fives = Des points en cours de jeu ?
drill-topic-soldier-capture = Prendre un soldat
drill-topic-throne-corner = Trône et coins
drill-topic-king-capture = Capturer le roi
drill-topic-corner-escape = Le roi et la sortie
drill-topic-legal-move = Ce coup est-il légal ?

## Indices (jamais la réponse)
drill-hint-exit-six = Quels avions sont encore en base, et quel est le lancer en attente ?
drill-hint-exact-arrival = Comptez les pas qui restent à chaque avion, couloir compris : un lancer plus grand ne peut pas servir à cet avion.
drill-hint-capture-safe = Regardez la case où l’avion s’arrête : qui s’y trouve, et est-ce une case de départ ou une étoile ?
drill-hint-capture-rolls = Depuis la cible, remontez la route de chacun de vos avions, de un à six pas.
drill-hint-third-six = Combien de 6 ce camp a-t-il déjà joués pendant ce tour ?
drill-hint-no-colour-jump = Comptez les cases que donne le dé, une par une.
drill-hint-step-jump = Un pas mène à un voisin ; un saut passe par-dessus un voisin occupé jusqu’au point vide juste derrière.
drill-hint-chain-turn = Vérifiez chaque saut de la suite séparément : voisin occupé, point vide derrière sur la même ligne, aucun point deux fois.
drill-hint-no-capture = Quel point chaque saut franchit-il, et qu’y a-t-il dessus du premier saut au dernier ?
drill-hint-target-camp = Quels points forment le camp que ce camp doit remplir, et qui s’y trouve ?
drill-hint-distance = Cherchez d’abord les sauts : un seul coup peut mener loin.
drill-hint-classify = Comparez les deux moitiés de chaque domino à la valeur ouverte de gauche, puis à celle de droite.
drill-hint-both-ends = La moitié posée contre la chaîne est recouverte ; l’autre devient la nouvelle valeur ouverte.
drill-hint-draw-until-playable = Comptez les dominos de la pioche qui ne conviennent pas, sans oublier les deux qui restent toujours.
drill-hint-pass = Un domino de la main convient-il, et combien en reste-t-il dans la pioche ?
drill-hint-blocked = Additionnez les points qui restent dans chaque main.
drill-hint-no-all-fives = Seules comptent ici les valeurs qui restent ouvertes : la somme des extrémités ne rapporte rien dans cette édition, même multiple de 5.
drill-hint-soldier-capture = Pour chaque soldat ennemi à côté de la case d’arrivée, regardez la case derrière lui sur la même ligne.
drill-hint-throne-corner = Qui occupe le trône ? Et un coin est hostile à tout soldat.
drill-hint-king-capture = Faites le tour des quatre côtés du roi : attaquants, trône vide ou bord du plateau ?
drill-hint-corner-escape = Seuls les quatre coins sont une sortie.
drill-hint-legal-move = Suivez le trajet case par case, et regardez où il s’arrête.

## La commande drill
drill-welcome = Entraînement — { $game }, { $topic }, niveau { $level } : { $count ->
        [one] { $count } question fabriquée
       *[other] { $count } questions fabriquées
    } à partir de la graine { $seed } (la même graine redonne les mêmes exercices).
drill-every-topic = tous les thèmes à tour de rôle
drill-unknown-topic = thème `{ $topic }` inconnu pour { $game } (thèmes : { $known })
drill-none-found = aucune bonne question n’a pu être fabriquée pour { $id }
drill-exported = { $count ->
        [one] { $count } exercice écrit
       *[other] { $count } exercices écrits
    } dans { $dir } (graine { $seed }) ; { $problems ->
        [0] plyyard verify accepte chaque fichier.
        [one] plyyard verify trouve { $problems } problème.
       *[other] plyyard verify trouve { $problems } problèmes.
    }
drill-list = { $head }, { $tail }
drill-offer = Tous les exercices de { $name } sont faits : pour des questions nouvelles sans fin, lancez plyyard practice --drill --game { $game }.
drill-more = D’autres exercices : plyyard practice --drill (les questions manquées reviennent avec plyyard practice --review).
