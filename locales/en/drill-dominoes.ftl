# Dominoes drills: prompts and explanations.
drill-dom-q-classify = The line is open at { $left } on the left and { $right } on the right. Sort each tile of { $side ->
        [black] Black's
       *[white] White's
    } hand: left, right, both or none (as 2-5:both 1-1:none).
drill-dom-q-open-ends = { $seq ->
        [single] { $side ->
            [black] Black plays
           *[white] White plays
        } { $first }.
       *[pair] { $side ->
            [black] Black plays { $first }, then White plays { $second }.
           *[white] White plays { $first }, then Black plays { $second }.
        }
    } Which values are open at the two ends now? (two numbers)
drill-dom-q-draw-turn = No tile of { $side ->
        [black] Black's
       *[white] White's
    } hand fits, so this side draws { $tile }. Who is to play next? (black or white)
drill-dom-q-draws = No tile of { $side ->
        [black] Black's
       *[white] White's
    } hand fits. How many tiles may this side have to draw, at most, before it can play or must pass? (a number)
drill-dom-q-may-pass = { $side ->
        [black] Black
       *[white] White
    } to play. May this side pass now? (yes/no)
drill-dom-q-may-draw = { $side ->
        [black] Black
       *[white] White
    } to play. May this side draw a tile now? (yes/no)
drill-dom-q-moves = { $side ->
        [black] Black
       *[white] White
    } to play. Which actions are allowed now? (as 2-5@left, draw or pass)
drill-dom-q-status-blocked = Both players have just passed, one after the other. Where does the game stand? (ongoing, black, white or draw)
drill-dom-q-status-after = { $side ->
        [black] Black to play.
       *[white] White to play.
    } { $seq ->
        [single] This side passes.
       *[pair] This side passes, then the other one passes too.
    } Where does the game stand then? (ongoing, black, white or draw)

drill-dom-x-classify = A tile fits an end when one of its halves shows that end's value; a double is checked like any other tile.
drill-dom-x-ends = The half laid against the line is covered: the tile's other half becomes the open value at that end, and the other end does not change.
drill-dom-x-draw = With no tile that fits, the player draws one tile after another and keeps the turn, until a tile fits or only two tiles are left in the boneyard.
drill-dom-x-pass = A player passes only when no tile of the hand fits and the boneyard is down to its last two tiles, which are never drawn; otherwise the player must draw.
drill-dom-x-blocked = When both players pass in a row the game is blocked and the lower total of pips left in hand wins; equal totals are a draw. Here Black holds { $black ->
        [one] { $black } pip
       *[other] { $black } pips
    } and White { $white ->
        [one] { $white } pip
       *[other] { $white } pips
    }.
drill-dom-x-no-score = This edition keeps no score during play: no tile earns points, doubles included. Under All Fives this move would have scored { $points }, but that is another game.
