## Авиалудо: тексты игры (идентификаторы начинаются с aero-)

## Где стоит самолёт ($kind: square, base или goal; $form: at или to)
aero-place = { $kind ->
    [base] { $form ->
        [to] на базу
       *[at] на базе
    }
    [goal] { $form ->
        [to] на финиш
       *[at] на финише
    }
   *[square] { $form ->
        [to] на клетку { $name }
       *[at] на клетке { $name }
    }
}

## Почему ход недопустим

aero-illegal-game-over = Партия окончена: { $side } уже привели все четыре самолёта на финиш.
aero-illegal-roll-range = На кубике бывает от 1 до 6, а не { $roll }.
aero-illegal-no-roll = Бросок не сделан: укажите значение перед самолётом, например 3:{ $square }.
aero-illegal-roll-mismatch = Выпало { $pending }, а не { $given }.
aero-illegal-third-six = Это третья шестёрка подряд в очереди: она аннулируется, самолёт { $square-at } стоит, очередь переходит противнику.
aero-illegal-no-plane = У вас нет самолёта { $square-at }.
aero-illegal-exit-six = Значение { $roll } не выводит самолёт с базы: для выхода нужна шестёрка.
aero-illegal-exit-even = По этому правилу с базы выводит только чётное значение, а { $roll } нечётное.
aero-illegal-overshoot = Самолёту на клетке { $square } до финиша нужно ровно { $need }; при броске { $roll } { $by ->
    [0] превышения нет
    [one] превышение на { $by } клетку
    [few] превышение на { $by } клетки
   *[many] превышение на { $by } клеток
}.
aero-illegal-at-goal = Самолёт на финише больше не движется.
aero-illegal-move-exists = Бросок { $roll } нельзя пропустить: его может использовать самолёт { $square-at }.

## Что делает ход

aero-event-exit = { $side-cap } ставят самолёт с базы на свою стартовую клетку { $square }.
aero-event-advance = { $side-cap } ведут самолёт с клетки { $from } на { $roll } { $roll ->
    [one] клетку
    [few] клетки
   *[many] клеток
} вперёд, { $to-place }.
aero-event-colour-jump = Прыжок по цвету: с клетки { $from } самолёт перелетает на клетку { $to }.
aero-event-capture = Клетка { $square }: { $count ->
    [0] ни один { $side-adj-one } самолёт не сбит
    [one] сбит { $count } { $side-adj-one } самолёт, он возвращается на базу
    [few] сбиты { $count } { $side-adj } самолёта, они возвращаются на базу
   *[many] сбиты { $count } { $side-adj } самолётов, они возвращаются на базу
}.
aero-event-arrived = { $side-cap } приводят самолёт на финиш.
aero-event-no-move = Значение { $roll } не может использовать ни один самолёт { $side-gen }.
aero-event-third-six = Третья шестёрка { $side-gen } подряд аннулирована, ни один самолёт не движется.
aero-event-sixes-undone = Перемещения, сделанные двумя прежними шестёрками, отменяются.
aero-event-won = Все четыре самолёта { $side-gen } на финише. Победа!
aero-event-extra-roll = У { $side-gen } дополнительный бросок.
aero-event-turn-passes = Очередь переходит к { $side-dat }.

## Ошибки в позиции

aero-problem-bad-turn = «{ $value }» — не сторона: напишите red или yellow.
aero-problem-plane-count = У { $side-gen } должно быть ровно 4 самолёта, а указано { $count }.
aero-problem-bad-square = «{ $value }» (самолёты { $side-gen }) — не клетка: используйте 1–52, R1–R5, Y1–Y5, base или goal.
aero-problem-wrong-lane = { $square } — финишная дорожка другой стороны: самолёты { $side-gen } туда никогда не попадают.
aero-problem-lane-not-playing = { $square } принадлежит цвету, который в этой партии не играет (самолёты { $side-gen }).
aero-problem-off-route = Клетка { $square } не входит в маршрут { $side-gen }: их самолёты сворачивают на свою финишную дорожку раньше.
aero-problem-opponents-share-square = Красные и жёлтые самолёты не могут стоять вместе на клетке { $square }: она небезопасна, последний прилетевший сбил бы остальных.
aero-problem-third-six-pending = Выпавшая шестёрка при sixes = 2 была бы третьей: она сразу аннулируется и хода не ждёт.
aero-problem-sixes-after-non-six = sixes = { $sixes } не сочетается с выпавшим значением { $dice }: любое значение, кроме шестёрки, обнуляет счёт.
aero-problem-sixes-without-plane = sixes = { $sixes }, но все самолёты { $side-gen } на базе: сыгранная шестёрка оставила бы самолёт на доске.
aero-problem-both-finished = У обеих сторон не может быть всех четырёх самолётов на финише: партия заканчивается, как только это удаётся одной из них.
aero-problem-roll-after-win = Партия уже выиграна, победили { $side }: невыполненного броска быть не может.

## Пояснения

aero-note-plane-can-move = Самолёт { $from-at } может использовать бросок и пойти { $to-place }.
aero-note-no-plane-can-move = Значение { $roll } не может использовать ни один самолёт: очередь сразу переходит противнику.
aero-note-capture-roll = При броске { $roll } самолёт { $from-at } приземляется на клетку { $target } и сбивает.
aero-note-no-capture-roll = Ни одно значение не приводит ваш самолёт точно на клетку { $target }.
aero-note-target-safe = Клетка { $target } безопасна (стартовая или со звездой): здесь никого не сбивают.
aero-note-target-off-ring = Самолёт { $target-at } не на общей трассе: на базе, на финишной дорожке и на финише сбить нельзя.
aero-note-six-would-be-third = Шестёрка стала бы третьей подряд в этой очереди и была бы аннулирована.
aero-note-ongoing = Ни у одной стороны ещё нет всех четырёх самолётов на финише: партия продолжается.
aero-note-won = Все четыре самолёта { $side-gen } на финише, партия выиграна.

## Ошибки вопроса

aero-error-needs-dice = Для этого вопроса нужен выпавший бросок: добавьте в позицию dice = 1…6.
aero-error-bad-move = Не удалось прочитать ход «{ $move }»: пишите БРОСОК:САМОЛЁТ, например 3:12, 6:base или 2:R3, только самолёт, если бросок уже сделан, или одно значение, например 6.
aero-error-bad-square = Не удалось прочитать клетку «{ $square }»: используйте 1–52, R1–R5, Y1–Y5, base или goal.
aero-error-no-target = На клетке { $square } нет самолёта противника.
aero-error-no-landing = В этой последовательности ни один самолёт не двигался, клетки приземления нет.
aero-error-illegal-in-sequence = Ход { $move } здесь недопустим: { $reason }
aero-error-empty-sequence = Последовательность ходов пуста.
aero-error-unsupported = Авиалудо не отвечает на вопрос «{ $ask }».
aero-error-unknown-trap = Неизвестная ловушка для Авиалудо: { $trap }.

## Место как слово ответа ($kind: square, base или goal)
aero-square = { $kind ->
    [base] база
    [goal] финиш
   *[square] { $name }
}

## Подписи диаграммы
aero-label-planes = { $letter }: { $p1 } { $p2 } { $p3 } { $p4 }
aero-label-turn = очередь: { $side }
aero-label-dice = кубик: { $dice }
aero-label-sixes = шестёрок в этой очереди: { $count }
aero-label-colour-red = к
aero-label-colour-green = з
aero-label-colour-yellow = ж
aero-label-colour-blue = с
## Доска для печати
aero-svg-initial-red = К
aero-svg-initial-yellow = Ж
aero-svg-base-red = База красных
aero-svg-base-yellow = База жёлтых
aero-svg-idle-green = Зелёные не играют
aero-svg-idle-blue = Синие не играют
aero-svg-plane-red = красный самолёт
aero-svg-plane-yellow = жёлтый самолёт
aero-svg-colour-red = красная клетка
aero-svg-colour-green = зелёная клетка
aero-svg-colour-yellow = жёлтая клетка
aero-svg-colour-blue = синяя клетка
aero-svg-star = звезда (безопасно)
aero-svg-start = стартовая клетка (безопасно)
aero-svg-goal = центр, финиш самолётов
## Игра партии
aero-play-rolls = { $side-cap }: на кубике выпало { $roll }.
aero-why-only = Это число может использовать только этот самолёт.
aero-why-captures = Этот ход отправляет самолёты с клетки { $square } обратно на базу.
aero-why-arrives = Этот ход приводит самолёт на финиш.
aero-why-exits = Этот ход выводит с базы ещё один самолёт.
aero-why-escapes = Этот ход уводит самолёт с клетки { $square } из-под удара самолётов соперника.
aero-why-out-of-reach = На поле { $square } самолёт вне досягаемости самолётов соперника.
aero-why-exposed = { $count ->
    [one] На поле { $square } самолёт можно сбить при { $count } значении кубика соперника, но в среднем это лучший выбор.
    [few] На поле { $square } самолёт можно сбить при { $count } значениях кубика соперника, но в среднем это лучший выбор.
   *[other] На поле { $square } самолёт можно сбить при { $count } значениях кубика соперника, но в среднем это лучший выбор.
}
aero-why-expects = { $rolls ->
    [one] В среднем это лучший результат на { $rolls } бросок вперёд.
    [few] В среднем это лучший результат на { $rolls } броска вперёд.
   *[other] В среднем это лучший результат на { $rolls } бросков вперёд.
}
