side-red = Rouge
side-yellow = Jaune
side-blue = Bleu
side-black = Noirs
side-white = Blancs
