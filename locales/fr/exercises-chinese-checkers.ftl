# Dames chinoises : textes des exercices du catalogue.
## Chaque exercice : son titre, puis chaque question (`qN`) avec son indice (`qN-hint`, s’il y en a un) et son explication (`qN-explain`, montrée juste après cette question), enfin l’`explain` de l’exercice (montré après sa dernière question) et son `hint`.

ex-chinese-checkers-supports-stay-title = Cinq points sur la rangée i
ex-chinese-checkers-supports-stay-q1 = Cinq points voisins sur la rangée i : votre pièce en i9 (A), une pièce bleue en i11 (B), i13 libre (C), votre pièce en i15 (D), i17 libre (E). La suite i9-i13-i17 est-elle légale ?
ex-chinese-checkers-supports-stay-q1-explain = Chaque saut a ce qu’il lui faut : i9 passe par-dessus i11 jusqu’à i13, libre, puis par-dessus i15 jusqu’à i17, libre. La couleur de l’appui ne compte pas.
ex-chinese-checkers-supports-stay-q2 = Après i9-i13-i17, quelles pièces ont quitté le plateau ?
ex-chinese-checkers-supports-stay-q2-hint = Suivez la chaîne saut après saut et regardez ce que devient chaque pièce d’appui.
ex-chinese-checkers-supports-stay-q2-explain = Les dames chinoises ne connaissent pas la prise : i11 et i15 restent en place après la suite.
ex-chinese-checkers-supports-stay-explain = Un saut utilise une pièce voisine, quelle que soit sa couleur, puis un point libre juste derrière, sans rien prendre : les appuis restent sur le plateau et resserviront aux deux joueurs.
ex-chinese-checkers-supports-stay-hint = Vérifiez chaque segment : départ, appui, arrivée libre. Et rappelez-vous qu’il n’y a aucune prise aux dames chinoises.

ex-chinese-checkers-jump-anatomy-title = Départ, appui et arrivée
ex-chinese-checkers-jump-anatomy-q1 = Les Rouges ont le trait. Le saut d12-f14 est-il légal ?
ex-chinese-checkers-jump-anatomy-q1-explain = d12-f14 part de d12, passe par-dessus la pièce bleue en e13 et se pose sur le point libre f14.
ex-chinese-checkers-jump-anatomy-q2 = Le saut d12-f10 est-il légal ?
ex-chinese-checkers-jump-anatomy-q2-explain = d12-f10 passe par-dessus votre propre pièce en e11 et se pose sur le point libre f10 : vos pièces servent d’appui elles aussi.
ex-chinese-checkers-jump-anatomy-q3 = Le saut d12-d16 est-il légal ?
ex-chinese-checkers-jump-anatomy-q3-explain = d12-d16 a bien son appui en d14, mais l’arrivée d16 porte une pièce bleue : un saut exige un point vide derrière son appui.
ex-chinese-checkers-jump-anatomy-explain = Trois points font un saut : le départ, un appui voisin, quelle que soit sa couleur, puis une arrivée vide juste derrière lui, sur la même ligne. Vérifiez les trois à chaque fois.
ex-chinese-checkers-jump-anatomy-hint = Pour chaque saut, nommez trois points : le départ, la pièce franchie et le point situé derrière elle, qui doit être vide.

ex-chinese-checkers-chain-change-direction-title = Tourner au milieu d’une suite
ex-chinese-checkers-chain-change-direction-q1 = d10-f12-f16 (d’abord par-dessus e11, puis le long de la rangée f par-dessus f14) est-il un coup légal ?
ex-chinese-checkers-chain-change-direction-q1-explain = d10 saute par-dessus e11 jusqu’en f12, puis change de ligne et saute le long de la rangée f par-dessus f14 jusqu’en f16 : dans une chaîne, chaque saut peut suivre une autre des six lignes.
ex-chinese-checkers-chain-change-direction-q2 = Quels points la pièce en d10 peut-elle atteindre en un coup ?
ex-chinese-checkers-chain-change-direction-q2-hint = Énumérez d’abord les pas vers les voisins vides, puis chaque arrivée de chaque saut.
ex-chinese-checkers-chain-change-direction-q2-explain = Trois pas mènent aux voisins vides c11, d12 et e9. Le seul saut, par-dessus e11, arrive en f12 ; la suite peut s’y arrêter ou tourner le long de la rangée f jusqu’en f16.
ex-chinese-checkers-chain-change-direction-explain = Chaque saut d’une suite suit l’une des six lignes, et le saut suivant peut en prendre une autre. Pour lister les destinations, comptez chaque arrivée de chaque suite, pas seulement son dernier point.
ex-chinese-checkers-chain-change-direction-hint = Regardez l’arrivée f12 : quels voisins de f12 sont occupés, et le point derrière eux est-il libre ?

