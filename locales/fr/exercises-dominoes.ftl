## Catalogue des dominos : titres, consignes, explications, indices.

ex-dominoes-guide-two-and-five-title = Chaîne ouverte en 2 et 5 : où poser 2-5 ?
ex-dominoes-guide-two-and-five-q1 = Les Noirs posent 2-5 sur l’extrémité droite (le 5). Quelles valeurs sont ouvertes ensuite ?
ex-dominoes-guide-two-and-five-q2 = Cette fois, les Noirs posent 2-5 sur l’extrémité gauche (le 2). Quelles valeurs sont ouvertes ?
ex-dominoes-guide-two-and-five-q3 = Classez les dominos connus de la main noire : gauche, droite, les deux ou aucune (DOMINO:EXTRÉMITÉ, par exemple 2-5:gauche).
ex-dominoes-guide-two-and-five-explain = Posé contre le 5, le domino laisse son 2 à l’extérieur : les extrémités deviennent 2 et 2, et 1-2 pourra suivre. Posé contre le 2, il laisse son 5 dehors : 5 et 5, et c’est 5-6 qui reste jouable. Chaque côté garde une suite différente ; on compare des raccords possibles, pas un meilleur coup démontré.
ex-dominoes-guide-two-and-five-hint = La moitié collée à la chaîne disparaît ; l’autre moitié devient la nouvelle valeur ouverte.

ex-dominoes-classify-hand-title = Chaque domino : quel côté lui convient ?
ex-dominoes-classify-hand-q1 = La chaîne est ouverte en 3 (gauche) et 6 (droite). Classez chaque domino de la main noire (DOMINO:EXTRÉMITÉ, par exemple 2-5:gauche).
ex-dominoes-classify-hand-q2 = Donnez tous les coups permis aux Noirs, comme 3-6@gauche (les deux extrémités quand un domino va des deux côtés).
ex-dominoes-classify-hand-explain = Un domino se raccorde à une extrémité si l’une de ses moitiés porte la même valeur. 3-6 porte un 3 et un 6 : il va des deux côtés ; 3-3 et 0-3 seulement sur le 3 de gauche ; 6-6 et 5-6 seulement sur le 6 de droite ; 2-4 ne va nulle part. Un double se compare comme les autres.
ex-dominoes-classify-hand-hint = Comparez chaque moitié aux deux valeurs ouvertes, une extrémité après l’autre.

ex-dominoes-update-ends-title = Mettre les extrémités à jour
ex-dominoes-update-ends-q1 = Les Noirs jouent 1-1 à droite, les Blancs 4-6 à gauche, puis les Noirs 1-3 à droite. Quelles valeurs sont ouvertes ?
ex-dominoes-update-ends-q2 = Qui a le trait après ces trois poses ?
ex-dominoes-update-ends-explain = 1-1 sur le 1 laisse un 1 : les extrémités restent 4 et 1. 4-6 sur le 4 ouvre un 6 à gauche. 1-3 sur le 1 ouvre un 3 à droite : la chaîne va de 6 à 3. Chaque pose rend le trait, donc après trois poses ce sont les Blancs qui jouent.
ex-dominoes-update-ends-hint = Après chaque pose, remplacez la valeur couverte par la moitié libre du nouveau domino.

ex-dominoes-draw-keeps-turn-title = Après une pioche, le trait reste
ex-dominoes-draw-keeps-turn-q1 = Les Noirs ne peuvent rien poser et piochent 1-1. Qui a le trait maintenant ?
ex-dominoes-draw-keeps-turn-q2 = Au lieu de piocher, les Noirs peuvent-ils passer ?
ex-dominoes-draw-keeps-turn-q3 = Les Noirs piochent 1-1, puis 2-3, et posent 2-3 à gauche. Quelles valeurs sont ouvertes ?
ex-dominoes-draw-keeps-turn-explain = Sans domino jouable, les Noirs piochent et gardent le trait ; 1-1 ne se raccorde pas non plus, ils piochent encore. 2-3 va sur le 2 : ils le posent aussitôt, ce qui ouvre un 3 face au 5. Passer reste exclu tant que la pioche garde plus que ses deux dominos réservés.
ex-dominoes-draw-keeps-turn-hint = Le joueur tient-il maintenant un domino jouable ? Sinon, c’est encore lui qui pioche.

