# Китайские шашки: тексты упражнений каталога.
## Каждое упражнение: название, затем каждый вопрос (`qN`) со своей подсказкой (`qN-hint`, если она есть) и объяснением (`qN-explain`, показывается сразу после этого вопроса), затем `explain` упражнения (после его последнего вопроса) и `hint`.

ex-chinese-checkers-supports-stay-title = Пять точек на ряду i
ex-chinese-checkers-supports-stay-q1 = Пять соседних пунктов в ряду i: ваша фишка на i9 (A), синяя фишка на i11 (B), i13 свободен (C), ваша фишка на i15 (D), i17 свободен (E). Допустима ли цепочка прыжков i9-i13-i17?
ex-chinese-checkers-supports-stay-q1-explain = У каждого прыжка есть всё нужное: i9 перелетает через i11 на свободный i13, затем через i15 на свободный i17. Цвет опорной фишки не важен.
ex-chinese-checkers-supports-stay-q2 = Какие фишки сняты с доски после i9-i13-i17?
ex-chinese-checkers-supports-stay-q2-hint = Пройдите цепочку прыжок за прыжком и посмотрите, что становится с каждой опорной фишкой.
ex-chinese-checkers-supports-stay-q2-explain = В китайских шашках взятия нет: после цепочки i11 и i15 остаются на своих местах.
ex-chinese-checkers-supports-stay-explain = Прыжок использует соседнюю фишку любого цвета и свободный пункт сразу за ней и ничего не берёт: опоры остаются на доске и снова пригодятся обоим игрокам.
ex-chinese-checkers-supports-stay-hint = Проверьте каждый отрезок: начало, опора, свободное приземление. И помните: в китайских шашках взятия нет.

ex-chinese-checkers-jump-anatomy-title = Начало, опора и приземление
ex-chinese-checkers-jump-anatomy-q1 = Ход красных. Законен ли прыжок d12-f14?
ex-chinese-checkers-jump-anatomy-q1-explain = d12-f14 начинается на d12, проходит над синей фишкой на e13 и заканчивается на свободном пункте f14.
ex-chinese-checkers-jump-anatomy-q2 = Законен ли прыжок d12-f10?
ex-chinese-checkers-jump-anatomy-q2-explain = d12-f10 проходит над вашей собственной фишкой на e11 и заканчивается на свободном пункте f10: свои фишки тоже служат опорой.
ex-chinese-checkers-jump-anatomy-q3 = Законен ли прыжок d12-d16?
ex-chinese-checkers-jump-anatomy-q3-explain = У d12-d16 есть опора на d14, но на пункте приземления d16 стоит синяя фишка: прыжку нужен пустой пункт за опорой.
ex-chinese-checkers-jump-anatomy-explain = Прыжок складывается из трёх пунктов: начало, соседняя опора любого цвета и пустое приземление прямо за ней. Проверяйте все три каждый раз.
ex-chinese-checkers-jump-anatomy-hint = Для каждого прыжка назовите три пункта: откуда он начинается, через какую фишку идёт и куда приземляется — этот пункт должен быть пуст.

ex-chinese-checkers-chain-change-direction-title = Поворот посреди цепочки
ex-chinese-checkers-chain-change-direction-q1 = Законен ли ход d10-f12-f16 (сначала через e11, затем вдоль ряда f через f14)?
ex-chinese-checkers-chain-change-direction-q1-explain = Из d10 фишка прыгает через e11 на f12, затем поворачивает и прыгает по ряду f через f14 на f16: в цепочке каждый прыжок может идти по другой из шести линий.
ex-chinese-checkers-chain-change-direction-q2 = На какие пункты фишка с d10 может попасть за один ход?
ex-chinese-checkers-chain-change-direction-q2-hint = Сначала перечислите шаги на пустые соседние пункты, затем каждое приземление каждого прыжка.
ex-chinese-checkers-chain-change-direction-q2-explain = Три шага ведут на пустые соседние пункты c11, d12 и e9. Единственный прыжок, через e11, приземляется на f12, а цепочка может там остановиться или повернуть вдоль ряда f до f16.
ex-chinese-checkers-chain-change-direction-explain = Каждый прыжок цепочки идёт по одной из шести линий, и следующий может выбрать другую. Перечисляя пункты, учитывайте каждое приземление каждой цепочки, а не только последнее.
ex-chinese-checkers-chain-change-direction-hint = Посмотрите на пункт приземления f12: какие его соседи заняты и свободен ли пункт за ними?

