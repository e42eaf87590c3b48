## Faits des dames chinoises (deux camps opposés) : question, réponse, explication.

fact-cc-step-q = Une pièce peut-elle avancer d’un pas vers un point voisin libre ?
fact-cc-step-a = Oui : un pas mène une pièce sur l’un de ses points voisins, s’il est vide.
fact-cc-step-explain = Un point a au plus six voisins ; le pas termine le coup.

fact-cc-step-ends-q = Après un pas, peut-on continuer le même coup ?
fact-cc-step-ends-a = Non : un pas termine le coup, on ne fait pas de second pas.
fact-cc-step-ends-explain = Seuls les sauts s’enchaînent ; un pas est un coup complet à lui seul.

fact-cc-step-then-jump-q = Peut-on faire un pas puis un saut dans le même coup ?
fact-cc-step-then-jump-a = Non : un coup est soit un pas, soit une suite de sauts, jamais un mélange.
fact-cc-step-then-jump-explain = Le pas termine aussitôt le coup ; pour sauter, il faut commencer le coup par un saut.

fact-cc-jump-then-step-q = Peut-on finir une suite de sauts par un simple pas ?
fact-cc-jump-then-step-a = Non : une suite ne contient que des sauts, elle ne se termine pas par un pas.
fact-cc-jump-then-step-explain = On s’arrête sur l’arrivée d’un saut ; un pas ferait un second genre de coup dans le même tour.

fact-cc-two-steps-q = Peut-on avancer de deux points d’un coup sans rien sauter ?
fact-cc-two-steps-a = Non : sans pièce à franchir, on ne bouge que d’un point.
fact-cc-two-steps-explain = Se déplacer de deux points n’est possible qu’en sautant une pièce voisine.

fact-cc-jump-empty-q = Peut-on sauter par-dessus un point vide ?
fact-cc-jump-empty-a = Non : un saut a besoin d’une pièce sur le point voisin.
fact-cc-jump-empty-explain = Le point franchi doit être occupé, et le point juste derrière doit être libre.

fact-cc-jump-adjacent-q = Peut-on sauter par-dessus une pièce voisine pour atterrir juste derrière elle ?
fact-cc-jump-adjacent-a = Oui : on franchit une pièce voisine et on se pose sur le point libre qui la suit, sur la même ligne.
fact-cc-jump-adjacent-explain = La couleur de la pièce franchie ne compte pas, et cette pièce reste à sa place.

fact-cc-jump-opponent-q = Peut-on sauter par-dessus une pièce de l’adversaire ?
fact-cc-jump-opponent-a = Oui : une pièce adverse sert d’appui comme une pièce amie.
fact-cc-jump-opponent-explain = Il faut qu’elle soit voisine et que le point suivant sur la même ligne soit libre ; elle ne quitte pas le plateau.

fact-cc-jump-own-q = Peut-on sauter par-dessus une de ses propres pièces ?
fact-cc-jump-own-a = Oui : ses propres pièces servent aussi d’appui pour sauter.
fact-cc-jump-own-explain = La couleur de l’appui n’a aucune importance ; seules comptent sa place voisine et l’arrivée libre.

fact-cc-jump-no-capture-q = Sauter une pièce adverse la retire-t-il du jeu ?
fact-cc-jump-no-capture-a = Non : la pièce franchie reste sur son point.
fact-cc-jump-no-capture-explain = Les dames chinoises ne connaissent aucune prise ; une pièce sautée peut encore servir d’appui plus tard.

fact-cc-no-capture-q = Peut-on prendre des pièces aux dames chinoises ?
fact-cc-no-capture-a = Non : il n’existe aucune capture dans ce jeu.
fact-cc-no-capture-explain = C’est une course vers le camp opposé ; on gêne l’adversaire en occupant des points, jamais en retirant ses pièces.

fact-cc-supports-stay-q = Une pièce franchie peut-elle ensuite servir d’appui à l’adversaire aussi ?
fact-cc-supports-stay-a = Oui : les appuis restent en place et profitent aux deux camps.
fact-cc-supports-stay-explain = N’importe quel camp peut sauter par-dessus n’importe quelle pièce, à condition d’en être voisin et que le point juste derrière elle soit libre.

