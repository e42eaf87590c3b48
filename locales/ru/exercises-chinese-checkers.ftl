# Китайские шашки: тексты упражнений каталога.

ex-chinese-checkers-supports-stay-title = Опорные фишки не исчезают
ex-chinese-checkers-supports-stay-q1 = Пять соседних пунктов в ряду i: ваша фишка на i9 (A), синяя фишка на i11 (B), i13 свободен (C), ваша фишка на i15 (D), i17 свободен (E). Законна ли цепочка прыжков i9-i13-i17?
ex-chinese-checkers-supports-stay-q2 = Какие фишки сняты с доски после i9-i13-i17?
ex-chinese-checkers-supports-stay-explain = Цепочка законна: i9 прыгает через i11 на i13, затем через i15 на i17. Каждому прыжку нужна соседняя фишка любого цвета и свободный пункт сразу за ней. Ни одна фишка не покидает доску: i11 и i15 остаются на месте и позже послужат опорой обоим игрокам.
ex-chinese-checkers-supports-stay-hint = Проверьте каждый отрезок: начало, опора, свободное приземление. И помните: в китайских шашках взятия нет.
ex-chinese-checkers-supports-stay-q2-hint = Пройдите цепочку прыжок за прыжком и посмотрите, что становится с каждой опорной фишкой.

ex-chinese-checkers-jump-anatomy-title = Начало, опора и приземление
ex-chinese-checkers-jump-anatomy-q1 = Ход красных. Законен ли прыжок d12-f14?
ex-chinese-checkers-jump-anatomy-q2 = Законен ли прыжок d12-f10?
ex-chinese-checkers-jump-anatomy-q3 = Законен ли прыжок d12-d16?
ex-chinese-checkers-jump-anatomy-explain = d12-f14 начинается на d12, опирается на синюю фишку e13 и приземляется на свободный f14. d12-f10 опирается на вашу собственную фишку e11 и приземляется на свободный f10. У d12-d16 есть опора на d14, но пункт приземления d16 занят синей фишкой, поэтому такой прыжок невозможен.
ex-chinese-checkers-jump-anatomy-hint = Для каждого прыжка назовите три пункта: откуда он начинается, через какую фишку идёт и куда приземляется — этот пункт должен быть пуст.

ex-chinese-checkers-chain-change-direction-title = Поворот посреди цепочки
ex-chinese-checkers-chain-change-direction-q1 = Законен ли ход d10-f12-f16 (сначала через e11, затем вдоль ряда f через f14)?
ex-chinese-checkers-chain-change-direction-q2 = На какие пункты фишка с d10 может попасть за один ход?
ex-chinese-checkers-chain-change-direction-explain = Цепочке не нужно держать одно направление: каждый прыжок идёт по одной из шести линий, а следующий может выбрать другую. С d10 фишка делает шаг на c11, d12 или e9 либо прыгает на f12 и может продолжить до f16.
ex-chinese-checkers-chain-change-direction-hint = Посмотрите на пункт приземления f12: какие его соседи заняты и свободен ли пункт за ними?

ex-chinese-checkers-no-duty-to-continue-title = Цепочку можно оборвать
ex-chinese-checkers-no-duty-to-continue-q1 = С f12 возможен ещё один прыжок — через g13 на h14. Законен ли всё же ход d10-f12?
ex-chinese-checkers-no-duty-to-continue-q2 = На какие пункты фишка с d10 может попасть за один ход?
ex-chinese-checkers-no-duty-to-continue-explain = В этой редакции цепочка может закончиться на любом законном приземлении; использовать все доступные прыжки никто не обязан. Поэтому f12 и h14 — оба возможные концы, вместе с тремя шагами c11, d12 и e9. Обязательное продолжение — домашнее правило, здесь оно не действует.
ex-chinese-checkers-no-duty-to-continue-hint = Ничто не заставляет прыгать дальше.

ex-chinese-checkers-jump-opponent-piece-title = Прыжок через фишку соперника
ex-chinese-checkers-jump-opponent-piece-q1 = Ход красных. Законен ли прыжок f14-h16 через синюю фишку на g15?
ex-chinese-checkers-jump-opponent-piece-q2 = Какие фишки сняты после f14-h16?
ex-chinese-checkers-jump-opponent-piece-explain = Чужая фишка служит опорой так же, как своя: она стоит рядом с f14, а h16 за ней свободен, значит прыжок законен. Синяя фишка остаётся на g15: это не обычные шашки, здесь ничего не берут.
ex-chinese-checkers-jump-opponent-piece-hint = Цвет опорной фишки не важен, и прыжок никогда её не снимает.

ex-chinese-checkers-pivots-serve-both-title = Опора для обеих сторон
ex-chinese-checkers-pivots-serve-both-q1 = Красные играют e13-g15 через синюю фишку на f14, затем синие играют h14-f16 через красную фишку, пришедшую на g15. Какие фишки покинули доску?
ex-chinese-checkers-pivots-serve-both-q2 = Чей ход после этих двух ходов?
ex-chinese-checkers-pivots-serve-both-explain = Ни одна фишка не снята: f14 остаётся, а красная фишка на g15 сразу становится опорой для синих. Сеть фишек не принадлежит никому. После хода каждой стороны снова ходят красные.
ex-chinese-checkers-pivots-serve-both-hint = Разыграйте оба хода, ничего не убирая с доски.
ex-chinese-checkers-pivots-serve-both-q1-hint = Разыграйте оба хода по очереди и проследите за каждой фишкой, через которую прыгают.

ex-chinese-checkers-leave-target-camp-title = Выход из целевого лагеря
ex-chinese-checkers-leave-target-camp-q1 = Ваша фишка на n12 уже стоит в лагере синих. Может ли она шагнуть обратно наружу, на m11?
ex-chinese-checkers-leave-target-camp-q2 = На какие пункты фишка с n12 может попасть за один ход?
ex-chinese-checkers-leave-target-camp-explain = Да. В этой редакции фишка никогда не запирается в целевом лагере. С n12 она может шагнуть на m11, n10, n14 или o11, прыгнуть через o13 на p14 или через m13 наружу на l14. Выход может открыть дорогу отстающей фишке, хотя и оттягивает момент, когда все десять соберутся внутри.
ex-chinese-checkers-leave-target-camp-hint = Перечислите шаги и прыжки как обычно; граница лагеря ничего не меняет.

ex-chinese-checkers-opponent-blocks-win-title = Последний пункт занят
ex-chinese-checkers-opponent-blocks-win-q1 = Девять красных фишек стоят в лагере синих, десятая ждёт на m11, а синяя фишка всё ещё занимает n10. Каково состояние партии?
ex-chinese-checkers-opponent-blocks-win-q2 = Синие играют n10-m9, затем красные играют m11-n10. Каково состояние партии теперь?
ex-chinese-checkers-opponent-blocks-win-explain = Пока синяя фишка стоит на n10, красные не могут собрать в лагере десять фишек: партия продолжается. Ни взять её, ни сдвинуть красные не могут. Как только синие сами уводят её, ход m11-n10 дополняет десятку, и красные выигрывают.
ex-chinese-checkers-opponent-blocks-win-hint = Победа — это все десять ваших фишек одновременно на десяти пунктах лагеря.

ex-chinese-checkers-nine-do-not-win-title = Девяти мало
ex-chinese-checkers-nine-do-not-win-q1 = Девять красных фишек заполнили лагерь синих, кроме n12; десятая стоит на k13. Каково состояние партии?
ex-chinese-checkers-nine-do-not-win-q2 = Если остальные фишки стоят на месте, за сколько ходов фишка с k13 доберётся до n12?
ex-chinese-checkers-nine-do-not-win-explain = Партия продолжается: выигрывают только все десять фишек в лагере. Отстающей нужно три хода, например k13-l12, l12-m11 и m11-n12.
ex-chinese-checkers-nine-do-not-win-hint = Посчитайте фишки в лагере, затем ищите шаги и прыжки к пустому пункту.

ex-chinese-checkers-network-intact-title = Сеть из трёх опор
ex-chinese-checkers-network-intact-q1 = Ваши фишки на e13, g15 и i17 образуют лесенку. За сколько ходов фишка с d12 доберётся до j18?
ex-chinese-checkers-network-intact-q2 = Законна ли цепочка d12-f14-h16-j18?
ex-chinese-checkers-network-intact-explain = Хватит одного хода: d12 прыгает через e13 на f14, через g15 на h16, затем через i17 на j18. Три удачно поставленные опоры уносят фишку далеко за один ход.
ex-chinese-checkers-network-intact-hint = Каждая опора стоит между двумя свободными пунктами на одной линии.

ex-chinese-checkers-network-pivot-moved-title = Одна опора ушла из сети
ex-chinese-checkers-network-pivot-moved-q1 = Средняя опора перешла с g15 на g17. За сколько ходов фишка с d12 теперь доберётся до j18?
ex-chinese-checkers-network-pivot-moved-q2 = Законна ли ещё цепочка d12-f14-h16-j18?
ex-chinese-checkers-network-pivot-moved-explain = Перестановка одной опоры стоит этой фишке трёх лишних ходов: без фишки на g15 прыжок с f14 на h16 пропадает. Теперь кратчайший путь занимает четыре хода, например f14, затем шаг на f16, затем f18 и, наконец, цепочка через g17 и i17 на j18.
ex-chinese-checkers-network-pivot-moved-hint = Прежде чем двигать опору, спросите себя, какие ваши фишки ею пользовались.