ex-dominoes-two-stay-title = Les deux dominos qui restent
ex-dominoes-two-stay-q1 = Aucun domino noir ne va sur le 2 ni sur le 5. Combien de dominos les Noirs peuvent-ils piocher au plus maintenant ?
ex-dominoes-two-stay-explain = Les cinq dominos de la pioche ne vont à aucune extrémité, mais les deux derniers ne sont jamais pris : les Noirs en piochent trois, puis passent.
ex-dominoes-two-stay-hint = Partez de la taille de la pioche et mettez deux dominos de côté.

ex-dominoes-pass-last-two-title = Passer quand il reste deux dominos
ex-dominoes-pass-last-two-q1 = Que peuvent faire les Noirs ? Donnez les actions permises (par exemple 3-6@gauche, pioche, passe).
ex-dominoes-pass-last-two-q2 = Les Noirs peuvent-ils prendre l’un des deux dominos restant dans la pioche ?
ex-dominoes-pass-last-two-q3 = Les Noirs passent. Qui joue ensuite ?
ex-dominoes-pass-last-two-explain = Aucun domino noir ne va sur 2 ou 5, et seuls les deux dominos réservés restent : piocher est impossible, les Noirs passent et le trait va aux Blancs.
ex-dominoes-pass-last-two-hint = On passe seulement sans raccord possible et avec une pioche réduite à deux dominos.
ex-dominoes-pass-last-two-q1-hint = Comparez chaque domino de la main aux deux valeurs ouvertes, puis comptez la pioche.

ex-dominoes-blocked-lower-total-title = Partie bloquée : le plus petit total gagne
ex-dominoes-blocked-lower-total-q1 = Les Blancs viennent de passer. Où en est la partie ?
ex-dominoes-blocked-lower-total-q2 = Les Noirs passent à leur tour. Où en est la partie maintenant ?
ex-dominoes-blocked-lower-total-explain = Une seule passe ne termine rien. Après la deuxième passe consécutive, la partie est bloquée : les Noirs gardent 0-0, 3-3 et 1-1 (8 points), les Blancs seulement 6-6 (12 points). Le plus petit total l’emporte : les Noirs gagnent malgré leurs trois dominos.
ex-dominoes-blocked-lower-total-hint = Additionnez les points des dominos, ne comptez pas les pièces.

ex-dominoes-blocked-equal-title = Partie bloquée : quel résultat ?
ex-dominoes-blocked-equal-q1 = Les deux joueurs ont passé l’un après l’autre. Quel est le résultat ?
ex-dominoes-blocked-equal-explain = Les Noirs gardent 3-4 et 0-1 (8 points), les Blancs 4-4 (8 points). À totaux égaux, une partie bloquée est nulle.
ex-dominoes-blocked-equal-hint = Comparez les deux totaux de points.

ex-dominoes-doubles-no-bonus-title = Que vaut un double ?
ex-dominoes-doubles-no-bonus-q1 = Les Noirs posent 5-5 à gauche. Combien de points cette pose rapporte-t-elle ?
ex-dominoes-doubles-no-bonus-q2 = La pose de 5-5 à gauche est-elle permise ?
ex-dominoes-doubles-no-bonus-explain = Le double se raccorde au 5 comme n’importe quel domino. Les extrémités feraient dix avec le double compté deux fois, ce qui marquerait en All Fives ; cette version ne compte aucun point en cours de partie : 0.
ex-dominoes-doubles-no-bonus-hint = On cherche seulement à vider sa main, ou à garder moins de points si la partie se bloque.

ex-dominoes-who-opens-title = Qui ouvre, et avec quoi ?
ex-dominoes-who-opens-q1 = La chaîne est vide. Quels coups ont les Noirs (les dominos d’ouverture s’écrivent seuls, comme 3-4) ?
ex-dominoes-who-opens-q2 = Les Noirs peuvent-ils noter l’ouverture 3-4@gauche ?
ex-dominoes-who-opens-q3 = Les Noirs peuvent-ils piocher avant d’ouvrir ?
ex-dominoes-who-opens-explain = Les Noirs ouvrent, avec le domino de leur choix ; l’ouverture s’écrit sans extrémité puisqu’il n’y en a pas encore. Piocher n’a pas de sens avant l’ouverture.
ex-dominoes-who-opens-hint = Chaque domino de la main peut servir d’ouverture.

ex-dominoes-faq-draw-before-pass-title = Passer plutôt que piocher ?
ex-dominoes-faq-draw-before-pass-q1 = Rien ne va sur les 6 et la pioche contient huit dominos. Les Noirs peuvent-ils passer ?
ex-dominoes-faq-draw-before-pass-q2 = Que doivent faire les Noirs (par exemple 3-6@gauche, pioche, passe) ?
ex-dominoes-faq-draw-before-pass-explain = Tant que la pioche garde davantage que ses deux dominos réservés, un joueur sans raccord doit piocher ; il ne passe qu’ensuite, si rien ne se raccorde.
ex-dominoes-faq-draw-before-pass-hint = Comptez la pioche avant de penser à passer.