ex-chinese-checkers-no-duty-to-continue-title = Arrêter une suite plus tôt
ex-chinese-checkers-no-duty-to-continue-q1 = Depuis f12, un saut supplémentaire par-dessus g13 vers h14 existe. d10-f12 est-il tout de même légal ?
ex-chinese-checkers-no-duty-to-continue-q1-explain = Une suite peut s’arrêter après n’importe quel saut : d10 saute par-dessus e11 jusqu’en f12 et peut s’y arrêter, même si un autre saut existe.
ex-chinese-checkers-no-duty-to-continue-q2 = Quels points la pièce en d10 peut-elle atteindre en un coup ?
ex-chinese-checkers-no-duty-to-continue-q2-hint = D’abord les pas, puis les sauts : chaque arrivée d’une suite peut terminer le coup.
ex-chinese-checkers-no-duty-to-continue-q2-explain = Les pas mènent en c11, d12 et e9 ; le saut par-dessus e11 arrive en f12, et la suite peut continuer par-dessus g13 jusqu’en h14. Les deux arrivées sont des fins possibles.
ex-chinese-checkers-no-duty-to-continue-explain = Le joueur choisit où finit sa suite ; obliger à utiliser tous les sauts disponibles est une règle maison que cette édition n’applique pas.
ex-chinese-checkers-no-duty-to-continue-hint = Rien n’oblige à continuer de sauter.

ex-chinese-checkers-jump-opponent-piece-title = Sauter une pièce adverse
ex-chinese-checkers-jump-opponent-piece-q1 = Les Rouges ont le trait. f14-h16, par-dessus la pièce bleue en g15, est-il légal ?
ex-chinese-checkers-jump-opponent-piece-q1-explain = La pièce bleue en g15 touche f14, et h16, juste derrière, est libre : un appui de l’autre couleur sert aussi bien que le vôtre.
ex-chinese-checkers-jump-opponent-piece-q2 = Après f14-h16, quelles pièces ont été retirées ?
ex-chinese-checkers-jump-opponent-piece-q2-explain = Un saut ne retire jamais de pièce : la pièce bleue reste en g15. Aux dames chinoises, on fait la course, on ne prend rien.
ex-chinese-checkers-jump-opponent-piece-explain = Toute pièce voisine peut servir d’appui, quelle que soit sa couleur, et elle n’est jamais prise : les pièces adverses aident vos sauts autant que les vôtres.
ex-chinese-checkers-jump-opponent-piece-hint = La couleur de l’appui ne compte pas, et un saut ne le retire jamais.

ex-chinese-checkers-pivots-serve-both-title = Un appui pour les deux camps
ex-chinese-checkers-pivots-serve-both-q1 = Les Rouges jouent e13-g15 par-dessus la pièce bleue en f14, puis les Bleus jouent h14-f16 par-dessus la pièce rouge arrivée en g15. Quelles pièces ont quitté le plateau ?
ex-chinese-checkers-pivots-serve-both-q1-hint = Rejouez les deux coups l’un après l’autre et suivez chaque pièce sautée.
ex-chinese-checkers-pivots-serve-both-q1-explain = Les deux sauts laissent leurs appuis en place : f14 reste, et la pièce rouge arrivée en g15 aussi, juste à temps pour porter le saut bleu.
ex-chinese-checkers-pivots-serve-both-q2 = Après ces deux coups, qui a le trait ?
ex-chinese-checkers-pivots-serve-both-q2-hint = Combien de coups chaque camp a-t-il joués ?
ex-chinese-checkers-pivots-serve-both-q2-explain = Les tours alternent simplement : les Rouges ont joué, puis les Bleus, le trait revient donc aux Rouges.
ex-chinese-checkers-pivots-serve-both-explain = Le réseau de pièces n’appartient à personne : la pièce que vous déplacez peut servir d’appui à l’adversaire dès le coup suivant.
ex-chinese-checkers-pivots-serve-both-hint = Rejouez les deux coups sans rien enlever du plateau.

