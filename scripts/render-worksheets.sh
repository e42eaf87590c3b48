#!/usr/bin/env bash
# Renders one worksheet per game in headless Chromium to PNG and checks that
# each picture is not blank. The pictures go to docs/worksheet-<game>.png and
# are shown in the README; they are committed, so CI never needs Chromium.
#
# Usage: scripts/render-worksheets.sh [OUT_DIR]      (default: docs)
# Needs: chromium (Debian: apt-get install -y chromium), python3, cargo.
#
# Each worksheet holds one catalogue exercise in one language; the window is
# two A4 pages tall, so the picture shows the sheet and its answer key.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/docs}
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$browser" ]; then
    echo "render-worksheets: chromium not found (apt-get install -y chromium, or set CHROMIUM)" >&2
    exit 2
fi

cd "$root"
cargo build --locked --quiet
plyyard=$root/target/debug/plyyard
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# game, exercise, language: one of each game, the three languages represented.
while read -r game exercise lang; do
    "$plyyard" --lang "$lang" worksheet "$exercise" --out "$work/$game" >/dev/null
    html=$(ls "$work/$game"/*."$lang".html)
    png="$out/worksheet-$game.png"
    profile=$(mktemp -d "$work/profile.XXXXXX")
    "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --hide-scrollbars --user-data-dir="$profile" \
        --window-size=860,2330 --screenshot="$png" "file://$html" >/dev/null 2>&1
    echo "$game ($lang, $exercise): $png"
done <<'LIST'
aeroplane aeroplane/compare-choices ru
chinese-checkers chinese-checkers/leave-target-camp en
dominoes dominoes/guide-two-and-five fr
hnefatafl hnefatafl/throne-captures en
LIST

python3 "$root/scripts/png-nonblank.py" "$out"/worksheet-*.png
