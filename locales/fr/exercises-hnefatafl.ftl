# Exercices de hnefatafl : titres, énoncés, explications, indices.
## Chaque exercice : son titre, puis chaque question (`qN`) avec son indice (`qN-hint`, s’il y en a un) et son explication (`qN-explain`, montrée juste après cette question), enfin l’`explain` de l’exercice (montré après sa dernière question) et son `hint`.

ex-hnefatafl-edge-not-corner-title = Le roi en a7
ex-hnefatafl-edge-not-corner-q1 = Le roi blanc est arrivé sans dommage en a7, sur le bord. Où en est la partie ? (en cours, blancs, noirs ou nulle)
ex-hnefatafl-edge-not-corner-q1-explain = En Fetlar, seul un coin fait gagner ; a7 est une case du bord, pas un coin, la partie continue donc.
ex-hnefatafl-edge-not-corner-q2 = Quels coins le roi atteint-il en un seul coup d’ici ? (cases, ou aucun)
ex-hnefatafl-edge-not-corner-q2-explain = Vers le nord, l’attaquant en a9 barre la colonne a ; vers le sud, les cases de a6 à a2 sont vides, et a1 est à portée du roi.
ex-hnefatafl-edge-not-corner-q3 = Les Blancs peuvent-ils forcer l’entrée du roi dans un coin en un coup blanc, les Noirs jouant d’abord ? (oui/non)
ex-hnefatafl-edge-not-corner-q3-hint = Les Noirs jouent d’abord : un seul coup noir peut-il fermer toutes les routes du roi ?
ex-hnefatafl-edge-not-corner-q3-explain = Les Noirs jouent d’abord et peuvent fermer cette unique route en amenant une pièce sur la colonne a sous le roi, par exemple b5-a5 ; avec une seule route, le blocage arrive à temps.
ex-hnefatafl-edge-not-corner-q4 = Et en deux coups blancs ? (oui/non)
ex-hnefatafl-edge-not-corner-q4-hint = Pour forcer un coin en deux coups, le roi a besoin d’une case d’où il voit deux coins libres à la fois.
ex-hnefatafl-edge-not-corner-q4-explain = Pour gagner en deux coups, les Blancs auraient besoin d’un coup de roi qui menace deux coins à la fois, qu’une seule réponse noire ne pourrait pas parer. Après un bon blocage comme b5-a5, le roi n’a pas de tel coup, et chaque menace simple trouve sa réponse.
ex-hnefatafl-edge-not-corner-explain = Une case du bord raccourcit le chemin du roi mais ne fait rien gagner : Fetlar exige un coin, et un roi qui n’a qu’une route peut être arrêté à temps.
ex-hnefatafl-edge-not-corner-hint = Suivez la colonne a dans les deux sens et demandez-vous ce qu’exige un coin de plus qu’une case du bord.