fact-cc-jump-far-q = Peut-on sauter par-dessus une pièce qui n’est pas juste à côté ?
fact-cc-jump-far-a = Non : la pièce franchie doit être voisine du point de départ.
fact-cc-jump-far-explain = Les sauts lointains par-dessus des points vides appartiennent à d’autres variantes.

fact-cc-jump-two-q = Un saut peut-il franchir deux pièces alignées d’un coup ?
fact-cc-jump-two-a = Non : un saut passe par-dessus une seule pièce.
fact-cc-jump-two-explain = Derrière l’appui, le point suivant doit être libre ; deux pièces collées bloquent le saut.

fact-cc-bent-jump-q = Un seul saut peut-il tourner pour passer entre deux pièces ?
fact-cc-bent-jump-a = Non : chaque saut reste sur une des six lignes du plateau.
fact-cc-bent-jump-explain = Départ, appui et arrivée sont alignés ; seule la suite de sauts peut changer de direction.

fact-cc-landing-occupied-q = Peut-on terminer un saut sur un point occupé ?
fact-cc-landing-occupied-a = Non : l’arrivée de chaque saut doit être libre.
fact-cc-landing-occupied-explain = Un point occupé derrière la pièce voisine rend le saut impossible.

fact-cc-chain-q = Peut-on enchaîner plusieurs sauts dans le même coup ?
fact-cc-chain-a = Oui : depuis l’arrivée d’un saut, on peut sauter encore.
fact-cc-chain-explain = Chaque saut de la suite doit avoir son appui voisin et son arrivée libre.

fact-cc-chain-one-move-q = Une suite de sauts compte-t-elle comme un seul coup ?
fact-cc-chain-one-move-a = Oui : toute la suite forme un seul coup, puis c’est à l’adversaire.
fact-cc-chain-one-move-explain = Le relevé du coup garde le chemin complet, point par point.

fact-cc-chain-turn-q = Une suite de sauts doit-elle garder la même direction ?
fact-cc-chain-turn-a = Non : après chaque saut, le suivant peut partir dans une autre direction.
fact-cc-chain-turn-explain = Chaque saut se fait dans l’une des six directions ; d’un saut à l’autre, la direction peut changer.

fact-cc-stop-early-q = Faut-il continuer à sauter tant qu’un saut est possible ?
fact-cc-stop-early-a = Non : on peut arrêter la suite sur n’importe quelle arrivée.
fact-cc-stop-early-explain = La poursuite obligatoire est une règle de maison à convenir à part ; elle ne s’applique pas ici.

fact-cc-revisit-q = Une suite peut-elle repasser par un point déjà atteint pendant le même coup ?
fact-cc-revisit-a = Non : un point, départ compris, ne se visite qu’une fois par coup.
fact-cc-revisit-explain = Lors d’un coup suivant, en revanche, la pièce peut revenir sur ce point.

fact-cc-revisit-later-q = Une pièce peut-elle revenir, lors d’un coup suivant, sur un point où elle est déjà passée ?
fact-cc-revisit-later-a = Oui : l’interdiction de repasser ne vaut qu’à l’intérieur d’un même coup.
fact-cc-revisit-later-explain = D’un tour à l’autre, tout point libre accessible reste permis.

fact-cc-step-instead-jump-q = Peut-on faire un simple pas alors qu’un saut est possible ?
fact-cc-step-instead-jump-a = Oui : le pas reste permis même quand un saut existe.
fact-cc-step-instead-jump-explain = Rien n’oblige à sauter ; on choisit le coup qui sert le mieux son plan.

fact-cc-must-jump-q = Est-on obligé de sauter quand un saut est possible ?
fact-cc-must-jump-a = Non : sauter n’est jamais obligatoire.
fact-cc-must-jump-explain = Les dames anglaises imposent la prise ; les dames chinoises laissent le choix entre pas et saut.

fact-cc-six-directions-q = Une pièce peut-elle se déplacer dans six directions ?
fact-cc-six-directions-a = Oui : autour d’un point, il peut y avoir six voisins, un par direction.
fact-cc-six-directions-explain = Sur l’étoile, les lignes vont dans trois axes, soit six directions.

