# Dames chinoises : textes des exercices du catalogue.

ex-chinese-checkers-supports-stay-title = Les appuis restent en place
ex-chinese-checkers-supports-stay-q1 = Cinq points voisins sur la rangée i : votre pièce en i9 (A), une pièce bleue en i11 (B), i13 libre (C), votre pièce en i15 (D), i17 libre (E). La suite i9-i13-i17 est-elle légale ?
ex-chinese-checkers-supports-stay-q2 = Après i9-i13-i17, quelles pièces ont quitté le plateau ?
ex-chinese-checkers-supports-stay-explain = La suite est légale : i9 saute par-dessus i11 jusqu’à i13, puis par-dessus i15 jusqu’à i17. Chaque saut demande une pièce voisine, rouge ou bleue peu importe, et un point libre juste derrière. Aucune pièce ne quitte le plateau : i11 et i15 ne bougent pas et serviront encore d’appuis aux deux joueurs.
ex-chinese-checkers-supports-stay-hint = Vérifiez chaque segment : départ, appui, arrivée libre. Et rappelez-vous qu’il n’y a aucune prise aux dames chinoises.
ex-chinese-checkers-supports-stay-q2-hint = Suivez la chaîne saut après saut et regardez ce que devient chaque pièce d’appui.

ex-chinese-checkers-jump-anatomy-title = Départ, appui et arrivée
ex-chinese-checkers-jump-anatomy-q1 = Les Rouges ont le trait. Le saut d12-f14 est-il légal ?
ex-chinese-checkers-jump-anatomy-q2 = Le saut d12-f10 est-il légal ?
ex-chinese-checkers-jump-anatomy-q3 = Le saut d12-d16 est-il légal ?
ex-chinese-checkers-jump-anatomy-explain = d12-f14 part de d12, prend appui sur la pièce bleue en e13 et arrive sur f14, libre. d12-f10 s’appuie sur votre propre pièce en e11 et arrive sur f10, libre. d12-d16 a bien un appui en d14, mais son arrivée d16 est occupée par une pièce bleue : ce saut est impossible.
ex-chinese-checkers-jump-anatomy-hint = Pour chaque saut, nommez trois points : le départ, la pièce franchie et le point situé derrière elle, qui doit être vide.

ex-chinese-checkers-chain-change-direction-title = Tourner au milieu d’une suite
ex-chinese-checkers-chain-change-direction-q1 = d10-f12-f16 (d’abord par-dessus e11, puis le long de la rangée f par-dessus f14) est-il un coup légal ?
ex-chinese-checkers-chain-change-direction-q2 = Quels points la pièce en d10 peut-elle atteindre en un coup ?
ex-chinese-checkers-chain-change-direction-explain = Une suite n’a pas à garder une seule direction : chaque saut suit l’une des six lignes, et le suivant peut en prendre une autre. Depuis d10, la pièce avance d’un pas vers c11, d12 ou e9, ou saute vers f12 et peut continuer jusqu’à f16.
ex-chinese-checkers-chain-change-direction-hint = Regardez l’arrivée f12 : quels voisins de f12 sont occupés, et le point derrière eux est-il libre ?

ex-chinese-checkers-no-duty-to-continue-title = Arrêter une suite plus tôt
ex-chinese-checkers-no-duty-to-continue-q1 = Depuis f12, un saut supplémentaire par-dessus g13 vers h14 existe. d10-f12 est-il tout de même légal ?
ex-chinese-checkers-no-duty-to-continue-q2 = Quels points la pièce en d10 peut-elle atteindre en un coup ?
ex-chinese-checkers-no-duty-to-continue-explain = Dans cette édition, une suite peut se terminer sur n’importe quelle arrivée légale ; personne n’est tenu d’utiliser tous les sauts disponibles. f12 et h14 sont donc deux fins possibles, avec les trois pas c11, d12 et e9. La poursuite obligatoire est une règle maison qui ne s’applique pas ici.
ex-chinese-checkers-no-duty-to-continue-hint = Rien n’oblige à continuer de sauter.

ex-chinese-checkers-jump-opponent-piece-title = Sauter une pièce adverse
ex-chinese-checkers-jump-opponent-piece-q1 = Les Rouges ont le trait. f14-h16, par-dessus la pièce bleue en g15, est-il légal ?
ex-chinese-checkers-jump-opponent-piece-q2 = Après f14-h16, quelles pièces ont été retirées ?
ex-chinese-checkers-jump-opponent-piece-explain = Une pièce adverse sert d’appui comme n’importe quelle autre : elle touche f14 et h16, derrière elle, est libre, donc le saut est légal. La pièce bleue reste en g15 ; on ne joue pas aux dames et rien n’est pris.
ex-chinese-checkers-jump-opponent-piece-hint = La couleur de l’appui ne compte pas, et un saut ne le retire jamais.

