#!/usr/bin/env python3
"""CPU time (user + system) of a command, median over runs, in milliseconds.

Usage: scripts/cpu-time.py [-n RUNS] -- COMMAND [ARGS...]
The command's output is discarded; its standard input is empty. CPU time, not
wall time, so that other work on the machine does not change the figure much.
"""
import os
import resource
import statistics
import subprocess
import sys


def main() -> None:
    args = sys.argv[1:]
    runs = 21
    if len(args) >= 2 and args[0] == "-n":
        runs = int(args[1])
        args = args[2:]
    if args and args[0] == "--":
        args = args[1:]
    if not args:
        sys.exit(__doc__)
    samples = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        samples.append(used * 1000.0)
    samples.sort()
    print(f"{statistics.median(samples):.2f} ms CPU (median of {runs}; "
          f"min {samples[0]:.2f}, max {samples[-1]:.2f}): {' '.join(args)}")


if __name__ == "__main__":
    main()
