## Faits du jeu de dominos (double-six, pioche) : question, réponse, explication.

fact-dom-tiles-count-q = Combien de dominos compte un jeu double-six ?
fact-dom-tiles-count-a = Le jeu compte 28 dominos, du double blanc au double six.
fact-dom-tiles-count-explain = Chaque paire de valeurs de zéro à six figure une seule fois.

fact-dom-seven-each-q = Combien de dominos chaque joueur reçoit-il au début ?
fact-dom-seven-each-a = Chaque joueur reçoit sept dominos.
fact-dom-seven-each-explain = Les quatorze autres forment la pioche, face cachée.

fact-dom-boneyard-fourteen-q = Combien de dominos restent dans la pioche après la donne ?
fact-dom-boneyard-fourteen-a = La pioche contient quatorze dominos au départ.
fact-dom-boneyard-fourteen-explain = Vingt-huit dominos moins deux mains de sept : il en reste quatorze.

fact-dom-blank-q = Le jeu contient-il des moitiés blanches, sans aucun point ?
fact-dom-blank-a = Oui : les valeurs vont de blanc (zéro) à six.
fact-dom-blank-explain = Une moitié blanche se raccorde à une extrémité blanche, comme toute autre valeur.

fact-dom-black-opens-q = Quel joueur pose le premier domino ?
fact-dom-black-opens-a = Les Noirs ouvrent la partie.
fact-dom-black-opens-explain = Ensuite, les deux joueurs jouent chacun leur tour.

fact-dom-open-any-q = Le premier domino posé peut-il être n’importe lequel ?
fact-dom-open-any-a = Oui : l’ouverture se fait avec le domino de son choix.
fact-dom-open-any-explain = Après ce premier domino, toute pose doit reprendre l’une des valeurs ouvertes.

fact-dom-open-double-six-q = Faut-il ouvrir la partie avec le double six ?
fact-dom-open-double-six-a = Non : on ouvre avec n’importe quel domino de sa main.
fact-dom-open-double-six-explain = Certaines règles de maison imposent le plus gros double ; cette édition n’impose rien.

fact-dom-turns-alternate-q = Les joueurs posent-ils chacun leur tour ?
fact-dom-turns-alternate-a = Oui : les tours alternent entre les deux joueurs.
fact-dom-turns-alternate-explain = Piocher ne change pas le joueur ; poser ou passer donne la main à l’autre.

fact-dom-match-q = Un domino posé doit-il avoir une moitié égale à une extrémité ouverte ?
fact-dom-match-a = Oui : une moitié du domino doit reprendre la valeur de l’extrémité où on le pose.
fact-dom-match-explain = Un domino dont aucune moitié ne correspond ne peut pas être posé.

fact-dom-either-end-q = Peut-on poser à gauche comme à droite de la chaîne ?
fact-dom-either-end-a = Oui : chaque pose se fait à l’une des deux extrémités ouvertes.
fact-dom-either-end-explain = Il suffit que le domino corresponde à la valeur de l’extrémité choisie.

fact-dom-two-open-ends-q = La chaîne a-t-elle toujours exactement deux extrémités ouvertes ?
fact-dom-two-open-ends-a = Oui : on ne pose qu’aux deux extrémités de la chaîne, à gauche ou à droite.
fact-dom-two-open-ends-explain = Aucun embranchement ne s’ouvre, même sur un double.

fact-dom-both-ends-q = Si un domino convient aux deux extrémités, est-ce le joueur qui le pose qui choisit le côté ?
fact-dom-both-ends-a = Oui : le joueur qui pose choisit l’extrémité.
fact-dom-both-ends-explain = Le côté choisi décide des nouvelles valeurs ouvertes, donc des dominos qui resteront jouables.

