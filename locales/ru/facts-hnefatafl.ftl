## Факты хнефатафла, правила Фетлар 11×11: вопрос, ответ, объяснение.

fact-hnef-who-starts-q = Какая сторона делает первый ход?
fact-hnef-who-starts-a = Первыми ходят чёрные, то есть атакующие.
fact-hnef-who-starts-explain = У них 24 фигуры, но им нужно стеречь все четыре угла; белым хватает одного свободного пути для короля.

fact-hnef-attackers-count-q = Сколько атакующих в начале партии?
fact-hnef-attackers-count-a = У чёрных 24 атакующих, по краям доски.
fact-hnef-attackers-count-explain = Они стараются запереть короля, пока он не дошёл до угла.

fact-hnef-defenders-count-q = Сколько защитников окружают короля в начале?
fact-hnef-defenders-count-a = У белых 12 защитников и король.
fact-hnef-defenders-count-explain = В начале они стоят вокруг короля на центральном троне.

fact-hnef-board-size-q = На какой доске играют в этой версии?
fact-hnef-board-size-a = На доске 11 на 11 полей.
fact-hnef-board-size-explain = Трон в центре, на f6, а четыре угла — единственные выходы для короля.

fact-hnef-move-line-q = Может ли фигура пройти по прямой сколько угодно свободных полей?
fact-hnef-move-line-a = Да: любая фигура скользит по горизонтали или вертикали по свободным полям.
fact-hnef-move-line-explain = Остановиться можно где угодно до первого препятствия.

fact-hnef-no-diagonal-q = Может ли фигура ходить по диагонали?
fact-hnef-no-diagonal-a = Нет: ходят только по прямой, по горизонтали или вертикали.
fact-hnef-no-diagonal-explain = Это относится и к королю.

fact-hnef-no-jump-q = Может ли фигура перепрыгнуть через другую?
fact-hnef-no-jump-a = Нет: прыжков нет, любая фигура на пути останавливает ход.
fact-hnef-no-jump-explain = Путь до поля назначения должен быть полностью свободен.

fact-hnef-king-no-jump-q = Может ли король перепрыгнуть через своего защитника?
fact-hnef-king-no-jump-a = Нет: король, как и другие фигуры, не прыгает.
fact-hnef-king-no-jump-explain = Защитник перед ним закрывает путь; сначала его нужно убрать с дороги.

fact-hnef-landing-occupied-q = Можно ли встать на занятое поле?
fact-hnef-landing-occupied-a = Нет: поле назначения должно быть пустым.
fact-hnef-landing-occupied-explain = Фигуру никогда не берут, вставая на неё; берут, зажимая с двух сторон.

fact-hnef-one-move-per-turn-q = Можно ли за один ход передвинуть две фигуры?
fact-hnef-one-move-per-turn-a = Нет: за ход двигают одну фигуру.
fact-hnef-one-move-per-turn-explain = После хода и возможных взятий ходит соперник.

fact-hnef-king-long-move-q = Может ли король пройти за ход несколько полей, как другие фигуры?
fact-hnef-king-long-move-a = Да: король скользит на любое число свободных полей, как любая фигура.
fact-hnef-king-long-move-explain = В некоторых вариантах король ходит на одно поле; в этой версии — нет.

fact-hnef-backwards-q = Может ли фигура ходить назад, а не только вперёд?
fact-hnef-backwards-a = Да: любая фигура, включая короля, ходит по своей горизонтали или вертикали в обе стороны.
fact-hnef-backwards-explain = Направления вперёд, как в шашках, здесь нет; нужен только свободный путь.

fact-hnef-soldier-throne-q = Может ли солдат остановиться на троне?
fact-hnef-soldier-throne-a = Нет: останавливаться на троне может только король.
fact-hnef-soldier-throne-explain = Атакующий или защитник может лишь пройти через пустой трон.

fact-hnef-soldier-corner-q = Может ли солдат занять угол?
fact-hnef-soldier-corner-a = Нет: четыре угла отведены королю.
fact-hnef-soldier-corner-explain = Зато угол служит враждебной опорой для взятия солдат рядом с ним.

fact-hnef-pass-throne-q = Может ли фигура пройти через пустой трон?
fact-hnef-pass-throne-a = Да: любая фигура может пройти по пустому трону.
fact-hnef-pass-throne-explain = Остановиться на нём может только король.

fact-hnef-throne-occupied-cross-q = Можно ли пройти через трон, когда на нём сидит король?
fact-hnef-throne-occupied-cross-a = Нет: король на троне загораживает путь, как любая фигура.
fact-hnef-throne-occupied-cross-explain = Проход открыт только через пустой трон.

fact-hnef-king-throne-q = Может ли король вернуться на трон?
fact-hnef-king-throne-a = Да: король может встать на трон, когда захочет.
fact-hnef-king-throne-explain = Это единственная фигура, которой можно на нём останавливаться.

