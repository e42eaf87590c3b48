# Тренировочные упражнения, создаваемые на лету (заголовки, темы, подсказки).
drill-title = Тренировка: { $topic }

## Темы
drill-topic-exit-six = Какой самолёт ходит?
drill-topic-exact-arrival = У самой цели
drill-topic-capture-safe = Взятия и безопасные поля
drill-topic-capture-rolls = Броски, которые бьют
drill-topic-third-six = Третья шестёрка
drill-topic-no-colour-jump = Клетки своего цвета
drill-topic-step-jump = Шаг или прыжок
drill-topic-chain-turn = Цепочки с поворотом
drill-topic-no-capture = Перепрыгнутые фишки
drill-topic-target-camp = Целевой лагерь
drill-topic-distance = Расстояние в ходах
drill-topic-classify = Разбор руки
drill-topic-both-ends = Какой конец?
drill-topic-draw-until-playable = Добор до подходящей кости
drill-topic-pass = Последние две кости
drill-topic-blocked = Заблокированная партия
drill-topic-no-all-fives = Очки по ходу игры?
drill-topic-soldier-capture = Взятие солдата
drill-topic-throne-corner = Трон и углы
drill-topic-king-capture = Взятие короля
drill-topic-corner-escape = Король и выход
drill-topic-legal-move = Законен ли этот ход?

## Подсказки (никогда не ответ)
drill-hint-exit-six = Какие самолёты ещё на базе и какой бросок ждёт хода?
drill-hint-exact-arrival = Посчитайте, сколько шагов осталось каждому самолёту вместе с дорожкой: больший бросок этому самолёту не подходит.
drill-hint-capture-safe = Посмотрите на поле, где самолёт остановится: кто там стоит и не стартовое ли это поле или звезда?
drill-hint-capture-rolls = От цели отсчитайте назад по маршруту каждого своего самолёта от одного до шести шагов.
drill-hint-third-six = Сколько шестёрок эта сторона уже сыграла в этой очереди?
drill-hint-no-colour-jump = Отсчитайте клетки по кубику одну за другой.
drill-hint-step-jump = Шаг ведёт на соседний пункт; прыжок идёт через занятый соседний пункт на пустой пункт сразу за ним.
drill-hint-chain-turn = Проверьте каждый прыжок цепочки отдельно: соседний пункт занят, пункт за ним на той же линии пуст, ни один пункт не повторяется.
drill-hint-no-capture = Через какую точку проходит каждый прыжок и что стоит на ней от первого прыжка до последнего?
drill-hint-target-camp = Какие пункты составляют лагерь, который эта сторона должна заполнить, и кто на них стоит?
drill-hint-distance = Сначала ищите прыжки: один ход может увести фишку далеко.
drill-hint-classify = Сравните обе половины каждой кости с открытым числом слева, потом с открытым числом справа.
drill-hint-both-ends = Половина, приставленная к цепочке, закрывается; другая становится новым открытым числом.
drill-hint-draw-until-playable = Посчитайте кости базара, которые не подходят, и помните о двух, которые всегда остаются.
drill-hint-pass = Подходит ли какая-нибудь кость из руки и сколько костей осталось в базаре?
drill-hint-blocked = Сложите очки, оставшиеся в каждой руке.
drill-hint-no-all-fives = Важны только числа, оставшиеся открытыми: сумма концов в этой версии ничего не приносит, даже если она кратна 5.
drill-hint-soldier-capture = Для каждого вражеского солдата рядом с конечным полем посмотрите на поле за ним на той же линии.
drill-hint-throne-corner = Кто стоит на троне? И угол враждебен любому солдату.
drill-hint-king-capture = Обойдите четыре стороны короля: атакующие, пустой трон или край доски?
drill-hint-corner-escape = Выход дают только четыре угла.
drill-hint-legal-move = Проследите путь поле за полем и посмотрите, где он заканчивается.

## Команда drill
drill-welcome = Тренировка — { $game }, { $topic }, уровень { $level }: { $count ->
        [one] { $count } вопрос
        [few] { $count } вопроса
       *[other] { $count } вопросов
    } из зерна { $seed } (то же зерно даёт те же упражнения).
drill-every-topic = все темы по очереди
drill-unknown-topic = неизвестная тема `{ $topic }` для { $game } (темы: { $known })
drill-none-found = не удалось составить хороший вопрос для { $id }
drill-exported = { $count ->
        [one] { $count } упражнение записано
        [few] { $count } упражнения записаны
       *[other] { $count } упражнений записано
    } в { $dir } (зерно { $seed }); { $problems ->
        [0] plyyard verify принимает каждый файл.
        [one] plyyard verify находит { $problems } проблему.
        [few] plyyard verify находит { $problems } проблемы.
       *[other] plyyard verify находит { $problems } проблем.
    }
drill-list = { $head }, { $tail }
drill-offer = Все упражнения по игре «{ $name }» выполнены: для бесконечного потока новых вопросов запустите plyyard practice --drill --game { $game }.
drill-more = Ещё упражнения: plyyard practice --drill (пропущенные вопросы вернутся в plyyard practice --review).