fact-dom-either-half-q = Peut-on retourner un domino pour raccorder son autre moitié ?
fact-dom-either-half-a = Oui : n’importe laquelle des deux moitiés peut toucher l’extrémité.
fact-dom-either-half-explain = Le domino se place dans le sens qui convient ; la moitié libre devient la nouvelle extrémité.

fact-dom-double-matches-q = Un double se raccorde-t-il comme les autres dominos ?
fact-dom-double-matches-a = Oui : un double doit lui aussi reprendre la valeur d’une extrémité.
fact-dom-double-matches-explain = Sa seule particularité est que ses deux moitiés sont égales.

fact-dom-double-crosswise-q = Poser un double en travers change-t-il la règle de raccord ?
fact-dom-double-crosswise-a = Non : qu’il soit en travers ou dans l’axe, un double obéit au même raccord.
fact-dom-double-crosswise-explain = Son orientation sur la table est une habitude visuelle, pas une règle.

fact-dom-double-same-end-q = Après un double, l’extrémité garde-t-elle la même valeur ?
fact-dom-double-same-end-a = Oui : un double laisse ouverte la valeur qu’il vient de recouvrir.
fact-dom-double-same-end-explain = Poser 4–4 sur un quatre laisse la chaîne ouverte à quatre de ce côté.

fact-dom-double-four-sides-q = Peut-on poser des dominos sur les quatre côtés d’un double ?
fact-dom-double-four-sides-a = Non : un double ne crée aucune branche, la chaîne garde deux extrémités.
fact-dom-double-four-sides-explain = Le double « carrefour » vient d’autres variantes ; ici on ne pose qu’aux deux extrémités de la chaîne.

fact-dom-one-tile-per-turn-q = Peut-on poser deux dominos dans le même tour ?
fact-dom-one-tile-per-turn-a = Non : on pose un seul domino par tour.
fact-dom-one-tile-per-turn-explain = Après la pose, c’est à l’adversaire de jouer.

fact-dom-no-heaviest-q = Faut-il jouer en priorité le domino qui a le plus de points ?
fact-dom-no-heaviest-a = Non : tout domino qui se raccorde peut être posé, quel que soit son total.
fact-dom-no-heaviest-explain = Se débarrasser des gros dominos aide en cas de blocage, mais aucune règle ne l’impose ; les valeurs ouvertes comptent davantage.

fact-dom-double-no-bonus-q = Un double rapporte-t-il des points en plus ?
fact-dom-double-no-bonus-a = Non : un double ne donne aucun bonus.
fact-dom-double-no-bonus-explain = L’idée d’un double qui rapporte vient d’All Fives ; cette version ne marque aucun point pendant le jeu.

fact-dom-multiple-five-q = Si les extrémités font un multiple de cinq, marque-t-on ces points ?
fact-dom-multiple-five-a = Non : la somme des extrémités ne rapporte jamais rien ici.
fact-dom-multiple-five-explain = Ce comptage appartient à All Fives ; dans cette version, aucun point n’est marqué pendant la partie.

fact-dom-no-scoring-q = Marque-t-on des points pendant la partie ?
fact-dom-no-scoring-a = Non : aucun score ne s’accumule en cours de jeu.
fact-dom-no-scoring-explain = Seuls comptent la main vidée ou, si la partie est bloquée, le plus petit total en main.

fact-dom-not-all-fives-q = Cette version est-elle la même chose qu’All Fives ?
fact-dom-not-all-fives-a = Non : c’est un jeu avec pioche, sans comptage des extrémités.
fact-dom-not-all-fives-explain = All Fives marque des points sur les multiples de cinq ; ici, on cherche seulement à vider sa main.

fact-dom-must-draw-q = Sans domino jouable, doit-on piocher ?
fact-dom-must-draw-a = Oui : sans domino qui se raccorde, il faut piocher tant que c’est permis.
fact-dom-must-draw-explain = La pioche n’est pas facultative ; on ne passe qu’une fois la pioche réduite aux deux dominos réservés.

