# Китайские шашки (два противоположных лагеря): тексты игры.


## Почему ход незаконен
cc-illegal-game-over = Партия окончена: { $side } уже выиграли.
cc-illegal-pass-while-move = Пасовать можно только без единого хода, а ход есть (например, { $from }-{ $to }).
cc-illegal-no-destination = Путь обрывается на { $point }: ходу нужен хотя бы второй пункт.
cc-illegal-off-board = { $point } — не пункт звезды.
cc-illegal-no-piece = На { $point } нет фишки.
cc-illegal-not-your-piece = Фишка на { $point } принадлежит { $side-dat }, а сейчас не их ход.
cc-illegal-not-adjacent-nor-jump = Отрезок { $from } → { $to } — ни шаг на соседний пункт, ни прыжок по линии.
cc-illegal-step-occupied = Шаг { $from }-{ $to } невозможен: { $to } занят.
cc-illegal-nothing-to-jump = Для прыжка { $from }-{ $to } нужна фишка на { $over }, а { $over } свободен.
cc-illegal-landing-occupied = Прыжок { $from }-{ $to } через { $over } невозможен: пункт приземления { $to } занят.
cc-illegal-visited-twice = Путь возвращается на { $point }; за один ход ни один пункт не посещается дважды, включая исходный.
cc-illegal-step-then-more = Шаг { $from }-{ $to } завершает ход, после него ничего быть не может (здесь { $next }).
cc-illegal-step-after-jump = { $from }-{ $to } — шаг после прыжка; шаги и прыжки в одном ходе не смешиваются.
cc-illegal-leaves-target-camp = Фишка покинула бы целевой лагерь: из { $from } в { $to }.
cc-illegal-must-continue = Цепочка заканчивается на { $point }, хотя ещё можно прыгнуть через { $over } на { $to }.

## Что сделал ход
cc-event-step = Ход { $side-gen }: шаг { $from } → { $to }.
cc-event-jump = Ход { $side-gen }: прыжок с { $from } через { $over } на { $to }.
cc-event-captured = Фишка { $side-gen } на { $point } снята.
cc-event-passed = У { $side-gen } нет допустимого хода, они пасуют.
cc-event-won = { $side-cap } заняли все десять пунктов противоположного лагеря и выиграли.

## Ошибки в позиции
cc-problem-bad-turn = «{ $value }» — не сторона: пишите red или blue.
cc-problem-bad-point = «{ $point }» (список { $side-gen }) — не пункт звезды.
cc-problem-duplicate-point = { $point } указан в обоих списках (сначала у { $first-gen }, затем у { $side-gen }).
cc-problem-duplicate-in-list = { $point } дважды указан в списке { $side-gen }.
cc-problem-too-many-pieces = У { $side-gen } { $count } { $count ->
    [one] фишка
    [few] фишки
   *[many] фишек
}; больше десяти быть не может.
cc-problem-wrong-piece-count = { $count ->
    [0] У { $side-gen } нет ни одной фишки
    [one] У { $side-gen } { $count } фишка
    [few] У { $side-gen } { $count } фишки
   *[many] У { $side-gen } { $count } фишек
}; в полной позиции их ровно десять (для учебной позиции укажите partial = true).
cc-problem-both-home = Обе стороны одновременно заняли свои целевые лагеря — в партии так не бывает.

## Ошибки в вопросе
cc-error-unreadable-move = «{ $text }» — не ход: запишите путь вроде d10-f12-h14 или «пас».
cc-error-unreadable-point = «{ $text }» — не название пункта: нужна буква ряда и номер столбца, например i13.
cc-error-off-board = { $point } — не пункт звезды.
cc-error-no-piece = На { $point } нет фишки.
cc-error-not-to-move = Фишка на { $point } принадлежит { $side-dat }, а сейчас не их ход.
cc-error-illegal-in-sequence = Ход { $number } ({ $move }) незаконен: { $reason }
cc-error-unknown-trap = В китайских шашках нет ловушки «{ $name }».
cc-error-unsupported = Китайские шашки не отвечают на вопрос «{ $ask }».
cc-error-too-many-paths = Больше { $count } { $count ->
    [one] разного пути
   *[other] разных путей
} — слишком много для перечисления.