fact-cc-backwards-q = Une pièce peut-elle revenir en arrière, vers son camp de départ ?
fact-cc-backwards-a = Oui : les pas et les sauts vont dans toutes les directions.
fact-cc-backwards-explain = Reculer est parfois utile pour créer un appui ou libérer une route.

fact-cc-leave-camp-q = Une pièce entrée dans le camp cible peut-elle en ressortir ?
fact-cc-leave-camp-a = Oui : rien ne bloque les pièces une fois entrées dans le camp cible.
fact-cc-leave-camp-explain = En sortir peut libérer une route, mais retarde l’occupation des dix points.

fact-cc-side-triangles-q = Peut-on passer par les triangles qui n’appartiennent à aucun joueur ?
fact-cc-side-triangles-a = Oui : les quatre autres triangles sont des points ordinaires, ouverts à tous.
fact-cc-side-triangles-explain = On peut y faire des pas, y sauter et s’y arrêter.

fact-cc-win-ten-q = Gagne-t-on quand ses dix pièces occupent le camp opposé ?
fact-cc-win-ten-a = Oui : la victoire vient quand les dix pièces tiennent ensemble les dix points du camp opposé.
fact-cc-win-ten-explain = Les autres points du plateau peuvent rester vides ou occupés, peu importe.

fact-cc-nine-not-enough-q = Neuf pièces dans le camp cible suffisent-elles pour gagner ?
fact-cc-nine-not-enough-a = Non : la victoire exige que les dix pièces soient toutes dans le camp à la fois.
fact-cc-nine-not-enough-explain = Tant qu’une pièce manque, la partie continue ; prévoyez dans quel ordre les dernières pièces entreront.

fact-cc-first-arrival-q = La première pièce arrivée dans le camp adverse fait-elle gagner ?
fact-cc-first-arrival-a = Non : une pièce seule dans le camp ne gagne rien.
fact-cc-first-arrival-explain = Une pionnière rapide ne remplace pas le passage de toute l’équipe.

fact-cc-opponent-in-camp-win-q = La victoire est-elle possible si une pièce adverse n’a pas quitté son camp de départ ?
fact-cc-opponent-in-camp-win-a = Non : ce camp est votre cible, et la pièce adverse y prend une place.
fact-cc-opponent-in-camp-win-explain = Vos dix pièces doivent occuper ses dix points ; la pièce restée là l’empêche.

fact-cc-opponent-in-camp-move-q = Peut-on pousser ou prendre une pièce adverse qui bloque son camp ?
fact-cc-opponent-in-camp-move-a = Non : seul son propriétaire peut la déplacer.
fact-cc-opponent-in-camp-move-explain = Il faut attendre qu’elle parte d’elle-même ; occuper tous les autres points ne suffit pas.

fact-cc-opponent-elsewhere-q = Une pièce adverse hors de mon camp cible m’empêche-t-elle de gagner ?
fact-cc-opponent-elsewhere-a = Non : seules les pièces adverses restées dans le camp cible gênent la victoire.
fact-cc-opponent-elsewhere-explain = Ailleurs sur le plateau, les pièces adverses ne comptent pas.

fact-cc-win-immediate-q = La partie se termine-t-elle dès que le camp adverse est entièrement occupé ?
fact-cc-win-immediate-a = Oui : la partie s’arrête au coup qui complète l’occupation.
fact-cc-win-immediate-explain = On vérifie le camp après chaque coup ; s’il est plein de vos pièces, vous avez gagné.

fact-cc-blocked-no-loss-q = Un joueur sans aucun coup légal perd-il la partie ?
fact-cc-blocked-no-loss-a = Non : il passe simplement son tour.
fact-cc-blocked-no-loss-explain = Cette édition ne prévoit aucune défaite par blocage ; seule l’occupation du camp opposé gagne.

fact-cc-blocked-pass-q = Un joueur qui n’a aucun coup possible passe-t-il son tour ?
fact-cc-blocked-pass-a = Oui : sans coup légal, on passe, et l’adversaire rejoue.
fact-cc-blocked-pass-explain = Passer n’est permis que dans ce cas-là.

