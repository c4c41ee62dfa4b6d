#!/bin/bash
# Rebuilds resources/book/ferz.bin, Ferz's own opening book: the moves of the named openings
# (engine/openings/eco.inc) that Ferz's search, at depth 10, finds no more than 60 centipawns
# worse than the best, weighted by how many named lines play them. Needs a build with
# -DFERZ_BUILD_TOOLS=ON; takes about three minutes on one core. The same sources give the same
# bytes (sha256sum the file to compare). A change of the search changes the book: rebuild it
# with the search, and say so in the commit.
#   bash tools/openings/make-book.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
cmake --build "$build" --target ferz-book-maker
"$build/tools/openings/ferz-book-maker" "$root/resources/book/ferz.bin" 10 60
sha256sum "$root/resources/book/ferz.bin"
