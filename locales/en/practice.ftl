# Practice: attempts, answers shown, summaries, menu, progress reset, list.
help-progress = Show or reset the progress kept by practice
help-progress-reset = Forget progress, of every game or of one (asks first on a terminal)
help-arg-level = Only this level: 1 (understand the rules), 2 (compare moves) or 3 (review)
help-arg-attempts = Wrong answers allowed before the answer is shown (default 2)
help-arg-review = Ask the review questions that are due first
help-arg-yes = Do not ask for confirmation (for scripts)
error-progress-newer = the progress file { $path } has format { $version }, written by a newer plyyard; it was left untouched: update plyyard, or move the file away to start afresh
practice-start = Practice: { $done } of { $total ->
    [one] { $total } exercise
   *[other] { $total } exercises
} done{ $due ->
    [0] {""}
    [one] , { $due } question due for review
   *[other] , { $due } questions due for review
}. Type your answer, or hint, solution, skip, quit.
practice-header = { $game } · level { $level }
practice-keys = (hint · solution · skip · quit)
practice-keys-attempt = Try { $attempt } of { $attempts } (hint · solution · skip · quit)
practice-form = Answer with { $form }.
practice-hint = Hint: { $hint }
practice-try-again-left = { $left ->
    [0] No tries left: the answer will be shown.
    [one] One more try before the answer is shown: try again, or type hint, solution or skip.
   *[other] { $left } more tries before the answer is shown: try again, or type hint, solution or skip.
}
practice-answer = The answer is: { $answer }.
practice-answer-board = [ ]: the squares of the answer
practice-set-wrong = { $count ->
    [1] One item of your answer is not right: another belongs in its place.
    [2] Two items of your answer are not right: others belong in their place.
    [3] Three items of your answer are not right: others belong in their place.
   *[other] { $count } items of your answer are not right: others belong in their place.
}
practice-set-extra = { $count ->
    [1] Your answer has one item too many.
    [2] Your answer has two items too many.
    [3] Your answer has three items too many.
   *[other] Your answer has { $count } items too many.
}
practice-set-missing = { $count ->
    [1] One item is missing.
    [2] Two items are missing.
    [3] Three items are missing.
   *[other] { $count } items are missing.
}
practice-move-illegal = { $move }: { $reason }
practice-number-high = Too many.
practice-number-low = Too few.
practice-distance-reachable = The piece can get there: count again.
practice-ends-right = { $count ->
    [0] Neither value is right.
    [one] One of the two values is right.
   *[other] Both values are right.
}
practice-classify-recheck = Look again at { $count ->
    [one] this tile
   *[other] these tiles
}: { $tiles }.
practice-exercise-summary = Exercise finished: { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
}, { $first } right at the first try, { $shown ->
    [0] no answer shown
    [one] { $shown } answer shown
   *[other] { $shown } answers shown
}.
practice-review-summary = Review of this exercise: { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
}, { $first } right at the first try, { $shown ->
    [0] no answer shown
    [one] { $shown } answer shown
   *[other] { $shown } answers shown
}.
practice-exercise-review = The questions missed at the first try come back in review (plyyard practice --review).
practice-session-summary = Session: { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
}, { $first } right at the first try, { $shown ->
    [0] no answer shown
    [one] { $shown } answer shown
   *[other] { $shown } answers shown
}.
practice-review-due = { $count ->
    [one] { $count } question is due for review: plyyard practice --review
   *[other] { $count } questions are due for review: plyyard practice --review
}
practice-all-done = All done here: { $done } of { $total ->
    [one] { $total } exercise
   *[other] { $total } exercises
}.
practice-all-done-praise = All done here: { $done } of { $total ->
    [one] { $total } exercise
   *[other] { $total } exercises
}. Well done!
practice-try-game = Try another game: plyyard practice --game { $game } ({ $name }).
practice-redo = Redo an exercise: plyyard practice --exercise ID (plyyard list shows the ids).
practice-menu-title = What would you like to practise?
practice-menu-review = review ({ $count ->
    [one] { $count } question due
   *[other] { $count } questions due
})
practice-menu-keys = Type a number, Enter to go on where you left off, or q to quit.
practice-menu-again = Type one of the numbers above, Enter, or q.
practice-file-skipped = { $file } cannot be practised: { $detail }
practice-nothing-chosen = no exercise matches these options
practice-reset-all = every game
practice-reset-confirm = Forget the progress ({ $scope })? (yes/no)
practice-reset-cancelled = Nothing was changed.
practice-reset-needs-yes = progress reset needs --yes when it cannot ask (standard input is not a terminal)
practice-reset-done = Progress forgotten ({ $scope }): { $count ->
    [0] there was none
    [one] { $count } exercise
   *[other] { $count } exercises
}.
list-totals = Right at the first try: { $first } of { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
} · { $due ->
    [0] nothing to review
    [one] { $due } question due for review
   *[other] { $due } questions due for review
}
list-legend = [x] done · [~] begun · [ ] new · ! due for review · then the level and the questions right at the first try
legend-aeroplane-marks = After a square’s number or plane, the square’s colour: R red, G green, Y yellow, B blue (lower-case r and y are planes)
progress-heading = Progress kept in { $path }:
progress-game = { $game }: { $done } of { $total ->
    [one] { $total } exercise done
   *[other] { $total } exercises done
} · { $due ->
    [0] nothing to review
    [one] { $due } question due for review
   *[other] { $due } questions due for review
} · { $last }
progress-last = last played { $date }
progress-never = not played yet
progress-hint-review = Review the questions due: plyyard practice --review
progress-hint-practice = Go on practising: plyyard practice (the list of exercises: plyyard list)
