# Картинки и рабочие листы для печати.
svg-highlight = названо в вопросе
sheet-title = Рабочий лист: { $games }
sheet-summary = { $exercises ->
    [one] { $exercises } упражнение
    [few] { $exercises } упражнения
   *[many] { $exercises } упражнений
}, { $questions ->
    [one] { $questions } вопрос
    [few] { $questions } вопроса
   *[many] { $questions } вопросов
}
sheet-name = Имя
sheet-class = Класс
sheet-date = Дата
sheet-instructions = Рассмотрите каждую доску и ответьте под каждым вопросом. Пунктирной рамкой обведено то, о чём говорят вопросы.
sheet-level = { $level ->
    [1] уровень 1, понимание правил
    [2] уровень 2, сравнение ходов
   *[other] уровень { $level }, повторение
}
sheet-key-title = Ключ ответов
sheet-key-answer = Ответ:
sheet-key-trap = Проверяемое заблуждение:
sheet-key-trap-answer = кто ему следует, ответит { $answer }
sheet-key-explain = Объяснение:
sheet-key-hint = Подсказка для ученика:
