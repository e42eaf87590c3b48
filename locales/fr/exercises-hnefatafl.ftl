# Exercices de hnefatafl : titres, énoncés, explications, indices.

ex-hnefatafl-edge-not-corner-title = Au bord, mais pas encore sorti
ex-hnefatafl-edge-not-corner-q1 = Le roi blanc est arrivé sans dommage en a7, sur le bord. Trait aux Noirs. Où en est la partie ? (en cours, blancs, noirs ou nulle)
ex-hnefatafl-edge-not-corner-q2 = Quels coins le roi atteint-il en un seul coup d’ici ? (cases, ou aucun)
ex-hnefatafl-edge-not-corner-q3 = Les Blancs peuvent-ils forcer l’entrée du roi dans un coin en un coup blanc, les Noirs jouant d’abord ? (oui/non)
ex-hnefatafl-edge-not-corner-q4 = Et en deux coups blancs ? (oui/non)
ex-hnefatafl-edge-not-corner-explain = En Fetlar, seul un coin fait gagner. Le roi en a7 touche le bord mais pas un coin : la partie continue. Vers le nord, l’attaquant en a9 coupe sa route ; vers le sud, a1 est libre, et les Noirs, qui ont le trait, peuvent fermer ce couloir en plaçant une pièce sur la colonne a sous le roi. Une fois ce couloir fermé, aucune case que le roi atteint en un coup ne donne sur un coin libre : deux coups blancs ne suffisent donc pas non plus.
ex-hnefatafl-edge-not-corner-hint = Suivez la colonne a dans les deux sens et demandez-vous ce qu’exige un coin de plus qu’une case du bord.

ex-hnefatafl-throne-captures-title = Le trône vide participe
ex-hnefatafl-throne-captures-q1 = Les Noirs jouent h5-h6. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-throne-captures-q2 = Dans la position du diagramme, les Noirs jouent plutôt h8-f8. Où en est la partie ensuite (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-throne-captures-q3 = Les Noirs peuvent-ils capturer le roi en un coup ? (oui/non)
ex-hnefatafl-throne-captures-explain = Le roi ayant quitté son siège, le trône vide f6 compte comme case hostile. Le défenseur en g6 se trouve encadré par h6 et f6. Le roi en f7 touche le trône vide : les attaquants en e7, g7 et f8 suffisent à le capturer.
ex-hnefatafl-throne-captures-hint = Comptez le trône vide comme un côté ennemi, pour le défenseur comme pour le roi.

ex-hnefatafl-occupied-throne-title = Le roi sur son trône
ex-hnefatafl-occupied-throne-q1 = Les Noirs jouent h5-h6. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-occupied-throne-q2 = Les Noirs peuvent-ils capturer le roi en un coup ? (oui/non)
ex-hnefatafl-occupied-throne-q3 = Les Noirs jouent h7-f7. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-occupied-throne-explain = Tant que le roi siège sur le trône, celui-ci n’aide pas les Noirs à prendre un défenseur : l’arrivée en h6 ne prend pas g6. Le roi lui-même exige des attaquants sur ses quatre côtés ; g6 est un défenseur, donc f7 ne l’achève pas.
ex-hnefatafl-occupied-throne-hint = Le trône n’est hostile aux défenseurs que vide. Combien d’attaquants touchent le roi ?

ex-hnefatafl-edge-king-routes-title = Deux routes le long du bord
ex-hnefatafl-edge-king-routes-q1 = Le roi est en e1. Quels coins atteint-il en un coup ? (cases, ou aucun)
ex-hnefatafl-edge-king-routes-q2 = Donnez toutes les cases où le roi en e1 peut aller.
ex-hnefatafl-edge-king-routes-q3 = Le coup e1-k1 est-il légal ? (oui/non)
ex-hnefatafl-edge-king-routes-q4 = Où en est la partie maintenant (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-edge-king-routes-explain = Depuis e1, le roi dispose de deux routes sur la rangée 1. À l’ouest, b1, c1 et d1 sont vides : a1 est ouvert. À l’est, l’attaquant en h1 barre la route de k1. Être sur le bord ne rapporte rien en soi.
ex-hnefatafl-edge-king-routes-hint = Partez du roi vers chaque coin, case par case, jusqu’à la première pièce.

ex-hnefatafl-open-a-route-title = Ouvrir deux routes d’un coup
ex-hnefatafl-open-a-route-q1 = Trait aux Blancs. Le roi peut-il atteindre un coin dès ce coup ? (oui/non)
ex-hnefatafl-open-a-route-q2 = Les Blancs peuvent-ils forcer l’entrée du roi dans un coin en deux coups blancs ? (oui/non)
ex-hnefatafl-open-a-route-q3 = Les Blancs jouent d5-k5, les Noirs répondent j9-k9. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-open-a-route-q4 = Puis les Blancs jouent k5-k1. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-open-a-route-explain = Le roi ne voit encore aucun coin. En glissant jusqu’en k5, il s’ouvre la colonne k vers k1 et vers k11. Un seul coup noir ne ferme qu’une des deux routes, et le roi entre dans l’autre coin. Descendre en d1 marche de la même façon sur la rangée 1 (a1 et k1).
ex-hnefatafl-open-a-route-hint = Cherchez une case d’où le roi voit deux coins.

ex-hnefatafl-close-a-route-title = Un coup ne ferme pas deux routes
ex-hnefatafl-close-a-route-q1 = Quels coins le roi en a4 atteint-il en un coup ? (cases, ou aucun)
ex-hnefatafl-close-a-route-q2 = Trait aux Noirs. Les Blancs peuvent-ils forcer l’entrée du roi dans un coin en un coup blanc ? (oui/non)
ex-hnefatafl-close-a-route-q3 = Les Noirs peuvent-ils capturer le roi en un coup ? (oui/non)
ex-hnefatafl-close-a-route-explain = Les deux routes de la colonne a sont libres. Les cases qui ferment une route sont a2 et a3 d’un côté, a5 à a10 de l’autre ; aucun coup noir n’en occupe une de chaque côté du roi à la fois, et les Blancs gagnent par le coin resté ouvert. Au bord, le roi ne peut pas être capturé.
ex-hnefatafl-close-a-route-hint = Pour chaque coup noir, vérifiez quel coin reste ouvert.

ex-hnefatafl-who-starts-title = Qui commence ?
ex-hnefatafl-who-starts-q1 = Voici la position initiale. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-who-starts-q2 = Le coup f4-c4 est-il légal maintenant ? (oui/non)
ex-hnefatafl-who-starts-q3 = Le coup d1-d3 est-il légal maintenant ? (oui/non)
ex-hnefatafl-who-starts-q4 = Après d1-d3, quel camp a le trait ?
ex-hnefatafl-who-starts-explain = Les attaquants noirs ouvrent la partie. Aucun défenseur ne bouge avant eux ; après le premier coup noir, le trait passe aux Blancs.
ex-hnefatafl-who-starts-hint = Quel camp joue le premier coup en Fetlar ?

ex-hnefatafl-two-attackers-title = Deux attaquants ne suffisent pas
ex-hnefatafl-two-attackers-q1 = Les Noirs jouent e2-e5 : le roi en d5 se trouve entre c5 et e5. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-two-attackers-q2 = Les Noirs peuvent-ils capturer le roi en un coup ici ? (oui/non)
ex-hnefatafl-two-attackers-explain = Un soldat entre deux ennemis est pris, mais le roi n’est pas un soldat. Loin du trône, il lui faut des attaquants sur ses quatre côtés.
ex-hnefatafl-two-attackers-hint = Comptez les attaquants qui touchent le roi après le coup.

ex-hnefatafl-throne-and-corners-title = Trône et coins sont au roi
ex-hnefatafl-throne-and-corners-q1 = Le coup f2-f6 est-il légal ? (oui/non)
ex-hnefatafl-throne-and-corners-q2 = Le coup f2-f9 est-il légal ? (oui/non)
ex-hnefatafl-throne-and-corners-q3 = Le coup b1-a1 est-il légal ? (oui/non)
ex-hnefatafl-throne-and-corners-q4 = Donnez toutes les cases où l’attaquant en k3 peut aller.
ex-hnefatafl-throne-and-corners-explain = Un soldat peut glisser par-dessus le trône vide, jamais s’y poser. Les coins lui sont aussi interdits : k3 monte jusqu’en k10 et descend en k2, ni k11 ni k1.
ex-hnefatafl-throne-and-corners-hint = Traverser une case et s’y arrêter sont deux choses différentes.

ex-hnefatafl-between-two-enemies-title = Se placer entre deux adversaires
ex-hnefatafl-between-two-enemies-q1 = Les Blancs jouent d8-d5, entre les attaquants c5 et e5. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-between-two-enemies-q2 = Les Blancs jouent d8-d5 et les Noirs répondent h6-d6. Quelles pièces ont été prises pendant ces deux coups ?
ex-hnefatafl-between-two-enemies-explain = Une prise doit être complétée par un coup du camp qui prend. Se glisser entre c5 et e5 ne coûte rien sur le moment, mais d5 reste exposé au coup suivant : quand un attaquant arrive en d6, d4 et d6 l’encadrent.
ex-hnefatafl-between-two-enemies-hint = Quel coup referme l’encadrement, et de quel camp ?

ex-hnefatafl-edge-is-not-escape-title = Atteindre le bord ne gagne pas
ex-hnefatafl-edge-is-not-escape-q1 = Les Blancs jouent e5-e1. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-edge-is-not-escape-q2 = Les Blancs peuvent-ils faire entrer le roi dans un coin dès ce coup ? (oui/non)
ex-hnefatafl-edge-is-not-escape-explain = En e1, le roi est au bord, sans plus : les attaquants c1 et h1 gardent les deux routes vers les coins. Fetlar exige un coin.
ex-hnefatafl-edge-is-not-escape-hint = Quelles cases terminent la partie pour les Blancs ?

ex-hnefatafl-no-shieldwall-title = Pas de mur de boucliers en Fetlar
ex-hnefatafl-no-shieldwall-q1 = Les Noirs jouent f5-f1 et ferment la rangée d1-e1 entre c1 et f1. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-no-shieldwall-q2 = Le coup f5-f1 est-il légal ? (oui/non)
ex-hnefatafl-no-shieldwall-explain = Chaque défenseur du bord s’examine sur sa propre ligne : d1 a c1 et e1 pour voisins, e1 a d1 et f1. Aucun n’est entre deux cases hostiles, donc rien n’est pris ; Fetlar ne connaît pas le mur de boucliers.
ex-hnefatafl-no-shieldwall-hint = Cherchez un encadrement ordinaire autour de chaque défenseur voisin de la pièce arrivée.

ex-hnefatafl-capture-suffix-title = Annoncer ses prises
ex-hnefatafl-capture-suffix-q1 = Les Blancs jouent e5-e8. Quelles pièces sont prises ? (cases, ou aucune)
ex-hnefatafl-capture-suffix-q2 = Le coup e5-e8xf8 est-il légal tel qu’écrit ? (oui/non)
ex-hnefatafl-capture-suffix-q3 = Le coup e5-e8xe9/f8 est-il légal tel qu’écrit ? (oui/non)
ex-hnefatafl-capture-suffix-explain = Le défenseur arrivé en e8 prend e9 contre e10 et f8 contre g8. Le suffixe après x doit nommer exactement les pièces prises : xf8 seul est faux.
ex-hnefatafl-capture-suffix-hint = Regardez les quatre voisins de e8.

ex-hnefatafl-quiet-draw-title = Cent demi-coups sans prise
ex-hnefatafl-quiet-draw-q1 = Quatre-vingt-dix-neuf demi-coups se sont écoulés sans prise. Les Noirs jouent c3-c4. Où en est la partie (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-quiet-draw-q2 = Et avant ce coup (en cours, blancs, noirs ou nulle) ?
ex-hnefatafl-quiet-draw-explain = Le compteur de demi-coups sans prise atteint 100 avec c3-c4 : la partie est nulle. À 99, le jeu continuait.
ex-hnefatafl-quiet-draw-hint = Le coup c3-c4 prend-il quelque chose ?
