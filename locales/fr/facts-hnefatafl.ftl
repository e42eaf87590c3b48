## Faits du Hnefatafl, règles Fetlar 11 × 11 : question, réponse, explication.

fact-hnef-who-starts-q = Quel camp joue le premier coup ?
fact-hnef-who-starts-a = Les Noirs, c’est-à-dire les attaquants, jouent en premier.
fact-hnef-who-starts-explain = Ils ont 24 pièces, mais quatre coins à surveiller ; aux Blancs, une seule route ouverte vers un coin suffit.

fact-hnef-attackers-count-q = Combien d’attaquants y a-t-il au départ ?
fact-hnef-attackers-count-a = Les Noirs ont 24 attaquants, répartis sur les quatre bords.
fact-hnef-attackers-count-explain = Ils cherchent à enfermer le roi avant qu’il n’atteigne un coin.

fact-hnef-defenders-count-q = Combien de défenseurs entourent le roi au départ ?
fact-hnef-defenders-count-a = Les Blancs ont 12 défenseurs, plus le roi.
fact-hnef-defenders-count-explain = Au début, ils entourent le roi, posé sur le trône central.

fact-hnef-board-size-q = Sur quel plateau se joue cette édition ?
fact-hnef-board-size-a = Sur un plateau de 11 cases sur 11.
fact-hnef-board-size-explain = Le trône occupe le centre, en f6 ; le roi ne peut s’échapper que par les quatre coins.

fact-hnef-move-line-q = Une pièce peut-elle avancer d’autant de cases libres qu’elle veut en ligne droite ?
fact-hnef-move-line-a = Oui : toute pièce glisse le long d’une rangée ou d’une colonne, sur des cases libres.
fact-hnef-move-line-explain = Elle s’arrête où elle veut avant le premier obstacle.

fact-hnef-no-diagonal-q = Une pièce peut-elle se déplacer en diagonale ?
fact-hnef-no-diagonal-a = Non : on se déplace seulement en ligne droite, horizontalement ou verticalement.
fact-hnef-no-diagonal-explain = Cela vaut aussi pour le roi.

fact-hnef-no-jump-q = Une pièce peut-elle sauter par-dessus une autre ?
fact-hnef-no-jump-a = Non : aucune pièce ne saute ; toute pièce sur le chemin arrête le déplacement.
fact-hnef-no-jump-explain = Le chemin doit être entièrement libre jusqu’à la case d’arrivée.

fact-hnef-king-no-jump-q = Le roi peut-il sauter par-dessus un de ses défenseurs ?
fact-hnef-king-no-jump-a = Non : le roi ne saute pas plus que les autres pièces.
fact-hnef-king-no-jump-explain = Un défenseur devant lui bloque sa route ; il faut d’abord l’écarter.

fact-hnef-landing-occupied-q = Peut-on s’arrêter sur une case déjà occupée ?
fact-hnef-landing-occupied-a = Non : la case d’arrivée doit être vide.
fact-hnef-landing-occupied-explain = On ne prend jamais une pièce en se posant dessus ; la prise se fait par encadrement.

fact-hnef-one-move-per-turn-q = Peut-on déplacer deux pièces dans le même tour ?
fact-hnef-one-move-per-turn-a = Non : chaque tour, on déplace une seule pièce.
fact-hnef-one-move-per-turn-explain = Après ce coup et ses éventuelles prises, c’est à l’adversaire.

fact-hnef-king-long-move-q = Le roi peut-il parcourir plusieurs cases d’un coup, comme les autres pièces ?
fact-hnef-king-long-move-a = Oui : le roi glisse d’autant de cases libres qu’il veut, comme toute pièce.
fact-hnef-king-long-move-explain = Certaines variantes limitent le roi à une case ; pas cette édition.

fact-hnef-backwards-q = Une pièce peut-elle reculer aussi bien qu’avancer ?
fact-hnef-backwards-a = Oui : toute pièce, roi compris, se déplace sur sa rangée ou sa colonne dans les deux sens.
fact-hnef-backwards-explain = Il n’y a pas de sens de marche comme aux dames ; seul le chemin doit être libre.

