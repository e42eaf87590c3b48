# Тренировка: попытки, показ ответа, итоги, меню, сброс прогресса, список.
help-progress = Показать или сбросить прогресс тренировки
help-progress-reset = Стереть прогресс всех игр или одной (в терминале сначала спрашивает)
help-arg-level = Только этот уровень: 1 (понять правила), 2 (сравнить ходы) или 3 (повторение)
help-arg-attempts = Сколько неверных ответов допускается, прежде чем показать ответ (по умолчанию 2)
help-arg-review = Сначала задать вопросы, которые пора повторить
help-arg-yes = Не спрашивать подтверждения (для скриптов)
error-progress-newer = файл прогресса { $path } имеет формат { $version } и записан более новой версией plyyard; он не изменён: обновите plyyard или перенесите файл, чтобы начать заново
practice-start = Тренировка: выполнено { $done } из { $total ->
    [one] { $total } упражнения
   *[other] { $total } упражнений
}{ $due ->
    [0] {""}
    [one] , { $due } вопрос пора повторить
    [few] , { $due } вопроса пора повторить
   *[other] , { $due } вопросов пора повторить
}. Введите ответ или «подсказка», «ответ», «пропустить», «выход».
practice-header = { $game } · уровень { $level }
practice-keys = (подсказка · ответ · пропустить · выход)
practice-keys-attempt = Попытка { $attempt } из { $attempts } (подсказка · ответ · пропустить · выход)
practice-form = Форма ответа: { $form }.
practice-hint = Подсказка: { $hint }
practice-try-again-left = { $left ->
    [0] Попыток больше нет: сейчас будет показан ответ.
    [one] Осталась { $left } попытка, потом будет показан ответ: попробуйте ещё раз или введите «подсказка», «ответ» либо «пропустить».
    [few] Осталось { $left } попытки, потом будет показан ответ: попробуйте ещё раз или введите «подсказка», «ответ» либо «пропустить».
   *[other] Осталось { $left } попыток, потом будет показан ответ: попробуйте ещё раз или введите «подсказка», «ответ» либо «пропустить».
}
practice-answer = Правильный ответ: { $answer }.
practice-answer-board = [ ]: клетки из ответа
practice-set-wrong = { $count ->
    [1] Один элемент ответа не тот: на его месте должен быть другой.
    [2] Два элемента ответа не те: на их месте должны быть другие.
    [3] Три элемента ответа не те: на их месте должны быть другие.
    [one] { $count } элемент ответа не тот: на его месте должен быть другой.
    [few] { $count } элемента ответа не те: на их месте должны быть другие.
   *[other] { $count } элементов ответа не те: на их месте должны быть другие.
}
practice-set-extra = { $count ->
    [1] В ответе один лишний элемент.
    [2] В ответе два лишних элемента.
    [3] В ответе три лишних элемента.
    [one] В ответе { $count } лишний элемент.
    [few] В ответе { $count } лишних элемента.
   *[other] В ответе { $count } лишних элементов.
}
practice-set-missing = { $count ->
    [1] Не хватает одного элемента.
    [2] Не хватает двух элементов.
    [3] Не хватает трёх элементов.
    [one] Не хватает { $count } элемента.
   *[other] Не хватает { $count } элементов.
}
practice-move-illegal = { $move }: { $reason }
practice-number-high = Слишком много.
practice-number-low = Слишком мало.
practice-distance-reachable = Фишка может туда попасть: пересчитайте.
practice-ends-right = { $count ->
    [0] Ни одно из двух значений не верно.
    [one] Одно из двух значений верно.
   *[other] Оба значения верны.
}
practice-classify-recheck = Посмотрите ещё раз { $count ->
    [one] на эту кость
   *[other] на эти кости
}: { $tiles }.
practice-exercise-summary = Упражнение закончено: { $questions ->
    [one] { $questions } вопрос
    [few] { $questions } вопроса
   *[other] { $questions } вопросов
}, верно с первой попытки: { $first }, { $shown ->
    [0] ответы не показывались
   *[other] показано ответов: { $shown }
}.
practice-review-summary = Повторение упражнения: { $questions ->
    [one] { $questions } вопрос
    [few] { $questions } вопроса
   *[other] { $questions } вопросов
}, верно с первой попытки: { $first }, { $shown ->
    [0] ответы не показывались
   *[other] показано ответов: { $shown }
}.
practice-exercise-review = Вопросы, на которые не удалось ответить с первой попытки, вернутся на повторение (plyyard practice --review).
practice-session-summary = Тренировка: { $questions ->
    [one] { $questions } вопрос
    [few] { $questions } вопроса
   *[other] { $questions } вопросов
}, верно с первой попытки: { $first }, { $shown ->
    [0] ответы не показывались
   *[other] показано ответов: { $shown }
}.
practice-review-due = { $count ->
    [one] { $count } вопрос пора повторить: plyyard practice --review
    [few] { $count } вопроса пора повторить: plyyard practice --review
   *[other] { $count } вопросов пора повторить: plyyard practice --review
}
practice-all-done = Здесь всё сделано: { $done } из { $total ->
    [one] { $total } упражнения
   *[other] { $total } упражнений
}.
practice-all-done-praise = Здесь всё сделано: { $done } из { $total ->
    [one] { $total } упражнения
   *[other] { $total } упражнений
}. Отлично!
practice-try-game = Попробуйте другую игру: plyyard practice --game { $game } ({ $name }).
practice-redo = Чтобы пройти упражнение заново: plyyard practice --exercise ID (идентификаторы показывает plyyard list).
practice-menu-title = Что будем тренировать?
practice-menu-review = повторение ({ $count ->
    [one] { $count } вопрос
    [few] { $count } вопроса
   *[other] { $count } вопросов
})
practice-menu-keys = Введите номер, Enter — продолжить с того места, где вы остановились, q — выйти.
practice-menu-again = Введите один из номеров выше, Enter или q.
practice-file-skipped = { $file } нельзя использовать для тренировки: { $detail }
practice-nothing-chosen = ни одно упражнение не подходит под эти параметры
practice-reset-all = все игры
practice-reset-confirm = Стереть прогресс ({ $scope })? (да/нет)
practice-reset-cancelled = Ничего не изменено.
practice-reset-needs-yes = для progress reset нужен --yes, когда спросить нельзя (стандартный ввод — не терминал)
practice-reset-done = Прогресс стёрт ({ $scope }): { $count ->
    [0] его не было
    [one] { $count } упражнение
    [few] { $count } упражнения
   *[other] { $count } упражнений
}.
list-totals = Верно с первой попытки: { $first } из { $questions } · { $due ->
    [0] повторять нечего
    [one] { $due } вопрос пора повторить
    [few] { $due } вопроса пора повторить
   *[other] { $due } вопросов пора повторить
}
list-legend = [x] сделано · [~] начато · [ ] не начато · ! пора повторить · далее уровень и число вопросов, решённых с первой попытки
legend-aeroplane-marks = После номера клетки или самолёта — цвет клетки строчной буквой: к красный, з зелёный, ж жёлтый, с синий (латинские r и y — самолёты)
progress-heading = Прогресс хранится в { $path }:
progress-game = { $game }: сделано { $done } из { $total ->
    [one] { $total } упражнения
    [few] { $total } упражнений
    [many] { $total } упражнений
   *[other] { $total } упражнения
} · { $due ->
    [0] повторять нечего
    [one] { $due } вопрос пора повторить
    [few] { $due } вопроса пора повторить
    [many] { $due } вопросов пора повторить
   *[other] { $due } вопроса пора повторить
} · { $last }
progress-last = последнее занятие { $date }
progress-never = занятий ещё не было
progress-hint-review = Повторите вопросы, которым пришёл срок: plyyard practice --review
progress-hint-practice = Продолжить: plyyard practice (список упражнений: plyyard list)