ex-chinese-checkers-leave-target-camp-title = Une pièce en n12, dans le camp bleu
ex-chinese-checkers-leave-target-camp-q1 = Votre pièce en n12 se trouve déjà dans le camp bleu. Peut-elle ressortir d’un pas vers m11 ?
ex-chinese-checkers-leave-target-camp-q1-explain = Cette édition ne verrouille jamais une pièce dans le camp cible : le pas de n12 vers m11, libre, est aussi légal que n’importe quel autre.
ex-chinese-checkers-leave-target-camp-q2 = Quels points la pièce en n12 peut-elle atteindre en un coup ?
ex-chinese-checkers-leave-target-camp-q2-explain = Quatre pas mènent en m11, n10, n14 et o11 ; le saut par-dessus o13 arrive en p14, plus profond dans le camp, et celui par-dessus m13 en l14, hors du camp.
ex-chinese-checkers-leave-target-camp-explain = Une pièce peut quitter le camp cible et y revenir : sortir peut dégager la route d’une retardataire, au prix d’un délai avant que les dix pièces y soient réunies.
ex-chinese-checkers-leave-target-camp-hint = Énumérez pas et sauts comme d’habitude ; la limite du camp ne change rien.

ex-chinese-checkers-opponent-blocks-win-title = Une pièce bleue en n10
ex-chinese-checkers-opponent-blocks-win-q1 = Neuf pièces rouges sont dans le camp bleu, la dixième attend en m11, et une pièce bleue occupe encore n10. Où en est la partie ?
ex-chinese-checkers-opponent-blocks-win-q1-explain = Les dix pièces rouges doivent occuper ensemble les dix points du camp, et la pièce bleue en n10 en tient un : la partie continue.
ex-chinese-checkers-opponent-blocks-win-q2 = Les Bleus jouent n10-m9, puis les Rouges jouent m11-n10. Où en est la partie maintenant ?
ex-chinese-checkers-opponent-blocks-win-q2-explain = Les Bleus ont sorti leur pièce d’eux-mêmes, n10 est libre, et m11-n10 y amène la dixième pièce rouge : les Rouges remplissent le camp et gagnent.
ex-chinese-checkers-opponent-blocks-win-explain = Une pièce adverse dans votre camp cible ne se prend pas et ne se pousse pas ; seul son propriétaire peut la déplacer, et la victoire attend jusque-là.
ex-chinese-checkers-opponent-blocks-win-hint = Gagner, c’est avoir vos dix pièces sur les dix points du camp en même temps.

ex-chinese-checkers-nine-do-not-win-title = Neuf pièces dans le camp bleu
ex-chinese-checkers-nine-do-not-win-q1 = Neuf pièces rouges remplissent le camp bleu sauf n12 ; la dixième est en k13. Où en est la partie ?
ex-chinese-checkers-nine-do-not-win-q1-explain = Neuf pièces dans le camp ne suffisent pas : seules les dix réunies font gagner, la partie continue donc.
ex-chinese-checkers-nine-do-not-win-q2 = Les autres pièces restant fixes, en combien de coups la pièce en k13 peut-elle atteindre n12 ?
ex-chinese-checkers-nine-do-not-win-q2-explain = Le plus court chemin demande trois coups, par exemple k13-l12, l12-m11 puis m11-n12 : ici, chaque coup est un simple pas.
ex-chinese-checkers-nine-do-not-win-explain = Vérifiez le camp point par point : la partie n’est gagnée que lorsque les dix pièces y sont en même temps, et une retardataire peut coûter plusieurs coups.
ex-chinese-checkers-nine-do-not-win-hint = Comptez les pièces dans le camp, puis cherchez les pas et les sauts vers le point vide.

