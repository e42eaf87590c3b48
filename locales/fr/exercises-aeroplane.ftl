## Jeu de l’avion : exercices du catalogue
## Chaque exercice : son titre, puis chaque question (`qN`) avec son indice (`qN-hint`, s’il y en a un) et son explication (`qN-explain`, montrée juste après cette question), enfin l’`explain` de l’exercice (montré après sa dernière question) et son `hint`.

ex-aeroplane-colour-no-jump-title = Un 3 depuis la case 2
ex-aeroplane-colour-no-jump-q1 = Les Rouges ont obtenu 3 et jouent l’avion de la case 2. Sur quelle case finit-il ?
ex-aeroplane-colour-no-jump-q1-explain = Le 3 mène l’avion de la case 2 à la case 5, et il s’y arrête : la couleur d’une case n’ajoute aucun pas.
ex-aeroplane-colour-no-jump-q2 = Ce coup donne-t-il un lancer supplémentaire aux Rouges ?
ex-aeroplane-colour-no-jump-q2-hint = Quels trois événements donnent un nouveau lancer, et ce coup en apporte-t-il un ?
ex-aeroplane-colour-no-jump-q2-explain = Un 3 n’est pas un six, l’avion ne capture personne et n’arrive pas : aucune des trois raisons de relancer ne s’applique, le trait passe aux Jaunes.
ex-aeroplane-colour-no-jump-explain = Dans cette édition, la couleur d’une case ne déplace jamais un avion : comptez exactement le dé, et n’attendez un nouveau lancer que d’un six, d’une capture ou d’une arrivée.
ex-aeroplane-colour-no-jump-hint = Comptez exactement le résultat du dé, sans rien ajouter.

ex-aeroplane-exit-or-advance-title = Un six : sortir ou avancer ?
ex-aeroplane-exit-or-advance-q1 = Les Rouges ont obtenu un six. Quels avions peuvent l’utiliser (donnez leurs cases, ou base) ?
ex-aeroplane-exit-or-advance-q1-explain = Un 6 peut faire sortir un avion de la base, mais l’avion qui vole déjà sur la case 18 peut aussi l’utiliser.
ex-aeroplane-exit-or-advance-q2 = Les Rouges sortent un avion de la base. Où se trouve-t-il ?
ex-aeroplane-exit-or-advance-q2-hint = Un avion qui sort de la base va toujours sur la même case de sa couleur.
ex-aeroplane-exit-or-advance-q2-explain = Un avion qui sort de la base se pose toujours sur sa case de départ, la case 1, qui est sûre.
ex-aeroplane-exit-or-advance-q3 = Les Rouges jouent plutôt l’avion de la case 18. Quelles cases sont vidées par une capture ?
ex-aeroplane-exit-or-advance-q3-hint = Comptez 6 cases depuis 18, puis regardez qui s’y trouve et si la case est sûre.
ex-aeroplane-exit-or-advance-q3-explain = Six cases après 18, on arrive en 24, case ordinaire : l’avion jaune qui s’y trouve retourne à sa base, et il lui faudra un six pour en ressortir.
ex-aeroplane-exit-or-advance-explain = Un six offre un choix, jamais une obligation de sortir : un nouvel avion sur la case de départ, qui est sûre, ou une capture avec l’avion qui vole déjà. Dans les deux cas, le six fait relancer.
ex-aeroplane-exit-or-advance-hint = La sortie n’est qu’un choix parmi les coups légaux.

ex-aeroplane-no-six-no-exit-title = Un 4 avec des avions à la base
ex-aeroplane-no-six-no-exit-q1 = Les Rouges ont obtenu 4. Quels avions peuvent l’utiliser (cases, ou base) ?
ex-aeroplane-no-six-no-exit-q1-explain = L’avion de la case 7 peut utiliser le 4 : il avance jusqu’à la case 11.
ex-aeroplane-no-six-no-exit-q2 = Les Rouges peuvent-ils sortir un avion de la base avec ce 4 ?
ex-aeroplane-no-six-no-exit-q2-explain = Seul un six fait sortir un avion de la base. Le 4 est pair, mais un résultat pair n’ouvre pas la base dans cette édition.
ex-aeroplane-no-six-no-exit-explain = Tout résultat autre que six ne sert qu’aux avions déjà sortis de la base, sur le circuit ou dans leur couloir ; ceux de la base attendent un six.
ex-aeroplane-no-six-no-exit-hint = Que faut-il à un avion pour quitter la base ?