ex-chinese-checkers-no-duty-to-continue-title = Цепочку можно оборвать
ex-chinese-checkers-no-duty-to-continue-q1 = С f12 возможен ещё один прыжок — через g13 на h14. Законен ли всё же ход d10-f12?
ex-chinese-checkers-no-duty-to-continue-q1-explain = Цепочку можно закончить после любого прыжка: d10 прыгает через e11 на f12 и может там остановиться, хотя дальше есть ещё прыжок.
ex-chinese-checkers-no-duty-to-continue-q2 = На какие пункты фишка с d10 может попасть за один ход?
ex-chinese-checkers-no-duty-to-continue-q2-hint = Сначала шаги, потом прыжки: ход может закончиться на любом приземлении цепочки.
ex-chinese-checkers-no-duty-to-continue-q2-explain = Шаги ведут на c11, d12 и e9; прыжок через e11 приземляется на f12, и цепочка может продолжиться через g13 на h14. Оба приземления — возможные концы хода.
ex-chinese-checkers-no-duty-to-continue-explain = Где закончить цепочку, решает игрок; обязанность использовать все доступные прыжки — домашнее правило, которого в этой редакции нет.
ex-chinese-checkers-no-duty-to-continue-hint = Ничто не заставляет прыгать дальше.

ex-chinese-checkers-jump-opponent-piece-title = Прыжок через фишку соперника
ex-chinese-checkers-jump-opponent-piece-q1 = Ход красных. Законен ли прыжок f14-h16 через синюю фишку на g15?
ex-chinese-checkers-jump-opponent-piece-q1-explain = Синяя фишка на g15 стоит рядом с f14, а h16 сразу за ней свободен: опора чужого цвета годится не хуже своей.
ex-chinese-checkers-jump-opponent-piece-q2 = Какие фишки сняты после f14-h16?
ex-chinese-checkers-jump-opponent-piece-q2-explain = Прыжок никогда не снимает фишку: синяя остаётся на g15. Китайские шашки — гонка, а не игра со взятием.
ex-chinese-checkers-jump-opponent-piece-explain = Опорой может быть любая соседняя фишка, какого бы цвета она ни была, и её никогда не берут: фишки соперника помогают вашим прыжкам так же, как ваши.
ex-chinese-checkers-jump-opponent-piece-hint = Цвет опорной фишки не важен, и прыжок никогда её не снимает.

ex-chinese-checkers-pivots-serve-both-title = Опора для обеих сторон
ex-chinese-checkers-pivots-serve-both-q1 = Красные играют e13-g15 через синюю фишку на f14, затем синие играют h14-f16 через красную фишку, пришедшую на g15. Какие фишки покинули доску?
ex-chinese-checkers-pivots-serve-both-q1-hint = Разыграйте оба хода по очереди и проследите за каждой фишкой, через которую прыгают.
ex-chinese-checkers-pivots-serve-both-q1-explain = Оба прыжка оставляют опоры на месте: f14 стоит, и красная фишка, пришедшая на g15, тоже — как раз вовремя, чтобы синие прыгнули через неё.
ex-chinese-checkers-pivots-serve-both-q2 = Чей ход после этих двух ходов?
ex-chinese-checkers-pivots-serve-both-q2-hint = Сколько ходов сделала каждая сторона?
ex-chinese-checkers-pivots-serve-both-q2-explain = Ходы просто чередуются: сходили красные, потом синие, значит, снова ход красных.
ex-chinese-checkers-pivots-serve-both-explain = Сеть фишек никому не принадлежит: фишка, которую вы передвинули, уже следующим ходом может стать опорой для соперника.
ex-chinese-checkers-pivots-serve-both-hint = Разыграйте оба хода, ничего не убирая с доски.