ex-chinese-checkers-last-three-arrivals-title = Сначала дальние пункты
ex-chinese-checkers-last-three-arrivals-q1 = p14 заняли раньше q13. Если остальные фишки стоят на месте, за сколько ходов фишка с m13 доберётся до q13?
ex-chinese-checkers-last-three-arrivals-q2 = За сколько ходов фишка с p14 доберётся до q13?
ex-chinese-checkers-last-three-arrivals-q3 = За сколько ходов фишка с m13 доберётся до o13?
ex-chinese-checkers-last-three-arrivals-explain = На q13 можно попасть только с p12 или p14 либо прыжком с o11 или o15, а все четыре пункта заняты красными: пока они стоят, отстающая фишка туда не попадёт. Фишка с p14 шагает на q13 за один ход и освобождает p14; фишка с m13 доходит до o13 за два хода (m13-m11, затем прыжок через n12). Заполняйте сначала дальние пункты, чтобы последним фишкам хватило места.
ex-chinese-checkers-last-three-arrivals-hint = Какие пункты ведут на q13 и кто на них стоит?

ex-chinese-checkers-spot-illegal-paths-title = Найдите незаконные пути
ex-chinese-checkers-spot-illegal-paths-q1 = Ход красных. Законен ли ход i13-i17?
ex-chinese-checkers-spot-illegal-paths-q2 = Законен ли ход i13-l16 (сразу через j14 и k15)?
ex-chinese-checkers-spot-illegal-paths-q3 = Законен ли ход i13-k15?
ex-chinese-checkers-spot-illegal-paths-q4 = Законен ли ход j14-j12?
ex-chinese-checkers-spot-illegal-paths-q5 = Законен ли ход i13-h12-g11?
ex-chinese-checkers-spot-illegal-paths-q6 = Законен ли ход i13-k13, который обходил бы j14 вместо прыжка через неё по прямой?
ex-chinese-checkers-spot-illegal-paths-q7 = Законен ли ход i13-i3?
ex-chinese-checkers-spot-illegal-paths-explain = Ни один не законен. i13-i17 сдвигает фишку на два пункта, хотя на i15 нет фишки для прыжка. i13-l16 проходит сразу над двумя фишками — это не прыжок. i13-k15 приземляется на занятый пункт. j14 — синяя фишка, не ваша. i13-h12 — шаг, а шаг завершает ход. i13-k13 не идёт ни по одной из шести линий: прыжок не огибает фишку. Наконец, пункта i3 нет: ряд i начинается с пятого столбца.
ex-chinese-checkers-spot-illegal-paths-hint = Каждый отрезок — либо шаг на свободный соседний пункт, либо прыжок через одну соседнюю фишку на свободный пункт сразу за ней.

ex-chinese-checkers-pass-is-no-defeat-title = Заблокирован, но не побеждён
ex-chinese-checkers-pass-is-no-defeat-q1 = Ваша единственная фишка на a13 окружена. Какие ходы у вас есть?
ex-chinese-checkers-pass-is-no-defeat-q2 = Чей ход после вашего пропуска?
ex-chinese-checkers-pass-is-no-defeat-explain = Оба соседних пункта заняты, и оба пункта приземления за ними тоже: нет ни шага, ни прыжка, остаётся только pass. Блокировка — не поражение; дальше ходят синие, и партия продолжается.
ex-chinese-checkers-pass-is-no-defeat-hint = Попробуйте каждый шаг и каждый прыжок с a13.

## Объяснения к отдельным вопросам, показываются после этого вопроса (`-explain` упражнения — после последнего вопроса).
ex-chinese-checkers-chain-change-direction-q1-explain = Из d10 фишка прыгает через e11 на f12, затем поворачивает и прыгает по ряду f через f14 на f16: в цепочке каждый прыжок может идти по другой из шести линий.
ex-chinese-checkers-jump-anatomy-q1-explain = d12-f14 начинается на d12, проходит над синей фишкой на e13 и заканчивается на свободном пункте f14.
ex-chinese-checkers-jump-anatomy-q2-explain = d12-f10 проходит над вашей собственной фишкой на e11 и заканчивается на свободном пункте f10: свои фишки тоже служат опорой.
