## Questions de règles : jeu de l’avion (rouge contre jaune).

bank-aero-exit-six-q = Un avion peut-il sortir de la base sans faire six ?
bank-aero-exit-six-a = Non : seul un six fait sortir un avion de sa base.
bank-aero-exit-six-explain = Un avion en base attend un six pour aller sur sa case de départ. Avec une autre valeur, on avance un avion déjà sur la piste s’il peut utiliser tout le résultat ; sinon le trait passe.

bank-aero-even-exit-q = Un avion peut-il quitter la base sur un deux ou un quatre ?
bank-aero-even-exit-a = Non : les autres nombres pairs ne libèrent aucun avion.
bank-aero-even-exit-explain = Certaines règles familiales acceptent toute valeur paire pour sortir. Cette édition réserve la sortie au six.

bank-aero-six-moves-track-q = Avec un six, suis-je obligé de sortir un nouvel avion ?
bank-aero-six-moves-track-a = Non : le six peut aussi faire avancer un avion déjà en piste.
bank-aero-six-moves-track-explain = La sortie est un usage possible du six, pas une obligation. Les six pas peuvent servir à tout avion capable de les faire.

bank-aero-exact-goal-q = Un avion peut-il arriver au centre avec un résultat plus grand que la distance restante ?
bank-aero-exact-goal-a = Non : l’arrivée demande le compte exact.
bank-aero-exact-goal-explain = Si le dé dépasse le nombre de pas jusqu’à l’arrivée, cet avion ne peut pas jouer ; un autre le peut peut-être, sinon le tour passe.

bank-aero-goal-stays-q = Un avion arrivé au centre peut-il encore bouger ?
bank-aero-goal-stays-a = Non : un avion arrivé reste au centre.
bank-aero-goal-stays-explain = Les avions arrivés ne se déplacent plus ; quand les quatre d’un camp y sont, ce camp gagne.

bank-aero-own-share-q = Deux de mes avions peuvent-ils partager la même case ?
bank-aero-own-share-a = Oui : vos avions se partagent les cases librement.
bank-aero-own-share-explain = Se poser sur son propre avion ne capture rien et reste permis ; les deux avions stationnent ensemble.

bank-aero-capture-all-q = Si plusieurs avions adverses sont sur la case où j’arrive, retournent-ils tous à la base ?
bank-aero-capture-all-a = Oui : tous les avions adverses de cette case rentrent à la base.
bank-aero-capture-all-explain = Sur une case du circuit qui n’est pas sûre, un atterrissage exact renvoie à leur base tous les avions adverses présents ; il leur faudra de nouveau un six.

bank-aero-pass-over-q = Passer par-dessus un avion adverse le capture-t-il ?
bank-aero-pass-over-a = Non : seule la case d’arrivée compte.
bank-aero-pass-over-explain = Les avions survolés en chemin ne risquent rien ; une capture exige que le déplacement se termine exactement sur la case adverse.

bank-aero-lane-safe-q = Un avion peut-il être capturé dans son couloir d’arrivée ?
bank-aero-lane-safe-a = Non : il n’y a aucune capture dans les couloirs.
bank-aero-lane-safe-explain = Chaque couloir appartient à une couleur et mène seulement au centre ; aucun adversaire ne peut s’y poser.

bank-aero-safe-protects-q = Une case sûre protège-t-elle vraiment un avion ?
bank-aero-safe-protects-a = Oui : un avion sur une case sûre n’est jamais renvoyé.
bank-aero-safe-protects-explain = Les cases sûres sont les quatre départs et les quatre étoiles : même un adversaire qui s’y pose exactement laisse votre avion en place.

bank-aero-no-move-passes-q = Si aucun avion ne peut utiliser le lancer, le tour passe-t-il tout de suite, même sur un six ?
bank-aero-no-move-passes-a = Oui : sans action légale, le trait passe à l’adversaire.
bank-aero-no-move-passes-explain = Quand aucun avion n’est surligné, rien ne se joue et l’autre camp lance ; un six inutilisable ne donne pas de relance.

