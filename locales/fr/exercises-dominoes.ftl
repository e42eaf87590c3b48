## Catalogue des dominos : titres, consignes, explications, indices.
## Chaque exercice : son titre, puis chaque question (`qN`) avec son indice (`qN-hint`, s’il y en a un) et son explication (`qN-explain`, montrée juste après cette question), enfin l’`explain` de l’exercice (montré après sa dernière question) et son `hint`.

ex-dominoes-guide-two-and-five-title = Chaîne ouverte en 2 et 5 : où poser 2-5 ?
ex-dominoes-guide-two-and-five-q1 = Les Noirs posent 2-5 sur l’extrémité droite (le 5). Quelles valeurs sont ouvertes ensuite ?
ex-dominoes-guide-two-and-five-q1-explain = Posé contre le 5, le domino recouvre cette valeur et laisse son 2 tourné vers l’extérieur : la chaîne est ouverte en 2 des deux côtés.
ex-dominoes-guide-two-and-five-q2 = Cette fois, les Noirs posent 2-5 sur l’extrémité gauche (le 2). Quelles valeurs sont ouvertes ?
ex-dominoes-guide-two-and-five-q2-explain = Posé cette fois contre le 2, le domino laisse son 5 dehors : les deux extrémités montrent 5.
ex-dominoes-guide-two-and-five-q3 = Classez les dominos connus de la main noire : gauche, droite, les deux ou aucune (DOMINO:EXTRÉMITÉ, par exemple 2-5:gauche).
ex-dominoes-guide-two-and-five-q3-hint = Revenez à la position du diagramme : comparez les moitiés de chaque domino au 2 de gauche et au 5 de droite.
ex-dominoes-guide-two-and-five-q3-explain = Dans la position du diagramme, la chaîne est ouverte en 2 à gauche et en 5 à droite : 1-2 ne va que sur le 2, 5-6 que sur le 5, et 2-5 va des deux côtés.
ex-dominoes-guide-two-and-five-explain = L’extrémité choisie décide des dominos qui restent jouables : sur le 5, 1-2 pourra suivre ; sur le 2, ce sera 5-6. C’est une question de raccords possibles, pas un meilleur coup démontré.
ex-dominoes-guide-two-and-five-hint = La moitié collée à la chaîne disparaît ; l’autre moitié devient la nouvelle valeur ouverte.

ex-dominoes-classify-hand-title = Chaque domino : quel côté lui convient ?
ex-dominoes-classify-hand-q1 = La chaîne est ouverte en 3 (gauche) et 6 (droite). Classez chaque domino de la main noire (DOMINO:EXTRÉMITÉ, par exemple 2-5:gauche).
ex-dominoes-classify-hand-q1-explain = Un domino va sur une extrémité si l’une de ses moitiés porte sa valeur, et un double ne fait pas exception. Ici, 2-4 ne porte ni 3 ni 6 : il ne va nulle part.
ex-dominoes-classify-hand-q2 = Donnez tous les coups permis aux Noirs, comme 3-6@gauche (les deux extrémités quand un domino va des deux côtés).
ex-dominoes-classify-hand-q2-hint = Un domino jouable donne un coup pour chaque extrémité où il va.
ex-dominoes-classify-hand-q2-explain = Chaque domino jouable donne un coup par extrémité où il va : 3-6 en donne deux, 3-3 et 0-3 un chacun à gauche, 6-6 et 5-6 un chacun à droite, six coups en tout.
ex-dominoes-classify-hand-explain = Triez la main extrémité par extrémité avant de choisir : un domino qui va des deux côtés offre deux coups, un domino qui ne va nulle part attend que les extrémités changent.
ex-dominoes-classify-hand-hint = Comparez chaque moitié aux deux valeurs ouvertes, une extrémité après l’autre.