ex-chinese-checkers-leave-target-camp-title = Фишка на n12, в лагере синих
ex-chinese-checkers-leave-target-camp-q1 = Ваша фишка на n12 уже стоит в лагере синих. Может ли она шагнуть обратно наружу, на m11?
ex-chinese-checkers-leave-target-camp-q1-explain = В этой редакции фишка никогда не запирается в целевом лагере: шаг с n12 на свободный m11 так же законен, как любой другой.
ex-chinese-checkers-leave-target-camp-q2 = На какие пункты фишка с n12 может попасть за один ход?
ex-chinese-checkers-leave-target-camp-q2-explain = Четыре шага ведут на m11, n10, n14 и o11; прыжок через o13 приземляется на p14, глубже в лагере, а прыжок через m13 — на l14, за его пределами.
ex-chinese-checkers-leave-target-camp-explain = Фишка может выйти из целевого лагеря и вернуться: выход иногда освобождает дорогу отстающей, но откладывает момент, когда внутри соберутся все десять.
ex-chinese-checkers-leave-target-camp-hint = Перечислите шаги и прыжки как обычно; граница лагеря ничего не меняет.

ex-chinese-checkers-opponent-blocks-win-title = Синяя фишка на n10
ex-chinese-checkers-opponent-blocks-win-q1 = Девять красных фишек стоят в лагере синих, десятая ждёт на m11, а синяя фишка всё ещё занимает n10. Каково состояние партии?
ex-chinese-checkers-opponent-blocks-win-q1-explain = Десять красных фишек должны одновременно занять десять пунктов лагеря, а синяя фишка на n10 держит один из них: партия продолжается.
ex-chinese-checkers-opponent-blocks-win-q2 = Синие играют n10-m9, затем красные играют m11-n10. Каково состояние партии теперь?
ex-chinese-checkers-opponent-blocks-win-q2-explain = Синие сами увели фишку, n10 освободился, и m11-n10 приводит туда десятую красную фишку: красные заполняют лагерь и выигрывают.
ex-chinese-checkers-opponent-blocks-win-explain = Фишку соперника в вашем целевом лагере нельзя ни взять, ни вытолкнуть; убрать её может только хозяин, и до тех пор победа откладывается.
ex-chinese-checkers-opponent-blocks-win-hint = Победа — это все десять ваших фишек одновременно на десяти пунктах лагеря.

ex-chinese-checkers-nine-do-not-win-title = Девять фишек в лагере синих
ex-chinese-checkers-nine-do-not-win-q1 = Девять красных фишек заполнили лагерь синих, кроме n12; десятая стоит на k13. Каково состояние партии?
ex-chinese-checkers-nine-do-not-win-q1-explain = Девяти фишек в лагере мало: побеждают только все десять вместе, поэтому партия продолжается.
ex-chinese-checkers-nine-do-not-win-q2 = Если остальные фишки стоят на месте, за сколько ходов фишка с k13 доберётся до n12?
ex-chinese-checkers-nine-do-not-win-q2-explain = Кратчайший путь занимает три хода, например k13-l12, l12-m11 и m11-n12: здесь каждый ход — простой шаг.
ex-chinese-checkers-nine-do-not-win-explain = Проверяйте лагерь пункт за пунктом: партия выиграна, только когда внутри одновременно стоят все десять фишек, а отстающая может стоить нескольких ходов.
ex-chinese-checkers-nine-do-not-win-hint = Посчитайте фишки в лагере, затем ищите шаги и прыжки к пустому пункту.

