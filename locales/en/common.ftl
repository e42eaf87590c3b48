# Side names. Sentences receive a side in several grammatical forms: `$side`
# (the plain name) and `$side-cap`, `$side-gen`, `$side-dat`, `$side-adj`,
# `$side-adj-one` (sentence start, genitive, dative, adjective before a plural or
# a singular noun); each `side-*` message selects on `$form`. English needs the
# name and a lower-case adjective.
side-red = { $form ->
    [adj] red
    [adj-one] red
   *[other] Red
}
side-yellow = { $form ->
    [adj] yellow
    [adj-one] yellow
   *[other] Yellow
}
side-blue = { $form ->
    [adj] blue
    [adj-one] blue
   *[other] Blue
}
side-black = { $form ->
    [adj] black
    [adj-one] black
   *[other] Black
}
side-white = { $form ->
    [adj] white
    [adj-one] white
   *[other] White
}
