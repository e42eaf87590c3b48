## Авиалудо: тексты игры (идентификаторы начинаются с aero-)


## Почему ход недопустим

aero-illegal-game-over = Партия окончена: { $side } уже привели все четыре самолёта на финиш.
aero-illegal-roll-range = На кубике бывает от 1 до 6, а не { $roll }.
aero-illegal-no-roll = Бросок не сделан: укажите значение перед самолётом, например 3:{ $square }.
aero-illegal-roll-mismatch = Выпало { $pending }, а не { $given }.
aero-illegal-third-six = Это третья шестёрка подряд в очереди: она аннулируется, самолёт на клетке { $square } стоит, очередь переходит противнику.
aero-illegal-no-plane = На клетке { $square } нет вашего самолёта.
aero-illegal-exit-six = Значение { $roll } не выводит самолёт с базы: для выхода нужна шестёрка.
aero-illegal-exit-even = По этому правилу с базы выводит только чётное значение, а { $roll } нечётное.
aero-illegal-overshoot = Самолёту на клетке { $square } до финиша нужно ровно { $need }; при броске { $roll } превышение на { $by ->
    [one] { $by } клетку
    [few] { $by } клетки
    [many] { $by } клеток
   *[other] { $by } клетки
}.
aero-illegal-at-goal = Самолёт на финише больше не движется.
aero-illegal-move-exists = Бросок { $roll } нельзя пропустить: самолёт на клетке { $square } может его использовать.

## Что делает ход

aero-event-exit = { $side }: самолёт выходит с базы на стартовую клетку { $square }.
aero-event-advance = { $side }: самолёт с клетки { $from } продвигается на { $roll } { $roll ->
    [one] клетку
    [few] клетки
    [many] клеток
   *[other] клетки
} и встаёт на клетку { $to }.
aero-event-colour-jump = Прыжок по цвету: с клетки { $from } самолёт перелетает на клетку { $to }.
aero-event-capture = Клетка { $square }: { $count ->
    [one] { $count } самолёт ({ $side }) сбит и возвращается
    [few] { $count } самолёта ({ $side }) сбиты и возвращаются
    [many] { $count } самолётов ({ $side }) сбиты и возвращаются
   *[other] { $count } самолёта ({ $side }) сбиты и возвращаются
} на базу.
aero-event-arrived = { $side }: самолёт прибыл на финиш.
aero-event-no-move = { $side }: значение { $roll } не может использовать ни один самолёт.
aero-event-third-six = { $side }: третья шестёрка подряд аннулирована, никто не движется.
aero-event-sixes-undone = Перемещения, сделанные двумя прежними шестёрками, отменяются.
aero-event-won = { $side }: все четыре самолёта на финише. Победа!
aero-event-extra-roll = { $side }: дополнительный бросок.
aero-event-turn-passes = Теперь ходят { $side }.

## Ошибки в позиции

aero-problem-bad-turn = «{ $value }» — не сторона: напишите red или yellow.
aero-problem-plane-count = { $side }: нужно ровно 4 самолёта, а указано { $count }.
aero-problem-bad-square = «{ $value }» ({ $side }) — не клетка: используйте 1–52, R1–R5, Y1–Y5, base или goal.
aero-problem-wrong-lane = { $square } — финишная дорожка другой стороны: { $side } туда никогда не попадают.
aero-problem-lane-not-playing = { $square } принадлежит цвету, который в этой партии не играет ({ $side }).
aero-problem-off-route = Клетка { $square } не входит в маршрут: { $side } сворачивают на свою финишную дорожку раньше.
aero-problem-opponents-share-square = Красные и жёлтые самолёты не могут стоять вместе на клетке { $square }: она не безопасная, последний прилетевший сбил бы остальных.
aero-problem-third-six-pending = Выпавшая шестёрка при sixes = 2 была бы третьей: она сразу аннулируется и хода не ждёт.
aero-problem-sixes-after-non-six = sixes = { $sixes } не сочетается с выпавшим значением { $dice }: любое значение, кроме шестёрки, обнуляет счёт.
aero-problem-sixes-without-plane = sixes = { $sixes }, но все самолёты ({ $side }) на базе: сыгранная шестёрка оставила бы самолёт на доске.
aero-problem-both-finished = У обеих сторон не может быть всех четырёх самолётов на финише: партия заканчивается, как только это удаётся одной из них.
aero-problem-roll-after-win = Партия уже выиграна ({ $side }): невыполненного броска быть не может.

## Пояснения

aero-note-plane-can-move = Самолёт на клетке { $from } может использовать бросок и приземляется на клетке { $to }.
aero-note-no-plane-can-move = Значение { $roll } не может использовать ни один самолёт: очередь сразу переходит противнику.
aero-note-capture-roll = При броске { $roll } самолёт с клетки { $from } приземляется на клетке { $target } и сбивает.
aero-note-no-capture-roll = Ни одно значение не приводит ваш самолёт точно на клетку { $target }.
aero-note-target-safe = Клетка { $target } безопасна (стартовая или со звездой): здесь никого не сбивают.
aero-note-target-off-ring = Самолёт на базе, на финишной дорожке или на финише сбить нельзя ({ $target }).
aero-note-six-would-be-third = Шестёрка стала бы третьей подряд в этой очереди и была бы аннулирована.
aero-note-ongoing = Ни у одной стороны ещё нет всех четырёх самолётов на финише: партия продолжается.
aero-note-won = { $side }: все четыре самолёта на финише, партия выиграна.

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

## Ловушки: правила других вариантов


## Подписи диаграммы
aero-label-turn = ход: { $side }
aero-label-dice = кубик: { $dice }
aero-label-sixes = шестёрок за этот ход: { $count }

## Игра партии
aero-play-rolls = { $side }: на кубике выпало { $roll }.
aero-why-only = Это число может использовать только этот самолёт.
aero-why-captures = Этот ход отправляет самолёты с клетки { $square } обратно на базу.
aero-why-arrives = Этот ход приводит самолёт на финиш.
aero-why-exits = Этот ход выводит с базы ещё один самолёт.
aero-why-escapes = Этот ход уводит самолёт с клетки { $square } из-под удара самолётов соперника.
aero-why-expects = { $rolls ->
    [one] В среднем это лучший результат на { $rolls } бросок вперёд.
    [few] В среднем это лучший результат на { $rolls } броска вперёд.
   *[other] В среднем это лучший результат на { $rolls } бросков вперёд.
}
