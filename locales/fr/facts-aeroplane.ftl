## Faits du jeu de l’avion (rouge contre jaune) : question, réponse, explication.

fact-aero-exit-six-q = Un avion peut-il quitter sa base avec un cinq ?
fact-aero-exit-six-a = Non : seul un six fait sortir un avion de sa base.
fact-aero-exit-six-explain = Tant que le dé ne montre pas six, les avions en base attendent. Le lancer sert alors à un avion déjà sorti, sur le circuit ou dans son couloir, s’il peut l’utiliser en entier ; sinon le tour passe.

fact-aero-even-exit-q = Un deux ou un quatre suffit-il pour sortir un avion de la base ?
fact-aero-even-exit-a = Non : la sortie se fait uniquement sur un six, pas sur n’importe quel nombre pair.
fact-aero-even-exit-explain = Des règles familiales laissent sortir sur tout résultat pair ; cette édition ne le fait pas.

fact-aero-exit-choice-q = Si plusieurs avions attendent en base, choisit-on celui qui sort sur un six ?
fact-aero-exit-choice-a = Oui : avec un six, le joueur désigne lui-même l’avion qui sort.
fact-aero-exit-choice-explain = Tous les avions en base sont équivalents ; le six peut aussi servir à un avion déjà sorti, sur le circuit ou dans son couloir.

fact-aero-six-exit-optional-q = Avec un six, suis-je obligé de sortir un nouvel avion ?
fact-aero-six-exit-optional-a = Non : sortir un avion n’est qu’une des façons d’utiliser un six.
fact-aero-six-exit-optional-explain = Le six peut aussi faire avancer de six cases un avion déjà sorti de la base ; le choix revient au joueur.

fact-aero-six-moves-track-q = Un six peut-il faire avancer un avion qui est déjà sur le circuit ?
fact-aero-six-moves-track-a = Oui : un six peut déplacer de six cases un avion déjà sur le circuit.
fact-aero-six-moves-track-explain = La sortie d’un avion de la base n’est pas obligatoire ; le joueur choisit l’usage du six.

fact-aero-exit-start-square-q = En sortant de la base, un avion se pose-t-il sur sa propre case de départ ?
fact-aero-exit-start-square-a = Oui : l’avion sorti occupe la case de départ de son camp.
fact-aero-exit-start-square-explain = De là, il fait le tour du circuit dans le sens horaire avant de prendre son couloir.

fact-aero-exit-no-steps-q = En sortant sur un six, l’avion avance-t-il aussi de six cases ?
fact-aero-exit-no-steps-a = Non : la sortie consomme tout le six, l’avion s’arrête sur sa case de départ.
fact-aero-exit-no-steps-explain = Le six ne se partage pas entre la sortie et une avance ; c’est la relance qui permettra de bouger à nouveau.

fact-aero-exit-no-capture-q = Un avion qui sort capture-t-il un adversaire posé sur sa case de départ ?
fact-aero-exit-no-capture-a = Non : la case de départ est une case sûre, personne n’y est capturé.
fact-aero-exit-no-capture-explain = Les deux avions partagent alors la case sans effet, comme sur toute case sûre.

fact-aero-no-split-q = Peut-on partager un lancer entre deux avions, par exemple un cinq en trois plus deux ?
fact-aero-no-split-a = Non : chaque lancer sert à un seul avion, qui avance de toute sa valeur.
fact-aero-no-split-explain = On choisit un avion capable de faire tous les pas du dé ; le résultat ne se découpe jamais.

fact-aero-whole-roll-q = Faut-il utiliser tout le résultat du dé pour l’avion choisi ?
fact-aero-whole-roll-a = Oui : l’avion avance exactement du nombre obtenu, ni moins ni plus.
fact-aero-whole-roll-explain = On ne peut pas s’arrêter en chemin ; si aucun avion ne peut faire le compte entier, le tour passe.

fact-aero-two-moves-turn-q = Peut-on jouer deux fois dans le même tour ?
fact-aero-two-moves-turn-a = Oui : on rejoue après une relance, que donnent un six, une capture ou une arrivée au centre.
fact-aero-two-moves-turn-explain = Chaque lancer fait bouger un seul avion ; sans relance, le trait passe à l’adversaire.