ex-chinese-checkers-pivots-serve-both-title = Un appui pour les deux camps
ex-chinese-checkers-pivots-serve-both-q1 = Les Rouges jouent e13-g15 par-dessus la pièce bleue en f14, puis les Bleus jouent h14-f16 par-dessus la pièce rouge arrivée en g15. Quelles pièces ont quitté le plateau ?
ex-chinese-checkers-pivots-serve-both-q2 = Après ces deux coups, qui a le trait ?
ex-chinese-checkers-pivots-serve-both-explain = Aucune pièce n’est retirée : f14 reste, et la pièce rouge arrivée en g15 devient aussitôt un appui pour les Bleus. Le réseau de pièces n’appartient à personne. Après un coup de chaque côté, le trait revient aux Rouges.
ex-chinese-checkers-pivots-serve-both-hint = Rejouez les deux coups sans rien enlever du plateau.
ex-chinese-checkers-pivots-serve-both-q1-hint = Rejouez les deux coups l’un après l’autre et suivez chaque pièce sautée.

ex-chinese-checkers-leave-target-camp-title = Sortir du camp cible
ex-chinese-checkers-leave-target-camp-q1 = Votre pièce en n12 se trouve déjà dans le camp bleu. Peut-elle ressortir d’un pas vers m11 ?
ex-chinese-checkers-leave-target-camp-q2 = Quels points la pièce en n12 peut-elle atteindre en un coup ?
ex-chinese-checkers-leave-target-camp-explain = Oui. Cette édition ne bloque jamais une pièce dans le camp cible. Depuis n12, la pièce peut faire un pas vers m11, n10, n14 ou o11, sauter par-dessus o13 jusqu’à p14, ou sauter par-dessus m13 vers l14, hors du camp. Sortir peut ouvrir une route à une retardataire, mais retarde le moment où les dix pièces sont réunies.
ex-chinese-checkers-leave-target-camp-hint = Énumérez pas et sauts comme d’habitude ; la limite du camp ne change rien.

ex-chinese-checkers-opponent-blocks-win-title = Le dernier point est pris
ex-chinese-checkers-opponent-blocks-win-q1 = Neuf pièces rouges sont dans le camp bleu, la dixième attend en m11, et une pièce bleue occupe encore n10. Où en est la partie ?
ex-chinese-checkers-opponent-blocks-win-q2 = Les Bleus jouent n10-m9, puis les Rouges jouent m11-n10. Où en est la partie maintenant ?
ex-chinese-checkers-opponent-blocks-win-explain = Tant que la pièce bleue reste en n10, les Rouges ne peuvent pas réunir dix pièces dans le camp : la partie continue. Ils ne peuvent ni la prendre ni la pousser. Dès que les Bleus l’en retirent d’eux-mêmes, m11-n10 complète les dix et les Rouges gagnent.
ex-chinese-checkers-opponent-blocks-win-hint = Gagner, c’est avoir vos dix pièces sur les dix points du camp en même temps.

ex-chinese-checkers-nine-do-not-win-title = Neuf ne suffisent pas
ex-chinese-checkers-nine-do-not-win-q1 = Neuf pièces rouges remplissent le camp bleu sauf n12 ; la dixième est en k13. Où en est la partie ?
ex-chinese-checkers-nine-do-not-win-q2 = Les autres pièces restant fixes, en combien de coups la pièce en k13 peut-elle atteindre n12 ?
ex-chinese-checkers-nine-do-not-win-explain = La partie continue : seules les dix pièces réunies dans le camp donnent la victoire. La retardataire a besoin de trois coups, par exemple k13-l12, l12-m11 puis m11-n12.
ex-chinese-checkers-nine-do-not-win-hint = Comptez les pièces dans le camp, puis cherchez les pas et les sauts vers le point vide.

ex-chinese-checkers-network-intact-title = Un réseau de trois appuis
ex-chinese-checkers-network-intact-q1 = Vos pièces en e13, g15 et i17 forment une échelle. En combien de coups la pièce en d12 peut-elle atteindre j18 ?
ex-chinese-checkers-network-intact-q2 = La suite d12-f14-h16-j18 est-elle légale ?
ex-chinese-checkers-network-intact-explain = Un seul coup suffit : d12 saute par-dessus e13 jusqu’à f14, par-dessus g15 jusqu’à h16, puis par-dessus i17 jusqu’à j18. Trois appuis bien placés emmènent une pièce très loin en un tour.
ex-chinese-checkers-network-intact-hint = Chaque appui se trouve entre deux points libres sur la même ligne.

