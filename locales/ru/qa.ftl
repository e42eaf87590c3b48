## Вопросы о правилах: ask, quiz, rules (src/qa).

qa-ask-understood = Понятый вопрос: { $question }
qa-ask-answer = Ответ: { $answer }
qa-ask-see-also = Похожие вопросы:
qa-ask-no-match = В банке правил нет вопроса, достаточно близкого к этому тексту.
qa-ask-closest = Ближайшие вопросы:

qa-quiz-intro = Викторина по правилам: { $total } { $total ->
        [one] вопрос
        [few] вопроса
        [many] вопросов
       *[other] вопроса
    }. Вводите каждый ответ на отдельной строке.
qa-quiz-question = Вопрос { $n }/{ $total } ({ $game }): { $question }
qa-quiz-form-yes-no = Ответьте «да» или «нет».
qa-quiz-form-side = Назовите сторону: { $first } или { $second }.
qa-quiz-unreadable = Не удаётся понять ответ «{ $given }». { $form }
qa-quiz-right = Верно. { $answer }
qa-quiz-wrong = Неверно. { $answer }
qa-quiz-eof = Ввод закончился: викторина остановлена.
qa-quiz-score = Результат: { $correct } из { $asked } { $asked ->
        [one] вопроса
       *[other] вопросов
    } (запланировано: { $total }).

qa-rules-heading-rules = Правила этой версии
qa-rules-heading-excluded = Что эта версия исключает
qa-rules-heading-decisions = Решения там, где руководство молчит

qa-game-aeroplane = Авиалудо
qa-game-chinese-checkers = Китайские шашки
qa-game-dominoes = Домино
qa-game-hnefatafl = Хнефатафл
