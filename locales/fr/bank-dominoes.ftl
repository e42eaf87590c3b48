## Questions de règles : dominos double-six avec pioche.

bank-dom-same-as-cc-q = S’agit-il du même jeu que les dames chinoises ?
bank-dom-same-as-cc-a = Non : ce sont des dominos double-six avec pioche.
bank-dom-same-as-cc-explain = Les dames chinoises sont une course sans prise sur une étoile. Ici on pose des dominos pour vider sa main, ou pour garder moins de points si la partie se bloque.

bank-dom-pass-instead-draw-q = Peut-on passer plutôt que piocher ?
bank-dom-pass-instead-draw-a = Non, pas tant que la pioche reste accessible.
bank-dom-pass-instead-draw-explain = Passer n’est permis que sans domino jouable, une fois la pioche réduite aux deux dominos mis de côté.

bank-dom-double-no-bonus-q = Les doubles donnent-ils des points en plus ?
bank-dom-double-no-bonus-a = Non : un double ne rapporte aucun bonus.
bank-dom-double-no-bonus-explain = Croire qu’un double marque toujours vient d’All Fives. Cette version avec pioche ne compte pas les extrémités et n’offre aucun bonus de multiple de cinq.

bank-dom-double-matches-q = Un double se raccorde-t-il à la chaîne comme n’importe quel domino ?
bank-dom-double-matches-a = Oui : il doit correspondre à une valeur ouverte, comme tout domino.
bank-dom-double-matches-explain = Un double peut être posé en travers, cela ne change rien : une de ses moitiés doit égaler l’extrémité où on le pose.

bank-dom-who-opens-q = Qui pose le premier domino, et lequel doit-il choisir ?
bank-dom-who-opens-a = Les Noirs ouvrent, avec le domino de leur choix.
bank-dom-who-opens-explain = Aucun double particulier n’est exigé pour la première pose. Ensuite, chaque domino posé doit correspondre à l’une des deux valeurs ouvertes.

bank-dom-two-five-q = Avec une chaîne ouverte sur deux et cinq, quelles valeurs restent ouvertes après la pose de 2-5 ?
bank-dom-two-five-a = Sur le cinq : deux et deux. Sur le deux : cinq et cinq.
bank-dom-two-five-explain = Avec 1-2 et 5-6 en main, poser 2-5 sur le cinq garde 1-2 jouable ; le poser sur le deux garde 5-6 jouable. On compare la jouabilité, ce n’est pas une preuve du meilleur coup.

bank-dom-draw-ends-turn-q = Piocher un domino termine-t-il mon tour ?
bank-dom-draw-ends-turn-a = Non : piocher ne rend pas le trait.
bank-dom-draw-ends-turn-explain = On pioche jusqu’à tenir un domino qui se raccorde, puis on doit le poser dans le même tour.

bank-dom-last-two-q = Peut-on piocher les deux derniers dominos de la pioche ?
bank-dom-last-two-a = Non : les deux derniers dominos restent toujours dans la pioche.
bank-dom-last-two-explain = La pioche s’arrête quand il n’en reste que deux ; si rien ne se pose alors, on passe.

bank-dom-draw-while-playable-q = Peut-on piocher en ayant un domino jouable ?
bank-dom-draw-while-playable-a = Non : avec un domino jouable, il faut poser.
bank-dom-draw-while-playable-explain = La pioche n’est permise que si aucun domino de la main ne va sur l’une des extrémités.

bank-dom-pass-when-q = Quand un joueur peut-il passer ?
bank-dom-pass-when-a = Seulement sans domino jouable et avec deux dominos restant dans la pioche.
bank-dom-pass-when-explain = Tant que la pioche contient plus que les deux dominos réservés, celui qui ne peut pas poser doit piocher.

bank-dom-blocked-lower-q = Quand les deux joueurs passent, qui gagne la partie bloquée ?
bank-dom-blocked-lower-a = Celui qui garde le plus petit total de points en main.
bank-dom-blocked-lower-explain = Deux passes consécutives bloquent la partie : chacun additionne les points de sa main et le total le plus faible l’emporte.

bank-dom-blocked-tie-q = Et si les totaux sont égaux dans une partie bloquée ?
bank-dom-blocked-tie-a = La partie est nulle.
bank-dom-blocked-tie-explain = Après deux passes de suite, ce sont les points en main qui décident ; à égalité, personne ne gagne.

bank-dom-last-tile-wins-q = Poser mon dernier domino fait-il gagner tout de suite ?
bank-dom-last-tile-wins-a = Oui : le premier à vider sa main gagne.
bank-dom-last-tile-wins-explain = La partie s’arrête dès qu’une main est vide ; on ne compte aucun point.

bank-dom-both-ends-q = Si un domino convient aux deux extrémités, qui choisit le côté ?
bank-dom-both-ends-a = Le joueur qui pose le domino choisit.
bank-dom-both-ends-explain = Choisissez avec soin : le côté décide des nouvelles valeurs ouvertes, donc des dominos qui resteront jouables.

bank-dom-no-scoring-q = Marque-t-on des points pendant le jeu, comme à All Fives ?
bank-dom-no-scoring-a = Non : rien ne se marque en cours de partie.
bank-dom-no-scoring-explain = Des extrémités dont la somme est un multiple de cinq ne rapportent rien ici ; seule la main vide, ou le plus petit total en cas de blocage, décide.

bank-dom-tiles-count-q = Combien y a-t-il de dominos, et combien en reçoit chaque joueur ?
bank-dom-tiles-count-a = 28 dominos, de blanc à six ; 7 par joueur, les 14 autres face cachée dans la pioche.
bank-dom-tiles-count-explain = Le jeu double-six contient une fois chaque paire de valeurs de 0 à 6.
