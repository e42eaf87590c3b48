## Домино (дубль-шесть с базаром): причины, события, проблемы, ловушки, подписи.


## Концы цепочки
dom-end-left = левому
dom-end-right = правому
dom-fits-left = подходит только к левому концу
dom-fits-right = подходит только к правому концу
dom-fits-both = подходит к обоим концам
dom-fits-none = не подходит ни к одному концу

## Почему ход запрещён
dom-illegal-game-over = Партия уже окончена: ходить больше нельзя.
dom-illegal-not-in-hand = Кости { $tile } нет на руке у того, чей ход.
dom-illegal-no-match = Кость { $tile } не совпадает ни с одним открытым значением: слева открыто { $left }, справа { $right }.
dom-illegal-wrong-end = Кость { $tile } не подходит к { $end } концу (там открыто { $value }); её можно приставить только к { $other-end } концу (там { $other }).
dom-illegal-draw-playable = Брать из базара нельзя, пока на руке есть подходящая кость: { $tile } нужно выставить.
dom-illegal-last-two = В базаре { $count ->
    [0] не осталось ни одной кости
    [one] осталась { $count } кость
    [few] осталось { $count } кости
    [many] осталось { $count } костей
   *[other] осталось { $count } кости
  }: две последние никогда не берут.
dom-illegal-boneyard-empty = Базар пуст: брать нечего.
dom-illegal-not-in-boneyard = Кость { $tile } взять нельзя: её нет в базаре.
dom-illegal-pass-can-draw = Пасовать ещё рано: в базаре { $count } { $count ->
    [one] кость
    [few] кости
    [many] костей
   *[other] кости
  }, игрок обязан добирать.
dom-illegal-pass-playable = Пасовать нельзя: { $tile } подходит, её надо выставить.
dom-illegal-not-opened = Сначала нужно открыть цепочку: тот, чей ход, выкладывает любую кость.
dom-illegal-end-on-empty = Цепочка пуста: первая кость пишется без конца, просто { $tile }.
dom-illegal-end-missing = Цепочка уже открыта: укажите конец, { $tile }@left или { $tile }@right.

## Вопросы, зависящие от неизвестных костей
dom-hidden-hand = Ответить нельзя: у { $side-gen } на руке { $count ->
    [0] есть неизвестные кости
    [one] { $count } неизвестная кость
    [few] { $count } неизвестные кости
   *[many] { $count } неизвестных костей
  }, а ответ зависит от того, какие это кости.
dom-hidden-maybe-in-hand = Ответить нельзя: неизвестно, есть ли { $tile } на руке, — ею может оказаться одна из скрытых костей.
dom-hidden-draw-unnamed = Назовите взятую кость (например, draw:3-4): состав базара известен, и продолжение зависит от того, какую кость взяли.
dom-hidden-blocked-totals = Партия оказалась бы заблокирована, но на руке есть неизвестные кости: суммы очков не сравнить.

## Нечитаемая запись
dom-bad-tile = «{ $text }» — это не кость: напишите два числа от 0 до 6, например 2-5.
dom-bad-pip = В «{ $text }» есть половина { $value }: значения бывают от 0 (пусто) до 6.
dom-bad-end = «{ $text }»: после @ укажите left или right, например 2-5@right.

## Что произошло
dom-event-opened = { $side-cap } открывают цепочку костью { $tile }; открытые значения { $left } и { $right }.
dom-event-played = { $side-cap } приставляют { $tile } к { $end } концу; теперь открыты { $left } и { $right }.
dom-event-drew = { $side-cap } берут из базара { $tile }; { $count ->
    [0] базар теперь пуст
    [one] в базаре теперь { $count } кость
    [few] в базаре теперь { $count } кости
   *[many] в базаре теперь { $count } костей
  }.
dom-event-drew-unknown = { $side-cap } берут кость из базара; { $count ->
    [0] базар теперь пуст
    [one] в базаре теперь { $count } кость
    [few] в базаре теперь { $count } кости
   *[many] в базаре теперь { $count } костей
  }.