ex-hnefatafl-throne-captures-title = À côté du trône vide
ex-hnefatafl-throne-captures-q1 = Les Noirs jouent h5-h6. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-throne-captures-q1-explain = Le roi ayant quitté son siège, le trône vide f6 est hostile : le défenseur en g6, encadré par h6 et f6, est pris.
ex-hnefatafl-throne-captures-q2 = Dans la position du diagramme, les Noirs jouent plutôt h8-f8. Où en est la partie ensuite (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-throne-captures-q2-explain = Le roi en f7 touche le trône vide, trois attaquants suffisent donc : avec e7, g7 et désormais f8 autour de lui, il est capturé et les Noirs gagnent.
ex-hnefatafl-throne-captures-q3 = Les Noirs peuvent-ils capturer le roi en un coup ? (oui/non)
ex-hnefatafl-throne-captures-q3-explain = h8-f8 y parvient : le quatrième côté du roi est le trône vide, fermer f8 suffit donc aux Noirs.
ex-hnefatafl-throne-captures-explain = Le trône vide joue deux fois le rôle d’une case ennemie : il aide à prendre le défenseur de g6, et il remplace un quatrième attaquant autour du roi.
ex-hnefatafl-throne-captures-hint = Comptez le trône vide comme un côté ennemi, pour le défenseur comme pour le roi.

ex-hnefatafl-occupied-throne-title = Le roi sur son trône
ex-hnefatafl-occupied-throne-q1 = Les Noirs jouent h5-h6. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-occupied-throne-q1-explain = Le roi siège sur son trône, et un trône occupé n’est pas hostile aux défenseurs : g6 a h6 d’un côté et son propre roi de l’autre, il reste donc en place.
ex-hnefatafl-occupied-throne-q2 = Les Noirs peuvent-ils capturer le roi en un coup ? (oui/non)
ex-hnefatafl-occupied-throne-q2-explain = Sur son trône, le roi exige un attaquant sur chacun de ses quatre côtés, et g6 porte un défenseur : aucun coup noir ne peut l’entourer.
ex-hnefatafl-occupied-throne-q3 = Les Noirs jouent h7-f7. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-occupied-throne-q3-explain = Après h7-f7, trois attaquants touchent le roi, mais son quatrième côté, g6, est un défenseur : le roi n’est pas capturé et la partie continue.
ex-hnefatafl-occupied-throne-explain = Le trône n’aide les attaquants que lorsqu’il est vide : quand le roi y siège, les défenseurs voisins n’ont rien à en craindre, et le roi exige quatre attaquants.
ex-hnefatafl-occupied-throne-hint = Le trône n’est hostile aux défenseurs que vide. Combien d’attaquants touchent le roi ?

ex-hnefatafl-edge-king-routes-title = Le roi au bord
ex-hnefatafl-edge-king-routes-q1 = Le roi est en e1. Quels coins atteint-il en un coup ? (cases, ou aucun)
ex-hnefatafl-edge-king-routes-q1-explain = b1, c1 et d1 sont vides : le roi peut glisser sur la rangée 1 jusque dans a1. Un coin n’est à portée que si toutes les cases du trajet sont libres.
ex-hnefatafl-edge-king-routes-q2 = Donnez toutes les cases où le roi en e1 peut aller.
ex-hnefatafl-edge-king-routes-q2-hint = Faites glisser le roi sur la rangée 1 dans les deux sens et sur la colonne e, en vous arrêtant avant la première pièce ; lui seul peut s’arrêter dans un coin.
ex-hnefatafl-edge-king-routes-q2-explain = Sur la rangée 1, le roi glisse à l’ouest vers d1, c1, b1 et le coin a1, et à l’est seulement jusqu’en g1 ; sur la colonne e, il monte de e2 à e8, l’attaquant en e9 l’arrêtant là.
ex-hnefatafl-edge-king-routes-q3 = Le coup e1-k1 est-il légal ? (oui/non)
ex-hnefatafl-edge-king-routes-q3-explain = Aucune pièce ne saute : l’attaquant en h1 barre la route de l’est, le roi ne peut donc pas atteindre k1 en un coup.
ex-hnefatafl-edge-king-routes-q4 = Où en est la partie maintenant (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-edge-king-routes-q4-hint = Qu’est-ce qui termine une partie de Fetlar, et est-ce arrivé ?
ex-hnefatafl-edge-king-routes-q4-explain = Le roi est au bord, pas dans un coin, et rien d’autre n’a mis fin à la partie : elle continue, trait aux Blancs.
ex-hnefatafl-edge-king-routes-explain = Un roi au bord a au plus deux routes vers les coins, chacune ouverte seulement jusqu’à la première pièce ; être au bord ne rapporte rien par soi-même.
ex-hnefatafl-edge-king-routes-hint = Partez du roi vers chaque coin, case par case, jusqu’à la première pièce.

ex-hnefatafl-open-a-route-title = Ouvrir deux routes d’un coup
ex-hnefatafl-open-a-route-q1 = Trait aux Blancs. Le roi peut-il atteindre un coin dès ce coup ? (oui/non)
ex-hnefatafl-open-a-route-q1-explain = Les coins se trouvent seulement sur les colonnes a et k et sur les rangées 1 et 11 ; le roi en d5 n’est sur aucune de ces lignes, et un seul coup ne peut pas le mener dans un coin.
ex-hnefatafl-open-a-route-q2 = Les Blancs peuvent-ils forcer l’entrée du roi dans un coin en deux coups blancs ? (oui/non)
ex-hnefatafl-open-a-route-q2-explain = Le roi glisse d’abord vers une case d’où il voit deux coins libres, par exemple d1, entre a1 et k1 sur la rangée 1 ; les Noirs ne peuvent fermer qu’une route, et le roi prend l’autre.
ex-hnefatafl-open-a-route-q3 = Les Blancs jouent d5-k5, les Noirs répondent j9-k9. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-open-a-route-q3-hint = Après la réponse noire, le roi est-il dans un coin, ou capturé ?
ex-hnefatafl-open-a-route-q3-explain = En k5, le roi voit k1 et k11 ; j9-k9 ferme la route du nord, et le roi n’est ni dans un coin ni capturé : la partie continue.
ex-hnefatafl-open-a-route-q4 = Puis les Blancs jouent k5-k1. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-open-a-route-q4-hint = Où k5-k1 mène-t-il le roi ?
ex-hnefatafl-open-a-route-q4-explain = Un coup noir ne pouvait fermer qu’une des deux routes : celle du sud est restée libre, et k5-k1 amène le roi dans le coin. Les Blancs gagnent.
ex-hnefatafl-open-a-route-explain = Une case d’où le roi voit deux coins libres crée une double menace : un seul coup noir ne ferme pas les deux routes. Ici, d1 et k5 l’offrent toutes les deux.
ex-hnefatafl-open-a-route-hint = Cherchez une case d’où le roi voit deux coins.

ex-hnefatafl-close-a-route-title = Le roi en a4
ex-hnefatafl-close-a-route-q1 = Quels coins le roi en a4 atteint-il en un coup ? (cases, ou aucun)
ex-hnefatafl-close-a-route-q1-hint = Partez du roi sur la colonne a, dans les deux sens, case par case.
ex-hnefatafl-close-a-route-q1-explain = Les deux routes de la colonne a sont libres : a3 et a2 sous le roi, de a5 à a10 au-dessus, il atteint donc a1 et a11.
ex-hnefatafl-close-a-route-q2 = Trait aux Noirs. Les Blancs peuvent-ils forcer l’entrée du roi dans un coin en un coup blanc ? (oui/non)
ex-hnefatafl-close-a-route-q2-explain = Une pièce noire peut fermer une route en se posant sur la colonne a d’un côté du roi, mais aucun coup ne couvre les deux côtés : quoi que jouent les Noirs, le roi glisse dans le coin resté ouvert.
ex-hnefatafl-close-a-route-q3 = Les Noirs peuvent-ils capturer le roi en un coup ? (oui/non)
ex-hnefatafl-close-a-route-q3-hint = Où se trouve le roi, et que faudrait-il pour l’y entourer ?
ex-hnefatafl-close-a-route-q3-explain = En Fetlar, un roi au bord ne peut pas être capturé : l’un de ses quatre côtés est hors du plateau, il ne peut donc jamais y être entouré.
ex-hnefatafl-close-a-route-explain = Deux routes ouvertes de part et d’autre du roi ne se ferment pas d’un seul coup, et au bord il ne craint pas la capture : les Blancs gagnent la course au coin.
ex-hnefatafl-close-a-route-hint = Pour chaque coup noir, vérifiez quel coin reste ouvert.

ex-hnefatafl-who-starts-title = Qui commence ?
ex-hnefatafl-who-starts-q1 = Voici la position initiale. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-who-starts-q1-hint = Quelque chose a-t-il pu terminer la partie avant le premier coup ?
ex-hnefatafl-who-starts-q1-explain = Dans la position initiale, personne n’a gagné, le roi n’est pas capturé et aucune nulle n’est atteinte : la partie est simplement en cours.
ex-hnefatafl-who-starts-q2 = Le coup f4-c4 est-il légal maintenant ? (oui/non)
ex-hnefatafl-who-starts-q2-explain = En f4 se trouve un défenseur blanc, et en Fetlar ce sont les attaquants noirs qui jouent le premier coup : les Blancs ne peuvent pas bouger avant eux.
ex-hnefatafl-who-starts-q3 = Le coup d1-d3 est-il légal maintenant ? (oui/non)
ex-hnefatafl-who-starts-q3-explain = En d1 se trouve un attaquant, c’est aux Noirs de jouer, et d2 et d3 sont vides : l’attaquant glisse de deux cases sur la colonne d.
ex-hnefatafl-who-starts-q4 = Après d1-d3, quel camp a le trait ?
ex-hnefatafl-who-starts-q4-explain = Chaque coup rend le trait : après le premier coup noir, c’est aux Blancs.
ex-hnefatafl-who-starts-explain = En Fetlar, les Noirs, c’est-à-dire les attaquants, ouvrent la partie ; ensuite les deux camps jouent à tour de rôle.
ex-hnefatafl-who-starts-hint = Quel camp joue le premier coup en Fetlar ?

ex-hnefatafl-two-attackers-title = Le roi entre c5 et e5
ex-hnefatafl-two-attackers-q1 = Les Noirs jouent e2-e5 : le roi en d5 se trouve entre c5 et e5. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-two-attackers-q1-explain = Le roi n’est pas un soldat : deux attaquants en c5 et e5 ne le capturent pas. Loin du trône, il lui faut des attaquants sur ses quatre côtés, la partie continue donc.
ex-hnefatafl-two-attackers-q2 = Les Noirs peuvent-ils capturer le roi en un coup ici ? (oui/non)
ex-hnefatafl-two-attackers-q2-explain = Seul c5 touche le roi pour l’instant ; d4, d6 et e5 sont vides, et un coup n’en remplit qu’une au plus.
ex-hnefatafl-two-attackers-explain = Deux ennemis de part et d’autre prennent un soldat ; le roi, lui, doit être entouré sur quatre côtés, ou sur trois s’il touche le trône vide. Deux attaquants ne suffisent jamais.
ex-hnefatafl-two-attackers-hint = Comptez les attaquants qui touchent le roi après le coup.

ex-hnefatafl-throne-and-corners-title = Le trône, les coins et les attaquants
ex-hnefatafl-throne-and-corners-q1 = Le coup f2-f6 est-il légal ? (oui/non)
ex-hnefatafl-throne-and-corners-q1-explain = f6 est le trône, et seul le roi peut s’y arrêter : un attaquant ne peut pas y finir son coup.
ex-hnefatafl-throne-and-corners-q2 = Le coup f2-f9 est-il légal ? (oui/non)
ex-hnefatafl-throne-and-corners-q2-explain = f2-f9 passe par-dessus le trône vide et s’arrête en f9 : un soldat peut traverser le trône quand il est vide, pourvu qu’il ne s’y arrête pas, et de f3 à f8 tout est libre.
ex-hnefatafl-throne-and-corners-q3 = Le coup b1-a1 est-il légal ? (oui/non)
ex-hnefatafl-throne-and-corners-q3-hint = Qui peut se tenir dans un coin ?
ex-hnefatafl-throne-and-corners-q3-explain = a1 est un coin, et les coins, comme le trône, sont réservés au roi : l’attaquant en b1 ne peut pas s’y arrêter.
ex-hnefatafl-throne-and-corners-q4 = Donnez toutes les cases où l’attaquant en k3 peut aller.
ex-hnefatafl-throne-and-corners-q4-hint = Glissez depuis k3 sur ses deux lignes jusqu’à une pièce ou au bord du plateau, et retirez les cases où un soldat ne peut pas s’arrêter.
ex-hnefatafl-throne-and-corners-q4-explain = Sur la rangée 3, l’attaquant glisse vers l’ouest jusqu’en a3 ; sur la colonne k, il descend en k2 et monte jusqu’en k10, sans jamais se poser sur les coins k1 et k11.
ex-hnefatafl-throne-and-corners-explain = Trône et coins appartiennent au roi : les soldats peuvent passer au-dessus du trône vide, mais ne s’arrêtent ni sur lui ni dans un coin.
ex-hnefatafl-throne-and-corners-hint = Traverser une case et s’y arrêter sont deux choses différentes.

ex-hnefatafl-between-two-enemies-title = Se placer entre deux adversaires
ex-hnefatafl-between-two-enemies-q1 = Les Blancs jouent d8-d5, entre les attaquants c5 et e5. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-between-two-enemies-q1-explain = Une prise se fait par un coup du camp qui prend : en se glissant entre c5 et e5, ce sont les Blancs qui ont placé la pièce, les Noirs n’ont refermé aucun encadrement.
ex-hnefatafl-between-two-enemies-q2 = Les Blancs jouent d8-d5 et les Noirs répondent h6-d6. Quelles pièces ont été prises pendant ces deux coups ?
ex-hnefatafl-between-two-enemies-q2-explain = h6-d6 est un coup noir qui complète un encadrement : d5 a désormais des attaquants en d4 et d6, sur une même ligne, et il est pris.
ex-hnefatafl-between-two-enemies-explain = Se placer entre deux ennemis ne coûte rien sur le moment, mais la pièce peut rester exposée au coup suivant : une prise n’a lieu que lorsque le camp qui prend joue.
ex-hnefatafl-between-two-enemies-hint = Quel coup referme l’encadrement, et de quel camp ?

ex-hnefatafl-edge-is-not-escape-title = Le roi file vers e1
ex-hnefatafl-edge-is-not-escape-q1 = Les Blancs jouent e5-e1. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-edge-is-not-escape-q1-explain = e1 est au bord mais ce n’est pas un coin, et en Fetlar seul un coin fait gagner : la partie continue.
ex-hnefatafl-edge-is-not-escape-q2 = Les Blancs peuvent-ils faire entrer le roi dans un coin dès ce coup ? (oui/non)
ex-hnefatafl-edge-is-not-escape-q2-explain = Depuis e5, le roi n’est sur aucune ligne menant à un coin : aucun de ses coups n’y finit ; e5-e1 ne l’amène qu’au bord, où c1 et h1 gardent les deux routes.
ex-hnefatafl-edge-is-not-escape-explain = Atteindre le bord n’est pas s’échapper : Fetlar exige un coin, et des routes gardées le long du bord en tiennent le roi éloigné.
ex-hnefatafl-edge-is-not-escape-hint = Quelles cases terminent la partie pour les Blancs ?

ex-hnefatafl-no-shieldwall-title = Deux défenseurs sur la première rangée
ex-hnefatafl-no-shieldwall-q1 = Les Noirs jouent f5-f1 et ferment la rangée d1-e1 entre c1 et f1. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-no-shieldwall-q1-explain = Chaque défenseur s’examine sur ses propres lignes : d1 a pour voisins c1 et e1, e1 a d1 et f1, et les attaquants en d2 et e2 n’ont en face que le bord du plateau. Aucun n’est entre deux cases hostiles, et Fetlar n’a pas de règle du mur de boucliers pour prendre la rangée entière.
ex-hnefatafl-no-shieldwall-q2 = Le coup f5-f1 est-il légal ? (oui/non)
ex-hnefatafl-no-shieldwall-q2-hint = Le chemin de f5 à f1 est-il libre, et un attaquant peut-il s’arrêter en f1 ?
ex-hnefatafl-no-shieldwall-q2-explain = La colonne f est libre de f4 à f2, et f1 est une case du bord ordinaire, pas un coin : l’attaquant peut s’y arrêter.
ex-hnefatafl-no-shieldwall-explain = Un coup légal n’est pas forcément une prise : en Fetlar, un soldat n’est pris qu’entre deux cases hostiles sur une même ligne, jamais comme morceau d’un mur.
ex-hnefatafl-no-shieldwall-hint = Cherchez un encadrement ordinaire autour de chaque défenseur voisin de la pièce arrivée.

ex-hnefatafl-capture-suffix-title = Annoncer ses prises
ex-hnefatafl-capture-suffix-q1 = Les Blancs jouent e5-e8. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-capture-suffix-q1-explain = Le défenseur arrivé en e8 a deux attaquants pour voisins : e9, avec le défenseur e10 derrière lui, et f8, avec le défenseur g8 derrière lui. Les deux sont pris.
ex-hnefatafl-capture-suffix-q2 = Le coup e5-e8xf8 est-il légal tel qu’écrit ? (oui/non)
ex-hnefatafl-capture-suffix-q2-hint = Comparez le suffixe aux pièces que le coup prend vraiment.
ex-hnefatafl-capture-suffix-q2-explain = Un suffixe de prise doit nommer exactement les pièces prises ; e5-e8 en prend deux, xf8 seul est donc faux et le coup est refusé tel qu’écrit.
ex-hnefatafl-capture-suffix-q3 = Le coup e5-e8xe9/f8 est-il légal tel qu’écrit ? (oui/non)
ex-hnefatafl-capture-suffix-q3-hint = Comparez le suffixe aux pièces que le coup prend vraiment.
ex-hnefatafl-capture-suffix-q3-explain = xe9/f8 nomme les deux pièces prises : le coup écrit correspond à ce qui se passe réellement sur le plateau.
ex-hnefatafl-capture-suffix-explain = Une seule arrivée peut prendre plusieurs soldats. Le suffixe après x est facultatif, mais s’il est écrit, il doit nommer chaque pièce prise.
ex-hnefatafl-capture-suffix-hint = Regardez les quatre voisins de e8.

ex-hnefatafl-quiet-draw-title = Cent demi-coups sans prise
ex-hnefatafl-quiet-draw-q1 = Quatre-vingt-dix-neuf demi-coups se sont écoulés sans prise. Les Noirs jouent c3-c4. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-quiet-draw-q1-explain = c3-c4 ne prend rien : c’est le centième demi-coup consécutif sans prise, et la partie est nulle.
ex-hnefatafl-quiet-draw-q2 = Et avant ce coup (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-quiet-draw-q2-hint = Combien de demi-coups sans prise avaient été joués avant c3-c4, et combien en faut-il pour la nulle ?
ex-hnefatafl-quiet-draw-q2-explain = Avant c3-c4, le compteur était à 99 : il manquait un demi-coup pour atteindre cent, la partie était donc en cours.
ex-hnefatafl-quiet-draw-explain = Comptez les demi-coups sans prise : la nulle tombe exactement au centième consécutif, et toute prise remet le compte à zéro.
ex-hnefatafl-quiet-draw-hint = Le coup c3-c4 prend-il quelque chose ?
