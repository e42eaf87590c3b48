# Упражнения по хнефатафлу: названия, вопросы, пояснения, подсказки.

ex-hnefatafl-edge-not-corner-title = Край — ещё не выход
ex-hnefatafl-edge-not-corner-q1 = Белый король благополучно дошёл до a7 на краю доски. Ход чёрных. Каково состояние партии? (продолжается, белые, чёрные или ничья)
ex-hnefatafl-edge-not-corner-q2 = В какие углы король может попасть отсюда одним ходом? (поля или «нет»)
ex-hnefatafl-edge-not-corner-q3 = Могут ли белые форсировать уход короля в угол за один ход белых, если первыми ходят чёрные? (да/нет)
ex-hnefatafl-edge-not-corner-q4 = А за два хода белых? (да/нет)
ex-hnefatafl-edge-not-corner-explain = В Фетлар побеждает только угол. Король на a7 стоит на краю, но не в углу, поэтому игра продолжается. На север его путь обрывается у атакующего на a9; путь на юг к a1 свободен, и чёрные, чей сейчас ход, закрывают его, поставив фигуру на вертикаль a ниже короля. Когда этот путь закрыт, ни с одного поля, куда король может пойти за ход, не виден свободный угол, поэтому и двух ходов белых не хватает.
ex-hnefatafl-edge-not-corner-hint = Пройдите по вертикали a в обе стороны и подумайте, чем угол отличается от поля края.

ex-hnefatafl-throne-captures-title = Пустой трон тоже участвует
ex-hnefatafl-throne-captures-q1 = Чёрные ходят h5-h6. Какие фигуры взяты? (поля или «нет»)
ex-hnefatafl-throne-captures-q2 = Вернёмся к позиции на диаграмме: чёрные ходят h8-f8. Каково состояние партии после хода?
ex-hnefatafl-throne-captures-q3 = Могут ли чёрные взять короля одним ходом? (да/нет)
ex-hnefatafl-throne-captures-explain = Король покинул трон, и пустой трон f6 считается враждебным полем. Защитник на g6 оказывается зажат между h6 и f6. Король на f7 соседствует с пустым троном, так что атакующих на e7, g7 и f8 хватает для его взятия.
ex-hnefatafl-throne-captures-hint = Пустой трон работает как вражеская сторона и против защитника, и против короля.

ex-hnefatafl-occupied-throne-title = Король на своём троне
ex-hnefatafl-occupied-throne-q1 = Чёрные ходят h5-h6. Какие фигуры взяты? (поля или «нет»)
ex-hnefatafl-occupied-throne-q2 = Могут ли чёрные взять короля одним ходом? (да/нет)
ex-hnefatafl-occupied-throne-q3 = Чёрные ходят h7-f7. Каково состояние партии?
ex-hnefatafl-occupied-throne-explain = Пока король сидит на троне, трон не помогает чёрным брать защитников: ход на h6 не берёт g6. Самому королю нужны атакующие со всех четырёх сторон; на g6 стоит защитник, поэтому f7 не завершает окружение.
ex-hnefatafl-occupied-throne-hint = Для защитников трон враждебен только пустым. Сколько атакующих касается короля?

ex-hnefatafl-edge-king-routes-title = Два пути вдоль края
ex-hnefatafl-edge-king-routes-q1 = Король стоит на e1. В какие углы он попадает одним ходом? (поля или «нет»)
ex-hnefatafl-edge-king-routes-q2 = Перечислите все поля, куда может пойти король с e1.
ex-hnefatafl-edge-king-routes-q3 = Допустим ли ход e1-k1? (да/нет)
ex-hnefatafl-edge-king-routes-q4 = Каково состояние партии сейчас?
ex-hnefatafl-edge-king-routes-explain = С e1 у короля два пути по первой горизонтали. На запад b1, c1 и d1 пусты, значит a1 открыт. На восток путь к k1 перекрывает атакующий на h1. Само по себе положение на краю ничего не даёт.
ex-hnefatafl-edge-king-routes-hint = Идите от короля к каждому углу поле за полем до первой фигуры.

