#!/usr/bin/env bash
# plyyard beside peer engines, side by side, in CPU time. See --help.
set -euo pipefail

usage() {
    cat <<'USAGE'
Usage: scripts/peers.sh [--rounds N] [--seconds S] [--quick] [--no-build] [--help]

Compares plyyard's engines with peer engines, in process CPU time, all
pinned to core 0 (taskset -c 0):
  - Chinese checkers random playouts of 1,000 turns (examples/playouts.rs)
    against OpenSpiel's chinese_checkers (max_moves=1000) random rollouts;
  - aeroplane random playouts against OpenSpiel's maedn (2 players);
  - hnefatafl legal moves (start position, 1,000 seeded positions) and
    random playouts per ply against the `hnefatafl` crate 0.0.2 set up as
    Fetlar (examples/peer_hnefatafl.rs; it first checks that both engines
    count the same moves).
OpenSpiel's rollouts run in its C++ code (an MCTSBot with one simulation and
a RandomRolloutEvaluator of N rollouts, one bot.step, N chosen for about S
seconds).

Each round runs plyyard and the peers one after the other (the order flips
every round); the table gives, per measure, the ratio plyyard/peer (min and
median over the rounds, higher = plyyard faster) and the medians of the
absolute figures. It is printed and written to target/peers/report.md; the
raw lines are in target/peers/raw.txt.

First run: OpenSpiel 2.0.2 is installed from PyPI (pip) into
target/peers/venv (ignored by git; skipped when already there), and the
examples are built with `nice cargo build --release --locked --examples`.

Options:
  --rounds N    rounds, at least 3 (default 5)
  --seconds S   CPU seconds per engine and measure in a round (default 1)
  --quick       smoke test: 3 rounds of 0.3 s
  --no-build    use the examples already built in target/release
  -h, --help    this text
Needs: cargo, python3 with venv and pip, taskset (util-linux), network
access to PyPI on the first run. Takes a few minutes (plus the build).
USAGE
}

rounds=5
seconds=1
build=1
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rounds) rounds="${2:?--rounds needs a number}"; shift 2 ;;
        --rounds=*) rounds="${1#*=}"; shift ;;
        --seconds) seconds="${2:?--seconds needs a number}"; shift 2 ;;
        --seconds=*) seconds="${1#*=}"; shift ;;
        --quick) rounds=3; seconds=0.3; shift ;;
        --no-build) build=0; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "peers.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
if ! [[ "$rounds" =~ ^[0-9]+$ ]] || (( rounds < 3 )); then
    echo "peers.sh: --rounds must be a whole number of at least 3" >&2
    exit 2
fi
if ! [[ "$seconds" =~ ^[0-9]*\.?[0-9]+$ ]]; then
    echo "peers.sh: --seconds must be a positive number" >&2
    exit 2
fi

cd "$(dirname "${BASH_SOURCE[0]}")/.."
for tool in cargo python3 taskset; do
    command -v "$tool" >/dev/null || { echo "peers.sh: $tool is missing" >&2; exit 1; }
done

out=target/peers
venv=$out/venv
py=$venv/bin/python
openspiel=2.0.2
mkdir -p "$out"

# 1. OpenSpiel in a local venv
if [[ -x $py ]] && [[ "$("$py" scripts/peers/openspiel_rollouts.py --version 2>/dev/null)" == "$openspiel" ]]; then
    echo "== OpenSpiel $openspiel already in $venv"
else
    echo "== installing OpenSpiel $openspiel into $venv"
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$py" -m pip install --quiet --disable-pip-version-check "open-spiel==$openspiel"
fi

# 2. plyyard's examples
if (( build )); then
    echo "== building the examples (release)"
    nice cargo build --release --locked --examples
fi
playouts=target/release/examples/playouts
hnef=target/release/examples/peer_hnefatafl
for bin in "$playouts" "$hnef"; do
    [[ -x $bin ]] || { echo "peers.sh: $bin is not built" >&2; exit 1; }
done

# 3. the rounds
raw=$out/raw.txt
: >"$raw"
pin() { taskset -c 0 "$@"; }
ours() { # GAME ROUND
    local line f
    line=$(pin "$playouts" "$1" "$seconds" --machine)
    echo "round $2 $line" >>"$raw"
    if (( $2 == 1 )); then
        # playouts GAME PLAYOUTS_PER_S ACTIONS_PER_S ACTIONS_PER_PLAYOUT CPU_S
        read -ra f <<<"$line"
        echo "info plyyard $1 actions_per_playout=${f[4]}" >>"$raw"
    fi
}
theirs() { # GAME ROUND
    echo "round $2 $(pin "$py" scripts/peers/openspiel_rollouts.py "$1" --seconds "$seconds" --seed "$2")" >>"$raw"
}
for (( r = 1; r <= rounds; r++ )); do
    echo "== round $r of $rounds"
    if (( r % 2 )); then
        ours chinese-checkers "$r"; theirs chinese_checkers "$r"
        ours aeroplane "$r"; theirs maedn "$r"
    else
        theirs chinese_checkers "$r"; ours chinese-checkers "$r"
        theirs maedn "$r"; ours aeroplane "$r"
    fi
    # plyyard and the crate alternate inside the one process
    pin "$hnef" "$seconds" | while read -r kind rest; do
        case "$kind" in
            measure) echo "round $r measure $rest" ;;
            info) if (( r == 1 )); then echo "info $rest"; fi ;;
        esac
    done >>"$raw"
done
# untimed: how long OpenSpiel's random games are
pin "$py" scripts/peers/openspiel_rollouts.py chinese_checkers --lengths 100 --seed 7 >>"$raw"
pin "$py" scripts/peers/openspiel_rollouts.py maedn --lengths 1000 --seed 7 >>"$raw"

# 4. the table
echo
"$py" scripts/peers/summarise.py "$raw" "$out/report.md" \
    --openspiel "$("$py" scripts/peers/openspiel_rollouts.py --version)"
echo
echo "(also in $out/report.md)"
