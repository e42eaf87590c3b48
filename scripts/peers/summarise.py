#!/usr/bin/env python3
"""The Markdown table of scripts/peers.sh from its raw measurements.

Usage: summarise.py RAW REPORT [--openspiel VERSION]

RAW holds the lines of the measuring programs, each prefixed by `round R`:
  round R playouts GAME PLAYOUTS_PER_S ...     (examples/playouts.rs --machine)
  round R rollouts GAME N CPU_S ROLLOUTS_PER_S (openspiel_rollouts.py)
  round R measure NAME PLYYARD_NS PEER_NS      (examples/peer_hnefatafl.rs)
and, without a round, `lengths ...` / `info ...` lines kept as notes.
The table goes to standard output and to REPORT.
"""
import argparse
import datetime
import os
import re
import statistics
import subprocess
from collections import defaultdict

# (measure, label, unit): a unit per second is a rate (higher = quicker), else a time
ROWS = [
    ("cc", "Chinese checkers random playout, 1,000 turns (vs OpenSpiel `chinese_checkers`)",
     "games/s"),
    ("aero", "Aeroplane random playout (vs OpenSpiel `maedn`, 2 players)", "games/s"),
    ("hnef-start", "Hnefatafl legal moves, start position (vs `hnefatafl` crate)",
     "ns/position"),
    ("hnef-positions", "Hnefatafl legal moves, 1,000 seeded positions, mean (vs crate)",
     "ns/position"),
    ("hnef-playout", "Hnefatafl random playout, per ply (vs crate)", "ns/ply"),
]


def parse(raw: str):
    """Per measure and round: (plyyard value, peer value), and the notes."""
    ours = defaultdict(dict)
    peer = defaultdict(dict)
    notes = []
    for line in open(raw, encoding="utf-8"):
        f = line.split()
        if not f:
            continue
        if f[0] != "round":
            notes.append(line.strip())
            continue
        r, kind, rest = int(f[1]), f[2], f[3:]
        if kind == "playouts":
            key = {"chinese-checkers": "cc", "aeroplane": "aero"}[rest[0]]
            ours[key][r] = float(rest[1])
        elif kind == "rollouts":
            key = {"chinese_checkers": "cc", "maedn": "aero"}[rest[0]]
            peer[key][r] = float(rest[3])
        elif kind == "measure":
            ours[rest[0]][r] = float(rest[1])
            peer[rest[0]][r] = float(rest[2])
    return ours, peer, notes


def fmt(x: float) -> str:
    if x >= 100:
        return f"{x:,.0f}"
    return f"{x:.1f}" if x >= 10 else f"{x:.2f}"


def cpu_model() -> str:
    try:
        for line in open("/proc/cpuinfo", encoding="utf-8"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def crate_version(name: str) -> str:
    text = open("Cargo.lock", encoding="utf-8").read()
    m = re.search(r'name = "%s"\nversion = "([^"]+)"' % re.escape(name), text)
    return m.group(1) if m else "unknown"


def rustc() -> str:
    return subprocess.run(["rustc", "--version"], capture_output=True, text=True,
                          check=False).stdout.strip() or "unknown"


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("raw")
    p.add_argument("report")
    p.add_argument("--openspiel", default="unknown")
    a = p.parse_args()
    ours, peer, notes = parse(a.raw)

    out = ["| measure | ratio plyyard/peer (min / median) | plyyard (median) "
           "| peer (median) | rounds |",
           "|---|---|---|---|---|"]
    for key, label, unit in ROWS:
        rounds = sorted(set(ours[key]) & set(peer[key]))
        if not rounds:
            out.append(f"| {label} | n/a | n/a | n/a | 0 |")
            continue
        rate = unit.endswith("/s")
        # higher = plyyard faster: a rate ratio, or the inverse of a time ratio
        ratios = [ours[key][r] / peer[key][r] if rate else peer[key][r] / ours[key][r]
                  for r in rounds]
        o = statistics.median(ours[key][r] for r in rounds)
        t = statistics.median(peer[key][r] for r in rounds)
        out.append(f"| {label} | {min(ratios):.2f}× / {statistics.median(ratios):.2f}× "
                   f"| {fmt(o)} {unit} | {fmt(t)} {unit} | {len(rounds)} |")
    out.append("")
    out.append(f"- Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    out.append(f"- CPU: {cpu_model()}, {os.cpu_count()} cores (measured on core 0, "
               "`taskset -c 0`, process CPU time)")
    out.append(f"- {rustc()}; OpenSpiel {a.openspiel} (pyspiel); "
               f"hnefatafl crate {crate_version('hnefatafl')}")
    if notes:
        out.append("- Notes from the runs:")
        out.extend(f"  - `{n}`" for n in notes)
    text = "\n".join(out) + "\n"
    print(text, end="")
    with open(a.report, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