ex-chinese-checkers-network-intact-title = Un réseau de trois appuis
ex-chinese-checkers-network-intact-q1 = Vos pièces en e13, g15 et i17 forment une échelle. En combien de coups la pièce en d12 peut-elle atteindre j18 ?
ex-chinese-checkers-network-intact-q1-explain = Un seul coup suffit : les trois appuis e13, g15 et i17 ont chacun un point libre derrière eux, et une seule suite emmène la pièce de d12 à j18.
ex-chinese-checkers-network-intact-q2 = La suite d12-f14-h16-j18 est-elle légale ?
ex-chinese-checkers-network-intact-q2-explain = Chaque segment est correct : par-dessus e13 jusqu’à f14, par-dessus g15 jusqu’à h16, par-dessus i17 jusqu’à j18, chaque arrivée libre et alignée avec son appui.
ex-chinese-checkers-network-intact-explain = Des appuis bien espacés, chacun suivi d’un point libre, changent un long trajet en un seul coup : une telle échelle vaut la peine d’être construite pour les pièces qui suivent.
ex-chinese-checkers-network-intact-hint = Chaque appui se trouve entre deux points libres sur la même ligne.

ex-chinese-checkers-network-pivot-moved-title = Un appui quitte le réseau
ex-chinese-checkers-network-pivot-moved-q1 = L’appui du milieu est passé de g15 à g17. En combien de coups la pièce en d12 peut-elle maintenant atteindre j18 ?
ex-chinese-checkers-network-pivot-moved-q1-hint = g15 est vide désormais : cherchez un autre appui qui mène à j18, et comptez les coups pour aller vous en servir.
ex-chinese-checkers-network-pivot-moved-q1-explain = Avec l’appui désormais en g17, le plus court chemin prend quatre coups, par exemple d12-f14, un pas vers f16, un autre vers f18, puis une suite par-dessus g17 et i17 jusqu’à j18.
ex-chinese-checkers-network-pivot-moved-q2 = La suite d12-f14-h16-j18 est-elle encore légale ?
ex-chinese-checkers-network-pivot-moved-q2-hint = Vérifiez chaque segment de la suite : y a-t-il une pièce au milieu de chaque saut ?
ex-chinese-checkers-network-pivot-moved-q2-explain = Le saut f14-h16 exige une pièce en g15, et g15 est vide désormais : la suite se brise à son deuxième segment.
ex-chinese-checkers-network-pivot-moved-explain = Déplacer un seul appui a coûté trois coups de plus à cette pièce. Avant de bouger une pièce, regardez quelles routes de vos autres pièces passent par-dessus elle.
ex-chinese-checkers-network-pivot-moved-hint = Avant de déplacer un appui, demandez-vous quelles autres pièces s’en servaient.

ex-chinese-checkers-last-three-arrivals-title = D’abord les places profondes
ex-chinese-checkers-last-three-arrivals-q1 = p14 a été occupé avant q13. Les autres pièces restant fixes, en combien de coups la pièce en m13 peut-elle atteindre q13 ?
ex-chinese-checkers-last-three-arrivals-q1-explain = Chaque point d’où l’on peut entrer en q13, par un pas ou par un saut, porte déjà une pièce rouge ; tant qu’elles restent fixes, la pièce de m13 ne peut jamais y arriver.
ex-chinese-checkers-last-three-arrivals-q2 = En combien de coups la pièce en p14 peut-elle atteindre q13 ?
ex-chinese-checkers-last-three-arrivals-q2-explain = p14 touche q13, qui est libre : un seul pas fait entrer la pièce, et p14 se libère.
ex-chinese-checkers-last-three-arrivals-q3 = En combien de coups la pièce en m13 peut-elle atteindre o13 ?
ex-chinese-checkers-last-three-arrivals-q3-hint = o13 est-il voisin de m13 ? Sinon, cherchez un saut qui arrive en o13, et d’où il partirait.
ex-chinese-checkers-last-three-arrivals-q3-explain = o13 est libre mais n’est pas voisin de m13. Un pas vers m11 aligne la pièce avec n12, et le saut par-dessus n12 arrive en o13 : deux coups.
ex-chinese-checkers-last-three-arrivals-explain = Remplissez d’abord les points les plus profonds : une fois les accès à q13 occupés, la dernière pièce ne peut plus y entrer, alors que les points du bord du camp restent faciles à atteindre.
ex-chinese-checkers-last-three-arrivals-hint = Quels points mènent à q13, et qui les occupe ?