dom-event-passed = { $side-cap } пасуют ({ $passes ->
    [one] { $passes } пас
    [few] { $passes } паса подряд
   *[many] { $passes } пасов подряд
  }).
dom-event-scored = По правилам All Fives этот ход принёс бы { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
  }.
dom-event-turn-kept = Добор не передаёт ход: { $side } продолжают.
dom-event-turn-passes = Теперь ходят { $side }.

## Положение партии
dom-status-ongoing = Партия продолжается.
dom-status-empty-hand = { $side-cap } выставили последнюю кость и побеждают.
dom-status-blocked-win = Рыба: сумма очков на руке у чёрных — { $black }, у белых — { $white }; выигрывает меньшая сумма, победили { $side }.
dom-status-blocked-draw = Рыба: суммы очков на руках равны ({ $total }), поэтому ничья.

## Ошибки позиции
dom-problem-bad-turn = «{ $text }» — не сторона: ход должен быть black или white.
dom-problem-bad-tile = «{ $text }» — это не кость: запишите два числа через дефис, например 2-5.
dom-problem-pip-out-of-range = «{ $text }»: половины { $value } не бывает, значения от 0 до 6.
dom-problem-unknown-in-line = В цепочке не может быть неизвестной кости (?): выставленные кости лежат открыто.
dom-problem-duplicate-tile = Кость { $tile } встречается дважды.
dom-problem-line-mismatch = { $first } и { $second } не стыкуются: { $right } рядом с { $left }.
dom-problem-negative-count = «{ $text }»: число костей не может быть отрицательным.
dom-problem-tile-count = Всего в позиции { $count } { $count ->
    [one] кость
    [few] кости
    [many] костей
   *[other] кости
  }; в полном наборе их 28 (для учебного фрагмента укажите partial = true).
dom-problem-boneyard-too-small = В базаре { $count } { $count ->
    [one] кость
    [few] кости
    [many] костей
   *[other] кости
  }: две последние не берут, поэтому меньше двух там быть не может.
dom-problem-boneyard-too-large = В базаре { $count } { $count ->
    [one] кость
    [few] кости
    [many] костей
   *[other] кости
  }, а после раздачи там остаётся только 14.
dom-problem-white-opens = Цепочка ещё не открыта, значит, ход чёрных: открывают они.
dom-problem-empty-hand-unopened = Рука { $side-gen } пуста, хотя ни одной кости ещё не выставлено.
dom-problem-both-hands-empty = Обе руки пусты: последнюю кость может выставить только один игрок.
dom-problem-passes-unopened = До открытия цепочки пасовать никто не может.
dom-problem-passes-boneyard = Пас возможен, только когда в базаре две последние кости, а не { $count }.
dom-problem-passes-after-win = Партия закончилась, когда { $side } выставили последнюю кость: после этого никто не пасовал.
dom-problem-passer-can-play = Записано, что { $side } спасовали, но кость { $tile } подходит к цепочке.
dom-problem-blocked-hidden-tiles = Партия заблокирована (два паса подряд): чтобы сравнить очки, обе руки должны быть известны полностью.

## Вопросы без ответа
dom-question-unknown-trap = Неизвестная ловушка «{ $trap }» для домино.
dom-question-unsupported = Вопрос «{ $ask }» к домино не относится.
dom-question-unopened = Цепочка ещё не открыта: концов нет, кости не с чем сравнить, открыть можно любой.
dom-question-no-ends = Цепочка пока пуста: открытых концов у неё нет.
dom-question-step = Ход { $step } ({ $move }) сделать нельзя: { $reason }
dom-question-illegal-move = Ход { $move } сделать нельзя: { $reason }

## Пояснения
dom-explain-no-scoring = В этой версии очки по ходу партии не начисляются: ни дубль, ни кратная пяти сумма ничего не дают.
dom-explain-ends = Цепочка открыта: слева { $left }, справа { $right }.
dom-explain-open-any = Цепочка пуста: { $side } открывают любой костью с руки.
dom-explain-must-draw = Ни одна кость с руки не подходит, а в базаре { $count } { $count ->
    [one] кость
    [few] кости
    [many] костей
   *[other] кости
  }: нужно добирать.
