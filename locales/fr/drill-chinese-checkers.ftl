# Entraînement aux dames chinoises : énoncés et explications.
drill-cc-q-legal = Trait { $side ->
        [red] aux Rouges
       *[blue] aux Bleus
    }. Le coup { $move } est-il permis ? (oui/non)
drill-cc-q-moves-from = Trait { $side ->
        [red] aux Rouges
       *[blue] aux Bleus
    }. Sur quels points la pièce en { $from } peut-elle finir son coup ? (points, ou aucun)
drill-cc-q-status-after = { $side ->
        [red] Les Rouges jouent
       *[blue] Les Bleus jouent
    } { $move }. Où en est la partie ensuite ? (en cours, rouges ou bleus)
drill-cc-q-distance = Les autres pièces restant en place, en combien de coups au moins la pièce en { $from } peut-elle atteindre { $to } ? (un nombre, ou aucun)

drill-cc-x-step = Un pas mène à un seul point voisin vide et termine le coup ; glisser de deux points sur une ligne n’est pas un coup.
drill-cc-x-jump = Un saut franchit une pièce voisine, de n’importe quelle couleur, pour atterrir sur le point vide juste derrière elle.
drill-cc-x-landing-empty = Un saut exige un point d’arrivée vide juste derrière la pièce franchie.
drill-cc-x-mix = Un coup est soit un pas, soit une suite de sauts : un pas et un saut ne se combinent jamais.
drill-cc-x-stop = La suite peut s’arrêter après n’importe quel saut, même si un autre saut reste possible.
drill-cc-x-chain = Chaque saut d’une suite suit l’une des six lignes, et le suivant peut prendre une autre ligne ; aucun point ne peut être visité deux fois pendant le même coup.
drill-cc-x-no-capture = Les pièces franchies restent à leur place : on ne prend jamais rien aux dames chinoises, et les deux camps peuvent encore s’en servir comme appuis.
drill-cc-x-leave-camp = Rien n’interdit de quitter le camp cible : une pièce qui y est entrée peut en ressortir par un pas ou un saut.
drill-cc-x-leave-camp-rules = Une pièce peut quitter le camp visé, mais seulement par un coup qui serait légal ailleurs : un pas vers un point voisin, ou des sauts par-dessus une seule pièce à chaque fois.
drill-cc-x-win = Un camp gagne quand ses dix pièces se trouvent ensemble dans le camp opposé.
drill-cc-x-blocker = Une pièce adverse restée dans ce camp occupe l’un de ses dix points : la victoire doit attendre.
drill-cc-x-distance = Un coup est un pas ou une suite entière de sauts : une longue suite ne compte que pour un coup ; les autres pièces ne bougent pas entre-temps.
