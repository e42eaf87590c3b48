# Команды, ответы и отзывы.
warning-line = предупреждение: { $text }
error-line = ошибка: { $text }
error-no-exercise = нет упражнения `{ $name }` (идентификатор из каталога, например hnefatafl/edge-not-corner, или путь к файлу .toml)
error-file-missing = файла { $path } не существует
error-read-file = не удаётся прочитать { $path }: { $detail }
error-not-regular-file = это не обычный файл (устройство, канал…)
error-bad-answer = не удаётся прочитать ответ «{ $given }»; ожидаемая форма: { $expected }
error-answer-latin = «{ $given }» набрано кириллицей: клетки обозначаются латинскими буквами, здесь { $latin }
error-answer-latin-plain = «{ $given }» набрано кириллицей: клетки обозначаются латинскими буквами (буква и число, например d5)
error-question-needed = в этом упражнении { $count } { $count ->
    [one] вопрос
    [few] вопроса
   *[many] вопросов
}: выберите один через --question N
error-no-question = вопроса { $given } нет; в этом упражнении { $count } { $count ->
    [one] вопрос
    [few] вопроса
   *[many] вопросов
}
error-unknown-game = неизвестная игра `{ $game }` (aeroplane, chinese-checkers, dominoes или hnefatafl)
error-io = ошибка вывода: { $detail }
error-input = не удаётся прочитать стандартный ввод: { $detail }
error-progress-read = не удаётся прочитать файл прогресса { $path }: { $detail }
error-progress-corrupt = файл прогресса { $path } не читается ({ $detail }); он не изменён: переместите его, чтобы начать заново
error-progress-not-saved = файл прогресса { $path } не сохранён: то, что он хранит для другой версии, не прочиталось бы так же; файл оставлен как был
error-progress-io = не удаётся записать файл прогресса { $path }: { $detail }
form-yes-no = да или нет
form-status = продолжается, название победившей стороны или ничья
form-side = название стороны
form-set-square = клетки через пробел или запятую, или нет
form-set-move = ходы в нотации игры через пробел или запятую, или нет
form-set-die = значения кубика от 1 до 6 через пробел или запятую, или нет
form-set-tile = кости вида 2-5 через пробел, или нет
form-number = целое число
form-distance = целое число или нет
form-square = название клетки
form-ends = два открытых значения, например 2 5
form-classify = по паре КОСТЬ:КОНЕЦ на каждую кость, например 2-5:оба 1-2:слева (концы: слева, справа, оба, нет)
answer-yes = да
answer-no = нет
answer-none = нет
answer-unreachable = нет (недостижимо)
answer-item = { $item }
answer-list = { $first } { $rest }
answer-classify = { $tile }:{ $end }
status-ongoing = продолжается
status-draw = ничья
end-left = слева
end-right = справа
end-both = оба
end-none = нет
verdict-correct = Верно.
verdict-wrong = Неверно.
verdict-expected = Ваш ответ: { $given }. Правильный ответ: { $expected }.
verdict-trap = Этот ответ следует правилу другого варианта: { $trap }.
game-aeroplane = Авиалудо
game-chinese-checkers = китайские шашки
game-dominoes = домино «дубль-шесть»
game-hnefatafl = хнефатафл (Фетлар)
show-to-move = Ход: { $side }
show-won = Победа: { $side }
validate-ok = { $file }: позиция корректна ({ $status })
validate-count = { $count ->
    [0] проблем нет
    [one] { $count } проблема
    [few] { $count } проблемы
   *[many] { $count } проблем
}
verify-answer-missing = у вопроса { $question } нет записанного ответа
verify-answer-unreadable = не удаётся прочитать записанный ответ «{ $given }»; ожидаемая форма: { $expected }
verify-answer-mismatch = вопрос { $question }: в файле { $given }, движок отвечает { $engine }
verify-trap-no-effect = ловушка `{ $trap }` не меняет ответ на вопрос { $question }
verify-text-missing = нет текста `{ $id }` на языке { $lang }
verify-text-untranslated = текст `{ $id }` на языке { $lang } не переведён
verify-text-syntax = файл текстов { $file } нарушает синтаксис Fluent в строке { $line }, столбце { $column } («{ $text }»)
verify-summary = проверено: { $exercises } { $exercises ->
    [one] упражнение
    [few] упражнения
   *[many] упражнений
}, { $problems ->
    [0] проблем нет
   *[other] { $problems } { $problems ->
        [one] проблема
        [few] проблемы
       *[many] проблем
    }
}
ask-legal = Допустим ли ход { $move }?
ask-moves = Какие ходы допустимы?
ask-moves-from = Куда может пойти фигура с { $from }?
ask-after-landing = Где окажется самолёт после { $moves }?
ask-after-captured = С каких клеток снимаются фигуры после { $moves }?
ask-after-extra-roll = Будет ли дополнительный бросок после { $moves }?
ask-after-turn = Чей ход после { $moves }?
ask-after-status = Каково положение партии после { $moves }?
ask-after-open-ends = Какие значения открыты на концах после { $moves }?
ask-status = Каково положение партии: продолжается, выиграна (кем) или ничья?
ask-capture-rolls = При каких значениях кубика сторона, чей ход, сбивает самолёт на клетке { $target }?
ask-classify = Для каждой кости руки: слева, справа, оба или нет?
ask-draws = Сколько костей игрок может взять из базара самое большее сейчас?
ask-score = Сколько очков приносит { $move }?
ask-king-routes = До каких углов король может дойти за один ход?
ask-escape = Могут ли белые наверняка провести короля в угол не более чем за { $within } { $within ->
    [one] ход
    [few] хода
   *[many] ходов
}?
ask-capture-king = Могут ли чёрные наверняка взять короля не более чем за { $within } { $within ->
    [one] ход
    [few] хода
   *[many] ходов
}?
ask-distance = За какое наименьшее число ходов фигура с { $from } дойдёт до { $to }?
hint-legal = Проследите ход клетка за клеткой, затем посмотрите, где он заканчивается и что там разрешено.
hint-moves = Переберите все фигуры стороны, чей ход, и все места, куда каждая может попасть.
hint-after = Сыграйте ходы по одному и после каждого примените все правила.
hint-status = Проверьте условие победы каждой стороны, затем ничью.
hint-capture-rolls = Считайте шаги по собственному маршруту ходящей стороны, для каждого значения кубика.
hint-classify = Сравните каждую половину каждой кости с двумя открытыми значениями.
hint-draws = Посчитайте кости в базаре и вспомните, сколько должно там остаться.
hint-score = Подумайте, начисляет ли эта редакция очки во время игры.
hint-king-routes = Проведите линии от короля по горизонтали и вертикали до края: какие углы свободны?
hint-escape = Ищите ход короля, который угрожает сразу двум углам.
hint-capture-king = Посчитайте свободные стороны короля и то, что рядом с ним считается враждебным.
hint-distance = Считайте шаги и цепочки прыжков; остальные фигуры стоят на месте.
practice-saved = Прогресс сохранён.
list-count = выполнено { $done } из { $total }
usage-missing = не указан { $arg }
usage-unknown-arg = неизвестный параметр { $arg }
usage-unknown-arg-suggest = неизвестный параметр { $arg }; возможно, имелся в виду { $suggested }?
usage-out-of-range = { $value } вне допустимых значений { $arg }: от { $min } до { $max }
usage-invalid-value = { $value } не подходит для { $arg }
usage-invalid-value-choices = { $value } не подходит для { $arg } (возможно: { $valid })
usage-unknown-command = неизвестная команда { $name }
usage-no-command = команда не указана
usage-not-utf8 = аргумент `{ $value }` не является текстом в UTF-8 (в другой кодировке могут быть только имена файлов)
usage-other = { $detail }
usage-help = Команды: practice, list, show, diagram, worksheet, check, solve, validate, verify, quiz, ask, rules, drill, play, replay, review, progress, completions, man. Подробнее: plyyard --help.
usage-help-command = Подробнее: plyyard { $command } --help.
legend-aeroplane = r, y: красные и жёлтые самолёты (r2: два самолёта) · *: безопасная клетка · R1–R5, Y1–Y5: финишные дорожки · ::: центр · [ ]: клетки из вопроса
legend-aeroplane-unmarked = r, y: красные и жёлтые самолёты (r2: два самолёта) · *: безопасная клетка · R1–R5, Y1–Y5: финишные дорожки · ::: центр
legend-chinese-checkers = R: красная фишка · B: синяя фишка · .: пустой пункт (в лагерях окрашен) · [ ]: пункты хода
legend-chinese-checkers-unmarked = R: красная фишка · B: синяя фишка · .: пустой пункт (в лагерях окрашен)
legend-dominoes = ◀ ▶: два открытых конца цепочки · ▶: игрок, чей ход · [a|b]: те же кости простым текстом · ?: кость, которую никто не видит
legend-hnefatafl = X: атакующий (чёрные) · O: защитник (белые) · K: король · #: пустой трон · +: угол · [ ]: поля из вопроса
legend-hnefatafl-unmarked = X: атакующий (чёрные) · O: защитник (белые) · K: король · #: пустой трон · +: угол
show-draw = Ничья
error-write-file = не удаётся записать { $path }: { $detail }
error-no-exercises = в { $place } нет ни одного файла упражнений
diagram-written = Картинка записана в { $file }.
worksheet-written = Рабочий лист ({ $exercises ->
    [one] { $exercises } упражнение
    [few] { $exercises } упражнения
   *[many] { $exercises } упражнений
}) с ключом ответов записан в { $file }.
error-output-exists = { $path } уже существует, и записал его не plyyard: файл оставлен как есть (чтобы заменить его, добавьте --force)
error-output-is-input = { $path } — это читаемое упражнение: запишите картинку в другой файл
error-output-not-folder = { $path } — не папка: укажите папку, в которую писать
error-export-folder-used = в { $path } уже { $count ->
    [one] есть { $count } файл упражнения
    [few] есть { $count } файла упражнений
   *[many] есть { $count } файлов упражнений
} (прежний экспорт?): экспортируйте в пустую папку или добавьте --force, чтобы заменить прежний экспорт
worksheet-file-skipped = { $file } не включён в лист: { $detail }
board-wider = Доска шириной в { $columns } { $columns ->
    [one] колонку
    [few] колонки
   *[many] колонок
} не помещается в { $width } { $width ->
    [one] колонку
    [few] колонки
   *[many] колонок
} экрана, а сжать её нельзя. Если её строки переносятся, расширьте окно.