ex-dominoes-update-ends-title = Mettre les extrémités à jour
ex-dominoes-update-ends-q1 = Les Noirs jouent 1-1 à droite, les Blancs 4-6 à gauche, puis les Noirs 1-3 à droite. Quelles valeurs sont ouvertes ?
ex-dominoes-update-ends-q1-explain = 1-1 sur le 1 laisse un 1 : les extrémités restent 4 et 1 ; 4-6 sur le 4 ouvre un 6 à gauche ; 1-3 sur le 1 ouvre un 3 à droite.
ex-dominoes-update-ends-q2 = Qui a le trait après ces trois poses ?
ex-dominoes-update-ends-q2-hint = Comptez les poses : l’une d’elles garde-t-elle le trait ?
ex-dominoes-update-ends-q2-explain = Chaque pose rend le trait : Noirs, Blancs, Noirs, c’est donc aux Blancs de jouer.
ex-dominoes-update-ends-explain = Suivez la chaîne pose après pose : chaque domino recouvre la valeur qu’il rejoint et ouvre son autre moitié, et chaque pose rend le trait.
ex-dominoes-update-ends-hint = Après chaque pose, remplacez la valeur couverte par la moitié libre du nouveau domino.

ex-dominoes-draw-keeps-turn-title = Les Noirs piochent 1-1
ex-dominoes-draw-keeps-turn-q1 = Les Noirs ne peuvent rien poser et piochent 1-1. Qui a le trait maintenant ?
ex-dominoes-draw-keeps-turn-q1-explain = Une pioche laisse le trait au même joueur : les Noirs n’ont toujours aucun domino jouable, le coup leur revient donc encore, et ils doivent piocher de nouveau.
ex-dominoes-draw-keeps-turn-q2 = Au lieu de piocher, les Noirs peuvent-ils passer ?
ex-dominoes-draw-keeps-turn-q2-hint = Quand peut-on passer ? Comptez la pioche.
ex-dominoes-draw-keeps-turn-q2-explain = La pioche contient encore six dominos, plus que les deux qui y restent toujours : sans domino jouable, on pioche, on ne passe pas.
ex-dominoes-draw-keeps-turn-q3 = Les Noirs piochent 1-1, puis 2-3, et posent 2-3 à gauche. Quelles valeurs sont ouvertes ?
ex-dominoes-draw-keeps-turn-q3-hint = 2-3 se pose contre le 2 : laquelle de ses moitiés est alors tournée vers l’extérieur ?
ex-dominoes-draw-keeps-turn-q3-explain = 2-3 va sur le 2, les Noirs le posent aussitôt : son 3 est tourné vers l’extérieur à gauche, et l’extrémité droite montre toujours 5.
ex-dominoes-draw-keeps-turn-explain = Un joueur sans raccord pioche et garde le trait, domino après domino, jusqu’à ce que l’un d’eux se raccorde ; il doit alors le poser.
ex-dominoes-draw-keeps-turn-hint = Le joueur tient-il maintenant un domino jouable ? Sinon, c’est encore lui qui pioche.

ex-dominoes-two-stay-title = La main des Noirs et la pioche
ex-dominoes-two-stay-q1 = Aucun domino noir ne va sur le 2 ni sur le 5. Combien de dominos les Noirs peuvent-ils piocher au plus maintenant ?
ex-dominoes-two-stay-explain = Les cinq dominos de la pioche ne vont à aucune extrémité, mais les deux derniers ne sont jamais pris : les Noirs en piochent trois, puis passent.
ex-dominoes-two-stay-hint = Partez de la taille de la pioche et mettez deux dominos de côté.

