#!/usr/bin/env bash
# Renders the application icon (resources/icons/ferz.svg) into the PNG sizes of the hicolor
# theme, for the packages. Needs rsvg-convert (Debian: librsvg2-bin). The PNGs are committed,
# so building Ferz does not need it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
for size in 16 24 32 48 64 128 256 512; do
    mkdir -p "$here/icons/$size"
    rsvg-convert -w "$size" -h "$size" "$here/../resources/icons/ferz.svg" \
        -o "$here/icons/$size/io.github.ferzchess.Ferz.png"
done
