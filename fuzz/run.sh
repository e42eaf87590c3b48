#!/bin/sh
# Fuzzes one target for a while, niced, then folds what it found into the
# committed corpus, minimised. Needs nightly and cargo-fuzz (README, "Fuzzing").
#
#   fuzz/run.sh TARGET [SECONDS] [extra libFuzzer flags…]
#
# New inputs go to fuzz/corpus-work/TARGET (ignored by git); crashes to
# fuzz/artifacts/TARGET (kept: `cargo test` replays them).
set -eu
cd "$(dirname "$0")"
target=$1
seconds=${2:-600}
shift; [ $# -gt 0 ] && shift
# Typed answers and questions are short: longer inputs only slow the run.
case $target in
    parsers) len=512 ;;
    ask) len=256 ;;
    *) len=8192 ;;
esac
mkdir -p "corpus-work/$target" "corpus/$target"
nice -n 10 cargo +nightly fuzz run --sanitizer none "$target" \
    "corpus-work/$target" "corpus/$target" -- \
    -max_total_time="$seconds" -max_len="$len" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 "$@"
# (find, not a glob: tens of thousands of names overflow the argument list)
find "corpus-work/$target" -type f -exec cp -n -t "corpus/$target" {} +
nice -n 10 cargo +nightly fuzz cmin --sanitizer none "$target" "corpus/$target"
