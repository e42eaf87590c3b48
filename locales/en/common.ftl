side-red = Red
side-yellow = Yellow
side-blue = Blue
side-black = Black
side-white = White
