# Китайские шашки (два противоположных лагеря): тексты игры.


## Почему ход незаконен
cc-illegal-game-over = Партия окончена: { $side } уже выиграли.
cc-illegal-pass-while-move = Пропуск хода разрешён только при отсутствии ходов, а ход есть (например, { $from }-{ $to }).
cc-illegal-no-destination = Путь обрывается на { $point }: ходу нужен хотя бы второй пункт.
cc-illegal-off-board = { $point } — не пункт звезды.
cc-illegal-no-piece = На { $point } нет фишки.
cc-illegal-not-your-piece = Фишка на { $point } принадлежит стороне «{ $side }», а не той, чей ход.
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
cc-event-step = { $side }: шаг { $from } → { $to }.
cc-event-jump = { $side }: прыжок с { $from } через { $over } на { $to }.
cc-event-captured = Фишка стороны «{ $side }» на { $point } снята.
cc-event-passed = У стороны «{ $side }» нет законного хода, она пропускает ход.
cc-event-won = { $side } заняли все десять пунктов противоположного лагеря и выиграли.

## Ошибки в позиции
cc-problem-bad-turn = «{ $value }» — не сторона: пишите red или blue.
cc-problem-bad-point = «{ $point }» (список стороны «{ $side }») — не пункт звезды.
cc-problem-duplicate-point = { $point } указан в обоих списках (сначала у стороны «{ $first }», затем у стороны «{ $side }»).
cc-problem-duplicate-in-list = { $point } дважды указан в списке стороны «{ $side }».
cc-problem-too-many-pieces = { $count ->
    [one] У стороны «{ $side }» { $count } фишка; больше десяти быть не может.
    [few] У стороны «{ $side }» { $count } фишки; больше десяти быть не может.
    [many] У стороны «{ $side }» { $count } фишек; больше десяти быть не может.
   *[other] У стороны «{ $side }» { $count } фишек; больше десяти быть не может.
}
cc-problem-wrong-piece-count = { $count ->
    [one] У стороны «{ $side }» { $count } фишка; в полной позиции их ровно десять (для учебной позиции укажите partial = true).
    [few] У стороны «{ $side }» { $count } фишки; в полной позиции их ровно десять (для учебной позиции укажите partial = true).
    [many] У стороны «{ $side }» { $count } фишек; в полной позиции их ровно десять (для учебной позиции укажите partial = true).
   *[other] У стороны «{ $side }» { $count } фишек; в полной позиции их ровно десять (для учебной позиции укажите partial = true).
}
cc-problem-both-home = Обе стороны одновременно заняли свои целевые лагеря — в партии так не бывает.

## Ошибки в вопросе
cc-error-unreadable-move = «{ $text }» — не ход: запишите путь вроде d10-f12-h14 или pass.
cc-error-unreadable-point = «{ $text }» — не название пункта: нужна буква ряда и номер столбца, например i13.
cc-error-off-board = { $point } — не пункт звезды.
cc-error-no-piece = На { $point } нет фишки.
cc-error-not-to-move = Фишка на { $point } принадлежит стороне «{ $side }», сейчас не её ход.
cc-error-illegal-in-sequence = Ход { $number } ({ $move }) незаконен: { $reason }
cc-error-unknown-trap = В китайских шашках нет ловушки «{ $name }».
cc-error-unsupported = Китайские шашки не отвечают на вопрос «{ $ask }».
cc-error-too-many-paths = Больше { $count } разных путей — слишком много для перечисления.

## Пояснения
cc-explain-pivots-stay = { $count ->
    [one] { $count } перепрыгнутая фишка остаётся на месте: взятия нет.
    [few] { $count } перепрыгнутые фишки остаются на месте: взятия нет.
    [many] { $count } перепрыгнутых фишек остаются на месте: взятия нет.
   *[other] { $count } перепрыгнутых фишек остаются на месте: взятия нет.
}
cc-explain-moves-count = { $count ->
    [one] У стороны, чей ход, { $count } законный путь.
    [few] У стороны, чей ход, { $count } законных пути.
    [many] У стороны, чей ход, { $count } законных путей.
   *[other] У стороны, чей ход, { $count } законных путей.
}
cc-explain-only-pass = У стороны «{ $side }» нет законного хода, остаётся только pass.
cc-explain-destinations = { $count ->
    [0] Фишка на { $point } не может двинуться.
    [one] Фишка на { $point } может попасть на { $count } пункт.
    [few] Фишка на { $point } может попасть на { $count } пункта.
    [many] Фишка на { $point } может попасть на { $count } пунктов.
   *[other] Фишка на { $point } может попасть на { $count } пунктов.
}
cc-explain-home-count = { $side }: в целевом лагере { $count } из 10 фишек.
cc-explain-blocker = Чужая фишка на { $point } не даёт стороне «{ $side }» заполнить целевой лагерь.
cc-explain-partial = Это неполная учебная позиция: выиграть в ней никто не может.
cc-explain-distance = { $count ->
    [one] От { $from } до { $to }: { $count } ход ({ $route }).
    [few] От { $from } до { $to }: { $count } хода, например { $route }.
    [many] От { $from } до { $to }: { $count } ходов, например { $route }.
   *[other] От { $from } до { $to }: { $count } ходов, например { $route }.
}
cc-explain-unreachable = Если остальные фишки стоят на месте, фишка с { $from } никогда не попадёт на { $to }.

## Игра партии
cc-play-must-pass = { $side }: ни одна фигура не может пойти, поэтому ход пропускается; в этой редакции это ничем не грозит.
cc-why-wins = Этот ход заполняет противоположный лагерь: партия выиграна.
cc-why-pass = Ни одна фигура не может пойти: пас.
cc-why-advances = С { $from } на { $to }: сумма расстояний фигур до дальней точки целевого лагеря меняется с { $before } на { $after }.
