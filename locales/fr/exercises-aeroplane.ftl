## Jeu de l’avion : exercices du catalogue

ex-aeroplane-colour-no-jump-title = La couleur n’offre aucun pas
ex-aeroplane-colour-no-jump-q1 = Les Rouges ont obtenu 3 et jouent l’avion de la case 2. Sur quelle case finit-il ?
ex-aeroplane-colour-no-jump-q2 = Ce coup donne-t-il un lancer supplémentaire aux Rouges ?
ex-aeroplane-colour-no-jump-explain = La case 5 est de couleur rouge, mais dans cette édition les couleurs ne changent rien : l’avion s’arrête là où le dé l’amène. Le coup ne fait ni arrivée ni capture, donc le trait passe.
ex-aeroplane-colour-no-jump-hint = Comptez exactement le résultat du dé, sans rien ajouter.

ex-aeroplane-exit-or-advance-title = Un six : sortir ou avancer ?
ex-aeroplane-exit-or-advance-q1 = Les Rouges ont obtenu un six. Quels avions peuvent l’utiliser (donnez leurs cases, ou base) ?
ex-aeroplane-exit-or-advance-q2 = Les Rouges sortent un avion de la base. Où se trouve-t-il ?
ex-aeroplane-exit-or-advance-q3 = Les Rouges jouent plutôt l’avion de la case 18. Quelles cases sont vidées par une capture ?
ex-aeroplane-exit-or-advance-explain = Un six peut sortir un avion sur la case de départ 1, mais il peut tout aussi bien servir à un avion qui vole déjà : personne n’oblige à sortir. Depuis 18, le six mène en 24, case ordinaire où l’avion jaune est renvoyé à sa base.
ex-aeroplane-exit-or-advance-hint = La sortie n’est qu’un choix parmi les coups légaux.

ex-aeroplane-no-six-no-exit-title = Pas de six, pas de sortie
ex-aeroplane-no-six-no-exit-q1 = Les Rouges ont obtenu 4. Quels avions peuvent l’utiliser (cases, ou base) ?
ex-aeroplane-no-six-no-exit-q2 = Les Rouges peuvent-ils sortir un avion de la base avec ce 4 ?
ex-aeroplane-no-six-no-exit-explain = Seul un six sort un avion de la base, que le résultat soit pair ou non. Avec un 4, seul l’avion déjà sur le circuit peut voler, de 7 à 11.
ex-aeroplane-no-six-no-exit-hint = Que faut-il à un avion pour quitter la base ?

ex-aeroplane-exact-arrival-title = Arriver au compte exact
ex-aeroplane-exact-arrival-q1 = Les Rouges ont obtenu 4. Quels avions peuvent l’utiliser (cases, ou base) ?
ex-aeroplane-exact-arrival-q2 = Le coup 4:R4 est-il légal ?
ex-aeroplane-exact-arrival-q3 = Les Rouges jouent l’avion de R2. Relancent-ils ?
ex-aeroplane-exact-arrival-explain = Depuis R2, le centre est à exactement 4 cases : cet avion arrive, et une arrivée donne un nouveau lancer. Depuis R4, il ne reste que 2 cases : un 4 dépasserait de 2, cet avion ne peut donc pas se servir du 4.
ex-aeroplane-exact-arrival-hint = Comptez pour chaque avion les cases qui restent jusqu’au centre.

ex-aeroplane-capture-extra-roll-title = Une capture fait relancer
ex-aeroplane-capture-extra-roll-q1 = Les Rouges jouent le 3 avec l’avion de la case 10. Quelles cases sont vidées par une capture ?
ex-aeroplane-capture-extra-roll-q2 = Les Rouges relancent-ils ?
ex-aeroplane-capture-extra-roll-q3 = Qui lance ensuite ?
ex-aeroplane-capture-extra-roll-explain = L’avion atterrit exactement en 13, case non sûre : l’avion jaune qui s’y trouve repart à sa base. Une capture donne un lancer supplémentaire même sans six : les Rouges relancent.
ex-aeroplane-capture-extra-roll-hint = Six, capture ou arrivée : chacun donne une relance.

ex-aeroplane-third-six-sequence-title = Trois six de suite
ex-aeroplane-third-six-sequence-q1 = Les Rouges font 6 (avion de la case 1), encore 6 (même avion), puis un troisième 6. Où finit cet avion ?
ex-aeroplane-third-six-sequence-q2 = Qui lance après le troisième six ?
ex-aeroplane-third-six-sequence-q3 = Dans la position de départ, les Rouges obtiennent un six. Peuvent-ils renoncer à le jouer ?
ex-aeroplane-third-six-sequence-explain = Les deux premiers six amènent l’avion de 1 à 7, puis à 13. Le troisième six consécutif est annulé : rien ne bouge et le trait passe aux Jaunes, mais les deux mouvements précédents restent, l’avion est donc en 13. On ne laisse passer un lancer que si aucun avion ne peut l’utiliser.
ex-aeroplane-third-six-sequence-hint = Le troisième six est annulé ; ce qui précède est conservé.