ex-aeroplane-exact-arrival-title = Un 4 près du but
ex-aeroplane-exact-arrival-q1 = Les Rouges ont obtenu 4. Quels avions peuvent l’utiliser (cases, ou base) ?
ex-aeroplane-exact-arrival-q1-explain = Depuis R2, le centre est à exactement 4 cases : cet avion peut utiliser le 4.
ex-aeroplane-exact-arrival-q2 = Le coup 4:R4 est-il légal ?
ex-aeroplane-exact-arrival-q2-explain = Depuis R4, il ne reste que 2 cases : un 4 irait 2 cases trop loin.
ex-aeroplane-exact-arrival-q3 = Les Rouges jouent l’avion de R2. Relancent-ils ?
ex-aeroplane-exact-arrival-q3-hint = Où finit cet avion avec le 4, et qu’est-ce que cela rapporte ?
ex-aeroplane-exact-arrival-q3-explain = Le 4 amène l’avion de R2 exactement au centre, et une arrivée donne un nouveau lancer, comme un six ou une capture.
ex-aeroplane-exact-arrival-explain = Près du centre, comptez ce qu’il manque à chaque avion : seul le nombre exact fait arriver, un résultat plus grand ne peut pas servir à cet avion, et chaque arrivée fait relancer.
ex-aeroplane-exact-arrival-hint = Comptez pour chaque avion les cases qui restent jusqu’au centre.

ex-aeroplane-capture-extra-roll-title = Un 3 depuis la case 10
ex-aeroplane-capture-extra-roll-q1 = Les Rouges jouent le 3 avec l’avion de la case 10. Quelles cases sont vidées par une capture ?
ex-aeroplane-capture-extra-roll-q1-hint = Comptez 3 cases depuis 10 et vérifiez si la case atteinte est sûre.
ex-aeroplane-capture-extra-roll-q1-explain = Depuis la case 10, un 3 mène exactement sur la case 13. Cette case n’est pas une case sûre : l’avion jaune qui s’y trouve retourne à sa base.
ex-aeroplane-capture-extra-roll-q2 = Les Rouges relancent-ils ?
ex-aeroplane-capture-extra-roll-q2-explain = Une capture donne un lancer de plus, même sans 6.
ex-aeroplane-capture-extra-roll-q3 = Qui lance ensuite ?
ex-aeroplane-capture-extra-roll-q3-explain = Le lancer gagné revient au camp qui a capturé : les Rouges lancent de nouveau avant que vienne le tour des Jaunes.
ex-aeroplane-capture-extra-roll-explain = Trois événements donnent un nouveau lancer : un six, une capture, une arrivée. Ici, un simple 3 l’obtient en tombant sur un avion jaune sans protection.
ex-aeroplane-capture-extra-roll-hint = Six, capture ou arrivée : chacun donne une relance.

