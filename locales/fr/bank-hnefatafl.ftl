## Questions de règles : Hnefatafl, Fetlar 11 × 11.

bank-hnef-who-starts-q = Qui commence ?
bank-hnef-who-starts-a = Les attaquants noirs jouent en premier.
bank-hnef-who-starts-explain = Avec 24 pièces, les Noirs doivent tout de même garder les quatre coins ; aux Blancs, une seule route libre pour le roi suffit.

bank-hnef-two-attackers-q = Deux attaquants capturent-ils le roi ?
bank-hnef-two-attackers-a = Non : le roi ne se prend pas comme un soldat.
bank-hnef-two-attackers-explain = Il faut des attaquants sur ses quatre voisins orthogonaux, ou sur trois quand le trône vide adjacent forme le quatrième côté.

bank-hnef-soldier-throne-q = Un soldat peut-il s’arrêter sur le trône ou dans un coin ?
bank-hnef-soldier-throne-a = Non : trône et coins sont réservés au roi.
bank-hnef-soldier-throne-explain = Un soldat peut traverser le trône vide en chemin, jamais y finir son déplacement, et il n’entre jamais dans un coin.

bank-hnef-move-between-q = Une pièce qui se place entre deux adversaires est-elle capturée aussitôt ?
bank-hnef-move-between-a = Non : un soldat n’est pris que par un mouvement adverse.
bank-hnef-move-between-explain = Se glisser entre deux ennemis est sans danger immédiat ; la pièce peut toutefois être attaquée au tour suivant.

bank-hnef-edge-wins-q = Le roi gagne-t-il en atteignant le bord ?
bank-hnef-edge-wins-a = Non, Fetlar demande qu’il entre dans l’un des quatre coins.
bank-hnef-edge-wins-explain = Une case du bord peut raccourcir le chemin vers un coin, mais la partie continue tant que le roi n’est pas réellement dans un coin.

bank-hnef-edge-already-won-q = Le roi blanc parvenu au bord, hors des coins, a-t-il déjà remporté la partie ?
bank-hnef-edge-already-won-a = Non : la partie continue.
bank-hnef-edge-already-won-explain = Le jeu continue : c'est aux Noirs de tenir fermés les chemins du roi vers les angles. Oubliez ici la sortie par un bord quelconque et les prises en mur de boucliers, qui viennent d'autres variantes.

bank-hnef-tafl-edge-q = Dans toutes les variantes de tafl, le roi gagne-t-il au bord ?
bank-hnef-tafl-edge-a = Non : le tafl regroupe plusieurs variantes, et Fetlar exige un coin.
bank-hnef-tafl-edge-explain = Cette idée reçue est répandue : certaines variantes acceptent une fuite par le bord, mais cette édition ne compte que les coins.

bank-hnef-corner-wins-q = Le roi gagne-t-il en entrant dans un coin ?
bank-hnef-corner-wins-a = Oui : les Blancs gagnent dès que le roi est dans un coin.
bank-hnef-corner-wins-explain = Sur le plateau 11 × 11, le roi ne peut sortir que par les quatre coins.

bank-hnef-king-throne-q = Le roi peut-il revenir sur le trône ?
bank-hnef-king-throne-a = Oui : le roi peut de nouveau s’arrêter sur le trône.
bank-hnef-king-throne-explain = Le trône et les coins sont réservés au roi, qui peut les occuper dès que son chemin est libre.

bank-hnef-pass-throne-q = Une pièce peut-elle traverser le trône vide ?
bank-hnef-pass-throne-a = Oui : toute pièce peut passer par le trône vide.
bank-hnef-pass-throne-explain = Le passage est permis ; s’y arrêter est réservé au roi.

bank-hnef-no-jump-q = Une pièce peut-elle sauter par-dessus une autre ?
bank-hnef-no-jump-a = Non : les pièces glissent seulement sur des cases libres.
bank-hnef-no-jump-explain = Chaque pièce avance d’autant de cases libres qu’elle veut sur une rangée ou une colonne, sans diagonale et sans saut.

bank-hnef-custodial-q = Un soldat encadré par un mouvement entre deux ennemis est-il capturé ?
bank-hnef-custodial-a = Oui : deux ennemis de part et d’autre sur une même ligne le prennent.
bank-hnef-custodial-explain = Après le mouvement, un soldat adverse qui a une pièce du joueur de l’autre côté de la même ligne est retiré ; plusieurs prises en un coup sont possibles.

bank-hnef-corner-hostile-q = Un coin peut-il aider à capturer un soldat ?
bank-hnef-corner-hostile-a = Oui : un coin agit comme une case hostile.
bank-hnef-corner-hostile-explain = Un soldat voisin d’un coin est pris par un seul ennemi qui arrive du côté opposé.

bank-hnef-throne-hostile-q = Le trône vide est-il hostile aux défenseurs ?
bank-hnef-throne-hostile-a = Oui : une fois vide, il peut fermer une prise contre eux.
bank-hnef-throne-hostile-explain = Le trône est toujours hostile aux attaquants, et aux défenseurs seulement quand le roi l’a quitté.

bank-hnef-king-armed-q = Le roi aide-t-il à capturer les attaquants ?
bank-hnef-king-armed-a = Oui : le roi est armé.
bank-hnef-king-armed-explain = Le roi peut former un côté de l’encadrement d’un attaquant, même s’il n’est pas lui-même pris comme un soldat.

bank-hnef-king-capture-q = Comment capture-t-on le roi ?
bank-hnef-king-capture-a = Avec des attaquants sur ses quatre côtés orthogonaux, ou sur trois quand le quatrième est le trône vide.
bank-hnef-king-capture-explain = Les diagonales ne comptent pas, et deux attaquants ne suffisent jamais.

bank-hnef-king-throne-three-q = À côté du trône vide, trois attaquants suffisent-ils à capturer le roi ?
bank-hnef-king-throne-three-a = Oui : le trône vide compte comme quatrième côté.
bank-hnef-king-throne-three-explain = Quand le roi touche le trône vide, des attaquants sur ses trois autres côtés le capturent.

bank-hnef-king-edge-q = Le roi peut-il être capturé au bord du plateau ?
bank-hnef-king-edge-a = Non : au bord, on ne peut pas l’entourer sur quatre côtés.
bank-hnef-king-edge-explain = Le bord du plateau n’est pas hostile : un roi sur une case du bord ne peut pas être pris, même s’il peut être enfermé.

bank-hnef-quiet-draw-q = Que se passe-t-il après cent demi-coups sans capture ?
bank-hnef-quiet-draw-a = La partie est nulle.
bank-hnef-quiet-draw-explain = Le plateau déclare la nulle après 100 demi-coups consécutifs sans prise ; ce projet compte exactement 100. En ligne, les joueurs peuvent aussi convenir d’une nulle.

bank-hnef-no-move-loses-q = Un camp sans coup légal perd-il ?
bank-hnef-no-move-loses-a = Oui : le camp qui ne peut plus bouger perd.
bank-hnef-no-move-loses-explain = Le guide ne dit rien là-dessus ; le projet suit le panel Fetlar et les moteurs courants.

bank-hnef-shieldwall-q = Les prises par mur de boucliers au bord sont-elles utilisées ?
bank-hnef-shieldwall-a = Non : cette édition n’a pas de prise en mur de boucliers.
bank-hnef-shieldwall-explain = Au bord, les soldats ne sont pris que par l’encadrement ordinaire ; le mur de boucliers de Copenhague, la forteresse de sortie et la prise du roi par deux attaquants sont exclus.