ex-chinese-checkers-network-intact-title = Сеть из трёх опор
ex-chinese-checkers-network-intact-q1 = Ваши фишки на e13, g15 и i17 образуют лесенку. За сколько ходов фишка с d12 доберётся до j18?
ex-chinese-checkers-network-intact-q1-explain = Хватает одного хода: за каждой из трёх опор e13, g15 и i17 есть свободный пункт, и одна цепочка переносит фишку с d12 на j18.
ex-chinese-checkers-network-intact-q2 = Допустима ли цепочка d12-f14-h16-j18?
ex-chinese-checkers-network-intact-q2-explain = Каждый отрезок в порядке: через e13 на f14, через g15 на h16, через i17 на j18, и каждое приземление свободно и лежит на одной линии со своей опорой.
ex-chinese-checkers-network-intact-explain = Опоры, расставленные через пункт, каждая со свободным пунктом за ней, превращают долгий путь в один ход: такую лесенку стоит строить для фишек, идущих следом.
ex-chinese-checkers-network-intact-hint = Каждая опора стоит между двумя свободными пунктами на одной линии.

ex-chinese-checkers-network-pivot-moved-title = Одна опора ушла из сети
ex-chinese-checkers-network-pivot-moved-q1 = Средняя опора перешла с g15 на g17. За сколько ходов фишка с d12 теперь доберётся до j18?
ex-chinese-checkers-network-pivot-moved-q1-hint = g15 теперь пуст: найдите другую опору, через которую можно попасть на j18, и посчитайте ходы, чтобы до неё добраться.
ex-chinese-checkers-network-pivot-moved-q1-explain = Теперь, когда опора стоит на g17, кратчайший путь занимает четыре хода, например d12-f14, шаг на f16, шаг на f18 и, наконец, цепочка через g17 и i17 на j18.
ex-chinese-checkers-network-pivot-moved-q2 = Допустима ли ещё цепочка d12-f14-h16-j18?
ex-chinese-checkers-network-pivot-moved-q2-hint = Проверьте каждый отрезок цепочки: есть ли фишка посередине каждого прыжка?
ex-chinese-checkers-network-pivot-moved-q2-explain = Прыжку f14-h16 нужна фишка на g15, а g15 теперь пуст: цепочка обрывается на втором отрезке.
ex-chinese-checkers-network-pivot-moved-explain = Перестановка одной опоры стоила этой фишке трёх лишних ходов. Прежде чем двигать фишку, проверьте, чьи маршруты проходят через неё.
ex-chinese-checkers-network-pivot-moved-hint = Прежде чем двигать опору, спросите себя, какие ваши фишки ею пользовались.

ex-chinese-checkers-last-three-arrivals-title = Сначала дальние пункты
ex-chinese-checkers-last-three-arrivals-q1 = p14 заняли раньше q13. Если остальные фишки стоят на месте, за сколько ходов фишка с m13 доберётся до q13?
ex-chinese-checkers-last-three-arrivals-q1-explain = Все пункты, с которых можно попасть на q13 шагом или прыжком, уже заняты красными фишками; пока они стоят на месте, фишка с m13 туда не попадёт.
ex-chinese-checkers-last-three-arrivals-q2 = За сколько ходов фишка с p14 доберётся до q13?
ex-chinese-checkers-last-three-arrivals-q2-explain = p14 соседствует со свободным q13: один шаг — и фишка внутри, а p14 освобождается.
ex-chinese-checkers-last-three-arrivals-q3 = За сколько ходов фишка с m13 доберётся до o13?
ex-chinese-checkers-last-three-arrivals-q3-hint = Соседствует ли o13 с m13? Если нет, найдите прыжок, который приземляется на o13, и пункт, откуда он начинается.
ex-chinese-checkers-last-three-arrivals-q3-explain = o13 свободен, но не соседствует с m13. Шаг на m11 ставит фишку на одну линию с n12, а прыжок через n12 приземляется на o13: два хода.
ex-chinese-checkers-last-three-arrivals-explain = Сначала заполняйте самые дальние пункты: когда подходы к q13 заняты, последней фишке туда уже не попасть, а пункты у края лагеря остаются доступными.
ex-chinese-checkers-last-three-arrivals-hint = Какие пункты ведут на q13 и кто на них стоит?

