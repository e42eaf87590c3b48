# Commandes, réponses et retours.
warning-line = attention : { $text }
error-line = erreur : { $text }
error-no-exercise = aucun exercice nommé `{ $name }` (un identifiant du catalogue comme hnefatafl/edge-not-corner, ou le chemin d’un fichier .toml)
error-file-missing = le fichier { $path } n’existe pas
error-read-file = impossible de lire { $path } : { $detail }
error-not-regular-file = ce n’est pas un fichier ordinaire (un périphérique, un tube…)
error-bad-answer = réponse illisible « { $given } » ; forme attendue : { $expected }
error-answer-latin = « { $given } » est tapé en lettres cyrilliques : les cases s’écrivent en lettres latines, ici { $latin }
error-answer-latin-plain = « { $given } » est tapé en lettres cyrilliques : les cases s’écrivent en lettres latines (une lettre et un nombre, comme d5)
error-question-needed = cet exercice a { $count } questions : choisissez-en une avec --question N
error-no-question = il n’y a pas de question { $given } ; cet exercice a { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
error-unknown-game = jeu inconnu `{ $game }` (aeroplane, chinese-checkers, dominoes ou hnefatafl)
error-io = erreur de sortie : { $detail }
error-input = impossible de lire l’entrée standard : { $detail }
error-progress-read = impossible de lire le fichier de progression { $path } : { $detail }
error-progress-corrupt = le fichier de progression { $path } est illisible ({ $detail }) ; il n’a pas été modifié : déplacez-le pour repartir de zéro
error-progress-not-saved = le fichier de progression { $path } n’a pas été enregistré : ce qu’il garde pour une autre version ne se relirait pas à l’identique ; le fichier est resté tel quel
error-progress-io = impossible d’écrire le fichier de progression { $path } : { $detail }
form-yes-no = oui ou non
form-status = en cours, le camp gagnant, ou nulle
form-side = le nom d’un camp
form-set-square = des cases séparées par des espaces ou des virgules, ou aucune
form-set-move = des coups dans la notation du jeu, séparés par des espaces ou des virgules, ou aucun
form-set-die = des valeurs de dé de 1 à 6 séparées par des espaces ou des virgules, ou aucune
form-set-tile = des dominos comme 2-5 séparés par des espaces, ou aucun
form-number = un nombre entier
form-distance = un nombre entier, ou aucun
form-square = le nom d’une case
form-ends = les deux valeurs ouvertes, par exemple 2 5
form-classify = une paire DOMINO:EXTRÉMITÉ par domino, par exemple 2-5:les deux 1-2:gauche (extrémités : gauche, droite, les deux, aucune)
answer-yes = oui
answer-no = non
answer-none = { $noun ->
    [fem] aucune
   *[masc] aucun
}
answer-unreachable = aucun (inaccessible)
answer-item = { $item }
answer-list = { $first } { $rest }
answer-classify = { $tile }:{ $end }
status-ongoing = en cours
status-draw = nulle
end-left = gauche
end-right = droite
end-both = les deux
end-none = aucune
verdict-correct = Exact.
verdict-wrong = Ce n’est pas ça.
verdict-expected = Votre réponse : { $given }. La bonne réponse : { $expected }.
verdict-trap = Cette réponse applique la règle d’une autre variante : { $trap }.
game-aeroplane = jeu de l’avion
game-chinese-checkers = dames chinoises
game-dominoes = dominos double-six
game-hnefatafl = hnefatafl (Fetlar)
show-to-move = Au trait : { $side }
show-won = Victoire : { $side }
validate-ok = { $file } : position valide ({ $status })
validate-count = { $count ->
    [0] aucun problème
    [one] { $count } problème
   *[other] { $count } problèmes
}
verify-answer-missing = la question { $question } n’a pas de réponse enregistrée
verify-answer-unreadable = la réponse enregistrée « { $given } » est illisible ; forme attendue : { $expected }
verify-answer-mismatch = question { $question } : le fichier dit { $given }, le moteur dit { $engine }
verify-trap-no-effect = le piège `{ $trap }` ne change pas la réponse à la question { $question }
verify-text-missing = texte `{ $id }` absent en { $lang }
verify-text-untranslated = le texte `{ $id }` en { $lang } n’est pas traduit
verify-text-syntax = le fichier de textes { $file } ne suit pas la syntaxe Fluent à la ligne { $line }, colonne { $column } (« { $text } »)
verify-summary = { $exercises ->
    [one] { $exercises } exercice vérifié
   *[other] { $exercises } exercices vérifiés
}, { $problems ->
    [0] aucun problème
    [one] { $problems } problème
   *[other] { $problems } problèmes
}
ask-legal = Le coup { $move } est-il légal ?
ask-moves = Quels coups sont légaux ?
ask-moves-from = Où peut aller la pièce de { $from } ?
ask-after-landing = Après { $moves }, où se trouve l’avion déplacé ?
ask-after-captured = Après { $moves }, quelles cases perdent leurs pièces ?
ask-after-extra-roll = Après { $moves }, le joueur relance-t-il ?
ask-after-turn = Après { $moves }, qui joue ?
ask-after-status = Après { $moves }, où en est la partie ?
ask-after-open-ends = Après { $moves }, quelles valeurs sont ouvertes aux deux extrémités ?
ask-status = Où en est la partie : en cours, gagnée (par qui) ou nulle ?
ask-capture-rolls = Quelles valeurs du dé permettent au camp au trait de capturer l’avion de la case { $target } ?
ask-classify = Pour chaque domino de la main : gauche, droite, les deux ou aucun ?
ask-draws = Combien de dominos le joueur peut-il piocher au plus maintenant ?
ask-score = Combien de points rapporte { $move } ?
ask-king-routes = Quels coins le roi peut-il atteindre en un coup ?
ask-escape = Les Blancs peuvent-ils forcer le roi dans un coin en { $within ->
    [one] { $within } coup
   *[other] { $within } coups
} au plus ?
ask-capture-king = Les Noirs peuvent-ils forcer la capture du roi en { $within ->
    [one] { $within } coup
   *[other] { $within } coups
} au plus ?
ask-distance = Combien de coups au minimum faut-il à la pièce de { $from } pour atteindre { $to } ?
hint-legal = Suivez le coup case par case, puis regardez où il s’arrête et ce qui y est permis.
hint-moves = Passez en revue chaque pièce du camp au trait et chaque endroit qu’elle peut atteindre.
hint-after = Jouez les coups un par un et appliquez chaque règle après chacun.
hint-status = Cherchez la condition de victoire de chaque camp, puis une nulle.
hint-capture-rolls = Comptez les pas sur le parcours propre au camp qui joue, valeur de dé par valeur de dé.
hint-classify = Comparez chaque moitié de chaque domino aux deux valeurs ouvertes.
hint-draws = Comptez la pioche et souvenez-vous de ce qui doit y rester.
hint-score = Demandez-vous si cette édition compte des points pendant la partie.
hint-king-routes = Suivez la rangée et la colonne du roi jusqu’au bord : quels coins sont libres ?
hint-escape = Cherchez un coup du roi qui menace deux coins à la fois.
hint-capture-king = Comptez les côtés libres du roi et ce qui est hostile à côté de lui.
hint-distance = Comptez les pas et les chaînes de sauts ; les autres pièces ne bougent pas.
practice-saved = Progression enregistrée.
list-count = { $done ->
    [0] aucun exercice fait
    [one] { $done } exercice fait
   *[other] { $done } exercices faits
} sur { $total }
usage-missing = { $arg } manquant
usage-unknown-arg = option inconnue { $arg }
usage-unknown-arg-suggest = option inconnue { $arg } ; vouliez-vous dire { $suggested } ?
usage-out-of-range = { $value } est hors des valeurs permises pour { $arg } : de { $min } à { $max }
usage-invalid-value = { $value } n’est pas une valeur valide pour { $arg }
usage-invalid-value-choices = { $value } n’est pas une valeur valide pour { $arg } (valeurs possibles : { $valid })
usage-unknown-command = commande inconnue { $name }
usage-no-command = aucune commande donnée
usage-not-utf8 = l’argument `{ $value }` n’est pas du texte UTF-8 valide (seuls les noms de fichier peuvent être dans un autre codage)
usage-other = { $detail }
usage-help = Commandes : practice, list, show, diagram, worksheet, check, solve, validate, verify, quiz, ask, rules, drill, play, replay, review, progress, completions, man. Voir plyyard --help.
usage-help-command = Voir plyyard { $command } --help.
legend-aeroplane = r, y : avions rouges et jaunes (r2 : deux avions) · * : case sûre · R1–R5, Y1–Y5 : couloirs d’arrivée · ::: centre · [ ] : cases citées dans la question
legend-aeroplane-unmarked = r, y : avions rouges et jaunes (r2 : deux avions) · * : case sûre · R1–R5, Y1–Y5 : couloirs d’arrivée · ::: centre
legend-chinese-checkers = R : pièce rouge · B : pièce bleue · . : point vide (coloré dans les camps) · [ ] : points du coup
legend-chinese-checkers-unmarked = R : pièce rouge · B : pièce bleue · . : point vide (coloré dans les camps)
legend-dominoes = ◀ ▶ : les deux extrémités ouvertes de la chaîne · ▶ : le joueur au trait · [a|b] : les mêmes dominos en texte simple · ? : un domino que personne ne voit
legend-hnefatafl = X : attaquant (Noirs) · O : défenseur (Blancs) · K : roi · # : trône vide · + : coin · [ ] : cases citées dans la question
legend-hnefatafl-unmarked = X : attaquant (Noirs) · O : défenseur (Blancs) · K : roi · # : trône vide · + : coin
show-draw = Partie nulle
error-write-file = impossible d’écrire { $path } : { $detail }
error-no-exercises = aucun fichier d’exercice dans { $place }
diagram-written = Image enregistrée dans { $file }.
worksheet-written = Fiche de { $exercises ->
    [one] { $exercises } exercice
   *[other] { $exercises } exercices
} et son corrigé enregistrés dans { $file }.
error-output-exists = { $path } existe déjà et ce n’est pas plyyard qui l’a écrit : il est laissé tel quel (ajoutez --force pour le remplacer)
error-output-is-input = { $path } est l’exercice en cours de lecture : écrivez l’image dans un autre fichier
error-output-not-folder = { $path } n’est pas un dossier : indiquez un dossier où écrire
error-export-folder-used = { $path } contient déjà { $count ->
    [one] { $count } fichier d’exercice
   *[other] { $count } fichiers d’exercice
} (un export précédent ?) : exportez dans un dossier vide, ou ajoutez --force pour remplacer l’export précédent
worksheet-file-skipped = { $file } est laissé hors de la fiche : { $detail }
board-wider = Ce plateau fait { $columns } { $columns ->
    [one] colonne
   *[other] colonnes
} et l’écran { $width } : il ne se dessine pas plus étroit. Si ses lignes se coupent, élargissez la fenêtre.