fact-hnef-soldier-throne-q = Un soldat peut-il s’arrêter sur le trône ?
fact-hnef-soldier-throne-a = Non : seul le roi peut s’arrêter sur le trône.
fact-hnef-soldier-throne-explain = Un attaquant ou un défenseur peut seulement le traverser quand il est vide.

fact-hnef-soldier-corner-q = Un soldat peut-il occuper un coin ?
fact-hnef-soldier-corner-a = Non : les quatre coins sont réservés au roi.
fact-hnef-soldier-corner-explain = Un coin sert en revanche d’appui hostile pour prendre les soldats qui le touchent.

fact-hnef-pass-throne-q = Une pièce peut-elle traverser le trône vide ?
fact-hnef-pass-throne-a = Oui : toute pièce peut passer sur le trône quand il est vide.
fact-hnef-pass-throne-explain = Elle ne peut simplement pas s’y arrêter, sauf s’il s’agit du roi.

fact-hnef-throne-occupied-cross-q = Peut-on traverser le trône pendant que le roi y est assis ?
fact-hnef-throne-occupied-cross-a = Non : le roi sur le trône bloque le passage comme toute pièce.
fact-hnef-throne-occupied-cross-explain = Le passage n’est ouvert que sur le trône vide.

fact-hnef-king-throne-q = Le roi peut-il revenir sur le trône ?
fact-hnef-king-throne-a = Oui : le roi peut s’arrêter sur le trône quand il le veut.
fact-hnef-king-throne-explain = C’est la seule pièce autorisée à s’y arrêter.

fact-hnef-king-corner-q = Le roi peut-il entrer dans un coin ?
fact-hnef-king-corner-a = Oui : le roi peut s’arrêter dans un coin, et il gagne ainsi la partie.
fact-hnef-king-corner-explain = Les coins sont interdits aux autres pièces.

fact-hnef-custodial-q = Un soldat que l’adversaire vient d’encadrer sur une ligne est-il pris ?
fact-hnef-custodial-a = Oui : un soldat pris en tenaille sur une ligne par le coup adverse est retiré.
fact-hnef-custodial-explain = La pièce qui arrive contre lui doit trouver, de l’autre côté sur la même ligne, une pièce de son camp, un coin ou le trône hostile.

fact-hnef-captured-removed-q = Une pièce prise est-elle retirée du plateau ?
fact-hnef-captured-removed-a = Oui : un soldat pris quitte le plateau pour de bon.
fact-hnef-captured-removed-explain = Il ne revient pas en jeu ; les prises affaiblissent le camp qui les subit.

fact-hnef-multi-capture-q = Un seul coup peut-il prendre plusieurs pièces ?
fact-hnef-multi-capture-a = Oui : un coup prend chaque soldat adverse qu’il encadre, parfois plusieurs à la fois.
fact-hnef-multi-capture-explain = Chaque direction autour de la pièce jouée se vérifie à part.

fact-hnef-defenders-capture-q = Les défenseurs peuvent-ils prendre des attaquants ?
fact-hnef-defenders-capture-a = Oui : les deux camps prennent par encadrement.
fact-hnef-defenders-capture-explain = Deux défenseurs, ou un défenseur et le roi, peuvent encadrer un attaquant.

fact-hnef-diagonal-capture-q = Peut-on prendre une pièce en diagonale ?
fact-hnef-diagonal-capture-a = Non : l’encadrement se fait seulement sur une rangée ou une colonne.
fact-hnef-diagonal-capture-explain = Deux pièces en diagonale autour d’un soldat ne le menacent pas.

fact-hnef-edge-not-hostile-q = Le bord du plateau aide-t-il à prendre un soldat ?
fact-hnef-edge-not-hostile-a = Non : le bord ne compte pas comme une pièce hostile.
fact-hnef-edge-not-hostile-explain = Seuls une pièce adverse, un coin ou le trône hostile peuvent fermer l’encadrement.

fact-hnef-move-between-q = Une pièce qui se place d’elle-même entre deux ennemis est-elle prise ?
fact-hnef-move-between-a = Non : se placer de soi-même entre deux adversaires n’entraîne aucune prise.
fact-hnef-move-between-explain = Une prise vient toujours d’un coup de l’adversaire ; la pièce reste toutefois exposée au coup suivant.