ex-aeroplane-third-six-sequence-title = Trois six de suite
ex-aeroplane-third-six-sequence-q1 = Les Rouges font 6 (avion de la case 1), encore 6 (même avion), puis un troisième 6. Où finit cet avion ?
ex-aeroplane-third-six-sequence-q1-explain = Les deux premiers 6 mènent l’avion de 1 à 7, puis à 13 ; le troisième 6 d’affilée est annulé, et les déplacements d’avant restent.
ex-aeroplane-third-six-sequence-q2 = Qui lance après le troisième six ?
ex-aeroplane-third-six-sequence-q2-explain = Un troisième 6 annulé met aussi fin au tour : c’est à l’adversaire de lancer.
ex-aeroplane-third-six-sequence-q3 = Dans la position de départ, les Rouges obtiennent un six. Peuvent-ils renoncer à le jouer ?
ex-aeroplane-third-six-sequence-q3-hint = Dans quel cas peut-on ne pas jouer un lancer ?
ex-aeroplane-third-six-sequence-q3-explain = On ne laisse passer un lancer que si aucun avion ne peut l’utiliser. Ici, l’avion de la case 1 peut avancer de 6 cases et un avion peut sortir de la base : le six doit être joué.
ex-aeroplane-third-six-sequence-explain = Un troisième six de suite n’annule que lui-même : les coups des deux premiers restent et le tour s’arrête. Tout autre résultat utilisable par un avion doit être joué.
ex-aeroplane-third-six-sequence-hint = Le troisième six est annulé ; ce qui précède est conservé.

ex-aeroplane-third-six-cancelled-title = Déjà deux six
ex-aeroplane-third-six-cancelled-q1 = Les Rouges ont déjà joué deux six dans ce tour. Avec quels résultats peuvent-ils capturer l’avion jaune de la case 19 ?
ex-aeroplane-third-six-cancelled-q1-explain = Depuis la case 17, un 2 tombe exactement sur la case 19.
ex-aeroplane-third-six-cancelled-q2 = Le coup 6:13 est-il légal ?
ex-aeroplane-third-six-cancelled-q2-explain = Depuis 13, un six atteindrait 19, mais le tour a déjà connu deux six : ce troisième est annulé, aucun avion ne bouge et le trait passe.
ex-aeroplane-third-six-cancelled-explain = Quand vous listez les résultats qui capturent, rayez le six si le tour en a déjà eu deux : un troisième six ne déplace rien.
ex-aeroplane-third-six-cancelled-hint = Combien de six ce tour a-t-il déjà connus ?

ex-aeroplane-capture-rolls-count-back-title = Quels résultats touchent l’avion en 20 ?
ex-aeroplane-capture-rolls-count-back-q1 = Un avion jaune vient d’atterrir en 20. Avec quelles valeurs du dé les Rouges peuvent-ils le capturer au prochain lancer ?
ex-aeroplane-capture-rolls-count-back-explain = Remontez de 1 à 6 cases depuis 20 sur la route rouge : des avions rouges sont 3 cases en arrière (17) et 5 cases en arrière (15). L’avion de la case 11 est à 9 cases, trop loin pour un seul dé.
ex-aeroplane-capture-rolls-count-back-hint = Donnez la liste des valeurs plutôt qu’une impression de danger.

ex-aeroplane-home-entry-capture-title = Près de l’entrée du couloir
ex-aeroplane-home-entry-capture-q1 = Avec quels résultats les Rouges peuvent-ils capturer l’avion jaune de la case 2 ?
ex-aeroplane-home-entry-capture-q1-explain = Le parcours rouge quitte le circuit à la case 51 pour entrer dans son couloir : les avions rouges ne passent jamais par 52, 1 et 2, et un avion qui sort de la base s’arrête sur la case sûre 1.
ex-aeroplane-home-entry-capture-q2 = Et l’avion jaune de la case 51 ?
ex-aeroplane-home-entry-capture-q2-explain = La case 51 est la dernière case du circuit sur la route rouge, et elle n’est pas sûre : un 2 depuis 49 ou un 4 depuis 47 y atterrit et renvoie l’avion jaune à sa base.
ex-aeroplane-home-entry-capture-explain = Remontez la route propre du camp qui attaque. Elle s’arrête à l’entrée de son couloir : un avion posé juste après est hors d’atteinte, un avion sur la case d’entrée ne l’est pas.
ex-aeroplane-home-entry-capture-hint = Suivez la route rouge, jusqu’à l’endroit où elle quitte le circuit.