fact-hnef-king-corner-q = Может ли король войти в угол?
fact-hnef-king-corner-a = Да: король может встать в угол и этим выигрывает партию.
fact-hnef-king-corner-explain = Другим фигурам углы закрыты.

fact-hnef-custodial-q = Снимается ли солдат, которого соперник только что зажал на одной линии?
fact-hnef-custodial-a = Да: солдат, взятый в клещи ходом соперника, снимается с доски.
fact-hnef-custodial-explain = Фигура, вставшая вплотную к нему, должна найти по другую сторону на той же линии свою фигуру, угол или враждебный трон.

fact-hnef-captured-removed-q = Убирают ли взятую фигуру с доски?
fact-hnef-captured-removed-a = Да: взятый солдат покидает доску навсегда.
fact-hnef-captured-removed-explain = В игру он не возвращается; каждое взятие ослабляет сторону, потерявшую фигуру.

fact-hnef-multi-capture-q = Можно ли одним ходом взять несколько фигур?
fact-hnef-multi-capture-a = Да: ход берёт каждого зажатого им солдата соперника, иногда нескольких сразу.
fact-hnef-multi-capture-explain = Каждое направление вокруг сходившей фигуры проверяют отдельно.

fact-hnef-defenders-capture-q = Могут ли защитники брать атакующих?
fact-hnef-defenders-capture-a = Да: обе стороны берут, зажимая фигуру с двух сторон.
fact-hnef-defenders-capture-explain = Атакующего могут зажать два защитника или защитник с королём.

fact-hnef-diagonal-capture-q = Можно ли взять фигуру по диагонали?
fact-hnef-diagonal-capture-a = Нет: зажимают только по горизонтали или вертикали.
fact-hnef-diagonal-capture-explain = Две фигуры по диагонали от солдата ему не угрожают.

fact-hnef-edge-not-hostile-q = Помогает ли край доски взять солдата?
fact-hnef-edge-not-hostile-a = Нет: край доски не считается враждебной фигурой.
fact-hnef-edge-not-hostile-explain = Замкнуть клещи могут только фигура соперника, угол или враждебный трон.

fact-hnef-move-between-q = Берут ли фигуру, которая сама встала между двумя врагами?
fact-hnef-move-between-a = Нет: если фигура сама встала между двумя соперниками, её не снимают.
fact-hnef-move-between-explain = Взятие всегда происходит ходом соперника; но следующим ходом эту фигуру могут взять.

fact-hnef-between-later-q = Можно ли позже взять фигуру, которая встала между двумя врагами?
fact-hnef-between-later-a = Да: сразу её не снимают, но следующим ходом соперник может её зажать.
fact-hnef-between-later-explain = Достаточно, чтобы враг встал вплотную к ней, а с другой стороны был его союзник.

fact-hnef-corner-hostile-q = Может ли угол помочь взять солдата?
fact-hnef-corner-hostile-a = Да: угол считается вражеской фигурой при взятии.
fact-hnef-corner-hostile-explain = Солдат рядом с углом снимается, если соперник замыкает клещи с другой стороны.

fact-hnef-throne-hostile-q = Считается ли пустой трон вражеской фигурой при взятии?
fact-hnef-throne-hostile-a = Да: пустой трон враждебен всем солдатам.
fact-hnef-throne-hostile-explain = Солдат рядом с пустым троном снимается, если соперник замыкает клещи с другой стороны.

fact-hnef-throne-hostile-attackers-q = Остаётся ли трон с королём враждебным для атакующих?
fact-hnef-throne-hostile-attackers-a = Да: для атакующих трон враждебен всегда, пустой он или нет.
fact-hnef-throne-hostile-attackers-explain = Для защитников же он враждебен только пустой.

fact-hnef-throne-occupied-defenders-q = Враждебен ли защитникам трон, на котором сидит король?
fact-hnef-throne-occupied-defenders-a = Нет: пока король на троне, трон не помогает брать защитника.
fact-hnef-throne-occupied-defenders-explain = Враждебным для защитников он становится, как только опустеет.

fact-hnef-king-armed-q = Может ли король помогать брать атакующих?
fact-hnef-king-armed-a = Да: король участвует во взятии атакующих.
fact-hnef-king-armed-explain = Атакующий между королём и подошедшим защитником на одной линии снимается.

fact-hnef-two-attackers-q = Берут ли короля два атакующих?
fact-hnef-two-attackers-a = Нет: короля берут не так, как солдата.
fact-hnef-two-attackers-explain = Нужны атакующие со всех четырёх сторон или с трёх, если рядом пустой трон.

fact-hnef-king-four-q = Нужны ли четыре атакующих вокруг короля, чтобы его взять?
fact-hnef-king-four-a = Да: короля берут, когда атакующие стоят на всех четырёх соседних полях по вертикали и горизонтали.
fact-hnef-king-four-explain = Рядом с пустым троном хватает трёх атакующих и трона.

