# Erreurs du système (src/os_error.rs).
os-not-found = fichier ou dossier introuvable
os-permission-denied = permission refusée
os-is-a-directory = c’est un dossier, pas un fichier
os-not-a-directory = une partie du chemin n’est pas un dossier
os-read-only = le système de fichiers est en lecture seule
os-storage-full = plus d’espace libre sur le périphérique
os-already-exists = le fichier existe déjà
os-invalid-data = le texte n’est pas de l’UTF-8 valide
os-unexpected-eof = les données s’arrêtent trop tôt
os-interrupted = l’opération a été interrompue
os-out-of-memory = mémoire insuffisante
os-loop = trop de niveaux de liens symboliques (une boucle de liens ?)
os-name-too-long = le nom de fichier est trop long
os-quota = le quota de disque est dépassé
os-file-too-large = le fichier est trop gros pour le système de fichiers
os-too-many-files = trop de fichiers ouverts
os-other = erreur système : { $detail }