fact-aero-must-move-q = Peut-on renoncer à jouer alors qu’un avion peut utiliser le lancer ?
fact-aero-must-move-a = Non : si un avion peut utiliser le résultat, il faut en déplacer un.
fact-aero-must-move-explain = Le tour ne passe sans déplacement que si aucun avion ne peut utiliser le lancer.

fact-aero-exact-goal-q = Un avion peut-il atteindre le centre avec un résultat plus grand que la distance restante ?
fact-aero-exact-goal-a = Non : l’arrivée au centre exige le compte exact.
fact-aero-exact-goal-explain = Si le dé dépasse, cet avion reste où il est ; un autre avion joue s’il le peut, sinon le tour passe.

fact-aero-no-bounce-q = Si le dé dépasse le centre, l’avion revient-il en arrière des cases en trop ?
fact-aero-no-bounce-a = Non : il n’y a pas de rebond, l’avion qui dépasserait ne bouge pas.
fact-aero-no-bounce-explain = Le rebond est une règle d’autres variantes ; ici, seul le compte exact mène au centre.

fact-aero-goal-stays-q = Un avion arrivé au centre peut-il encore bouger ?
fact-aero-goal-stays-a = Non : un avion arrivé au centre y reste jusqu’à la fin.
fact-aero-goal-stays-explain = Seuls les avions encore en base, sur le circuit ou dans le couloir peuvent recevoir les lancers suivants.

fact-aero-four-home-wins-q = Le premier camp qui amène ses quatre avions au centre gagne-t-il ?
fact-aero-four-home-wins-a = Oui : dès que ses quatre avions sont au centre, le camp gagne.
fact-aero-four-home-wins-explain = La partie s’arrête à l’instant où le quatrième avion arrive ; rien d’autre ne compte.

fact-aero-captures-no-score-q = Les captures rapportent-elles des points ?
fact-aero-captures-no-score-a = Non : il n’y a aucun score, seule l’arrivée des quatre avions décide.
fact-aero-captures-no-score-explain = Une capture retarde l’adversaire et donne une relance, mais elle ne se compte pas.

fact-aero-own-share-q = Deux de mes avions peuvent-ils occuper la même case ?
fact-aero-own-share-a = Oui : les avions d’un même camp partagent une case sans problème.
fact-aero-own-share-explain = Se poser sur son propre avion est permis et ne renvoie personne à la base.

fact-aero-own-no-capture-q = Si je me pose sur un de mes avions, est-il renvoyé à la base ?
fact-aero-own-no-capture-a = Non : on ne capture jamais ses propres avions.
fact-aero-own-no-capture-explain = Les deux avions restent ensemble sur la case ; seule une arrivée adverse peut capturer.

fact-aero-capture-land-q = Finir son déplacement sur un avion adverse, hors case sûre, le renvoie-t-il à sa base ?
fact-aero-capture-land-a = Oui : l’avion adverse touché retourne à sa base.
fact-aero-capture-land-explain = La capture ne se produit que sur le circuit commun, sur une case qui n’est ni un départ ni une étoile.

fact-aero-capture-all-q = S’il y a plusieurs avions adverses sur la case où j’arrive, repartent-ils tous à la base ?
fact-aero-capture-all-a = Oui : tous les avions adverses de cette case retournent à la base.
fact-aero-capture-all-explain = Sur une case non sûre du circuit, une arrivée exacte renvoie chacun d’eux ; il leur faudra un six pour ressortir.

fact-aero-pass-over-q = Passer par-dessus un avion adverse le capture-t-il ?
fact-aero-pass-over-a = Non : seule la case où l’avion termine son déplacement compte.
fact-aero-pass-over-explain = Les avions survolés en chemin ne risquent rien.

fact-aero-no-block-q = Deux avions adverses sur une même case forment-ils un barrage ?
fact-aero-no-block-a = Non : aucun groupe d’avions ne bloque le passage.
fact-aero-no-block-explain = On passe au-dessus de n’importe quels avions ; le barrage appartient à d’autres variantes.

fact-aero-lane-safe-q = Un avion peut-il être capturé dans son couloir d’arrivée ?
fact-aero-lane-safe-a = Non : aucune capture n’a lieu dans les couloirs.
fact-aero-lane-safe-explain = Chaque couloir n’accueille que les avions de sa couleur, qui avancent vers le centre.

fact-aero-lane-own-q = Un avion adverse peut-il entrer dans mon couloir d’arrivée ?
fact-aero-lane-own-a = Non : chaque avion n’entre que dans le couloir de sa couleur.
fact-aero-lane-own-explain = Devant l’entrée d’un couloir étranger, l’avion poursuit sa route sur le circuit.

fact-aero-lane-forward-q = Dans son couloir, un avion peut-il reculer ?
fact-aero-lane-forward-a = Non : dans le couloir, l’avion avance seulement vers le centre.
fact-aero-lane-forward-explain = Un avion ne revient jamais sur ses pas, ni sur le circuit ni dans le couloir.

fact-aero-safe-protects-q = Un avion posé sur une case sûre peut-il être capturé ?
fact-aero-safe-protects-a = Non : sur une case sûre, un avion n’est jamais renvoyé à la base.
fact-aero-safe-protects-explain = Sont sûres les huit cases formées par les départs et les étoiles ; même un adversaire qui s’y pose exactement n’y prend rien.

fact-aero-start-safe-q = Les cases de départ sont-elles des cases sûres ?
fact-aero-start-safe-a = Oui : les quatre cases de départ protègent les avions qui s’y trouvent.
fact-aero-start-safe-explain = Avec les quatre étoiles, elles forment les huit cases où aucune capture n’a lieu.

fact-aero-star-safe-q = Les cases étoiles protègent-elles les avions ?
fact-aero-star-safe-a = Oui : les quatre étoiles sont des cases sûres.
fact-aero-star-safe-explain = Un avion posé sur une étoile ne peut pas être renvoyé à la base, même par une arrivée exacte.

fact-aero-share-safe-q = Un avion adverse peut-il se poser sur une case sûre où se trouve déjà mon avion ?
fact-aero-share-safe-a = Oui : il s’y pose, et les deux avions restent sur la case.
fact-aero-share-safe-explain = Une case sûre n’est pas interdite à l’adversaire ; elle empêche seulement la capture.

fact-aero-captured-needs-six-q = Un avion renvoyé à la base doit-il de nouveau attendre un six pour ressortir ?
fact-aero-captured-needs-six-a = Oui : un avion capturé repart de sa base et n’en sort que sur un six.
fact-aero-captured-needs-six-explain = La capture annule tout le chemin parcouru ; l’avion recommence comme au début.

fact-aero-six-extra-q = Faire un six donne-t-il un nouveau lancer ?
fact-aero-six-extra-a = Oui : après un six joué, on relance.
fact-aero-six-extra-explain = La relance vaut aussi pour une capture ou une arrivée au centre, mais un six qui ne peut pas être joué ne relance pas.

fact-aero-capture-extra-q = Capturer un avion adverse donne-t-il un nouveau lancer ?
fact-aero-capture-extra-a = Oui : une capture rapporte un lancer supplémentaire.
fact-aero-capture-extra-explain = Encore faut-il que le nouveau lancer rende une action légale possible ; à défaut, le tour s’arrête là.

fact-aero-goal-extra-q = L’arrivée d’un avion au centre donne-t-elle un lancer de plus ?
fact-aero-goal-extra-a = Oui : amener un avion au centre donne une relance, comme un six ou une capture.
fact-aero-goal-extra-explain = Si le résultat de cette relance ne peut servir à aucun avion, le tour se termine.

fact-aero-plain-roll-ends-q = Après un trois sans capture ni arrivée, le joueur relance-t-il ?
fact-aero-plain-roll-ends-a = Non : sans six, capture ni arrivée, le trait passe à l’adversaire.
fact-aero-plain-roll-ends-explain = Seules ces trois raisons donnent un nouveau lancer.

fact-aero-one-extra-q = Un six qui capture donne-t-il deux relances ?
fact-aero-one-extra-a = Non : un déplacement donne au plus une relance.
fact-aero-one-extra-explain = Les raisons ne s’additionnent pas : six et capture (ou arrivée) dans le même coup valent un seul nouveau lancer.

