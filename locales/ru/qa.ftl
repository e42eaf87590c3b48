## Вопросы о правилах: ask, quiz, rules (src/qa, src/render/ask.rs).

# neg-yes / neg-no: a negative question («Нельзя ли…?») whose negation holds / does not hold: the answer agrees with the question as put.
qa-ask-verdict = { $verdict ->
        [yes] Да
        [neg-yes] Да
        [neg-no] Нет
       *[no] Нет
    } ({ $game }).
qa-ask-open = Ответ ({ $game }):
qa-ask-misconception = Это правило другого варианта: { $name }.
qa-ask-understood = Справочный вопрос: { $question }
qa-ask-see-also = Похожие вопросы:
qa-ask-not-understood = Я не понял этот вопрос: ни одно известное мне правило не отвечает на него наверняка.
qa-ask-game-unclear = Вопрос может относиться к нескольким играм ({ $games }): уточните игру, например с помощью --game.
qa-ask-conflict = Близкие правила дают на этот вопрос разные ответы, поэтому я не берусь отвечать.
qa-ask-pick-prompt = Введите номер вопроса, чтобы увидеть ответ (Enter — выход):
qa-ask-no-such-pick = Близкого вопроса номер { $n } нет: выберите номер от 1 до { $count }.
# The rule in another game whose fact gives the same answer.
qa-ask-in-game = { $game }: { $rule }
qa-ask-closest = Ближайшие вопросы:
qa-ask-too-long = Вопрос слишком длинный: { $length } { $length ->
        [one] символ
        [few] символа
        [many] символов
       *[other] символа
    }; ask читает не больше { $max }.

qa-misc-colour-jump = прыжок по клеткам своего цвета
qa-misc-even-exit = выход с базы на любом чётном числе
qa-misc-third-six-undo = третья шестёрка, отменяющая ходы очереди
qa-misc-bounce-back = отскок самолёта, перелетевшего центр
qa-misc-blockade = заслон из двух самолётов
qa-misc-flight = перелёт через доску на другую сторону
qa-misc-jump-captures = взятие прыжком, как в шашках
qa-misc-camp-lock = фишки, запертые в целевом лагере
qa-misc-must-continue = обязанность продолжать все прыжки
qa-misc-all-fives = подсчёт очков по правилам All Fives
qa-misc-draw-ends-turn = добор, который заканчивает ход
qa-misc-draw-all = добор до последней кости базара
qa-misc-double-six-opening = обязательное начало с дубля шесть-шесть
qa-misc-spinner = дубль-«развилка» с четырьмя ветками
qa-misc-edge-escape = победа короля на любом поле края
qa-misc-weak-king = взятие короля двумя атакующими, как солдата
qa-misc-self-capture = взятие фигуры, которая сама встала между врагами
qa-misc-shieldwall = взятие «стеной щитов»
qa-misc-short-king = король, который ходит только на одно поле
qa-misc-exit-fort = победа крепостью у края

qa-quiz-intro = Викторина по правилам: { $total } { $total ->
        [one] вопрос
        [few] вопроса
        [many] вопросов
       *[other] вопроса
    }. Вводите каждый ответ на отдельной строке.
qa-quiz-question = Вопрос { $n }/{ $total } ({ $game }): { $question }
qa-quiz-form-yes-no = Ответьте «да» или «нет».
qa-quiz-form-side = Назовите сторону: { $first } или { $second }.
qa-quiz-form-number = Ответьте числом.
qa-quiz-unreadable = Не удаётся понять ответ «{ $given }». { $form }
qa-quiz-unreadable-again = Ответ «{ $given }» тоже не удаётся понять, поэтому вопрос засчитан как неверный.
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
