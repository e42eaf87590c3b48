# Хнефатафл (Фетлар 11×11): причины, события, состояние, ошибки позиции, ловушки.

## Почему ход невозможен
hnef-illegal-game-over = Партия уже окончена: ходить больше нельзя.
hnef-illegal-no-piece = На поле { $square } нет фигуры.
hnef-illegal-not-your-piece = Фигура на { $square } принадлежит { $owner-dat }, а сейчас не их ход.
hnef-illegal-same-square = Ход должен покинуть { $square }: начало и конец совпадают.
hnef-illegal-not-straight = { $from } и { $to } не лежат на одной горизонтали или вертикали: фигуры ходят только по прямой.
hnef-illegal-path-blocked = Путь от { $from } до { $to } перекрыт на { $at }: фигуры не перепрыгивают.
hnef-illegal-destination-occupied = Конечное поле { $square } уже занято.
hnef-illegal-throne-reserved = Останавливаться на троне { $square } может только король; солдат может лишь пройти через пустой трон.
hnef-illegal-corner-reserved = Останавливаться в углу { $square } может только король.
hnef-illegal-wrong-captures = Обозначение взятия указывает { $claimed }, но { $count ->
        [0] этот ход ничего не берёт
       *[other] этот ход берёт { $actual }
    }.

## Что сделал ход
hnef-event-move = Ход { $side-gen }: { $move }.
hnef-event-captured = { $count ->
        [0] Взятий нет.
        [one] Взята { $count } фигура: { $squares }.
        [few] Взяты { $count } фигуры: { $squares }.
       *[many] Взято { $count } фигур: { $squares }.
    }
hnef-event-self-captured = Солдат, пришедший на { $square }, взят сразу по прибытии.
hnef-event-king-captured = Король на { $square } взят: победа чёрных.
hnef-event-escaped = Король входит в угол { $square }: победа белых.
hnef-event-quiet = Взятия нет; полуходов подряд без взятия: { $quiet }.

## Состояние партии
hnef-status-ongoing = Партия продолжается; ходят { $side }.
hnef-status-escaped = Король стоит в углу { $square }: белые победили.
hnef-status-king-captured = Король взят на { $square }: чёрные победили.
hnef-status-quiet-draw = Сто полуходов подряд без взятия: ничья.
hnef-status-no-moves = У { $side-gen } нет допустимого хода, и они проигрывают; побеждают { $winner }.

## Ошибки позиции
hnef-problem-bad-square = «{ $name }» — не поле доски (от a1 до k11).
hnef-problem-bad-turn = «{ $value }» — не сторона: turn должен быть black или white.
hnef-problem-king-missing = В позиции нет короля: добавьте king = "f6" (его поле).
hnef-problem-two-kings = Поле короля { $square } указано и среди защитников: король только один.
hnef-problem-square-used-twice = На поле { $square } поставлены две фигуры.
hnef-problem-soldier-on-throne = Солдат стоит на троне f6: занимать его может только король.
hnef-problem-soldier-on-corner = Солдат стоит в углу { $square }: занимать угол может только король.
hnef-problem-too-many-attackers = { $count ->
        [one] Указан { $count } атакующий
        [few] Указано { $count } атакующих
       *[many] Указано { $count } атакующих
    }; допускается не больше { $max }.
hnef-problem-too-many-defenders = { $count ->
        [one] Указан { $count } защитник
        [few] Указано { $count } защитника
       *[many] Указано { $count } защитников
    }; допускается не больше { $max } (без короля).
hnef-problem-king-enclosed = Ход белых, но король на { $square } уже окружён атакующими со всех четырёх сторон: последний ход чёрных взял бы его.

## Ошибки вопроса
hnef-error-bad-move = Не удаётся прочитать ход «{ $text }»: пишите как f6-f9 (можно с обозначением взятия, f6-f9xf10).
hnef-error-bad-square = Не удаётся прочитать поле «{ $text }»: пишите как f6 (вертикали a–k, горизонтали 1–11).
hnef-error-illegal-in-sequence = Ход { $index } последовательности, { $move }, невозможен: { $reason }
hnef-error-within = «within» должно быть от 1 до { $max }, а не { $value }.
hnef-error-too-deep = Слишком глубокий вопрос, чтобы решить его здесь: поиск перебрал { $nodes ->
        [one] { $nodes } позицию
        [few] { $nodes } позиции
       *[other] { $nodes } позиций
    }, но так и не пришёл к ответу для «within { $within }». Задайте вопрос с меньшим «within».
hnef-error-unknown-trap = Неизвестная ловушка хнефатафла «{ $trap }».
hnef-error-unsupported = Хнефатафл не отвечает на вопрос «{ $ask }».