dom-explain-must-pass = Ни одна кость не подходит, а в базаре лишь две резервные кости: игрок пасует.
dom-explain-classify = { $tile }: { $where }.
dom-explain-draws = В базаре { $count } { $count ->
    [one] кость
    [few] кости
   *[many] костей
  }, и { $dead ->
    [0] каждая из них подходит к цепочке: первую же взятую кость можно выставить.
    [one] { $dead } из них не подходит ни к одному концу. В худшем случае она выходит раньше любой подходящей, а две резервные кости никогда не берут, поэтому добрать можно не больше { $max }.
    [few] { $dead } из них не подходят ни к одному концу. В худшем случае они выходят раньше любой подходящей, а две резервные кости никогда не берут, поэтому добрать можно не больше { $max }.
   *[many] { $dead } из них не подходят ни к одному концу. В худшем случае они выходят раньше любой подходящей, а две резервные кости никогда не берут, поэтому добрать можно не больше { $max }.
  }

## Ход как слово ответа
dom-answer-play = { $tile }@{ $end }
dom-answer-draw = добор
dom-answer-draw-tile = добор:{ $tile }
dom-answer-pass = пас

## Подписи диаграммы
dom-label-line = цепочка:
dom-label-hand = { $side-cap } ({ $count }):
dom-label-boneyard = базар ({ $count }):
dom-label-passes = пасов подряд: { $count }
## Стол для печати
dom-svg-not-opened = ни одной кости ещё не выложено
dom-svg-open-end = открытый конец и его значение
dom-svg-face-down = кость рубашкой вверх (её никто не видит)
dom-svg-to-move = игрок, чей ход
dom-svg-line = Цепочка
dom-svg-hand = { $side-cap }: { $count ->
    [0] нет костей
    [one] { $count } кость
    [few] { $count } кости
   *[many] { $count } костей
}
dom-svg-boneyard = Базар: { $count ->
    [0] пусто
    [one] { $count } кость
    [few] { $count } кости
   *[many] { $count } костей
}
## Игра партии
dom-play-must-pass = { $side-cap }: ни одна кость не подходит, а в базаре остаются последние { $count } { $count ->
    [one] кость
    [few] кости
   *[other] костей
}, поэтому это пас.
dom-play-draw-named = Какая кость выйдет из базара, решает случай: напишите просто «добрать».
dom-deal-key = в раздаче нет группы «{ $key }»: её группы — black, white и boneyard.
dom-deal-counts = раздача даёт по 7 костей каждой стороне и 14 в базар, а не { $black }, { $white } и { $boneyard }.
dom-why-only = Ни одна кость не подходит: добрать или спасовать — единственный ход.
dom-why-wins = { $tile } — последняя кость на руке.
dom-why-blocks = После { $tile } открыты концы { $left } и { $right }, а у соперника, как уже видно, таких значений нет.
dom-why-heavy = Выложив { $tile }, вы избавляетесь от { $pips } { $pips ->
    [one] очка
   *[other] очков
}, пока эта кость ещё подходит.
dom-why-sampled = { $tile } выиграла { $won } из { $games } { $games ->
    [one] партии, доигранной
   *[other] партий, доигранных
} до конца со случайными руками из костей, которых вы ещё не видели.
dom-hint-and = { $head } { $tail }
dom-hint-keeps = { $count ->
    [0] После этого ни одна из оставшихся костей ({ $left }) не подходит к открытым концам.
    [one] После этого к открытым концам подходит { $count } из оставшихся костей ({ $left }).
    [few] После этого к открытым концам подходят { $count } из оставшихся костей ({ $left }).
   *[many] После этого к открытым концам подходят { $count } из оставшихся костей ({ $left }).
}
dom-hint-heaviest = Более тяжёлую кость в этот ход положить было нельзя.
dom-hint-blocks = { $count ->
    [one] Другая сторона уже показала, что у неё нет одного из открытых чисел.
    [few] Другая сторона уже показала, что у неё нет обоих открытых чисел.
   *[many] Другая сторона уже показала, что у неё нет обоих открытых чисел.
}
