# Хнефатафл (Fetlar 11×11): причины, события, состояние, ошибки позиции, ловушки.

## Почему ход невозможен
hnef-illegal-game-over = Партия уже окончена: ходить больше нельзя.
hnef-illegal-no-piece = На поле { $square } нет фигуры.
hnef-illegal-not-your-piece = Фигура на { $square } принадлежит стороне «{ $owner }», а сейчас ход не её.
hnef-illegal-same-square = Ход должен покинуть { $square }: начало и конец совпадают.
hnef-illegal-not-straight = { $from } и { $to } не лежат на одной горизонтали или вертикали: фигуры ходят только по прямой.
hnef-illegal-path-blocked = Путь от { $from } до { $to } перекрыт на { $at }: фигуры не перепрыгивают.
hnef-illegal-destination-occupied = Конечное поле { $square } уже занято.
hnef-illegal-throne-reserved = Останавливаться на троне { $square } может только король; воин лишь проходит через пустой трон.
hnef-illegal-corner-reserved = Останавливаться в углу { $square } может только король.
hnef-illegal-wrong-captures = Обозначение взятия указывает { $claimed }, но { $count ->
        [0] этот ход ничего не берёт
       *[other] этот ход берёт { $actual }
    }.

## Что сделал ход
hnef-event-move = { $side } ходят { $move }.
hnef-event-captured = { $count ->
        [one] Взята { $count } фигура: { $squares }.
        [few] Взяты { $count } фигуры: { $squares }.
        [many] Взято { $count } фигур: { $squares }.
       *[other] Взято фигур: { $count } ({ $squares }).
    }
hnef-event-self-captured = Воин, пришедший на { $square }, взят сразу по прибытии.
hnef-event-king-captured = Король на { $square } взят: победа чёрных.
hnef-event-escaped = Король входит в угол { $square }: победа белых.
hnef-event-quiet = Взятия нет; полуходов подряд без взятия: { $quiet }.

## Состояние партии
hnef-status-ongoing = Партия продолжается; ходят { $side }.
hnef-status-escaped = Король стоит на { $square }, поле спасения: белые победили.
hnef-status-king-captured = Король взят на { $square }: чёрные победили.
hnef-status-quiet-draw = Сто полуходов подряд без взятия: ничья.
hnef-status-no-moves = У стороны «{ $side }» нет допустимого хода, она проигрывает; побеждают { $winner }.

## Ошибки позиции
hnef-problem-bad-square = «{ $name }» — не поле доски (от a1 до k11).
hnef-problem-bad-turn = «{ $value }» — не сторона: turn должен быть black или white.
hnef-problem-king-missing = В позиции нет короля: добавьте king = "f6" (его поле).
hnef-problem-two-kings = Поле короля { $square } указано и среди защитников: король только один.
hnef-problem-square-used-twice = На поле { $square } поставлены две фигуры.
hnef-problem-soldier-on-throne = Воин стоит на троне f6: занимать его может только король.
hnef-problem-soldier-on-corner = Воин стоит в углу { $square }: занимать угол может только король.
hnef-problem-too-many-attackers = { $count ->
        [one] Указан { $count } атакующий
        [few] Указано { $count } атакующих
       *[other] Указано { $count } атакующих
    }; допускается не больше { $max }.
hnef-problem-too-many-defenders = { $count ->
        [one] Указан { $count } защитник
        [few] Указано { $count } защитника
       *[other] Указано { $count } защитников
    }; допускается не больше { $max } (без короля).
hnef-problem-king-enclosed = Ход белых, но король на { $square } уже окружён атакующими со всех четырёх сторон: последний ход чёрных взял бы его.

## Ошибки вопроса
hnef-error-bad-move = Не удаётся прочитать ход «{ $text }»: пишите как f6-f9 (можно с обозначением взятия, f6-f9xf10).
hnef-error-bad-square = Не удаётся прочитать поле «{ $text }»: пишите как f6 (вертикали a–k, горизонтали 1–11).
hnef-error-illegal-in-sequence = Ход { $index } последовательности, { $move }, невозможен: { $reason }
hnef-error-within = «within» должно быть от 1 до { $max }, а не { $value }.
hnef-error-unknown-trap = Неизвестная ловушка хнефатафла «{ $trap }».
hnef-error-unsupported = Хнефатафл не отвечает на вопрос «{ $ask }».

## Пути короля
hnef-route-open = Путь в угол { $corner } свободен.
hnef-route-blocked = Путь в угол { $corner } перекрыт на { $squares }.
hnef-route-none = Король на { $square } не стоит на одной линии ни с одним углом: прямого пути нет.

## Пояснения
hnef-explain-moves = { $count ->
        [one] У стороны «{ $side }» { $count } допустимый ход.
        [few] У стороны «{ $side }» { $count } допустимых хода.
       *[other] У стороны «{ $side }» { $count } допустимых ходов.
    }
hnef-explain-moves-from = { $count ->
        [0] Фигура на { $square } сейчас не может ходить.
        [one] У фигуры на { $square } { $count } поле назначения.
        [few] У фигуры на { $square } { $count } поля назначения.
       *[other] У фигуры на { $square } { $count } полей назначения.
    }
hnef-explain-escape-yes-move = Белые могут заставить короля уйти в угол не более чем за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[other] { $within } ходов
    }, начиная с { $move }.
hnef-explain-escape-yes = Белые могут заставить короля уйти в угол не более чем за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[other] { $within } ходов
    } при любом ответе чёрных.
hnef-explain-escape-no = У чёрных есть защита: уход короля в угол не форсируется за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[other] { $within } ходов
    } белых.
hnef-explain-capture-yes-move = Чёрные могут форсировать взятие короля не более чем за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[other] { $within } ходов
    }, начиная с { $move }.
hnef-explain-capture-yes = Чёрные могут форсировать взятие короля не более чем за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[other] { $within } ходов
    } при любом ответе белых.
hnef-explain-capture-no = У белых есть защита: взятие короля не форсируется за { $within ->
        [one] { $within } ход
        [few] { $within } хода
       *[other] { $within } ходов
    } чёрных.

## Ловушки (правила других вариантов)

## Игра партии
hnef-quiet-count = Полуходов без взятия: { $quiet } из { $limit }.
hnef-why-wins = Этот ход сразу выигрывает партию.
hnef-why-captures = { $count ->
    [one] Этот ход берёт { $count } фигуру.
    [few] Этот ход берёт { $count } фигуры.
   *[other] Этот ход берёт { $count } фигур.
}
hnef-why-opens-route = { $count ->
    [one] Этот ход открывает королю линию к углу { $squares }.
   *[other] Этот ход открывает королю линии к углам { $squares }.
}
hnef-why-closes-route = { $count ->
    [one] Этот ход закрывает королю линию к углу { $squares }.
   *[other] Этот ход закрывает королю линии к углам { $squares }.
}
hnef-why-search = Это лучший ход, найденный при просмотре на { $depth } { $depth ->
    [one] полуход
    [few] полухода
   *[other] полуходов
} вперёд.
hnef-export-king-captured = король взят, а в упражнении король есть всегда: выберите более ранний ход.