## Пути короля
hnef-route-open = Путь в угол { $corner } свободен.
hnef-route-blocked = Путь в угол { $corner } перекрыт на { $squares }.
hnef-route-none = Король на { $square } не стоит на одной линии ни с одним углом: прямого пути нет.

## Пояснения
hnef-explain-moves = { $count ->
        [0] У { $side-gen } нет ни одного допустимого хода.
        [one] У { $side-gen } { $count } допустимый ход.
        [few] У { $side-gen } { $count } допустимых хода.
       *[many] У { $side-gen } { $count } допустимых ходов.
    }
hnef-explain-moves-from = { $count ->
        [0] Фигура на { $square } сейчас не может ходить.
        [one] У фигуры на { $square } { $count } поле назначения.
        [few] У фигуры на { $square } { $count } поля назначения.
       *[many] У фигуры на { $square } { $count } полей назначения.
    }
hnef-explain-escape-yes-move = Белые могут форсированно провести короля в угол не более чем за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[many] { $within } ходов
    }, начиная с { $move }.
hnef-explain-escape-yes = Белые могут форсированно провести короля в угол не более чем за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[many] { $within } ходов
    } при любом ответе чёрных.
hnef-explain-escape-no = У чёрных есть защита: уход короля в угол не форсируется за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[many] { $within } ходов
    } белых.
hnef-explain-capture-yes-move = Чёрные могут форсировать взятие короля не более чем за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[many] { $within } ходов
    }, начиная с { $move }.
hnef-explain-capture-yes = Чёрные могут форсировать взятие короля не более чем за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[many] { $within } ходов
    } при любом ответе белых.
hnef-explain-capture-no = У белых есть защита: взятие короля не форсируется за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[many] { $within } ходов
    } чёрных.
## Доска для печати
hnef-svg-quiet = полуходов без взятия: { $count }
hnef-svg-attacker = атакующий (чёрные)
hnef-svg-defender = защитник (белые)
hnef-svg-king = король (белые)
hnef-svg-throne = трон
hnef-svg-corner = угол, куда уходит король
## Ловушки (правила других вариантов)

## Игра партии
hnef-quiet-count = Полуходов без взятия: { $quiet } из { $limit }.
hnef-why-escapes = Король доходит до угла { $square }: белые сразу выигрывают, ведь выйти с доски можно только через угол.
hnef-why-takes-king = Этот ход замыкает кольцо вокруг короля на { $square } (нападающие или пустой трон со всех четырёх сторон): чёрные сразу выигрывают.
hnef-why-wins = Этот ход сразу выигрывает партию: у другой стороны не остаётся ни одного допустимого хода.
hnef-why-captures = { $count ->
    [one] Этот ход берёт { $count } фигуру, на { $squares }: она оказывается между сходившей фигурой и, с другой стороны, другой фигурой той же стороны или враждебным полем (углом или троном).
    [few] Этот ход берёт { $count } фигуры, на { $squares }: каждая оказывается между сходившей фигурой и, с другой стороны, другой фигурой той же стороны или враждебным полем (углом или троном).
   *[other] Этот ход берёт { $count } фигур, на { $squares }: каждая оказывается между сходившей фигурой и, с другой стороны, другой фигурой той же стороны или враждебным полем (углом или троном).
}
hnef-why-opens-route = { $count ->
    [one] Этот ход открывает королю линию к углу { $squares }.
   *[other] Этот ход открывает королю линии к углам { $squares }.
}
hnef-why-closes-route = { $count ->
    [one] Этот ход закрывает королю линию к углу { $squares }.
   *[other] Этот ход закрывает королю линии к углам { $squares }.
}
hnef-why-saves = Эту фигуру могли взять там, где она стояла; на { $square } до неё не дотянуться.
hnef-why-threatens = С нового поля она грозит взять фигуру на { $square } следующим ходом.
hnef-why-safe = Этот ход ничего не отдаёт: ответным ходом ни одну фигуру стороны, делающей этот ход, нельзя зажать между двумя врагами.
hnef-why-exposes = Фигуру на { $square } после него можно взять, но это лучший ход, найденный при просмотре на { $depth ->
        [one] { $depth } полуход
        [few] { $depth } полухода
       *[other] { $depth } полуходов
    } вперёд.
hnef-why-search = Это лучший ход, найденный при просмотре на { $depth } { $depth ->
    [one] полуход
    [few] полухода
   *[other] полуходов
} вперёд.
hnef-export-king-captured = король взят, а в упражнении король есть всегда: выберите более ранний ход.