ex-chinese-checkers-network-pivot-moved-title = Un appui quitte le réseau
ex-chinese-checkers-network-pivot-moved-q1 = L’appui du milieu est passé de g15 à g17. En combien de coups la pièce en d12 peut-elle maintenant atteindre j18 ?
ex-chinese-checkers-network-pivot-moved-q2 = La suite d12-f14-h16-j18 est-elle encore légale ?
ex-chinese-checkers-network-pivot-moved-explain = Déplacer un seul appui coûte trois coups à cette pièce : sans pièce en g15, le saut de f14 vers h16 disparaît. Le plus court chemin demande maintenant quatre coups, par exemple f14, puis un pas vers f16, puis f18, puis une suite par-dessus g17 et i17 jusqu’à j18.
ex-chinese-checkers-network-pivot-moved-hint = Avant de déplacer un appui, demandez-vous quelles autres pièces s’en servaient.

ex-chinese-checkers-last-three-arrivals-title = D’abord les places profondes
ex-chinese-checkers-last-three-arrivals-q1 = p14 a été occupé avant q13. Les autres pièces restant fixes, en combien de coups la pièce en m13 peut-elle atteindre q13 ?
ex-chinese-checkers-last-three-arrivals-q2 = En combien de coups la pièce en p14 peut-elle atteindre q13 ?
ex-chinese-checkers-last-three-arrivals-q3 = En combien de coups la pièce en m13 peut-elle atteindre o13 ?
ex-chinese-checkers-last-three-arrivals-explain = On n’entre en q13 que depuis p12 ou p14, ou par un saut depuis o11 ou o15, et ces quatre points sont rouges : tant qu’ils restent, aucune retardataire n’y arrive. La pièce en p14 entre en q13 en un coup et libère p14 ; la pièce en m13 atteint o13 en deux coups (m13-m11, puis un saut par-dessus n12). Remplissez d’abord les places profondes pour que les dernières trouvent de la place.
ex-chinese-checkers-last-three-arrivals-hint = Quels points mènent à q13, et qui les occupe ?

ex-chinese-checkers-spot-illegal-paths-title = Repérer les parcours illégaux
ex-chinese-checkers-spot-illegal-paths-q1 = Les Rouges ont le trait. i13-i17 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q2 = i13-l16 (en passant à la fois par-dessus j14 et k15) est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q3 = i13-k15 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q4 = j14-j12 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q5 = i13-h12-g11 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q6 = i13-k13, qui contournerait j14 au lieu de le franchir en ligne droite, est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q7 = i13-i3 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-explain = Aucun n’est légal. i13-i17 avance de deux points sans pièce en i15 à franchir. i13-l16 passe au-dessus de deux pièces d’un coup, ce qui n’est pas un saut. i13-k15 arrive sur un point occupé. j14 est une pièce bleue, pas la vôtre. i13-h12 est un pas, et un pas termine le coup. i13-k13 ne suit aucune des six lignes : un saut ne tourne pas autour d’une pièce. Enfin, i3 n’existe pas : la rangée i commence à la colonne 5.
ex-chinese-checkers-spot-illegal-paths-hint = Chaque segment est soit un pas vers un voisin libre, soit un saut au-dessus d’une seule pièce voisine vers le point libre juste derrière.

ex-chinese-checkers-pass-is-no-defeat-title = Bloqué mais pas battu
ex-chinese-checkers-pass-is-no-defeat-q1 = Votre seule pièce en a13 est encerclée. Quels coups avez-vous ?
ex-chinese-checkers-pass-is-no-defeat-q2 = Après votre passe, qui a le trait ?
ex-chinese-checkers-pass-is-no-defeat-explain = Les deux voisins sont occupés et les deux arrivées derrière eux aussi : aucun pas ni saut n’existe, le seul coup est pass. Être bloqué n’est pas une défaite ; les Bleus jouent ensuite et la partie continue.
ex-chinese-checkers-pass-is-no-defeat-hint = Essayez chaque pas et chaque saut depuis a13.

## Explications par question, montrées après cette question (le `-explain` de l’exercice vient après sa dernière question).
ex-chinese-checkers-chain-change-direction-q1-explain = d10 saute par-dessus e11 jusqu’en f12, puis change de ligne et saute le long de la rangée f par-dessus f14 jusqu’en f16 : dans une chaîne, chaque saut peut suivre une autre des six lignes.
ex-chinese-checkers-jump-anatomy-q1-explain = d12-f14 part de d12, passe par-dessus la pièce bleue en e13 et se pose sur le point libre f14.
ex-chinese-checkers-jump-anatomy-q2-explain = d12-f10 passe par-dessus votre propre pièce en e11 et se pose sur le point libre f10 : vos pièces servent d’appui elles aussi.