ex-aeroplane-safe-square-protects-title = Un avion jaune en 22
ex-aeroplane-safe-square-protects-q1 = Avec quels résultats les Rouges peuvent-ils capturer l’avion jaune de la case 22 ?
ex-aeroplane-safe-square-protects-q1-explain = La case 22 porte une étoile ; avec les quatre départs, les étoiles forment les huit cases sûres : un avion posé là ne peut pas être capturé, quel que soit le dé.
ex-aeroplane-safe-square-protects-q2 = Les Rouges jouent 3:19. Quelles cases sont vidées par une capture ?
ex-aeroplane-safe-square-protects-q2-explain = 3:19 atterrit exactement en 22, à côté de l’avion jaune : sur une case sûre, les avions des deux couleurs la partagent simplement, et sans capture ni six le trait passe.
ex-aeroplane-safe-square-protects-explain = Avant de compter les résultats qui atteignent un avion, regardez sa case : les quatre départs et les quatre étoiles protègent tous ceux qui s’y trouvent.
ex-aeroplane-safe-square-protects-hint = La cible est-elle sur un départ ou une étoile ?

ex-aeroplane-stack-sent-back-title = Un 4 depuis la case 8
ex-aeroplane-stack-sent-back-q1 = Les Rouges jouent le 4 avec l’avion de la case 8. Quelles cases sont vidées par une capture ?
ex-aeroplane-stack-sent-back-q1-explain = Le 4 mène l’avion de 8 exactement en 12, case non sûre : les deux avions jaunes qui s’y trouvent repartent ensemble à la base. Une pile n’abrite pas.
ex-aeroplane-stack-sent-back-q2 = Les Rouges relancent-ils ?
ex-aeroplane-stack-sent-back-q2-hint = Quels événements donnent un nouveau lancer ?
ex-aeroplane-stack-sent-back-q2-explain = La capture donne un nouveau lancer. Renvoyer deux avions d’un coup n’en donne toujours qu’un.
ex-aeroplane-stack-sent-back-explain = Des avions adverses empilés sur une case ordinaire forment une seule cible : un atterrissage exact les renvoie tous, et la capture vaut un lancer de plus.
ex-aeroplane-stack-sent-back-hint = Hors des cases sûres, une pile ne protège pas.

ex-aeroplane-compare-choices-title = Nouvelle sortie, capture ou couloir ?
ex-aeroplane-compare-choices-q1 = Les Rouges ont obtenu un six. Quels avions peuvent l’utiliser (cases, ou base) ?
ex-aeroplane-compare-choices-q1-explain = Un six peut sortir un avion de la base, et il convient aussi aux deux avions en vol : depuis 19 comme depuis 47, les 6 cases sont jouables.
ex-aeroplane-compare-choices-q2 = Si les Rouges jouent l’avion de la case 19, quelles cases sont vidées par une capture ?
ex-aeroplane-compare-choices-q2-hint = Comptez six cases depuis 19, puis demandez-vous si la case atteinte est sûre.
ex-aeroplane-compare-choices-q2-explain = Six cases après 19, l’avion atteint l’entrée du couloir jaune, case ordinaire et non sûre : l’avion jaune qui s’y trouve retourne à sa base.
ex-aeroplane-compare-choices-q3 = Où finit cet avion parti de 19 ?
ex-aeroplane-compare-choices-q3-hint = Quelque chose peut-il porter l’avion au-delà de la case atteinte par le dé ?
ex-aeroplane-compare-choices-q3-explain = L’avion s’arrête en 25, là où finit le six. La case 25 est de couleur rouge, mais ici les couleurs n’ajoutent jamais de pas.
ex-aeroplane-compare-choices-q4 = Si les Rouges jouent plutôt l’avion de la case 47, où finit-il ?
ex-aeroplane-compare-choices-q4-explain = Depuis 47, l’avion passe par 48, 49, 50 et 51, l’entrée du couloir rouge, puis tourne dans son couloir : R1, puis R2. Là, aucune capture ne l’atteint.
ex-aeroplane-compare-choices-explain = Le même six offre trois plans : un nouvel avion en 1, une capture qui coûte un avion aux Jaunes, ou un avion mis à l’abri dans le couloir. Chacun garde la relance du six ; ce qu’elle apportera relève du hasard, pas d’un gain forcé.
ex-aeroplane-compare-choices-hint = Comptez chaque route exactement : depuis 47, on entre au couloir après 51.