ex-aeroplane-third-six-cancelled-title = Déjà deux six
ex-aeroplane-third-six-cancelled-q1 = Les Rouges ont déjà joué deux six dans ce tour. Avec quels résultats peuvent-ils capturer l’avion jaune de la case 19 ?
ex-aeroplane-third-six-cancelled-q2 = Le coup 6:13 est-il légal ?
ex-aeroplane-third-six-cancelled-explain = Depuis 13, un six atteindrait 19, mais ce serait le troisième six du tour : il est annulé. Seul le 2 depuis 17 capture.
ex-aeroplane-third-six-cancelled-hint = Combien de six ce tour a-t-il déjà connus ?

ex-aeroplane-capture-rolls-count-back-title = Quels résultats touchent l’avion en 20 ?
ex-aeroplane-capture-rolls-count-back-q1 = Un avion jaune vient d’atterrir en 20. Avec quelles valeurs du dé les Rouges peuvent-ils le capturer au prochain lancer ?
ex-aeroplane-capture-rolls-count-back-explain = Remontez de 1 à 6 cases depuis 20 sur la route rouge : des avions rouges sont 3 cases en arrière (17) et 5 cases en arrière (15). L’avion de la case 11 est à 9 cases, trop loin pour un seul dé.
ex-aeroplane-capture-rolls-count-back-hint = Donnez la liste des valeurs plutôt qu’une impression de danger.

ex-aeroplane-home-entry-capture-title = Près de l’entrée du couloir
ex-aeroplane-home-entry-capture-q1 = Avec quels résultats les Rouges peuvent-ils capturer l’avion jaune de la case 2 ?
ex-aeroplane-home-entry-capture-q2 = Et l’avion jaune de la case 51 ?
ex-aeroplane-home-entry-capture-explain = Sur le circuit, la route rouge s’arrête en 51, où les Rouges entrent dans leur couloir : les avions rouges de 47 et 49 ne vont jamais en 52, 1 ou 2, et un avion qui sort s’arrête sur la case sûre 1. L’avion en 2 est donc intouchable. La case 51 s’atteint avec 2 depuis 49 ou 4 depuis 47.
ex-aeroplane-home-entry-capture-hint = Suivez la route rouge, jusqu’à l’endroit où elle quitte le circuit.

ex-aeroplane-safe-square-protects-title = Une étoile protège
ex-aeroplane-safe-square-protects-q1 = Avec quels résultats les Rouges peuvent-ils capturer l’avion jaune de la case 22 ?
ex-aeroplane-safe-square-protects-q2 = Les Rouges jouent 3:19. Quelles cases sont vidées par une capture ?
ex-aeroplane-safe-square-protects-explain = La case 22 porte une étoile, l’une des huit cases sûres (quatre départs et quatre étoiles). Un avion rouge peut y atterrir exactement : les deux couleurs partagent simplement la case.
ex-aeroplane-safe-square-protects-hint = La cible est-elle sur un départ ou une étoile ?

ex-aeroplane-stack-sent-back-title = Toute une pile renvoyée
ex-aeroplane-stack-sent-back-q1 = Les Rouges jouent le 4 avec l’avion de la case 8. Quelles cases sont vidées par une capture ?
ex-aeroplane-stack-sent-back-q2 = Les Rouges relancent-ils ?
ex-aeroplane-stack-sent-back-explain = Les deux avions jaunes sont en 12, case non sûre. Un atterrissage exact y expédie à la base chaque avion jaune de la case, ici deux à la fois, et la capture donne un nouveau lancer.
ex-aeroplane-stack-sent-back-hint = Hors des cases sûres, une pile ne protège pas.

ex-aeroplane-compare-choices-title = Nouvelle sortie, capture ou couloir ?
ex-aeroplane-compare-choices-q1 = Les Rouges ont obtenu un six. Quels avions peuvent l’utiliser (cases, ou base) ?
ex-aeroplane-compare-choices-q2 = Si les Rouges jouent l’avion de la case 19, quelles cases sont vidées par une capture ?
ex-aeroplane-compare-choices-q3 = Où finit cet avion parti de 19 ?
ex-aeroplane-compare-choices-q4 = Si les Rouges jouent plutôt l’avion de la case 47, où finit-il ?
ex-aeroplane-compare-choices-explain = Trois choix : sortir un troisième avion en 1, capturer en 25 (entrée du couloir jaune, case non sûre) ou mener l’avion de 47 en R2, à l’abri dans le couloir. Chacun garde la relance due au six ; la capture coûte un avion aux Jaunes, l’entrée au couloir retire une cible, la sortie ajoute un avion sur la piste. Le prochain lancer reste du hasard, pas un gain forcé.
ex-aeroplane-compare-choices-hint = Comptez chaque route exactement : depuis 47, on entre au couloir après 51.

