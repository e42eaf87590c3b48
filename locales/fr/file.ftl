# Lecture des fichiers d’exercice.
file-toml-syntax = erreur de syntaxe TOML : { $detail }
file-missing-key = clé `{ $key }` manquante
file-unknown-key = clé inconnue `{ $key }`
file-wrong-type = `{ $key }` doit être { $expected }
file-out-of-range = `{ $key }` vaut { $value }, hors de l’intervalle { $min }–{ $max }
file-integer-too-large = `{ $key }` vaut { $value }, un nombre trop grand pour être lu
file-format-unsupported = le format { $found } est plus récent que ce que lit cette version de plyyard (jusqu’à { $supported })
file-format-invalid = le format { $found } n’existe pas : écrivez format = { $supported }
file-unknown-game = jeu inconnu `{ $game }` (aeroplane, chinese-checkers, dominoes ou hnefatafl)
file-no-question = l’exercice n’a aucune [[question]]
file-missing-param = `{ $key }` est obligatoire pour ask = "{ $ask }"
file-unknown-about = `about = "{ $about }"` inconnu (landing, captured, extra-roll, turn, status, open-ends)
file-unknown-ask = question inconnue `ask = "{ $ask }"`
file-ask-not-for-game = la question `{ $ask }` ne s’applique pas à { $game }
file-unknown-trap = piège inconnu `{ $trap }` (ce jeu connaît : { $known })
type-string = une chaîne
type-string-list = une liste de chaînes
type-integer = un entier
type-boolean = true ou false
type-count-or-list = un nombre ou une liste de chaînes
type-table = une table
type-table-list = une liste de tables
type-answer = une chaîne, un booléen, un nombre ou une liste
type-lang-list = une liste de codes de langue (en, fr, ru)
file-toml-syntax-expected = erreur de syntaxe TOML : { $detail } (attendu : { $expected })
toml-unclosed-table = un en-tête de table n’est pas fermé
toml-unclosed-inline-table = une table en ligne n’est pas fermée
toml-unclosed-array = une liste n’est pas fermée
toml-unclosed-array-before = la liste ouverte ici n’est pas fermée : ajoutez `]` après sa dernière valeur, avant la ligne { $line }
toml-unclosed-array-eof = la liste ouverte ici n’est jamais fermée : ajoutez `]` après sa dernière valeur
toml-duplicate-key = cette clé est donnée deux fois
toml-unquoted-string = les valeurs textuelles doivent être entre guillemets
toml-key-without-value = une clé n’a pas de valeur
toml-missing-value = une valeur manque
toml-missing-assignment = il manque `=` entre une clé et sa valeur
toml-missing-comma = il manque une virgule
toml-extra-comma = il y a une virgule de trop
toml-invalid-string = une chaîne est mal écrite
toml-invalid-key = une clé est mal écrite
toml-invalid-value = une valeur est mal écrite
toml-invalid-table = une table est mal écrite
toml-unexpected-content = texte inattendu ici
toml-too-deep = tables, listes ou clés pointées imbriquées trop profondément
toml-equals-in-array = un `=` dans une liste : une liste ne contient que des valeurs séparées par des virgules (une clé se place après le `]` qui ferme la liste)
toml-extra-equals = un `=` de trop : une clé reçoit une seule valeur
toml-invalid-boolean = une valeur vrai/faux est mal écrite : TOML n’accepte que `true` ou `false`, en minuscules
toml-invalid-escape = une séquence d’échappement (`\` suivi d’un caractère) est incomplète ou inconnue
toml-invalid-number = un nombre est mal écrit
toml-invalid-date = une date ou une heure est mal écrite
toml-invalid-comment = un commentaire contient un caractère interdit
toml-bare-carriage-return = un retour chariot isolé : une fin de ligne doit être `\n` ou `\r\n`
toml-invalid-inline-table = une table en ligne (`{"{"} … {"}"}`) est mal écrite
toml-other = le texte n’est pas du TOML valide à cet endroit
toml-want-list = { $first }, { $rest }
toml-want-or = { $first } ou { $rest }
toml-want-value = une valeur
toml-want-key = une clé
toml-want-newline = une fin de ligne
toml-want-nothing = rien de plus
toml-want-string = la suite de la chaîne
toml-want-digits = des chiffres
toml-want-letters = des lettres
toml-want-characters = des caractères imprimables
toml-want-hex = des chiffres hexadécimaux
file-too-large = le fichier fait { $size } octets, plus que les { $max } (1 Mio) permis pour un fichier d’exercice
file-too-many-questions = { $count } tables [[question]] : un exercice en a au plus { $max }
file-too-many-problems = { $count ->
    [one] { $count } autre problème n’est pas listé
   *[other] { $count } autres problèmes ne sont pas listés
} (seuls les { $max } premiers le sont)
file-not-utf8 = le fichier n’est pas du texte UTF-8 (premier octet invalide ici)
file-unreadable = impossible de lire le fichier : { $detail }
file-unreadable-text = ce fichier de textes n’est pas utilisé, il est illisible : { $detail }