bank-aero-capture-extra-q = Capturer un avion adverse donne-t-il un nouveau lancer ?
bank-aero-capture-extra-a = Oui : une capture rapporte un lancer supplémentaire.
bank-aero-capture-extra-explain = Un six, une capture et une arrivée au centre donnent chacun un lancer de plus, qui doit encore offrir une action légale.

bank-aero-goal-extra-q = Pourquoi relance-t-on après l’arrivée d’un avion ?
bank-aero-goal-extra-a = Parce qu’une arrivée donne un lancer supplémentaire, comme un six ou une capture.
bank-aero-goal-extra-explain = Dans cette édition, arrivée, capture et six offrent tous une relance. Si ce nouveau résultat n’a aucun usage légal, le tour se termine.

bank-aero-one-extra-q = Si un six capture aussi, ai-je droit à deux relances ?
bank-aero-one-extra-a = Non : un déplacement donne au plus une relance.
bank-aero-one-extra-explain = Les raisons ne se cumulent pas : un coup qui est un six et une capture (ou une arrivée) donne un seul nouveau lancer.

bank-aero-third-six-q = Que fait le troisième six consécutif ?
bank-aero-third-six-a = Il est annulé et le tour passe ; les coups joués avec les deux premiers six restent.
bank-aero-third-six-explain = Le troisième six d’affilée dans le même tour ne déplace rien et donne la main à l’adversaire. Les avions gardent les cases atteintes avec les six précédents.

bank-aero-no-colour-jump-q = Pourquoi n’y a-t-il ni saut de couleur ni vol transversal ?
bank-aero-no-colour-jump-a = Parce que cette édition ne les utilise pas : on avance seulement du résultat du dé.
bank-aero-no-colour-jump-explain = Certains plateaux physiques ajoutent un saut vers la case suivante de sa couleur ou un vol à travers le plateau. Ici, ni l’un ni l’autre : comptez seulement la valeur obtenue.

bank-aero-colour-four-steps-q = Après trois pas vers une case de ma couleur, puis-je ajouter quatre pas ?
bank-aero-colour-four-steps-a = Non : la couleur d’une case n’ajoute aucun saut.
bank-aero-colour-four-steps-explain = L’avion s’arrête sur la case que donne le dé. Vérifiez l’édition jouée avant de calculer routes et risques.

bank-aero-same-as-jump-variants-q = Cette édition est-elle identique aux variantes avec saut de couleur ?
bank-aero-same-as-jump-variants-a = Non : c’est une course à deux camps sans saut de couleur.
bank-aero-same-as-jump-variants-explain = Cette idée reçue est fausse ici. Le guide ne décrit que la course rouge contre jaune à déplacements simples ; d’autres règles familiales peuvent varier.

bank-aero-house-rules-q = Ce jeu suit-il toutes les règles domestiques que l’on connaît ?
bank-aero-house-rules-a = Non : uniquement l’édition à deux camps d’aujourd’hui, sans saut ni vol.
bank-aero-house-rules-explain = Familles et autres plateformes peuvent jouer autrement ; ici valent les règles de cette édition, et elles seules.

bank-aero-red-starts-q = Quel camp lance toujours en premier ?
bank-aero-red-starts-a = Les Rouges lancent en premier dans tous les modes.
bank-aero-red-starts-explain = Si vous prenez Jaune contre l’IA, l’ordinateur (rouge) ouvre la partie.

bank-aero-win-q = Comment un camp gagne-t-il, et les captures comptent-elles comme des points ?
bank-aero-win-a = Le premier camp dont les quatre avions sont au centre gagne ; les captures ne rapportent rien.
bank-aero-win-explain = Il n’y a pas de décompte de points : seule l’arrivée des quatre avions décide. La nulle n’existe que par accord.

bank-aero-home-entry-q = Un avion refait-il un tour du circuit au lieu d’entrer dans son couloir ?
bank-aero-home-entry-a = Non : après un tour, il entre dans son propre couloir.
bank-aero-home-entry-explain = Un avion ne dépasse jamais l’entrée de son couloir : les pas restants se comptent dans le couloir, vers le centre.
