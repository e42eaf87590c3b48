# Entraînement aux dominos : énoncés et explications.
drill-dom-q-classify = La chaîne est ouverte en { $left } à gauche et en { $right } à droite. Classez chaque domino de la main { $side ->
        [black] noire
       *[white] blanche
    } : gauche, droite, les deux ou aucune (par exemple 2-5:gauche 1-1:aucune).
drill-dom-q-open-ends = { $seq ->
        [single] { $side ->
            [black] Les Noirs jouent
           *[white] Les Blancs jouent
        } { $first }.
       *[pair] { $side ->
            [black] Les Noirs jouent { $first }, puis les Blancs { $second }.
           *[white] Les Blancs jouent { $first }, puis les Noirs { $second }.
        }
    } Quelles valeurs sont maintenant ouvertes aux deux extrémités ? (deux nombres)
drill-dom-q-draw-turn = Aucun domino de la main { $side ->
        [black] noire
       *[white] blanche
    } ne convient : ce camp pioche { $tile }. Qui joue ensuite ? (noirs ou blancs)
drill-dom-q-draws = Aucun domino de la main { $side ->
        [black] noire
       *[white] blanche
    } ne convient. Combien de dominos ce camp peut-il devoir piocher, au plus, avant de pouvoir poser ou de devoir passer ? (un nombre)
drill-dom-q-may-pass = Trait { $side ->
        [black] aux Noirs
       *[white] aux Blancs
    }. Ce camp peut-il passer maintenant ? (oui/non)
drill-dom-q-may-draw = Trait { $side ->
        [black] aux Noirs
       *[white] aux Blancs
    }. Ce camp peut-il piocher maintenant ? (oui/non)
drill-dom-q-moves = Trait { $side ->
        [black] aux Noirs
       *[white] aux Blancs
    }. Quelles actions sont permises maintenant ? (par exemple 2-5@gauche, pioche ou passe)
drill-dom-q-status-blocked = Les deux joueurs viennent de passer l’un après l’autre. Où en est la partie ? (en cours, noirs, blancs ou nulle)
drill-dom-q-status-after = Trait { $side ->
        [black] aux Noirs.
       *[white] aux Blancs.
    } { $seq ->
        [single] Ce camp passe.
       *[pair] Ce camp passe, puis l’autre passe aussi.
    } Où en est la partie ensuite ? (en cours, noirs, blancs ou nulle)

drill-dom-x-classify = Un domino convient à une extrémité quand l’une de ses moitiés porte la valeur de cette extrémité ; un double se vérifie comme n’importe quel autre domino.
drill-dom-x-ends = La moitié posée contre la chaîne est recouverte : l’autre moitié du domino devient la valeur ouverte de cette extrémité, et l’autre extrémité ne change pas.
drill-dom-x-draw = Sans domino qui convienne, le joueur pioche un domino après l’autre en gardant le trait, jusqu’à ce qu’un domino convienne ou que la pioche soit réduite à ses deux derniers dominos.
drill-dom-x-pass = On ne passe que si aucun domino de la main ne convient et que la pioche est réduite à ses deux derniers dominos, qu’on ne pioche jamais ; sinon il faut piocher.
drill-dom-x-blocked = Quand les deux joueurs passent à la suite, la partie est bloquée et le plus petit total de points restant en main gagne ; à égalité, c’est nulle. Ici les Noirs gardent { $black ->
        [one] { $black } point
       *[other] { $black } points
    } et les Blancs { $white ->
        [one] { $white } point
       *[other] { $white } points
    }.
drill-dom-x-no-score = Cette édition ne compte aucun point pendant le jeu : aucun domino ne rapporte, doubles compris. En All Fives, ce coup aurait rapporté { $points }, mais c’est un autre jeu.
