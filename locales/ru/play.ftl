## Целая партия против движка (play) и записи партий (replay).

play-welcome = { $game }: ваша сторона — { $side }; движок — { $engine } (уровень { $level }). Зерно: { $seed }.
play-welcome-hot-seat = { $game }: двое игроков за одной клавиатурой, { $first } и { $second }. Зерно: { $seed }.
play-commands = Введите ход или команду: ходы, подсказка, отменить, сдаться, сохранить, справка, выход.
play-notation-aeroplane = Как записать ход: самолёт, который идёт на выпавшее число, например 12, R3 или база (бросок можно указать впереди: 4:12).
play-notation-chinese-checkers = Как записать ход: весь путь через дефис, шаг d10-e11 или прыжки d10-f12-h14; пас — только когда ни одна фигура не может пойти.
play-notation-dominoes = Как записать ход: кость и конец, например 2-5@справа; первую кость — без конца (3-4); «добрать», когда ни одна кость не подходит; «пас», когда добирать уже нельзя.
play-notation-hnefatafl = Как записать ход: откуда-куда по горизонтали или вертикали, например f4-c4 (суффикс взятия вроде xe5 проверяется, если он указан).
play-prompt = Ход: { $side }
play-engine-move = { $side } (движок): { $move }
play-illegal = Так ходить нельзя. { $reason }
play-trap-illegal = Такой ход следует правилу других вариантов: { $trap }. В этой редакции такого правила нет.
play-trap-legal = Заметьте: правило других вариантов ({ $trap }) оценило бы этот ход иначе.
play-moves-none-from = Ни один допустимый ход не начинается с «{ $from }» (клетка, пункт или кость игры, как в нотации).
play-moves = { $count ->
    [0] Легальных ходов нет.
    [one] { $count } легальный ход: { $moves }
    [few] { $count } легальных хода: { $moves }
   *[other] { $count } легальных ходов: { $moves }
}
play-hint = Подсказка: { $move }. { $reason }
play-undone = { $count ->
    [one] Отменён { $count } ход.
    [few] Отменено { $count } хода.
   *[other] Отменено { $count } ходов.
}
play-undo-none = Отменять нечего: вы ещё не сделали ни одного хода.
play-help = Команды: ходы (все легальные ходы; «ходы d10» — ходы одной фигуры), подсказка (хороший ход и почему), отменить (возвращает ваш последний ход и ответ на него), сдаться, сохранить (записывает партию; «сохранить ФАЙЛ»), справка, выход (прекратить, не доиграв).
play-saved = Запись партии сохранена в { $path }.
play-save-failed = Не удаётся записать партию в { $path }: { $detail }
play-over = Партия окончена. { $ending }
play-over-told = Партия окончена.
play-resigned = Сдались: { $side }. Победа достаётся другой стороне: { $winner }.
play-stopped = Партия прервана до конца.
play-bad-level = уровень — 1, 2 или 3, а не { $level }.
play-bad-side = «{ $given }» — не сторона этой игры: выберите { $first } или { $second }.

replay-ok = { $file }: { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[other] { $count } ходов
}, все легальны. { $result }
replay-result-won = Итог: победа — { $side }.
replay-result-draw = Итог: ничья.
replay-result-ongoing = Партия не окончена.
replay-result-resigned = Итог: { $side } сдались.
replay-illegal = ход { $ply } «{ $move }»: { $reason }
replay-no-side = каждый ход пишется после своей стороны, например «red 4:12».
replay-wrong-side = ход записан за сторону «{ $given }», но ходить должны { $expected }.
replay-incomplete-roll = запись указывает бросок вместе с самолётом (4:12), чтобы партию можно было проверить без кубика.
replay-incomplete-draw = запись называет кость каждого добора (draw:3-4), чтобы партию можно было проверить, не зная порядка костей в базаре.
replay-deal-missing = записи домино нужна раздача [deal]: кости black, white и базара.
replay-deal-unexpected = эта игра всегда начинается с одной и той же позиции: раздачи [deal] в её записи нет.
replay-bad-side = «{ $given }» — не сторона этой игры.
replay-resigned-after-end = ходы уже завершают партию: после конца не сдаются.
replay-result-mismatch = в записи итог «{ $written }», а её ходы дают «{ $actual }».
replay-export-beyond = { $count ->
    [one] в записи { $count } легальный ход
    [few] в записи { $count } легальных хода
   *[many] в записи { $count } легальных ходов
}: позиции после хода { $ply } нет.
replay-export-invalid = эту позицию нельзя записать как упражнение.
replay-show-start = Начало партии; в записи { $count ->
    [one] { $count } легальный ход
    [few] { $count } легальных хода
   *[many] { $count } легальных ходов
}.
replay-show-move = Ход { $ply } из { $count }: { $side } { $move }.
replay-show-next = Следующий ход: { $side } { $move }.
replay-show-end = Запись кончается здесь: партия не доиграна до конца.
replay-show-beyond = { $count ->
    [one] в записи { $count } легальный ход
    [few] в записи { $count } легальных хода
   *[many] в записи { $count } легальных ходов
}: хода { $ply } нет (выберите от 0 до { $count }).
replay-step-help = Enter или n — следующий ход; p — предыдущий; число — позиция после этого хода (0 — начало); q — выход.
replay-step-prompt = Ход { $ply } из { $count } (n, p, номер, q) >
replay-step-at-end = Это последний ход записи (p — назад, q — выход).
replay-step-at-start = Это начало партии (n — дальше, q — выход).
replay-step-unknown = «{ $given }» здесь не команда: введите n, p, номер хода или q.
play-save-exists = { $path } уже существует, и записала его не эта партия: запись не сохранена (выберите другое имя или начните партию с --force)