ex-dominoes-pass-last-two-title = Deux dominos dans la pioche
ex-dominoes-pass-last-two-q1 = Que peuvent faire les Noirs ? Donnez les actions permises (par exemple 3-6@gauche, pioche, passe).
ex-dominoes-pass-last-two-q1-hint = Comparez chaque domino de la main aux deux valeurs ouvertes, puis comptez la pioche.
ex-dominoes-pass-last-two-q1-explain = Ni 0-0 ni 3-3 ne porte un 2 ou un 5 : aucun domino ne peut être posé, et la passe est la seule action qui reste.
ex-dominoes-pass-last-two-q2 = Les Noirs peuvent-ils prendre l’un des deux dominos restant dans la pioche ?
ex-dominoes-pass-last-two-q2-explain = Les deux derniers dominos de la pioche ne sont jamais piochés : quand il n’en reste que deux, la pioche est close.
ex-dominoes-pass-last-two-q3 = Les Noirs font la seule action que la règle leur laisse. Qui joue ensuite ?
ex-dominoes-pass-last-two-q3-hint = Une seule passe termine-t-elle la partie, ou seulement le tour ?
ex-dominoes-pass-last-two-q3-explain = Une passe donne le trait à l’autre camp, les Blancs, et une seule passe ne termine pas la partie.
ex-dominoes-pass-last-two-explain = Pour passer, il faut deux conditions à la fois : aucun domino jouable en main et une pioche réduite à ses deux derniers dominos.
ex-dominoes-pass-last-two-hint = On passe seulement sans raccord possible et avec une pioche réduite à deux dominos.

ex-dominoes-blocked-lower-total-title = Deux passes : le compte des points
ex-dominoes-blocked-lower-total-q1 = Les Blancs viennent de passer. Où en est la partie ?
ex-dominoes-blocked-lower-total-q1-hint = Combien de passes consécutives faut-il pour bloquer la partie ?
ex-dominoes-blocked-lower-total-q1-explain = Une seule passe ne termine pas la partie : l’autre camp peut encore jouer, ou passer à son tour.
ex-dominoes-blocked-lower-total-q2 = Les Noirs passent à leur tour. Où en est la partie maintenant ?
ex-dominoes-blocked-lower-total-q2-explain = La deuxième passe consécutive bloque la partie. Les Noirs gardent 0-0, 3-3 et 1-1, soit 8 points ; les Blancs 6-6, soit 12 : le plus petit total l’emporte, les Noirs gagnent malgré leurs trois dominos.
ex-dominoes-blocked-lower-total-explain = Une partie bloquée se décide aux points, pas au nombre de dominos : additionnez ce qui reste à chaque camp, le plus petit total l’emporte.
ex-dominoes-blocked-lower-total-hint = Additionnez les points des dominos, ne comptez pas les pièces.

ex-dominoes-blocked-equal-title = Partie bloquée : quel résultat ?
ex-dominoes-blocked-equal-q1 = Les deux joueurs ont passé l’un après l’autre. Quel est le résultat ?
ex-dominoes-blocked-equal-explain = Les Noirs gardent 3-4 et 0-1 (8 points), les Blancs 4-4 (8 points). À totaux égaux, une partie bloquée est nulle.
ex-dominoes-blocked-equal-hint = Comparez les deux totaux de points.

ex-dominoes-doubles-no-bonus-title = Que vaut un double ?
ex-dominoes-doubles-no-bonus-q1 = Les Noirs posent 5-5 à gauche. Combien de points cette pose rapporte-t-elle ?
ex-dominoes-doubles-no-bonus-q1-explain = Avec le double à gauche et 0 à droite, All Fives compterait 5 + 5 + 0 = 10 et le marquerait ; cette édition ne compte rien en cours de partie, la pose vaut donc 0.
ex-dominoes-doubles-no-bonus-q2 = La pose de 5-5 à gauche est-elle permise ?
ex-dominoes-doubles-no-bonus-q2-hint = Le double porte-t-il la valeur d’une des extrémités ouvertes ?
ex-dominoes-doubles-no-bonus-q2-explain = 5-5 porte un 5, la valeur de l’extrémité gauche : il se raccorde comme n’importe quel autre domino.
ex-dominoes-doubles-no-bonus-explain = Ici, un double est un domino ordinaire : il se raccorde par sa valeur et ne rapporte rien de plus. Seuls une main vide, ou moins de points dans une partie bloquée, désignent le vainqueur.
ex-dominoes-doubles-no-bonus-hint = On cherche seulement à vider sa main, ou à garder moins de points si la partie se bloque.