fact-dom-draw-ends-turn-q = Piocher met-il fin à mon tour ?
fact-dom-draw-ends-turn-a = Non : piocher ne passe pas la main, le même joueur continue.
fact-dom-draw-ends-turn-explain = On pioche jusqu’à tenir un domino qui se raccorde, puis on le pose dans le même tour.

fact-dom-draw-until-playable-q = Continue-t-on à piocher tant qu’aucun domino ne se raccorde ?
fact-dom-draw-until-playable-a = Oui : on pioche domino après domino jusqu’à pouvoir poser.
fact-dom-draw-until-playable-explain = La pioche s’arrête aussi quand il n’y reste que deux dominos, qui ne se prennent jamais.

fact-dom-draw-one-at-a-time-q = Pioche-t-on les dominos un par un ?
fact-dom-draw-one-at-a-time-a = Oui : on prend un domino à la fois et on regarde s’il se raccorde.
fact-dom-draw-one-at-a-time-explain = Dès qu’un domino jouable est en main, on arrête de piocher et on le pose.

fact-dom-play-drawn-q = Un domino pioché qui se raccorde doit-il être posé tout de suite ?
fact-dom-play-drawn-a = Oui : dès qu’on tient un domino jouable, il faut poser.
fact-dom-play-drawn-explain = On ne peut pas continuer à piocher pour garder ce domino.

fact-dom-draw-while-playable-q = Peut-on piocher alors qu’on a un domino jouable en main ?
fact-dom-draw-while-playable-a = Non : avec un domino jouable, il faut le poser.
fact-dom-draw-while-playable-explain = Piocher n’est permis que si aucun domino de la main ne se raccorde.

fact-dom-last-two-q = Peut-on piocher les deux derniers dominos de la pioche ?
fact-dom-last-two-a = Non : les deux derniers dominos restent toujours dans la pioche.
fact-dom-last-two-explain = Quand il n’en reste que deux, la pioche est fermée ; sans domino jouable, on passe.

fact-dom-pass-when-q = Passe-t-on quand rien ne se pose et qu’il ne reste que les deux dominos réservés ?
fact-dom-pass-when-a = Oui : la passe n’est permise que sans domino jouable, quand la pioche est réduite à deux dominos.
fact-dom-pass-when-explain = Tant que la pioche en contient davantage, le joueur bloqué doit piocher.

fact-dom-pass-instead-draw-q = Peut-on passer son tour au lieu de piocher ?
fact-dom-pass-instead-draw-a = Non : tant qu’on peut piocher, on n’a pas le droit de passer.
fact-dom-pass-instead-draw-explain = La passe n’arrive qu’avec une pioche réduite aux deux dominos réservés.

fact-dom-pass-with-playable-q = Peut-on passer en ayant un domino jouable ?
fact-dom-pass-with-playable-a = Non : avec un domino qui se raccorde, il faut le poser.
fact-dom-pass-with-playable-explain = La passe est réservée à celui qui ne peut ni poser ni piocher.

fact-dom-pass-gives-turn-q = Passer donne-t-il la main à l’adversaire ?
fact-dom-pass-gives-turn-a = Oui : après une passe, c’est à l’autre joueur.
fact-dom-pass-gives-turn-explain = Si l’autre passe aussi, la partie est bloquée.

fact-dom-one-pass-q = La partie s’arrête-t-elle dès qu’un joueur passe ?
fact-dom-one-pass-a = Non : une seule passe ne termine rien, l’adversaire joue.
fact-dom-one-pass-explain = Il faut deux passes de suite, une par joueur, pour bloquer la partie.

fact-dom-last-tile-wins-q = Poser mon dernier domino me fait-il gagner tout de suite ?
fact-dom-last-tile-wins-a = Oui : le premier qui pose tous ses dominos gagne.
fact-dom-last-tile-wins-explain = La partie s’arrête à cet instant ; on ne compte pas de points.