ex-chinese-checkers-spot-illegal-paths-title = Семь путей на проверку
ex-chinese-checkers-spot-illegal-paths-q1 = Ход красных. Законен ли ход i13-i17?
ex-chinese-checkers-spot-illegal-paths-q1-explain = i13-i17 — сдвиг на два пункта по ряду i, значит, это мог бы быть только прыжок, а прыжку нужна фишка на i15, через которую он идёт; i15 же пуст.
ex-chinese-checkers-spot-illegal-paths-q2 = Законен ли ход i13-l16 (сразу через j14 и k15)?
ex-chinese-checkers-spot-illegal-paths-q2-explain = С i13 на l16 фишка прошла бы сразу над j14 и k15: прыжок перелетает ровно через одну фишку и приземляется на пункт сразу за ней.
ex-chinese-checkers-spot-illegal-paths-q3 = Законен ли ход i13-k15?
ex-chinese-checkers-spot-illegal-paths-q3-explain = i13-k15 — прыжок через j14, но на k15 за ним стоит синяя фишка: пункт приземления должен быть пуст.
ex-chinese-checkers-spot-illegal-paths-q4 = Законен ли ход j14-j12?
ex-chinese-checkers-spot-illegal-paths-q4-explain = На j14 стоит синяя фишка, а ход красных: двигать можно только свои фишки.
ex-chinese-checkers-spot-illegal-paths-q5 = Законен ли ход i13-h12-g11?
ex-chinese-checkers-spot-illegal-paths-q5-explain = i13-h12 — шаг на соседний пункт, а шаг и есть весь ход: после него продолжить путь до g11 нельзя.
ex-chinese-checkers-spot-illegal-paths-q6 = Законен ли ход i13-k13, который обходил бы j14 вместо прыжка через него по прямой?
ex-chinese-checkers-spot-illegal-paths-q6-explain = Путь с i13 на k13 не идёт ни по одной из шести линий: прыжок пересекает опору по прямой и никогда её не огибает.
ex-chinese-checkers-spot-illegal-paths-q7 = Законен ли ход i13-i3?
ex-chinese-checkers-spot-illegal-paths-q7-explain = Пункта i3 на звезде нет: ряд i идёт от пятого до двадцать первого столбца.
ex-chinese-checkers-spot-illegal-paths-explain = Семь путей — семь ошибок. Допустимый ход — это шаг на свободный соседний пункт или прыжки, каждый через одну соседнюю фишку по прямой на свободный пункт за ней, своей фишкой и в пределах доски.
ex-chinese-checkers-spot-illegal-paths-hint = Каждый отрезок — либо шаг на свободный соседний пункт, либо прыжок через одну соседнюю фишку на свободный пункт сразу за ней.

ex-chinese-checkers-pass-is-no-defeat-title = Окружённая фишка на a13
ex-chinese-checkers-pass-is-no-defeat-q1 = Ваша единственная фишка на a13 окружена. Какие ходы у вас есть?
ex-chinese-checkers-pass-is-no-defeat-q1-explain = Оба соседних пункта, b12 и b14, заняты, как и c11 и c15 за ними: ни шага, ни прыжка нет, остаётся только пас.
ex-chinese-checkers-pass-is-no-defeat-q2 = Чей ход после вашего паса?
ex-chinese-checkers-pass-is-no-defeat-q2-hint = Чего стоит пас — партии или только хода?
ex-chinese-checkers-pass-is-no-defeat-q2-explain = Пас — такой же ход, как другие: он передаёт очередь, и дальше ходят синие. Блокировка — не поражение.
ex-chinese-checkers-pass-is-no-defeat-explain = В этой редакции нет поражения из-за блокировки: сторона без допустимого хода пасует, а победу приносят только десять фишек в противоположном лагере.
ex-chinese-checkers-pass-is-no-defeat-hint = Попробуйте каждый шаг и каждый прыжок с a13.
