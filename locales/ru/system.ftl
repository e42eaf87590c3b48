# Ошибки операционной системы (src/os_error.rs).
os-not-found = нет такого файла или папки
os-permission-denied = доступ запрещён
os-is-a-directory = это папка, а не файл
os-not-a-directory = часть пути не является папкой
os-read-only = файловая система доступна только для чтения
os-storage-full = на устройстве не осталось места
os-already-exists = файл уже существует
os-invalid-data = текст не в кодировке UTF-8
os-unexpected-eof = данные обрываются раньше времени
os-interrupted = операция прервана
os-out-of-memory = недостаточно памяти
os-loop = слишком много уровней символических ссылок (петля из ссылок?)
os-name-too-long = слишком длинное имя файла
os-quota = превышена дисковая квота
os-file-too-large = файл слишком велик для файловой системы
os-too-many-files = слишком много открытых файлов
os-other = системная ошибка: { $detail }