## Ход как слово ответа
cc-answer-pass = пас

## Пояснения
cc-explain-pivots-stay = { $count ->
    [0] Ни через одну фишку не прыгали: снимать нечего.
    [one] { $count } перепрыгнутая фишка остаётся на месте: взятия нет.
    [few] { $count } перепрыгнутые фишки остаются на месте: взятия нет.
   *[many] { $count } перепрыгнутых фишек остаются на месте: взятия нет.
}
cc-explain-moves-count = { $count ->
    [0] У стороны, чей ход, нет ни одного допустимого пути.
    [one] У стороны, чей ход, { $count } допустимый путь.
    [few] У стороны, чей ход, { $count } допустимых пути.
   *[many] У стороны, чей ход, { $count } допустимых путей.
}
cc-explain-only-pass = У { $side-gen } нет допустимого хода, остаётся только пас.
cc-explain-destinations = { $count ->
    [0] Фишка на { $point } не может двинуться.
    [one] Фишка на { $point } может попасть на { $count } пункт.
    [few] Фишка на { $point } может попасть на { $count } пункта.
   *[many] Фишка на { $point } может попасть на { $count } пунктов.
}
cc-explain-home-count = { $count ->
    [0] У { $side-gen } в целевом лагере нет ни одной фишки.
   *[other] У { $side-gen } в целевом лагере { $count } из 10 фишек.
}
cc-explain-blocker = Чужая фишка на { $point } не даёт { $side-dat } заполнить целевой лагерь.
cc-explain-partial = Это неполная учебная позиция: выиграть в ней никто не может.
cc-explain-distance = { $count ->
    [0] От { $from } до { $to }: ни одного хода, фишка уже там ({ $route }).
    [one] От { $from } до { $to }: { $count } ход ({ $route }).
    [few] От { $from } до { $to }: { $count } хода, например { $route }.
   *[many] От { $from } до { $to }: { $count } ходов, например { $route }.
}
cc-explain-unreachable = Если остальные фишки стоят на месте, фишка с { $from } никогда не попадёт на { $to }.
## Доска для печати
cc-svg-piece-red = красная фишка
cc-svg-piece-blue = синяя фишка
cc-svg-empty = пустой пункт и его имя
cc-svg-camp-red = лагерь красных (ряды a–d)
cc-svg-camp-blue = лагерь синих (ряды n–q)
## Игра партии
cc-play-must-pass = { $side-cap }: ни одна фишка не может пойти, поэтому они пасуют; в этой редакции это ничем не грозит.
cc-why-wins = Этот ход заполняет противоположный лагерь: партия выиграна.
cc-why-pass = Ни одна фишка не может пойти: пас.
cc-why-advances = С { $from } на { $to }: сумма расстояний фишек до дальней точки целевого лагеря меняется с { $before } на { $after }.
cc-hint-and = { $head } { $tail }
cc-hint-chain = { $count ->
    [one] Ход перепрыгивает через { $count } фишку, и она остаётся на доске.
    [few] Ход перепрыгивает через { $count } фишки, и все они остаются на доске.
   *[many] Ход перепрыгивает через { $count } фишек, и все они остаются на доске.
}
cc-hint-gain = { $steps ->
    [one] В сумме сторона приближается к целевому лагерю на { $steps } шаг.
    [few] В сумме сторона приближается к целевому лагерю на { $steps } шага.
   *[many] В сумме сторона приближается к целевому лагерю на { $steps } шагов.
}
cc-hint-level = Сумма расстояний не меняется: ход готовит прыжки на будущее.
cc-hint-back = { $steps ->
    [one] Сумма расстояний растёт на { $steps } шаг: ни один найденный ход не даёт лучшего на ближайшие ходы.
    [few] Сумма расстояний растёт на { $steps } шага: ни один найденный ход не даёт лучшего на ближайшие ходы.
   *[many] Сумма расстояний растёт на { $steps } шагов: ни один найденный ход не даёт лучшего на ближайшие ходы.
}
cc-hint-last-out = Из домашнего лагеря уходит последняя фишка.
cc-hint-enters = Фишка заканчивает ход в целевом лагере.
