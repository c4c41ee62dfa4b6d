#!/usr/bin/env bash
# The install test: builds the .deb and .rpm from a build folder, installs the .deb as a
# user would (apt-get install ./ferz_*.deb), checks what it installed, validates the desktop
# integration, runs lintian, starts the installed ferz under Xvfb for a screenshot and
# ferz-engine through a UCI handshake and a short search, then removes the package.
# Changes the system: scripts/test runs it only under CI=true or FERZ_PACKAGE_TEST=1.
#
#   packaging/test-install.sh BUILD_DIR [SCREENSHOT.png]
set -euo pipefail
source "$(dirname "$0")/../scripts/common.sh"
build=$(cd "${1:?usage: test-install.sh BUILD_DIR [SCREENSHOT.png]}" && pwd)
shot=${2:-$build/installed-ferz.png}
FERZ_PACKAGES=(dpkg-dev rpm lintian desktop-file-utils appstream xvfb xauth imagemagick file
    devscripts) # hardening-check
ferz_install_missing
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
app_id=io.github.ferzchess.Ferz
step() { echo "== $*"; }
# (grep -q would stop reading early, and under pipefail the writer's SIGPIPE fails the test.)

step "packages"
rm -f "$build"/ferz_*.deb "$build"/ferz-*.rpm
(cd "$build" && cpack -G DEB > /dev/null && cpack -G RPM > /dev/null)
deb=$(ls "$build"/ferz_*.deb)
rpm=$(ls "$build"/ferz-*.rpm)
ls -l "$deb" "$rpm"
dpkg-deb -f "$deb" Depends

step "lintian (no errors)"
lintian --fail-on error "$deb"

step "install"
if dpkg-query -W -f='${Status}' ferz 2> /dev/null | grep "install ok installed" > /dev/null; then
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq ferz > /dev/null
fi
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" > /dev/null
for f in /usr/bin/ferz /usr/bin/ferz-engine \
    /usr/share/applications/$app_id.desktop /usr/share/metainfo/$app_id.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/$app_id.svg \
    /usr/share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg \
    /usr/share/icons/hicolor/48x48/apps/$app_id.png \
    /usr/share/icons/hicolor/512x512/apps/$app_id.png \
    /usr/share/man/man6/ferz.6.gz /usr/share/man/man6/ferz-engine.6.gz /usr/share/ferz/ferz.bin \
    /usr/share/doc/ferz/copyright /usr/share/doc/ferz/changelog.gz /usr/share/doc/ferz/COPYING; do
    [ -e "$f" ] || { echo "missing after install: $f" >&2; exit 1; }
done
# Every check but control-flow protection: our objects carry IBT and SHSTK (-fcf-protection),
# but the linker keeps the mark only when every object has it, and Debian 12's crt1.o does not.
hardening-check --nocfprotection /usr/bin/ferz /usr/bin/ferz-engine
desktop-file-validate /usr/share/applications/$app_id.desktop
appstreamcli validate --pedantic --no-net /usr/share/metainfo/$app_id.metainfo.xml
# The PGN association, as the desktop sees it once dpkg's triggers have run.
grep -q "application/x-chess-pgn=.*$app_id.desktop" /usr/share/applications/mimeinfo.cache
/usr/bin/ferz --version
/usr/bin/ferz --help | grep "file.pgn" > /dev/null

step "ferz-engine: UCI handshake and a short search"
answer=$(printf 'uci\nisready\nposition startpos moves e2e4\ngo depth 8\n' | /usr/bin/ferz-engine)
for want in "id name Ferz" uciok readyok "bestmove "; do
    grep -q "$want" <<< "$answer" || { echo "ferz-engine did not say: $want" >&2; exit 1; }
done
grep "^bestmove" <<< "$answer"
# With Ferz's book, the start position is answered from it at once, without a search.
answer=$(printf 'setoption name BookFile value /usr/share/ferz/ferz.bin\nsetoption name OwnBook value true\nposition startpos\ngo depth 20\n' |
    /usr/bin/ferz-engine)
grep -q "loaded: [0-9]* entries" <<< "$answer" || { echo "ferz-engine did not load its book" >&2; exit 1; }
! grep -q "^info depth" <<< "$answer" || { echo "ferz-engine searched a book position" >&2; exit 1; }

step "ferz under Xvfb"
config=$(mktemp -d)
XDG_CONFIG_HOME=$config xvfb-run -a -s "-screen 0 1280x900x24" \
    sh -c "/usr/bin/ferz & sleep 4; import -window root '$shot'; kill \$!"
rm -rf "$config"
colours=$(convert "$shot" -format %k info:)
echo "screenshot $shot: $colours colours"
[ "$colours" -gt 16 ] || { echo "the screenshot looks empty" >&2; exit 1; }

step "remove"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq ferz > /dev/null
test ! -e /usr/bin/ferz
test ! -e /usr/share/applications/$app_id.desktop

step "rpm"
rpm -qip "$rpm"
rpm -qlp "$rpm" | grep "^/usr/bin/ferz-engine$" > /dev/null
rpm -qp --requires "$rpm" | grep "libQt6Widgets" > /dev/null
echo "install test passed"
