#!/usr/bin/env python3
"""Random rollouts per CPU second in OpenSpiel, run by its C++ loop.

Usage:
  openspiel_rollouts.py GAME [--seconds S] [--seed K]
  openspiel_rollouts.py GAME --lengths GAMES [--seed K]
  openspiel_rollouts.py --version

GAME is `chinese_checkers` (default parameters: max_moves=1000) or `maedn`
(players=2). The rollouts are run by pyspiel's C++ code: an MCTSBot with a
RandomRolloutEvaluator of N rollouts and ONE simulation; one `bot.step` on
the first decision node (the chance nodes before it, if any, are given their
first outcome) evaluates that node with N random rollouts to the end of the
game. N is chosen from a short untimed probe so that the step takes about S
seconds of CPU time (`time.process_time`). Output, one line:
  rollouts GAME N CPU_S ROLLOUTS_PER_S

`--lengths` plays GAMES random games in Python instead (not timed) and prints
how long they are: actions (all `apply_action` calls), chance actions, turns
(changes of the player to move, plus one) and how many ended with a winner
before any move limit:
  lengths GAME games=... actions=... chance=... turns=... decided=...
"""
import argparse
import importlib.metadata
import math
import random
import sys
import time

import pyspiel

PARAMS = {"chinese_checkers": {}, "maedn": {"players": 2}}


def load(name: str):
    game = pyspiel.load_game(name, PARAMS[name])
    params = game.get_parameters()
    if name == "maedn" and params.get("players") != 2:
        sys.exit(f"maedn parameters {params}: expected players=2")
    if name == "chinese_checkers" and params.get("max_moves") != 1000:
        sys.exit(f"chinese_checkers parameters {params}: expected max_moves=1000")
    return game


def decision_state(game):
    """The start state, chance outcomes applied (the first one each) until a
    player is to move."""
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    return state


def timed_step(game, state, n: int, seed: int) -> float:
    bot = pyspiel.MCTSBot(game, pyspiel.RandomRolloutEvaluator(n, seed),
                          2.0, 1, 1000, False, seed, False)
    start = time.process_time()
    bot.step(state)
    return time.process_time() - start


def rollouts(name: str, seconds: float, seed: int) -> None:
    game = load(name)
    state = decision_state(game)
    # untimed probe: about a tenth of the target, from a few rollouts up
    n, spent = 4, 0.0
    while spent < min(0.1, seconds / 10):
        n *= 2
        spent = timed_step(game, state, n, seed + 1_000_003)
    n = max(1, math.ceil(n * seconds / spent))
    spent = timed_step(game, state, n, seed)
    print(f"rollouts {name} {n} {spent:.4f} {n / spent:.1f}")


def lengths(name: str, games: int, seed: int) -> None:
    game = load(name)
    rng = random.Random(seed)
    actions = chance = turns = decided = 0
    for _ in range(games):
        state = game.new_initial_state()
        last = None
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
                chance += 1
            else:
                player = state.current_player()
                if player != last:
                    turns += 1
                    last = player
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
        decided += any(r != 0 for r in state.returns())
    print(f"lengths {name} games={games} actions={actions / games:.1f} "
          f"chance={chance / games:.1f} turns={turns / games:.1f} "
          f"decided={decided}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game", nargs="?", choices=sorted(PARAMS))
    p.add_argument("--seconds", type=float, default=1.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lengths", type=int, metavar="GAMES")
    p.add_argument("--version", action="store_true")
    a = p.parse_args()
    if a.version:
        print(importlib.metadata.version("open_spiel"))
    elif a.game is None:
        p.error("GAME is needed")
    elif a.lengths:
        lengths(a.game, a.lengths, a.seed)
    else:
        rollouts(a.game, a.seconds, a.seed)


if __name__ == "__main__":
    main()