fact-cc-pass-voluntary-q = Peut-on passer son tour alors qu’on a un coup possible ?
fact-cc-pass-voluntary-a = Non : tant qu’un coup existe, il faut jouer.
fact-cc-pass-voluntary-explain = La passe est réservée au joueur qui n’a aucun coup légal.

fact-cc-move-opponent-q = Puis-je déplacer une pièce de l’adversaire ?
fact-cc-move-opponent-a = Non : on ne joue que ses propres pièces.
fact-cc-move-opponent-explain = Les pièces adverses servent d’appuis, mais seul leur propriétaire les déplace.

fact-cc-off-board-q = Une pièce peut-elle sortir du plateau ?
fact-cc-off-board-a = Non : pas et sauts restent sur les points de l’étoile.
fact-cc-off-board-explain = Un saut dont l’arrivée tomberait hors du plateau est impossible.

fact-cc-no-promotion-q = Une pièce arrivée au fond devient-elle une dame ?
fact-cc-no-promotion-a = Non : il n’y a aucune promotion aux dames chinoises.
fact-cc-no-promotion-explain = Toutes les pièces se déplacent de la même façon du début à la fin.

fact-cc-vs-draughts-q = Les dames chinoises se jouent-elles comme les dames anglaises ?
fact-cc-vs-draughts-a = Non : aux dames anglaises on prend des pièces sur un damier 8 × 8 ; ici, c’est une course où rien n’est pris.
fact-cc-vs-draughts-explain = Ici, ni prise obligatoire, ni promotion : on amène ses dix pièces jusqu’au camp opposé.

fact-cc-abcde-q = Sur une ligne A, B, C, D, E, en sautant de A à E par C, prend-on B et D ?
fact-cc-abcde-a = Non : B et D restent en place après les deux sauts A–C et C–E.
fact-cc-abcde-explain = Si B et D portent une pièce et que C et E sont vides, les deux sauts sont permis ; ces appuis servent ensuite aux deux camps.

fact-cc-red-first-q = Quel camp joue le premier coup ?
fact-cc-red-first-a = Les Rouges jouent en premier.
fact-cc-red-first-explain = Le guide ne le précise pas ; le projet fait commencer les Rouges.

fact-cc-red-targets-blue-q = Les Rouges doivent-ils rejoindre le camp bleu, en face du leur ?
fact-cc-red-targets-blue-a = Oui : chaque camp vise le triangle opposé, les Rouges le bleu et les Bleus le rouge.
fact-cc-red-targets-blue-explain = Les deux camps se font face aux pointes opposées de l’étoile.

fact-cc-ten-pieces-q = Combien de pièces chaque joueur a-t-il ?
fact-cc-ten-pieces-a = Chaque joueur a dix pièces.
fact-cc-ten-pieces-explain = Elles remplissent au départ les dix points de son camp.

fact-cc-two-camps-q = Peut-on jouer à plus de deux dans cette édition ?
fact-cc-two-camps-a = Non : cette édition oppose seulement deux camps face à face.
fact-cc-two-camps-explain = Les variantes à trois, quatre ou six joueurs ne s’appliquent pas ici.

fact-cc-no-draw-q = Une partie de dames chinoises peut-elle finir nulle ?
fact-cc-no-draw-a = Non : aucune règle ne déclare de partie nulle.
fact-cc-no-draw-explain = Seule l’occupation complète du camp opposé termine la partie.

fact-cc-origin-q = Les dames chinoises viennent-elles du xiangqi, les échecs chinois ?
fact-cc-origin-a = Non : il descend du Sternhalma, un jeu allemand ; son nom vient d’une marque américaine de 1928.
fact-cc-origin-explain = Il n’a de lien ni avec le xiangqi ni avec les dames anglaises.

fact-cc-one-piece-per-move-q = Puis-je déplacer deux de mes pièces pendant le même tour ?
fact-cc-one-piece-per-move-a = Non : un coup ne déplace qu’une pièce, par un pas ou par une suite de sauts de cette même pièce.
fact-cc-one-piece-per-move-explain = Les autres pièces restent immobiles jusqu’à votre tour suivant ; elles ne servent qu’à prendre appui pour sauter.
