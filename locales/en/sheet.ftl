# Printable pictures and worksheets.
svg-highlight = named in the question
sheet-title = Worksheet: { $games }
sheet-summary = { $exercises ->
    [one] { $exercises } exercise
   *[other] { $exercises } exercises
}, { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
}
sheet-name = Name
sheet-class = Class
sheet-date = Date
sheet-instructions = Study each board, then answer under each question. A dashed outline marks what the questions mention.
sheet-level = { $level ->
    [1] level 1, understanding the rules
    [2] level 2, comparing moves
   *[other] level { $level }, review
}
sheet-key-title = Answer key
sheet-key-answer = Answer:
sheet-key-trap = Misconception tested:
sheet-key-trap-answer = a learner who applies it answers { $answer }
sheet-key-explain = Explanation:
sheet-key-hint = Hint to give:
