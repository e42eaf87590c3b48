# Чтение файлов упражнений.
file-toml-syntax = синтаксическая ошибка TOML: { $detail }
file-missing-key = нет ключа `{ $key }`
file-unknown-key = неизвестный ключ `{ $key }`
file-wrong-type = `{ $key }` должно быть { $expected }
file-out-of-range = `{ $key }` равно { $value }, вне диапазона { $min }–{ $max }
file-integer-too-large = `{ $key }` равно { $value }: это число слишком велико
file-format-unsupported = формат { $found } новее, чем читает эта версия plyyard (до { $supported })
file-format-invalid = формата { $found } не бывает: напишите format = { $supported }
file-unknown-game = неизвестная игра `{ $game }` (aeroplane, chinese-checkers, dominoes или hnefatafl)
file-no-question = в упражнении нет ни одного [[question]]
file-missing-param = для ask = "{ $ask }" нужен ключ `{ $key }`
file-unknown-about = неизвестное `about = "{ $about }"` (landing, captured, extra-roll, turn, status, open-ends)
file-unknown-ask = неизвестный вопрос `ask = "{ $ask }"`
file-ask-not-for-game = вопрос `{ $ask }` не относится к игре { $game }
file-unknown-trap = неизвестная ловушка `{ $trap }` (в этой игре есть: { $known })
type-string = строкой
type-string-list = списком строк
type-integer = целым числом
type-boolean = true или false
type-count-or-list = числом или списком строк
type-table = таблицей
type-table-list = списком таблиц
type-answer = строкой, логическим значением, числом или списком
type-lang-list = списком кодов языков (en, fr, ru)
file-toml-syntax-expected = синтаксическая ошибка TOML: { $detail } (ожидается { $expected })
toml-unclosed-table = заголовок таблицы не закрыт
toml-unclosed-inline-table = встроенная таблица не закрыта
toml-unclosed-array = список не закрыт
toml-unclosed-array-before = список, открытый здесь, не закрыт: поставьте `]` после его последнего значения, до строки { $line }
toml-unclosed-array-eof = список, открытый здесь, так и не закрыт: поставьте `]` после его последнего значения
toml-duplicate-key = этот ключ задан дважды
toml-unquoted-string = текстовые значения нужно заключать в кавычки
toml-key-without-value = у ключа нет значения
toml-missing-value = не хватает значения
toml-missing-assignment = между ключом и значением не хватает `=`
toml-missing-comma = не хватает запятой
toml-extra-comma = лишняя запятая
toml-invalid-string = строка записана неверно
toml-invalid-key = ключ записан неверно
toml-invalid-value = значение записано неверно
toml-invalid-table = таблица записана неверно
toml-unexpected-content = здесь неожиданный текст
toml-too-deep = таблицы, списки или составные ключи вложены слишком глубоко
toml-equals-in-array = `=` внутри списка: в списке только значения через запятую (ключ пишется после `]`, закрывающей список)
toml-extra-equals = лишний `=`: у ключа только одно значение
toml-invalid-boolean = логическое значение записано неверно: TOML принимает только `true` или `false` строчными буквами
toml-invalid-escape = управляющая последовательность (`\` и следующий знак) неполна или неизвестна
toml-invalid-number = число записано неверно
toml-invalid-date = дата или время записаны неверно
toml-invalid-comment = в комментарии недопустимый символ
toml-bare-carriage-return = одиночный возврат каретки: конец строки должен быть `\n` или `\r\n`
toml-invalid-inline-table = встроенная таблица (`{"{"} … {"}"}`) записана неверно
toml-other = в этом месте текст не является допустимым TOML
toml-want-list = { $first }, { $rest }
toml-want-or = { $first } или { $rest }
toml-want-value = значение
toml-want-key = ключ
toml-want-newline = конец строки
toml-want-nothing = конец значения
toml-want-string = продолжение строки
toml-want-digits = цифры
toml-want-letters = буквы
toml-want-characters = печатные символы
toml-want-hex = шестнадцатеричные цифры
file-too-large = файл больше допустимого для упражнения размера: { $size } байт при максимуме { $max } (1 МиБ)
file-too-many-questions = таблиц [[question]]: { $count }, а в упражнении их может быть не больше { $max }
file-too-many-problems = ещё { $count } { $count ->
    [one] проблема не показана
    [few] проблемы не показаны
   *[many] проблем не показано
} (показаны только первые { $max })
file-not-utf8 = файл не является текстом в UTF-8 (здесь первый неверный байт)
file-unreadable = не удаётся прочитать файл: { $detail }
file-unreadable-text = этот файл с текстами не используется, его нельзя прочитать: { $detail }