ex-aeroplane-who-starts-title = Tous les avions en base
ex-aeroplane-who-starts-q1 = Tous les avions attendent en base et les Rouges vont lancer. La partie est-elle en cours, gagnée ou nulle ?
ex-aeroplane-who-starts-q1-hint = Qu’est-ce qui termine une partie de cette course, et est-ce déjà arrivé ?
ex-aeroplane-who-starts-q1-explain = Une partie ne se termine que lorsqu’un camp a ses quatre avions arrivés ; ici, tous sont encore en base : la partie est donc en cours, et les Rouges lancent en premier.
ex-aeroplane-who-starts-q2 = Les Rouges font 2. Un avion peut-il sortir ?
ex-aeroplane-who-starts-q2-explain = Un 2 n’ouvre pas la base : seul un six en fait sortir un avion, et tous les avions rouges y sont encore.
ex-aeroplane-who-starts-q3 = Les Rouges font 5. Qui lance ensuite ?
ex-aeroplane-who-starts-q3-hint = Un avion peut-il utiliser un 5 ? Sinon, que devient le tour ?
ex-aeroplane-who-starts-q3-explain = Avec tous les avions en base, un 5 ne sert à rien : le tour des Rouges s’arrête aussitôt et les Jaunes lancent.
ex-aeroplane-who-starts-explain = Les Rouges lancent en premier, et au départ seul un six sert à quelque chose : tout autre résultat passe aussitôt le dé à l’adversaire.
ex-aeroplane-who-starts-hint = Quel résultat ouvre la base ?

ex-aeroplane-six-without-move-title = Un 6 et un avion en R5
ex-aeroplane-six-without-move-q1 = Le coup 6:R5 est-il légal ?
ex-aeroplane-six-without-move-q1-hint = Combien de cases reste-t-il à parcourir à l’avion en R5 ?
ex-aeroplane-six-without-move-q1-explain = L’avion en R5 est à une case du centre : il lui faut exactement 1, et un six dépasserait de 5 cases.
ex-aeroplane-six-without-move-q2 = Les Rouges font un six qu’aucun avion ne peut utiliser. Qui lance ensuite ?
ex-aeroplane-six-without-move-q2-explain = Un six ne fait relancer que s’il est joué. Aucun avion ne peut utiliser celui-ci : le tour finit aussitôt et les Jaunes lancent.
ex-aeroplane-six-without-move-explain = Un lancer supplémentaire récompense un coup joué ; sans coup légal, même un six ne garde pas le trait.
ex-aeroplane-six-without-move-hint = Sans coup légal, pas de relance.

ex-aeroplane-last-plane-home-title = Le quatrième avion
ex-aeroplane-last-plane-home-q1 = Les Rouges jouent le 1 avec l’avion de R5. Où en est la partie ensuite ?
ex-aeroplane-last-plane-home-q1-explain = Le 1 mène le dernier avion de R5 exactement au centre : les quatre avions rouges sont arrivés, les Rouges gagnent aussitôt.
ex-aeroplane-last-plane-home-q2 = Les Rouges ont-ils encore un lancer supplémentaire ?
ex-aeroplane-last-plane-home-q2-hint = Qu’a fait cette arrivée à la partie tout entière ?
ex-aeroplane-last-plane-home-q2-explain = Une arrivée donne d’habitude un nouveau lancer, mais celle-ci a fini la partie : une fois qu’un camp a gagné, plus personne ne lance.
ex-aeroplane-last-plane-home-explain = La quatrième arrivée termine la partie sur-le-champ ; ce qui suivrait normalement un coup, comme un lancer supplémentaire, n’a plus lieu.
ex-aeroplane-last-plane-home-hint = Combien d’avions rouges sont arrivés après ce coup ?