fact-hnef-between-later-q = Une pièce placée entre deux ennemis peut-elle être prise plus tard ?
fact-hnef-between-later-a = Oui : elle n’est pas prise sur le moment, mais un coup adverse peut l’encadrer ensuite.
fact-hnef-between-later-explain = Il suffit qu’un adversaire vienne se placer contre elle avec un allié de l’autre côté.

fact-hnef-corner-hostile-q = Un coin peut-il servir à prendre un soldat ?
fact-hnef-corner-hostile-a = Oui : un coin compte comme une pièce ennemie pour l’encadrement.
fact-hnef-corner-hostile-explain = Un soldat posé contre un coin est pris si un adversaire vient le fermer de l’autre côté.

fact-hnef-throne-hostile-q = Le trône vide compte-t-il comme une pièce ennemie pour prendre ?
fact-hnef-throne-hostile-a = Oui : le trône vide est hostile à tous les soldats.
fact-hnef-throne-hostile-explain = Un soldat contre le trône vide est pris si un adversaire le ferme de l’autre côté.

fact-hnef-throne-hostile-attackers-q = Le trône occupé par le roi reste-t-il hostile aux attaquants ?
fact-hnef-throne-hostile-attackers-a = Oui : le trône est toujours hostile aux attaquants, vide ou non.
fact-hnef-throne-hostile-attackers-explain = Pour les défenseurs, en revanche, il ne l’est que lorsqu’il est vide.

fact-hnef-throne-occupied-defenders-q = Le trône occupé par le roi est-il hostile aux défenseurs ?
fact-hnef-throne-occupied-defenders-a = Non : quand le roi y siège, le trône ne sert pas à prendre un défenseur.
fact-hnef-throne-occupied-defenders-explain = Il redevient hostile aux défenseurs dès qu’il est vide.

fact-hnef-king-armed-q = Le roi peut-il aider à prendre un attaquant ?
fact-hnef-king-armed-a = Oui : le roi participe à l’encadrement des attaquants.
fact-hnef-king-armed-explain = Un attaquant entre le roi et un défenseur qui arrive, sur une même ligne, est pris.

fact-hnef-two-attackers-q = Deux attaquants suffisent-ils à prendre le roi ?
fact-hnef-two-attackers-a = Non : le roi ne se prend pas comme un soldat.
fact-hnef-two-attackers-explain = Il faut des attaquants sur ses quatre côtés, ou sur trois s’il touche le trône vide.

fact-hnef-king-four-q = Faut-il quatre attaquants autour du roi pour le prendre ?
fact-hnef-king-four-a = Oui : le roi est pris quand des attaquants occupent ses quatre voisins orthogonaux.
fact-hnef-king-four-explain = Contre le trône vide, trois attaquants et le trône suffisent.

fact-hnef-king-throne-three-q = À côté du trône vide, trois attaquants suffisent-ils pour prendre le roi ?
fact-hnef-king-throne-three-a = Oui : le trône vide tient lieu de quatrième côté.
fact-hnef-king-throne-three-explain = Les trois autres voisins orthogonaux du roi doivent être des attaquants.

fact-hnef-king-on-throne-q = Le roi peut-il être pris alors qu’il est assis sur son trône ?
fact-hnef-king-on-throne-a = Oui : quatre attaquants autour du trône prennent le roi.
fact-hnef-king-on-throne-explain = Le trône ne protège pas le roi ; il faut simplement occuper ses quatre côtés.

fact-hnef-king-diagonals-q = Les attaquants placés en diagonale comptent-ils pour prendre le roi ?
fact-hnef-king-diagonals-a = Non : seuls les quatre voisins orthogonaux du roi comptent.
fact-hnef-king-diagonals-explain = Des attaquants sur les diagonales ne l’enferment pas.

fact-hnef-king-edge-q = Le roi peut-il être pris sur le bord du plateau ?
fact-hnef-king-edge-a = Non : au bord, le roi ne peut pas être entouré sur quatre côtés, il est donc imprenable.
fact-hnef-king-edge-explain = Les Noirs doivent alors lui couper les routes vers les coins.