ex-dominoes-faq-double-ordinary-title = Un double est un domino ordinaire
ex-dominoes-faq-double-ordinary-q1 = La chaîne est ouverte en 0 et 5. Classez les dominos noirs (DOMINO:EXTRÉMITÉ, par exemple 2-5:gauche).
ex-dominoes-faq-double-ordinary-q2 = Combien de points rapporte 5-5 posé à droite ?
ex-dominoes-faq-double-ordinary-explain = 5-5 se raccorde au 5 de droite comme tout autre domino ; 1-4 ne va nulle part. Cette version ne marque aucun point, même si All Fives compterait 10 ici.
ex-dominoes-faq-double-ordinary-hint = Les doubles n’apportent aucun bonus dans cette version.

ex-dominoes-must-play-not-draw-title = Poser, pas piocher
ex-dominoes-must-play-not-draw-q1 = Les Noirs ont 2-6, qui va sur le 2. Peuvent-ils piocher à la place ?
ex-dominoes-must-play-not-draw-q2 = Combien de dominos les Noirs peuvent-ils piocher au plus maintenant ?
ex-dominoes-must-play-not-draw-explain = La pioche est réservée au joueur sans domino jouable. Avec 2-6 en main, les Noirs doivent poser : piocher est interdit, donc 0 domino au plus.
ex-dominoes-must-play-not-draw-hint = Cherchez un raccord avant de toucher à la pioche.

ex-dominoes-win-empty-hand-title = Le dernier domino gagne aussitôt
ex-dominoes-win-empty-hand-q1 = Les Noirs posent leur dernier domino, 4-4, à droite. Où en est la partie ?
ex-dominoes-win-empty-hand-explain = Le joueur qui pose le dernier domino de sa main gagne immédiatement ; les dominos restant aux Blancs n’y changent rien.
ex-dominoes-win-empty-hand-hint = Comptez les dominos qui restent aux Noirs après la pose.

ex-dominoes-draw-until-playable-title = Piocher jusqu’à un domino jouable
ex-dominoes-draw-until-playable-q1 = Les Noirs n’ont ni 2 ni 5. Dans le pire ordre, combien de dominos devront-ils piocher ?
ex-dominoes-draw-until-playable-q2 = Les Noirs piochent 1-1, puis 2-6, et posent 2-6 à gauche. Quelles valeurs sont ouvertes ?
ex-dominoes-draw-until-playable-explain = Sur les sept dominos de la pioche, seuls 1-1, 4-4 et 0-1 ne vont nulle part. Dans le pire ordre, ces trois-là sortent d’abord et la quatrième pioche apporte un domino jouable ; la limite des deux dominos réservés (cinq pioches au plus) n’est pas atteinte. Après avoir pioché 2-6, les Noirs le posent aussitôt sur le 2.
ex-dominoes-draw-until-playable-hint = Comptez les dominos qui ne vont à aucune extrémité, puis ajoutez la pioche qui apporte enfin un raccord.

ex-dominoes-recount-after-2-5-title = Après 2-5 sur le cinq : recomptez
ex-dominoes-recount-after-2-5-q1 = 2-5 a été posé sur le cinq : la chaîne est ouverte en 2 et 2. Classez de nouveau les dominos noirs connus (DOMINO:EXTRÉMITÉ, par exemple 2-5:gauche).
ex-dominoes-recount-after-2-5-q2 = Les Noirs posent 1-2 à gauche. Quelles valeurs sont ouvertes ?
ex-dominoes-recount-after-2-5-explain = Avec un 2 à chaque extrémité, 1-2 va des deux côtés, tandis que 5-6 ne se raccorde plus nulle part : l’ancien 5 est recouvert. Posé sur le 2 de gauche, 1-2 laisse son 1 dehors, et l’extrémité droite reste 2.
ex-dominoes-recount-after-2-5-hint = Servez-vous des nouvelles extrémités, pas de celles d’avant la pose.

## Explications par question, montrées après cette question (le `-explain` de l’exercice vient après sa dernière question).
ex-dominoes-blocked-lower-total-q1-explain = Un seul passe ne termine pas la partie : l’autre camp peut encore jouer, ou passer à son tour.