fact-aero-no-move-passes-q = Si aucun avion ne peut utiliser le lancer, le tour passe-t-il aussitôt ?
fact-aero-no-move-passes-a = Oui : sans déplacement possible, le trait passe à l’adversaire.
fact-aero-no-move-passes-explain = C’est le cas, par exemple, quand tous les avions sont en base et que le dé n’a pas fait six.

fact-aero-unusable-six-q = Un six qu’aucun avion ne peut jouer donne-t-il quand même une relance ?
fact-aero-unusable-six-a = Non : un six inutilisable fait passer le tour, sans relance.
fact-aero-unusable-six-explain = La relance récompense un six joué ; sans action légale, le tour s’arrête aussitôt.

fact-aero-third-six-q = Le troisième six de suite dans un même tour est-il annulé ?
fact-aero-third-six-a = Oui : le troisième six d’affilée est annulé, rien ne bouge et le tour passe.
fact-aero-third-six-explain = Les coups joués avec les deux premiers six restent valables ; seul le troisième lancer est perdu.

fact-aero-third-six-keeps-q = Le troisième six efface-t-il les coups joués avec les deux premiers ?
fact-aero-third-six-keeps-a = Non : les avions gardent les cases atteintes avec les deux premiers six.
fact-aero-third-six-keeps-explain = Seul le troisième six est perdu, et le trait passe à l’adversaire.

fact-aero-sixes-reset-q = Le compte des six de suite repart-il à zéro après un autre résultat ?
fact-aero-sixes-reset-a = Oui : tout autre résultat, ou la fin du tour, remet le compte à zéro.
fact-aero-sixes-reset-explain = Seuls trois six consécutifs dans le même tour annulent le troisième.

fact-aero-red-starts-q = Quel camp lance le dé en premier ?
fact-aero-red-starts-a = Les Rouges lancent en premier, dans tous les modes de jeu.
fact-aero-red-starts-explain = Contre l’IA, choisir Jaune laisse donc l’ordinateur ouvrir la partie.

fact-aero-yellow-vs-ai-q = Si je joue Jaune face à l’IA, est-ce l’ordinateur qui commence ?
fact-aero-yellow-vs-ai-a = Oui : l’ordinateur joue alors les Rouges, qui lancent toujours en premier.
fact-aero-yellow-vs-ai-explain = Face à l’IA, le choix de la couleur est libre, mais l’ordre de jeu reste le même.

fact-aero-clockwise-q = Les avions font-ils le tour du circuit dans le sens des aiguilles d’une montre ?
fact-aero-clockwise-a = Oui : les avions tournent dans le sens horaire.
fact-aero-clockwise-explain = Chaque avion part de sa case de départ, fait un tour complet puis entre dans son couloir.

fact-aero-home-entry-q = Un avion refait-il un tour du circuit au lieu d’entrer dans son couloir ?
fact-aero-home-entry-a = Non : après un tour, l’avion entre dans son propre couloir.
fact-aero-home-entry-explain = Il ne dépasse jamais l’entrée de son couloir : les pas restants se comptent dans le couloir, vers le centre.

fact-aero-no-colour-jump-q = Un avion qui s’arrête sur une case de sa couleur saute-t-il jusqu’à la suivante de la même couleur ?
fact-aero-no-colour-jump-a = Non : la couleur des cases ne fait rien, l’avion reste où le dé l’amène.
fact-aero-no-colour-jump-explain = Le saut de couleur vient d’autres plateaux ; dans cette édition, on compte seulement le résultat du dé.

fact-aero-colour-four-steps-q = Mon avion fait trois pas et tombe sur une case de ma couleur : peut-il avancer de quatre cases en plus ?
fact-aero-colour-four-steps-a = Non : une case de sa couleur n’ajoute aucun pas.
fact-aero-colour-four-steps-explain = L’avion s’arrête là où le dé l’amène ; partir d’une mauvaise règle fausse tout calcul de route ou de risque.

fact-aero-no-flight-q = Un avion peut-il voler en raccourci vers l’autre côté du plateau ?
fact-aero-no-flight-a = Non : cette édition n’a aucun vol transversal.
fact-aero-no-flight-explain = Certains plateaux du commerce ajoutent ce raccourci ; ici, l’avion suit le circuit case par case.

