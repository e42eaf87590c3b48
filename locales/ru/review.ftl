# plyyard review: отметки на ходах ученика, попытки, выгруженные упражнения.
review-head = { $file }: { $count ->
    [one] просмотрен { $count } ход
    [few] просмотрено { $count } хода
   *[other] просмотрено { $count } ходов
} (сторона: { $side }); { $marks ->
    [0] отметок нет
    [one] { $marks } отметка
    [few] { $marks } отметки
   *[other] { $marks } отметок
}, { $tries ->
    [0] недопустимых попыток нет
    [one] { $tries } недопустимая попытка
    [few] { $tries } недопустимые попытки
   *[other] { $tries } недопустимых попыток
}.
review-both-sides = обе стороны
review-mark = Ход { $ply } «{ $move }»: { $reason }
review-better = Лучше: { $move }
review-try = Перед ходом { $ply } попытка «{ $move }» отклонена: { $reason }
review-enrolled = { $count ->
    [0] Ни одно упражнение не добавлено в повторение
    [1] Это упражнение уже сегодня ждёт вас на повторении
   *[other] Эти упражнения уже сегодня ждут вас на повторении
}: plyyard practice --review.
review-exported = { $count ->
    [0] Ни одного упражнения не записано
    [one] Записано { $count } упражнение
    [few] Записано { $count } упражнения
   *[other] Записано { $count } упражнений
} в { $dir } ({ $problems ->
    [0] verify не находит проблем
    [one] verify находит { $problems } проблему
    [few] verify находит { $problems } проблемы
   *[other] verify находит { $problems } проблем
}).
review-explain = В вашей партии, ход { $ply }: { $reason }
review-hnefatafl-missed-escape = { $move } упускает форсированный уход короля: { $better } приводит короля в угол не более чем за { $within ->
    [one] { $within } ход белых
    [few] { $within } хода белых
   *[other] { $within } ходов белых
} при любой защите чёрных.
review-hnefatafl-missed-king-capture = { $move } упускает вынужденное взятие короля: { $better } берёт короля не более чем за { $within ->
    [one] { $within } ход чёрных
    [few] { $within } хода чёрных
   *[other] { $within } ходов чёрных
} при любой защите белых.
review-hnefatafl-left-to-capture = После { $move } ответ { $reply } берёт { $count ->
    [one] { $count } вашу фигуру
    [few] { $count } ваши фигуры
   *[other] { $count } ваших фигур
}; после { $better } никакой ответ ничего не берёт.
review-hnefatafl-open-corner-road = После { $move } король может сразу уйти в угол ходом { $reply }{ $count ->
    [1] {""}
    [one] {" "}(один из { $count } открытого пути)
   *[other] {" "}(один из { $count } открытых путей)
}; после { $better } ни один путь не ведёт его в угол.
review-aeroplane-missed-arrival = При броске { $roll } ход { $better } приходит точно на финиш, а { $move } — нет.
review-aeroplane-missed-capture = При броске { $roll } ход { $better } отправляет самолёт соперника на базу, а { $move } ничего не сбивает.
review-aeroplane-exposed = После { $move } соперник сбивает ваш самолёт при { $played ->
    [one] { $played } значении кубика
   *[other] { $played } значениях кубика
}; после { $better } — при { $best ->
    [0] ни одном
    [one] лишь { $best }
   *[other] лишь { $best }
}.
review-chinese-checkers-left-at-home = В конце партии { $move } оставляет в вашем исходном лагере { $count ->
    [one] { $count } фишку
    [few] { $count } фишки
   *[other] { $count } фишек
}; { $better } выводит одну оттуда ({ $left ->
    [0] там не остаётся ни одной
    [one] остаётся { $left }
    [few] остаются { $left }
   *[other] остаются { $left }
}), не отдаляя ваши фишки от целевого лагеря.
review-chinese-checkers-lost-distance = { $move } приближает ваши фишки к целевому лагерю на { $gained ->
    [one] { $gained } шаг
    [few] { $gained } шага
   *[other] { $gained } шагов
} (сумма расстояний); { $better } — на { $best ->
    [one] { $best } шаг
    [few] { $best } шага
   *[other] { $best } шагов
}.
review-chinese-checkers-went-back = { $move } { $gained ->
    [0] не приближает ваши фишки к целевому лагерю
    [one] отодвигает ваши фишки от целевого лагеря на { $gained } шаг
    [few] отодвигает ваши фишки от целевого лагеря на { $gained } шага
   *[other] отодвигает ваши фишки от целевого лагеря на { $gained } шагов
} (сумма расстояний); { $better } приближает их на { $best ->
    [one] { $best } шаг
    [few] { $best } шага
   *[other] { $best } шагов
}.
review-dominoes-blocked-total = После { $move } никто не может ни выложить, ни добрать кость, и выходит рыба: у вас на руке { $mine ->
    [one] { $mine } очко
    [few] { $mine } очка
   *[other] { $mine } очков
} против { $theirs } — { $result ->
    [lost] вы проигрываете
   *[draw] ничья
}. После { $better } была бы рыба при { $better-mine } против { $better-theirs } — { $better-result ->
    [won] вы бы выиграли
   *[draw] ничья
}.
review-dominoes-self-block = После { $move } к цепочке { $played ->
    [0] не подходит ни одна кость вашей руки
    [one] подходит { $played } кость вашей руки
    [few] подходят { $played } кости вашей руки
   *[other] подходят { $played } костей вашей руки
}; после { $better } — { $best ->
    [one] { $best } кость
    [few] { $best } кости
   *[other] { $best } костей
}.
review-title-king-corners = Король и углы
review-title-king-surrounded = Король среди нападающих
review-title-piece-within-reach = Фигура под ударом
review-title-planes-near-goal = Самолёт рядом с целью
review-title-plane-within-reach = Самолёт соперника впереди
review-title-planes-in-reach = Самолёты позади ваших
review-title-home-camp = Последние фишки дома
review-title-blocked-totals = Очки, оставшиеся на руках
review-title-hop-chains = Прыжки и цепочки
review-title-tiles-and-ends = Ваша рука и два конца
progress-trap-tries = Недопустимые ходы из ваших партий, которые допускает правило другого варианта:
progress-trap-line = { $game }, { $trap }: { $count ->
    [one] { $count } раз
    [few] { $count } раза
   *[other] { $count } раз
}
