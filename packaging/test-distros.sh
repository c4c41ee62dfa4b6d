#!/usr/bin/env bash
# The release as distributions take it, checked with their own tools (CI runs it after
# test-install.sh; it changes the system, as that one does):
#   1. scripts/release makes the tarball of HEAD, twice: the same bytes;
#   2. a second build, from the tarball in another folder, gives the same CPack .deb, byte for
#      byte, as BUILD_DIR's (SOURCE_DATE_EPOCH is the last commit's, scripts/common.sh);
#   3. Debian: dpkg-buildpackage builds the source and binary packages offline from the
#      tarball (as the .orig) and debian/, lintian --pedantic finds nothing, hardening-check
#      passes; the package is installed, /usr/games/ferz starts under Xvfb, and a purge leaves
#      none of its files;
#   4. RPM: rpmbuild --nodeps builds the spec offline from the tarball, and rpmlint accepts
#      spec and package;
#   5. Flatpak: flatpak-builder reads the manifest (offline).
# The tests themselves ran before (scripts/test), so the distributions' builds skip them
# (nocheck, --without check); they pass there too (dpkg-buildpackage and rpmbuild without).
#
#   packaging/test-distros.sh BUILD_DIR   (a build of HEAD made with SOURCE_DATE_EPOCH of HEAD,
#                                        as scripts/test makes it)
set -euo pipefail
source "$(dirname "$0")/../scripts/common.sh"
build=$(cd "${1:?usage: test-distros.sh BUILD_DIR}" && pwd)
FERZ_PACKAGES=(debhelper dpkg-dev devscripts lintian rpm rpmlint flatpak-builder xvfb xauth
    imagemagick xz-utils)
ferz_install_missing
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -y -qq)
step() { echo "== $*"; }
if ! git -C "$ferz_root" diff --quiet HEAD; then
    echo "the packages are built from HEAD's tarball: commit the changes first" >&2
    exit 1
fi
# The distributions' builds run without a network (a namespace of their own with no link), as
# their build daemons do: nothing may be fetched at configure or build time.
offline=(unshare --map-root-user --net)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
version=$(sed -n 's/^ *VERSION \([0-9.]*\)$/\1/p' "$ferz_root/CMakeLists.txt" | head -n 1)
name=ferz-$version

step "release tarball, twice"
FERZ_DIST_DIR=$work/dist "$ferz_root/scripts/release"
FERZ_DIST_DIR=$work/again "$ferz_root/scripts/release" > /dev/null
cmp "$work/dist/$name.tar.xz" "$work/again/$name.tar.xz"
tarball=$work/dist/$name.tar.xz

step "reproducible: the tarball built in another folder gives the same .deb"
mkdir "$work/repro"
tar -xJf "$tarball" -C "$work/repro"
cmake -S "$work/repro/$name" -B "$work/repro/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DFERZ_WERROR=ON -DFERZ_BUILD_TESTS=OFF > /dev/null
cmake --build "$work/repro/build" --parallel "$(nproc)" > /dev/null
for dir in "$build" "$work/repro/build"; do
    rm -f "$dir"/ferz_*.deb
    (cd "$dir" && cpack -G DEB > /dev/null)
done
cmp "$build/ferz_${version}_amd64.deb" "$work/repro/build/ferz_${version}_amd64.deb"
sha256sum "$build/ferz_${version}_amd64.deb" "$work/repro/build/ferz_${version}_amd64.deb"

step "Debian: dpkg-buildpackage"
mkdir "$work/debian"
cp "$tarball" "$work/debian/ferz_$version.orig.tar.xz"
tar -xJf "$tarball" -C "$work/debian"
(cd "$work/debian/$name" &&
    DEB_BUILD_OPTIONS="nocheck parallel=$(nproc)" "${offline[@]}" dpkg-buildpackage -us -uc > "$work/debian/build.log" 2>&1) ||
    { tail -n 40 "$work/debian/build.log"; exit 1; }
changes=$work/debian/ferz_$version-1_amd64.changes
deb=$work/debian/ferz_$version-1_amd64.deb
ls "$work/debian"

step "lintian --pedantic"
# Two tags only a real upload clears: its changelog entry closes the ITP bug, which also makes
# Debian's debian/ differ from the one in the upstream tarball (no-debian-changes).
lintian --pedantic --fail-on error,warning,info,pedantic \
    --suppress-tags initial-upload-closes-no-bugs,no-debian-changes "$changes"

step "hardening-check (the Debian build)"
dpkg-deb -x "$deb" "$work/debian/root"
# Control-flow protection aside: Debian 12's crt1.o carries no IBT/SHSTK mark (test-install.sh).
hardening-check --nocfprotection "$work/debian/root/usr/games/ferz" \
    "$work/debian/root/usr/games/ferz-engine"

step "install the Debian package, start it, purge it"
"${apt[@]}" install "$deb" > /dev/null
test -x /usr/games/ferz
test -x /usr/games/ferz-engine
appstreamcli validate --pedantic --no-net /usr/share/metainfo/io.github.ferzchess.Ferz.metainfo.xml
desktop-file-validate /usr/share/applications/io.github.ferzchess.Ferz.desktop
grep -q "^Name\[ru\]=Ферзь$" /usr/share/applications/io.github.ferzchess.Ferz.desktop
home=$(mktemp -d)
HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data xvfb-run -a \
    -s "-screen 0 1280x900x24" sh -c "/usr/games/ferz & sleep 4; import -window root '$work/shot.png'; kill \$!"
rm -rf "$home"
colours=$(convert "$work/shot.png" -format %k info:)
echo "/usr/games/ferz under Xvfb: $colours colours"
[ "$colours" -gt 16 ] || { echo "the screenshot looks empty" >&2; exit 1; }
"${apt[@]}" purge ferz > /dev/null
if dpkg-query -W -f='${Status}\n' ferz 2> /dev/null | grep "install ok installed" > /dev/null; then
    echo "ferz is still installed after the purge" >&2
    exit 1
fi
left=()
while read -r file; do
    [ -d "$file" ] || [ ! -e "$file" ] || left+=("$file")
done < <(dpkg-deb -c "$deb" | awk '{print substr($6, 2)}')
[ ${#left[@]} -eq 0 ] || { echo "left after purge: ${left[*]}" >&2; exit 1; }
echo "purged: none of the package's $(dpkg-deb -c "$deb" | grep -vc '/$') files is left"

step "RPM: rpmbuild --nodeps, rpmlint"
mkdir -p "$work/rpm/SOURCES"
cp "$tarball" "$work/rpm/SOURCES/"
"${offline[@]}" rpmbuild -bb --nodeps --without check --define "_topdir $work/rpm" \
    "$work/debian/$name/packaging/rpm/ferz.spec" > "$work/rpm/build.log" 2>&1 ||
    { tail -n 40 "$work/rpm/build.log"; exit 1; }
rpm=$(ls "$work"/rpm/RPMS/*/ferz-"$version"-1.*.rpm)
rpm -qip "$rpm" | head -n 3
rpmlint -c "$ferz_root/packaging/rpm/rpmlint-outside-fedora.toml" "$ferz_root/packaging/rpm/ferz.spec" "$rpm"

step "Flatpak: flatpak-builder reads the manifest"
(cd "$work" && flatpak-builder --show-manifest "$ferz_root/packaging/flatpak/io.github.ferzchess.Ferz.yml") |
    grep -E '"(runtime-version|tag|commit)"'
echo "distribution packages passed"