ex-hnefatafl-open-a-route-title = Открыть два пути сразу
ex-hnefatafl-open-a-route-q1 = Ход белых. Может ли король попасть в угол прямо этим ходом? (да/нет)
ex-hnefatafl-open-a-route-q2 = Могут ли белые форсировать уход короля в угол за два хода белых? (да/нет)
ex-hnefatafl-open-a-route-q3 = Белые ходят d5-k5, чёрные отвечают j9-k9. Каково состояние партии?
ex-hnefatafl-open-a-route-q4 = Затем белые ходят k5-k1. Каково состояние партии?
ex-hnefatafl-open-a-route-explain = Пока король не видит ни одного угла. Переходом на k5 он открывает вертикаль k и к k1, и к k11. Один ход чёрных перекрывает лишь один из путей, и король входит в другой угол. Ход на d1 действует так же по первой горизонтали (a1 и k1).
ex-hnefatafl-open-a-route-hint = Найдите поле, с которого король видит два угла.

ex-hnefatafl-close-a-route-title = Одним ходом два пути не закрыть
ex-hnefatafl-close-a-route-q1 = В какие углы король с a4 попадает одним ходом? (поля или «нет»)
ex-hnefatafl-close-a-route-q2 = Ход чёрных. Могут ли белые форсировать уход короля в угол за один ход белых? (да/нет)
ex-hnefatafl-close-a-route-q3 = Могут ли чёрные взять короля одним ходом? (да/нет)
ex-hnefatafl-close-a-route-explain = Оба пути по вертикали a свободны. Путь перекрывают поля a2 и a3 с одной стороны и поля от a5 до a10 с другой; ни один ход чёрных не занимает поля по обе стороны от короля сразу, и белые уходят в оставшийся открытым угол. На краю короля взять нельзя.
ex-hnefatafl-close-a-route-hint = Для каждого хода чёрных проверьте, какой угол остаётся открытым.

ex-hnefatafl-who-starts-title = Кто начинает?
ex-hnefatafl-who-starts-q1 = Это начальная позиция. Каково состояние партии?
ex-hnefatafl-who-starts-q2 = Допустим ли сейчас ход f4-c4? (да/нет)
ex-hnefatafl-who-starts-q3 = Допустим ли сейчас ход d1-d3? (да/нет)
ex-hnefatafl-who-starts-q4 = Чей ход после d1-d3?
ex-hnefatafl-who-starts-explain = Партию открывают чёрные атакующие. Защитник не может сходить раньше них; после первого хода чёрных очередь переходит к белым.
ex-hnefatafl-who-starts-hint = Какая сторона делает первый ход в Фетлар?

ex-hnefatafl-two-attackers-title = Двух атакующих мало
ex-hnefatafl-two-attackers-q1 = Чёрные ходят e2-e5, и король на d5 оказывается между c5 и e5. Каково состояние партии?
ex-hnefatafl-two-attackers-q2 = Могут ли чёрные здесь взять короля одним ходом? (да/нет)
ex-hnefatafl-two-attackers-explain = Солдата между двумя противниками берут, но король не солдат. Вдали от трона ему нужны атакующие со всех четырёх сторон.
ex-hnefatafl-two-attackers-hint = Посчитайте атакующих, касающихся короля после хода.

ex-hnefatafl-throne-and-corners-title = Трон и углы принадлежат королю
ex-hnefatafl-throne-and-corners-q1 = Допустим ли ход f2-f6? (да/нет)
ex-hnefatafl-throne-and-corners-q2 = Допустим ли ход f2-f9? (да/нет)
ex-hnefatafl-throne-and-corners-q3 = Допустим ли ход b1-a1? (да/нет)
ex-hnefatafl-throne-and-corners-q4 = Перечислите все поля, куда может пойти атакующий с k3.
ex-hnefatafl-throne-and-corners-explain = Солдат может проскользнуть через пустой трон, но не остановиться на нём. Углы солдатам тоже запрещены: k3 идёт вверх до k10 и вниз до k2, но не на k11 и не на k1.
ex-hnefatafl-throne-and-corners-hint = Пройти через поле и встать на него — разные вещи.

ex-hnefatafl-between-two-enemies-title = Между двумя противниками
ex-hnefatafl-between-two-enemies-q1 = Белые ходят d8-d5, между атакующими на c5 и e5. Какие фигуры взяты? (поля или «нет»)
ex-hnefatafl-between-two-enemies-q2 = Белые ходят d8-d5, чёрные отвечают h6-d6. Какие фигуры взяты за эти два хода?
ex-hnefatafl-between-two-enemies-explain = Взятие должен завершить ход берущей стороны. Встав между c5 и e5, фигура в этот момент ничего не теряет, но следующим ходом d5 можно взять: когда атакующий приходит на d6, фигуры на d4 и d6 берут его в клещи.
ex-hnefatafl-between-two-enemies-hint = Чей ход замыкает зажим?

ex-hnefatafl-edge-is-not-escape-title = Край доски не приносит победы
ex-hnefatafl-edge-is-not-escape-q1 = Белые ходят e5-e1. Каково состояние партии?
ex-hnefatafl-edge-is-not-escape-q2 = Может ли король попасть в угол прямо этим ходом? (да/нет)
ex-hnefatafl-edge-is-not-escape-explain = Король на e1 просто стоит на краю: атакующие на c1 и h1 стерегут оба пути к углам. Фетлар требует именно угла.
ex-hnefatafl-edge-is-not-escape-hint = Какие поля заканчивают партию в пользу белых?

ex-hnefatafl-no-shieldwall-title = В Фетлар нет «стены щитов»
ex-hnefatafl-no-shieldwall-q1 = Чёрные ходят f5-f1, замыкая ряд d1-e1 между c1 и f1. Какие фигуры взяты? (поля или «нет»)
ex-hnefatafl-no-shieldwall-q2 = Допустим ли ход f5-f1? (да/нет)
ex-hnefatafl-no-shieldwall-explain = Каждого защитника на краю проверяют на его собственной линии: у d1 соседи c1 и e1, у e1 — d1 и f1. Ни один не стоит между двумя враждебными полями, поэтому никто не взят; правила «стены щитов» в Фетлар нет.
ex-hnefatafl-no-shieldwall-hint = Поищите обычный зажим вокруг каждого защитника рядом с пришедшей фигурой.

ex-hnefatafl-capture-suffix-title = Обозначение взятий
ex-hnefatafl-capture-suffix-q1 = Белые ходят e5-e8. Какие фигуры взяты? (поля или «нет»)
ex-hnefatafl-capture-suffix-q2 = Допустим ли ход в записи e5-e8xf8? (да/нет)
ex-hnefatafl-capture-suffix-q3 = Допустим ли ход в записи e5-e8xe9/f8? (да/нет)
ex-hnefatafl-capture-suffix-explain = Защитник, пришедший на e8, берёт e9 против e10 и f8 против g8. После x нужно назвать ровно взятые фигуры, поэтому одно xf8 — ошибка.
ex-hnefatafl-capture-suffix-hint = Посмотрите на всех четырёх соседей e8.

ex-hnefatafl-quiet-draw-title = Сто тихих полуходов
ex-hnefatafl-quiet-draw-q1 = Прошло девяносто девять полуходов без взятия. Чёрные ходят c3-c4. Каково состояние партии?
ex-hnefatafl-quiet-draw-q2 = А до этого хода?
ex-hnefatafl-quiet-draw-explain = Счётчик полуходов без взятия доходит до 100 ходом c3-c4, и партия заканчивается вничью. При 99 игра ещё шла.
ex-hnefatafl-quiet-draw-hint = Берёт ли что-нибудь ход c3-c4?