fact-aero-same-as-jump-variants-q = Cette édition suit-elle les règles à saut de couleur ?
fact-aero-same-as-jump-variants-a = Non : c’est une course à deux camps, sans aucun saut de couleur.
fact-aero-same-as-jump-variants-explain = Croire les deux versions identiques est l’idée reçue la plus courante ; le guide ne décrit que la course rouge contre jaune.

fact-aero-house-rules-q = Les règles de maison que je connais valent-elles toutes ici ?
fact-aero-house-rules-a = Non : seules valent les règles de cette édition à deux camps, sans saut ni vol.
fact-aero-house-rules-explain = Familles et autres plateformes jouent parfois autrement ; vérifiez l’édition avant de calculer un coup.

fact-aero-two-sides-q = Les avions verts et bleus participent-ils à la partie ?
fact-aero-two-sides-a = Non : seuls les Rouges et les Jaunes jouent, quatre avions chacun.
fact-aero-two-sides-explain = Les bases verte et bleue restent vides ; leurs cases de départ servent seulement de cases sûres.

fact-aero-four-planes-q = Combien d’avions chaque camp possède-t-il ?
fact-aero-four-planes-a = Chaque camp possède quatre avions.
fact-aero-four-planes-explain = Tous commencent en base ; le camp qui les amène tous les quatre au centre gagne.

fact-aero-one-die-q = Combien de dés lance-t-on à chaque fois ?
fact-aero-one-die-a = On lance un seul dé.
fact-aero-one-die-explain = Son résultat, de un à six, déplace un seul avion.

fact-aero-roll-first-q = Peut-on déplacer un avion avant d’avoir lancé le dé ?
fact-aero-roll-first-a = Non : on lance d’abord, puis on choisit l’avion qui joue.
fact-aero-roll-first-explain = Le déplacement dépend entièrement du résultat obtenu.

fact-aero-move-opponent-q = Puis-je déplacer un avion de l’adversaire ?
fact-aero-move-opponent-a = Non : chaque joueur ne déplace que ses propres avions.
fact-aero-move-opponent-explain = Votre lancer ne peut servir qu’à un avion de votre couleur.

fact-aero-no-reroll-pending-q = Peut-on relancer le dé avant d’avoir joué le résultat obtenu ?
fact-aero-no-reroll-pending-a = Non : un résultat en attente doit d’abord être joué.
fact-aero-no-reroll-pending-explain = En ligne, la valeur du dé ne se modifie pas non plus.

fact-aero-draw-agreement-q = Une partie peut-elle se terminer par une nulle ?
fact-aero-draw-agreement-a = Oui : une nulle existe, mais seulement si les deux joueurs en conviennent.
fact-aero-draw-agreement-explain = Aucune règle du jeu ne produit de nulle ; en ligne, un accord est enregistré comme partie nulle.

fact-aero-resign-q = Peut-on abandonner une partie ?
fact-aero-resign-a = Oui : un joueur peut abandonner à tout moment.
fact-aero-resign-explain = Face à l’IA, ou à deux sur un écran, on peut aussi recommencer une partie.

fact-aero-extra-roll-any-plane-q = Le lancer supplémentaire doit-il servir au même avion ?
fact-aero-extra-roll-any-plane-a = Non : ce nouveau lancer peut servir à n’importe lequel de vos avions, ou à en sortir un sur un six.
fact-aero-extra-roll-any-plane-explain = Chaque lancer se joue à part : vous choisissez l’avion qui l’utilise, quel que soit celui qui a valu la relance.

fact-aero-pass-allowed-q = Un avion peut-il dépasser d’autres avions en chemin ?
fact-aero-pass-allowed-a = Oui : aucun avion ne barre la route ; on passe simplement devant les autres.
fact-aero-pass-allowed-explain = Seule compte la case où le mouvement s’arrête : dépasser un avion ne le capture pas et ne vous arrête pas.

fact-aero-track-squares-q = Combien de cases compte le circuit qui fait le tour du plateau ?
fact-aero-track-squares-a = Le circuit compte 52 cases, parcourues dans le sens des aiguilles d’une montre.
fact-aero-track-squares-explain = Quatre d’entre elles sont des cases de départ et quatre des étoiles, soit les huit cases sûres ; chaque couleur a ensuite cinq cases de couloir.