fact-hnef-corner-wins-q = Le roi qui entre dans un coin fait-il gagner les Blancs ?
fact-hnef-corner-wins-a = Oui : le roi dans un coin donne aussitôt la victoire aux Blancs.
fact-hnef-corner-wins-explain = Les coins sont la seule issue du roi ; les autres cases du bord ne font pas gagner.

fact-hnef-black-wins-capture-q = Les Noirs gagnent-ils en prenant le roi ?
fact-hnef-black-wins-capture-a = Oui : la prise du roi donne la victoire aux attaquants.
fact-hnef-black-wins-capture-explain = Prendre des défenseurs aide, mais seule la prise du roi termine la partie.

fact-hnef-edge-wins-q = Le roi gagne-t-il en atteignant le bord ?
fact-hnef-edge-wins-a = Non : en règles Fetlar, seul un coin fait gagner le roi.
fact-hnef-edge-wins-explain = Le bord rapproche parfois le roi d’un coin, sans mettre fin à la partie.

fact-hnef-edge-already-won-q = Le roi a-t-il déjà gagné s’il se tient au bord, hors d’un coin ?
fact-hnef-edge-already-won-a = Non : la partie continue tant qu’aucun coin n’est atteint.
fact-hnef-edge-already-won-explain = Il reste aux Noirs à garder à l’œil les couloirs qui mènent aux coins.

fact-hnef-tafl-edge-q = Toutes les variantes de tafl font-elles gagner le roi au bord ?
fact-hnef-tafl-edge-a = Non : le tafl regroupe plusieurs variantes, et celle de Fetlar demande un coin.
fact-hnef-tafl-edge-explain = D’autres règles acceptent la fuite par le bord ; ne les importez pas ici.

fact-hnef-shieldwall-q = Peut-on prendre plusieurs soldats alignés au bord par un mur de boucliers ?
fact-hnef-shieldwall-a = Non : la prise en mur de boucliers ne fait pas partie de cette édition.
fact-hnef-shieldwall-explain = Chaque soldat n’est pris que s’il est encadré seul sur une ligne.

fact-hnef-exit-fort-q = Les Blancs peuvent-ils gagner par une forteresse au bord ?
fact-hnef-exit-fort-a = Non : cette édition ignore la victoire par forteresse.
fact-hnef-exit-fort-explain = Les Blancs gagnent seulement quand le roi entre dans un coin.

fact-hnef-quiet-draw-q = La partie est-elle nulle après cent demi-coups sans prise ?
fact-hnef-quiet-draw-a = Oui : cent demi-coups de suite sans aucune prise donnent la nulle.
fact-hnef-quiet-draw-explain = Chaque prise remet le compte à zéro ; en ligne, les joueurs peuvent aussi convenir d’une nulle. Le guide parle d’« environ cent » demi-coups : cette édition a choisi d’en compter exactement cent.

fact-hnef-no-move-loses-q = Un camp qui n’a plus aucun coup légal perd-il ?
fact-hnef-no-move-loses-a = Oui : le camp qui ne peut plus jouer perd la partie.
fact-hnef-no-move-loses-explain = Le guide ne traite pas ce cas ; le projet suit ici le règlement Fetlar complet et les logiciels de tafl habituels.

fact-hnef-no-repetition-q = Une position répétée plusieurs fois termine-t-elle la partie ?
fact-hnef-no-repetition-a = Non : aucune règle de répétition dans cette édition.
fact-hnef-no-repetition-explain = Seule la règle des cent demi-coups sans prise mène à une nulle automatique.

fact-hnef-no-encirclement-q = Les attaquants gagnent-ils en encerclant tous les défenseurs ?
fact-hnef-no-encirclement-a = Non : il n’y a pas de victoire par encerclement ; les Noirs doivent prendre le roi.
fact-hnef-no-encirclement-explain = Un encerclement peut préparer la prise du roi, mais ne suffit pas à gagner.

fact-hnef-draw-agreement-q = Peut-on convenir d’une partie nulle en ligne ?
fact-hnef-draw-agreement-a = Oui : en ligne, les deux joueurs peuvent s’accorder sur la nulle.
fact-hnef-draw-agreement-explain = Sinon, seule la règle des cent demi-coups sans prise produit une nulle.