ex-dominoes-who-opens-title = Qui ouvre, et avec quoi ?
ex-dominoes-who-opens-q1 = La chaîne est vide. Quels coups ont les Noirs (les dominos d’ouverture s’écrivent seuls, comme 3-4) ?
ex-dominoes-who-opens-q1-explain = La chaîne est vide : n’importe quel domino de la main noire peut l’ouvrir, et les sept sont des ouvertures légales.
ex-dominoes-who-opens-q2 = Les Noirs peuvent-ils noter l’ouverture 3-4@gauche ?
ex-dominoes-who-opens-q2-hint = Y a-t-il déjà une extrémité à nommer ?
ex-dominoes-who-opens-q2-explain = Le mot d’extrémité indique de quel côté de la chaîne un domino se pose ; sans aucun domino sur la table, il n’y a pas encore d’extrémité, et l’ouverture s’écrit avec le domino seul.
ex-dominoes-who-opens-q3 = Les Noirs peuvent-ils piocher avant d’ouvrir ?
ex-dominoes-who-opens-q3-hint = Dans quel cas a-t-on le droit de piocher ?
ex-dominoes-who-opens-q3-explain = On ne pioche que lorsqu’aucun domino ne se raccorde, et sur une chaîne vide tout domino convient : les Noirs doivent ouvrir.
ex-dominoes-who-opens-explain = Les Noirs ouvrent avec le domino de leur choix ; l’ouverture ne nomme aucune extrémité, et personne ne pioche avant que la chaîne existe.
ex-dominoes-who-opens-hint = Chaque domino de la main peut servir d’ouverture.

ex-dominoes-faq-draw-before-pass-title = Passer plutôt que piocher ?
ex-dominoes-faq-draw-before-pass-q1 = Rien ne va sur les 6 et la pioche contient huit dominos. Les Noirs peuvent-ils passer ?
ex-dominoes-faq-draw-before-pass-q1-explain = On ne peut passer que lorsque la pioche est réduite à ses deux derniers dominos ; elle en contient encore huit, les Noirs ne peuvent donc pas passer.
ex-dominoes-faq-draw-before-pass-q2 = Que doivent faire les Noirs (par exemple 3-6@gauche, pioche, passe) ?
ex-dominoes-faq-draw-before-pass-q2-explain = Aucun domino noir ne porte de 6, et la pioche est accessible : il faut piocher, domino après domino, jusqu’à ce que l’un se raccorde ou qu’il n’en reste que deux.
ex-dominoes-faq-draw-before-pass-explain = La passe vient en dernier : sans raccord, on pioche d’abord, et on ne passe que lorsque la pioche n’a plus que ses deux derniers dominos.
ex-dominoes-faq-draw-before-pass-hint = Comptez la pioche avant de penser à passer.

ex-dominoes-faq-double-ordinary-title = Un 5-5 en main
ex-dominoes-faq-double-ordinary-q1 = La chaîne est ouverte en 0 et 5. Classez les dominos noirs (DOMINO:EXTRÉMITÉ, par exemple 2-5:gauche).
ex-dominoes-faq-double-ordinary-q1-hint = Comparez chaque moitié à 0 et à 5 ; un double se vérifie comme les autres dominos.
ex-dominoes-faq-double-ordinary-q1-explain = 5-5 porte un 5 et se raccorde au 5 de droite comme tout domino ; 1-4 ne porte ni 0 ni 5 et ne va nulle part.
ex-dominoes-faq-double-ordinary-q2 = Combien de points rapporte 5-5 posé à droite ?
ex-dominoes-faq-double-ordinary-q2-explain = Avec 0 à gauche et le double à droite, All Fives compterait 0 + 5 + 5 = 10 ; cette édition ne compte rien en cours de partie, et 5-5 vaut donc 0.
ex-dominoes-faq-double-ordinary-explain = Un double se compare comme tout domino et n’apporte aucun bonus : cette édition n’est pas All Fives.
ex-dominoes-faq-double-ordinary-hint = Les doubles n’apportent aucun bonus dans cette version.

