#!/bin/bash
# Regenerates engine/openings/eco.inc, the named openings, from Debian's pychess package:
# its eco.db holds the lichess opening names (lichess-org/chess-openings, CC0-1.0), one row
# per position of each line. Needs apt-get (to download the package, not to install it),
# sqlite3, and a build with -DFERZ_BUILD_TOOLS=ON (for ferz-opening-names).
#   bash tools/openings/update-names.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --build "$build" --target ferz-opening-names
(cd "$work" && apt-get download pychess > /dev/null)
dpkg-deb -x "$work"/pychess_*.deb "$work/x"
sqlite3 -separator $'\t' "$work/x/usr/share/pychess/eco.db" \
    "SELECT eco, opening, variation, fen, endline FROM openings WHERE lang = 'en' ORDER BY rowid" |
    "$build/tools/openings/ferz-opening-names" > "$work/eco.inc"
mv "$work/eco.inc" "$root/engine/openings/eco.inc"
echo "engine/openings/eco.inc: $(grep -c '^{' "$root/engine/openings/eco.inc") openings" \
    "(from $(basename "$work"/pychess_*.deb))"
