## Questions de règles : dames chinoises, deux camps opposés.

bank-cc-jump-opponent-q = Peut-on sauter une pièce adverse ?
bank-cc-jump-opponent-a = Oui : toute pièce voisine peut servir d’appui, quelle que soit sa couleur.
bank-cc-jump-opponent-explain = Une pièce adverse se saute comme une pièce amie : elle doit être voisine, avec un point vide juste derrière sur la même ligne. Elle reste sur le plateau.

bank-cc-chain-turn-q = Une suite de sauts doit-elle rester sur une ligne droite ?
bank-cc-chain-turn-a = Non : chaque saut peut prendre une nouvelle direction.
bank-cc-chain-turn-explain = Chaque saut isolé suit une des six directions, mais depuis chaque arrivée le saut suivant peut tourner.

bank-cc-stop-early-q = Faut-il continuer à sauter jusqu’à ne plus pouvoir ?
bank-cc-stop-early-a = Non : on peut s’arrêter sur n’importe quelle arrivée légale.
bank-cc-stop-early-explain = La poursuite obligatoire est une règle domestique à convenir à part ; cette édition ne l’applique pas. Ni la longueur ni le nombre d’appuis ne donnent de priorité.

bank-cc-leave-camp-q = Une pièce entrée dans le camp cible peut-elle en ressortir ?
bank-cc-leave-camp-a = Oui : les pièces ne sont pas verrouillées après l’entrée.
bank-cc-leave-camp-explain = Ressortir peut libérer une route à une autre pièce, mais retarde l’occupation simultanée des dix points.

bank-cc-opponent-in-camp-win-q = La victoire est-elle possible quand une pièce adverse n’a pas quitté son camp de départ ?
bank-cc-opponent-in-camp-win-a = Non : ce camp est votre cible, et la pièce adverse vous y prend une place.
bank-cc-opponent-in-camp-win-explain = Pour gagner, vos dix pièces doivent occuper les dix points du camp opposé. Une pièce adverse restée là l’empêche ; ailleurs, elle ne gêne pas la victoire.

bank-cc-vs-draughts-q = Quelle différence avec les dames anglaises ?
bank-cc-vs-draughts-a = Aux dames anglaises on prend sur un damier 8 × 8, la prise est obligatoire et il y a promotion ; ici c’est une course où rien n’est pris.
bank-cc-vs-draughts-explain = Ici aucune pièce n’est prise, rien n’est obligatoire et rien n’est promu : on amène ses dix pièces dans le camp opposé.

bank-cc-abcde-q = Sur cinq points alignés A, B, C, D, E, une pièce en A peut-elle sauter via C jusqu’à E, et les pièces en B et D sont-elles capturées ?
bank-cc-abcde-a = Oui, par A–C puis C–E ; B et D ne sont pas capturés.
bank-cc-abcde-explain = Quand les cinq points se suivent en ligne, que B et D portent une pièce et que C et E sont vides, les deux sauts sont légaux. Les appuis restent et serviront aux deux camps.

bank-cc-jump-no-capture-q = Sauter un adversaire le retire-t-il du plateau ?
bank-cc-jump-no-capture-a = Non : un saut ne capture jamais.
bank-cc-jump-no-capture-explain = L’idée reçue consiste à traiter le saut comme une prise aux dames. La pièce franchie reste en place et sert encore d’appui.

bank-cc-step-ends-q = Après un pas simple, peut-on faire un second pas ?
bank-cc-step-ends-a = Non : un pas termine le coup.
bank-cc-step-ends-explain = Un coup est soit un pas vers un voisin vide, soit une suite de sauts ; les pas ne s’enchaînent pas et ne se mélangent pas aux sauts.

bank-cc-step-instead-jump-q = Peut-on faire un pas simple alors qu’un saut est possible ?
bank-cc-step-instead-jump-a = Oui : sauter n’est jamais obligatoire.
bank-cc-step-instead-jump-explain = Cette édition laisse choisir le pas même quand un saut existe.

bank-cc-landing-occupied-q = Peut-on sauter si le point derrière la pièce est occupé ?
bank-cc-landing-occupied-a = Non : l’arrivée doit être vide.
bank-cc-landing-occupied-explain = Un voisin occupé ne suffit pas : le point juste derrière lui, sur la même ligne, doit être libre.

bank-cc-jump-two-q = Un saut peut-il franchir deux pièces à la suite ?
bank-cc-jump-two-a = Non : un saut franchit exactement une pièce voisine.
bank-cc-jump-two-explain = Chaque segment demande un appui voisin et une arrivée vide juste après ; les longs sauts par-dessus plusieurs pièces ne font pas partie de cette édition.

bank-cc-revisit-q = Pendant une suite de sauts, peut-on revenir sur un point déjà atteint ?
bank-cc-revisit-a = Non : aucun point ne peut être visité deux fois dans le même coup.
bank-cc-revisit-explain = Le point de départ compte aussi comme visité. À un tour ultérieur, la pièce peut y revenir.

bank-cc-side-triangles-q = Peut-on entrer dans les triangles latéraux ?
bank-cc-side-triangles-a = Oui : les quatre autres triangles sont des points ordinaires.
bank-cc-side-triangles-explain = Avec deux camps seulement, les triangles de côté n’appartiennent à personne ; chacun peut y avancer ou les traverser en sautant.

bank-cc-ten-needed-q = Suffit-il d’amener une pièce, ou neuf, dans le camp opposé ?
bank-cc-ten-needed-a = Non : les dix pièces doivent y être en même temps.
bank-cc-ten-needed-explain = Une pionnière rapide ou neuf pièces arrivées ne gagnent pas ; prévoyez l’ordre d’entrée pour que les dernières trouvent une place.

bank-cc-blocked-pass-q = Un joueur sans coup légal perd-il la partie ?
bank-cc-blocked-pass-a = Non : ce joueur passe.
bank-cc-blocked-pass-explain = L’édition ne prévoit aucune défaite supplémentaire par blocage : seule l’occupation du camp opposé par les dix pièces gagne, et un camp sans coup passe simplement.

bank-cc-move-opponent-q = Peut-on déplacer ou retirer une pièce adverse installée dans son camp cible ?
bank-cc-move-opponent-a = Non : on ne peut ni la capturer ni la déplacer.
bank-cc-move-opponent-explain = Seul son propriétaire peut la bouger ; remplir les neuf autres points ne suffit pas tant qu’elle y reste.

bank-cc-red-first-q = Quel camp joue en premier ?
bank-cc-red-first-a = Les Rouges jouent en premier.
bank-cc-red-first-explain = Rouge commence, puis les camps alternent, un coup chacun.
