# Images et fiches à imprimer.
svg-highlight = cité dans la question
sheet-title = Fiche d’exercices : { $games }
sheet-summary = { $exercises ->
    [one] { $exercises } exercice
   *[other] { $exercises } exercices
}, { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
}
sheet-name = Nom
sheet-class = Classe
sheet-date = Date
sheet-instructions = Observez chaque plateau, puis répondez sous chaque question. Un contour en pointillés signale ce que citent les questions.
sheet-level = { $level ->
    [1] niveau 1, comprendre les règles
    [2] niveau 2, comparer des coups
   *[other] niveau { $level }, révision
}
sheet-key-title = Corrigé
sheet-key-answer = Réponse :
sheet-key-trap = Idée fausse visée :
sheet-key-trap-answer = qui l’applique répond { $answer }
sheet-key-explain = Explication :
sheet-key-hint = Indice à donner :
