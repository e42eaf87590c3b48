## Une partie entière contre le moteur (play), et les relevés de partie (replay).

play-welcome = { $game } : votre camp : { $side } ; le moteur : { $engine } (niveau { $level }). Graine : { $seed }.
play-welcome-hot-seat = { $game } : deux joueurs au même clavier, { $first } et { $second }. Graine : { $seed }.
play-commands = Tapez votre coup, ou une commande : coups, indice, annuler, abandonner, enregistrer, commandes, quitter.
play-notation-aeroplane = Comment écrire un coup : l’avion qui utilise le dé, par exemple 12, R3 ou base (le dé peut venir d’abord : 4:12).
play-notation-chinese-checkers = Comment écrire un coup : tout le chemin avec des tirets, un pas d10-e11 ou des sauts d10-f12-h14 ; passe seulement quand rien ne peut bouger.
play-notation-dominoes = Comment écrire un coup : un domino et son extrémité, par exemple 2-5@droite ; le premier domino seul (3-4) ; pioche quand aucun domino ne va ; passe quand aucun domino ne va et que la pioche n’a plus que ses deux derniers.
play-notation-hnefatafl = Comment écrire un coup : départ-arrivée sur une rangée ou une colonne, par exemple f4-c4 (un suffixe de prise tel que xe5 est vérifié s’il est écrit).
play-prompt = Trait : { $side }
play-engine-move = { $side } (moteur) : { $move }
play-illegal = Coup illégal. { $reason }
play-trap-illegal = Ce coup suit une règle d’autres variantes : { $trap }. Cette édition ne l’a pas.
play-trap-legal = Remarque : une règle d’autres variantes ({ $trap }) jugerait ce coup autrement.
play-moves-none-from = Aucun coup légal ne commence par « { $from } » (une case, un point ou un domino du jeu, comme dans la notation).
play-moves = { $count ->
    [0] Aucun coup légal.
    [one] Un seul coup légal : { $moves }
   *[other] { $count } coups légaux : { $moves }
}
play-hint = Indice : { $move }. { $reason }
play-undone = { $count ->
    [0] Aucun coup repris.
    [one] Un coup repris.
   *[other] { $count } coups repris.
}
play-undo-none = Vous n’avez encore joué aucun coup à reprendre.
play-help = Commandes : coups (tous les coups légaux ; coups d10 pour une seule pièce), indice (un bon coup et pourquoi), annuler (reprend votre dernier coup et la réponse), abandonner, enregistrer (écrit le relevé de la partie ; enregistrer FICHIER), commandes, quitter (arrête sans finir).
play-saved = Relevé de la partie écrit dans { $path }.
play-save-failed = Impossible d’écrire le relevé de la partie dans { $path } : { $detail }
play-over = La partie est finie. { $ending }
play-over-told = La partie est finie.
play-resigned = Abandon : { $side }. La partie revient à l’autre camp : { $winner }.
play-stopped = Partie arrêtée avant la fin.
play-bad-level = le niveau vaut 1, 2 ou 3, pas { $level }.
play-bad-side = « { $given } » n’est pas un camp de ce jeu : choisissez { $first } ou { $second }.

replay-ok = { $file } : { $count ->
    [0] aucun coup
    [one] un coup
   *[other] { $count } coups
}, tous légaux. { $result }
replay-result-won = Résultat : victoire des { $side }.
replay-result-draw = Résultat : partie nulle.
replay-result-ongoing = La partie n’est pas finie.
replay-result-resigned = Résultat : abandon ({ $side }).
replay-illegal = coup { $ply } « { $move } » : { $reason }
replay-no-side = chaque coup s’écrit précédé de son camp, par exemple « red 4:12 ».
replay-wrong-side = ce coup est écrit pour « { $given } », mais le camp qui a le trait est { $expected }.
replay-incomplete-roll = un relevé écrit chaque dé avec son avion (4:12), pour qu’on puisse vérifier la partie sans dés.
replay-incomplete-draw = un relevé nomme le domino de chaque pioche (draw:3-4), pour qu’on puisse vérifier la partie sans connaître l’ordre de la pioche.
replay-deal-missing = un relevé de dominos a besoin de sa donne [deal] : les dominos de black, de white et de la pioche.
replay-deal-unexpected = ce jeu part toujours de la même position : son relevé n’a pas de [deal].
replay-bad-side = « { $given } » n’est pas un camp de ce jeu.
replay-resigned-after-end = les coups terminent déjà la partie : personne n’abandonne après la fin.
replay-result-mismatch = le relevé donne le résultat « { $written } », mais ses coups donnent « { $actual } ».
replay-export-beyond = { $count ->
    [0] le relevé ne compte aucun coup légal
    [one] le relevé compte un seul coup légal
   *[other] le relevé compte { $count } coups légaux
} : il n’y a pas de position après le coup { $ply }.
replay-export-invalid = cette position ne peut pas devenir un exercice.
replay-show-start = Début de la partie ; le relevé compte { $count ->
    [0] aucun coup légal
    [one] un seul coup légal
   *[other] { $count } coups légaux
}.
replay-show-move = Coup { $ply } sur { $count } : { $side } { $move }.
replay-show-next = Coup suivant : { $side } { $move }.
replay-show-end = Le relevé s’arrête ici : la partie n’a pas été jouée jusqu’à sa fin.
replay-show-beyond = { $count ->
    [0] le relevé ne compte aucun coup légal
    [one] le relevé ne compte qu’un coup légal
   *[other] le relevé compte { $count } coups légaux
} : il n’y a pas de coup { $ply } (choisissez entre 0 et { $count }).
replay-step-help = Entrée ou n : coup suivant ; p : coup précédent ; un nombre : la position après ce coup (0 est le début) ; q : quitter.
replay-step-prompt = Coup { $ply } sur { $count } (n, p, numéro, q) >
replay-step-at-end = C’est le dernier coup du relevé (p pour revenir, q pour quitter).
replay-step-at-start = C’est le début de la partie (n pour avancer, q pour quitter).
replay-step-unknown = « { $given } » n’est pas une commande ici : tapez n, p, un numéro de coup ou q.
play-save-exists = { $path } existe déjà et ce n’est pas cette partie qui l’a écrit : le relevé n’a pas été enregistré (choisissez un autre nom, ou lancez la partie avec --force)
