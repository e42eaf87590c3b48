# Noms des camps. Une phrase reçoit le camp sous plusieurs formes : `$side` (le nom,
# au pluriel comme dans les guides : les Rouges, les Noirs), `$side-adj` et
# `$side-adj-one` (adjectif après un nom masculin au pluriel ou au singulier :
# des avions jaunes, un avion jaune). Les autres formes (`$side-cap`, `$side-gen`,
# `$side-dat`) servent au russe ; en français elles valent le nom.
side-red = { $form ->
    [adj] rouges
    [adj-one] rouge
   *[other] Rouges
}
side-yellow = { $form ->
    [adj] jaunes
    [adj-one] jaune
   *[other] Jaunes
}
side-blue = { $form ->
    [adj] bleus
    [adj-one] bleu
   *[other] Bleus
}
side-black = { $form ->
    [adj] noirs
    [adj-one] noir
   *[other] Noirs
}
side-white = { $form ->
    [adj] blancs
    [adj-one] blanc
   *[other] Blancs
}
