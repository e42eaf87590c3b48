# Entraînement au jeu de l’avion : énoncés et explications.
drill-aero-q-exit-legal = { $side ->
        [red] Les Rouges ont
       *[yellow] Les Jaunes ont
    } obtenu { $roll }. Un de leurs avions peut-il sortir de la base avec ce lancer ? (oui/non)
drill-aero-q-moves = { $side ->
        [red] Les Rouges ont
       *[yellow] Les Jaunes ont
    } obtenu { $roll }. Quels avions peuvent utiliser ce lancer ? (leurs cases, base pour un avion en base, ou aucun)
drill-aero-q-legal = { $side ->
        [red] Les Rouges obtiennent
       *[yellow] Les Jaunes obtiennent
    } { $roll }. Peuvent-ils avancer l’avion de la case { $square } avec ce lancer ? (oui/non)
drill-aero-q-captured = { $side ->
        [red] Les Rouges obtiennent
       *[yellow] Les Jaunes obtiennent
    } { $roll } et jouent l’avion de la case { $square }. Quelles cases sont vidées par une capture ? (cases, ou aucune)
drill-aero-q-extra-roll = { $side ->
        [red] Les Rouges obtiennent
       *[yellow] Les Jaunes obtiennent
    } { $roll } et jouent l’avion de la case { $square }. Relancent-ils ensuite ? (oui/non)
drill-aero-q-capture-rolls = { $side ->
        [red] Les Rouges vont
       *[yellow] Les Jaunes vont
    } lancer le dé. Quelles valeurs leur permettraient de capturer l’avion de la case { $target } ? (valeurs de 1 à 6, ou aucune)
drill-aero-q-third-six-legal = { $side ->
        [red] Les Rouges ont
       *[yellow] Les Jaunes ont
    } déjà joué { $sixes ->
        [1] un 6
       *[other] { $sixes } six
    } pendant ce tour et obtiennent encore 6. Peuvent-ils avancer l’avion de la case { $square } ? (oui/non)
drill-aero-q-after-turn = Trait { $side ->
        [red] aux Rouges
       *[yellow] aux Jaunes
    }. Les lancers et coups { $moves } se suivent dans cet ordre. Quel camp a le trait ensuite ? (rouge ou jaune)
drill-aero-q-after-captured = Trait { $side ->
        [red] aux Rouges
       *[yellow] aux Jaunes
    }. Les lancers et coups { $moves } se suivent dans cet ordre (le dernier par l’autre camp). Quelles cases sont vidées par une capture pendant cette suite ? (cases, ou aucune)
drill-aero-q-landing = { $side ->
        [red] Les Rouges obtiennent
       *[yellow] Les Jaunes obtiennent
    } { $roll } et jouent l’avion de la case { $square }. Sur quelle case s’arrête-t-il ?
drill-aero-q-captured-seq = { $side ->
        [red] Les Rouges jouent
       *[yellow] Les Jaunes jouent
    } { $moves } dans cet ordre. Quelles cases une capture vide-t-elle en chemin ? (cases, ou aucune)
drill-aero-q-landing-seq = { $side ->
        [red] Les Rouges jouent
       *[yellow] Les Jaunes jouent
    } { $moves } dans cet ordre. Sur quelle case s’arrête l’avion joué en dernier ?

drill-aero-x-exit = Seul un 6 fait sortir un avion de la base, sur sa case de départ ; avec tout autre résultat, seuls les avions déjà sortis peuvent avancer.
drill-aero-x-exact = L’avion de la case { $square } est à { $left ->
        [1] un pas
       *[other] { $left } pas
    } de l’arrivée : il n’y entre qu’avec ce résultat exact ; un résultat plus petit le fait avancer dans le couloir, un plus grand ne peut pas lui servir.
drill-aero-x-capture = S’arrêter sur une case du circuit qui n’est pas sûre renvoie à leur base tous les avions adverses qui s’y trouvent.
drill-aero-x-safe = Les cases de départ (1, 14, 27, 40) et les étoiles (9, 22, 35, 48) sont sûres : les adversaires qui s’y trouvent restent en place.
drill-aero-x-over = Seule compte la case où l’avion s’arrête : passer au-dessus d’adversaires ne leur fait rien.
drill-aero-x-capture-roll = Une capture donne droit à un nouveau lancer, tout comme un 6 ou un avion qui atteint le centre.
drill-aero-x-count-back = Remontez depuis la cible la route de chacun de vos avions : un avion situé k pas derrière elle la capture avec un k, sauf si la cible est sur une case sûre.
drill-aero-x-third-six-rolls = Ce camp a déjà joué deux 6 pendant ce tour : un troisième 6 serait annulé, un 6 ne capture donc rien.
drill-aero-x-third-six = Le troisième 6 d’affilée dans un même tour est annulé : aucun avion ne bouge et le trait passe ; les coups joués avec les deux premiers 6 restent acquis.
drill-aero-x-no-jump = Dans cette édition, la couleur d’une case ne change rien : l’avion s’arrête exactement là où le dé l’envoie, sans bond de quatre cases.
drill-aero-play = { $roll }:{ $plane }