ex-chinese-checkers-spot-illegal-paths-title = Sept chemins à vérifier
ex-chinese-checkers-spot-illegal-paths-q1 = Les Rouges ont le trait. i13-i17 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q1-explain = i13-i17 avance de deux points sur la rangée i : ce ne pourrait être qu’un saut, et un saut exige une pièce en i15 à franchir ; or i15 est vide.
ex-chinese-checkers-spot-illegal-paths-q2 = i13-l16 (en passant à la fois par-dessus j14 et k15) est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q2-explain = De i13 à l16, la pièce passerait par-dessus j14 et k15 d’un seul coup : un saut franchit une seule pièce et se pose sur le point juste derrière elle.
ex-chinese-checkers-spot-illegal-paths-q3 = i13-k15 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q3-explain = i13-k15 sauterait par-dessus j14, mais k15, juste derrière, porte une pièce bleue : l’arrivée d’un saut doit être vide.
ex-chinese-checkers-spot-illegal-paths-q4 = j14-j12 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q4-explain = En j14 se trouve une pièce bleue, et ce sont les Rouges qui ont le trait : on ne déplace que ses propres pièces.
ex-chinese-checkers-spot-illegal-paths-q5 = i13-h12-g11 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q5-explain = i13-h12 est un pas vers un voisin, et un pas constitue tout le coup : le chemin ne peut pas continuer ensuite vers g11.
ex-chinese-checkers-spot-illegal-paths-q6 = i13-k13, qui contournerait j14 au lieu de le franchir en ligne droite, est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q6-explain = Le trajet de i13 à k13 ne suit aucune des six lignes : un saut franchit son appui en ligne droite, sans jamais le contourner.
ex-chinese-checkers-spot-illegal-paths-q7 = i13-i3 est-il légal ?
ex-chinese-checkers-spot-illegal-paths-q7-explain = i3 n’est pas un point de l’étoile : la rangée i va de la colonne 5 à la colonne 21.
ex-chinese-checkers-spot-illegal-paths-explain = Sept chemins, sept fautes. Un coup légal est un pas vers un voisin libre, ou des sauts qui franchissent chacun une seule pièce voisine, en ligne droite, jusqu’au point libre derrière elle, avec votre propre pièce et sur le plateau.
ex-chinese-checkers-spot-illegal-paths-hint = Chaque segment est soit un pas vers un voisin libre, soit un saut au-dessus d’une seule pièce voisine vers le point libre juste derrière.

ex-chinese-checkers-pass-is-no-defeat-title = Une pièce cernée en a13
ex-chinese-checkers-pass-is-no-defeat-q1 = Votre seule pièce en a13 est encerclée. Quels coups avez-vous ?
ex-chinese-checkers-pass-is-no-defeat-q1-explain = Les deux voisins de a13, b12 et b14, sont occupés, tout comme c11 et c15 derrière eux : ni pas ni saut possible : il ne reste qu’à passer (« passe »).
ex-chinese-checkers-pass-is-no-defeat-q2 = Après votre passe, qui a le trait ?
ex-chinese-checkers-pass-is-no-defeat-q2-hint = Une passe coûte-t-elle la partie, ou seulement le tour ?
ex-chinese-checkers-pass-is-no-defeat-q2-explain = Passer est un coup comme un autre : il rend le trait, et les Bleus jouent ensuite. Être bloqué n’est pas une défaite.
ex-chinese-checkers-pass-is-no-defeat-explain = Cette édition ne connaît pas de défaite par blocage : un camp sans coup légal passe, et on ne gagne qu’en amenant ses dix pièces au camp d’en face.
ex-chinese-checkers-pass-is-no-defeat-hint = Essayez chaque pas et chaque saut depuis a13.
