## Dominoes (double-six with drawing): reasons, events, problems, traps, labels.


## Ends of the line
dom-end-left = left
dom-end-right = right
dom-fits-left = fits the left end only
dom-fits-right = fits the right end only
dom-fits-both = fits both ends
dom-fits-none = fits neither end

## Why an action is illegal
dom-illegal-game-over = The game is already over: no further action is possible.
dom-illegal-not-in-hand = Tile { $tile } is not in the hand of the side to move.
dom-illegal-no-match = Tile { $tile } matches neither open value: the line is open at { $left } on the left and { $right } on the right.
dom-illegal-wrong-end = Tile { $tile } does not fit the { $end } end (open value { $value }); it fits only the { $other-end } end (open value { $other }).
dom-illegal-draw-playable = No drawing while a tile fits: { $tile } can be played, so it must be played.
dom-illegal-last-two = { $count ->
    [0] The boneyard is empty
    [one] Only one tile remains in the boneyard
   *[other] Only { $count } tiles remain in the boneyard
  }: the last two always stay there.
dom-illegal-boneyard-empty = The boneyard is empty: there is nothing to draw.
dom-illegal-not-in-boneyard = Tile { $tile } cannot be drawn: it is not in the boneyard.
dom-illegal-pass-can-draw = Passing is not allowed yet: the boneyard still holds { $count } { $count ->
    [one] tile
   *[other] tiles
  }, so the player must draw.
dom-illegal-pass-playable = Passing is not allowed: { $tile } fits and must be played.
dom-illegal-not-opened = The line must be opened first: the side to move lays any tile.
dom-illegal-end-on-empty = The line is empty: the opening tile is written alone ({ $tile }), without an end.
dom-illegal-end-missing = The line is already open: say which end, { $tile }@left or { $tile }@right.

## Questions that depend on tiles nobody knows
dom-hidden-hand = Cannot tell: the hand of { $side } holds { $count } unknown { $count ->
    [one] tile
   *[other] tiles
  }, and the answer depends on what { $count ->
    [one] it is
   *[other] they are
  }.
dom-hidden-maybe-in-hand = Cannot tell: { $tile } is not known to be in the hand, but one of its unknown tiles could be it.
dom-hidden-draw-unnamed = Name the tile drawn (for example draw:3-4): the boneyard lists its tiles, and what follows depends on which one was taken.
dom-hidden-blocked-totals = The game would be blocked, but a hand holds unknown tiles: the pip totals cannot be compared.

## Unreadable notation
dom-bad-tile = “{ $text }” is not a tile: write two values from 0 to 6, such as 2-5.
dom-bad-pip = “{ $text }” has a half of { $value }: the values go from 0 (blank) to 6.
dom-bad-end = “{ $text }”: after @ write left or right, such as 2-5@right.

## What an action did
dom-event-opened = { $side }: { $tile } opens the line; the open values are { $left } and { $right }.
dom-event-played = { $side }: { $tile } laid at the { $end } end; the line is now open at { $left } and { $right }.
dom-event-drew = { $side }: draws { $tile }; { $count } { $count ->
    [one] tile is
   *[other] tiles are
  } left in the boneyard.
dom-event-drew-unknown = { $side }: draws a tile; { $count } { $count ->
    [one] tile is
   *[other] tiles are
  } left in the boneyard.
dom-event-passed = { $side }: passes ({ $passes } { $passes ->
    [one] pass
   *[other] passes
  } in a row).