fact-hnef-king-throne-three-q = Хватит ли трёх атакующих, чтобы взять короля рядом с пустым троном?
fact-hnef-king-throne-three-a = Да: пустой трон заменяет четвёртую сторону.
fact-hnef-king-throne-three-explain = На трёх других соседних полях короля должны стоять атакующие.

fact-hnef-king-on-throne-q = Можно ли взять короля, когда он сидит на троне?
fact-hnef-king-on-throne-a = Да: четыре атакующих вокруг трона берут короля.
fact-hnef-king-on-throne-explain = Трон короля не защищает; нужно просто занять все четыре стороны.

fact-hnef-king-diagonals-q = Считаются ли атакующие по диагонали при взятии короля?
fact-hnef-king-diagonals-a = Нет: считаются только четыре соседних поля по вертикали и горизонтали.
fact-hnef-king-diagonals-explain = Атакующие на диагоналях короля не запирают.

fact-hnef-king-edge-q = Можно ли взять короля на краю доски?
fact-hnef-king-edge-a = Нет: на краю короля нельзя окружить с четырёх сторон, поэтому там его не взять.
fact-hnef-king-edge-explain = Чёрным остаётся перекрывать ему пути к углам.

fact-hnef-corner-wins-q = Выигрывают ли белые, когда король входит в угол?
fact-hnef-corner-wins-a = Да: король в углу сразу приносит победу белым.
fact-hnef-corner-wins-explain = Это единственный выход для короля; другое поле на краю не подходит.

fact-hnef-black-wins-capture-q = Выигрывают ли чёрные, взяв короля?
fact-hnef-black-wins-capture-a = Да: взятие короля приносит победу атакующим.
fact-hnef-black-wins-capture-explain = Взятие защитников помогает, но партию заканчивает только взятие короля.

fact-hnef-edge-wins-q = Выигрывает ли король, дойдя до края доски?
fact-hnef-edge-wins-a = Нет: по правилам Фетлар король должен войти в угол.
fact-hnef-edge-wins-explain = Край может сократить путь, но партию не заканчивает.

fact-hnef-edge-already-won-q = Победил ли уже король, стоящий на краю, но не в углу?
fact-hnef-edge-already-won-a = Нет: партия продолжается, пока король не дошёл до угла.
fact-hnef-edge-already-won-explain = Чёрным ещё нужно следить за линиями, ведущими к углам.

fact-hnef-tafl-edge-q = Во всех ли вариантах тафла король побеждает на краю?
fact-hnef-tafl-edge-a = Нет: тафл — семейство вариантов, и Фетлар требует угол.
fact-hnef-tafl-edge-explain = В других правилах выход на край бывает победой; сюда их не переносите.

fact-hnef-shieldwall-q = Можно ли взять «стеной щитов» несколько солдат в ряд у края?
fact-hnef-shieldwall-a = Нет: взятия «стеной щитов» в этой версии нет.
fact-hnef-shieldwall-explain = Каждого солдата берут, только зажав его одного на линии.

fact-hnef-exit-fort-q = Могут ли белые победить, построив крепость у края?
fact-hnef-exit-fort-a = Нет: победы крепостью в этой версии нет.
fact-hnef-exit-fort-explain = Белые выигрывают только тогда, когда король входит в угол.

fact-hnef-quiet-draw-q = Будет ли ничья после ста полуходов без взятий?
fact-hnef-quiet-draw-a = Да: сто полуходов подряд без единого взятия дают ничью.
fact-hnef-quiet-draw-explain = Счёт обнуляется при каждом взятии; по сети ничья возможна и по соглашению. В руководстве сказано «около ста» полуходов; в этой редакции решено считать ровно сто.

fact-hnef-no-move-loses-q = Проигрывает ли сторона, у которой нет ни одного допустимого хода?
fact-hnef-no-move-loses-a = Да: сторона, которой нечем ходить, проигрывает.
fact-hnef-no-move-loses-explain = В руководстве этот случай не описан; проект следует полным правилам Фетлар и обычным программам для тафла.

fact-hnef-no-repetition-q = Заканчивает ли партию многократное повторение позиции?
fact-hnef-no-repetition-a = Нет: правила о повторении в этой версии нет.
fact-hnef-no-repetition-explain = К ничьей автоматически ведут только сто полуходов без взятий.

fact-hnef-no-encirclement-q = Выигрывают ли атакующие, окружив всех защитников?
fact-hnef-no-encirclement-a = Нет: победы окружением нет, чёрные должны взять короля.
fact-hnef-no-encirclement-explain = Окружение может подготовить взятие короля, но само по себе не выигрывает.

fact-hnef-draw-agreement-q = Можно ли договориться о ничьей в сетевой игре?
fact-hnef-draw-agreement-a = Да: по сети игроки могут согласиться на ничью.
fact-hnef-draw-agreement-explain = Иначе ничью даёт только правило ста полуходов без взятий.