ex-aeroplane-who-starts-title = Tous les avions en base
ex-aeroplane-who-starts-q1 = Tous les avions attendent en base et les Rouges vont lancer. La partie est-elle en cours, gagnée ou nulle ?
ex-aeroplane-who-starts-q2 = Les Rouges font 2. Un avion peut-il sortir ?
ex-aeroplane-who-starts-q3 = Les Rouges font 5. Qui lance ensuite ?
ex-aeroplane-who-starts-explain = Les Rouges lancent toujours en premier. Avec tous les avions en base, seul un six sert ; tout autre résultat n’offre aucun coup et le trait passe aussitôt aux Jaunes.
ex-aeroplane-who-starts-hint = Quel résultat ouvre la base ?

ex-aeroplane-six-without-move-title = Un six inutile
ex-aeroplane-six-without-move-q1 = Le coup 6:R5 est-il légal ?
ex-aeroplane-six-without-move-q2 = Les Rouges font un six qu’aucun avion ne peut utiliser. Qui lance ensuite ?
ex-aeroplane-six-without-move-explain = L’avion en R5 a besoin d’exactement 1 ; les autres sont déjà arrivés. Le six n’a aucun emploi légal, le tour finit donc tout de suite : un six ne fait relancer que s’il a été joué.
ex-aeroplane-six-without-move-hint = Sans coup légal, pas de relance.

ex-aeroplane-last-plane-home-title = Le quatrième avion
ex-aeroplane-last-plane-home-q1 = Les Rouges jouent le 1 avec l’avion de R5. Où en est la partie ensuite ?
ex-aeroplane-last-plane-home-q2 = Les Rouges ont-ils encore un lancer supplémentaire ?
ex-aeroplane-last-plane-home-explain = Le quatrième avion rouge arrive au compte exact : les Rouges gagnent aussitôt. La partie est finie, aucun lancer ne suit.
ex-aeroplane-last-plane-home-hint = Combien d’avions rouges sont arrivés après ce coup ?

## Explications par question, montrées après cette question (le `-explain` de l’exercice vient après sa dernière question).
ex-aeroplane-capture-extra-roll-q1-explain = Depuis la case 10, un 3 mène exactement sur la case 13. Cette case n’est pas une case sûre : l’avion jaune qui s’y trouve retourne à sa base.
ex-aeroplane-capture-extra-roll-q2-explain = Une capture donne un lancer de plus, même sans 6.
ex-aeroplane-colour-no-jump-q1-explain = Le 3 mène l’avion de la case 2 à la case 5, et il s’y arrête : la couleur d’une case n’ajoute aucun pas.
ex-aeroplane-exit-or-advance-q1-explain = Un 6 peut faire sortir un avion de la base, mais l’avion qui vole déjà sur la case 18 peut aussi l’utiliser.
ex-aeroplane-exit-or-advance-q2-explain = Un avion qui sort de la base se pose toujours sur sa case de départ, la case 1, qui est sûre.
ex-aeroplane-no-six-no-exit-q1-explain = L’avion de la case 7 peut utiliser le 4 : il avance jusqu’à la case 11.
ex-aeroplane-exact-arrival-q1-explain = Depuis R2, le centre est à exactement 4 cases : cet avion peut utiliser le 4.
ex-aeroplane-exact-arrival-q2-explain = Depuis R4, il ne reste que 2 cases : un 4 irait 2 cases trop loin.
ex-aeroplane-third-six-sequence-q1-explain = Les deux premiers 6 mènent l’avion de 1 à 7, puis à 13 ; le troisième 6 d’affilée est annulé, et les déplacements d’avant restent.
ex-aeroplane-third-six-sequence-q2-explain = Un troisième 6 annulé met aussi fin au tour : c’est à l’adversaire de lancer.
ex-aeroplane-third-six-cancelled-q1-explain = Depuis la case 17, un 2 tombe exactement sur la case 19.
ex-aeroplane-home-entry-capture-q1-explain = Le parcours rouge quitte le circuit à la case 51 pour entrer dans son couloir : les avions rouges ne passent jamais par 52, 1 et 2, et un avion qui sort de la base s’arrête sur la case sûre 1.
