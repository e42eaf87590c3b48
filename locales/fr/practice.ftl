# Entraînement : essais, réponses montrées, bilans, menu, remise à zéro, liste.
help-progress = Afficher ou effacer la progression gardée par l’entraînement
help-progress-reset = Effacer la progression, de tous les jeux ou d’un seul (demande confirmation dans un terminal)
help-arg-level = Seulement ce niveau : 1 (comprendre les règles), 2 (comparer des coups) ou 3 (révision)
help-arg-attempts = Nombre de réponses fausses permises avant que la réponse soit montrée (2 par défaut)
help-arg-review = Poser d’abord les questions à revoir aujourd’hui
help-arg-yes = Ne pas demander de confirmation (pour les scripts)
error-progress-newer = le fichier de progression { $path } est au format { $version }, écrit par une version plus récente de plyyard ; il n’a pas été modifié : mettez plyyard à jour, ou déplacez le fichier pour repartir de zéro
practice-start = Entraînement : { $done ->
    [0] aucun exercice fait
    [one] { $done } exercice fait
   *[other] { $done } exercices faits
} sur { $total }{ $due ->
    [0] {""}
    [one] , { $due } question à revoir
   *[other] , { $due } questions à revoir
}. Tapez votre réponse, ou indice, solution, passer, quitter.
practice-header = { $game } · niveau { $level }
practice-keys = (indice · solution · passer · quitter)
practice-keys-attempt = Essai { $attempt } sur { $attempts } (indice · solution · passer · quitter)
practice-form = Répondez par { $form }.
practice-hint = Indice : { $hint }
practice-try-again-left = { $left ->
    [0] Plus d’essai : la réponse va être montrée.
    [one] Encore un essai avant que la réponse soit montrée : réessayez, ou tapez indice, solution ou passer.
   *[other] Encore { $left } essais avant que la réponse soit montrée : réessayez, ou tapez indice, solution ou passer.
}
practice-answer = La bonne réponse : { $answer }.
practice-answer-board = [ ] : les cases de la réponse
practice-set-wrong = { $count ->
    [0] Aucun élément de votre réponse n’est à remplacer.
    [1] Un élément de votre réponse n’est pas le bon : un autre doit prendre sa place.
    [2] Deux éléments de votre réponse ne sont pas les bons : d’autres doivent prendre leur place.
    [3] Trois éléments de votre réponse ne sont pas les bons : d’autres doivent prendre leur place.
   *[other] { $count } éléments de votre réponse ne sont pas les bons : d’autres doivent prendre leur place.
}
practice-set-extra = { $count ->
    [0] Votre réponse n’a aucun élément de trop.
    [1] Votre réponse a un élément de trop.
    [2] Votre réponse a deux éléments de trop.
    [3] Votre réponse a trois éléments de trop.
   *[other] Votre réponse a { $count } éléments de trop.
}
practice-set-missing = { $count ->
    [0] Il ne manque aucun élément.
    [1] Il manque un élément.
    [2] Il manque deux éléments.
    [3] Il manque trois éléments.
   *[other] Il manque { $count } éléments.
}
practice-move-illegal = { $move } : { $reason }
practice-number-high = C’est trop.
practice-number-low = C’est trop peu.
practice-distance-reachable = La pièce peut y arriver : recomptez.
practice-ends-right = { $count ->
    [0] Aucune des deux valeurs n’est juste.
    [one] Une des deux valeurs est juste.
   *[other] Les deux valeurs sont justes.
}
practice-classify-recheck = Regardez encore { $count ->
    [0] vos dominos
    [one] ce domino
   *[other] ces dominos
} : { $tiles }.
practice-exercise-summary = Exercice terminé : { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
}, { $first ->
    [0] aucune juste du premier coup
    [one] { $first } juste du premier coup
   *[other] { $first } justes du premier coup
}, { $shown ->
    [0] aucune réponse montrée
    [one] { $shown } réponse montrée
   *[other] { $shown } réponses montrées
}.
practice-review-summary = Révision de cet exercice : { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
}, { $first ->
    [0] aucune juste du premier coup
    [one] { $first } juste du premier coup
   *[other] { $first } justes du premier coup
}, { $shown ->
    [0] aucune réponse montrée
    [one] { $shown } réponse montrée
   *[other] { $shown } réponses montrées
}.
practice-exercise-review = Les questions manquées au premier essai reviendront en révision (plyyard practice --review).
practice-session-summary = Séance : { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
}, { $first ->
    [0] aucune juste du premier coup
    [one] { $first } juste du premier coup
   *[other] { $first } justes du premier coup
}, { $shown ->
    [0] aucune réponse montrée
    [one] { $shown } réponse montrée
   *[other] { $shown } réponses montrées
}.
practice-review-due = { $count ->
    [one] { $count } question est à revoir : plyyard practice --review
   *[other] { $count } questions sont à revoir : plyyard practice --review
}
practice-all-done = Tout est fait ici : { $done } { $total ->
    [one] exercice sur { $total }
   *[other] exercices sur { $total }
}.
practice-all-done-praise = Tout est fait ici : { $done } { $total ->
    [one] exercice sur { $total }
   *[other] exercices sur { $total }
}. Bravo !
practice-try-game = Essayez un autre jeu : plyyard practice --game { $game } ({ $name }).
practice-redo = Pour refaire un exercice : plyyard practice --exercise ID (plyyard list donne les identifiants).
practice-menu-title = Que voulez-vous travailler ?
practice-menu-review = révision ({ $count ->
    [one] { $count } question à revoir
   *[other] { $count } questions à revoir
})
practice-menu-keys = Tapez un numéro, Entrée pour reprendre là où vous en étiez, ou q pour quitter.
practice-menu-again = Tapez un des numéros ci-dessus, Entrée ou q.
practice-file-skipped = { $file } ne peut pas servir à l’entraînement : { $detail }
practice-nothing-chosen = aucun exercice ne correspond à ces options
practice-reset-all = tous les jeux
practice-reset-confirm = Effacer la progression ({ $scope }) ? (oui/non)
practice-reset-cancelled = Rien n’a été changé.
practice-reset-needs-yes = progress reset demande --yes quand il ne peut pas poser la question (l’entrée standard n’est pas un terminal)
practice-reset-done = Progression effacée ({ $scope }) : { $count ->
    [0] il n’y en avait pas
    [one] { $count } exercice
   *[other] { $count } exercices
}.
list-totals = Justes du premier coup : { $first } sur { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
} · { $due ->
    [0] rien à revoir
    [one] { $due } question à revoir
   *[other] { $due } questions à revoir
}
list-legend = [x] fait · [~] commencé · [ ] à faire · ! à revoir · puis le niveau et les questions justes du premier coup
legend-aeroplane-marks = Après le numéro ou l’avion d’une case, sa couleur : R rouge, V vert, J jaune, B bleu (r et y en minuscule sont des avions)
progress-heading = Progression enregistrée dans { $path } :
progress-game = { $game } : { $done ->
    [0] aucun exercice fait
    [one] { $done } exercice fait
   *[other] { $done } exercices faits
} sur { $total } · { $due ->
    [0] rien à revoir
    [one] { $due } question à revoir
   *[other] { $due } questions à revoir
} · { $last }
progress-last = dernière séance le { $date }
progress-never = pas encore pratiqué
progress-hint-review = Revoyez les questions en attente : plyyard practice --review
progress-hint-practice = Pour continuer : plyyard practice (la liste des exercices : plyyard list)