ex-dominoes-must-play-not-draw-title = Les Noirs ont 2-6
ex-dominoes-must-play-not-draw-q1 = Les Noirs ont 2-6, qui va sur le 2. Peuvent-ils piocher à la place ?
ex-dominoes-must-play-not-draw-q1-explain = La pioche est réservée au joueur sans domino jouable ; 2-6 va sur le 2, les Noirs doivent donc poser.
ex-dominoes-must-play-not-draw-q2 = Combien de dominos les Noirs peuvent-ils piocher au plus maintenant ?
ex-dominoes-must-play-not-draw-q2-explain = Tant qu’un domino jouable est en main, piocher est exclu : les Noirs peuvent piocher au plus 0 domino.
ex-dominoes-must-play-not-draw-explain = Piocher n’est jamais un choix : c’est permis seulement au joueur qui n’a aucun domino à poser.
ex-dominoes-must-play-not-draw-hint = Cherchez un raccord avant de toucher à la pioche.

ex-dominoes-win-empty-hand-title = Le dernier domino des Noirs
ex-dominoes-win-empty-hand-q1 = Les Noirs posent leur dernier domino, 4-4, à droite. Où en est la partie ?
ex-dominoes-win-empty-hand-explain = Le joueur qui pose le dernier domino de sa main gagne immédiatement ; les dominos restant aux Blancs n’y changent rien.
ex-dominoes-win-empty-hand-hint = Comptez les dominos qui restent aux Noirs après la pose.

ex-dominoes-draw-until-playable-title = Piocher jusqu’à un domino jouable
ex-dominoes-draw-until-playable-q1 = Les Noirs n’ont ni 2 ni 5. Dans le pire ordre, combien de dominos devront-ils piocher ?
ex-dominoes-draw-until-playable-q1-explain = Les trois qui ne vont nulle part sont 1-1, 4-4 et 0-1 ; chacun des quatre autres porte un 2 ou un 5 : la quatrième pioche, au plus tard, apporte un domino à poser.
ex-dominoes-draw-until-playable-q2 = Les Noirs piochent 1-1, puis 2-6, et posent 2-6 à gauche. Quelles valeurs sont ouvertes ?
ex-dominoes-draw-until-playable-q2-hint = 2-6 se pose contre le 2 : laquelle de ses moitiés est alors tournée vers l’extérieur ?
ex-dominoes-draw-until-playable-q2-explain = 2-6 va sur le 2, les Noirs le posent aussitôt ; son 6 est tourné vers l’extérieur à gauche, et l’extrémité droite montre toujours 5.
ex-dominoes-draw-until-playable-explain = Pour le pire des cas, comptez les dominos qui ne vont nulle part et ajoutez-en un ; la limite des deux dominos réservés ne joue que si la pioche est presque vide.
ex-dominoes-draw-until-playable-hint = Comptez les dominos qui ne vont à aucune extrémité, puis ajoutez la pioche qui apporte enfin un raccord.

ex-dominoes-recount-after-2-5-title = Après 2-5 sur le cinq : recomptez
ex-dominoes-recount-after-2-5-q1 = 2-5 a été posé sur le cinq : la chaîne est ouverte en 2 et 2. Classez de nouveau les dominos noirs connus (DOMINO:EXTRÉMITÉ, par exemple 2-5:gauche).
ex-dominoes-recount-after-2-5-q1-explain = Avec un 2 à chaque extrémité, 1-2 va des deux côtés, tandis que 5-6 ne va nulle part : l’ancien 5 est recouvert.
ex-dominoes-recount-after-2-5-q2 = Les Noirs posent 1-2 à gauche. Quelles valeurs sont ouvertes ?
ex-dominoes-recount-after-2-5-q2-explain = Posé sur le 2 de gauche, 1-2 laisse son 1 dehors ; l’extrémité droite montre toujours 2.
ex-dominoes-recount-after-2-5-explain = Après chaque pose, reclassez d’après les nouvelles extrémités : un domino jouable l’instant d’avant peut ne plus aller nulle part.
ex-dominoes-recount-after-2-5-hint = Servez-vous des nouvelles extrémités, pas de celles d’avant la pose.