dom-event-scored = Under All Fives this play would score { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
dom-event-turn-kept = Drawing does not end the turn: { $side } still have to move.
dom-event-turn-passes = The turn goes to { $side }.

## How the game stands
dom-status-ongoing = The game goes on.
dom-status-empty-hand = { $side } laid their last tile and win.
dom-status-blocked-win = Blocked game: Black hold { $black } { $black ->
    [one] pip
   *[other] pips
  }, White { $white }; the lower total wins: { $side }.
dom-status-blocked-draw = Blocked game: both hands hold { $total } { $total ->
    [one] pip
   *[other] pips
  }; equal totals make a draw.

## Problems of a position
dom-problem-bad-turn = “{ $text }” is not a side: the turn must be black or white.
dom-problem-bad-tile = “{ $text }” is not a tile: write it as two values joined by a dash, such as 2-5.
dom-problem-pip-out-of-range = “{ $text }”: a half of { $value } does not exist, the values go from 0 to 6.
dom-problem-unknown-in-line = The line cannot hold an unknown tile (?): laid tiles are face up.
dom-problem-duplicate-tile = Tile { $tile } appears twice.
dom-problem-line-mismatch = { $first } and { $second } do not join: { $right } touches { $left }.
dom-problem-negative-count = “{ $text }”: a number of tiles cannot be negative.
dom-problem-tile-count = The position holds { $count } { $count ->
    [one] tile
   *[other] tiles
  } in all; a full set has 28 (set partial = true for a teaching fragment).
dom-problem-boneyard-too-small = The boneyard holds { $count } { $count ->
    [one] tile
   *[other] tiles
  }: the last two are never drawn, so it cannot go below 2.
dom-problem-boneyard-too-large = The boneyard holds { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
  }: the deal leaves only 14 there.
dom-problem-white-opens = The line is not opened yet, so Black must move: Black open the game.
dom-problem-empty-hand-unopened = The hand of { $side } is empty although no tile has been laid.
dom-problem-both-hands-empty = Both hands are empty: only one player can lay their last tile.
dom-problem-passes-unopened = Nobody can pass before the line is opened.
dom-problem-passes-boneyard = A pass is only possible when the boneyard holds its last two tiles, not { $count }.
dom-problem-passes-after-win = The game ended when { $side } laid their last tile: nobody passed after that.
dom-problem-passer-can-play = { $side } are recorded as having passed, but { $tile } fits the line.
dom-problem-blocked-hidden-tiles = The game is blocked (two passes): both hands must be fully known to compare the pip totals.

## Questions that cannot be answered
dom-question-unknown-trap = Unknown trap “{ $trap }” for dominoes.
dom-question-unsupported = The question “{ $ask }” does not apply to dominoes.
dom-question-unopened = The line is not opened yet: there are no ends to classify tiles by, and any tile may open.
dom-question-no-ends = The line is still empty: it has no open ends.
dom-question-step = Move { $step } ({ $move }) cannot be played: { $reason }
dom-question-illegal-move = { $move } cannot be played: { $reason }

## Explanations
dom-explain-no-scoring = This edition scores no points during play: a double or a multiple of five brings nothing.
dom-explain-ends = The line is open at { $left } on the left and { $right } on the right.
dom-explain-open-any = The line is empty: { $side } open with any tile of their hand.
dom-explain-must-draw = No tile of the hand fits and the boneyard holds { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
  }: the player must draw.
dom-explain-must-pass = No tile of the hand fits and only the two reserved tiles remain: the player passes.
dom-explain-classify = { $tile }: { $where }.
dom-explain-draws = The boneyard holds { $count } tiles, and { $dead ->
    [0] every one of them fits the line: the first tile drawn can be played.
    [one] one of them fits neither end. At worst it comes out before any tile that fits, and the two reserved tiles are never drawn, so at most { $max ->
        [one] one tile
       *[other] { $max } tiles
    } can be drawn.
   *[other] { $dead } of them fit neither end. At worst they come out before any tile that fits, and the two reserved tiles are never drawn, so at most { $max ->
        [one] one tile
       *[other] { $max } tiles
    } can be drawn.
  }

## A move as an answer word
dom-answer-play = { $tile }@{ $end }
dom-answer-draw = draw
dom-answer-draw-tile = draw:{ $tile }
dom-answer-pass = pass

## Diagram labels
dom-label-line = line:
dom-label-hand = { $side } ({ $count }):
dom-label-boneyard = boneyard ({ $count }):
dom-label-passes = passes in a row: { $count }
## Printable table
dom-svg-not-opened = no tile laid yet
dom-svg-open-end = open end and its value
dom-svg-face-down = tile face down (nobody sees it)
dom-svg-to-move = the side to move
dom-svg-line = The line
dom-svg-hand = { $side-cap }: { $count ->
    [0] no tiles
    [one] { $count } tile
   *[other] { $count } tiles
}
dom-svg-boneyard = Boneyard: { $count ->
    [0] empty
    [one] { $count } tile
   *[other] { $count } tiles
}
## Playing a game
dom-play-must-pass = { $side }: no tile fits and the boneyard keeps its last { $count } tiles, so this is a pass.
dom-play-draw-named = Chance picks the tile that comes out of the boneyard: type just draw.
dom-deal-key = the deal has no group “{ $key }”: its groups are black, white and boneyard.
dom-deal-counts = a deal gives 7 tiles to each side and 14 to the boneyard, not { $black }, { $white } and { $boneyard }.
dom-why-only = No tile fits: drawing or passing is the only move.
dom-why-wins = { $tile } is the last tile of the hand.
dom-why-blocks = After { $tile } the open ends are { $left } and { $right }, values the other side has shown it lacks.
dom-why-heavy = Laying { $tile } rids you of { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
} while it still fits.
dom-why-sampled = { $tile } won { $won } of { $games ->
    [one] { $games } game
   *[other] { $games } games
} played out with hands dealt at random from the tiles not seen.
dom-hint-and = { $head } { $tail }
dom-hint-keeps = { $count ->
    [0] Afterwards none of the { $left } tiles left fits the open ends.
    [one] Afterwards one of the { $left } tiles left still fits the open ends.
   *[other] Afterwards { $count } of the { $left } tiles left still fit the open ends.
}
dom-hint-heaviest = No heavier tile could be laid this turn.
dom-hint-blocks = { $count ->
    [one] The other side has already shown that it lacks one of the open values.
   *[other] The other side has already shown that it lacks both open values.
}
