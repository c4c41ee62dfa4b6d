# Shared by scripts/play and scripts/test: installs what is missing on Debian 12 / Ubuntu 24.04
# and builds Ferz in Release mode into build/. Sourced, not run.

# Debian package names; the one list of what building and testing Ferz needs.
FERZ_PACKAGES=(
    cmake ninja-build g++
    qt6-base-dev            # Qt 6 Core, Gui, Widgets, Print Support and Test
    qt6-svg-dev             # the pieces are SVG
    libqt6sql6-sqlite       # the game library: Qt SQL's SQLite driver
    qt6-multimedia-dev      # sounds (QSoundEffect)
    qt6-speech-dev          # speaking the moves (QTextToSpeech), off by default
    qt6-declarative-dev     # Debian's Qt6TextToSpeech CMake package asks for Qt6QmlIntegration
    qt6-speech-flite-plugin # a speech engine, so that the tests speak
    qt6-tools-dev qt6-l10n-tools # lupdate/lrelease for the translations
    fonts-dejavu-core       # Latin, Cyrillic and the chess figurines in every label and score sheet
    qt6-translations-l10n   # Qt's own buttons and dialogs (Save, Discard, Cancel) translated
    gettext appstream       # the menu entry's and the metainfo's translations (msgfmt, ITS rules)
    python3                 # packaging/release-notes.py, which checks NEWS.md against the packaging
    pgn-extract             # tst_pgnextract: another program reads what Ferz writes
    poppler-utils           # tst_scoresheet: pdftotext and pdfinfo read the score sheet back
    # tests/atspi: the board as a screen reader reads it, under Xvfb on a session D-Bus
    xvfb xauth dbus xdotool at-spi2-core python3-pyatspi
)

ferz_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ferz_build=${FERZ_BUILD_DIR:-$ferz_root/build}
# Reproducible builds: the dates inside the packages (of Qt's resources, of CPack's files) are
# the last commit's, as distributions take them from their changelog.
if [ -z "${SOURCE_DATE_EPOCH:-}" ] && git -C "$ferz_root" rev-parse --git-dir > /dev/null 2>&1; then
    SOURCE_DATE_EPOCH=$(git -C "$ferz_root" log -1 --format=%ct)
    export SOURCE_DATE_EPOCH
fi

# Installs the packages of FERZ_PACKAGES that are not installed yet (with sudo when not root).
ferz_install_missing() {
    local missing=() pkg
    for pkg in "${FERZ_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get > /dev/null; then
        echo "Please install: ${missing[*]} (this script knows only apt-get)" >&2
        return 1
    fi
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    echo "Installing: ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Configures (once) and builds everything, tests and the developers' tools included, with
# warnings as errors.
ferz_build_all() {
    cmake -S "$ferz_root" -B "$ferz_build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DFERZ_WERROR=ON -DFERZ_BUILD_TOOLS=ON "$@"
    cmake --build "$ferz_build" --parallel "$(nproc)"
}