fact-dom-two-passes-block-q = Deux passes de suite bloquent-elles la partie ?
fact-dom-two-passes-block-a = Oui : quand les deux joueurs passent l’un après l’autre, la partie est bloquée.
fact-dom-two-passes-block-explain = On compare alors les points restés en main.

fact-dom-blocked-lower-q = Dans une partie bloquée, le plus petit total de points en main gagne-t-il ?
fact-dom-blocked-lower-a = Oui : la partie bloquée revient à celui qui garde le moins de points.
fact-dom-blocked-lower-explain = Chacun additionne les points des dominos qui lui restent ; le plus petit total l’emporte.

fact-dom-blocked-higher-q = Le plus gros total de points gagne-t-il une partie bloquée ?
fact-dom-blocked-higher-a = Non : c’est le plus petit total qui gagne.
fact-dom-blocked-higher-explain = Les points en main sont une charge : moins on en garde, mieux c’est.

fact-dom-blocked-fewer-tiles-q = Dans une partie bloquée, gagne-t-on avec le moins de dominos en main ?
fact-dom-blocked-fewer-tiles-a = Non : on compare les points, pas le nombre de dominos.
fact-dom-blocked-fewer-tiles-explain = Trois petits dominos peuvent peser moins que deux gros ; seul le total de points compte.

fact-dom-blocked-tie-q = Si les totaux sont égaux dans une partie bloquée, la partie est-elle nulle ?
fact-dom-blocked-tie-a = Oui : à égalité de points, personne ne gagne.
fact-dom-blocked-tie-explain = Après deux passes de suite, seuls les points en main décident ; l’égalité donne la nulle.

fact-dom-two-five-q = La chaîne montre deux et cinq à ses extrémités : poser 2–5 sur le cinq y laisse-t-il deux et deux ?
fact-dom-two-five-a = Oui : posé sur le cinq, le 2–5 laisse deux et deux ; posé sur le deux, il laisserait cinq et cinq.
fact-dom-two-five-explain = Avec 1–2 et 5–6 en main, poser sur le cinq garde 1–2 jouable, poser sur le deux garde 5–6 ; ce n’est pas la preuve d’un meilleur coup.

fact-dom-same-as-cc-q = Les dominos et les dames chinoises, est-ce le même jeu ?
fact-dom-same-as-cc-a = Non : ici, on joue aux dominos double-six, avec une pioche.
fact-dom-same-as-cc-explain = Aux dames chinoises, on fait courir des pièces sur une étoile ; aux dominos, on cherche à vider sa main.

fact-dom-boneyard-hidden-q = Les dominos de la pioche sont-ils posés face cachée ?
fact-dom-boneyard-hidden-a = Oui : personne ne voit les dominos de la pioche.
fact-dom-boneyard-hidden-explain = On découvre seulement les dominos que l’on pioche soi-même.

fact-dom-black-vs-ai-q = Contre l’IA, joue-t-on les Noirs par défaut ?
fact-dom-black-vs-ai-a = Oui : contre l’ordinateur, vous avez les Noirs par défaut, donc vous ouvrez.
fact-dom-black-vs-ai-explain = Les règles de pose et de pioche sont les mêmes contre l’IA, à deux ou en ligne.

fact-dom-two-players-q = Peut-on jouer à quatre dans cette édition ?
fact-dom-two-players-a = Non : cette édition se joue à deux, Noirs contre Blancs.
fact-dom-two-players-explain = La donne de sept dominos chacun et la pioche de quatorze sont prévues pour deux joueurs.

fact-dom-draw-everywhere-q = La règle de la pioche vaut-elle aussi en ligne et à deux sur un même écran ?
fact-dom-draw-everywhere-a = Oui : la pioche fonctionne de la même façon dans tous les modes.
fact-dom-draw-everywhere-explain = Contre l’IA, à deux ou en ligne, on pioche, on passe et on bloque selon les mêmes règles.
