# Entraînement au hnefatafl : énoncés et explications.
drill-hnef-q-captured = { $side ->
        [black] Les Noirs jouent
       *[white] Les Blancs jouent
    } { $move }. Quelles pièces ce coup prend-il ? (cases, ou aucune)
drill-hnef-q-status-after = { $side ->
        [black] Les Noirs jouent
       *[white] Les Blancs jouent
    } { $move }. Où en est la partie ensuite ? (en cours, blancs, noirs ou nulle)
drill-hnef-q-capture-king = Trait aux Noirs. Peuvent-ils capturer le roi { $within ->
        [1] dès ce coup
       *[other] en { $within } coups au plus
    } ? (oui/non)
drill-hnef-q-king-routes = Trait aux Blancs. Quels coins le roi en { $king } atteint-il en un coup ? (cases, ou aucun)
drill-hnef-q-escape = Trait aux Blancs. Peuvent-ils forcer le roi à entrer dans un coin en { $within } coups blancs au plus, quelle que soit la réponse noire ? (oui/non)
drill-hnef-q-legal = Trait { $side ->
        [black] aux Noirs
       *[white] aux Blancs
    }. Le coup { $move } est-il permis ? (oui/non)

drill-hnef-x-custodian = Un soldat est pris quand un coup amène une pièce ennemie à côté de lui et que la case derrière lui, sur la même ligne, porte une autre pièce ennemie (le roi compte), un coin ou un trône qui lui est hostile.
drill-hnef-x-between = La pièce qui arrive en { $square } se place entre deux soldats ennemis, mais ce coup ne la prend pas : un encadrement ne se complète que par un coup du camp qui prend. Elle reste pourtant exposée : un coup ennemi ultérieur pourra encore l’encadrer et la prendre. { $taken ->
        [0] Elle-même ne prend rien.
        [one] Elle prend tout de même une pièce.
       *[other] Elle prend tout de même { $taken } pièces.
    }
drill-hnef-x-throne-corner = Les coins sont hostiles à tous les soldats. Le trône l’est toujours pour les attaquants, mais pour les défenseurs seulement quand il est vide.
drill-hnef-x-throne-occupied = Ici le roi occupe le trône : le trône n’aide donc pas les attaquants contre un défenseur.
drill-hnef-x-king-ring = Le roi ne tombe que sur un coup noir qui complète l’encerclement d’attaquants sur ses quatre côtés ; contre le trône vide, trois attaquants et le trône suffisent.
drill-hnef-x-king-taken = Ici l’encerclement se ferme : le roi est capturé et les Noirs gagnent.
drill-hnef-x-king-two = Dans cette édition, deux attaquants de part et d’autre du roi ne lui font rien.
drill-hnef-x-king-edge = Au bord, le roi a un côté hors du plateau : il ne peut pas y être capturé.
drill-hnef-x-corner = Atteindre le bord ne rapporte rien : seule l’entrée dans un coin fait gagner le roi.
drill-hnef-x-routes = Ne comptez que les coins : une case du bord sur le chemin du roi n’est pas une sortie.
drill-hnef-x-escape = Une fuite forcée atteint un coin quelle que soit la réponse noire ; une case du bord ne compte pas.
drill-hnef-x-corner-names = Les quatre coins sont a1, a11, k1 et k11.
drill-hnef-x-reserved = Seul le roi peut s’arrêter sur le trône (f6) ou dans un coin.
drill-hnef-x-throne-pass = Toute pièce peut traverser le trône quand il est vide ; occupé par le roi, il barre le passage comme une autre pièce.
drill-hnef-x-slide = Chaque pièce glisse le long d’une rangée ou d’une colonne, sur des cases vides seulement ; elle ne saute jamais par-dessus une pièce.
drill-hnef-x-suffix = La mention de prise est vérifiée : elle doit nommer exactement les pièces que le coup retire, ni plus ni moins.
