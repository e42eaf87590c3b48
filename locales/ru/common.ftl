side-red = Красные
side-yellow = Жёлтые
side-blue = Синие
side-black = Чёрные
side-white = Белые
