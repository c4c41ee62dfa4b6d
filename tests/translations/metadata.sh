#!/bin/sh
# The desktop entry's and the metainfo's translations (translations/metadata/*.po) are complete
# and current: every message of packaging/*.desktop.in and *.metainfo.xml.in, as xgettext reads
# them now, is translated in each language of LINGUAS, and nothing is fuzzy.
#   metadata.sh SOURCE_DIR
set -eu
cd "$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
xgettext --from-code=UTF-8 -o "$tmp/now.pot" packaging/*.desktop.in packaging/*.metainfo.xml.in
for lang in $(cat translations/metadata/LINGUAS); do
    po=translations/metadata/$lang.po
    msgcmp "$po" "$tmp/now.pot"
    stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1)
    case $stats in
    *fuzzy* | *untranslated*)
        echo "$po: $stats" >&2
        exit 1
        ;;
    esac
    echo "$lang: $stats"
done
